import type { ModelReply, ModelRequest } from '../llm/types.js';
import type { EngineStore } from '../store/engine.js';
import { errorMessage } from '../support/errors.js';
import type { ModelCall, UsagePurpose } from '../support/usage.js';
import type { TaskResult } from '../tasks/scheduler.js';
import type { Task, TurnTrigger } from '../tasks/types.js';
import type { ChatId } from '../telegram/types.js';
import { failedTurn, journalActions, journalTurn } from './journal.js';
import type { AgentRuntimeOptions } from './options.js';
import type { TurnReport } from './turn.js';

export interface RuntimeRecordsOptions
  extends Pick<AgentRuntimeOptions, 'clock' | 'log' | 'usage' | 'journal' | 'changes'> {
  agent: () => string;
}

/**
 * What the operator reads about the persona's work: the turn journal and the model's token
 * counts. A turn's journal row is written with the transaction that stores its plan; the rest
 * in the background. A failure to record is logged, never the engine's.
 */
export class RuntimeRecords {
  readonly #o: RuntimeRecordsOptions;
  /** Writes under way in the background: `idle()` waits for them. */
  readonly #writes = new Set<Promise<void>>();

  constructor(options: RuntimeRecordsOptions) {
    this.#o = options;
  }

  /** Whether turns are journalled (the runtime keeps each turn's request only then). */
  get journalled(): boolean {
    return this.#o.journal !== undefined;
  }

  get busy(): boolean {
    return this.#writes.size > 0;
  }

  idle(): Promise<unknown> {
    return Promise.allSettled([...this.#writes]);
  }

  /** A journal or usage write, in the background: a failure is logged, never the engine's. */
  write(what: string, write: () => Promise<void>, chatId?: ChatId): void {
    const done = write().then(
      () => this.#o.changes?.notify({ agent: this.#o.agent(), chatId }),
      (err: unknown) => this.#o.log.warn(`${what} not recorded`, { reason: errorMessage(err) }),
    );
    this.#writes.add(done);
    void done.finally(() => this.#writes.delete(done));
  }

  /** The token counts the model reported for a call, in the background (none when it reported none). */
  usage(chatId: ChatId, purpose: UsagePurpose, model: string, reply: ModelReply): void {
    const { usage } = reply;
    if (!this.#o.usage || !usage) return;
    this.calls([{ agent: this.#o.agent(), chatId, purpose, model, usage }]);
  }

  /** Model calls already counted, in the background. */
  calls(calls: readonly ModelCall[]): void {
    const sink = this.#o.usage;
    if (sink) for (const call of calls) this.write('model usage', () => sink.record(call));
  }

  /**
   * The turn's journal row, written in the transaction that stores its plan: one commit fewer
   * per reply, and the row and the plan it names are stored together. Its failure is logged
   * and never the turn's.
   */
  async turnWithin(
    store: EngineStore,
    task: Task<'received'>,
    report: TurnReport,
    kind: TurnTrigger['kind'],
    graphId: string | undefined,
  ): Promise<boolean> {
    const { journal, clock, log } = this.#o;
    if (!journal || report.request === undefined) return false;
    const turn = journalTurn(task, report, kind, this.#o.agent(), clock.now());
    try {
      await journal.within(store.db).record(turn, graphId);
      return true;
    } catch (err) {
      log.warn('turn journal not recorded', { reason: errorMessage(err) });
      return false;
    }
  }

  /**
   * A turn that failed for good is journalled with its error, so the operator sees it among the
   * chat's turns. Written in the background: the connection is the failure's transaction's until
   * it commits, so the entry lands after it.
   */
  failedTurn(
    task: Task<'received'>,
    reason: string,
    request: ModelRequest | undefined,
    graphId: string | undefined,
  ): void {
    const { journal, clock } = this.#o;
    if (!journal) return;
    const turn = failedTurn(task, reason, request, this.#o.agent(), clock.now());
    this.write('turn journal', () => journal.record(turn, graphId), task.chatId);
  }

  /**
   * The fate of a settled plan's actions, in the journal (from what the report read): written in
   * the transaction that completes the report, one commit fewer per reply. Its failure is logged
   * and never the report's.
   */
  settled(
    task: Task<'report'>,
    plan: readonly Task[],
    delivered: ReadonlySet<string>,
  ): TaskResult<EngineStore> | undefined {
    const { journal, log, changes } = this.#o;
    if (!journal) return undefined;
    const actions = journalActions(plan, delivered);
    let settled = false;
    return {
      commit: async (store) => {
        try {
          await journal.within(store.db).settle(task.graphId, actions);
          settled = true;
        } catch (err) {
          log.warn('turn journal not recorded', { reason: errorMessage(err) });
        }
      },
      afterCommit: () => {
        if (settled) changes?.notify({ agent: this.#o.agent(), chatId: task.chatId });
      },
    };
  }
}
