/**
 * bench:answers — the answer corpus (tests/tasks/corpus/answers.ts) through parsing, the speech
 * boundary and planning, as a turn does: how many answers lost part of their intent, how many
 * would leak markup, reasoning, markers or stage directions to the chat, and how many arrived as
 * meant; then answers generated from valid plans (tests/tasks/corpus/generated.ts, fast-check
 * arbitraries sampled with --seed), judged alike, and the families of meta text in many languages
 * and scripts with their twins (tests/tasks/corpus/generated-families.ts).
 *
 *   npm run bench:answers                     # a table, then the figures as JSON
 *   npm run bench:answers -- --json           # the JSON only
 *   npm run bench:answers -- --seed 7 --n 5000  # other generated answers
 *
 * The same figures are asserted by tests/tasks/answers.test.ts (zero lost, zero leaked) and
 * tests/tasks/speech.property.test.ts.
 */

import fc from 'fast-check';
import { CORPUS } from '../tests/tasks/corpus/answers.js';
import { failureLines, leaksIn, runCorpus } from '../tests/tasks/corpus/evaluate.js';
import { generatedAnswer, spokenTasks } from '../tests/tasks/corpus/generated.js';
import {
  dataAnswer,
  type FamilyAnswer,
  familyAnswer,
  familySilence,
  familyTwin,
  spokenFamily,
} from '../tests/tasks/corpus/generated-families.js';

const option = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(name);
  return at < 0 ? fallback : Number(process.argv[at + 1]);
};
const seed = option('--seed', 20261127);
const count = option('--n', 2000);
const generated = { seed, answers: count, ok: 0, withheldWrongly: 0, lost: 0, leaked: 0 };
for (const answer of fc.sample(generatedAnswer, { seed, numRuns: count })) {
  const { sent, texts, withheld } = spokenTasks(answer);
  const lost = JSON.stringify(sent) !== JSON.stringify(answer.meant);
  const missing = answer.meant.filter(
    (m) => m.type === 'send' && !sent.some((s) => s.type === 'send' && s.text === m.text),
  );
  if (missing.some((m) => m.type === 'send' && withheld.some((w) => w.includes(m.text))))
    generated.withheldWrongly++;
  const leaked = texts.some((t) => leaksIn(t).length > 0);
  if (lost) generated.lost++;
  if (leaked) generated.leaked++;
  if (!lost && !leaked) generated.ok++;
}

// The families of meta text in many languages and scripts, and their twins, a quarter each.
const families = { answers: 0, ok: 0, lost: 0, leaked: 0 };
for (const arbitrary of [familyAnswer, dataAnswer, familySilence, familyTwin] as fc.Arbitrary<FamilyAnswer>[])
  for (const family of fc.sample(arbitrary, { seed, numRuns: Math.ceil(count / 4) })) {
    const { texts, silence } = spokenFamily(family);
    const lost =
      JSON.stringify(texts) !== JSON.stringify(family.meant) ||
      (family.meant.length === 0) !== (silence !== undefined);
    const leaked = texts.some((t) => !family.meant.includes(t) && leaksIn(t, family.persona).length > 0);
    families.answers++;
    if (lost) families.lost++;
    if (leaked) families.leaked++;
    if (!lost && !leaked) families.ok++;
  }

const result = runCorpus(CORPUS);
const figures = {
  answers: result.total,
  ok: result.ok,
  withheldWrongly: result.withheldWrongly,
  lost: result.lost,
  leaked: result.leaked,
  generated,
  families,
};
if (!process.argv.includes('--json')) {
  console.log(
    `answers ${result.total}  ok ${result.ok}  withheld wrongly ${result.withheldWrongly}  lost ${result.lost}  leaked ${result.leaked}`,
  );
  console.log(
    `generated ${count} (seed ${seed})  ok ${generated.ok}  withheld wrongly ${generated.withheldWrongly}  lost ${generated.lost}  leaked ${generated.leaked}`,
  );
  console.log(
    `families ${families.answers} (seed ${seed})  ok ${families.ok}  lost ${families.lost}  leaked ${families.leaked}`,
  );
  for (const line of failureLines(result.failures)) console.log(line);
}
console.log(JSON.stringify({ ...figures, failures: result.failures }, null, 2));
process.exitCode =
  result.failures.length === 0 && generated.ok === count && families.ok === families.answers ? 0 : 1;
