import { ConnectionWait } from '../agent/connection-wait.js';
import { AgentRuntime, type AgentRuntimeOptions } from '../agent/runtime.js';
import { loadPersonaPrompts } from '../config/prompts.js';
import type { AppConfig, Persona } from '../config/resolved.js';
import type { ConfigSource } from '../config/source.js';
import { PresenceController } from '../delivery/presence.js';
import { SendingPause } from '../delivery/sending-pause.js';
import { nextSleepAt } from '../intake/availability.js';
import { Gate } from '../intake/gate.js';
import type { ModelPort } from '../llm/types.js';
import type { MediaLibrary } from '../media/library.js';
import { ConnectionMemory } from '../store/connection-memory.js';
import type { Store } from '../store/open.js';
import { TelegramMemoryStore } from '../store/telegram-memory.js';
import type { Clock } from '../support/clock.js';
import { errorMessage } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import type { Limiter } from '../tasks/limiter.js';
import { telegramAccount } from '../telegram/gramjs/account.js';
import type { GramjsTelegram } from '../telegram/gramjs/adapter.js';
import type { GramClient } from '../telegram/gramjs/client.js';
import {
  AccountRefusedError,
  ConnectionStoppedError,
  type GramConnection,
} from '../telegram/gramjs/connection.js';
import type { DialogPort, TelegramPort } from '../telegram/port.js';
import { ReadOnlyAccount } from '../telegram/read-only.js';
import { dryRunPrinter } from './dry-run.js';
import { type PersonaEnd, type PersonaState, type PersonaStatus, personaStatus } from './state.js';

export interface LivePersonaDeps {
  persona: Persona;
  /** The configuration at start: Telegram and engine settings apply from it until a restart. */
  config: AppConfig;
  /** Persona, prompts and admins as last edited (hot reload); default: fixed from `config`. */
  source?: Pick<ConfigSource, 'persona' | 'prompts' | 'admins'>;
  store: Store;
  model: ModelPort;
  /** The persona's media library; built on its Telegram port, which the describer downloads through. */
  media: (port: TelegramPort) => MediaLibrary;
  /** Caps model calls across all personas of the process. */
  modelLimiter: Limiter;
  clock: Clock;
  log: Logger;
  /** A new GramJS client on the persona's stored session (a fresh one per reconnection). */
  createClient: () => GramClient;
  /** Jitter of the reconnection backoff, 0..1 (default random; tests fix it). */
  random?: () => number;
  /** Telegram ids of the other personas of this process (their messages never trigger a turn). */
  siblingIds?: readonly string[];
  /** This persona's own Telegram id, as its stored session names it. */
  selfId?: string;
  /** What the operator console reads: model usage, the turn journal, paused chats. */
  records?: Pick<AgentRuntimeOptions, 'usage' | 'journal' | 'pauses' | 'changes'>;
  /**
   * `run --dry-run`: the persona reads and plans as usual, but every Telegram write (send,
   * sticker, reaction, typing, read receipt, block, clearing) is held back and printed here.
   */
  dryRun?: { print: (line: string) => void };
}

/**
 * One persona on a live Telegram account: connection, adapter, gate and runtime wired together.
 * Start-up order matters: connect (retrying with backoff while Telegram cannot be reached,
 * stopping at once when it refuses the session), learn the dialogs and answer what is unread,
 * then resume work left from the last run (its chats are resolvable by then), then scan
 * periodically and after every reconnection or update gap.
 */
export class LivePersona {
  readonly connection: GramConnection;
  readonly telegram: GramjsTelegram;
  readonly runtime: AgentRuntime;
  readonly gate: Gate;
  /** Sends to people who are not contacts are held while Telegram limits the account. */
  readonly sendingPause: SendingPause;
  /** Online while the persona works, offline after a pause, when asleep and once stopped. */
  readonly presence: PresenceController;
  /** Visible steps wait for the connection while Telegram cannot be reached. */
  readonly connectionWait: ConnectionWait;
  /**
   * Resolves, once the persona is disconnected, when it stopped on its own: an admin's
   * `shutdown`, or Telegram refusing the account. Never when `stop` is called from outside.
   */
  readonly ended: Promise<PersonaEnd>;
  readonly #d: LivePersonaDeps;
  readonly #stop = new AbortController();
  readonly #unsubscribe: (() => void)[] = [];
  #periodic: Promise<void> | undefined;
  #stopping: Promise<boolean> | undefined;
  #end: PersonaEnd | undefined;
  #announceEnd: (end: PersonaEnd) => void = () => {};

  constructor(deps: LivePersonaDeps) {
    this.#d = deps;
    this.ended = new Promise((resolve) => {
      this.#announceEnd = resolve;
    });
    const { persona, config, clock } = deps;
    const current = deps.source?.persona(persona.name) ?? (() => persona);
    const admins = deps.source?.admins ?? (() => config.admins);
    const log = deps.log;
    const settings = config.telegram;
    this.sendingPause = new SendingPause(clock, log);
    // Outages, held steps and own unread marks outlive a restart (a kill too).
    const connectionMemory = new ConnectionMemory(deps.store.db, persona.name);
    this.connectionWait = new ConnectionWait({
      maxWaitMs: settings.sendWaitMaxMs,
      memory: connectionMemory,
      log,
    });
    const account = telegramAccount({
      persona: persona.name,
      settings,
      // No network is no reason to give up: a supervisor sees a process that recovers by itself.
      retryStart: true,
      random: deps.random,
      createClient: deps.createClient,
      selfId: deps.selfId,
      clock,
      log,
      onReady: (client, reconnected) => this.#ready(client, reconnected),
      onFatal: (error) => this.#endWith({ cause: 'refused', persona: persona.name, error }),
      onLost: () => this.connectionWait.lost(clock.now()),
      memory: new TelegramMemoryStore(deps.store.db, () => clock.now()),
    });
    this.connection = account.connection;
    this.telegram = account.telegram;
    // Connection, updates and catch-up stay on the adapter; everything the engine and the gate
    // do goes through `port`, which in a dry run only reads.
    const port: TelegramPort & DialogPort = deps.dryRun
      ? new ReadOnlyAccount(this.telegram, log, {
          onHold: dryRunPrinter({
            persona: persona.name,
            port: this.telegram,
            print: deps.dryRun.print,
            log,
          }),
        })
      : this.telegram;
    this.presence = new PresenceController({
      clock,
      log,
      // Through `port`: a dry run holds presence back with every other write.
      set: (online) => port.setPresence?.(online) ?? Promise.resolve(),
      enabled: () => current().presence !== false,
      asleep: (at) => this.runtime.availability(at).kind === 'asleep',
      sleepsAt: (at) => {
        const { schedule, timezone } = current();
        return schedule ? nextSleepAt(schedule, timezone, at) : undefined;
      },
      seed: persona.name,
    });
    this.runtime = new AgentRuntime({
      persona: current,
      prompts: deps.source?.prompts(persona.name) ?? (() => loadPersonaPrompts(config, persona)),
      admins,
      port,
      model: deps.model,
      store: deps.store,
      media: deps.media(port),
      modelLimiter: deps.modelLimiter,
      settings: {
        debounceMs: config.engine.debounceMs,
        retry: { maxAttempts: config.engine.maxAttempts },
        retention: config.retention,
        backlogMaxAgeMs: config.telegram.backlogMaxAgeMs,
      },
      usage: deps.records?.usage,
      journal: deps.records?.journal,
      pauses: deps.records?.pauses,
      changes: deps.records?.changes,
      clock,
      log,
      observer: {
        onShutdown: (reason) => this.#endWith({ cause: 'shutdown', persona: persona.name, reason }),
      },
      sendingPause: this.sendingPause,
      connection: this.connectionWait,
      readDelay: settings.readDelay,
      presence: this.presence,
    });
    this.gate = new Gate({
      port,
      sink: this.runtime,
      clock,
      log,
      asleep: () => this.runtime.availability().kind === 'asleep',
      ownMarks: connectionMemory,
      options: {
        blocklistTtlMs: settings.blocklistCacheMs,
        muteTtlMs: settings.muteCacheMs,
        scanMaxDialogs: settings.scanMaxDialogs,
        scanPaceMs: settings.scanPaceMs,
        siblingIds: deps.siblingIds ?? [],
        maxAgeMs: settings.backlogMaxAgeMs,
        access: () => current().access,
        admins,
        personaName: () => current().name,
        reactionTurns: () => current().reactionTurns,
      },
    });
  }

  get state(): PersonaState {
    return this.status.state;
  }

  /** The state, with the moment it wakes while asleep by its schedule. */
  get status(): PersonaStatus {
    return personaStatus({
      stopped: this.#stop.signal.aborted,
      connected: this.connection.connected,
      sendingPaused: this.sendingPause.isPaused(),
      availability: this.runtime.availability(),
      trouble: this.connection.trouble,
      pausedUntil: this.sendingPause.pausedUntil(),
    });
  }

  /** The operator lifts a sending pause: held messages go out. */
  resumeSending(): void {
    this.sendingPause.resume();
  }

  /**
   * Resolves once the persona is live, or once it stopped (refused, or stopped while
   * connecting); until Telegram answers it keeps trying. Rejects only on the unexpected.
   */
  async start(): Promise<void> {
    const { log, persona, clock } = this.#d;
    await this.connectionWait.restore(clock.now());
    // Ended in an outage: held steps go on counting it while the connection is not back, and
    // those that waited long enough are given up, as if the process had never stopped.
    const resumed = !this.connectionWait.connected;
    if (resumed) await this.runtime.resume();
    // Listening before connecting: nothing that arrives during start-up is dropped.
    this.#unsubscribe.push(
      this.telegram.onMessage((m) => this.gate.onMessage(m)),
      this.telegram.onMarkedUnread((chatId) => this.gate.onMarkedUnread(chatId)),
      // Updates were lost (a dropped connection, Telegram's "too long"): the difference first,
      // then a scan for what it does not cover (channels).
      this.telegram.onGap(() => this.#catchUp().then(() => this.#scan('gap'))),
      this.telegram.onEdited((m) => this.runtime.edited(m)),
      this.telegram.onDeleted((d) => this.runtime.deleted(d)),
      this.telegram.onReaction((r) => this.gate.onReaction(r.chatId, r.messageId, r.emoji, r.fromId)),
      this.telegram.onTyping((t) => this.runtime.partnerTyping(t)),
      this.telegram.onChatMoved((move) => this.runtime.chatMoved(move)),
    );
    log.info('connecting to Telegram');
    try {
      await this.connection.start();
    } catch (err) {
      if (err instanceof AccountRefusedError)
        return this.#endWith({ cause: 'refused', persona: persona.name, error: err });
      if (err instanceof ConnectionStoppedError) return;
      throw err;
    }
    if (this.#stop.signal.aborted) return;
    await this.#catchUp();
    await this.#connectionBack();
    await this.#scan('startup');
    if (!resumed) await this.runtime.resume();
    this.#periodic = this.#scanPeriodically();
    const me = await this.telegram.me();
    log.info('persona is live', { account: me.name, id: me.id });
  }

  /**
   * Stops taking new messages, lets work in progress finish for up to `graceMs`, then
   * disconnects. Unfinished tasks stay in the database and resume on the next start.
   * Resolves true when everything finished in time. Calling it again waits for the same stop.
   */
  stop(graceMs: number): Promise<boolean> {
    this.#stopping ??= this.#stopNow(graceMs);
    return this.#stopping;
  }

  /** The first reason to stop on its own wins; `ended` resolves once the persona is disconnected. */
  #endWith(end: PersonaEnd): void {
    if (this.#end) return;
    this.#end = end;
    const stopped = this.stop(this.#d.config.telegram.shutdownGraceMs);
    void stopped.catch(() => false).then(() => this.#announceEnd(end));
  }

  async #stopNow(graceMs: number): Promise<boolean> {
    this.#stop.abort();
    for (const off of this.#unsubscribe.splice(0)) off();
    await this.#periodic?.catch(() => {});
    // Updates already received are handed to intake (which stores them) before the engine stops.
    const grace = new AbortController();
    const delivered = await Promise.race([
      this.telegram.idle().then(() => true),
      this.#d.clock.sleep(graceMs, grace.signal).then(
        () => false,
        () => false,
      ),
    ]);
    grace.abort();
    // Running tasks get the grace period, then stay stored as pending for the next start.
    await this.runtime.stop(graceMs);
    // Offline before the connection goes: the request needs it.
    await this.presence.stop();
    await this.connection.stop();
    return delivered;
  }

  async #ready(client: GramClient, reconnected: boolean): Promise<void> {
    // Our own id first: short updates of our own messages are built with it.
    const me = await this.telegram.me();
    this.telegram.attach(client);
    this.#d.log.info(reconnected ? 'Telegram reconnected' : 'Telegram connected', { account: me.name });
    const p = this.#d.persona;
    await this.telegram.stickers.preload([...p.stickerSets, ...p.stickers.map((s) => s.set)]);
    // What arrived while the connection was down: the difference, then a scan (channels).
    if (reconnected)
      void this.#catchUp().then(() => this.#connectionBack().then(() => this.#scan('reconnected')));
  }

  /**
   * Once what arrived meanwhile is handed over (at start too: the last run may have ended in an
   * outage), steps held for the connection are judged again (a chat that moved on has replanned
   * them), and chats whose reply was given up are marked unread for the owner, before the scan,
   * which knows those marks as the persona's own. A mark Telegram did not take is tried again
   * at the next reconnection.
   */
  async #connectionBack(): Promise<void> {
    this.connectionWait.returned(this.#d.clock.now());
    this.runtime.scheduler.wakeAll();
    await this.connectionWait.markGivenUp((chatId) => this.gate.markUnread(chatId));
  }

  async #scanPeriodically(): Promise<void> {
    const interval = this.#d.config.telegram.scanIntervalMs;
    if (interval <= 0) return;
    for (;;) {
      try {
        await this.#d.clock.sleep(interval, this.#stop.signal);
      } catch {
        return;
      }
      await this.#scan('periodic');
    }
  }

  /** Hands what arrived while the persona was away to the gate; a failure leaves it to the scan. */
  async #catchUp(): Promise<void> {
    try {
      await this.telegram.catchUp(this.#d.config.telegram.backlogMaxAgeMs);
    } catch (err) {
      this.#d.log.warn('catching up with missed updates failed; the unread scan covers it', {
        error: errorMessage(err),
      });
    }
  }

  async #scan(reason: string): Promise<void> {
    if (this.#stop.signal.aborted && reason !== 'startup') return;
    try {
      await this.gate.scan(reason);
    } catch (err) {
      this.#d.log.warn('unread scan failed', { reason, error: errorMessage(err) });
    }
  }
}
