import type { UserId } from '../telegram/types.js';
import type { MemoryKind } from './schema.js';
import { placeholders, type Sql } from './sql.js';

/*
 * The rows of the memory tables as SQL returns them, and the statements MemoryRepo shares.
 */

/** The short id prefix of each kind the persona numbers itself. */
const PREFIX: Record<Exclude<MemoryKind, 'person'>, string> = { note: 'n', memory: 'm' };

export interface EntryRow {
  id: string;
  scope: string;
  text: string;
  origin_chat: string | null;
  shared: number;
  created_at: number;
  updated_at: number;
}

export interface SummaryRow {
  first_id: number;
  last_id: number;
  first_date: number;
  last_date: number;
  text: string;
}

export const HOUR_MS = 3_600_000;

export const ROW_COLUMNS = 'id, scope, text, origin_chat, shared, created_at, updated_at';

/** Beyond `cap` people, the least recently used (by their most recent fact) go with all their facts. */
export async function dropPeopleOver(sql: Sql, agent: string, keep: UserId, cap: number): Promise<string[]> {
  const people = await sql.all<{ scope: string }>(
    `SELECT scope FROM memory_entries WHERE agent = ? AND kind = 'person' AND scope <> ?
     GROUP BY scope ORDER BY max(used_at), max(updated_at), min(created_at), scope`,
    [agent, keep],
  );
  const dropped = people.slice(0, Math.max(0, people.length + 1 - Math.max(1, cap))).map((r) => r.scope);
  for (const user of dropped)
    await sql.run("DELETE FROM memory_entries WHERE agent = ? AND kind = 'person' AND scope = ?", [
      agent,
      user,
    ]);
  return dropped;
}

/** The next free short id of a kind in a scope: `n1`, `n2`, … (the highest plus one). */
export async function nextId(
  sql: Sql,
  agent: string,
  kind: 'note' | 'memory',
  scope: string,
): Promise<string> {
  const rows = await sql.all<{ id: string }>(
    'SELECT id FROM memory_entries WHERE agent = ? AND kind = ? AND scope = ?',
    [agent, kind, scope],
  );
  const prefix = PREFIX[kind];
  const highest = rows.reduce((max, r) => {
    const n = r.id.startsWith(prefix) ? Number(r.id.slice(prefix.length)) : Number.NaN;
    return Number.isSafeInteger(n) ? Math.max(max, n) : max;
  }, 0);
  return `${prefix}${highest + 1}`;
}

/** One row of `forChat`'s statement: a summary, note, memory or person, in columns they share. */
export interface MemoryRow {
  part: 'summary' | 'note' | 'memory' | 'person';
  id: string | null;
  /** A person's user id. */
  scope: string | null;
  text: string;
  origin_chat: string | null;
  shared: number;
  /** A summary's first id, an entry's creation time. */
  a: number;
  /** A summary's last id. */
  b: number | null;
  /** A summary's first date. */
  c: number | null;
  /** A summary's last date, an entry's update time. */
  d: number;
}

export const ENTRY_COLUMNS =
  'id, scope, text, origin_chat, shared, created_at AS a, NULL AS b, NULL AS c, updated_at AS d';

/**
 * Summaries, notes, memories and the people asked for, each part on its own index; ordered as
 * their own reads order them (summaries by first id, longest first; entries by creation).
 */
export function forChatSql(people: number): string {
  const parts = [
    `SELECT 'summary' AS part, NULL AS id, NULL AS scope, text, NULL AS origin_chat, 0 AS shared, first_id AS a, last_id AS b, first_date AS c, last_date AS d
     FROM summaries WHERE agent = ? AND chat_id = ?`,
    `SELECT 'note' AS part, ${ENTRY_COLUMNS} FROM memory_entries WHERE agent = ? AND kind = 'note' AND scope = ?`,
    // A memory is private to the chat it was written in unless shared; the operator's are everywhere.
    `SELECT 'memory' AS part, ${ENTRY_COLUMNS} FROM memory_entries WHERE agent = ? AND kind = 'memory' AND scope = ''
     AND (origin_chat = ? OR origin_chat IS NULL OR shared = 1)`,
  ];
  if (people > 0)
    parts.push(
      // A fact follows the person only when shared (learned in a group, or marked); the operator's are everywhere.
      `SELECT 'person' AS part, ${ENTRY_COLUMNS} FROM memory_entries
       WHERE agent = ? AND kind = 'person' AND scope IN (${placeholders(people)}) AND (id = ? OR id = '' OR shared = 1)`,
    );
  return `${parts.join(' UNION ALL ')} ORDER BY part, a, b DESC, id`;
}
