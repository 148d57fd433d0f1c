import { REASONING_WORDS } from './meta-words.js';

/** A code fence line of any language: ```` ``` ````, ```` ```markdown ````, ```` ~~~text ````. */
const FENCE_LINE = /^[ \t]*(?:`{3,}|~{3,})[ \t]*[\w.+#-]*[ \t]*$/;

export function isFenceLine(line: string): boolean {
  return FENCE_LINE.test(line);
}

/**
 * For each line, whether it is in a closed code block, its fences included: what the code holds is
 * pasted as it is (a comment shaped like a heading, a prompt section), never read as the answer's
 * structure. Fences pair in order; a last one never closed opens nothing.
 */
export function inClosedCode(lines: readonly string[]): boolean[] {
  const code = lines.map(() => false);
  for (let open = 0; open < lines.length; open++) {
    if (!isFenceLine(lines[open] ?? '')) continue;
    const close = lines.findIndex((line, i) => i > open && isFenceLine(line));
    if (close < 0) break;
    code.fill(true, open, close + 1);
    open = close;
  }
  return code;
}

/** A horizontal rule (`---`, `***`, `___`), which models put between blocks. */
const RULE = /^[ \t]*(?:-{3,}|\*{3,}|_{3,})[ \t]*$/;

/**
 * A body's paragraphs, as runs of lines between blank ones; one touching a fenced code block is
 * code. A list, a quotation, a table or code is a message's own form, never the writer's prose.
 */
export function paragraphRuns(text: string): { text: string; code: boolean }[] {
  const lines = text.split('\n');
  const code = inClosedCode(lines);
  const paragraphs: { text: string; code: boolean }[] = [];
  let run: number[] = [];
  for (const i of [...lines.keys(), lines.length]) {
    if (i < lines.length && (lines[i] ?? '').trim() !== '') {
      run.push(i);
      continue;
    }
    if (run.length > 0)
      paragraphs.push({ text: run.map((j) => lines[j]).join('\n'), code: run.some((j) => code[j]) });
    run = [];
  }
  return paragraphs;
}

/** A list, a table, a quotation or code: the message's own form, not prose of the writer's. */
export function ownForm(paragraph: { text: string; code: boolean }): boolean {
  return (
    paragraph.code ||
    /^\s*(?:[-*•>|]|\d{1,2}[.)])\s/mu.test(paragraph.text) ||
    /^\s*["“«„「][\s\S]*["”»“」]\s*$/u.test(paragraph.text)
  );
}

/**
 * Removes fence lines (and rules) at the edges of a body, and every fence line when what is left
 * has an unpaired one (a fence that belonged to the block before or after). A closing fence at
 * the end stays when it closes a code block with content (`here you go:` then the code): a code
 * block in a message is the persona's own formatting.
 */
export function stripFences(text: string): string {
  const lines = text.split('\n');
  // A tool call's fence (`tool_code`) is what tells its calls from code a person pastes: it stays.
  const edge = (line: string | undefined) =>
    line !== undefined &&
    (line.trim() === '' || (isFenceLine(line) && !TOOL_FENCE.test(line)) || RULE.test(line));
  while (edge(lines[0])) lines.shift();
  while (edge(lines.at(-1)) && !closesCode(lines)) lines.pop();
  const fences = lines.filter(isFenceLine).length;
  const kept = fences % 2 === 1 ? lines.filter((line) => !isFenceLine(line)) : lines;
  return kept.join('\n').trim();
}

const TOOL_FENCE = /^\s*(?:`{3,}|~{3,})\s*(?:tool_code|tool_calls?|function_calls?)\s*$/i;

/** The last line is a fence closing a code block that has content. */
function closesCode(lines: readonly string[]): boolean {
  const fences = lines.flatMap((line, i) => (isFenceLine(line) ? [i] : []));
  const last = fences.at(-1);
  const opener = fences.at(-2);
  if (last !== lines.length - 1 || opener === undefined || fences.length % 2 === 1) return false;
  return lines.slice(opener + 1, last).some((line) => line.trim() !== '');
}

/**
 * A body whose fences are unpaired and whose last fence has text on both sides: what follows it
 * is talk after the closing fence ("Let me know if you'd like another tone!"), not the body.
 */
export function splitTrailingProse(text: string): { body: string; after: string } {
  const lines = text.split('\n');
  const fences = lines.flatMap((line, i) => (isFenceLine(line) ? [i] : []));
  const last = fences.at(-1);
  if (last === undefined || fences.length % 2 === 0) return { body: text, after: '' };
  const before = lines.slice(0, last).filter((l) => !isFenceLine(l) && l.trim() !== '');
  const after = lines
    .slice(last + 1)
    .join('\n')
    .trim();
  if (before.length === 0 || after === '') return { body: text, after: '' };
  return { body: lines.slice(0, last).join('\n'), after };
}

/** A whole-answer wrapper: a fence around everything, in any language. */
export function unwrapFence(text: string): string {
  const lines = text.split('\n');
  const first = lines[0];
  const last = lines.at(-1);
  if (
    lines.length >= 2 &&
    first !== undefined &&
    last !== undefined &&
    isFenceLine(first) &&
    isFenceLine(last)
  ) {
    const inner = lines.slice(1, -1);
    // Only a wrapper when no fence inside closes it early (`a` ``` b ``` `c` are two code blocks).
    if (inner.filter(isFenceLine).length % 2 === 0) return inner.join('\n').trim();
  }
  return text;
}

/** Code (a fenced block, an inline span), or an HTML comment, never closed or closed. */
const CODE_OR_COMMENT = /(```[\s\S]*?```|`[^`\n]+`)|[ \t]*<!--[\s\S]*?(?:-->|$)/g;

/**
 * The text without its HTML comments (`<!-- keep it light -->`, an earlier draft commented out
 * with its heading): a reader never sees one, wherever it stands, and one never closed hides the
 * rest. A comment written as code (`` `<!-- -->` ``) is the persona's own text and stays.
 */
export function withoutComments(text: string, hold: (comment: string) => void): string {
  return text.replace(CODE_OR_COMMENT, (found, code: string | undefined) => {
    if (code !== undefined) return code;
    hold(found.trim());
    return '';
  });
}

/** The marker words as a tag names them: `<inner_monologue>`, `<thought-process>`. */
const TAG_WORDS = `(?:${REASONING_WORDS.replaceAll('\\s+', '[\\s_-]?')})(?:[_-]?process)?`;
/**
 * Reasoning tags: the marker words in `<…>` (with attributes), `◁…▷`, or, paired, in `[…]`.
 */
const REASONING = new RegExp(
  [
    `(?<!<)[<◁](?:[\\w-]+:)?(${TAG_WORDS})(?:\\s[^>▷]*)?[>▷][\\s\\S]*?[<◁]\\/(?:[\\w-]+:)?\\1[>▷]`,
    `\\[(${TAG_WORDS})\\][\\s\\S]*?\\[\\/\\2\\]`,
    // A chat template's reasoning span: `<|begin_of_thought|>…<|end_of_thought|>`, and a
    // reasoning channel (`<|channel|>analysis<|message|>…`) up to the next template token.
    `<\\|begin_of_(?:thought|reasoning)\\|>[\\s\\S]*?(?:<\\|end_of_(?:thought|reasoning)\\|>|$)`,
    `<\\|channel\\|>\\s*(?:analysis|commentary)\\s*<\\|message\\|>[\\s\\S]*?(?=<\\||$)`,
    // The same channel with its tokens lost on the way: `analysis…assistantfinal` then the answer.
    '^\\s*analysis(?=\\S)[\\s\\S]*?assistant\\s*final',
  ].join('|'),
  'giu',
);
const REASONING_OPEN = new RegExp(`(?<!<)[<◁](?:[\\w-]+:)?(${TAG_WORDS})(?:\\s[^>▷]*)?[>▷]`, 'iu');
const REASONING_CLOSE = new RegExp(`(?<!<)[<◁]\\/(?:[\\w-]+:)?(${TAG_WORDS})[>▷]`, 'iu');

/**
 * Reasoning some models print before their answer: `<think>…</think>` and `<thinking>…</thinking>`
 * blocks are removed; a lone closing tag ends reasoning that began with the answer; an opening tag
 * that is never closed runs to the end (or to the next task heading, which `isHeading` finds).
 */
export function stripReasoning(
  text: string,
  isHeading: (line: string) => boolean,
): { text: string; removed: string[] } {
  const removed: string[] = [];
  let out = text.replace(REASONING, (block) => {
    removed.push(block);
    return '';
  });
  const close = REASONING_CLOSE.exec(out);
  if (close && !REASONING_OPEN.test(out.slice(0, close.index))) {
    removed.push(out.slice(0, close.index + close[0].length));
    out = out.slice(close.index + close[0].length);
  }
  const open = REASONING_OPEN.exec(out);
  if (open) {
    const after = out.slice(open.index).split('\n');
    const next = after.findIndex((line, i) => i > 0 && isHeading(line));
    const end = next < 0 ? after.length : next;
    removed.push(after.slice(0, end).join('\n'));
    out = `${out.slice(0, open.index)}${after.slice(end).join('\n')}`;
  }
  return { text: out.trim(), removed };
}

/** Our own prompt markers; the model must never send them to a user. */
export const MARKER = /⟦[^⟧\n]{0,200}⟧/;
export const MARKERS = new RegExp(MARKER.source, 'g');

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u;

/** Shortcodes models write for the common reactions (`:heart:`, `:+1:`), as the emoji they name. */
// biome-ignore format: a table
const SHORTCODES: Readonly<Record<string, string>> = {
  heart: '❤', red_heart: '❤', '+1': '👍', thumbsup: '👍', thumbs_up: '👍', '-1': '👎', thumbsdown: '👎',
  fire: '🔥', clap: '👏', joy: '😂', rofl: '🤣', grin: '😁', smile: '😁', pray: '🙏', tada: '🎉',
  heart_eyes: '😍', cry: '😢', sob: '😭', scream: '😱', ok_hand: '👌', eyes: '👀', thinking: '🤔',
  hundred: '💯', '100': '💯', zap: '⚡', sleeping: '😴', hugs: '🤗', kiss: '😘', sunglasses: '😎',
  wave: '👋', laughing: '😆', blush: '😊', wink: '😉', shrug: '🤷', zzz: '💤', partying_face: '🥳',
};

/** The first emoji of a text (a whole grapheme: skin tone, ZWJ sequence, flag), if any. */
export function firstEmoji(raw: string): { emoji: string; others: string } | undefined {
  const text = raw.replace(/:([\w+-]+):/g, (code, name: string) => SHORTCODES[name.toLowerCase()] ?? code);
  for (const { segment, index } of segmenter.segment(text)) {
    if (!EMOJI.test(segment)) continue;
    const others = `${text.slice(0, index)} ${text.slice(index + segment.length)}`.trim();
    return { emoji: segment, others };
  }
  return undefined;
}

export function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 120 ? `${flat.slice(0, 117)}...` : flat;
}
