import type { MessageId } from '../telegram/types.js';
import { STEP_KINDS } from './kinds/registry.js';
import { isStepType, QUIET_STEPS, STEP_TYPES, type StepType } from './types.js';

/** Names models use for a task instead of ours; each maps to the task it means. */
const ALIASES: ReadonlyMap<string, StepType> = new Map(
  STEP_TYPES.flatMap((type) => STEP_KINDS[type].aliases.map((alias) => [alias, type] as const)),
);

/** `« Clear Conversation »` → `clear-conversation`. */
export function normaliseType(raw: string): string {
  return raw
    .replace(/[*_`]+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

/** The task a (normalised) name stands for, aliases included. */
export function taskOf(name: string): StepType | undefined {
  if (isStepType(name)) return name;
  return ALIASES.get(name) ?? compoundTask(name) ?? misspelt(name);
}

/** Names a one-letter slip still reads as (`stiker`, `raect`): the message's kinds, never a command's. */
const SLIPPABLE = ['react', 'reaction', 'sticker', 'stickers', 'reply', 'message', 'answer', 'response'];

/** The message kind a name is one typing slip from (a letter missing, added, changed or swapped). */
function misspelt(name: string): StepType | undefined {
  // Letters only: `/message` closes a tag.
  if (name.length < 5 || !/^\p{L}+$/u.test(name)) return undefined;
  const near = SLIPPABLE.find((known) => oneSlip(name, known));
  return near === undefined ? undefined : taskOf(near);
}

function oneSlip(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const [x, y] = [a.slice(i), b.slice(i)];
  return (
    x.slice(1) === y.slice(1) ||
    x.slice(1) === y ||
    x === y.slice(1) ||
    (x[0] === y[1] && x[1] === y[0] && x.slice(2) === y.slice(2))
  );
}

/** Words that join a task's name in a compound (`add-reaction`, `send-message-to`, `reply_user`). */
const FILLERS: ReadonlySet<string> = new Set([
  'to',
  'a',
  'the',
  'add',
  'set',
  'new',
  'post',
  'give',
  'do',
  'user',
  'chat',
  'group',
  'friend',
  'them',
  'all',
]);

/**
 * A compound of task names and filler words (`send-message`, `reply-message`, `add-reaction`,
 * `send-sticker`): the task that is more than a message wins (`send-sticker` is a sticker),
 * else the message. Any other word (`no-reply`) makes it no task.
 */
function compoundTask(name: string): StepType | undefined {
  const words = name.split('-').filter(Boolean);
  if (words.length < 2) return undefined;
  const tasks: StepType[] = [];
  for (const word of words) {
    const task = isStepType(word) ? word : ALIASES.get(word);
    if (task) tasks.push(task);
    else if (!FILLERS.has(word)) return undefined;
  }
  return tasks.find((task) => task !== 'send') ?? tasks[0];
}

/** A task heading line, taken apart. */
export interface Heading {
  /** The task it names, or undefined for a heading whose name we do not know. */
  type: StepType | undefined;
  /** The name as written, normalised (for issues about unknown names). */
  name: string;
  /** What follows the name on the heading line: a message id, then body text. */
  rest: string;
}

/**
 * Brackets around a heading name: strong ones make a heading whatever the name; weak ones only
 * around a name we know; marked ones (any other pair a model puts there) only after `#` or bold,
 * around a name we know, since `(send it)` or `"send"` opening a line is far likelier prose.
 */
const BRACKETS: readonly (readonly [string, string, 'strong' | 'weak' | 'marked'])[] = [
  ['«', '»', 'strong'],
  // Guillemets turned inward, as German sets them (`»send«`).
  ['»', '«', 'strong'],
  ['<<', '>>', 'strong'],
  ['‹', '›', 'strong'],
  ['›', '‹', 'strong'],
  ['[[', ']]', 'weak'],
  ['[', ']', 'weak'],
  ['<', '>', 'weak'],
  ['(', ')', 'marked'],
  ['{', '}', 'marked'],
  ['`', '`', 'marked'],
  ['"', '"', 'marked'],
  ['“', '”', 'marked'],
  ["'", "'", 'marked'],
];

/** Emphasis opening a heading; a lone `*` before a space is a list item's marker instead. */
const EMPHASIS = /^(\*\*|__|\*(?!\s))/;

/**
 * How a heading can open: `#`, bold, a bracket. Any other line is a heading only as a bare
 * `Reply:` label, with a colon. Most lines of an answer are neither, and every line is read
 * several times, so they are turned away here before any slicing.
 */
const HEADING_OPENER = /^\s*(?:[#*_«»<‹›[]|(?:\d{1,2}[.)]|[-•])\s*(?:«|<<|‹))/;

/**
 * Reads a line as a task heading, in the forms models write: `# «send»`, `### «send» 12 text`,
 * `# <<send>>`, `# send`, `# **«send»**`, `**# «send»**`, `**Send:**`, `«react»`, `[reply]`,
 * a bare `Reply:` label. Guillemets after `#` are a heading whatever the name (an unknown name is
 * reported); without `#` or bold only a name we know counts, so a message that opens with a
 * «quotation» stays a message.
 */
export function readHeading(raw: string): Heading | undefined {
  // Direction marks and zero-width spaces before the `#` (`\u200F# «send»`) are not typed, only shown.
  const line = foldHeading(raw.replace(/^[\s\p{Cf}]+/u, ''));
  if (!line.includes(':') && !HEADING_OPENER.test(line)) return undefined;
  // An ATX heading's closing run of hashes (`## «send» ##`) is markup, not text on the line.
  let s = line.trim().replace(/^(#{1,6}[^#].*?)\s+#+$/, '$1');
  let hashes = false;
  let emphasis = '';
  for (let changed = true; changed; ) {
    changed = false;
    const hash = /^#{1,6}(?!#)/.exec(s);
    if (hash && !hashes) {
      hashes = true;
      s = s.slice(hash[0].length).trimStart();
      changed = true;
    }
    const open = EMPHASIS.exec(s);
    if (open?.[1] && !emphasis) {
      emphasis = open[1];
      s = s.slice(emphasis.length).trimStart();
      changed = true;
    }
  }
  // `## 1. «send»`, `- «send»`, `* «send»`, `# 💬 «send»`: a list marker or an emoji before a guillemet name.
  s = s.replace(
    /^(?:\d{1,2}[.)]|[-•]|\*(?=\s)|(?:\p{Extended_Pictographic}|\uFE0F|\u200D)+)\s*(?=«|<<|‹)/u,
    '',
  );
  const named = readName(s);
  if (!named) return undefined;
  const { after, bracket } = named;
  const { type, name, innerRest } = splitName(
    bracket === 'weak' ? withoutAttributes(named.inner) : named.inner,
  );
  // `*(Thinking : she asks…)*`: a sentence in parentheses or quotes is an aside, not a name.
  if (bracket === 'marked' && !/^(?:#?\d+)?$/.test(innerRest)) return undefined;
  let rest = after;
  let closed = emphasis === '';
  if (!closed && rest.startsWith(emphasis)) {
    rest = rest.slice(emphasis.length);
    closed = true;
  }
  const labelled = /^\s*:/.test(rest);
  rest = rest.replace(/^\s*:/, '').trim();
  if (!closed && rest.startsWith(emphasis)) {
    rest = rest.slice(emphasis.length).trim();
    closed = true;
  }
  if (!closed && rest.endsWith(emphasis) && rest.indexOf(emphasis) === rest.length - emphasis.length)
    rest = rest.slice(0, -emphasis.length).trim();
  rest = `${innerRest} ${rest}`.trim();
  if (!accepts({ type, name, bracket, hashes, emphasis: emphasis !== '', labelled, after, rest, innerRest }))
    return undefined;
  return { type, name, rest };
}

/**
 * Which lines count. Guillemets (or `<<…>>`) after `#` or bold are a heading whatever the name;
 * otherwise only a name we know. A bare word needs `#` (then text may follow for our own names),
 * or bold or a colon with nothing but an id after it, so `**Note:** bring snacks`
 * or `# Message in a bottle` stay a message.
 */
function accepts(h: {
  type: StepType | undefined;
  name: string;
  bracket: 'strong' | 'weak' | 'marked' | undefined;
  hashes: boolean;
  emphasis: boolean;
  labelled: boolean;
  after: string;
  rest: string;
  innerRest: string;
}): boolean {
  // Bare guillemets hold the name alone (or an id): `«Send help», he wrote` is a quotation.
  if (h.bracket === 'strong')
    return h.hashes || h.emphasis || (h.type !== undefined && /^(?:#?\d+)?$/.test(h.innerRest));
  if (h.type === undefined) return false;
  if (h.bracket === 'marked') return h.hashes || h.emphasis;
  // `Note:`, `# Remember` or `Event:` in a message is far likelier prose than a memory task or plan.
  if (QUIET_STEPS.includes(h.type)) return false;
  // `[Thinking] she asks…` with text after it: a reasoning label in a body, not a block of its own.
  // A name of ours may have words after it in brackets (`[reply to Alice]`); another's, an id at
  // most: `〔cevap vermiyor〕` ("no answer") is a stage direction.
  if (h.bracket === 'weak')
    return (
      (h.type !== 'think' || h.rest === '') && (OWN_NAMES.has(h.name) || /^(?:#?\d+)?$/.test(h.innerRest))
    );
  const idOnly = /^(?:[([]?\s*#?\d+\s*[)\]]?)?$/.test(h.rest);
  if (h.hashes)
    return idOnly || h.labelled || (OWN_NAMES.has(h.name) && h.name !== 'reply' && /^\s/.test(h.after));
  // A plain `Reply:` label; never `delay: 20`, which is the body of a wait.
  const label = h.labelled && OWN_NAMES.has(h.name) && h.type !== 'wait';
  return idOnly && (h.emphasis || label);
}

/**
 * Names that are ours (and `reply`): a `Reply:` label starts a block, and after `#` our own names
 * do even with text on the line (`# Reply to Alice` is more likely a title).
 */
const OWN_NAMES: ReadonlySet<string> = new Set([
  ...STEP_TYPES.filter((type) => !STEP_KINDS[type].quiet),
  'reply',
]);

/** Brackets of other typographies, as the guillemets and brackets they stand for. */
const BRACKET_FOLD: Readonly<Record<string, string>> = {
  '《': '«',
  '》': '»',
  '「': '«',
  '」': '»',
  '『': '«',
  '』': '»',
  '〈': '‹',
  '〉': '›',
  '【': '[',
  '】': ']',
  '⟪': '«',
  '⟫': '»',
  '⦅': '«',
  '⦆': '»',
  '⟨': '‹',
  '⟩': '›',
  '〔': '[',
  '〕': ']',
  '〖': '[',
  '〗': ']',
};

/** Cyrillic and Greek letters that look like Latin ones (`sеnd` with a Cyrillic е). */
const LOOKALIKE: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ү: 'y',
  һ: 'h',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'm',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};

/**
 * The heading part of a line (its marks and name, up to the first closing bracket or the end of
 * the first word) in our typography: NFKC (`＃` → `#`), other brackets as ours, look-alike
 * letters as Latin when every letter of the name reads as Latin (`sеnd`); a name written in
 * Cyrillic or Greek (`мысли`) stays as written. The rest of the line is the body's.
 */
function foldHeading(line: string): string {
  const head = line.slice(0, 48);
  if (/^[\x00-\x7f«»‹›]*$/.test(head)) return line;
  const close = head.search(/[»》」』】〉›>\]］⟫⦆⟩〕〗]/u);
  const end =
    close >= 0
      ? close + 1
      : (/^[\s#＃*_«《「『【〈‹<[［⟪⦅⟨〔〖]*[^\s*_:»›>\]]*/u.exec(line)?.[0].length ?? 0);
  const chars = [...line.slice(0, end).normalize('NFKC')].map((c) => BRACKET_FOLD[c] ?? c);
  const latin = chars.every((c) => !/\p{L}/u.test(c) || /[a-z]/i.test(c) || LOOKALIKE[c.toLowerCase()]);
  const folded = latin ? chars.map((c) => LOOKALIKE[c.toLowerCase()] ?? c) : chars;
  return folded.join('') + line.slice(end);
}

/** The bracketed or bare name at the start of `s`. */
function readName(
  s: string,
): { inner: string; after: string; bracket?: 'strong' | 'weak' | 'marked' } | undefined {
  for (const [open, close, kind] of BRACKETS) {
    if (!s.startsWith(open)) continue;
    const end = s.indexOf(close, open.length);
    if (end < 0 && kind === 'strong') {
      // `# «send>>`: closed by another bracket's half, a slip between typings of the same mark.
      const other = /^([^«»‹›<>[\]\n]{1,60})(>>|[»›>\]])/u.exec(s.slice(open.length));
      if (other?.[1] !== undefined && other[2] !== undefined)
        return { inner: other[1], after: s.slice(open.length + other[0].length), bracket: kind };
      // `# «send` (the closing guillemet forgotten or cut off): the name is the word after it.
      const word = /^[\p{L}-]+/u.exec(s.slice(open.length))?.[0] ?? '';
      return { inner: word, after: s.slice(open.length + word.length), bracket: kind };
    }
    if (end < 0) return undefined;
    const inner = s.slice(open.length, end);
    if (inner.includes('\n') || inner.length > 60) return undefined;
    return { inner, after: s.slice(end + close.length), bracket: kind };
  }
  const bare = /^([A-Za-z][A-Za-z-]*(?:[ _][A-Za-z]+)?)/.exec(s);
  if (!bare?.[1]) return undefined;
  // Prefer the one-word name unless the two words name a task together (`clear conversation`).
  const two = bare[1];
  const one = two.split(/[ _]/)[0] ?? two;
  const word = taskOf(normaliseType(two)) ? two : one;
  return { inner: word, after: s.slice(word.length) };
}

/**
 * `message to="Alice"`, `reply id="4005"`: a tag's attributes are the tag's, never the message;
 * a number under an id or reply key is the reply id, as after a heading's name.
 */
function withoutAttributes(inner: string): string {
  const attribute = /\s+([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g;
  const id = [...inner.matchAll(attribute)]
    .filter((a) => /id|reply|^to$|target/i.test(a[1] ?? ''))
    .map((a) => (a[2] ?? a[3] ?? a[4] ?? '').replace(/^#/, ''))
    .find((v) => /^\d+$/.test(v));
  return `${inner.replace(attribute, '')}${id === undefined ? '' : ` ${id}`}`;
}

/** `send`, `send 4005`, `Clear Conversation`, `**react**` → the task and what follows it. */
function splitName(inner: string): { type: StepType | undefined; name: string; innerRest: string } {
  const cleaned = inner.replace(/[*_`]+/g, ' ').trim();
  const words = cleaned.split(/\s+/);
  for (const count of [2, 1]) {
    // `«reply to Jonas»`: a filler word before more is the addressee's, not the name's.
    if (count === 2 && words.length > 2 && FILLERS.has((words[1] ?? '').toLowerCase())) continue;
    const name = normaliseType(words.slice(0, count).join(' '));
    const type = taskOf(name);
    if (type && words.length >= count) return { type, name, innerRest: words.slice(count).join(' ') };
  }
  return { type: undefined, name: normaliseType(cleaned), innerRest: '' };
}

/**
 * A reply id at the start of a heading's rest: `4005`, `#4005`, `(4005)`, `[#4005]`,
 * `reply to 4005`, `reply_to: 4005`, `to #4005`, `→ 4005`. A leading number is always the id.
 */
const LEADING_ID =
  /^[([]?\s*(?:(?:(?:reply|replying|in[ _-]reply)[ _-]?)?to(?:[ _-]?message)?(?:[ _-]?id)?|re|id|msg|message|→|->)?\s*[:=]?\s*#?(\d+)\s*[)\]]?(?=$|[\s:,;.!?—–-])[\s:,;—–-]*/i;

export function splitId(written: string): { id?: MessageId; text: string } {
  // Full-width digits (`４００３`) are the id's digits, one code unit each as ASCII's.
  const rest = written.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  // The id with a reply's words of an unspaced or particle script joined to it (`4003번에 답장`,
  // `4003への返信`): all of it the heading's address.
  const joined =
    /^#?(\d+)[\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}][^\n!?！？。.]{0,10}$/u.exec(
      rest.trim(),
    );
  if (joined?.[1]) return { id: Number(joined[1]), text: '' };
  const match = LEADING_ID.exec(rest);
  // Without an id, a separator between heading and text (`# «send» — Hi`) is not the message.
  if (!match?.[1]) return { text: rest.replace(/^[:—–-]+\s+/, '') };
  const id = Number(match[1]);
  return {
    id: id > 0 && Number.isSafeInteger(id) ? id : undefined,
    text: rest.slice(match[0].length).trim(),
  };
}

/**
 * Heading forms Markdown also has, as the `#` headings blocks are read by: a block's name
 * underlined (`send` over `====` or `----`), and an answer quoted whole (`> # «send»`, every line
 * under `>`), a model quoting itself. A quoted message without a heading is the body's matter.
 */
export function asAtxHeadings(text: string): string {
  const lines = underlinedAsAtx(text.split('\n'));
  const written = lines.filter((line) => line.trim() !== '');
  if (written.length > 0 && written.every((line) => /^\s*>/.test(line))) {
    const unquoted = underlinedAsAtx(text.split('\n').map((line) => line.replace(/^\s*>\s?/, '')));
    if (unquoted.some((line) => readHeading(line) !== undefined)) return unquoted.join('\n');
  }
  return lines.join('\n');
}

/** `send` over `====` or `----` as `# «send»`, for a line that names a block and nothing else. */
function underlinedAsAtx(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const name = (lines[i] ?? '').trim();
    const underlined = /^\s*(?:={2,}|-{2,})\s*$/.test(lines[i + 1] ?? '');
    const heading =
      underlined && name !== '' && !name.startsWith('#') ? readHeading(`# «${name}»`) : undefined;
    if (heading?.type !== undefined && heading.rest === '') {
      out.push(`# «${name}»`);
      i++;
    } else out.push(lines[i] ?? '');
  }
  return out;
}

export function isHeadingLine(line: string): boolean {
  return readHeading(line) !== undefined;
}

/** `# «think» … # «send» Hi`: a second heading on a heading line starts a line of its own. */
export function splitHeadingLines(lines: string[]): string[] {
  return lines.flatMap((line) => {
    // `<|end|><|start|>assistant<|channel|>final<|message|># «send»`: a chat template's tokens
    // before a heading end a line of their own, so the heading starts its block.
    const tokens = /^(?:\s*<\|[a-z_]+\|>[a-z]*)+/i.exec(line);
    if (tokens && isHeadingLine(line.slice(tokens[0].length)))
      return [tokens[0], ...splitHeadingLines([line.slice(tokens[0].length)])];
    if (!isHeadingLine(line)) return [line];
    // `<response><message to="Alice">Hi</message>`: markup opening a heading right after one.
    const rest = readHeading(line)?.rest ?? '';
    const at = rest === '' ? -1 : line.lastIndexOf(rest);
    if (at > 0 && /^\s*</.test(rest) && isHeadingLine(rest))
      return [line.slice(0, at), ...splitHeadingLines([rest])];
    // `# «react» 👍 «send» see you!`: a bare name in guillemets, when it is a task's, also starts one.
    const second =
      /\s(#{1,6}\s*[«<‹《〈「【[])/u.exec(line) ??
      [...line.matchAll(/\s(«\s*([\p{L}_-]+)\s*»)/gu)].find(
        // Only after a heading with no words of its own on the line (`She said «send» twice` is a quote).
        (m) =>
          taskOf(normaliseType(m[2] ?? '')) &&
          !/\p{L}/u.test(readHeading(line.slice(0, m.index))?.rest ?? 'x'),
      );
    if (!second || second.index === undefined || !isHeadingLine(line.slice(second.index + 1))) return [line];
    return [line.slice(0, second.index), ...splitHeadingLines([line.slice(second.index + 1)])];
  });
}
