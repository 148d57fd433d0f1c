import { sql } from 'kysely';
import type { ChatId, InboundMessage } from '../telegram/types.js';
import type { MediaDescription } from './media.js';
import { TASKS_OPEN_OR_FAILED } from './migrations.js';
import type { Db } from './schema.js';

/** One chat of a persona as the console lists it. */
export interface ChatSummary {
  chatId: ChatId;
  /** The newest stored message. */
  last: InboundMessage | undefined;
  /** Tasks not finished yet (pending or running). */
  openTasks: number;
}

/**
 * The reads the operator console makes: listings across chats that the engine never needs.
 * None of them is on a turn's path.
 */
export class ConsoleQueries {
  constructor(private readonly db: Db) {}

  /** Every chat the persona has stored messages or tasks in, newest activity first. */
  async chats(agent: string): Promise<ChatSummary[]> {
    const withMessages = await this.db
      .selectFrom('inbound_messages')
      .select((eb) => ['chat_id', eb.fn.max('msg_id').as('newest')])
      .where('agent', '=', agent)
      .groupBy('chat_id')
      .execute();
    const open = await this.openTasksByChat(agent);
    const ids = new Set([...withMessages.map((r) => r.chat_id), ...open.keys()]);
    const out: ChatSummary[] = [];
    for (const chatId of ids) {
      const newest = withMessages.find((r) => r.chat_id === chatId)?.newest;
      const row =
        newest === undefined || newest === null
          ? undefined
          : await this.db
              .selectFrom('inbound_messages')
              .select('body')
              .where('agent', '=', agent)
              .where('chat_id', '=', chatId)
              .where('msg_id', '=', Number(newest))
              .executeTakeFirst();
      out.push({
        chatId,
        last: row ? (JSON.parse(row.body) as InboundMessage) : undefined,
        openTasks: open.get(chatId) ?? 0,
      });
    }
    return out.sort((a, b) => (b.last?.date ?? 0) - (a.last?.date ?? 0));
  }

  /** The chat's newest stored messages, oldest first. */
  async messages(agent: string, chatId: ChatId, limit: number): Promise<InboundMessage[]> {
    const rows = await this.db
      .selectFrom('inbound_messages')
      .select('body')
      .where('agent', '=', agent)
      .where('chat_id', '=', chatId)
      .orderBy('msg_id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => JSON.parse(r.body) as InboundMessage).reverse();
  }

  async openTasksByChat(agent: string): Promise<Map<ChatId, number>> {
    const rows = await this.db
      .selectFrom('tasks')
      .select((eb) => ['chat_id', eb.fn.countAll<number>().as('n')])
      .where('agent', '=', agent)
      .where(sql.raw<boolean>(TASKS_OPEN_OR_FAILED))
      .where('status', 'in', ['pending', 'active'])
      .groupBy('chat_id')
      .execute();
    return new Map(rows.map((r) => [r.chat_id, Number(r.n)]));
  }

  /** The newest failure of the persona's tasks: what it said, and when. */
  async lastError(agent: string): Promise<{ error: string; at: number; chatId: ChatId } | undefined> {
    const row = await this.db
      .selectFrom('tasks')
      .select(['last_error', 'updated_at', 'chat_id'])
      .where('agent', '=', agent)
      .where(sql.raw<boolean>(TASKS_OPEN_OR_FAILED))
      .where('status', '=', 'failed')
      .orderBy('updated_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? { error: row.last_error ?? 'failed', at: row.updated_at, chatId: row.chat_id } : undefined;
  }

  /**
   * The chat names the persona's Telegram account learnt (a group's title, a partner's name), by
   * chat id: what read-only commands show when Telegram itself is not asked. Untrusted text.
   */
  async knownChatNames(agent: string): Promise<Map<ChatId, string>> {
    const rows = await this.db
      .selectFrom('telegram_peers')
      .innerJoin('telegram_sessions', 'telegram_sessions.user_id', 'telegram_peers.account_id')
      .select(['telegram_peers.peer_id', 'telegram_peers.info'])
      .where('telegram_sessions.persona', '=', agent)
      .execute();
    const names = new Map<ChatId, string>();
    for (const row of rows) {
      const name = nameOf(row.info);
      if (name !== undefined) names.set(row.peer_id, name);
    }
    return names;
  }

  /** The newest cached media descriptions. */
  async mediaDescriptions(limit: number): Promise<MediaDescription[]> {
    const rows = await this.db
      .selectFrom('media_descriptions')
      .selectAll()
      .orderBy('updated_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      mediaId: r.media_id,
      kind: r.kind,
      set: r.set_name ?? undefined,
      emoji: r.emoji ?? undefined,
      description: r.description ?? undefined,
      status: r.status,
      attempts: r.attempts,
      source: r.source,
      updatedAt: r.updated_at,
      reason: r.reason ?? undefined,
    }));
  }

  /** The operator's own description of a cached item; it is used from the next turn on. */
  async editDescription(mediaId: string, description: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('media_descriptions')
      .set({ description, status: 'ok', reason: null, updated_at: now })
      .where('media_id', '=', mediaId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}

function nameOf(info: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(info);
    if (typeof parsed !== 'object' || parsed === null || !('name' in parsed)) return undefined;
    return typeof parsed.name === 'string' && parsed.name !== '' ? parsed.name : undefined;
  } catch {
    return undefined;
  }
}
