import type { PersonaPrompts } from '../../src/config/prompts.js';
import type { MemorySettings, Persona } from '../../src/config/resolved.js';
import { DEFAULT_MEMORY } from '../../src/config/schema.js';
import { isSummaryRequest } from '../../src/llm/summary-request.js';
import type { ModelPort, ModelReply, ModelRequest } from '../../src/llm/types.js';
import { createSimWorld } from '../../src/offline/sim-world.js';
import { MemoryRepo } from '../../src/store/memory.js';
import { VirtualClock } from '../../src/support/clock.js';
import { silentLogger } from '../../src/support/log.js';
import { people, persona, prompts } from '../helpers.js';

/** The chat the long conversation happens in: a direct chat with Alice (user 7). */
export const LONG_CHAT_ID = '7';

export interface LongChatOptions {
  /** Messages Alice writes, one turn each (or one turn per `burst`). */
  messages: number;
  /** Messages per turn: Alice writes this many, then the persona takes its turn. */
  burst?: number;
  /** What Alice writes as her `n`th message (1-based). */
  text: (n: number) => string;
  /** Whether the persona answers the turn that follows Alice's `n`th message. */
  answers: (n: number) => boolean;
  historySize?: number;
  /** Memory settings; `summaries: false` runs without the summary prompt (no summaries, as before memory). */
  memory?: Partial<MemorySettings>;
  summaries?: boolean;
  /** Each turn's request, as it was sent; `n` is Alice's last message so far. */
  onTurn?: (n: number, request: ModelRequest) => void;
}

export interface LongChatResult {
  turnCalls: number;
  summaryCalls: number;
  /** The chat's summaries at the end, oldest first. */
  summaries: { firstId: number; lastId: number }[];
}

/**
 * A long direct chat on the simulated Telegram with the real runtime, turn by turn, and a
 * scripted model: a turn answers "ok" when `answers` says so and is silent otherwise; a summary
 * keeps the lines that state a FACT (its input's, or the merged summaries'), as a model asked to
 * keep what matters would.
 */
export async function longChat(options: LongChatOptions): Promise<LongChatResult> {
  const counts = { turnCalls: 0, summaryCalls: 0 };
  let latest = 0;
  const model: ModelPort = {
    async generate(request): Promise<ModelReply> {
      if (isSummaryRequest(request)) {
        counts.summaryCalls++;
        return { kind: 'text', text: scriptedSummary(request) };
      }
      counts.turnCalls++;
      options.onTurn?.(latest, request);
      return options.answers(latest)
        ? { kind: 'text', text: '# «send»\nok' }
        : { kind: 'silent', reason: 'scripted' };
    },
  };
  const memory: MemorySettings = { ...DEFAULT_MEMORY, ...options.memory };
  const thePersona: Persona = persona({ name: 'Heidi', historySize: options.historySize ?? 100, memory });
  const thePrompts: PersonaPrompts = prompts(options.summaries === false ? {} : { summarize: 'SUMMARISE' });
  const sim = await createSimWorld({
    clock: new VirtualClock(Date.parse('2026-01-02T08:00:00Z')),
    log: silentLogger,
    telegram: { ...people, chats: [{ id: LONG_CHAT_ID, kind: 'direct', title: 'Alice' }] },
    model: { port: model },
    persona: () => thePersona,
    prompts: () => thePrompts,
    acceptIncoming: true,
  });
  try {
    const burst = options.burst ?? 1;
    for (let n = 1; n <= options.messages; n++) {
      latest = n;
      sim.simulator.receive(LONG_CHAT_ID, { from: '7', text: options.text(n) });
      sim.clock.advance(60_000);
      if (n % burst === 0 || n === options.messages) await sim.runtime.idle();
    }
    const summaries = await new MemoryRepo(sim.store.db, () => sim.clock.now()).summaries(
      'Heidi',
      LONG_CHAT_ID,
    );
    return { ...counts, summaries: summaries.map((s) => ({ firstId: s.firstId, lastId: s.lastId })) };
  } finally {
    await sim.runtime.stop();
    await sim.close();
  }
}

function scriptedSummary(request: ModelRequest): string {
  const input = request.contents[0]?.parts[0]?.text ?? '';
  const facts = input
    .split('\n')
    .filter((line) => line.includes('FACT'))
    .map((line) => line.replace(/^#\d+ \S+ \S+ /, ''));
  return facts.length > 0 ? facts.join('\n') : 'Small talk, nothing to keep.';
}
