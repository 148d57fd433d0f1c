import type { PersonaPrompts } from '../../src/config/prompts.js';
import type { Persona } from '../../src/config/resolved.js';
import { type Responder, ScriptedGeminiServer } from '../../src/llm/scripted-server.js';
import { createSimWorld, type EngineSettings, repliesInOrder } from '../../src/offline/sim-world.js';
import { type Clock, VirtualClock } from '../../src/support/clock.js';
import { memoryLogger } from '../../src/support/log.js';
import { people, persona, prompts } from '../helpers.js';

export interface WorldOptions<C extends Clock> {
  /** Model answers by request index (the last one repeats), or a responder. */
  replies?: string[];
  responder?: Responder;
  admins?: string[];
  clock?: C;
  persona?: Partial<Persona>;
  /** Prompt texts besides the defaults (`summarize` turns rolling summaries on). */
  prompts?: Partial<PersonaPrompts>;
  runtime?: EngineSettings;
  /** Model call attempts inside the Gemini client (default 1: the engine retries). */
  modelAttempts?: number;
  /** Keep usage, the turn journal and pauses (what the console reads); the model reports tokens. */
  operated?: boolean;
}

/**
 * The whole pipeline on the simulator, with the real SDK talking to a loopback model; the
 * chat '7' is a direct chat with Alice (user 7), '8' one with Bob. Every message that arrives
 * goes to the runtime. `make` builds another runtime on the same database; `cleanup` stops
 * everything.
 */
export async function world<C extends Clock = VirtualClock>(options: WorldOptions<C> = {}) {
  const log = memoryLogger();
  const server = new ScriptedGeminiServer(
    options.responder ?? repliesInOrder(options.replies ?? ['# «send»\nHello!']),
    { estimateUsage: options.operated },
  );
  const sim = await createSimWorld({
    clock: (options.clock ?? new VirtualClock(Date.parse('2026-01-02T15:00:00Z'))) as C,
    log,
    telegram: {
      ...people,
      chats: [
        { id: '7', kind: 'direct', title: 'Alice' },
        { id: '8', kind: 'direct', title: 'Bob' },
      ],
    },
    model: { server, attempts: options.modelAttempts },
    persona: () => persona({ name: 'Heidi', ...options.persona }),
    prompts: () => prompts(options.prompts),
    admins: () => options.admins ?? [],
    engine: {
      ...options.runtime,
      settings: { retry: { baseDelayMs: 1_000, maxDelayMs: 5_000 }, ...options.runtime?.settings },
    },
    acceptIncoming: true,
    operated: options.operated,
  });
  const { simulator } = sim;
  return {
    simulator,
    runtime: sim.runtime,
    server,
    log,
    reports: sim.reports,
    clock: sim.clock,
    store: sim.store,
    make: sim.newRuntime,
    /** Emoji of the persona's reactions, in order. */
    reactions: () =>
      simulator.actions.flatMap((a) => (a.type === 'react' ? [`${a.messageId}:${a.emoji}`] : [])),
    sends: () => simulator.actions.flatMap((a) => (a.type === 'send' ? [a.text] : [])),
    cleanup: () => sim.close(),
  };
}

/** Waits (in real time, briefly) until `condition` holds; fails the test when it never does. */
export async function eventually(condition: () => boolean, what = 'condition', ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 2));
  }
}
