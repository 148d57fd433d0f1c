import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { COMMANDS, main } from '../../src/cli/app.js';
import { NO_DOTENV } from '../../src/config/env.js';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  cwd?: string;
  /** Variables on top of the clean environment below. */
  env?: NodeJS.ProcessEnv;
  /** Read `.env` files (only for a test's own project folder, never the developer's). */
  dotenv?: boolean;
  /** What the CLI reads on stdin (a pipe: nothing is asked). */
  input?: string;
}

/**
 * The environment of a CLI under test: no key or credential of the developer's (neither from
 * their shell nor from a `.env` file), and Gemini's default endpoint a closed loopback port, so
 * that no test can send anything to the real API even when a key slips through.
 */
function cleanEnv(options: CliOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NO_COLOR: '1',
    GEMINI_API_KEY: '',
    GOOGLE_API_KEY: '',
    TELEGRAM_API_ID: '',
    TELEGRAM_API_HASH: '',
    GOOGLE_GEMINI_BASE_URL: 'http://127.0.0.1:9',
    [NO_DOTENV]: '1',
    ...options.env,
  };
  if (options.dotenv) delete env[NO_DOTENV];
  return env;
}

/**
 * Runs a command line in this test process, its stdout and stderr captured: what the program
 * prints and its exit code, without a process start. It reads the environment the global setup
 * isolated and the working folder of the test run, so tests that need their own folder or
 * variables start the built CLI instead.
 */
/** Every command of the CLI, to check each of them (its `--help`, say). */
export { COMMANDS };

/** With `tty`, stdout claims to be a terminal (colours, unless NO_COLOR is set). */
export async function runCliInProcess(args: string[], options: { tty?: boolean } = {}): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    stdout: { write: (text: string) => (stdout += text), isTTY: options.tty === true },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { code, stdout, stderr };
}

/**
 * The global setup of the process tier builds dist/ and says so here: a test of the fast tier
 * (no build step) must not start a dist/ of some earlier build.
 */
export const BUILT_CLI = 'CHARACTER_AGENT_TEST_BUILT_CLI';
export function builtCli(): string {
  if (process.env[BUILT_CLI] !== '1')
    throw new Error(
      'this test starts the built CLI: list its file in the process project of vitest.config.ts',
    );
  return path.resolve('dist/cli.js');
}

/** Runs the built CLI the way a user does, from the project folder. */
export function runCli(args: string[], options: CliOptions = {}): CliResult {
  const result = spawnSync(process.execPath, [builtCli(), ...args], {
    cwd: options.cwd ?? process.cwd(),
    env: cleanEnv(options),
    encoding: 'utf8',
    timeout: 30_000,
    ...(options.input === undefined ? {} : { input: options.input }),
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The same without blocking this process (for tests that serve something the CLI calls). */
export function runCliAsync(args: string[], options: CliOptions = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [builtCli(), ...args], {
      cwd: options.cwd ?? process.cwd(),
      env: cleanEnv(options),
      stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    if (options.input !== undefined) child.stdin?.end(options.input);
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
    });
    child.stderr?.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    const timer = setTimeout(() => child.kill(), 30_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
