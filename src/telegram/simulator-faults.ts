/** Scripted failures for tests: the next call of `op` throws, or hangs until released. */
export type SimOperation =
  | 'sendText'
  | 'sendSticker'
  | 'react'
  | 'typing'
  | 'markRead'
  | 'downloadMedia'
  | 'blockedUsers'
  | 'isMuted'
  | 'unreadDialogs'
  | 'history'
  | 'block'
  | 'unblock'
  | 'clearHistory';

export interface FailOptions {
  /**
   * Throw after the call took effect (the message is in the chat), as when the connection
   * drops before Telegram's answer arrives.
   */
  afterEffect?: boolean;
}

/** The failures and stalls tests scripted for the simulator's operations, each used once. */
export class SimFaults {
  readonly #failures = new Map<SimOperation, { error: unknown; afterEffect: boolean }[]>();
  readonly #stalls = new Map<SimOperation, Promise<void>[]>();

  failNext(op: SimOperation, error: unknown, options: FailOptions = {}): void {
    const queue = this.#failures.get(op) ?? [];
    queue.push({ error, afterEffect: options.afterEffect ?? false });
    this.#failures.set(op, queue);
  }

  stallNext(op: SimOperation): () => void {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.#stalls.set(op, [...(this.#stalls.get(op) ?? []), gate]);
    return release;
  }

  /** Waits for the next scripted stall of `op`, if any. */
  async stall(op: SimOperation): Promise<void> {
    const gate = this.#stalls.get(op)?.shift();
    if (gate) await gate;
  }

  /** Throws the next scripted failure of `op` that strikes before the effect. */
  beforeEffect(op: SimOperation): void {
    const next = this.#failures.get(op)?.[0];
    if (next && !next.afterEffect) throw this.#failures.get(op)?.shift()?.error;
  }

  /** Throws the next scripted failure of `op` that strikes once the change is made (a lost answer). */
  afterEffect(op: SimOperation): void {
    const next = this.#failures.get(op)?.[0];
    if (next?.afterEffect) throw this.#failures.get(op)?.shift()?.error;
  }
}
