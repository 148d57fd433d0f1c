/**
 * `npm run bench:memory`: what memory costs as a chat grows to 10,000 messages. Alice writes in
 * bursts of 5 messages, one turn each, and the persona answers every 4th turn; a scripted model
 * answers and summarises (it keeps the lines stating a FACT). Measured once with rolling
 * summaries (the default thresholds: above 70 unsummarised, keep the newest 20, merge 5 of 7)
 * and once without (the window of `history_size` 100 alone, as before memory): request
 * characters per turn (system instruction and contents) at checkpoints, the spread over the
 * second half of the chat, whether the fact of message 12 is still in the last request, and the
 * added model calls per 100 messages. Then what the persona decides in an answer (notes, person
 * facts, plans among sends and waits, in random order) against a person who writes again at a
 * random time, every other answer cut by the token limit in a last block: decisions lost after
 * the replan (goal 0). Then ninety days of memory and recall (`memory-days.ts`). Printed, and written to
 * bench/results/memory.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import fc from 'fast-check';
import type { ModelRequest } from '../src/llm/types.js';
import {
  cutBlocks,
  decidingAnswers,
  lostDecisions,
  replayDecisions,
} from '../tests/agent/decisions-family.js';
import { longChat } from '../tests/agent/long-chat.js';
import { ninetyDays } from './memory-days.js';

const MESSAGES = Number(process.env.MEMORY_BENCH_MESSAGES ?? 10_000);
const BURST = 5;
const CHECKPOINTS = [100, 500, 1_000, 2_000, 5_000, 10_000].filter((n) => n <= MESSAGES);
const FACT = 'FACT: my sister Mia turns 30 on 14 April';

interface Run {
  mode: 'summaries' | 'window only';
  charactersAt: Record<number, number>;
  /** Smallest and largest request over the second half of the chat. */
  secondHalf: { min: number; max: number };
  factInLastRequest: boolean;
  turnCalls: number;
  summaryCalls: number;
  summaryCallsPer100Messages: number;
  summariesAtEnd: number;
  wallSeconds: number;
}

function size(request: ModelRequest): number {
  return (
    request.systemInstruction.length +
    request.contents.reduce((n, c) => n + c.parts.reduce((m, p) => m + p.text.length, 0), 0)
  );
}

async function run(summaries: boolean): Promise<Run> {
  const charactersAt: Record<number, number> = {};
  const secondHalf = { min: Number.POSITIVE_INFINITY, max: 0 };
  let last: ModelRequest | undefined;
  const started = performance.now();
  const result = await longChat({
    messages: MESSAGES,
    burst: BURST,
    summaries,
    text: (n) => (n === 12 ? `Alice (user 7) says: ${FACT}` : `small talk number ${n}, nothing much to say`),
    answers: (n) => (n / BURST) % 4 === 0,
    onTurn: (n, request) => {
      const chars = size(request);
      if (CHECKPOINTS.includes(n)) charactersAt[n] = chars;
      if (n > MESSAGES / 2) {
        secondHalf.min = Math.min(secondHalf.min, chars);
        secondHalf.max = Math.max(secondHalf.max, chars);
      }
      last = request;
    },
  });
  const lastText = last ? last.contents.map((c) => c.parts.map((p) => p.text).join('')).join('') : '';
  return {
    mode: summaries ? 'summaries' : 'window only',
    charactersAt,
    secondHalf,
    factInLastRequest: lastText.includes('Mia turns 30'),
    turnCalls: result.turnCalls,
    summaryCalls: result.summaryCalls,
    summaryCallsPer100Messages: Number(((result.summaryCalls * 100) / MESSAGES).toFixed(2)),
    summariesAtEnd: result.summaries.length,
    wallSeconds: Number(((performance.now() - started) / 1000).toFixed(1)),
  };
}

const runs = [await run(true), await run(false)];
for (const r of runs) {
  console.log(
    `\n${r.mode}: ${r.turnCalls} turns, ${r.summaryCalls} summary calls (${r.summaryCallsPer100Messages} per 100 messages), ${r.wallSeconds} s`,
  );
  console.log(
    `  request characters: ${CHECKPOINTS.map((n) => `@${n} ${r.charactersAt[n] ?? '-'}`).join('  ')}`,
  );
  console.log(
    `  second half: ${r.secondHalf.min}–${r.secondHalf.max}; summaries kept at the end: ${r.summariesAtEnd}`,
  );
  console.log(`  fact of message 12 in the last request: ${r.factInLastRequest ? 'yes' : 'no'}`);
}
/**
 * Generated answers replayed with a new message at a random time, every other one cut by the
 * model's token limit in a last block: decisions missing at the end.
 */
async function decisionsKept(answers: number, seed: number) {
  let decided = 0;
  let cutAnswers = 0;
  const lost: string[] = [];
  const samples = fc.sample(fc.tuple(decidingAnswers, cutBlocks), { seed, numRuns: answers });
  for (const [i, [deciding, cut]] of samples.entries()) {
    decided += deciding.notes.length + deciding.people.length + deciding.events.length;
    const first =
      i % 2 === 0 ? deciding.answer : { text: `${deciding.answer}\n\n${cut}`, finish: 'MAX_TOKENS' };
    if (i % 2 === 1) cutAnswers += 1;
    const result = await replayDecisions(
      deciding.writesAfterSeconds,
      [first, '# «send»\nok'],
      `${deciding.run}`,
    );
    lost.push(...lostDecisions(deciding, result));
  }
  return { answers, cutAnswers, seed, decided, lostAfterReplan: lost.length, lost: lost.slice(0, 10) };
}

const decisions = await decisionsKept(Number(process.env.MEMORY_BENCH_ANSWERS ?? 200), 2026);
console.log(
  `\ndecisions: ${decisions.decided} in ${decisions.answers} answers (${decisions.cutAnswers} cut by MAX_TOKENS; seed ${decisions.seed}), lost after a replan: ${decisions.lostAfterReplan} (goal 0)`,
);
const days = await ninetyDays(Number(process.env.MEMORY_BENCH_DAYS ?? 90));
const known = days.dayOneKnown;
console.log(
  `\n${days.days} days of real turns at the default caps (${days.turns} turns, ${days.summaryCalls} summaries, ${days.mergeCalls} merges, ${days.keptAgainBySummaries} entries kept again by a summary): day-1 facts kept in context at the end: pinned ${known.pinned}, unpinned and still used ${known.unpinnedUsed}, unpinned and never used again ${known.unpinnedNeverUsedAgain}`,
);
const atEnd = days.dayOneKnownAtEnd;
console.log(
  `  day-1 facts known at day ${days.days} (goal: all ${days.dayOneFacts}): ${atEnd.inContext} in context, ${atEnd.byRecall} by recall, ${atEnd.lost.length} lost${atEnd.lost.length > 0 ? ` (${atEnd.lost.join(', ')})` : ''}`,
);
for (const [what, p] of Object.entries(days.caps))
  console.log(
    `  ${what}: cap ${p.cap}, written ${p.written}, kept in context ${p.keptAtEnd}, archived ${p.dropped}, full from day ${p.fullOnDay ?? '-'}`,
  );
console.log(
  `  recall over ${days.storedMessagesAtEnd} stored messages and ${days.summariesAtEnd} summaries: median ${days.recall.msMedian} ms, p95 ${days.recall.msP95} ms, ${days.recall.meanHits} hits a query, the day asked for found in ${days.recall.dayFound}`,
);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/memory.json',
  `${JSON.stringify({ messages: MESSAGES, burst: BURST, checkpoints: CHECKPOINTS, runs, decisions, days }, null, 2)}\n`,
);
console.log('\nwrote bench/results/memory.json');
