import { AgentRuntime, type AgentRuntimeOptions } from '../../src/agent/runtime.js';
import type { TurnReport } from '../../src/agent/turn.js';
import type { Persona } from '../../src/config/types.js';
import { GeminiClient } from '../../src/llm/gemini-client.js';
import { type Responder, ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { MediaLibrary } from '../../src/media/library.js';
import { MediaDescriptions } from '../../src/store/media.js';
import type { Store } from '../../src/store/open.js';
import { type Clock, VirtualClock } from '../../src/support/clock.js';
import { memoryLogger } from '../../src/support/log.js';
import { TelegramSimulator } from '../../src/telegram/simulator.js';
import { persona, prompts, tempStore } from '../helpers.js';

export interface WorldOptions<C extends Clock> {
  /** Model answers by request index (the last one repeats), or a responder. */
  replies?: string[];
  responder?: Responder;
  admins?: string[];
  clock?: C;
  persona?: Partial<Persona>;
  runtime?: Partial<AgentRuntimeOptions>;
  /** Model call attempts inside the Gemini client (default 1: the engine retries). */
  modelAttempts?: number;
}

/**
 * The whole pipeline on the simulator, with the real SDK talking to a loopback model; the
 * chat '7' is a direct chat with Alice (user 7). `cleanup` stops everything.
 */
export async function world<C extends Clock = VirtualClock>(options: WorldOptions<C> = {}) {
  const cleanups: (() => unknown)[] = [];
  const t = await tempStore();
  cleanups.push(t.cleanup);
  const replies = options.replies ?? ['# «send»\nHello!'];
  const server = new ScriptedGeminiServer(
    options.responder ?? ((_req, i) => textResponse(replies[Math.min(i, replies.length - 1)] ?? '')),
  );
  const baseUrl = await server.start();
  cleanups.unshift(() => server.stop());
  const clock = (options.clock ?? new VirtualClock(Date.parse('2026-01-02T15:00:00Z'))) as C;
  const log = memoryLogger();
  const simulator = new TelegramSimulator({
    me: { id: '42', name: 'Heidi' },
    users: [
      { id: '7', name: 'Alice' },
      { id: '8', name: 'Bob' },
    ],
    clock,
  });
  simulator.addChat({ id: '7', kind: 'direct', title: 'Alice' });
  simulator.addChat({ id: '8', kind: 'direct', title: 'Bob' });
  const reports: TurnReport[] = [];
  const model = new GeminiClient({
    apiKey: 'test',
    baseUrl,
    clock,
    log,
    retry: { attempts: options.modelAttempts ?? 1 },
  });
  const make = (store: Store = t.store) =>
    new AgentRuntime({
      persona: () => persona({ name: 'Heidi', ...options.persona }),
      prompts: () => prompts(),
      admins: () => options.admins ?? [],
      port: simulator,
      model,
      store,
      media: new MediaLibrary({
        curated: new Map(),
        cache: new MediaDescriptions(store.db),
        now: () => clock.now(),
        log,
      }),
      clock,
      log,
      retry: { baseDelayMs: 1_000, maxDelayMs: 5_000 },
      onTurn: (r) => reports.push(r),
      ...options.runtime,
    });
  const runtime = make();
  const unsubscribe = simulator.onMessage((m) => void runtime.accept(m));
  cleanups.unshift(unsubscribe);
  return {
    simulator,
    runtime,
    server,
    log,
    reports,
    clock,
    store: t.store,
    make,
    /** Emoji of the persona's reactions, in order. */
    reactions: () =>
      simulator.actions.flatMap((a) => (a.type === 'react' ? [`${a.messageId}:${a.emoji}`] : [])),
    sends: () => simulator.actions.flatMap((a) => (a.type === 'send' ? [a.text] : [])),
    cleanup: async () => {
      for (const c of cleanups) await c();
    },
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
