import { afterEach, describe, expect, it } from 'vitest';
import { TaskRepo } from '../../src/store/tasks.js';
import { VirtualClock } from '../../src/support/clock.js';
import { RetryableError } from '../../src/support/errors.js';
import { memoryLogger } from '../../src/support/log.js';
import { Scheduler, type TaskHandlers } from '../../src/tasks/scheduler.js';
import type { Task } from '../../src/tasks/types.js';
import { tempStore } from '../helpers.js';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

async function setup(handlers: (ran: string[], clock: VirtualClock) => TaskHandlers) {
  const t = await tempStore();
  cleanup = t.cleanup;
  let n = 0;
  const clock = new VirtualClock(Date.parse('2026-01-01T00:00:00Z'));
  const repo = new TaskRepo(
    t.store.db,
    () => clock.now(),
    () => String(++n).padStart(3, '0'),
  );
  const ran: string[] = [];
  const log = memoryLogger();
  const scheduler = new Scheduler({
    repo,
    clock,
    log,
    handlers: handlers(ran, clock),
    retry: { maxAttempts: 3, baseDelayMs: 1000, maxDelayMs: 10_000 },
  });
  return { repo, clock, ran, log, scheduler };
}

const record =
  (ran: string[], clock: VirtualClock) =>
  async (task: Task): Promise<void> => {
    ran.push(
      `${task.type}:${String(task.params.text ?? task.params.delay)}@${clock.now() - Date.parse('2026-01-01T00:00:00Z')}`,
    );
  };

describe('Scheduler', () => {
  it("runs a conversation's tasks in order and sleeps for waits on the clock", async () => {
    const { repo, ran, scheduler } = await setup((ran, clock) => ({
      send: record(ran, clock),
      wait: record(ran, clock),
    }));
    await repo.appendChain('Heidi', '7', [
      { type: 'send', params: { text: 'one' } },
      { type: 'wait', params: { delay: 600 } },
      { type: 'send', params: { text: 'two' } },
    ]);
    await scheduler.kick('Heidi', '7');
    expect(ran).toEqual(['send:one@0', 'wait:600@600000', 'send:two@600000']);
    expect((await repo.list('Heidi', '7')).every((t) => t.status === 'done')).toBe(true);
  });

  it('stores the due time of a wait before sleeping, so a restart resumes it', async () => {
    const { repo, scheduler, clock } = await setup(() => ({
      wait: async () => {
        throw new Error('stop here');
      },
    }));
    const [wait] = await repo.appendChain('Heidi', '7', [{ type: 'wait', params: { delay: 30 } }]);
    await scheduler.kick('Heidi', '7');
    expect((await repo.get(wait?.id ?? ''))?.notBefore).toBe(clock.now());
  });

  it('retries a retryable failure with backoff, then succeeds', async () => {
    let calls = 0;
    const { repo, scheduler, log, clock } = await setup(() => ({
      send: async () => {
        calls++;
        if (calls < 3) throw new RetryableError('network down');
      },
    }));
    const start = clock.now();
    const [task] = await repo.appendChain('Heidi', '7', [{ type: 'send', params: { text: 'x' } }]);
    await scheduler.kick('Heidi', '7');
    expect(calls).toBe(3);
    expect(clock.now() - start).toBe(1000 + 2000);
    expect(await repo.get(task?.id ?? '')).toMatchObject({ status: 'done', attempts: 3 });
    expect(log.entries.filter((e) => e.msg === 'task failed, will retry')).toHaveLength(2);
  });

  it('fails a non-retryable error at once, cancels the rest of its plan and logs why', async () => {
    const { repo, scheduler, log, ran } = await setup((ran, clock) => ({
      send: async (task) => {
        if (task.params.text === 'bad') throw new Error('CHAT_WRITE_FORBIDDEN');
        await record(ran, clock)(task);
      },
    }));
    await repo.appendChain('Heidi', '7', [
      { type: 'send', params: { text: 'bad' } },
      { type: 'send', params: { text: 'after' } },
    ]);
    await repo.appendChain('Heidi', '7', [{ type: 'send', params: { text: 'other plan' } }]);
    await scheduler.kick('Heidi', '7');
    expect((await repo.list('Heidi', '7')).map((t) => [t.status, t.attempts])).toEqual([
      ['failed', 1],
      ['cancelled', 0],
      ['done', 1],
    ]);
    expect(ran).toEqual(['send:other plan@0']);
    expect(log.entries.find((e) => e.msg === 'task failed')?.fields).toMatchObject({
      reason: 'CHAT_WRITE_FORBIDDEN',
      cancelled: 1,
    });
  });

  it('gives up after the attempt limit', async () => {
    const { repo, scheduler } = await setup(() => ({
      send: async () => {
        throw new RetryableError('still down');
      },
    }));
    const [task] = await repo.appendChain('Heidi', '7', [{ type: 'send', params: {} }]);
    await scheduler.kick('Heidi', '7');
    expect(await repo.get(task?.id ?? '')).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'still down',
    });
  });

  it('fails a task whose type has no handler instead of looping', async () => {
    const { repo, scheduler } = await setup(() => ({}));
    const [task] = await repo.appendChain('Heidi', '7', [{ type: 'sticker', params: {} }]);
    await scheduler.kick('Heidi', '7');
    expect(await repo.get(task?.id ?? '')).toMatchObject({
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
    const { repo, scheduler } = await setup(() => ({
      send: async (task) => {
        order.push(`start ${task.chatId}`);
        if (task.chatId === 'slow') await gate;
        order.push(`end ${task.chatId}`);
      },
    }));
    await repo.appendChain('Heidi', 'slow', [{ type: 'send', params: {} }]);
    await repo.appendChain('Heidi', 'fast', [{ type: 'send', params: {} }]);
    const slow = scheduler.kick('Heidi', 'slow');
    await scheduler.kick('Heidi', 'fast');
    release();
    await slow;
    expect(order).toEqual(['start slow', 'start fast', 'end fast', 'end slow']);
  });
});
