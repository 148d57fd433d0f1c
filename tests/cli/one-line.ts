import { expect } from 'vitest';
import type { CliResult } from './run-cli.js';

export const STACK_FRAME = /^ {4}at /m;

/** A failure ends the program with one line on stderr matching `pattern`, and `exitCode` (1: a mistake on the command line). */
export function expectOneLine({ stderr, stdout, code }: CliResult, pattern: RegExp, exitCode = 1): void {
  expect(stderr).not.toMatch(STACK_FRAME);
  const lines = stderr.split('\n').filter((l) => l !== '');
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^character-agent: /);
  expect(lines[0]).toMatch(pattern);
  expect(stdout).toBe('');
  expect(code).toBe(exitCode);
}
