import type { StatusReactions } from '../delivery/status.js';
import type { Availability } from '../intake/availability.js';
import { acceptMessage, type IntakeOutcome } from '../intake/intake.js';
import type { EngineStore } from '../store/engine.js';
import type { BoundaryHook } from '../tasks/scheduler.js';
import type { TurnTrigger } from '../tasks/types.js';
import type { ChatId, InboundMessage } from '../telegram/types.js';
import type { AgentRuntimeOptions } from './options.js';
import type { TurnRunner } from './turn-runner.js';

export interface MessageIntakeOptions
  extends Pick<AgentRuntimeOptions, 'persona' | 'admins' | 'clock' | 'log' | 'readDelay' | 'changes'> {
  agent: () => string;
  store: EngineStore;
  status: StatusReactions;
  turns: TurnRunner;
  debounceMs: number;
  availability: (at?: number) => Availability;
  /** Wakes the scheduler for a chat whose work changed. */
  kick: (chatId: ChatId) => void;
  onBoundary?: BoundaryHook;
}

/** Inbound messages, stored one at a time and planned as turns (see `acceptMessage`). */
export class MessageIntake {
  readonly #o: MessageIntakeOptions;
  /** Messages being taken in: the runtime's `idle()` waits for them too. */
  readonly #pending = new Set<Promise<unknown>>();
  #tail: Promise<void> = Promise.resolve();

  constructor(options: MessageIntakeOptions) {
    this.#o = options;
  }

  get busy(): boolean {
    return this.#pending.size > 0;
  }

  idle(): Promise<unknown> {
    return Promise.allSettled([...this.#pending]);
  }

  /** An inbound message from Telegram (or the simulator). Stored even after the runtime stopped. */
  accept(message: InboundMessage, trigger: TurnTrigger): Promise<IntakeOutcome> {
    // One message at a time, letting other work run in between: a burst of messages must not
    // hold back the turns of the chats that were taken in first.
    const accepted = this.#tail.then(() => this.#acceptNow(message, trigger));
    this.#tail = accepted.then(yieldToOthers, yieldToOthers);
    this.#pending.add(accepted);
    void accepted.finally(() => this.#pending.delete(accepted)).catch(() => {});
    return accepted;
  }

  /** A message that starts no turn (access policy) but belongs to the conversation: stored as context. */
  async remember(message: InboundMessage): Promise<void> {
    const agent = this.#o.agent();
    await this.#o.store.messages.remember(agent, message, { handled: true });
    this.#o.changes?.notify({ agent, chatId: message.chatId });
  }

  #acceptNow(message: InboundMessage, trigger: TurnTrigger): Promise<IntakeOutcome> {
    const o = this.#o;
    return acceptMessage(
      {
        trigger,
        agent: o.agent(),
        store: o.store,
        log: o.log,
        now: () => o.clock.now(),
        debounceMs: o.debounceMs,
        availability: (now) => o.availability(now),
        wakes: (m) => this.#wakes(m),
        readDelay: o.readDelay,
        kick: o.kick,
        onBoundary: o.onBoundary,
      },
      message,
    ).then((outcome) => {
      o.changes?.notify({ agent: o.agent(), chatId: message.chatId });
      if (outcome === 'queued') {
        o.turns.accepted(message);
        // 👀 would say the message was seen: a sleeping persona has not.
        if (o.availability().kind !== 'asleep' || this.#wakes(message))
          void o.status.show(message.chatId, [message.id], 'queued');
      }
      return outcome;
    });
  }

  /** An admin's direct message (the chat is the sender's) wakes the persona when its config allows. */
  #wakes(message: InboundMessage): boolean {
    return (
      this.#o.persona().wakeForAdmins === true &&
      message.chatId === message.senderId &&
      this.#o.admins().includes(message.senderId)
    );
  }
}

function yieldToOthers(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
