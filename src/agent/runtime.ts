import { randomUUID } from 'node:crypto';
import type { PersonaPrompts } from '../config/prompts.js';
import type { Persona } from '../config/types.js';
import { deliveryHandlers } from '../delivery/handlers.js';
import { acceptMessage, type IntakeOutcome } from '../intake/intake.js';
import type { ModelPort } from '../llm/types.js';
import type { MediaLibrary } from '../media/library.js';
import { MessageLog } from '../store/messages.js';
import type { Store } from '../store/open.js';
import { TaskRepo } from '../store/tasks.js';
import type { Clock } from '../support/clock.js';
import type { Logger } from '../support/log.js';
import { type RetryPolicy, Scheduler } from '../tasks/scheduler.js';
import type { TelegramPort } from '../telegram/port.js';
import type { ChatId, InboundMessage, MessageId } from '../telegram/types.js';
import { runTurn, type TurnReport } from './turn.js';

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
  retry?: RetryPolicy;
  mediaBudget?: number;
  /** How long a turn waits for more messages of a burst (default 500 ms). */
  debounceMs?: number;
  /** Every finished turn, for replay, demo and the console chat. */
  onTurn?: (report: TurnReport) => void;
  onShutdown?: (reason: string | undefined) => void;
}

/** One persona wired up: intake, turn, scheduler and delivery over one Telegram port. */
export class AgentRuntime {
  readonly messages: MessageLog;
  readonly tasks: TaskRepo;
  readonly scheduler: Scheduler;
  readonly #options: AgentRuntimeOptions;
  /** Messages being taken in: `idle()` waits for them too. */
  readonly #intake = new Set<Promise<unknown>>();

  constructor(options: AgentRuntimeOptions) {
    this.#options = options;
    const now = () => options.clock.now();
    this.messages = new MessageLog(options.store.db, now);
    this.tasks = new TaskRepo(options.store.db, now, () => randomUUID().replace(/-/g, '').slice(0, 12));
    const delivery = deliveryHandlers({
      port: options.port,
      clock: options.clock,
      log: options.log,
      typing: () => options.persona().typing,
      ...(options.onShutdown ? { onShutdown: options.onShutdown } : {}),
    });
    this.scheduler = new Scheduler({
      repo: this.tasks,
      clock: options.clock,
      log: options.log,
      ...(options.retry ? { retry: options.retry } : {}),
      handlers: {
        ...delivery,
        received: (task) => this.#received(task.chatId, task.id, task.params.targetId),
      },
    });
  }

  get agent(): string {
    return this.#options.persona().name;
  }

  /** An inbound message from Telegram (or the simulator). */
  accept(message: InboundMessage): Promise<IntakeOutcome> {
    const accepted = acceptMessage(
      {
        agent: this.agent,
        messages: this.messages,
        tasks: this.tasks,
        log: this.#options.log,
        now: () => this.#options.clock.now(),
        debounceMs: this.#options.debounceMs ?? 500,
        kick: (chatId) => void this.scheduler.kick(this.agent, chatId),
      },
      message,
    );
    this.#intake.add(accepted);
    void accepted.finally(() => this.#intake.delete(accepted)).catch(() => {});
    return accepted;
  }

  /** Plans a turn for a chat (answering `targetId`, or the newest message) and starts it. */
  async startTurn(chatId: ChatId, targetId?: MessageId): Promise<void> {
    const params = targetId === undefined ? {} : { targetId };
    await this.tasks.appendChain(this.agent, chatId, [{ type: 'received', params }]);
    void this.scheduler.kick(this.agent, chatId);
  }

  /** After a restart: interrupted tasks are pending again and every open conversation resumes. */
  async resume(): Promise<void> {
    await this.tasks.resetActive();
    for (const { agent, chatId } of await this.tasks.openConversations()) {
      if (agent === this.agent) void this.scheduler.kick(agent, chatId);
    }
  }

  /** Resolves when no message is being taken in and no conversation has work in progress. */
  async idle(): Promise<void> {
    do {
      await Promise.allSettled([...this.#intake]);
      await this.scheduler.idle();
    } while (this.#intake.size > 0);
  }

  async #received(chatId: ChatId, taskId: string, targetId: unknown): Promise<void> {
    const options = this.#options;
    // Unsent messages of an earlier plan are obsolete: this turn sees everything they answered.
    await this.tasks.cancelPending(this.agent, chatId, ['send', 'sticker', 'react']);
    const report = await runTurn(
      {
        agent: this.agent,
        persona: options.persona,
        prompts: options.prompts,
        admins: options.admins,
        port: options.port,
        model: options.model,
        media: options.media,
        messages: this.messages,
        clock: options.clock,
        log: options.log,
        ...(options.mediaBudget !== undefined ? { mediaBudget: options.mediaBudget } : {}),
        enqueue: async (chat, tasks) => {
          await this.tasks.appendChain(this.agent, chat, tasks, { after: taskId });
        },
      },
      typeof targetId === 'number' ? { chatId, targetId } : { chatId },
    );
    options.onTurn?.(report);
  }
}
