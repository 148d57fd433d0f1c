import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli/app.js';
import { runCliInProcess } from './run-cli.js';

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
});
