import type { JournalAction, JournalTurn, TurnJournalPort } from '../tasks/journal.js';
import type { ChatId } from '../telegram/types.js';
import type { Db } from './schema.js';
import { sqlOf } from './sql.js';

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
    // Once per turn: a cached prepared statement rather than a kysely query. A turn retried after
    // a crash between its model call and its commit is recorded again.
    await sqlOf(this.db).run(
      `INSERT INTO turn_journal (turn_id, agent, chat_id, at, trigger, target_id, graph_id, body, actions, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)
       ON CONFLICT (turn_id) DO UPDATE SET body = excluded.body, graph_id = excluded.graph_id`,
      [
        turn.turnId,
        turn.agent,
        turn.chatId,
        turn.at,
        turn.trigger,
        turn.targetId ?? null,
        graphId ?? null,
        body,
        this.now(),
      ],
    );
  }

  async settle(graphId: string, actions: readonly JournalAction[]): Promise<void> {
    await sqlOf(this.db).run('UPDATE turn_journal SET actions = ?, updated_at = ? WHERE graph_id = ?', [
      JSON.stringify(actions),
      this.now(),
      graphId,
    ]);
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
