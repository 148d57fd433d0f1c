import type { ChatId, InboundMessage, MessageId } from '../telegram/types.js';
import type { Db } from './schema.js';

/** What moved with a chat that Telegram gave a new id. */
export interface MovedChatState {
  /** Subtracted from the old chat's message ids: its newest stored message is 0 in the new chat. */
  idShift: number;
  messages: number;
  summaries: number;
  notes: number;
  memories: number;
  events: number;
}

/**
 * A message id of the old chat as it is kept in the new one. A supergroup's ids start again at 1,
 * so the old chat's history is shifted to 0 and below: it keeps its order, comes before every
 * message of the new chat and clashes with none of them.
 */
export function carriedId(oldId: MessageId, idShift: number): MessageId {
  return oldId - idShift;
}

/**
 * Moves what is known of a chat to its new id (a basic group upgraded to a supergroup), in the
 * caller's transaction: its stored messages and summaries (ids shifted by `carriedId`), its
 * notes, the chat memories and person facts were written in, and its plans with their log.
 * What records the past as it happened (the turn journal, model usage, deliveries) stays under
 * the old id; so do open tasks and pauses, which their own repositories move. Running it again
 * moves nothing more: the old chat has nothing left.
 */
export async function moveChatState(
  db: Db,
  agent: string,
  from: ChatId,
  to: ChatId,
): Promise<MovedChatState> {
  const newest = await db
    .selectFrom('inbound_messages')
    .select((eb) => eb.fn.max('msg_id').as('id'))
    .where('agent', '=', agent)
    .where('chat_id', '=', from)
    .executeTakeFirst();
  const summarised = await db
    .selectFrom('summaries')
    .select((eb) => eb.fn.max('last_id').as('id'))
    .where('agent', '=', agent)
    .where('chat_id', '=', from)
    .executeTakeFirst();
  const idShift = Math.max(0, Number(newest?.id ?? 0), Number(summarised?.id ?? 0));

  const rows = await db
    .selectFrom('inbound_messages')
    .selectAll()
    .where('agent', '=', agent)
    .where('chat_id', '=', from)
    .execute();
  for (const row of rows) {
    const body = carriedBody(JSON.parse(row.body) as InboundMessage, to, idShift);
    // History of a chat that is gone: no turn answers it as new (a pending turn is planned again).
    await db
      .insertInto('inbound_messages')
      .values({ ...row, chat_id: to, msg_id: body.id, body: JSON.stringify(body), handled: 1 })
      .onConflict((oc) => oc.columns(['agent', 'chat_id', 'msg_id']).doNothing())
      .execute();
  }
  await db.deleteFrom('inbound_messages').where('agent', '=', agent).where('chat_id', '=', from).execute();

  const summaries = await db
    .updateTable('summaries')
    .set((eb) => ({
      chat_id: to,
      first_id: eb('first_id', '-', idShift),
      last_id: eb('last_id', '-', idShift),
    }))
    .where('agent', '=', agent)
    .where('chat_id', '=', from)
    .executeTakeFirst();
  const notes = await moveNotes(db, agent, from, to);
  // A person's fact is keyed by the chat it was learned in; one learned in both chats keeps the new chat's.
  await db
    .updateTable('memory_entries')
    .set({ id: to })
    .where('agent', '=', agent)
    .where('kind', '=', 'person')
    .where('id', '=', from)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('memory_entries as clash')
            .select('clash.id')
            .where('clash.agent', '=', agent)
            .where('clash.kind', '=', 'person')
            .where('clash.id', '=', to)
            .whereRef('clash.scope', '=', 'memory_entries.scope'),
        ),
      ),
    )
    .execute();
  const memories = await db
    .updateTable('memory_entries')
    .set({ origin_chat: to })
    .where('agent', '=', agent)
    .where('origin_chat', '=', from)
    .executeTakeFirst();
  const events = await db
    .updateTable('events')
    .set({ chat_id: to })
    .where('agent', '=', agent)
    .where('chat_id', '=', from)
    .executeTakeFirst();
  await db
    .updateTable('event_log')
    .set({ chat_id: to })
    .where('agent', '=', agent)
    .where('chat_id', '=', from)
    .execute();
  return {
    idShift,
    messages: rows.length,
    summaries: Number(summaries.numUpdatedRows),
    notes,
    memories: Number(memories.numUpdatedRows),
    events: Number(events.numUpdatedRows),
  };
}

/** The old chat's notes, under the new chat; one whose id the new chat already uses gets the next free one. */
async function moveNotes(db: Db, agent: string, from: ChatId, to: ChatId): Promise<number> {
  const notes = (chatId: ChatId) =>
    db
      .selectFrom('memory_entries')
      .select('id')
      .where('agent', '=', agent)
      .where('kind', '=', 'note')
      .where('scope', '=', chatId)
      .execute();
  const taken = new Set((await notes(to)).map((n) => n.id));
  const moving = (await notes(from)).map((n) => n.id);
  let next = Math.max(0, ...[...taken, ...moving].map(noteNumber)) + 1;
  for (const id of moving) {
    const free = taken.has(id) ? `n${next++}` : id;
    taken.add(free);
    await db
      .updateTable('memory_entries')
      .set({ scope: to, id: free })
      .where('agent', '=', agent)
      .where('kind', '=', 'note')
      .where('scope', '=', from)
      .where('id', '=', id)
      .execute();
  }
  return moving.length;
}

function noteNumber(id: string): number {
  const n = Number(id.slice(1));
  return Number.isSafeInteger(n) ? n : 0;
}

/** A stored message as the new chat keeps it: its id, and the id it replies to, shifted. */
function carriedBody(message: InboundMessage, to: ChatId, idShift: number): InboundMessage {
  const carried: InboundMessage = { ...message, chatId: to, id: carriedId(message.id, idShift) };
  if (message.replyToId !== undefined) carried.replyToId = carriedId(message.replyToId, idShift);
  if (message.service?.messageId !== undefined)
    carried.service = { ...message.service, messageId: carriedId(message.service.messageId, idShift) };
  return carried;
}

/** The newest `limit` messages a chat carried over from its id before a move, oldest first. */
export async function carriedMessages(
  db: Db,
  agent: string,
  chatId: ChatId,
  limit: number,
): Promise<InboundMessage[]> {
  if (limit <= 0) return [];
  const rows = await db
    .selectFrom('inbound_messages')
    .select('body')
    .where('agent', '=', agent)
    .where('chat_id', '=', chatId)
    .where('msg_id', '<=', 0)
    .orderBy('msg_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => JSON.parse(r.body) as InboundMessage).reverse();
}
