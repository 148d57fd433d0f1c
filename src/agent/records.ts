import type { ModelReply, ModelRequest } from '../llm/types.js';
import { errorMessage } from '../support/errors.js';
import type { ModelCall, UsagePurpose } from '../support/usage.js';
import type { TurnJournalPort } from '../tasks/journal.js';
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
 * counts, both written in the background; the journal after the commits of the turn and of its
 * report. A failure to record is logged, never the engine's.
 */
export class RuntimeRecords {
  readonly #o: RuntimeRecordsOptions;
  /** Writes under way in the background: `idle()` waits for them. */
  readonly #writes = new Set<Promise<void>>();
  /** The last journal write: each waits for the one before, so a plan's actions land after its turn. */
  #journalled: Promise<void> = Promise.resolve();

  constructor(options: RuntimeRecordsOptions) {
    this.#o = options;
  }

  /** Whether turns are journalled (the runtime keeps each turn's request only then). */
  get journalled(): boolean {
    return this.#o.journal !== undefined;
  }

  /** Whether token counts are recorded. */
  get usageKept(): boolean {
    return this.#o.usage !== undefined;
  }

  get busy(): boolean {
    return this.#writes.size > 0;
  }

  idle(): Promise<unknown> {
    return Promise.allSettled([...this.#writes]);
  }

  /** A journal or usage write, in the background: a failure is logged, never the engine's. */
  write(what: string, write: () => Promise<void>, chatId?: ChatId): Promise<void> {
    const done = write().then(
      () => this.#o.changes?.notify({ agent: this.#o.agent(), chatId }),
      (err: unknown) => this.#o.log.warn(`${what} not recorded`, { reason: errorMessage(err) }),
    );
    this.#writes.add(done);
    void done.finally(() => this.#writes.delete(done));
    return done;
  }

  /** A journal write, in the background, after the journal writes before it. */
  #journal(chatId: ChatId, write: (journal: TurnJournalPort) => Promise<void>): void {
    const { journal } = this.#o;
    if (!journal) return;
    const before = this.#journalled;
    this.#journalled = this.write('turn journal', () => before.then(() => write(journal)), chatId);
  }

  /**
   * The token counts the model reported for a call, with how long it took and the turn it
   * answered, in the background (none when it reported none).
   */
  usage(
    chatId: ChatId,
    purpose: UsagePurpose,
    model: string,
    reply: ModelReply,
    call: Pick<ModelCall, 'turnId' | 'latencyMs'>,
  ): void {
    const { usage, answeredBy } = reply;
    if (!this.#o.usage || !usage) return;
    const by = answeredBy ?? { provider: 'gemini', model };
    const agent = this.#o.agent();
    this.calls([{ agent, chatId, purpose, model: by.model, provider: by.provider, usage, ...call }]);
  }

  /** Model calls already counted, in the background. */
  calls(calls: readonly ModelCall[]): void {
    const sink = this.#o.usage;
    if (sink) for (const call of calls) this.write('model usage', () => sink.record(call));
  }

  /**
   * The turn's journal entry, once the transaction that stored its plan committed: the reply's
   * own commit stays as small as it can be.
   */
  turn(
    task: Task<'received'>,
    report: TurnReport,
    kind: TurnTrigger['kind'],
    graphId: string | undefined,
  ): void {
    if (report.request === undefined) return;
    const turn = journalTurn(task, report, kind, this.#o.agent(), this.#o.clock.now());
    this.#journal(task.chatId, (journal) => journal.record(turn, graphId));
  }

  /** A turn that failed for good is journalled with its error, so the operator sees it among the chat's turns. */
  failedTurn(
    task: Task<'received'>,
    reason: string,
    request: ModelRequest | undefined,
    graphId: string | undefined,
  ): void {
    const turn = failedTurn(task, reason, request, this.#o.agent(), this.#o.clock.now());
    this.#journal(task.chatId, (journal) => journal.record(turn, graphId));
  }

  /** The fate of a settled plan's actions (from what its report read), in the journal. */
  settled(task: Task<'report'>, plan: readonly Task[], delivered: ReadonlySet<string>): void {
    const actions = journalActions(plan, delivered);
    this.#journal(task.chatId, (journal) => journal.settle(task.graphId, actions));
  }
}
