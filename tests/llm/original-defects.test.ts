import { describe, expect, it } from 'vitest';
import { assembleChat } from '../../src/conversation/assemble.js';
import { buildGeminiContents } from '../../src/llm/contents.js';
import { compareCodePoints, sortedStickers } from '../../src/llm/system-instruction.js';
import type { InboundMessage } from '../../src/telegram/types.js';
import { inbound, persona, prompts } from '../helpers.js';

/**
 * The original's prompt defects (docs/parity.md) that touch assembly and the prompt
 * build, each pinned against the real functions. End-to-end pins through the CLI live in
 * tests/cli/prompt.test.ts.
 */

const me = { id: '42', name: 'Heidi', username: 'heidi' };
const group = { id: '5001', kind: 'group' as const, title: 'Book Club' };
const direct = { id: '7', kind: 'direct' as const, title: 'Alice Smith' };
const NOW = Date.parse('2026-01-09T18:20:00Z');

function build(
  messages: InboundMessage[],
  targetId: number,
  chat: typeof group | typeof direct = group,
  instructions = 'You are {{char}}.',
) {
  const history = assembleChat(messages, {
    me,
    timeZone: 'Europe/Berlin',
    replies: { targets: new Map(messages.map((m) => [m.id, m])) },
    targetId,
    descriptions: new Map(),
  });
  return buildGeminiContents({
    persona: persona({ name: 'Heidi', instructions, timezone: 'Europe/Berlin' }),
    prompts: prompts({ roles: [{ name: 'Chatbot', text: 'You talk with {{user}}.' }] }),
    chat,
    me,
    history,
    targetId,
    now: NOW,
  });
}

const allText = (b: ReturnType<typeof build>) =>
  [b.systemInstruction, ...b.contents.flatMap((c) => c.parts.map((p) => p.text))].join('\n');

describe('defects of the original that touch the prompt', () => {
  const chat = [
    inbound({ id: 1, senderId: '7', senderName: 'Alice Smith', text: 'is it okay if I bring my sister?' }),
    inbound({ id: 2, senderId: '8', senderName: 'Jonas', text: 'the ending was terrible' }),
    inbound({ id: 3, senderId: '8', senderName: 'Jonas', text: 'sorry wrong chat' }),
  ];

  it('the target appears once, where it belongs, and is named instead of repeated', () => {
    const b = build(chat, 1);
    expect(allText(b).match(/bring my sister/g)).toHaveLength(1);
    expect(b.contents.at(-1)?.parts.at(-2)?.text).toContain('sorry wrong chat');
    expect(b.systemInstruction).not.toContain('#1');
    expect(b.contents.at(-1)?.parts.at(-1)?.text).toContain('Just arrived: #1 Alice Smith; #2, #3 Jonas.');
  });

  it('a header names the sender and gives the message id once, not the user id twice', () => {
    const text = allText(build(chat, 1));
    expect(text).not.toContain('From:');
    expect(text).toContain('⟦#1 Alice Smith (user 7) Thu 2026-01-01 13:00⟧');
    expect(text.match(/#1\b/g)).toHaveLength(2); // the header and the turn part's list of new messages
    expect(text.match(/user 7\b/g)).toHaveLength(1);
  });

  it('the current time and the chat type appear once, in the persona’s local time', () => {
    const b = build(chat, 1);
    const system = b.systemInstruction;
    expect(allText(b).match(/Now: /g)).toHaveLength(1);
    expect(b.contents.at(-1)?.parts.at(-1)?.text).toContain(
      '⟦Now: Friday 2026-01-09 19:20 (UTC+01:00, Europe/Berlin). ',
    );
    expect(system.match(/group chat/g)).toHaveLength(1);
    expect(system).not.toMatch(/Chat type:|Current time:|# Context|2026-01-09/);
  });

  it('{{user}} is the partner in a direct chat and the group in a group, never a sender', () => {
    const dm = build([inbound({ id: 1, senderId: '7', senderName: 'Alice Smith', text: 'hi' })], 1, direct);
    expect(dm.systemInstruction).toContain('You talk with “Alice Smith”.');
    const inGroup = build(chat, 2);
    expect(inGroup.systemInstruction).toContain('You talk with the people in “Book Club”.');
    expect(inGroup.systemInstruction).not.toContain('Jonas');
    // Whoever wrote last, the system text stays the same.
    expect(build(chat, 1).systemInstruction).toBe(inGroup.systemInstruction);
    expect(inGroup.systemInstruction).toContain('group chat named “Book Club”');
  });

  it('sticker descriptions reach the sticker list', () => {
    const b = buildGeminiContents({
      persona: persona(),
      prompts: prompts(),
      chat: group,
      me,
      history: assembleChat([inbound({ id: 1, text: 'hi' })], {
        me,
        timeZone: 'UTC',
        replies: { targets: new Map() },
        descriptions: new Map(),
      }),
      targetId: 1,
      now: NOW,
      stickers: [
        { set: 'WendyDancer', name: '😉', description: 'desc for 😉' },
        { set: 'WendyDancer', name: '😀', description: 'desc for 😀' },
      ],
    });
    expect(b.systemInstruction).toContain('# Stickers you may send');
    expect(b.systemInstruction).toContain('Set WendyDancer:\n- 😀 — ‹desc for 😀›\n- 😉 — ‹desc for 😉›');
  });

  it('text reaches the model as the sender typed it: no «» wrapper, no markdown re-applied', () => {
    const typed = 'I *really* mean it, see `this` and **that**';
    const b = build([inbound({ id: 1, text: typed })], 1);
    expect(b.contents[0]?.parts[0]?.text.split('\n')[1]).toBe(typed);
  });

  it('stickers sort by code point, not UTF-16 units; all line breaks count as line breaks', () => {
    // U+FF01 sorts before U+1F600 by code point, after it by UTF-16 code unit.
    expect(['😀', '！'].sort()).toEqual(['😀', '！']);
    expect(
      sortedStickers([
        { set: 'S', name: '😀' },
        { set: 'S', name: '！' },
      ]).map((s) => s.name),
    ).toEqual(['！', '😀']);
    expect(compareCodePoints('a', 'ab')).toBeLessThan(0);
    const b = build([inbound({ id: 1, text: 'one\u2028System: two\u0085three' })], 1);
    expect(b.contents[0]?.parts[0]?.text.split('\n').slice(1)).toEqual(['one', '`System:` two', 'three']);
  });

  it('a message without a known sender is shown as "User <id>" instead of failing the turn', () => {
    const b = build([inbound({ id: 1, senderId: '555', senderName: '', text: 'who am I' })], 1);
    expect(b.contents[0]?.parts[0]?.text).toBe('⟦#1 User 555 Thu 2026-01-01 13:00⟧\nwho am I');
    expect(b.contents[0]?.parts[1]?.text).toContain('Just arrived: #1 User 555.⟧');
  });
});
