import { afterEach, describe, expect, it } from 'vitest';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import type { MediaDescribeReport } from '../../src/media/bulk.js';
import { runCliAsync } from './run-cli.js';

const FIXTURE = 'tests/fixtures/media/photos.yaml';
const DESCRIPTION = 'A description from the loopback Gemini of this test.';

let server: ScriptedGeminiServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

describe('character-agent media describe --fixture with a Gemini key', () => {
  it('takes GOOGLE_API_KEY as every other command does', async () => {
    server = new ScriptedGeminiServer(() => textResponse(DESCRIPTION));
    const baseUrl = await server.start();
    const result = await runCliAsync(['media', 'describe', '--fixture', FIXTURE, '--json'], {
      env: { GOOGLE_API_KEY: 'AIza-google-test-key-0000', GOOGLE_GEMINI_BASE_URL: baseUrl },
    });
    expect(result.stderr).not.toContain('AIza-google-test-key-0000');
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as MediaDescribeReport;
    const described = report.items.filter((i) => i.state === 'described');
    expect(described.length).toBeGreaterThan(0);
    expect(described.every((i) => i.description === DESCRIPTION)).toBe(true);
    expect(server.requests.length).toBeGreaterThan(0);
  });
});
