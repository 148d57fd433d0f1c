import type { StatusReactions } from '../delivery/status.js';
import type { ModelPort, ModelReply, ModelRequest } from '../llm/types.js';
import { carriedMessages } from '../store/chat-move.js';
import type { EngineStore } from '../store/engine.js';
import type { AppendOptions } from '../store/tasks.js';
import { Limiter } from '../tasks/limiter.js';
import { mergeCovered, settleTurn } from '../tasks/replan.js';
import { handlerFor, type TaskHandlers, type TaskResult } from '../tasks/scheduler.js';
import { isQuiet, type NewTask, type Task } from '../tasks/types.js';
import type { ChatId, InboundMessage, MessageId } from '../telegram/types.js';
import type { AgentRuntimeOptions, RuntimeObserver } from './options.js';
import type { RuntimeRecords } from './records.js';
import { runTurn, type TurnReport, type TurnView } from './turn.js';

export interface TurnRunnerOptions
  extends Pick<
    AgentRuntimeOptions,
    'persona' | 'prompts' | 'admins' | 'port' | 'model' | 'media' | 'clock' | 'log' | 'pauses' | 'changes'
  > {
  agent: () => string;
  store: EngineStore;
  /** Caps concurrent model calls (shared with the summaries, and with other personas when given). */
  limiter: Limiter;
  status: StatusReactions;
  records: RuntimeRecords;
  mediaBudget?: number;
  observer: Pick<RuntimeObserver, 'onTurn' | 'onModelCall' | 'sample'>;
  /** The handlers of the quiet steps (memory, plans), carried out in the turn's own transaction. */
  decisions: TaskHandlers<EngineStore>;
}

/**
 * Runs a chat's turns: the model call behind the shared limiter, then what it decided stored in
 * the transaction that completes the turn, with its journal row. It keeps, per chat, what the last turn showed the model and what changed
 * while a turn was under way.
 */
export class TurnRunner {
  readonly #o: TurnRunnerOptions;
  readonly #turns: Limiter;
  /**
   * Per chat, what the last turn of this process showed the model: the next turn keeps its
   * window start and tells the model only what came after it. Kept in memory: after a restart
   * a turn is a first turn again (new = what came after the persona's last message).
   */
  readonly #views = new Map<ChatId, TurnView>();
  /** Per chat, the newest message taken in by this process. */
  readonly #newestAccepted = new Map<ChatId, MessageId>();
  /** Per chat with a turn under way, the messages edited meanwhile and their new text. */
  readonly #editsDuringTurn = new Map<ChatId, Map<MessageId, string>>();
  /** Chats that got a new id while one of their turns was under way. */
  readonly #movedDuringTurn = new Set<ChatId>();
  /** The request of each turn under way (by task id), for the journal should the turn fail for good. */
  readonly #requests = new Map<string, ModelRequest>();

  constructor(options: TurnRunnerOptions) {
    this.#o = options;
    this.#turns = new Limiter(2 * options.limiter.max);
  }

  /** What an earlier turn of a chat showed, when it ran elsewhere (a replayed fixture's `seen_up_to`). */
  recall(chatId: ChatId, view: TurnView): void {
    this.#views.set(chatId, { ...view });
  }

  /** A message was taken in for a turn: a turn that covers only older ones need not call the model. */
  accepted(message: InboundMessage): void {
    const newest = this.#newestAccepted.get(message.chatId) ?? 0;
    this.#newestAccepted.set(message.chatId, Math.max(newest, message.id));
  }

  /**
   * The chat got a new id while a turn of it is under way: that turn does not send its plan.
   * False when this was already known (Telegram tells a move in both chats).
   */
  moved(chatId: ChatId): boolean {
    if (this.#movedDuringTurn.has(chatId)) return false;
    this.#movedDuringTurn.add(chatId);
    return true;
  }

  /** A message was edited: a turn under way that showed the old text does not send its plan. */
  edited(message: InboundMessage): void {
    if (!message.out) this.#editsDuringTurn.get(message.chatId)?.set(message.id, message.text);
  }

  /** A turn failed for good: journalled with the request it made, if any. */
  failed(task: Task<'received'>, reason: string, graphId: string | undefined): void {
    const request = this.#requests.get(task.id);
    this.#requests.delete(task.id);
    this.#o.records.failedTurn(task, reason, request, graphId);
  }

  /**
   * At most twice as many turns as model slots are under way at once: enough to have the next
   * request ready when a slot frees, without reading and assembling every waiting chat at once
   * during a burst (and letting those prompts go stale while they wait).
   */
  run(task: Task<'received'>, signal: AbortSignal): Promise<TaskResult<EngineStore>> {
    return this.#turns.run(() => this.#turn(task, signal), signal);
  }

  async #turn(task: Task<'received'>, signal: AbortSignal): Promise<TaskResult<EngineStore>> {
    const options = this.#o;
    const agent = options.agent();
    const { targetId, trigger } = task.params;
    const kind = trigger?.kind ?? 'message';
    if (kind !== 'operator' && (await options.pauses?.isPaused(agent, task.chatId))) {
      // The messages stay stored (and unanswered): the next turn after the pause answers them.
      options.log.info('chat paused by the operator: no turn', { chat: task.chatId });
      return {};
    }
    let planned: NewTask[] = [];
    this.#editsDuringTurn.set(task.chatId, new Map());
    const report = await runTurn(
      {
        agent,
        persona: options.persona,
        prompts: options.prompts,
        admins: options.admins,
        port: options.port,
        model: this.#limitedModel(task, signal),
        media: options.media,
        messages: options.store.messages,
        clock: options.clock,
        log: options.log,
        mediaBudget: options.mediaBudget,
        memory: options.store.memory,
        events: options.store.events,
        carried: (chatId, limit) => carriedMessages(options.store.db, agent, chatId, limit),
        sample: options.observer.sample,
        enqueue: async (_chat, tasks) => {
          // Stored by the scheduler with the turn's completion, in one transaction.
          planned = tasks;
        },
      },
      {
        chatId: task.chatId,
        targetId,
        trigger,
        plans: task.params.plans,
        previous: this.#views.get(task.chatId),
      },
    );
    this.#requests.delete(task.id);
    // The window start is kept even if the plan is superseded: that request reached the model,
    // and so did the plans refused before it, which it replaces with its own.
    const shown = report.view;
    if (shown) {
      const view: TurnView = {
        ...this.#views.get(task.chatId),
        windowStart: shown.windowStart,
        refusedPlans: shown.refusedPlans,
        lore: shown.lore,
      };
      this.#views.set(task.chatId, view);
    }
    options.observer.onTurn?.(report);
    // The operator's own turn is carried out in a paused chat: they asked for it there.
    const paused = kind !== 'operator' && (await options.pauses?.isPaused(agent, task.chatId)) === true;
    let graphId: string | undefined;
    const decided: (() => void)[] = [];
    return {
      commit: async (store) => {
        const append = (tasks: readonly NewTask[], how: AppendOptions) =>
          this.#appendPlan(store, task.chatId, tasks, how, signal, decided);
        graphId = await this.#settle(store, task, report, planned, paused, append);
      },
      afterCommit: () => {
        for (const after of decided.splice(0)) after();
        options.records.turn(task, report, kind, graphId);
      },
    };
  }

  /**
   * Stores what a turn decided, unless a newer message makes its plan obsolete or the operator
   * paused the chat meanwhile (then it is stored cancelled, for the record). Returns the graph
   * of the stored plan.
   */
  async #settle(
    store: EngineStore,
    turn: Task<'received'>,
    report: TurnReport,
    planned: NewTask[],
    paused: boolean,
    append: (tasks: readonly NewTask[], how: AppendOptions) => Promise<Task[]>,
  ): Promise<string | undefined> {
    const agent = this.#o.agent();
    const log = this.#o.log;
    const target = report.targetId;
    const edits = this.#editsDuringTurn.get(turn.chatId);
    this.#editsDuringTurn.delete(turn.chatId);
    const queued = (await store.tasks.open(agent, turn.chatId)).filter((t) => t.seq > turn.seq);
    const { supersededBy, redundant } = settleTurn(target, queued);
    const covers = [turn, ...redundant].reduce(
      (all, t) => mergeCovered(all, t.params.covers),
      target === undefined ? [] : [target],
    );
    const stale = editedSinceShown(report.seen?.messages ?? [], edits);
    if (stale.length > 0 && !supersededBy) {
      // The model answered a text that is no longer there: its plan is kept for the record, and
      // one new turn (with what this one and the redundant ones covered) reads the chat again.
      const stored = await append(planned, {
        after: turn.id,
        cancelledBecause: 'superseded: a message it answered was edited while the model was working',
      });
      await store.tasks.cancel(
        redundant.map((t) => t.id),
        'replaced by a turn that reads an edited message',
      );
      const again: NewTask<'received'> = { type: 'received', params: { ...turn.params, covers } };
      await store.tasks.appendChain(agent, turn.chatId, [again], { after: turn.id });
      log.info('plan not sent: a message was edited meanwhile; a new turn reads it', {
        chat: turn.chatId,
        edited: stale,
      });
      return stored[0]?.graphId;
    }
    if (supersededBy) {
      const merged = mergeCovered(supersededBy.params.covers, covers);
      await store.tasks.setParams({ ...supersededBy, params: { ...supersededBy.params, covers: merged } });
      const stored = await append(planned, {
        after: turn.id,
        cancelledBecause: 'superseded: a newer message arrived while the model was working',
      });
      log.info('plan not sent: a newer message arrived meanwhile; the next turn answers all', {
        chat: turn.chatId,
        target,
        planned: planned.length,
      });
      return stored[0]?.graphId;
    }
    if (this.#movedDuringTurn.delete(turn.chatId)) {
      // Telegram refuses messages to the old id; the turn the move started in the new chat answers.
      const stored = await append(planned, {
        after: turn.id,
        cancelledBecause: 'superseded: the group became a supergroup while the model was working',
      });
      log.info('plan not sent: the group became a supergroup meanwhile; the turn there answers', {
        chat: turn.chatId,
      });
      return stored[0]?.graphId;
    }
    if (paused) {
      const stored = await append(planned, {
        after: turn.id,
        cancelledBecause: 'chat paused by the operator',
      });
      log.info('plan not sent: the chat was paused meanwhile', { chat: turn.chatId });
      return stored[0]?.graphId;
    }
    await store.tasks.cancel(
      redundant.map((t) => t.id),
      'already answered by an earlier turn',
    );
    if (target !== undefined) await store.messages.markHandled(agent, turn.chatId, target);
    // Only an answered turn's messages stop being new; a superseded one's are shown as new again.
    const seenUpTo = report.view?.seenUpTo;
    if (seenUpTo !== undefined) this.#views.set(turn.chatId, { ...this.#views.get(turn.chatId), seenUpTo });
    if (covers.length === 0 && planned.length === 0) return undefined;
    const answered = report.reply?.kind === 'text' && report.reply.text.trim() !== '';
    const trigger = turn.params.trigger;
    const checkIn =
      trigger?.kind === 'event' && trigger.id !== undefined && trigger.dueAt !== undefined
        ? { event: trigger.id, dueAt: trigger.dueAt }
        : undefined;
    const close: NewTask = {
      type: 'report',
      params: checkIn ? { covers, answered, checkIn } : { covers, answered },
    };
    const stored = await append([...planned, close], { after: turn.id });
    return stored[0]?.graphId;
  }

  /**
   * Stores a turn's plan, whatever becomes of it (sent, superseded, paused), with what the persona
   * decided (memory, plans) carried out now, in the same transaction: stored done, so a new
   * message, a replan, an edit or a kill later cannot cancel it. `decided` collects what to do
   * once the transaction is stored.
   */
  async #appendPlan(
    store: EngineStore,
    chatId: ChatId,
    tasks: readonly NewTask[],
    how: AppendOptions,
    signal: AbortSignal,
    decided: (() => void)[],
  ): Promise<Task[]> {
    const stored = await store.tasks.appendChain(this.#o.agent(), chatId, tasks, {
      ...how,
      doneNow: isQuiet,
    });
    const context = { signal, confirmed: () => {} };
    for (const task of stored) {
      if (task.status !== 'done') continue;
      const result = await handlerFor(this.#o.decisions, task)?.(task, context);
      if (!result) continue;
      await result.commit?.(store);
      if (result.afterCommit) decided.push(result.afterCommit);
    }
    return stored;
  }

  /**
   * The model behind the shared limiter. Once a slot is free, a turn whose chat has received a
   * newer message meanwhile does not call the model: the newer turn answers everything. 🤔
   * shows when the call starts.
   */
  #limitedModel(turn: Task<'received'>, signal: AbortSignal): ModelPort {
    const { model, clock, observer, records, status, limiter } = this.#o;
    const { covers } = turn.params;
    return {
      generate: (request) => {
        if (records.journalled) this.#requests.set(turn.id, request);
        const asked = clock.now();
        return limiter.run(async (): Promise<ModelReply> => {
          // An in-memory hint, checked without the database so a free slot is used at once;
          // the turn's completion makes the authoritative check.
          const newest = this.#newestAccepted.get(turn.chatId);
          if (newest !== undefined && newest > (covers.at(-1) ?? Number.POSITIVE_INFINITY))
            return { kind: 'silent', reason: 'a newer message arrived before the model was called' };
          const started = clock.now();
          // Wall time, whatever clock the engine keeps: the model answers in real time.
          const asking = performance.now();
          void status.show(turn.chatId, covers, 'working');
          try {
            const reply = await model.generate(request, signal);
            const latencyMs = Math.round(performance.now() - asking);
            records.usage(turn.chatId, 'turn', request.model, reply, { turnId: turn.id, latencyMs });
            return reply;
          } finally {
            observer.onModelCall?.({
              chatId: turn.chatId,
              queuedMs: started - asked,
              modelMs: clock.now() - started,
            });
          }
        }, signal);
      },
    };
  }
}

/** Ids of messages the turn showed whose text was edited to something else while it ran. */
function editedSinceShown(
  shown: readonly InboundMessage[],
  edits: ReadonlyMap<MessageId, string> | undefined,
): MessageId[] {
  if (!edits || edits.size === 0) return [];
  return shown.filter((m) => edits.has(m.id) && edits.get(m.id) !== m.text).map((m) => m.id);
}
