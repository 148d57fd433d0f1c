import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { NO_DOTENV } from '../../src/config/env.js';
import { type RunOptions, run } from '../../src/live/run.js';
import { tempDir } from '../helpers.js';

export const API_HASH = '0123456789abcdef0123456789abcdef';
/** Test credentials; no .env file is read (a developer's must never reach a test). */
export const TELEGRAM_ENV = {
  TELEGRAM_API_ID: '12345',
  TELEGRAM_API_HASH: API_HASH,
  GEMINI_API_KEY: 'gemini-test-key',
  [NO_DOTENV]: '1',
};
/** Variables a CLI test must not inherit from the machine running it. */
export const NO_SECRETS = {
  TELEGRAM_API_ID: '',
  TELEGRAM_API_HASH: '',
  GEMINI_API_KEY: '',
  GOOGLE_API_KEY: '',
  [NO_DOTENV]: '1',
};

/** A second persona, for tests of several personas in one process. */
export const MARLOW = `  - name: Marlow
    phone: "+1 555 010 0002"
    timezone: Europe/Berlin
    role_prompts: [Chatbot]
    instructions: You are Marlow.
`;

/**
 * A project folder of its own: config.yaml with Heidi (and `more` personas, `admins`), state in
 * the folder, the repo's prompts.
 */
export function liveProject(
  telegram = 'scan_interval_seconds: 0',
  options: { more?: string; admins?: readonly string[] } = {},
) {
  const tmp = tempDir();
  const prompts = path.resolve('prompts');
  const config = path.join(tmp.dir, 'config.yaml');
  writeFileSync(
    config,
    `prompts_dir: ${JSON.stringify(prompts)}
media_dir: media
database: state/agent.sqlite
admins: [${(options.admins ?? []).join(', ')}]
telegram:
  ${telegram}
personas:
  - name: Heidi
    phone: "+1 555 010 0001"
    timezone: Europe/Berlin
    role_prompts: [Chatbot]
    sticker_sets: [HeidiDuck]
    instructions: You are Heidi.
${options.more ?? ''}`,
  );
  return {
    dir: tmp.dir,
    config,
    database: path.join(tmp.dir, 'state', 'agent.sqlite'),
    cleanup: tmp.cleanup,
  };
}

export type LiveProject = ReturnType<typeof liveProject>;

/** `run` with the test credentials, until the test calls `stop`; resolves with the exit code. */
export function runUntilStopped(options: Omit<RunOptions, 'stopWhen'>) {
  let stop: (reason: string) => void = () => {};
  const stopWhen = new Promise<string>((resolve) => {
    stop = resolve;
  });
  const running = run({ env: TELEGRAM_ENV, write: () => {}, ...options, stopWhen });
  return { running, stop: (reason: string) => stop(reason) };
}
