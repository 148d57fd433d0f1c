import type { ModelReply } from './types.js';

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

/** The model edge for media descriptions: Gemini in production, the loopback server in tests. */
export interface MediaModelPort {
  describeMedia(request: MediaDescribeRequest, signal?: AbortSignal): Promise<ModelReply>;
}
