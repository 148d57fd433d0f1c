import type { MediaDescribeRequest, MediaModelAnswer, MediaModelPort } from '../media/model-port.js';
import type { Clock } from '../support/clock.js';
import { errorMessage } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import type { TokenUsage } from '../support/usage.js';
import type { GenerationConfig } from './generation-config.js';
import {
  type ModelFailureKind,
  type ModelPort,
  ModelRejectedError,
  type ModelReply,
  type ModelRequest,
  ModelUnavailableError,
} from './types.js';

export interface OpenAiClientOptions {
  /** Up to and including the version (`http://127.0.0.1:11434/v1`); `/chat/completions` is added. */
  baseUrl: string;
  /** Sent as a bearer token; a local server usually takes none. */
  apiKey?: string;
  /** May the model see images: media descriptions send them as data URLs. */
  vision?: boolean;
  timeoutMs?: number;
  /** Attempts per call, the first included. */
  attempts?: number;
  clock: Clock;
  log: Logger;
}

const RETRY_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/** One chat message of the Chat Completions API. */
type ChatMessage =
  | { role: 'system' | 'user' | 'assistant'; content: string }
  | {
      role: 'user';
      content: ({ type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } })[];
    };

/** The request body we send: our settings in the API's names. */
export interface ChatCompletionRequest {
  model: string;
  messages: ChatMessage[];
  temperature?: number;
  top_p?: number;
  max_tokens?: number;
  reasoning_effort?: 'minimal' | 'low' | 'medium' | 'high';
  stream: false;
}

/**
 * Any server that speaks OpenAI's Chat Completions (Ollama, llama.cpp's server, vLLM, OpenRouter,
 * DeepSeek, Gemini's compatible endpoint) through Node's own `fetch`. What such a server says is
 * read here and leaves as our types: reasoning (a `reasoning_content` field or a leading
 * `<think>…</think>`) as thoughts, `length` as `MAX_TOKENS`, `content_filter` as a refusal, and
 * failures as the typed model errors after bounded retries that honour `Retry-After`.
 */
export class OpenAiCompatibleClient implements ModelPort, MediaModelPort {
  readonly #options: OpenAiClientOptions;
  #warnedIgnored = false;

  constructor(options: OpenAiClientOptions) {
    this.#options = options;
  }

  async generate(request: ModelRequest, signal?: AbortSignal): Promise<ModelReply> {
    this.#warnIgnored(request.generationConfig);
    const body = chatCompletionRequest(request);
    const answer = readCompletion(await this.#post(body, signal));
    if (answer.kind === 'refused') {
      this.#options.log.warn('the model withheld the answer', {
        model: request.model,
        reason: answer.reason,
      });
      return { kind: 'silent', reason: answer.reason, usage: answer.usage };
    }
    if (answer.text.trim() === '') return { kind: 'silent', reason: 'empty answer', usage: answer.usage };
    const reply: ModelReply = { kind: 'text', text: answer.text, usage: answer.usage };
    if (answer.finishReason !== undefined) reply.finishReason = answer.finishReason;
    if (answer.thoughts !== undefined) reply.thoughts = answer.thoughts;
    return reply;
  }

  /** Images go to a model that sees them as a data URL; anything else is not for this model. */
  async describeMedia(request: MediaDescribeRequest, signal?: AbortSignal): Promise<MediaModelAnswer> {
    if (!this.#options.vision || !request.mimeType.startsWith('image/')) {
      const why = this.#options.vision ? `takes no ${request.mimeType}` : 'is not set to see images (vision)';
      return { kind: 'unsupported', reason: `model ${request.model} ${why}` };
    }
    const url = `data:${request.mimeType};base64,${request.data.toString('base64')}`;
    const body: ChatCompletionRequest = {
      model: request.model,
      messages: [
        { role: 'system', content: request.instruction },
        {
          role: 'user',
          content: [
            { type: 'image_url', image_url: { url } },
            { type: 'text', text: request.question },
          ],
        },
      ],
      stream: false,
    };
    try {
      const answer = readCompletion(await this.#post(body, signal));
      if (answer.kind === 'refused') return { kind: 'refused', reason: answer.reason, usage: answer.usage };
      if (answer.text.trim() === '')
        return {
          kind: 'failed',
          reason: 'the model gave no description',
          retryable: true,
          usage: answer.usage,
        };
      return { kind: 'described', text: answer.text, usage: answer.usage };
    } catch (err) {
      if (err instanceof ModelUnavailableError)
        return { kind: 'failed', reason: err.message, retryable: true };
      if (err instanceof ModelRejectedError) return { kind: 'failed', reason: err.message, retryable: false };
      throw err;
    }
  }

  /** Gemini's safety settings and top_k have no place in the API: said once, not per call. */
  #warnIgnored(config: GenerationConfig): void {
    if (this.#warnedIgnored) return;
    const ignored = [
      ...(config.safetySettings.length > 0 ? ['safety'] : []),
      ...(config.topK !== undefined ? ['top_k'] : []),
    ];
    if (ignored.length === 0) return;
    this.#warnedIgnored = true;
    this.#options.log.warn('an OpenAI-compatible model ignores these generation settings', {
      ignored: ignored.join(', '),
    });
  }

  /** The JSON answer of one POST, retried on 408/429/5xx and network failures. */
  async #post(body: ChatCompletionRequest, signal?: AbortSignal): Promise<unknown> {
    const attempts = this.#options.attempts ?? 3;
    for (let attempt = 1; ; attempt++) {
      let failure: WireFailure;
      try {
        return await this.#postOnce(body, signal);
      } catch (err) {
        if (signal?.aborted) throw err;
        failure = err instanceof WireFailure ? err : networkFailure(err);
      }
      if (failure.failure === 'auth' || failure.failure === 'bad-request')
        throw new ModelRejectedError(failure.failure, `model call failed: ${failure.message}`);
      if (attempt >= attempts) {
        const message = `model call failed after ${attempt} attempts: ${failure.message}`;
        const options = failure.retryAfterMs === undefined ? {} : { retryAfterMs: failure.retryAfterMs };
        throw new ModelUnavailableError(failure.failure, message, options);
      }
      const backoff = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (attempt - 1));
      const delay = Math.min(MAX_DELAY_MS, failure.retryAfterMs ?? backoff);
      this.#options.log.warn('model call failed, retrying', {
        attempt,
        delayMs: delay,
        reason: failure.message,
      });
      await this.#options.clock.sleep(delay, signal);
    }
  }

  async #postOnce(body: ChatCompletionRequest, signal?: AbortSignal): Promise<unknown> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.#options.apiKey) headers.authorization = `Bearer ${this.#options.apiKey}`;
    const timeout = AbortSignal.timeout(this.#options.timeoutMs ?? 60_000);
    const response = await fetch(`${this.#options.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    const text = await response.text();
    if (response.ok) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new WireFailure('bad-request', `the answer is not JSON: ${text.slice(0, 120)}`);
      }
    }
    const status = response.status;
    const message = `HTTP ${status}: ${errorText(text)}`;
    if (status === 401 || status === 403) throw new WireFailure('auth', message);
    if (!RETRY_STATUSES.has(status)) throw new WireFailure('bad-request', message);
    const retryAfterMs = retryAfter(response.headers, this.#options.clock.now());
    throw new WireFailure(status === 429 ? 'rate-limit' : 'overloaded', message, retryAfterMs);
  }
}

/** Our request in the API's terms: the system instruction first, each content's parts joined in order. */
export function chatCompletionRequest(request: ModelRequest): ChatCompletionRequest {
  const config = request.generationConfig;
  const body: ChatCompletionRequest = {
    model: request.model,
    messages: [
      { role: 'system', content: request.systemInstruction },
      ...request.contents.map((content) => ({
        role: content.role === 'model' ? ('assistant' as const) : ('user' as const),
        content: content.parts.map((part) => part.text).join('\n\n'),
      })),
    ],
    stream: false,
  };
  if (config.temperature !== undefined) body.temperature = config.temperature;
  if (config.topP !== undefined) body.top_p = config.topP;
  if (config.maxOutputTokens !== undefined) body.max_tokens = config.maxOutputTokens;
  const effort = reasoningEffort(config.thinkingConfig?.thinkingBudget);
  if (effort !== undefined) body.reasoning_effort = effort;
  return body;
}

/** A thinking budget as an effort: none set or -1 (the model decides) sends none. */
function reasoningEffort(budget: number | undefined): ChatCompletionRequest['reasoning_effort'] {
  if (budget === undefined || budget < 0) return undefined;
  if (budget === 0) return 'minimal';
  if (budget <= 2_048) return 'low';
  if (budget <= 8_192) return 'medium';
  return 'high';
}

type Completion =
  | { kind: 'text'; text: string; thoughts?: string; finishReason?: string; usage: TokenUsage | undefined }
  | { kind: 'refused'; reason: string; usage: TokenUsage | undefined };

interface WireCompletion {
  choices?: {
    finish_reason?: string | null;
    message?: { content?: string | null; reasoning_content?: string | null; refusal?: string | null };
  }[];
  usage?: WireUsage;
}

interface WireUsage {
  prompt_tokens?: number;
  completion_tokens?: number;
  prompt_tokens_details?: { cached_tokens?: number } | null;
  completion_tokens_details?: { reasoning_tokens?: number } | null;
  /** DeepSeek's name for the cached part of the prompt. */
  prompt_cache_hit_tokens?: number;
}

/** A leading `<think>…</think>` (or a `<think>` the output limit cut) is reasoning, not answer. */
const LEADING_THINK = /^\s*<think>([\s\S]*?)(?:<\/think>\s*|$)/;

function readCompletion(raw: unknown): Completion {
  const body = (typeof raw === 'object' && raw !== null ? raw : {}) as WireCompletion;
  const usage = readOpenAiUsage(body.usage);
  const choice = body.choices?.[0];
  const message = choice?.message;
  const finish = choice?.finish_reason ?? undefined;
  if (finish === 'content_filter' || message?.refusal) {
    const why = message?.refusal ? `: ${message.refusal}` : '';
    return { kind: 'refused', reason: `refused (${finish ?? 'refusal'})${why}`, usage };
  }
  let text = message?.content ?? '';
  const thoughtParts: string[] = [];
  if (message?.reasoning_content) thoughtParts.push(message.reasoning_content);
  const think = LEADING_THINK.exec(text);
  if (think) {
    thoughtParts.push((think[1] ?? '').trim());
    text = text.slice(think[0].length);
  }
  const completion: Completion = { kind: 'text', text, usage };
  if (thoughtParts.length > 0) completion.thoughts = thoughtParts.join('\n');
  if (finish === 'length') completion.finishReason = 'MAX_TOKENS';
  else if (finish && finish !== 'stop') completion.finishReason = finish.toUpperCase();
  return completion;
}

/**
 * The API's token counts in our terms. Its completion tokens include the reasoning tokens,
 * which we count apart (as Gemini does), so they are taken out of the output once.
 */
export function readOpenAiUsage(usage: WireUsage | undefined): TokenUsage | undefined {
  if (!usage) return undefined;
  const thinkingTokens = usage.completion_tokens_details?.reasoning_tokens ?? 0;
  return {
    promptTokens: usage.prompt_tokens ?? 0,
    cachedTokens: usage.prompt_tokens_details?.cached_tokens ?? usage.prompt_cache_hit_tokens ?? 0,
    outputTokens: Math.max(0, (usage.completion_tokens ?? 0) - thinkingTokens),
    thinkingTokens,
  };
}

/** A failed HTTP exchange, classified; only this module sees it. */
class WireFailure extends Error {
  constructor(
    readonly failure: ModelFailureKind,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

function networkFailure(err: unknown): WireFailure {
  if (err instanceof Error && err.name === 'TimeoutError') return new WireFailure('overloaded', 'timed out');
  return new WireFailure(
    'overloaded',
    `network: ${errorMessage(err instanceof Error && err.cause ? err.cause : err)}`,
  );
}

/** `Retry-After` in seconds or as an HTTP date; `retry-after-ms` where a server sends it. */
export function retryAfter(headers: Headers, nowMs: number): number | undefined {
  const ms = Number(headers.get('retry-after-ms') ?? Number.NaN);
  if (Number.isFinite(ms) && ms >= 0) return Math.round(ms);
  const value = headers.get('retry-after');
  if (value === null) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}

/** The error's own words when the body says (`{error: {message}}`), else the start of the body. */
function errorText(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: { message?: string } | string };
    const message = typeof body.error === 'string' ? body.error : body.error?.message;
    if (message) return message.slice(0, 200);
  } catch {
    // not JSON
  }
  return text.slice(0, 200);
}

/** What a provider's model list said: the ids it serves, or why it could not be read. */
export type ProbeResult = { ok: true; models: string[] } | { ok: false; reason: string };

/** `GET /models` of an OpenAI-compatible server, within `timeoutMs`: is it there, what does it serve. */
export async function probeOpenAiCompatible(
  baseUrl: string,
  apiKey: string | undefined,
  timeoutMs: number,
): Promise<ProbeResult> {
  try {
    const response = await fetch(`${baseUrl.replace(/\/+$/, '')}/models`, {
      headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (!response.ok) return { ok: false, reason: `HTTP ${response.status}: ${errorText(text)}` };
    const body = JSON.parse(text) as { data?: { id?: string }[] };
    return { ok: true, models: (body.data ?? []).flatMap((m) => (m.id ? [m.id] : [])) };
  } catch (err) {
    if (err instanceof Error && err.name === 'TimeoutError')
      return { ok: false, reason: `no answer in ${timeoutMs / 1000} s` };
    return { ok: false, reason: errorMessage(err instanceof Error && err.cause ? err.cause : err) };
  }
}
