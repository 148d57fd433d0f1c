import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { tempDir } from '../helpers.js';
import { expectOneLine } from './one-line.js';
import { runCliInProcess } from './run-cli.js';

/**
 * Every command that opens the state database, on each kind of broken database: one line naming
 * the file and what is wrong, exit 74, never a stack trace. (`run` is in failure-process.test.ts.)
 */
const tmp = tempDir();
afterAll(() => tmp.cleanup());

const KINDS: Record<string, (file: string) => void> = {
  'a text file': (file) => writeFileSync(file, 'these are not the pages you are looking for '.repeat(200)),
  'a folder': (file) => mkdirSync(file),
  'a header overwritten': (file) =>
    writeFileSync(file, Buffer.concat([Buffer.alloc(100, 0x58), Buffer.alloc(8192)])),
};
const COMMANDS = [
  ['memory', 'list', '--persona', 'Heidi'],
  ['memory', 'edit', 'new', 'a note', '--persona', 'Heidi'],
  ['memory', 'forget', 'm1', '--persona', 'Heidi'],
  ['usage'],
  ['schedule', '--persona', 'Heidi'],
  ['maintenance', 'vacuum'],
];

let n = 0;
function project(kind: (file: string) => void): { config: string; database: string } {
  const dir = path.join(tmp.dir, `p${n++}`);
  for (const entry of ['config.yaml', 'prompts', 'media'])
    cpSync(entry, path.join(dir, entry), { recursive: true });
  const database = path.join(dir, 'state', 'agent.sqlite');
  mkdirSync(path.dirname(database));
  kind(database);
  return { config: path.join(dir, 'config.yaml'), database };
}

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('a broken state database', () => {
  for (const [kindName, kind] of Object.entries(KINDS))
    for (const command of COMMANDS)
      it(`${command.slice(0, 2).join(' ')} on ${kindName}: one line, exit 74`, async () => {
        const { config, database } = project(kind);
        const result = await runCliInProcess([...command, '--config', config]);
        expectOneLine(result, new RegExp(`^character-agent: ${literal(database)}: `), 74);
      });
});

/** `database: /dev/null`: a device, not a file; readers and writers alike refuse it in one line. */
describe('a state database that is /dev/null', () => {
  for (const command of [...COMMANDS, ['memory', 'show', '1', '--persona', 'Heidi']])
    it(`${command.slice(0, 2).join(' ')}: one line, exit 74`, async () => {
      const { config } = project(() => {});
      writeFileSync(config, readFileSync(config, 'utf8').replace(/^database: .*$/m, 'database: /dev/null'));
      const result = await runCliInProcess([...command, '--config', config]);
      expectOneLine(result, /^character-agent: \/dev\/null: not a regular file/, 74);
    });
});

/**
 * A disk that fills up between the lock and the note naming its holder: /dev/full refuses every
 * write with ENOSPC, as a full disk does once SQLite's pages are taken (bench:storage-tmpfs shows
 * it on a real full tmpfs).
 */
describe.skipIf(!existsSync('/dev/full'))('a disk full when the holder is named', () => {
  it('memory edit: one line, exit 74', async () => {
    const { config, database } = project(() => {});
    symlinkSync('/dev/full', `${database}.holder`);
    const result = await runCliInProcess([
      'memory',
      'edit',
      'new',
      'a note',
      '--persona',
      'Heidi',
      '--config',
      config,
    ]);
    expectOneLine(result, new RegExp(`^character-agent: ${literal(database)}: the disk is full`), 74);
  });
});
