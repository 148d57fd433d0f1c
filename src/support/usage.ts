/**
 * Token counts of one model call, as the model's provider reported them. Thinking tokens are
 * counted apart from output tokens because providers report them apart; both are billed as output.
 */
export interface TokenUsage {
  promptTokens: number;
  /** Part of `promptTokens` served from the provider's context cache (billed lower). */
  cachedTokens: number;
  outputTokens: number;
  thinkingTokens: number;
}

/**
 * What a model call was for: a chat turn, a media description, a conversation summary, or in the
 * tuning lab a sampled answer (`compare`) or a verdict on two answers (`judge`).
 */
export type UsagePurpose = 'turn' | 'media' | 'summary' | 'compare' | 'judge';

/** One model call to account for. */
export interface ModelCall {
  agent: string;
  /** The chat the call served; absent for work shared by all chats (media descriptions are cached for every chat). */
  chatId?: string;
  purpose: UsagePurpose;
  /** The model that answered, as its provider names it. */
  model: string;
  /** Who answered (`gemini`, `openai-compatible`); absent: gemini. */
  provider?: string;
  usage: TokenUsage;
  /** The journal turn the call answered (a turn's calls, retries included, add up to its cost). */
  turnId?: string;
  /** Wall time from asking to the reply (ms), the client's own retries included. */
  latencyMs?: number;
}

/** Where model calls are recorded (the store in production; nothing in a replay). */
export interface UsageSink {
  record(call: ModelCall): Promise<void>;
}

export const NO_USAGE: TokenUsage = { promptTokens: 0, cachedTokens: 0, outputTokens: 0, thinkingTokens: 0 };
