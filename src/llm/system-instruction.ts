import { applyMacros } from '../config/macros.js';
import type { PersonaPrompts } from '../config/prompts.js';
import type { CharacterCard, Persona } from '../config/types.js';
import { sanitizeName, TITLE_MAX } from '../conversation/sanitize.js';
import { formatCurrentTime } from '../conversation/time.js';
import type { Account, ChatInfo, MessageId } from '../telegram/types.js';
import { hasOwnId } from './render.js';

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
  target: { id: MessageId; senderName: string; senderId: string };
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
  const card = persona.card ?? {};
  if (card.systemPrompt) sections.push(applyMacros(card.systemPrompt, macros));
  sections.push(applyMacros(characterSection(persona.instructions, card), macros));
  const examples = card.exampleMessages ? exampleSection(card.exampleMessages) : undefined;
  if (examples) sections.push(applyMacros(examples, macros));

  const stickers = sortedStickers(input.stickers);
  if (stickers.length > 0) {
    const lines = stickers.map(
      (s) => `- ${s.set} :: ${s.name}${s.description ? ` - ‹${sanitizeName(s.description, 300)}›` : ''}`,
    );
    sections.push(
      `# Stickers you may send\n\n${lines.join('\n')}\n\nYou may also send any sticker you have seen in this chat, by its set and name.`,
    );
  }

  const chatLine =
    chat.kind === 'group'
      ? `This is a group chat named ${quoted(sanitizeName(chat.title, TITLE_MAX))}`
      : `This is a direct (one-on-one) chat with ${sanitizeName(chat.title)}`;
  const account = me.username ? `user ${me.id}, @${me.username}` : `user ${me.id}`;
  sections.push(
    `# This chat\n\n${chatLine}; you are ${persona.name} (${account}).\nCurrent local time: ${formatCurrentTime(input.now, persona.timezone)}.`,
  );
  const turn = `# Your turn\n\nRespond to message #${input.target.id} from ${targetSender(input.target)}.`;
  // SillyTavern puts these after the chat history; the end of the system text is the closest spot.
  const last = card.postHistoryInstructions ? `\n\n${applyMacros(card.postHistoryInstructions, macros)}` : '';
  sections.push(turn + last);
  return sections.join('\n\n');
}

/**
 * `# Your character`: the persona's instructions, then the Card V2 description, personality
 * and scenario (SillyTavern's order), each only when given.
 */
export function characterSection(instructions: string, card: CharacterCard): string {
  const parts = ['# Your character'];
  if (instructions.trim()) parts.push(instructions.trim());
  if (card.description) parts.push(card.description.trim());
  if (card.personality) parts.push(`## Personality\n\n${card.personality.trim()}`);
  if (card.scenario) parts.push(`## Scenario\n\n${card.scenario.trim()}`);
  return parts.join('\n\n');
}

/** Card V2 `mes_example`: dialogues separated by `<START>` lines, shown as style examples only. */
export function exampleSection(examples: string): string | undefined {
  const dialogues = examples
    .split(/^[ \t]*<START>[ \t]*$/im)
    .map((d) => d.trim())
    .filter((d) => d !== '');
  if (dialogues.length === 0) return undefined;
  const intro =
    '# How you write\n\nExamples of your style only; they are not part of this chat and never happened in it.';
  return `${intro}\n\n${dialogues.join('\n\n---\n\n')}`;
}

/**
 * By set, then name, in code-point order like the original's Python sort:
 * stable across hosts, unlike locale order, and unlike JS's default UTF-16 order for emoji.
 */
export function sortedStickers(stickers: readonly StickerOffer[]): StickerOffer[] {
  const key = (s: StickerOffer) => `${s.set}\u0000${s.name}`;
  const unique = new Map(stickers.map((s) => [key(s), s]));
  return [...unique.values()].sort((a, b) => compareCodePoints(key(a), key(b)));
}

export function compareCodePoints(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i]?.codePointAt(0) ?? 0) - (y[i]?.codePointAt(0) ?? 0);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/** "Alice (user 7)": names can be shared or chosen to mislead; the id cannot. */
function targetSender(target: SystemInstructionInput['target']): string {
  const name = sanitizeName(target.senderName);
  return !target.senderId || hasOwnId(name, target.senderId) ? name : `${name} (user ${target.senderId})`;
}

/** A user-chosen title inside the system text: in curly quotes it cannot close. */
function quoted(text: string): string {
  return `“${text.replace(/[“”"]/g, "'")}”`;
}
