import { sql } from 'kysely';
import { type EventRule, formatInterval, parseInterval } from '../tasks/event-time.js';
import type { ChatId } from '../telegram/types.js';
import { prepared } from './prepared.js';
import type { Db, EventOutcome, EventsTable } from './schema.js';

/** An event the persona planned for itself in a chat, with where it stands. */
export interface PlannedEvent {
  agent: string;
  id: string;
  chatId: ChatId;
  what: string;
  timeZone: string;
  rule: EventRule;
  /** Occurrences passed (fired or skipped). */
  done: number;
  nextAt: number;
  createdAt: number;
  updatedAt: number;
}

/** A new event (no id) or a new version of one (its id): rule, intent and where it stands. */
export interface EventWrite {
  id?: string;
  what: string;
  timeZone: string;
  rule: EventRule;
  done: number;
  nextAt: number;
}

/** One line of the event log: what an occurrence did. */
export interface EventLogEntry {
  chatId: ChatId;
  eventId: string;
  occurrence: number;
  dueAt: number;
  outcome: EventOutcome;
  reason?: string;
}

/**
 * The persona's own events and their log. Writes are single statements or run inside the
 * caller's transaction (`EngineStore.transaction`), so an event moves on in the same commit as
 * the turn it starts: a kill between the two cannot fire it twice or lose it.
 */
export class EventRepo {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /**
   * Adds an event (no id) or replaces one of this chat (its id). `unknown` when the id names no
   * event of this chat: the persona may only change the plans it made in the chat it is in.
   */
  async write(
    agent: string,
    chatId: ChatId,
    event: EventWrite,
  ): Promise<{ action: 'added' | 'changed' | 'unknown'; id: string }> {
    if (event.id !== undefined) {
      const {
        agent: _agent,
        id: _id,
        chat_id: _chat,
        created_at: _created,
        ...columns
      } = this.#row(agent, chatId, event.id, event);
      const changed = await this.db
        .updateTable('events')
        .set(columns)
        .where('agent', '=', agent)
        .where('id', '=', event.id)
        .where('chat_id', '=', chatId)
        .executeTakeFirst();
      return { action: changed.numUpdatedRows > 0n ? 'changed' : 'unknown', id: event.id };
    }
    const id = await this.#nextId(agent);
    await this.db
      .insertInto('events')
      .values(this.#row(agent, chatId, id, event))
      .execute();
    return { action: 'added', id };
  }

  /**
   * Stores an event under the id given (a fixture's seed, which names its events); an event
   * already stored under that id is replaced.
   */
  async restore(agent: string, chatId: ChatId, id: string, event: EventWrite): Promise<void> {
    await this.db.deleteFrom('events').where('agent', '=', agent).where('id', '=', id).execute();
    await this.db
      .insertInto('events')
      .values(this.#row(agent, chatId, id, event))
      .execute();
  }

  #row(agent: string, chatId: ChatId, id: string, event: EventWrite): EventsTable {
    const now = this.now();
    const { rule } = event;
    return {
      agent,
      id,
      chat_id: chatId,
      what: event.what,
      time_zone: event.timeZone,
      start_day: rule.startDay,
      start_minute: rule.startMinute,
      every: rule.every ? formatInterval(rule.every) : null,
      times: rule.times ?? null,
      done: event.done,
      next_at: event.nextAt,
      created_at: now,
      updated_at: now,
    };
  }

  /** Cancels an event of this chat; false when there is none under that id. */
  async cancel(agent: string, chatId: ChatId, id: string): Promise<boolean> {
    const deleted = await this.db
      .deleteFrom('events')
      .where('agent', '=', agent)
      .where('id', '=', id)
      .where('chat_id', '=', chatId)
      .executeTakeFirst();
    return deleted.numDeletedRows > 0n;
  }

  /** A cleared conversation starts afresh: the plans made in it go too; returns how many. */
  async clearChat(agent: string, chatId: ChatId): Promise<number> {
    const deleted = await this.db
      .deleteFrom('events')
      .where('agent', '=', agent)
      .where('chat_id', '=', chatId)
      .executeTakeFirst();
    return Number(deleted.numDeletedRows);
  }

  /** The events of one chat, soonest first. */
  async ofChat(agent: string, chatId: ChatId): Promise<PlannedEvent[]> {
    // Read by every turn.
    return (await OF_CHAT(this.db, { agent, chatId })).rows.map(toEvent);
  }

  /** Every event of a persona, soonest first. */
  async ofAgent(agent: string): Promise<PlannedEvent[]> {
    return (await this.#soonestFirst(agent).execute()).map(toEvent);
  }

  /** The events due at `now` (next occurrence at or before it), soonest first. */
  async due(agent: string, now: number): Promise<PlannedEvent[]> {
    return (await this.#soonestFirst(agent).where('next_at', '<=', now).execute()).map(toEvent);
  }

  /** When the persona's next event is due; undefined when it has none. */
  async nextDueAt(agent: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('events')
      .select((eb) => eb.fn.min('next_at').as('at'))
      .where('agent', '=', agent)
      .executeTakeFirst();
    return row?.at ?? undefined;
  }

  /**
   * Moves an event on after its due occurrences were handled: to `nextAt`, or deleted when it
   * has no more; `log` records what each occurrence did. Run it in the transaction that acts on it.
   */
  async advance(
    event: PlannedEvent,
    step: { done: number; nextAt?: number },
    log: readonly EventLogEntry[],
  ): Promise<void> {
    const now = this.now();
    if (step.nextAt === undefined)
      await this.db
        .deleteFrom('events')
        .where('agent', '=', event.agent)
        .where('id', '=', event.id)
        .execute();
    else
      await this.db
        .updateTable('events')
        .set({ done: step.done, next_at: step.nextAt, updated_at: now })
        .where('agent', '=', event.agent)
        .where('id', '=', event.id)
        .execute();
    for (const entry of log)
      await this.db
        .insertInto('event_log')
        .values({
          agent: event.agent,
          chat_id: entry.chatId,
          event_id: entry.eventId,
          occurrence: entry.occurrence,
          due_at: entry.dueAt,
          at: now,
          outcome: entry.outcome,
          reason: entry.reason ?? null,
        })
        .execute();
  }

  /** How many events fired since `since` for a persona, or for one of its chats. */
  async firedSince(agent: string, since: number, chatId?: ChatId): Promise<number> {
    let query = this.db
      .selectFrom('event_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('agent', '=', agent)
      .where('at', '>=', since)
      .where('outcome', '=', 'fired');
    if (chatId !== undefined) query = query.where('chat_id', '=', chatId);
    const row = await query.executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /**
   * A plan-started turn delivered a message: its fired occurrence (the one due at `dueAt`) becomes
   * a check-in, a line of its own so the occurrence's outcome stays as it was.
   */
  async checkedIn(agent: string, chatId: ChatId, eventId: string, dueAt: number): Promise<void> {
    await this.db
      .insertInto('event_log')
      .columns(['agent', 'chat_id', 'event_id', 'occurrence', 'due_at', 'at', 'outcome', 'reason'])
      .expression((eb) =>
        eb
          .selectFrom('event_log')
          .select((s) => [
            'agent',
            'chat_id',
            'event_id',
            'occurrence',
            'due_at',
            s.val(this.now()).as('at'),
            s.val('checked-in').as('outcome'),
            s.val(null).as('reason'),
          ])
          .where('agent', '=', agent)
          .where('chat_id', '=', chatId)
          .where('event_id', '=', eventId)
          .where('due_at', '=', dueAt)
          .where('outcome', '=', 'fired'),
      )
      .execute();
  }

  /** Check-ins (plan-started turns that delivered a message) in a chat since `since`. */
  async checkInsSince(agent: string, since: number, chatId: ChatId): Promise<number> {
    const row = await this.db
      .selectFrom('event_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('agent', '=', agent)
      .where('at', '>=', since)
      .where('outcome', '=', 'checked-in')
      .where('chat_id', '=', chatId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** The log of a persona since `since`, oldest first. */
  async logSince(agent: string, since: number): Promise<(EventLogEntry & { at: number })[]> {
    const rows = await this.db
      .selectFrom('event_log')
      .select(['chat_id', 'event_id', 'occurrence', 'due_at', 'at', 'outcome', 'reason'])
      .where('agent', '=', agent)
      .where('at', '>=', since)
      .orderBy('at')
      // Lines of one moment in the order they were written.
      .orderBy(sql`rowid`)
      .execute();
    return rows.map((r) => ({
      chatId: r.chat_id,
      eventId: r.event_id,
      occurrence: r.occurrence,
      dueAt: r.due_at,
      at: r.at,
      outcome: r.outcome,
      reason: r.reason ?? undefined,
    }));
  }

  /** Drops log lines older than `before` (the caps look back one day). */
  async pruneLog(before: number): Promise<number> {
    const deleted = await this.db.deleteFrom('event_log').where('at', '<', before).executeTakeFirst();
    return Number(deleted.numDeletedRows);
  }

  #soonestFirst(agent: string) {
    return this.db
      .selectFrom('events')
      .selectAll()
      .where('agent', '=', agent)
      .orderBy('next_at')
      .orderBy('id');
  }

  /** The next free id of a persona: `e1`, `e2`, … (the highest stored plus one). */
  async #nextId(agent: string): Promise<string> {
    const rows = await this.db.selectFrom('events').select('id').where('agent', '=', agent).execute();
    const highest = rows.reduce((max, r) => {
      const n = Number(r.id.slice(1));
      return r.id.startsWith('e') && Number.isSafeInteger(n) ? Math.max(max, n) : max;
    }, 0);
    return `e${highest + 1}`;
  }
}

const OF_CHAT = prepared((db, p: { agent: string; chatId: ChatId }) =>
  db
    .selectFrom('events')
    .selectAll()
    .where('agent', '=', p.agent)
    .where('chat_id', '=', p.chatId)
    .orderBy('next_at')
    .orderBy('id'),
);

function toEvent(row: EventsTable): PlannedEvent {
  const every = row.every === null ? undefined : parseInterval(row.every);
  const rule: EventRule = { startDay: row.start_day, startMinute: row.start_minute };
  rule.every = every;
  rule.times = row.times ?? undefined;
  return {
    agent: row.agent,
    id: row.id,
    chatId: row.chat_id,
    what: row.what,
    timeZone: row.time_zone,
    rule,
    done: row.done,
    nextAt: row.next_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
