/**
 * bench:fuzz-fails — generated bad inputs through the built CLI (dist/cli.js, `npm run build`
 * first), each from a generator that states the exit codes it expects. Every result is sorted
 * into clear (an expected code, at most one line on stderr), crash (a stack trace or exit 70),
 * hang (no end within 20 s) or wrong (any other code, or more than one line). Goal: 0 / 0 / 0.
 * BENCH_SEED replays a run; BENCH_CASES scales it (default 420). Needs mkfifo.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface Case {
  generator: string;
  args: string[];
  /** The exit codes this input may end with. */
  expect: readonly number[];
  env?: Record<string, string>;
}
interface Outcome {
  verdict: 'clear' | 'crash' | 'hang' | 'wrong';
  code: number | null;
  line: string;
}

const seed = Number(process.env.BENCH_SEED ?? Date.now() % 2 ** 31);
const total = Number(process.env.BENCH_CASES ?? 420);
const cli = path.resolve('dist/cli.js');
const root = mkdtempSync(path.join(tmpdir(), 'fuzz-fails-'));
const FAKE = {
  TELEGRAM_API_ID: '12345',
  TELEGRAM_API_HASH: '0123456789abcdef0123456789abcdef',
  GEMINI_API_KEY: 'k',
};

let state = seed;
function random(): number {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const JUNK = [
  '-1',
  '1e309',
  'NaN',
  '0x50',
  '"\u0000"',
  '[]',
  '{}',
  'null',
  '~',
  '!!binary AAAA',
  "'\u001b[31m'",
  '99999999999999999999',
  '"\u202e"',
  '&a',
  '*a',
  '"x\ny"',
  '""',
  '1.5',
  'true',
  '-0',
  '2026-13-45',
];
let n = 0;
function project(): { dir: string; config: string; database: string } {
  const dir = path.join(root, `p${n++}`);
  for (const entry of ['config.yaml', 'prompts', 'media'])
    cpSync(entry, path.join(dir, entry), { recursive: true });
  return { dir, config: path.join(dir, 'config.yaml'), database: path.join(dir, 'state', 'agent.sqlite') };
}
function file(name: string, content: string | Buffer): string {
  const f = path.join(root, `${n++}-${name}`);
  writeFileSync(f, content);
  return f;
}

/** A config.yaml with one value replaced by junk: valid by chance (0) or a configuration error (78). */
function badConfigValue(): Case {
  const { config } = project();
  const lines = readFileSync(config, 'utf8').split('\n');
  const valued = lines.flatMap((l, i) =>
    /^\s*[\w-]+:\s*\S/.test(l) && !l.trim().startsWith('#') ? [i] : [],
  );
  const at = pick(valued);
  lines[at] = (lines[at] ?? '').replace(/:\s*.*$/, `: ${pick(JUNK)}`);
  writeFileSync(config, lines.join('\n'));
  return {
    generator: 'config value',
    args: ['schedule', '--persona', 'Heidi', '--config', config],
    expect: [0, 78],
  };
}

/** A replay fixture with one value replaced by junk: valid by chance (0), a fixture error (1) or its config (78). */
function badFixtureValue(): Case {
  const source = pick([
    'examples/direct-hello.yaml',
    'examples/book-club.yaml',
    'tests/fixtures/reactions.yaml',
  ]);
  const lines = readFileSync(source, 'utf8')
    .replace(
      /^config: (.*)$/m,
      (_, c: string) =>
        `config: ${JSON.stringify(path.resolve(path.dirname(source), JSON.parse(c.includes('"') ? c : `"${c}"`)))}`,
    )
    .split('\n');
  const valued = lines.flatMap((l, i) =>
    /:\s*\S/.test(l) && !l.startsWith('config:') && !l.trim().startsWith('#') ? [i] : [],
  );
  const at = pick(valued);
  lines[at] = (lines[at] ?? '').replace(/:\s*[^,}]*/, `: ${pick(JUNK)}`);
  return {
    generator: 'fixture value',
    args: ['replay', file('f.yaml', lines.join('\n')), '--json'],
    expect: [0, 1, 2, 78],
  };
}

/** A fixture at an extreme time: before 1970, past 9999, or a huge relative time: refused (1) or run (0). */
function extremeTime(): Case {
  const head = pick([
    `now: "${pick(['1960-06-01', '0001-01-01', '1969-12-31', '9999-12-31', '2026-02-30'])}T00:00:00Z"`,
    `now: "2026-01-10T09:31:00Z"\nincoming:\n  - { at: "+${pick(['1e20', '100000000000000000000', '99999999', '0'])}${pick(['s', 'd', 'ms'])}", from: 7, text: "x" }`,
    `now: "2026-01-10T09:31:00Z"\nuntil: "+${Math.floor(random() * 1e9)}d"`,
  ]);
  const text = `persona: Heidi\nconfig: ${JSON.stringify(path.resolve('config.yaml'))}\n${head}\nchat: { id: 7, type: direct, title: "A" }\nme: { id: 42, name: Heidi }\nusers:\n  - { id: 7, name: "A" }\nmessages:\n  - { id: 311, from: 7, at: "2026-01-10T09:28:00Z", text: "hi" }\nmodel:\n  reply: "hello"\n`;
  return { generator: 'extreme time', args: ['replay', file('t.yaml', text), '--json'], expect: [0, 1] };
}

/** A state database damaged at random, opened by a random command: works (0) or one line (74). */
function brokenDatabase(healthy: Buffer): Case {
  const { config, database } = project();
  mkdirSync(path.dirname(database));
  const image = Buffer.from(healthy);
  const kind = pick(['overwrite', 'truncate', 'text', 'folder', 'zero']);
  if (kind === 'folder') mkdirSync(database);
  else if (kind === 'text') writeFileSync(database, 'not pages '.repeat(1 + Math.floor(random() * 1000)));
  else if (kind === 'zero') writeFileSync(database, Buffer.alloc(Math.floor(random() * 65536)));
  else {
    const at = Math.floor(random() * image.length);
    if (kind === 'truncate') writeFileSync(database, image.subarray(0, at));
    else {
      for (let i = at; i < Math.min(image.length, at + 1 + Math.floor(random() * 8192)); i++)
        image[i] = Math.floor(random() * 256);
      writeFileSync(database, image);
    }
  }
  const command = pick([
    ['memory', 'list', '--persona', 'Heidi'],
    ['memory', 'edit', 'm', 'x', '--persona', 'Heidi'],
    ['usage'],
    ['schedule', '--persona', 'Heidi'],
    ['maintenance', 'vacuum'],
    ['run', '--dry-run'],
    ['run'],
    ['check', '--integrity'],
  ]);
  // A damaged page may pass unseen (0); `run` without sessions says to log in (77); check fails (2).
  return {
    generator: `broken database (${kind})`,
    args: [...command, '--config', config],
    expect: [0, 2, 74, 77],
    env: FAKE,
  };
}

/** A command-line value that is not one: refused in one line (1). */
function badFlag(): Case {
  const value = pick(['', '0x50', '1e3', '-1', '65536', 'abc', ' 80', '\u001b[2J', '9'.repeat(40), '1..2']);
  const [args, expect] = pick<[string[], number[]]>([
    [['console', '--demo', '--port', value], [1]],
    [['usage', '--since', value], [1]],
    [['schedule', '--persona', 'Heidi', '--at', value], [1]],
    [
      ['media', 'describe', '--chats', value],
      [1, 77],
    ],
    [['replay', value], [1]],
    [['memory', 'show', value, '--persona', 'Heidi'], [1]],
  ]);
  return { generator: 'flag value', args, expect };
}

/** Something that is no regular file given as config, fixture or card: refused before it is opened. */
function notAFile(fifo: string): Case {
  const target = pick(['/dev/zero', '/dev/null', fifo, root, '/proc/self/nope']);
  const [args, expect] = pick<[string[], number[]]>([
    [['schedule', '--persona', 'Heidi', '--config', target], [78]],
    [['replay', target], [1]],
    [['persona', 'import', target, '--phone', '+15550100003', '--timezone', 'UTC'], [1]],
  ]);
  return { generator: 'not a file', args, expect };
}

/** A character card of random bytes, or a PNG-named file that is not one: refused in one line (1). */
function badCard(): Case {
  const bytes = Buffer.alloc(1 + Math.floor(random() * 2048));
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(random() * 256);
  const head = pick(['', 'GIF89a\u001a\n\u0000', '\u0089PNG\r\n\u001a\n', '{"spec":"chara_card_v2","data":']);
  return {
    generator: 'card bytes',
    args: [
      'persona',
      'import',
      file(pick(['c.png', 'c.json']), Buffer.concat([Buffer.from(head, 'latin1'), bytes])),
      '--phone',
      '+15550100003',
      '--timezone',
      'UTC',
      '--config',
      project().config,
    ],
    expect: [1],
  };
}

/** A database folder that cannot exist: one line at once (74; 77 where the kernel says EPERM). */
function impossibleFolder(): Case {
  const { config } = project();
  const where = pick(['/proc/self/nope', '/proc/1/x/y', '/dev/null/x', '/sys/nope']);
  writeFileSync(
    config,
    readFileSync(config, 'utf8').replace(/^database: .*$/m, `database: ${where}/agent.sqlite`),
  );
  return {
    generator: 'impossible folder',
    args: [
      pick(['memory', 'run']),
      ...(random() < 0.5 ? ['edit', 'm', 'x', '--persona', 'Heidi'] : []),
      '--config',
      config,
    ],
    expect: [1, 74, 77],
    env: FAKE,
  };
}

function run(c: Case): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...c.args], {
      env: {
        ...process.env,
        CHARACTER_AGENT_NO_DOTENV: '1',
        NO_COLOR: '1',
        GEMINI_API_KEY: '',
        TELEGRAM_API_ID: '',
        TELEGRAM_API_HASH: '',
        GOOGLE_GEMINI_BASE_URL: 'http://127.0.0.1:9',
        ...c.env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    let hung = false;
    const timer = setTimeout(() => {
      hung = true;
      child.kill('SIGKILL');
    }, 20_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      const lines = stderr.split('\n').filter((l) => l !== '' && !l.startsWith('{'));
      const line = lines[0] ?? '';
      if (hung) return resolve({ verdict: 'hang', code, line });
      if (/^ {4}at /m.test(stderr) || code === 70) return resolve({ verdict: 'crash', code, line });
      // `check` says what failed on stdout (exit 2); every other failure needs its one line on stderr.
      if (
        code === null ||
        !c.expect.includes(code) ||
        lines.length > 1 ||
        (code !== 0 && code !== 2 && lines.length === 0)
      )
        return resolve({ verdict: 'wrong', code, line: lines.join(' | ') });
      resolve({ verdict: 'clear', code, line });
    });
  });
}

async function main(): Promise<void> {
  const fifo = path.join(root, 'fifo');
  spawnSync('mkfifo', [fifo]);
  const seeded = project();
  spawnSync(
    process.execPath,
    [cli, 'memory', 'edit', 'm', 'likes tea', '--persona', 'Heidi', '--config', seeded.config],
    { env: { ...process.env, CHARACTER_AGENT_NO_DOTENV: '1' } },
  );
  spawnSync(process.execPath, [cli, 'maintenance', 'vacuum', '--config', seeded.config], {
    env: { ...process.env, CHARACTER_AGENT_NO_DOTENV: '1' },
  });
  const healthy = readFileSync(seeded.database);
  const generators: (() => Case)[] = [
    badConfigValue,
    badConfigValue,
    badFixtureValue,
    badFixtureValue,
    extremeTime,
    () => brokenDatabase(healthy),
    () => brokenDatabase(healthy),
    badFlag,
    () => notAFile(fifo),
    badCard,
    impossibleFolder,
  ];
  const cases: Case[] = [];
  const seen = new Set<string>();
  while (cases.length < total) {
    const c = pick(generators)();
    const key = `${c.generator} ${c.args.join(' ')}`;
    if (c.generator.startsWith('broken') || !seen.has(key)) cases.push(c);
    seen.add(key);
  }
  const started = Date.now();
  const results: { c: Case; o: Outcome }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++] as Case;
      results.push({ c, o: await run(c) });
    }
  };
  await Promise.all([worker(), worker()]);
  const byGenerator = new Map<string, Record<Outcome['verdict'], number>>();
  for (const { c, o } of results) {
    const g = c.generator.replace(/ \(.*\)$/, '');
    const row = byGenerator.get(g) ?? { clear: 0, crash: 0, hang: 0, wrong: 0 };
    row[o.verdict]++;
    byGenerator.set(g, row);
  }
  console.log(
    `bench:fuzz-fails seed ${seed}: ${results.length} inputs in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  console.log('  generator            clear crash  hang wrong');
  for (const [g, r] of byGenerator)
    console.log(
      `  ${g.padEnd(20)} ${String(r.clear).padStart(5)} ${String(r.crash).padStart(5)} ${String(r.hang).padStart(5)} ${String(r.wrong).padStart(5)}`,
    );
  const bad = results.filter((r) => r.o.verdict !== 'clear');
  const count = (v: Outcome['verdict']) => bad.filter((r) => r.o.verdict === v).length;
  console.log(
    `  stack traces ${count('crash')}, hangs ${count('hang')}, wrong ${count('wrong')} ${bad.length === 0 ? 'PASS' : 'FAIL'}`,
  );
  for (const { c, o } of bad.slice(0, 30))
    console.log(
      `    ${o.verdict} (exit ${o.code}, expected ${c.expect.join('/')}): ${c.args.join(' ').slice(0, 160)}\n      ${o.line.slice(0, 200)}`,
    );
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/fuzz-fails.json',
    `${JSON.stringify({ seed, inputs: results.length, crash: count('crash'), hang: count('hang'), wrong: count('wrong'), byGenerator: Object.fromEntries(byGenerator) }, null, 2)}\n`,
  );
  rmSync(root, { recursive: true, force: true });
  process.exitCode = bad.length === 0 ? 0 : 2;
}

await main();
