import type { Persona } from '../config/resolved.js';
import { type DeliveryDeps, decisionHandlers } from '../delivery/handlers.js';
import { StatusReactions } from '../delivery/status.js';
import { type Availability, availabilityAt, wakeInChat } from '../intake/availability.js';
import { type IntakeOutcome, replanConversation } from '../intake/intake.js';
import { carriedId, moveChatState } from '../store/chat-move.js';
import { EngineStore } from '../store/engine.js';
import type { EventRepo } from '../store/events.js';
import type { MessageLog } from '../store/messages.js';
import type { TaskRepo } from '../store/tasks.js';
import { timeOrderedId } from '../support/ids.js';
import { Limiter } from '../tasks/limiter.js';
import { orphanedBy } from '../tasks/readiness.js';
import { carriedPlans, mergeCovered, mergePlans } from '../tasks/replan.js';
import { Scheduler } from '../tasks/scheduler.js';
import type { DuePlan, NewTask, Task, TurnTrigger } from '../tasks/types.js';
import type { ChatMove, DeletedMessages, PartnerTyping } from '../telegram/port.js';
import type { ChatId, InboundMessage, MessageId } from '../telegram/types.js';
import { ChatWatcher } from './chat-watcher.js';
import { fireDueEvents } from './event-firing.js';
import { eventCaps } from './event-guard.js';
import { EventClock } from './events-clock.js';
import { Housekeeping } from './housekeeping.js';
import { MessageIntake } from './message-intake.js';
import {
  type AgentRuntimeOptions,
  DEFAULT_MODEL_CONCURRENCY,
  type RuntimeSettings,
  runtimeSettings,
} from './options.js';
import { RuntimeRecords } from './records.js';
import { sendReadiness } from './send-readiness.js';
import { runtimeHandlers } from './task-handlers.js';
import type { TurnView } from './turn.js';
import { TurnRunner } from './turn-runner.js';

export { type AgentRuntimeOptions, DEFAULT_MODEL_CONCURRENCY } from './options.js';

/**
 * One persona wired up: intake, turns, scheduler, delivery and status reactions over one
 * Telegram port. Everything it decides is stored before it acts, so a new process on the same
 * database picks up where this one stopped (`resume`). The work is done by its pieces: the
 * `MessageIntake`, the `TurnRunner`, the `ChatWatcher`, `Housekeeping`, the `EventClock` and
 * the `RuntimeRecords`.
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
  readonly #settings: RuntimeSettings;
  readonly #intake: MessageIntake;
  readonly #records: RuntimeRecords;
  readonly #turns: TurnRunner;
  readonly #watcher: ChatWatcher;
  readonly #housekeeping: Housekeeping;
  /** The persona's own plans: sleeps until the next is due (started by `resume` or `startEvents`). */
  readonly #events: EventClock;

  constructor(options: AgentRuntimeOptions) {
    this.#options = options;
    const settings = runtimeSettings(options.settings);
    const observer = options.observer ?? {};
    this.#settings = settings;
    const now = () => options.clock.now();
    const agent = () => this.agent;
    const store = new EngineStore(options.store.db, now, () => timeOrderedId(now()), options.log);
    this.#store = store;
    this.messages = store.messages;
    this.tasks = store.tasks;
    this.events = store.events;
    const limiter = options.modelLimiter ?? new Limiter(DEFAULT_MODEL_CONCURRENCY);
    this.status = new StatusReactions({
      port: options.port,
      clock: options.clock,
      log: options.log,
      enabled: () => options.persona().statusReactions === true,
      timeoutMs: settings.statusTimeoutMs,
    });
    const { clock, log, usage, journal, changes } = options;
    this.#records = new RuntimeRecords({ agent, clock, log, usage, journal, changes });
    const delivery: DeliveryDeps = {
      port: options.port,
      clock,
      log,
      typing: () => options.persona().typing,
      deliveries: store.deliveries,
      admins: options.admins,
      onShutdown: observer.onShutdown,
      sendingPause: options.sendingPause,
      memory: () => options.persona().memory,
      timeZone: () => options.persona().timezone,
      events: () => options.persona().events,
      eventsChanged: () => this.eventsChanged(),
    };
    this.#turns = new TurnRunner({
      ...options,
      agent,
      store,
      limiter,
      status: this.status,
      records: this.#records,
      mediaBudget: settings.mediaBudget,
      observer,
      decisions: decisionHandlers(delivery),
    });
    const kick = (chatId: ChatId) => void this.scheduler.kick(this.agent, chatId);
    this.#watcher = new ChatWatcher({ agent, store, clock, log, changes, turns: this.#turns, kick });
    this.#intake = new MessageIntake({
      ...options,
      agent,
      store,
      status: this.status,
      turns: this.#turns,
      debounceMs: settings.debounceMs,
      availability: (at) => this.availability(at),
      kick,
      onBoundary: observer.onBoundary,
    });
    this.#housekeeping = new Housekeeping({
      ...options,
      agent,
      store,
      limiter,
      records: this.#records,
      retention: settings.retention,
      backlogMaxAgeMs: settings.backlogMaxAgeMs,
      observer,
    });
    const handlers = runtimeHandlers({
      delivery,
      report: {
        store,
        status: this.status,
        log,
        onSettled: (task, plan, delivered) => this.#records.settled(task, plan, delivered),
      },
      turns: this.#turns,
      summarizeSoon: (chatId) => this.#housekeeping.summarizeSoon(chatId),
    });
    this.#events = new EventClock({
      clock: options.clock,
      log: options.log,
      nextDueAt: () => store.events.nextDueAt(this.agent),
      fireDue: (at) => this.#fireDueEvents(at),
    });
    this.scheduler = new Scheduler({
      store,
      clock: options.clock,
      log: options.log,
      retry: settings.retry,
      onBoundary: (boundary, detail) => {
        observer.onBoundary?.(boundary, detail);
        this.#presenceAt(boundary, detail.task);
      },
      handlers,
      readyToSend: (task, now) => sendReadiness(task, now, (at) => this.availability(at), options.connection),
      // A turn that failed for good still gets its report: the user sees 😱, the log says why.
      onFailure: async (task, reason, tx) => {
        if (task.type !== 'received') return;
        const report: NewTask<'report'> = {
          type: 'report',
          params: { covers: task.params.covers, turnFailed: true },
        };
        const [stored] = await tx.tasks.appendChain(this.agent, task.chatId, [report], { after: task.id });
        this.#turns.failed(task, reason, stored?.graphId);
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
    return this.#intake.accept(message, trigger);
  }

  /** The partner of a direct chat types or stopped: its pending turn may wait (`ChatWatcher`). */
  partnerTyping(event: PartnerTyping): Promise<void> {
    return this.#watcher.partnerTyping(event);
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

  /** What an earlier turn of a chat showed, when it ran elsewhere (a replayed fixture's `seen_up_to`). */
  recall(chatId: ChatId, view: TurnView): void {
    this.#turns.recall(chatId, view);
  }

  /** A message that starts no turn (access policy) but belongs to the conversation: stored as context. */
  remember(message: InboundMessage): Promise<void> {
    return this.#intake.remember(message);
  }

  /** A message the account sent: the persona's own, or the owner taking over (`ChatWatcher`). */
  outgoing(message: InboundMessage): Promise<void> {
    return this.#watcher.outgoing(message);
  }

  /** A message was edited: stored, and noted by a turn under way that showed it (`ChatWatcher`). */
  edited(message: InboundMessage): Promise<void> {
    return this.#watcher.edited(message);
  }

  /** Messages were deleted: marked, and pending work answering them cancelled (`ChatWatcher`). */
  deleted(deleted: DeletedMessages): Promise<void> {
    return this.#watcher.deleted(deleted);
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
      availability.kind === 'asleep' && trigger.kind !== 'operator'
        ? wakeInChat(availability.wakeAt, this.agent, chatId)
        : undefined;
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
        policy: persona.access,
        admins: this.#options.admins(),
        caps: eventCaps(this.#settings.events, persona.events),
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

  /**
   * A basic group became a supergroup (`move`; told again, nothing more moves). In one
   * transaction its open work under the old id, which Telegram no longer takes, is cancelled,
   * what the persona knows of the chat moves to the new id (`moveChatState`), and when work was
   * pending a turn in the new chat answers what the cancelled turn would have; a pause moves too.
   * A turn already running finishes without sending (Telegram refuses the old id): its plan is
   * kept cancelled for the record, and the turn in the new chat answers its message instead.
   */
  async chatMoved(move: ChatMove): Promise<void> {
    const { from, to } = move;
    const pauses = this.#options.pauses;
    const paused = (await pauses?.isPaused(this.agent, from)) ?? false;
    if (paused) await pauses?.pause?.(this.agent, to);
    const moved = await this.#store.transaction(async (store) => {
      // A turn already running (waiting for the model) finishes under the old id, sending nothing.
      const all = (await store.tasks.open(this.agent, from)).filter((t) => t.type !== 'report');
      const open = all.filter((t) => t.status === 'pending');
      const active = all.filter((t) => t.type === 'received' && t.status === 'active');
      // Told again (in the other chat): the running turn is already answered for in the new one.
      const running = active.length > 0 && this.#turns.moved(from) ? active : [];
      await store.tasks.cancel(
        open.map((t) => t.id),
        `the group became a supergroup (${to}): the turn there decides`,
      );
      const state = await moveChatState(store.db, this.agent, from, to);
      if (open.length + running.length > 0) {
        const target = [...running, ...open].find((t): t is Task<'received'> => t.type === 'received')?.params
          .targetId;
        const carried = target === undefined ? undefined : carriedId(target, state.idShift);
        await this.#appendTurn(store, to, carried, { kind: 'message' });
      }
      return { ...state, work: open.length + running.length };
    });
    if (paused) await pauses?.resume?.(this.agent, from);
    if (moved.messages + moved.work + moved.events + moved.notes + moved.summaries + moved.memories > 0)
      this.#options.log.info('the group became a supergroup: what the persona knows of it moved', {
        chat: from,
        to,
        ...moved,
      });
    if (this.#options.persona().access.groups[from])
      this.#options.log.warn(
        'config.yaml names the group by its old id in access.groups: add its new id with the same settings',
        { chat: from, to },
      );
    void this.scheduler.kick(this.agent, from);
    void this.scheduler.kick(this.agent, to);
    this.eventsChanged();
    this.#options.changes?.notify({ agent: this.agent, chatId: to });
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

  /** Ends a pending `wait` now: the steps after it go out as soon as their turn comes. */
  async skipWait(taskId: string): Promise<boolean> {
    const task = await this.tasks.get(taskId);
    if (!task || task.agent !== this.agent || task.status !== 'pending' || task.type !== 'wait') return false;
    await this.tasks.setNotBefore(taskId, this.#options.clock.now());
    void this.scheduler.kick(this.agent, task.chatId);
    return true;
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
    this.#housekeeping.startPruning();
    this.#events.start();
  }

  /** Resolves when no message is being taken in and no conversation has work in progress. */
  async idle(): Promise<void> {
    do {
      await this.#intake.idle();
      await this.#events.idle();
      await this.scheduler.idle();
      await this.status.idle();
      await this.#housekeeping.pruned();
      await Promise.allSettled([this.#records.idle(), this.#housekeeping.summarized()]);
    } while (this.#intake.busy || this.#events.busy || this.#housekeeping.busy || this.#records.busy);
  }

  /**
   * Graceful shutdown: no new task starts; running ones get `graceMs` to finish, then are
   * interrupted and stay stored as pending, like everything else not done yet.
   */
  async stop(graceMs?: number): Promise<void> {
    this.#housekeeping.stopPruning();
    await this.#events.stop();
    await this.#intake.idle();
    await this.scheduler.stop(graceMs);
    await this.#housekeeping.stopSummaries();
    await this.status.idle();
    await this.#housekeeping.pruned();
    await this.#records.idle();
  }
}
