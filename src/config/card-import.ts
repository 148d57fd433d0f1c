import YAML, { isMap, isScalar, isSeq, LineCounter } from 'yaml';
import { ConfigError, UserError } from '../support/errors.js';
import { CARD_TEXT_FIELDS, type CharacterCardData } from './card.js';
import { findPersona, parseConfig } from './load.js';
import type { Persona } from './resolved.js';

export interface ImportOptions {
  /** The persona's name (default: the card's). */
  name?: string;
  /** The Telegram account's number; without it the persona runs offline until one is added. */
  phone?: string | undefined;
  timezone: string;
  rolePrompts?: string[];
}

export interface ImportResult {
  /** The new config text: the old one unchanged, with one persona added to `personas`. */
  text: string;
  persona: Persona;
}

/**
 * Adds a character card as a new persona at the end of config.yaml's `personas` list. The rest
 * of the file is kept byte for byte (comments, quoting, order): the persona is rendered on its
 * own and spliced in after the last one. The result is validated as a whole before it is
 * returned, so a card that would break the config is an error and nothing is lost.
 */
export function addCardPersona(
  configText: string,
  configFile: string,
  card: CharacterCardData,
  options: ImportOptions,
  displayName = configFile,
): ImportResult {
  const name = (options.name ?? card.name).trim();
  const before = parseConfig(configText, configFile, displayName);
  if (findPersona(before, name))
    throw new UserError(
      `${displayName}: a persona named "${name}" already exists (choose another with --name)`,
    );

  const entry: Record<string, unknown> & { name: string } = { name };
  if (options.phone) entry.phone = options.phone;
  entry.timezone = options.timezone;
  if (options.rolePrompts && options.rolePrompts.length > 0) entry.role_prompts = options.rolePrompts;
  for (const field of CARD_TEXT_FIELDS) if (card.texts[field]) entry[field] = card.texts[field];
  if (!entry.description) entry.instructions = `You are {{char}}.`;
  Object.assign(entry, card.more);
  if (card.book) entry.character_book = card.book;

  const notes = card.creatorNotes ? creatorNotesComment(card.creatorNotes) : '';
  return addPersonaEntry(configText, configFile, entry, displayName, 'the imported persona', notes);
}

/**
 * Adds one persona entry at the end of config.yaml's `personas` list, the rest of the file kept
 * byte for byte; the result is validated as a whole before it is returned.
 */
export function addPersonaEntry(
  configText: string,
  configFile: string,
  entry: Record<string, unknown> & { name: string },
  displayName = configFile,
  what = 'the new persona',
  /** Comment lines written above the entry (a card's creator notes). */
  comment = '',
): ImportResult {
  const { name } = entry;
  const item = `${comment}${renderItem(entry)}`;
  const lineCounter = new LineCounter();
  const doc = YAML.parseDocument(configText, { lineCounter });
  if (!isMap(doc.contents)) throw new ConfigError(`${displayName}: expected a mapping at the top level`);
  const list = doc.get('personas', true);
  const text =
    isScalar(list) && list.value === null && configText.trimEnd().endsWith('personas:')
      ? `${configText.trimEnd()}\n${indented(item, '  ')}`
      : spliced(configText, list, lineCounter, item, displayName);

  let after: ReturnType<typeof parseConfig>;
  try {
    after = parseConfig(text, configFile, displayName);
  } catch (err) {
    if (err instanceof ConfigError)
      throw new ConfigError(`${what} would make the config invalid: ${err.message}`);
    throw err;
  }
  const persona = findPersona(after, name);
  if (!persona) throw new Error(`persona "${name}" not found after it was added`);
  return { text, persona };
}

/** The entry spliced in after the last item of a block list of personas, at that list's indent. */
function spliced(
  configText: string,
  list: unknown,
  lineCounter: LineCounter,
  item: string,
  displayName: string,
): string {
  const last = isSeq(list) ? list.items.at(-1) : undefined;
  const first = isSeq(list) ? list.items[0] : undefined;
  if (!isSeq(list) || list.flow || !first || !last || !hasRange(first) || !hasRange(last))
    throw new ConfigError(
      `${displayName}: personas is not a block list ("- name: …" items); add the persona by hand`,
    );
  const column = lineCounter.linePos(first.range[0]).col;
  const indent = ' '.repeat(Math.max(0, column - 3));
  const lineEnd = configText.indexOf('\n', Math.max(0, last.range[1] - 1));
  const at = lineEnd === -1 ? configText.length : lineEnd + 1;
  const head = configText.slice(0, at);
  const separator = head.endsWith('\n') ? '\n' : '\n\n';
  return `${head}${separator}${indented(item, indent)}${configText.slice(at)}`;
}

function indented(text: string, indent: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? line : indent + line))
    .join('\n');
}

/** One `- name: …` item; multi-line texts as literal blocks, like the hand-written personas. */
function renderItem(entry: Record<string, unknown>): string {
  const doc = new YAML.Document([entry]);
  YAML.visit(doc, {
    Scalar(_key, node) {
      if (typeof node.value === 'string' && node.value.includes('\n')) node.type = 'BLOCK_LITERAL';
    },
  });
  // Flow style for short lists such as role_prompts: [Chatbot].
  YAML.visit(doc, {
    Seq(_key, node) {
      if (node !== doc.contents && node.items.every((i) => isScalar(i))) node.flow = true;
    },
  });
  return doc.toString({ lineWidth: 0 });
}

function hasRange(node: unknown): node is { range: [number, number, number] } {
  return Boolean(node && typeof node === 'object' && Array.isArray((node as { range?: unknown }).range));
}

/** The card's creator notes, for whoever edits the persona: a comment above it, never sent. */
function creatorNotesComment(notes: string): string {
  const lines = notes.split('\n').map((line) => (line.trim() === '' ? '#' : `# ${line}`));
  return `# Creator's notes (from the card):\n${lines.join('\n')}\n`;
}
