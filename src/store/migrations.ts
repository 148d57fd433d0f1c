import { type Kysely, type Migration, type MigrationProvider, sql } from 'kysely';
import * as recall from './search.js';

/**
 * The predicate of the partial index `tasks_open_or_failed`: a query that repeats it literally
 * (beside its own, narrower condition on `status`) is answered from that index.
 */
export const TASKS_OPEN_OR_FAILED = "status IN ('pending', 'active', 'failed')";

/** Migrations live in code: tsup bundles no migration folder and Node cannot load .ts files. */
const migrations: Record<string, Migration> = {
  '0001_init': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('inbound_messages')
        .addColumn('agent', 'text', (c) => c.notNull())
        .addColumn('chat_id', 'text', (c) => c.notNull())
        .addColumn('msg_id', 'integer', (c) => c.notNull())
        .addColumn('sender_id', 'text', (c) => c.notNull())
        .addColumn('date', 'integer', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('received_at', 'integer', (c) => c.notNull())
        .addColumn('handled', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('inbound_messages_pk', ['agent', 'chat_id', 'msg_id'])
        .execute();

      await db.schema
        .createTable('media_descriptions')
        .addColumn('media_id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('set_name', 'text')
        .addColumn('emoji', 'text')
        .addColumn('description', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('tasks')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('agent', 'text', (c) => c.notNull())
        .addColumn('chat_id', 'text', (c) => c.notNull())
        .addColumn('graph_id', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('params', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('depends_on', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('not_before', 'integer')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('tasks_by_conversation')
        .on('tasks')
        .columns(['agent', 'chat_id', 'status', 'seq'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('tasks').execute();
      await db.schema.dropTable('media_descriptions').execute();
      await db.schema.dropTable('inbound_messages').execute();
    },
  },
  /**
   * The durable engine: which inbound messages Telegram actually delivered (only those can
   * trigger a turn), and a record of every outgoing message Telegram confirmed, keyed by the
   * task that sent it, so a restart never sends it twice.
   */
  '0002_engine_delivery': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('inbound_messages').addColumn('accepted_at', 'integer').execute();
      await db.schema.createIndex('tasks_by_graph').on('tasks').columns(['graph_id', 'seq']).execute();
      await db.schema.createIndex('tasks_by_status').on('tasks').columns(['status']).execute();
      await db.schema
        .createTable('deliveries')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('agent', 'text', (c) => c.notNull())
        .addColumn('chat_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('msg_id', 'integer')
        .addColumn('detail', 'text')
        .addColumn('confirmed_at', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('deliveries_by_message')
        .on('deliveries')
        .columns(['agent', 'chat_id', 'msg_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('deliveries').execute();
      await db.schema.dropIndex('tasks_by_status').execute();
      await db.schema.dropIndex('tasks_by_graph').execute();
      await db.schema.alterTable('inbound_messages').dropColumn('accepted_at').execute();
    },
  },
  '0003_telegram_sessions': {
    // One logged-in Telegram session per persona. The session string is a full credential for
    // the account: it lives only here (the database file is kept at 0600) and never in logs.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('telegram_sessions')
        .addColumn('persona', 'text', (c) => c.primaryKey())
        .addColumn('session', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('user_name', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'integer', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('telegram_sessions').execute();
    },
  },
  '0004_media_failure_reason': {
    // Why an item could not be described (shown by `media describe`, kept for the next attempt),
    // and a lookup by sticker set and emoji for the persona's sticker list.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('media_descriptions').addColumn('reason', 'text').execute();
      await db.schema
        .createIndex('media_descriptions_by_sticker')
        .on('media_descriptions')
        .columns(['set_name', 'emoji'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('media_descriptions_by_sticker').execute();
      await db.schema.alterTable('media_descriptions').dropColumn('reason').execute();
    },
  },
  '0005_turn_cost_flat': {
    // The per-turn statements must not grow with a chat's age. The last task seq of each
    // conversation is kept in a row of its own (reading max(seq) scans every task the chat ever
    // had), and the messages no turn has answered yet have a partial index: with `handled` as
    // an indexed column, a literal `handled = 0` makes it the planner's choice over the primary
    // key, so marking messages handled and finding unhandled ones touch only those.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('task_seq')
        .addColumn('agent', 'text', (c) => c.notNull())
        .addColumn('chat_id', 'text', (c) => c.notNull())
        .addColumn('last_seq', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('task_seq_pk', ['agent', 'chat_id'])
        .execute();
      await sql`INSERT INTO task_seq (agent, chat_id, last_seq)
        SELECT agent, chat_id, max(seq) FROM tasks GROUP BY agent, chat_id`.execute(db);
      await sql`CREATE INDEX inbound_unhandled ON inbound_messages (agent, chat_id, handled, msg_id)
        WHERE handled = 0`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('inbound_unhandled').execute();
      await db.schema.dropTable('task_seq').execute();
    },
  },
  '0006_telegram_peers': {
    // What an account learnt of Telegram, so that a restart does not forget it: the access
    // hash of every user and chat it met (without one, a chat cannot be addressed until a scan
    // happens to list it) and the account's update state (where catching up after downtime
    // starts). Keyed by the account's Telegram user id: hashes are valid for that account only.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('telegram_peers')
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('peer_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('access_hash', 'text')
        .addColumn('info', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('telegram_peers_pk', ['account_id', 'peer_id'])
        .execute();
      await db.schema
        .createTable('telegram_update_state')
        .addColumn('account_id', 'text', (c) => c.primaryKey())
        .addColumn('pts', 'integer', (c) => c.notNull())
        .addColumn('qts', 'integer', (c) => c.notNull())
        .addColumn('date', 'integer', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'integer', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('telegram_update_state').execute();
      await db.schema.dropTable('telegram_peers').execute();
    },
  },
  '0007_memory': {
    // What the persona remembers beyond the history window: notes of a chat, memories across
    // chats, what it knows about people, and rolling summaries of a chat's older messages. A
    // summary is keyed by the ids it covers, so a consolidated one and its parts can coexist for
    // the moment between storing the replacement and deleting what it replaces.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('memory_entries')
        .addColumn('agent', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('origin_chat', 'text')
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'integer', (c) => c.notNull())
        .addColumn('used_at', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('memory_entries_pk', ['agent', 'kind', 'scope', 'id'])
        .execute();
      await db.schema
        .createTable('summaries')
        .addColumn('agent', 'text', (c) => c.notNull())
        .addColumn('chat_id', 'text', (c) => c.notNull())
        .addColumn('first_id', 'integer', (c) => c.notNull())
        .addColumn('last_id', 'integer', (c) => c.notNull())
        .addColumn('first_date', 'integer', (c) => c.notNull())
        .addColumn('last_date', 'integer', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('summaries_pk', ['agent', 'chat_id', 'first_id', 'last_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('summaries').execute();
      await db.schema.dropTable('memory_entries').execute();
    },
  },
  '0008_console': {
    // What the operator console shows: the token counts of every model call (usage and cost),
    // a journal of turns (request, answer, plan, what was delivered) with its own retention,
    // and the chats the operator paused.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('model_usage')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('agent', 'text', (c) => c.notNull())
        .addColumn('chat_id', 'text')
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('model', 'text', (c) => c.notNull())
        .addColumn('prompt_tokens', 'integer', (c) => c.notNull())
        .addColumn('cached_tokens', 'integer', (c) => c.notNull())
        .addColumn('output_tokens', 'integer', (c) => c.notNull())
        .addColumn('thinking_tokens', 'integer', (c) => c.notNull())
        .addColumn('at', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('model_usage_by_time').on('model_usage').columns(['agent', 'at']).execute();
      await db.schema
        .createTable('turn_journal')
        .addColumn('turn_id', 'text', (c) => c.primaryKey())
        .addColumn('agent', 'text', (c) => c.notNull())
        .addColumn('chat_id', 'text', (c) => c.notNull())
        .addColumn('at', 'integer', (c) => c.notNull())
        .addColumn('trigger', 'text', (c) => c.notNull())
        .addColumn('target_id', 'integer')
        .addColumn('graph_id', 'text')
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('actions', 'text')
        .addColumn('updated_at', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('turn_journal_by_chat')
        .on('turn_journal')
        .columns(['agent', 'chat_id', 'at'])
        .execute();
      await db.schema.createIndex('turn_journal_by_graph').on('turn_journal').column('graph_id').execute();
      await db.schema
        .createTable('chat_pauses')
        .addColumn('agent', 'text', (c) => c.notNull())
        .addColumn('chat_id', 'text', (c) => c.notNull())
        .addColumn('paused_at', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('chat_pauses_pk', ['agent', 'chat_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('chat_pauses').execute();
      await db.schema.dropTable('turn_journal').execute();
      await db.schema.dropTable('model_usage').execute();
    },
  },
  '0009_events': {
    // Events the persona plans for itself in a chat (a self-prompt once or recurring), and a log
    // of what each occurrence did, which also counts the daily caps.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('events')
        .addColumn('agent', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('chat_id', 'text', (c) => c.notNull())
        .addColumn('what', 'text', (c) => c.notNull())
        .addColumn('time_zone', 'text', (c) => c.notNull())
        .addColumn('start_day', 'integer', (c) => c.notNull())
        .addColumn('start_minute', 'integer', (c) => c.notNull())
        .addColumn('every', 'text')
        .addColumn('times', 'integer')
        .addColumn('done', 'integer', (c) => c.notNull())
        .addColumn('next_at', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('events_pk', ['agent', 'id'])
        .execute();
      await db.schema.createIndex('events_due').on('events').columns(['agent', 'next_at']).execute();
      await db.schema.createIndex('events_by_chat').on('events').columns(['agent', 'chat_id']).execute();
      await db.schema
        .createTable('event_log')
        .addColumn('agent', 'text', (c) => c.notNull())
        .addColumn('chat_id', 'text', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('occurrence', 'integer', (c) => c.notNull())
        .addColumn('due_at', 'integer', (c) => c.notNull())
        .addColumn('at', 'integer', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('reason', 'text')
        .execute();
      await db.schema.createIndex('event_log_by_time').on('event_log').columns(['agent', 'at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('event_log').execute();
      await db.schema.dropTable('events').execute();
    },
  },
  '0010_perf': {
    // Every task's claim and completion rewrote its entry in a full index on `status`, whose
    // million finished rows no query needs. A partial index keeps only the unfinished and failed
    // tasks (what start-up, the console and the claim-reset look for); a query uses it by
    // repeating its predicate literally, as the planner matches it by text.
    async up(db: Kysely<unknown>) {
      await sql`DROP INDEX IF EXISTS tasks_by_status`.execute(db);
      await sql`CREATE INDEX tasks_open_or_failed ON tasks (status, agent, chat_id)
        WHERE ${sql.raw(TASKS_OPEN_OR_FAILED)}`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('tasks_open_or_failed').execute();
      await db.schema.createIndex('tasks_by_status').on('tasks').columns(['status']).execute();
    },
  },
  '0011_status_out_of_keys': {
    // A task's claim and completion change only its status. With status in an index's key, each
    // moved the task's entry to another place of that index: two index pages rewritten and
    // committed per change, eight changes per reply. Keyed by conversation and order instead,
    // an entry stays where it is (the full index is not touched at all; the partial one loses
    // the entry when the task is done): about half the commit's pages. A query that wants the
    // open tasks reaches them through the partial index by repeating its predicate.
    async up(db: Kysely<unknown>) {
      await sql`DROP INDEX tasks_by_conversation`.execute(db);
      await sql`CREATE INDEX tasks_by_conversation ON tasks (agent, chat_id, seq)`.execute(db);
      await sql`DROP INDEX tasks_open_or_failed`.execute(db);
      await sql`CREATE INDEX tasks_open_or_failed ON tasks (agent, chat_id, seq)
        WHERE ${sql.raw(TASKS_OPEN_OR_FAILED)}`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`DROP INDEX tasks_open_or_failed`.execute(db);
      await sql`CREATE INDEX tasks_open_or_failed ON tasks (status, agent, chat_id)
        WHERE ${sql.raw(TASKS_OPEN_OR_FAILED)}`.execute(db);
      await sql`DROP INDEX tasks_by_conversation`.execute(db);
      await sql`CREATE INDEX tasks_by_conversation ON tasks (agent, chat_id, status, seq)`.execute(db);
    },
  },
  '0012_memory_scope': {
    // Privacy per entry: a memory is shown only in the chat it was written in unless it is
    // shared; a person's facts are kept one per chat they were learned in and follow the person
    // elsewhere only when shared. What was known of a person before counts as learned in their
    // direct chat (whose id is the user's), so it stays there until someone shares it.
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('memory_entries')
        .addColumn('shared', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`UPDATE memory_entries SET scope = id, origin_chat = id WHERE kind = 'person' AND scope = ''`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>) {
      await sql`DELETE FROM memory_entries WHERE kind = 'person' AND id <> scope`.execute(db);
      await sql`UPDATE memory_entries SET scope = '', origin_chat = NULL WHERE kind = 'person'`.execute(db);
      await db.schema.alterTable('memory_entries').dropColumn('shared').execute();
    },
  },
  '0013_journal_compact': {
    // Each journal row held its whole request and chat snapshot (21–123 KB a turn), though a
    // chat's consecutive turns share almost all of it. A turn's parts (the system instruction,
    // each rendered message, each message seen, the memory) are now stored once, in a row of
    // the parts that first appeared in that turn, and the rest of the turn is deflated. Rows
    // written before stay as they are and are read until pruned.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('turn_journal').addColumn('packed', 'blob').execute();
      await db.schema.alterTable('turn_journal').addColumn('packed_actions', 'blob').execute();
      await db.schema
        .createTable('journal_parts')
        // Never reused: a turn names the rows its parts are in.
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('agent', 'text', (c) => c.notNull())
        .addColumn('used_at', 'integer', (c) => c.notNull())
        .addColumn('body', 'blob', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('journal_parts').execute();
      await sql`DELETE FROM turn_journal WHERE packed IS NOT NULL`.execute(db);
      await db.schema.alterTable('turn_journal').dropColumn('packed_actions').execute();
      await db.schema.alterTable('turn_journal').dropColumn('packed').execute();
    },
  },
  '0014_memory_pinned': {
    // A pinned entry is never dropped at its kind's cap; the others go least recently used.
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('memory_entries')
        .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('memory_entries').dropColumn('pinned').execute();
    },
  },
  '0015_recall_index': {
    // Recall searches a chat's messages and summaries: an index kept in step by triggers, built
    // from what is stored now. Its SQL is SQLite's own, so it lives in the search module.
    async up(db: Kysely<unknown>) {
      await recall.createRecallIndex(db);
    },
    async down(db: Kysely<unknown>) {
      await recall.dropRecallIndex(db);
    },
  },
  '0016_usage_provider': {
    // Models may now come from more than one provider: each usage row says whose model answered.
    // Rows written before were all Gemini's.
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('model_usage')
        .addColumn('provider', 'text', (c) => c.notNull().defaultTo('gemini'))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('model_usage').dropColumn('provider').execute();
    },
  },
  '0017_connection_memory': {
    // What a persona knows about outages outlives a restart: the outages a held step's wait is
    // counted from (one still open when the process ended has no end), when each held step first
    // waited, and the chats it marked unread itself or still has to (a reply given up).
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('connection_outages')
        .addColumn('agent', 'text', (c) => c.notNull())
        .addColumn('from_at', 'integer', (c) => c.notNull())
        .addColumn('to_at', 'integer')
        .addPrimaryKeyConstraint('connection_outages_pk', ['agent', 'from_at'])
        .execute();
      await db.schema
        .createTable('held_steps')
        .addColumn('agent', 'text', (c) => c.notNull())
        .addColumn('task_id', 'text', (c) => c.notNull())
        .addColumn('since', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('held_steps_pk', ['agent', 'task_id'])
        .execute();
      await db.schema
        .createTable('own_unread_marks')
        .addColumn('agent', 'text', (c) => c.notNull())
        .addColumn('chat_id', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('at', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('own_unread_marks_pk', ['agent', 'chat_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('own_unread_marks').execute();
      await db.schema.dropTable('held_steps').execute();
      await db.schema.dropTable('connection_outages').execute();
    },
  },
  '0018_usage_turn': {
    // A turn card shows what its model calls cost and how long they took: each call names its
    // turn, read back by the turn ids of a chat's page. Rows before stay unlinked.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('model_usage').addColumn('turn_id', 'text').execute();
      await db.schema.alterTable('model_usage').addColumn('latency_ms', 'integer').execute();
      await db.schema
        .createIndex('model_usage_by_turn')
        .on('model_usage')
        .column('turn_id')
        .where(sql.ref('turn_id'), 'is not', null)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('model_usage_by_turn').execute();
      await db.schema.alterTable('model_usage').dropColumn('latency_ms').execute();
      await db.schema.alterTable('model_usage').dropColumn('turn_id').execute();
    },
  },
  '0019_memory_archive': {
    // An entry the cap pushes out is archived: out of the context and the caps, found by recall.
    up: (db: Kysely<unknown>) => recall.addMemoryArchive(db),
    down: (db: Kysely<unknown>) => recall.dropMemoryArchive(db),
  },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
