import { afterEach, describe, expect, it } from 'vitest';
import { type AccessPolicy, OPEN_ACCESS } from '../../src/config/persona-schema.js';
import { Gate, type GateOptions } from '../../src/intake/gate.js';
import { readingTimeMs } from '../../src/intake/read-delay.js';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { createSimWorld, type EngineSettings } from '../../src/offline/sim-world.js';
import { VirtualClock } from '../../src/support/clock.js';
import { memoryLogger } from '../../src/support/log.js';
import { persona, prompts } from '../helpers.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const DM = '7';
const STRANGER_DM = '9';
const GROUP = '-100500';
const OTHER_GROUP = '-100600';
const BOT_DM = '555';
const START = Date.parse('2026-01-02T15:00:00Z');

/**
 * The gate in front of the real runtime on the simulator, with every live event wired as
 * LivePersona wires it: messages, edits, deletions and reactions.
 */
async function world(
  options: { access?: Partial<AccessPolicy>; gate?: Partial<GateOptions>; engine?: EngineSettings } = {},
) {
  const server = new ScriptedGeminiServer(() => textResponse('# «send»\nok'));
  const log = memoryLogger();
  const access: AccessPolicy = { ...OPEN_ACCESS, ...options.access };
  const sim = await createSimWorld({
    clock: new VirtualClock(START),
    log,
    telegram: {
      me: { id: '42', name: 'Heidi Lenz', username: 'heidi' },
      users: [
        { id: '7', name: 'Alice', username: 'alice', contact: true },
        { id: '8', name: 'Bob', username: 'bobby' },
        { id: '9', name: 'Stranger', username: 'stranger' },
        { id: '555', name: 'WeatherBot', username: 'weather_bot' },
        { id: '777000', name: 'Telegram' },
      ],
      chats: [
        { id: DM, kind: 'direct', title: 'Alice', contact: true },
        { id: STRANGER_DM, kind: 'direct', title: 'Stranger' },
        { id: BOT_DM, kind: 'direct', title: 'WeatherBot' },
        { id: GROUP, kind: 'group', title: 'Book club' },
        { id: OTHER_GROUP, kind: 'group', title: 'Chess club' },
      ],
    },
    model: { server },
    persona: () => persona({ name: 'Heidi', access }),
    prompts: () => prompts(),
    engine: options.engine,
  });
  cleanups.push(() => sim.close());
  const { simulator, runtime, clock, reports } = sim;
  const gate = new Gate({
    port: simulator,
    sink: runtime,
    clock,
    log,
    options: {
      scanPaceMs: 10,
      access: () => access,
      admins: () => ['8'],
      personaName: () => 'Heidi',
      ...options.gate,
    },
  });
  cleanups.push(() => runtime.idle());
  const decisionOf = new Map<number, unknown>();
  simulator.onMessage(async (m) => {
    decisionOf.set(m.id, await gate.onMessage(m));
  });
  simulator.onEdited((m) => runtime.edited(m));
  simulator.onDeleted((d) => runtime.deleted(d));
  simulator.onReaction((r) => gate.onReaction(r.chatId, r.messageId, r.emoji, r.fromId));
  const settle = async () => {
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setImmediate(r));
      await runtime.idle();
    }
  };
  const requests = () => server.requests.map((r) => JSON.stringify(r.body));
  return { simulator, runtime, gate, server, reports, clock, log, decisionOf, settle, requests };
}

const ignored = (reason: string) => ({ action: 'ignored', reason });
const accepted = expect.objectContaining({ action: 'accepted', outcome: 'queued' });

describe('bots and Telegram’s service account', () => {
  it('never answers a bot, in its own chat or in a group, nor Telegram’s service account in a group', async () => {
    const w = await world();
    w.simulator.receive(BOT_DM, { id: 1, from: '555', text: 'Sunny, 21°', fromBot: true });
    w.simulator.receive(GROUP, { id: 2, from: '555', text: '/start', fromBot: true, mentioned: true });
    w.simulator.receive(GROUP, { id: 3, from: '777000', text: 'Login code: 12345' });
    await w.settle();
    expect([1, 2, 3].map((id) => w.decisionOf.get(id))).toEqual([
      ignored('bot'),
      ignored('bot'),
      ignored('bot'),
    ]);
    expect(w.reports).toEqual([]);
    expect(w.simulator.actions).toEqual([]);
  });

  it('answers a person in the group where a bot spoke', async () => {
    const w = await world();
    w.simulator.receive(GROUP, { id: 1, from: '555', text: 'poll closed', fromBot: true });
    w.simulator.receive(GROUP, { id: 2, from: '7', text: 'so who won?' });
    await w.settle();
    expect(w.reports.map((r) => r.targetId)).toEqual([2]);
  });
});

describe('access: direct chats', () => {
  it('open (the default) answers anyone', async () => {
    const w = await world();
    w.simulator.receive(STRANGER_DM, { id: 1, from: '9', text: 'hi, we met at the fair' });
    await w.settle();
    expect(w.decisionOf.get(1)).toEqual(accepted);
  });

  it('contacts answers contacts and allow_from, and keeps a stranger’s message as context only', async () => {
    const w = await world({ access: { dmPolicy: 'contacts', allowFrom: ['@bobby'] } });
    w.simulator.receive(STRANGER_DM, { id: 1, from: '9', text: 'hi, we met at the fair' });
    w.simulator.receive(DM, { id: 1, from: '7', text: 'hello Heidi' });
    await w.settle();
    expect(w.decisionOf.get(1)).toEqual(accepted);
    expect(w.reports.map((r) => r.chatId)).toEqual([DM]);
    const stored = await w.runtime.messages.get('Heidi', STRANGER_DM, 1);
    expect(stored?.text).toBe('hi, we met at the fair');
    expect(w.simulator.readUpTo(STRANGER_DM)).toBe(0);
  });

  it('allowlist answers only allow_from (by id or @username, in any case)', async () => {
    const w = await world({ access: { dmPolicy: 'allowlist', allowFrom: ['9'] } });
    w.simulator.receive(DM, { id: 1, from: '7', text: 'hello' });
    await w.settle();
    expect(w.decisionOf.get(1)).toEqual(ignored('not_allowed'));
    w.simulator.receive(STRANGER_DM, { id: 2, from: '9', text: 'hello' });
    await w.settle();
    expect(w.decisionOf.get(2)).toEqual(accepted);

    const byName = await world({ access: { dmPolicy: 'allowlist', allowFrom: ['@alice'] } });
    byName.simulator.receive(DM, { id: 1, from: '7', text: 'hello' });
    await byName.settle();
    expect(byName.decisionOf.get(1)).toEqual(accepted);
  });

  it('off answers nobody but an admin', async () => {
    const w = await world({ access: { dmPolicy: 'off' } });
    w.simulator.receive(DM, { id: 1, from: '7', text: 'hello' });
    await w.settle();
    expect(w.decisionOf.get(1)).toEqual(ignored('not_allowed'));
    w.simulator.addChat({ id: '8', kind: 'direct', title: 'Bob' });
    w.simulator.receive('8', { id: 1, from: '8', text: 'status?' });
    await w.settle();
    expect(w.reports.map((r) => r.chatId)).toEqual(['8']);
  });

  it('applies to what a scan finds too', async () => {
    const w = await world({ access: { dmPolicy: 'contacts' } });
    w.simulator.seed(STRANGER_DM, { id: 1, from: '9', text: 'are you there?' });
    w.simulator.seed(DM, { id: 1, from: '7', text: 'are you there?' });
    const report = await w.gate.scan('startup');
    await w.settle();
    expect(report.triggered).toEqual([{ chatId: DM, targetId: 1, why: 'unread' }]);
  });
});

describe('access: require_mention in groups', () => {
  it('answers mentions, replies to the persona and callouts by name; other messages are context', async () => {
    const w = await world({ access: { requireMention: true } });
    w.simulator.seed(GROUP, { id: 1, from: '42', text: 'I finished the Kafka.' });
    w.simulator.receive(GROUP, { id: 2, from: '7', text: 'anyone for chess tonight?' });
    w.simulator.receive(GROUP, { id: 3, from: '8', text: 'how was it?', replyToId: 1 });
    w.simulator.receive(GROUP, { id: 4, from: '7', text: 'what do you think, heidi?' });
    w.simulator.receive(GROUP, { id: 5, from: '7', text: 'ping @heidi' });
    w.simulator.receive(GROUP, { id: 6, from: '8', text: 'Heidimarie is late', mentioned: false });
    w.simulator.receive(GROUP, { id: 7, from: '8', text: 'hey', mentioned: true });
    await w.settle();
    expect([2, 3, 4, 5, 6, 7].map((id) => w.decisionOf.get(id))).toEqual([
      ignored('not_mentioned'),
      accepted,
      accepted,
      accepted,
      ignored('not_mentioned'),
      accepted,
    ]);
    expect((await w.runtime.messages.get('Heidi', GROUP, 2))?.text).toBe('anyone for chess tonight?');
  });

  it('is set per group, over the default for every group', async () => {
    const w = await world({
      access: { requireMention: true, groups: { [OTHER_GROUP]: { requireMention: false } } },
    });
    w.simulator.receive(GROUP, { id: 1, from: '7', text: 'chess?' });
    w.simulator.receive(OTHER_GROUP, { id: 1, from: '7', text: 'chess?' });
    await w.settle();
    expect(w.reports.map((r) => r.chatId)).toEqual([OTHER_GROUP]);
  });

  it('in a scan, answers only the mention of an unread group', async () => {
    const w = await world({ access: { requireMention: true } });
    w.simulator.seed(GROUP, { id: 1, from: '7', text: 'chess?' });
    w.simulator.seed(GROUP, { id: 2, from: '8', text: 'Heidi, you in?' });
    w.simulator.seed(GROUP, { id: 3, from: '7', text: 'whatever' });
    const report = await w.gate.scan('startup');
    await w.settle();
    expect(report.triggered).toEqual([{ chatId: GROUP, targetId: 2, why: 'unread' }]);
  });
});

describe('backlog', () => {
  it('a scan leaves messages older than the maximum age unanswered and unread', async () => {
    const w = await world({ gate: { maxAgeMs: 24 * 3_600_000 } });
    const old = Math.floor((START - 25 * 3_600_000) / 1000);
    w.simulator.seed(DM, { id: 1, from: '7', text: 'happy birthday!', date: old });
    w.simulator.seed(STRANGER_DM, { id: 1, from: '9', text: 'still there?' });
    const report = await w.gate.scan('startup');
    await w.settle();
    expect(report.triggered).toEqual([{ chatId: STRANGER_DM, targetId: 1, why: 'unread' }]);
    expect(w.simulator.readUpTo(DM)).toBe(0);
  });

  it('a scan skips archived chats', async () => {
    const w = await world();
    w.simulator.seed(DM, { id: 1, from: '7', text: 'hello?' });
    w.simulator.seed(STRANGER_DM, { id: 1, from: '9', text: 'hello?' });
    w.simulator.archive(DM);
    const report = await w.gate.scan('startup');
    await w.settle();
    expect(report.triggered.map((t) => t.chatId)).toEqual([STRANGER_DM]);
    expect(w.simulator.readUpTo(DM)).toBe(0);
  });
});

describe('edits, deletions and the owner taking over', () => {
  it('a message edited before its turn runs reaches the model as edited', async () => {
    const w = await world();
    w.simulator.receive(DM, { id: 1, from: '7', text: 'lets meet at 5' });
    w.simulator.editMessage(DM, 1, 'lets meet at 6 instead');
    await w.settle();
    expect(w.requests()).toHaveLength(1);
    expect(w.requests()[0]).toContain('lets meet at 6 instead');
    expect(w.requests()[0]).not.toContain('meet at 5');
    expect((await w.runtime.messages.get('Heidi', DM, 1))?.text).toBe('lets meet at 6 instead');
  });

  it('a deleted message cancels the turn pending for it; no model call, nothing sent', async () => {
    const w = await world();
    w.simulator.receive(DM, { id: 1, from: '7', text: 'oops, wrong chat' });
    await new Promise((r) => setImmediate(r));
    w.simulator.deleteMessages(DM, [1], { private: true });
    await w.settle();
    expect(w.decisionOf.get(1)).toEqual(accepted);
    expect(w.requests()).toEqual([]);
    expect(w.simulator.actions.filter((a) => a.type === 'send')).toEqual([]);
    expect(w.log.entries.some((e) => e.msg.includes('pending replies to them cancelled'))).toBe(true);
  });

  it("a deletion that names no chat is of the account's own ids: a supergroup's message of that id stays", async () => {
    const w = await world();
    w.simulator.receive(GROUP, { id: 5, from: '8', text: 'who is in for chess?' });
    w.simulator.receive(DM, { id: 5, from: '7', text: 'sent too soon' });
    await new Promise((r) => setImmediate(r));
    w.simulator.deleteMessages(DM, [5], { private: true });
    await w.settle();
    // One model call: the group's turn; the direct chat's was cancelled with its message.
    expect(w.requests()).toHaveLength(1);
    expect(w.reports.filter((r) => r.targetId !== undefined).map((r) => [r.chatId, r.targetId])).toEqual([
      [GROUP, 5],
    ]);
    expect((await w.runtime.messages.get('Heidi', GROUP, 5))?.deleted).toBeUndefined();
  });

  it('when one message of a burst is deleted, the turn answers the one left', async () => {
    const w = await world();
    w.simulator.receive(DM, { id: 1, from: '7', text: 'are you coming?' });
    w.simulator.receive(DM, { id: 2, from: '7', text: 'ugh, typo' });
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    w.simulator.deleteMessages(DM, [2]);
    await w.settle();
    expect(w.reports.map((r) => r.targetId)).toEqual([1]);
  });

  it('a reply to a message deleted since shows it as deleted', async () => {
    const w = await world();
    w.simulator.receive(GROUP, { id: 1, from: '8', text: 'secret plan' });
    await w.settle();
    w.simulator.deleteMessages(GROUP, [1]);
    await w.settle();
    // An id after the persona's own answer to #1: Telegram never gives two messages one id.
    w.simulator.receive(GROUP, { id: 10, from: '7', text: 'what plan?', replyToId: 1 });
    await w.settle();
    const last = w.requests().at(-1) ?? '';
    expect(last).toContain('#1 (deleted)');
    expect(last).not.toContain('secret plan');
  });

  it('the owner writing from another device cancels what was pending there, and says so', async () => {
    const w = await world();
    w.simulator.receive(DM, { id: 1, from: '7', text: 'are you free tonight?' });
    w.simulator.receive(DM, { id: 2, from: '42', text: 'yes! (the human typing)' });
    await w.settle();
    expect(w.decisionOf.get(1)).toEqual(accepted);
    expect(w.requests()).toEqual([]);
    expect(w.simulator.actions.filter((a) => a.type === 'send')).toEqual([]);
    expect(w.log.entries.some((e) => e.msg.includes('the human took over'))).toBe(true);
  });

  it('a message the persona sent itself is no takeover', async () => {
    const w = await world();
    w.simulator.receive(DM, { id: 1, from: '7', text: 'hi' });
    await w.settle();
    const own = w.simulator.messages(DM).filter((m) => m.out);
    expect(own).toHaveLength(1);
    w.simulator.receive(DM, { id: 5, from: '7', text: 'and?' });
    // Telegram echoes the persona's own earlier send while the next turn is pending.
    for (const message of own) await w.gate.onMessage(message);
    await w.settle();
    expect(w.log.entries.some((e) => e.msg.includes('the human took over'))).toBe(false);
    expect(w.reports.map((r) => r.targetId)).toEqual([1, 5]);
  });
});

describe('albums', () => {
  it('an album reaches the model as one message with every item, at the cost of one turn', async () => {
    const w = await world();
    const photo = (id: string) => [{ id, kind: 'photo' }];
    w.simulator.receive(DM, { id: 1, from: '7', text: 'the fair!', groupedId: 'g1', media: photo('p1') });
    w.simulator.receive(DM, { id: 2, from: '7', groupedId: 'g1', media: photo('p2') });
    w.simulator.receive(DM, { id: 3, from: '7', groupedId: 'g1', media: photo('p3') });
    await w.settle();
    expect(w.requests()).toHaveLength(1);
    const request = w.requests()[0] ?? '';
    expect(request).toContain('#1');
    expect(request).not.toMatch(/#2\b/);
    expect(request).not.toMatch(/#3\b/);
    expect(request.match(/photo/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
  });
});

describe('reactions to the persona', () => {
  it('with reaction_turns own, a reaction to the persona’s own message starts a reaction turn', async () => {
    const w = await world({ gate: { reactionTurns: () => 'own' } });
    w.simulator.receive(DM, { id: 1, from: '7', text: 'guess what' });
    await w.settle();
    const own = w.simulator.messages(DM).find((m) => m.out);
    expect(own).toBeDefined();
    w.simulator.userReact(DM, own?.id ?? 0, '7', '😂');
    // A reaction to someone else's message is no trigger.
    w.simulator.userReact(DM, 1, '7', '👍');
    await w.settle();
    expect(w.reports.map((r) => r.targetId)).toEqual([1, own?.id]);
    expect(w.log.entries.some((e) => e.msg === 'reaction to the persona: answering')).toBe(true);
  });

  it('is off by default: a reaction is context only', async () => {
    const w = await world();
    w.simulator.receive(DM, { id: 1, from: '7', text: 'guess what' });
    await w.settle();
    const own = w.simulator.messages(DM).find((m) => m.out);
    w.simulator.userReact(DM, own?.id ?? 0, '7', '😂');
    await w.settle();
    expect(w.reports).toHaveLength(1);
  });
});

describe('read receipts', () => {
  it('reading time grows with the message and stays within its bounds', () => {
    const delay = { charsPerSecond: 40, minMs: 2_000, maxMs: 12_000 };
    expect(readingTimeMs({ text: 'hi', media: [] }, delay)).toBe(2_000);
    expect(readingTimeMs({ text: 'x'.repeat(200), media: [] }, delay)).toBe(5_000);
    expect(readingTimeMs({ text: 'x'.repeat(5_000), media: [] }, delay)).toBe(12_000);
  });

  it('the turn, which marks the chat read, starts no sooner than the reading time after the message', async () => {
    const w = await world({ engine: { readDelay: { charsPerSecond: 40, minMs: 4_000, maxMs: 4_000 } } });
    w.simulator.receive(DM, { id: 1, from: '7', text: 'hi' });
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    const [turn] = await w.runtime.tasks.open('Heidi', DM);
    // The reading time, spread by up to ±20 % (seeded by persona, chat and message).
    expect(turn?.notBefore).toBeGreaterThanOrEqual(START + 3_200);
    expect(turn?.notBefore).toBeLessThanOrEqual(START + 4_800);
    await w.settle();
    expect(w.simulator.readUpTo(DM)).toBe(1);
  });
});

describe('where the persona may not write', () => {
  it('starts no turn (no model call) in a chat it may not write in, keeps the messages, says why once', async () => {
    const w = await world();
    w.simulator.restrict(GROUP, 'only admins may write in this group');
    w.simulator.receive(GROUP, { id: 1, from: '7', text: 'news, everyone' });
    w.simulator.receive(GROUP, { id: 2, from: '8', text: '@heidi what do you think?', mentioned: true });
    await w.settle();
    expect([1, 2].map((id) => w.decisionOf.get(id))).toEqual([
      ignored('cannot_write'),
      ignored('cannot_write'),
    ]);
    expect(w.server.requests).toHaveLength(0);
    expect((await w.runtime.messages.get('Heidi', GROUP, 2))?.text).toBe('@heidi what do you think?');
    const said = w.log.entries.filter((e) => e.msg === 'cannot write in this chat: no turn');
    expect(said.map((e) => e.fields.reason)).toEqual(['only admins may write in this group']);
    // Allowed again: the next message is answered.
    w.simulator.restrict(GROUP, undefined);
    w.simulator.receive(GROUP, { id: 3, from: '7', text: 'can you write now?' });
    await w.settle();
    expect(w.reports.map((r) => r.targetId)).toEqual([3]);
  });

  it('a scan leaves a chat it may not write in alone, even marked unread', async () => {
    const w = await world();
    w.simulator.restrict(GROUP, 'the account is banned from writing in this group');
    w.simulator.seed(GROUP, { id: 1, from: '7', text: 'hello?' });
    w.simulator.markUnread(GROUP, { notify: false });
    expect((await w.gate.scan('startup')).triggered).toEqual([]);
    await w.settle();
    expect(w.server.requests).toHaveLength(0);
  });

  it("stores a channel's posts in a group (auto-forwards, posts as a channel) with no turn, even when they mention", async () => {
    const w = await world();
    w.simulator.receive(GROUP, { id: 1, from: '-100999', text: 'New episode out now!' });
    w.simulator.receive(GROUP, { id: 2, from: '-100777', text: 'hey @heidi', mentioned: true });
    await w.settle();
    expect([1, 2].map((id) => w.decisionOf.get(id))).toEqual([ignored('channel'), ignored('channel')]);
    expect(w.server.requests).toHaveLength(0);
    expect((await w.runtime.messages.get('Heidi', GROUP, 1))?.text).toBe('New episode out now!');
  });

  it('hears an anonymous admin as the group speaking: a turn only when it calls the persona', async () => {
    const w = await world();
    w.simulator.receive(GROUP, { id: 1, from: GROUP, text: 'Meeting moved to Friday.' });
    w.simulator.receive(GROUP, { id: 2, from: GROUP, text: 'Heidi, can you take notes?' });
    await w.settle();
    expect(w.decisionOf.get(1)).toEqual(ignored('not_mentioned'));
    expect(w.decisionOf.get(2)).toEqual(accepted);
    expect(w.reports.map((r) => r.targetId)).toEqual([2]);
  });
});
