/**
 * How much of each request repeats the previous one from its first character: what Gemini's
 * implicit cache can reuse. A 200-message chat (the newest 30 messages arrive one by one, each
 * starting a turn) runs through the real runtime on the simulator with Heidi's config and prompts
 * at `history_size: 100`, in three named scenarios:
 * - `group`: a group of several members; the model answers every fourth turn and stays silent
 *   otherwise; a tenth of the messages carry a reaction;
 * - `group-reactions`: the same group with one reaction on every message;
 * - `direct-memory`: a direct chat answered every turn, with a memory written every fifth turn;
 * - `direct-lorebook`: the same direct chat without memory writes, Heidi with a lorebook of a
 *   constant entry, four keyed on single words (they fire early and stay) and six on two-word
 *   phrases (they fire now and then, growing the standing context).
 * The summariser's calls are answered with a summary, as a model would: summaries are stored and
 * move the window; "every fifth turn" counts turns only.
 * Part of `npm run bench:prompt-size`.
 */
import { findPersona, loadConfig } from '../src/config/load.js';
import { lorebookSchema } from '../src/config/lorebook.js';
import { loadPersonaPrompts } from '../src/config/prompts.js';
import { isSummaryRequest } from '../src/llm/summary-request.js';
import type { ModelPort, ModelRequest } from '../src/llm/types.js';
import { createSimWorld } from '../src/offline/sim-world.js';
import { VirtualClock } from '../src/support/clock.js';
import { silentLogger } from '../src/support/log.js';
import { MEMBER_NAMES, sentence as randomSentence, seededRandom } from './synthetic-chat.js';

const MESSAGES = 200;
const TURNS = 30;
const HISTORY_SIZE = 100;

export interface PrefixScenario {
  name: 'group' | 'group-reactions' | 'direct-memory' | 'direct-lorebook';
  /** The average share this scenario must reach. */
  goal: number;
}

export const PREFIX_SCENARIOS: readonly PrefixScenario[] = [
  { name: 'group', goal: 0.9 },
  { name: 'group-reactions', goal: 0.9 },
  { name: 'direct-memory', goal: 0.85 },
  { name: 'direct-lorebook', goal: 0.85 },
];

/** Heidi's lorebook in the `direct-lorebook` scenario: keys from the synthetic chat's words. */
const BENCH_LOREBOOK = lorebookSchema.parse({
  entries: [
    { constant: true, content: lore('The shop, Zweite Seite, opens at ten and closes at seven.') },
    ...['cat', 'pretzels', 'tram', 'chapter'].map((key) => ({ keys: [key], content: lore(`About ${key}:`) })),
    ...['rain tram', 'book shop', 'coffee Thursday', 'shelf really', 'ending maybe', 'window cat'].map(
      (key) => ({ keys: [key], content: lore(`When ${key} comes up:`) }),
    ),
  ],
});

/** An entry's text of about 200 characters. */
function lore(head: string): string {
  return `${head} ${'Heidi remembers the details and mentions them only when they fit. '.repeat(3)}`.trim();
}

export interface PrefixResult {
  scenario: PrefixScenario['name'];
  goal: number;
  messages: number;
  turns: number;
  historySize: number;
  /** Per turn after the first: the share of its characters equal to a prefix of the previous request. */
  shares: number[];
  averageShare: number;
  minimumShare: number;
  averageRequestChars: number;
}

/** The request as one string, in the order the model reads it. */
export function requestText(request: ModelRequest): string {
  const contents = request.contents.map(
    (c) => `\u0000${c.role}\u0000${c.parts.map((p) => p.text).join('\u0000')}`,
  );
  return `${request.systemInstruction}${contents.join('')}`;
}

export function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

export async function measurePrefix(
  scenario: PrefixScenario,
  configFile = 'config.yaml',
): Promise<PrefixResult> {
  const config = loadConfig(configFile);
  const heidi = findPersona(config, 'Heidi');
  if (!heidi) throw new Error(`${configFile}: no persona Heidi`);
  const persona = {
    ...heidi,
    ...(scenario.name === 'direct-lorebook' && { lorebook: BENCH_LOREBOOK }),
    historySize: HISTORY_SIZE,
    typing: { ...heidi.typing, minSeconds: 0, maxSeconds: 0 },
  };
  const prompts = loadPersonaPrompts(config, persona);
  const direct = scenario.name.startsWith('direct');
  const memoryWrites = scenario.name === 'direct-memory';

  const random = seededRandom(11);
  const sentence = () => randomSentence(random);
  const users = (direct ? MEMBER_NAMES.slice(0, 1) : MEMBER_NAMES).map((name, i) => ({
    id: String(7 + i),
    name,
  }));
  const chat = direct
    ? { id: '7', kind: 'direct' as const, title: users[0]?.name ?? 'Alice' }
    : { id: '5001', kind: 'group' as const, title: 'Kreuzberg Book Club' };
  const me = { id: '42', name: 'Heidi', username: 'heidi_zweiteseite' };
  const clock = new VirtualClock(Date.parse('2026-01-09T08:00:00Z'));
  let turn = 0;
  const model: ModelPort = {
    generate: async (request) => {
      // The summariser is answered as a summariser: a summary, which is stored and moves the window.
      if (isSummaryRequest(request))
        return { kind: 'text', text: 'Alice (user 7) and you talked about books, coffee and the shop.' };
      turn++;
      if (direct)
        return {
          kind: 'text',
          text:
            memoryWrites && turn % 5 === 0
              ? `# «remember»\nAlice mentioned: ${sentence()}\n\n# «send»\n${sentence()}`
              : `# «send»\n${sentence()}`,
        };
      return {
        kind: 'text',
        text: turn % 4 === 0 ? `# «send»\n${sentence()}` : '# «think»\nnot for me',
      };
    },
  };
  const world = await createSimWorld({
    clock,
    log: silentLogger,
    telegram: { me, users, chats: [chat] },
    model: { port: model },
    persona: () => persona,
    prompts: () => prompts,
    engine: { settings: { debounceMs: 0 } },
    acceptIncoming: true,
  });
  try {
    const member = () => users[Math.floor(random() * users.length)]?.id ?? '7';
    const message = (i: number) => {
      const from = random() < (direct ? 0.4 : 0.15) ? me.id : member();
      const reply = i > 0 && random() < 0.15 ? 1 + Math.floor(random() * i) : undefined;
      const reacted = scenario.name === 'group-reactions' || (!direct && random() < 0.1);
      const reactions = reacted ? [{ emoji: random() < 0.5 ? '👍' : '❤', fromId: member() }] : [];
      return { from, text: sentence(), date: Math.floor(clock.now() / 1000), replyToId: reply, reactions };
    };
    const history = MESSAGES - TURNS;
    for (let i = 0; i < history; i++) {
      world.simulator.seed(chat.id, message(i));
      clock.advance(90_000);
    }
    for (let i = history; i < MESSAGES; i++) {
      const next = message(i);
      world.simulator.receive(chat.id, { ...next, from: next.from === me.id ? '7' : next.from });
      await world.runtime.idle();
      clock.advance(120_000);
    }
    const requests = world.reports.flatMap((r) => (r.request ? [r.request] : []));
    const texts = requests.map(requestText);
    const shares = texts.slice(1).map((text, i) => commonPrefix(texts[i] ?? '', text) / text.length);
    const round = (x: number) => Math.round(x * 1000) / 1000;
    return {
      scenario: scenario.name,
      goal: scenario.goal,
      messages: MESSAGES,
      turns: requests.length,
      historySize: HISTORY_SIZE,
      shares: shares.map(round),
      averageShare: round(shares.reduce((a, b) => a + b, 0) / Math.max(1, shares.length)),
      minimumShare: round(Math.min(...shares)),
      averageRequestChars: Math.round(texts.reduce((n, t) => n + t.length, 0) / Math.max(1, texts.length)),
    };
  } finally {
    await world.close();
  }
}
