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
  LiveUsage,
  ReplayResult,
} from '../terminal/results.js';
import { diffBehaviour, diffEntries } from './compare-behaviour.js';
import {
  type LiveAnswer,
  type LiveAsk,
  liveEntries,
  liveExpectations,
  liveSampler,
  liveUsage,
} from './compare-live.js';
import { diffRequests, requestUsage } from './compare-request.js';
import { type FixtureOverrides, loadFixture, withOverrides } from './fixture.js';
import { replayFixture } from './replay.js';

/** The live asker of a side: its config, the fixture's persona (as the side names it) and chat. */
export type AskFor = (configFile: string, persona: string, chatId: string) => LiveAsk;

/** One side's replay of a fixture, with the prices of the config it ran under. */
export interface SideRun {
  result: ReplayResult;
  prices: Readonly<Record<string, ModelPrice>>;
  /** In live mode: the side's model's answers to every turn, what they cost, `expect:` on them. */
  live?: { answers: LiveAnswer[]; usage: LiveUsage; expectations?: ExpectationResult[] };
}

/**
 * Replays a fixture as one side: the same replay as `replay`, under the side's config and
 * persona. Both sides play the fixture's recorded answers; in live mode (`ask`) each turn's
 * request also goes to the side's model, and its answers are read as the turn would read them.
 */
export async function replaySide(
  file: string,
  side: FixtureOverrides,
  log: Logger,
  askFor?: AskFor,
): Promise<SideRun> {
  const loaded = withOverrides(loadFixture(file), side);
  const ask = askFor?.(loaded.configFile, loaded.fixture.persona, loaded.fixture.chat.id);
  const answers: LiveAnswer[] = [];
  const result = await replayFixture(loaded, log, ask ? { sample: liveSampler(ask, answers) } : {});
  const prices = loadConfig(result.config_file).prices;
  if (!ask) return { result, prices };
  const { expect } = loaded.fixture;
  const expectations = expect && liveExpectations(expect, answers, result.chat.id, ask.samples);
  return { result, prices, live: { answers, usage: liveUsage(answers, prices), expectations } };
}

/** Two sides of one fixture compared (pure): requests by section, usage, behaviour, expectations. */
export function compareSides(fixture: string, a: SideRun, b: SideRun): CompareFixture {
  const sideA = sideResult(a);
  const sideB = sideResult(b);
  const sampled = (side: SideRun) => new Set(side.live?.answers.map((x) => x.turn)).size;
  return {
    fixture,
    a: sideA,
    b: sideB,
    request: diffRequests(a.result.turns, b.result.turns),
    behaviour:
      a.live && b.live
        ? diffEntries(liveEntries(a.live.answers), liveEntries(b.live.answers), {
            a: sampled(a),
            b: sampled(b),
          })
        : diffBehaviour(a.result, b.result),
    regressions: regressions(sideA, sideB),
  };
}

function sideResult({ result, prices, live }: SideRun): CompareSideResult {
  const first = result.turns.find((t) => t.request)?.request;
  const expectations = live ? live.expectations : result.expectations;
  return {
    config_file: result.config_file,
    persona: result.persona,
    model: first?.model ?? null,
    generation: first ? describeGenerationConfig(first.generationConfig) : null,
    usage: requestUsage(result.turns, prices),
    ...(expectations ? { expectations } : {}),
    ...(result.failed ? { failed: result.failed } : {}),
    ...(live ? { live: live.usage } : {}),
  };
}

/** What the regression check reads of a side. */
type Outcome = Pick<CompareSideResult, 'expectations' | 'failed'>;

/**
 * What B does worse than A: each expectation B fails that A does not (a turn that did not run
 * on B counts), and work that failed on B when nothing failed on A.
 */
export function regressions(a: Outcome, b: Outcome): string[] {
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
  // In live mode what the answers cost; in recorded mode the requests at the configured prices.
  const cost = (side: 'a' | 'b') =>
    compared.reduce<number | null>((n, r) => {
      const c = r[side].live ? (r[side].live?.cost ?? null) : r[side].usage.cost;
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
    ...(compared.some((r) => r.judge)
      ? {
          judge: {
            a: sum((r) => r.judge?.wins.a ?? 0),
            b: sum((r) => r.judge?.wins.b ?? 0),
            tie: sum((r) => r.judge?.wins.tie ?? 0),
          },
        }
      : {}),
    expectations: { a: met('a'), b: met('b') },
    regressions: sum((r) => r.regressions.length),
  };
}
