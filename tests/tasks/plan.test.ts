import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planSteps } from '../../src/tasks/plan.js';
import type { NewTask, PlanStep } from '../../src/tasks/types.js';
import { seedFrom } from '../property.js';

const replyTo = (task: NewTask) =>
  task.type === 'send' || task.type === 'sticker' ? task.params.replyTo : undefined;

const send = (text: string, replyTo?: number): PlanStep => ({
  type: 'send',
  params: replyTo === undefined ? { text } : { text, replyTo },
});

describe('planSteps', () => {
  it('in a group, makes the first message without a target reply to the target message', () => {
    const { tasks } = planSteps(
      [send('one'), send('two'), { type: 'sticker', params: { set: 'S', name: 'n' } }],
      {
        chatKind: 'group',
        targetId: 98,
      },
    );
    expect(tasks.map(replyTo)).toEqual([98, undefined, undefined]);
  });

  it('in a group, an explicit reply on the first message uses up the fallback', () => {
    const { tasks } = planSteps([send('one', 100), send('two')], {
      chatKind: 'group',
      targetId: 98,
    });
    expect(tasks.map(replyTo)).toEqual([100, undefined]);
  });

  it('in a direct chat, adds no reply targets', () => {
    const { tasks } = planSteps([send('one')], { chatKind: 'direct', targetId: 5 });
    expect(tasks.map(replyTo)).toEqual([undefined]);
  });

  it('keeps think private and says so', () => {
    const { tasks, notes } = planSteps([{ type: 'think', params: { text: 'hmm' } }, send('hi')], {
      chatKind: 'direct',
      targetId: 5,
    });
    expect(tasks.map((t) => t.type)).toEqual(['send']);
    expect(notes).toEqual([{ step: 1, reason: 'think is private and never sent' }]);
  });

  it('reacts to the target when the block names no message', () => {
    const { tasks } = planSteps([{ type: 'react', params: { emoji: '👍' } }], {
      chatKind: 'direct',
      targetId: 5,
    });
    expect(tasks).toEqual([{ type: 'react', params: { emoji: '👍', messageId: 5 } }]);
  });

  it('honours shutdown and clear-conversation only in a direct chat with an admin', () => {
    const steps: PlanStep[] = [
      { type: 'shutdown', params: { reason: 'bye' } },
      { type: 'clear-conversation', params: {} },
    ];
    const reasons = [
      'shutdown only applies in a direct chat with an admin',
      'clear-conversation only applies in a direct chat with an admin',
    ];
    const stranger = planSteps(steps, { chatKind: 'direct', targetId: 5 });
    expect(stranger.tasks).toEqual([]);
    expect(stranger.notes.map((n) => n.reason)).toEqual(reasons);
    // An admin writing the newest message of a group lends the group nothing.
    const group = planSteps(steps, { chatKind: 'group', targetId: 5, adminPartner: '7' });
    expect(group.tasks).toEqual([]);
    expect(group.notes.map((n) => n.reason)).toEqual(reasons);
    const admin = planSteps(steps, { chatKind: 'direct', targetId: 5, adminPartner: '7' });
    expect(admin.tasks.map((t) => t.type)).toEqual(['shutdown', 'clear-conversation']);
  });

  it('drops block and unblock in groups', () => {
    const { tasks, notes } = planSteps(
      [
        { type: 'block', params: {} },
        { type: 'unblock', params: {} },
      ],
      { chatKind: 'group', targetId: 5 },
    );
    expect(tasks).toEqual([]);
    expect(notes).toHaveLength(2);
  });

  it('replaces an emoji Telegram does not accept as a reaction by a close one, or drops it, with a note', () => {
    const react = (emoji: string): PlanStep => ({ type: 'react', params: { emoji } });
    const { tasks, notes } = planSteps([react('❤️'), react('✅'), react('🦑')], {
      chatKind: 'direct',
      targetId: 5,
    });
    expect(tasks.map((t) => t.params)).toEqual([
      { emoji: '❤', messageId: 5 },
      { emoji: '👍', messageId: 5 },
    ]);
    expect(notes).toEqual([
      { step: 2, reason: 'react: ✅ is not a Telegram reaction; 👍 is used instead' },
      { step: 3, reason: 'react dropped: "🦑" is not a reaction Telegram accepts, and none is close' },
    ]);
  });

  it('stamps admin-only tasks with the admin partner, so they are checked again when they run', () => {
    const { tasks } = planSteps(
      [
        { type: 'clear-conversation', params: {} },
        { type: 'shutdown', params: { reason: 'bye' } },
      ],
      { chatKind: 'direct', targetId: 5, adminPartner: '7' },
    );
    expect(tasks.map((t) => t.params)).toEqual([{ requestedBy: '7' }, { reason: 'bye', requestedBy: '7' }]);
  });
});

describe('planSteps: ids of this chat and the bounds of one answer', () => {
  const direct = { chatKind: 'direct' as const, targetId: 5 };
  const bounds = { maxMessages: 2, maxCharacters: 100, maxWaitSeconds: 60 };

  it('drops a reply id that is not a message of this chat, and says so', () => {
    const { tasks, notes } = planSteps([send('hi', 4), send('there', 999)], {
      ...direct,
      knownIds: new Set([4, 5]),
    });
    expect(tasks.map(replyTo)).toEqual([4, undefined]);
    expect(notes).toEqual([{ step: 2, reason: 'reply to #999 dropped: not a message of this chat' }]);
  });

  it('keeps the first messages of a runaway answer and notes what was dropped', () => {
    const steps: PlanStep[] = [
      send('one'),
      { type: 'wait', params: { delay: 1 } },
      send('two'),
      { type: 'wait', params: { delay: 1 } },
      send('three'),
      { type: 'react', params: { emoji: '👍' } },
    ];
    const { tasks, notes } = planSteps(steps, { ...direct, bounds });
    expect(tasks.map((t) => t.type)).toEqual(['send', 'wait', 'send']);
    expect(notes).toEqual([
      { step: 5, reason: 'answer cut (at most 2 messages per answer): dropped 1 send, 1 react' },
    ]);
  });

  it('cuts the message that crosses the character bound at a word and drops what follows', () => {
    const long = Array(40).fill('word').join(' ');
    const { tasks } = planSteps([send(long), send('after')], { ...direct, bounds });
    const text = tasks[0]?.type === 'send' ? tasks[0].params.text : '';
    expect(tasks).toHaveLength(1);
    expect(text.length).toBeLessThanOrEqual(100);
    expect(text).toMatch(/^word( word)+…$/);
  });

  it('shortens a wait beyond the bound', () => {
    const { tasks, notes } = planSteps([{ type: 'wait', params: { delay: 600 } }, send('x')], {
      ...direct,
      bounds,
    });
    expect(tasks[0]).toEqual({ type: 'wait', params: { delay: 60 } });
    expect(notes[0]?.reason).toContain('shortened to 60 s');
  });

  it('caps a wait at 24 hours by default', () => {
    const { tasks } = planSteps([{ type: 'wait', params: { delay: 3 * 86_400 } }, send('x')], direct);
    expect(tasks[0]).toEqual({ type: 'wait', params: { delay: 86_400 } });
  });
});

describe('planSteps: memory', () => {
  it('keeps notes and memories, and a person only when that user was shown', () => {
    const { tasks, notes } = planSteps(
      [
        { type: 'note', params: { text: 'n' } },
        { type: 'remember', params: { id: 'm1', text: '' } },
        { type: 'person', params: { user: '7', text: 'Alice' } },
        { type: 'person', params: { user: '8', text: 'Bob' } },
      ],
      { chatKind: 'group', targetId: 1, knownUsers: new Set(['7']) },
    );
    expect(tasks.map((t) => t.type)).toEqual(['note', 'remember', 'person']);
    expect(notes).toEqual([
      { step: 4, reason: 'person 8 dropped: nobody with that user id is in this chat' },
    ]);
  });
});

describe('planSteps: what a bound changed is reported with the values used', () => {
  const seed = seedFrom('PLAN_BOUNDED_SEED', 3104);

  it('reports a step as bounded exactly when its carried-out params differ from the written ones', () => {
    // Direct chat, bounds never cut the answer: each written step is carried out, in order.
    const bounds = { maxMessages: 100, maxCharacters: 100_000, maxWaitSeconds: 60 };
    const known = [4, 5, 6];
    const id = fc.constantFrom(...known, 900, 901);
    const step: fc.Arbitrary<PlanStep> = fc.oneof(
      fc.record({ type: fc.constant('wait' as const), params: fc.record({ delay: fc.nat(200) }) }),
      fc.record({
        type: fc.constant('react' as const),
        // 👍 and 🔥 are reactions; 😅 is stood in for by a close one.
        params: fc.record({ emoji: fc.constantFrom('👍', '🔥', '😅'), messageId: id }),
      }),
      fc
        .tuple(fc.string({ minLength: 1, maxLength: 20 }), fc.option(id, { nil: undefined }))
        .map(([text, reply]) => send(`x${text}`, reply)),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 8 }), (steps) => {
        const { tasks, bounded } = planSteps(steps, {
          chatKind: 'direct',
          targetId: 5,
          knownIds: new Set(known),
          bounds,
        });
        expect(tasks).toHaveLength(steps.length);
        steps.forEach((written, i) => {
          const used = tasks[i]?.params;
          const entry = bounded.find((b) => b.step === i + 1);
          if (JSON.stringify(used) === JSON.stringify(written.params)) expect(entry).toBeUndefined();
          else {
            expect(entry?.params).toEqual(used);
            expect(entry?.reason).not.toBe('');
          }
        });
      }),
      { seed, numRuns: 200 },
    );
  });
});

describe('planSteps: recall', () => {
  it('keeps what comes before a recall, one recall, and after it only what the persona decided', () => {
    const steps: PlanStep[] = [
      { type: 'send', params: { text: 'let me check' } },
      { type: 'recall', params: { query: 'Mia birthday' } },
      { type: 'send', params: { text: 'waits' } },
      { type: 'recall', params: { query: 'again' } },
      { type: 'note', params: { text: 'Alice asked about Mia' } },
      { type: 'react', params: { emoji: '👍' } },
    ];
    const { tasks, notes } = planSteps(steps, { chatKind: 'direct', targetId: 5 });
    expect(tasks.map((t) => t.type)).toEqual(['send', 'recall', 'note']);
    expect(notes).toEqual([
      { step: 3, reason: 'send dropped: after a recall, the follow-up turn with its results decides' },
      { step: 4, reason: 'recall dropped: one recall per answer' },
      { step: 6, reason: 'react dropped: after a recall, the follow-up turn with its results decides' },
    ]);
  });
});
