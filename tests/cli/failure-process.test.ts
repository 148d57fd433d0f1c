import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EXIT } from '../../src/support/errors.js';
import { copyBundledProject, tempDir } from '../helpers.js';
import { expectOneLine } from './one-line.js';
import { builtCli, runCliAsync } from './run-cli.js';

/**
 * `run` and `run --dry-run` on a broken state database (they install the process's crash
 * handlers, so they run as processes), and permission cases as an unprivileged user: one line
 * naming the file, exit 74 or 77, never 70 (a supervisor would restart in a loop).
 */
const tmp = tempDir();
afterAll(() => tmp.cleanup());

const FAKE_TELEGRAM = {
  TELEGRAM_API_ID: '12345',
  TELEGRAM_API_HASH: '0123456789abcdef0123456789abcdef',
  GEMINI_API_KEY: 'k',
};
let n = 0;
function project(): { dir: string; config: string; database: string } {
  const dir = path.join(tmp.dir, `p${n++}`);
  copyBundledProject(dir);
  const database = path.join(dir, 'state', 'agent.sqlite');
  mkdirSync(path.dirname(database));
  return { dir, config: path.join(dir, 'config.yaml'), database };
}
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('run on a broken state database', () => {
  const kinds: Record<string, (file: string) => void> = {
    'a text file': (file) => writeFileSync(file, 'not pages '.repeat(500)),
    'a folder': (file) => mkdirSync(file),
  };
  for (const [name, make] of Object.entries(kinds))
    for (const args of [['run'], ['run', '--dry-run']])
      it(`${args.join(' ')} on ${name}: one line, exit 74`, async () => {
        const { config, database } = project();
        make(database);
        const result = await runCliAsync([...args, '--config', config], { env: FAKE_TELEGRAM });
        expectOneLine(result, new RegExp(`^character-agent: ${literal(database)}: `), EXIT.storage);
      });

  for (const args of [['run'], ['run', '--dry-run']])
    it(`${args.join(' ')} with database: /dev/null: one line, exit 74`, async () => {
      const { config } = project();
      writeFileSync(config, readFileSync(config, 'utf8').replace(/^database: .*$/m, 'database: /dev/null'));
      const result = await runCliAsync([...args, '--config', config], { env: FAKE_TELEGRAM });
      expectOneLine(result, /^character-agent: \/dev\/null: not a regular file/, EXIT.storage);
    });
});

/** nobody, when this runs as root (CI does): root passes every permission check. */
const NOBODY = 65534;
const asRoot = process.getuid?.() === 0;

/** Runs the built CLI as nobody (as root) or as this user. */
function runAsUser(args: string[], cwd: string): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [builtCli(), ...args], {
    cwd,
    env: { ...process.env, CHARACTER_AGENT_NO_DOTENV: '1', NO_COLOR: '1', HOME: cwd },
    encoding: 'utf8',
    timeout: 30_000,
    ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * As root, the checks run as nobody, who must be able to start Node and read the built CLI: a
 * Node installed under root's home or a checkout in a private folder (as CI's copies for other
 * Node versions are) cannot be run as nobody, and then these checks are skipped, saying why.
 */
const nobodyCanRun =
  !asRoot ||
  spawnSync(process.execPath, [builtCli(), '--help'], { uid: NOBODY, gid: NOBODY, timeout: 30_000 })
    .status === 0;
if (!nobodyCanRun)
  console.warn(`permission checks skipped: nobody cannot run ${process.execPath} on ${builtCli()}`);

describe.skipIf(!nobodyCanRun)('permissions (as an unprivileged user)', () => {
  function ownedProject(): { dir: string; config: string; database: string } {
    const p = project();
    if (asRoot) for (const f of [tmp.dir, p.dir]) chmodSync(f, 0o755);
    return p;
  }

  it('a database the user may only read: memory edit says so in one line, exit 77', async () => {
    const { dir, config, database } = ownedProject();
    expect(
      (await runCliAsync(['memory', 'edit', 'm', 'likes tea', '--persona', 'Heidi', '--config', config]))
        .code,
    ).toBe(0);
    if (asRoot)
      for (const f of [path.dirname(database), database, `${database}.lock`]) chownSync(f, NOBODY, NOBODY);
    chmodSync(database, 0o400);
    const edit = runAsUser(
      ['memory', 'edit', 'm', 'likes coffee', '--persona', 'Heidi', '--config', config],
      dir,
    );
    expectOneLine(edit, new RegExp(`^character-agent: ${literal(database)}: no permission`), EXIT.permission);
    const list = runAsUser(['memory', 'list', '--persona', 'Heidi', '--config', config], dir);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toContain('likes tea');
  });

  it('a database folder the user may not enter: every command says so in one line, exit 77', async () => {
    const { dir, config, database } = ownedProject();
    expect(
      (await runCliAsync(['memory', 'edit', 'm', 'likes tea', '--persona', 'Heidi', '--config', config]))
        .code,
    ).toBe(0);
    chmodSync(path.dirname(database), 0o700);
    if (!asRoot) chmodSync(path.dirname(database), 0o000);
    for (const args of [
      ['memory', 'edit', 'm', 'x', '--persona', 'Heidi'],
      ['maintenance', 'vacuum'],
    ]) {
      const result = runAsUser([...args, '--config', config], dir);
      expect(result.code, `${args.join(' ')}: ${result.stderr}`).toBe(EXIT.permission);
      expect(result.stderr.split('\n').filter(Boolean)).toHaveLength(1);
    }
    chmodSync(path.dirname(database), 0o700);
  });
});

describe('a database folder that cannot be created', () => {
  for (const args of [['memory', 'edit', 'm', 'x', '--persona', 'Heidi'], ['run']])
    it(`${args[0]} with database: under /proc says so in one line at once`, async () => {
      const { config } = project();
      writeFileSync(
        config,
        readFileSync(config, 'utf8').replace(/^database: .*$/m, 'database: /proc/self/nope/agent.sqlite'),
      );
      const result = await runCliAsync([...args, '--config', config], { env: FAKE_TELEGRAM });
      expect(result.code, result.stderr).not.toBeNull();
      expectOneLine(result, /^character-agent: \/proc\/self\/nope\/agent\.sqlite: /, EXIT.storage);
    });
});
