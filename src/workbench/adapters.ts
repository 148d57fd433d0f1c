import type { ModelPort, ModelReply, ModelRequest } from '../llm/types.js';
import { ReplayClock } from '../offline/replay-clock.js';
import { TelegramSimulator } from '../telegram/simulator.js';
import type { ChatId, InboundMessage, MessageId, StickerRef } from '../telegram/types.js';

/** The console chat's adapters: a clock, a simulator and a model port that report what happens. */

/**
 * The agent's clock in the console: virtual (waits pass at once), and it says when it sleeps.
 * The replay's clock, so `/wait` runs the world forward the way `until` does.
 */
export class ChatClock extends ReplayClock {
  /** Set while the persona is typing, so typing pauses are not shown as waits. */
  typing = false;

  constructor(
    startMs: number,
    private readonly onSleep: (ms: number) => void,
  ) {
    super(startMs);
  }

  override async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    this.onSleep(ms);
    await super.sleep(ms, signal);
  }
}

export type SimulatorEvent =
  | { kind: 'typing' }
  | { kind: 'sent'; message: InboundMessage; sticker?: StickerRef }
  | { kind: 'react'; messageId: MessageId; emoji: string }
  | { kind: 'block' | 'unblock' | 'clear' };

/** The simulator, telling the console what the persona did as it happens. */
export class ConsoleSimulator extends TelegramSimulator {
  constructor(
    options: ConstructorParameters<typeof TelegramSimulator>[0],
    private readonly emit: (event: SimulatorEvent) => void,
  ) {
    super(options);
  }

  override async typing(chatId: ChatId): Promise<void> {
    await super.typing(chatId);
    this.emit({ kind: 'typing' });
  }

  /** Every message the persona sends, whatever its kind (the simulator's sends all come here). */
  protected override sentOwn(message: InboundMessage): void {
    const sticker = message.media.find((m) => m.kind === 'sticker');
    this.emit(
      sticker?.set !== undefined && sticker.emoji !== undefined
        ? { kind: 'sent', message, sticker: { set: sticker.set, name: sticker.emoji } }
        : { kind: 'sent', message },
    );
  }

  override async react(chatId: ChatId, messageId: MessageId, emoji: string): Promise<void> {
    await super.react(chatId, messageId, emoji);
    this.emit({ kind: 'react', messageId, emoji });
  }

  override async block(chatId: ChatId): Promise<void> {
    await super.block(chatId);
    this.emit({ kind: 'block' });
  }

  override async unblock(chatId: ChatId): Promise<void> {
    await super.unblock(chatId);
    this.emit({ kind: 'unblock' });
  }

  override async clearHistory(chatId: ChatId): Promise<void> {
    await super.clearHistory(chatId);
    this.emit({ kind: 'clear' });
  }
}

/** Takes a snapshot of the chat before each model call, then asks the model; says when the call fails. */
export class SnapshotModel implements ModelPort {
  constructor(
    private readonly inner: ModelPort,
    private readonly before: (request: ModelRequest) => Promise<void>,
    /** The call failed (the turn fails too, and the scheduler logs it). */
    private readonly failed: (err: unknown) => void,
  ) {}

  async generate(request: ModelRequest, signal?: AbortSignal): Promise<ModelReply> {
    await this.before(request);
    try {
      return await this.inner.generate(request, signal);
    } catch (err) {
      this.failed(err);
      throw err;
    }
  }
}
