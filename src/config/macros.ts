/**
 * SillyTavern-style macros: `{{char}}` is the persona's name and `{{user}}` the person the
 * persona talks to. Case-insensitive; the original's single-brace and `{{character}}` /
 * `{{AGENT_NAME}}` spellings are accepted too so imported personas keep working.
 */
export interface MacroValues {
  char: string;
  user: string;
  /**
   * `{{user}}` where the sentence needs one person (`{{user}}'s`, `{{user}} is`): in a group,
   * where `user` names the people in it, this keeps the line grammatical. Default `user`.
   */
  oneUser?: string;
}

const PATTERN = /\{\{\s*(char|character|agent_name|user)\s*\}\}|\{(char|character|user)\}/gi;
/** What after `{{user}}` reads as one person: a possessive, or a verb in the singular. */
const SINGULAR_AFTER = /^(?:['’]s\b|\s+(?:is|was|has|does|isn['’]t|wasn['’]t|hasn['’]t|doesn['’]t)\b)/i;

export function applyMacros(text: string, values: MacroValues): string {
  return text.replace(
    PATTERN,
    (_match, doubled: string | undefined, single: string | undefined, at: number, whole: string) => {
      const name = (doubled ?? single ?? '').toLowerCase();
      if (name !== 'user') return values.char;
      const after = whole.slice(at + _match.length, at + _match.length + 12);
      return values.oneUser !== undefined && SINGULAR_AFTER.test(after) ? values.oneUser : values.user;
    },
  );
}

/** `{{name}}` macros the card texts may hold: the others are removed on import and named by `check`. */
export const CARD_MACROS: readonly string[] = ['char', 'character', 'agent_name', 'user'];

/** The `{{…}}` macros in `text` that are not card macros (`{{original}}`, `{{random:a,b}}`, …), each once. */
export function unknownCardMacros(text: string): string[] {
  const found = [...text.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)].map((m) => m[0]);
  return [...new Set(found.filter((m) => !CARD_MACROS.includes(m.slice(2, -2).trim().toLowerCase())))];
}

/** `text` without the macros `unknownCardMacros` finds (a space on each side becomes one). */
export function withoutUnknownMacros(text: string): string {
  let out = text;
  for (const macro of unknownCardMacros(text)) out = out.split(` ${macro} `).join(' ').split(macro).join('');
  return out.trim();
}

/**
 * Conditional sections of a prompt file: `{{#stickers}}…{{/stickers}}` is kept only for a
 * persona with stickers, `{{#direct}}…{{/direct}}` only in direct chats, `{{#group}}…{{/group}}`
 * only in groups. So one response-format file fits every persona and chat without telling a
 * persona about things it cannot do.
 */
export interface PromptSections {
  stickers: boolean;
  direct: boolean;
  group: boolean;
}

export const SECTION_NAMES: readonly (keyof PromptSections)[] = ['stickers', 'direct', 'group'];

/** Every `{{name}}` the prompt files may use (doctor warns about the others). */
export const MACRO_NAMES: readonly string[] = [
  'char',
  'character',
  'agent_name',
  'user',
  'sticker_set',
  'sticker_name',
  ...SECTION_NAMES.flatMap((name) => [`#${name}`, `/${name}`]),
];

const SECTION = /\{\{\s*#(stickers|direct|group)\s*\}\}\n?([\s\S]*?)\{\{\s*\/\1\s*\}\}\n?/gi;

/** Keeps or drops each section; sections may follow each other but not nest. */
export function applySections(text: string, sections: PromptSections): string {
  return text
    .replace(SECTION, (_match, name: string, body: string) =>
      sections[name.toLowerCase() as keyof PromptSections] ? body : '',
    )
    .replace(/\n{3,}/g, '\n\n');
}

/** `{{sticker_set}}` and `{{sticker_name}}`: one of the persona's own stickers, for the example. */
export function applyStickerExample(
  text: string,
  sticker: { set: string; name: string } | undefined,
): string {
  return text.replace(/\{\{\s*(sticker_set|sticker_name)\s*\}\}/gi, (_match, name: string) =>
    sticker ? (name.toLowerCase() === 'sticker_set' ? sticker.set : sticker.name) : '',
  );
}
