import { describe, expect, it } from 'vitest';
import { runCli, runCliInProcess } from './run-cli.js';

/**
 * The other CLI tests run command lines in the test process; these start the built program once
 * per command they cover, to show that a process prints the same and ends with the same code.
 */
describe('character-agent as a process', () => {
  it.each([
    [['--help']],
    [['replay', 'examples/book-club.yaml', '--json']],
    [['prompt', 'tests/fixtures/dm-burst.yaml', '--json']],
    [['compare', 'examples/direct-hello.yaml', '--persona', 'Heidi,Marlow', '--json']],
    [['schedule', '--persona', 'Marlow', '--at', '2026-03-06T09:00:00Z']],
    [['replay', 'tests/fixtures/invalid/empty.yaml']],
    [['frobnicate']],
  ])('%j prints what it prints in-process', async (args) => {
    const started = runCli(args);
    const inProcess = await runCliInProcess(args);
    expect(started).toEqual(inProcess);
  });

  it('demo prints the bundled examples without colours when its output is a pipe', () => {
    const result = runCli(['demo']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('━━ examples/book-club.yaml');
    expect(result.stdout).not.toMatch(/\u001b\[/);
  });
});
