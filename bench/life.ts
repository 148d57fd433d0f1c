/**
 * bench:life — 100 personas living 30 virtual days: each has a daily schedule (asleep at night,
 * activities by day, in one of three time zones), three chats whose partners wrote once (those
 * of two chats write again every day at 00:00Z, the third's never), and
 * plans of its own seeded straight into the store (a daily one, one every 4 hours, five one-off
 * ones). The model is scripted (it answers every turn with a message at once, every other turn
 * with a wait and a second message too), so what is
 * measured is the engine: how punctually plans fire and their turns start, how many model calls
 * a day that makes, the engine's CPU per virtual day and per fired plan, and the database size.
 *
 * Time: one clock for all personas that moves only when the bench moves it, timer by timer, and
 * lets the work each timer starts run to quiet before the next (sleeps wait like timers, as on
 * the system clock). "On time" = the plan's turn started within a minute of its due time; plans
 * that came due while their persona slept are counted apart (their turn waits for wake-up).
 *
 * Environment: BENCH_LIFE_PERSONAS (100), BENCH_LIFE_DAYS (30), BENCH_OUT
 * (bench/results/life.json).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Activity } from '../src/config/schedule.js';
import { DEFAULT_RETENTION } from '../src/config/schema.js';
import { availabilityAt } from '../src/intake/availability.js';
import type { ModelPort } from '../src/llm/types.js';
import { createSimWorld, type SimWorld } from '../src/offline/sim-world.js';
import { EventRepo } from '../src/store/events.js';
import { MessageLog } from '../src/store/messages.js';
import { openStore } from '../src/store/open.js';
import { type Clock, fireSoon, PendingTimers, type Timer } from '../src/support/clock.js';
import { silentLogger } from '../src/support/log.js';
import { type EventRule, occurrenceAt } from '../src/tasks/event-time.js';
import { isTask } from '../src/tasks/types.js';
import { benchPersona } from './persona.js';

const PERSONAS = Number(process.env.BENCH_LIFE_PERSONAS ?? 100);
const DAYS = Number(process.env.BENCH_LIFE_DAYS ?? 30);
const OUT = process.env.BENCH_OUT ?? 'bench/results/life.json';
const DAY = 86_400_000;
const START = Date.parse('2026-03-20T00:00:00Z');
/** A plan's turn that starts later than this after its due time is late. */
const ON_TIME_MS = 60_000;
const ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Tokyo'] as const;

/**
 * The bench's clock: sleeps and timers wait until the driver moves time past them (as on the
 * system clock, one persona's sleep does not move anyone else's time). The driver moves it timer
 * by timer and lets the work each one started settle first.
 */
class LifeClock implements Clock {
  #now: number;
  readonly #timers = new PendingTimers();
  /** How often the engine asked the time: while it keeps asking, work is still going on. */
  reads = 0;

  constructor(startMs: number) {
    this.#now = startMs;
  }

  now(): number {
    this.reads += 1;
    return this.#now;
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (ms <= 0) return new Promise((resolve) => setImmediate(resolve));
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        timer.cancel();
        reject(signal?.reason);
      };
      const timer = this.#timers.add(this.#now + ms, () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      });
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  timer(ms: number, fire: () => void): Timer {
    return ms > 0 ? this.#timers.add(this.#now + ms, fire) : fireSoon(fire);
  }

  async runUntil(untilMs: number): Promise<void> {
    await this.quiet();
    for (let due = this.#timers.takeDue(untilMs); due; due = this.#timers.takeDue(untilMs)) {
      this.#now = Math.max(this.#now, due.at);
      due.fire();
      await this.quiet();
    }
    this.#now = Math.max(this.#now, untilMs);
  }

  /** Lets work run until the engine has not asked the time for a few turns of the event loop. */
  async quiet(): Promise<void> {
    let last = this.reads;
    for (let still = 0; still < 4; ) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (this.reads === last) still += 1;
      else {
        still = 0;
        last = this.reads;
      }
    }
  }
}

/** Asleep 23:00–07:00, working 09:00–17:00 on weekdays, out in the evening. */
const SCHEDULE: Activity[] = [
  { name: 'asleep', startMinute: 23 * 60, endMinute: 7 * 60, responsiveness: 0, asleep: true },
  {
    name: 'at work',
    startMinute: 9 * 60,
    endMinute: 17 * 60,
    days: ['mon', 'tue', 'wed', 'thu', 'fri'],
    responsiveness: 40,
    asleep: false,
  },
  { name: 'out with friends', startMinute: 19 * 60, endMinute: 22 * 60, responsiveness: 20, asleep: false },
];

interface Planned {
  agent: string;
  id: string;
  timeZone: string;
}

const dir = mkdtempSync(path.join(tmpdir(), 'cagent-life-'));
const file = path.join(dir, 'life.sqlite');
const store = await openStore(file);
const clock = new LifeClock(START);
let modelCalls = 0;
/**
 * Every turn answers with a message; every other one also waits (0–8 h, varying) and writes
 * again, so some of those second messages fall due at night.
 */
const model: ModelPort = {
  generate: async () => {
    modelCalls += 1;
    const text =
      modelCalls % 2 === 0
        ? `# «send»\nthinking of you\n\n# «wait»\ndelay: ${(modelCalls * 53) % 480}m\n\n# «send»\nstill thinking of you`
        : '# «send»\nthinking of you';
    return { kind: 'text', text };
  },
};
/**
 * When each plan's turn was first claimed, by agent, plan and the time the turn was stored
 * (which is the time its plan fired: one transaction).
 */
const claimed = new Map<string, number>();
/** Per plan, when turns that named it started: started by it, or carrying it on after a replaced turn. */
const carriedClaims = new Map<string, number[]>();
const worlds: SimWorld<LifeClock>[] = [];
const planned: Planned[] = [];
const setupStarted = performance.now();
for (let p = 0; p < PERSONAS; p += 1) {
  const name = `P${String(p + 1).padStart(3, '0')}`;
  const timeZone = ZONES[p % ZONES.length] ?? 'UTC';
  const persona = {
    ...benchPersona('gemini-test', { charsPerSecond: 1e9, minSeconds: 0, maxSeconds: 0 }),
    name,
    timezone: timeZone,
    schedule: SCHEDULE,
  };
  const chats = ['7', '8', '9'];
  const world = await createSimWorld({
    clock,
    log: silentLogger,
    telegram: {
      me: { id: '42', name },
      users: chats.map((id) => ({ id, name: `Friend ${id}` })),
      chats: chats.map((id) => ({ id, kind: 'direct' as const, title: `Friend ${id}` })),
    },
    model: { port: model },
    store,
    persona: () => persona,
    prompts: () => ({ responseFormat: 'RESPONSE FORMAT RULES', roles: [] }),
    engine: {
      settings: { debounceMs: 0, retention: DEFAULT_RETENTION },
      observer: {
        onBoundary: (boundary, { task }) => {
          if (boundary !== 'task-claimed' || !task || !isTask(task, 'received')) return;
          // A plan a newer turn carried on (its own turn was replaced before it started).
          for (const carried of task.params.plans ?? []) {
            if (carried.id === undefined) continue;
            const key = `${name} ${carried.id}`;
            carriedClaims.set(key, [...(carriedClaims.get(key) ?? []), clock.now()]);
          }
          const trigger = task.params.trigger;
          if (trigger?.kind !== 'event' || trigger.id === undefined) return;
          const plan = `${name} ${trigger.id}`;
          carriedClaims.set(plan, [...(carriedClaims.get(plan) ?? []), clock.now()]);
          const key = `${name} ${trigger.id} ${task.createdAt}`;
          if (!claimed.has(key)) claimed.set(key, clock.now());
        },
      },
    },
  });
  worlds.push(world);
  const messages = new MessageLog(store.db, () => clock.now());
  for (const chatId of chats) {
    const hello = world.simulator.seed(chatId, { from: chatId, text: 'hey, talk soon?' });
    await messages.remember(name, hello, { handled: true });
  }
  const events = new EventRepo(store.db, () => clock.now());
  // From the next day on: a first occurrence before the start would be a catch-up, not a plan on time.
  const startDay = Math.floor(START / DAY) + 1;
  const plan = async (chatId: string, what: string, rule: EventRule) => {
    const { id } = await events.write(name, chatId, {
      what,
      timeZone,
      rule,
      done: 0,
      nextAt: occurrenceAt(rule, 0, timeZone),
    });
    planned.push({ agent: name, id, timeZone });
  };
  // Spread over the day by persona, so not all of them fire at the same minute.
  const minute = (base: number) => (base + p * 7) % (24 * 60);
  await plan('7', 'good morning', {
    startDay,
    startMinute: minute(8 * 60),
    every: { unit: 'days', days: 1 },
  });
  await plan('8', 'check in', {
    startDay,
    startMinute: minute(10 * 60),
    every: { unit: 'minutes', minutes: 240 },
  });
  for (let k = 0; k < 5; k += 1)
    await plan('9', `one-off ${k + 1}`, {
      startDay: startDay + 1 + Math.floor(((k + 1) * DAYS) / 6),
      startMinute: minute(12 * 60 + k * 97),
    });
  world.runtime.eventsChanged();
}
const setupMs = performance.now() - setupStarted;

const cpuBefore = process.cpuUsage();
const runStarted = performance.now();
const daily: { day: number; cpuMs: number; modelCalls: number }[] = [];
for (let day = 1; day <= DAYS; day += 1) {
  const cpu = process.cpuUsage();
  const calls = modelCalls;
  // Each morning (00:00Z) the partners of chats 7 and 8 write; chat 9's never do, so the
  // persona's check-ins there stop at events.max_unanswered.
  for (const world of worlds)
    for (const chatId of ['7', '8'])
      await world.runtime.accept(world.simulator.receive(chatId, { from: chatId, text: `day ${day}, hi` }));
  // Not `idle()`: a turn held until wake-up sleeps on this clock, and only the clock moving ends it.
  await clock.runUntil(START + day * DAY);
  const spent = process.cpuUsage(cpu);
  daily.push({ day, cpuMs: (spent.user + spent.system) / 1000, modelCalls: modelCalls - calls });
  if (process.stderr.isTTY) process.stderr.write(`\rday ${day}/${DAYS}`);
}
if (process.stderr.isTTY) process.stderr.write('\n');
const cpuTotal = process.cpuUsage(cpuBefore);
const runMs = performance.now() - runStarted;

const log = await store.db
  .selectFrom('event_log')
  .where('outcome', '!=', 'checked-in')
  .select(['agent', 'chat_id', 'event_id', 'due_at', 'at', 'outcome', 'reason'])
  .orderBy('at')
  .execute();
// Turns still waiting when the run ends (the last night's, held for a wake-up after it): the
// plans they name are pending, not lost.
const waiting = new Set<string>();
for (const row of await store.db
  .selectFrom('tasks')
  .select(['agent', 'params'])
  .where('type', '=', 'received')
  .where('status', '=', 'pending')
  .execute()) {
  const params = JSON.parse(row.params) as {
    trigger?: { kind: string; id?: string };
    plans?: { id?: string }[];
  };
  const ids = [
    ...(params.plans ?? []).map((p) => p.id),
    params.trigger?.kind === 'event' ? params.trigger.id : undefined,
  ];
  for (const id of ids) if (id !== undefined) waiting.add(`${row.agent} ${id}`);
}
let pendingAtEnd = 0;
const zoneOf = new Map(planned.map((p) => [`${p.agent} ${p.id}`, p.timeZone]));
const onTime: number[] = [];
const late: number[] = [];
const held: number[] = [];
const fireLag: number[] = [];
const skipped: Record<string, number> = {};
let fired = 0;
let notStarted = 0;
let lost = 0;
const lostSamples: string[] = [];
const carriedLag: number[] = [];
for (const line of log) {
  if (line.outcome !== 'fired') {
    const reason = (line.reason ?? '?').replace(/\d+/g, 'N');
    skipped[reason] = (skipped[reason] ?? 0) + 1;
    continue;
  }
  fired += 1;
  fireLag.push(line.at - line.due_at);
  const start = claimed.get(`${line.agent} ${line.event_id} ${line.at}`);
  if (start === undefined) {
    // Its turn was replaced by a newer one of the same chat before it started (replanned): the
    // newer turn carries the plan on, named in its turn part, or is the plan's next occurrence
    // itself; lost only when no later turn names it.
    notStarted += 1;
    const carriedAt = (carriedClaims.get(`${line.agent} ${line.event_id}`) ?? []).find((t) => t >= line.at);
    if (carriedAt === undefined && waiting.has(`${line.agent} ${line.event_id}`)) pendingAtEnd += 1;
    else if (carriedAt === undefined) {
      lost += 1;
      if (lostSamples.length < 20)
        lostSamples.push(`${line.agent} ${line.event_id} due ${new Date(line.due_at).toISOString()}`);
    } else carriedLag.push(carriedAt - line.due_at);
    continue;
  }
  const lag = start - line.due_at;
  const zone = zoneOf.get(`${line.agent} ${line.event_id}`) ?? 'UTC';
  const asleep = availabilityAt(SCHEDULE, zone, line.due_at).kind === 'asleep';
  if (asleep) held.push(lag);
  else if (lag <= ON_TIME_MS) onTime.push(lag);
  else late.push(lag);
}
const sizeOf = (f: string) => (existsSync(f) ? statSync(f).size : 0);
const databaseMb = (sizeOf(file) + sizeOf(`${file}-wal`)) / 1e6;
const cpuMs = (cpuTotal.user + cpuTotal.system) / 1000;
const quantiles = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { n: sorted.length, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: sorted.at(-1) ?? 0 };
};
// Check-ins beyond events.max_unanswered (2): a plan that fired while 2 or more check-ins (plan
// turns that delivered a message, the log's `checked-in` lines) were made in its chat since the
// partner last wrote there.
const checkIns = await store.db
  .selectFrom('event_log')
  .where('outcome', '=', 'checked-in')
  .select(['agent', 'chat_id', 'at'])
  .execute();
let checkInsBeyondMax = 0;
worlds.forEach((world, p) => {
  const agent = `P${String(p + 1).padStart(3, '0')}`;
  for (const chatId of ['7', '8', '9']) {
    const partnerAt = world.simulator
      .messages(chatId)
      .filter((m) => !m.out)
      .map((m) => m.date * 1000);
    const ours = (l: { agent: string; chat_id: string }) => l.agent === agent && l.chat_id === chatId;
    const made = checkIns.filter(ours).map((l) => l.at);
    for (const line of log.filter((l) => ours(l) && l.outcome === 'fired')) {
      const newest = Math.max(0, ...partnerAt.filter((t) => t <= line.at));
      const unanswered = made.filter((at) => at > newest && at < line.at).length;
      if (unanswered >= 2) checkInsBeyondMax += 1;
    }
  }
});

// Asleep means asleep: no message of a persona goes out while its schedule says it sleeps.
let sends = 0;
let sendsWhileAsleep = 0;
worlds.forEach((world, p) => {
  const zone = ZONES[p % ZONES.length] ?? 'UTC';
  for (const chatId of ['7', '8', '9'])
    for (const m of world.simulator.messages(chatId).filter((m) => m.out)) {
      sends += 1;
      if (availabilityAt(SCHEDULE, zone, m.date * 1000).kind === 'asleep') sendsWhileAsleep += 1;
    }
});
const results = {
  node: process.version,
  sends,
  sendsWhileAsleep,
  checkInsBeyondMax,
  personas: PERSONAS,
  days: DAYS,
  plans: planned.length,
  occurrences: log.length,
  fired,
  skipped,
  onTime: { within_ms: ON_TIME_MS, count: onTime.length, turnLagMs: quantiles(onTime) },
  late: { count: late.length, turnLagMs: quantiles(late) },
  heldBySleep: { count: held.length, turnLagMinutes: quantiles(held.map((ms) => Math.round(ms / 60_000))) },
  replacedBeforeStart: notStarted,
  carriedOn: {
    count: carriedLag.length,
    turnLagMinutes: quantiles(carriedLag.map((ms) => Math.round(ms / 60_000))),
  },
  pendingAtEnd,
  lost,
  lostSamples,
  fireLagMs: quantiles(fireLag),
  modelCalls,
  modelCallsPerDay: Math.round(modelCalls / DAYS),
  engineCpuMs: Math.round(cpuMs),
  engineCpuMsPerVirtualDay: Math.round(cpuMs / DAYS),
  engineCpuMsPerFiredPlan: fired > 0 ? Number((cpuMs / fired).toFixed(2)) : null,
  cpuMsPerDay: quantiles(daily.map((d) => Math.round(d.cpuMs))),
  databaseMb: Number(databaseMb.toFixed(2)),
  setupMs: Math.round(setupMs),
  runMs: Math.round(runMs),
};

console.log(
  `bench:life (node ${results.node}): ${PERSONAS} personas, ${DAYS} virtual days, ${planned.length} plans`,
);
console.log(
  `  occurrences ${results.occurrences}: fired ${fired}, skipped ${results.occurrences - fired} (${Object.entries(
    skipped,
  )
    .map(([r, n]) => `${n} ${r}`)
    .join('; ')})`,
);
console.log(
  `  on time (turn within ${ON_TIME_MS / 1000} s of due): ${onTime.length} of ${fired}; turn lag p50 ${results.onTime.turnLagMs.p50} ms, max ${results.onTime.turnLagMs.max} ms`,
);
console.log(
  `  late: ${late.length} (max ${results.late.turnLagMs.max} ms); turns replaced by a newer one of the chat before they started: ${notStarted}`,
);
console.log(
  `  of those, named by the newer turn (carried on, or the plan's next occurrence): ${carriedLag.length} (wait p50 ${results.carriedOn.turnLagMinutes.p50} min); still waiting for a wake-up when the run ends: ${pendingAtEnd}; lost: ${lost}`,
);
console.log(
  `  held by sleep until wake-up: ${held.length}; wait p50 ${results.heldBySleep.turnLagMinutes.p50} min, max ${results.heldBySleep.turnLagMinutes.max} min`,
);
console.log(
  `  fire lag (log time − due time): p50 ${results.fireLagMs.p50} ms, max ${results.fireLagMs.max} ms`,
);
console.log(`  model calls: ${modelCalls} (${results.modelCallsPerDay} per virtual day)`);
console.log(`  messages sent: ${sends}; sent while asleep: ${sendsWhileAsleep} (goal 0)`);
console.log(`  check-ins beyond events.max_unanswered (2): ${checkInsBeyondMax} (goal 0)`);
console.log(
  `  engine CPU: ${results.engineCpuMs} ms in all, ${results.engineCpuMsPerVirtualDay} ms per virtual day (p90 day ${results.cpuMsPerDay.p90} ms), ${results.engineCpuMsPerFiredPlan} ms per fired plan`,
);
console.log(`  database: ${results.databaseMb} MB; set-up ${results.setupMs} ms, run ${results.runMs} ms`);

for (const world of worlds) await world.runtime.stop();
for (const world of worlds) await world.close();
await store.close();
if (!process.env.BENCH_KEEP) rmSync(dir, { recursive: true, force: true });
mkdirSync(path.dirname(OUT), { recursive: true });
writeFileSync(OUT, `${JSON.stringify(results, null, 2)}\n`);
