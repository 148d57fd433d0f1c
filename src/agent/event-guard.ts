import type { AccessPolicy } from '../config/persona-schema.js';
import { directAllowed, groupRequiresMention } from '../intake/access.js';
import type { ChatId, ChatInfo, InboundMessage } from '../telegram/types.js';

/**
 * Whether a due plan of the persona may start a turn. Pure: the runtime gathers the facts, this
 * decides. A plan is the persona writing first, so it gets less than an answer would: only where
 * the other side has written before, within daily caps, never in a paused chat, and only where
 * the access policy would let that chat start a turn.
 */

/** How many plans may fire in a rolling 24 hours. */
export interface EventCaps {
  firePerChatPerDay: number;
  firePerPersonaPerDay: number;
  /** Plans fired in a chat since the other side last wrote there, after which none fires there. */
  maxUnanswered: number;
}

export const DEFAULT_EVENT_CAPS: EventCaps = {
  firePerChatPerDay: 3,
  firePerPersonaPerDay: 20,
  maxUnanswered: 2,
};

/** The runtime's own caps (tests, benchmarks) win over config, which wins over the defaults. */
export function eventCaps(own: Partial<EventCaps>, configured: Partial<EventCaps> | undefined): EventCaps {
  return {
    firePerChatPerDay:
      own.firePerChatPerDay ?? configured?.firePerChatPerDay ?? DEFAULT_EVENT_CAPS.firePerChatPerDay,
    firePerPersonaPerDay:
      own.firePerPersonaPerDay ?? configured?.firePerPersonaPerDay ?? DEFAULT_EVENT_CAPS.firePerPersonaPerDay,
    maxUnanswered: own.maxUnanswered ?? configured?.maxUnanswered ?? DEFAULT_EVENT_CAPS.maxUnanswered,
  };
}

/**
 * The caps count what fired in the last 24 hours (rolling), not per local calendar day: a plan
 * at 23:30 and one at 00:30 are an hour apart, and a calendar day would let a burst straddle
 * midnight.
 */
export const CAP_WINDOW_MS = 24 * 3_600_000;

export interface FireFacts {
  chatId: ChatId;
  /** The operator paused the chat. */
  paused: boolean;
  /** The newest message the other side wrote in the chat; absent: they never wrote there. */
  partner: Pick<InboundMessage, 'senderId' | 'senderUsername'> | undefined;
  policy: AccessPolicy;
  admins: readonly string[];
  /** The chat as Telegram knows it; only needed (and read) when the policy is not fully open. */
  chat: Pick<ChatInfo, 'kind' | 'contact'> | undefined;
  /** Plans fired in the last 24 hours: in this chat, and by the persona in all its chats. */
  firedInChat: number;
  firedByPersona: number;
  /** Check-ins nobody answered: plan-started turns that delivered a message since the other side last wrote. */
  unanswered: number;
  /** This plan already fired today (the persona's local day). */
  firedToday: boolean;
  /** Other plans of this chat due by the end of today that have not fired today. */
  waitingToday: number;
  caps: EventCaps;
}

/** The policy lets every chat start a turn: nothing to ask Telegram about the chat. */
export function openPolicy(policy: AccessPolicy): boolean {
  return policy.dmPolicy === 'open' && !policy.requireMention && Object.keys(policy.groups).length === 0;
}

/** Why the plan may not fire now (one short reason, stored in the event log); undefined: it may. */
export function fireRefusal(facts: FireFacts): string | undefined {
  if (facts.paused) return 'chat paused by the operator';
  if (!facts.partner) return 'no earlier conversation: the other side never wrote in this chat';
  const access = accessRefusal(facts, facts.partner);
  if (access) return access;
  if (facts.unanswered >= facts.caps.maxUnanswered)
    return `unanswered: ${facts.unanswered} check-ins since the other side last wrote`;
  // Fair per plan: one that already had its turn today leaves the chat's last slots to those that did not.
  if (
    facts.firedToday &&
    facts.waitingToday > 0 &&
    facts.firedInChat + facts.waitingToday >= facts.caps.firePerChatPerDay
  )
    return `yields: ${facts.waitingToday} other plan${facts.waitingToday === 1 ? '' : 's'} in this chat not yet fired today`;
  if (facts.firedInChat >= facts.caps.firePerChatPerDay)
    return `daily cap: ${facts.caps.firePerChatPerDay} plans in this chat in 24 h`;
  if (facts.firedByPersona >= facts.caps.firePerPersonaPerDay)
    return `daily cap: ${facts.caps.firePerPersonaPerDay} plans of the persona in 24 h`;
  return undefined;
}

function accessRefusal(
  facts: FireFacts,
  partner: Pick<InboundMessage, 'senderId' | 'senderUsername'>,
): string | undefined {
  if (openPolicy(facts.policy)) return undefined;
  if (!facts.chat) return 'access: the chat could not be read';
  if (facts.chat.kind === 'direct')
    return directAllowed(partner, facts.chat, facts.policy, facts.admins)
      ? undefined
      : 'access: this chat may not start a turn';
  // A group that hears the persona only when called is not one it speaks up in unasked.
  return groupRequiresMention(facts.chatId, facts.policy)
    ? 'access: the group answers only when called'
    : undefined;
}
