import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const START = ['--start', '2026-03-05T15:04:00Z'];

/** The chat's banner: the second line says which model answers and why. */
function modelLine(stdout: string): string | undefined {
  return stdout.split('\n').find((line) => line.startsWith('Model: '));
}

describe('character-agent chat: the model it announces', () => {
  it('says the scripted model answers because of --scripted, even with a key set', () => {
    const result = runCli(['chat', 'Heidi', '--scripted', ...START], {
      env: { GEMINI_API_KEY: 'AIza-test-key-never-used-0000' },
    });
    expect(result.code).toBe(0);
    expect(modelLine(result.stdout)).toBe(
      'Model: SCRIPTED (--scripted). Answers are canned, not Gemini; /answer scripts the next one.',
    );
  });

  it('says the key is missing when it is', () => {
    const result = runCli(['chat', 'Heidi', ...START]);
    expect(modelLine(result.stdout)).toBe(
      'Model: SCRIPTED (GEMINI_API_KEY is not set). Answers are canned, not Gemini; /answer scripts the next one.',
    );
  });

  it('talks to Gemini with GOOGLE_API_KEY and names the variable it used', () => {
    // No line is typed, so no request is made (and the endpoint is a closed loopback port anyway).
    const result = runCli(['chat', 'Heidi', ...START], {
      env: { GOOGLE_API_KEY: 'AIza-google-test-key-0000' },
    });
    expect(result.code).toBe(0);
    expect(modelLine(result.stdout)).toBe('Model: Gemini gemini-2.5-flash (GOOGLE_API_KEY is set).');
    expect(result.stdout).not.toContain('AIza-google-test-key-0000');
  });
});
