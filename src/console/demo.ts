import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { resolveSecrets } from '../config/env.js';
import { findPersona, loadConfig } from '../config/load.js';
import { loadPersonaPrompts } from '../config/prompts.js';
import type { Persona } from '../config/resolved.js';
import { ScriptedGeminiServer, textResponse } from '../llm/scripted-server.js';
import { loadCuratedMedia } from '../media/curated.js';
import { MediaDescriber, portFetcher } from '../media/describer.js';
import { type LoadedFixture, loadFixture } from '../offline/fixture.js';
import { fixtureSecretsOf } from '../offline/fixture-redact.js';
import {
  fixtureAccounts,
  fixtureStickerRefs,
  seedFixtureMessages,
  toMediaRef,
} from '../offline/fixture-telegram.js';
import { feedFixtureMedia, inlineData, type OfflineMedia } from '../offline/media.js';
import { replyText, scriptedAnswer } from '../offline/scripted-answers.js';
import { createSimWorld, knownStickers, type SimWorld, simulatedTelegram } from '../offline/sim-world.js';
import { MemoryRepo } from '../store/memory.js';
import { openStore } from '../store/open.js';
import { ChangeFeed } from '../support/changes.js';
import { type Clock, systemClock } from '../support/clock.js';
import { UserError } from '../support/errors.js';
import { type Logger, RecentProblems } from '../support/log.js';
import type { Account } from '../telegram/types.js';
import { SCRIPTED_TAG } from '../workbench/script.js';
import { type ConsoleBackend, type ConsolePersona, wakeTimeOf } from './backend.js';

/** The demo: the bundled examples as a live offline world, and how to end it. */
export interface DemoConsole {
  backend: ConsoleBackend;
  close(): Promise<void>;
}

/**
 * The console's demo: every bundled example conversation on one simulated Telegram per persona,
 * with the scripted model, on the system clock (waits take real time, so planned work stays
 * pending long enough to be seen and cancelled). Each example's own turn runs at start; after
 * that the operator writes as the chat's partner, and `/answer <text>` scripts the next answer
 * as in `chat`. Nothing is read from or written to the user's state: the store is in memory.
 */
export async function openDemoConsole(options: {
  examplesDir: string;
  log: Logger;
  clock?: Clock;
}): Promise<DemoConsole> {
  const { log } = options;
  const clock = options.clock ?? systemClock;
  const files = readdirSync(options.examplesDir)
    .filter((f) => f.endsWith('.yaml') || f.endsWith('.yml'))
    .sort()
    .map((f) => loadFixture(path.join(options.examplesDir, f)));
  const first = files[0];
  if (!first) throw new UserError(`no example conversations in ${options.examplesDir}`);
  const config = loadConfig(first.configFile);
  const curated = loadCuratedMedia(config.mediaDir);
  const store = await openStore(':memory:');
  const changes = new ChangeFeed();
  const worlds: { persona: Persona; world: SimWorld<Clock>; fixtures: LoadedFixture[] }[] = [];
  const scripted = new Map<string, string[]>();
  try {
    for (const name of [...new Set(files.map((f) => f.fixture.persona.toLowerCase()))]) {
      const fixtures = files.filter((f) => f.fixture.persona.toLowerCase() === name);
      const persona = findPersona(config, fixtures[0]?.fixture.persona ?? name);
      if (!persona) throw new UserError(`the examples name a persona config.yaml does not have: ${name}`);
      const queue: string[] = [];
      scripted.set(persona.name, queue);
      const world = await personaWorld({
        persona,
        fixtures,
        config,
        curated,
        store,
        changes,
        clock,
        log,
        queue,
      });
      worlds.push({ persona, world, fixtures });
    }
  } catch (err) {
    for (const { world } of worlds) await world.close();
    await store.close();
    throw err;
  }
  for (const { world, fixtures } of worlds) {
    await world.runtime.resume();
    for (const f of fixtures) await world.runtime.startTurn(f.fixture.chat.id, f.fixture.target);
  }

  const personas: ConsolePersona[] = worlds.map(({ persona, world }) => ({
    name: persona.name,
    model: persona.model,
    // The demo is offline, yet its personas keep their schedules.
    state: () => (wakeTimeOf(world.runtime) === undefined ? 'running' : 'asleep'),
    wakeAt: () => wakeTimeOf(world.runtime),
    runtime: world.runtime,
    chatTitle: async (chatId) => {
      try {
        return (await world.simulator.chat(chatId)).title;
      } catch {
        return undefined;
      }
    },
  }));
  const backend: ConsoleBackend = {
    mode: 'demo',
    store,
    personas,
    prices: config.prices,
    curated,
    configFile: config.file,
    // The demo holds no session; the environment's keys and the config's phones it knows.
    fixtureSecrets: fixtureSecretsOf(config, resolveSecrets(config.file)),
    changes,
    memory: new MemoryRepo(store.db, () => clock.now()),
    problems: new RecentProblems(),
    now: () => clock.now(),
    // The demo never writes into the bundled media folder.
    saveCurated: async () => undefined,
    writeAs: async (personaName, chatId, text) => {
      const entry = worlds.find((w) => w.persona.name === personaName);
      if (!entry) throw new UserError(`no persona ${personaName}`);
      const answer = /^\/answer\s+([\s\S]+)$/.exec(text);
      if (answer?.[1]) {
        scripted.get(personaName)?.push(answer[1]);
        return;
      }
      const partner = partnerOf(entry.fixtures, chatId);
      entry.world.simulator.receive(chatId, { from: partner.id, text });
    },
  };
  return {
    backend,
    close: async () => {
      for (const { world } of worlds) await world.runtime.stop(0);
      for (const { world } of worlds) await world.close();
      await store.close();
    },
  };
}

/** Who the operator writes as in a chat: the example's first user. */
function partnerOf(fixtures: readonly LoadedFixture[], chatId: string): Account {
  const fixture = fixtures.find((f) => f.fixture.chat.id === chatId);
  const user = fixture?.fixture.users[0];
  if (!fixture || !user) throw new UserError(`no example chat ${chatId}`);
  return { id: user.id, name: user.name };
}

async function personaWorld(o: {
  persona: Persona;
  fixtures: LoadedFixture[];
  config: ReturnType<typeof loadConfig>;
  curated: ReturnType<typeof loadCuratedMedia>;
  store: Awaited<ReturnType<typeof openStore>>;
  changes: ChangeFeed;
  clock: Clock;
  log: Logger;
  queue: string[];
}): Promise<SimWorld<Clock>> {
  const { persona, fixtures, config, curated } = o;
  const me = fixtureAccounts(fixtures[0] as LoadedFixture).me;
  const users = new Map<string, Account>();
  for (const f of fixtures) for (const u of fixtureAccounts(f).users) users.set(u.id, u);
  const simulator = simulatedTelegram(
    {
      me,
      users: [...users.values()],
      stickers: [...knownStickers(persona, curated.values()), ...fixtures.flatMap(fixtureStickerRefs)],
      chats: fixtures.map((f) => ({
        id: f.fixture.chat.id,
        kind: f.fixture.chat.type,
        title: f.fixture.chat.title ?? f.fixture.users[0]?.name ?? 'Someone',
      })),
    },
    o.clock,
  );
  for (const f of fixtures) seedFixtureMessages(simulator, f);
  const stickerSets = [...new Set([...persona.stickerSets, ...persona.stickers.map((s) => s.set)])];
  const media: OfflineMedia[] = [];
  for (const f of fixtures)
    media.push(
      await feedFixtureMedia(f.fixture, path.dirname(f.file), simulator, curated.values(), stickerSets),
    );
  // Each example's recorded answer for its own chat's first turn; then what the operator
  // scripted; then a plain, labelled answer.
  const unanswered = new Map(
    fixtures.map((f) => [
      f.fixture.chat.title ?? f.fixture.users[0]?.name ?? '',
      replyText(scriptedAnswer(f.fixture.model.reply, 0)) ?? '',
    ]),
  );
  const server = new ScriptedGeminiServer(
    (request) => {
      if (inlineData(request) !== undefined) {
        for (const m of media) {
          const answer = m.respond(request);
          if (answer.status === 200) return answer;
        }
        return (media[0] as OfflineMedia).respond(request);
      }
      const body = JSON.stringify(request.body);
      for (const [title, reply] of unanswered) {
        if (title && body.includes(title)) {
          unanswered.delete(title);
          return textResponse(reply);
        }
      }
      const queued = o.queue.shift();
      if (queued !== undefined) return textResponse(queued);
      return textResponse(
        `# «send»\n${SCRIPTED_TAG} ${persona.name} would answer here. Write "/answer <task blocks>" to script the next answer.`,
      );
    },
    { estimateUsage: true },
  );
  const world = await createSimWorld<Clock>({
    clock: o.clock,
    log: o.log,
    telegram: simulator,
    model: { server },
    store: o.store,
    operated: true,
    changes: o.changes,
    persona: () => persona,
    prompts: () => loadPersonaPrompts(config, persona),
    admins: () => config.admins,
    acceptIncoming: true,
    media: {
      curated,
      limits: config.media,
      describer: (model) =>
        new MediaDescriber({
          model,
          modelName: config.media.model,
          fetch: portFetcher(simulator),
          log: o.log,
        }),
    },
    engine: {
      settings: { retry: { maxAttempts: 1, baseDelayMs: 0, maxDelayMs: 0 } },
      readDelay: config.telegram.readDelay,
    },
  });
  for (const f of fixtures)
    for (const message of [...f.fixture.messages, ...f.fixture.archive])
      for (const item of message.media)
        if (item.description) await world.media.seed(toMediaRef(item), item.description, 'fixture');
  return world;
}

/** The bundled examples: ./examples of the working directory, else the package's own. */
export function findExamples(packageDir: string): string {
  const local = path.resolve('examples');
  if (existsSync(local)) return local;
  const packaged = path.resolve(packageDir, '..', 'examples');
  if (existsSync(packaged)) return packaged;
  throw new UserError('no examples folder found (run from the project folder)');
}
