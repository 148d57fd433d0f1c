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

/** What the persona would have done, in words; undefined for what is no action of its own. */
export function heldBackLine(held: HeldBack): string | undefined {
  const reply = held.replyTo === undefined ? '' : ` (reply to ${held.replyTo})`;
  switch (held.action) {
    case 'send':
      return `would send ${JSON.stringify(held.text ?? '')}${reply}`;
    case 'sticker':
      return `would send the sticker ${JSON.stringify(held.sticker ?? '')}${reply}`;
    case 'react':
      return `would react ${JSON.stringify(held.emoji ?? '')} to ${held.messageId}`;
    case 'read':
      return `would mark the chat read up to ${held.messageId}`;
    case 'block':
      return 'would block this user';
    case 'unblock':
      return 'would unblock this user';
    case 'clear':
      return 'would clear the conversation';
    case 'clear-mentions':
      return 'would mark its mentions read';
    case 'clear-unread':
      return 'would remove its unread mark';
    case 'typing':
      return undefined;
  }
}
