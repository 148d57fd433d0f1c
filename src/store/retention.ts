import { type Expression, type SqlBool, sql } from 'kysely';
import type { TaskStatus } from '../tasks/types.js';
import { deleteJournalParts, deleteJournalTurns } from './journal.js';
import { TASKS_OPEN_OR_FAILED } from './migrations.js';
import type { Db } from './schema.js';
import { reclaimFreePages } from './sqlite-vacuum.js';

/** How long each kind of stored state is kept, in milliseconds. */
export interface RetentionPolicy {
  messagesMs: number;
  mediaMs: number;
  tasksMs: number;
  deliveriesMs: number;
  /** Each chat's newest messages, kept whatever their age: the persona's `history_size`. */
  keepNewestMessages: number;
  /**
   * The persona summarises its chats: messages after a chat's newest summary (all of a chat
   * with none yet) are kept whatever their age, since the next summary is written from them.
   */
  keepUnsummarised?: boolean;
  /**
   * Nothing younger is pruned (`telegram.backlog_max_age_hours`; default `BACKLOG_AGE_MS`):
   * Telegram may deliver it again in a catch-up, and it must still be known then.
   */
  backlogAgeMs?: number;
  /** The turn journal; kept forever when absent. It has no bearing on the engine, so no other rule applies. */
  journalMs?: number;
}

/** Rows deleted by one pass, and database pages given back to the file system. */
export interface Pruned {
  messages: number;
  media: number;
  tasks: number;
  deliveries: number;
  journal: number;
  /** Memory entries the cap archived, past the archive's bound. */
  archived: number;
  freedPages: number;
}

/**
 * The archive's bound: an archived memory entry is kept this long after it was archived, and
 * beyond that while it is among the persona's newest `ARCHIVE_KEEP_ENTRIES` archived ones.
 */
export const ARCHIVE_KEEP_MS = 365 * 24 * 3_600_000;
export const ARCHIVE_KEEP_ENTRIES = 1_000;

/**
 * The default backlog age. Nothing younger than the backlog age is pruned, whatever the
 * settings: a message Telegram delivers again within it (catch-up after downtime) must still be
 * known, or it would be answered twice.
 */
export const BACKLOG_AGE_MS = 24 * 3_600_000;

/** Rows per statement: each delete is short, so a turn waiting for the database is not held up long. */
export const PRUNE_BATCH = 500;

/**
 * A send task that is still open looks for an earlier attempt of itself among messages sent
 * from a minute before it was planned (delivery/outgoing.ts); the records of those must stay.
 */
const DELIVERY_LOOKBACK_MS = 60_000;

const status = (value: TaskStatus) => sql.lit<TaskStatus>(value);
const OPEN = [status('pending'), status('active')];
const FINISHED = [status('done'), status('failed'), status('cancelled')];

/**
 * The partial index of unfinished tasks' predicate, repeated word for word in the look-ups of a
 * chat's open tasks (its `status` is the subquery's, `o`): SQLite uses the index only then.
 * Without it, each row the prune looked at scanned every task its chat ever had.
 */
const OPEN_OR_FAILED = sql.raw<SqlBool>(TASKS_OPEN_OR_FAILED);

/**
 * Deletes expired state in small batches, letting other work run between them (`pause`).
 * Never deleted: a chat's newest `keepNewestMessages` messages, its unsummarised messages (with
 * `keepUnsummarised`), messages Telegram delivered that no turn has handled yet, anything
 * younger than the backlog age, tasks of a plan that is
 * still running or that an unfinished task depends on, and delivery records an unfinished task
 * of the chat may still look up. Archived memory entries go past the archive's bound
 * (`ARCHIVE_KEEP_MS` and `ARCHIVE_KEEP_ENTRIES`, whichever keeps more). Media descriptions are shared by all personas; sticker
 * descriptions are kept (they are the persona's sticker list, bounded by the sets people use).
 */
export async function pruneExpired(
  db: Db,
  agent: string,
  policy: RetentionPolicy,
  now: number,
  pause: () => Promise<void> = yieldToOthers,
): Promise<Pruned> {
  const backlogAgeMs = policy.backlogAgeMs ?? BACKLOG_AGE_MS;
  const cutoff = (ms: number) => now - Math.max(ms, backlogAgeMs);
  const pruned: Pruned = {
    messages: 0,
    media: 0,
    tasks: 0,
    deliveries: 0,
    journal: 0,
    archived: 0,
    freedPages: 0,
  };
  const batches = async (deleteBatch: () => Promise<number>): Promise<number> => {
    let total = 0;
    for (;;) {
      const deleted = await deleteBatch();
      total += deleted;
      await pause();
      if (deleted < PRUNE_BATCH) return total;
    }
  };

  const messagesBefore = cutoff(policy.messagesMs);
  for (const { chat_id: chatId } of await chatsOf(db, agent)) {
    let edge = await oldestKept(db, agent, chatId, policy.keepNewestMessages);
    if (edge === undefined) continue;
    if (policy.keepUnsummarised) {
      const summarised = await summarisedUpTo(db, agent, chatId);
      if (summarised === undefined) continue;
      edge = Math.min(edge, summarised + 1);
    }
    pruned.messages += await batches(() => deleteMessages(db, agent, chatId, edge, messagesBefore));
  }
  pruned.tasks = await batches(() => deleteTasks(db, agent, cutoff(policy.tasksMs)));
  pruned.deliveries = await batches(() => deleteDeliveries(db, agent, cutoff(policy.deliveriesMs)));
  pruned.media = await batches(() => deleteMedia(db, cutoff(policy.mediaMs)));
  const { journalMs } = policy;
  if (journalMs !== undefined) {
    pruned.journal = await batches(() => deleteJournalTurns(db, agent, now - journalMs, PRUNE_BATCH));
    await batches(() => deleteJournalParts(db, agent, now - journalMs, PRUNE_BATCH));
  }
  pruned.archived = await batches(() => deleteArchived(db, agent, now - ARCHIVE_KEEP_MS));
  pruned.freedPages = await reclaimFreePages(db, pause);
  return pruned;
}

function chatsOf(db: Db, agent: string): Promise<{ chat_id: string }[]> {
  return db.selectFrom('inbound_messages').select('chat_id').distinct().where('agent', '=', agent).execute();
}

/** The newest message id a summary of the chat covers; undefined when it has none. */
async function summarisedUpTo(db: Db, agent: string, chatId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('summaries')
    .select((eb) => eb.fn.max('last_id').as('last'))
    .where('agent', '=', agent)
    .where('chat_id', '=', chatId)
    .executeTakeFirst();
  return row?.last ?? undefined;
}

/** The id of the chat's `keep`-th newest message; undefined when it has no more than that. */
async function oldestKept(db: Db, agent: string, chatId: string, keep: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('inbound_messages')
    .select('msg_id')
    .where('agent', '=', agent)
    .where('chat_id', '=', chatId)
    .orderBy('msg_id', 'desc')
    .limit(1)
    .offset(Math.max(0, keep - 1))
    .executeTakeFirst();
  return row?.msg_id;
}

async function deleteMessages(
  db: Db,
  agent: string,
  chatId: string,
  below: number,
  before: number,
): Promise<number> {
  const result = await db
    .deleteFrom('inbound_messages')
    .where('agent', '=', agent)
    .where('chat_id', '=', chatId)
    .where('msg_id', 'in', (eb) =>
      eb
        .selectFrom('inbound_messages')
        .select('msg_id')
        .where('agent', '=', agent)
        .where('chat_id', '=', chatId)
        .where('msg_id', '<', below)
        .where('received_at', '<', before)
        // Telegram's date is in seconds.
        .where('date', '<', Math.floor(before / 1000))
        // Delivered but not handled yet: a turn still has to answer it.
        .where((w) => w.or([w('handled', '=', sql.lit(1)), w('accepted_at', 'is', null)]))
        .orderBy('msg_id')
        .limit(PRUNE_BATCH),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

async function deleteTasks(db: Db, agent: string, before: number): Promise<number> {
  const result = await db
    .deleteFrom('tasks')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('tasks as t')
        .select('t.id')
        .where('t.agent', '=', agent)
        .where('t.status', 'in', FINISHED)
        .where('t.updated_at', '<', before)
        // The report of a plan still running reads the whole plan.
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('tasks as o')
                .select(sql.lit(1).as('one'))
                .whereRef('o.graph_id', '=', 't.graph_id')
                .where('o.status', 'in', OPEN),
            ),
          ),
        )
        // A missing dependency counts as done: a failed one must stay while something waits on it.
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('tasks as o')
                .select(sql.lit(1).as('one'))
                .where(OPEN_OR_FAILED)
                .whereRef('o.agent', '=', 't.agent')
                .whereRef('o.chat_id', '=', 't.chat_id')
                .where('o.status', 'in', OPEN)
                .where(dependsOnRef('o.depends_on', 't.id')),
            ),
          ),
        )
        .limit(PRUNE_BATCH),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** `depends_on` (a JSON array of ids) names the task `id`; a false match only keeps a row longer. */
function dependsOnRef(dependsOn: string, id: string): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref(dependsOn)} like (${sql.lit('%"')} || ${sql.ref(id)} || ${sql.lit('"%')}))`;
}

async function deleteDeliveries(db: Db, agent: string, before: number): Promise<number> {
  const result = await db
    .deleteFrom('deliveries')
    .where('key', 'in', (eb) =>
      eb
        .selectFrom('deliveries as d')
        .select('d.key')
        .where('d.agent', '=', agent)
        .where('d.confirmed_at', '<', before)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('tasks as o')
                .select(sql.lit(1).as('one'))
                .where(OPEN_OR_FAILED)
                .whereRef('o.agent', '=', 'd.agent')
                .whereRef('o.chat_id', '=', 'd.chat_id')
                .where('o.status', 'in', OPEN)
                .where(
                  sql<SqlBool>`${sql.ref('o.created_at')} < ${sql.ref('d.confirmed_at')} + ${sql.lit(DELIVERY_LOOKBACK_MS)}`,
                ),
            ),
          ),
        )
        .limit(PRUNE_BATCH),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

async function deleteMedia(db: Db, before: number): Promise<number> {
  const result = await db
    .deleteFrom('media_descriptions')
    .where('media_id', 'in', (eb) =>
      eb
        .selectFrom('media_descriptions')
        .select('media_id')
        .where('updated_at', '<', before)
        .where((w) => w.or([w('set_name', 'is', null), w('status', '<>', sql.lit('ok'))]))
        .limit(PRUNE_BATCH),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Archived entries archived before `before` and older than the persona's newest kept ones. */
async function deleteArchived(db: Db, agent: string, before: number): Promise<number> {
  const archived = db
    .selectFrom('memory_entries')
    .where('agent', '=', agent)
    .where('archived_at', 'is not', null);
  // When the oldest of the newest kept ones was archived: nothing from then on goes.
  const kept = await archived
    .select('archived_at')
    .orderBy('archived_at', 'desc')
    .offset(ARCHIVE_KEEP_ENTRIES - 1)
    .limit(1)
    .executeTakeFirst();
  if (kept?.archived_at == null) return 0;
  const rowid = sql<number>`rowid`;
  const result = await db
    .deleteFrom('memory_entries')
    .where(
      rowid,
      'in',
      archived
        .select(rowid.as('r'))
        .where('archived_at', '<', Math.min(before, kept.archived_at))
        .limit(PRUNE_BATCH),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

function yieldToOthers(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
