import { createHash } from 'node:crypto';
import { z } from 'zod';
import { costOfCalls, type ModelPrice } from '../config/prices.js';
import type { ModelReply, ModelRequest } from '../llm/types.js';
import type { TokenUsage } from '../support/usage.js';
import type { NewTask } from '../tasks/types.js';
import type { JudgeResult, JudgeVerdict } from '../terminal/results.js';
import { askCached, type LiveAnswer, type LiveAsk } from './compare-live.js';

/** The criteria of the bundled rubric, in the order the report shows them. */
const verdictSchema = z.object({
  reasoning: z.string(),
  scores: z.record(z.string(), z.tuple([z.number(), z.number()])).optional(),
  winner: z.enum(['1', '2', 'tie']),
});

/** What one side's answer would do in the chat, as a person reads it (pure). */
export function shownAnswer(tasks: readonly NewTask[]): string {
  const lines = tasks.flatMap((t) => {
    if (t.type === 'send') return [t.params.text];
    if (t.type === 'sticker') return [`[sends the sticker ${t.params.name}]`];
    if (t.type === 'react') return [`[reacts ${t.params.emoji} to message #${t.params.messageId}]`];
    return [];
  });
  return lines.length === 0 ? '[stays silent]' : lines.join('\n---\n');
}

/**
 * Which answer the judge sees first, from the seed and the pair's place (pure): random across
 * pairs, the same on every run with that seed, so a judge's taste for the first answer evens out.
 */
export function aFirst(seed: number, fixture: string, turn: number, sample: number): boolean {
  const digest = createHash('sha256').update(`${seed}\u0000${fixture}\u0000${turn}\u0000${sample}`).digest();
  return ((digest[0] ?? 0) & 1) === 0;
}

/** The judge's request (pure): the rubric as its instruction, the conversation and both answers as one message. */
export function judgeRequest(
  rubric: string,
  model: string,
  turnRequest: ModelRequest,
  first: string,
  second: string,
): ModelRequest {
  const conversation = turnRequest.contents
    .map((c) => `${c.role === 'model' ? 'character' : 'chat'}: ${c.parts.map((p) => p.text).join('\n')}`)
    .join('\n\n');
  return {
    model,
    systemInstruction: rubric,
    // The persona's own safety and thinking settings; no sampling, so a verdict repeats.
    generationConfig: { ...turnRequest.generationConfig, temperature: 0 },
    contents: [
      {
        role: 'user',
        parts: [
          {
            text: `## The conversation\n\n${conversation}\n\n## Answer 1\n\n${first}\n\n## Answer 2\n\n${second}`,
          },
        ],
      },
    ],
  };
}

/** The judge's answer read (pure): the first JSON object in it, or why it could not be read. */
export function readVerdict(reply: ModelReply): z.output<typeof verdictSchema> | { unreadable: string } {
  if (reply.kind === 'silent') return { unreadable: `the judge gave no answer (${reply.reason})` };
  const start = reply.text.indexOf('{');
  const end = reply.text.lastIndexOf('}');
  if (start < 0 || end < start) return { unreadable: 'the judge answered without a JSON object' };
  try {
    const parsed = verdictSchema.safeParse(JSON.parse(reply.text.slice(start, end + 1)));
    return parsed.success ? parsed.data : { unreadable: 'the judge’s JSON lacks reasoning or winner' };
  } catch {
    return { unreadable: 'the judge’s JSON could not be read' };
  }
}

/**
 * Judges every pair of answers both sides gave to the same turn and sample, with A and B shown in
 * a seeded random order; the judge's answers are cached like the sides' and cost what they cost.
 */
export async function judgePairs(options: {
  fixture: string;
  rubric: string;
  seed: number;
  ask: LiveAsk;
  prices: Readonly<Record<string, ModelPrice>>;
  requests: readonly (ModelRequest | null)[];
  a: readonly LiveAnswer[];
  b: readonly LiveAnswer[];
}): Promise<JudgeResult> {
  const verdicts: JudgeVerdict[] = [];
  const failed: string[] = [];
  const calls: { model: string; usage?: TokenUsage }[] = [];
  let model = '';
  for (const x of options.a) {
    const y = options.b.find((b) => b.turn === x.turn && b.sample === x.sample);
    const request = options.requests[x.turn - 1];
    if (!x.reading || !y?.reading || !request) continue;
    const firstIsA = aFirst(options.seed, options.fixture, x.turn, x.sample);
    const [first, second] = firstIsA ? [x, y] : [y, x];
    const judged = judgeRequest(
      options.rubric,
      request.model,
      request,
      shownAnswer(first.reading?.tasks ?? []),
      shownAnswer(second.reading?.tasks ?? []),
    );
    model = judged.model;
    const answer = await askCached(options.ask, judged, 0, 'judge');
    if ('failed' in answer) {
      failed.push(`turn ${x.turn} sample ${x.sample}: ${answer.failed}`);
      continue;
    }
    const { cached } = answer;
    calls.push({ model: judged.model, usage: answer.reply.usage });
    const verdict = readVerdict(answer.reply);
    if ('unreadable' in verdict) {
      failed.push(`turn ${x.turn} sample ${x.sample}: ${verdict.unreadable}`);
      continue;
    }
    const side = (n: '1' | '2') => ((n === '1') === firstIsA ? 'a' : 'b');
    verdicts.push({
      turn: x.turn,
      sample: x.sample,
      shown_first: firstIsA ? 'a' : 'b',
      winner: verdict.winner === 'tie' ? 'tie' : side(verdict.winner),
      scores: Object.fromEntries(
        Object.entries(verdict.scores ?? {}).map(([name, [s1, s2]]) => [
          name,
          firstIsA ? { a: s1, b: s2 } : { a: s2, b: s1 },
        ]),
      ),
      reasoning: verdict.reasoning,
      cached,
    });
  }
  const sum = (f: (u: TokenUsage) => number) => calls.reduce((n, c) => n + (c.usage ? f(c.usage) : 0), 0);
  const count = (w: JudgeVerdict['winner']) => verdicts.filter((v) => v.winner === w).length;
  return {
    model,
    seed: options.seed,
    wins: { a: count('a'), b: count('b'), tie: count('tie') },
    verdicts,
    failed,
    usage: {
      input_tokens: sum((u) => u.promptTokens),
      output_tokens: sum((u) => u.outputTokens),
      thinking_tokens: sum((u) => u.thinkingTokens),
      cost: costOfCalls(calls, options.prices),
    },
  };
}
