import { Api } from 'telegram';
import type { Clock } from '../../support/clock.js';
import { errorMessage } from '../../support/errors.js';
import type { Logger } from '../../support/log.js';
import type { TelegramMemory } from '../port.js';
import type { Account, ChatId } from '../types.js';
import { type Invoke, type TelegramCalls, telegramCalls } from './calls.js';
import { ChannelPtsTracker } from './channel-difference.js';
import type { GramClient } from './client.js';
import { UpdateStateTracker } from './difference.js';
import { FloodGuard, type FloodPolicy } from './flood.js';
import { describeEntity, PeerDirectory } from './peers.js';

export interface GramjsTelegramOptions {
  /** The connected client; throws a RetryableError while there is none (reconnecting). */
  client: () => GramClient;
  clock: Clock;
  log: Logger;
  flood: FloodPolicy;
  /** Files larger than this are not downloaded (thumbnails still are). */
  downloadMaxBytes: number;
  /** Pause between pages of a dialog scan. */
  scanPaceMs: number;
  /** Where learnt peers and the update state are kept between runs (absent: this run only). */
  memory?: TelegramMemory;
}

/**
 * What every part of the adapter shares: the one call pipeline (`calls.ts`: errors classified,
 * flood guard, the connected client), the peers and update state learnt from every answer, and
 * their storage between runs. Whatever a call teaches is stored after it, in the background.
 */
export class AdapterCore {
  readonly peers = new PeerDirectory();
  readonly updates = new UpdateStateTracker();
  /** Each channel's own sequence, this run only (the start-up scan covers what came before). */
  readonly channels = new ChannelPtsTracker();
  readonly options: GramjsTelegramOptions;
  readonly calls: TelegramCalls;
  /** Invokes a request we built; what it taught is stored afterwards. */
  readonly invoke: Invoke;
  #me: Account | undefined;
  #restoring: Promise<void> | undefined;
  #saving: Promise<void> = Promise.resolve();

  constructor(options: GramjsTelegramOptions) {
    this.options = options;
    this.calls = telegramCalls(
      () => options.client(),
      new FloodGuard(options.flood, options.clock, options.log),
    );
    this.invoke = (request) =>
      this.calls.invoke(request).finally(() => {
        this.persist();
      });
  }

  get clock(): Clock {
    return this.options.clock;
  }

  get log(): Logger {
    return this.options.log;
  }

  /** Our account's id once known (`me()` was answered). */
  get selfId(): string | undefined {
    return this.#me?.id;
  }

  /** The pause between pages of dialogs. */
  readonly pace = () => this.options.clock.sleep(this.options.scanPaceMs);

  async me(): Promise<Account> {
    if (this.#me) return { ...this.#me };
    const user = await this.calls.call({ method: 'users.GetFullUser', run: (client) => client.getMe() });
    this.peers.absorb([user]);
    const info = describeEntity(user);
    const me: Account = { id: user.id.toString(), name: info?.name ?? 'me' };
    if (info?.username) me.username = info.username;
    this.#me = me;
    return { ...me };
  }

  /** Sends a request that acts on one chat: its flood waits are that chat's; its pts step is followed. */
  invokeIn<R extends Api.AnyRequest>(
    chatId: ChatId,
    request: R,
    bestEffort?: boolean,
  ): Promise<R['__response']> {
    const call = {
      method: request.className,
      chat: chatId,
      bestEffort,
      run: (c: GramClient) => c.invoke(request),
    };
    return this.calls.call(call).then((result) => {
      // A channel's results count in the channel's own sequence, not the account's. A gap one
      // shows stays open: the channel's next update shows it again and fetches what is missing.
      if (chatId.startsWith('-100')) this.channels.observe(result, chatId);
      else this.updates.observe(result);
      this.persist();
      return result;
    });
  }

  /**
   * Loads what earlier runs learnt for this account (peers, update state), once; later calls
   * wait for it. A failure to read is logged and the run goes on with what Telegram tells.
   */
  restore(): Promise<void> {
    this.#restoring ??= this.#restoreNow().catch((err: unknown) => {
      this.#restoring = undefined;
      throw err;
    });
    return this.#restoring;
  }

  async #restoreNow(): Promise<void> {
    const me = await this.me();
    const memory = this.options.memory;
    if (memory) {
      try {
        const [peers, state] = await Promise.all([memory.loadPeers(me.id), memory.loadUpdateState(me.id)]);
        const restored = this.peers.restore(peers);
        if (state) this.updates.set(state);
        this.updates.takeChanged();
        this.log.debug('Telegram peers restored', { peers: restored, pts: state?.pts });
      } catch (err) {
        this.log.warn('stored Telegram peers not read', { reason: errorMessage(err) });
      }
    }
  }

  /** Stores, in the background and in order, the peers and update state learnt since last time. */
  persist(): void {
    const memory = this.options.memory;
    if (!memory) return;
    this.#saving = this.#saving.then(async () => {
      // What is stored belongs to the account, and must not be written before the stored state is read.
      const restored = await this.restore().then(
        () => true,
        () => false,
      );
      const account = this.#me?.id;
      if (!restored || !account) return;
      const peers = this.peers.takeChanged();
      const state = this.updates.takeChanged();
      try {
        if (peers.length > 0) await memory.savePeers(account, peers);
        if (state) await memory.saveUpdateState(account, state);
      } catch (err) {
        this.log.warn('Telegram peers not stored', { reason: errorMessage(err) });
      }
    });
  }

  /** Resolves when everything learnt so far is stored. */
  async saved(): Promise<void> {
    this.persist();
    await this.#saving;
  }
}

/** Basic groups are addressed by id alone: no access hash to find. */
export function isBasicGroup(chatId: ChatId): boolean {
  return chatId.startsWith('-') && !chatId.startsWith('-100');
}

/** The input channel of a channel's input peer. */
export function inputChannel(peer: Api.InputPeerChannel): Api.InputChannel {
  return new Api.InputChannel({ channelId: peer.channelId, accessHash: peer.accessHash });
}
