import path from 'node:path';
import type { AgentRuntime } from '../agent/runtime.js';
import type { TurnReport } from '../agent/turn.js';
import { findPersona, loadConfig } from '../config/load.js';
import { loadPersonaPrompts } from '../config/prompts.js';
import type { AppConfig, Persona } from '../config/types.js';
import { GeminiClient } from '../llm/gemini-client.js';
import { ScriptedGeminiServer, textResponse } from '../llm/scripted-server.js';
import { isSummaryRequestBody } from '../llm/summary-request.js';
import { loadCuratedMedia } from '../media/curated.js';
import { MediaDescriber, portFetcher } from '../media/describer.js';
import type { MediaLibrary } from '../media/library.js';
import type { MediaModelPort } from '../media/model-port.js';
import type { Store } from '../store/open.js';
import { systemClock, VirtualClock } from '../support/clock.js';
import type { Logger } from '../support/log.js';
import type { TelegramSimulator } from '../telegram/simulator.js';
import { type LoadedFixture, unknownPersonaError } from './fixture.js';
import { seedFixtureMemory } from './fixture-memory.js';
import { fixtureTelegram, toMediaRef } from './fixture-telegram.js';
import { feedFixtureMedia, inlineData } from './media.js';
import { createSimWorld } from './sim-world.js';

/** A fixture brought to life: simulated Telegram, in-memory store, scripted model on loopback. */
export interface ReplayWorld {
  config: AppConfig;
  persona: Persona;
  clock: VirtualClock;
  simulator: TelegramSimulator;
  runtime: AgentRuntime;
  server: ScriptedGeminiServer;
  store: Store;
  media: MediaLibrary;
  reports: TurnReport[];
  close(): Promise<void>;
}

export interface ReplayWorldOptions {
  /** Describe media with real Gemini (this API key) instead of the fixture's scripted descriptions. */
  geminiApiKey?: string;
  /** The model stays silent (for `prompt`, which only wants the request). */
  silentModel?: boolean;
}

/** Offline: nothing is read from or written to the user's real state. */
export async function buildReplayWorld(
  loaded: LoadedFixture,
  log: Logger,
  options: ReplayWorldOptions = {},
): Promise<ReplayWorld> {
  const { fixture } = loaded;
  const config = loadConfig(path.relative(process.cwd(), loaded.configFile) || loaded.configFile);
  const persona = findPersona(config, fixture.persona);
  if (!persona) throw unknownPersonaError(loaded, config);
  const clock = new VirtualClock(loaded.nowMs);
  const curated = loadCuratedMedia(config.mediaDir);
  const simulator = fixtureTelegram(loaded, persona, curated.values(), clock);
  const stickerSets = [...new Set([...persona.stickerSets, ...persona.stickers.map((s) => s.set)])];
  const offlineMedia = await feedFixtureMedia(
    fixture,
    path.dirname(loaded.file),
    simulator,
    curated.values(),
    stickerSets,
  );
  // `prompt` only wants the request: a silent model plans and sends nothing.
  const reply = options.silentModel ? '' : fixture.model.reply;
  // Describe requests carry the media bytes inline; summary requests get the scripted summaries
  // in order (the last repeating; none: no text, so nothing is summarised); chat requests get
  // the recorded reply.
  const summaries = [fixture.model.summary ?? []].flat();
  let summaryCalls = 0;
  const server = new ScriptedGeminiServer((request) => {
    if (inlineData(request) !== undefined) return offlineMedia.respond(request);
    if (isSummaryRequestBody(request.body))
      return textResponse(summaries[Math.min(summaryCalls++, summaries.length - 1)] ?? '');
    return textResponse(reply);
  });
  const describeModel = (model: MediaModelPort): MediaModelPort =>
    options.geminiApiKey
      ? new GeminiClient({ apiKey: options.geminiApiKey, clock: systemClock, log, retry: { attempts: 2 } })
      : model;
  const world = await createSimWorld({
    clock,
    log,
    telegram: simulator,
    model: { server },
    persona: () => persona,
    prompts: () => loadPersonaPrompts(config, persona),
    admins: () => config.admins,
    media: {
      curated,
      limits: config.media,
      // The scripted describer answers in no virtual time; a real Gemini takes wall time.
      deadlineClock: options.geminiApiKey ? systemClock : clock,
      describer: (model) =>
        new MediaDescriber({
          model: describeModel(model),
          modelName: config.media.model,
          fetch: portFetcher(simulator),
          log,
        }),
    },
  });
  try {
    for (const message of [...fixture.messages, ...fixture.archive]) {
      for (const item of message.media)
        if (item.description) await world.media.seed(toMediaRef(item), item.description, 'fixture');
    }
    await seedFixtureMemory(world.store, persona.name, fixture, loaded.nowMs);
  } catch (err) {
    await world.close();
    throw err;
  }
  return { ...world, config, persona, server };
}
