import type { TokenUsage } from '../support/usage.js';

/** One media item for the model to describe: the bytes go inline, next to our own prompt. */
export interface MediaDescribeRequest {
  model: string;
  /** Our description instructions (the system instruction of the call). */
  instruction: string;
  /** The normalised bytes (PNG/JPEG image, or audio/video as sniffed). */
  data: Buffer;
  /** The sniffed mime type, never Telegram's. */
  mimeType: string;
  /** The user turn's text next to the bytes: what is being described. */
  question: string;
}

/**
 * What the model made of one item, in our terms: the adapter reads its vendor's answer and
 * errors, so the describer can decide without knowing who answered.
 */
export type MediaModelAnswer = (
  | { kind: 'described'; text: string }
  /** The model declined to look at it (a safety or policy block): the same bytes get the same answer. */
  | { kind: 'refused'; reason: string }
  /**
   * No description this time (an error, an empty answer). `retryable`: the same request may
   * succeed later (overload, rate limit, network); otherwise the request itself was turned down
   * (a bad argument, a bad key), which still says nothing about the item.
   */
  | { kind: 'failed'; reason: string; retryable: boolean }
  /** This model cannot take this kind of item (it does not see images): asking again changes nothing. */
  | { kind: 'unsupported'; reason: string }
) & {
  /** The tokens the call cost, when the model said. */
  usage?: TokenUsage;
  /** Who answered, when the call went through the model catalogue. */
  answeredBy?: { provider: string; model: string };
};

/** The model edge for media descriptions: the configured model in production, the loopback server in tests. */
export interface MediaModelPort {
  /** Resolves with an answer whatever the model did; rejects only when `signal` aborted the call. */
  describeMedia(request: MediaDescribeRequest, signal?: AbortSignal): Promise<MediaModelAnswer>;
}
