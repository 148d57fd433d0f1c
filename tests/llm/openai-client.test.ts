import { afterEach, describe, expect, it } from 'vitest';
import { createModel } from '../../src/llm/model.js';
import { chatCompletionResponse } from '../../src/llm/scripted-openai.js';
import {
  answerResponse,
  errorResponse,
  ScriptedGeminiServer,
  type ScriptedResponse,
  safetyBlockResponse,
  textResponse,
} from '../../src/llm/scripted-server.js';
import { ModelRejectedError, type ModelRequest, ModelUnavailableError } from '../../src/llm/types.js';
import { type Clock, systemClock } from '../../src/support/clock.js';
import { RetryableError } from '../../src/support/errors.js';
import { memoryLogger } from '../../src/support/log.js';

/** Records requested sleeps instead of sleeping, so retry delays can be checked exactly. */
function recordingClock(): Clock & { slept: number[] } {
  const slept: number[] = [];
  return { slept, now: () => 0, sleep: async (ms) => void slept.push(ms), timer: systemClock.timer };
}

let server: ScriptedGeminiServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

async function clientFor(
  responses: ScriptedResponse[],
  options: { attempts?: number; vision?: boolean } = {},
) {
  server = new ScriptedGeminiServer(
    (_request, i) => responses[Math.min(i, responses.length - 1)] ?? textResponse(''),
  );
  const baseUrl = `${await server.start()}/v1`;
  const clock = recordingClock();
  const log = memoryLogger();
  const client = createModel(
    {
      provider: 'openai-compatible',
      baseUrl,
      apiKey: 'sk-secret',
      attempts: options.attempts ?? 3,
      vision: options.vision,
    },
    {},
    clock,
    log,
  );
  return { client, clock, log, server };
}

const turn: ModelRequest = {
  model: 'llama3.1',
  systemInstruction: 'You are Heidi.',
  generationConfig: {
    temperature: 0.8,
    topP: 0.9,
    topK: 40,
    maxOutputTokens: 512,
    thinkingConfig: { thinkingBudget: 1024 },
    safetySettings: [{ category: 'HARM_CATEGORY_HARASSMENT', threshold: 'BLOCK_NONE' }],
  },
  contents: [
    { role: 'user', parts: [{ text: 'standing' }, { text: 'history' }] },
    { role: 'model', parts: [{ text: 'earlier answer' }] },
    { role: 'user', parts: [{ text: 'now' }] },
  ],
};

describe('the OpenAI-compatible adapter over the wire', () => {
  it('sends our request as messages with the settings the API has, the key as a bearer token never recorded', async () => {
    const { client, server, log } = await clientFor([textResponse('hi!')]);
    expect(await client.generate(turn)).toMatchObject({ kind: 'text', text: 'hi!' });
    const [sent] = server.requests;
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.body).toEqual({
      model: 'llama3.1',
      messages: [
        { role: 'system', content: 'You are Heidi.' },
        { role: 'user', content: 'standing\n\nhistory' },
        { role: 'assistant', content: 'earlier answer' },
        { role: 'user', content: 'now' },
      ],
      temperature: 0.8,
      top_p: 0.9,
      max_tokens: 512,
      reasoning_effort: 'low',
      stream: false,
    });
    expect(JSON.stringify(sent?.headers)).not.toContain('sk-secret');
    // Safety and top_k have no place in the API: said once, however many calls.
    await client.generate(turn);
    const ignored = log.entries.filter((e) => e.msg.includes('ignores these generation settings'));
    expect(ignored).toHaveLength(1);
    expect(ignored[0]?.fields).toMatchObject({ ignored: 'safety, top_k' });
  });

  it('reads finish reasons: length is MAX_TOKENS, content_filter a refusal with its reason', async () => {
    const { client } = await clientFor([
      answerResponse({ text: 'cut off', finish: 'MAX_TOKENS' }),
      safetyBlockResponse('answer', [{ category: 'HARM_CATEGORY_HARASSMENT', probability: 'HIGH' }]),
      chatCompletionResponse({ content: null, refusal: 'I cannot help with that' }),
    ]);
    expect(await client.generate(turn)).toMatchObject({
      kind: 'text',
      text: 'cut off',
      finishReason: 'MAX_TOKENS',
    });
    expect(await client.generate(turn)).toMatchObject({ kind: 'silent', reason: 'refused (content_filter)' });
    expect(await client.generate(turn)).toMatchObject({
      kind: 'silent',
      reason: 'refused (stop): I cannot help with that',
    });
  });

  it('keeps reasoning apart: reasoning_content and a leading <think> become thoughts', async () => {
    const { client } = await clientFor([
      answerResponse({ text: '# «message»\nhey', thoughts: ['she seems upset'] }),
      chatCompletionResponse({ content: '<think>\nplan the answer\n</think>\n\n# «message»\nhello' }),
      chatCompletionResponse({ content: '<think>never closed because the limit', finish_reason: 'length' }),
    ]);
    expect(await client.generate(turn)).toMatchObject({
      kind: 'text',
      text: '# «message»\nhey',
      thoughts: 'she seems upset',
    });
    expect(await client.generate(turn)).toMatchObject({
      kind: 'text',
      text: '# «message»\nhello',
      thoughts: 'plan the answer',
    });
    expect(await client.generate(turn)).toMatchObject({ kind: 'silent', reason: 'empty answer' });
  });

  it('reads usage with cached and reasoning tokens, reasoning counted once', async () => {
    const { client } = await clientFor([
      chatCompletionResponse({
        content: 'ok',
        usage: {
          prompt_tokens: 1000,
          completion_tokens: 300,
          prompt_tokens_details: { cached_tokens: 800 },
          completion_tokens_details: { reasoning_tokens: 200 },
        },
      }),
      chatCompletionResponse({
        content: 'ok',
        usage: { prompt_tokens: 50, completion_tokens: 5, prompt_cache_hit_tokens: 40 },
      }),
    ]);
    expect((await client.generate(turn)).usage).toEqual({
      promptTokens: 1000,
      cachedTokens: 800,
      outputTokens: 100,
      thinkingTokens: 200,
    });
    expect((await client.generate(turn)).usage).toEqual({
      promptTokens: 50,
      cachedTokens: 40,
      outputTokens: 5,
      thinkingTokens: 0,
    });
  });

  it('retries a 429 after the Retry-After the server sent, then answers', async () => {
    const { client, clock, server } = await clientFor([
      errorResponse(429, 'slow down', '7s'),
      textResponse('there'),
    ]);
    expect(await client.generate(turn)).toMatchObject({ kind: 'text', text: 'there' });
    expect(clock.slept).toEqual([7_000]);
    expect(server.requests).toHaveLength(2);
  });

  it('gives up on 5xx after its attempts as a retryable overload, backing off meanwhile', async () => {
    const { client, clock, server } = await clientFor([errorResponse(503, 'overloaded')], { attempts: 3 });
    const failure = await client.generate(turn).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ModelUnavailableError);
    expect(failure).toBeInstanceOf(RetryableError);
    expect((failure as ModelUnavailableError).failure).toBe('overloaded');
    expect(clock.slept).toEqual([1_000, 2_000]);
    expect(server.requests).toHaveLength(3);
  });

  it('a 401 is an auth failure at once, a 400 a bad request, neither retried', async () => {
    for (const [status, failure] of [
      [401, 'auth'],
      [400, 'bad-request'],
    ] as const) {
      const { client, server } = await clientFor([errorResponse(status, 'no')]);
      const err = await client.generate(turn).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ModelRejectedError);
      expect(err).not.toBeInstanceOf(RetryableError);
      expect((err as ModelRejectedError).failure).toBe(failure);
      expect(server.requests).toHaveLength(1);
      await server.stop();
    }
  });

  it('describes an image as a data URL only for a model that sees; otherwise the item is unsupported', async () => {
    const request = {
      model: 'llava',
      instruction: 'Describe pictures.',
      data: Buffer.from([1, 2, 3]),
      mimeType: 'image/png',
      question: 'What is this?',
    };
    const seeing = await clientFor([textResponse('a cat')], { vision: true });
    expect(await seeing.client.describeMedia(request)).toMatchObject({ kind: 'described', text: 'a cat' });
    const sent = seeing.server.requests[0]?.body as { messages: { content: unknown }[] } | undefined;
    const content = sent?.messages[1]?.content;
    expect(content).toEqual([
      { type: 'image_url', image_url: { url: 'data:image/png;base64,AQID' } },
      { type: 'text', text: 'What is this?' },
    ]);
    await seeing.server.stop();
    const blind = await clientFor([textResponse('never asked')]);
    expect(await blind.client.describeMedia(request)).toMatchObject({ kind: 'unsupported' });
    expect(blind.server.requests).toHaveLength(0);
  });
});
