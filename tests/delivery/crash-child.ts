/**
 * One life of the agent process for the crash test (tests/delivery/crash.test.ts): it loads the
 * simulated Telegram from its state file, opens the database, resumes stored work, takes in
 * every message Telegram has not seen acknowledged, and runs until idle. With CRASH_AT=k it
 * kills itself (SIGKILL, no cleanup) at the k-th boundary it reaches.
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { AgentRuntime } from '../../src/agent/runtime.js';
import { GeminiClient } from '../../src/llm/gemini-client.js';
import { MediaLibrary } from '../../src/media/library.js';
import { MediaDescriptions } from '../../src/store/media.js';
import { openStore } from '../../src/store/open.js';
import { systemClock } from '../../src/support/clock.js';
import { createLogger } from '../../src/support/log.js';
import { TelegramSimulator } from '../../src/telegram/simulator.js';
import { persona, prompts } from '../helpers.js';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const crashAt = Number(process.env.CRASH_AT ?? 0);
const traceFile = env('TRACE_FILE');
const ackFile = env('ACK_FILE');
let reached = 0;

const log = createLogger({ level: 'warn' });
const clock = systemClock;
const simulator = TelegramSimulator.load(env('SIM_STATE'), clock);
const store = await openStore(env('DB_FILE'));
const runtime = new AgentRuntime({
  persona: () =>
    persona({
      name: 'Heidi',
      statusReactions: true,
      typing: { charsPerSecond: 1000, minSeconds: 0, maxSeconds: 0 },
    }),
  prompts: () => prompts(),
  admins: () => [],
  port: simulator,
  model: new GeminiClient({
    apiKey: 'crash-test',
    baseUrl: env('MODEL_URL'),
    clock,
    log,
    retry: { attempts: 1 },
  }),
  store,
  media: new MediaLibrary({ curated: new Map(), cache: new MediaDescriptions(store.db), now: Date.now, log }),
  clock,
  log,
  debounceMs: 10,
  retry: { baseDelayMs: 50, maxDelayMs: 200 },
  onBoundary: (boundary, { task }) => {
    reached++;
    appendFileSync(traceFile, `${boundary}${task ? ` ${task.type}` : ''}\n`);
    if (reached === crashAt) process.kill(process.pid, 'SIGKILL');
  },
});

await runtime.resume();
// Telegram hands over every update until the client acknowledges it; we acknowledge a
// message once `accept` has returned (it is stored by then).
const acked = existsSync(ackFile)
  ? (JSON.parse(readFileSync(ackFile, 'utf8')) as Record<string, number>)
  : {};
for (const chatId of (process.env.CHATS ?? '7').split(',')) {
  for (const message of simulator.messages(chatId)) {
    if (message.out || message.id <= (acked[chatId] ?? 0)) continue;
    await runtime.accept(message);
    acked[chatId] = message.id;
    writeFileSync(ackFile, JSON.stringify(acked));
  }
}
await runtime.idle();
await runtime.stop();
await store.close();
