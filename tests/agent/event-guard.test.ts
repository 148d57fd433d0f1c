import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EVENT_CAPS, type FireFacts, fireRefusal } from '../../src/agent/event-guard.js';
import { OPEN_ACCESS } from '../../src/config/persona-schema.js';
import { seedFrom } from '../property.js';

const facts = (more: Partial<FireFacts> = {}): FireFacts => ({
  chatId: '7',
  paused: false,
  partner: { senderId: '7', senderUsername: 'alice' },
  policy: OPEN_ACCESS,
  admins: [],
  chat: undefined,
  firedInChat: 0,
  firedByPersona: 0,
  unanswered: 0,
  firedToday: false,
  waitingToday: 0,
  caps: DEFAULT_EVENT_CAPS,
  ...more,
});

describe('fireRefusal', () => {
  it('lets a plan fire in an open chat the other side wrote in, under the caps', () => {
    expect(fireRefusal(facts({ firedInChat: 2, firedByPersona: 19 }))).toBeUndefined();
  });

  it('refuses in order: pause, no conversation, access, chat cap, persona cap', () => {
    expect(fireRefusal(facts({ paused: true, partner: undefined }))).toBe('chat paused by the operator');
    expect(fireRefusal(facts({ partner: undefined, firedInChat: 9 }))).toMatch(/^no earlier conversation/);
    expect(fireRefusal(facts({ firedInChat: 3, firedByPersona: 20 }))).toBe(
      'daily cap: 3 plans in this chat in 24 h',
    );
    expect(fireRefusal(facts({ firedByPersona: 20 }))).toBe('daily cap: 20 plans of the persona in 24 h');
  });

  it('starts nothing more in a chat after max_unanswered check-ins nobody answered', () => {
    expect(fireRefusal(facts({ unanswered: 1 }))).toBeUndefined();
    expect(fireRefusal(facts({ unanswered: 2 }))).toBe(
      'unanswered: 2 check-ins since the other side last wrote',
    );
    expect(
      fireRefusal(facts({ unanswered: 2, caps: { ...DEFAULT_EVENT_CAPS, maxUnanswered: 5 } })),
    ).toBeUndefined();
  });

  it('applies the access policy to the chat’s partner, and keeps quiet in groups that want a mention', () => {
    const contacts = { ...OPEN_ACCESS, dmPolicy: 'contacts' as const };
    expect(fireRefusal(facts({ policy: contacts, chat: { kind: 'direct', contact: true } }))).toBeUndefined();
    expect(fireRefusal(facts({ policy: contacts, chat: { kind: 'direct' } }))).toBe(
      'access: this chat may not start a turn',
    );
    const listed = { ...contacts, allowFrom: ['@alice'] };
    expect(fireRefusal(facts({ policy: listed, chat: { kind: 'direct' } }))).toBeUndefined();
    const mention = { ...OPEN_ACCESS, requireMention: true };
    expect(fireRefusal(facts({ chatId: '-100', policy: mention, chat: { kind: 'group' } }))).toBe(
      'access: the group answers only when called',
    );
    const exempt = { ...mention, groups: { '-100': { requireMention: false } } };
    expect(fireRefusal(facts({ chatId: '-100', policy: exempt, chat: { kind: 'group' } }))).toBeUndefined();
    expect(fireRefusal(facts({ policy: contacts, chat: undefined }))).toBe(
      'access: the chat could not be read',
    );
  });

  it('a plan that fired today leaves the chat’s last slots to plans that have not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        fc.boolean(),
        (cap, firedInChat, waitingToday, firedToday) => {
          const caps = { ...DEFAULT_EVENT_CAPS, firePerChatPerDay: cap };
          const refusal = fireRefusal(facts({ caps, firedInChat, waitingToday, firedToday }));
          // A plan's first turn of the day is held only by the cap itself.
          if (!firedToday) expect(refusal === undefined).toBe(firedInChat < cap);
          // A repeat fires only while every plan still waiting today keeps a slot.
          else expect(refusal === undefined).toBe(firedInChat + waitingToday < cap);
          if (firedToday && waitingToday > 0 && firedInChat < cap && refusal !== undefined)
            expect(refusal).toMatch(/^yields: \d+ other plans? in this chat not yet fired today$/);
        },
      ),
      { numRuns: 300, seed: seedFrom('EVENT_GUARD_SEED', 20261127) },
    );
  });
});
