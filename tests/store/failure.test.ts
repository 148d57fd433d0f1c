import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { fullDiskWarning, storageFailure } from '../../src/store/failure.js';
import { MessageLog } from '../../src/store/messages.js';
import { openSqlite, openStore, openStoreCopy, openStoreReadOnly } from '../../src/store/open.js';
import { vacuumStateFile } from '../../src/store/sqlite-vacuum.js';
import { EXIT, UserError } from '../../src/support/errors.js';
import { inbound, tempDir } from '../helpers.js';
import { seedFrom } from '../property.js';

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
    const at = fc.integer({ min: 0, max: image.length - 1 });
    const damage = fc.oneof(
      // cut short at a byte
      { weight: 3, arbitrary: fc.record({ at, bytes: fc.constant(undefined) }) },
      // 1 to 8192 bytes overwritten from a byte on
      { weight: 7, arbitrary: fc.record({ at, bytes: fc.uint8Array({ minLength: 1, maxLength: 8192 }) }) },
    );
    let n = 0;
    await fc.assert(
      fc.asyncProperty(damage, fc.constantFrom(...Object.keys(OPENERS)), async ({ at, bytes }, name) => {
        const file = path.join(tmp.dir, `broken-${n++}.sqlite`);
        const broken = Buffer.from(image);
        if (bytes) broken.set(bytes.subarray(0, broken.length - at), at);
        writeFileSync(file, bytes ? broken : broken.subarray(0, at));
        const open = OPENERS[name];
        if (open) await expectOpensOrStorageFailure(open, file, name);
      }),
      // Bounded: sixty broken files. A failure prints its seed: FAILURE_SEED=n reruns it.
      { numRuns: 60, seed: seedFrom('FAILURE_SEED') },
    );
  });

  it('has tables its record of migrations does not explain (a record lost): one line, exit 74, when a start migrates', async () => {
    const image = await healthyImage();
    const names = (() => {
      const probe = path.join(tmp.dir, 'probe.sqlite');
      writeFileSync(probe, image);
      const sqlite = openSqlite(probe);
      const rows = sqlite.prepare('SELECT name FROM kysely_migration').all() as { name: string }[];
      sqlite.close();
      return rows.map((r) => r.name).filter((name) => name > '0001');
    })();
    // Whichever record is lost, its migration meets what it would create.
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...names), async (lost) => {
        const file = path.join(tmp.dir, `lost-${lost}.sqlite`);
        writeFileSync(file, image);
        const sqlite = openSqlite(file);
        sqlite.prepare('DELETE FROM kysely_migration WHERE name = ?').run(lost);
        sqlite.close();
        const error = await openStore(file).then(
          (store) => store.close().then(() => undefined),
          (err: unknown) => err,
        );
        // A migration that only adds what may already be there (an index IF NOT EXISTS) succeeds.
        if (error === undefined) return;
        expect(error, lost).toBeInstanceOf(UserError);
        expect((error as UserError).exitCode, lost).toBe(EXIT.storage);
        expect((error as UserError).message, lost).toContain(`${file}: its tables do not match`);
      }),
      { numRuns: 20, seed: seedFrom('FAILURE_SEED') },
    );
  });

  it('is an empty file (a start killed before the first page): readers find nothing stored, a start migrates it', async () => {
    const file = path.join(tmp.dir, 'empty.sqlite');
    writeFileSync(file, '');
    expect(await openStoreReadOnly(file)).toBeUndefined();
    expect(await openStoreCopy(file)).toBeUndefined();
    const store = await openStore(file);
    await store.close();
    const reader = await openStoreReadOnly(file);
    expect(reader).toBeDefined();
    await reader?.close();
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

describe('fullDiskWarning', () => {
  // The full disk itself is a tmpfs in bench/storage-tmpfs.ts; here, a disk with room is quiet,
  // and a folder that cannot be asked about is no reason to warn.
  it('is quiet while the disk has free blocks or cannot say', () => {
    const { dir, cleanup } = tempDir();
    expect(fullDiskWarning(path.join(dir, 'agent.sqlite'))).toBeUndefined();
    cleanup();
    expect(fullDiskWarning('/no/such/folder/agent.sqlite')).toBeUndefined();
  });
});
