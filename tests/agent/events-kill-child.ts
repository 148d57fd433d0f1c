/**
 * One life of a persona with due plans, for the event kill test (tests/agent/events-kill.ts):
 * it opens the state database at DB_FILE, resumes the persona on a virtual clock starting at
 * START_MS and runs that clock to END_MS in steps, announcing each step on stdout (`t <ms>`;
 * a pipe, written synchronously on Linux) so the parent knows how far it got when it kills it.
 * The plans themselves were seeded by the parent.
 */
import { DEFAULT_RETENTION } from '../../src/config/schema.js';
import { ReplayClock } from '../../src/offline/replay-clock.js';
import { createSimWorld } from '../../src/offline/sim-world.js';
import { silentLogger } from '../../src/support/log.js';
import { people, prompts } from '../helpers.js';
import { KILL_CHATS, KILL_PERSONA, STEP_MS } from './events-kill-setup.js';

const file = process.env.DB_FILE;
const start = Number(process.env.START_MS);
const end = Number(process.env.END_MS);
if (!file || !Number.isFinite(start) || !Number.isFinite(end)) throw new Error('DB_FILE, START_MS, END_MS');

const clock = new ReplayClock(start);
const world = await createSimWorld({
  clock,
  log: silentLogger,
  telegram: {
    ...people,
    chats: KILL_CHATS.map((id) => ({ id, kind: 'direct' as const, title: `User ${id}` })),
  },
  model: {
    port: {
      generate: async (request) => ({
        kind: 'text',
        text: `# «send»\nabout my plan (${JSON.stringify(request).length} characters read)`,
      }),
    },
  },
  storeFile: file,
  persona: () => KILL_PERSONA,
  prompts: () => prompts(),
  // Nothing is pruned: the parent counts every turn and every log line afterwards.
  engine: {
    settings: {
      retention: { ...DEFAULT_RETENTION, tasksMs: 1e12, journalMs: 1e12, messagesMs: 1e12 },
      debounceMs: 0,
    },
  },
});
await world.runtime.resume();
await world.runtime.idle();
process.stdout.write('running\n');
for (let t = clock.now(); t < end; t = clock.now()) {
  await clock.runUntil(Math.min(end, t + STEP_MS), () => world.runtime.idle());
  process.stdout.write(`t ${clock.now()}\n`);
}
await world.runtime.stop();
await world.close();
process.stdout.write('done\n');
