import type { ChatId, InboundMessage } from '../telegram/types.js';

/** Loads the newest `limit` messages a chat carried over from its former id, oldest first. */
export type CarriedLoader = (chatId: ChatId, limit: number) => Promise<InboundMessage[]>;

/**
 * A chat's history as Telegram gave it (up to `asked` messages, oldest first), led by the messages
 * it carried over from its former id when Telegram's reaches the chat's start and that start is a
 * supergroup's "upgraded from a basic group" message: a group's history does not end at its upgrade.
 */
export async function withCarried(
  chatId: ChatId,
  fromTelegram: InboundMessage[],
  asked: number,
  carried: CarriedLoader | undefined,
): Promise<InboundMessage[]> {
  if (!carried || fromTelegram.length >= asked || fromTelegram[0]?.service?.movedFrom === undefined)
    return fromTelegram;
  return [...(await carried(chatId, asked - fromTelegram.length)), ...fromTelegram];
}
