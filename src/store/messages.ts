import { sql } from 'kysely';
import { type ChatId, type InboundMessage, inAccountSequence, type MessageId } from '../telegram/types.js';
import { TASKS_OPEN_OR_FAILED } from './migrations.js';
import { prepared } from './prepared.js';
import { type Db, transaction } from './schema.js';

/** The partial index of unfinished tasks serves a query only when it repeats its predicate word for word. */
const OPEN_OR_FAILED = sql.raw<boolean>(TASKS_OPEN_OR_FAILED);

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
      .values({ ...row(agent, message, this.now()), handled: options.handled ? 1 : 0, accepted_at: null })
      .onConflict((oc) => oc.columns(['agent', 'chat_id', 'msg_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /**
   * Records a message Telegram delivered to the agent. True when it should start a turn: it
   * was never delivered before and no finished turn has answered it yet (it may already be
   * known from a fetched history), or it was delivered but the turn for it failed (nothing is
   * left to answer it: a turn that could not reach the chat is tried again when a scan or a
   * catch-up delivers the message anew). False for a repeated delivery.
   */
  async accept(agent: string, message: InboundMessage): Promise<boolean> {
    const now = this.now();
    const r = row(agent, message, now);
    const inserted = await ACCEPT(this.db, r);
    if (Number(inserted.numAffectedRows ?? 0) > 0) return true;
    const known = await this.#one(agent, message.chatId, message.id)
      .select(['accepted_at', 'handled'])
      .executeTakeFirst();
    if (!known) return false;
    if (known.accepted_at !== null) {
      if (known.handled !== 0) return false;
      if (await this.#openTurn(agent, message.chatId)) return false;
      if (!(await this.#failedTurnSince(agent, message.chatId, known.accepted_at))) return false;
    }
    await this.db
      .updateTable('inbound_messages')
      .set({ accepted_at: now, body: r.body })
      .where('agent', '=', agent)
      .where('chat_id', '=', message.chatId)
      .where('msg_id', '=', message.id)
      .execute();
    return known.handled === 0;
  }

  /**
   * Stores many messages (a fetched history window), ignoring known ones and updating those
   * whose content changed. Consecutive turns read mostly the same window: the stored bodies of
   * its span are read first, and only what is new or changed is written.
   */
  async rememberAll(agent: string, messages: readonly InboundMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const now = this.now();
    const rows: (ReturnType<typeof row> & { handled: number })[] = [];
    const chats = new Map<ChatId, InboundMessage[]>();
    for (const m of messages) {
      const ofChat = chats.get(m.chatId);
      if (ofChat) ofChat.push(m);
      else chats.set(m.chatId, [m]);
    }
    for (const [chatId, ofChat] of chats) {
      const ids = ofChat.map((m) => m.id);
      const stored = await SPAN(this.db, { agent, chatId, first: Math.min(...ids), last: Math.max(...ids) });
      const bodies = new Map(stored.rows.map((r) => [r.msg_id, r.body]));
      for (const m of ofChat) {
        const r = row(agent, m, now);
        if (bodies.get(r.msg_id) !== r.body) rows.push({ ...r, handled: 0 });
      }
    }
    if (rows.length === 0) return;
    const write = async (db: Db) => {
      for (let at = 0; at < rows.length; at += BATCH)
        await db
          .insertInto('inbound_messages')
          .values(rows.slice(at, at + BATCH))
          .onConflict((oc) =>
            oc
              .columns(['agent', 'chat_id', 'msg_id'])
              .doUpdateSet((eb) => ({ body: eb.ref('excluded.body') }))
              .where('inbound_messages.body', '<>', (eb) => eb.ref('excluded.body')),
          )
          .execute();
    };
    // One statement is atomic on its own; more take a transaction.
    await (rows.length <= BATCH ? write(this.db) : transaction(this.db, write));
  }

  async get(agent: string, chatId: ChatId, id: MessageId): Promise<InboundMessage | undefined> {
    const [found] = (await BODY(this.db, { agent, chatId, id })).rows;
    return found ? (JSON.parse(found.body) as InboundMessage) : undefined;
  }

  /**
   * The newest stored message of a chat not sent by `not` (the account itself): who the persona
   * talks with there, and whether they ever wrote.
   */
  async newestFrom(agent: string, chatId: ChatId, who: { not: string }): Promise<InboundMessage | undefined> {
    const found = await this.db
      .selectFrom('inbound_messages')
      .select('body')
      .where('agent', '=', agent)
      .where('chat_id', '=', chatId)
      .where('sender_id', '<>', who.not)
      .orderBy('msg_id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return found ? (JSON.parse(found.body) as InboundMessage) : undefined;
  }

  /**
   * How many stored messages of a chat are newer than `after` (all when undefined): a cheap look
   * before asking Telegram for a history to summarise.
   */
  async countNewer(agent: string, chatId: ChatId, after: MessageId | undefined): Promise<number> {
    const found = await this.db
      .selectFrom('inbound_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('agent', '=', agent)
      .where('chat_id', '=', chatId)
      .where('msg_id', '>', after ?? 0)
      .executeTakeFirst();
    return Number(found?.n ?? 0);
  }

  /** Messages Telegram delivered that no finished turn has answered yet, oldest first. */
  async unhandled(agent: string, chatId: ChatId): Promise<InboundMessage[]> {
    // A literal `handled = 0`: the partial index of unhandled messages serves it, whatever the chat's age.
    const rows = await this.db
      .selectFrom('inbound_messages')
      .select('body')
      .where('agent', '=', agent)
      .where('chat_id', '=', chatId)
      .where('handled', '=', sql.lit(0))
      .where('accepted_at', 'is not', null)
      .orderBy('msg_id')
      .execute();
    return rows.map((r) => JSON.parse(r.body) as InboundMessage);
  }

  /**
   * Marks stored messages deleted (kept, so a reply to one shows as a reply to a deleted
   * message). Without `chatId` (Telegram does not say for private chats) the ids are looked up in
   * every chat of the agent; a forum's `chatId` covers its topics' conversations. Returns the
   * chats whose messages were marked.
   */
  async markDeleted(agent: string, ids: readonly MessageId[], chatId?: ChatId): Promise<ChatId[]> {
    if (ids.length === 0) return [];
    let query = this.db
      .selectFrom('inbound_messages')
      .select(['chat_id', 'msg_id', 'body'])
      .where('agent', '=', agent)
      .where('msg_id', 'in', [...ids]);
    if (chatId !== undefined)
      query = query.where((eb) => eb.or([eb('chat_id', '=', chatId), eb('chat_id', 'like', `${chatId}/%`)]));
    const chats = new Set<ChatId>();
    for (const r of await query.execute()) {
      // Without a chat, the ids are the account's: a supergroup's own ids are other messages.
      if (chatId === undefined && !inAccountSequence(r.chat_id)) continue;
      const message = JSON.parse(r.body) as InboundMessage;
      chats.add(r.chat_id);
      if (message.deleted) continue;
      message.deleted = true;
      await this.db
        .updateTable('inbound_messages')
        .set({ body: JSON.stringify(message) })
        .where('agent', '=', agent)
        .where('chat_id', '=', r.chat_id)
        .where('msg_id', '=', r.msg_id)
        .execute();
    }
    return [...chats];
  }

  /** Marks the chat's messages up to `upTo` answered; only those not answered yet are touched. */
  async markHandled(agent: string, chatId: ChatId, upTo: MessageId): Promise<void> {
    await MARK_HANDLED(this.db, { agent, chatId, upTo });
  }

  #one(agent: string, chatId: ChatId, id: MessageId) {
    return this.db
      .selectFrom('inbound_messages')
      .where('agent', '=', agent)
      .where('chat_id', '=', chatId)
      .where('msg_id', '=', id);
  }

  /** Whether a turn of the chat is still to run (a delivered message is then in its hands). */
  async #openTurn(agent: string, chatId: ChatId): Promise<boolean> {
    const found = await this.#turns(agent, chatId)
      .where('status', 'in', ['pending', 'active'])
      .executeTakeFirst();
    return found !== undefined;
  }

  /** Whether a turn of the chat failed for good since `acceptedAt` (the message's turn, or its successor). */
  async #failedTurnSince(agent: string, chatId: ChatId, acceptedAt: number): Promise<boolean> {
    const found = await this.#turns(agent, chatId)
      .where('status', '=', 'failed')
      .where('updated_at', '>=', acceptedAt)
      .executeTakeFirst();
    return found !== undefined;
  }

  /** The chat's turns, by the partial index of unfinished and failed tasks. */
  #turns(agent: string, chatId: ChatId) {
    return this.db
      .selectFrom('tasks')
      .select('id')
      .where(OPEN_OR_FAILED)
      .where('agent', '=', agent)
      .where('chat_id', '=', chatId)
      .where('type', '=', 'received')
      .limit(1);
  }
}

/** The queries every reply runs, compiled once. */
const ACCEPT = prepared((db, r: ReturnType<typeof row>) =>
  db
    .insertInto('inbound_messages')
    .values({
      agent: r.agent,
      chat_id: r.chat_id,
      msg_id: r.msg_id,
      sender_id: r.sender_id,
      date: r.date,
      body: r.body,
      received_at: r.received_at,
      handled: 0,
      accepted_at: r.received_at,
    })
    .onConflict((oc) => oc.columns(['agent', 'chat_id', 'msg_id']).doNothing()),
);
const SPAN = prepared((db, p: { agent: string; chatId: ChatId; first: MessageId; last: MessageId }) =>
  db
    .selectFrom('inbound_messages')
    .select(['msg_id', 'body'])
    .where('agent', '=', p.agent)
    .where('chat_id', '=', p.chatId)
    .where('msg_id', '>=', p.first)
    .where('msg_id', '<=', p.last),
);
const BODY = prepared((db, p: { agent: string; chatId: ChatId; id: MessageId }) =>
  db
    .selectFrom('inbound_messages')
    .select('body')
    .where('agent', '=', p.agent)
    .where('chat_id', '=', p.chatId)
    .where('msg_id', '=', p.id),
);
/** A literal `handled = 0`: the partial index of unhandled messages serves it, whatever the chat's age. */
const MARK_HANDLED = prepared((db, p: { agent: string; chatId: ChatId; upTo: MessageId }) =>
  db
    .updateTable('inbound_messages')
    .set({ handled: 1 })
    .where('agent', '=', p.agent)
    .where('chat_id', '=', p.chatId)
    .where('handled', '=', sql.lit(0))
    .where('msg_id', '<=', p.upTo),
);

/** Rows per INSERT of a history window (a window is up to a thousand messages). */
const BATCH = 100;

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
