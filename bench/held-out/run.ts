/**
 * bench:held-out — the held-out answers of the speech boundary (bench/held-out/answers.ts)
 * through the same `runCorpus` as bench:answers: how many arrived as meant, lost part of their
 * intent, or would leak text no person would type. Reported apart from the example corpus.
 *
 *   npm run bench:held-out            # a table, then the figures as JSON
 *   npm run bench:held-out -- --json  # the JSON only
 */
import type { NewTask } from '../../src/tasks/types.js';
import { type Expected, failureLines, judge, runCorpus } from '../../tests/tasks/corpus/evaluate.js';
import { HELD_OUT } from './answers.js';

/**
 * `lost` counts every answer whose plan differs from what was meant, including one that sends
 * text no person would type without a marker `leaksIn` knows. So the plan is also compared item
 * by item, as multisets: `unmeant` answers send or do something not meant (a changed text or a
 * repeat counts), `missing` ones miss something meant.
 */
function key(item: Expected | NewTask): string {
  const fields: Record<string, unknown> = 'params' in item ? { ...item.params } : { ...item };
  delete fields.requestedBy;
  fields.type = item.type;
  return JSON.stringify(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** The items of `from` left over once each item of `take` has been matched at most once. */
function without(from: readonly string[], take: readonly string[]): string[] {
  const left = [...from];
  for (const item of take) {
    const at = left.indexOf(item);
    if (at >= 0) left.splice(at, 1);
  }
  return left;
}

let unmeant = 0;
let missing = 0;
for (const entry of HELD_OUT) {
  const planned = judge(entry).tasks.map(key);
  const meant = entry.expect.map(key);
  if (without(planned, meant).length > 0) unmeant++;
  if (without(meant, planned).length > 0) missing++;
}

const result = runCorpus(HELD_OUT);
const figures = {
  answers: result.total,
  ok: result.ok,
  lost: result.lost,
  leaked: result.leaked,
  unmeant,
  missing,
};
if (!process.argv.includes('--json')) {
  console.log(`held-out ${result.total}  ok ${result.ok}  lost ${result.lost}  leaked ${result.leaked}`);
  console.log(`  of which: sent or did something not meant ${unmeant}, missed something meant ${missing}`);
  for (const line of failureLines(result.failures)) console.log(line);
}
console.log(JSON.stringify({ ...figures, failures: result.failures }, null, 2));
process.exitCode = result.failures.length === 0 ? 0 : 1;
