import type { RetentionSettings } from '../config/schema.js';
import { carriedMessages } from '../store/chat-move.js';
import type { EngineStore } from '../store/engine.js';
import { pruneExpired } from '../store/retention.js';
import { every } from '../support/clock.js';
import { errorMessage } from '../support/errors.js';
import type { Limiter } from '../tasks/limiter.js';
import type { ChatId } from '../telegram/types.js';
import { CAP_WINDOW_MS } from './event-guard.js';
import type { AgentRuntimeOptions, RuntimeObserver } from './options.js';
import type { RuntimeRecords } from './records.js';
import { summarizeChat } from './summarize.js';

export interface HousekeepingOptions
  extends Pick<AgentRuntimeOptions, 'persona' | 'prompts' | 'port' | 'model' | 'clock' | 'log'> {
  agent: () => string;
  store: EngineStore;
  /** The model slots the summaries share with the turns. */
  limiter: Limiter;
  records: RuntimeRecords;
  retention: RetentionSettings;
  backlogMaxAgeMs?: number;
  observer: Pick<RuntimeObserver, 'onSummary'>;
}

/**
 * Work off the reply's path: pruning what the retention settings let go, periodically from
 * `startPruning` until `stop`, and rolling summaries of chats whose history grew.
 */
export class Housekeeping {
  readonly #o: HousekeepingOptions;
  /** Periodic pruning, from `startPruning` until `stop`, and the pass under way. */
  #pruneTimer: { stop(): void } | undefined;
  #pruning: Promise<void> | undefined;
  /** Summary passes under way, by chat, and chats to look at again once theirs ends. */
  readonly #summarizing = new Map<ChatId, Promise<void>>();
  readonly #summarizeAgain = new Set<ChatId>();
  #summaryAbort = new AbortController();

  constructor(options: HousekeepingOptions) {
    this.#o = options;
  }

  get busy(): boolean {
    return this.#pruning !== undefined || this.#summarizing.size > 0;
  }

  /** The pruning pass under way, if any. */
  pruned(): Promise<void> {
    return this.#pruning ?? Promise.resolve();
  }

  /** The summary passes under way. */
  summarized(): Promise<unknown> {
    return Promise.allSettled([...this.#summarizing.values()]);
  }

  /** Prunes now, then every `pruneIntervalMs`, in the background: work comes first. */
  startPruning(): void {
    this.#pruneTimer?.stop();
    this.#pruneTimer = every(this.#o.clock, this.#o.retention.pruneIntervalMs, () => void this.#prune());
    void this.#prune();
  }

  /** No more pruning passes start. */
  stopPruning(): void {
    this.#pruneTimer?.stop();
    this.#pruneTimer = undefined;
  }

  /** A summary pass is never needed to finish: an interrupted one is simply done again later. */
  async stopSummaries(): Promise<void> {
    this.#summaryAbort.abort();
    await this.summarized();
    this.#summaryAbort = new AbortController();
  }

  /**
   * Deletes what the retention settings let go (in small batches between other work) and logs
   * what went. A pass already under way is joined, not repeated.
   */
  #prune(): Promise<void> {
    this.#pruning ??= this.#pruneOnce().finally(() => {
      this.#pruning = undefined;
    });
    return this.#pruning;
  }

  async #pruneOnce(): Promise<void> {
    const { clock, log, store, retention } = this.#o;
    const persona = this.#o.persona();
    try {
      const pruned = await pruneExpired(
        store.db,
        this.#o.agent(),
        {
          ...retention,
          keepNewestMessages: persona.historySize,
          keepUnsummarised: persona.memory.summarizeAbove > 0 && this.#o.prompts().summarize !== undefined,
          backlogAgeMs: this.#o.backlogMaxAgeMs,
        },
        clock.now(),
      );
      // The caps look back a day; the log is kept as long as the turn journal, for the operator.
      const eventLog = await store.events.pruneLog(
        clock.now() - Math.max(CAP_WINDOW_MS, retention.journalMs),
      );
      if (Object.values(pruned).some((n) => n > 0) || eventLog > 0)
        log.info('pruned old state', { ...pruned, eventLog });
    } catch (err) {
      // A locked or full disk may pass: the next pass tries again.
      log.error('pruning old state failed; it is tried again later', { reason: errorMessage(err) });
    }
  }

  /**
   * One summary pass per chat at a time; a request while one runs is remembered and run after
   * it. A failed pass is logged and changes nothing: the next turn's pass tries again.
   */
  summarizeSoon(chatId: ChatId): void {
    if (this.#summarizing.has(chatId)) {
      this.#summarizeAgain.add(chatId);
      return;
    }
    const { log, persona, prompts, port, model, limiter, records, store } = this.#o;
    const signal = this.#summaryAbort.signal;
    const run = summarizeChat(
      {
        agent: this.#o.agent(),
        persona,
        prompts,
        port,
        memory: store.memory,
        messages: store.messages,
        carried: (chat, limit) => carriedMessages(store.db, this.#o.agent(), chat, limit),
        log,
        model: {
          generate: (request) =>
            limiter.run(async () => {
              const asking = performance.now();
              const reply = await model.generate(request, signal);
              const latencyMs = Math.round(performance.now() - asking);
              records.usage(chatId, 'summary', request.model, reply, { latencyMs });
              return reply;
            }, signal),
        },
      },
      chatId,
    )
      .then(
        (pass) => this.#o.observer.onSummary?.(chatId, pass),
        (err: unknown) => {
          if (!signal.aborted)
            log.warn('summarising failed; it is tried again after the next turn', {
              chat: chatId,
              reason: errorMessage(err),
            });
        },
      )
      .finally(() => {
        this.#summarizing.delete(chatId);
        if (this.#summarizeAgain.delete(chatId) && !signal.aborted) this.summarizeSoon(chatId);
      });
    this.#summarizing.set(chatId, run);
  }
}
