import { afterEach, describe, expect, it } from 'vitest';
import { GeminiClient, serverRetryDelayMs } from '../../src/llm/gemini-client.js';
import {
  errorResponse,
  ScriptedGeminiServer,
  type ScriptedResponse,
  safetyBlockResponse,
  textResponse,
} from '../../src/llm/scripted-server.js';
import { ModelRejectedError, type ModelRequest } from '../../src/llm/types.js';
import { type Clock, systemClock } from '../../src/support/clock.js';
import { RetryableError } from '../../src/support/errors.js';
import { memoryLogger } from '../../src/support/log.js';

/** Records requested sleeps instead of sleeping, so retry delays can be checked exactly. */
function recordingClock(): Clock & { slept: number[] } {
  const slept: number[] = [];
  return { slept, now: () => 0, sleep: async (ms) => void slept.push(ms), timer: systemClock.timer };
}

const request: ModelRequest = {
  model: 'gemini-2.5-flash',
  systemInstruction: 'You are Heidi.',
  generationConfig: { safetySettings: [] },
  contents: [
    { role: 'user', parts: [{ text: '⟦#1 from Alice (user 7) at 2026-01-02 16:00⟧' }, { text: 'hello' }] },
    { role: 'model', parts: [{ text: 'hi!' }] },
    { role: 'user', parts: [{ text: 'how are you?' }] },
  ],
};

let server: ScriptedGeminiServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

async function clientFor(responses: ScriptedResponse[], attempts = 3) {
  server = new ScriptedGeminiServer(
    (_req, i) => responses[Math.min(i, responses.length - 1)] as ScriptedResponse,
  );
  const baseUrl = await server.start();
  const clock = recordingClock();
  const log = memoryLogger();
  const client = new GeminiClient({
    apiKey: 'test-key-123456',
    baseUrl,
    clock,
    log,
    retry: { attempts, baseDelayMs: 100 },
  });
  return { client, clock, log, server };
}

describe('GeminiClient over the real SDK', () => {
  it('reads the token counts Gemini reports: prompt, cached, output and thinking', async () => {
    const answer = textResponse('hello');
    const body = {
      ...(answer.body as object),
      usageMetadata: {
        promptTokenCount: 1200,
        cachedContentTokenCount: 1000,
        candidatesTokenCount: 30,
        thoughtsTokenCount: 250,
        totalTokenCount: 1480,
      },
    };
    const { client } = await clientFor([{ status: 200, body }]);
    expect(await client.generate(request)).toEqual({
      kind: 'text',
      text: 'hello',
      usage: { promptTokens: 1200, cachedTokens: 1000, outputTokens: 30, thinkingTokens: 250 },
    });
  });

  it('reads the finish reason beside text, and never takes a thought part as the answer', async () => {
    const parts = [{ text: 'I should mention the cat.', thought: true }, { text: '# «send»\nHe surv' }];
    const body = {
      candidates: [{ content: { role: 'model', parts }, finishReason: 'MAX_TOKENS', index: 0 }],
    };
    const { client, log } = await clientFor([{ status: 200, body }]);
    expect(await client.generate(request)).toEqual({
      kind: 'text',
      text: '# «send»\nHe surv',
      finishReason: 'MAX_TOKENS',
      // Kept apart from the text, never in it.
      thoughts: 'I should mention the cat.',
      usage: undefined,
    });
    const note = log.entries.find((e) => e.msg === 'Gemini stopped at the output limit');
    expect(note?.fields).toMatchObject({ finishReason: 'MAX_TOKENS' });
  });

  it('logs a recitation stop with text, with the categories Gemini rated', async () => {
    const ratings = [{ category: 'HARM_CATEGORY_HARASSMENT', probability: 'MEDIUM' }];
    const body = {
      candidates: [
        {
          content: { role: 'model', parts: [{ text: 'hi' }] },
          finishReason: 'RECITATION',
          safetyRatings: ratings,
          index: 0,
        },
      ],
    };
    const { client, log } = await clientFor([{ status: 200, body }]);
    expect(await client.generate(request)).toMatchObject({
      kind: 'text',
      text: 'hi',
      finishReason: 'RECITATION',
    });
    const warning = log.entries.find((e) => e.msg === 'Gemini stopped before the answer was complete');
    expect(warning?.fields).toMatchObject({ finishReason: 'RECITATION', categories: ['harassment MEDIUM'] });
  });

  it('sends the system instruction, user/model roles and parts over the wire', async () => {
    const { client, server } = await clientFor([textResponse('# «send»\nfine!')]);
    const reply = await client.generate(request);
    expect(reply).toEqual({ kind: 'text', text: '# «send»\nfine!' });
    expect(server.requests).toHaveLength(1);
    const wire = server.requests[0];
    expect(wire?.method).toBe('POST');
    expect(wire?.path).toBe('/v1beta/models/gemini-2.5-flash:generateContent');
    expect(wire?.body).toEqual({
      contents: [
        {
          role: 'user',
          parts: [{ text: '⟦#1 from Alice (user 7) at 2026-01-02 16:00⟧' }, { text: 'hello' }],
        },
        { role: 'model', parts: [{ text: 'hi!' }] },
        { role: 'user', parts: [{ text: 'how are you?' }] },
      ],
      systemInstruction: { parts: [{ text: 'You are Heidi.' }], role: 'user' },
      generationConfig: { thinkingConfig: { includeThoughts: false } },
    });
    expect(JSON.stringify(wire?.headers)).not.toContain('test-key-123456');
  });

  it('retries 429 and honours the server retry delay', async () => {
    const { client, clock, server } = await clientFor([
      errorResponse(429, 'Quota exceeded', '13s'),
      textResponse('ok'),
    ]);
    expect(await client.generate(request)).toMatchObject({ kind: 'text', text: 'ok' });
    expect(server.requests).toHaveLength(2);
    expect(clock.slept).toEqual([13_000]);
  });

  it('retries 500 with exponential backoff and gives up after the bounded attempts', async () => {
    const { client, clock, server, log } = await clientFor([errorResponse(500, 'boom')], 3);
    const error = await client.generate(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RetryableError);
    expect((error as Error).message).toMatch(/failed after 3 attempts: HTTP 500/);
    expect(server.requests).toHaveLength(3);
    expect(clock.slept).toEqual([100, 200]);
    expect(log.entries.filter((e) => e.msg === 'Gemini call failed, retrying')).toHaveLength(2);
  });

  it('does not retry a 400 and fails with a short reason, not the SDK’s error', async () => {
    const { client, server } = await clientFor([errorResponse(400, 'bad request')]);
    const error = await client.generate(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(RetryableError);
    expect((error as Error).message).toBe('Gemini call failed: HTTP 400: INVALID_ARGUMENT bad request');
    expect(error).toBeInstanceOf(ModelRejectedError);
    expect((error as ModelRejectedError).failure).toBe('bad-request');
    expect(server.requests).toHaveLength(1);
  });

  it('sends the generation settings: sampling, output limit, thinking budget and safety', async () => {
    const { client, server } = await clientFor([textResponse('ok')]);
    await client.generate({
      ...request,
      generationConfig: {
        temperature: 0.7,
        topP: 0.9,
        topK: 40,
        maxOutputTokens: 2048,
        thinkingConfig: { thinkingBudget: 512 },
        safetySettings: [
          { category: 'HARM_CATEGORY_HARASSMENT', threshold: 'BLOCK_ONLY_HIGH' },
          { category: 'HARM_CATEGORY_DANGEROUS_CONTENT', threshold: 'OFF' },
        ],
      },
    });
    const body = server.requests[0]?.body as Record<string, unknown>;
    expect(body.generationConfig).toEqual({
      temperature: 0.7,
      topP: 0.9,
      topK: 40,
      maxOutputTokens: 2048,
      thinkingConfig: { thinkingBudget: 512, includeThoughts: false },
    });
    expect(body.safetySettings).toEqual([
      { category: 'HARM_CATEGORY_HARASSMENT', threshold: 'BLOCK_ONLY_HIGH' },
      { category: 'HARM_CATEGORY_DANGEROUS_CONTENT', threshold: 'OFF' },
    ]);
    expect(body.systemInstruction).toEqual({ parts: [{ text: 'You are Heidi.' }], role: 'user' });
  });

  it('logs a blocked prompt with the category and probability that blocked it', async () => {
    const { client, log } = await clientFor([
      safetyBlockResponse('prompt', [
        { category: 'HARM_CATEGORY_HATE_SPEECH', probability: 'LOW' },
        { category: 'HARM_CATEGORY_HARASSMENT', probability: 'HIGH', blocked: true },
        { category: 'HARM_CATEGORY_DANGEROUS_CONTENT', probability: 'NEGLIGIBLE' },
      ]),
    ]);
    const reply = await client.generate(request);
    expect(reply).toEqual({
      kind: 'silent',
      reason: 'prompt blocked: SAFETY (harassment HIGH (blocked), hate_speech LOW)',
    });
    const logged = log.entries.filter((e) => e.msg === 'Gemini withheld the answer');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 'warn',
      fields: {
        call: 'chat',
        model: 'gemini-2.5-flash',
        categories: ['harassment HIGH (blocked)', 'hate_speech LOW'],
      },
    });
  });

  it('logs an answer that finished with SAFETY with its category', async () => {
    const { client, log } = await clientFor([
      safetyBlockResponse('answer', [
        { category: 'HARM_CATEGORY_SEXUALLY_EXPLICIT', probability: 'MEDIUM', blocked: true },
      ]),
    ]);
    expect(await client.generate(request)).toEqual({
      kind: 'silent',
      reason: 'no text (finish reason SAFETY) (sexually_explicit MEDIUM (blocked))',
    });
    expect(log.entries.find((e) => e.msg === 'Gemini withheld the answer')).toMatchObject({
      fields: { categories: ['sexually_explicit MEDIUM (blocked)'] },
    });
  });

  it('does not log a withheld answer for an ordinary empty one', async () => {
    const { client, log } = await clientFor([
      { status: 200, body: { candidates: [{ finishReason: 'STOP' }] } },
    ]);
    expect(await client.generate(request)).toEqual({
      kind: 'silent',
      reason: 'no text (finish reason STOP)',
    });
    expect(log.entries.filter((e) => e.msg === 'Gemini withheld the answer')).toEqual([]);
  });

  it('treats a safety block and an empty answer as silence', async () => {
    const blocked = await clientFor([{ status: 200, body: { promptFeedback: { blockReason: 'SAFETY' } } }]);
    expect(await blocked.client.generate(request)).toEqual({
      kind: 'silent',
      reason: 'prompt blocked: SAFETY',
    });
    await blocked.server.stop();
    const empty = await clientFor([{ status: 200, body: { candidates: [{ finishReason: 'SAFETY' }] } }]);
    expect(await empty.client.generate(request)).toEqual({
      kind: 'silent',
      reason: 'no text (finish reason SAFETY)',
    });
  });
});

describe('serverRetryDelayMs', () => {
  it('reads RetryInfo from an error body', () => {
    const body = JSON.stringify({ error: { details: [{ retryDelay: '1.5s' }] } });
    expect(serverRetryDelayMs(body)).toBe(1500);
  });
  it('returns undefined for other text', () => {
    expect(serverRetryDelayMs('<html>')).toBeUndefined();
  });
});
