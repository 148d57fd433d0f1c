import { ApiError, type GenerateContentResponse, GoogleGenAI } from '@google/genai';
import type { Clock } from '../support/clock.js';
import { errorMessage, RetryableError } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import type { MediaDescribeRequest, MediaModelPort } from './describe.js';
import type { ModelPort, ModelReply, ModelRequest } from './types.js';

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
 * what the server asks for when it says. Blocked or empty answers are "silent", not errors.
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
    return this.#retrying(() => this.#once(request, signal), signal);
  }

  /** One media item described by the model: our instruction, the bytes inline, a short question. */
  async describeMedia(request: MediaDescribeRequest, signal?: AbortSignal): Promise<ModelReply> {
    return this.#retrying(() => this.#describeOnce(request, signal), signal);
  }

  /** Retries 429/5xx/network failures within the attempt limit, waiting what the server asks. */
  async #retrying(call: () => Promise<ModelReply>, signal?: AbortSignal): Promise<ModelReply> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await call();
      } catch (err) {
        const retry = classify(err);
        if (!retry.retryable || signal?.aborted) throw err;
        if (attempt >= this.#retry.attempts) {
          throw new RetryableError(`Gemini call failed after ${attempt} attempts: ${retry.reason}`, {
            cause: err,
          });
        }
        const backoff = Math.min(this.#retry.maxDelayMs, this.#retry.baseDelayMs * 2 ** (attempt - 1));
        const delay = Math.min(this.#retry.maxDelayMs, retry.delayMs ?? backoff);
        this.#log.warn('Gemini call failed, retrying', { attempt, delayMs: delay, reason: retry.reason });
        await this.#clock.sleep(delay, signal);
      }
    }
  }

  async #once(request: ModelRequest, signal?: AbortSignal): Promise<ModelReply> {
    const config: { systemInstruction: string; abortSignal?: AbortSignal } = {
      systemInstruction: request.systemInstruction,
    };
    if (signal) config.abortSignal = signal;
    const response = await this.#ai.models.generateContent({
      model: request.model,
      contents: request.contents,
      config,
    });
    return toReply(response);
  }

  async #describeOnce(request: MediaDescribeRequest, signal?: AbortSignal): Promise<ModelReply> {
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
    return toReply(response);
  }
}

/** A blocked prompt, a safety finish or an empty answer is "silent", not an error. */
function toReply(response: GenerateContentResponse): ModelReply {
  const blockReason = response.promptFeedback?.blockReason;
  if (blockReason) return { kind: 'silent', reason: `prompt blocked: ${blockReason}` };
  const finishReason = response.candidates?.[0]?.finishReason;
  const text = response.text;
  if (text === undefined || text.trim() === '') {
    return {
      kind: 'silent',
      reason: finishReason ? `no text (finish reason ${finishReason})` : 'empty answer',
    };
  }
  return finishReason ? { kind: 'text', text, finishReason } : { kind: 'text', text };
}

/** A short, key-free reason for a failed Gemini call ("HTTP 400: INVALID_ARGUMENT …"), for logs and records. */
export function geminiFailureReason(err: unknown): string {
  return classify(err).reason;
}

interface Classified {
  retryable: boolean;
  reason: string;
  delayMs?: number;
}

function classify(err: unknown): Classified {
  if (err instanceof ApiError) {
    const retryable = RETRY_STATUSES.has(err.status);
    const delayMs = retryable ? serverRetryDelayMs(err.message) : undefined;
    const out: Classified = { retryable, reason: `HTTP ${err.status}: ${shortMessage(err.message)}` };
    if (delayMs !== undefined) out.delayMs = delayMs;
    return out;
  }
  if (err instanceof Error && err.name === 'AbortError') return { retryable: true, reason: 'timed out' };
  if (err instanceof TypeError && /fetch failed/i.test(err.message)) {
    return { retryable: true, reason: `network: ${errorMessage(err.cause ?? err)}` };
  }
  return { retryable: false, reason: errorMessage(err) };
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
