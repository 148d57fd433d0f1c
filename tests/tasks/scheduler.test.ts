import { afterEach, describe, expect, it } from 'vitest';
import { EngineStore } from '../../src/store/engine.js';
import type { Clock } from '../../src/support/clock.js';
import { VirtualClock } from '../../src/support/clock.js';
import { RetryableError } from '../../src/support/errors.js';
import { memoryLogger } from '../../src/support/log.js';
import {
  type BoundaryHook,
  Scheduler,
  type TaskHandlers,
  type TaskResult,
} from '../../src/tasks/scheduler.js';
import type { Task } from '../../src/tasks/types.js';
import { tempStore } from '../helpers.js';
import { ManualClock, settle } from '../manual-clock.js';

const T0 = Date.parse('2026-01-01T00:00:00Z');
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function engine<C extends Clock>(
  clock: C,
  handlers: (ran: string[]) => TaskHandlers<EngineStore>,
  onBoundary?: BoundaryHook,
) {
  const t = await tempStore();
  cleanups.push(t.cleanup);
  let n = 0;
  const store = new EngineStore(
    t.store.db,
    () => clock.now(),
    () => String(++n).padStart(3, '0'),
  );
  const ran: string[] = [];
  const log = memoryLogger();
  const make = () =>
    new Scheduler({
      store,
      clock,
      log,
      handlers: handlers(ran),
      onBoundary,
      retry: { maxAttempts: 3, baseDelayMs: 1000, maxDelayMs: 10_000, maxRetryAfterMs: 60_000 },
    });
  return { store, tasks: store.tasks, clock, ran, log, scheduler: make(), make };
}

/** A handler that records `type:label@seconds since T0`. */
const record =
  (ran: string[], clock: Clock) =>
  async (task: Task): Promise<void> => {
    const label = task.type === 'send' ? task.params.text : task.type === 'wait' ? task.params.delay : '-';
    ran.push(`${task.type}:${label}@${(clock.now() - T0) / 1000}`);
  };

/** A send's result that records it as delivered (Telegram message 5) with its completion. */
function recordedAsDelivered(task: Task): TaskResult<EngineStore> {
  return {
    commit: (s) =>
      s.deliveries.record({
        key: task.id,
        agent: task.agent,
        chatId: task.chatId,
        kind: 'send',
        messageId: 5,
      }),
  };
}

describe('Scheduler', () => {
  it("runs a conversation's tasks in order and sleeps for waits on the clock", async () => {
    const clock = new VirtualClock(T0);
    const { tasks, ran, scheduler } = await engine(clock, (ran) => ({
      send: record(ran, clock),
      wait: record(ran, clock),
    }));
    await tasks.appendChain('Heidi', '7', [
      { type: 'send', params: { text: 'one' } },
      { type: 'wait', params: { delay: 600 } },
      { type: 'send', params: { text: 'two' } },
    ]);
    await scheduler.kick('Heidi', '7');
    expect(ran).toEqual(['send:one@0', 'wait:600@600', 'send:two@600']);
    expect((await tasks.list('Heidi', '7')).every((t) => t.status === 'done')).toBe(true);
  });

  it('keeps a wait’s due time across a restart: the new engine resumes the same timer', async () => {
    const clock = new ManualClock(T0);
    const first = await engine(clock, (ran) => ({ send: record(ran, clock), wait: async () => {} }));
    await first.tasks.appendChain('Heidi', '7', [
      { type: 'send', params: { text: 'before' } },
      { type: 'wait', params: { delay: 30 } },
      { type: 'send', params: { text: 'after' } },
    ]);
    void first.scheduler.kick('Heidi', '7');
    await clock.advance(10_000);
    expect(first.ran).toEqual(['send:before@0']);
    await first.scheduler.stop(0);

    await clock.advance(5_000); // the process is down for a while
    const second = first.make();
    await first.tasks.resetActive('Heidi');
    void second.kick('Heidi', '7');
    await clock.advance(14_000);
    expect(first.ran).toEqual(['send:before@0']);
    await clock.advance(1_000);
    expect(first.ran).toEqual(['send:before@0', 'send:after@30']);
  });

  it('counts a wait from when the task before it is done', async () => {
    const clock = new ManualClock(T0);
    const { tasks, ran, scheduler } = await engine(clock, (ran) => ({
      send: async (task, context) => {
        if (task.params.text === 'slow') await clock.sleep(5_000, context.signal);
        await record(ran, clock)(task);
      },
      wait: async () => {},
    }));
    const [, wait] = await tasks.appendChain('Heidi', '7', [
      { type: 'send', params: { text: 'slow' } },
      { type: 'wait', params: { delay: 30 } },
      { type: 'send', params: { text: 'after' } },
    ]);
    void scheduler.kick('Heidi', '7');
    await clock.advance(5_000);
    expect(await tasks.get(wait?.id ?? '')).toMatchObject({ notBefore: T0 + 35_000 });
    await clock.advance(29_999);
    expect(ran).toEqual(['send:slow@5']);
    await clock.advance(1);
    expect(ran).toEqual(['send:slow@5', 'send:after@35']);
  });

  it('fails a stored task it cannot read, cancels what depends on it and goes on with the rest', async () => {
    const clock = new VirtualClock(T0);
    const { store, tasks, scheduler, ran, log } = await engine(clock, (ran) => ({
      send: record(ran, clock),
      report: record(ran, clock),
    }));
    const [broken] = await tasks.appendChain('Heidi', '7', [
      { type: 'send', params: { text: 'one' } },
      { type: 'send', params: { text: 'two' } },
      { type: 'report', params: { covers: [1] } },
    ]);
    await tasks.appendChain('Heidi', '7', [{ type: 'send', params: { text: 'other plan' } }]);
    await store.db
      .updateTable('tasks')
      .set({ params: JSON.stringify({ text: 42 }) })
      .where('id', '=', broken?.id ?? '')
      .execute();
    await scheduler.kick('Heidi', '7');
    expect(ran).toEqual(['send:other plan@0', 'report:-@0']);
    expect((await tasks.list('Heidi', '7')).map((t) => [t.type, t.status])).toEqual([
      ['send', 'cancelled'],
      ['report', 'done'],
      ['send', 'done'],
    ]);
    const stored = await tasks.states([broken?.id ?? '']);
    expect(stored.get(broken?.id ?? '')).toEqual({ status: 'failed', type: 'send' });
    expect(log.entries.some((e) => e.msg === 'tasks cancelled: what they depend on did not happen')).toBe(
      true,
    );
  });

  it('lets a newer plan of the same conversation run while an older one waits', async () => {
    const clock = new ManualClock(T0);
    const { tasks, ran, scheduler } = await engine(clock, (ran) => ({
      send: record(ran, clock),
      wait: async () => {},
    }));
    await tasks.appendChain('Heidi', '7', [
      { type: 'wait', params: { delay: 3600 } },
      { type: 'send', params: { text: 'an hour later' } },
    ]);
    void scheduler.kick('Heidi', '7');
    await clock.advance(60_000);
    await tasks.appendChain('Heidi', '7', [{ type: 'send', params: { text: 'now' } }]);
    void scheduler.kick('Heidi', '7');
    await clock.advance(0);
    expect(ran).toEqual(['send:now@60']);
    await clock.advance(3_540_000);
    expect(ran).toEqual(['send:now@60', 'send:an hour later@3600']);
  });

  it('wakes a sleeping conversation when earlier work arrives (no polling tick)', async () => {
    const clock = new ManualClock(T0);
    const { tasks, ran, scheduler } = await engine(clock, (ran) => ({ send: record(ran, clock) }));
    await tasks.appendChain('Heidi', '7', [{ type: 'send', params: { text: 'late' } }], {
      notBefore: T0 + 500_000,
    });
    void scheduler.kick('Heidi', '7');
    await clock.advance(1_000);
    expect(clock.sleeping).toBe(1);
    await tasks.appendChain('Heidi', '7', [{ type: 'send', params: { text: 'soon' } }], {
      notBefore: T0 + 2_000,
    });
    void scheduler.kick('Heidi', '7');
    await clock.advance(1_000);
    expect(ran).toEqual(['send:soon@2']);
  });

  it('retries a retryable failure with exponential backoff, then succeeds', async () => {
    const clock = new VirtualClock(T0);
    let calls = 0;
    const { tasks, scheduler, log } = await engine(clock, () => ({
      send: async () => {
        calls++;
        if (calls < 3) throw new RetryableError('network down');
      },
    }));
    const [task] = await tasks.appendChain('Heidi', '7', [{ type: 'send', params: { text: 'x' } }]);
    await scheduler.kick('Heidi', '7');
    expect(calls).toBe(3);
    expect(clock.now() - T0).toBe(1000 + 2000);
    expect(await tasks.get(task?.id ?? '')).toMatchObject({ status: 'done', attempts: 3 });
    expect(log.entries.filter((e) => e.msg === 'task failed, will retry')).toHaveLength(2);
  });

  it('waits exactly as long as a Telegram flood wait asks, and gives up on one above the limit', async () => {
    const clock = new VirtualClock(T0);
    const flood = (seconds: number) =>
      new RetryableError(`A wait of ${seconds} seconds is required`, { retryAfterMs: seconds * 1000 });
    const errors = [flood(7), flood(3600)];
    const { tasks, scheduler, log } = await engine(clock, () => ({
      send: async () => {
        const next = errors.shift();
        if (next) throw next;
      },
    }));
    const [task] = await tasks.appendChain('Heidi', '7', [{ type: 'send', params: { text: 'hi' } }]);
    await scheduler.kick('Heidi', '7');
    expect(clock.now() - T0).toBe(7_000);
    expect(await tasks.get(task?.id ?? '')).toMatchObject({ status: 'failed', attempts: 2 });
    expect(log.entries.find((e) => e.msg === 'task failed')?.fields.reason).toMatch(
      /asked to wait 3600 s, more than the 60 s allowed/,
    );
  });

  it('fails a non-retryable error at once, cancels what depends on it and logs the chat and message', async () => {
    const clock = new VirtualClock(T0);
    const { tasks, scheduler, log, ran } = await engine(clock, (ran) => ({
      send: async (task) => {
        if (task.params.text === 'bad') throw new Error('CHAT_WRITE_FORBIDDEN');
        await record(ran, clock)(task);
      },
      report: record(ran, clock),
    }));
    await tasks.appendChain('Heidi', '7', [
      { type: 'send', params: { text: 'bad' } },
      { type: 'send', params: { text: 'after' } },
      { type: 'report', params: { covers: [] } },
    ]);
    await tasks.appendChain('Heidi', '7', [{ type: 'send', params: { text: 'other plan' } }]);
    await scheduler.kick('Heidi', '7');
    expect((await tasks.list('Heidi', '7')).map((t) => [t.status, t.attempts])).toEqual([
      ['failed', 1],
      ['cancelled', 0],
      ['done', 1],
      ['done', 1],
    ]);
    expect(ran).toEqual(['report:-@0', 'send:other plan@0']);
    expect(log.entries.find((e) => e.msg === 'task failed')?.fields).toMatchObject({
      chat: '7',
      message: 'bad',
      reason: 'CHAT_WRITE_FORBIDDEN',
      cancelled: 1,
    });
  });

  it('lets a plan go on after a reaction Telegram refused', async () => {
    const clock = new VirtualClock(T0);
    const { tasks, scheduler, ran } = await engine(clock, (ran) => ({
      react: async () => {
        throw new Error('REACTION_INVALID');
      },
      send: record(ran, clock),
    }));
    await tasks.appendChain('Heidi', '7', [
      { type: 'react', params: { emoji: '👍', messageId: 1 } },
      { type: 'send', params: { text: 'still sent' } },
    ]);
    await scheduler.kick('Heidi', '7');
    expect(ran).toEqual(['send:still sent@0']);
    expect((await tasks.list('Heidi', '7')).map((t) => t.status)).toEqual(['failed', 'done']);
  });

  it('cancels a task whose dependency was cancelled instead of leaving it waiting forever', async () => {
    const clock = new VirtualClock(T0);
    const { tasks, scheduler, ran, log } = await engine(clock, (ran) => ({ send: record(ran, clock) }));
    const [first, second] = await tasks.appendChain('Heidi', '7', [
      { type: 'send', params: { text: 'one' } },
      { type: 'send', params: { text: 'two' } },
    ]);
    await tasks.cancel([first?.id ?? ''], 'cancelled by hand');
    await scheduler.kick('Heidi', '7');
    expect(ran).toEqual([]);
    expect(await tasks.get(second?.id ?? '')).toMatchObject({ status: 'cancelled' });
    expect(log.entries.some((e) => e.msg === 'tasks cancelled: what they depend on did not happen')).toBe(
      true,
    );
  });

  it('gives up after the attempt limit', async () => {
    const clock = new VirtualClock(T0);
    const { tasks, scheduler } = await engine(clock, () => ({
      send: async () => {
        throw new RetryableError('still down');
      },
    }));
    const [task] = await tasks.appendChain('Heidi', '7', [{ type: 'send', params: { text: 'hi' } }]);
    await scheduler.kick('Heidi', '7');
    expect(await tasks.get(task?.id ?? '')).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'still down',
    });
  });

  it('fails a task the process kept dying on instead of starting it forever', async () => {
    const clock = new VirtualClock(T0);
    const { tasks, scheduler, ran } = await engine(clock, (ran) => ({ send: record(ran, clock) }));
    const [task] = await tasks.appendChain('Heidi', '7', [{ type: 'send', params: { text: 'poison' } }]);
    for (let i = 0; i < 3; i++) {
      await tasks.claim(task?.id ?? '');
      await tasks.resetActive('Heidi');
    }
    await scheduler.kick('Heidi', '7');
    expect(ran).toEqual([]);
    expect(await tasks.get(task?.id ?? '')).toMatchObject({
      status: 'failed',
      lastError: 'interrupted 3 times (the process stopped while it ran)',
    });
  });

  it('fails a task whose type has no handler instead of looping', async () => {
    const clock = new VirtualClock(T0);
    const { tasks, scheduler } = await engine(clock, () => ({}));
    const [task] = await tasks.appendChain('Heidi', '7', [
      { type: 'sticker', params: { set: 'S', name: '😉' } },
    ]);
    await scheduler.kick('Heidi', '7');
    expect(await tasks.get(task?.id ?? '')).toMatchObject({
      status: 'failed',
      lastError: 'no handler for task type sticker',
    });
  });

  it('runs different conversations side by side', async () => {
    const order: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { tasks, scheduler } = await engine(new VirtualClock(T0), () => ({
      send: async (task) => {
        order.push(`start ${task.chatId}`);
        if (task.chatId === 'slow') await gate;
        order.push(`end ${task.chatId}`);
      },
    }));
    await tasks.appendChain('Heidi', 'slow', [{ type: 'send', params: { text: 'hi' } }]);
    await tasks.appendChain('Heidi', 'fast', [{ type: 'send', params: { text: 'hi' } }]);
    const slow = scheduler.kick('Heidi', 'slow');
    await scheduler.kick('Heidi', 'fast');
    release();
    await slow;
    expect(order).toEqual(['start slow', 'start fast', 'end fast', 'end slow']);
  });

  it('on stop, interrupts a running task and leaves it pending without counting the attempt', async () => {
    const clock = new ManualClock(T0);
    let aborted = false;
    const { tasks, scheduler } = await engine(clock, () => ({
      send: async (_task, context) => {
        await clock.sleep(60_000, context.signal).catch((err: unknown) => {
          aborted = true;
          throw err;
        });
      },
    }));
    const [task] = await tasks.appendChain('Heidi', '7', [{ type: 'send', params: { text: 'hi' } }]);
    void scheduler.kick('Heidi', '7');
    await settle();
    const stopped = scheduler.stop(1_000);
    await clock.advance(1_000);
    await stopped;
    expect(aborted).toBe(true);
    expect(await tasks.get(task?.id ?? '')).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('stores what a handler hands back in the transaction that completes its task', async () => {
    const clock = new VirtualClock(T0);
    const { store, tasks, scheduler } = await engine(clock, () => ({
      send: async (task) => recordedAsDelivered(task),
    }));
    const [task] = await tasks.appendChain('Heidi', '7', [{ type: 'send', params: { text: 'hi' } }]);
    await scheduler.kick('Heidi', '7');
    expect(await store.deliveries.get(task?.id ?? '')).toMatchObject({ messageId: 5 });
  });

  it('claims the next task with the completion of the one before it, counting one attempt', async () => {
    const clock = new VirtualClock(T0);
    const seen: string[] = [];
    let first: Task | undefined;
    let second: Task | undefined;
    const stored: Promise<void>[] = [];
    const { tasks, ran, scheduler } = await engine(
      clock,
      (ran) => ({ send: record(ran, clock) }),
      (boundary, { task }) => {
        if (boundary !== 'task-settled' || task?.id !== first?.id) return;
        // Read while the lane is between the two tasks: the second is already claimed.
        stored.push(
          tasks.get(second?.id ?? '').then((t) => {
            seen.push(`${t?.status}:${t?.attempts}`);
          }),
        );
      },
    );
    [first, second] = await tasks.appendChain('Heidi', '7', [
      { type: 'send', params: { text: 'one' } },
      { type: 'send', params: { text: 'two' } },
    ]);
    await scheduler.kick('Heidi', '7');
    await Promise.all(stored);
    expect(seen).toEqual(['active:1']);
    expect(ran).toEqual(['send:one@0', 'send:two@0']);
    expect(await tasks.get(second?.id ?? '')).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('on stop, gives back a task claimed with the one before it, without counting the attempt', async () => {
    const clock = new VirtualClock(T0);
    let first: Task | undefined;
    let stopped: Promise<void> | undefined;
    const { tasks, ran, make } = await engine(
      clock,
      (ran) => ({ send: record(ran, clock) }),
      (boundary, { task }) => {
        if (boundary === 'task-settled' && task?.id === first?.id) stopped = scheduler.stop();
      },
    );
    const scheduler = make();
    const plan = await tasks.appendChain('Heidi', '7', [
      { type: 'send', params: { text: 'one' } },
      { type: 'send', params: { text: 'two' } },
    ]);
    first = plan[0];
    await scheduler.kick('Heidi', '7');
    await stopped;
    expect(ran).toEqual(['send:one@0']);
    expect(await tasks.get(plan[1]?.id ?? '')).toMatchObject({ status: 'pending', attempts: 0 });
    // The next engine runs it as a first attempt.
    const next = make();
    await next.kick('Heidi', '7');
    expect(ran).toEqual(['send:one@0', 'send:two@0']);
    expect(await tasks.get(plan[1]?.id ?? '')).toMatchObject({ status: 'done', attempts: 1 });
  });
});
