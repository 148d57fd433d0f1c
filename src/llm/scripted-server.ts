import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as it went over the wire to the loopback server. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** Parsed JSON body. */
  body: unknown;
  /** Headers, with the API key removed. */
  headers: Record<string, string>;
}

export interface ScriptedResponse {
  status: number;
  /** JSON body; a string is sent as is. */
  body: unknown;
}

export type Responder = (
  request: RecordedRequest,
  index: number,
) => ScriptedResponse | Promise<ScriptedResponse>;

/** A successful Gemini answer with one text part. */
export function textResponse(text: string, finishReason = 'STOP'): ScriptedResponse {
  return {
    status: 200,
    body: { candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason, index: 0 }] },
  };
}

/**
 * A Gemini answer as a fixture scripts it: thought parts (marked `thought`, as Gemini sends them
 * when asked to include thoughts) before the text, and the finish reason.
 */
export function answerResponse(answer: {
  text: string;
  finish?: string;
  thoughts?: readonly string[];
}): ScriptedResponse {
  const parts = [...(answer.thoughts ?? []).map((text) => ({ text, thought: true })), { text: answer.text }];
  return {
    status: 200,
    body: {
      candidates: [{ content: { role: 'model', parts }, finishReason: answer.finish ?? 'STOP', index: 0 }],
    },
  };
}

/** A safety rating as Gemini sends it: a category (`HARM_CATEGORY_…`) and a probability. */
export interface WireSafetyRating {
  category: string;
  probability: 'NEGLIGIBLE' | 'LOW' | 'MEDIUM' | 'HIGH';
  blocked?: boolean;
}

/**
 * Gemini withholding an answer on safety grounds: the prompt blocked before any candidate, or
 * a candidate that finished with SAFETY and no text. Each carries the ratings that say why.
 */
export function safetyBlockResponse(
  where: 'prompt' | 'answer',
  ratings: WireSafetyRating[],
): ScriptedResponse {
  if (where === 'prompt') {
    return { status: 200, body: { promptFeedback: { blockReason: 'SAFETY', safetyRatings: ratings } } };
  }
  return {
    status: 200,
    body: { candidates: [{ finishReason: 'SAFETY', index: 0, safetyRatings: ratings }] },
  };
}

/** A Gemini-style error body, as the API sends it. */
export function errorResponse(status: number, message: string, retryDelay?: string): ScriptedResponse {
  const details = retryDelay ? [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay }] : [];
  return { status, body: { error: { code: status, message, status: statusName(status), details } } };
}

/**
 * A loopback HTTP server that speaks enough of the Gemini REST API for the real SDK: replay,
 * demo and the scripted chat model answer through it, and tests read what went over the wire
 * (the request body as the SDK wrote it: `systemInstruction`, `contents`, `generationConfig`
 * with sampling, output limit and `thinkingConfig`, and `safetySettings`).
 */
export class ScriptedGeminiServer {
  readonly requests: RecordedRequest[] = [];
  #server: Server | undefined;
  #responder: Responder;

  readonly #estimateUsage: boolean;

  /** `estimateUsage`: answers carry token counts as Gemini's do (see `withUsage`). */
  constructor(responder: Responder, options: { estimateUsage?: boolean } = {}) {
    this.#responder = responder;
    this.#estimateUsage = options.estimateUsage ?? false;
  }

  setResponder(responder: Responder): void {
    this.#responder = responder;
  }

  /** Starts listening on 127.0.0.1 at a free port; returns the base URL for the SDK. */
  async start(): Promise<string> {
    const server = createServer((req, res) => {
      void this.#handle(req).then(
        ({ status, body }) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(typeof body === 'string' ? body : JSON.stringify(body));
        },
        (err: unknown) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { code: 500, message: String(err), status: 'INTERNAL' } }));
        },
      );
    });
    this.#server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async #handle(req: IncomingMessage): Promise<ScriptedResponse> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(req.headers)) {
      if (key === 'x-goog-api-key' || value === undefined) continue;
      headers[key] = Array.isArray(value) ? value.join(', ') : value;
    }
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      body: raw ? (JSON.parse(raw) as unknown) : undefined,
      headers,
    };
    this.requests.push(recorded);
    const response = await this.#responder(recorded, this.requests.length - 1);
    return this.#estimateUsage ? withUsage(response, raw.length) : response;
  }
}

/**
 * Gemini reports token counts with every answer; the loopback server does too, estimated at
 * four characters a token, so usage and cost can be followed offline (the console's demo).
 * A responder that sets `usageMetadata` itself keeps it. Off by default: tests compare answers whole.
 */
function withUsage(response: ScriptedResponse, requestChars: number): ScriptedResponse {
  const body = response.body;
  if (response.status !== 200 || typeof body !== 'object' || body === null || 'usageMetadata' in body)
    return response;
  const answerChars = JSON.stringify(body).length;
  const promptTokenCount = Math.ceil(requestChars / 4);
  const candidatesTokenCount = Math.ceil(answerChars / 4);
  const usageMetadata = {
    promptTokenCount,
    candidatesTokenCount,
    totalTokenCount: promptTokenCount + candidatesTokenCount,
  };
  return { ...response, body: { ...body, usageMetadata } };
}

function statusName(status: number): string {
  const names: Record<number, string> = {
    400: 'INVALID_ARGUMENT',
    403: 'PERMISSION_DENIED',
    404: 'NOT_FOUND',
    429: 'RESOURCE_EXHAUSTED',
    500: 'INTERNAL',
    503: 'UNAVAILABLE',
  };
  return names[status] ?? 'UNKNOWN';
}
