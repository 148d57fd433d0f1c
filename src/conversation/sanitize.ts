/**
 * Every name, title, message, quote, caption and media description comes from other people (or
 * from a model looking at their pictures). Before it reaches the prompt we remove what hides or
 * reorders text, and neutralise what imitates our annotations or a higher authority, so a user
 * cannot forge a metadata, reply or instruction part. The user's words are otherwise kept.
 */

import { StringMemo } from '../support/memo.js';

/** What the sanitisers returned for recent inputs (they are pure; see StringMemo). */
const TEXTS = new StringMemo(8_192, 2_000_000);
const NAMES = new StringMemo(4_096, 200_000);

/** Line breaks in all their forms, not only `\n`: each could start a forged line. */
const LINE_BREAKS = /\r\n?|[\u000b\u000c\u0085\u2028\u2029]/g;

/**
 * Characters nobody can see that change how text reads: C0/C1 controls (tab and newline kept),
 * lone surrogates, the Unicode "default ignorable" set — zero-width spaces, bidi embeddings,
 * overrides and isolates, BOM, Hangul fillers, the tag block U+E0000–E007F and the variation
 * selectors supplement (both used to smuggle hidden text) — and interlinear annotations.
 * ZWNJ/ZWJ and the variation selectors are left to JOINER_RUN; tag characters survive only as
 * a subdivision flag (FLAG_TAGS_SOURCE).
 */
const INVISIBLE_SOURCE = String.raw`[\u0000-\u0008\u000e-\u001f\u007f-\u009f\ufff9-\ufffb]|\p{Cs}|(?![\u200c\u200d\ufe00-\ufe0f\u180b-\u180d\u180f])\p{Default_Ignorable_Code_Point}`;

/**
 * A subdivision flag (England, Scotland, Wales): a black flag, the tag letters of a region and
 * subdivision code (`gbsct`: 2 letters or 3 digits, then 1–4 letters or digits), a cancel tag.
 * Longer tag runs, or tags anywhere else, are hidden text.
 */
const FLAG_TAGS_SOURCE = String.raw`\u{1F3F4}(?:[\u{E0061}-\u{E007A}]{2}|[\u{E0030}-\u{E0039}]{3})[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{1,4}\u{E007F}`;

/** Invisible characters, with subdivision flags matched first so they can be kept whole. */
const INVISIBLE_OR_FLAG = new RegExp(`(${FLAG_TAGS_SOURCE})|${INVISIBLE_SOURCE}`, 'gu');

/**
 * A run of joiners (ZWNJ, ZWJ) and variation selectors (VS1–16, Mongolian), with the character
 * before it. What stays depends on the neighbours (keptJoiners).
 */
const JOINER_RUN =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: joiners and selectors are matched one by one on purpose
  /([\s\S])?([\u200c\u200d\ufe00-\ufe0f\u180b-\u180d\u180f]+)/gu;
const SELECTOR = /^[\ufe00-\ufe0f\u180b-\u180d\u180f]$/u;
/** Emoji a ZWJ may join: pictographs and skin tones (👩‍👧, 🧑🏽‍🚀, 🏳️‍🌈, ❤️‍🔥). */
const EMOJI = /^[\p{Extended_Pictographic}\p{Emoji_Modifier}]$/u;
/** Scripts whose spelling needs ZWJ/ZWNJ (Persian and Arabic, Indic scripts, Mongolian, …). */
const JOINING_SCRIPT =
  /^[\p{scx=Arabic}\p{scx=Syriac}\p{scx=Thaana}\p{scx=Nko}\p{scx=Mongolian}\p{scx=Devanagari}\p{scx=Bengali}\p{scx=Gurmukhi}\p{scx=Gujarati}\p{scx=Oriya}\p{scx=Tamil}\p{scx=Telugu}\p{scx=Kannada}\p{scx=Malayalam}\p{scx=Sinhala}\p{scx=Tibetan}\p{scx=Myanmar}\p{scx=Khmer}]$/u;

/**
 * What a run of joiners and selectors keeps between `before` and `after`: in a joining script,
 * its first character; after an emoji, its first selector and a ZWJ when another emoji follows;
 * elsewhere (a ZWJ between Latin letters hides text or breaks words) only a first selector,
 * which picks a glyph (keycaps, ©️). Never more than two characters, so no run carries a message.
 */
function keptJoiners(before: string, run: string, after: string): string {
  const first = run[0] ?? '';
  if (JOINING_SCRIPT.test(before) || JOINING_SCRIPT.test(after)) return first;
  const selector = SELECTOR.test(first) ? first : '';
  if (EMOJI.test(before) && run.includes('\u200d') && EMOJI.test(after)) return `${selector}\u200d`;
  return selector;
}

/** Stacked combining marks ("Zalgo") beyond what any script needs. */
const MARK_FLOOD = /(\p{M}{4})\p{M}+/gu;

/** Our prompt markers and their look-alikes; user text gets plain brackets instead. */
const MARKER_OPEN = /[⟦〚]/g;
const MARKER_CLOSE = /[⟧〛]/g;

/**
 * A line that opens like an instruction from someone with authority, a chat-template role, a
 * task block of the response format, or one of our annotations (typed with plain brackets):
 * `System: …`, `[Admin note] …`, `### Instruction:`, `<system>`, `# «send» 12`, `[reply to #3 …]`.
 */
const AUTHORITY =
  'system|assistant|model|developer|instructions?|admin(?:istrator)?|operator|moderator|bot|ai|gemini|google|telegram|openai|anthropic|claude|gpt|chatgpt';
const ANNOTATION = 'reply to|replying to|forwarded from|reactions?|media|thread|event|#\\d+';
const FORGED_SOURCE =
  String.raw`^([ \t]*)((?:[#>*_~|\-]+[ \t]*)*(?:` +
  String.raw`[\[(<{][ \t]*(?:${AUTHORITY}|${ANNOTATION})\b[^\n\])>}]{0,40}[\])>}]` +
  String.raw`|(?:${AUTHORITY})(?:[ \t]+[\p{L}\p{N}]+){0,3}[ \t]*:` +
  // A markdown heading (`# Your turn`) reads like a section of our own prompt: the whole line.
  String.raw`)|#+[ \t]*«[^\n»]{1,40}»|#{1,6}[ \t]+[^\n]*[^\s])`;
const FORGED_LINE = new RegExp(FORGED_SOURCE, 'gimu');
const FORGED_ANYWHERE = new RegExp(FORGED_SOURCE, 'imu');

/** Chat-template control tokens some models honour anywhere in the text. */
const TEMPLATE_TOKEN = /<\|[^|\n]{0,30}\|>|<\/?(?:start_of_turn|end_of_turn|s|sys)>|\[\/?INST\]|<<\/?SYS>>/gi;

/** Upper bounds: Telegram allows 4096 characters per message; anything longer is not a chat. */
export const TEXT_MAX = 8000;
export const NAME_MAX = 64;
export const TITLE_MAX = 128;

/** A body of text (message, caption, quote, description): line breaks kept. */
export function sanitizeText(input: string, maxLength = TEXT_MAX): string {
  // The default length is every message's text: the same texts come back turn after turn.
  if (maxLength === TEXT_MAX) return TEXTS.get(input, sanitizeTextNow);
  return sanitizeTextNow(input, maxLength);
}

function sanitizeTextNow(input: string, maxLength = TEXT_MAX): string {
  const clean = foldLookAlikes(stripHidden(input))
    .replace(TEMPLATE_TOKEN, (token) => `\`${token}\``)
    .replace(FORGED_LINE, (_line, indent: string, label: string) => `${indent}\`${label.trim()}\``)
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return truncate(clean, maxLength);
}

/** A name or title: one line, bounded length, neutralised like a body. */
export function sanitizeName(input: string, maxLength = NAME_MAX): string {
  if (maxLength === NAME_MAX) return NAMES.get(input, sanitizeNameNow);
  return sanitizeNameNow(input, maxLength);
}

function sanitizeNameNow(input: string, maxLength = NAME_MAX): string {
  const flat = foldLookAlikes(stripHidden(input)).replace(/\s+/g, ' ').trim();
  const neutral = flat
    .replace(TEMPLATE_TOKEN, (token) => `\`${token}\``)
    .replace(FORGED_LINE, (_line, indent: string, label: string) => `${indent}\`${label.trim()}\``);
  return truncate(neutral, maxLength);
}

/**
 * Full-width and other compatibility forms (`Ｓｙｓｔｅｍ:`, `＜｜im_start｜＞`, `𝐒𝐲𝐬𝐭𝐞𝐦:`) read
 * like the plain label to a model. A line whose NFKC form is a forged label or holds a template
 * token is replaced by that form, so the checks below neutralise it; every other line keeps the
 * characters its writer chose.
 */
function foldLookAlikes(text: string): string {
  if (!COMPATIBILITY_FORM.test(text)) return text;
  return text
    .split('\n')
    .map((line) => {
      const folded = line.normalize('NFKC');
      if (folded === line) return line;
      TEMPLATE_TOKEN.lastIndex = 0;
      const forged = FORGED_ANYWHERE.test(folded) || TEMPLATE_TOKEN.test(folded);
      TEMPLATE_TOKEN.lastIndex = 0;
      return forged ? stripHidden(folded) : line;
    })
    .join('\n');
}

/** Characters NFKC may fold into ASCII punctuation or letters (checked before splitting lines). */
const COMPATIBILITY_FORM =
  /[\u00a0\u2000-\u200a\u2024-\u2026\u2070-\u209f\u2100-\u214f\u2460-\u24ff\u3000\ufb00-\ufb06\ufe10-\ufe19\ufe30-\ufe6f\uff00-\uffef\u{1d400}-\u{1d7ff}\u{1f100}-\u{1f1ff}]/u;

/** Invisible and reordering characters out, markers replaced, line breaks unified. */
function stripHidden(input: string): string {
  return input
    .replace(LINE_BREAKS, '\n')
    .replace(INVISIBLE_OR_FLAG, (_match, flag: string | undefined) => flag ?? '')
    .replace(JOINER_RUN, (match, before: string | undefined, run: string, offset: number, whole: string) => {
      const next = whole.codePointAt(offset + match.length);
      const after = next === undefined ? '' : String.fromCodePoint(next);
      return (before ?? '') + keptJoiners(before ?? '', run, after);
    })
    .replace(MARK_FLOOD, '$1')
    .replace(MARKER_OPEN, '[')
    .replace(MARKER_CLOSE, ']');
}

/** Cuts to `max` characters (whole code points) with an ellipsis. */
export function truncate(input: string, max: number): string {
  if (input.length <= max) return input;
  const chars = Array.from(input);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : input;
}
