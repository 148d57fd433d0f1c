import type { MediaRef } from '../telegram/types.js';

/**
 * How media reads in the prompt (the original's sentence formats): user text is
 * never involved, descriptions sit in ‹single angle quotes›, and anything without a usable
 * description "is not understood" — including synthetic failure texts of any kind.
 */
export function describeMediaSentence(ref: MediaRef, description: string | undefined): string {
  const tail = descriptionClause(description);
  if (isSticker(ref.kind)) {
    const name = ref.emoji ?? '(unnamed)';
    const set = ref.set ?? '(unknown)';
    const label = ref.kind === 'sticker' ? 'sticker' : ref.kind.replace('_', ' ');
    return `the ${label} \`${name}\` from the sticker set \`${set}\` ${tail}`;
  }
  // A poll, place, contact or dice is what it shows: there is nothing more to understand.
  if (SHOWN_KINDS.has(ref.kind) && ref.title)
    return `the ${kindLabel(ref.kind)} “${ref.title.replace(/[“”]/g, '"')}”`;
  const duration = ref.duration !== undefined ? ` (${formatDuration(ref.duration)})` : '';
  const fileName = ref.kind === 'document' && ref.fileName ? ` "${ref.fileName}"` : '';
  // A poll's question, an audio's title, a venue's name: what the sender shows, not a description.
  const title = ref.title ? ` “${ref.title}”` : '';
  return `the ${kindLabel(ref.kind)}${fileName}${title}${duration} ${tail}`;
}

/** Media without a file whose content is all in what it shows (`title`). */
const SHOWN_KINDS: ReadonlySet<string> = new Set(['poll', 'location', 'venue', 'contact', 'dice']);

export function descriptionClause(description: string | undefined): string {
  const text = cleanDescription(description ?? '');
  return isUsableDescription(text) ? `that appears as ‹${text}›` : 'that is not understood';
}

/** Longest description put into a prompt (a voice transcript is the long case). */
export const DESCRIPTION_MAX = 800;

// Controls, zero-width, bidi and tag characters hide or reorder text; ‹›⟦⟧ would end our quote
// or forge a marker. A description comes from a model that read user content: untrusted.
const HIDDEN =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]|\udb40[\udc00-\udc7f]/g;

/** Anything `cleanDescription` would change; most stored descriptions have none (fast path). */
const NEEDS_CLEANING =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff‹›⟦⟧\udb40]|\s\s|^\s|\s$|^["“”'‘’«»]/;

/** A description as it may appear in a prompt: one line, no quote or marker characters, bounded. */
export function cleanDescription(input: string, max = DESCRIPTION_MAX): string {
  if (input.length <= max && !NEEDS_CLEANING.test(input)) return input;
  let text = oneLine(input, max);
  // Models like to wrap their answer in quotes; the sentence adds its own.
  const quoted = /^["“”'‘’«»]+(.*?)["“”'‘’«»]+$/u.exec(text);
  if (quoted?.[1] && !/["“”«»]/u.test(quoted[1])) text = quoted[1].trim();
  return text;
}

/** One line of untrusted text: hidden characters and our quote/marker characters removed, bounded. */
export function oneLine(input: string, max: number): string {
  const flat = input
    .replace(HIDDEN, ' ')
    .replace(/[‹›]/g, '')
    .replace(/⟦/g, '[')
    .replace(/⟧/g, ']')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(flat);
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : flat;
}

/** Empty text and "… not understood …" failure texts are not descriptions. */
export function isUsableDescription(description: string | undefined): boolean {
  const text = description?.trim().toLowerCase() ?? '';
  if (text === '') return false;
  return !/^([a-z_ ]+ )?not understood\b/.test(text);
}

export function isSticker(kind: string): boolean {
  return kind === 'sticker' || kind === 'animated_sticker' || kind === 'video_sticker';
}

function kindLabel(kind: string): string {
  switch (kind) {
    case 'gif':
      return 'GIF';
    case 'voice':
      return 'voice message';
    case 'audio':
      return 'audio';
    default:
      return kind.replace(/_/g, ' ');
  }
}

function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
}
