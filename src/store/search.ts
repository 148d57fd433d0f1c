import { type Kysely, sql } from 'kysely';
import type { ChatId, InboundMessage } from '../telegram/types.js';
import type { Db, MemoryKind } from './schema.js';

/*
 * Full-text search over a chat's stored messages and summaries: the one module whose SQL is
 * SQLite's own (FTS5 virtual tables, their triggers, `MATCH` and `bm25`). Everything else reaches
 * it through `SearchPort`. On PostgreSQL the same port is a `tsvector` column on each table with a
 * GIN index, filled by a generated column, queried with `websearch_to_tsquery` and ranked by
 * `ts_rank`; nothing outside this file changes.
 */

/** One thing recall found: a stored message, a summary of older ones, or an archived memory entry. */
export interface RecallHit {
  source: 'message' | 'summary' | 'memory';
  /** The message's id, or the first message a summary covers; 0 for a memory entry. */
  id: number;
  /** The last message a summary covers. */
  lastId?: number;
  /** When it was written (ms): a message's date, a summary's last message's, an entry's last write. */
  at: number;
  /** Who wrote the message ("you" for the persona); absent for a summary. */
  from?: string;
  /** The user id of who wrote it, so a fixture written from the turn can store the message again. */
  fromId?: string;
  /**
   * Which archived entry a memory hit is (a note's `scope` its chat, a memory's '', a person's
   * fact's the user with `id` the chat it was learned in), so a fixture written from the turn
   * can store it archived again.
   */
  entry?: { kind: MemoryKind; scope: string; id: string };
  text: string;
}

export interface SearchPort {
  /**
   * The best matches of `query` among one chat's stored messages and summaries and the archived
   * memory entries a turn in it could have been shown, best first.
   */
  recall(agent: string, chatId: ChatId, query: string, limit: number): Promise<RecallHit[]>;
}

/** Words of a query that count: at most this many, so a pasted paragraph stays one cheap query. */
const QUERY_WORDS = 12;

/**
 * The FTS5 query for what the model asked (pure): its words, each quoted (so no word is read as
 * an operator), all of them (`AND`) or any (`OR`), a word of four letters or more also as a
 * prefix ("birthday" finds "birthdays"). Undefined when the query has no word.
 */
export function ftsQuery(query: string, join: 'AND' | 'OR' = 'OR'): string | undefined {
  const words =
    query
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words)].slice(0, QUERY_WORDS);
  if (unique.length === 0) return undefined;
  return unique.map((w) => (w.length >= 4 ? `"${w}"*` : `"${w}"`)).join(` ${join} `);
}

/** Recall over SQLite's FTS5 index, kept in step with the tables by triggers. */
export class SqliteSearch implements SearchPort {
  constructor(private readonly db: Db) {}

  /** What holds every word comes first; what holds only some fills the places left. */
  async recall(agent: string, chatId: ChatId, query: string, limit: number): Promise<RecallHit[]> {
    const all = ftsQuery(query, 'AND');
    const any = ftsQuery(query, 'OR');
    if (all === undefined || any === undefined || limit <= 0) return [];
    const best = await this.#search(agent, chatId, all, limit);
    if (best.length >= limit || all === any) return best;
    const key = (h: RecallHit) => `${h.source}:${h.id}:${h.source === 'memory' ? h.text : ''}`;
    const taken = new Set(best.map(key));
    const more = await this.#search(agent, chatId, any, limit + best.length);
    return [...best, ...more.filter((h) => !taken.has(key(h)))].slice(0, limit);
  }

  async #search(agent: string, chatId: ChatId, match: string, limit: number): Promise<RecallHit[]> {
    // The chat is a condition on the joined row: a search never leaves the chat it runs in.
    const messages = await sql<{ msg_id: number; body: string; score: number }>`
      SELECT m.msg_id, m.body, bm25(recall_messages) AS score
      FROM recall_messages JOIN inbound_messages m ON m.rowid = recall_messages.rowid
      WHERE recall_messages MATCH ${match} AND m.agent = ${agent} AND m.chat_id = ${chatId}
      ORDER BY score LIMIT ${limit}`.execute(this.db);
    const summaries = await sql<{
      first_id: number;
      last_id: number;
      last_date: number;
      text: string;
      score: number;
    }>`
      SELECT s.first_id, s.last_id, s.last_date, s.text, bm25(recall_summaries) AS score
      FROM recall_summaries JOIN summaries s ON s.rowid = recall_summaries.rowid
      WHERE recall_summaries MATCH ${match} AND s.agent = ${agent} AND s.chat_id = ${chatId}
      ORDER BY score LIMIT ${limit}`.execute(this.db);
    // An archived entry is found where it could have been shown: a note in its chat, a memory
    // written there or shared, a person's fact learned there or shared; the operator's anywhere.
    const archived = await sql<{
      kind: MemoryKind;
      scope: string;
      id: string;
      text: string;
      updated_at: number;
      score: number;
    }>`
      SELECT e.kind, e.scope, e.id, e.text, e.updated_at, bm25(recall_memory) AS score
      FROM recall_memory JOIN memory_entries e ON e.rowid = recall_memory.rowid
      WHERE recall_memory MATCH ${match} AND e.agent = ${agent} AND e.archived_at IS NOT NULL
        AND ((e.kind = 'note' AND e.scope = ${chatId})
          OR (e.kind = 'memory' AND (e.origin_chat = ${chatId} OR e.origin_chat IS NULL OR e.shared = 1))
          OR (e.kind = 'person' AND (e.id = ${chatId} OR e.id = '' OR e.shared = 1)))
      ORDER BY score LIMIT ${limit}`.execute(this.db);
    const hits: { score: number; hit: RecallHit }[] = [
      ...archived.rows.map((r) => ({
        score: r.score,
        hit: {
          source: 'memory' as const,
          id: 0,
          at: r.updated_at,
          entry: { kind: r.kind, scope: r.scope, id: r.id },
          text: r.text,
        },
      })),
      ...messages.rows.map((r) => {
        const m = JSON.parse(r.body) as InboundMessage;
        const hit: RecallHit = { source: 'message', id: r.msg_id, at: m.date * 1000, text: m.text };
        hit.from = m.out ? 'you' : m.senderName;
        hit.fromId = m.senderId;
        return { score: r.score, hit };
      }),
      ...summaries.rows.map((r) => ({
        score: r.score,
        hit: { source: 'summary' as const, id: r.first_id, lastId: r.last_id, at: r.last_date, text: r.text },
      })),
    ];
    // bm25 is lower for a better match; ties go to the newer.
    hits.sort((a, b) => a.score - b.score || b.hit.at - a.hit.at);
    return hits.slice(0, limit).map((h) => h.hit);
  }
}

/** The index and the triggers that keep it in step with every insert, edit and delete (retention's too). */
export async function createRecallIndex(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE VIRTUAL TABLE recall_messages USING fts5(text, tokenize = 'unicode61 remove_diacritics 2')`,
    `CREATE VIRTUAL TABLE recall_summaries USING fts5(text, tokenize = 'unicode61 remove_diacritics 2')`,
    `CREATE TRIGGER recall_messages_insert AFTER INSERT ON inbound_messages BEGIN
       INSERT INTO recall_messages (rowid, text) VALUES (new.rowid, json_extract(new.body, '$.text'));
     END`,
    `CREATE TRIGGER recall_messages_delete AFTER DELETE ON inbound_messages BEGIN
       DELETE FROM recall_messages WHERE rowid = old.rowid;
     END`,
    `CREATE TRIGGER recall_messages_update AFTER UPDATE OF body ON inbound_messages BEGIN
       UPDATE recall_messages SET text = json_extract(new.body, '$.text') WHERE rowid = new.rowid;
     END`,
    `CREATE TRIGGER recall_summaries_insert AFTER INSERT ON summaries BEGIN
       INSERT INTO recall_summaries (rowid, text) VALUES (new.rowid, new.text);
     END`,
    `CREATE TRIGGER recall_summaries_delete AFTER DELETE ON summaries BEGIN
       DELETE FROM recall_summaries WHERE rowid = old.rowid;
     END`,
    `CREATE TRIGGER recall_summaries_update AFTER UPDATE OF text ON summaries BEGIN
       UPDATE recall_summaries SET text = new.text WHERE rowid = new.rowid;
     END`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
  for (const statement of REBUILD_CHATS) await sql.raw(statement).execute(db);
}

export async function dropRecallIndex(db: Kysely<unknown>): Promise<void> {
  for (const table of ['recall_messages', 'recall_summaries'])
    for (const change of ['insert', 'delete', 'update'])
      await sql.raw(`DROP TRIGGER ${table}_${change}`).execute(db);
  await sql.raw('DROP TABLE recall_messages').execute(db);
  await sql.raw('DROP TABLE recall_summaries').execute(db);
}

/** Refills the message and summary indexes from their tables. */
const REBUILD_CHATS: readonly string[] = [
  'DELETE FROM recall_messages',
  // A row whose stored body no longer reads as JSON (a damaged file) is left out, not fatal.
  `INSERT INTO recall_messages (rowid, text) SELECT rowid, json_extract(body, '$.text') FROM inbound_messages WHERE json_valid(body)`,
  'DELETE FROM recall_summaries',
  'INSERT INTO recall_summaries (rowid, text) SELECT rowid, text FROM summaries',
];

const REBUILD_MEMORY: readonly string[] = [
  'DELETE FROM recall_memory',
  'INSERT INTO recall_memory (rowid, text) SELECT rowid, text FROM memory_entries',
];

/**
 * Refills every index from the tables: at its creation, and after `VACUUM`, which may renumber
 * the rows the index names (run by `maintenance vacuum` on its own connection).
 */
export const REBUILD: readonly string[] = [...REBUILD_CHATS, ...REBUILD_MEMORY];

/**
 * Memory entries the cap archived stay findable: when each was archived (null: shown), and an
 * index of every entry's text (the search keeps to the archived ones), kept in step like the others.
 */
export async function addMemoryArchive(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('memory_entries').addColumn('archived_at', 'integer').execute();
  const statements = [
    `CREATE VIRTUAL TABLE recall_memory USING fts5(text, tokenize = 'unicode61 remove_diacritics 2')`,
    `CREATE TRIGGER recall_memory_insert AFTER INSERT ON memory_entries BEGIN
       INSERT INTO recall_memory (rowid, text) VALUES (new.rowid, new.text);
     END`,
    `CREATE TRIGGER recall_memory_delete AFTER DELETE ON memory_entries BEGIN
       DELETE FROM recall_memory WHERE rowid = old.rowid;
     END`,
    `CREATE TRIGGER recall_memory_update AFTER UPDATE OF text ON memory_entries BEGIN
       UPDATE recall_memory SET text = new.text WHERE rowid = new.rowid;
     END`,
    ...REBUILD_MEMORY,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function dropMemoryArchive(db: Kysely<unknown>): Promise<void> {
  for (const change of ['insert', 'delete', 'update'])
    await sql.raw(`DROP TRIGGER recall_memory_${change}`).execute(db);
  await sql.raw('DROP TABLE recall_memory').execute(db);
  await db.schema.alterTable('memory_entries').dropColumn('archived_at').execute();
}
