import { costOf, type ModelPrice, priceOf } from '../config/prices.js';
import { type RequestSection, requestSections } from '../llm/request-zones.js';
import type { ModelRequest } from '../llm/types.js';
import type { RequestUsage, SectionDiff } from '../terminal/results.js';

/** One turn as the comparison reads it: its request (none when it built none) and the answer. */
export interface TurnRequest {
  request: ModelRequest | null;
  reply: string;
}

/** The estimate every figure here uses: a token is about four characters. */
export const CHARACTERS_PER_TOKEN = 4;

function tokensOf(characters: number): number {
  return Math.ceil(characters / CHARACTERS_PER_TOKEN);
}

/**
 * The sections of two replays' requests side by side (pure): matched by zone, name and
 * occurrence, characters summed over the turns, and for each section the lines only one side
 * sends (turns compared in order, each line counted as often as it occurs; of a turn only one
 * side has, only the characters). In B's order, a section only A has where A had it.
 */
export function diffRequests(a: readonly TurnRequest[], b: readonly TurnRequest[]): SectionDiff[] {
  const turnsA = a.flatMap((t) => (t.request ? [keyed(requestSections(t.request))] : []));
  const turnsB = b.flatMap((t) => (t.request ? [keyed(requestSections(t.request))] : []));
  const rows = new Map<string, SectionDiff>();
  const row = (key: string, s: RequestSection) => {
    const found = rows.get(key);
    if (found) return found;
    const created: SectionDiff = { zone: s.zone, name: s.name, a: null, b: null, removed: [], added: [] };
    rows.set(key, created);
    return created;
  };
  const order = mergeOrder(
    turnsA.flatMap((t) => [...t.keys()]),
    turnsB.flatMap((t) => [...t.keys()]),
  );
  for (let i = 0; i < Math.max(turnsA.length, turnsB.length); i++) {
    const turnA = turnsA[i] ?? new Map<string, RequestSection>();
    const turnB = turnsB[i] ?? new Map<string, RequestSection>();
    for (const [key, s] of turnA) {
      const r = row(key, s);
      r.a = (r.a ?? 0) + s.characters;
    }
    for (const [key, s] of turnB) {
      const r = row(key, s);
      r.b = (r.b ?? 0) + s.characters;
    }
    // A turn only one side has counts in characters; its every line would only bury the rest.
    if (!turnsA[i] || !turnsB[i]) continue;
    for (const key of new Set([...turnA.keys(), ...turnB.keys()])) {
      const sa = turnA.get(key);
      const sb = turnB.get(key);
      const r = rows.get(key);
      if (!r || sa?.text === sb?.text) continue;
      const lines = diffLines(sa?.text ?? '', sb?.text ?? '');
      addOnce(r.removed, lines.removed);
      addOnce(r.added, lines.added);
    }
  }
  return order.flatMap((key) => rows.get(key) ?? []);
}

/** Sections keyed by zone, name and occurrence: a heading used twice is two sections. */
function keyed(sections: readonly RequestSection[]): Map<string, RequestSection> {
  const seen = new Map<string, number>();
  const out = new Map<string, RequestSection>();
  for (const s of sections) {
    const base = `${s.zone}\u0000${s.name}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.set(`${base}\u0000${n}`, s);
  }
  return out;
}

/** B's keys in order, each key only A has placed after the key A had before it. */
function mergeOrder(keysA: readonly string[], keysB: readonly string[]): string[] {
  const out = [...new Set(keysB)];
  let previous: string | undefined;
  for (const key of new Set(keysA)) {
    if (!out.includes(key)) out.splice(previous === undefined ? 0 : out.indexOf(previous) + 1, 0, key);
    previous = key;
  }
  return out;
}

function addOnce(into: string[], lines: readonly string[]): void {
  for (const line of lines) if (!into.includes(line)) into.push(line);
}

/**
 * Lines of `a` not matched in `b` and lines of `b` not matched in `a`, each line matched as many
 * times as it occurs on both sides (a moved line is no change); blank lines are left out.
 */
export function diffLines(a: string, b: string): { removed: string[]; added: string[] } {
  const linesOf = (text: string) => text.split('\n').filter((l) => l.trim() !== '');
  const unmatched = new Map<string, number>();
  for (const l of linesOf(a)) unmatched.set(l, (unmatched.get(l) ?? 0) + 1);
  const added: string[] = [];
  for (const l of linesOf(b)) {
    const n = unmatched.get(l) ?? 0;
    if (n > 0) unmatched.set(l, n - 1);
    else added.push(l);
  }
  const removed = [...unmatched].flatMap(([l, n]) => Array<string>(n).fill(l));
  return { removed, added };
}

/**
 * What a replay's requests cost (pure): tokens ≈ characters ÷ 4; the cached part of a request is
 * what repeats from the previous request from the first character, and for the first request the
 * system instruction and the standing context (they are the same on every turn of the chat while
 * config and memory hold); answers as output. Cost at `prices` by each request's model.
 */
export function requestUsage(
  turns: readonly TurnRequest[],
  prices: Readonly<Record<string, ModelPrice>>,
): RequestUsage {
  let characters = 0;
  let cachedCharacters = 0;
  let tokens = 0;
  let cachedTokens = 0;
  let outputTokens = 0;
  let cost: number | null = 0;
  let previous: ModelRequest | undefined;
  for (const turn of turns) {
    const { request } = turn;
    if (!request) continue;
    const size = requestCharacters(request);
    const cached = previous ? commonPrefix(previous, request) : stablePrefix(request);
    const usage = {
      promptTokens: tokensOf(size),
      cachedTokens: Math.floor(cached / CHARACTERS_PER_TOKEN),
      outputTokens: tokensOf(turn.reply.length),
      thinkingTokens: 0,
    };
    characters += size;
    cachedCharacters += cached;
    tokens += usage.promptTokens;
    cachedTokens += usage.cachedTokens;
    outputTokens += usage.outputTokens;
    const price = priceOf(prices, request.model);
    cost = cost === null || !price ? null : cost + costOf(usage, price);
    previous = request;
  }
  return {
    requests: turns.filter((t) => t.request).length,
    characters,
    tokens,
    cached_tokens: cachedTokens,
    cached_share: characters === 0 ? 0 : Math.round((cachedCharacters / characters) * 1000) / 1000,
    output_tokens: outputTokens,
    // Dollars to a hundredth of a microdollar: sums of floating fractions print no noise.
    cost: cost === null ? null : Math.round(cost * 1e8) / 1e8,
  };
}

/** Characters of the texts sent: the system instruction and every part. */
export function requestCharacters(request: ModelRequest): number {
  return flatten(request).reduce((n, p) => n + p.text.length, 0);
}

/** The system instruction and the standing context before the history: what changes only with config and memory. */
function stablePrefix(request: ModelRequest): number {
  const sections = requestSections(request);
  const history = sections.findIndex((s) => s.zone === 'history' || s.zone === 'turn');
  return sections.slice(0, history < 0 ? undefined : history).reduce((n, s) => n + s.characters, 0);
}

/** The request as the model reads it: the system instruction, then each part with its role. */
function flatten(request: ModelRequest): { role: string; text: string }[] {
  return [
    { role: 'system', text: request.systemInstruction },
    ...request.contents.flatMap((c) => c.parts.map((p) => ({ role: c.role, text: p.text }))),
  ];
}

/** Characters two requests share from the first one on (a part's role counts as part of it). */
export function commonPrefix(a: ModelRequest, b: ModelRequest): number {
  if (a.model !== b.model) return 0;
  const left = flatten(a);
  const right = flatten(b);
  let shared = 0;
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i];
    const y = right[i];
    if (!x || !y || x.role !== y.role) break;
    if (x.text === y.text) {
      shared += x.text.length;
      continue;
    }
    let n = 0;
    while (n < x.text.length && n < y.text.length && x.text.charCodeAt(n) === y.text.charCodeAt(n)) n++;
    return shared + n;
  }
  return shared;
}
