import type { JournalAction, JournalTurn, TurnJournalPort } from '../tasks/journal.js';
import type { ChatId } from '../telegram/types.js';
import type { Db } from './schema.js';

/** A journal row read back: the turn, its plan's graph, and its actions once the plan settled. */
export interface JournalEntry {
  turn: JournalTurn;
  graphId: string | undefined;
  actions: JournalAction[] | undefined;
}

/**
 * The turn journal: one row per turn with its request, answer and plan as JSON, and the fate of
 * its actions once the plan settled. Rows are written once and updated once; pruning drops
 * them by age alone (`pruneBefore`), since nothing the engine does depends on them.
 */
/** A turn journal that can also write within a store transaction, its rows committing with it. */
export interface StoreJournal extends TurnJournalPort {
  within(db: Db): TurnJournalPort;
}

export class TurnJournal implements StoreJournal {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** The same journal written within a store transaction (`db` is one): its rows commit with it. */
  within(db: Db): TurnJournal {
    return db === this.db ? this : new TurnJournal(db, this.now);
  }

  async record(turn: JournalTurn, graphId: string | undefined): Promise<void> {
    const body = JSON.stringify(turn);
    // A turn retried after a crash between its model call and its commit is recorded again.
    await this.db
      .insertInto('turn_journal')
      .values({
        turn_id: turn.turnId,
        agent: turn.agent,
        chat_id: turn.chatId,
        at: turn.at,
        trigger: turn.trigger,
        target_id: turn.targetId ?? null,
        graph_id: graphId ?? null,
        body,
        actions: null,
        updated_at: this.now(),
      })
      .onConflict((oc) =>
        oc
          .column('turn_id')
          .doUpdateSet((eb) => ({ body: eb.ref('excluded.body'), graph_id: eb.ref('excluded.graph_id') })),
      )
      .execute();
  }

  async settle(graphId: string, actions: readonly JournalAction[]): Promise<void> {
    await this.db
      .updateTable('turn_journal')
      .set({ actions: JSON.stringify(actions), updated_at: this.now() })
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
    return rows.map(toEntry);
  }

  async get(turnId: string): Promise<JournalEntry | undefined> {
    const row = await this.db
      .selectFrom('turn_journal')
      .selectAll()
      .where('turn_id', '=', turnId)
      .executeTakeFirst();
    return row ? toEntry(row) : undefined;
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
}

function toEntry(row: { body: string; graph_id: string | null; actions: string | null }): JournalEntry {
  return {
    turn: JSON.parse(row.body) as JournalTurn,
    graphId: row.graph_id ?? undefined,
    actions: row.actions === null ? undefined : (JSON.parse(row.actions) as JournalAction[]),
  };
}
