import { describe, expect, it } from 'vitest';
import { buildGeminiContents, historyWindow } from '../../src/llm/contents.js';
import { chatMsg, persona, prompts, text } from '../helpers.js';

const me = { id: '42', name: 'Olivia' };
const alice = { id: 'u123', name: 'Alice' };
const bob = { id: 'u456', name: 'Bob' };
const carol = { id: 'u789', name: 'Carol' };
const agent = { id: '42', name: 'Olivia', agent: true };
const group = { id: '5001', kind: 'group' as const, title: 'Lighthouse Club' };
const NOW = Date.parse('2025-01-02T03:04:05Z');

describe('buildGeminiContents (the original’s builder tests, adapted)', () => {
  it('puts the system text in systemInstruction and uses only user and model roles', () => {
    const history = [
      chatMsg(1, alice, [text('hello')]),
      chatMsg(2, agent, [text('hi!')]),
      chatMsg(3, alice, [text('please respond')]),
    ];
    const result = buildGeminiContents({
      persona: persona({ instructions: 'SYSTEM HERE' }),
      prompts: prompts(),
      chat: group,
      me,
      history,
      targetId: 3,
      now: NOW,
    });
    expect(result.systemInstruction).toContain('SYSTEM HERE');
    expect(new Set(result.contents.map((c) => c.role))).toEqual(new Set(['user', 'model']));
  });

  it('assembles the system text: format, roles, persona, stickers with descriptions, chat; the time comes last', () => {
    const result = buildGeminiContents({
      persona: persona({ instructions: 'You are Olivia.', timezone: 'America/Los_Angeles' }),
      prompts: prompts({
        responseFormat: 'Gemini settings here.',
        roles: [{ name: 'Chatbot', text: 'Be helpful to {{user}}.' }],
      }),
      chat: group,
      me,
      history: [chatMsg(1, carol, [text('hi')])],
      targetId: 1,
      now: NOW,
      stickers: [
        { set: 'WendyDancer', name: '👿' },
        { set: 'OliviaAI', name: '🙏', description: 'hands together' },
      ],
    });
    const system = result.systemInstruction;
    const order = [
      'Gemini settings here.',
      'Be helpful to the people in “Lighthouse Club”.',
      'You are Olivia.',
      '# Stickers you may send',
      '# This chat',
    ];
    const positions = order.map((s) => system.indexOf(s));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(system).toContain('Set OliviaAI:\n- 🙏 — ‹hands together›\n\nSet WendyDancer:\n- 👿');
    expect(system.endsWith('This is a group chat named “Lighthouse Club”; you are Olivia (user 42).')).toBe(
      true,
    );
    // Defect 4: the time appears once, in local time, in the turn part at the very end.
    expect(system).not.toMatch(/local time|2025-01-0|Chat type:/);
    const turnPart = result.contents.at(-1)?.parts.at(-1)?.text ?? '';
    expect(turnPart).toMatch(/^⟦Now: Wednesday 2025-01-01 19:04 \(UTC-08:00, America\/Los_Angeles\)\. /);
  });

  it('keeps history order and roles, with one metadata part per message and no duplicate ids', () => {
    const history = [
      chatMsg(1, alice, [text('hello there')]),
      chatMsg(2, agent, [text('hi!')]),
      chatMsg(3, bob, [
        { kind: 'media', mediaKind: 'sticker', mediaId: '4907109103295270323', rendered: 'the sticker `🙏`' },
      ]),
      chatMsg(4, carol, [text('please respond to me')]),
    ];
    const { contents } = buildGeminiContents({
      persona: persona(),
      prompts: prompts(),
      chat: group,
      me,
      history,
      targetId: 4,
      now: NOW,
    });
    expect(contents.map((c) => c.role)).toEqual(['user', 'model', 'user', 'user']);
    // Defect 3: the header names the sender and gives the message id once.
    expect(contents[0]?.parts).toEqual([
      { text: '⟦#1 Alice (user u123) Thu 2026-01-01 12:00⟧\nhello there' },
    ]);
    expect(contents[1]?.parts).toEqual([{ text: '⟦#2⟧\nhi!' }]);
    expect(contents[2]?.parts).toEqual([{ text: '⟦#3 Bob (user u456)⟧\n⟦the sticker `🙏`⟧' }]);
    expect(contents[3]?.parts[0]).toEqual({ text: '⟦#4 Carol (user u789)⟧\nplease respond to me' });
    // After the persona's message #2, #3 and #4 are new.
    expect(contents[3]?.parts[1]?.text).toContain('Just arrived: #3 Bob; #4 Carol.⟧');
  });

  it('shows a placeholder for media without a rendering', () => {
    const history = [
      chatMsg(9, alice, [
        { kind: 'media', mediaKind: 'audio', mediaId: 'aud-001' },
        { kind: 'media', mediaKind: 'music', mediaId: 'trk-123' },
      ]),
    ];
    const { contents } = buildGeminiContents({
      persona: persona(),
      prompts: prompts(),
      chat: group,
      me,
      history,
      targetId: 9,
      now: NOW,
    });
    expect(contents[0]?.parts[0]?.text.split('\n').slice(1)).toEqual([
      '⟦audio present uid=aud-001⟧',
      '⟦music present uid=trk-123⟧',
    ]);
  });

  it('caps history at the persona history size and keeps the target exactly once', () => {
    const history = [0, 1, 2, 3].map((i) => chatMsg(i + 1, alice, [text(`msg${i}`)]));
    const { contents, systemInstruction } = buildGeminiContents({
      persona: persona({ historySize: 2 }),
      prompts: prompts(),
      chat: group,
      me,
      history,
      targetId: 4,
      now: NOW,
    });
    expect(contents).toHaveLength(1);
    expect(contents[0]?.parts.map((p) => p.text).slice(0, 2)).toEqual([
      '⟦#3 Alice (user u123) Thu 2026-01-01 12:00⟧\nmsg2',
      '⟦#4⟧\nmsg3',
    ]);
    expect(contents[0]?.parts[2]?.text).toContain('Just arrived: #3, #4 Alice.⟧');
    expect(systemInstruction).not.toContain('#4');
    const all = JSON.stringify(contents);
    expect(all.match(/msg3/g)).toHaveLength(1);
  });

  it('keeps an earlier group target inside the window and names it, ending on a user turn', () => {
    const history = [
      chatMsg(1, alice, [text('question?')]),
      chatMsg(2, bob, [text('later')]),
      chatMsg(3, bob, [text('latest')]),
    ];
    const { contents, systemInstruction } = buildGeminiContents({
      persona: persona({ historySize: 2 }),
      prompts: prompts(),
      chat: group,
      me,
      history,
      targetId: 1,
      now: NOW,
    });
    expect(contents.map((c) => c.parts[0]?.text.split('\n')[1])).toEqual(['question?', 'latest']);
    expect(systemInstruction).not.toContain('#1');
    expect(contents.at(-1)?.role).toBe('user');
    // The earlier target is new too: it is why the turn runs.
    expect(contents.at(-1)?.parts.at(-1)?.text).toContain('Just arrived: #1 Alice; #3 Bob.⟧');
  });

  it('ends on a user turn even when the history ends with the agent: the turn part alone', () => {
    const history = [chatMsg(1, alice, [text('hi')]), chatMsg(2, agent, [text('hello')])];
    const { contents } = buildGeminiContents({
      persona: persona(),
      prompts: prompts(),
      chat: group,
      me,
      history,
      targetId: 1,
      now: NOW,
      seenUpTo: 2,
      trigger: { kind: 'marked-unread' },
    });
    const last = contents.at(-1);
    expect(last?.role).toBe('user');
    expect(last?.parts).toHaveLength(1);
    expect(last?.parts[0]?.text).toBe(
      '⟦Now: Thursday 2025-01-02 03:04 (UTC+00:00, UTC). New: nothing. Started by: the chat was marked unread, asking you to look at it.⟧\n' +
        '⟦Add something only if it truly continues the conversation; else `# «think»`.⟧',
    );
  });

  it('puts the standing context first, as its own user part, and leaves it out when empty', () => {
    const input = {
      persona: persona(),
      prompts: prompts(),
      chat: group,
      me,
      history: [chatMsg(1, agent, [text('hello')]), chatMsg(2, alice, [text('hi')])],
      targetId: 2,
      now: NOW,
    };
    const without = buildGeminiContents(input).contents;
    expect(without[0]?.role).toBe('model');
    const withNotes = buildGeminiContents({ ...input, standingContext: ['NOTES', ' ', 'PLANS'] }).contents;
    expect(withNotes[0]).toEqual({ role: 'user', parts: [{ text: 'NOTES' }, { text: 'PLANS' }] });
    expect(withNotes.slice(1)).toEqual(without);
    expect(buildGeminiContents({ ...input, standingContext: [] }).contents).toEqual(without);
  });

  it('uses the partner name for {{user}} in a direct chat and a fixed phrase in a group', () => {
    const direct = { id: '7', kind: 'direct' as const, title: 'Alice Smith' };
    const input = {
      persona: persona({ instructions: 'Talk to {{user}}.' }),
      prompts: prompts(),
      me,
      history: [chatMsg(1, bob, [text('hi')])],
      targetId: 1,
      now: NOW,
    };
    expect(buildGeminiContents({ ...input, chat: direct }).systemInstruction).toContain(
      'Talk to “Alice Smith”.',
    );
    expect(buildGeminiContents({ ...input, chat: group }).systemInstruction).toContain(
      'Talk to the people in “Lighthouse Club”.',
    );
  });
});

describe('historyWindow', () => {
  const history = [1, 2, 3, 4, 5].map((id) => chatMsg(id, alice, [text(String(id))]));
  it('takes the newest messages', () => {
    expect(historyWindow(history, 5, 3).map((m) => m.id)).toEqual([3, 4, 5]);
  });
  it('puts an older target first', () => {
    expect(historyWindow(history, 1, 3).map((m) => m.id)).toEqual([1, 4, 5]);
  });
  it('works with a window of one', () => {
    expect(historyWindow(history, 2, 1).map((m) => m.id)).toEqual([2]);
  });
});
