import type { AccessPolicy } from '../config/persona-schema.js';
import { groupOf } from '../telegram/topics.js';
import type { ChatInfo, InboundMessage } from '../telegram/types.js';

/** Why a message someone may write gets no turn under the persona's access policy. */
export type AccessRefusal = 'not_allowed' | 'not_mentioned';

/**
 * Whether the sender of a direct chat may start a turn. Admins always may (their admin actions
 * need a direct chat); `allow_from` names people by id or by @username.
 */
export function directAllowed(
  message: Pick<InboundMessage, 'senderId' | 'senderUsername'>,
  chat: Pick<ChatInfo, 'contact'>,
  policy: AccessPolicy,
  admins: readonly string[],
): boolean {
  if (policy.dmPolicy === 'open' || admins.includes(message.senderId)) return true;
  if (policy.dmPolicy === 'off') return false;
  if (listed(message, policy.allowFrom)) return true;
  return policy.dmPolicy === 'contacts' && chat.contact === true;
}

function listed(message: Pick<InboundMessage, 'senderId' | 'senderUsername'>, allowFrom: readonly string[]) {
  if (allowFrom.includes(message.senderId)) return true;
  const username = message.senderUsername?.toLowerCase();
  return username !== undefined && allowFrom.includes(`@${username}`);
}

/** Whether a group needs a callout (mention, reply to the persona, its name) before a turn. */
export function groupRequiresMention(chatId: string, policy: AccessPolicy): boolean {
  // A forum topic follows its group's setting.
  return policy.groups[groupOf(chatId)]?.requireMention ?? policy.requireMention;
}

/**
 * The message calls the persona by one of its names: the name as a word of its own, in any case
 * ("Heidi, what do you think?", "ask heidi"), or its @username anywhere in the text.
 */
export function calledByName(text: string, names: readonly string[]): boolean {
  for (const raw of names) {
    const name = raw.trim();
    if (name.length < 2) continue;
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = name.startsWith('@') ? escaped : `(?<![\\p{L}\\p{N}_])${escaped}(?![\\p{L}\\p{N}_])`;
    if (new RegExp(pattern, 'iu').test(text)) return true;
  }
  return false;
}

/** The names a callout may use: the persona's, the account's first name and its @username. */
export function calloutNames(personaName: string, account: { name: string; username?: string }): string[] {
  const names = [personaName, account.name.split(/\s+/)[0] ?? ''];
  if (account.username) names.push(`@${account.username}`);
  return [...new Set(names.filter((n) => n.trim().length > 0))];
}
