import { rmSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { replayFile } from '../../src/offline/replay.js';
import { MemoryRepo } from '../../src/store/memory.js';
import { migrationProvider } from '../../src/store/migrations.js';
import { openSqlite, openStore } from '../../src/store/open.js';
import { silentLogger } from '../../src/support/log.js';
import { tempStore } from '../helpers.js';
import { seedFrom } from '../property.js';

/**
 * Private stays private: a memory is shown only in the chat it was written in unless shared; a
 * person's fact follows them into another chat only when shared (a fact learned in a group is
 * stored shared). The operator's entries (no origin) are shown everywhere.
 */
const CHATS = ['7', '8', '-100777'];

describe('what a chat may be shown of the persona’s memory', () => {
  it('shows an entry in a chat exactly when it was written there, is shared, or is the operator’s', async () => {
    const entry = fc.record({
      origin: fc.constantFrom(...CHATS, undefined),
      shared: fc.boolean(),
      kind: fc.constantFrom('memory' as const, 'person' as const),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(entry, { minLength: 12, maxLength: 12 }), async (entries) => {
        const store = await openStore(':memory:');
        try {
          const memory = new MemoryRepo(store.db, () => 1_000);
          const written: { text: string; origin?: string; shared: boolean; kind: 'memory' | 'person' }[] = [];
          for (const [i, { origin, shared, kind }] of entries.entries()) {
            const text = `entry ${run}.${i}`;
            if (kind === 'memory') {
              await memory.write('P', 'memory', origin ?? '', { text, shared }, 1_000);
              written.push({ text, origin, shared, kind });
            } else {
              await memory.writePerson('P', '12', { chat: origin, text, shared }, 1_000);
              // One fact per person and chat: a later one of the same chat replaces it.
              const replaced = written.findIndex((w) => w.kind === 'person' && w.origin === origin);
              if (replaced >= 0) written.splice(replaced, 1);
              written.push({ text, origin, shared, kind });
            }
          }
          for (const chat of CHATS) {
            const shown = await memory.forChat('P', chat, ['12']);
            const texts = [
              ...shown.memories.map((m) => m.text),
              ...shown.people.flatMap((p) => p.facts.map((f) => f.text)),
            ];
            const expected = written
              .filter((w) => w.origin === undefined || w.origin === chat || w.shared)
              .map((w) => w.text);
            expect(texts.sort(), `chat ${chat}`).toEqual(expected.sort());
          }
        } finally {
          run++;
          await store.close();
        }
      }),
      // Bounded: ten stores of twelve entries. A failure prints its seed: SCOPE_SEED=n reruns it.
      { numRuns: 10, seed: seedFrom('SCOPE_SEED') },
    );
  });

  it('keeps a direct chat’s secrets out of a group, in a replayed fixture', async () => {
    const result = await replayFile('tests/fixtures/memory-private.yaml', silentLogger);
    const request = JSON.stringify(result.request);
    expect(request).not.toContain('job');
    expect(request).toContain('birthday 3 May');
    expect(request).toContain('brings pretzels to the club');
    expect(request).toContain('bakes the best pretzels');
    // What she learned about Anna in the group follows Anna into other chats.
    expect(result.memory.people.find((p) => p.user === 12)?.facts).toEqual([
      { chat: -100777, text: 'Anna: worries about friends who go quiet.', shared: true },
    ]);
  });

  it('keeps what was known of a person before facts had a chat to their direct chat', async () => {
    const { store, file } = await tempStore();
    await store.close();
    const sqlite = openSqlite(file);
    const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('0011_status_out_of_keys')).error).toBeUndefined();
    sqlite
      .prepare(
        "insert into memory_entries (agent, kind, scope, id, text, origin_chat, created_at, updated_at, used_at) values ('P', 'person', '', '12', 'Anna: in therapy', null, 1, 1, 1)",
      )
      .run();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await db.destroy();
    const reopened = await openStore(file);
    try {
      const memory = new MemoryRepo(reopened.db, () => 2);
      expect((await memory.forChat('P', '12', ['12'])).people.map((p) => p.text)).toEqual([
        'Anna: in therapy',
      ]);
      expect((await memory.forChat('P', '-100777', ['12'])).people).toEqual([]);
      // Re-marked shared, it follows her.
      await memory.writePerson('P', '12', { chat: '12', text: 'Anna: in therapy', shared: true }, 10);
      expect((await memory.forChat('P', '-100777', ['12'])).people.map((p) => p.text)).toEqual([
        'Anna: in therapy',
      ]);
    } finally {
      await reopened.close();
      rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });
});
