import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { RECENT_MARK } from '../../src/llm/standing-context.js';
import { renderRequest } from '../../src/terminal/render.js';
import type { ReplayResult } from '../../src/terminal/results.js';
import { plainStyle } from '../../src/terminal/style.js';
import { runCli } from '../cli/run-cli.js';
import { copyBundledProject, tempDir } from '../helpers.js';
import { ChatSession, chatOnce } from './chat-process.js';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function scratch(): string {
  const tmp = tempDir();
  cleanup = tmp.cleanup;
  return tmp.dir;
}

/** A copy of the bundled project (config, prompts, media) to edit freely. */
function projectCopy(): string {
  const dir = scratch();
  copyBundledProject(dir);
  return dir;
}

const START = ['--start', '2026-01-02T15:04:05Z'];
const SCRIPTED_ANSWER =
  '# «think»\nBob again.\n\n# «react» 3\n🔥\n\n# «wait»\ndelay: 120\n\n# «sticker»\nHeidiDuck\n📚\n\n# «send» 2\nPretzels approved.';

describe('character-agent chat (piped, scripted model)', () => {
  it('shows a group chat as on Telegram, and /save writes a fixture that replay reproduces exactly', () => {
    const fixture = path.join(scratch(), 'saved', 'turn.yaml');
    const chat = chatOnce(
      ['Heidi', '--group', ...START],
      [
        'hi all, who is coming thursday?',
        '/as Bob',
        '/reply 1 me! bringing pretzels',
        '/react 1 👍',
        '/sticker 😂',
        `/answer ${SCRIPTED_ANSWER.replace(/\n/g, '\\n')}`,
        '/wait 5m',
        'heidi, you there?',
        '/prompt',
        `/save ${fixture}`,
        '/quit',
      ],
    );
    expect(chat.stderr).toBe('');
    expect(chat.code).toBe(0);
    const out = chat.stdout;
    expect(out).toContain('Model: SCRIPTED (GEMINI_API_KEY is not set)');
    const transcript = [
      '[16:04] #1 Alex: hi all, who is coming thursday?',
      '  … Heidi is typing',
      '[16:04] #2 Heidi ↩ #1: [scripted model, not Gemini] Heidi would answer message #1 here.',
      '[16:04] #3 Bob ↩ #1: me! bringing pretzels',
      '  Bob reacted 👍 to #1',
      '[16:04] #5 Bob: [sticker 😂 from HeidiDuck — the yellow duckling rolling on its back, laughing with tears in its eyes]',
      '  ⏳ 5 min pass',
      '[16:09] #7 Bob: heidi, you there?',
      '  💭 Bob again.',
      '  Heidi reacted 🔥 to #3',
      '  ⏳ Heidi waits 2 min',
      '[16:11] #8 Heidi ↩ #7: [sticker 📚 from HeidiDuck — the yellow duckling peeking over a tall, wobbling stack of books]',
      '[16:11] #9 Heidi ↩ #2: Pretzels approved.',
      'replay reproduces the last turn (same request, same 6 actions)',
    ];
    let at = 0;
    for (const line of transcript) {
      const found = out.indexOf(line, at);
      expect(found, `"${line}" in order in:\n${out}`).toBeGreaterThanOrEqual(0);
      at = found + line.length;
    }

    const saved = YAML.parse(readFileSync(fixture, 'utf8')) as Record<string, unknown>;
    expect(saved).toMatchObject({
      persona: 'Heidi',
      // The turn's moment: message #7's reading time after it arrived (seeded spread, so exact in a replay).
      now: expect.stringMatching(/^2026-01-02T15:09:\d\d\.\d{3}Z$/),
      chat: { id: 5001, type: 'group' },
      target: 7,
      model: { reply: SCRIPTED_ANSWER },
    });

    const replay = runCli(['replay', fixture, '--json']);
    expect(replay.stderr).toBe('');
    expect(replay.code).toBe(0);
    const result = JSON.parse(replay.stdout) as ReplayResult;
    // The request replay builds is the one the chat printed for its last turn, character for character.
    if (!result.request) throw new Error('replay built no request');
    expect(out).toContain(renderRequest(result.request, plainStyle));
    const texts = result.request.contents.flatMap((c) => c.parts.map((p) => p.text));
    expect(texts).toContain(
      '⟦#1 Alex (user 101) Fri 2026-01-02 16:04⟧\nhi all, who is coming thursday?\n⟦reactions: 👍 Bob⟧',
    );
    expect(texts.some((t) => t.includes('laughing with tears in its eyes'))).toBe(true);
    expect(texts.at(-1)).toContain('⟦Now: Friday 2026-01-02 16:09');
    expect(result.reply).toBe(SCRIPTED_ANSWER);
    // ...and it does what the chat showed the persona doing.
    expect(result.actions).toEqual([
      { type: 'read', chatId: 5001 },
      { type: 'react', chatId: 5001, messageId: 3, emoji: '🔥' },
      { type: 'typing', chatId: 5001 },
      { type: 'sticker', chatId: 5001, set: 'HeidiDuck', name: '📚', replyTo: 7 },
      { type: 'typing', chatId: 5001 },
      { type: 'send', chatId: 5001, text: 'Pretzels approved.', replyTo: 2 },
    ]);
  });

  it('keeps what the persona writes down, and /memory shows it', () => {
    const chat = chatOnce(
      ['Heidi', ...START],
      [
        '/answer # «send»\\nNoted!\\n\\n# «note»\\nAlex (user 101) prefers tea\\n\\n# «person» 101\\nAlex: prefers tea',
        'I never drink coffee',
        '/memory',
      ],
    );
    expect(chat.stdout).toContain('Heidi: Noted!');
    expect(chat.stdout).toContain('Notes (1)\n  n1: Alex (user 101) prefers tea');
    expect(chat.stdout).toContain('People (1)\n  user 101 (chat 101): Alex: prefers tea');
  });

  it("/save writes the file for its owner only and without the persona's phone number", () => {
    const fixture = path.join(scratch(), 'private.yaml');
    const chat = chatOnce(['Heidi', ...START], ['my number? no, yours: +15550100001', `/save ${fixture}`]);
    expect(chat.code).toBe(0);
    expect(chat.stdout).toContain('1 secret(s) or phone number(s) in the chat were saved as [redacted]');
    const text = readFileSync(fixture, 'utf8');
    expect(text).toContain('no, yours: [redacted]');
    expect(text).not.toMatch(/5550100001/);
    expect(statSync(fixture).mode & 0o777).toBe(0o600);
  });

  it('/save after the persona sent a sticker writes its numeric document id, and the fixture replays', () => {
    const fixture = path.join(scratch(), 'sticker.yaml');
    const chat = chatOnce(
      ['Heidi', ...START],
      [
        '/answer # «sticker»\\nHeidiDuck\\n👋',
        'hi there',
        '/answer # «send»\\nok',
        'hello again',
        `/save ${fixture}`,
      ],
    );
    expect(chat.stdout).toContain('Heidi: [sticker 👋 from HeidiDuck');
    expect(chat.stdout).toContain('replay reproduces the last turn');
    const saved = YAML.parse(readFileSync(fixture, 'utf8')) as { messages: { media?: { id: unknown }[] }[] };
    const ids = saved.messages.flatMap((m) => m.media ?? []).map((m) => String(m.id));
    expect(ids.length).toBe(1);
    expect(ids[0]).toMatch(/^\d+$/);
    expect(runCli(['replay', fixture]).code).toBe(0);
  });

  it('/save of a turn that read notes written days before writes them with their dates, and it replays', () => {
    const fixture = path.join(scratch(), 'remembered.yaml');
    const chat = chatOnce(
      ['Heidi', ...START],
      [
        '/answer # «send»\\nNoted!\\n\\n# «note»\\nAlex (user 101) prefers tea\\n\\n# «person» 101\\nAlex: prefers tea',
        'I never drink coffee',
        '/wait 3d',
        '/answer # «send»\\nTea, then.',
        'what shall we drink?',
        `/save ${fixture}`,
      ],
    );
    expect(chat.stdout).toContain('replay reproduces the last turn');
    const saved = YAML.parse(readFileSync(fixture, 'utf8')) as { memory?: unknown };
    expect(saved.memory).toEqual({
      notes: [
        { id: 'n1', at: expect.stringMatching(/^2026-01-02T15:/), text: 'Alex (user 101) prefers tea' },
      ],
      people: [{ user: 101, at: expect.stringMatching(/^2026-01-02T15:/), text: 'Alex: prefers tea' }],
    });
  });

  it('/save of a turn that was shown plans writes them as `events:`, and it replays to the same request', () => {
    const fixture = path.join(scratch(), 'planned.yaml');
    const chat = chatOnce(
      ['Heidi', ...START],
      [
        '/answer # «send»\\nGood luck!\\n\\n# «event»\\nat: 2026-01-05 09:00\\nevery: 1d\\ntimes: 2\\nAsk Alex about the exam',
        'my exam is on Monday',
        '/answer # «send»\\nSee you.',
        'bye',
        `/save ${fixture}`,
      ],
    );
    expect(chat.stdout).toContain('replay reproduces the last turn');
    const saved = YAML.parse(readFileSync(fixture, 'utf8')) as { events?: unknown };
    expect(saved.events).toEqual([
      { id: 'e1', at: '2026-01-05 09:00', every: '1d', times: 2, what: 'Ask Alex about the exam' },
    ]);
    const replayed = runCli(['replay', fixture, '--json']);
    const out = JSON.parse(replayed.stdout) as ReplayResult;
    // Plans change whenever one fires: they are listed after the history, before the turn part.
    expect(out.request?.contents.at(-1)?.parts.at(-2)?.text).toBe(
      `${RECENT_MARK}\n⟦your plans in this chat⟧\ne1 next 2026-01-05 09:00 (Mon), every 1d, 2 times left: Ask Alex about the exam`,
    );
  });

  it('reports mistakes on their own line and goes on; end of input ends the chat', () => {
    const chat = chatOnce(
      ['Heidi', ...START],
      [
        '/prompt',
        '/reply 99 hello?',
        '/as Bob',
        '/react 1 👍',
        '/wait soon',
        '/sticker 🦆',
        '/bogus',
        '//start',
        '',
      ],
    );
    expect(chat.code).toBe(0);
    const problems = chat.stdout.split('\n').filter((l) => l.startsWith('✗ '));
    expect(problems).toEqual([
      '✗ no turn yet: send a message first',
      '✗ no message #99 in this chat',
      '✗ a direct chat has one partner; start with --group to talk as several people',
      '✗ no message #1 in this chat',
      '✗ usage: /wait DURATION (30, 90s, 5m, 2h, 1d)',
      '✗ no bundled sticker 🦆 (type /sticker to list them)',
      '✗ unknown command /bogus (type /help; // sends a line starting with /)',
    ]);
    // `//start` is a message, not a command.
    expect(chat.stdout).toContain('[16:04] #1 Alex: /start');
    expect(chat.stdout).toContain('#2 Heidi ↩ #1:');
  });

  it('names an unknown persona and the known ones', () => {
    const chat = chatOnce(['Nobody'], []);
    expect(chat.code).toBe(1);
    expect(chat.stderr).toMatch(/persona "Nobody" is not in config\.yaml \(known: Heidi, Marlow\)/);
  });
});

describe('character-agent chat hot reload', () => {
  it('applies an edit of a prompt or config.yaml to the next turn, and keeps the last good config on an invalid edit', async () => {
    const dir = projectCopy();
    const config = path.join(dir, 'config.yaml');
    const chatbot = path.join(dir, 'prompts', 'Chatbot.md');
    const chat = new ChatSession(['Heidi', ...START], dir);
    try {
      await chat.send('hello', /#2 Heidi/);

      writeFileSync(chatbot, `${readFileSync(chatbot, 'utf8')}\n- ALWAYS MENTION KAFKA.\n`);
      const original = readFileSync(config, 'utf8');
      writeFileSync(config, original.replace('with a shop cat called Kafka', 'with a shop dog called Kafka'));
      const reloaded = await chat.send('second', /#4 Heidi/);
      expect(reloaded).toContain('↻ reloaded config.yaml, prompts/Chatbot.md: Heidi.instructions changed');
      const prompt = await chat.send('/prompt', /Just arrived: #3 Alex/);
      expect(prompt).toContain('ALWAYS MENTION KAFKA.');
      expect(prompt).toContain('with a shop dog called Kafka');

      // An invalid edit: reported with file, line and field; the turn runs on the last good config.
      writeFileSync(config, original.replace('timezone: Europe/Berlin', 'timezone: Mars/Olympus'));
      const rejected = await chat.send('third', /#6 Heidi/);
      expect(rejected).toMatch(
        /⚠ config\.yaml:\d+:15: personas\[0\]\.timezone: not a known IANA time zone \(e\.g\. Europe\/Berlin\) — still using the last good configuration/,
      );
      // Said once, in the chat: not again as a log line.
      expect(chat.stderr).toBe('');
      const still = await chat.send('/prompt', /Just arrived: #5 Alex/);
      expect(still).toContain('with a shop dog called Kafka');
      expect(still).toContain('(UTC+01:00, Europe/Berlin)');

      // Fixed again: the fix applies.
      writeFileSync(config, original.replace('timezone: Europe/Berlin', 'timezone: Asia/Tokyo'));
      const fixed = await chat.send('fourth', /#8 Heidi/);
      expect(fixed).toContain('↻ reloaded config.yaml');
      expect(fixed).toMatch(/\[00:04\] #7 Alex: fourth/);
    } finally {
      expect(await chat.end()).toBe(0);
    }
  });
});
