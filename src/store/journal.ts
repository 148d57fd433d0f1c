import type { Selectable } from 'kysely';
import type { JournalAction, JournalTurn, TurnJournalPort } from '../tasks/journal.js';
import type { ChatId } from '../telegram/types.js';
import {
  deflateJson,
  inflateJson,
  type Place,
  packedTurn,
  placeParts,
  placesOf,
  rebuildTurn,
  splitTurn,
  unpackTurn,
} from './journal-pack.js';
import type { Db, TurnJournalTable } from './schema.js';

/** A journal row read back: the turn, its plan's graph, and its actions once the plan settled. */
export interface JournalEntry {
  turn: JournalTurn;
  graphId: string | undefined;
  actions: JournalAction[] | undefined;
}

/** Chats whose newest turn's parts are kept in memory, so the next turn finds them without a read. */
const CHATS_REMEMBERED = 256;

/**
 * The turn journal: one row per turn with its answer, plan and request, and the fate of its
 * actions once the plan settled. A turn's parts (journal-pack.ts) are stored once: those its
 * chat's previous turn already stored are named by their place, the new ones go into one
 * `journal_parts` row of their own. A parts row is stamped with the time of the newest turn
 * that uses it, so pruning the turns by age (`deleteJournalTurns`) and then the parts rows by
 * that stamp (`deleteJournalParts`) drops exactly what no kept turn uses. Rows are written once
 * and updated once; nothing the engine does depends on them.
 */
export class TurnJournal implements TurnJournalPort {
  /** Per chat, where the parts of its newest journalled turn are (most recently used last). */
  readonly #chats = new Map<string, Map<string, Place>>();

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Records a turn (again, should a turn retried after a crash be recorded twice). */
  async record(turn: JournalTurn, graphId: string | undefined): Promise<void> {
    const { frame, parts } = splitTurn(turn);
    const chat = JSON.stringify([turn.agent, turn.chatId]);
    const previous = this.#chats.get(chat) ?? (await this.#newestPlaces(turn.agent, turn.chatId));
    const places = await this.db.transaction().execute(async (trx) => {
      // The previous turn's rows still there (pruning may have dropped them since), stamped anew.
      const wanted = new Set(parts.flatMap((part) => previous.get(part)?.row ?? []));
      const alive = new Set<number>();
      if (wanted.size > 0) {
        const rows = await trx
          .selectFrom('journal_parts')
          .select('id')
          .where('id', 'in', [...wanted])
          .execute();
        for (const { id } of rows) alive.add(id);
      }
      if (alive.size > 0)
        await trx
          .updateTable('journal_parts')
          .set({ used_at: turn.at })
          .where('id', 'in', [...alive])
          .where('used_at', '<', turn.at)
          .execute();
      const placed = placeParts(parts, (part) => {
        const place = previous.get(part);
        return place && alive.has(place.row) ? place : undefined;
      });
      let row = 0;
      if (placed.fresh.length > 0) {
        const inserted = await trx
          .insertInto('journal_parts')
          .values({ agent: turn.agent, used_at: turn.at, body: deflateJson(placed.fresh) })
          .returning('id')
          .executeTakeFirstOrThrow();
        row = inserted.id;
      }
      const places = placed.placesIn(row);
      await trx
        .insertInto('turn_journal')
        .values({
          turn_id: turn.turnId,
          agent: turn.agent,
          chat_id: turn.chatId,
          at: turn.at,
          trigger: turn.trigger,
          target_id: turn.targetId ?? null,
          graph_id: graphId ?? null,
          body: '',
          packed: deflateJson(packedTurn(frame, places)),
          actions: null,
          packed_actions: null,
          updated_at: this.now(),
        })
        .onConflict((oc) =>
          oc.column('turn_id').doUpdateSet((eb) => ({
            body: eb.ref('excluded.body'),
            packed: eb.ref('excluded.packed'),
            graph_id: eb.ref('excluded.graph_id'),
          })),
        )
        .execute();
      return places;
    });
    this.#remember(chat, new Map(parts.map((part, i) => [part, places[i] as Place])));
  }

  async settle(graphId: string, actions: readonly JournalAction[]): Promise<void> {
    await this.db
      .updateTable('turn_journal')
      .set({ packed_actions: deflateJson(actions), updated_at: this.now() })
      .where('graph_id', '=', graphId)
      .execute();
  }

  /** A chat's newest turns, newest first. */
  async ofChat(agent: string, chatId: ChatId, limit = 50): Promise<JournalEntry[]> {
    const rows = await this.db
      .selectFrom('turn_journal')
      .selectAll()
      .where('agent', '=', agent)
      .where('chat_id', '=', chatId)
      .orderBy('at', 'desc')
      .orderBy('turn_id', 'desc')
      .limit(limit)
      .execute();
    return this.#entries(rows);
  }

  /** The persona's newest turn in any chat. */
  async newest(agent: string): Promise<JournalEntry | undefined> {
    const row = await this.db
      .selectFrom('turn_journal')
      .selectAll()
      .where('agent', '=', agent)
      .orderBy('at', 'desc')
      .orderBy('turn_id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? (await this.#entries([row]))[0] : undefined;
  }

  async get(turnId: string): Promise<JournalEntry | undefined> {
    const row = await this.db
      .selectFrom('turn_journal')
      .selectAll()
      .where('turn_id', '=', turnId)
      .executeTakeFirst();
    return row ? (await this.#entries([row]))[0] : undefined;
  }

  /** Turns of a persona since a time: how many there were, per chat. */
  async countSince(agent: string, since: number): Promise<number> {
    const row = await this.db
      .selectFrom('turn_journal')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('agent', '=', agent)
      .where('at', '>=', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async #entries(rows: readonly Selectable<TurnJournalTable>[]): Promise<JournalEntry[]> {
    const packed = rows.map((row) => (row.packed ? unpackTurn(row.packed) : undefined));
    const parts = await this.#parts(packed.flatMap((p) => p?.rows ?? []));
    return rows.map((row, i) => {
      const p = packed[i];
      return {
        // Rows written before parts were stored apart hold the whole turn.
        turn: p ? rebuildTurn(p, (id) => parts.get(id)) : (JSON.parse(row.body) as JournalTurn),
        graphId: row.graph_id ?? undefined,
        actions: row.packed_actions
          ? (inflateJson(row.packed_actions) as JournalAction[])
          : row.actions === null
            ? undefined
            : (JSON.parse(row.actions) as JournalAction[]),
      };
    });
  }

  /** The parts of the given `journal_parts` rows, by row. */
  async #parts(ids: readonly number[]): Promise<Map<number, string[]>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('journal_parts')
      .select(['id', 'body'])
      .where('id', 'in', unique)
      .execute();
    return new Map(rows.map((row) => [row.id, inflateJson(row.body) as string[]]));
  }

  /** Where the parts of the chat's newest journalled turn are (none before its first). */
  async #newestPlaces(agent: string, chatId: ChatId): Promise<Map<string, Place>> {
    const row = await this.db
      .selectFrom('turn_journal')
      .select('packed')
      .where('agent', '=', agent)
      .where('chat_id', '=', chatId)
      .where('packed', 'is not', null)
      .orderBy('at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row?.packed) return new Map();
    const packed = unpackTurn(row.packed);
    const parts = await this.#parts(packed.rows);
    return placesOf(packed, (id) => parts.get(id));
  }

  #remember(chat: string, places: Map<string, Place>): void {
    this.#chats.delete(chat);
    this.#chats.set(chat, places);
    for (const oldest of this.#chats.keys()) {
      if (this.#chats.size <= CHATS_REMEMBERED) break;
      this.#chats.delete(oldest);
    }
  }
}

/** Deletes up to `limit` of a persona's turns recorded before `before`; how many it deleted. */
export async function deleteJournalTurns(
  db: Db,
  agent: string,
  before: number,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('turn_journal')
    .where('turn_id', 'in', (eb) =>
      eb
        .selectFrom('turn_journal')
        .select('turn_id')
        .where('agent', '=', agent)
        .where('at', '<', before)
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Deletes up to `limit` of a persona's parts rows that no turn recorded since `before` uses:
 * run after `deleteJournalTurns` with the same `before`, it drops what no kept turn uses.
 */
export async function deleteJournalParts(
  db: Db,
  agent: string,
  before: number,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('journal_parts')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('journal_parts')
        .select('id')
        .where('agent', '=', agent)
        .where('used_at', '<', before)
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
