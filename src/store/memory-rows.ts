import type { ChatId, MessageId, UserId } from '../telegram/types.js';
import type { Db, MemoryKind } from './schema.js';

/*
 * The rows of the memory tables as SQL returns them, and the statements MemoryRepo shares.
 */

/** A note the persona keeps about one chat, or a memory it keeps across chats. */
export interface MemoryEntry {
  id: string;
  text: string;
  /** The chat a memory was written in; a note's own chat. */
  chat?: ChatId;
  /** A memory shown in every chat, not only the one it was written in. */
  shared: boolean;
  /** Never dropped at the cap (absent: not pinned). */
  pinned?: boolean;
  createdAt: number;
  updatedAt: number;
  /** Last shown to a turn or written (what eviction goes by). */
  usedAt: number;
  /** When the cap archived it: not shown, found by recall (absent: shown). */
  archivedAt?: number;
}

/** What the persona learned about a person in one chat. */
export interface PersonFact {
  /** Where it was learned; absent when the operator wrote it (shown everywhere). */
  chat?: ChatId;
  text: string;
  /** It follows the person into other chats (learned in a group, or marked shared). */
  shared: boolean;
  /** Never dropped at the cap, nor then its person (absent: not pinned). */
  pinned?: boolean;
  updatedAt: number;
  /** Last shown to a turn or written (what eviction goes by). */
  usedAt: number;
  /** When the cap archived it: not shown, found by recall (absent: shown). */
  archivedAt?: number;
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

/** A summary as stored: when it was written besides. */
export interface StoredSummary extends Summary {
  createdAt: number;
}

/** The short id prefix of each kind the persona numbers itself. */
const PREFIX: Record<Exclude<MemoryKind, 'person'>, string> = { note: 'n', memory: 'm' };

export interface EntryRow {
  id: string;
  scope: string;
  text: string;
  origin_chat: string | null;
  shared: number;
  pinned: number;
  created_at: number;
  updated_at: number;
  used_at: number;
  archived_at: number | null;
}

export interface SummaryRow {
  first_id: number;
  last_id: number;
  first_date: number;
  last_date: number;
  text: string;
  created_at: number;
}

export const HOUR_MS = 3_600_000;

/** The columns of an entry as `EntryRow` holds them. */
export const ENTRY_COLUMNS = [
  'id',
  'scope',
  'text',
  'origin_chat',
  'shared',
  'pinned',
  'created_at',
  'updated_at',
  'used_at',
  'archived_at',
] as const satisfies readonly (keyof EntryRow)[];

/**
 * Beyond `cap` shown entries of one kind in one scope (the one just written, `keep`, counted), the
 * least recently used unpinned ones are archived at `now`; pinned entries never are, even when they
 * alone fill the cap.
 */
export async function dropOver(
  db: Db,
  key: { agent: string; kind: MemoryKind; scope: string },
  keep: string,
  cap: number,
  now: number,
): Promise<string[]> {
  const others = await db
    .selectFrom('memory_entries')
    .select(['id', 'pinned'])
    .where('agent', '=', key.agent)
    .where('kind', '=', key.kind)
    .where('scope', '=', key.scope)
    .where('id', '<>', keep)
    .where('archived_at', 'is', null)
    .orderBy('used_at')
    .orderBy('updated_at')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const excess = others.length + 1 - Math.max(1, cap);
  const dropped = others
    .filter((r) => r.pinned === 0)
    .slice(0, Math.max(0, excess))
    .map((r) => r.id);
  for (const id of dropped)
    await db
      .updateTable('memory_entries')
      .set({ archived_at: now })
      .where('agent', '=', key.agent)
      .where('kind', '=', key.kind)
      .where('scope', '=', key.scope)
      .where('id', '=', id)
      .execute();
  return dropped;
}

/**
 * Beyond `cap` shown people, the least recently used (by their most recently used fact) are
 * archived at `now` with all their facts; a person with a pinned fact never is.
 */
export async function dropPeopleOver(
  db: Db,
  agent: string,
  keep: UserId,
  cap: number,
  now: number,
): Promise<string[]> {
  const people = await db
    .selectFrom('memory_entries')
    .select((eb) => ['scope', eb.fn.max('pinned').as('pinned')])
    .where('agent', '=', agent)
    .where('kind', '=', 'person')
    .where('scope', '<>', keep)
    .where('archived_at', 'is', null)
    .groupBy('scope')
    .orderBy((eb) => eb.fn.max('used_at'))
    .orderBy((eb) => eb.fn.max('updated_at'))
    .orderBy((eb) => eb.fn.min('created_at'))
    .orderBy('scope')
    .execute();
  const excess = people.length + 1 - Math.max(1, cap);
  const dropped = people
    .filter((r) => Number(r.pinned) === 0)
    .slice(0, Math.max(0, excess))
    .map((r) => r.scope);
  for (const user of dropped)
    await db
      .updateTable('memory_entries')
      .set({ archived_at: now })
      .where('agent', '=', agent)
      .where('kind', '=', 'person')
      .where('scope', '=', user)
      .where('archived_at', 'is', null)
      .execute();
  return dropped;
}

/** The next free short id of a kind in a scope: `n1`, `n2`, … (the highest plus one). */
export async function nextId(db: Db, agent: string, kind: 'note' | 'memory', scope: string): Promise<string> {
  const rows = await db
    .selectFrom('memory_entries')
    .select('id')
    .where('agent', '=', agent)
    .where('kind', '=', kind)
    .where('scope', '=', scope)
    .execute();
  const prefix = PREFIX[kind];
  const highest = rows.reduce((max, r) => {
    const n = r.id.startsWith(prefix) ? Number(r.id.slice(prefix.length)) : Number.NaN;
    return Number.isSafeInteger(n) ? Math.max(max, n) : max;
  }, 0);
  return `${prefix}${highest + 1}`;
}

/** Facts grouped by person, in the order their first fact was written; a person's text is its facts' joined. */
export function peopleOf(rows: readonly EntryRow[]): PersonEntry[] {
  const byUser = new Map<string, PersonEntry>();
  for (const r of rows) {
    const fact: PersonFact = {
      text: r.text,
      shared: r.shared === 1,
      updatedAt: r.updated_at,
      usedAt: r.used_at,
    };
    if (r.origin_chat !== null) fact.chat = r.origin_chat;
    if (r.pinned === 1) fact.pinned = true;
    if (r.archived_at !== null) fact.archivedAt = r.archived_at;
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
export function keptSummaries(rows: readonly SummaryRow[]): StoredSummary[] {
  const kept: StoredSummary[] = [];
  for (const r of rows) {
    const last = kept.at(-1);
    if (last && r.last_id <= last.lastId) continue;
    kept.push({
      firstId: r.first_id,
      lastId: r.last_id,
      firstDate: r.first_date,
      lastDate: r.last_date,
      text: r.text,
      createdAt: r.created_at,
    });
  }
  return kept;
}

export function entry(r: EntryRow): MemoryEntry {
  const e: MemoryEntry = {
    id: r.id,
    text: r.text,
    shared: r.shared === 1,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    usedAt: r.used_at,
  };
  if (r.origin_chat !== null) e.chat = r.origin_chat;
  if (r.pinned === 1) e.pinned = true;
  if (r.archived_at !== null) e.archivedAt = r.archived_at;
  return e;
}
