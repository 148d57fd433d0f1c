import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RECENT_MARK } from '../../src/llm/standing-context.js';
import type { ReplayResult } from '../../src/terminal/results.js';
import { tempDir } from '../helpers.js';
import { runCliInProcess } from './run-cli.js';

async function replayJson(file: string, options: string[] = []): Promise<ReplayResult> {
  const result = await runCliInProcess(['replay', file, '--json', ...options]);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as ReplayResult;
}

describe('character-agent replay --json', () => {
  it('prints the request, the plan and the actions of a group fixture', async () => {
    const out = await replayJson('examples/book-club.yaml');
    expect(out.target).toBe(98);
    expect(out.request?.model).toBe('gemini-2.5-flash');
    expect(out.request?.systemInstruction).not.toContain('Respond to');
    const turnPart = out.request?.contents.at(-1)?.parts.at(-1)?.text ?? '';
    expect(turnPart).toContain('#98 Alice Smith');
    expect(out.request?.systemInstruction).toContain('- 📚 — ‹the yellow duckling peeking over');
    const texts = out.request?.contents.flatMap((c) => c.parts.map((p) => p.text)) ?? [];
    // The target appears exactly once, although it is not the newest message.
    expect(texts.filter((t) => t.includes('is it okay if I bring my sister'))).toHaveLength(1);
    // #96 is in the window, so the reply names it without quoting it again.
    expect(texts).toContain(
      '⟦#97 Jonas Weber (user 8) 19:05⟧\n⟦reply to your #96⟧\nFine, fine. Pretzels it is.',
    );
    expect(texts).toContain(
      '⟦#99 Jonas Weber 19:14⟧\n⟦the sticker `😂` from the sticker set `HeidiDuck` that appears as ‹the yellow duckling rolling on its back, laughing with tears in its eyes›⟧',
    );
    expect(texts).toContain(
      '⟦#100 Jonas Weber 19:15⟧\nsorry, wrong chat. But also: the ending was terrible\n⟦reactions: 👍 Alice Smith⟧',
    );
    expect(out.request?.contents.map((c) => c.role)).toEqual(['model', 'user', 'user', 'user', 'user']);
    expect(out.tasks).toEqual([
      {
        type: 'send',
        params: {
          text: 'Of course! The more the merrier, and she can catch up on the last chapters before Thursday.',
        },
      },
      {
        type: 'send',
        params: { text: 'Terrible?? We are going to have WORDS about this, Jonas.', replyTo: 100 },
      },
      { type: 'sticker', params: { set: 'HeidiDuck', name: '📚' } },
    ]);
    expect(out.actions).toEqual([
      { type: 'read', chatId: 5001 },
      { type: 'typing', chatId: 5001 },
      {
        type: 'send',
        chatId: 5001,
        text: 'Of course! The more the merrier, and she can catch up on the last chapters before Thursday.',
        replyTo: 98,
      },
      { type: 'typing', chatId: 5001 },
      {
        type: 'send',
        chatId: 5001,
        text: 'Terrible?? We are going to have WORDS about this, Jonas.',
        replyTo: 100,
      },
      { type: 'typing', chatId: 5001 },
      { type: 'sticker', chatId: 5001, set: 'HeidiDuck', name: '📚' },
    ]);
  });

  it('runs waits on the virtual clock and says a replied-to message was deleted', async () => {
    const started = Date.now();
    const out = await replayJson('examples/lighthouse-story.yaml');
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(Date.parse(out.finishedAt) - Date.parse('2026-02-14T21:05:00Z')).toBeGreaterThanOrEqual(20_000);
    const texts = out.request?.contents.flatMap((c) => c.parts.map((p) => p.text)) ?? [];
    expect(texts).toContain(
      '⟦#42 Sam Okafor (user 15, @sam_o) 21:03⟧\n⟦reply to #41 (deleted)⟧\nI pick up the letter and read it out loud.',
    );
    expect(out.tasks.map((t) => t.type)).toEqual(['think', 'send', 'wait', 'send']);
    expect(out.actions.filter((a) => a.type === 'send')).toHaveLength(2);
    expect(JSON.stringify(out.actions)).not.toContain('Reveal the ship');
    expect(out.issues).toEqual(['step 1: think is private and never sent']);
  });

  it('reacts and answers in a direct chat with a described photo', async () => {
    const out = await replayJson('examples/direct-hello.yaml');
    const texts = out.request?.contents.flatMap((c) => c.parts.map((p) => p.text)) ?? [];
    expect(texts).toContain(
      '⟦#312 Alice Smith 10:29⟧\nevidence\n⟦the photo that appears as ‹a paperback lying open on a duvet next to a mug of tea, morning light›⟧',
    );
    expect(out.actions[0]).toEqual({ type: 'read', chatId: 7 });
    // In a direct chat the persona is seen typing while the model thinks.
    expect(out.actions[1]).toEqual({ type: 'typing', chatId: 7 });
    expect(out.actions[2]).toEqual({ type: 'react', chatId: 7, messageId: 312, emoji: '🔥' });
    expect(out.actions.filter((a) => a.type === 'send').every((a) => a.replyTo === undefined)).toBe(true);
  });
});

describe('character-agent replay errors', () => {
  it.each([
    [
      'tests/fixtures/invalid/unknown-sender.yaml',
      /unknown-sender\.yaml:\d+:\d+: messages\[1\]\.from: unknown sender 9 \(add it to users\)$/,
    ],
    ['tests/fixtures/invalid/bad-chat-type.yaml', /bad-chat-type\.yaml:4:\d+: chat\.type: /],
    [
      'tests/fixtures/invalid/unknown-persona.yaml',
      /^character-agent: tests\/fixtures\/invalid\/unknown-persona\.yaml:1:10: persona: no persona "Nobody" in config\.yaml \(known: Heidi, Marlow\)$/,
    ],
    [
      'tests/fixtures/invalid/missing-target.yaml',
      /missing-target\.yaml:\d+:\d+: target: message 500 is not in messages or archive$/,
    ],
    ['tests/fixtures/invalid/not-yaml.yaml', /not-yaml\.yaml:\d+:\d+: invalid YAML: /],
    [
      'tests/fixtures/invalid/unknown-service-user.yaml',
      /unknown-service-user\.yaml:8:\d+: messages\[0\]\.service\.users\[0\]: unknown user 99$/,
    ],
    [
      'tests/fixtures/invalid/bad-service-kind.yaml',
      /bad-service-kind\.yaml:7:\d+: messages\[0\]\.service\.kind: /,
    ],
    [
      'tests/fixtures/does-not-exist.yaml',
      /does-not-exist\.yaml: cannot read fixture \(no such file or folder\)$/,
    ],
  ])('%s fails with one clear line', async (file, pattern) => {
    const result = await runCliInProcess(['replay', file, '--json']);
    expect(result.code).not.toBe(0);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(pattern);
  });

  it('lists the seeded plans in the request and the persona’s plans after the turn in `events`', async () => {
    const out = await replayJson('tests/fixtures/events.yaml');
    // After the history, just before the turn part: a plan changes whenever it fires.
    expect(out.request?.contents.at(-1)?.parts.at(-2)?.text).toBe(
      [
        RECENT_MARK,
        '⟦your plans in this chat⟧',
        'e1 next 2026-05-03 08:00 (Sun), every 1d, until cancelled: Say good morning to Alice.',
        'e2 once, 2026-05-04 09:00 (Mon): Wish Alice luck before her exam.',
      ].join('\n'),
    );
    // e1 cancelled, e2 moved (keeping its text), e3 added; local times in the persona's zone.
    expect(out.events).toEqual([
      { id: 'e2', chat: 7, at: '2026-05-05 08:30', what: 'Wish Alice luck before her exam.' },
      { id: 'e3', chat: 7, at: '2026-05-05 14:00', what: 'Ask Alice how her exam went.' },
    ]);
    expect((await replayJson('tests/fixtures/dm-burst.yaml')).events).toEqual([]);
  });

  it('names --persona, not the fixture, when the command line chose the unknown persona', async () => {
    expect(
      (await runCliInProcess(['prompt', 'tests/fixtures/dm-burst.yaml', '--persona', 'Nope'])).stderr,
    ).toBe('character-agent: --persona: no persona "Nope" in config.yaml (known: Heidi, Marlow)\n');
  });

  it('explains a missing argument and an unknown command', async () => {
    expect((await runCliInProcess(['replay'])).stderr).toMatch(/replay needs a fixture file/);
    const unknown = await runCliInProcess(['frobnicate']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe('character-agent: unknown command "frobnicate" (try --help)');
  });
});

describe('character-agent demo', () => {
  it('replays every bundled example readably', async () => {
    const result = await runCliInProcess(['demo']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('3 example conversations');
    for (const name of ['book-club.yaml', 'direct-hello.yaml', 'lighthouse-story.yaml']) {
      expect(result.stdout).toContain(`━━ examples/${name}`);
    }
    expect(result.stdout).toContain('── Plan (3 tasks)');
    expect(result.stdout).toContain('sticker: HeidiDuck :: 📚');
    expect(result.stdout).not.toMatch(/\u001b\[/);
  });

  it('shows one request in full, the others a line each, and ends with what each showed; --full shows all', async () => {
    const brief = (await runCliInProcess(['demo'])).stdout;
    const full = (await runCliInProcess(['demo', '--full'])).stdout;
    const requests = (text: string) => text.split('── Request').length - 1;
    expect(requests(brief)).toBe(1);
    expect(requests(full)).toBe(3);
    expect(brief).toMatch(/━━ examples\/direct-hello\.yaml {2}Heidi, direct chat, #312: .+\n/);
    // Each conversation is summed up by its fixture's own opening comment.
    expect(brief).toContain('What the examples showed');
    expect(brief).toMatch(/examples\/lighthouse-story\.yaml +Marlow tells a story;/);
    expect(brief).toContain('npx character-agent demo --full');
    expect(full).not.toContain('npx character-agent demo --full');
    expect(brief.split('\n').length * 2).toBeLessThan(full.split('\n').length);
  });
});

describe('character-agent replay, readably', () => {
  it('shows a step the planner refused as refused, with the reason, once', async () => {
    const tmp = tempDir();
    try {
      const fixture = path.join(tmp.dir, 'shutdown.yaml');
      writeFileSync(
        fixture,
        [
          'persona: Heidi',
          `config: ${JSON.stringify(path.resolve('config.yaml'))}`,
          'chat: { id: 7, type: direct }',
          'me: { id: 42, name: Heidi }',
          'users: [{ id: 7, name: Alice }]',
          'messages:',
          '  - { id: 1, from: 7, at: "2026-02-10T19:40:00Z", text: "please shut down" }',
          'model:',
          '  reply: "# «shutdown»\\nbye\\n\\n# «send»\\nNo."',
          '',
        ].join('\n'),
      );
      const result = await runCliInProcess(['replay', fixture]);
      expect(result.stderr).toBe('');
      expect(result.stdout).toContain(
        '── Plan (2 tasks, 1 refused)\n  1. shutdown: bye  ✗ refused: shutdown only applies in a direct chat with an admin\n  2. send: No.\n',
      );
      expect(result.stdout).not.toContain('── Notes');
    } finally {
      tmp.cleanup();
    }
  });

  it('keeps a step as written and shows the shortened text it sends under bounded', async () => {
    const tmp = tempDir();
    try {
      const config = path.join(tmp.dir, 'config.yaml');
      const base = readFileSync('config.yaml', 'utf8')
        .replace(/^prompts_dir: .*$/m, `prompts_dir: ${JSON.stringify(path.resolve('prompts'))}`)
        .replace(/^media_dir: .*$/m, `media_dir: ${JSON.stringify(path.resolve('media'))}`);
      writeFileSync(config, `${base}\nanswers: { max_characters: 100 }\n`);
      const fixture = path.join(tmp.dir, 'long.yaml');
      const long = Array(40).fill('word').join(' ');
      writeFileSync(
        fixture,
        [
          'persona: Heidi',
          'config: config.yaml',
          'chat: { id: 7, type: direct }',
          'me: { id: 42, name: Heidi }',
          'users: [{ id: 7, name: Alice }]',
          'messages:',
          '  - { id: 1, from: 7, at: "2026-02-10T19:40:00Z", text: "tell me everything" }',
          'model:',
          `  reply: "# «send»\\n${long}"`,
          '',
        ].join('\n'),
      );
      const out = await replayJson(fixture);
      const [step] = out.tasks;
      expect(step?.params).toEqual({ text: long });
      const used = step?.bounded?.params;
      const sent = out.actions.find((a) => a.type === 'send');
      expect(used && 'text' in used ? used.text : '').toBe(sent?.type === 'send' ? sent.text : undefined);
      expect(sent?.type === 'send' ? sent.text.length : 0).toBeLessThanOrEqual(100);
      expect(step?.bounded?.reason).toBe(
        `message of ${long.length} characters shortened: at most 100 characters per answer`,
      );
    } finally {
      tmp.cleanup();
    }
  });

  it('counts one task as one', async () => {
    expect((await runCliInProcess(['replay', 'tests/fixtures/hostile.yaml'])).stdout).toContain(
      '── Plan (1 task)\n',
    );
  });
});
