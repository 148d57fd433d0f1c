import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers.js';
import { runCli } from './run-cli.js';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function emptyFolder(): string {
  const tmp = tempDir();
  cleanup = tmp.cleanup;
  return tmp.dir;
}

describe('character-agent init: a persona that talks at once', () => {
  it('in an empty folder: a config and a prompt that pass check and talk in chat --scripted', () => {
    const dir = emptyFolder();
    const init = runCli(
      [
        'init',
        '--persona',
        'Juno',
        '--timezone',
        'Europe/Lisbon',
        '--about',
        'A barista in Lisbon who paints.',
      ],
      { cwd: dir },
    );
    expect(init.stderr).toBe('');
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('npx character-agent chat Juno --scripted');
    expect(readFileSync(path.join(dir, 'prompts', 'Juno.md'), 'utf8')).toContain(
      'A barista in Lisbon who paints.',
    );
    expect(existsSync(path.join(dir, 'prompts', 'ResponseFormat.md'))).toBe(true);

    const check = runCli(['check', '--json'], { cwd: dir });
    const findings = (JSON.parse(check.stdout) as { findings: { section: string; status: string }[] })
      .findings;
    // Only what a live run needs is missing: Telegram's and the model's keys, and sessions; nothing of the persona's own.
    const errors = findings.filter((f) => f.status === 'error').map((f) => f.section);
    expect(new Set(errors)).toEqual(new Set(['Environment', 'Models', 'Sessions']));

    const chat = runCli(['chat', 'Juno', '--scripted'], { cwd: dir, input: 'hello Juno\n' });
    expect(chat.code).toBe(0);
    expect(chat.stdout).toMatch(/#2 Juno ↩ #1: \[scripted model, not Gemini\]/);
  });

  it('adds to an existing config, refuses a taken name, and replaces a prompt file only with a yes', () => {
    const dir = emptyFolder();
    expect(runCli(['init', '--persona', 'Juno', '--timezone', 'UTC'], { cwd: dir }).code).toBe(0);
    const config = readFileSync(path.join(dir, 'config.yaml'), 'utf8');

    const taken = runCli(['init', '--persona', 'juno'], { cwd: dir });
    expect(taken.code).toBe(1);
    expect(taken.stderr).toBe('character-agent: config.yaml: a persona named "juno" already exists\n');

    writeFileSync(path.join(dir, 'prompts', 'Mira.md'), 'my own words\n');
    const asked = runCli(['init', '--persona', 'Mira'], { cwd: dir });
    expect(asked.code).toBe(1);
    expect(asked.stderr).toContain('prompts/Mira.md exists: give --yes to replace it');
    expect(readFileSync(path.join(dir, 'prompts', 'Mira.md'), 'utf8')).toBe('my own words\n');
    expect(readFileSync(path.join(dir, 'config.yaml'), 'utf8')).toBe(config);

    const replaced = runCli(['init', '--persona', 'Mira', '--yes', '--phone', '+15550100009'], { cwd: dir });
    expect(replaced.code).toBe(0);
    const after = readFileSync(path.join(dir, 'config.yaml'), 'utf8');
    expect(after.startsWith(config)).toBe(true);
    expect(after).toContain('- name: Mira\n    phone: "+15550100009"');
  });

  it('without a name and no terminal to ask, says which flag gives it', () => {
    const dir = emptyFolder();
    const result = runCli(['init'], { cwd: dir, input: '' });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'character-agent: init needs a name: --persona NAME (a terminal is asked for it)\n',
    );
    expect(existsSync(path.join(dir, 'config.yaml'))).toBe(false);
  });
});
