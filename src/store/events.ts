import { type EventRule, formatInterval, parseInterval } from '../tasks/event-time.js';
import type { ChatId } from '../telegram/types.js';
import type { Db, EventLogTable, EventOutcome, EventsTable } from './schema.js';
import { type Sql, sqlOf } from './sql.js';

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

const COLUMNS =
  'agent, id, chat_id, what, time_zone, start_day, start_minute, every, times, done, next_at, created_at, updated_at';

/**
 * The persona's own events and their log. Writes are single statements or run inside the
 * caller's transaction (`EngineStore.transaction`), so an event moves on in the same commit as
 * the turn it starts: a kill between the two cannot fire it twice or lose it.
 */
export class EventRepo {
  readonly #sql: Sql;

  constructor(
    db: Db,
    private readonly now: () => number,
  ) {
    this.#sql = sqlOf(db);
  }

  /**
   * Adds an event (no id) or replaces one of this chat (its id). `unknown` when the id names no
   * event of this chat: the persona may only change the plans it made in the chat it is in.
   */
  async write(
    agent: string,
    chatId: ChatId,
    event: EventWrite,
  ): Promise<{ action: 'added' | 'changed' | 'unknown'; id: string }> {
    const now = this.now();
    const { rule } = event;
    const every = rule.every ? formatInterval(rule.every) : null;
    if (event.id !== undefined) {
      const changed = await this.#sql.run(
        `UPDATE events SET what = ?, time_zone = ?, start_day = ?, start_minute = ?, every = ?, times = ?,
           done = ?, next_at = ?, updated_at = ? WHERE agent = ? AND id = ? AND chat_id = ?`,
        [
          event.what,
          event.timeZone,
          rule.startDay,
          rule.startMinute,
          every,
          rule.times ?? null,
          event.done,
          event.nextAt,
          now,
          agent,
          event.id,
          chatId,
        ],
      );
      return { action: changed > 0 ? 'changed' : 'unknown', id: event.id };
    }
    const id = await this.#nextId(agent);
    await this.#insert(agent, chatId, id, event);
    return { action: 'added', id };
  }

  /**
   * Stores an event under the id given (a fixture's seed, which names its events); an event
   * already stored under that id is replaced.
   */
  async restore(agent: string, chatId: ChatId, id: string, event: EventWrite): Promise<void> {
    await this.#sql.run('DELETE FROM events WHERE agent = ? AND id = ?', [agent, id]);
    await this.#insert(agent, chatId, id, event);
  }

  async #insert(agent: string, chatId: ChatId, id: string, event: EventWrite): Promise<void> {
    const now = this.now();
    const { rule } = event;
    await this.#sql.run(`INSERT INTO events (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, [
      agent,
      id,
      chatId,
      event.what,
      event.timeZone,
      rule.startDay,
      rule.startMinute,
      rule.every ? formatInterval(rule.every) : null,
      rule.times ?? null,
      event.done,
      event.nextAt,
      now,
      now,
    ]);
  }

  /** Cancels an event of this chat; false when there is none under that id. */
  async cancel(agent: string, chatId: ChatId, id: string): Promise<boolean> {
    return (
      (await this.#sql.run('DELETE FROM events WHERE agent = ? AND id = ? AND chat_id = ?', [
        agent,
        id,
        chatId,
      ])) > 0
    );
  }

  /** A cleared conversation starts afresh: the plans made in it go too; returns how many. */
  async clearChat(agent: string, chatId: ChatId): Promise<number> {
    return this.#sql.run('DELETE FROM events WHERE agent = ? AND chat_id = ?', [agent, chatId]);
  }

  /** The events of one chat, soonest first. */
  async ofChat(agent: string, chatId: ChatId): Promise<PlannedEvent[]> {
    const rows = await this.#sql.all<EventsTable>(
      `SELECT ${COLUMNS} FROM events WHERE agent = ? AND chat_id = ? ORDER BY next_at, id`,
      [agent, chatId],
    );
    return rows.map(toEvent);
  }

  /** Every event of a persona, soonest first. */
  async ofAgent(agent: string): Promise<PlannedEvent[]> {
    const rows = await this.#sql.all<EventsTable>(
      `SELECT ${COLUMNS} FROM events WHERE agent = ? ORDER BY next_at, id`,
      [agent],
    );
    return rows.map(toEvent);
  }

  /** The events due at `now` (next occurrence at or before it), soonest first. */
  async due(agent: string, now: number): Promise<PlannedEvent[]> {
    const rows = await this.#sql.all<EventsTable>(
      `SELECT ${COLUMNS} FROM events WHERE agent = ? AND next_at <= ? ORDER BY next_at, id`,
      [agent, now],
    );
    return rows.map(toEvent);
  }

  /** When the persona's next event is due; undefined when it has none. */
  async nextDueAt(agent: string): Promise<number | undefined> {
    const row = await this.#sql.get<{ at: number | null }>(
      'SELECT min(next_at) AS at FROM events WHERE agent = ?',
      [agent],
    );
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
      await this.#sql.run('DELETE FROM events WHERE agent = ? AND id = ?', [event.agent, event.id]);
    else
      await this.#sql.run(
        'UPDATE events SET done = ?, next_at = ?, updated_at = ? WHERE agent = ? AND id = ?',
        [step.done, step.nextAt, now, event.agent, event.id],
      );
    for (const entry of log)
      await this.#sql.run(
        `INSERT INTO event_log (agent, chat_id, event_id, occurrence, due_at, at, outcome, reason)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          event.agent,
          entry.chatId,
          entry.eventId,
          entry.occurrence,
          entry.dueAt,
          now,
          entry.outcome,
          entry.reason ?? null,
        ],
      );
  }

  /** How many events fired since `since` for a persona, or for one of its chats. */
  async firedSince(agent: string, since: number, chatId?: ChatId): Promise<number> {
    const row =
      chatId === undefined
        ? await this.#sql.get<{ n: number }>(
            `SELECT count(*) AS n FROM event_log WHERE agent = ? AND at >= ? AND outcome = 'fired'`,
            [agent, since],
          )
        : await this.#sql.get<{ n: number }>(
            `SELECT count(*) AS n FROM event_log WHERE agent = ? AND at >= ? AND outcome = 'fired' AND chat_id = ?`,
            [agent, since, chatId],
          );
    return row?.n ?? 0;
  }

  /**
   * A plan-started turn delivered a message: its fired occurrence (the one due at `dueAt`) becomes
   * a check-in, a line of its own so the occurrence's outcome stays as it was.
   */
  async checkedIn(agent: string, chatId: ChatId, eventId: string, dueAt: number): Promise<void> {
    await this.#sql.run(
      `INSERT INTO event_log (agent, chat_id, event_id, occurrence, due_at, at, outcome, reason)
       SELECT agent, chat_id, event_id, occurrence, due_at, ?, 'checked-in', NULL FROM event_log
       WHERE agent = ? AND chat_id = ? AND event_id = ? AND due_at = ? AND outcome = 'fired'`,
      [this.now(), agent, chatId, eventId, dueAt],
    );
  }

  /** Check-ins (plan-started turns that delivered a message) in a chat since `since`. */
  async checkInsSince(agent: string, since: number, chatId: ChatId): Promise<number> {
    const row = await this.#sql.get<{ n: number }>(
      `SELECT count(*) AS n FROM event_log WHERE agent = ? AND at >= ? AND outcome = 'checked-in' AND chat_id = ?`,
      [agent, since, chatId],
    );
    return row?.n ?? 0;
  }

  /** The log of a persona since `since`, oldest first. */
  async logSince(agent: string, since: number): Promise<(EventLogEntry & { at: number })[]> {
    const rows = await this.#sql.all<Omit<EventLogTable, 'agent'>>(
      `SELECT chat_id, event_id, occurrence, due_at, at, outcome, reason FROM event_log
       WHERE agent = ? AND at >= ? ORDER BY at, rowid`,
      [agent, since],
    );
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
    return this.#sql.run('DELETE FROM event_log WHERE at < ?', [before]);
  }

  /** The next free id of a persona: `e1`, `e2`, … (the highest stored plus one). */
  async #nextId(agent: string): Promise<string> {
    const rows = await this.#sql.all<{ id: string }>('SELECT id FROM events WHERE agent = ?', [agent]);
    const highest = rows.reduce((max, r) => {
      const n = Number(r.id.slice(1));
      return r.id.startsWith('e') && Number.isSafeInteger(n) ? Math.max(max, n) : max;
    }, 0);
    return `e${highest + 1}`;
  }
}

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
