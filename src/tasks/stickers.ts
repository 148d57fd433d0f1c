import { firstEmoji } from './answer-text.js';
import { foldMarks } from './speech-marks.js';

export interface StickerChoice {
  set: string;
  name: string;
  /** Text in the block besides the sticker (a copied description, commentary). */
  extra: string;
}

/**
 * A line of the sticker list as the prompt shows it, copied by the model: `- Set :: name`, with
 * or without ` - ‹description›`. Such a line anywhere in an answer means that sticker.
 */
const LIST_LINE =
  /^[ \t]*(?:[-*•][ \t]+)?`?([A-Za-z0-9_]+)[ \t]*::[ \t]*([^\s‹`]+)`?[ \t]*(?:[-—–:][ \t]*)?(‹[^›\n]*›?)?[ \t]*$/;

export function stickerListLine(line: string): { set: string; name: string } | undefined {
  const match = LIST_LINE.exec(line);
  return match?.[1] && match[2] ? { set: match[1], name: match[2] } : undefined;
}

/** A sticker's `‹description›` as the offer list shows it, copied with the dash before it. */
const DESCRIPTION = '[ \\t]*(?:[-—–][ \\t]*)?‹[^›\\n]*›?';

/** The text without the stickers' copied descriptions. */
export function withoutDescriptions(text: string): string {
  return text.replace(new RegExp(DESCRIPTION, 'gu'), '');
}

/** A line without list bullet, key (`set:`, `name:`), quotes and a copied `‹description›`. */
function cleanLine(line: string): { text: string; dropped: string } {
  // The offer list's header of a set (`Set HeidiDuck:`), copied over its sticker line, is the set.
  let text = line
    .trim()
    .replace(/^[-*•][ \t]+/, '')
    .replace(/^set[ \t]+([A-Za-z0-9_]+)[ \t]*:$/i, '$1');
  let dropped = '';
  const description = new RegExp(`${DESCRIPTION}.*$`, 'u').exec(text);
  if (description) {
    dropped = description[0].trim();
    text = text.slice(0, description.index);
  }
  text = text
    .replace(/^(?:sticker[ _-]?set|set|pack|sticker|name|emoji)[ \t]*[:=][ \t]*/i, '')
    .replace(/^["'`]+|["'`]+$/g, '')
    .trim();
  return { text, dropped };
}

/**
 * The sticker a block names: two lines (set, then name), one `set :: name` or `set / name` line,
 * or `set name` on one line (the heading line's text counts as the first line). Pure.
 */
export function parseStickerBody(body: string): StickerChoice | undefined {
  const raw = body
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const cleaned = raw.map(cleanLine);
  const lines = cleaned.map((c) => c.text).filter(Boolean);
  const descriptions = cleaned.map((c) => c.dropped).filter(Boolean);
  const first = lines[0];
  if (!first) return undefined;
  const joined = /^(\S+?)[ \t]*(?:::|\/|[—–→]|->|=>)[ \t]*(\S+)(.*)$/.exec(first);
  const spaced = /^([A-Za-z0-9_]+):?[ \t]+(\S+)(.*)$/.exec(first);
  // `😂 HeidiDuck`, `😂 from HeidiDuck`, `😂 (HeidiDuck)`: the emoji first, then its set.
  const reversed =
    /^(\S+)[ \t]+(?:(?:from|in|of)[ \t]+)?(?:the[ \t]+)?(?:sticker[ \t]+set[ \t]+)?[`([]?([A-Za-z0-9_]+)[`)\]]?$/.exec(
      first,
    );
  const emojiFirst =
    reversed?.[1] && reversed[2] && firstEmoji(reversed[1])?.others === ''
      ? [reversed[0], reversed[2], reversed[1]]
      : null;
  const pair = joined ?? (spaced && firstEmoji(spaced[2] ?? '') ? spaced : null) ?? emojiFirst;
  if (pair?.[1] && pair[2]) {
    const extra = [pair[3]?.trim() ?? '', ...lines.slice(1), ...descriptions].filter(Boolean).join('\n');
    return { set: pair[1], name: pair[2], extra };
  }
  const second = lines[1];
  if (!second) return undefined;
  const name = second.split(/\s+/)[0] ?? second;
  const extra = [second.slice(name.length).trim(), ...lines.slice(2), ...descriptions]
    .filter(Boolean)
    .join('\n');
  const set = first.split(/\s+/)[0] ?? first;
  // A set's name is a word and a sticker's an emoji: written the other way round, they are swapped.
  const swapped = firstEmoji(set)?.others === '' && /^\w+$/.test(name);
  return swapped ? { set: name, name: set, extra } : { set, name, extra };
}

/**
 * A body that is only a sticker as the history shows one (`⟦the sticker `😂` from the sticker set
 * `HeidiDuck` …⟧`): the model copied the form of its own past stickers, and means that sticker.
 */
export function stickerAsShown(text: string): { set: string; name: string } | undefined {
  // Under the persona's own header (`⟦#4006 10:05⟧`), as its model turns show its stickers.
  const body = text.replace(/^\s*(?:⟦#\d+[^⟧\n]*⟧\s*)+/, '');
  const shown =
    /^\s*⟦?\s*(?:the |an? )?(?:animated |video )?sticker:? `?([^`\s]+)`? from (?:the )?(?:sticker set )?`?(\w+)`?[^⟧\n]*⟧?\s*$/.exec(
      body,
    );
  return shown?.[1] && shown[2] ? { set: shown[2], name: shown[1] } : undefined;
}

/**
 * A body that only notes a sticker by its emoji (`(sticker 😂)`, `[sticker: 👋]`, `*sends a 😴
 * sticker*`, `*sends the 😂 sticker from HeidiDuck*`, `*ส่งสติกเกอร์ 😂*`, `（スタンプ😂）`): wrapped, short, one
 * emoji and the word for a sticker in any language; the model meant to send that sticker.
 */
export function stickerNote(text: string): string | undefined {
  const s = foldMarks(text).trim();
  // The word must be there: `(😂)` alone is an emoji in brackets, a person's.
  if (!/^[([*_].*[)\]*_]$/su.test(s) || s.length > 80 || s.includes('\n') || !STICKER_WORD.test(s))
    return undefined;
  const emoji = [...s.matchAll(/(?:\p{Extended_Pictographic}|\uFE0F|\u200D)+/gu)];
  return emoji.length === 1 ? emoji[0]?.[0] : undefined;
}

/**
 * A one-line body naming a sticker by its set and its emoji, in any order and language
 * (`HeidiDuck 스티커 👋`, `👋 iš HeidiDuck`, `HeidiDuck → 👋`): a set's name (one of `sets` when
 * given, else the longest word), one emoji, and besides them at most the word for a sticker and two
 * short words ("from", "of").
 */
export function stickerNamedWithSet(
  text: string,
  sets?: readonly string[],
): { set: string; name: string } | undefined {
  const s = foldMarks(text).trim();
  if (s.includes('\n') || s.length > 60) return undefined;
  const emoji = [...s.matchAll(/(?:\p{Extended_Pictographic}|\uFE0F|\u200D)+/gu)];
  if (emoji.length !== 1 || emoji[0] === undefined) return undefined;
  const words = s
    .replace(emoji[0][0], ' ')
    .replace(new RegExp(STICKER_WORD.source, 'giu'), ' ')
    .replace(/[^\p{L}\p{M}\p{N}_]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const longest = [...words].sort((a, b) => [...b].length - [...a].length)[0];
  const set = sets === undefined ? longest : words.find((word) => sets.includes(word));
  if (set === undefined) return undefined;
  const rest = words.filter((word) => word !== set);
  return rest.length <= 2 && rest.every((word) => [...word].length <= 5)
    ? { set, name: emoji[0][0] }
    : undefined;
}

const STICKER_WORD =
  /sticker|stiker|стикер|стікер|наклейк|aufkleber|pegatina|adesivo|figurinha|autocollant|naklejk|nálepk|matric|tarra|klistermærke|klistremerke|klistermärke|çıkartma|nhãn dán|สติกเกอร์|スタンプ|ステッカー|스티커|贴纸|貼圖|貼紙|表情包|ملصق|استیکر|סטיקר|מדבקה|αυτοκόλλητο|स्टिकर|স্টিকার|ஸ்டிக்கர்|اسٹیکر|stika|ስቲከር|이모티콘|emoticon|uzlīm|lipduk|kleebis|налепниц|adhesiu|adhesivo|eranskailu|greamán|ngjitës|სტიკერ|ստիկեր/iu;
