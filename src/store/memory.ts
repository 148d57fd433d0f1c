import type { ExpressionBuilder } from 'kysely';
import { groupOf } from '../telegram/topics.js';
import type { ChatId, MessageId, UserId } from '../telegram/types.js';
import {
  dropOver,
  dropPeopleOver,
  ENTRY_COLUMNS,
  type EntryRow,
  entry,
  HOUR_MS,
  keptSummaries,
  type MemoryEntry,
  nextId,
  type PersonEntry,
  peopleOf,
  type StoredSummary,
  type Summary,
} from './memory-rows.js';
import { prepared } from './prepared.js';
import { type Database, type Db, type MemoryKind, transaction } from './schema.js';

export type { MemoryEntry, PersonEntry, PersonFact, StoredSummary, Summary } from './memory-rows.js';

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
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  in(trx: Db): MemoryRepo {
    return new MemoryRepo(trx, this.now);
  }

  /** Runs `fn` with this repository bound to one transaction (joined when already in one). */
  transaction<T>(fn: (memory: MemoryRepo) => Promise<T>): Promise<T> {
    return transaction(this.db, (trx) => fn(trx === this.db ? this : new MemoryRepo(trx, this.now)));
  }

  /**
   * What a turn in `chatId` may be shown: its summaries and notes, the memories written in it or
   * shared, what was learned of the people given in it or shared. The last summary's `lastId`
   * is `summarisedUpTo`. A forum topic's summaries are its own; the rest is its group's.
   */
  async forChat(agent: string, conversation: ChatId, people: readonly UserId[]): Promise<ChatMemory> {
    const chatId = groupOf(conversation);
    const entries = this.db
      .selectFrom('memory_entries')
      .select(ENTRY_COLUMNS)
      .where('agent', '=', agent)
      .where('archived_at', 'is', null);
    const memories = (await CHAT_MEMORIES(this.db, { agent, chatId })).rows;
    const facts =
      people.length === 0
        ? []
        : await entries
            .where('kind', '=', 'person')
            .where('scope', 'in', [...people])
            // A fact follows the person only when shared (learned in a group, or marked); the operator's are everywhere.
            .where((eb) => eb.or([eb('id', '=', chatId), eb('id', '=', ''), eb('shared', '=', 1)]))
            .orderBy('created_at')
            .orderBy('id')
            .execute();
    return {
      summaries: keptSummaries((await SUMMARIES(this.db, { agent, chatId: conversation })).rows),
      notes: (await NOTES(this.db, { agent, chatId })).rows.map(entry),
      memories: memories.map(entry),
      people: peopleOf(facts),
    };
  }

  /** The chat's notes; with `archived`, those the cap archived too (the operator's listing). */
  async notes(agent: string, chatId: ChatId, archived = false): Promise<MemoryEntry[]> {
    return (await this.#entries(agent, 'note', groupOf(chatId), archived)).map(entry);
  }

  async memories(agent: string, archived = false): Promise<MemoryEntry[]> {
    return (await this.#entries(agent, 'memory', '', archived)).map(entry);
  }

  /**
   * What is known about these users (all of them when `users` is absent), by user id; with
   * `archived`, the facts the cap archived too.
   */
  async people(agent: string, users?: readonly UserId[], archived = false): Promise<PersonEntry[]> {
    if (users?.length === 0) return [];
    let query = this.db
      .selectFrom('memory_entries')
      .select(ENTRY_COLUMNS)
      .where('agent', '=', agent)
      .where('kind', '=', 'person');
    if (!archived) query = query.where('archived_at', 'is', null);
    // Only the people asked for: a turn must not read everyone the persona ever met.
    if (users) query = query.where('scope', 'in', [...users]);
    return peopleOf(await query.orderBy('created_at').orderBy('id').execute());
  }

  /** Chats that have notes or summaries (for the operator's listing). */
  async chats(agent: string): Promise<ChatId[]> {
    const rows = await this.db
      .selectFrom('memory_entries')
      .select('scope as chat')
      .where('agent', '=', agent)
      .where('kind', '=', 'note')
      .union(this.db.selectFrom('summaries').select('chat_id as chat').where('agent', '=', agent))
      .orderBy('chat')
      .execute();
    return rows.map((r) => r.chat);
  }

  /**
   * The chat's summaries, oldest first. One that another covers entirely is left out: it is a
   * part whose consolidated replacement was stored and whose deletion did not happen yet.
   */
  async summaries(agent: string, chatId: ChatId): Promise<StoredSummary[]> {
    return keptSummaries((await SUMMARIES(this.db, { agent, chatId })).rows);
  }

  /** The newest message id a summary covers: every message up to it is summarised, never again. */
  async summarisedUpTo(agent: string, chatId: ChatId): Promise<MessageId | undefined> {
    const row = await this.db
      .selectFrom('summaries')
      .select((eb) => eb.fn.max('last_id').as('last'))
      .where('agent', '=', agent)
      .where('chat_id', '=', chatId)
      .executeTakeFirst();
    return row?.last ?? undefined;
  }

  /**
   * Adds (no id), changes (an id and text) or deletes (an id and no text) a note of `chatId` or
   * a memory written in `chatId` (a forum topic's: its group's). Beyond `cap` the least recently
   * used entries are archived. An archived entry changed, or added again word for word, is shown again.
   */
  async write(
    agent: string,
    kind: 'note' | 'memory',
    conversation: ChatId,
    change: { id?: string; text: string; shared?: boolean; pinned?: boolean },
    cap: number,
  ): Promise<MemoryWrite> {
    const chatId = groupOf(conversation);
    const scope = kind === 'note' ? chatId : '';
    return transaction(this.db, async (trx) => {
      const id =
        change.id ??
        (await archivedAlike(trx, { agent, kind, scope, text: change.text, origin: chatId || null })) ??
        (await nextId(trx, agent, kind, scope));
      const e = {
        agent,
        kind,
        scope,
        id,
        text: change.text,
        origin: chatId || undefined,
        shared: change.shared,
        pinned: change.pinned,
      };
      return this.#put(trx, e, (now) => dropOver(trx, { agent, kind, scope }, id, cap, now));
    });
  }

  /**
   * Replaces (or with no text deletes) what the persona learned about `user` in `fact.chat`
   * (absent: the operator's own fact; a forum topic: its group). Beyond `cap` people, the least
   * recently used are archived whole; an archived fact written again is shown again.
   */
  async writePerson(
    agent: string,
    user: UserId,
    fact: { chat?: ChatId; text: string; shared?: boolean; pinned?: boolean },
    cap: number,
  ): Promise<MemoryWrite> {
    const chat = fact.chat === undefined ? undefined : groupOf(fact.chat);
    return transaction(this.db, async (trx) => {
      const e = { agent, kind: 'person' as const, scope: user, id: chat ?? '', text: fact.text };
      const write = await this.#put(
        trx,
        { ...e, origin: chat, shared: fact.shared, pinned: fact.pinned },
        (now) => dropPeopleOver(trx, agent, user, cap, now),
      );
      return { ...write, id: user };
    });
  }

  /**
   * Shares (or keeps private), or pins (or unpins), an entry: a note (`scope` its chat), a memory
   * (`scope` '') or a person's fact (`scope` the user, `id` the chat it was learned in); true when
   * the entry exists. A pinned archived entry is shown again.
   */
  async setFlag(
    agent: string,
    kind: MemoryKind,
    scope: string,
    id: string,
    flag: 'shared' | 'pinned',
    value: boolean,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('memory_entries')
      // Pinning an archived entry brings it back: a pinned entry is never out of context.
      .set(
        flag === 'shared'
          ? { shared: Number(value) }
          : value
            ? { pinned: 1, archived_at: null }
            : { pinned: 0 },
      )
      .where(isEntry({ agent, kind, scope, id }))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Forgets everything known about `user`; true when something was. */
  async forgetPerson(agent: string, user: UserId): Promise<boolean> {
    const result = await this.db
      .deleteFrom('memory_entries')
      .where('agent', '=', agent)
      .where('kind', '=', 'person')
      .where('scope', '=', user)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /**
   * What a turn showed was used now: the notes of its chat, the memories it may see and the
   * people given are the last to go at their caps. At most one write per entry an hour.
   */
  async touchShown(agent: string, conversation: ChatId, users: readonly UserId[]): Promise<void> {
    // A forum topic's notes and memories are its group's.
    const chatId = groupOf(conversation);
    const now = this.now();
    const stale = this.db
      .updateTable('memory_entries')
      .set({ used_at: now })
      .where('agent', '=', agent)
      .where('archived_at', 'is', null)
      .where('used_at', '<', now - HOUR_MS);
    await stale.where('kind', '=', 'note').where('scope', '=', chatId).execute();
    await stale
      .where('kind', '=', 'memory')
      .where('scope', '=', '')
      .where((eb) =>
        eb.or([eb('origin_chat', '=', chatId), eb('origin_chat', 'is', null), eb('shared', '=', 1)]),
      )
      .execute();
    if (users.length > 0)
      await stale
        .where('kind', '=', 'person')
        .where('scope', 'in', [...users])
        .execute();
  }

  /** Deletes one entry, shown or archived; true when it existed. */
  async forget(agent: string, kind: MemoryKind, scope: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('memory_entries')
      .where(isEntry({ agent, kind, scope, id }))
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /**
   * Takes one entry out of the standing context as the cap would, now (a replay seeds what a
   * recorded recall found archived); true when it existed.
   */
  async archive(agent: string, kind: MemoryKind, scope: string, id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('memory_entries')
      .set({ archived_at: this.now() })
      .where(isEntry({ agent, kind, scope, id }))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Stores a summary of messages that no summary covers yet. */
  async addSummary(agent: string, chatId: ChatId, summary: Summary): Promise<void> {
    await this.db
      .insertInto('summaries')
      .values({
        agent,
        chat_id: chatId,
        first_id: summary.firstId,
        last_id: summary.lastId,
        first_date: summary.firstDate,
        last_date: summary.lastDate,
        text: summary.text,
        created_at: this.now(),
      })
      .onConflict((oc) =>
        oc
          .columns(['agent', 'chat_id', 'first_id', 'last_id'])
          .doUpdateSet((eb) => ({ text: eb.ref('excluded.text') })),
      )
      .execute();
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
    await transaction(this.db, async (trx) => {
      await new MemoryRepo(trx, this.now).addSummary(agent, chatId, replacement);
      for (const part of parts) {
        if (part.firstId === replacement.firstId && part.lastId === replacement.lastId) continue;
        await trx
          .deleteFrom('summaries')
          .where('agent', '=', agent)
          .where('chat_id', '=', chatId)
          .where('first_id', '=', part.firstId)
          .where('last_id', '=', part.lastId)
          .execute();
      }
    });
  }

  /** Deletes a summary (the operator's `memory forget`); true when it existed. */
  async forgetSummary(agent: string, chatId: ChatId, firstId: MessageId): Promise<boolean> {
    const result = await this.db
      .deleteFrom('summaries')
      .where('agent', '=', agent)
      .where('chat_id', '=', chatId)
      .where('first_id', '=', firstId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /** A cleared conversation starts afresh: its notes and summaries go; memories and people stay. */
  async clearChat(agent: string, chatId: ChatId): Promise<void> {
    await transaction(this.db, async (trx) => {
      await trx
        .deleteFrom('memory_entries')
        .where('agent', '=', agent)
        .where('kind', '=', 'note')
        .where('scope', '=', chatId)
        .execute();
      await trx.deleteFrom('summaries').where('agent', '=', agent).where('chat_id', '=', chatId).execute();
    });
  }

  #entries(agent: string, kind: MemoryKind, scope: string, archived: boolean): Promise<EntryRow[]> {
    let query = this.db
      .selectFrom('memory_entries')
      .select(ENTRY_COLUMNS)
      .where('agent', '=', agent)
      .where('kind', '=', kind)
      .where('scope', '=', scope);
    if (!archived) query = query.where('archived_at', 'is', null);
    return query.orderBy('created_at').orderBy('id').execute();
  }

  async #put(
    db: Db,
    e: EntryKey & {
      text: string;
      origin: ChatId | undefined;
      /** Undefined: as it was (false for a new entry). */
      shared?: boolean | undefined;
      /** Undefined: as it was (false for a new entry). */
      pinned?: boolean | undefined;
    },
    /** Archives what the cap no longer holds once the entry is shown (new, or back from the archive). */
    makeRoom: (now: number) => Promise<string[]>,
  ): Promise<MemoryWrite> {
    const key: EntryKey = { agent: e.agent, kind: e.kind, scope: e.scope, id: e.id };
    if (e.text === '') {
      const deleted = await db.deleteFrom('memory_entries').where(isEntry(key)).executeTakeFirst();
      return { action: deleted.numDeletedRows > 0n ? 'deleted' : 'unknown', id: e.id, dropped: [] };
    }
    const now = this.now();
    const flags = {
      ...(e.shared === undefined ? {} : { shared: Number(e.shared) }),
      ...(e.pinned === undefined ? {} : { pinned: Number(e.pinned) }),
    };
    const before = await db
      .selectFrom('memory_entries')
      .select(['archived_at', 'pinned'])
      .where(isEntry(key))
      .executeTakeFirst();
    if (before) {
      await db
        .updateTable('memory_entries')
        .set({ text: e.text, updated_at: now, used_at: now, archived_at: null, ...flags })
        .where(isEntry(key))
        .execute();
      // Back from the archive, or unpinned by this write: the cap counts it again.
      const counted = before.archived_at !== null || (before.pinned === 1 && e.pinned === false);
      const dropped = counted ? await makeRoom(now) : [];
      return { action: 'changed', id: e.id, dropped };
    }
    await db
      .insertInto('memory_entries')
      .values({
        ...key,
        text: e.text,
        origin_chat: e.origin ?? null,
        shared: flags.shared ?? 0,
        pinned: flags.pinned ?? 0,
        created_at: now,
        updated_at: now,
        used_at: now,
      })
      .execute();
    return { action: 'added', id: e.id, dropped: await makeRoom(now) };
  }
}

/** What every turn reads, compiled once. */
const SUMMARIES = prepared((db, p: { agent: string; chatId: ChatId }) =>
  db
    .selectFrom('summaries')
    .select(['first_id', 'last_id', 'first_date', 'last_date', 'text', 'created_at'])
    .where('agent', '=', p.agent)
    .where('chat_id', '=', p.chatId)
    .orderBy('first_id')
    .orderBy('last_id', 'desc'),
);
const NOTES = prepared((db, p: { agent: string; chatId: ChatId }) =>
  db
    .selectFrom('memory_entries')
    .select(ENTRY_COLUMNS)
    .where('agent', '=', p.agent)
    .where('kind', '=', 'note')
    .where('scope', '=', p.chatId)
    .where('archived_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id'),
);
const CHAT_MEMORIES = prepared((db, p: { agent: string; chatId: ChatId }) =>
  db
    .selectFrom('memory_entries')
    .select(ENTRY_COLUMNS)
    .where('agent', '=', p.agent)
    .where('kind', '=', 'memory')
    .where('scope', '=', '')
    .where('archived_at', 'is', null)
    // A memory is private to the chat it was written in unless shared; the operator's are everywhere.
    .where((eb) =>
      eb.or([eb('origin_chat', '=', p.chatId), eb('origin_chat', 'is', null), eb('shared', '=', 1)]),
    )
    .orderBy('created_at')
    .orderBy('id'),
);

/** What names one memory entry. */
interface EntryKey {
  agent: string;
  kind: MemoryKind;
  scope: string;
  id: string;
}

/** The id of an archived entry with this text, written where this one is: writing it again brings it back. */
async function archivedAlike(
  db: Db,
  e: { agent: string; kind: MemoryKind; scope: string; text: string; origin: string | null },
): Promise<string | undefined> {
  const row = await db
    .selectFrom('memory_entries')
    .select('id')
    .where('agent', '=', e.agent)
    .where('kind', '=', e.kind)
    .where('scope', '=', e.scope)
    .where('text', '=', e.text)
    .where('origin_chat', 'is', e.origin)
    .where('archived_at', 'is not', null)
    .executeTakeFirst();
  return row?.id;
}

/** The condition that picks one entry. */
function isEntry(key: EntryKey) {
  return (eb: ExpressionBuilder<Database, 'memory_entries'>) =>
    eb.and({ agent: key.agent, kind: key.kind, scope: key.scope, id: key.id });
}
