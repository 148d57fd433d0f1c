import { applyMacros, applySections, applyStickerExample, type MacroValues } from '../config/macros.js';
import type { PersonaPrompts } from '../config/prompts.js';
import type { CharacterCard, Persona } from '../config/resolved.js';
import { sanitizeName } from '../conversation/sanitize.js';
import type { Account, ChatInfo } from '../telegram/types.js';

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
  stickers: readonly StickerOffer[];
}

/**
 * The system text, in order: response format, role prompts, persona, stickers, this chat (kind,
 * name, who the persona is). Nothing in it changes from turn to turn (no clock, no message
 * being answered), so for one chat it is byte-identical while config and prompts are: the time,
 * what is new and the instruction are the request's last part (turn-part.ts).
 */
export function buildSystemInstruction(input: SystemInstructionInput): string {
  const { persona, prompts, chat, me } = input;
  const macros = cardMacros(persona, chat);
  const stickers = sortedStickers(input.stickers);
  const sections: string[] = [];
  const format = applySections(prompts.responseFormat, {
    stickers: stickers.length > 0,
    direct: chat.kind === 'direct',
    group: chat.kind === 'group',
  });
  sections.push(applyMacros(applyStickerExample(format, stickers[0]), macros));
  for (const role of prompts.roles) sections.push(applyMacros(role.text, macros));
  const card = persona.card;
  if (card.systemPrompt) sections.push(applyMacros(card.systemPrompt, macros));
  sections.push(applyMacros(characterSection(persona.instructions, card), macros));
  const examples = card.exampleMessages ? exampleSection(card.exampleMessages) : undefined;
  if (examples) sections.push(applyMacros(examples, macros));
  if (stickers.length > 0) sections.push(stickerSection(stickers));

  const chatLine =
    chat.kind === 'group'
      ? `This is a group chat named ${quoted(sanitizeName(chat.title))}`
      : `This is a direct (one-on-one) chat with ${quoted(sanitizeName(chat.title))}`;
  const account = me.username ? `user ${me.id}, @${me.username}` : `user ${me.id}`;
  sections.push(`# This chat\n\n${chatLine}; you are ${persona.name} (${account}).`);
  return sections.join('\n\n');
}

/**
 * What `{{user}}` stands for: the partner in a direct chat; in a group a fixed phrase naming the
 * group, never whoever wrote last (that would misdirect the role prompts and change the system
 * text every turn).
 */
export function userPhrase(chat: ChatInfo): string {
  return chat.kind === 'group'
    ? `the people in ${quoted(sanitizeName(chat.title))}`
    : quoted(sanitizeName(chat.title));
}

/**
 * What the macros stand for in this chat: `{{char}}` the card's nickname or the persona's name;
 * `{{user}}` as `userPhrase` says, and in a group, where the sentence needs one person
 * (`{{user}}'s`, `{{user}} is`), "the person you are talking to".
 */
export function cardMacros(persona: Persona, chat: ChatInfo): MacroValues {
  const macros: MacroValues = { char: persona.card?.nickname ?? persona.name, user: userPhrase(chat) };
  if (chat.kind === 'group') macros.oneUser = 'the person you are talking to';
  return macros;
}

/**
 * For the request's last part: the card's depth prompt, then its post-history instructions
 * (SillyTavern's place), so the prefix before them stays the same from turn to turn.
 */
export function closingInstructions(persona: Persona, chat: ChatInfo): string | undefined {
  const macros = cardMacros(persona, chat);
  const texts = [persona.card?.depthPrompt, persona.card?.postHistoryInstructions].filter(
    (text): text is string => text !== undefined,
  );
  return texts.length > 0 ? texts.map((text) => applyMacros(text, macros)).join('\n\n') : undefined;
}

/**
 * One set per paragraph, one sticker per line: the name a block needs first, alone, then what
 * it shows in ‹ › after a dash. A model that copies the line whole still names the sticker, and
 * the parser drops the ‹…› part.
 */
function stickerSection(stickers: readonly StickerOffer[]): string {
  const bySet = new Map<string, StickerOffer[]>();
  for (const s of stickers) bySet.set(s.set, [...(bySet.get(s.set) ?? []), s]);
  const sets = [...bySet].map(([set, list]) => {
    const lines = list.map(
      (s) => `- ${s.name}${s.description ? ` — ‹${sanitizeName(s.description, 300)}›` : ''}`,
    );
    return `Set ${set}:\n${lines.join('\n')}`;
  });
  return `# Stickers you may send\n\n${sets.join('\n\n')}`;
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

/** A user-chosen title inside the system text: in curly quotes it cannot close. */
function quoted(text: string): string {
  return `“${text.replace(/[“”"]/g, "'")}”`;
}
