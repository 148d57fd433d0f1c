import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asChatCompletion, geminiView } from './scripted-openai.js';

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
  /** Extra response headers (`retry-after`). */
  headers?: Record<string, string>;
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
 * with sampling, output limit and `thinkingConfig`, and `safetySettings`). Under `/v1` it also
 * speaks OpenAI's Chat Completions (`POST /v1/chat/completions`, `GET /v1/models`) with the same
 * scripted answers (see scripted-openai.ts); `requests` keeps those bodies as they were sent.
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
        ({ status, body, headers }) => {
          res.writeHead(status, { 'content-type': 'application/json', ...headers });
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
      if (key === 'x-goog-api-key' || key === 'authorization' || value === undefined) continue;
      headers[key] = Array.isArray(value) ? value.join(', ') : value;
    }
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      body: raw ? (JSON.parse(raw) as unknown) : undefined,
      headers,
    };
    this.requests.push(recorded);
    const index = this.requests.length - 1;
    const path = recorded.path.split('?')[0] ?? '';
    if (recorded.method === 'GET' && path.endsWith('/models')) return modelList(path);
    const openAi = path.endsWith('/chat/completions');
    const asked = openAi ? { ...recorded, body: geminiView(recorded.body) } : recorded;
    const answered = await this.#responder(asked, index);
    const response = this.#estimateUsage ? withUsage(answered, raw.length) : answered;
    return openAi ? asChatCompletion(response) : response;
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

/** What a provider probe lists: one model, in the dialect of the path asked. */
function modelList(path: string): ScriptedResponse {
  if (path.startsWith('/v1beta'))
    return { status: 200, body: { models: [{ name: 'models/scripted', displayName: 'scripted' }] } };
  return { status: 200, body: { object: 'list', data: [{ id: 'scripted', object: 'model' }] } };
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
