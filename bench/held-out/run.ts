/**
 * bench:held-out — the held-out answers of the speech boundary (bench/held-out/answers.ts; set 2
 * in answers-2.ts: other scenes, languages and personas; set 3 in answers-3.ts: models other than
 * Gemini, drafts, asides and legitimate look-alikes; set 4 in answers-4.ts: a week's mix, mostly
 * ordinary answers in many voices, about a third with one slip; set 5 in answers-5.ts: personas
 * named in other scripts, Markdown and reasoning the model writes for itself, vendors' structured
 * answers, cut answers and legitimate look-alikes) through the same `runCorpus` as
 * bench:answers: how many arrived as meant, lost part of their intent, or would leak text no
 * person would type. Each set is reported apart from the example corpus and from the others.
 *
 *   npm run bench:held-out            # a table, then the figures as JSON
 *   npm run bench:held-out -- --json  # the JSON only
 */
import type { NewTask } from '../../src/tasks/types.js';
import {
  type CorpusEntry,
  type Expected,
  failureLines,
  judge,
  runCorpus,
} from '../../tests/tasks/corpus/evaluate.js';
import { HELD_OUT } from './answers.js';
import { HELD_OUT_2 } from './answers-2.js';
import { HELD_OUT_3 } from './answers-3.js';
import { HELD_OUT_4 } from './answers-4.js';
import { HELD_OUT_5 } from './answers-5.js';
import { HELD_OUT_7 } from './answers-7.js';
import { HELD_OUT_9 } from './answers-9.js';

/**
 * `lost` counts every answer whose plan differs from what was meant, including one that sends
 * text no person would type without a marker `leaksIn` knows. So the plan is also compared item
 * by item, as multisets: `unmeant` answers send or do something not meant (a changed text or a
 * repeat counts), `missing` ones miss something meant. A memory write is compared by its kind
 * alone, as `judge` compares it: the corpus never states a memory body.
 */
function key(item: Expected | NewTask): string {
  if (item.type === 'note' || item.type === 'remember' || item.type === 'person')
    return JSON.stringify([['type', item.type]]);
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

/** One set's figures, and the lines people read. */
function measure(entries: readonly CorpusEntry[], label: string) {
  let unmeant = 0;
  let missing = 0;
  for (const entry of entries) {
    const planned = judge(entry).tasks.map(key);
    const meant = entry.expect.map(key);
    if (without(planned, meant).length > 0) unmeant++;
    if (without(meant, planned).length > 0) missing++;
  }
  const result = runCorpus(entries);
  const figures = {
    answers: result.total,
    ok: result.ok,
    lost: result.lost,
    leaked: result.leaked,
    unmeant,
    missing,
  };
  const lines = [
    `${label} ${result.total}  ok ${result.ok}  lost ${result.lost}  leaked ${result.leaked}`,
    `  of which: sent or did something not meant ${unmeant}, missed something meant ${missing}`,
    ...failureLines(result.failures),
  ];
  return { figures: { ...figures, failures: result.failures }, lines };
}

const first = measure(HELD_OUT, 'held-out');
const second = measure(HELD_OUT_2, 'set 2');
const third = measure(HELD_OUT_3, 'set 3');
const fourth = measure(HELD_OUT_4, 'set 4');
const fifth = measure(HELD_OUT_5, 'set 5');
const seventh = measure(HELD_OUT_7, 'set 7');
const ninth = measure(HELD_OUT_9, 'set 9');
if (!process.argv.includes('--json')) {
  for (const line of first.lines) console.log(line);
  console.log('');
  for (const line of second.lines) console.log(line);
  console.log('');
  for (const line of third.lines) console.log(line);
  console.log('');
  for (const line of fourth.lines) console.log(line);
  console.log('');
  for (const line of fifth.lines) console.log(line);
  console.log('');
  for (const line of seventh.lines) console.log(line);
  console.log('');
  for (const line of ninth.lines) console.log(line);
}
console.log(
  JSON.stringify(
    {
      ...first.figures,
      set2: second.figures,
      set3: third.figures,
      set4: fourth.figures,
      set5: fifth.figures,
      set7: seventh.figures,
      set9: ninth.figures,
    },
    null,
    2,
  ),
);
const failures = [first, second, third, fourth, fifth, seventh, ninth].reduce(
  (sum, set) => sum + set.figures.failures.length,
  0,
);
process.exitCode = failures === 0 ? 0 : 1;
