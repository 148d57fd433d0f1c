import { describe, expect, it } from 'vitest';
import {
  carriedPlans,
  MAX_CARRIED_PLANS,
  mergeCovered,
  mergePlans,
  replanForNewMessage,
  settleTurn,
} from '../../src/tasks/replan.js';
import type { Task, TaskParams, TaskRecord, TaskStatus, TaskType } from '../../src/tasks/types.js';

/** Parameters for tasks whose parameters a test does not care about. */
const EXAMPLE: TaskParams = {
  send: { text: 'hi' },
  sticker: { set: 'S', name: '😉' },
  react: { emoji: '👍', messageId: 1 },
  wait: { delay: 1 },
  block: {},
  unblock: {},
  'clear-conversation': {},
  think: { text: 'hmm' },
  shutdown: {},
  note: { text: 'likes tea' },
  remember: { text: 'likes tea' },
  person: { user: '7', text: 'likes tea' },
  event: { start: { day: 20_000, minute: 540 }, what: 'ask about the exam' },
  recall: { query: 'birthday' },
  received: { covers: [] },
  report: { covers: [] },
};

type Step = { [K in TaskType]: [K, TaskStatus, TaskParams[K]?] }[TaskType];

let seq = 0;
/** A graph as the engine stores it: a chain, each task depending on the one before. */
function graph(steps: Step[]): Task[] {
  const graphId = `g${++seq}`;
  const out: Task[] = [];
  for (const [type, status, params] of steps) {
    const previous = out.at(-1);
    out.push(
      stored(type, params, {
        id: `${graphId}-${type}-${out.length}`,
        agent: 'Heidi',
        chatId: '7',
        graphId,
        seq: ++seq,
        status,
        dependsOn: previous ? [previous.id] : [],
        attempts: 0,
        createdAt: 0,
      }),
    );
  }
  return out;
}

function stored<K extends TaskType>(type: K, params: TaskParams[K] | undefined, record: TaskRecord): Task<K> {
  return { ...record, type, params: params ?? EXAMPLE[type] };
}

describe('replanForNewMessage', () => {
  it('replaces a queued turn and the unsent part of a plan, inheriting the messages they answer for', () => {
    const turn = graph([['received', 'pending', { covers: [10, 11] }]]);
    const plan = graph([
      ['send', 'done'],
      ['send', 'pending'],
      ['react', 'pending'],
      ['report', 'pending', { covers: [9] }],
    ]);
    const replan = replanForNewMessage([turn, plan]);
    expect(replan.cancel).toEqual([turn[0]?.id, plan[1]?.id, plan[2]?.id, plan[3]?.id]);
    expect(replan.inherit).toEqual([9, 10, 11]);
    expect(replan.rewire).toEqual([]);
  });

  it('keeps the wait and the unblock of a block that already happened, so nobody stays blocked', () => {
    const plan = graph([
      ['send', 'done'],
      ['block', 'done'],
      ['send', 'pending'],
      ['wait', 'pending', { delay: 3600 }],
      ['unblock', 'pending'],
      ['send', 'pending'],
      ['report', 'pending', { covers: [5] }],
    ]);
    const replan = replanForNewMessage([plan]);
    expect(replan.cancel).toEqual([plan[2]?.id, plan[5]?.id, plan[6]?.id]);
    // The wait now follows the block directly; the unblock still follows the wait.
    expect(replan.rewire).toEqual([{ id: plan[3]?.id, dependsOn: [plan[1]?.id] }]);
    expect(replan.inherit).toEqual([5]);
  });

  it('drops a whole block sequence whose block has not happened yet', () => {
    const plan = graph([
      ['send', 'active'],
      ['block', 'pending'],
      ['wait', 'pending', { delay: 60 }],
      ['unblock', 'pending'],
    ]);
    expect(replanForNewMessage([plan]).cancel).toEqual([plan[1]?.id, plan[2]?.id, plan[3]?.id]);
  });

  it('leaves a plan that has only its report left alone', () => {
    const plan = graph([
      ['send', 'done'],
      ['report', 'pending', { covers: [3] }],
    ]);
    expect(replanForNewMessage([plan])).toEqual({ cancel: [], rewire: [], inherit: [], plans: [] });
  });
});

describe('plans carried by a replacing turn', () => {
  it('takes the plan that started a replaced turn and the plans it carried', () => {
    const sleeping = graph([
      [
        'received',
        'pending',
        {
          covers: [],
          trigger: { kind: 'event', id: 'e2', what: 'good morning' },
          plans: [{ id: 'e1', what: 'tea' }],
        },
      ],
    ]);
    expect(replanForNewMessage([sleeping]).plans).toEqual([
      { id: 'e1', what: 'tea' },
      { id: 'e2', what: 'good morning' },
    ]);
  });

  it('carries each plan once, the newest few, and not the one that starts the new turn', () => {
    const many = Array.from({ length: MAX_CARRIED_PLANS + 2 }, (_, i) => ({ id: `e${i}`, what: `p${i}` }));
    expect(mergePlans(many, [{ id: 'e0', what: 'p0 again' }]).map((p) => p.id)).toEqual([
      'e3',
      'e4',
      'e5',
      'e6',
      'e0',
    ]);
    expect(carriedPlans([{ id: 'e1', what: 'a' }], { kind: 'event', id: 'e1', what: 'a' })).toBeUndefined();
    expect(carriedPlans([{ id: 'e1', what: 'a' }], { kind: 'message' })).toEqual([{ id: 'e1', what: 'a' }]);
  });
});

describe('settleTurn', () => {
  const queued = (covers: number[]): Task<'received'> => {
    const [turn] = graph([['received', 'pending', { covers }]]);
    if (turn?.type !== 'received') throw new Error('no turn');
    return turn;
  };

  it('is superseded by a queued turn for a newer message', () => {
    const newer = queued([12]);
    expect(settleTurn(11, [newer])).toEqual({ supersededBy: newer, redundant: [] });
  });

  it('makes queued turns for messages it has answered redundant', () => {
    const older = queued([10, 11]);
    expect(settleTurn(11, [older])).toEqual({ redundant: [older] });
  });

  it('leaves a queued turn that names no message alone', () => {
    expect(settleTurn(11, [queued([])])).toEqual({ redundant: [] });
  });
});

describe('mergeCovered', () => {
  it('keeps the newest twenty distinct ids in order', () => {
    const many = Array.from({ length: 30 }, (_, i) => 30 - i);
    expect(mergeCovered(many, [5, 31])).toEqual(Array.from({ length: 20 }, (_, i) => i + 12));
  });
});
