import type { MessageId, UserId } from '../telegram/types.js';
import type { Db, MemoryKind } from './schema.js';

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

/** A summary of a chat's messages `firstId`..`lastId`, dated by the first and last of them. */
export interface Summary {
  firstId: MessageId;
  lastId: MessageId;
  firstDate: number;
  lastDate: number;
  text: string;
}

export const HOUR_MS = 3_600_000;

/** The columns of an entry as `EntryRow` holds them. */
export const ENTRY_COLUMNS = [
  'id',
  'scope',
  'text',
  'origin_chat',
  'shared',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof EntryRow)[];

/** Beyond `cap` people, the least recently used (by their most recent fact) go with all their facts. */
export async function dropPeopleOver(db: Db, agent: string, keep: UserId, cap: number): Promise<string[]> {
  const people = await db
    .selectFrom('memory_entries')
    .select('scope')
    .where('agent', '=', agent)
    .where('kind', '=', 'person')
    .where('scope', '<>', keep)
    .groupBy('scope')
    .orderBy((eb) => eb.fn.max('used_at'))
    .orderBy((eb) => eb.fn.max('updated_at'))
    .orderBy((eb) => eb.fn.min('created_at'))
    .orderBy('scope')
    .execute();
  const dropped = people.slice(0, Math.max(0, people.length + 1 - Math.max(1, cap))).map((r) => r.scope);
  for (const user of dropped)
    await db
      .deleteFrom('memory_entries')
      .where('agent', '=', agent)
      .where('kind', '=', 'person')
      .where('scope', '=', user)
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

/** A chat's summaries, leaving out one another covers entirely (a part whose replacement is stored). */
export function keptSummaries(rows: readonly SummaryRow[]): Summary[] {
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
