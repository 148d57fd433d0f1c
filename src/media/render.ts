import type { MediaRef } from '../telegram/types.js';

/**
 * How media reads in the prompt (the original's sentence formats, parity §15.5): user text is
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
  const duration = ref.duration !== undefined ? ` (${formatDuration(ref.duration)})` : '';
  const fileName = ref.kind === 'document' && ref.fileName ? ` "${ref.fileName}"` : '';
  return `the ${kindLabel(ref.kind)}${fileName}${duration} ${tail}`;
}

export function descriptionClause(description: string | undefined): string {
  const text = description?.trim() ?? '';
  return isUsableDescription(text) ? `that appears as ‹${text}›` : 'that is not understood';
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
