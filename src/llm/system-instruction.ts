import { applyMacros } from '../config/macros.js';
import type { PersonaPrompts } from '../config/prompts.js';
import type { Persona } from '../config/types.js';
import { sanitizeName } from '../conversation/sanitize.js';
import { formatCurrentTime } from '../conversation/time.js';
import type { Account, ChatInfo, MessageId } from '../telegram/types.js';

export interface StickerOffer {
  set: string;
  name: string;
  description?: string;
}

export interface SystemInstructionInput {
  persona: Persona;
  prompts: PersonaPrompts;
  chat: ChatInfo;
  me: Account;
  /** Name used for `{{user}}`: the DM partner, or in a group the target message's sender. */
  userName: string;
  stickers: readonly StickerOffer[];
  now: number;
  target: { id: MessageId; senderName: string };
}

/**
 * The system text, in order: response format, role prompts, persona, stickers, this chat
 * (type, name, local time — once each), then the closing directive naming the target.
 */
export function buildSystemInstruction(input: SystemInstructionInput): string {
  const { persona, prompts, chat, me } = input;
  const macros = { char: persona.name, user: sanitizeName(input.userName) };
  const sections: string[] = [];
  sections.push(applyMacros(prompts.responseFormat, macros));
  for (const role of prompts.roles) sections.push(applyMacros(role.text, macros));
  sections.push(`# Your character\n\n${applyMacros(persona.instructions.trim(), macros)}`);

  const stickers = sortedStickers(input.stickers);
  if (stickers.length > 0) {
    const lines = stickers.map(
      (s) => `- ${s.set} :: ${s.name}${s.description ? ` - ‹${s.description}›` : ''}`,
    );
    sections.push(
      `# Stickers you may send\n\n${lines.join('\n')}\n\nYou may also send any sticker you have seen in this chat, by its set and name.`,
    );
  }

  const chatLine =
    chat.kind === 'group'
      ? `This is a group chat named "${sanitizeName(chat.title)}".`
      : `This is a direct (one-on-one) chat with ${sanitizeName(chat.title)}.`;
  const account = me.username ? `user ${me.id}, @${me.username}` : `user ${me.id}`;
  sections.push(
    `# This chat\n\n${chatLine}\nYou are ${persona.name} (${account}); your own messages are the model turns.\nCurrent local time: ${formatCurrentTime(input.now, persona.timezone)}.`,
  );
  sections.push(
    `# Your turn\n\nRespond to message #${input.target.id} from ${sanitizeName(input.target.senderName)}. Answer with task blocks only, or with nothing to stay silent.`,
  );
  return sections.join('\n\n');
}

/** By set, then name, in code-point order (stable across hosts, unlike locale order). */
function sortedStickers(stickers: readonly StickerOffer[]): StickerOffer[] {
  const key = (s: StickerOffer) => `${s.set}\u0000${s.name}`;
  const unique = new Map(stickers.map((s) => [key(s), s]));
  return [...unique.values()].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
