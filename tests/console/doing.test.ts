import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { doing } from '../../src/console/doing.js';
import { spanWords, taskWords, timeIn } from '../../src/console/words.js';
import type { Task } from '../../src/tasks/types.js';
import type { ScheduleResult } from '../../src/terminal/schedule.js';
import { seedFrom } from '../property.js';

const NOW = Date.parse('2026-11-27T15:00:00Z');
const noSchedule: ScheduleResult = {
  persona: 'Heidi',
  timezone: 'Europe/Berlin',
  day: 'Fri 2026-11-27',
  at: new Date(NOW).toISOString(),
  state: 'no-schedule',
  activities: [],
  next: null,
  events: [],
};
const base = {
  now: NOW,
  timeZone: 'Europe/Berlin',
  schedule: noSchedule,
  open: [] as Task[],
  title: (id: string) => (id === '7' ? 'Alice <Smith>' : id),
};

function task(over: Partial<Task>): Task {
  return {
    id: 't1',
    agent: 'Heidi',
    chatId: '7',
    graphId: 'g',
    seq: 1,
    status: 'pending',
    dependsOn: [],
    attempts: 0,
    createdAt: NOW,
    type: 'wait',
    params: { delay: 120 },
    ...over,
  } as Task;
}

describe('what a persona is doing, in words', () => {
  it('says since when it reconnects, the failed attempts, the last error and the next try', () => {
    const trouble = {
      since: NOW - 4 * 60_000,
      attempts: 3,
      lastError: 'Telegram did not answer within 60 s: check the network connection',
      nextTryAt: NOW + 8_000,
    };
    expect(doing({ ...base, state: 'reconnecting', reason: { trouble } }).reason).toBe(
      'since 15:56:00 Berlin (4 min ago), 3 failed attempts: Telegram did not answer within 60 s: check the network connection; next try in 8 s',
    );
    expect(doing({ ...base, state: 'reconnecting' }).reason).toBe('connecting to Telegram');
    expect(doing({ ...base, state: 'running' }).reason).toBeUndefined();
  });

  it('names the soonest pending step with its chat, due time and zone; hides the closing report', () => {
    const open = [
      task({ id: 'r', type: 'report', params: { covers: [] }, notBefore: NOW + 1_000 }),
      task({ id: 'w', notBefore: NOW + 92_000 }),
      task({ id: 's', type: 'send', params: { text: 'hi', replyTo: 100 }, notBefore: NOW + 200_000 }),
    ];
    expect(doing({ ...base, state: 'running', open }).next).toEqual({
      text: 'Alice <Smith>: wait 120 s, due 16:01:32 Berlin, in 1 min 32 s',
      chatId: '7',
    });
    expect(taskWords(open[2] as Task, base)).toBe(
      'send (reply to #100): hi, due 16:03:20 Berlin, in 3 min 20 s',
    );
    const turn = task({ type: 'received', params: { targetId: 98, covers: [98] }, notBefore: NOW + 80_000 });
    expect(taskWords(turn, { ...base, senderOf: () => 'Alice' })).toBe(
      "reads Alice's message #98, due 16:01:20 Berlin, in 1 min 20 s",
    );
  });

  it('writes every span in whole units that add up to it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 * 86_400 }), (seconds) => {
        const words = spanWords(seconds * 1000);
        const unit: Record<string, number> = { s: 1, min: 60, h: 3600, d: 86_400 };
        const parts = [...words.matchAll(/(\d+) (s|min|h|d)/g)];
        const total = parts.reduce((n, [, k, u]) => n + Number(k) * (unit[u ?? 's'] ?? 0), 0);
        // Days and hours round away seconds and minutes: at most one unit below the largest.
        const smallest = unit[parts.at(-1)?.[2] ?? 's'] ?? 1;
        expect(seconds - total).toBeGreaterThanOrEqual(0);
        expect(seconds - total).toBeLessThan(smallest);
      }),
      { numRuns: 200, seed: seedFrom('DOING_SEED') },
    );
  });

  it("shows a time of another day with its date, and every time with its zone's name", () => {
    expect(timeIn(NOW + 86_400_000, 'America/New_York', NOW)).toBe('2026-11-28 10:00 New York');
    expect(timeIn(NOW, 'UTC', NOW)).toBe('15:00:00 UTC');
  });
});
