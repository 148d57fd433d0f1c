import type { MessageId, UserId } from '../telegram/types.js';

/**
 * One Telegram message as the model will see it: ordered parts, each a fact about the message.
 * Parts stay structured until the prompt build renders them, so tests can check facts and the
 * rendering can change in one place.
 */
export type Part =
  | {
      kind: 'meta';
      messageId: MessageId;
      senderId: UserId;
      senderName: string;
      username?: string;
      /** Local time in the persona's timezone, already formatted. */
      time: string;
    }
  | {
      kind: 'reply';
      toId: MessageId;
      /** found: text or media summary known; deleted: gone; unknown: could not be fetched in time. */
      state: 'found' | 'deleted' | 'unknown';
      author?: string;
      /** The replied-to message was the agent's own. */
      toAgent?: boolean;
      /** Quoted text (selected quote, text or caption), at most 200 characters. */
      text?: string;
      /** Summary of the replied-to message's media when it has no text. */
      media?: string;
    }
  | { kind: 'forward'; from: string }
  | { kind: 'text'; text: string }
  | { kind: 'media'; mediaKind: string; mediaId: string; rendered?: string }
  | { kind: 'reactions'; reactions: { emoji: string; from: string }[] };

export interface ChatMsg {
  id: MessageId;
  senderId: UserId;
  senderName: string;
  /** Written by the persona's own account: becomes a `model` turn. */
  isAgent: boolean;
  /** Unix seconds. */
  date: number;
  parts: Part[];
}
