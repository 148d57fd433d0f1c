/**
 * bench:answers — the answer corpus (tests/tasks/corpus/answers.ts) through parsing and planning,
 * as a turn does: how many answers lost part of their intent, how many would leak markup,
 * reasoning, markers or stage directions to the chat, and how many arrived as meant.
 *
 *   npm run bench:answers            # a table, then the figures as JSON
 *   npm run bench:answers -- --json  # the JSON only
 *
 * The same figures are asserted by tests/tasks/answers.test.ts (zero lost, zero leaked).
 */
import { CORPUS } from '../tests/tasks/corpus/answers.js';
import { runCorpus } from '../tests/tasks/corpus/evaluate.js';

const result = runCorpus(CORPUS);
const figures = { answers: result.total, ok: result.ok, lost: result.lost, leaked: result.leaked };
if (!process.argv.includes('--json')) {
  console.log(`answers ${result.total}  ok ${result.ok}  lost ${result.lost}  leaked ${result.leaked}`);
  for (const failure of result.failures) {
    console.log(`\n✗ ${failure.name}`);
    for (const line of [
      ...failure.lost.map((l) => `lost: ${l}`),
      ...failure.leaked.map((l) => `leaked: ${l}`),
    ])
      console.log(`  ${line}`);
  }
}
console.log(JSON.stringify({ ...figures, failures: result.failures }, null, 2));
process.exitCode = result.failures.length === 0 ? 0 : 1;
