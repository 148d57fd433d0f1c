/**
 * How much of each request repeats the previous one from its first character: what Gemini's
 * implicit cache can reuse. A 200-message group chat (the newest 20 messages arrive one by one,
 * each starting a turn) runs through the real runtime on the simulator with Heidi's config and
 * prompts at `history_size: 100`; the model answers with a message every fourth turn and stays
 * silent otherwise. Part of `npm run bench:prompt-size`.
 */
import { findPersona, loadConfig } from '../src/config/load.js';
import { loadPersonaPrompts } from '../src/config/prompts.js';
import type { ModelPort, ModelRequest } from '../src/llm/types.js';
import { createSimWorld } from '../src/offline/sim-world.js';
import { VirtualClock } from '../src/support/clock.js';
import { silentLogger } from '../src/support/log.js';
import { MEMBER_NAMES, sentence as randomSentence, seededRandom } from './synthetic-chat.js';

const CHAT = '5001';
const MESSAGES = 200;
const TURNS = 20;
const HISTORY_SIZE = 100;

export interface PrefixResult {
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

export async function measurePrefix(configFile = 'config.yaml'): Promise<PrefixResult> {
  const config = loadConfig(configFile);
  const heidi = findPersona(config, 'Heidi');
  if (!heidi) throw new Error(`${configFile}: no persona Heidi`);
  const persona = {
    ...heidi,
    historySize: HISTORY_SIZE,
    typing: { ...heidi.typing, minSeconds: 0, maxSeconds: 0 },
  };
  const prompts = loadPersonaPrompts(config, persona);

  const random = seededRandom(11);
  const sentence = () => randomSentence(random);
  const users = MEMBER_NAMES.map((name, i) => ({
    id: String(7 + i),
    name,
  }));
  const me = { id: '42', name: 'Heidi', username: 'heidi_zweiteseite' };
  const clock = new VirtualClock(Date.parse('2026-01-09T08:00:00Z'));
  let turn = 0;
  const model: ModelPort = {
    generate: async () => {
      turn++;
      return {
        kind: 'text',
        text: turn % 4 === 0 ? `# «send»\n${sentence()}` : '# «think»\nnot for me',
      };
    },
  };
  const world = await createSimWorld({
    clock,
    log: silentLogger,
    telegram: { me, users, chats: [{ id: CHAT, kind: 'group', title: 'Kreuzberg Book Club' }] },
    model: { port: model },
    persona: () => persona,
    prompts: () => prompts,
    engine: { settings: { debounceMs: 0 } },
    acceptIncoming: true,
  });
  try {
    const message = (i: number) => {
      const from = random() < 0.15 ? me.id : (users[Math.floor(random() * users.length)]?.id ?? '7');
      const reply = i > 0 && random() < 0.15 ? 1 + Math.floor(random() * i) : undefined;
      const reactions =
        random() < 0.1
          ? [{ emoji: '👍', fromId: users[Math.floor(random() * users.length)]?.id ?? '7' }]
          : [];
      return { from, text: sentence(), date: Math.floor(clock.now() / 1000), replyToId: reply, reactions };
    };
    const history = MESSAGES - TURNS;
    for (let i = 0; i < history; i++) {
      world.simulator.seed(CHAT, message(i));
      clock.advance(90_000);
    }
    for (let i = history; i < MESSAGES; i++) {
      const next = message(i);
      world.simulator.receive(CHAT, { ...next, from: next.from === me.id ? '7' : next.from });
      await world.runtime.idle();
      clock.advance(120_000);
    }
    const requests = world.reports.flatMap((r) => (r.request ? [r.request] : []));
    const texts = requests.map(requestText);
    const shares = texts.slice(1).map((text, i) => commonPrefix(texts[i] ?? '', text) / text.length);
    const round = (x: number) => Math.round(x * 1000) / 1000;
    return {
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
