import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storageFailure } from '../../src/store/failure.js';
import { MessageLog } from '../../src/store/messages.js';
import { openSqlite, openStore, openStoreCopy, openStoreReadOnly } from '../../src/store/open.js';
import { vacuumStateFile } from '../../src/store/sqlite-vacuum.js';
import { EXIT, UserError } from '../../src/support/errors.js';
import { inbound, tempDir } from '../helpers.js';

const tmp = tempDir();
afterAll(() => tmp.cleanup());

/** A real state database with some messages, closed cleanly: the bytes every case below breaks. */
async function healthyImage(): Promise<Buffer> {
  const file = path.join(tmp.dir, 'healthy.sqlite');
  const store = await openStore(file);
  await new MessageLog(store.db, () => 1).rememberAll(
    'Heidi',
    Array.from({ length: 300 }, (_, i) =>
      inbound({ id: i + 1, chatId: '7', text: `message ${i} `.repeat(20) }),
    ),
  );
  await store.close();
  vacuumStateFile(file);
  return readFileSync(file);
}

const OPENERS: Record<string, (file: string) => Promise<unknown>> = {
  openStore: async (file) => (await openStore(file)).close(),
  openStoreReadOnly: async (file) => (await openStoreReadOnly(file))?.close(),
  openStoreCopy: async (file) => (await openStoreCopy(file))?.close(),
  vacuumStateFile: async (file) => vacuumStateFile(file),
};

/** A broken database either opens (SQLite did not notice) or fails in one line naming it, exit 74. */
async function expectOpensOrStorageFailure(
  open: (file: string) => Promise<unknown>,
  file: string,
  label: string,
) {
  try {
    await open(file);
  } catch (err) {
    if (!(err instanceof UserError)) throw new Error(`${label}: not one line: ${String(err)}`);
    const { message: line, exitCode: code } = err;
    expect(code, `${label}: ${line}`).toBe(EXIT.storage);
    expect(line.startsWith(`${file}: `), `${label}: ${line}`).toBe(true);
    expect(line, label).not.toMatch(/\n/);
  }
}

describe('a broken state database, opened every way', () => {
  it('is damaged anywhere (overwritten bytes, cut short): one line, exit 74, for every opener', async () => {
    const image = await healthyImage();
    // fast-check is not among the dependencies: a seeded generator, its seed in every failure.
    const seed = Number(process.env.FAILURE_SEED ?? Date.now() % 2 ** 31);
    const random = seeded(seed);
    const openers = Object.entries(OPENERS);
    for (let n = 0; n < 60; n++) {
      const file = path.join(tmp.dir, `broken-${n}.sqlite`);
      const at = Math.floor(random() * image.length);
      const broken = Buffer.from(image);
      const truncate = random() < 0.3;
      if (!truncate) {
        const length = 1 + Math.floor(random() * 8192);
        for (let i = at; i < Math.min(at + length, broken.length); i++)
          broken[i] = Math.floor(random() * 256);
      }
      writeFileSync(file, truncate ? broken.subarray(0, at) : broken);
      const [name, open] = openers[n % openers.length] ?? [];
      if (open) await expectOpensOrStorageFailure(open, file, `seed ${seed}, case ${n}, ${name}`);
    }
  });

  it('is a text file, a folder or a device: one line, exit 74, for every opener', async () => {
    const text = path.join(tmp.dir, 'notes.txt');
    writeFileSync(text, 'these are not the pages you are looking for '.repeat(200));
    for (const [name, open] of Object.entries(OPENERS)) {
      for (const file of [text, tmp.dir, '/dev/null']) {
        const error = await open(file).then(
          () => undefined,
          (err: unknown) => err,
        );
        expect(error, `${name} ${file}`).toBeInstanceOf(UserError);
        expect((error as UserError).exitCode, `${name} ${file}`).toBe(EXIT.storage);
      }
    }
  });

  it('on a full disk (max_page_count): the write fails in one line, exit 74', async () => {
    const file = path.join(tmp.dir, 'full.sqlite');
    cpSync(path.join(tmp.dir, 'healthy.sqlite'), file);
    const sqlite = openSqlite(file);
    const pages = Number(sqlite.pragma('page_count', { simple: true }));
    sqlite.pragma(`max_page_count = ${pages}`);
    const write = () =>
      sqlite.exec(`CREATE TABLE filler (x); INSERT INTO filler VALUES (randomblob(${pages * 8192}))`);
    let error: unknown;
    try {
      write();
    } catch (err) {
      error = err;
    } finally {
      sqlite.close();
    }
    expect((error as { code?: string }).code).toBe('SQLITE_FULL');
    const failure = storageFailure(error, file);
    expect(failure?.exitCode).toBe(EXIT.storage);
    expect(failure?.message).toBe(`${file}: the disk is full: free some space, then start again`);
  });
});

/** mulberry32: a small seeded generator, so a failing case can be run again (FAILURE_SEED). */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
