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
