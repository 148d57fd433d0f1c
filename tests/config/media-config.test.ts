import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { ConfigError } from '../../src/support/errors.js';
import { tempDir } from '../helpers.js';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function config(text: string): string {
  const tmp = tempDir();
  cleanup = tmp.cleanup;
  mkdirSync(path.join(tmp.dir, 'prompts'));
  writeFileSync(path.join(tmp.dir, 'prompts', 'ResponseFormat.md'), 'R');
  const file = path.join(tmp.dir, 'config.yaml');
  writeFileSync(file, text);
  return file;
}

const persona = (extra = '') => `personas:
  - name: Wendy
    phone: "+15551234567"
    timezone: Europe/Berlin
    instructions: You are Wendy.
${extra}`;

describe('media settings in config.yaml', () => {
  it('defaults to a budget of 8, 4 at a time, 12 s, 3 attempts, the chat model, and no audio', () => {
    const loaded = loadConfig(config(`model: gemini-x\n${persona()}`));
    expect(loaded.media).toEqual({
      budget: 8,
      concurrency: 4,
      timeoutMs: 12_000,
      retryLimit: 3,
      model: 'gemini-x',
    });
    expect(loaded.personas[0]?.describeAudio).toBe(false);
  });

  it('reads the media section and a persona that listens to audio', () => {
    const loaded = loadConfig(
      config(
        `media:\n  budget: 20\n  concurrency: 2\n  timeout_seconds: 2.5\n  retry_limit: 5\n  model: gemini-vision\n${persona('    describe_audio: true')}`,
      ),
    );
    expect(loaded.media).toEqual({
      budget: 20,
      concurrency: 2,
      timeoutMs: 2500,
      retryLimit: 5,
      model: 'gemini-vision',
    });
    expect(loaded.personas[0]?.describeAudio).toBe(true);
  });

  it.each([
    ['media:\n  concurrency: 0\n', /config\.yaml:2:16: media\.concurrency: /],
    ['media:\n  budget: -1\n', /config\.yaml:2:11: media\.budget: /],
    ['media:\n  timeout_seconds: "soon"\n', /config\.yaml:2:20: media\.timeout_seconds: /],
    ['media:\n  parallel: 3\n', /config\.yaml:2:3: media\.parallel: unknown field "parallel"/],
  ])('names the file, line and field of a bad media setting (%#)', (section, message) => {
    const file = config(`${section}${persona()}`);
    expect(() => loadConfig(file)).toThrow(ConfigError);
    expect(() => loadConfig(file)).toThrow(message);
  });

  it('names a describe_audio that is not true or false', () => {
    const file = config(persona('    describe_audio: sometimes'));
    expect(() => loadConfig(file)).toThrow(/config\.yaml:6:21: personas\[0\]\.describe_audio: /);
  });
});
