import { z } from 'zod';
import { UserError } from '../support/errors.js';
import { READ_LIMITS, readLimited, readProblem } from '../support/files.js';
import { bookFromCard } from './card-book.js';
import { unknownCardMacros, withoutUnknownMacros } from './macros.js';

/**
 * SillyTavern character cards: V2 (`spec: chara_card_v2`, fields under `data`), V3 (same
 * fields) and V1 (fields at the top level), as JSON or embedded in a PNG (`chara`/`ccv3`
 * text chunk, base64 JSON).
 */

/** The card texts we carry over into a persona, in config.yaml spelling. */
export const CARD_TEXT_FIELDS = [
  'description',
  'personality',
  'scenario',
  'first_mes',
  'mes_example',
  'system_prompt',
  'post_history_instructions',
] as const;
export type CardTextField = (typeof CARD_TEXT_FIELDS)[number];

export interface CharacterCardData {
  name: string;
  texts: Partial<Record<CardTextField, string>>;
  /** Card parts a persona has no place for (alternate greetings, …), with a size. */
  ignored: string[];
  /** The card's lorebook as a persona's `character_book`, when it has entries. */
  book?: Record<string, unknown>;
  /** The persona fields a card's other parts become (each only when the card has it). */
  more: CardMore;
  /** The card's `creator_notes`: for the author, written as a comment above the persona. */
  creatorNotes?: string;
  /** Macros the persona cannot fill (`{{original}}`, …), removed, with the field they were in. */
  removedMacros: string[];
  /** `chara_card_v2`, `chara_card_v3` or `v1`. */
  spec: string;
}

export interface CardMore {
  alternate_greetings?: string[];
  nickname?: string;
  depth_prompt?: string;
  talkativeness?: number;
}

const text = z.string().optional();
const cardDataSchema = z.looseObject({
  name: z.string().trim().min(1, { message: 'the card has no name' }),
  description: text,
  personality: text,
  scenario: text,
  first_mes: text,
  mes_example: text,
  system_prompt: text,
  post_history_instructions: text,
});

/** Parts of a V2/V3 card we do not import but should mention. */
const NOT_IMPORTED = ['group_only_greetings'] as const;

export function readCharacterCard(file: string): CharacterCardData {
  let bytes: Buffer;
  try {
    bytes = readLimited(file, READ_LIMITS.card);
  } catch (err) {
    throw new UserError(`${file}: cannot read card (${readProblem(err)})`);
  }
  const json = isPng(bytes) ? cardJsonFromPng(bytes, file) : bytes.toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (err) {
    throw new UserError(`${file}: not a character card: invalid JSON (${(err as Error).message})`);
  }
  return parseCharacterCard(value, file);
}

export function parseCharacterCard(value: unknown, file: string): CharacterCardData {
  if (!value || typeof value !== 'object') throw new UserError(`${file}: not a character card`);
  const root = value as Record<string, unknown>;
  const spec = typeof root.spec === 'string' ? root.spec : 'v1';
  if (spec !== 'v1' && spec !== 'chara_card_v2' && spec !== 'chara_card_v3')
    throw new UserError(`${file}: unknown card spec "${spec}" (expected chara_card_v2)`);
  const data = spec === 'v1' ? root : root.data;
  const parsed = cardDataSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = [spec === 'v1' ? '' : 'data', ...(issue?.path ?? [])].filter(Boolean).join('.');
    throw new UserError(`${file}: ${where || 'card'}: ${issue?.message ?? 'invalid card'}`);
  }
  const removedMacros: string[] = [];
  /** Normalised, without the macros a persona cannot fill (named in `removedMacros`). */
  const cardText = (raw: unknown, field: string): string => {
    if (typeof raw !== 'string') return '';
    const normal = normaliseCardText(raw);
    for (const macro of unknownCardMacros(normal)) removedMacros.push(`${macro} (${field})`);
    return withoutUnknownMacros(normal);
  };
  const texts: Partial<Record<CardTextField, string>> = {};
  for (const field of CARD_TEXT_FIELDS) {
    const clean = cardText(parsed.data[field], field);
    if (clean !== '') texts[field] = clean;
  }
  const fields = parsed.data as Record<string, unknown>;
  const extensions = (
    fields.extensions && typeof fields.extensions === 'object' ? fields.extensions : {}
  ) as Record<string, unknown>;
  const more: CardMore = {};
  const greetings = (Array.isArray(fields.alternate_greetings) ? fields.alternate_greetings : [])
    .map((g, i) => cardText(g, `alternate_greetings[${i}]`))
    .filter((g) => g !== '');
  if (greetings.length > 0) more.alternate_greetings = greetings;
  const nickname = cardText(fields.nickname, 'nickname');
  if (nickname !== '') more.nickname = nickname;
  const depth = extensions.depth_prompt as { prompt?: unknown } | undefined;
  const depthPrompt = cardText(depth?.prompt, 'depth_prompt');
  if (depthPrompt !== '') more.depth_prompt = depthPrompt;
  const talk = Number(extensions.talkativeness);
  if (extensions.talkativeness !== undefined && Number.isFinite(talk) && talk >= 0 && talk <= 1)
    more.talkativeness = talk;
  const notes = typeof fields.creator_notes === 'string' ? normaliseCardText(fields.creator_notes) : '';
  const ignored: string[] = [];
  const extra = parsed.data as Record<string, unknown>;
  for (const key of NOT_IMPORTED) {
    const part = extra[key];
    if (Array.isArray(part) && part.length > 0) ignored.push(`${key} (${part.length})`);
    else if (part && typeof part === 'object' && Array.isArray((part as { entries?: unknown }).entries)) {
      const entries = (part as { entries: unknown[] }).entries.length;
      if (entries > 0) ignored.push(`${key} (${entries} ${entries === 1 ? 'entry' : 'entries'})`);
    }
  }
  const lore = bookFromCard(extra.character_book, normaliseCardText);
  if (lore) ignored.push(...lore.dropped);
  const card: CharacterCardData = {
    name: parsed.data.name.trim(),
    texts,
    ignored,
    spec,
    more,
    removedMacros,
  };
  if (notes !== '') card.creatorNotes = notes;
  if (lore?.book) card.book = lore.book;
  return card;
}

/**
 * Line breaks become `\n` and outer blank space goes (config.yaml trims too). Old cards'
 * `<USER>`/`<BOT>` become the `{{user}}`/`{{char}}` macros SillyTavern treats them as;
 * `{{char}}` and `{{user}}` stay as they are.
 */
export function normaliseCardText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/<USER>/gi, '{{user}}')
    .replace(/<BOT>/gi, '{{char}}')
    .trim();
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function isPng(bytes: Buffer): boolean {
  return bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE);
}

/** The card JSON from a PNG's `ccv3` (preferred) or `chara` text chunk. */
function cardJsonFromPng(bytes: Buffer, file: string): string {
  const found = new Map<string, string>();
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'tEXt') {
      const nul = data.indexOf(0);
      if (nul > 0) found.set(data.toString('latin1', 0, nul).toLowerCase(), data.toString('latin1', nul + 1));
    } else if (type === 'iTXt') {
      // keyword \0 compression-flag method language \0 translated-keyword \0 text
      const nul = data.indexOf(0);
      if (nul > 0 && data[nul + 1] === 0) {
        const langEnd = data.indexOf(0, nul + 3);
        const transEnd = langEnd >= 0 ? data.indexOf(0, langEnd + 1) : -1;
        if (transEnd >= 0)
          found.set(data.toString('latin1', 0, nul).toLowerCase(), data.toString('utf8', transEnd + 1));
      }
    }
    if (type === 'IEND') break;
    at += 12 + length;
  }
  const encoded = found.get('ccv3') ?? found.get('chara');
  if (!encoded) throw new UserError(`${file}: this PNG has no character card in it (no "chara" text chunk)`);
  return Buffer.from(encoded.trim(), 'base64').toString('utf8');
}
