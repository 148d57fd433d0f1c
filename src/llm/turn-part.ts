import {
  type Activity,
  activityAt,
  formatClockTime,
  localMoment,
  nextActivity,
  weekdayLabel,
} from '../config/schedule.js';
import { sanitizeName, sanitizeText } from '../conversation/sanitize.js';
import { formatMessageTime, weekdayOf } from '../conversation/time.js';
import type { ChatMsg } from '../conversation/types.js';
import type { DuePlan, TurnTrigger } from '../tasks/types.js';
import type { ChatInfo, MessageId } from '../telegram/types.js';
import { hasOwnId } from './render.js';

/**
 * The per-turn part: the last part of the last user turn, after the history, so the model reads
 * it last and everything before it can stay the same from one turn to the next. It says when
 * it is, which messages are new, what started the turn and what to do. Pure.
 */
export interface TurnFacts {
  trigger: TurnTrigger;
  /** The moment of the turn and the persona's zone: a plan acted on late says when it was due. */
  at?: { ms: number; timeZone: string };
  /** Plans that fell due for turns this one replaced (one came due while asleep, then a message). */
  plans?: readonly DuePlan[];
  /** Plans the previous answer in this chat wrote that were not kept: told once, here. */
  refusedPlans?: readonly string[];
  /** The current local time, as `formatCurrentTime` writes it. */
  now: string;
  /** The messages this turn brings to the model's attention, oldest first. */
  fresh: readonly ChatMsg[];
  /** The newest message an earlier turn of this chat showed; absent when no earlier turn did. */
  seenUpTo?: MessageId;
  /** Senders whose name someone else in view shares: named with their user id. */
  ambiguous?: ReadonlySet<string>;
  /** The persona card's post-history instructions, already with macros applied. */
  closing?: string;
  /** What the persona's schedule says about now; absent without a schedule. */
  day?: DayFacts;
}

/** The current activity (absent in free time) and the next one, local times already written. */
export interface DayFacts {
  current?: { name: string; until: string };
  next?: { name: string; at: string };
}

/**
 * The schedule at a moment, as the turn part tells it: the end of the current activity as a
 * local time, the start of the next one too, with its weekday when it is not today.
 */
export function dayFacts(schedule: readonly Activity[], timeZone: string, now: number): DayFacts {
  const today = localMoment(now, timeZone).day;
  const at = (ms: number) => {
    const local = localMoment(ms, timeZone);
    return local.day === today ? formatClockTime(local.minute) : weekdayLabel(local.weekday, local.minute);
  };
  const facts: DayFacts = {};
  const current = activityAt(schedule, timeZone, now);
  if (current) facts.current = { name: current.activity.name, until: at(current.endMs) };
  const next = nextActivity(schedule, timeZone, now);
  if (next) facts.next = { name: next.activity.name, at: at(next.startMs) };
  return facts;
}

/** With no earlier turn and no message of the persona's own in view: how many count as new. */
export const FIRST_LOOK = 5;

/** Ids listed one by one up to this many per sender; a longer run is given as a range. */
const LISTED_IDS = 6;

/**
 * The messages no earlier turn of this chat has seen; with no earlier turn, those after the
 * persona's last message in the window, or the newest few when it never spoke. The persona's
 * own messages are never new. `targetId`, when given, is among them whatever the rest says: a
 * message that started the turn is why it runs.
 */
export function freshMessages(
  window: readonly ChatMsg[],
  seenUpTo: MessageId | undefined,
  targetId?: MessageId,
): ChatMsg[] {
  let fresh: ChatMsg[];
  if (seenUpTo !== undefined) fresh = window.filter((m) => m.id > seenUpTo && !m.isAgent);
  else {
    const lastOwn = window.findLastIndex((m) => m.isAgent);
    const others = window.slice(lastOwn + 1).filter((m) => !m.isAgent);
    fresh = lastOwn >= 0 ? others : others.slice(-FIRST_LOOK);
  }
  const target = window.find((m) => m.id === targetId && !m.isAgent);
  if (target && !fresh.includes(target)) fresh = [...fresh, target].sort((a, b) => a.id - b.id);
  return fresh;
}

/** Triggers whose target is new by definition: the turn runs because that message arrived. */
export function targetIsNew(trigger: TurnTrigger): boolean {
  return trigger.kind === 'message' || trigger.kind === 'unread-scan';
}

/**
 * Two lines at most: the facts of the turn (time, what is new, what started it), then what to
 * do when it is more than "answer"; once after an answer whose plan was refused, a line saying so. Short on purpose: it is the one part of the request that is
 * new every turn, and the rules behind it are in the system instruction.
 */
export function buildTurnPart(all: TurnFacts, chat: ChatInfo): string {
  // A join or a pin is not someone speaking: listed apart, and never something to answer.
  const events = all.fresh.filter(isEvent);
  const facts = { ...all, fresh: all.fresh.filter((m) => !isEvent(m)) };
  // New messages are the usual reason for a turn: said in two words, not a clause of its own.
  const started =
    facts.trigger.kind === 'message' && events.length > 0
      ? 'a chat event'
      : triggerText(facts.trigger, facts.at);
  const said =
    facts.trigger.kind === 'message' && facts.fresh.length > 0
      ? `Just arrived: ${newList(facts)}.`
      : `New: ${newList(facts)}. Started by: ${started}.`;
  const why = events.length > 0 ? `${said} Events, not messages: ${eventList(events, facts)}.` : said;
  const day = facts.day ? ` ${dayText(facts.day)}` : '';
  const plans = facts.plans ?? [];
  const also = plans.length > 0 ? ` Also due: ${plans.map((p) => planText(p, facts.at)).join('; ')}.` : '';
  const lines = [`⟦Now: ${facts.now}.${day} ${why}${also}⟧`];
  if (facts.trigger.kind === 'recall') lines.push(...recallLines(facts.trigger, facts.at));
  const refused = facts.refusedPlans ?? [];
  if (refused.length > 0)
    lines.push(
      `⟦Not kept from your last answer: ${refused.map((r) => sanitizeName(r, PLAN_TEXT_MAX)).join('; ')}.⟧`,
    );
  const todo = instruction(facts, chat);
  if (todo) lines.push(`⟦${todo}⟧`);
  const closing = facts.closing?.trim();
  return closing ? `${lines.join('\n')}\n\n${closing}` : lines.join('\n');
}

/** `Your day: at the shop until 19:00, then dinner from 19:00.` */
function dayText(day: DayFacts): string {
  const now = day.current ? `${day.current.name} until ${day.current.until}` : 'free time';
  return day.next ? `Your day: ${now}, then ${day.next.name} from ${day.next.at}.` : `Your day: ${now}.`;
}

function newList(facts: TurnFacts): string {
  if (facts.fresh.length === 0) return 'nothing';
  return senderRuns(facts.fresh, facts.ambiguous ?? new Set())
    .map((run) => `${idList(run.ids)} ${run.sender}`)
    .join('; ');
}

/** A plan's intent as the turn part quotes it: model-written from chat words, so neutralised like a name. */
const PLAN_TEXT_MAX = 300;

function instruction(facts: TurnFacts, chat: ChatInfo): string | undefined {
  if (facts.trigger.kind === 'recall')
    return 'Go on with your answer using what you recalled, if it helps (the chat above is newer); do not recall the same again.';
  if (facts.trigger.kind === 'event' || (facts.fresh.length === 0 && (facts.plans ?? []).length > 0))
    return 'Act on your plan now (write, or do what it says) if it still makes sense; else `# «think»`.';
  if ((facts.plans ?? []).length > 0)
    return chat.kind === 'group'
      ? 'Answer what is addressed to you or what your part in this group calls for, and act on your due plans if they still make sense; else `# «think»`.'
      : 'Answer what is new, and act on your due plans if they still make sense.';
  if (facts.fresh.length === 0)
    return 'Add something only if it truly continues the conversation; else `# «think»`.';
  if (chat.kind === 'group')
    return 'Answer what is addressed to you or what your part in this group calls for; else `# «think»`.';
  return facts.fresh.length > 1 ? 'Answer them as a whole.' : undefined;
}

function triggerText(trigger: TurnTrigger, at: TurnFacts['at']): string {
  switch (trigger.kind) {
    case 'message':
      return 'new messages';
    case 'unread-scan':
      return 'unread messages found in a check of your chats';
    case 'marked-unread':
      return 'the chat was marked unread, asking you to look at it';
    case 'reaction':
      // By id: the headers name user ids, and an id cannot carry an instruction as a name can.
      return `a reaction ${trigger.emoji}${trigger.fromId === undefined ? '' : ` by user ${trigger.fromId}`} to your message #${trigger.messageId}`;
    case 'operator':
      return 'you were asked to answer now';
    case 'event':
      return trigger.id === undefined
        ? `your plan is due: ${quotedPlan(trigger.what)}${late(trigger.dueAt, at)}`
        : `your plan ${trigger.id} is due: ${quotedPlan(trigger.what)}${late(trigger.dueAt, at)}`;
    case 'recall':
      return `your recall ${quotedPlan(trigger.query)} (${trigger.hits.length === 0 ? 'nothing found' : `${trigger.hits.length} found, below`})`;
  }
}

/**
 * What a recall found, each hit on its lines, oldest context first as found: a message with its
 * number, time and sender, a summary with the messages it covers, an archived memory entry with
 * the day it was written. Texts are chat words: sanitised.
 */
function recallLines(trigger: Extract<TurnTrigger, { kind: 'recall' }>, at: TurnFacts['at']): string[] {
  const zone = at?.timeZone ?? 'UTC';
  return trigger.hits.map((hit) => {
    const when = formatMessageTime(hit.at, zone);
    const head =
      hit.source === 'summary'
        ? `⟦recalled: summary of #${hit.id}–#${hit.lastId ?? hit.id}, up to ${when.slice(0, 10)}⟧`
        : hit.source === 'memory'
          ? `⟦recalled: an old memory of yours, written ${when.slice(0, 10)}⟧`
          : `⟦recalled: #${hit.id} ${when} ${hit.from === 'you' ? 'you' : sanitizeName(hit.from ?? '')}⟧`;
    return `${head} ${sanitizeText(hit.text)}`;
  });
}

/** `your plan e3 “…”`: a carried plan, named like the one that starts a turn. */
function planText(plan: DuePlan, at: TurnFacts['at']): string {
  return plan.id === undefined
    ? `your plan ${quotedPlan(plan.what)}${late(plan.dueAt, at)}`
    : `your plan ${plan.id} ${quotedPlan(plan.what)}${late(plan.dueAt, at)}`;
}

/** A plan acted on this much after it was due says when that was. */
const LATE_MS = 15 * 60_000;

/** ` (planned for 03:00)`, or with its day when that was another day; empty when on time. */
function late(dueAt: number | undefined, at: TurnFacts['at']): string {
  if (dueAt === undefined || !at || at.ms - dueAt < LATE_MS) return '';
  const due = formatMessageTime(dueAt, at.timeZone);
  const today = formatMessageTime(at.ms, at.timeZone).slice(0, 10);
  return ` (planned for ${due.startsWith(today) ? due.slice(11) : `${weekdayOf(due.slice(0, 10))} ${due}`})`;
}

function quotedPlan(what: string): string {
  return `“${sanitizeName(what, PLAN_TEXT_MAX).replace(/[“”]/g, '"')}”`;
}

function isEvent(m: ChatMsg): boolean {
  return m.parts.some((p) => p.kind === 'service');
}

/** What an event was, in a word: no title or text of it here, as this part is trusted. */
const EVENT_WORDS: Record<Extract<ChatMsg['parts'][number], { kind: 'service' }>['event'], string> = {
  join: 'joined',
  leave: 'left',
  pin: 'pinned a message',
  title: 'renamed the chat',
  photo: 'changed the chat photo',
  other: 'a service message',
};

/** `#6 Bob joined; #7 Alice pinned a message`. */
function eventList(events: readonly ChatMsg[], facts: TurnFacts): string {
  return events
    .map((m) => {
      const part = m.parts.find((p) => p.kind === 'service');
      if (part?.kind !== 'service') return `#${m.id} ${EVENT_WORDS.other}`;
      // The sender added or removed someone else: who is in the message itself.
      const what =
        part.self || (part.event !== 'join' && part.event !== 'leave')
          ? EVENT_WORDS[part.event]
          : part.event === 'join'
            ? 'added someone'
            : 'removed someone';
      return `#${m.id} ${senderLabel(m, facts.ambiguous ?? new Set())} ${what}`;
    })
    .join('; ');
}

/** Consecutive messages of one sender form a run: a burst reads as one entry. */
function senderRuns(
  messages: readonly ChatMsg[],
  ambiguous: ReadonlySet<string>,
): { sender: string; ids: MessageId[] }[] {
  const runs: { key: string; sender: string; ids: MessageId[] }[] = [];
  for (const m of messages) {
    const last = runs.at(-1);
    if (last && last.key === m.senderId) last.ids.push(m.id);
    else runs.push({ key: m.senderId, sender: senderLabel(m, ambiguous), ids: [m.id] });
  }
  return runs;
}

/**
 * The name exactly as the message headers write it (sanitised, in curly quotes unless plain
 * letters), with the user id when someone else in view shares it: this part is trusted text, so
 * a name must not be able to read as an instruction in it.
 */
function senderLabel(m: ChatMsg, ambiguous: ReadonlySet<string>): string {
  const meta = m.parts.find((p) => p.kind === 'meta');
  const shown = meta?.kind === 'meta' ? meta.senderName : m.senderName;
  const who: string[] = [];
  if (ambiguous.has(m.senderId) && m.senderId && !hasOwnId(m.senderName, m.senderId))
    who.push(`user ${m.senderId}`);
  // A bot's message is new, but not a person's: said here as the header says it.
  if (meta?.kind === 'meta' && meta.bot) who.push('a bot');
  return who.length > 0 ? `${shown} (${who.join(', ')})` : shown;
}

/** Senders in `window` whose name someone else there shares (case-insensitive). */
export function sharedNames(window: readonly ChatMsg[]): Set<string> {
  const byName = new Map<string, Set<string>>();
  for (const m of window) {
    if (m.isAgent) continue;
    const key = m.senderName.toLowerCase();
    byName.set(key, (byName.get(key) ?? new Set()).add(m.senderId));
  }
  return new Set([...byName.values()].filter((ids) => ids.size > 1).flatMap((ids) => [...ids]));
}

/** `#3, #4`; three or more consecutive ids (nothing else between them) as `#3–#7`. */
function idList(ids: readonly MessageId[]): string {
  const first = ids[0];
  const last = ids.at(-1);
  if (ids.length >= 3 && first !== undefined && last !== undefined && last - first + 1 === ids.length)
    return `#${first}–#${last}`;
  if (ids.length <= LISTED_IDS) return ids.map((id) => `#${id}`).join(', ');
  return `#${first} … #${last} (${ids.length} messages)`;
}
