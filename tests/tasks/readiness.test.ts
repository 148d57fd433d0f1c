import { describe, expect, it } from 'vitest';
import { dueTimeToStore, orphanedBy, readiness, waitMs } from '../../src/tasks/readiness.js';
import type { NewTask, Task, TaskStatus } from '../../src/tasks/types.js';

let n = 0;
/** A chain as the engine stores it, each task depending on the one before. */
function chain(steps: [NewTask, TaskStatus][]): Task[] {
  const out: Task[] = [];
  for (const [task, status] of steps) {
    const previous = out.at(-1);
    out.push({
      ...task,
      id: `t${++n}`,
      agent: 'Heidi',
      chatId: '7',
      graphId: 'g',
      seq: n,
      status,
      dependsOn: previous ? [previous.id] : [],
      attempts: 0,
      createdAt: 0,
    });
  }
  return out;
}

const send: NewTask = { type: 'send', params: { text: 'hi' } };
const report: NewTask = { type: 'report', params: { covers: [1] } };

describe('readiness', () => {
  it('is blocked while a dependency is open and doomed when one failed, except for reports and reactions', () => {
    const [first, second] = chain([
      [send, 'pending'],
      [send, 'pending'],
    ]);
    if (!first || !second) throw new Error('no chain');
    expect(readiness(second, new Set([first.id]), new Map())).toBe('blocked');
    const failed = new Map([[first.id, { status: 'failed' as const, type: 'send' as const }]]);
    expect(readiness(second, new Set(), failed)).toBe('doomed');
    expect(readiness({ ...second, ...report }, new Set(), failed)).toBe('ready');
    const reaction = new Map([[first.id, { status: 'failed' as const, type: 'react' as const }]]);
    expect(readiness(second, new Set(), reaction)).toBe('ready');
  });
});

describe('due times', () => {
  it('gives a wait that became ready its delay from now, once; other tasks keep theirs', () => {
    const [wait, armed, other] = chain([
      [{ type: 'wait', params: { delay: 30 } }, 'pending'],
      [{ type: 'wait', params: { delay: 30 } }, 'pending'],
      [send, 'pending'],
    ]);
    if (!wait || !armed || !other) throw new Error('no chain');
    expect(dueTimeToStore(wait, 1_000)).toBe(31_000);
    expect(dueTimeToStore({ ...armed, notBefore: 5_000 }, 1_000)).toBeUndefined();
    expect(dueTimeToStore(other, 1_000)).toBeUndefined();
    expect(waitMs({ delay: 0 })).toBe(0);
    expect(waitMs({ delay: 2.5 })).toBe(2_500);
  });
});

describe('orphanedBy', () => {
  it('is everything pending that depends on a failed task, transitively, but not its report', () => {
    const tasks = chain([
      [send, 'failed'],
      [{ type: 'block', params: {} }, 'pending'],
      [{ type: 'unblock', params: {} }, 'pending'],
      [report, 'pending'],
      [send, 'pending'],
    ]);
    const [failed, block, unblock] = tasks;
    if (!failed) throw new Error('no chain');
    expect(orphanedBy(failed, tasks).map((t) => t.id)).toEqual([block?.id, unblock?.id]);
  });
});
