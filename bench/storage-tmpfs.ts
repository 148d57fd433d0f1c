/**
 * bench:storage-tmpfs — the state database on a real full disk and a real read-only file system,
 * through the built CLI (dist/cli.js, `npm run build` first). It mounts a small tmpfs (this needs
 * root and a kernel that lets this process mount; otherwise it says it is skipped and why),
 * seeds a database there, then runs each command that opens it twice: with the disk filled to
 * the last byte, and with the file system remounted read-only. Each prints its one line and exit
 * code, sorted into clear (74 or 77, or 0 for a reader that could read, at most one line on
 * stderr), crash (a stack trace or 70), hang (no end within 20 s) or wrong. Goal: 0 / 0 / 0.
 * The tests simulate a full disk with `max_page_count`; this is the real thing.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const cli = path.resolve('dist/cli.js');
const root = mkdtempSync(path.join(tmpdir(), 'storage-tmpfs-'));
const mountPoint = path.join(root, 'disk');
const project = path.join(root, 'project');
const database = path.join(mountPoint, 'agent.sqlite');

/** Readers may read (0) or refuse in one line; writers must refuse. */
const COMMANDS: { args: string[]; reader: boolean }[] = [
  { args: ['memory', 'list', '--persona', 'Heidi'], reader: true },
  { args: ['usage'], reader: true },
  { args: ['schedule', '--persona', 'Heidi'], reader: true },
  {
    args: ['memory', 'edit', 'new', 'a note that does not fit', '--persona', 'Heidi', '--chat', '7'],
    reader: false,
  },
  { args: ['memory', 'forget', 'n1', '--persona', 'Heidi', '--chat', '7'], reader: false },
  { args: ['maintenance', 'vacuum'], reader: false },
];

interface Outcome {
  verdict: 'clear' | 'crash' | 'hang' | 'wrong';
  code: number | null;
  line: string;
}

function cliRun(args: string[]): { code: number | null; stderr: string; timedOut: boolean } {
  const result = spawnSync(process.execPath, [cli, ...args, '--config', path.join(project, 'config.yaml')], {
    encoding: 'utf8',
    timeout: 20_000,
    env: { ...process.env, CHARACTER_AGENT_NO_DOTENV: '1', NO_COLOR: '1', GEMINI_API_KEY: '' },
  });
  return { code: result.status, stderr: result.stderr ?? '', timedOut: result.error !== undefined };
}

function judge(args: string[], reader: boolean, full: boolean): Outcome {
  const { code, stderr, timedOut } = cliRun(args);
  const lines = stderr.split('\n').filter((l) => l !== '');
  const line = lines[0] ?? '';
  if (timedOut) return { verdict: 'hang', code, line };
  if (code === 70 || /^ {4}at /m.test(stderr)) return { verdict: 'crash', code, line };
  const allowed = reader ? [0, 74, 77] : [74, 77];
  // A reader that read from a full disk says, in its one line, that the newest changes may be missing.
  const warned = !(reader && full && code === 0) || (lines.length === 1 && /full/.test(line));
  const clear = code !== null && allowed.includes(code) && lines.length <= 1 && warned;
  return { verdict: clear ? 'clear' : 'wrong', code, line };
}

function sh(command: string, args: string[]): { ok: boolean; why: string } {
  const r = spawnSync(command, args, { encoding: 'utf8' });
  return { ok: r.status === 0, why: (r.stderr || r.error?.message || `exit ${r.status}`).trim() };
}

function main(): void {
  mkdirSync(mountPoint);
  const mounted = sh('mount', ['-t', 'tmpfs', '-o', 'size=512k', 'tmpfs', mountPoint]);
  if (!mounted.ok) {
    console.log(`storage-tmpfs: skipped: cannot mount a tmpfs here (${mounted.why})`);
    rmSync(root, { recursive: true, force: true });
    return;
  }
  try {
    mkdirSync(project);
    for (const entry of ['config.yaml', 'prompts', 'media'])
      cpSync(entry, path.join(project, entry), { recursive: true });
    const config = path.join(project, 'config.yaml');
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace(/^database: .*$/m, `database: ${JSON.stringify(database)}`),
    );
    const seeded = cliRun(['memory', 'edit', 'new', 'seed', '--persona', 'Heidi', '--chat', '7']);
    if (seeded.code !== 0) throw new Error(`seeding the database failed: ${seeded.stderr.trim()}`);
    const outcomes: (Outcome & { kind: string; command: string })[] = [];
    // Full: a filler file takes every byte left (dd stops at ENOSPC, as it should here).
    spawnSync('dd', ['if=/dev/zero', `of=${path.join(mountPoint, 'filler')}`, 'bs=4k'], { stdio: 'ignore' });
    for (const c of COMMANDS)
      outcomes.push({
        kind: 'full disk',
        command: c.args.slice(0, 2).join(' '),
        ...judge(c.args, c.reader, true),
      });
    rmSync(path.join(mountPoint, 'filler'));
    const ro = sh('mount', ['-o', 'remount,ro', mountPoint]);
    if (!ro.ok) console.log(`storage-tmpfs: read-only cases skipped: cannot remount read-only (${ro.why})`);
    else
      for (const c of COMMANDS)
        outcomes.push({
          kind: 'read-only',
          command: c.args.slice(0, 2).join(' '),
          ...judge(c.args, c.reader, false),
        });
    for (const o of outcomes)
      console.log(
        `${o.kind.padEnd(10)} ${o.command.padEnd(18)} ${o.verdict.padEnd(6)} ${String(o.code).padStart(3)}  ${o.line}`,
      );
    const count = (v: Outcome['verdict']) => outcomes.filter((o) => o.verdict === v).length;
    console.log(
      `storage-tmpfs: ${outcomes.length} runs: ${count('clear')} clear, ${count('crash')} crash, ${count('hang')} hang, ${count('wrong')} wrong (goal: 0 / 0 / 0)`,
    );
    if (count('crash') + count('hang') + count('wrong') > 0) process.exitCode = 1;
  } finally {
    sh('umount', [mountPoint]);
    rmSync(root, { recursive: true, force: true });
  }
}

main();
