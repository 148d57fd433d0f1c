/**
 * One life of the agent process for the crash test (tests/delivery/crash.test.ts): it loads the
 * simulated Telegram from its state file, opens the database, resumes stored work, takes in
 * every message Telegram has not seen acknowledged, and runs until idle. With CRASH_AT=k it
 * kills itself (SIGKILL, no cleanup) at the k-th boundary it reaches.
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createSimWorld } from '../../src/offline/sim-world.js';
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

const clock = systemClock;
const { runtime, simulator, close } = await createSimWorld({
  clock,
  log: createLogger({ level: 'warn' }),
  telegram: TelegramSimulator.load(env('SIM_STATE'), clock),
  model: { url: env('MODEL_URL') },
  storeFile: env('DB_FILE'),
  persona: () =>
    persona({
      name: 'Heidi',
      statusReactions: true,
      typing: { charsPerSecond: 1000, minSeconds: 0, maxSeconds: 0 },
    }),
  prompts: () => prompts(),
  engine: {
    settings: { debounceMs: 10, retry: { baseDelayMs: 50, maxDelayMs: 200 } },
    observer: {
      onBoundary: (boundary, { task }) => {
        reached++;
        appendFileSync(traceFile, `${boundary}${task ? ` ${task.type}` : ''}\n`);
        if (reached === crashAt) process.kill(process.pid, 'SIGKILL');
      },
    },
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
await close();
