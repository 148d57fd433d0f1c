import { describe, expect, it } from 'vitest';
import { periodLabel } from '../../src/terminal/usage.js';
import { COMMANDS, runCliInProcess } from './run-cli.js';

describe('the first ten minutes: help and mistakes a person can act on', () => {
  it('gives every command its own --help: its usage, its options and an example, not the global page', async () => {
    const global = await runCliInProcess(['--help']);
    for (const command of COMMANDS) {
      const help = await runCliInProcess([...command.name, '--help']);
      expect(help.code, command.name.join(' ')).toBe(0);
      expect(help.stdout).not.toBe(global.stdout);
      expect(help.stdout).toMatch(new RegExp(`^Usage: character-agent ${command.name.join(' ')}`));
      expect(help.stdout).toContain(`Example:\n  character-agent ${command.name.join(' ')}`);
      // Every option the command takes is described, and none it does not take.
      for (const option of Object.keys(command.options)) expect(help.stdout).toContain(`--${option}`);
      const options = help.stdout.slice(help.stdout.indexOf('Options:'), help.stdout.indexOf('Example:'));
      for (const line of options.split('\n').filter((l) => /^ {2}--/.test(l))) {
        const name = /^ {2}--([a-z-]+)/.exec(line)?.[1] as string;
        expect([...Object.keys(command.options), 'config', 'verbose', 'help'], line).toContain(name);
      }
    }
  });

  it('suggests the option, command or group command a typo meant', async () => {
    const cases: [string[], string][] = [
      [['schema', '--outt', 'x'], 'schema does not take --outt (did you mean --out? try --help)'],
      [
        ['replay', 'examples/book-club.yaml', '--jsno'],
        'replay does not take --jsno (did you mean --json? try --help)',
      ],
      [['replai', 'examples/book-club.yaml'], 'unknown command "replai" (did you mean replay? try --help)'],
      [['--verbos'], 'unknown option --verbos (did you mean --verbose? try --help)'],
      [['schema', '--bogus'], 'schema does not take --bogus (try --help)'],
    ];
    for (const [argv, line] of cases) {
      const result = await runCliInProcess(argv);
      expect(result.code, argv.join(' ')).toBe(1);
      expect(result.stderr).toBe(`character-agent: ${line}\n`);
    }
  });

  it('names a file problem in words: no such file, a folder where one fixture belongs', async () => {
    const missing = await runCliInProcess(['prompt', 'tests/fixtures/nothere.yaml']);
    expect(missing.stderr).toBe('character-agent: no such fixture file: tests/fixtures/nothere.yaml\n');
    const folder = await runCliInProcess(['prompt', 'examples/']);
    expect(folder.code).toBe(1);
    expect(folder.stderr).toBe('character-agent: examples/: is a folder: give one fixture\n');
  });

  it('colours a failed check red in a terminal, and names the summariser as the user of its prompt', async () => {
    const saved = process.env.NO_COLOR;
    delete process.env.NO_COLOR;
    let stdout = '';
    try {
      const check = await runCliInProcess(['check'], { tty: true });
      expect(check.code).toBe(2);
      stdout = check.stdout;
    } finally {
      if (saved !== undefined) process.env.NO_COLOR = saved;
    }
    const failed = stdout.split('\n').filter((line) => line.includes('✗'));
    expect(failed.length).toBeGreaterThan(0);
    for (const line of failed) expect(line).toContain('\u001b[31m✗\u001b[39m');
    expect(stdout).toContain('prompts/Summarize.md');
    expect(stdout).toContain('(used by the summariser');
    expect(stdout).not.toContain('not used by any persona: Summarize.md');
  });

  it('says the usage period as a person does, with its start in a named zone', () => {
    const since = Date.parse('2026-11-20T09:01:00Z');
    expect(periodLabel('7d', since, 'Europe/Berlin')).toBe('last 7 days (since Fri 20 Nov 10:01 CET)');
    expect(periodLabel('1h', since, 'Europe/London')).toBe('last hour (since Fri 20 Nov 09:01 GMT)');
    expect(periodLabel('2026-11-20', since, 'UTC')).toBe('since Fri 20 Nov 09:01 UTC');
  });
});
