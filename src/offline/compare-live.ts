import { performance } from 'node:perf_hooks';
import type { ReplyReading, RequestSampler } from '../agent/reply-reading.js';
import { costOfCalls, type ModelPrice } from '../config/prices.js';
import type { ModelPort, ModelReply, ModelRequest } from '../llm/types.js';
import { errorMessage } from '../support/errors.js';
import type { TokenUsage, UsagePurpose, UsageSink } from '../support/usage.js';
import type { NewTask } from '../tasks/types.js';
import { describeStep } from '../tasks/types.js';
import type { BehaviourKind, ExpectationResult, LiveUsage } from '../terminal/results.js';
import { type AnswerCache, answerKey } from './answer-cache.js';
import { type AnsweredTurn, checkAnswers, type FixtureExpect } from './fixture-expect.js';

/** Who answers a side's requests: the model a request names, through the one model factory. */
export interface LiveAsk {
  /** The port and provider for a request's model (the provider is part of the cache key). */
  modelFor(request: ModelRequest): { port: ModelPort; provider: string };
  /** Answers asked per turn. */
  samples: number;
  cache: AnswerCache;
  /** Where the calls asked (never those served from the cache) are accounted, and as whose. */
  usage?: LabUsage;
}

/** The usage store of the config the lab runs under, with the fixture's persona and chat. */
export interface LabUsage {
  sink: UsageSink;
  agent: string;
  chatId: string;
}

/** One answer of a side's model to one recorded turn's request, read as the turn reads an answer. */
export interface LiveAnswer {
  /** 1-based, in the order the turns ran. */
  turn: number;
  sample: number;
  model: string;
  /** Served from the cache: nothing was asked. */
  cached: boolean;
  latencyMs: number;
  usage?: TokenUsage;
  reading?: ReplyReading;
  /** Why the model gave no answer (after its client's own retries). */
  failed?: string;
}

/**
 * The sampler `compare --live` hands a replay: every turn's request (built from the recorded
 * history up to it) goes to the side's model `samples` times, each answer read as the turn would
 * read it; the replay itself goes on with the recorded answer, so the next turn's history stays the
 * recorded one. Answers come from the cache when it has them; failures are not cached.
 */
export function liveSampler(ask: LiveAsk, answers: LiveAnswer[]): RequestSampler {
  let turn = 0;
  return async (request, read) => {
    turn += 1;
    for (let sample = 1; sample <= ask.samples; sample++) {
      const got = await askCached(ask, request, sample, 'compare');
      const at = { turn, sample, model: request.model, cached: got.cached, latencyMs: got.latencyMs };
      if ('failed' in got) answers.push({ ...at, failed: got.failed });
      else answers.push({ ...at, usage: got.reply.usage, reading: read(got.reply) });
    }
  };
}

/**
 * One answer to a request, from the cache or else asked (then kept, and its call accounted for
 * `purpose`: an answer from the cache cost nothing now); a failed call is said, never cached.
 * The sampler and the judge ask through it.
 */
export async function askCached(
  ask: Pick<LiveAsk, 'modelFor' | 'cache' | 'usage'>,
  request: ModelRequest,
  sample: number,
  purpose: Extract<UsagePurpose, 'compare' | 'judge'>,
): Promise<{ cached: boolean; latencyMs: number } & ({ reply: ModelReply } | { failed: string })> {
  const { port, provider } = ask.modelFor(request);
  const key = answerKey(provider, request, sample);
  const known = ask.cache.get(key);
  if (known) return { cached: true, ...known };
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  let answer: { reply: ModelReply; latencyMs: number };
  try {
    answer = { reply: await port.generate(request), latencyMs: latency() };
    ask.cache.put(key, answer);
  } catch (err) {
    return { cached: false, latencyMs: latency(), failed: errorMessage(err) };
  }
  const { usage, answeredBy } = answer.reply;
  if (ask.usage && usage) {
    const by = answeredBy ?? { provider: 'gemini', model: request.model };
    const { sink, agent, chatId } = ask.usage;
    await sink.record({ agent, chatId, purpose, ...by, usage, latencyMs: answer.latencyMs });
  }
  return { cached: false, ...answer };
}

/**
 * What a side's answers did, by kind, every sample pooled (pure): the same kinds as the recorded
 * behaviour diff, each entry prefixed with its turn, so K samples of a turn count K times.
 */
export function liveEntries(answers: readonly LiveAnswer[]): Record<BehaviourKind, string[]> {
  const out: Record<BehaviourKind, string[]> = {
    send: [],
    sticker: [],
    react: [],
    silence: [],
    withheld: [],
    memory: [],
    plan: [],
    failed: [],
  };
  for (const answer of answers) {
    const at = `turn ${answer.turn}: `;
    if (!answer.reading) {
      out.failed.push(`${at}${answer.failed ?? 'no answer'}`);
      continue;
    }
    const { tasks, steps, withheld } = answer.reading;
    for (const task of tasks) {
      if (task.type === 'send') out.send.push(`${at}${replyTo(task.params.replyTo)}${task.params.text}`);
      if (task.type === 'sticker')
        out.sticker.push(`${at}${replyTo(task.params.replyTo)}${task.params.set} :: ${task.params.name}`);
      if (task.type === 'react') out.react.push(`${at}${task.params.emoji} on #${task.params.messageId}`);
    }
    if (!tasks.some(reachesChat)) out.silence.push(`turn ${answer.turn}`);
    for (const w of withheld) out.withheld.push(`${at}${w.reason}: ${w.text}`);
    for (const step of steps) {
      if (step.type === 'note' || step.type === 'remember' || step.type === 'person')
        out.memory.push(`${at}${describeStep(step)}`);
      if (step.type === 'event') out.plan.push(`${at}${describeStep(step)}`);
    }
  }
  return out;
}

/** Tokens, latency and cost of a side's answers (pure); unknown prices make the cost null. */
export function liveUsage(
  answers: readonly LiveAnswer[],
  prices: Readonly<Record<string, ModelPrice>>,
): LiveUsage {
  const answered = answers.filter((a) => a.reading);
  const sum = (f: (u: TokenUsage) => number) => answered.reduce((n, a) => n + (a.usage ? f(a.usage) : 0), 0);
  const asked = answers.filter((a) => !a.cached).map((a) => a.latencyMs);
  return {
    answers: answers.length,
    cached: answers.filter((a) => a.cached).length,
    failed: answers.length - answered.length,
    input_tokens: sum((u) => u.promptTokens),
    cached_tokens: sum((u) => u.cachedTokens),
    output_tokens: sum((u) => u.outputTokens),
    thinking_tokens: sum((u) => u.thinkingTokens),
    latency_ms_median: asked.length === 0 ? null : median(asked),
    cost: costOfCalls(answered, prices),
  };
}

/**
 * The fixture's `expect:` on the answers (pure): each sample checked as one run of every turn;
 * a check holds when it holds in every sample, and says in how many it failed.
 */
export function liveExpectations(
  expect: FixtureExpect,
  answers: readonly LiveAnswer[],
  chatId: number | string,
  samples: number,
): ExpectationResult[] {
  const runs: ExpectationResult[][] = [];
  for (let sample = 1; sample <= samples; sample++) {
    const turns: AnsweredTurn[] = answers
      .filter((a) => a.sample === sample)
      .sort((x, y) => x.turn - y.turn)
      .map((a) => ({ chatId, tasks: a.reading?.tasks ?? [], withheld: a.reading?.withheld ?? [] }));
    runs.push(checkAnswers(expect, turns));
  }
  const first = runs[0] ?? [];
  return first.map((check, i) => {
    const failing = runs.map((run) => run[i]).filter((r) => r && !r.ok);
    if (failing.length === 0) return check;
    const found = failing[0]?.found ?? '';
    return { ...check, ok: false, found: `${found} (failed in ${failing.length} of ${runs.length} samples)` };
  });
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? 0)
    : Math.round(((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2);
}

function reachesChat(task: NewTask): boolean {
  return task.type === 'send' || task.type === 'sticker' || task.type === 'react';
}

function replyTo(id: number | undefined): string {
  return id === undefined ? '' : `→ #${id} `;
}
