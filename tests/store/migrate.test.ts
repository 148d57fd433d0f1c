import path from 'node:path';
import { Kysely, type Migration, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { MigrationFailed, migrateToLatest } from '../../src/store/migrate.js';
import { migrationProvider } from '../../src/store/migrations.js';
import { openSqlite, openStore, openStoreReadOnly } from '../../src/store/open.js';
import type { Database } from '../../src/store/schema.js';
import { TelegramSessions } from '../../src/store/sessions.js';
import { StorageError, UserError } from '../../src/support/errors.js';
import { tempDir } from '../helpers.js';
import { schemaOf } from './startup-kill.js';

let cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

function file(name = 'agent.sqlite'): string {
  const tmp = tempDir();
  cleanups.push(tmp.cleanup);
  return path.join(tmp.dir, name);
}

async function freshSchema(): Promise<string[]> {
  const f = file();
  await (await openStore(f)).close();
  return schemaOf(f);
}

async function recorded(f: string): Promise<string[]> {
  const sqlite = openSqlite(f, { readonly: true });
  const names = (
    sqlite.prepare('select name from kysely_migration order by name').all() as { name: string }[]
  ).map((r) => r.name);
  sqlite.close();
  return names;
}

/** Runs migrations the way versions before the atomic runner did: each statement on its own, no record. */
async function applyUnrecorded(f: string, names: string[]): Promise<void> {
  const all = await migrationProvider.getMigrations();
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: openSqlite(f) }) });
  for (const name of names) await all[name]?.up(db);
  await db.destroy();
}

async function openAndClose(f: string): Promise<void> {
  await (await openStore(f)).close();
}

describe('a database an interrupted older start left', () => {
  it('opens when the tables of 0001 are there and no migration is recorded', async () => {
    const f = file();
    await applyUnrecorded(f, ['0001_init']);
    await openAndClose(f);
    expect(schemaOf(f)).toEqual(await freshSchema());
    expect(await recorded(f)).toEqual(Object.keys(await migrationProvider.getMigrations()).sort());
  });

  it('opens when 0001 stopped halfway (its last table and index missing)', async () => {
    const f = file();
    await applyUnrecorded(f, ['0001_init']);
    const sqlite = openSqlite(f);
    sqlite.exec('drop index tasks_by_conversation; drop table tasks');
    sqlite.close();
    await openAndClose(f);
    expect(schemaOf(f)).toEqual(await freshSchema());
  });

  it('finishes an upgrade killed inside 0004 and keeps the stored session', async () => {
    const f = file();
    const all = await migrationProvider.getMigrations();
    const older = Object.fromEntries(
      Object.entries(all).filter(([name]) => name <= '0003_telegram_sessions'),
    );
    const sqlite = openSqlite(f);
    await migrateToLatest(sqlite, older);
    // 0004's first statement ran on its own and the process died before its second.
    sqlite.exec('alter table "media_descriptions" add column "reason" text');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    await new TelegramSessions(db, () => 5).put('Heidi', '1AbC', { id: '42', name: 'Heidi' });
    await db.destroy();

    const store = await openStore(f);
    cleanups.push(() => store.close());
    expect(await new TelegramSessions(store.db, () => 0).get('Heidi')).toMatchObject({ session: '1AbC' });
    expect(schemaOf(f)).toEqual(await freshSchema());
  });
});

describe('migrateToLatest', () => {
  const ok: Migration = {
    async up(db) {
      await sql`create table first_one (id integer)`.execute(db);
    },
  };

  it('leaves nothing of a migration that fails, and keeps the ones before it', async () => {
    const sqlite = openSqlite(':memory:');
    cleanups.push(() => {
      sqlite.close();
    });
    const failing: Migration = {
      async up(db) {
        await sql`create table half_done (id integer)`.execute(db);
        throw new Error('second statement failed');
      },
    };
    const run = migrateToLatest(sqlite, { '0100_ok': ok, '0101_failing': failing });
    await expect(run).rejects.toThrow(MigrationFailed);
    await expect(run).rejects.toThrow('migration 0101_failing failed: second statement failed');
    const tables = sqlite.prepare("select name from sqlite_master where type = 'table'").all();
    expect(tables).toContainEqual({ name: 'first_one' });
    expect(tables).not.toContainEqual({ name: 'half_done' });
    expect(sqlite.prepare('select name from kysely_migration').all()).toEqual([{ name: '0100_ok' }]);
    expect(sqlite.inTransaction).toBe(false);
  });

  it('does not paper over a conflict in a migration no older start could have begun', async () => {
    const sqlite = openSqlite(':memory:');
    cleanups.push(() => {
      sqlite.close();
    });
    sqlite.exec('create table first_one (id integer)');
    await expect(migrateToLatest(sqlite, { '0100_ok': ok })).rejects.toThrow(
      'migration 0100_ok failed: table first_one already exists',
    );
  });

  it('runs each migration once, however often it is started', async () => {
    const sqlite = openSqlite(':memory:');
    cleanups.push(() => {
      sqlite.close();
    });
    await migrateToLatest(sqlite, { '0100_ok': ok });
    await migrateToLatest(sqlite, { '0100_ok': ok });
    expect(sqlite.prepare('select count(*) as n from kysely_migration').get()).toEqual({ n: 1 });
  });
});

describe('openStore', () => {
  it('refuses, in one line, a database a newer version has migrated', async () => {
    const f = file();
    await openAndClose(f);
    const sqlite = openSqlite(f);
    sqlite
      .prepare("insert into kysely_migration values ('9999_from_the_future', '2030-01-01T00:00:00.000Z')")
      .run();
    sqlite.close();
    const opening = openStore(f);
    await expect(opening).rejects.toThrow(UserError);
    await expect(opening).rejects.toThrow(
      `database ${f}: it was written by a newer version of character-agent (it has migration 9999_from_the_future, unknown to this one): run that version`,
    );
  });

  it('reads a record damaged in place as damage, not as another version: one line, exit 74', async () => {
    for (const [damage, openers] of [
      // A name no version writes.
      [
        "update kysely_migration set name = '99' where name = '0002_engine_delivery'",
        [openStore, openStoreReadOnly],
      ],
      // A gap before a later migration, the way a lost entry looks (a start re-applies it instead).
      ["delete from kysely_migration where name = '0002_engine_delivery'", [openStoreReadOnly]],
    ] as const) {
      const f = file();
      await openAndClose(f);
      const sqlite = openSqlite(f);
      sqlite.prepare(damage).run();
      sqlite.close();
      for (const opener of openers) {
        const open = () => opener(f);
        const error = await open().then(
          () => undefined,
          (err: unknown) => err,
        );
        expect(error, damage).toBeInstanceOf(StorageError);
        expect((error as StorageError).message.startsWith(`${f}: `), damage).toBe(true);
      }
    }
  });
});
