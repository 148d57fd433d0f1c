import { afterEach, describe, expect, it } from 'vitest';
import type { TurnReport } from '../../src/agent/turn.js';
import { Gate, type GateOptions } from '../../src/intake/gate.js';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { createSimWorld } from '../../src/offline/sim-world.js';
import { VirtualClock } from '../../src/support/clock.js';
import { memoryLogger } from '../../src/support/log.js';
import { persona, prompts } from '../helpers.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const DM = '7';
const GROUP = '-100500';

/** Gate in front of the real runtime, on the simulator, with the model on loopback. */
async function world(options: Partial<GateOptions> = {}) {
  const server = new ScriptedGeminiServer(() => textResponse('# «send»\nok'));
  const log = memoryLogger();
  const sim = await createSimWorld({
    clock: new VirtualClock(Date.parse('2026-01-02T15:00:00Z')),
    log,
    telegram: {
      me: { id: '42', name: 'Heidi', username: 'heidi' },
      users: [
        { id: '7', name: 'Alice' },
        { id: '8', name: 'Bob' },
        { id: '666', name: 'Troll' },
        { id: '777000', name: 'Telegram' },
      ],
      chats: [
        { id: DM, kind: 'direct', title: 'Alice' },
        { id: GROUP, kind: 'group', title: 'Book club' },
        { id: '777000', kind: 'direct', title: 'Telegram' },
        { id: '42', kind: 'direct', title: 'Saved Messages' },
      ],
    },
    model: { server },
    persona: () => persona({ name: 'Heidi' }),
    prompts: () => prompts(),
  });
  cleanups.push(() => sim.close());
  const { simulator, runtime, clock, reports } = sim;
  const gate = new Gate({
    port: simulator,
    sink: runtime,
    clock,
    log,
    options: { scanPaceMs: 10, ...options },
  });
  cleanups.push(() => runtime.idle());
  const decisions: unknown[] = [];
  const decisionOf = new Map<number, unknown>();
  simulator.onMessage(async (m) => {
    const decision = await gate.onMessage(m);
    decisions.push(decision);
    decisionOf.set(m.id, decision);
  });
  simulator.onMarkedUnread((chatId) => gate.onMarkedUnread(chatId));
  const settle = async () => {
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setImmediate(r));
      await runtime.idle();
    }
  };
  return { simulator, runtime, gate, server, reports, clock, log, decisions, decisionOf, settle };
}

const answered = (reports: TurnReport[]) => reports.map((r) => [r.chatId, r.targetId]);

describe('Gate: live messages', () => {
  it('answers an ordinary message', async () => {
    const w = await world();
    w.simulator.receive(GROUP, { id: 10, from: '7', text: 'hi all' });
    await w.settle();
    expect(w.decisions).toEqual([{ action: 'accepted', outcome: 'queued', callout: false }]);
    expect(answered(w.reports)).toEqual([[GROUP, 10]]);
  });

  it('ignores blocked senders completely', async () => {
    const w = await world();
    w.simulator.blocked.add('666');
    w.simulator.receive(GROUP, { id: 10, from: '666', text: '@heidi hey', mentioned: true });
    await w.settle();
    expect(w.decisions).toEqual([{ action: 'ignored', reason: 'blocked' }]);
    expect(w.server.requests).toHaveLength(0);
    expect(w.simulator.actions).toEqual([]);
  });

  it('in a muted chat answers only a callout (mention or reply to the agent), and clears the mention', async () => {
    const w = await world();
    w.simulator.mute(GROUP);
    w.simulator.receive(GROUP, { id: 10, from: '7', text: 'chatting among ourselves' });
    await w.settle();
    expect(w.reports).toEqual([]);
    expect(w.simulator.readUpTo(GROUP)).toBe(0);
    w.simulator.receive(GROUP, { id: 11, from: '8', text: '@heidi what do you think?', mentioned: true });
    await w.settle();
    expect(w.decisions).toEqual([
      { action: 'ignored', reason: 'muted' },
      { action: 'accepted', outcome: 'queued', callout: true },
    ]);
    expect(answered(w.reports)).toEqual([[GROUP, 11]]);
    expect((await w.simulator.unreadDialogs(10)).find((d) => d.chatId === GROUP)).toBeUndefined();
  });

  it("never answers its own messages, service messages, Telegram's service chat or its saved messages", async () => {
    const w = await world();
    w.simulator.receive(GROUP, { id: 10, from: '42', text: 'me' });
    w.simulator.receive(GROUP, { id: 11, from: '8', service: { kind: 'join', users: ['Bob'] } });
    w.simulator.receive('777000', { id: 12, from: '777000', text: 'Login code: 12345' });
    w.simulator.receive('42', { id: 13, from: '42', text: 'note to self' });
    await w.settle();
    expect([10, 11, 12, 13].map((id) => w.decisionOf.get(id))).toEqual([
      { action: 'ignored', reason: 'own' },
      { action: 'ignored', reason: 'service' },
      { action: 'ignored', reason: 'system_chat' },
      { action: 'ignored', reason: 'own' },
    ]);
    expect(w.server.requests).toHaveLength(0);
  });

  it('never answers another persona of the same process, even when it replies or mentions', async () => {
    const w = await world({ siblingIds: ['8'] });
    w.simulator.receive(GROUP, { id: 10, from: '8', text: '@heidi your turn!', mentioned: true });
    await w.settle();
    expect(w.decisions).toEqual([{ action: 'ignored', reason: 'persona' }]);
    expect(w.server.requests).toHaveLength(0);
  });

  it('sees a mute set later once the cached state expires', async () => {
    const w = await world({ muteTtlMs: 60_000 });
    w.simulator.receive(GROUP, { id: 10, from: '7', text: 'one' });
    await w.settle();
    w.simulator.mute(GROUP);
    w.clock.advance(61_000);
    w.simulator.receive(GROUP, { id: 11, from: '7', text: 'two' });
    await w.settle();
    expect(w.decisions.at(-1)).toEqual({ action: 'ignored', reason: 'muted' });
  });
});

describe('Gate: the blocklist', () => {
  it('knows every blocked peer, not just the first 100', async () => {
    const w = await world();
    for (let i = 0; i < 150; i++) w.simulator.blocked.add(String(10_000 + i));
    w.simulator.addUser({ id: '10149', name: 'Last of many' });
    w.simulator.receive(GROUP, { id: 10, from: '10149', text: 'hello' });
    await w.settle();
    expect(w.decisions).toEqual([{ action: 'ignored', reason: 'blocked' }]);
  });

  it('is not frozen by a failed first refresh: it tries again later', async () => {
    const w = await world({ retryMs: 15_000 });
    w.simulator.blocked.add('666');
    w.simulator.failNext('blockedUsers', new Error('FLOOD'));
    w.simulator.receive(GROUP, { id: 10, from: '666', text: 'first' });
    await w.settle();
    expect(w.decisions.at(-1)).toMatchObject({ action: 'accepted' });
    expect(w.log.entries).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: 'blocklist not refreshed; keeping the previous one' }),
    );
    w.clock.advance(16_000);
    w.simulator.receive(GROUP, { id: 11, from: '666', text: 'second' });
    await w.settle();
    expect(w.decisions.at(-1)).toEqual({ action: 'ignored', reason: 'blocked' });
  });
});

describe('Gate: scans', () => {
  it('answers the newest unread message of a chat at start-up, once', async () => {
    const w = await world();
    for (const id of [1, 2]) w.simulator.seed(DM, { id, from: '7', text: `old ${id}` });
    await w.simulator.markRead(DM, 2);
    for (const id of [3, 4, 5]) w.simulator.seed(DM, { id, from: '7', text: `new ${id}` });
    const report = await w.gate.scan('startup');
    await w.settle();
    expect(report.triggered).toEqual([{ chatId: DM, targetId: 5, why: 'unread' }]);
    expect(answered(w.reports)).toEqual([[DM, 5]]);
    expect(w.reports.map((r) => r.trigger)).toEqual([{ kind: 'unread-scan' }]);
    expect((await w.gate.scan('periodic')).triggered).toEqual([]);
  });

  it('gives no turn to what is older than the maximum age, and leaves it unread', async () => {
    const w = await world({ maxAgeMs: 24 * 60 * 60_000 });
    const now = Math.floor(w.clock.now() / 1000);
    w.simulator.seed(DM, { id: 1, from: '7', text: 'from last week', date: now - 7 * 86_400 });
    w.simulator.seed(GROUP, { id: 1, from: '7', text: 'two days ago', date: now - 2 * 86_400 });
    w.simulator.seed(GROUP, { id: 2, from: '8', text: 'this morning', date: now - 3_600 });
    const report = await w.gate.scan('startup');
    await w.settle();
    expect(report.triggered).toEqual([{ chatId: GROUP, targetId: 2, why: 'unread' }]);
    expect(answered(w.reports)).toEqual([[GROUP, 2]]);
    expect(w.simulator.readUpTo(DM)).toBe(0);
  });

  it('in a muted chat answers only an unread mention, and clears it', async () => {
    const w = await world();
    w.simulator.mute(GROUP);
    w.simulator.seed(GROUP, { id: 1, from: '7', text: 'noise' });
    w.simulator.seed(GROUP, { id: 2, from: '8', text: '@heidi?', mentioned: true });
    w.simulator.seed(GROUP, { id: 3, from: '7', text: 'more noise' });
    expect((await w.gate.scan('startup')).triggered).toEqual([
      { chatId: GROUP, targetId: 2, why: 'mention' },
    ]);
    await w.settle();
    expect(answered(w.reports)).toEqual([[GROUP, 2]]);
    w.simulator.seed(GROUP, { id: 10, from: '7', text: 'still muted' });
    expect((await w.gate.scan('periodic')).triggered).toEqual([]);
  });

  it('leaves a muted chat without mentions unread', async () => {
    const w = await world();
    w.simulator.mute(GROUP);
    w.simulator.seed(GROUP, { id: 1, from: '7', text: 'noise' });
    expect((await w.gate.scan('startup')).triggered).toEqual([]);
    expect(w.simulator.readUpTo(GROUP)).toBe(0);
  });

  it('answers a chat marked unread by hand, even when muted and already read, and clears the mark', async () => {
    const w = await world();
    w.simulator.mute(DM);
    w.simulator.seed(DM, { id: 1, from: '7', text: 'question' });
    w.simulator.seed(DM, { id: 2, from: '42', text: 'answer' });
    await w.simulator.markRead(DM, 2);
    w.simulator.markUnread(DM, { notify: false });
    expect((await w.gate.scan('startup')).triggered).toEqual([
      { chatId: DM, targetId: 1, why: 'marked_unread' },
    ]);
    await w.settle();
    expect(answered(w.reports)).toEqual([[DM, 1]]);
    expect(w.reports.map((r) => r.trigger)).toEqual([{ kind: 'marked-unread' }]);
    expect(w.simulator.isMarkedUnread(DM)).toBe(false);
    expect((await w.gate.scan('periodic')).triggered).toEqual([]);
  });

  it('answers a chat as soon as it is marked unread (the live update)', async () => {
    const w = await world();
    w.simulator.seed(DM, { id: 1, from: '7', text: 'ping' });
    await w.simulator.markRead(DM, 1);
    w.simulator.markUnread(DM);
    await w.settle();
    expect(answered(w.reports)).toEqual([[DM, 1]]);
    expect(w.reports.map((r) => r.trigger)).toEqual([{ kind: 'marked-unread' }]);
    expect(w.simulator.isMarkedUnread(DM)).toBe(false);
  });

  it('does not start a second turn for a message the live stream already delivered', async () => {
    const w = await world();
    w.simulator.receive(DM, { id: 1, from: '7', text: 'hi' });
    await new Promise((r) => setImmediate(r));
    const report = await w.gate.scan('periodic');
    await w.settle();
    expect(report.triggered).toEqual([]);
    expect(answered(w.reports)).toEqual([[DM, 1]]);
    expect(w.server.requests).toHaveLength(1);
  });

  it('answers once when a scan races the live update of the same message', async () => {
    const w = await world();
    w.simulator.receive(DM, { id: 1, from: '7', text: 'hi' });
    const scanned = w.gate.scan('gap');
    await Promise.all([scanned, w.settle()]);
    await w.settle();
    expect(answered(w.reports)).toEqual([[DM, 1]]);
    expect(w.server.requests).toHaveLength(1);
  });

  it('reads a chat again only when something reached it since the last scan, or its read failed', async () => {
    const w = await world();
    const skipped = () => w.log.entries.filter((e) => e.msg === 'scan: chat skipped').length;
    w.simulator.seed(DM, { id: 1, from: '7', text: 'beep', fromBot: true });
    expect((await w.gate.scan('startup')).triggered).toEqual([]);
    // A read now would fail and be logged: nothing reached the chat, so it is not read.
    w.simulator.failNext('history', new Error('FLOOD_WAIT_30'));
    expect((await w.gate.scan('periodic')).triggered).toEqual([]);
    expect(skipped()).toBe(0);
    // Something new reached it: read (the scripted failure strikes), then read again next time.
    w.simulator.seed(DM, { id: 2, from: '7', text: 'are you there?' });
    expect((await w.gate.scan('periodic')).triggered).toEqual([]);
    expect(skipped()).toBe(1);
    expect((await w.gate.scan('periodic')).triggered).toEqual([{ chatId: DM, targetId: 2, why: 'unread' }]);
  });

  it('skips blocked senders and paces itself between chats', async () => {
    const w = await world({ scanPaceMs: 1_000 });
    w.simulator.blocked.add('666');
    w.simulator.addChat({ id: '666', kind: 'direct', title: 'Troll' });
    w.simulator.seed('666', { id: 1, from: '666', text: 'let me in' });
    w.simulator.seed(DM, { id: 1, from: '7', text: 'hi' });
    w.simulator.seed(GROUP, { id: 1, from: '8', text: 'hello' });
    const start = w.clock.now();
    const report = await w.gate.scan('startup');
    expect(report.triggered.map((t) => t.chatId)).toEqual([DM, GROUP]);
    expect(w.clock.now() - start).toBeGreaterThanOrEqual(2_000);
  });
});
