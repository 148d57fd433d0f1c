import { AgentRuntime, type AgentRuntimeOptions } from '../agent/runtime.js';
import type { TurnReport } from '../agent/turn.js';
import { recordingMediaModel } from '../agent/usage.js';
import type { ModelKeys } from '../config/env.js';
import type { ModelCatalog, ModelProviderName } from '../config/model-catalog.js';
import type { PersonaPrompts } from '../config/prompts.js';
import type { Persona } from '../config/resolved.js';
import { createCatalogModel, createModel, LOOPBACK_KEYS } from '../llm/model.js';
import { type Responder, type ScriptedGeminiServer, textResponse } from '../llm/scripted-server.js';
import type { ModelPort } from '../llm/types.js';
import type { CuratedMedia } from '../media/curated.js';
import type { Describer } from '../media/describer.js';
import { MediaLibrary, type MediaLimits } from '../media/library.js';
import type { MediaModelPort } from '../media/model-port.js';
import { isSticker } from '../media/render.js';
import { TurnJournal } from '../store/journal.js';
import { MediaDescriptions } from '../store/media.js';
import { openStore, type Store } from '../store/open.js';
import { ChatPauses } from '../store/pauses.js';
import { UsageLog } from '../store/usage.js';
import type { ChangeFeed } from '../support/changes.js';
import { type Clock, systemClock } from '../support/clock.js';
import type { Logger } from '../support/log.js';
import { type SimulatorOptions, TelegramSimulator } from '../telegram/simulator.js';
import type { ChatInfo, StickerRef } from '../telegram/types.js';

/** Who is in a simulated Telegram built from scratch, and which chats exist. */
export interface SimTelegramSetup extends Omit<SimulatorOptions, 'clock'> {
  chats?: readonly ChatInfo[];
}

/** Where the world's model answers come from. */
export type SimModel =
  /**
   * The loopback server, reached through the real SDK (or, `provider: openai-compatible`, chat
   * calls through the Chat Completions adapter with the same scripted answers, media still
   * described by Gemini as a configured describer would); the world starts and stops it.
   */
  | { server: ScriptedGeminiServer; attempts?: number; provider?: ModelProviderName }
  /** A loopback server that runs elsewhere (the crash test's parent process). */
  | { url: string; attempts?: number }
  /** The real providers of a config's `models:` (a bare Gemini id as before), with the user's keys: real time, real money. */
  | { keys: ModelKeys; attempts?: number; catalog?: ModelCatalog; references?: readonly string[] }
  /** No SDK at all: this port answers (the engine bench measures the engine alone). */
  | { port: ModelPort; media?: MediaModelPort };

/** The runtime's settings that are not parts of the world. */
export type EngineSettings = Partial<
  Omit<
    AgentRuntimeOptions,
    'persona' | 'prompts' | 'admins' | 'port' | 'model' | 'store' | 'media' | 'clock' | 'log'
  >
>;

export interface SimWorldOptions<C extends Clock> {
  /** The agent's clock: virtual for replay, tests and the console; the system clock across processes. */
  clock: C;
  log: Logger;
  /** A ready simulator (seeded from a fixture, loaded from a state file, the console's), or who is in a new one. */
  telegram: TelegramSimulator | SimTelegramSetup;
  model: SimModel;
  /** Wraps the model port the runtime sees (the console snapshots the chat before each call). */
  wrapModel?: (model: ModelPort) => ModelPort;
  /** A SQLite file that outlives the world; in memory when absent. */
  storeFile?: string;
  /** A store shared with other worlds (the console's demo: one per persona); the world does not close it. */
  store?: Store;
  /** Keep what the operator console shows in the store: usage, the turn journal, chat pauses. */
  operated?: boolean;
  /** Told when a chat's stored state changed (with `operated`). */
  changes?: ChangeFeed;
  persona: () => Persona;
  prompts: () => PersonaPrompts;
  admins?: () => readonly string[];
  media?: {
    curated?: ReadonlyMap<string, CuratedMedia>;
    limits?: Partial<MediaLimits>;
    /** Describes media the cache does not know; given the world's model (the same Gemini client). */
    describer?: (model: MediaModelPort) => Describer;
    /** The clock the download and describe deadlines run on (default: the world's clock). */
    deadlineClock?: Clock;
  };
  engine?: EngineSettings;
  /** Every message arriving at the simulator goes straight to the runtime (a live account without the gate). */
  acceptIncoming?: boolean;
}

/** A simulated Telegram, a store, a media library and the real runtime, wired together. */
export interface SimWorld<C extends Clock> {
  clock: C;
  simulator: TelegramSimulator;
  /** The port the runtime asks (wrapped when `wrapModel` was given). */
  model: ModelPort;
  store: Store;
  media: MediaLibrary;
  runtime: AgentRuntime;
  /** Every finished turn, in order (of this runtime and of those `newRuntime` made). */
  reports: TurnReport[];
  /** Another runtime on the same parts: what a new process on the same database would be. */
  newRuntime(): AgentRuntime;
  /** Stops the model server and closes the store; the runtime should be idle or stopped first. */
  close(): Promise<void>;
}

/**
 * The one place the offline world is assembled: replay, prompt, demo, the console chat, the
 * tests, the crash child and the engine bench all build it here, so a new runtime part is
 * wired once.
 */
export async function createSimWorld<C extends Clock>(options: SimWorldOptions<C>): Promise<SimWorld<C>> {
  const { clock, log } = options;
  const simulator =
    options.telegram instanceof TelegramSimulator
      ? options.telegram
      : simulatedTelegram(options.telegram, clock);
  const connection = await connectModel(options.model, clock, log);
  let store: Store | undefined;
  const ownStore = options.store === undefined;
  try {
    store = options.store ?? (await openStore(options.storeFile ?? ':memory:'));
    const model = options.wrapModel ? options.wrapModel(connection.model) : connection.model;
    const now = () => clock.now();
    const usage = options.operated ? new UsageLog(store.db, now) : undefined;
    const agent = options.persona().name;
    const media = mediaLibrary(options, store, connection, (m) =>
      usage ? recordingMediaModel(m, usage, agent) : m,
    );
    const reports: TurnReport[] = [];
    const runtimeOptions: AgentRuntimeOptions = {
      persona: options.persona,
      prompts: options.prompts,
      admins: options.admins ?? (() => []),
      port: simulator,
      model,
      store,
      media,
      clock,
      log,
      usage,
      journal: options.operated ? new TurnJournal(store.db, now) : undefined,
      pauses: options.operated ? new ChatPauses(store.db, now) : undefined,
      changes: options.changes,
      ...options.engine,
      observer: {
        ...options.engine?.observer,
        onTurn: (report) => {
          reports.push(report);
          options.engine?.observer?.onTurn?.(report);
        },
      },
    };
    const runtime = new AgentRuntime(runtimeOptions);
    // The persona's own plans fire as the world's clock reaches them (replay's `until`, `/wait`).
    runtime.startEvents();
    const unsubscribe = options.acceptIncoming
      ? simulator.onMessage((m) => void runtime.accept(m))
      : () => undefined;
    const opened = store;
    return {
      clock,
      simulator,
      model,
      store: opened,
      media,
      runtime,
      reports,
      newRuntime: () => new AgentRuntime(runtimeOptions),
      close: async () => {
        unsubscribe();
        await connection.stop();
        if (ownStore) await opened.close();
      },
    };
  } catch (err) {
    await connection.stop();
    if (ownStore) await store?.close();
    throw err;
  }
}

/** A new simulated Telegram with these people and chats. */
export function simulatedTelegram(setup: SimTelegramSetup, clock: Clock): TelegramSimulator {
  const { chats, ...options } = setup;
  const simulator = new TelegramSimulator({ ...options, clock });
  for (const chat of chats ?? []) simulator.addChat(chat);
  return simulator;
}

/** Loopback model answers in order, the last one repeating. */
export function repliesInOrder(replies: readonly string[]): Responder {
  return (_request, index) => textResponse(replies[Math.min(index, replies.length - 1)] ?? '');
}

/** Stickers that exist in a simulated Telegram: the persona's and the curated ones. */
export function knownStickers(
  persona: Persona,
  curated: Iterable<{ kind: string; set?: string; emoji?: string }>,
): StickerRef[] {
  const out: StickerRef[] = [...persona.stickers];
  for (const item of curated)
    if (isSticker(item.kind) && item.set && item.emoji) out.push({ set: item.set, name: item.emoji });
  return out;
}

/** Descriptions are cached in the world's store; the describer, when asked for, uses the world's model. */
function mediaLibrary<C extends Clock>(
  options: SimWorldOptions<C>,
  store: Store,
  connection: ModelConnection,
  recording: (model: MediaModelPort) => MediaModelPort,
): MediaLibrary {
  const { media = {}, clock, log } = options;
  const describer = media.describer?.(recording(describingModel(connection.media)));
  return new MediaLibrary({
    curated: media.curated ?? new Map(),
    cache: new MediaDescriptions(store.db),
    describer,
    limits: media.limits,
    now: () => clock.now(),
    clock: media.deadlineClock ?? clock,
    log,
  });
}

interface ModelConnection {
  model: ModelPort;
  media: MediaModelPort | undefined;
  stop: () => Promise<void>;
}

async function connectModel(spec: SimModel, clock: Clock, log: Logger): Promise<ModelConnection> {
  const nothingToStop = async () => undefined;
  if ('port' in spec) return { model: spec.port, media: spec.media, stop: nothingToStop };
  if ('keys' in spec) {
    // A real model runs in real time, whatever clock the agent keeps.
    const client = spec.catalog
      ? createCatalogModel(
          { catalog: spec.catalog, references: spec.references ?? [], attempts: spec.attempts },
          spec.keys,
          systemClock,
          log,
        )
      : createModel({ attempts: spec.attempts }, spec.keys, systemClock, log);
    return { model: client, media: client, stop: nothingToStop };
  }
  // On loopback one attempt is the default: the engine's own retry is what is under test.
  const attempts = spec.attempts ?? 1;
  if ('url' in spec) {
    const client = createModel({ baseUrl: spec.url, attempts }, LOOPBACK_KEYS, clock, log);
    return { model: client, media: client, stop: nothingToStop };
  }
  const { server, provider = 'gemini' } = spec;
  const baseUrl = await server.start();
  const client = createModel({ baseUrl, attempts }, LOOPBACK_KEYS, clock, log);
  if (provider === 'gemini') return { model: client, media: client, stop: () => server.stop() };
  // Chat Completions lives under /v1.
  const chat = createModel({ baseUrl: `${baseUrl}/v1`, attempts, provider }, LOOPBACK_KEYS, clock, log);
  return { model: chat, media: client, stop: () => server.stop() };
}

function describingModel(model: MediaModelPort | undefined): MediaModelPort {
  if (!model) throw new Error('a media describer needs a model that describes media (give the port one)');
  return model;
}
