import { describe, it } from 'vitest';
import { expectOneLine } from './one-line.js';
import { type CliResult, runCliAsync } from './run-cli.js';

/**
 * Broken configs fed to `run`, as a process: each must fail with exactly one line on stderr that
 * names the problem and its place, no stack trace, and exit code 1. (`run` installs the process's
 * crash handlers and its exit timer, so it is not run inside a test process.)
 */

/**
 * Every case is a process start, slow on a busy machine: the runs start when the file loads, two
 * at a time, and each test awaits its own.
 */
const PARALLEL = 2;
let running = 0;
const queue: (() => void)[] = [];
function cli(args: string[]): Promise<CliResult> {
  const start = async (): Promise<CliResult> => {
    running++;
    try {
      return await runCliAsync(args);
    } finally {
      running--;
      queue.shift()?.();
    }
  };
  if (running < PARALLEL) return start();
  return new Promise<void>((resolve) => queue.push(resolve)).then(start);
}

/** Starts the run now; the test asserts one line on stderr matching `pattern`, and exit code 1. */
function oneLine(args: string[], pattern: RegExp, exitCode = 78): () => Promise<void> {
  const result = cli(args);
  return async () => expectOneLine(await result, pattern, exitCode);
}

describe('broken configs (run --config)', () => {
  const config = (name: string) => `tests/fixtures/invalid-config/${name}.yaml`;
  const cases: [string, RegExp][] = [
    [config('syntax-error'), /syntax-error\.yaml:8:19: invalid YAML: this \[ is never closed with \]$/],
    [config('tab-indent'), /tab-indent\.yaml:5:1: invalid YAML: Tabs are not allowed as indentation$/],
    [config('duplicate-key'), /duplicate-key\.yaml:8:1: invalid YAML: Map keys must be unique$/],
    [config('alias-bomb'), /alias-bomb\.yaml:8:10: invalid YAML: its aliases expand to too much data/],
    [
      config('anchorless-alias'),
      /anchorless-alias\.yaml:2:8: invalid YAML: alias \*default_model comes before/,
    ],
    [config('empty'), /empty\.yaml:1:1: the file is empty \(it needs at least a personas list\)$/],
    [
      config('same-phone'),
      /same-phone\.yaml:9:12: personas\[1\]\.phone: same phone number as personas\[0\] \("Heidi"\): one Telegram account per persona$/,
    ],
    [
      config('name-line-break'),
      /name-line-break\.yaml:3:11: personas\[0\]\.name: must not contain line breaks/,
    ],
    [config('name-nul'), /name-nul\.yaml:3:11: personas\[0\]\.name: must not contain line breaks/],
    [
      config('unknown-field'),
      /unknown-field\.yaml:2:1: modle: unknown field "modle" \(did you mean model\?\)$/,
    ],
    [config('wrong-type'), /wrong-type\.yaml:2:15: history_size: /],
    [
      config('missing-prompt'),
      /missing-prompt\.yaml:7:20: personas\[0\]\.role_prompts\[0\]: prompt file not found/,
    ],
    [
      'tests/fixtures/no-such-config.yaml',
      /no-such-config\.yaml: cannot read config file \(no such file or folder\)$/,
    ],
  ];
  for (const [file, pattern] of cases) it(file, oneLine(['run', '--config', file], pattern));
});
