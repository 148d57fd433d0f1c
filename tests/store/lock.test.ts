import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdState } from '../../src/store/lock.js';
import { EXIT, StateHeldError } from '../../src/support/errors.js';
import { buildChild } from '../child-process.js';
import { expectOneLine } from '../cli/one-line.js';
import { runCliAsync } from '../cli/run-cli.js';
import { tempDir } from '../helpers.js';

/**
 * One process acts on a state at a time: a real process holds the database, every command that
 * changes the state is refused in one line naming it (exit 73), reading commands keep working,
 * and once the holder is SIGKILLed the next command runs at once.
 */
const tmp = tempDir();
const cleanups: (() => void)[] = [tmp.cleanup];
let child = '';
const running: ChildProcess[] = [];

beforeAll(async () => {
  const built = await buildChild('lock-child', 'tests/store/lock-child.ts');
  child = built.script;
  cleanups.push(built.remove);
}, 60_000);

afterAll(() => {
  for (const holder of running) holder.kill('SIGKILL');
  for (const cleanup of cleanups) cleanup();
});

const FAKE_TELEGRAM = {
  TELEGRAM_API_ID: '12345',
  TELEGRAM_API_HASH: '0123456789abcdef0123456789abcdef',
  GEMINI_API_KEY: 'k',
};

function project(name: string): { config: string; database: string } {
  const dir = path.join(tmp.dir, name);
  for (const entry of ['config.yaml', 'prompts', 'media'])
    cpSync(entry, path.join(dir, entry), { recursive: true });
  return { config: path.join(dir, 'config.yaml'), database: path.join(dir, 'state', 'agent.sqlite') };
}

/** Starts a process holding `database`; resolves once it holds it. */
function holder(database: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [child], {
      env: { ...process.env, DB_FILE: database },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    running.push(proc);
    proc.on('error', reject);
    proc.on('exit', (code) => reject(new Error(`the holder exited (${code})`)));
    proc.stdout?.setEncoding('utf8').on('data', (d: string) => {
      if (d.includes('held')) resolve(proc);
    });
  });
}

function killed(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    proc.removeAllListeners('exit');
    proc.on('exit', () => resolve());
    proc.kill('SIGKILL');
  });
}

describe('one process per state', () => {
  it('refuses every command that changes the state while another process holds it, names the holder, and lets readers read', async () => {
    const { config, database } = project('held');
    expect(
      (await runCliAsync(['memory', 'edit', 'm', 'likes tea', '--persona', 'Heidi', '--config', config]))
        .code,
    ).toBe(0);
    const proc = await holder(database);
    const holderLine = new RegExp(
      `${database.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is in use by \`run\` \\(pid ${proc.pid} on .+, since \\d{4}-.+\\): stop it first`,
    );
    const writers = [
      ['memory', 'edit', 'm', 'likes coffee', '--persona', 'Heidi'],
      ['memory', 'forget', 'm1', '--persona', 'Heidi'],
      ['maintenance', 'vacuum'],
      ['run'],
    ];
    for (const args of writers)
      expectOneLine(
        await runCliAsync([...args, '--config', config], { env: FAKE_TELEGRAM }),
        holderLine,
        EXIT.stateHeld,
      );

    const list = await runCliAsync(['memory', 'list', '--persona', 'Heidi', '--config', config]);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toContain('likes tea');
    for (const args of [['usage'], ['schedule', '--persona', 'Heidi'], ['check'], ['run', '--dry-run']]) {
      const result = await runCliAsync([...args, '--config', config], { env: FAKE_TELEGRAM });
      expect(result.code, `${args.join(' ')}: ${result.stderr}`).not.toBe(EXIT.stateHeld);
      expect(result.stderr + result.stdout).not.toMatch(/in use by/);
    }

    await killed(proc);
    const after = await runCliAsync([
      'memory',
      'edit',
      'm',
      'likes coffee',
      '--persona',
      'Heidi',
      '--config',
      config,
    ]);
    expect(after.code, after.stderr).toBe(0);
    expect(existsSync(`${database}.holder`)).toBe(false);
  }, 120_000);

  it('never blocks after its holder was SIGKILLed, however often', async () => {
    const { database } = project('killed');
    for (let round = 0; round < 5; round++) await killed(await holder(database));
    const hold = holdState(database, 'test');
    expect(() => holdState(database, 'second')).toThrow(StateHeldError);
    hold.release();
    holdState(database, 'third').release();
  }, 60_000);
});
