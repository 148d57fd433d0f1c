import {
  ApiError,
  type GenerateContentConfig,
  type GenerateContentResponse,
  type GenerateContentResponseUsageMetadata,
  GoogleGenAI,
  HarmBlockThreshold,
  HarmCategory,
  type SafetyRating,
} from '@google/genai';
import type { MediaDescribeRequest, MediaModelAnswer, MediaModelPort } from '../media/model-port.js';
import type { Clock } from '../support/clock.js';
import { errorMessage } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import type { TokenUsage } from '../support/usage.js';
import { type GenerationConfig, harmCategoryKey } from './generation-config.js';
import {
  type ModelFailureKind,
  type ModelPort,
  ModelRejectedError,
  type ModelReply,
  type ModelRequest,
  ModelUnavailableError,
} from './types.js';

export interface GeminiRetry {
  /** Attempts per call, the first included. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export interface GeminiClientOptions {
  apiKey: string;
  /** Points the SDK somewhere else (the loopback server in replay and tests). */
  baseUrl?: string;
  timeoutMs?: number;
  retry?: Partial<GeminiRetry>;
  clock: Clock;
  log: Logger;
}

const RETRY_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
const DEFAULT_RETRY: GeminiRetry = { attempts: 3, baseDelayMs: 1_000, maxDelayMs: 30_000 };

/**
 * `models.generateContent` through the real SDK, with our own bounded retry: the SDK's retry
 * ignores the server's RetryInfo, so 429/5xx and network failures are retried here, waiting
 * what the server asks for when it says. Everything Gemini-specific (HTTP statuses, block and
 * finish reasons) is read here and leaves as our types: a chat call's blocked or empty answer
 * is "silent", and its failures a ModelUnavailableError or a ModelRejectedError; a media
 * call always answers `described`, `refused` or `failed`.
 */
export class GeminiClient implements ModelPort, MediaModelPort {
  readonly #ai: GoogleGenAI;
  readonly #retry: GeminiRetry;
  readonly #clock: Clock;
  readonly #log: Logger;

  constructor(options: GeminiClientOptions) {
    const httpOptions: { baseUrl?: string; timeout: number } = { timeout: options.timeoutMs ?? 60_000 };
    if (options.baseUrl) httpOptions.baseUrl = options.baseUrl;
    this.#ai = new GoogleGenAI({ apiKey: options.apiKey, httpOptions });
    this.#retry = { ...DEFAULT_RETRY, ...options.retry };
    this.#clock = options.clock;
    this.#log = options.log;
  }

  async generate(request: ModelRequest, signal?: AbortSignal): Promise<ModelReply> {
    let answer: Answer;
    try {
      answer = await this.#retrying(() => this.#once(request, signal), signal);
    } catch (err) {
      if (!(err instanceof GeminiFailure)) throw err;
      // The task engine retries a turn only on a RetryableError.
      if (err.failure === 'rate-limit' || err.failure === 'overloaded')
        throw new ModelUnavailableError(err.failure, err.message, { cause: err.cause });
      throw new ModelRejectedError(err.failure, `Gemini call failed: ${err.message}`, { cause: err.cause });
    }
    this.#logRefusal(answer, 'chat', request.model);
    // A blocked or empty answer leaves the chat without a reply, which is what silence is.
    if (answer.kind !== 'text') return { kind: 'silent', reason: answer.reason, usage: answer.usage };
    const thoughts = answer.thoughts === undefined ? {} : { thoughts: answer.thoughts };
    if (answer.finishReason === undefined)
      return { kind: 'text', text: answer.text, ...thoughts, usage: answer.usage };
    // The output limit is planned around (the cut block is withheld); a policy stop says why.
    const fields = { model: request.model, finishReason: answer.finishReason, categories: answer.categories };
    if (answer.finishReason === 'MAX_TOKENS') this.#log.info('Gemini stopped at the output limit', fields);
    else this.#log.warn('Gemini stopped before the answer was complete', fields);
    return {
      kind: 'text',
      text: answer.text,
      finishReason: answer.finishReason,
      ...thoughts,
      usage: answer.usage,
    };
  }

  /** One media item described by the model: our instruction, the bytes inline, a short question. */
  async describeMedia(request: MediaDescribeRequest, signal?: AbortSignal): Promise<MediaModelAnswer> {
    try {
      const answer = await this.#retrying(() => this.#describeOnce(request, signal), signal);
      this.#logRefusal(answer, 'media', request.model);
      return toMediaAnswer(answer);
    } catch (err) {
      if (!(err instanceof GeminiFailure)) throw err;
      return { kind: 'failed', reason: err.reason, retryable: err.retryable };
    }
  }

  /**
   * A withheld answer is logged with the categories Gemini named, so a persona that falls silent
   * on safety grounds says why and which `generation.safety` key would change it.
   */
  #logRefusal(answer: Answer, call: 'chat' | 'media', model: string): void {
    if (answer.kind !== 'refused') return;
    this.#log.warn('Gemini withheld the answer', {
      call,
      model,
      reason: answer.reason,
      categories: answer.categories,
    });
  }

  /**
   * Retries 429/5xx/network failures within the attempt limit, waiting what the server asks.
   * Every failure leaves as a GeminiFailure (an abort as it came); the SDK's errors stay inside.
   */
  async #retrying(call: () => Promise<Answer>, signal?: AbortSignal): Promise<Answer> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await call();
      } catch (err) {
        if (signal?.aborted) throw err;
        const retry = classify(err);
        if (!retry.retryable) throw new GeminiFailure(retry.reason, retry.failure, err);
        if (attempt >= this.#retry.attempts) {
          const reason = `Gemini call failed after ${attempt} attempts: ${retry.reason}`;
          throw new GeminiFailure(reason, retry.failure, err);
        }
        const backoff = Math.min(this.#retry.maxDelayMs, this.#retry.baseDelayMs * 2 ** (attempt - 1));
        const delay = Math.min(this.#retry.maxDelayMs, retry.delayMs ?? backoff);
        this.#log.warn('Gemini call failed, retrying', { attempt, delayMs: delay, reason: retry.reason });
        await this.#clock.sleep(delay, signal);
      }
    }
  }

  async #once(request: ModelRequest, signal?: AbortSignal): Promise<Answer> {
    const config: GenerateContentConfig = {
      systemInstruction: request.systemInstruction,
      ...toSdkConfig(request.generationConfig),
      abortSignal: signal,
    };
    const response = await this.#ai.models.generateContent({
      model: request.model,
      contents: request.contents,
      config,
    });
    return readAnswer(response);
  }

  async #describeOnce(request: MediaDescribeRequest, signal?: AbortSignal): Promise<Answer> {
    const config: { systemInstruction: string; abortSignal?: AbortSignal } = {
      systemInstruction: request.instruction,
    };
    if (signal) config.abortSignal = signal;
    const response = await this.#ai.models.generateContent({
      model: request.model,
      contents: [
        {
          role: 'user',
          parts: [
            { inlineData: { mimeType: request.mimeType, data: request.data.toString('base64') } },
            { text: request.question },
          ],
        },
      ],
      config,
    });
    return readAnswer(response);
  }
}

/**
 * Our settings in the SDK's types. The enum lookups are the check that our names are Gemini's:
 * a threshold or category the SDK does not know fails to compile here.
 */
function toSdkConfig(config: GenerationConfig): GenerateContentConfig {
  return {
    temperature: config.temperature,
    topP: config.topP,
    topK: config.topK,
    maxOutputTokens: config.maxOutputTokens,
    // Thoughts are never asked for: reasoning must not come back as text the parser could send.
    thinkingConfig: { ...config.thinkingConfig, includeThoughts: false },
    safetySettings:
      config.safetySettings.length === 0
        ? undefined
        : config.safetySettings.map((s) => ({
            category: HarmCategory[s.category],
            threshold: HarmBlockThreshold[s.threshold],
          })),
  };
}

/** What a generateContent response says, before a caller decides what it means for it. */
type Answer =
  /** `finishReason`: set when it was not a normal stop; `categories`: what Gemini rated then. */
  (
    | { kind: 'text'; text: string; finishReason?: string; categories?: string[]; thoughts?: string }
    /** `categories`: what Gemini rated, as `harassment HIGH (blocked)`, the blocking ones first. */
    | { kind: 'refused'; reason: string; categories: string[] }
    | { kind: 'empty'; reason: string }
  ) & { usage: TokenUsage | undefined };

/** Finish reasons of a candidate the model withheld on policy grounds (IMAGE_SAFETY included). */
const REFUSING_FINISH = /SAFETY|PROHIBITED|BLOCKLIST/;

/** A blocked prompt or a policy finish is a refusal; no text for another reason is an empty answer. */
function readAnswer(response: GenerateContentResponse): Answer {
  const usage = readUsage(response.usageMetadata);
  const answer = readContent(response);
  return { ...answer, usage };
}

/**
 * Gemini's token counts in our terms. A call that reports none (an old loopback reply) has no
 * usage: recording zeros would look like a free call.
 */
export function readUsage(
  metadata: GenerateContentResponseUsageMetadata | undefined,
): TokenUsage | undefined {
  if (!metadata) return undefined;
  return {
    promptTokens: metadata.promptTokenCount ?? 0,
    cachedTokens: metadata.cachedContentTokenCount ?? 0,
    outputTokens: metadata.candidatesTokenCount ?? 0,
    thinkingTokens: metadata.thoughtsTokenCount ?? 0,
  };
}

type Content = DistributiveOmit<Answer, 'usage'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

function readContent(response: GenerateContentResponse): Content {
  const blockReason = response.promptFeedback?.blockReason;
  if (blockReason) {
    const categories = flaggedCategories(response.promptFeedback?.safetyRatings);
    return { kind: 'refused', reason: `prompt blocked: ${blockReason}${listed(categories)}`, categories };
  }
  const candidate = response.candidates?.[0];
  const finishReason = candidate?.finishReason;
  // Thought parts are the model's reasoning: never part of the answer, even if one is sent.
  const parts = candidate?.content?.parts ?? [];
  const text = parts
    .filter((part) => part.thought !== true && typeof part.text === 'string')
    .map((part) => part.text)
    .join('');
  const thoughtText = parts
    .filter((part) => part.thought === true && typeof part.text === 'string')
    .map((part) => part.text)
    .join('\n');
  const thoughts = thoughtText === '' ? {} : { thoughts: thoughtText };
  if (text.trim() !== '') {
    if (finishReason === undefined || finishReason === 'STOP') return { kind: 'text', text, ...thoughts };
    const categories = flaggedCategories(candidate?.safetyRatings);
    return { kind: 'text', text, finishReason, categories, ...thoughts };
  }
  if (!finishReason) return { kind: 'empty', reason: 'empty answer' };
  if (!REFUSING_FINISH.test(finishReason)) {
    return { kind: 'empty', reason: `no text (finish reason ${finishReason})` };
  }
  const categories = flaggedCategories(candidate?.safetyRatings);
  return {
    kind: 'refused',
    reason: `no text (finish reason ${finishReason})${listed(categories)}`,
    categories,
  };
}

const PROBABILITY_RANK: Record<string, number> = { HIGH: 3, MEDIUM: 2, LOW: 1 };

/**
 * The ratings worth naming: those Gemini says blocked, then any rated above negligible, most
 * likely first, as config keys (`harassment HIGH (blocked)`).
 */
function flaggedCategories(ratings: readonly SafetyRating[] | undefined): string[] {
  const rank = (r: SafetyRating) => (r.blocked ? 10 : 0) + (PROBABILITY_RANK[r.probability ?? ''] ?? 0);
  return (ratings ?? [])
    .filter((r) => rank(r) > 0 && r.category !== undefined)
    .sort((a, b) => rank(b) - rank(a))
    .map(
      (r) =>
        `${harmCategoryKey(String(r.category))} ${r.probability ?? 'unrated'}${r.blocked ? ' (blocked)' : ''}`,
    );
}

function listed(categories: readonly string[]): string {
  return categories.length > 0 ? ` (${categories.join(', ')})` : '';
}

/** A refusal will be repeated for the same bytes; an empty answer may not be. */
function toMediaAnswer(answer: Answer): MediaModelAnswer {
  const { usage } = answer;
  if (answer.kind === 'text') return { kind: 'described', text: answer.text, usage };
  if (answer.kind === 'refused') return { kind: 'refused', reason: answer.reason, usage };
  return {
    kind: 'failed',
    reason: `the model gave no description (${answer.reason})`,
    retryable: true,
    usage,
  };
}

/** A failed call, its reason short and key-free ("HTTP 400: INVALID_ARGUMENT …"). */
class GeminiFailure extends Error {
  override readonly name = 'GeminiFailure';
  readonly retryable: boolean;
  constructor(
    readonly reason: string,
    readonly failure: ModelFailureKind,
    cause: unknown,
  ) {
    super(reason, { cause });
    this.retryable = failure === 'rate-limit' || failure === 'overloaded';
  }
}

interface Classified {
  retryable: boolean;
  failure: ModelFailureKind;
  reason: string;
  delayMs?: number;
}

function classify(err: unknown): Classified {
  if (err instanceof ApiError) {
    const retryable = RETRY_STATUSES.has(err.status);
    const delayMs = retryable ? serverRetryDelayMs(err.message) : undefined;
    const failure: ModelFailureKind =
      err.status === 429
        ? 'rate-limit'
        : retryable
          ? 'overloaded'
          : err.status === 401 || err.status === 403
            ? 'auth'
            : 'bad-request';
    const out: Classified = {
      retryable,
      failure,
      reason: `HTTP ${err.status}: ${shortMessage(err.message)}`,
    };
    if (delayMs !== undefined) out.delayMs = delayMs;
    return out;
  }
  if (err instanceof Error && err.name === 'AbortError')
    return { retryable: true, failure: 'overloaded', reason: 'timed out' };
  if (err instanceof TypeError && /fetch failed/i.test(err.message)) {
    return { retryable: true, failure: 'overloaded', reason: `network: ${errorMessage(err.cause ?? err)}` };
  }
  return { retryable: false, failure: 'bad-request', reason: errorMessage(err) };
}

/** Reads `RetryInfo.retryDelay` ("13s") from the JSON error body the SDK puts in the message. */
export function serverRetryDelayMs(message: string): number | undefined {
  try {
    const body = JSON.parse(message) as { error?: { details?: { retryDelay?: string }[] } };
    for (const detail of body.error?.details ?? []) {
      const match = /^(\d+(?:\.\d+)?)s$/.exec(detail.retryDelay ?? '');
      if (match) return Math.round(Number(match[1]) * 1000);
    }
  } catch {
    // not JSON: no server delay
  }
  return undefined;
}

function shortMessage(message: string): string {
  try {
    const body = JSON.parse(message) as { error?: { message?: string; status?: string } };
    return [body.error?.status, body.error?.message].filter(Boolean).join(' ') || message.slice(0, 200);
  } catch {
    return message.slice(0, 200);
  }
}

/** The SDK's model list, within `timeoutMs`: is Gemini there for this key, what does it serve. */
export async function probeGemini(
  apiKey: string,
  baseUrl: string | undefined,
  timeoutMs: number,
): Promise<{ ok: true; models: string[] } | { ok: false; reason: string }> {
  const httpOptions: { baseUrl?: string; timeout: number } = { timeout: timeoutMs };
  if (baseUrl) httpOptions.baseUrl = baseUrl;
  try {
    const pager = await new GoogleGenAI({ apiKey, httpOptions }).models.list();
    return { ok: true, models: pager.page.flatMap((m) => (m.name ? [m.name.replace(/^models\//, '')] : [])) };
  } catch (err) {
    return { ok: false, reason: classify(err).reason };
  }
}
