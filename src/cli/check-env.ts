import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import Database from 'better-sqlite3';

/**
 * What `check` reads from outside the config: the environment (with `.env` files) and the
 * Telegram sessions. Both sit behind these small functions so the doctor can be pointed at the
 * live command's own helpers (issue 5: `loadEnv`, `TelegramSessions`) without changing it.
 */

export type EnvValues = Readonly<Record<string, string | undefined>>;

export interface EnvForCheck {
  values: EnvValues;
  /** `.env` files read, and those other users can read (they hold secrets). */
  files: string[];
  exposed: string[];
}

/** The process environment completed by `.env` files (set variables win, then the cwd's, then the config's folder). */
export function environmentForCheck(dirs: readonly string[], env: EnvValues = process.env): EnvForCheck {
  const merged: Record<string, string | undefined> = {};
  const files: string[] = [];
  const exposed: string[] = [];
  for (const file of new Set(dirs.map((d) => path.resolve(d, '.env')))) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    files.push(file);
    if (process.platform !== 'win32' && (statSync(file).mode & 0o077) !== 0) exposed.push(file);
    for (const [key, value] of Object.entries(parseEnv(text))) if (!(key in merged)) merged[key] = value;
  }
  for (const [key, value] of Object.entries(env)) if (value) merged[key] = value;
  return { values: merged, files, exposed };
}

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
