import type { ChatId, InboundMessage, MessageId } from '../telegram/types.js';
import type { Db } from './schema.js';
import { transaction } from './tasks.js';

/** Every message the agent has seen, keyed by (agent, chat, message id): the inbound dedupe. */
export class MessageLog {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** The same log working inside `trx`. */
  in(trx: Db): MessageLog {
    return new MessageLog(trx, this.now);
  }

  /** Stores a message; returns false when it was already known. */
  async remember(
    agent: string,
    message: InboundMessage,
    options: { handled?: boolean } = {},
  ): Promise<boolean> {
    const result = await this.db
      .insertInto('inbound_messages')
      .values({ ...row(agent, message, this.now()), handled: options.handled ? 1 : 0 })
      .onConflict((oc) => oc.columns(['agent', 'chat_id', 'msg_id']).doNothing())
      .executeTakeFirst();
    return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
  }

  /**
   * Records a message Telegram delivered to the agent. True when it should start a turn: it
   * was never delivered before and no finished turn has answered it yet (it may already be
   * known from a fetched history). False for a repeated delivery.
   */
  async accept(agent: string, message: InboundMessage): Promise<boolean> {
    const now = this.now();
    const inserted = await this.db
      .insertInto('inbound_messages')
      .values({ ...row(agent, message, now), handled: 0, accepted_at: now })
      .onConflict((oc) => oc.columns(['agent', 'chat_id', 'msg_id']).doNothing())
      .executeTakeFirst();
    if ((inserted.numInsertedOrUpdatedRows ?? 0n) > 0n) return true;
    const known = await this.db
      .selectFrom('inbound_messages')
      .select(['accepted_at', 'handled'])
      .where('agent', '=', agent)
      .where('chat_id', '=', message.chatId)
      .where('msg_id', '=', message.id)
      .executeTakeFirst();
    if (!known || known.accepted_at !== null) return false;
    await this.db
      .updateTable('inbound_messages')
      .set({ accepted_at: now, body: JSON.stringify(message) })
      .where('agent', '=', agent)
      .where('chat_id', '=', message.chatId)
      .where('msg_id', '=', message.id)
      .execute();
    return known.handled === 0;
  }

  /** Stores many messages (a fetched history window) in one transaction, ignoring known ones. */
  async rememberAll(agent: string, messages: readonly InboundMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const now = this.now();
    const rows = messages.map((m) => ({ ...row(agent, m, now), handled: 0 }));
    // Multi-row statements: a history window is up to a thousand messages, written every turn.
    await transaction(this.db, async (trx) => {
      for (let at = 0; at < rows.length; at += 100) {
        await trx
          .insertInto('inbound_messages')
          .values(rows.slice(at, at + 100))
          .onConflict((oc) =>
            oc
              .columns(['agent', 'chat_id', 'msg_id'])
              .doUpdateSet((eb) => ({ body: eb.ref('excluded.body') }))
              .where((eb) => eb('inbound_messages.body', '<>', eb.ref('excluded.body'))),
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

  /** Messages Telegram delivered that no finished turn has answered yet, oldest first. */
  async unhandled(agent: string, chatId: ChatId): Promise<InboundMessage[]> {
    const rows = await this.db
      .selectFrom('inbound_messages')
      .select('body')
      .where('agent', '=', agent)
      .where('chat_id', '=', chatId)
      .where('handled', '=', 0)
      .where('accepted_at', 'is not', null)
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

/** What a turn needs of the message log: remember what it read, look up what it did not. */
export type TurnMessages = Pick<MessageLog, 'rememberAll' | 'get'>;

/**
 * A message log read from `base` with writes kept in `overlay` (read first): `prompt` on a live
 * chat finds messages the state database (opened read-only) remembers and stores nothing there.
 */
export class OverlayMessages implements TurnMessages {
  constructor(
    private readonly base: Pick<MessageLog, 'get'>,
    private readonly overlay: TurnMessages,
  ) {}

  rememberAll(agent: string, messages: readonly InboundMessage[]): Promise<void> {
    return this.overlay.rememberAll(agent, messages);
  }

  async get(agent: string, chatId: ChatId, id: MessageId): Promise<InboundMessage | undefined> {
    return (await this.overlay.get(agent, chatId, id)) ?? (await this.base.get(agent, chatId, id));
  }
}

function row(agent: string, message: InboundMessage, now: number) {
  return {
    agent,
    chat_id: message.chatId,
    msg_id: message.id,
    sender_id: message.senderId,
    date: message.date,
    body: JSON.stringify(message),
    received_at: now,
  };
}
