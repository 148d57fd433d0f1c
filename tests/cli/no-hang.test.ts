import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { copyBundledProject, tempDir } from '../helpers.js';
import { expectOneLine } from './one-line.js';
import { runCliInProcess } from './run-cli.js';

/**
 * Inputs that used to block or spin forever, or read until memory ran out: each is refused in
 * one line before anything waits (a FIFO is never opened, /dev/zero never read).
 */
const tmp = tempDir();
afterAll(() => tmp.cleanup());

const fifo = path.join(tmp.dir, 'fifo');
spawnSync('mkfifo', [fifo]);

const FIXTURE = (head: string) => `persona: Heidi
config: ${JSON.stringify(path.resolve('config.yaml'))}
${head}
chat: { id: 7, type: direct, title: "Alice" }
me: { id: 42, name: Heidi }
users:
  - { id: 7, name: "Alice" }
messages:
  - { id: 311, from: 7, at: "2026-01-10T09:28:00Z", text: "hi" }
model:
  reply: "hello"
`;
let n = 0;
function fixture(head: string): string {
  const file = path.join(tmp.dir, `f${n++}.yaml`);
  writeFileSync(file, FIXTURE(head));
  return file;
}
const OUTSIDE = /is outside the times a replay can run|outside the times a replay can run/;

describe('replay: no fixture makes it wait forever', () => {
  const cases: [string, string, RegExp][] = [
    ['/dev/zero', '/dev/zero', /\/dev\/zero: cannot read fixture \(not a regular file\)$/],
    ['a FIFO', fifo, /fifo: cannot read fixture \(not a regular file\)$/],
    ['now before 1970', fixture('now: "1960-06-01T00:00:00Z"'), OUTSIDE],
    ['now in year 1', fixture('now: "0001-01-01T00:00:00Z"'), OUTSIDE],
    [
      'an arrival at +1e20 s',
      fixture(
        'now: "2026-01-10T09:31:00Z"\nincoming:\n  - { at: "+100000000000000000000s", from: 7, text: "x" }',
      ),
      /incoming\[0\]\.at: \+100000000000000000000s is outside/,
    ],
    [
      'until +99999999d',
      fixture('now: "2026-01-10T09:31:00Z"\nuntil: "+99999999d"'),
      /until: \+99999999d is outside/,
    ],
  ];
  for (const [name, file, pattern] of cases)
    it(name, async () => expectOneLine(await runCliInProcess(['replay', file, '--json']), pattern));

  it('a fixture over 16 MiB', async () => {
    const big = path.join(tmp.dir, 'big.yaml');
    writeFileSync(big, `# ${'x'.repeat(16 * 1024 ** 2)}\n`);
    expectOneLine(
      await runCliInProcess(['replay', big]),
      /cannot read fixture \(16\.0? ?MiB|over the limit of 16 MiB/,
    );
  });
});

describe('config.yaml and prompt files that cannot be read: one line, exit 78', () => {
  function project(): string {
    const dir = path.join(tmp.dir, `p${n++}`);
    copyBundledProject(dir);
    return dir;
  }
  const config78 = async (args: string[], pattern: RegExp) =>
    expectOneLine(await runCliInProcess(['schedule', '--persona', 'Heidi', ...args]), pattern, 78);

  it('a config that is /dev/zero, a FIFO or over 1 MiB', async () => {
    await config78(['--config', '/dev/zero'], /\/dev\/zero: cannot read config file \(not a regular file\)$/);
    await config78(['--config', fifo], /cannot read config file \(not a regular file\)$/);
    const big = path.join(project(), 'config.yaml');
    writeFileSync(big, `${readFileSync(big, 'utf8')}\n# ${'x'.repeat(1024 ** 2)}\n`);
    await config78(['--config', big], /cannot read config file \(1 MiB, over the limit of 1 MiB\)$/);
  });

  it('a role prompt that is a folder, or not UTF-8', async () => {
    const folder = project();
    const chatbot = path.join(folder, 'prompts', 'Chatbot.md');
    cpSync(chatbot, `${chatbot}.bak`);
    spawnSync('rm', [chatbot]);
    mkdirSync(chatbot);
    await config78(
      ['--config', path.join(folder, 'config.yaml')],
      /config\.yaml:\d+:\d+: personas\[0\]\.role_prompts\[0\]: cannot read prompt file .*Chatbot\.md \(is a folder\)$/,
    );
    const latin1 = project();
    writeFileSync(path.join(latin1, 'prompts', 'Chatbot.md'), Buffer.from('caf\xe9', 'latin1'));
    await config78(['--config', path.join(latin1, 'config.yaml')], /Chatbot\.md:1:4: not UTF-8 text/);
  });
});
