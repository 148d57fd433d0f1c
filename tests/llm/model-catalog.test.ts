import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { secretsOf } from '../../src/config/env.js';
import { modelEntrySchema } from '../../src/config/model-catalog.js';
import { createCatalogModel } from '../../src/llm/model.js';
import { errorResponse, ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import type { ModelRequest } from '../../src/llm/types.js';
import { openStore } from '../../src/store/open.js';
import { UsageLog } from '../../src/store/usage.js';
import { systemClock } from '../../src/support/clock.js';
import { UserError } from '../../src/support/errors.js';
import { memoryLogger } from '../../src/support/log.js';

let server: ScriptedGeminiServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

const request = (model: string): ModelRequest => ({
  model,
  systemInstruction: 'You are Heidi.',
  generationConfig: { safetySettings: [] },
  contents: [{ role: 'user', parts: [{ text: 'hello' }] }],
});

/** One loopback server behind every entry: the path says which adapter called it. */
async function catalogOver(responder: (path: string, i: number) => ReturnType<typeof textResponse>) {
  server = new ScriptedGeminiServer((r, i) => responder(r.path, i));
  const url = await server.start();
  const entry = (raw: unknown) => modelEntrySchema.parse(raw);
  const catalog = {
    models: {
      local: entry({ provider: 'openai-compatible', base_url: `${url}/v1`, model: 'llama3.1' }),
      backup: entry({
        provider: 'openai-compatible',
        base_url: `${url}/v1`,
        model: 'qwen3',
        api_key_env: 'BACKUP_KEY',
      }),
    },
    fallback: ['backup', 'gemini-2.5-flash-lite'],
  };
  const keys = secretsOf({ GEMINI_API_KEY: 'AIza-key', BACKUP_KEY: 'sk-backup' }, ['BACKUP_KEY']).modelKeys;
  const log = memoryLogger();
  const model = createCatalogModel(
    { catalog, references: ['local', 'gemini-2.5-flash'], geminiBaseUrl: url, attempts: 1 },
    keys,
    systemClock,
    log,
  );
  return { model, server, log };
}

describe('the model catalogue', () => {
  it('sends a models: name to its provider under its own id, a bare id to Gemini, and says who answered', async () => {
    const { model, server } = await catalogOver(() => textResponse('hi'));
    expect(await model.generate(request('local'))).toMatchObject({
      kind: 'text',
      answeredBy: { provider: 'openai-compatible', model: 'llama3.1' },
    });
    expect(await model.generate(request('gemini-2.5-flash'))).toMatchObject({
      answeredBy: { provider: 'gemini', model: 'gemini-2.5-flash' },
    });
    expect(server.requests.map((r) => r.path)).toEqual([
      '/v1/chat/completions',
      '/v1beta/models/gemini-2.5-flash:generateContent',
    ]);
    expect(server.requests[0]?.body).toMatchObject({ model: 'llama3.1' });
  });

  it('tries the fallbacks in order after a failure, and starts the next call from the primary', async () => {
    const { model, server, log } = await catalogOver((_path, i) =>
      i === 0 || i === 1 || i === 3 ? errorResponse(503, 'down') : textResponse(`answer ${i}`),
    );
    expect(await model.generate(request('local'))).toMatchObject({
      text: 'answer 2',
      answeredBy: { provider: 'gemini', model: 'gemini-2.5-flash-lite' },
    });
    expect(await model.generate(request('local'))).toMatchObject({
      text: 'answer 4',
      answeredBy: { provider: 'openai-compatible', model: 'qwen3' },
    });
    expect(server.requests.map((r) => r.path)).toEqual([
      '/v1/chat/completions',
      '/v1/chat/completions',
      '/v1beta/models/gemini-2.5-flash-lite:generateContent',
      '/v1/chat/completions',
      '/v1/chat/completions',
    ]);
    expect(log.entries.filter((e) => e.msg === 'model call failed, trying the next model')).toHaveLength(3);
  });

  it('the last failure is what the caller sees when every model failed', async () => {
    const { model } = await catalogOver(() => errorResponse(503, 'down'));
    await expect(model.generate(request('local'))).rejects.toThrow(/HTTP 503|503/);
  });

  it('names the variable a models: entry needs when its key is missing', () => {
    const catalog = {
      models: {
        paid: modelEntrySchema.parse({
          provider: 'openai-compatible',
          base_url: 'http://127.0.0.1:9/v1',
          model: 'deepseek-chat',
          api_key_env: 'PAID_KEY',
        }),
      },
      fallback: [],
    };
    const make = () =>
      createCatalogModel(
        { catalog, references: ['paid'] },
        secretsOf({}).modelKeys,
        systemClock,
        memoryLogger(),
      );
    expect(make).toThrow(UserError);
    expect(make).toThrow('PAID_KEY not set: the key of model deepseek-chat');
  });

  it('an openai-compatible entry needs base_url', () => {
    expect(() => modelEntrySchema.parse({ provider: 'openai-compatible', model: 'x' })).toThrow(
      /needs base_url/,
    );
  });
});

describe('usage rows', () => {
  it('record the provider; rows from before providers were recorded read as gemini', async () => {
    const store = await openStore(':memory:');
    try {
      await sql`INSERT INTO model_usage (id, agent, chat_id, purpose, model, prompt_tokens, cached_tokens, output_tokens, thinking_tokens, at)
        VALUES ('old', 'Heidi', NULL, 'turn', 'gemini-2.5-flash', 10, 0, 1, 0, 5)`.execute(store.db);
      const log = new UsageLog(store.db, () => 6);
      const usage = { promptTokens: 20, cachedTokens: 5, outputTokens: 2, thinkingTokens: 1 };
      await log.record({
        agent: 'Heidi',
        purpose: 'turn',
        model: 'llama3.1',
        provider: 'openai-compatible',
        usage,
      });
      const totals = await log.totals({ since: 0 });
      expect(totals.map((t) => [t.provider, t.model, t.promptTokens])).toEqual([
        ['gemini', 'gemini-2.5-flash', 10],
        ['openai-compatible', 'llama3.1', 20],
      ]);
    } finally {
      await store.close();
    }
  });
});
