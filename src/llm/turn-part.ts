import type { ChatMsg } from '../conversation/types.js';
import type { TurnTrigger } from '../tasks/types.js';
import type { ChatInfo, MessageId } from '../telegram/types.js';
import { hasOwnId } from './render.js';

/**
 * The per-turn part: the last part of the last user turn, after the history, so the model reads
 * it last and everything before it can stay the same from one turn to the next. It says when
 * it is, which messages are new, what started the turn and what to do. Pure.
 */
export interface TurnFacts {
  trigger: TurnTrigger;
  /** The current local time, as `formatCurrentTime` writes it. */
  now: string;
  /** The messages this turn brings to the model's attention, oldest first. */
  fresh: readonly ChatMsg[];
  /** The newest message an earlier turn of this chat showed; absent when no earlier turn did. */
  seenUpTo?: MessageId;
  /** The persona card's post-history instructions, already with macros applied. */
  closing?: string;
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

export function buildTurnPart(facts: TurnFacts, chat: ChatInfo): string {
  // One annotation per line, like every other fact the system adds.
  const lines = [
    `Your turn. Now: ${facts.now}.`,
    newLine(facts, chat),
    `Started by: ${triggerText(facts.trigger, facts.fresh)}.`,
    `To do: ${instruction(facts, chat)}`,
  ].map((line) => `⟦${line}⟧`);
  const closing = facts.closing?.trim();
  return closing ? `${lines.join('\n')}\n\n${closing}` : lines.join('\n');
}

function newLine(facts: TurnFacts, chat: ChatInfo): string {
  const since = facts.seenUpTo === undefined ? 'New' : 'New since you last looked';
  if (facts.fresh.length === 0)
    return facts.seenUpTo === undefined ? 'New: nothing since your last message.' : `${since}: nothing.`;
  const runs = senderRuns(facts.fresh).map((run) => `${idList(run.ids)} from ${run.sender}`);
  return `${since}: ${runs.join('; ')}.${facts.fresh.length > 1 ? burstAdvice(chat) : ''}`;
}

function burstAdvice(chat: ChatInfo): string {
  return chat.kind === 'group'
    ? ' Read them together: one answer may cover several.'
    : ' Answer them as a whole, not just the last one.';
}

function instruction(facts: TurnFacts, chat: ChatInfo): string {
  if (facts.fresh.length === 0)
    return 'Add something only if it truly continues the conversation; otherwise stay silent with a `# «think»` block.';
  if (chat.kind === 'group')
    return 'Decide whether any of this is meant for you: it names you, replies to you, or continues a conversation with you. If none of it is, stay silent with a `# «think»` block saying why.';
  return 'Answer as yourself, with task blocks; if nothing calls for an answer, stay silent with a `# «think»` block saying why.';
}

function triggerText(trigger: TurnTrigger, fresh: readonly ChatMsg[]): string {
  switch (trigger.kind) {
    case 'message':
      return fresh.length > 1 ? 'new messages' : 'a new message';
    case 'unread-scan':
      return 'unread messages found when you looked through your chats';
    case 'marked-unread':
      return 'the chat was marked unread: you are asked to look at it';
    case 'reaction':
      return `a reaction ${trigger.emoji} to your message #${trigger.messageId}`;
    case 'operator':
      return 'you were asked to answer now';
    case 'event':
      return `something you planned is due: ${trigger.what}`;
  }
}

/** Consecutive messages of one sender form a run: a burst reads as one line. */
function senderRuns(messages: readonly ChatMsg[]): { sender: string; ids: MessageId[] }[] {
  const runs: { key: string; sender: string; ids: MessageId[] }[] = [];
  for (const m of messages) {
    const last = runs.at(-1);
    if (last && last.key === m.senderId) last.ids.push(m.id);
    else runs.push({ key: m.senderId, sender: senderLabel(m), ids: [m.id] });
  }
  return runs;
}

/** "Alice (user 7)": names can be shared or chosen to mislead; the id cannot. */
function senderLabel(m: ChatMsg): string {
  return !m.senderId || hasOwnId(m.senderName, m.senderId)
    ? m.senderName
    : `${m.senderName} (user ${m.senderId})`;
}

function idList(ids: readonly MessageId[]): string {
  if (ids.length <= LISTED_IDS) return ids.map((id) => `#${id}`).join(', ');
  return `#${ids[0]} to #${ids.at(-1)} (${ids.length} messages)`;
}
