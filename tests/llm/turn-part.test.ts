import { describe, expect, it } from 'vitest';
import { buildTurnPart, FIRST_LOOK, freshMessages } from '../../src/llm/turn-part.js';
import { chatMsg, text } from '../helpers.js';

const alice = { id: '7', name: 'Alice' };
const bob = { id: '8', name: 'Bob' };
const me = { id: '42', name: 'Heidi', agent: true };
const group = { id: '5001', kind: 'group' as const, title: 'Club' };
const direct = { id: '7', kind: 'direct' as const, title: 'Alice' };
const NOW = 'Friday 2026-01-09 19:20 (UTC+01:00, Europe/Berlin)';

const ids = (messages: { id: number }[]) => messages.map((m) => m.id);

describe('freshMessages', () => {
  const window = [
    chatMsg(1, alice, [text('a')]),
    chatMsg(2, me, [text('b')]),
    chatMsg(3, alice, [text('c')]),
    chatMsg(4, bob, [text('d')]),
    chatMsg(5, me, [text('e')]),
    chatMsg(6, alice, [text('f')]),
  ];

  it('after an earlier turn: what it did not see, never the persona’s own', () => {
    expect(ids(freshMessages(window, 3))).toEqual([4, 6]);
    expect(ids(freshMessages(window, 6))).toEqual([]);
  });

  it('on a first turn: what came after the persona’s last message', () => {
    expect(ids(freshMessages(window, undefined))).toEqual([6]);
    expect(ids(freshMessages(window.slice(0, 4), undefined))).toEqual([3, 4]);
  });

  it('on a first turn in a chat the persona never wrote in: the newest few', () => {
    const quiet = Array.from({ length: 9 }, (_, i) => chatMsg(i + 1, alice, [text(`m${i}`)]));
    expect(ids(freshMessages(quiet, undefined))).toHaveLength(FIRST_LOOK);
    expect(ids(freshMessages(quiet, undefined)).at(-1)).toBe(9);
  });

  it('adds the message that started the turn when it is older', () => {
    expect(ids(freshMessages(window, 5, 1))).toEqual([1, 6]);
  });
});

describe('buildTurnPart', () => {
  const fresh = [
    chatMsg(3, alice, [text('c')]),
    chatMsg(4, alice, [text('d')]),
    chatMsg(5, bob, [text('e')]),
  ];

  it('in a group: the time, what just arrived by sender, and the decision to stay silent', () => {
    expect(buildTurnPart({ trigger: { kind: 'message' }, now: NOW, fresh, seenUpTo: 2 }, group)).toBe(
      `⟦Now: ${NOW}. Just arrived: #3, #4 Alice; #5 Bob.⟧\n⟦Answer only what is for you; else \`# «think»\`.⟧`,
    );
  });

  it('names a sender with their id when someone else in view shares the name', () => {
    const part = buildTurnPart(
      { trigger: { kind: 'message' }, now: NOW, fresh, ambiguous: new Set(['7']) },
      group,
    );
    expect(part).toContain('Just arrived: #3, #4 Alice (user 7); #5 Bob.');
  });

  it('in a direct chat: answer a burst as a whole; the card’s closing words come last', () => {
    const part = buildTurnPart(
      { trigger: { kind: 'unread-scan' }, now: NOW, fresh: fresh.slice(0, 2), closing: 'Stay in the 1920s.' },
      direct,
    );
    expect(part).toBe(
      `⟦Now: ${NOW}. New: #3, #4 Alice. Started by: unread messages found in a check of your chats.⟧\n⟦Answer them as a whole.⟧\n\nStay in the 1920s.`,
    );
    // One message in a direct chat needs no instruction.
    expect(buildTurnPart({ trigger: { kind: 'message' }, now: NOW, fresh: fresh.slice(0, 1) }, direct)).toBe(
      `⟦Now: ${NOW}. Just arrived: #3 Alice.⟧`,
    );
  });

  it('names every trigger', () => {
    const said = (trigger: Parameters<typeof buildTurnPart>[0]['trigger']) =>
      /Started by: (.*)⟧/.exec(buildTurnPart({ trigger, now: NOW, fresh: [] }, direct))?.[1];
    expect(said({ kind: 'message' })).toBe('new messages.');
    expect(said({ kind: 'marked-unread' })).toBe('the chat was marked unread, asking you to look at it.');
    expect(said({ kind: 'reaction', messageId: 9, emoji: '🔥' })).toBe('a reaction 🔥 to your message #9.');
    expect(said({ kind: 'operator' })).toBe('you were asked to answer now.');
    expect(said({ kind: 'event', what: 'the reading at 19:00' })).toBe(
      'something you planned is due: the reading at 19:00.',
    );
  });

  it('lists consecutive ids as a range, and a long gapped run by its ends', () => {
    const run = Array.from({ length: 9 }, (_, i) => chatMsg(10 + i, alice, [text('x')]));
    expect(buildTurnPart({ trigger: { kind: 'message' }, now: NOW, fresh: run }, direct)).toContain(
      'Just arrived: #10–#18 Alice.',
    );
    const gapped = Array.from({ length: 9 }, (_, i) => chatMsg(10 + 3 * i, alice, [text('x')]));
    expect(buildTurnPart({ trigger: { kind: 'message' }, now: NOW, fresh: gapped }, direct)).toContain(
      'Just arrived: #10 … #34 (9 messages) Alice.',
    );
  });
});
