import { RetryableError } from '../support/errors.js';
import type { TokenUsage } from '../support/usage.js';
import type { GenerationConfig } from './generation-config.js';

/** A Gemini content turn as handed to the SDK: only `user` and `model` roles. */
export interface Content {
  role: 'user' | 'model';
  parts: { text: string }[];
}

/** Everything one model call needs; `replay --json` prints exactly this as `request`. */
export interface ModelRequest {
  model: string;
  systemInstruction: string;
  /** Sampling, output limit, thinking and safety: the SDK's `config` beside the system instruction. */
  generationConfig: GenerationConfig;
  contents: Content[];
}

/**
 * What a chat call answered. A failed call is not a reply: the adapter throws a RetryableError
 * when trying the turn again may help, any other Error when it will not.
 */
export type ModelReply = (
  | {
      kind: 'text';
      text: string;
      /**
       * Why the model stopped, when it was not a normal stop: `MAX_TOKENS` (the end is cut off),
       * `SAFETY`, `RECITATION`, … as Gemini names it. Absent: it finished.
       */
      finishReason?: string;
      /** The model's reasoning, kept apart from the text (never sent; the speech boundary stays the net). */
      thoughts?: string;
    }
  /** Nothing to say: an empty answer, a safety block, or no candidates. */
  | { kind: 'silent'; reason: string }
) & {
  /** The tokens the call cost, when the model said (recorded for usage and cost). */
  usage?: TokenUsage;
  /** Who answered, when the call went through the model catalogue (a fallback may have). */
  answeredBy?: AnsweredBy;
};

/** The provider and its own model id that answered a call: what usage rows and prices name. */
export interface AnsweredBy {
  provider: string;
  model: string;
}

/**
 * Why a model call failed, in our terms: `rate-limit` (wait `retryAfterMs` when the server said),
 * `overloaded` (5xx, timeout, network), `bad-request` (the server turned the request down), `auth`
 * (a missing or wrong key). A refusal is not a failure: it is a silent reply with its reason.
 */
export type ModelFailureKind = 'rate-limit' | 'overloaded' | 'bad-request' | 'auth';

/** A failed call worth trying again later: the task engine retries it. */
export class ModelUnavailableError extends RetryableError {
  constructor(
    readonly failure: 'rate-limit' | 'overloaded',
    message: string,
    options: { retryAfterMs?: number; cause?: unknown } = {},
  ) {
    super(message, options);
  }
}

/** A failed call that trying again will not mend: the request or the key was turned down. */
export class ModelRejectedError extends Error {
  override readonly name = 'ModelRejectedError';
  constructor(
    readonly failure: 'bad-request' | 'auth',
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
  }
}

/** The model edge: Gemini in production, a loopback server in replay and tests. */
export interface ModelPort {
  generate(request: ModelRequest, signal?: AbortSignal): Promise<ModelReply>;
}
