import type { Clock } from '../support/clock.js';
import { Deadline, TimeoutError } from '../support/deadline.js';
import { errorMessage } from '../support/errors.js';
import type { InboundMessage, MessageId } from '../telegram/types.js';

/** What a reply may point at: a message we know, or the fact that it was deleted. */
export type ReplyTarget = InboundMessage | 'deleted';

/** Where replied-to messages come from; injected so the walk is testable and the port stays narrow. */
export interface ReplyLookups {
  /** The local store (cheap); `undefined` when the message was never stored. */
  stored(id: MessageId): Promise<InboundMessage | undefined>;
  /** Telegram (slow, answering turns only); `null` when deleted or never existed. */
  fetch(id: MessageId): Promise<InboundMessage | null>;
}

export interface ReplyContextOptions {
  /** Messages of the target's reply chain to show, counting its direct parent (1–10). */
  threadDepth: number;
  /** Time allowed for all Telegram fetches of one turn together, from the first fetch on. */
  fetchTimeoutMs: number;
  /** The clock that time runs on. */
  clock: Clock;
}

export interface ReplyContext {
  /**
   * Replied-to and pinned messages by id (and the thread's first message); an id missing here is
   * "unknown" (only its id is shown).
   */
  targets: Map<MessageId, ReplyTarget>;
  /** The answered message's reply chain, direct parent first; resolve ids in `targets`. */
  chain: MessageId[];
  /** The chain goes on above its last entry, at this id (beyond the depth). */
  continuesAt?: MessageId;
  /**
   * The first message of the thread, when the chain goes on beyond the depth and its start was
   * found: the topic of a long thread is what its newest message is about.
   */
  root?: MessageId;
  /** Messages between `root` and the last chain entry, left out of the prompt. */
  skipped?: number;
  /** Messages fetched from Telegram, worth remembering in the store. */
  fetched: InboundMessage[];
  /** Ids Telegram did not give in time, or refused; they stay "unknown". */
  unavailable: { id: MessageId; reason: string }[];
}

export const DEFAULT_THREAD_DEPTH = 3;
export const DEFAULT_FETCH_TIMEOUT_MS = 5_000;
/** Longest reply chain walked to find a thread's first message (chain entries included). */
export const THREAD_WALK_MAX = 50;
/**
 * Replied-to and pinned messages of the newest history messages asked from Telegram per turn
 * (newest first): the messages that arrived since the persona last spoke are answered too, and
 * what they point at is what they are about. Older ones are looked up only locally.
 */
export const RECENT_FETCH_MAX = 3;

/**
 * Resolves what the messages of a turn reply to and which messages they pinned, from the fetched
 * history and the local store first. The answered message's chain (its thread, up to the depth,
 * then on to its first message) and what the newest few messages reply to or pin may also ask
 * Telegram, within one shared deadline. A walk stops at a deleted or unknown message or a loop.
 */
export async function collectReplyContext(
  history: readonly InboundMessage[],
  target: InboundMessage,
  lookups: ReplyLookups,
  options: ReplyContextOptions,
): Promise<ReplyContext> {
  const inHistory = new Map<MessageId, InboundMessage>(history.map((m) => [m.id, m]));
  inHistory.set(target.id, target);
  const context: ReplyContext = { targets: new Map(), chain: [], fetched: [], unavailable: [] };
  // A stored copy of a message deleted since is known to be gone: no need to ask Telegram.
  const cheap = async (id: MessageId): Promise<ReplyTarget | undefined> => {
    const found = inHistory.get(id) ?? (await lookups.stored(id));
    return found?.deleted ? 'deleted' : found;
  };

  const missing: MessageId[] = [];
  for (const message of history) {
    const pinned = message.service?.kind === 'pin' ? message.service.messageId : undefined;
    for (const id of [message.replyToId, pinned]) {
      if (id === undefined || context.targets.has(id)) continue;
      const known = await cheap(id);
      if (known) context.targets.set(id, known);
      else if (message.id !== target.id && !missing.includes(id)) missing.push(id);
    }
  }

  // One deadline for every fetch, started by the first: most turns never ask Telegram.
  let deadline: Deadline | undefined;
  /** Known, deleted, or `undefined` when Telegram did not answer in time or refused. */
  const resolve = async (id: MessageId): Promise<ReplyTarget | undefined> => {
    const known = context.targets.get(id) ?? (await cheap(id));
    if (known) return known;
    deadline ??= new Deadline(options.clock, options.fetchTimeoutMs);
    try {
      const answer = await deadline.race(lookups.fetch(id));
      if (answer === null) return 'deleted';
      context.fetched.push(answer);
      return answer;
    } catch (err) {
      context.unavailable.push({ id, reason: err instanceof TimeoutError ? 'timeout' : errorMessage(err) });
      return undefined;
    }
  };

  try {
    const depth = Math.max(1, Math.floor(options.threadDepth));
    const seen = new Set<MessageId>([target.id]);
    let cursor = target.replyToId;
    while (cursor !== undefined && context.chain.length < depth && !seen.has(cursor)) {
      const id = cursor;
      seen.add(id);
      context.chain.push(id);
      cursor = undefined;
      const found = await resolve(id);
      if (found) context.targets.set(id, found);
      if (found && found !== 'deleted') cursor = found.replyToId;
    }
    if (cursor !== undefined && !seen.has(cursor)) {
      context.continuesAt = cursor;
      await findRoot(cursor, seen, context, resolve);
    }
    for (const id of missing.reverse().slice(0, RECENT_FETCH_MAX)) {
      if (context.targets.has(id)) continue;
      const found = await resolve(id);
      if (found) context.targets.set(id, found);
    }
  } finally {
    deadline?.clear();
  }
  return context;
}

/**
 * Walks on from `start` (above the shown chain) to the thread's first message: a message that
 * replies to nothing. Messages on the way are not shown, only counted; a deleted or unknown
 * message, a loop or the walk's bound leaves the first message unknown.
 */
async function findRoot(
  start: MessageId,
  seen: Set<MessageId>,
  context: ReplyContext,
  resolve: (id: MessageId) => Promise<ReplyTarget | undefined>,
): Promise<void> {
  let id = start;
  for (let skipped = 0; context.chain.length + skipped < THREAD_WALK_MAX; skipped++) {
    seen.add(id);
    const found = await resolve(id);
    if (!found || found === 'deleted') return;
    const parent = found.replyToId;
    if (parent === undefined) {
      context.targets.set(id, found);
      context.root = id;
      context.skipped = skipped;
      return;
    }
    if (seen.has(parent)) return;
    id = parent;
  }
}
