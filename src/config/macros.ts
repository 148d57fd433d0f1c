/**
 * SillyTavern-style macros: `{{char}}` is the persona's name and `{{user}}` the person the
 * persona talks to. Case-insensitive; the original's single-brace and `{{character}}` /
 * `{{AGENT_NAME}}` spellings are accepted too so imported personas keep working.
 */
export interface MacroValues {
  char: string;
  user: string;
}

const PATTERN = /\{\{\s*(char|character|agent_name|user)\s*\}\}|\{(char|character|user)\}/gi;

export function applyMacros(text: string, values: MacroValues): string {
  return text.replace(PATTERN, (_match, doubled: string | undefined, single: string | undefined) => {
    const name = (doubled ?? single ?? '').toLowerCase();
    return name === 'user' ? values.user : values.char;
  });
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
