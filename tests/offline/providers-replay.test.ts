import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../src/offline/fixture.js';
import { replayFixture } from '../../src/offline/replay.js';
import { createLogger } from '../../src/support/log.js';
import { bundledFixtures } from './bundled-fixtures.js';

/**
 * Whichever wire format the model is reached by, the same answers make the same turns: every
 * bundled fixture replayed through the OpenAI-compatible adapter (its loopback route serving the
 * same scripted answers) gives the recording made through Gemini's SDK, request and plan alike,
 * save the provider it names.
 */
const RECORDED = 'tests/fixtures/recorded';

function recordingOf(fixture: string): string {
  return path.join(RECORDED, `${fixture.replace(/\.yaml$/, '').replaceAll(path.sep, '__')}.json`);
}

describe('bundled fixtures through the OpenAI-compatible adapter', () => {
  it.each(bundledFixtures())('%s plans as recorded through Gemini', async (fixture) => {
    const warnings: string[] = [];
    const log = createLogger({ level: 'warn', write: (line) => warnings.push(line) });
    const result = await replayFixture(loadFixture(fixture), log, { provider: 'openai-compatible' });
    // Gemini's safety settings are said to be ignored, once; nothing else is worth a warning.
    expect(warnings.filter((w) => !w.includes('ignores these generation settings'))).toEqual([]);
    const actual = JSON.parse(JSON.stringify(result)) as Record<string, unknown>;
    expect(actual.provider).toBe('openai-compatible');
    const file = recordingOf(fixture);
    expect(existsSync(file)).toBe(true);
    const recorded = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(recorded.provider).toBe('gemini');
    expect({ ...actual, provider: undefined }).toEqual({ ...recorded, provider: undefined });
  });
});
