import { afterEach, describe, expect, it } from 'vitest';
import { secretsOf } from '../../src/config/env.js';
import { createModel, LOOPBACK_KEYS } from '../../src/llm/model.js';
import { errorResponse, ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { systemClock } from '../../src/support/clock.js';
import { RetryableError, UserError } from '../../src/support/errors.js';
import { memoryLogger } from '../../src/support/log.js';

let server: ScriptedGeminiServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

const turn = {
  model: 'gemini-2.5-flash',
  systemInstruction: 'You are Heidi.',
  generationConfig: { safetySettings: [] },
  contents: [{ role: 'user' as const, parts: [{ text: 'hello' }] }],
};

describe('createModel', () => {
  it('answers turns and describes media through the provider its keys are for', async () => {
    server = new ScriptedGeminiServer((_request, i) => textResponse(i === 0 ? 'hi!' : 'a cat'));
    const baseUrl = await server.start();
    const keys = secretsOf({ GOOGLE_API_KEY: 'AIza-user-key' }).modelKeys;
    const model = createModel({ baseUrl }, keys, systemClock, memoryLogger());
    expect(await model.generate(turn)).toMatchObject({ kind: 'text', text: 'hi!' });
    const described = await model.describeMedia({
      model: 'gemini-2.5-flash',
      instruction: 'Describe pictures.',
      data: Buffer.from([1, 2, 3]),
      mimeType: 'image/png',
      question: 'What is this?',
    });
    expect(described).toEqual({ kind: 'described', text: 'a cat' });
    expect(server.requests.map((r) => r.path)).toEqual([
      '/v1beta/models/gemini-2.5-flash:generateContent',
      '/v1beta/models/gemini-2.5-flash:generateContent',
    ]);
  });

  it('makes as many attempts per call as the settings say', async () => {
    server = new ScriptedGeminiServer(() => errorResponse(503, 'overloaded'));
    const baseUrl = await server.start();
    const model = createModel({ baseUrl, attempts: 1 }, LOOPBACK_KEYS, systemClock, memoryLogger());
    await expect(model.generate(turn)).rejects.toBeInstanceOf(RetryableError);
    expect(server.requests).toHaveLength(1);
  });

  it('without the provider’s key, fails with the line that says which variable to set', () => {
    const make = () => createModel({}, secretsOf({}).modelKeys, systemClock, memoryLogger());
    expect(make).toThrow(UserError);
    expect(make).toThrow(/^GEMINI_API_KEY not set: create a key at https:\/\/aistudio\.google\.com\/apikey/);
  });
});
