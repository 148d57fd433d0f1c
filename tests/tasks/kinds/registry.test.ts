import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { InternalKind, MessageFacet, StepKind } from '../../../src/tasks/kinds/define.js';
import { INTERNAL_KINDS, STEP_KINDS, TASK_KINDS } from '../../../src/tasks/kinds/registry.js';
import { isMessage, type NewTask, QUIET_STEPS, STEP_TYPES } from '../../../src/tasks/types.js';

type AnyStepKind = StepKind<z.ZodType, z.ZodType, MessageFacet<never> | undefined>;

/** Every facet a step kind has; the type check below fails when a facet is added and not listed. */
const STEP_FACETS = [
  'step',
  'params',
  'aliases',
  'quiet',
  'json',
  'message',
  'plan',
  'describe',
  'logFields',
] as const;
const INTERNAL_FACETS = ['params', 'logFields'] as const;

describe('the task kind registry', () => {
  it('lists every facet of a kind', () => {
    expectTypeOf<(typeof STEP_FACETS)[number]>().toEqualTypeOf<keyof AnyStepKind>();
    expectTypeOf<(typeof INTERNAL_FACETS)[number]>().toEqualTypeOf<keyof InternalKind<z.ZodType>>();
  });

  it.each(Object.entries(STEP_KINDS))('gives the step kind %s every facet', (_type, kind) => {
    for (const facet of STEP_FACETS) expect(Object.hasOwn(kind, facet), facet).toBe(true);
    expect(kind.step).toBeInstanceOf(z.ZodType);
    expect(kind.params).toBeInstanceOf(z.ZodType);
    expect(kind.aliases.every((alias) => typeof alias === 'string')).toBe(true);
    expect(typeof kind.quiet).toBe('boolean');
    expect(typeof kind.json.keyed).toBe('boolean');
    expect(typeof kind.json.body({})).toBe('string');
    if (kind.message !== undefined) expect(typeof kind.message.outgoing).toBe('function');
    expect([kind.plan, kind.describe, kind.logFields].map((f) => typeof f)).toEqual([
      'function',
      'function',
      'function',
    ]);
  });

  it.each(Object.entries(INTERNAL_KINDS))('gives the internal kind %s every facet', (_type, kind) => {
    for (const facet of INTERNAL_FACETS) expect(Object.hasOwn(kind, facet), facet).toBe(true);
    expect(kind.params).toBeInstanceOf(z.ZodType);
    expect(typeof kind.logFields).toBe('function');
  });

  it('names each task one way: aliases never shadow a type or each other', () => {
    const aliases = STEP_TYPES.flatMap((type) => STEP_KINDS[type].aliases);
    expect(new Set(aliases).size).toBe(aliases.length);
    expect(aliases.filter((alias) => Object.hasOwn(TASK_KINDS, alias))).toEqual([]);
  });

  it('derives the quiet steps and the messages from the kinds', () => {
    expect(QUIET_STEPS).toEqual(['note', 'remember', 'person', 'event']);
    const tasks: NewTask[] = [
      { type: 'send', params: { text: 'hi' } },
      { type: 'sticker', params: { set: 'cats', name: '😺' } },
      { type: 'react', params: { emoji: '👍', messageId: 3 } },
      { type: 'wait', params: { delay: 5 } },
      { type: 'report', params: { covers: [] } },
    ];
    expect(tasks.filter(isMessage).map((t) => t.type)).toEqual(['send', 'sticker']);
  });
});
