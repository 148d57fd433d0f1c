import type { ChatId, InboundMessage, MessageId } from '../telegram/types.js';
import type { Db } from './schema.js';

/** Every message the agent has seen, keyed by (agent, chat, message id): the inbound dedupe. */
export class MessageLog {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Stores a message; returns false when it was already known (a duplicate delivery). */
  async remember(
    agent: string,
    message: InboundMessage,
    options: { handled?: boolean } = {},
  ): Promise<boolean> {
    const result = await this.db
      .insertInto('inbound_messages')
      .values({
        agent,
        chat_id: message.chatId,
        msg_id: message.id,
        sender_id: message.senderId,
        date: message.date,
        body: JSON.stringify(message),
        received_at: this.now(),
        handled: options.handled ? 1 : 0,
      })
      .onConflict((oc) => oc.columns(['agent', 'chat_id', 'msg_id']).doNothing())
      .executeTakeFirst();
    return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
  }

  /** Stores many messages (a fetched history window) in one transaction, ignoring known ones. */
  async rememberAll(agent: string, messages: readonly InboundMessage[]): Promise<void> {
    if (messages.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      for (const message of messages) {
        await trx
          .insertInto('inbound_messages')
          .values({
            agent,
            chat_id: message.chatId,
            msg_id: message.id,
            sender_id: message.senderId,
            date: message.date,
            body: JSON.stringify(message),
            received_at: this.now(),
            handled: 1,
          })
          .onConflict((oc) =>
            oc.columns(['agent', 'chat_id', 'msg_id']).doUpdateSet({ body: JSON.stringify(message) }),
          )
          .execute();
      }
    });
  }

  async get(agent: string, chatId: ChatId, id: MessageId): Promise<InboundMessage | undefined> {
    const row = await this.db
      .selectFrom('inbound_messages')
      .select('body')
      .where('agent', '=', agent)
      .where('chat_id', '=', chatId)
      .where('msg_id', '=', id)
      .executeTakeFirst();
    return row ? (JSON.parse(row.body) as InboundMessage) : undefined;
  }

  /** Messages not yet taken into account by a turn, oldest first. */
  async unhandled(agent: string, chatId: ChatId): Promise<InboundMessage[]> {
    const rows = await this.db
      .selectFrom('inbound_messages')
      .select('body')
      .where('agent', '=', agent)
      .where('chat_id', '=', chatId)
      .where('handled', '=', 0)
      .orderBy('msg_id')
      .execute();
    return rows.map((r) => JSON.parse(r.body) as InboundMessage);
  }

  async markHandled(agent: string, chatId: ChatId, upTo: MessageId): Promise<void> {
    await this.db
      .updateTable('inbound_messages')
      .set({ handled: 1 })
      .where('agent', '=', agent)
      .where('chat_id', '=', chatId)
      .where('msg_id', '<=', upTo)
      .execute();
  }
}
