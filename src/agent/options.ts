import type { PersonaPrompts } from '../config/prompts.js';
import type { Persona } from '../config/resolved.js';
import type { RetentionSettings } from '../config/schema.js';
import { DEFAULT_RETENTION } from '../config/schema.js';
import type { ReadDelaySettings } from '../config/telegram-schema.js';
import type { PresenceController } from '../delivery/presence.js';
import type { SendingPause } from '../delivery/sending-pause.js';
import type { ModelPort } from '../llm/types.js';
import type { MediaLibrary } from '../media/library.js';
import type { Store } from '../store/open.js';
import type { ChangeFeed } from '../support/changes.js';
import type { Clock } from '../support/clock.js';
import type { Logger } from '../support/log.js';
import type { UsageSink } from '../support/usage.js';
import type { ChatPausePort, TurnJournalPort } from '../tasks/journal.js';
import type { Limiter } from '../tasks/limiter.js';
import type { RetryPolicy } from '../tasks/retry.js';
import type { BoundaryHook } from '../tasks/scheduler.js';
import type { TelegramPort } from '../telegram/port.js';
import type { ChatId } from '../telegram/types.js';
import type { ConnectionWait } from './connection-wait.js';
import type { EventCaps } from './event-guard.js';
import type { RequestSampler } from './reply-reading.js';
import type { SummaryPass } from './summarize.js';
import type { TurnReport } from './turn.js';

/** Concurrent model calls when no shared limiter is given (config: engine.max_concurrent_model_calls). */
export const DEFAULT_MODEL_CONCURRENCY = 8;

/** One model call, for metrics: time spent waiting for a free slot, then in the call. */
export interface ModelCallTiming {
  chatId: ChatId;
  queuedMs: number;
  modelMs: number;
}

/** Who watches the runtime from outside: replay, the demo, the console, the benches and the crash tests. */
export interface RuntimeObserver {
  /** Every finished turn, for replay, demo and the console chat. */
  onTurn?: (report: TurnReport) => void;
  /**
   * Every request a turn makes, before the model is asked, awaited: the tuning lab asks other
   * models the same request and reads their answers as the turn would.
   */
  sample?: RequestSampler;
  /** Every model call of a turn, with its wait for a slot (the engine bench). */
  onModelCall?: (timing: ModelCallTiming) => void;
  /** Every point where the process may die (the crash test kills there). */
  onBoundary?: BoundaryHook;
  /** Every summary pass that ended (replay and the memory bench count its model calls). */
  onSummary?: (chatId: ChatId, pass: SummaryPass) => void;
  /** An admin's `shutdown`, once stored as done. */
  onShutdown?: (reason: string | undefined) => void;
}

/** The runtime's tuning values: config sets some, tests shorten the timings. */
export interface RuntimeSettings {
  /** How a failed task is retried; unset fields take the scheduler's defaults. */
  retry: Partial<RetryPolicy>;
  /** How long a turn waits for more messages of a burst. */
  debounceMs: number;
  /** A status reaction taking longer is given up (absent: the status reactions' 5 s). */
  statusTimeoutMs?: number;
  /** Media descriptions one turn may ask for (absent: the media library's limit). */
  mediaBudget?: number;
  /** How long stored state is kept; pruning starts with `resume`. */
  retention: RetentionSettings;
  /** Nothing younger is pruned (`telegram.backlog_max_age_hours`; absent: 24 h). */
  backlogMaxAgeMs?: number;
  /** Caps on the persona's own plans firing; these win over the persona's config, which wins over the defaults. */
  events: Partial<EventCaps>;
}

export const DEFAULT_RUNTIME_SETTINGS: RuntimeSettings = {
  retry: {},
  debounceMs: 500,
  retention: DEFAULT_RETENTION,
  events: {},
};

/** The defaults with what the caller set (a field given as undefined keeps its default). */
export function runtimeSettings(given: Partial<RuntimeSettings> = {}): RuntimeSettings {
  const defaults = DEFAULT_RUNTIME_SETTINGS;
  return {
    ...given,
    retry: given.retry ?? defaults.retry,
    debounceMs: given.debounceMs ?? defaults.debounceMs,
    retention: given.retention ?? defaults.retention,
    events: given.events ?? defaults.events,
  };
}

/** What the runtime is built from: the persona's parts, its records, and how it is tuned and watched. */
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
  /** Tuning values; unset fields take `DEFAULT_RUNTIME_SETTINGS`. */
  settings?: Partial<RuntimeSettings>;
  /** Told of turns, model calls, crash boundaries, summaries and an admin's shutdown. */
  observer?: RuntimeObserver;
  /** Caps concurrent model calls; pass one instance to every persona for a process-wide cap. */
  modelLimiter?: Limiter;
  /** Whether Telegram can be reached: visible steps wait for it (live runs; absent: always). */
  connection?: ConnectionWait;
  /** The persona's sending pause (after Telegram limited the account); default: its own. */
  sendingPause?: SendingPause;
  /** Where every model call's token counts go (none recorded when absent). */
  usage?: UsageSink;
  /** Where every turn is written for the operator (none when absent). */
  journal?: TurnJournalPort;
  /** Chats the operator paused: no turn starts there and their plans are not carried out. */
  pauses?: ChatPausePort;
  /** Told when a chat's stored state changed (a message, a turn, its actions): the console's live pages. */
  changes?: ChangeFeed;
  /**
   * How fast the persona reads (`telegram.read_delay`): a turn, which marks the chat read, starts
   * no sooner than the message's reading time after its burst began. Absent: no reading time.
   */
  readDelay?: ReadDelaySettings;
  /** Told when each task starts and ends: the account shows online while the persona works. */
  presence?: Pick<PresenceController, 'started' | 'finished'>;
}
