import { DEFAULT_RETENTION } from '../config/load.js';
import type { PersonaPrompts } from '../config/prompts.js';
import { DEFAULT_MEMORY } from '../config/schema.js';
import { OPEN_ACCESS, type Persona, type RetentionSettings } from '../config/types.js';
import { deliveryHandlers } from '../delivery/handlers.js';
import type { PresenceController } from '../delivery/presence.js';
import { type ReportDeps, reportHandler, reportWithinStore } from '../delivery/report.js';
import type { SendingPause } from '../delivery/sending-pause.js';
import { StatusReactions } from '../delivery/status.js';
import { type Availability, availabilityAt } from '../intake/availability.js';
import { cancelForDeleted, cancelForTakeover } from '../intake/changes.js';
import { acceptMessage, type IntakeOutcome, replanConversation } from '../intake/intake.js';
import { dueAfterPartnerTyping } from '../intake/partner-typing.js';
import type { ModelPort, ModelReply, ModelRequest } from '../llm/types.js';
import type { MediaLibrary } from '../media/library.js';
import { EngineStore } from '../store/engine.js';
import type { EventRepo } from '../store/events.js';
import type { StoreJournal } from '../store/journal.js';
import { HeldWindow, type MessageLog } from '../store/messages.js';
import type { Store } from '../store/open.js';
import { pruneExpired } from '../store/retention.js';
import { sqlOf } from '../store/sql.js';
import type { TaskRepo } from '../store/tasks.js';
import type { StoreUsage } from '../store/usage.js';
import type { ChangeFeed } from '../support/changes.js';
import { type Clock, every } from '../support/clock.js';
import { errorMessage } from '../support/errors.js';
import { timeOrderedId } from '../support/ids.js';
import type { Logger } from '../support/log.js';
import type { ModelCall, UsagePurpose } from '../support/usage.js';
import type { ChatPausePort } from '../tasks/journal.js';
import { Limiter } from '../tasks/limiter.js';
import { orphanedBy } from '../tasks/readiness.js';
import { carriedPlans, mergeCovered, mergePlans, settleTurn } from '../tasks/replan.js';
import {
  type AllTaskHandlers,
  type BoundaryHook,
  type RetryPolicy,
  Scheduler,
  type StoreOnlyHandlers,
  type TaskResult,
} from '../tasks/scheduler.js';
import type { DuePlan, NewTask, Task, TurnTrigger } from '../tasks/types.js';
import type { DeletedMessages, PartnerTyping, TelegramPort } from '../telegram/port.js';
import type { ChatId, InboundMessage, MessageId } from '../telegram/types.js';
import { fireDueEvents } from './event-firing.js';
import { CAP_WINDOW_MS, DEFAULT_EVENT_CAPS, type EventCaps } from './event-guard.js';
import { EventClock } from './events-clock.js';
import { failedTurn, journalActions, journalTurn } from './journal.js';
import { type SummaryPass, summarizeChat } from './summarize.js';
import { runTurn, type TurnReport, type TurnView } from './turn.js';

/** Concurrent model calls when no shared limiter is given (config: engine.max_concurrent_model_calls). */
export const DEFAULT_MODEL_CONCURRENCY = 8;

/** One model call, for metrics: time spent waiting for a free slot, then in the call. */
export interface ModelCallTiming {
  chatId: ChatId;
  queuedMs: number;
  modelMs: number;
}

export interface AgentRuntimeOptions {
  persona: () => Persona;
  prompts: () => PersonaPrompts;
  admins: () => readonly string[];
  port: TelegramPort;
  model: ModelPort;
  store: Store;
  media: MediaLibrary;
  clock: Clock;
  log: Logger;
  retry?: Partial<RetryPolicy>;
  mediaBudget?: number;
  /** How long a turn waits for more messages of a burst (default 500 ms). */
  debounceMs?: number;
  /** Caps concurrent model calls; pass one instance to every persona for a process-wide cap. */
  modelLimiter?: Limiter;
  /** A status reaction taking longer is given up (default 5 s). */
  statusTimeoutMs?: number;
  /** Every finished turn, for replay, demo and the console chat. */
  onTurn?: (report: TurnReport) => void;
  /** An admin's `shutdown`, once stored as done. */
  onShutdown?: (reason: string | undefined) => void;
  /** The persona's sending pause (after Telegram limited the account); default: its own. */
  sendingPause?: SendingPause;
  onModelCall?: (timing: ModelCallTiming) => void;
  /** Test hook: called at every point where the process may die (the crash test kills there). */
  onBoundary?: BoundaryHook;
  /** Every summary pass that ended (replay and the memory bench count its model calls). */
  onSummary?: (chatId: ChatId, pass: SummaryPass) => void;
  /** How long stored state is kept; pruning starts with `resume` (default: the config defaults). */
  retention?: RetentionSettings;
  /** Nothing younger is pruned (`telegram.backlog_max_age_hours`; default 24 h). */
  backlogMaxAgeMs?: number;
  /** Where every model call's token counts go (none recorded when absent). */
  usage?: StoreUsage;
  /** Where every turn is written for the operator (none when absent). */
  journal?: StoreJournal;
  /** Chats the operator paused: no turn starts there and their plans are not carried out. */
  pauses?: ChatPausePort;
  /** Told when a chat's stored state changed (a message, a turn, its actions): the console's live pages. */
  changes?: ChangeFeed;
  /**
   * How long reading a message takes: its turn (which marks the chat read) starts no sooner
   * than this after its burst began. Absent: the turn starts after the debounce alone.
   */
  readDelayMs?: (message: InboundMessage) => number;
  /** Told when each task starts and ends: the account shows online while the persona works. */
  presence?: Pick<PresenceController, 'started' | 'finished'>;
  /** Caps on the persona's own plans firing (rolling 24 h); default 3 per chat, 20 per persona. */
  events?: Partial<EventCaps>;
}

/** How long an outgoing message waits for a send in progress to record it before it counts as the owner's. */
const OWN_SEND_WAIT_MS = 10_000;
const OWN_SEND_POLL_MS = 250;

/**
 * One persona wired up: intake, turn, scheduler, delivery and status reactions over one
 * Telegram port. Everything it decides is stored before it acts, so a new process on the same
 * database picks up where this one stopped (`resume`).
 */
export class AgentRuntime {
  readonly messages: MessageLog;
  readonly tasks: TaskRepo;
  /** The persona's own plans (write through it, then call `eventsChanged`). */
  readonly events: EventRepo;
  readonly scheduler: Scheduler<EngineStore>;
  readonly status: StatusReactions;
  readonly #store: EngineStore;
  readonly #options: AgentRuntimeOptions;
  readonly #limiter: Limiter;
  readonly #turns: Limiter;
  /** Messages being taken in: `idle()` waits for them too. */
  readonly #intake = new Set<Promise<unknown>>();
  #intakeTail: Promise<void> = Promise.resolve();
  /**
   * Per chat, what the last turn of this process showed the model: the next turn keeps its
   * window start and tells the model only what came after it. Kept in memory: after a restart
   * a turn is a first turn again (new = what came after the persona's last message).
   */
  readonly #views = new Map<ChatId, TurnView>();
  /** Per chat, the newest message taken in by this process. */
  readonly #newestAccepted = new Map<ChatId, MessageId>();
  /** Periodic pruning, from `resume` until `stop`, and the pass under way. */
  #pruneTimer: { stop(): void } | undefined;
  #pruning: Promise<void> | undefined;
  /** Journal and usage writes under way: `idle()` waits for them too. */
  readonly #records = new Set<Promise<void>>();
  /** Summary passes under way, by chat, and chats to look at again once theirs ends. */
  readonly #summarizing = new Map<ChatId, Promise<void>>();
  readonly #summarizeAgain = new Set<ChatId>();
  #summaryAbort = new AbortController();
  /**
   * Per chat with a turn under way, what it holds for the transaction that stores its plan: the
   * windows it fetched and its model call's token counts (one commit per reply instead of three).
   */
  readonly #held = new Map<ChatId, TurnHold>();
  /** Per chat with a turn under way, the messages edited meanwhile and their new text. */
  readonly #editsDuringTurn = new Map<ChatId, Map<MessageId, string>>();
  /** The request of each turn under way (by task id), for the journal should the turn fail for good. */
  readonly #requests = new Map<string, ModelRequest>();
  /** Per direct chat, the pending turn the partner's typing holds back and when it was first due. */
  readonly #heldByTyping = new Map<ChatId, { taskId: string; firstDue: number }>();
  /** The persona's own plans: sleeps until the next is due (started by `resume` or `startEvents`). */
  readonly #events: EventClock;

  constructor(options: AgentRuntimeOptions) {
    this.#options = options;
    const now = () => options.clock.now();
    this.#store = new EngineStore(options.store.db, now, () => timeOrderedId(now()), options.log);
    this.messages = this.#store.messages;
    this.tasks = this.#store.tasks;
    this.events = this.#store.events;
    this.#limiter = options.modelLimiter ?? new Limiter(DEFAULT_MODEL_CONCURRENCY);
    this.#turns = new Limiter(2 * this.#limiter.max);
    this.status = new StatusReactions({
      port: options.port,
      clock: options.clock,
      log: options.log,
      enabled: () => options.persona().statusReactions === true,
      timeoutMs: options.statusTimeoutMs,
    });
    const delivery = deliveryHandlers({
      port: options.port,
      clock: options.clock,
      log: options.log,
      typing: () => options.persona().typing,
      deliveries: this.#store.deliveries,
      admins: options.admins,
      onShutdown: options.onShutdown,
      sendingPause: options.sendingPause,
      memory: () => options.persona().memory,
      timeZone: () => options.persona().timezone,
      events: () => options.persona().events,
      eventsChanged: () => this.eventsChanged(),
    });
    const reporting: ReportDeps = {
      store: this.#store,
      status: this.status,
      log: options.log,
      onSettled: (task, plan, delivered) => this.#journalSettled(task, plan, delivered),
    };
    const journalledReport = reportHandler(reporting);
    const reportWithin = reportWithinStore(reporting);
    // After delivery, off the reply's path: older messages may now be summarised.
    const thenSummarize = (
      task: Task<'report'>,
      result: TaskResult<EngineStore> | undefined,
    ): TaskResult<EngineStore> => ({
      ...result,
      afterCommit: () => {
        result?.afterCommit?.();
        this.#summarizeSoon(task.chatId);
      },
    });
    // Complete by type: a new task type does not compile until it is handled here or in delivery.
    const handlers: AllTaskHandlers<EngineStore> = {
      ...delivery,
      received: (task, context) => this.#received(task, context.signal),
      report: async (task) => thenSummarize(task, await journalledReport(task)),
    };
    const storeOnly: StoreOnlyHandlers<EngineStore> = {
      report: (task) => {
        const work = reportWithin(task);
        return work && (async (store) => thenSummarize(task, await work(store)));
      },
    };
    this.#events = new EventClock({
      clock: options.clock,
      log: options.log,
      nextDueAt: () => this.#store.events.nextDueAt(this.agent),
      fireDue: (now) => this.#fireDueEvents(now),
    });
    this.scheduler = new Scheduler({
      store: this.#store,
      clock: options.clock,
      log: options.log,
      retry: options.retry,
      onBoundary: (boundary, detail) => {
        options.onBoundary?.(boundary, detail);
        this.#presenceAt(boundary, detail.task);
      },
      handlers,
      storeOnly,
      // A turn that failed for good still gets its report: the user sees 😱, the log says why.
      onFailure: async (task, reason, store) => {
        if (task.type !== 'received') return;
        const report: NewTask<'report'> = {
          type: 'report',
          params: { covers: task.params.covers, turnFailed: true },
        };
        const [stored] = await store.tasks.appendChain(this.agent, task.chatId, [report], { after: task.id });
        this.#journalFailure(task, reason, stored?.graphId);
      },
    });
  }

  get agent(): string {
    return this.#options.persona().name;
  }

  /** The persona's current settings (config reloads included). */
  get persona(): Persona {
    return this.#options.persona();
  }

  /** An inbound message from Telegram (or the simulator). Stored even after `stop()`. */
  accept(message: InboundMessage, trigger: TurnTrigger = { kind: 'message' }): Promise<IntakeOutcome> {
    // One message at a time, letting other work run in between: a burst of messages must not
    // hold back the turns of the chats that were taken in first.
    const accepted = this.#intakeTail.then(() => this.#acceptNow(message, trigger));
    this.#intakeTail = accepted.then(yieldToOthers, yieldToOthers);
    this.#intake.add(accepted);
    void accepted.finally(() => this.#intake.delete(accepted)).catch(() => {});
    return accepted;
  }

  #acceptNow(message: InboundMessage, trigger: TurnTrigger): Promise<IntakeOutcome> {
    return acceptMessage(
      {
        trigger,
        agent: this.agent,
        store: this.#store,
        log: this.#options.log,
        now: () => this.#options.clock.now(),
        debounceMs: this.#options.debounceMs ?? 500,
        availability: (now) => this.availability(now),
        wakes: (m) => this.#wakes(m),
        readDelayMs: this.#options.readDelayMs,
        kick: (chatId) => void this.scheduler.kick(this.agent, chatId),
        onBoundary: this.#options.onBoundary,
      },
      message,
    ).then((outcome) => {
      this.#options.changes?.notify({ agent: this.agent, chatId: message.chatId });
      if (outcome === 'queued') {
        const newest = this.#newestAccepted.get(message.chatId) ?? 0;
        this.#newestAccepted.set(message.chatId, Math.max(newest, message.id));
        // 👀 would say the message was seen: a sleeping persona has not.
        if (this.availability().kind !== 'asleep' || this.#wakes(message))
          void this.status.show(message.chatId, [message.id], 'queued');
      }
      return outcome;
    });
  }

  /**
   * The partner of a direct chat types (or stopped): the chat's pending turn waits until the
   * typing lapses, within a bound (`dueAfterPartnerTyping`); the operator's "answer now" does
   * not wait. Group typing is ignored. A new message replaces the turn by itself (intake).
   */
  async partnerTyping(event: PartnerTyping): Promise<void> {
    if (event.chatId !== event.userId) return;
    const now = this.#options.clock.now();
    const open = await this.tasks.open(this.agent, event.chatId);
    const turn = open.find(
      (t): t is Task<'received'> =>
        t.type === 'received' && t.status === 'pending' && t.params.trigger?.kind !== 'operator',
    );
    if (!turn) {
      this.#heldByTyping.delete(event.chatId);
      return;
    }
    const due = turn.notBefore ?? now;
    const held = this.#heldByTyping.get(event.chatId);
    const firstDue = held?.taskId === turn.id ? held.firstDue : due;
    this.#heldByTyping.set(event.chatId, { taskId: turn.id, firstDue });
    const next = dueAfterPartnerTyping(
      event.typing ? { due, firstDue, typingAt: now } : { due, firstDue, stoppedAt: now },
    );
    if (next === due) return;
    await this.tasks.setNotBefore(turn.id, next);
    this.#options.log.debug('turn waits while the partner types', { chat: event.chatId, due: next });
    void this.scheduler.kick(this.agent, event.chatId);
  }

  /** Every task but a turn's closing report is the persona at work (the report only accounts). */
  #presenceAt(boundary: string, task: Task | undefined): void {
    const presence = this.#options.presence;
    if (!presence || !task || task.type === 'report') return;
    if (boundary === 'task-claimed') presence.started(task.id);
    else if (boundary === 'task-settled') presence.finished(task.id);
  }

  /** The persona's availability by its schedule (`free` without one), now or at a given moment. */
  availability(at: number = this.#options.clock.now()): Availability {
    const persona = this.#options.persona();
    const schedule = persona.schedule;
    return schedule && schedule.length > 0
      ? availabilityAt(schedule, persona.timezone, at)
      : { kind: 'free' };
  }

  /** An admin's direct message (the chat is the sender's) wakes the persona when its config allows. */
  #wakes(message: InboundMessage): boolean {
    return (
      this.#options.persona().wakeForAdmins === true &&
      message.chatId === message.senderId &&
      this.#options.admins().includes(message.senderId)
    );
  }

  /** What an earlier turn of a chat showed, when it ran elsewhere (a replayed fixture's `seen_up_to`). */
  recall(chatId: ChatId, view: TurnView): void {
    this.#views.set(chatId, { ...view });
  }

  /** A message that starts no turn (access policy) but belongs to the conversation: stored as context. */
  async remember(message: InboundMessage): Promise<void> {
    await this.messages.remember(this.agent, message, { handled: true });
    this.#options.changes?.notify({ agent: this.agent, chatId: message.chatId });
  }

  /**
   * A message the account sent. Ours when the delivery log has it (a send still in progress
   * gets a moment to record it); otherwise the account's owner wrote from another device: the
   * human took over, and what the persona still meant to do in that chat is cancelled.
   */
  async outgoing(message: InboundMessage): Promise<void> {
    const { clock, log } = this.#options;
    for (let waited = 0; ; waited += OWN_SEND_POLL_MS) {
      const claimed = await this.#store.deliveries.claimedMessageIds(this.agent, message.chatId, [
        message.id,
      ]);
      if (claimed.has(message.id)) return;
      const open = await this.tasks.open(this.agent, message.chatId);
      const sending = open.some((t) => t.status === 'active' && (t.type === 'send' || t.type === 'sticker'));
      if (!sending || waited >= OWN_SEND_WAIT_MS) break;
      await clock.sleep(OWN_SEND_POLL_MS);
    }
    const cancelled = await this.#store.transaction((store) =>
      cancelForTakeover(store, this.agent, message.chatId),
    );
    log.info('the account owner wrote in the chat: the human took over', {
      chat: message.chatId,
      message: message.id,
      cancelled,
    });
    if (cancelled > 0) void this.scheduler.kick(this.agent, message.chatId);
    this.#options.changes?.notify({ agent: this.agent, chatId: message.chatId });
  }

  /**
   * A message was edited: the stored copy follows (a pending turn reads the chat afresh anyway).
   * While a turn of the chat is under way the edit is noted: if that turn showed the old text,
   * its plan is not sent and a new turn reads the chat again (`#settle`).
   */
  async edited(message: InboundMessage): Promise<void> {
    await this.#writeHeldNow(message.chatId);
    await this.messages.rememberAll(this.agent, [message]);
    if (!message.out) this.#editsDuringTurn.get(message.chatId)?.set(message.id, message.text);
    this.#options.log.debug('message edited', { chat: message.chatId, message: message.id });
  }

  /**
   * Messages were deleted: stored copies are marked (a reply to one shows it deleted) and pending
   * work answering them is cancelled or retargeted (see `cancelForDeleted`).
   */
  async deleted(deleted: DeletedMessages): Promise<void> {
    await this.#writeHeldNow(deleted.chatId);
    const marked = await this.messages.markDeleted(this.agent, deleted.ids, deleted.chatId);
    const chats = new Set(marked);
    if (deleted.chatId !== undefined) chats.add(deleted.chatId);
    else
      for (const c of await this.tasks.openConversations()) if (c.agent === this.agent) chats.add(c.chatId);
    for (const chatId of chats) {
      const effect = await this.#store.transaction((store) =>
        cancelForDeleted(store, this.agent, chatId, deleted.ids),
      );
      if (effect.cancelledTurns + effect.retargeted + effect.cancelledReplies === 0) continue;
      this.#options.log.info('messages deleted: pending replies to them cancelled', { ...effect });
      void this.scheduler.kick(this.agent, chatId);
    }
  }

  /**
   * Plans a turn for a chat (answering `targetId`, or the newest message) and starts it;
   * `trigger` says why (default: new messages). While the persona sleeps it starts when it
   * wakes, unless the operator asked for it.
   */
  async startTurn(
    chatId: ChatId,
    targetId?: MessageId,
    trigger: TurnTrigger = { kind: 'message' },
    /** Plans already due that the turn carries (a recorded turn replayed): see `carriedPlans`. */
    plans: readonly DuePlan[] = [],
  ): Promise<void> {
    await this.#store.transaction((store) => this.#appendTurn(store, chatId, targetId, trigger, plans));
    void this.scheduler.kick(this.agent, chatId);
  }

  /**
   * A turn's `received` task, in the caller's transaction: what the conversation still had
   * pending is replanned into it. While the persona sleeps it is due at wake-up, unless the
   * operator asked for it.
   */
  async #appendTurn(
    store: EngineStore,
    chatId: ChatId,
    targetId: MessageId | undefined,
    trigger: TurnTrigger,
    given: readonly DuePlan[] = [],
  ): Promise<void> {
    const replan = await replanConversation(store, this.agent, chatId);
    // A reaction's target is the persona's own message: it is no inbound message to cover.
    const covers = mergeCovered(
      replan.inherit,
      targetId === undefined || trigger.kind === 'reaction' ? [] : [targetId],
    );
    const plans = carriedPlans(mergePlans(given, replan.plans), trigger);
    const turn: NewTask<'received'> = { type: 'received', params: { targetId, trigger, covers, plans } };
    const availability = this.availability();
    const notBefore =
      availability.kind === 'asleep' && trigger.kind !== 'operator' ? availability.wakeAt : undefined;
    await store.tasks.appendChain(this.agent, chatId, [turn], { notBefore });
  }

  /**
   * Starts watching the persona's own plans (`resume` does it; an offline world without a
   * resume calls it). What fell due while nothing watched is handled at once.
   */
  startEvents(): void {
    this.#events.start();
  }

  /**
   * The persona's plans were written, changed or cancelled (call it once that is committed):
   * the event clock looks again, so a plan sooner than the one it sleeps for is not missed.
   */
  eventsChanged(): void {
    this.#events.changed();
  }

  /** Every plan due at `now`, fired or skipped under the guard rails; chats with a new turn are woken. */
  async #fireDueEvents(now: number): Promise<void> {
    const persona = this.#options.persona();
    const woken = await fireDueEvents(
      {
        agent: this.agent,
        store: this.#store,
        log: this.#options.log,
        pauses: this.#options.pauses,
        port: this.#options.port,
        policy: persona.access ?? OPEN_ACCESS,
        admins: this.#options.admins(),
        // The runtime's own caps (tests, benchmarks) win over config, which wins over the defaults.
        caps: {
          firePerChatPerDay:
            this.#options.events?.firePerChatPerDay ??
            persona.events?.firePerChatPerDay ??
            DEFAULT_EVENT_CAPS.firePerChatPerDay,
          firePerPersonaPerDay:
            this.#options.events?.firePerPersonaPerDay ??
            persona.events?.firePerPersonaPerDay ??
            DEFAULT_EVENT_CAPS.firePerPersonaPerDay,
        },
        appendTurn: (store, chatId, trigger) => this.#appendTurn(store, chatId, undefined, trigger),
      },
      now,
    );
    for (const chatId of woken) {
      void this.scheduler.kick(this.agent, chatId);
      this.#options.changes?.notify({ agent: this.agent, chatId });
    }
  }

  /**
   * Pauses a chat's plans: its open tasks are cancelled (a turn's closing report still runs), so
   * nothing planned is sent. The pause itself is stored by the caller.
   */
  async cancelPlans(chatId: ChatId, reason: string): Promise<number> {
    const open = await this.tasks.open(this.agent, chatId);
    const cancelled = await this.tasks.cancel(
      open.filter((t) => t.type !== 'report').map((t) => t.id),
      reason,
    );
    void this.scheduler.kick(this.agent, chatId);
    return cancelled;
  }

  /** Cancels one pending task (what depends on it is cancelled by the engine's rules). */
  async cancelTask(taskId: string, reason: string): Promise<boolean> {
    const task = await this.tasks.get(taskId);
    if (!task || task.agent !== this.agent || task.status !== 'pending') return false;
    // Its dependents go in the same write: left to the scheduler's next pass of the lane, they
    // would stay listed as planned while the lane sleeps on a long wait.
    const open = await this.tasks.open(this.agent, task.chatId);
    const ids = [taskId, ...orphanedBy(task, open).map((t) => t.id)];
    const cancelled = (await this.tasks.cancel(ids, reason)) > 0;
    void this.scheduler.kick(this.agent, task.chatId);
    return cancelled;
  }

  /**
   * After a (re)start: tasks that were running are pending again and every conversation with
   * unfinished work continues; stored due times (waits, debounce, backoff) are kept.
   */
  async resume(): Promise<void> {
    const reset = await this.tasks.resetActive(this.agent);
    const open = (await this.tasks.openConversations()).filter((c) => c.agent === this.agent);
    if (reset > 0 || open.length > 0)
      this.#options.log.info('resuming stored work', { interrupted: reset, conversations: open.length });
    for (const { chatId } of open) void this.scheduler.kick(this.agent, chatId);
    // Old state is pruned now and then periodically, in the background: work comes first.
    const { pruneIntervalMs } = this.#options.retention ?? DEFAULT_RETENTION;
    this.#pruneTimer?.stop();
    this.#pruneTimer = every(this.#options.clock, pruneIntervalMs, () => void this.#prune());
    void this.#prune();
    this.#events.start();
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
    const { clock, log, store } = this.#options;
    const retention = this.#options.retention ?? DEFAULT_RETENTION;
    const persona = this.#options.persona();
    try {
      const pruned = await pruneExpired(
        store.db,
        this.agent,
        {
          ...retention,
          keepNewestMessages: persona.historySize,
          keepUnsummarised:
            (persona.memory ?? DEFAULT_MEMORY).summarizeAbove > 0 &&
            this.#options.prompts().summarize !== undefined,
          backlogAgeMs: this.#options.backlogMaxAgeMs,
        },
        clock.now(),
      );
      // The caps look back a day; the log is kept as long as the turn journal, for the operator.
      const eventLog = await this.#store.events.pruneLog(
        clock.now() - Math.max(CAP_WINDOW_MS, retention.journalMs),
      );
      if (Object.values(pruned).some((n) => n > 0) || eventLog > 0)
        log.info('pruned old state', { ...pruned, eventLog });
    } catch (err) {
      // A locked or full disk may pass: the next pass tries again.
      log.error('pruning old state failed; it is tried again later', { reason: errorMessage(err) });
    }
  }

  /** Resolves when no message is being taken in and no conversation has work in progress. */
  async idle(): Promise<void> {
    do {
      await Promise.allSettled([...this.#intake]);
      await this.#events.idle();
      await this.scheduler.idle();
      await this.status.idle();
      await this.#pruning;
      await Promise.allSettled([...this.#records, ...this.#summarizing.values()]);
    } while (
      this.#intake.size > 0 ||
      this.#events.busy ||
      this.#pruning !== undefined ||
      this.#records.size > 0 ||
      this.#summarizing.size > 0
    );
  }

  /**
   * One summary pass per chat at a time; a request while one runs is remembered and run after
   * it. A failed pass is logged and changes nothing: the next turn's pass tries again.
   */
  #summarizeSoon(chatId: ChatId): void {
    if (this.#summarizing.has(chatId)) {
      this.#summarizeAgain.add(chatId);
      return;
    }
    const { log, persona, prompts, port, model } = this.#options;
    const signal = this.#summaryAbort.signal;
    const run = summarizeChat(
      {
        agent: this.agent,
        persona,
        prompts,
        port,
        memory: this.#store.memory,
        messages: this.messages,
        log,
        model: {
          generate: (request) =>
            this.#limiter.run(async () => {
              const reply = await model.generate(request, signal);
              this.#recordUsage(chatId, 'summary', request.model, reply);
              return reply;
            }, signal),
        },
      },
      chatId,
    )
      .then(
        (pass) => this.#options.onSummary?.(chatId, pass),
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
        if (this.#summarizeAgain.delete(chatId) && !signal.aborted) this.#summarizeSoon(chatId);
      });
    this.#summarizing.set(chatId, run);
  }

  /**
   * Graceful shutdown: no new task starts; running ones get `graceMs` to finish, then are
   * interrupted and stay stored as pending, like everything else not done yet.
   */
  async stop(graceMs?: number): Promise<void> {
    this.#pruneTimer?.stop();
    this.#pruneTimer = undefined;
    await this.#events.stop();
    await Promise.allSettled([...this.#intake]);
    await this.scheduler.stop(graceMs);
    // A summary pass is never needed to finish: an interrupted one is simply done again later.
    this.#summaryAbort.abort();
    await Promise.allSettled([...this.#summarizing.values()]);
    this.#summaryAbort = new AbortController();
    await this.status.idle();
    await this.#pruning;
    await Promise.allSettled([...this.#records]);
  }

  /** A journal or usage write, in the background: a failure is logged, never the engine's. */
  #write(what: string, write: () => Promise<void>, chatId?: ChatId): void {
    const done = write().then(
      () => this.#options.changes?.notify({ agent: this.agent, chatId }),
      (err: unknown) => this.#options.log.warn(`${what} not recorded`, { reason: errorMessage(err) }),
    );
    this.#records.add(done);
    void done.finally(() => this.#records.delete(done));
  }

  /**
   * A turn's model call: its token counts go with the turn's plan (`#writeHeld`), or on their
   * own when no turn of the chat is under way.
   */
  #holdUsage(chatId: ChatId, model: string, reply: ModelReply): void {
    const held = this.#held.get(chatId);
    if (held && reply.usage && this.#options.usage)
      held.usage.push({ agent: this.agent, chatId, purpose: 'turn', model, usage: reply.usage });
    else this.#recordUsage(chatId, 'turn', model, reply);
  }

  /** The token counts the model reported for a call, in the background (none when it reported none). */
  #recordUsage(chatId: ChatId, purpose: UsagePurpose, model: string, reply: ModelReply): void {
    const sink = this.#options.usage;
    const { usage } = reply;
    if (!sink || !usage) return;
    const call: ModelCall = { agent: this.agent, chatId, purpose, model, usage };
    this.#write('model usage', () => sink.record(call));
  }

  /**
   * A turn that failed for good is journalled with its error, so the operator sees it among the
   * chat's turns. Written in the background: the connection is the failure's transaction's until
   * it commits, so the entry lands after it.
   */
  #journalFailure(task: Task<'received'>, reason: string, graphId: string | undefined): void {
    const request = this.#requests.get(task.id);
    this.#requests.delete(task.id);
    const { journal, clock } = this.#options;
    if (!journal) return;
    const turn = failedTurn(task, reason, request, this.agent, clock.now());
    this.#write('turn journal', () => journal.record(turn, graphId), task.chatId);
  }

  /**
   * The fate of a settled plan's actions, in the journal (from what the report read): written in
   * the transaction that completes the report, one commit fewer per reply. Its failure is logged
   * and never the report's.
   */
  #journalSettled(
    task: Task<'report'>,
    plan: readonly Task[],
    delivered: ReadonlySet<string>,
  ): TaskResult<EngineStore> | undefined {
    const { journal, log, changes } = this.#options;
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
        if (settled) changes?.notify({ agent: this.agent, chatId: task.chatId });
      },
    };
  }

  /**
   * At most twice as many turns as model slots are under way at once: enough to have the next
   * request ready when a slot frees, without reading and assembling every waiting chat at once
   * during a burst (and letting those prompts go stale while they wait).
   */
  #received(task: Task<'received'>, signal: AbortSignal): Promise<TaskResult<EngineStore>> {
    return this.#turns.run(() => this.#turn(task, signal), signal);
  }

  async #turn(task: Task<'received'>, signal: AbortSignal): Promise<TaskResult<EngineStore>> {
    const options = this.#options;
    const { targetId, trigger } = task.params;
    const kind = trigger?.kind ?? 'message';
    if (kind !== 'operator' && (await options.pauses?.isPaused(this.agent, task.chatId))) {
      // The messages stay stored (and unanswered): the next turn after the pause answers them.
      options.log.info('chat paused by the operator: no turn', { chat: task.chatId });
      return {};
    }
    let planned: NewTask[] = [];
    this.#editsDuringTurn.set(task.chatId, new Map());
    const held: TurnHold = { window: new HeldWindow(this.messages), usage: [] };
    this.#held.set(task.chatId, held);
    const report = await runTurn(
      {
        agent: this.agent,
        persona: options.persona,
        prompts: options.prompts,
        admins: options.admins,
        port: options.port,
        model: this.#limitedModel(task, signal),
        media: options.media,
        messages: held.window,
        clock: options.clock,
        log: options.log,
        mediaBudget: options.mediaBudget,
        memory: this.#store.memory,
        events: this.#store.events,
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
    ).catch((err: unknown) => {
      this.#release(task.chatId, held);
      throw err;
    });
    this.#requests.delete(task.id);
    // The window start is kept even if the plan is superseded: that request reached the model.
    const shown = report.view;
    if (shown) {
      const view: TurnView = { ...this.#views.get(task.chatId), windowStart: shown.windowStart };
      this.#views.set(task.chatId, view);
    }
    options.onTurn?.(report);
    // The operator's own turn is carried out in a paused chat: they asked for it there.
    const paused = kind !== 'operator' && (await options.pauses?.isPaused(this.agent, task.chatId)) === true;
    let journalled = false;
    return {
      commit: async (store) => {
        // First what the turn fetched (as if written before the model call): settling marks it answered.
        await this.#writeHeld(store, task.chatId, held);
        const graphId = await this.#settle(store, task, report, planned, paused);
        journalled = await this.#journalTurn(store, task, report, kind, graphId);
      },
      afterCommit: () => {
        if (journalled) options.changes?.notify({ agent: this.agent, chatId: task.chatId });
      },
    };
  }

  /**
   * Writes what a turn held within the transaction that stores its plan. Should that transaction
   * be rolled back, the token counts are written on their own (the call was made); the windows
   * are Telegram's and are fetched again by the next turn.
   */
  async #writeHeld(store: EngineStore, chatId: ChatId, held: TurnHold): Promise<void> {
    this.#unhold(chatId, held);
    await store.messages.rememberAll(this.agent, held.window.take());
    const calls = held.usage.splice(0);
    const usage = this.#options.usage;
    if (!usage || calls.length === 0) return;
    try {
      const sink = usage.within(store.db);
      for (const call of calls) await sink.record(call);
    } catch (err) {
      this.#options.log.warn('model usage not recorded', { reason: errorMessage(err) });
    }
    sqlOf(store.db).whenAbandoned(() => {
      for (const call of calls) this.#write('model usage', () => usage.record(call));
    });
  }

  /** A turn that ends without storing a plan writes what it held on its own, in the background. */
  #release(chatId: ChatId, held: TurnHold): void {
    this.#unhold(chatId, held);
    const window = held.window.take();
    if (window.length > 0)
      this.#write('history window', () => this.messages.rememberAll(this.agent, window), chatId);
    const usage = this.#options.usage;
    for (const call of held.usage.splice(0)) if (usage) this.#write('model usage', () => usage.record(call));
  }

  /** The turn no longer holds anything an edit or a deletion must write first. */
  #unhold(chatId: ChatId, held: TurnHold): void {
    if (this.#held.get(chatId) === held) this.#held.delete(chatId);
  }

  /** Before a held message is changed (edited, deleted): the turn's windows are written first. */
  async #writeHeldNow(chatId: ChatId | undefined): Promise<void> {
    for (const [chat, held] of this.#held)
      if (chatId === undefined || chat === chatId)
        await this.messages.rememberAll(this.agent, held.window.take());
  }

  /**
   * The turn's journal row, written in the transaction that stores its plan: one commit fewer
   * per reply, and the row and the plan it names are stored together. Its failure is logged
   * and never the turn's.
   */
  async #journalTurn(
    store: EngineStore,
    task: Task<'received'>,
    report: TurnReport,
    kind: TurnTrigger['kind'],
    graphId: string | undefined,
  ): Promise<boolean> {
    const { journal, clock, log } = this.#options;
    if (!journal || report.request === undefined) return false;
    const turn = journalTurn(task, report, kind, this.agent, clock.now());
    try {
      await journal.within(store.db).record(turn, graphId);
      return true;
    } catch (err) {
      log.warn('turn journal not recorded', { reason: errorMessage(err) });
      return false;
    }
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
  ): Promise<string | undefined> {
    const target = report.targetId;
    const edits = this.#editsDuringTurn.get(turn.chatId);
    this.#editsDuringTurn.delete(turn.chatId);
    const queued = (await store.tasks.open(this.agent, turn.chatId)).filter((t) => t.seq > turn.seq);
    const { supersededBy, redundant } = settleTurn(target, queued);
    const covers = [turn, ...redundant].reduce(
      (all, t) => mergeCovered(all, t.params.covers),
      target === undefined ? [] : [target],
    );
    const stale = editedSinceShown(report.seen?.messages ?? [], edits);
    if (stale.length > 0 && !supersededBy) {
      // The model answered a text that is no longer there: its plan is kept for the record, and
      // one new turn (with what this one and the redundant ones covered) reads the chat again.
      const stored = await store.tasks.appendChain(this.agent, turn.chatId, planned, {
        after: turn.id,
        cancelledBecause: 'superseded: a message it answered was edited while the model was working',
      });
      await store.tasks.cancel(
        redundant.map((t) => t.id),
        'replaced by a turn that reads an edited message',
      );
      const again: NewTask<'received'> = { type: 'received', params: { ...turn.params, covers } };
      await store.tasks.appendChain(this.agent, turn.chatId, [again], { after: turn.id });
      this.#options.log.info('plan not sent: a message was edited meanwhile; a new turn reads it', {
        chat: turn.chatId,
        edited: stale,
      });
      return stored[0]?.graphId;
    }
    if (supersededBy) {
      const merged = mergeCovered(supersededBy.params.covers, covers);
      await store.tasks.setParams({ ...supersededBy, params: { ...supersededBy.params, covers: merged } });
      const stored = await store.tasks.appendChain(this.agent, turn.chatId, planned, {
        after: turn.id,
        cancelledBecause: 'superseded: a newer message arrived while the model was working',
      });
      this.#options.log.info('plan not sent: a newer message arrived meanwhile; the next turn answers all', {
        chat: turn.chatId,
        target,
        planned: planned.length,
      });
      return stored[0]?.graphId;
    }
    if (paused) {
      const stored = await store.tasks.appendChain(this.agent, turn.chatId, planned, {
        after: turn.id,
        cancelledBecause: 'chat paused by the operator',
      });
      this.#options.log.info('plan not sent: the chat was paused meanwhile', { chat: turn.chatId });
      return stored[0]?.graphId;
    }
    await store.tasks.cancel(
      redundant.map((t) => t.id),
      'already answered by an earlier turn',
    );
    if (target !== undefined) await store.messages.markHandled(this.agent, turn.chatId, target);
    // Only an answered turn's messages stop being new; a superseded one's are shown as new again.
    const seenUpTo = report.view?.seenUpTo;
    if (seenUpTo !== undefined) this.#views.set(turn.chatId, { ...this.#views.get(turn.chatId), seenUpTo });
    if (covers.length === 0 && planned.length === 0) return undefined;
    const answered = report.reply?.kind === 'text' && report.reply.text.trim() !== '';
    const close: NewTask = { type: 'report', params: { covers, answered } };
    const stored = await store.tasks.appendChain(this.agent, turn.chatId, [...planned, close], {
      after: turn.id,
    });
    return stored[0]?.graphId;
  }

  /**
   * The model behind the shared limiter. Once a slot is free, a turn whose chat has received a
   * newer message meanwhile does not call the model: the newer turn answers everything. 🤔
   * shows when the call starts.
   */
  #limitedModel(turn: Task<'received'>, signal: AbortSignal): ModelPort {
    const { model, clock, onModelCall } = this.#options;
    const { covers } = turn.params;
    return {
      generate: (request) => {
        if (this.#options.journal) this.#requests.set(turn.id, request);
        const asked = clock.now();
        return this.#limiter.run(async (): Promise<ModelReply> => {
          // An in-memory hint, checked without the database so a free slot is used at once;
          // the turn's completion makes the authoritative check.
          const newest = this.#newestAccepted.get(turn.chatId);
          if (newest !== undefined && newest > (covers.at(-1) ?? Number.POSITIVE_INFINITY))
            return { kind: 'silent', reason: 'a newer message arrived before the model was called' };
          const started = clock.now();
          void this.status.show(turn.chatId, covers, 'working');
          try {
            const reply = await model.generate(request, signal);
            this.#holdUsage(turn.chatId, request.model, reply);
            return reply;
          } finally {
            onModelCall?.({ chatId: turn.chatId, queuedMs: started - asked, modelMs: clock.now() - started });
          }
        }, signal);
      },
    };
  }
}

/** What a turn under way keeps for the transaction that stores its plan. */
interface TurnHold {
  window: HeldWindow;
  usage: ModelCall[];
}

function yieldToOthers(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Ids of messages the turn showed whose text was edited to something else while it ran. */
function editedSinceShown(
  shown: readonly InboundMessage[],
  edits: ReadonlyMap<MessageId, string> | undefined,
): MessageId[] {
  if (!edits || edits.size === 0) return [];
  return shown.filter((m) => edits.has(m.id) && edits.get(m.id) !== m.text).map((m) => m.id);
}
