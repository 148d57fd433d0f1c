import { CheckFailedError, EXIT } from '../../support/errors.js';
import type { ReplayResult, ReplayRow } from '../../terminal/results.js';
import { defineCommand, printResult } from '../command.js';
import { failureOf } from '../failure.js';

export const replayCommand = defineCommand({
  name: ['replay'],
  help: `  replay <fixture.yaml|folder>... [--persona P] [--json]
                                   Replay fixtures offline: the request, the plan, the actions,
                                   and the fixture's expect: checks (several: a pass/fail table)`,
  options: { json: { type: 'boolean', default: false }, persona: { type: 'string' } },
  args: { min: 1, max: Number.POSITIVE_INFINITY },
  usage: 'character-agent replay <fixture.yaml|folder>... [--persona P] [--json]',
  example: 'character-agent replay examples/book-club.yaml --json',
  missing: 'replay needs a fixture file: character-agent replay <fixture.yaml> [--json]',
  run: async (input) => {
    const { values } = input;
    const [{ replayFile }, { fixturesIn, isFolder }, { renderReplay, renderReplayTable }] = await Promise.all(
      [
        import('../../offline/replay.js'),
        import('../../offline/fixture-files.js'),
        import('../../terminal/render.js'),
      ],
    );
    // The default config.yaml never replaces the one a fixture names; an explicit --config does.
    const overrides = {
      persona: values.persona,
      configFile: input.given.has('config') ? values.config : undefined,
    };
    const files = input.args.flatMap(fixturesIn);
    const [only] = files;
    if (only !== undefined && files.length === 1 && !isFolder(input.args[0] ?? '')) {
      const result = await replayFile(only, input.log, overrides);
      printResult(input, values.json, result, (r) => renderReplay(only, r, input.style));
      const problem = problemOf(result);
      if (problem) throw new CheckFailedError(`${only}: ${problem}`);
      return EXIT.ok;
    }
    // Several fixtures: each is replayed whatever became of the others; one line of JSON each.
    const rows: ReplayRow[] = [];
    for (const fixture of files) {
      let row: ReplayRow;
      try {
        const result = await replayFile(fixture, input.log, overrides);
        row = { fixture, result, problem: problemOf(result) };
      } catch (err) {
        const { line, code } = failureOf(err, false);
        row = { fixture, error: line, code };
      }
      rows.push(row);
      if (values.json) input.write(`${JSON.stringify(jsonRow(row))}\n`);
    }
    if (!values.json) input.write(`${renderReplayTable(rows, input.style)}\n`);
    return exitCodeOf(rows);
  },
});

function jsonRow(row: ReplayRow): Record<string, unknown> {
  return 'error' in row
    ? { fixture: row.fixture, error: row.error }
    : { fixture: row.fixture, ...row.result };
}

/** A fixture that could not run gives its own code (1, 78, …), the first such; else 2 when a check failed. */
function exitCodeOf(rows: readonly ReplayRow[]): number {
  const error = rows.find((r) => 'error' in r);
  if (error && 'code' in error) return error.code;
  return rows.some((r) => 'problem' in r && r.problem !== undefined) ? EXIT.checkFailed : EXIT.ok;
}

/** Why a replay that ran counts as failed: a turn that failed, or an expectation not met. */
function problemOf(result: ReplayResult): string | undefined {
  if (result.failed) return `the replay failed: ${result.failed.join('; ')}`;
  const unmet = (result.expectations ?? []).filter((e) => !e.ok);
  const [first] = unmet;
  if (!first) return undefined;
  const where = first.turn === null ? '' : `turn ${first.turn}: `;
  const more = unmet.length > 1 ? ` (and ${unmet.length - 1} more)` : '';
  return `expectation failed: ${where}${first.check}: ${first.found}${more}`;
}
