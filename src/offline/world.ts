import path from 'node:path';
import type { RequestSampler } from '../agent/reply-reading.js';
import type { AgentRuntime } from '../agent/runtime.js';
import type { TurnReport } from '../agent/turn.js';
import type { ModelKeys } from '../config/env.js';
import { findPersona, loadConfig } from '../config/load.js';
import { type ModelProviderName, resolveModelReference } from '../config/model-catalog.js';
import { loadPersonaPrompts } from '../config/prompts.js';
import type { AppConfig, Persona } from '../config/resolved.js';
import { Gate, type GateOptions } from '../intake/gate.js';
import { createModel } from '../llm/model.js';
import { answerResponse, ScriptedGeminiServer, textResponse } from '../llm/scripted-server.js';
import { isSummaryRequestBody } from '../llm/summary-request.js';
import { loadCuratedMedia } from '../media/curated.js';
import { MediaDescriber, portFetcher } from '../media/describer.js';
import type { MediaLibrary } from '../media/library.js';
import type { MediaModelPort } from '../media/model-port.js';
import type { Store } from '../store/open.js';
import { systemClock } from '../support/clock.js';
import type { Logger } from '../support/log.js';
import { isTask, type TaskParams } from '../tasks/types.js';
import type { TelegramSimulator } from '../telegram/simulator.js';
import { type LoadedFixture, messageConversation, unknownPersonaError } from './fixture.js';
import { seedFixtureEvents } from './fixture-events.js';
import { seedFixtureMemory } from './fixture-memory.js';
import { fixtureTelegram, incomingMessage, toMediaRef } from './fixture-telegram.js';
import { feedFixtureMedia, inlineData } from './media.js';
import { ReplayClock } from './replay-clock.js';
import { scriptedAnswer } from './scripted-answers.js';
import { createSimWorld } from './sim-world.js';

/** A fixture brought to life: simulated Telegram, in-memory store, scripted model on loopback. */
export interface ReplayWorld {
  config: AppConfig;
  persona: Persona;
  /** The wire format the loopback model was reached by. */
  provider: ModelProviderName;
  clock: ReplayClock;
  simulator: TelegramSimulator;
  runtime: AgentRuntime;
  server: ScriptedGeminiServer;
  store: Store;
  media: MediaLibrary;
  reports: TurnReport[];
  /** Every turn that started, in order, with the task that started it and its report. */
  turns: ReplayTurnRecord[];
  /** Chat requests the model answered, and those `model.reply` had no answer left for. */
  modelCalls: { answered: number; unscripted: number };
  /** Fixture errors found while the replay ran (one line each, `file:line:col: field: reason`). */
  problems: string[];
  close(): Promise<void>;
}

/** One turn as the replay saw it. */
export interface ReplayTurnRecord {
  /** The `received` task's params: what the turn answers and what started it. */
  params: TaskParams['received'];
  taskId: string;
  /** Index in the simulator's actions where the turn began. */
  actionsStart: number;
  /** The turn's report, once it has one (a turn that failed has none). */
  report?: TurnReport;
}

export interface ReplayWorldOptions {
  /** Describe media with the real model (these keys) instead of the fixture's scripted descriptions. */
  modelKeys?: ModelKeys;
  /**
   * The wire format the loopback model is reached by (default: the provider of the persona's
   * model in the config); the scripted answers are the same either way.
   */
  provider?: ModelProviderName;
  /** The model stays silent (for `prompt`, which only wants the request). */
  silentModel?: boolean;
  /** Shown each turn's request before the recorded answer is given (`compare --live`). */
  sample?: RequestSampler;
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
  const clock = new ReplayClock(loaded.nowMs);
  const provider = options.provider ?? resolveModelReference(config, persona.model).provider;
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
  const modelCalls = { answered: 0, unscripted: 0 };
  // Describe requests carry the media bytes inline; summary requests get the scripted summaries
  // in order (the last repeating; none: no text, so nothing is summarised); chat requests get
  // the recorded replies in order. `prompt` only wants the request: a silent model plans and
  // sends nothing.
  const summaries = [fixture.model.summary ?? []].flat();
  let summaryCalls = 0;
  const server = new ScriptedGeminiServer((request) => {
    if (inlineData(request) !== undefined) return offlineMedia.respond(request);
    if (isSummaryRequestBody(request.body))
      return textResponse(summaries[Math.min(summaryCalls++, summaries.length - 1)] ?? '');
    if (options.silentModel) return textResponse('');
    const answer = scriptedAnswer(fixture.model.reply, modelCalls.answered + modelCalls.unscripted);
    if (answer === undefined) modelCalls.unscripted += 1;
    else modelCalls.answered += 1;
    return answerResponse(typeof answer === 'object' ? answer : { text: answer ?? '' });
  });
  const turns: ReplayTurnRecord[] = [];
  const describeModel = (model: MediaModelPort): MediaModelPort =>
    options.modelKeys ? createModel({ attempts: 2 }, options.modelKeys, systemClock, log) : model;
  const world = await createSimWorld({
    clock,
    log,
    telegram: simulator,
    model: { server, provider },
    persona: () => persona,
    prompts: () => loadPersonaPrompts(config, persona),
    admins: () => config.admins,
    media: {
      curated,
      limits: config.media,
      // The scripted describer answers in no virtual time; a real Gemini takes wall time.
      deadlineClock: options.modelKeys ? systemClock : clock,
      describer: (model) =>
        new MediaDescriber({
          model: describeModel(model),
          modelName: config.media.model,
          fetch: portFetcher(simulator),
          log,
        }),
    },
    engine: {
      // The persona reads as on a live account, so a replay shows when the chat is marked read.
      readDelay: config.telegram.readDelay,
      observer: {
        sample: options.sample,
        // Where each turn begins: the scheduler claims its `received` task (a retry claims it again).
        onBoundary: (boundary, { task }) => {
          if (boundary !== 'task-claimed' || !task || !isTask(task, 'received')) return;
          if (turns.at(-1)?.taskId === task.id && !turns.at(-1)?.report) turns.pop();
          turns.push({ params: task.params, taskId: task.id, actionsStart: simulator.actions.length });
        },
        onTurn: (report) => {
          const turn = turns.at(-1);
          if (turn && !turn.report) turn.report = report;
        },
      },
    },
  });
  try {
    for (const message of [...fixture.messages, ...fixture.archive, ...fixture.incoming]) {
      for (const item of message.media)
        if (item.description) await world.media.seed(toMediaRef(item), item.description, 'fixture');
    }
    await seedFixtureMemory(world.store, persona.name, fixture, loaded.nowMs);
    // Older messages an earlier turn read are in the store, as live: a recall finds them.
    const archived = await Promise.all(
      fixture.archive
        .filter((m) => m.stored)
        .map((m) => simulator.message(messageConversation(fixture, m), m.id)),
    );
    await world.runtime.messages.rememberAll(
      persona.name,
      archived.filter((m) => m !== null),
    );
    await seedFixtureEvents(world.store, persona.name, fixture, persona.timezone, loaded.nowMs);
    // The event clock started with the world: seeded plans must set it again.
    world.runtime.eventsChanged();
  } catch (err) {
    await world.close();
    throw err;
  }
  const problems: string[] = [];
  scheduleIncoming(loaded, world.runtime, simulator, clock, log, problems, {
    access: () => persona.access,
    admins: () => config.admins,
    personaName: () => persona.name,
    reactionTurns: () => persona.reactionTurns,
  });
  return { ...world, config, persona, server, provider, turns, modelCalls, problems };
}

/**
 * Each `incoming` message arrives at its time as a live update would: into the simulated chat,
 * then through the gate (which decides, as live, whether it deserves a turn) to the runtime.
 */
function scheduleIncoming(
  loaded: LoadedFixture,
  runtime: AgentRuntime,
  simulator: TelegramSimulator,
  clock: ReplayClock,
  log: Logger,
  problems: string[],
  manners: Pick<GateOptions, 'access' | 'admins' | 'personaName' | 'reactionTurns'>,
): void {
  const { fixture } = loaded;
  // The persona's access policy applies as live; backlog age does not (a fixture's time is its own).
  const gate = new Gate({
    port: simulator,
    sink: runtime,
    clock,
    log,
    options: manners,
    asleep: () => runtime.availability().kind === 'asleep',
  });
  for (const { index, atMs } of loaded.timeline.arrivals) {
    const message = fixture.incoming[index];
    if (!message) continue;
    clock.schedule(atMs, async () => {
      // Thrown here it would end a sleep as if woken: the replay reports it once the run is over.
      // A fixture's world refuses ids it does not hold (unknown, not deleted): then it is free.
      const taken =
        message.id !== undefined &&
        (await simulator.message(messageConversation(fixture, message), message.id).catch(() => null)) !==
          null;
      if (taken) {
        problems.push(
          `${loaded.at(['incoming', index, 'id'])}: incoming[${index}].id: message ${message.id} already exists when it arrives (the persona's own message took that id); leave id out or pick a higher one`,
        );
        return;
      }
      await gate.onMessage(
        simulator.receive(messageConversation(fixture, message), incomingMessage(loaded, message, atMs)),
      );
    });
  }
}
