import type { ChatPausePort } from '../tasks/journal.js';
import type { ChatId } from '../telegram/types.js';
import { prepared } from './prepared.js';
import type { Db } from './schema.js';

/** The chats the operator paused, per persona. A pause outlives restarts until it is lifted. */
export class ChatPauses implements ChatPausePort {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async pause(agent: string, chatId: ChatId): Promise<void> {
    await this.db
      .insertInto('chat_pauses')
      .values({ agent, chat_id: chatId, paused_at: this.now() })
      .onConflict((oc) => oc.columns(['agent', 'chat_id']).doNothing())
      .execute();
  }

  async resume(agent: string, chatId: ChatId): Promise<void> {
    await this.db
      .deleteFrom('chat_pauses')
      .where('agent', '=', agent)
      .where('chat_id', '=', chatId)
      .execute();
  }

  async isPaused(agent: string, chatId: ChatId): Promise<boolean> {
    // Asked twice by every turn.
    return (await PAUSED(this.db, { agent, chatId })).rows.length > 0;
  }

  /** When the chat was paused (ms); undefined when it is not. */
  async since(agent: string, chatId: ChatId): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('chat_pauses')
      .select('paused_at')
      .where('agent', '=', agent)
      .where('chat_id', '=', chatId)
      .executeTakeFirst();
    return row?.paused_at;
  }

  /** The paused chats of a persona. */
  async list(agent: string): Promise<Set<ChatId>> {
    const rows = await this.db
      .selectFrom('chat_pauses')
      .select('chat_id')
      .where('agent', '=', agent)
      .execute();
    return new Set(rows.map((r) => r.chat_id));
  }
}

const PAUSED = prepared((db, p: { agent: string; chatId: ChatId }) =>
  db.selectFrom('chat_pauses').select('chat_id').where('agent', '=', p.agent).where('chat_id', '=', p.chatId),
);
