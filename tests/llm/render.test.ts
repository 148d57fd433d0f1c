import { describe, expect, it } from 'vitest';
import type { ChatMsg, Part } from '../../src/conversation/types.js';
import { renderTurns } from '../../src/llm/render.js';
import { text } from '../helpers.js';

const alice = { id: '7', name: 'Alice', username: 'alice' };
const bob = { id: '8', name: 'Bob' };
const agent = { id: '42', name: 'Heidi', agent: true };

/** A message with a meta part at `time` (local, `YYYY-MM-DD HH:MM`) and the given parts. */
function msg(
  id: number,
  sender: { id: string; name: string; username?: string; agent?: boolean },
  time: string,
  content: Part[],
): ChatMsg {
  const meta: Part = { kind: 'meta', messageId: id, senderId: sender.id, senderName: sender.name, time };
  if (sender.username) meta.username = sender.username;
  return {
    id,
    senderId: sender.id,
    senderName: sender.name,
    isAgent: sender.agent ?? false,
    date: 0,
    parts: [meta, ...content],
  };
}

const sticker: Part = { kind: 'media', mediaKind: 'sticker', mediaId: 's1', rendered: 'the sticker `😂`' };
const texts = (window: ChatMsg[]) =>
  renderTurns(window).map((c) => ({ role: c.role, parts: c.parts.map((p) => p.text) }));

describe('renderTurns', () => {
  it("merges a sender's consecutive messages into one turn, one part per message with its id", () => {
    expect(
      texts([
        msg(1, alice, '2026-01-02 10:00', [text('one')]),
        msg(2, alice, '2026-01-02 10:00', [text('two')]),
        msg(3, alice, '2026-01-02 10:03', [text('three')]),
        msg(4, bob, '2026-01-02 10:04', [text('four')]),
        msg(5, agent, '2026-01-02 10:05', [text('five')]),
        msg(6, agent, '2026-01-02 10:05', [text('six')]),
      ]),
    ).toEqual([
      {
        role: 'user',
        parts: ['⟦#1 Alice (user 7, @alice) 2026-01-02 10:00⟧\none', '⟦#2⟧\ntwo', '⟦#3 10:03⟧\nthree'],
      },
      { role: 'user', parts: ['⟦#4 Bob (user 8) 10:04⟧\nfour'] },
      { role: 'model', parts: ['⟦#5 10:05⟧\nfive', '⟦#6⟧\nsix'] },
    ]);
  });

  it('never merges across media: a message with media keeps its own turn', () => {
    const turns = texts([
      msg(1, alice, '2026-01-02 10:00', [text('look')]),
      msg(2, alice, '2026-01-02 10:00', [sticker]),
      msg(3, alice, '2026-01-02 10:01', [text('lol')]),
    ]);
    expect(turns.map((t) => t.parts.length)).toEqual([1, 1, 1]);
    // The sender is named only when it changes, whatever the turns.
    expect(turns[1]?.parts[0]).toBe('⟦#2⟧\n⟦the sticker `😂`⟧');
    expect(turns[2]?.parts[0]).toBe('⟦#3 10:01⟧\nlol');
  });

  it('introduces a person once, but shows the id every time when two people share a name', () => {
    const otherAlice = { id: '70', name: 'Alice' };
    const turns = texts([
      msg(1, alice, '2026-01-02 10:00', [text('a')]),
      msg(2, bob, '2026-01-02 10:01', [text('b')]),
      msg(3, alice, '2026-01-02 10:02', [text('c')]),
      msg(4, otherAlice, '2026-01-02 10:03', [text('d')]),
      msg(5, bob, '2026-01-02 10:04', [text('e')]),
    ]);
    expect(turns.map((t) => t.parts[0]?.split('\n')[0])).toEqual([
      '⟦#1 Alice (user 7, @alice) 2026-01-02 10:00⟧',
      '⟦#2 Bob (user 8) 10:01⟧',
      '⟦#3 Alice (user 7) 10:02⟧',
      '⟦#4 Alice (user 70) 10:03⟧',
      '⟦#5 Bob 10:04⟧',
    ]);
  });

  it('shows the date again when the day changes', () => {
    const turns = texts([
      msg(1, alice, '2026-01-02 23:59', [text('late')]),
      msg(2, bob, '2026-01-03 00:01', [text('early')]),
    ]);
    expect(turns[1]?.parts[0]).toBe('⟦#2 Bob (user 8) 2026-01-03 00:01⟧\nearly');
  });

  it("quotes a replied-to message only when it is outside the window, and marks the agent's as yours", () => {
    const reply = (toId: number, extra: Partial<Extract<Part, { kind: 'reply' }>> = {}): Part => ({
      kind: 'reply',
      toId,
      state: 'found',
      author: 'Bob',
      toAgent: false,
      text: 'the original words',
      ...extra,
    });
    const [first, second, third] = texts([
      msg(1, agent, '2026-01-02 10:00', [text('mine')]),
      msg(2, alice, '2026-01-02 10:01', [
        reply(1, { author: 'you', toAgent: true, text: 'mine' }),
        text('a'),
      ]),
      msg(3, bob, '2026-01-02 10:02', [reply(99), text('b')]),
      msg(4, alice, '2026-01-02 10:03', [reply(98, { quote: 'original' }), text('c')]),
    ]);
    expect(first?.parts[0]).toBe('⟦#1 2026-01-02 10:00⟧\nmine');
    expect(second?.parts[0]?.split('\n')[1]).toBe('⟦reply to your #1⟧');
    expect(third?.parts[0]?.split('\n')[1]).toBe('⟦reply to #99 by Bob: “the original words”⟧');
    expect(
      texts([msg(4, alice, '2026-01-02 10:03', [reply(98, { quote: 'original' })])])[0]?.parts[0],
    ).toContain('⟦reply to #98 by Bob: “the original words”, quoting “original”⟧');
    const gone = texts([
      msg(5, alice, '2026-01-02 10:04', [
        { kind: 'reply', toId: 41, state: 'deleted' },
        { kind: 'forward', from: 'Carol' },
      ]),
      msg(6, bob, '2026-01-02 10:05', [{ kind: 'reply', toId: 40, state: 'unknown' }]),
    ]);
    expect(gone[0]?.parts[0]?.split('\n').slice(1)).toEqual([
      '⟦reply to #41 (deleted)⟧',
      '⟦forwarded from Carol⟧',
    ]);
    expect(gone[1]?.parts[0]?.split('\n')[1]).toBe('⟦reply to #40⟧');
  });

  it('adds the id to a replied-to author who shares a name with someone in the window', () => {
    const otherAlice = { id: '70', name: 'Alice' };
    const reply: Part = {
      kind: 'reply',
      toId: 5,
      state: 'found',
      author: 'Alice',
      authorId: '7',
      toAgent: false,
      text: 'old words',
    };
    const turns = texts([
      msg(1, otherAlice, '2026-01-02 10:00', [text('I am Alice too')]),
      msg(2, bob, '2026-01-02 10:01', [reply, text('?')]),
    ]);
    expect(turns[1]?.parts[0]?.split('\n')[1]).toBe('⟦reply to #5 by Alice (user 7): “old words”⟧');
  });

  it('shows the reply thread oldest first, by reference for messages in the window', () => {
    const [, answered] = texts([
      msg(302, agent, '2026-01-02 10:00', [text('short as in?')]),
      msg(332, bob, '2026-01-02 10:05', [
        {
          kind: 'thread',
          entries: [
            { toId: 302, state: 'found', author: 'you', toAgent: true, text: 'short as in?' },
            { toId: 303, state: 'found', author: 'Bob', toAgent: false, text: 'rude' },
          ],
          continuesAt: 301,
        },
        { kind: 'reply', toId: 304, state: 'deleted' },
        text('back me up'),
      ]),
    ]);
    expect(answered?.parts[0]?.split('\n')[1]).toBe(
      '⟦earlier in the thread: #301 (not shown) → your #302 → #303 by Bob: “rude”⟧',
    );
  });

  it('renders service events as marked facts', () => {
    const service = (event: Extract<Part, { kind: 'service' }>['event'], extra = {}): Part => ({
      kind: 'service',
      event,
      users: [],
      self: true,
      ...extra,
    });
    const lines = texts([
      msg(1, alice, '2026-01-02 10:00', [service('join')]),
      msg(2, bob, '2026-01-02 10:01', [service('join', { users: ['Mira', 'you'], self: false })]),
      msg(3, alice, '2026-01-02 10:02', [service('leave', { users: ['Bob'], self: false })]),
      msg(4, bob, '2026-01-02 10:03', [service('pin', { messageId: 1 })]),
      msg(5, alice, '2026-01-02 10:04', [service('title', { text: 'New name' })]),
      msg(6, bob, '2026-01-02 10:05', [service('photo')]),
      msg(7, alice, '2026-01-02 10:06', [service('other', { text: 'started a call' })]),
    ]).map((t) => t.parts[0]?.split('\n')[1]);
    expect(lines).toEqual([
      '⟦joined the chat⟧',
      '⟦added Mira, you⟧',
      '⟦removed Bob⟧',
      '⟦pinned #1⟧',
      '⟦renamed the chat to “New name”⟧',
      '⟦changed the chat photo⟧',
      '⟦service message: started a call⟧',
    ]);
  });

  it('groups reactions by emoji and names at most six people per message', () => {
    const reactions: Part = {
      kind: 'reactions',
      reactions: [
        ...['A', 'B', 'C', 'D', 'E'].map((from) => ({ emoji: '❤', from })),
        { emoji: '😂', from: 'you' },
        { emoji: '❤', from: 'F' },
        { emoji: '😂', from: 'G' },
        { emoji: '👍' },
        { emoji: '👍' },
      ],
    };
    const [turn] = texts([msg(1, alice, '2026-01-02 10:00', [text('news'), reactions])]);
    expect(turn?.parts[0]?.split('\n').at(-1)).toBe('⟦reactions: ❤ A, B, C, D, E +1; 😂 you +1; 👍 ×2⟧');
  });

  it('spends the prompt-wide reaction budget on the newest messages first', () => {
    const many = (n: number): Part => ({
      kind: 'reactions',
      reactions: Array.from({ length: n }, (_, i) => ({ emoji: '👍', from: `P${i}` })),
    });
    const window = Array.from({ length: 10 }, (_, i) =>
      msg(i + 1, i % 2 ? alice : bob, '2026-01-02 10:00', [many(6)]),
    );
    const lines = renderTurns(window, { reactionNames: 40 }).map((c) => c.parts[0]?.text.split('\n').at(-1));
    expect(lines.slice(-6).every((l) => l === '⟦reactions: 👍 P0, P1, P2, P3, P4, P5⟧')).toBe(true);
    expect(lines[3]).toBe('⟦reactions: 👍 P0, P1, P2, P3 +2⟧');
    expect(lines.slice(0, 3).every((l) => l === '⟦reactions: 👍 ×6⟧')).toBe(true);
  });

  it("leaves out the agent's messages that have nothing in them", () => {
    const turns = texts([
      msg(1, alice, '2026-01-02 10:00', [text('hi')]),
      msg(2, agent, '2026-01-02 10:01', []),
    ]);
    expect(turns).toEqual([{ role: 'user', parts: ['⟦#1 Alice (user 7, @alice) 2026-01-02 10:00⟧\nhi'] }]);
  });
});
