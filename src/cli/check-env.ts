import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';

/**
 * What `check` reads from the state database: whether each persona has a Telegram session, read
 * only (the doctor never creates or migrates the database, and never reads a session string).
 * The environment comes from `loadEnv` (src/config/env.ts), the one `run` uses.
 */

export type SessionState =
  | { kind: 'present'; account: string; savedAt: number }
  | { kind: 'missing'; reason: string };

/** Looks up one persona's Telegram session; never reads the session string itself. */
export type SessionProbe = (persona: string) => SessionState;

/**
 * Reads the `telegram_sessions` table (migration 0003) of the state database, read-only: the
 * doctor never creates or migrates the database.
 */
export function databaseSessionProbe(database: string): SessionProbe {
  return (persona) => {
    if (!existsSync(database)) return { kind: 'missing', reason: 'no state database yet' };
    let db: Database.Database | undefined;
    try {
      db = new Database(database, { readonly: true, fileMustExist: true });
      const table = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'telegram_sessions'")
        .get();
      if (!table) return { kind: 'missing', reason: 'no sessions stored yet' };
      const row = db
        .prepare('SELECT user_name, updated_at FROM telegram_sessions WHERE persona = ?')
        .get(persona) as { user_name: string; updated_at: number } | undefined;
      return row
        ? { kind: 'present', account: row.user_name, savedAt: row.updated_at }
        : { kind: 'missing', reason: 'not logged in' };
    } catch (err) {
      return { kind: 'missing', reason: `cannot read the state database (${(err as Error).message})` };
    } finally {
      db?.close();
    }
  };
}
