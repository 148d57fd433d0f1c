import { afterEach, describe, expect, it } from 'vitest';
import type { MediaDescribeRequest } from '../../src/llm/describe.js';
import { GeminiClient, geminiFailureReason } from '../../src/llm/gemini-client.js';
import {
  errorResponse,
  ScriptedGeminiServer,
  type ScriptedResponse,
  textResponse,
} from '../../src/llm/scripted-server.js';
import { systemClock } from '../../src/support/clock.js';
import { RetryableError } from '../../src/support/errors.js';
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
    expect(await client.describeMedia(request)).toEqual({
      kind: 'text',
      text: 'a tiny image',
      finishReason: 'STOP',
    });
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
    expect(await client.describeMedia(request)).toMatchObject({ kind: 'text', text: 'second time lucky' });
    expect(slept).toEqual([2000, 200]);
    expect(server.requests).toHaveLength(3);

    const failing = await clientFor([errorResponse(500, 'boom')]);
    await expect(failing.client.describeMedia(request)).rejects.toThrow(RetryableError);
  });

  it('does not retry a 400 and gives a short reason without the raw body', async () => {
    const { client, server } = await clientFor([errorResponse(400, 'Unsupported MIME type: image/x-foo')]);
    const err = await client.describeMedia(request).catch((e: unknown) => e);
    expect(server.requests).toHaveLength(1);
    expect(geminiFailureReason(err)).toBe('HTTP 400: INVALID_ARGUMENT Unsupported MIME type: image/x-foo');
  });

  it('does not retry once the caller gave up', async () => {
    const { client, server } = await clientFor([errorResponse(503, 'Overloaded')]);
    const controller = new AbortController();
    controller.abort(new Error('deadline'));
    await expect(client.describeMedia(request, controller.signal)).rejects.toThrow();
    expect(server.requests.length).toBeLessThanOrEqual(1);
  });
});
