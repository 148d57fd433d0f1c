import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConnectionWait, downtimeMs, type Outage } from '../../src/agent/connection-wait.js';
import { sendReadiness } from '../../src/agent/send-readiness.js';
import type { Availability } from '../../src/intake/availability.js';
import type { NewTask, Task } from '../../src/tasks/types.js';
import { seedFrom } from '../property.js';

function task(id: string, step: NewTask, chatId = '7'): Task {
  return {
    ...step,
    id,
    agent: 'Heidi',
    chatId,
    graphId: 'g',
    seq: 1,
    status: 'pending',
    dependsOn: [],
    attempts: 0,
    createdAt: 0,
  };
}

/** Outages on a small timeline: disjoint, in order, each at least 1 ms long. */
const outages = fc
  .uniqueArray(fc.integer({ min: 0, max: 300 }), { minLength: 0, maxLength: 12 })
  .map((points) => {
    const sorted = [...points].sort((a, b) => a - b);
    const list: Outage[] = [];
    for (let i = 0; i + 1 < sorted.length; i += 2)
      list.push({ from: sorted[i] as number, to: sorted[i + 1] as number });
    return list;
  });

/** The oracle: every millisecond of [since, now) that falls in an outage. */
function countedByHand(list: readonly Outage[], since: number, now: number): number {
  let down = 0;
  for (let t = since; t < now; t++) if (list.some((o) => o.from <= t && t < o.to)) down++;
  return down;
}

describe('time the connection was down', () => {
  it('is what falls in an outage, millisecond by millisecond, the current one running until now', () => {
    fc.assert(
      fc.property(
        outages,
        fc.integer({ min: 0, max: 320 }),
        fc.integer({ min: 0, max: 320 }),
        fc.option(fc.integer({ min: 0, max: 60 })),
        (list, a, b, currentFor) => {
          const [since, now] = a <= b ? [a, b] : [b, a];
          const last = list.at(-1)?.to ?? 0;
          // A current outage starts after the ended ones and no later than now.
          const downSince = currentFor === null || last + currentFor > now ? undefined : last + currentFor;
          const all = downSince === undefined ? list : [...list, { from: downSince, to: now }];
          expect(downtimeMs(list, downSince, since, now)).toBe(countedByHand(all, since, now));
        },
      ),
      { numRuns: 300, seed: seedFrom('DOWNTIME_SEED', 20261127) },
    );
  });
});

describe('a visible step waiting for the connection', () => {
  it('goes out whenever connected, and is given up once the connection was down for the limit since it first waited', () => {
    fc.assert(
      fc.property(
        outages,
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 0, max: 100 }),
        (list, max, start) => {
          const wait = new ConnectionWait({ maxWaitMs: max });
          const send = task('s', { type: 'send', params: { text: 'hi' } });
          let firstWaited: number | undefined;
          for (let now = 0; now <= 320; now++) {
            for (const o of list) {
              if (o.from === now) wait.lost(now);
              if (o.to === now) wait.returned(now);
            }
            if (now < start) continue;
            const verdict = wait.readiness(send, now);
            if (wait.connected) {
              expect(verdict).toEqual({ ready: true });
              firstWaited = undefined;
              continue;
            }
            firstWaited ??= now;
            const waited = countedByHand(list, firstWaited, now);
            if (waited >= max) {
              expect(verdict).toMatchObject({ giveUp: expect.stringContaining('send_wait_max_minutes') });
              expect(wait.toMark()).toEqual(['7']);
              return;
            }
            expect(verdict).toEqual({
              heldUntil: now + max - waited,
              because: 'Telegram is not connected',
              untilWoken: true,
            });
          }
        },
      ),
      { numRuns: 200, seed: seedFrom('CONNECTION_WAIT_SEED', 20261127) },
    );
  });

  it('gives up a reaction without marking its chat unread: only a lost message is the owner’s to see', () => {
    const wait = new ConnectionWait({ maxWaitMs: 1_000 });
    wait.lost(0);
    const react = task('r', { type: 'react', params: { emoji: '👍', messageId: 11 } }, '9');
    expect(wait.readiness(react, 0)).toMatchObject({ untilWoken: true });
    expect(wait.readiness(react, 1_000)).toMatchObject({ giveUp: expect.any(String) });
    expect(wait.toMark()).toEqual([]);
  });
});

describe('a turn falling due while Telegram cannot be reached', () => {
  it('waits for the connection like a message, and is given up only past the limit', () => {
    const wait = new ConnectionWait({ maxWaitMs: 1_000 });
    const turn = task('t', { type: 'received', params: { covers: [] } }, '9');
    const awake = (): Availability => ({ kind: 'awake', activity: 'work', responsiveness: 50 });
    expect(sendReadiness(turn, 0, awake, wait)).toEqual({ ready: true });
    wait.lost(10);
    expect(sendReadiness(turn, 10, awake, wait)).toMatchObject({ untilWoken: true, heldUntil: 1_010 });
    wait.returned(500);
    expect(sendReadiness(turn, 500, awake, wait)).toEqual({ ready: true });
    wait.lost(600);
    expect(sendReadiness(turn, 600, awake, wait)).toMatchObject({ untilWoken: true });
    expect(sendReadiness(turn, 1_600, awake, wait)).toMatchObject({
      giveUp: expect.stringMatching(/^no turn/),
    });
    expect(wait.toMark()).toEqual(['9']);
  });
});
