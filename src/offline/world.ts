import path from 'node:path';
import { AgentRuntime } from '../agent/runtime.js';
import type { TurnReport } from '../agent/turn.js';
import { findPersona, loadConfig } from '../config/load.js';
import { loadPersonaPrompts } from '../config/prompts.js';
import type { AppConfig, Persona } from '../config/types.js';
import { GeminiClient } from '../llm/gemini-client.js';
import { ScriptedGeminiServer, textResponse } from '../llm/scripted-server.js';
import { loadCuratedMedia } from '../media/curated.js';
import { GeminiMediaDescriber, portFetcher } from '../media/describer.js';
import { MediaLibrary } from '../media/library.js';
import { isSticker } from '../media/render.js';
import { MediaDescriptions } from '../store/media.js';
import { openStore, type Store } from '../store/open.js';
import { systemClock, VirtualClock } from '../support/clock.js';
import type { Logger } from '../support/log.js';
import { TelegramSimulator } from '../telegram/simulator.js';
import type { MediaRef, ServiceEvent, StickerRef } from '../telegram/types.js';
import {
  type FixtureMedia,
  type FixtureMessage,
  type LoadedFixture,
  unknownPersonaError,
} from './fixture.js';
import { feedFixtureMedia, inlineData } from './media.js';

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
  const simulator = new TelegramSimulator({
    me: account(fixture.me),
    users: fixture.users.map(account),
    clock,
    stickers: knownStickers(persona, loaded, curated.values()),
  });
  const chatTitle =
    fixture.chat.title ?? (fixture.chat.type === 'direct' ? (fixture.users[0]?.name ?? 'Someone') : 'Group');
  simulator.addChat({ id: fixture.chat.id, kind: fixture.chat.type, title: chatTitle });
  const count = fixture.messages.length;
  // The persona stays an id: the prompt calls it "you".
  const names = new Map(fixture.users.map((u) => [u.id, u.name]));
  fixture.messages.forEach((m, i) => {
    simulator.seed(fixture.chat.id, toSimMessage(m, loaded.nowMs - (count - i) * 60_000, names));
  });
  fixture.archive.forEach((m, i) => {
    simulator.seed(
      fixture.chat.id,
      toSimMessage(m, loaded.nowMs - (count + fixture.archive.length - i) * 60_000, names),
      {
        archived: true,
      },
    );
  });
  for (const id of fixture.deleted) simulator.markDeleted(fixture.chat.id, id);

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
  // Describe requests carry the media bytes inline; chat requests get the recorded reply.
  const server = new ScriptedGeminiServer((request) =>
    inlineData(request) !== undefined ? offlineMedia.respond(request) : textResponse(reply),
  );
  const baseUrl = await server.start();
  let store: Store | undefined;
  try {
    store = await openStore(':memory:');
    const model = new GeminiClient({ apiKey: 'replay-offline', baseUrl, clock, log, retry: { attempts: 1 } });
    const describeModel = options.geminiApiKey
      ? new GeminiClient({ apiKey: options.geminiApiKey, clock: systemClock, log, retry: { attempts: 2 } })
      : model;
    const media = new MediaLibrary({
      curated,
      cache: new MediaDescriptions(store.db),
      describer: new GeminiMediaDescriber({
        model: describeModel,
        modelName: config.media.model,
        fetch: portFetcher(simulator),
        log,
      }),
      limits: config.media,
      now: () => clock.now(),
      log,
    });
    for (const message of [...fixture.messages, ...fixture.archive]) {
      for (const item of message.media)
        if (item.description) await media.seed(toMediaRef(item), item.description, 'fixture');
    }
    const reports: TurnReport[] = [];
    const runtime = new AgentRuntime({
      persona: () => persona,
      prompts: () => loadPersonaPrompts(config, persona),
      admins: () => config.admins,
      port: simulator,
      model,
      store,
      media,
      clock,
      log,
      onTurn: (report) => reports.push(report),
    });
    const opened = store;
    return {
      config,
      persona,
      clock,
      simulator,
      runtime,
      server,
      store: opened,
      media,
      reports,
      close: async () => {
        await server.stop();
        await opened.close();
      },
    };
  } catch (err) {
    await server.stop();
    await store?.close();
    throw err;
  }
}

function account(a: { id: string; name: string; username?: string | undefined }) {
  return a.username ? { id: a.id, name: a.name, username: a.username } : { id: a.id, name: a.name };
}

function toSimMessage(m: FixtureMessage, defaultMs: number, names: ReadonlyMap<string, string>) {
  const date = Math.floor((m.at ? Date.parse(m.at) : defaultMs) / 1000);
  return {
    id: m.id,
    from: m.from,
    date,
    text: m.text,
    media: m.media.map(toMediaRef),
    reactions: m.reactions.map((r) => ({ emoji: r.emoji, fromId: r.from })),
    mentioned: m.mentioned,
    ...(m.reply_to !== undefined ? { replyToId: m.reply_to } : {}),
    ...(m.quote !== undefined ? { quote: m.quote } : {}),
    ...(m.forward_from !== undefined ? { forwardFrom: m.forward_from } : {}),
    ...(m.service !== undefined ? { service: toServiceEvent(m.service, names) } : {}),
  };
}

/** Telegram names the people of a service message; the fixture gives their ids. */
function toServiceEvent(
  service: NonNullable<FixtureMessage['service']>,
  names: ReadonlyMap<string, string>,
): ServiceEvent {
  const event: ServiceEvent = { kind: service.kind };
  if (service.users) event.users = service.users.map((id) => names.get(id) ?? id);
  if (service.message_id !== undefined) event.messageId = service.message_id;
  if (service.text !== undefined) event.text = service.text;
  return event;
}

export function toMediaRef(item: FixtureMedia): MediaRef {
  const ref: MediaRef = { id: item.id, kind: item.kind };
  if (item.set !== undefined) ref.set = item.set;
  if (item.emoji !== undefined) ref.emoji = item.emoji;
  if (item.mime !== undefined) ref.mime = item.mime;
  if (item.duration !== undefined) ref.duration = item.duration;
  if (item.file_name !== undefined) ref.fileName = item.file_name;
  return ref;
}

/** Stickers that exist in the simulated Telegram: the persona's, the chat's and the curated ones. */
function knownStickers(
  persona: Persona,
  loaded: LoadedFixture,
  curated: Iterable<{ kind: string; set?: string; emoji?: string }>,
): StickerRef[] {
  const out: StickerRef[] = [...persona.stickers];
  for (const item of curated)
    if (isSticker(item.kind) && item.set && item.emoji) out.push({ set: item.set, name: item.emoji });
  for (const message of [...loaded.fixture.messages, ...loaded.fixture.archive]) {
    for (const item of message.media) {
      if (isSticker(item.kind) && item.set && item.emoji) out.push({ set: item.set, name: item.emoji });
    }
  }
  return out;
}
