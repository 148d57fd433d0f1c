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
    }
  /** Nothing to say: an empty answer, a safety block, or no candidates. */
  | { kind: 'silent'; reason: string }
) & {
  /** The tokens the call cost, when the model said (recorded for usage and cost). */
  usage?: TokenUsage;
};

/** The model edge: Gemini in production, a loopback server in replay and tests. */
export interface ModelPort {
  generate(request: ModelRequest, signal?: AbortSignal): Promise<ModelReply>;
}
