import type { AgentRuntime } from '../agent/runtime.js';
import type { ModelPrice } from '../config/prices.js';
import type { CuratedMedia } from '../media/curated.js';
import type { FixtureSecrets } from '../offline/fixture-redact.js';
import { ConnectionMemory } from '../store/connection-memory.js';
import { ConsoleQueries } from '../store/console.js';
import { EventRepo } from '../store/events.js';
import { TurnJournal } from '../store/journal.js';
import type { MemoryRepo } from '../store/memory.js';
import type { Store } from '../store/open.js';
import { ChatPauses } from '../store/pauses.js';
import { UsageLog } from '../store/usage.js';
import type { ChangeFeed } from '../support/changes.js';
import type { ChatId } from '../telegram/types.js';

/** One persona as the console sees it, live or in the demo's offline world. */
export interface ConsolePersona {
  name: string;
  model: string;
  /** running, reconnecting, sending-paused, asleep, stopped (the demo: running or asleep). */
  state(): string;
  /** While `asleep` by its schedule: when it wakes. */
  wakeAt?(): number | undefined;
  /** Why it is in its state, when there is more to say (live personas only). */
  reason?(): StateReason;
  /**
   * Lifts a sending pause (after Telegram limited the account): held messages go out. Live
   * personas only; the console offers it while the state is `sending-paused`.
   */
  resumeSending?(): void;
  runtime: AgentRuntime;
  /** Why the persona may not write in the chat, when it may not (live personas only). */
  cannotWrite?(chatId: ChatId): Promise<string | undefined>;
  /** The chat's title (a group's, or the partner's name), when Telegram is reachable. */
  chatTitle(chatId: ChatId): Promise<string | undefined>;
}

/** Why a persona is reconnecting (since when, attempts, the last error) or paused (until when). */
export interface StateReason {
  trouble?: { since: number; attempts: number; lastError: string; nextTryAt: number };
  pausedUntil?: number;
}

/** What the console serves: the demo's offline world, or a running `run`. */
export interface ConsoleBackend {
  mode: 'demo' | 'live';
  store: Store;
  personas: readonly ConsolePersona[];
  prices: Readonly<Record<string, ModelPrice>>;
  /** Curated media by id; an edit through the console updates the entry and its JSON file. */
  curated: Map<string, CuratedMedia>;
  /** Absolute path of config.yaml (a downloaded fixture points at it). */
  configFile: string;
  /** What a downloaded fixture must not hold: keys, session strings, phone numbers. */
  fixtureSecrets: FixtureSecrets;
  changes: ChangeFeed;
  /** The personas' memory in `store`: what the operator edits here, each turn reads. */
  memory: MemoryRepo;
  now(): number;
  /** Keeps an edited curated description (live: in its JSON file; the demo: in memory only). */
  saveCurated(item: CuratedMedia, description: string): Promise<void>;
  /** The demo only: the operator writes into a chat as the person the persona talks to. */
  writeAs?(persona: string, chatId: ChatId, text: string): Promise<void>;
}

/** The store's repositories the console reads and the few it writes (pauses, media edits, events). */
export class ConsoleRecords {
  readonly journal: TurnJournal;
  readonly events: EventRepo;
  readonly pauses: ChatPauses;
  readonly usage: UsageLog;
  readonly queries: ConsoleQueries;
  readonly #store: Store;

  constructor(store: Store, now: () => number) {
    this.#store = store;
    this.journal = new TurnJournal(store.db, now);
    this.events = new EventRepo(store.db, now);
    this.pauses = new ChatPauses(store.db, now);
    this.usage = new UsageLog(store.db, now);
    this.queries = new ConsoleQueries(store.db);
  }

  /** A persona's stored outage state: held steps, own unread marks. */
  connection(agent: string): ConnectionMemory {
    return new ConnectionMemory(this.#store.db, agent);
  }
}

/** When a persona that is asleep by its schedule wakes; undefined while it is awake. */
export function wakeTimeOf(runtime: Pick<AgentRuntime, 'availability'>): number | undefined {
  const availability = runtime.availability();
  return availability.kind === 'asleep' ? availability.wakeAt : undefined;
}
