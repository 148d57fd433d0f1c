import { errorMessage } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import type { TelegramPort } from '../telegram/port.js';
import type { HeldBack } from '../telegram/read-only.js';

/**
 * `run --dry-run`: what a persona would have done, one line per held-back action, e.g.
 * `dry run · Heidi · "Alice" (7): would send "Hi!" (reply to 11)`. Names, titles and texts are
 * quoted as JSON strings: whatever they hold (line breaks, terminal escapes) stays on one line.
 */
export function dryRunPrinter(options: {
  persona: string;
  /** Reads the chat's title (through the read-only port: a read). */
  port: Pick<TelegramPort, 'chat'>;
  print: (line: string) => void;
  log: Logger;
}): (held: HeldBack) => void {
  const { persona, port, print, log } = options;
  // One after the other: the lines come in the order the actions were held back.
  let printed: Promise<void> = Promise.resolve();
  return (held) => {
    const what = heldBackLine(held);
    // "typing…" repeats every few seconds while a reply is typed: not an action of its own.
    if (what === undefined) return;
    printed = printed.then(() =>
      port.chat(held.chatId).then(
        (chat) => print(`dry run · ${persona} · ${JSON.stringify(chat.title)} (${held.chatId}): ${what}`),
        (err: unknown) => {
          log.debug('chat title not available', { chat: held.chatId, reason: errorMessage(err) });
          print(`dry run · ${persona} · chat ${held.chatId}: ${what}`);
        },
      ),
    );
  };
}

/** What the persona would have done, in words, per held-back write; undefined for what is no action of its own. */
const HELD_BACK_LINES = {
  send: (held, reply) => `would send ${JSON.stringify(held.text ?? '')}${reply}`,
  sticker: (held, reply) => `would send the sticker ${JSON.stringify(held.sticker ?? '')}${reply}`,
  react: (held) => `would react ${JSON.stringify(held.emoji ?? '')} to ${held.messageId}`,
  read: (held) => `would mark the chat read up to ${held.messageId}`,
  block: () => 'would block this user',
  unblock: () => 'would unblock this user',
  clear: () => 'would clear the conversation',
  'clear-mentions': () => 'would mark its mentions read',
  'clear-unread': () => 'would remove its unread mark',
  'mark-unread': () => 'would mark the chat unread',
  typing: () => undefined,
} satisfies Record<HeldBack['action'], (held: HeldBack, reply: string) => string | undefined>;

export function heldBackLine(held: HeldBack): string | undefined {
  const reply = held.replyTo === undefined ? '' : ` (reply to ${held.replyTo})`;
  return HELD_BACK_LINES[held.action](held, reply);
}
