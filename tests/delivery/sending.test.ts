import { afterEach, describe, expect, it } from 'vitest';
import { deliveryHandlers } from '../../src/delivery/handlers.js';
import { SENDING_PAUSE_MS, SendingPause } from '../../src/delivery/sending-pause.js';
import { DeliveryLog } from '../../src/store/deliveries.js';
import { EngineStore } from '../../src/store/engine.js';
import { RetryableError } from '../../src/support/errors.js';
import { memoryLogger } from '../../src/support/log.js';
import { handlerFor, type TaskResult } from '../../src/tasks/scheduler.js';
import type { Task, TaskParams, TaskType } from '../../src/tasks/types.js';
import { TelegramSimulator } from '../../src/telegram/simulator.js';
import { type ChatId, SpamLimitedError } from '../../src/telegram/types.js';
import { tempStore } from '../helpers.js';
import { ManualClock, settle } from '../manual-clock.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function setup() {
  const t = await tempStore();
  cleanups.push(t.cleanup);
  const clock = new ManualClock(Date.parse('2026-01-01T00:00:00Z'));
  const simulator = new TelegramSimulator({ me: { id: '42', name: 'Heidi' }, clock, stickers: [] });
  simulator.addChat({ id: '7', kind: 'direct', title: 'Alice' });
  simulator.addChat({ id: '8', kind: 'direct', title: 'Bob', contact: true });
  simulator.addChat({ id: '-100555', kind: 'group', title: 'Book club' });
  const log = memoryLogger();
  const store = new EngineStore(
    t.store.db,
    () => clock.now(),
    () => 'x',
  );
  const pause = new SendingPause(clock, log);
  const handlers = deliveryHandlers({
    port: simulator,
    clock,
    log,
    typing: () => ({ charsPerSecond: 10, minSeconds: 0.5, maxSeconds: 6 }),
    deliveries: new DeliveryLog(t.store.db, () => clock.now()),
    admins: () => [],
    sendingPause: pause,
  });
  let n = 0;
  const task = <K extends TaskType>(type: K, chatId: ChatId, params: TaskParams[K]): Task<K> => ({
    id: `${type}-${++n}`,
    agent: 'Heidi',
    chatId,
    graphId: 'g',
    seq: n,
    type,
    params,
    status: 'active',
    dependsOn: [],
    attempts: 1,
    createdAt: clock.now(),
  });
  const stop = new AbortController();
  /** Runs a handler and stores its result as the scheduler would; settles once it is done. */
  const run = (t: Task): Promise<TaskResult<EngineStore> | undefined> =>
    (async () => {
      const result =
        (await handlerFor(handlers, t)?.(t, { signal: stop.signal, confirmed: () => {} })) ?? undefined;
      await store.transaction(async (s) => result?.commit?.(s));
      return result;
    })();
  const sent = () =>
    simulator.actions.filter((a) => a.type === 'send').map((a) => ('text' in a ? a.text : ''));
  return { simulator, clock, log, pause, task, run, sent, stop };
}

/** "hello there" takes 1.1 s to type at 10 characters a second, spread by up to ±20 %. */
const TYPING_AT_MOST_MS = 1_320;

/** Lets the handler run until it sleeps (typing time) or waits (a pause). */
async function runFor(clock: ManualClock, ms: number) {
  await settle();
  await clock.advance(ms);
}

describe('typing is best effort', () => {
  it('a failing typing indicator neither fails nor holds back the message', async () => {
    const { simulator, clock, task, run, sent } = await setup();
    simulator.failNext('typing', new RetryableError('Telegram: FLOOD_WAIT_30'));
    const done = run(task('send', '7', { text: 'hello there' }));
    await runFor(clock, TYPING_AT_MOST_MS);
    await done;
    expect(sent()).toEqual(['hello there']);
  });

  it('a typing request that never answers does not delay the message past its typing time', async () => {
    const { simulator, clock, task, run, sent } = await setup();
    // A request lost with its connection: it never answers.
    simulator.stallNext('typing');
    let finished = false;
    const done = run(task('send', '7', { text: 'hello there' })).then(() => {
      finished = true;
    });
    await runFor(clock, TYPING_AT_MOST_MS);
    await settle();
    expect(finished).toBe(true);
    await done;
    expect(sent()).toEqual(['hello there']);
  });
});

describe('sending pause after PEER_FLOOD', () => {
  it('holds the refused message instead of failing it, logs once, and sends it when the operator resumes', async () => {
    const { simulator, clock, log, pause, task, run, sent } = await setup();
    simulator.failNext('sendText', new SpamLimitedError());
    let settled = false;
    const first = run(task('send', '7', { text: 'hi Alice' })).then(() => {
      settled = true;
    });
    await runFor(clock, 2_000);
    expect(settled).toBe(false);
    expect(pause.isPaused()).toBe(true);
    // A second message to a stranger is held without asking Telegram.
    const second = run(task('send', '7', { text: 'are you there?' }));
    await runFor(clock, 2_000);
    expect(sent()).toEqual([]);
    const errors = log.entries.filter((e) => e.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.msg).toMatch(/^sending paused: .*PEER_FLOOD/);

    pause.resume();
    await runFor(clock, 5_000);
    await Promise.all([first, second]);
    expect(sent().sort()).toEqual(['are you there?', 'hi Alice']);
    expect(log.entries.filter((e) => e.level === 'error')).toHaveLength(1);
  });

  it('keeps sending to contacts and groups while sends to strangers are held', async () => {
    const { simulator, clock, pause, task, run, sent } = await setup();
    simulator.failNext('sendText', new SpamLimitedError());
    void run(task('send', '7', { text: 'hi Alice' }));
    await runFor(clock, 2_000);
    expect(pause.isPaused()).toBe(true);
    const contact = run(task('send', '8', { text: 'hi Bob' }));
    const group = run(task('send', '-100555', { text: 'hi club' }));
    await runFor(clock, 2_000);
    await Promise.all([contact, group]);
    expect(sent().sort()).toEqual(['hi Bob', 'hi club']);
  });

  it('ends by itself after 24 hours', async () => {
    const { simulator, clock, log, pause, task, run, sent } = await setup();
    simulator.failNext('sendText', new SpamLimitedError());
    const held = run(task('send', '7', { text: 'hi Alice' }));
    await runFor(clock, SENDING_PAUSE_MS - 60_000);
    expect(sent()).toEqual([]);
    await runFor(clock, 120_000);
    await held;
    expect(pause.isPaused()).toBe(false);
    expect(sent()).toEqual(['hi Alice']);
    expect(log.entries.some((e) => e.msg === 'sending resumed: the pause is over')).toBe(true);
  });

  it('gives a held message back to the engine on shutdown (it stays stored for the next start)', async () => {
    const { simulator, clock, task, run, sent, stop } = await setup();
    simulator.failNext('sendText', new SpamLimitedError());
    const held = run(task('send', '7', { text: 'hi Alice' }));
    await runFor(clock, 2_000);
    stop.abort();
    await expect(held).rejects.toBeDefined();
    expect(sent()).toEqual([]);
  });
});
