/**
 * bench:soak — 30 days of a busy persona on the virtual clock: 50 chats receive 20,000 messages
 * (a few chats much busier than the rest), each answered by a model that takes a fixed delay
 * and sends one or two messages. It runs with `run`'s settings: config.yaml's first persona and
 * its prompts (a 100-message window, summaries), the turn journal, model usage and chat pauses
 * kept for the console, and retention at its defaults (pruning at start and hourly). The state
 * is a SQLite file. At the end of each simulated week, and at the end, it prints
 * the database size (file and write-ahead log), its rows per table and the process RSS after a
 * garbage collection, with the live heap and the heap V8 holds (RSS follows the latter, which
 * V8 returns to the system at its own pace); writes bench/results/soak.json.
 *
 * The simulated Telegram is trimmed to each chat's newest messages once a simulated day, and
 * the bench's own records (simulator actions, turn reports) are dropped, so that RSS measures
 * the agent and not the simulated world around it.
 *
 * Environment: SOAK_DAYS (30), SOAK_MESSAGES (20000), SOAK_CHATS (50), SOAK_MODEL_DELAY_MS (1500);
 * SOAK_HEAP_SNAPSHOTS=<folder> writes a heap snapshot at each checkpoint (`dayN.heapsnapshot`):
 * two of them, compared by constructor in Chrome's DevTools, show what a growing heap holds.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { writeHeapSnapshot } from 'node:v8';
import { loadConfig } from '../src/config/load.js';
import { loadPersonaPrompts } from '../src/config/prompts.js';
import { DEFAULT_RETENTION } from '../src/config/schema.js';
import type { ModelPort } from '../src/llm/types.js';
import { createSimWorld } from '../src/offline/sim-world.js';
import { VirtualClock } from '../src/support/clock.js';
import { createLogger, type LogEntry } from '../src/support/log.js';
import { TelegramSimulator } from '../src/telegram/simulator.js';

const DAY = 24 * 3_600_000;
const DAYS = Number(process.env.SOAK_DAYS ?? 30);
const MESSAGES = Number(process.env.SOAK_MESSAGES ?? 20_000);
const CHATS = Number(process.env.SOAK_CHATS ?? 50);
const MODEL_DELAY_MS = Number(process.env.SOAK_MODEL_DELAY_MS ?? 1_500);
const HEAP_SNAPSHOTS = process.env.SOAK_HEAP_SNAPSHOTS;
/** Messages per chat the simulated Telegram keeps in memory (the agent asks for 100). */
const TELEGRAM_KEEPS = 300;
const START = Date.parse('2026-03-02T00:00:00Z');
const TABLES = [
  'inbound_messages',
  'tasks',
  'deliveries',
  'media_descriptions',
  'turn_journal',
  'model_usage',
] as const;

interface Checkpoint {
  day: number;
  messagesSoFar: number;
  databaseMb: number;
  walMb: number;
  rows: Record<(typeof TABLES)[number], number>;
  rssMb: number;
  heapUsedMb: number;
  /**
   * The heap V8 has taken from the system, used or not: it gives unused pages back slowly, so
   * RSS moves with this while the live heap (`heapUsedMb`) stays put.
   */
  heapTotalMb: number;
  /** Memory outside the JS heap that V8 knows of (buffers); SQLite's own is in RSS only. */
  externalMb: number;
  /** Rows pruned since the previous checkpoint, and pages given back. */
  pruned: {
    messages: number;
    tasks: number;
    deliveries: number;
    media: number;
    journal: number;
    freedPages: number;
  };
  /** Wall time for this stretch of simulated days. */
  wallSeconds: number;
}

/** A small deterministic generator (mulberry32), so every run sees the same month. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const WORDS =
  'book shelf coffee rain kafka poetry winter crime novel ending shop cat window street evening friend letter story harbour train'.split(
    ' ',
  );

function sentence(rand: () => number, words: number): string {
  return Array.from({ length: words }, () => WORDS[Math.floor(rand() * WORDS.length)]).join(' ');
}

/** When each message arrives and in which chat: uniform over the days, chats weighted 1/rank. */
function schedule(rand: () => number): { at: number; chat: number }[] {
  const weights = Array.from({ length: CHATS }, (_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const pick = () => {
    let r = rand() * total;
    for (let i = 0; i < CHATS; i++) {
      r -= weights[i] ?? 0;
      if (r <= 0) return i;
    }
    return CHATS - 1;
  };
  return Array.from({ length: MESSAGES }, () => ({ at: START + rand() * DAYS * DAY, chat: pick() })).sort(
    (a, b) => a.at - b.at,
  );
}

function sizeMb(file: string): number {
  return existsSync(file) ? round(statSync(file).size / 1_048_576) : 0;
}

function round(n: number): number {
  return Number(n.toFixed(2));
}

async function soak(): Promise<Checkpoint[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cagent-soak-'));
  const file = path.join(dir, 'agent.sqlite');
  const clock = new VirtualClock(START);
  const rand = random(14);
  const simulator = new TelegramSimulator({ me: { id: '42', name: 'Heidi' }, clock });
  const chatId = (i: number) => String(1001 + i);
  for (let i = 0; i < CHATS; i++) {
    simulator.addUser({ id: chatId(i), name: `User ${i + 1}` });
    simulator.addChat({ id: chatId(i), kind: 'direct', title: `User ${i + 1}` });
  }
  const answers = random(41);
  const model: ModelPort = {
    generate: async () => {
      await clock.sleep(MODEL_DELAY_MS);
      const first = `# «send»\n${sentence(answers, 8 + Math.floor(answers() * 20))}`;
      return {
        kind: 'text',
        text:
          answers() < 0.4
            ? `${first}\n\n# «send»\n${sentence(answers, 6 + Math.floor(answers() * 10))}`
            : first,
      };
    },
  };
  const pruned: Checkpoint['pruned'] = {
    messages: 0,
    tasks: 0,
    deliveries: 0,
    media: 0,
    journal: 0,
    freedPages: 0,
  };
  const log = createLogger({
    level: 'info',
    json: true,
    now: () => clock.now(),
    write: (line) => {
      const entry = JSON.parse(line) as LogEntry;
      if (entry.msg === 'pruned old state')
        for (const key of Object.keys(pruned) as (keyof typeof pruned)[])
          pruned[key] += Number(entry.fields[key] ?? 0);
      else if (entry.level === 'warn' || entry.level === 'error') process.stderr.write(`${line}\n`);
    },
  });
  const config = loadConfig('config.yaml');
  const configured = config.personas[0];
  if (!configured) throw new Error('config.yaml has no persona');
  const persona = { ...configured, model: 'gemini-soak' };
  const prompts = loadPersonaPrompts(config, persona);
  const world = await createSimWorld({
    clock,
    log,
    telegram: simulator,
    model: { port: model },
    storeFile: file,
    persona: () => persona,
    prompts: () => prompts,
    operated: true,
    engine: { settings: { retention: DEFAULT_RETENTION } },
    acceptIncoming: true,
  });
  const { runtime, store } = world;
  await runtime.resume();

  const checkpoints: Checkpoint[] = [];
  const measure = async (day: number, messagesSoFar: number, since: number): Promise<void> => {
    await runtime.idle();
    const rows = {} as Checkpoint['rows'];
    for (const table of TABLES) {
      const row = await store.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      rows[table] = Number(row.n);
    }
    globalThis.gc?.();
    if (HEAP_SNAPSHOTS) writeHeapSnapshot(path.join(HEAP_SNAPSHOTS, `day${day}.heapsnapshot`));
    const memory = process.memoryUsage();
    checkpoints.push({
      day,
      messagesSoFar,
      databaseMb: sizeMb(file),
      walMb: sizeMb(`${file}-wal`),
      rows,
      rssMb: round(memory.rss / 1_048_576),
      heapUsedMb: round(memory.heapUsed / 1_048_576),
      heapTotalMb: round(memory.heapTotal / 1_048_576),
      externalMb: round(memory.external / 1_048_576),
      pruned: { ...pruned },
      wallSeconds: round((performance.now() - since) / 1000),
    });
    for (const key of Object.keys(pruned) as (keyof typeof pruned)[]) pruned[key] = 0;
    const c = checkpoints.at(-1);
    if (c)
      console.log(
        `  day ${String(c.day).padStart(2)}  ${String(c.messagesSoFar).padStart(6)} msgs  db ${c.databaseMb.toFixed(2).padStart(6)} MB + wal ${c.walMb.toFixed(2).padStart(5)} MB  rows msg ${c.rows.inbound_messages} task ${c.rows.tasks} deliv ${c.rows.deliveries} turns ${c.rows.turn_journal}  RSS ${c.rssMb.toFixed(1)} MB (heap ${c.heapUsedMb.toFixed(1)} of ${c.heapTotalMb.toFixed(1)}, external ${c.externalMb.toFixed(1)})  pruned ${c.pruned.messages}/${c.pruned.tasks}/${c.pruned.deliveries}/${c.pruned.journal} rows, ${c.pruned.freedPages} pages  [${c.wallSeconds} s]`,
      );
  };

  /** The simulated Telegram keeps each chat's newest messages; the bench keeps no records. */
  const trimTheWorld = () => {
    for (let i = 0; i < CHATS; i++) {
      const messages = simulator.messages(chatId(i));
      for (const m of messages.slice(0, Math.max(0, messages.length - TELEGRAM_KEEPS)))
        simulator.markDeleted(chatId(i), m.id);
    }
    simulator.actions.length = 0;
    world.reports.length = 0;
  };

  let nextDay = START + DAY;
  let sent = 0;
  let stretch = performance.now();
  const dayBoundary = async () => {
    trimTheWorld();
    const day = Math.round((nextDay - START) / DAY);
    if (day % 7 === 0 || day === DAYS) {
      await measure(day, sent, stretch);
      stretch = performance.now();
    }
    nextDay += DAY;
  };
  for (const { at, chat } of schedule(rand)) {
    while (at >= nextDay) {
      clock.advance(Math.max(0, nextDay - clock.now()));
      await runtime.idle();
      await dayBoundary();
    }
    clock.advance(Math.max(0, at - clock.now()));
    simulator.receive(chatId(chat), {
      from: chatId(chat),
      text: sentence(rand, 4 + Math.floor(rand() * 25)),
    });
    sent++;
    await runtime.idle();
  }
  while (nextDay <= START + DAYS * DAY) {
    clock.advance(Math.max(0, nextDay - clock.now()));
    await runtime.idle();
    await dayBoundary();
  }
  await runtime.stop();
  await world.close();
  rmSync(dir, { recursive: true, force: true });
  return checkpoints;
}

console.log(
  `bench:soak — ${DAYS} simulated days, ${MESSAGES} messages in ${CHATS} chats, model answers after ${MODEL_DELAY_MS} ms (virtual); run's settings: config.yaml's persona, journal, usage and pauses on, retention defaults`,
);
const started = performance.now();
const checkpoints = await soak();
const wallSeconds = round((performance.now() - started) / 1000);
console.log(
  `  done in ${wallSeconds} s wall time${globalThis.gc ? '' : ' (RSS without --expose-gc is noisier)'}`,
);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/soak.json',
  `${JSON.stringify(
    {
      days: DAYS,
      messages: MESSAGES,
      chats: CHATS,
      modelDelayMs: MODEL_DELAY_MS,
      retention: DEFAULT_RETENTION,
      node: process.version,
      wallSeconds,
      checkpoints,
    },
    null,
    2,
  )}\n`,
);
