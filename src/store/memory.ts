import type { ChatId, MessageId, UserId } from '../telegram/types.js';
import {
  dropPeopleOver,
  type EntryRow,
  forChatSql,
  HOUR_MS,
  type MemoryRow,
  nextId,
  ROW_COLUMNS,
  type SummaryRow,
} from './memory-rows.js';
import type { Db, MemoryKind } from './schema.js';
import { placeholders, type Sql, sqlOf } from './sql.js';

/** A note the persona keeps about one chat, or a memory it keeps across chats. */
export interface MemoryEntry {
  id: string;
  text: string;
  /** The chat a memory was written in; a note's own chat. */
  chat?: ChatId;
  /** A memory shown in every chat, not only the one it was written in. */
  shared: boolean;
  createdAt: number;
  updatedAt: number;
}

/** What the persona learned about a person in one chat. */
export interface PersonFact {
  /** Where it was learned; absent when the operator wrote it (shown everywhere). */
  chat?: ChatId;
  text: string;
  /** It follows the person into other chats (learned in a group, or marked shared). */
  shared: boolean;
  updatedAt: number;
}

/** What the persona knows about one Telegram user: its facts, and their texts joined. */
export interface PersonEntry {
  user: UserId;
  text: string;
  updatedAt: number;
  facts: PersonFact[];
}

/** A summary of a chat's messages `firstId`..`lastId`, dated by the first and last of them. */
export interface Summary {
  firstId: MessageId;
  lastId: MessageId;
  firstDate: number;
  lastDate: number;
  text: string;
}

/** Everything the persona remembers that concerns one chat. */
export interface ChatMemory {
  summaries: Summary[];
  notes: MemoryEntry[];
  memories: MemoryEntry[];
  people: PersonEntry[];
}

/** What one write did: the id written, and what the cap pushed out. */
export interface MemoryWrite {
  action: 'added' | 'changed' | 'deleted' | 'unknown';
  id: string;
  /** Ids dropped to stay within the cap, least recently used first. */
  dropped: string[];
}

/**
 * The persona's memory: notes per chat, memories across chats, people, and each chat's rolling
 * summaries. Reads are a few indexed statements per turn; every write is one statement or one
 * transaction, and a replaced summary is deleted only after its replacement is stored.
 */
export class MemoryRepo {
  readonly #sql: Sql;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    this.#sql = sqlOf(db);
  }

  in(trx: Db): MemoryRepo {
    return new MemoryRepo(trx, this.now);
  }

  /**
   * What a turn in `chatId` may be shown: its summaries and notes, the memories written in it or
   * shared, what was learned of the people given in it or shared. One statement, since every
   * turn reads it; the last summary's `lastId` is `summarisedUpTo`.
   */
  async forChat(agent: string, chatId: ChatId, people: readonly UserId[]): Promise<ChatMemory> {
    const rows = await this.#sql.all<MemoryRow>(forChatSql(people.length), [
      agent,
      chatId,
      agent,
      chatId,
      agent,
      chatId,
      ...(people.length > 0 ? [agent, ...people, chatId] : []),
    ]);
    const facts: EntryRow[] = [];
    const memory: ChatMemory = { summaries: [], notes: [], memories: [], people: [] };
    const summaryRows: SummaryRow[] = [];
    for (const r of rows) {
      if (r.part === 'summary')
        summaryRows.push({
          first_id: r.a,
          last_id: r.b ?? r.a,
          first_date: r.c ?? 0,
          last_date: r.d,
          text: r.text,
        });
      else {
        const row: EntryRow = {
          id: r.id ?? '',
          scope: r.scope ?? '',
          text: r.text,
          origin_chat: r.origin_chat,
          shared: r.shared,
          created_at: r.a,
          updated_at: r.d,
        };
        if (r.part === 'person') facts.push(row);
        else (r.part === 'note' ? memory.notes : memory.memories).push(entry(row));
      }
    }
    memory.people = peopleOf(facts);
    memory.summaries = keptSummaries(summaryRows);
    return memory;
  }

  async notes(agent: string, chatId: ChatId): Promise<MemoryEntry[]> {
    return (await this.#entries(agent, 'note', chatId)).map(entry);
  }

  async memories(agent: string): Promise<MemoryEntry[]> {
    return (await this.#entries(agent, 'memory', '')).map(entry);
  }

  /** What is known about these users (all of them when `users` is absent), by user id. */
  async people(agent: string, users?: readonly UserId[]): Promise<PersonEntry[]> {
    if (users?.length === 0) return [];
    // Only the people asked for: a turn must not read everyone the persona ever met.
    const rows = await this.#sql.all<EntryRow>(
      `SELECT ${ROW_COLUMNS} FROM memory_entries
       WHERE agent = ? AND kind = 'person'${users ? ` AND scope IN (${placeholders(users.length)})` : ''}
       ORDER BY created_at, id`,
      [agent, ...(users ?? [])],
    );
    return peopleOf(rows);
  }

  /** Chats that have notes or summaries (for the operator's listing). */
  async chats(agent: string): Promise<ChatId[]> {
    const rows = await this.#sql.all<{ chat: string }>(
      `SELECT scope AS chat FROM memory_entries WHERE agent = ? AND kind = 'note'
       UNION SELECT chat_id AS chat FROM summaries WHERE agent = ? ORDER BY chat`,
      [agent, agent],
    );
    return rows.map((r) => r.chat);
  }

  /**
   * The chat's summaries, oldest first. One that another covers entirely is left out: it is a
   * part whose consolidated replacement was stored and whose deletion did not happen yet.
   */
  async summaries(agent: string, chatId: ChatId): Promise<Summary[]> {
    const rows = await this.#sql.all<SummaryRow>(
      `SELECT first_id, last_id, first_date, last_date, text FROM summaries
       WHERE agent = ? AND chat_id = ? ORDER BY first_id, last_id DESC`,
      [agent, chatId],
    );
    return keptSummaries(rows);
  }

  /** The newest message id a summary covers: every message up to it is summarised, never again. */
  async summarisedUpTo(agent: string, chatId: ChatId): Promise<MessageId | undefined> {
    const row = await this.#sql.get<{ last: number | null }>(
      'SELECT max(last_id) AS last FROM summaries WHERE agent = ? AND chat_id = ?',
      [agent, chatId],
    );
    return row?.last ?? undefined;
  }

  /**
   * Adds (no id), changes (an id and text) or deletes (an id and no text) a note of `chatId` or
   * a memory written in `chatId`. Beyond `cap` the least recently used entries are dropped.
   */
  async write(
    agent: string,
    kind: 'note' | 'memory',
    chatId: ChatId,
    change: { id?: string; text: string; shared?: boolean },
    cap: number,
  ): Promise<MemoryWrite> {
    const scope = kind === 'note' ? chatId : '';
    return this.#sql.transaction(async (sql) => {
      const id = change.id ?? (await nextId(sql, agent, kind, scope));
      const e = {
        agent,
        kind,
        scope,
        id,
        text: change.text,
        origin: chatId || undefined,
        shared: change.shared,
      };
      return this.#put(sql, e, cap);
    });
  }

  /**
   * Replaces (or with no text deletes) what the persona learned about `user` in `fact.chat`
   * (absent: the operator's own fact). Beyond `cap` people, the least recently used go whole.
   */
  async writePerson(
    agent: string,
    user: UserId,
    fact: { chat?: ChatId; text: string; shared?: boolean },
    cap: number,
  ): Promise<MemoryWrite> {
    return this.#sql.transaction(async (sql) => {
      const e = { agent, kind: 'person' as const, scope: user, id: fact.chat ?? '', text: fact.text };
      const write = await this.#put(
        sql,
        { ...e, origin: fact.chat, shared: fact.shared },
        Number.MAX_SAFE_INTEGER,
      );
      const dropped = write.action === 'added' ? await dropPeopleOver(sql, agent, user, cap) : [];
      return { ...write, id: user, dropped };
    });
  }

  /**
   * Shares (or keeps private) a memory (`scope` '') or a person's fact (`scope` the user, `id`
   * the chat it was learned in); true when the entry exists.
   */
  async setShared(
    agent: string,
    kind: 'memory' | 'person',
    scope: string,
    id: string,
    shared: boolean,
  ): Promise<boolean> {
    const changed = await this.#sql.run(
      'UPDATE memory_entries SET shared = ? WHERE agent = ? AND kind = ? AND scope = ? AND id = ?',
      [Number(shared), agent, kind, scope, id],
    );
    return changed > 0;
  }

  /** Forgets everything known about `user`; true when something was. */
  async forgetPerson(agent: string, user: UserId): Promise<boolean> {
    const deleted = await this.#sql.run(
      "DELETE FROM memory_entries WHERE agent = ? AND kind = 'person' AND scope = ?",
      [agent, user],
    );
    return deleted > 0;
  }

  /** The people shown in a turn were used now: they are the last to go at the cap. */
  async touchPeople(agent: string, users: readonly UserId[]): Promise<void> {
    const now = this.now();
    for (const user of users)
      await this.#sql.run(
        `UPDATE memory_entries SET used_at = ? WHERE agent = ? AND kind = 'person' AND scope = ? AND used_at < ?`,
        [now, agent, user, now - HOUR_MS],
      );
  }

  /** Deletes one entry; true when it existed. */
  async forget(agent: string, kind: MemoryKind, scope: string, id: string): Promise<boolean> {
    const deleted = await this.#sql.run(
      'DELETE FROM memory_entries WHERE agent = ? AND kind = ? AND scope = ? AND id = ?',
      [agent, kind, scope, id],
    );
    return deleted > 0;
  }

  /** Stores a summary of messages that no summary covers yet. */
  async addSummary(agent: string, chatId: ChatId, summary: Summary): Promise<void> {
    await this.#sql.run(
      `INSERT INTO summaries (agent, chat_id, first_id, last_id, first_date, last_date, text, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (agent, chat_id, first_id, last_id) DO UPDATE SET text = excluded.text`,
      [
        agent,
        chatId,
        summary.firstId,
        summary.lastId,
        summary.firstDate,
        summary.lastDate,
        summary.text,
        this.now(),
      ],
    );
  }

  /**
   * Replaces consecutive summaries with one covering them all: the replacement is stored first,
   * then the parts are deleted, in one transaction (and reads skip covered parts besides).
   */
  async consolidate(
    agent: string,
    chatId: ChatId,
    replacement: Summary,
    parts: readonly Summary[],
  ): Promise<void> {
    await this.#sql.transaction(async (sql) => {
      await new MemoryRepo(sql.db, this.now).addSummary(agent, chatId, replacement);
      for (const part of parts) {
        if (part.firstId === replacement.firstId && part.lastId === replacement.lastId) continue;
        await sql.run(
          'DELETE FROM summaries WHERE agent = ? AND chat_id = ? AND first_id = ? AND last_id = ?',
          [agent, chatId, part.firstId, part.lastId],
        );
      }
    });
  }

  /** Deletes a summary (the operator's `memory forget`); true when it existed. */
  async forgetSummary(agent: string, chatId: ChatId, firstId: MessageId): Promise<boolean> {
    const deleted = await this.#sql.run(
      'DELETE FROM summaries WHERE agent = ? AND chat_id = ? AND first_id = ?',
      [agent, chatId, firstId],
    );
    return deleted > 0;
  }

  /** A cleared conversation starts afresh: its notes and summaries go; memories and people stay. */
  async clearChat(agent: string, chatId: ChatId): Promise<void> {
    await this.#sql.transaction(async (sql) => {
      await sql.run("DELETE FROM memory_entries WHERE agent = ? AND kind = 'note' AND scope = ?", [
        agent,
        chatId,
      ]);
      await sql.run('DELETE FROM summaries WHERE agent = ? AND chat_id = ?', [agent, chatId]);
    });
  }

  #entries(agent: string, kind: MemoryKind, scope: string): Promise<EntryRow[]> {
    return this.#sql.all<EntryRow>(
      `SELECT ${ROW_COLUMNS} FROM memory_entries
       WHERE agent = ? AND kind = ? AND scope = ? ORDER BY created_at, id`,
      [agent, kind, scope],
    );
  }

  async #put(
    sql: Sql,
    e: {
      agent: string;
      kind: MemoryKind;
      scope: string;
      id: string;
      text: string;
      origin: ChatId | undefined;
      /** Undefined: as it was (false for a new entry). */
      shared?: boolean | undefined;
    },
    cap: number,
  ): Promise<MemoryWrite> {
    const key = [e.agent, e.kind, e.scope, e.id];
    if (e.text === '') {
      const deleted = await sql.run(
        'DELETE FROM memory_entries WHERE agent = ? AND kind = ? AND scope = ? AND id = ?',
        key,
      );
      return { action: deleted > 0 ? 'deleted' : 'unknown', id: e.id, dropped: [] };
    }
    const now = this.now();
    const shared = e.shared === undefined ? null : Number(e.shared);
    const changed = await sql.run(
      'UPDATE memory_entries SET text = ?, shared = COALESCE(?, shared), updated_at = ?, used_at = ? WHERE agent = ? AND kind = ? AND scope = ? AND id = ?',
      [e.text, shared, now, now, ...key],
    );
    if (changed > 0) return { action: 'changed', id: e.id, dropped: [] };
    await sql.run(
      `INSERT INTO memory_entries (agent, kind, scope, id, text, origin_chat, shared, created_at, updated_at, used_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [...key, e.text, e.origin ?? null, shared ?? 0, now, now, now],
    );
    const over = await sql.all<{ id: string }>(
      `SELECT id FROM memory_entries WHERE agent = ? AND kind = ? AND scope = ? AND id <> ?
       ORDER BY used_at, updated_at, created_at, id`,
      [e.agent, e.kind, e.scope, e.id],
    );
    const dropped = over.slice(0, Math.max(0, over.length + 1 - Math.max(1, cap))).map((r) => r.id);
    for (const id of dropped)
      await sql.run('DELETE FROM memory_entries WHERE agent = ? AND kind = ? AND scope = ? AND id = ?', [
        e.agent,
        e.kind,
        e.scope,
        id,
      ]);
    return { action: 'added', id: e.id, dropped };
  }
}

/** Facts grouped by person, in the order their first fact was written; a person's text is its facts' joined. */
function peopleOf(rows: readonly EntryRow[]): PersonEntry[] {
  const byUser = new Map<string, PersonEntry>();
  for (const r of rows) {
    const fact: PersonFact = { text: r.text, shared: r.shared === 1, updatedAt: r.updated_at };
    if (r.origin_chat !== null) fact.chat = r.origin_chat;
    const known = byUser.get(r.scope);
    if (!known) byUser.set(r.scope, { user: r.scope, text: r.text, updatedAt: r.updated_at, facts: [fact] });
    else {
      known.facts.push(fact);
      known.text = `${known.text}\n${r.text}`;
      known.updatedAt = Math.max(known.updatedAt, r.updated_at);
    }
  }
  return [...byUser.values()];
}

/** A chat's summaries, leaving out one another covers entirely (a part whose replacement is stored). */
function keptSummaries(rows: readonly SummaryRow[]): Summary[] {
  const kept: Summary[] = [];
  for (const r of rows) {
    const last = kept.at(-1);
    if (last && r.last_id <= last.lastId) continue;
    kept.push({
      firstId: r.first_id,
      lastId: r.last_id,
      firstDate: r.first_date,
      lastDate: r.last_date,
      text: r.text,
    });
  }
  return kept;
}

function entry(r: EntryRow): MemoryEntry {
  const e: MemoryEntry = {
    id: r.id,
    text: r.text,
    shared: r.shared === 1,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
  if (r.origin_chat !== null) e.chat = r.origin_chat;
  return e;
}
