import { randomInt } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config/load.js';
import { AnswerCache, DEFAULT_ANSWER_CACHE } from '../../offline/answer-cache.js';
import { EXIT, UserError } from '../../support/errors.js';
import type { CompareResult, CompareRow, CompareSideSpec } from '../../terminal/results.js';
import { defineCommand } from '../command.js';
import { failureOf } from '../failure.js';

const TWO_SIDES =
  'compare needs two sides: --a A.yaml --b B.yaml (or --b alone against the fixtures’ own config), or --persona P1,P2';

export const compareCommand = defineCommand({
  name: ['compare'],
  help: `  compare <fixture.yaml|folder>... --a A.yaml --b B.yaml [--persona P] [--json] [--html FILE]
  compare <fixture.yaml|folder>... --persona P1,P2 [--json] [--html FILE]
                                   Two versions of a persona on the same recorded conversations:
                                   the requests by section (characters, tokens, cost, cached
                                   prefix), what happened differently, expect: on both sides;
                                   exit 2 when B fails an expectation A meets
  compare ... --live [--samples K] [--cache DIR] [--judge [--rubric FILE] [--seed N]]
                                   Ask each side's model K times per recorded turn (answers
                                   cached in DIR, default .character-agent/compare-cache/);
                                   --judge: A's model scores each pair by a rubric`,
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    persona: { type: 'string' },
    json: { type: 'boolean', default: false },
    html: { type: 'string' },
    live: { type: 'boolean', default: false },
    samples: { type: 'string' },
    cache: { type: 'string' },
    judge: { type: 'boolean', default: false },
    rubric: { type: 'string' },
    seed: { type: 'string' },
  },
  args: { min: 1, max: Number.POSITIVE_INFINITY },
  usage: 'character-agent compare <fixture.yaml|folder>... --a A.yaml --b B.yaml [--json] [--html FILE]',
  example: 'character-agent compare examples/ --a config.yaml --b other.yaml',
  missing:
    'compare needs fixture files or folders: character-agent compare <fixtures…> --a A.yaml --b B.yaml',
  run: async (input) => {
    const { values } = input;
    const personas = values.persona === undefined ? [] : values.persona.split(',').map((p) => p.trim());
    if (personas.length > 2 || personas.some((p) => p === ''))
      throw new UserError(`--persona: one persona for both sides, or two as P1,P2 (got "${values.persona}")`);
    if (values.b === undefined && personas.length < 2) throw new UserError(TWO_SIDES);
    // A is --a, else an explicit --config, else each fixture's own; B is --b, else A's.
    const configA = values.a ?? (input.given.has('config') ? values.config : undefined);
    const a: CompareSideSpec = { config: configA ?? null, persona: personas[0] ?? null };
    const b: CompareSideSpec = { config: values.b ?? a.config, persona: personas[1] ?? a.persona };
    if (!values.live && (values.samples !== undefined || values.cache !== undefined))
      throw new UserError('--samples and --cache go with --live (recorded mode asks no model)');
    const samples = parseSamples(values.samples);
    const cacheDir = values.cache ?? DEFAULT_ANSWER_CACHE;
    // The rubric's default is Judge.md in the prompts folder of A's config (or --config's).
    const judge = judgeSettings(values, () => loadConfig(configA ?? values.config).promptsDir);

    const [
      { fixturesIn },
      { compareSides, compareTotal, replaySide },
      { renderCompare },
      { renderCompareHtml },
      { judgePairs },
    ] = await Promise.all([
      import('../../offline/fixture-files.js'),
      import('../../offline/compare.js'),
      import('../../terminal/compare.js'),
      import('../../terminal/compare-html.js'),
      import('../../offline/compare-judge.js'),
    ]);
    const live = values.live
      ? (await import('../../offline/compare-models.js')).liveAskFor(
          samples,
          new AnswerCache(cacheDir),
          input.log,
        )
      : undefined;
    const askFor = live?.askFor;
    const files = input.args.flatMap(fixturesIn);
    const overrides = (side: CompareSideSpec) => ({
      configFile: side.config ?? undefined,
      persona: side.persona ?? undefined,
    });
    const rows: CompareRow[] = [];
    // Each fixture is compared whatever became of the others.
    try {
      for (const fixture of files) {
        const run = async (side: 'a' | 'b') => {
          try {
            return await replaySide(fixture, overrides(side === 'a' ? a : b), input.log, askFor);
          } catch (err) {
            const { line, code } = failureOf(err, false);
            rows.push({ fixture, side, error: line, code });
            return undefined;
          }
        };
        const sideA = await run('a');
        const sideB = sideA && (await run('b'));
        if (!sideA || !sideB) continue;
        const row = compareSides(fixture, sideA, sideB);
        if (judge && askFor && sideA.live && sideB.live)
          row.judge = await judgePairs({
            fixture,
            ...judge,
            ask: askFor(sideA.result.config_file, sideA.result.persona, String(sideA.result.chat.id)),
            prices: sideA.prices,
            requests: sideA.result.turns.flatMap((t) => (t.request ? [t.request] : [])),
            a: sideA.live.answers,
            b: sideB.live.answers,
          });
        rows.push(row);
      }
    } finally {
      // The usage stores the calls were accounted in.
      await live?.close();
    }
    const result: CompareResult = {
      mode: values.live ? 'live' : 'recorded',
      ...(values.live
        ? {
            live: {
              samples,
              cache: cacheDir,
              ...(judge ? { judge: { rubric: judge.file, seed: judge.seed } } : {}),
            },
          }
        : {}),
      a,
      b,
      fixtures: rows,
      total: compareTotal(rows),
    };
    input.write(
      values.json ? `${JSON.stringify(result, null, 2)}\n` : `${renderCompare(result, input.style)}\n`,
    );
    if (values.html !== undefined) {
      // The report quotes conversations: readable by its owner only, also when it replaces an older one.
      writeFileSync(values.html, renderCompareHtml(result), { mode: 0o600 });
      chmodSync(values.html, 0o600);
      if (!values.json) input.write(`report: ${values.html}\n`);
    }
    const error = rows.find((r) => 'error' in r);
    if (error && 'code' in error) return error.code;
    return result.total.regressions > 0 ? EXIT.checkFailed : EXIT.ok;
  },
});

/** Answers asked per turn in live mode: 1 unless told, at most 20 (each costs a model call). */
function parseSamples(value: string | undefined): number {
  if (value === undefined) return 1;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 20)
    throw new UserError(`--samples: a whole number from 1 to 20 (got "${value}")`);
  return n;
}

/** `--judge`: the rubric read and the seed fixed (given, or drawn and then reported). */
function judgeSettings(
  values: {
    live: boolean;
    judge: boolean;
    rubric?: string;
    seed?: string;
  },
  promptsDir: () => string,
): { rubric: string; file: string; seed: number } | undefined {
  if (!values.judge) {
    if (values.rubric !== undefined || values.seed !== undefined)
      throw new UserError('--rubric and --seed go with --judge');
    return undefined;
  }
  if (!values.live)
    throw new UserError('--judge goes with --live: in recorded mode both sides give the same answers');
  const file = values.rubric ?? path.relative(process.cwd(), path.join(promptsDir(), 'Judge.md'));
  let rubric: string;
  try {
    rubric = readFileSync(file, 'utf8');
  } catch (err) {
    throw new UserError(`--judge: rubric ${failureOf(err, false).line}; give one with --rubric FILE`);
  }
  const seed = values.seed === undefined ? randomInt(2 ** 31) : Number(values.seed);
  if (!Number.isSafeInteger(seed) || seed < 0)
    throw new UserError(`--seed: a whole number of 0 or more (got "${values.seed}")`);
  return { rubric, file, seed };
}
