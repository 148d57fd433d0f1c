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
  /** Time allowed for all Telegram fetches of one turn together. */
  fetchTimeoutMs: number;
}

export interface ReplyContext {
  /** Replied-to messages by id; an id missing here is "unknown" (only its id is shown). */
  targets: Map<MessageId, ReplyTarget>;
  /** The answered message's reply chain, direct parent first; resolve ids in `targets`. */
  chain: MessageId[];
  /** The chain goes on above its last entry, at this id (beyond the depth). */
  continuesAt?: MessageId;
  /** Messages fetched from Telegram, worth remembering in the store. */
  fetched: InboundMessage[];
  /** Ids Telegram did not give in time, or refused; they stay "unknown". */
  unavailable: { id: MessageId; reason: string }[];
}

export const DEFAULT_THREAD_DEPTH = 3;
export const DEFAULT_FETCH_TIMEOUT_MS = 5_000;

/**
 * Resolves what the messages of a turn reply to. History messages look only in the fetched
 * history and the local store; the answered message's chain (its thread) may also ask Telegram,
 * within one shared deadline, and stops at a deleted or unknown message, a loop, or the depth.
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
  const cheap = async (id: MessageId): Promise<InboundMessage | undefined> =>
    inHistory.get(id) ?? (await lookups.stored(id));

  for (const message of history) {
    const id = message.replyToId;
    if (id === undefined || context.targets.has(id)) continue;
    const known = await cheap(id);
    if (known) context.targets.set(id, known);
  }

  const deadline = new Deadline(options.fetchTimeoutMs);
  try {
    const depth = Math.max(1, Math.floor(options.threadDepth));
    const seen = new Set<MessageId>([target.id]);
    let cursor = target.replyToId;
    while (cursor !== undefined && context.chain.length < depth && !seen.has(cursor)) {
      const id = cursor;
      seen.add(id);
      context.chain.push(id);
      cursor = undefined;
      const known = context.targets.get(id) ?? (await cheap(id));
      if (known) {
        context.targets.set(id, known);
        if (known !== 'deleted') cursor = known.replyToId;
        continue;
      }
      const answer = await deadline.race(lookups.fetch(id));
      if (answer.kind === 'value') {
        if (answer.value === null) context.targets.set(id, 'deleted');
        else {
          context.targets.set(id, answer.value);
          context.fetched.push(answer.value);
          cursor = answer.value.replyToId;
        }
      } else context.unavailable.push({ id, reason: answer.reason });
    }
    if (cursor !== undefined && !seen.has(cursor)) context.continuesAt = cursor;
  } finally {
    deadline.clear();
  }
  return context;
}

type Raced<T> = { kind: 'value'; value: T } | { kind: 'none'; reason: string };

/** One timer for several calls: once it fires, every pending and later call gives up at once. */
class Deadline {
  #timer: NodeJS.Timeout | undefined;
  #expired: Promise<void> | undefined;
  #done = false;

  constructor(private readonly ms: number) {}

  async race<T>(promise: Promise<T>): Promise<Raced<T>> {
    if (this.#done) return { kind: 'none', reason: 'timeout' };
    this.#expired ??= new Promise<void>((resolve) => {
      this.#timer = setTimeout(() => {
        this.#done = true;
        resolve();
      }, this.ms);
    });
    const value = promise.then(
      (v): Raced<T> => ({ kind: 'value', value: v }),
      (err: unknown): Raced<T> => ({
        kind: 'none',
        reason: err instanceof Error ? err.message : String(err),
      }),
    );
    const timeout = this.#expired.then((): Raced<T> => ({ kind: 'none', reason: 'timeout' }));
    return Promise.race([value, timeout]);
  }

  clear(): void {
    clearTimeout(this.#timer);
    this.#done = true;
  }
}
