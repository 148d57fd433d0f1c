import { describe, expect, expectTypeOf, it } from 'vitest';
import { TASK_KINDS } from '../../src/tasks/kinds/registry.js';
import {
  type AllTaskHandlers,
  handlerFor,
  type StepHandlers,
  type TaskHandler,
  type TaskHandlers,
} from '../../src/tasks/scheduler.js';
import {
  type MessageType,
  type NewTask,
  type PlanStep,
  STEP_TYPES,
  type StepType,
  type Task,
  type TaskParams,
  type TaskType,
} from '../../src/tasks/types.js';

// These tests are checked by the compiler (`tsc --noEmit` covers tests/); at run time they only
// assert that the module graph loads.

type Store = { name: 'store' };

describe('task types', () => {
  it('gives each task type its own parameters', () => {
    expectTypeOf<Task<'send'>['params']>().toEqualTypeOf<{ text: string; replyTo?: number }>();
    expectTypeOf<Task<'send'>['params']['text']>().toEqualTypeOf<string>();
    expectTypeOf<Task<'react'>['params']>().toEqualTypeOf<{ emoji: string; messageId: number }>();
    expectTypeOf<Task<'wait'>['params']>().toEqualTypeOf<{ delay: number }>();
    expectTypeOf<Task<'received'>['params']['covers']>().toEqualTypeOf<number[]>();
    expectTypeOf<Task<'report'>['params']['turnFailed']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<Task<'shutdown'>['params']>().toHaveProperty('requestedBy');
    expectTypeOf<Task<'send'>['type']>().toEqualTypeOf<'send'>();
    // @ts-expect-error a send has no delay
    expectTypeOf<Task<'send'>['params']['delay']>();
  });

  it('is a union that `switch (task.type)` narrows', () => {
    const describe = (task: Task): string => {
      switch (task.type) {
        case 'send':
          expectTypeOf(task.params).toEqualTypeOf<TaskParams['send']>();
          return task.params.text;
        case 'react':
          expectTypeOf(task.params.messageId).toEqualTypeOf<number>();
          return task.params.emoji;
        case 'received':
          expectTypeOf(task.params.targetId).toEqualTypeOf<number | undefined>();
          return String(task.params.covers);
        default:
          expectTypeOf(task.type).toEqualTypeOf<Exclude<TaskType, 'send' | 'react' | 'received'>>();
          return task.type;
      }
    };
    expectTypeOf(describe).returns.toEqualTypeOf<string>();
    expectTypeOf<Task>().toEqualTypeOf<Task<TaskType>>();
    expectTypeOf<Extract<Task, { type: 'wait' }>>().toEqualTypeOf<Task<'wait'>>();
  });

  it('pairs a new task’s type with its parameters', () => {
    expectTypeOf({ type: 'send', params: { text: 'hi' } } as const).toExtend<NewTask>();
    expectTypeOf<{ type: 'send'; params: { delay: number } }>().not.toExtend<NewTask>();
    expectTypeOf<{ type: 'wait'; params: { delay: number } }>().toExtend<NewTask<'wait'>>();
    expectTypeOf<{ type: 'received'; params: { targetId: 3 } }>().not.toExtend<NewTask>();
  });

  it('derives plan steps from the step types, before planning adds what it knows', () => {
    expectTypeOf<PlanStep['type']>().toEqualTypeOf<StepType>();
    expectTypeOf<PlanStep<'react'>['params']['messageId']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Exclude<TaskType, StepType>>().toEqualTypeOf<'received' | 'report'>();
  });

  it('hands each handler a task of its own type', () => {
    expectTypeOf<Parameters<NonNullable<TaskHandlers<Store>['send']>>[0]>().toEqualTypeOf<Task<'send'>>();
    expectTypeOf<Parameters<NonNullable<TaskHandlers<Store>['report']>>[0]>().toEqualTypeOf<Task<'report'>>();
    const handlers: TaskHandlers<Store> = {
      async send(task) {
        expectTypeOf(task).toEqualTypeOf<Task<'send'>>();
        expectTypeOf(task.params.text).toEqualTypeOf<string>();
      },
      async wait(task) {
        expectTypeOf(task.params.delay).toEqualTypeOf<number>();
        return {
          commit: async (store) => {
            expectTypeOf(store).toEqualTypeOf<Store>();
          },
        };
      },
    };
    const wrong: TaskHandlers<Store> = {
      // @ts-expect-error a react handler is not given a send
      react: async (task: Task<'send'>) => void task.params.text,
    };
    expectTypeOf(handlerFor(handlers, {} as Task<'sticker'>)).toEqualTypeOf<
      TaskHandler<'sticker', Store> | undefined
    >();
    expectTypeOf(wrong).toEqualTypeOf<TaskHandlers<Store>>();
  });

  it('makes the runtime and delivery handle every type: a missing handler does not compile', () => {
    const nothing = async () => undefined;
    const steps = {
      send: nothing,
      sticker: nothing,
      react: nothing,
      wait: nothing,
      block: nothing,
      unblock: nothing,
      'clear-conversation': nothing,
      think: nothing,
      shutdown: nothing,
      note: nothing,
      remember: nothing,
      person: nothing,
      event: nothing,
      recall: nothing,
    };
    const all: AllTaskHandlers<Store> = { ...steps, received: nothing, report: nothing };
    // @ts-expect-error the turn's own types need handlers too
    const withoutReport: AllTaskHandlers<Store> = { ...steps, received: nothing };
    const { think: _think, ...withoutThink } = steps;
    // @ts-expect-error delivery handles every step the model may ask for
    const delivery: StepHandlers<Store> = withoutThink;
    expect(Object.keys(all)).toEqual(Object.keys(TASK_KINDS));
    expect([withoutReport, delivery]).toHaveLength(2);
    expect(STEP_TYPES).toEqual(Object.keys(steps));
  });

  it('derives the message types from the kinds that have a message facet', () => {
    expectTypeOf<MessageType>().toEqualTypeOf<'send' | 'sticker'>();
    expectTypeOf<Task<MessageType>['params']['replyTo']>().toEqualTypeOf<number | undefined>();
  });
});
