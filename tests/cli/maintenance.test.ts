import { cpSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MessageLog } from '../../src/store/messages.js';
import { openSqlite, openStore } from '../../src/store/open.js';
import { TelegramSessions } from '../../src/store/sessions.js';
import { inbound, tempDir } from '../helpers.js';
import { runCli } from './run-cli.js';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function project(): { dir: string; database: string } {
  const tmp = tempDir();
  cleanup = tmp.cleanup;
  for (const entry of ['config.yaml', 'prompts', 'media'])
    cpSync(entry, path.join(tmp.dir, entry), { recursive: true });
  return { dir: tmp.dir, database: path.join(tmp.dir, 'state', 'agent.sqlite') };
}

/**
 * A state database as an older version made it (no auto-vacuum), holding a session and a
 * few messages, after most of its messages were deleted: the file keeps its size.
 */
async function olderDatabase(file: string): Promise<number> {
  mkdirSync(path.dirname(file), { recursive: true });
  const raw = openSqlite(file);
  raw.pragma('journal_mode = WAL');
  raw.exec('CREATE TABLE older_version (x INTEGER)');
  raw.close();
  const store = await openStore(file);
  await new TelegramSessions(store.db, () => 1).put('Heidi', 'session-string', { id: '777', name: 'Heidi' });
  const messages = new MessageLog(store.db, () => 1);
  const big = 'x'.repeat(2_000);
  await messages.rememberAll(
    'Heidi',
    Array.from({ length: 2_000 }, (_, i) => inbound({ id: i + 1, chatId: '7', text: big })),
  );
  await store.db.deleteFrom('inbound_messages').where('msg_id', '>', 10).execute();
  await store.close();
  return statSync(file).size;
}

function autoVacuum(file: string): number {
  const raw = openSqlite(file, { readonly: true });
  try {
    return Number(raw.pragma('auto_vacuum', { simple: true }));
  } finally {
    raw.close();
  }
}

describe('character-agent maintenance vacuum', () => {
  it('converts a database of an older version to incremental auto-vacuum and compacts it, keeping its data', async () => {
    const { dir, database } = project();
    const before = await olderDatabase(database);
    expect(autoVacuum(database)).toBe(0);

    const result = runCli(['maintenance', 'vacuum'], { cwd: dir });

    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^state\/agent\.sqlite: converted to incremental auto-vacuum and compacted; \d+\.\d MB → 0\.\d MB\n$/,
    );
    expect(autoVacuum(database)).toBe(2);
    expect(statSync(database).size).toBeLessThan(before / 4);
    const store = await openStore(database);
    try {
      expect(await new TelegramSessions(store.db, () => 1).get('Heidi')).toMatchObject({
        session: 'session-string',
      });
      expect(await new MessageLog(store.db, () => 1).get('Heidi', '7', 10)).toMatchObject({
        text: 'x'.repeat(2_000),
      });
    } finally {
      await store.close();
    }

    const again = runCli(['maintenance', 'vacuum', '--config', 'config.yaml'], { cwd: dir });
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/: compacted \(incremental auto-vacuum was already on\); /);
  });

  it('refuses in one line when there is no database, or the file is not one', () => {
    const { dir, database } = project();
    const missing = runCli(['maintenance', 'vacuum'], { cwd: dir });
    expect(missing.code).toBe(1);
    expect(missing.stdout).toBe('');
    expect(missing.stderr).toBe(`character-agent: ${database}: no state database yet (\`run\` creates it)\n`);

    mkdirSync(path.dirname(database), { recursive: true });
    writeFileSync(database, 'these are not the pages you are looking for '.repeat(200));
    const garbage = runCli(['maintenance', 'vacuum'], { cwd: dir });
    expect(garbage.code).toBe(74);
    expect(garbage.stderr).toMatch(
      new RegExp(`^character-agent: ${database}: not a SQLite database [^\\n]*\\n$`),
    );
  });

  it('names the whole command when only its group word is given', () => {
    const result = runCli(['maintenance'], { cwd: project().dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('character-agent: usage: character-agent maintenance vacuum [--config F]\n');
  });
});
