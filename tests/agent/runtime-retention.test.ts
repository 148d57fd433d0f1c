import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MEMORY, DEFAULT_RETENTION } from '../../src/config/schema.js';
import { world as simWorld } from './world.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

/**
 * A persona that sees two messages of history, with state kept one day and pruned hourly; it
 * writes no summaries unless `summarising`.
 */
async function world(summarising = false) {
  const w = await simWorld({
    replies: ['# «send»\nnoted'],
    prompts: summarising ? { summarize: 'Summarise the conversation.' } : {},
    persona: {
      historySize: 2,
      typing: { charsPerSecond: 30, minSeconds: 0, maxSeconds: 0 },
      memory: { ...DEFAULT_MEMORY, summarizeAbove: summarising ? DEFAULT_MEMORY.summarizeAbove : 0 },
    },
    runtime: {
      settings: {
        debounceMs: 0,
        retention: {
          ...DEFAULT_RETENTION,
          messagesMs: DAY,
          tasksMs: DAY,
          deliveriesMs: DAY,
          pruneIntervalMs: HOUR,
        },
      },
    },
  });
  cleanups.push(w.cleanup);
  return w;
}

type World = Awaited<ReturnType<typeof world>>;

/** Moves time an hour at a time, as it passes for a running process, letting each pass finish. */
async function pass(w: World, ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= HOUR) {
    w.clock.advance(Math.min(HOUR, left));
    await w.runtime.idle();
  }
}

async function exchange(w: World, text: string): Promise<void> {
  w.simulator.receive('7', { from: '7', text });
  await w.runtime.idle();
}

async function rows(w: World): Promise<{ messages: number; tasks: number; deliveries: number }> {
  const count = async (table: 'inbound_messages' | 'tasks' | 'deliveries') =>
    Number(
      (
        await w.store.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    messages: await count('inbound_messages'),
    tasks: await count('tasks'),
    deliveries: await count('deliveries'),
  };
}

const prunings = (w: World) => w.log.entries.filter((e) => e.msg === 'pruned old state');

describe('AgentRuntime retention', () => {
  it('prunes old state periodically while it runs, not only at start, and stops with the runtime', async () => {
    const w = await world();
    await w.runtime.resume();
    for (const text of ['one', 'two', 'three']) await exchange(w, text);
    const busy = await rows(w);
    expect(busy.messages).toBeGreaterThan(2);
    expect(busy.deliveries).toBe(3);
    // Nothing is old enough yet: the pass at start and the hourly ones delete nothing.
    await pass(w, 3 * HOUR);
    expect(prunings(w)).toHaveLength(0);

    await pass(w, DAY);
    expect(prunings(w)).toHaveLength(1);
    expect(prunings(w)[0]?.fields).toMatchObject({
      messages: busy.messages - 2,
      tasks: busy.tasks,
      deliveries: 3,
    });
    expect(await rows(w)).toEqual({ messages: 2, tasks: 0, deliveries: 0 });

    // Later the same process prunes again.
    for (const text of ['four', 'five']) await exchange(w, text);
    await pass(w, DAY + HOUR);
    const passes = prunings(w).length;
    expect(passes).toBeGreaterThan(1);
    expect(await rows(w)).toEqual({ messages: 2, tasks: 0, deliveries: 0 });

    // A stopped runtime prunes no more.
    await exchange(w, 'six');
    await w.runtime.stop(0);
    await pass(w, 3 * DAY);
    expect(prunings(w)).toHaveLength(passes);
    expect((await rows(w)).tasks).toBeGreaterThan(0);
  });

  it('keeps the messages no summary covers yet when the persona summarises', async () => {
    const w = await world(true);
    await w.runtime.resume();
    for (const text of ['one', 'two', 'three']) await exchange(w, text);
    const busy = await rows(w);
    await pass(w, 2 * DAY);
    // Fewer than `summarize_above`: no summary yet, so every message is still to be summarised.
    expect((await rows(w)).messages).toBe(busy.messages);
    expect(prunings(w)[0]?.fields).toMatchObject({ messages: 0, deliveries: 3 });
  });

  it('keeps the stored state flat over days of steady traffic (a short soak)', async () => {
    const w = await world();
    await w.runtime.resume();
    const daily: { messages: number; tasks: number; deliveries: number }[] = [];
    for (let day = 0; day < 5; day++) {
      for (let slot = 0; slot < 8; slot++) {
        w.simulator.receive(slot % 2 === 0 ? '7' : '8', {
          from: slot % 2 === 0 ? '7' : '8',
          text: `day ${day} #${slot}`,
        });
        await w.runtime.idle();
        await pass(w, 3 * HOUR);
      }
      daily.push(await rows(w));
    }
    // A day's traffic plus each chat's window, from the second day on.
    const [, ...steady] = daily;
    for (const day of steady) expect(day).toEqual(daily[1]);
    expect(daily[1]?.deliveries).toBeLessThanOrEqual(8);
  });
});
