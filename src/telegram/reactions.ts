/**
 * The emoji Telegram accepts as message reactions (the standard set every chat may allow;
 * custom emoji reactions need Premium and are not used). Anything else gets REACTION_INVALID.
 * Spelled exactly as Telegram expects: several have no variation selector (❤, ☃, ✍, 🕊).
 */
// biome-ignore format: one row per line keeps the list readable
export const TELEGRAM_REACTIONS: readonly string[] = [
  '👍', '👎', '❤', '🔥', '🥰', '👏', '😁', '🤔', '🤯', '😱', '🤬', '😢', '🎉', '🤩', '🤮', '💩',
  '🙏', '👌', '🕊', '🤡', '🥱', '🥴', '😍', '🐳', '❤\u200d🔥', '🌚', '🌭', '💯', '🤣', '⚡', '🍌',
  '🏆', '💔', '🤨', '😐', '🍓', '🍾', '💋', '🖕', '😈', '😴', '😭', '🤓', '👻', '👨\u200d💻', '👀',
  '🎃', '🙈', '😇', '😨', '🤝', '✍', '🤗', '🫡', '🎅', '🎄', '☃', '💅', '🤪', '🗿', '🆒', '💘',
  '🙉', '🦄', '😘', '💊', '🙊', '😎', '👾', '🤷\u200d♂', '🤷', '🤷\u200d♀', '😡',
];

const VALID = new Set(TELEGRAM_REACTIONS);

/**
 * Close valid stand-ins for emoji a model likes to use (keys without variation selectors or
 * skin tones). Chosen by meaning: approval, love, laughter, sadness, surprise, thanks.
 */
// biome-ignore format: a table
const FALLBACK: Readonly<Record<string, string>> = {
  '✅': '👍', '✔': '👍', '☑': '👍', '🙂': '😁', '😊': '😁', '😀': '😁', '😃': '😁', '😄': '😁',
  '😆': '😁', '😅': '😁', '😉': '😁', '😋': '😁', '😜': '🤪', '😝': '🤪', '😛': '🤪', '🤭': '😁',
  '😂': '🤣', '😹': '🤣', '💀': '🤣', '❌': '👎', '✖': '👎', '🚫': '👎', '🙅': '👎', '💕': '❤',
  '💖': '❤', '💗': '❤', '💓': '❤', '💞': '❤', '💝': '❤', '♥': '❤', '🧡': '❤', '💛': '❤', '💚': '❤',
  '💙': '❤', '💜': '❤', '🤍': '❤', '🖤': '❤', '🤎': '❤', '😻': '😍', '🥹': '🥰',
  '☺': '🥰', '😚': '😘', '😗': '😘', '😙': '😘', '😞': '😢', '😔': '😢', '😟': '😢', '🥺': '😢',
  '😿': '😢', '😥': '😢', '😓': '😢', '😩': '😭', '😫': '😭', '😮': '😱', '😲': '😱', '😯': '😱',
  '🙀': '😱', '😳': '😱', '😠': '😡', '👿': '😈', '💢': '😡', 
  '🙌': '👏', '🥳': '🎉', '🎊': '🎉', '🎈': '🎉', '✨': '🤩', '⭐': '🤩', '🌟': '🤩', '💥': '🔥',
  '🤞': '🙏', '🫶': '🥰', '💪': '👍', '👋': '🤝', '🤙': '👍', '✌': '👍', '🤘': '🔥', '🥇': '🏆',
  '🏅': '🏆', '👑': '🏆', '🧐': '🤔', '🤦': '🤷', '😶': '😐', '😑': '😐', '🫤': '😐',
  '😒': '🤨', '🙄': '🤨', '😏': '😈', '😪': '😴', '💤': '😴', '👁': '👀', '🎂': '🎉',
  '🍷': '🍾', '🥂': '🍾', '🍻': '🍾', '🍺': '🍾', '☕': '🤗', '💡': '⚡', '⌛': '🤔', '⏳': '🤔',
  '❓': '🤔', '❔': '🤔', '❗': '😱', '‼': '😱', '🌹': '🥰', '🌸': '🥰', '💐': '🥰',
};

export type ReactionChoice = { emoji: string; substitutedFor?: string } | { dropped: string };

/**
 * The reaction to send for what the model asked: the same emoji when Telegram accepts it
 * (variation selectors and skin tones ignored), else a close stand-in, else nothing with the
 * reason (pure).
 */
export function chooseReaction(requested: string): ReactionChoice {
  const trimmed = requested.trim();
  const base = baseEmoji(trimmed);
  if (VALID.has(base)) return { emoji: base };
  const standIn = FALLBACK[base];
  if (standIn && VALID.has(standIn)) return { emoji: standIn, substitutedFor: trimmed };
  return { dropped: `${JSON.stringify(trimmed)} is not a reaction Telegram accepts, and none is close` };
}

/** Without variation selectors and skin-tone modifiers; ZWJ sequences keep their joiners. */
function baseEmoji(emoji: string): string {
  return emoji.replace(/[\uFE0E\uFE0F]|\u{1F3FB}|\u{1F3FC}|\u{1F3FD}|\u{1F3FE}|\u{1F3FF}/gu, '');
}
