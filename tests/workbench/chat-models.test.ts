import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { MARK, tunedConfig } from '../cli/compare-fixtures.js';
import { runCliAsync } from '../cli/run-cli.js';
import { tempDir } from '../helpers.js';

/**
 * `chat` without `--scripted` talks to the persona's own model through the model factory: a
 * `models:` entry on the OpenAI wire format (a loopback server here, as Ollama would be) needs
 * no Gemini key.
 */
const tmp = tempDir();
const server = new ScriptedGeminiServer(() => textResponse('# «send»\nHello from the local model.'));
let config = '';

beforeAll(async () => {
  const url = await server.start();
  config = path.join(tmp.dir, 'local.yaml');
  writeFileSync(
    config,
    readFileSync(tunedConfig(tmp.dir), 'utf8')
      .replace(MARK, '')
      .replace(
        /^model: .*$/m,
        `model: local\nmodels:\n  local:\n    provider: openai-compatible\n    base_url: ${url}/v1\n    model: llama3.1`,
      ),
  );
});
afterAll(async () => {
  await server.stop();
  tmp.cleanup();
});

describe('chat with a models: entry', () => {
  it('answers through the OpenAI-compatible adapter without a Gemini key, and says which model it is', async () => {
    const out = await runCliAsync(['chat', 'Heidi', '--config', config], { input: 'hello?\n' });
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/Model: llama3\.1 at http:\/\/127\.0\.0\.1:\d+\/v1\./);
    expect(out.stdout).toContain('Hello from the local model.');
    expect(server.requests.some((r) => r.path === '/v1/chat/completions')).toBe(true);
  });

  it('stays scripted, and says why, when the entry names a key that is not set', async () => {
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace('model: llama3.1', 'model: llama3.1\n    api_key_env: LOCAL_KEY'),
    );
    const asked = server.requests.length;
    const out = await runCliAsync(['chat', 'Heidi', '--config', config], { input: 'hello?\n' });
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('Model: SCRIPTED (LOCAL_KEY is not set)');
    expect(server.requests.length).toBe(asked);
  });
});
