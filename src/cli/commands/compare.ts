import { chmodSync, writeFileSync } from 'node:fs';
import { EXIT, UserError } from '../../support/errors.js';
import type { CompareRow, CompareSideSpec } from '../../terminal/results.js';
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
                                   exit 2 when B fails an expectation A meets`,
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    persona: { type: 'string' },
    json: { type: 'boolean', default: false },
    html: { type: 'string' },
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

    const [
      { fixturesIn },
      { compareSides, compareTotal, replaySide },
      { renderCompare },
      { renderCompareHtml },
    ] = await Promise.all([
      import('../../offline/fixture-files.js'),
      import('../../offline/compare.js'),
      import('../../terminal/compare.js'),
      import('../../terminal/compare-html.js'),
    ]);
    const files = input.args.flatMap(fixturesIn);
    const overrides = (side: CompareSideSpec) => ({
      configFile: side.config ?? undefined,
      persona: side.persona ?? undefined,
    });
    const rows: CompareRow[] = [];
    // Each fixture is compared whatever became of the others.
    for (const fixture of files) {
      const run = async (side: 'a' | 'b') => {
        try {
          return await replaySide(fixture, overrides(side === 'a' ? a : b), input.log);
        } catch (err) {
          const { line, code } = failureOf(err, false);
          rows.push({ fixture, side, error: line, code });
          return undefined;
        }
      };
      const sideA = await run('a');
      const sideB = sideA && (await run('b'));
      if (sideA && sideB) rows.push(compareSides(fixture, sideA, sideB));
    }
    const result = { mode: 'recorded' as const, a, b, fixtures: rows, total: compareTotal(rows) };
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
