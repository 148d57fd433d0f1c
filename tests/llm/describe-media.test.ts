import { afterEach, describe, expect, it } from 'vitest';
import { GeminiClient } from '../../src/llm/gemini-client.js';
import {
  errorResponse,
  ScriptedGeminiServer,
  type ScriptedResponse,
  textResponse,
} from '../../src/llm/scripted-server.js';
import type { MediaDescribeRequest } from '../../src/media/model-port.js';
import { systemClock } from '../../src/support/clock.js';
import { memoryLogger } from '../../src/support/log.js';

let server: ScriptedGeminiServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

const request: MediaDescribeRequest = {
  model: 'gemini-2.5-flash',
  instruction: 'Describe pictures.',
  data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
  mimeType: 'image/png',
  question: 'Describe this photo.',
};

async function clientFor(responses: ScriptedResponse[]) {
  server = new ScriptedGeminiServer(
    (_req, i) => responses[Math.min(i, responses.length - 1)] as ScriptedResponse,
  );
  const baseUrl = await server.start();
  const slept: number[] = [];
  const client = new GeminiClient({
    apiKey: 'test-key-123456',
    baseUrl,
    clock: { now: () => 0, sleep: async (ms) => void slept.push(ms), timer: systemClock.timer },
    log: memoryLogger(),
    retry: { attempts: 3, baseDelayMs: 100 },
  });
  return { client, slept, server };
}

describe('GeminiClient.describeMedia', () => {
  it('sends our instruction, the bytes inline and the question in one user turn', async () => {
    const { client, server } = await clientFor([textResponse('a tiny image')]);
    expect(await client.describeMedia(request)).toEqual({ kind: 'described', text: 'a tiny image' });
    expect(server.requests[0]?.path).toBe('/v1beta/models/gemini-2.5-flash:generateContent');
    expect(server.requests[0]?.body).toMatchObject({
      contents: [
        {
          role: 'user',
          parts: [
            { inlineData: { mimeType: 'image/png', data: request.data.toString('base64') } },
            { text: 'Describe this photo.' },
          ],
        },
      ],
      systemInstruction: { parts: [{ text: 'Describe pictures.' }], role: 'user' },
    });
  });

  it('retries like a chat call, honouring the server’s delay, and stops at the attempt limit', async () => {
    const { client, slept, server } = await clientFor([
      errorResponse(429, 'Quota exceeded', '2s'),
      errorResponse(503, 'Overloaded'),
      textResponse('second time lucky'),
    ]);
    expect(await client.describeMedia(request)).toEqual({ kind: 'described', text: 'second time lucky' });
    expect(slept).toEqual([2000, 200]);
    expect(server.requests).toHaveLength(3);

    const failing = await clientFor([errorResponse(500, 'boom')]);
    expect(await failing.client.describeMedia(request)).toEqual({
      kind: 'failed',
      reason: 'Gemini call failed after 3 attempts: HTTP 500: INTERNAL boom',
      retryable: true,
    });
  });

  it('does not retry a 400 and answers a failure with a short reason, without the raw body', async () => {
    const { client, server } = await clientFor([errorResponse(400, 'Unsupported MIME type: image/x-foo')]);
    expect(await client.describeMedia(request)).toEqual({
      kind: 'failed',
      reason: 'HTTP 400: INVALID_ARGUMENT Unsupported MIME type: image/x-foo',
      retryable: false,
    });
    expect(server.requests).toHaveLength(1);
  });

  it.each<[string, ScriptedResponse, unknown]>([
    [
      'a blocked prompt',
      { status: 200, body: { promptFeedback: { blockReason: 'OTHER' } } },
      { kind: 'refused', reason: 'prompt blocked: OTHER' },
    ],
    [
      'an image safety finish',
      { status: 200, body: { candidates: [{ finishReason: 'IMAGE_SAFETY' }] } },
      { kind: 'refused', reason: 'no text (finish reason IMAGE_SAFETY)' },
    ],
    [
      'a prohibited-content finish',
      { status: 200, body: { candidates: [{ finishReason: 'PROHIBITED_CONTENT' }] } },
      { kind: 'refused', reason: 'no text (finish reason PROHIBITED_CONTENT)' },
    ],
    [
      'an answer cut off before any text',
      { status: 200, body: { candidates: [{ finishReason: 'MAX_TOKENS' }] } },
      {
        kind: 'failed',
        reason: 'the model gave no description (no text (finish reason MAX_TOKENS))',
        retryable: true,
      },
    ],
    [
      'no candidates at all',
      { status: 200, body: { candidates: [] } },
      { kind: 'failed', reason: 'the model gave no description (empty answer)', retryable: true },
    ],
  ])('reads %s as our answer', async (_name, response, answer) => {
    const { client } = await clientFor([response]);
    expect(await client.describeMedia(request)).toEqual(answer);
  });

  it('does not retry once the caller gave up', async () => {
    const { client, server } = await clientFor([errorResponse(503, 'Overloaded')]);
    const controller = new AbortController();
    controller.abort(new Error('deadline'));
    await expect(client.describeMedia(request, controller.signal)).rejects.toThrow();
    expect(server.requests.length).toBeLessThanOrEqual(1);
  });
});
