import type { ChatKind, MessageId, StickerRef } from '../telegram/types.js';
import type { WithheldReason } from './withheld.js';

/** Roleplay actions (`*smiles*`): never sent, sent in direct chats, or sent everywhere. */
export type ActionsStyle = 'never' | 'direct' | 'always';

/** What the boundary knows about the turn. */
export interface SpeechContext {
  /** The persona's name: a label, signature or third-person line naming it is not speech. */
  persona: string;
  chatKind: ChatKind;
  actions: ActionsStyle;
  /** The turn answers a message addressed to the persona (a mention or a reply to it). */
  callout: boolean;
  /** Other participants' messages the model was shown, by id: a body repeating one is an echo. */
  others: ReadonlyMap<MessageId, string>;
  /** The answer was cut by the output limit: its last block is unfinished. */
  truncated?: boolean;
  /** The stickers the persona was offered: a sticker named by its emoji alone is one of them. */
  stickers: readonly StickerRef[];
}

/** Where a piece of a body held back goes, with its reason. */
export type Hold = (text: string, reason: WithheldReason) => void;
