import { loadConfig } from '../config/load.js';
import type { ModelPrice } from '../config/prices.js';
import { describeGenerationConfig } from '../llm/generation-config.js';
import type { Logger } from '../support/log.js';
import type {
  CompareFixture,
  CompareRow,
  CompareSideResult,
  CompareTotal,
  ExpectationResult,
  ReplayResult,
} from '../terminal/results.js';
import { diffBehaviour } from './compare-behaviour.js';
import { diffRequests, requestUsage } from './compare-request.js';
import type { FixtureOverrides } from './fixture.js';
import { replayFile } from './replay.js';

/** One side's replay of a fixture, with the prices of the config it ran under. */
export interface SideRun {
  result: ReplayResult;
  prices: Readonly<Record<string, ModelPrice>>;
}

/**
 * Replays a fixture as one side: the same replay as `replay` (in recorded mode both sides play
 * the fixture's recorded answers), under the side's config and persona.
 */
export async function replaySide(file: string, side: FixtureOverrides, log: Logger): Promise<SideRun> {
  const result = await replayFile(file, log, side);
  return { result, prices: loadConfig(result.config_file).prices };
}

/** Two sides of one fixture compared (pure): requests by section, usage, behaviour, expectations. */
export function compareSides(fixture: string, a: SideRun, b: SideRun): CompareFixture {
  return {
    fixture,
    a: sideResult(a),
    b: sideResult(b),
    request: diffRequests(a.result.turns, b.result.turns),
    behaviour: diffBehaviour(a.result, b.result),
    regressions: regressions(a.result, b.result),
  };
}

function sideResult({ result, prices }: SideRun): CompareSideResult {
  const first = result.turns.find((t) => t.request)?.request;
  return {
    config_file: result.config_file,
    persona: result.persona,
    model: first?.model ?? null,
    generation: first ? describeGenerationConfig(first.generationConfig) : null,
    usage: requestUsage(result.turns, prices),
    ...(result.expectations ? { expectations: result.expectations } : {}),
    ...(result.failed ? { failed: result.failed } : {}),
  };
}

/**
 * What B does worse than A: each expectation B fails that A does not (a turn that did not run
 * on B counts), and work that failed on B when nothing failed on A.
 */
export function regressions(a: ReplayResult, b: ReplayResult): string[] {
  const key = (e: ExpectationResult) => `${e.turn ?? ''}\u0000${e.check}`;
  const failedByA = new Set((a.expectations ?? []).filter((e) => !e.ok).map(key));
  const out = (b.expectations ?? [])
    .filter((e) => !e.ok && !failedByA.has(key(e)))
    .map((e) => `${e.turn === null ? '' : `turn ${e.turn}: `}${e.check}: ${e.found}`);
  if (b.failed && !a.failed) out.push(`the replay failed: ${b.failed.join('; ')}`);
  return out;
}

/** The sums over every fixture compared (pure). */
export function compareTotal(rows: readonly CompareRow[]): CompareTotal {
  const compared = rows.filter((r): r is CompareFixture => 'request' in r);
  const sum = (f: (r: CompareFixture) => number) => compared.reduce((n, r) => n + f(r), 0);
  const cost = (side: 'a' | 'b') =>
    compared.reduce<number | null>((n, r) => {
      const c = r[side].usage.cost;
      return n === null || c === null ? null : Math.round((n + c) * 1e8) / 1e8;
    }, 0);
  const met = (side: 'a' | 'b') => {
    const all = compared.flatMap((r) => r[side].expectations ?? []);
    return { ok: all.filter((e) => e.ok).length, of: all.length };
  };
  return {
    fixtures: rows.length,
    errors: rows.length - compared.length,
    characters: { a: sum((r) => r.a.usage.characters), b: sum((r) => r.b.usage.characters) },
    tokens: { a: sum((r) => r.a.usage.tokens), b: sum((r) => r.b.usage.tokens) },
    cost: { a: cost('a'), b: cost('b') },
    actions_changed: sum((r) => r.behaviour.changed),
    expectations: { a: met('a'), b: met('b') },
    regressions: sum((r) => r.regressions.length),
  };
}
