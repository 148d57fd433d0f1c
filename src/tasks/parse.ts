import type { MessageId } from '../telegram/types.js';
import {
  excerpt,
  firstEmoji,
  inClosedCode,
  isFenceLine,
  splitTrailingProse,
  stripFences,
  stripReasoning,
  unwrapFence,
  withoutComments,
} from './answer-text.js';
import { readDelay } from './delay.js';
import { parseEventBlock } from './event-block.js';
import { ADDRESS_THEN_TEXT, isAnnotation } from './heading-address.js';
import { asAtxHeadings, isHeadingLine, readHeading, splitHeadingLines, splitId } from './headings.js';
import { callTokensAsJson, looksLikeJsonTasks, readJsonTasks } from './json-answer.js';
import { STEP_KINDS } from './kinds/registry.js';
import { REASONING_WORDS } from './meta-words.js';
import { parseStickerBody, stickerListLine, stickerNamedWithSet, withoutDescriptions } from './stickers.js';
import { type PlanStep, QUIET_STEPS, type StepType } from './types.js';
import type { Withheld } from './withheld.js';

export { parseDelay } from './delay.js';
export { parseStickerBody } from './stickers.js';

/** Why part of a reply was not turned into a step; always logged, never silent. */
export interface ParseIssue {
  /** 1-based index of the block, when the issue concerns one. */
  block?: number;
  reason: string;
  excerpt: string;
}

/** An `# «event»` block that could not be read: the persona's next turn is told its plan was not kept. */
export function isEventIssue(issue: ParseIssue): boolean {
  return issue.excerpt.startsWith('«event»');
}

export interface ParseResult {
  steps: PlanStep[];
  /** The block each step came from (1-based; undefined for an answer without blocks). */
  stepBlocks: (number | undefined)[];
  issues: ParseIssue[];
  /** Text that is no block's body: reasoning in tags, text outside blocks. */
  withheld: Withheld[];
  /** Blocks under a heading we do not know; the speech boundary decides what becomes of them. */
  unknownBlocks: { heading: string; body: string; block: number }[];
  /** How many blocks the answer has (0 for an answer without headings). */
  blocks: number;
  /**
   * Text on a message block's heading line kept as its message's first line, by block: the speech
   * boundary reads it as an address when it names someone in the chat (`# «send» kwa Juma`).
   */
  headingText: ReadonlyMap<number, string>;
  /**
   * Set when the answer means "I stay silent": empty, or only reasoning or `think`. Silence is a
   * choice, logged as one, never a failure.
   */
  silence?: string;
}

/** Collects steps and issues while one answer is read. */
class Reading {
  readonly steps: PlanStep[] = [];
  readonly stepBlocks: (number | undefined)[] = [];
  readonly issues: ParseIssue[] = [];
  readonly withheld: Withheld[] = [];
  readonly unknownBlocks: ParseResult['unknownBlocks'] = [];
  readonly headingText = new Map<number, string>();
  /** Blocks (or JSON tasks) were found, whether or not any was usable. */
  blocks = 0;
  /** Blocks named by a reasoning marker word: held back, never a message. */
  reasoningBlocks = 0;

  constructor(readonly raw: string) {}

  hold(text: string, reason: Withheld['reason'], block?: number): void {
    const trimmed = text.trim();
    if (trimmed === '') return;
    this.withheld.push(block === undefined ? { text: trimmed, reason } : { text: trimmed, reason, block });
  }

  issue(reason: string, text: string, block?: number): void {
    this.issues.push(
      block === undefined ? { reason, excerpt: excerpt(text) } : { block, reason, excerpt: excerpt(text) },
    );
  }
}

/**
 * Parses a model answer into steps: task blocks in the forms models really write, a JSON task
 * list, or plain text (one message). Pure; never throws.
 */
export function parseReply(raw: string): ParseResult {
  const trimmed = callTokensAsJson(raw.replace(/\r\n?/g, '\n').trim());
  const reading = new Reading(trimmed);
  if (trimmed === '') return finish(reading, 'the answer was empty');

  const reasoning = stripReasoning(trimmed, isHeadingLine);
  for (const removed of reasoning.removed) reading.hold(removed, 'reasoning');
  let comments = 0;
  const text = withoutComments(unwrapFence(reasoning.text), (comment) => {
    comments++;
    reading.hold(comment, 'wrapper');
  }).trim();
  if (text === '') {
    if (reasoning.removed.length > 0) return finish(reading, 'the answer was only reasoning');
    if (comments > 0) return finish(reading, 'the answer was only a comment');
    reading.issue('the reply was an empty code block', trimmed);
    return finish(reading);
  }

  const lines = splitHeadingLines(asAtxHeadings(text).split('\n'));
  const starts = headingStarts(lines);
  if (starts.length === 0) {
    const json = readJsonTasks(text) ?? fencedJson(lines, reading);
    if (json) readJson(json, reading);
    else if (looksLikeJsonTasks(text))
      reading.issue('a JSON task list that could not be read was not sent', text);
    else sendSteps(bodyOf(text, undefined, reading), undefined, undefined, reading);
    return finish(reading);
  }

  reading.blocks = starts.length;
  readPreamble(lines.slice(0, starts[0]), reading);
  starts.forEach((start, index) => {
    const end = starts[index + 1] ?? lines.length;
    const heading = readHeading(lines[start] ?? '');
    if (!heading) return;
    const body = bodyOf(lines.slice(start + 1, end).join('\n'), index + 1, reading, heading.rest);
    if (heading.type === undefined) {
      // Its heading line's address (`# «respuesta» para Pablo`) is no more the message than a known block's.
      const text = [isAnnotation(heading.rest) ? '' : heading.rest, body].filter(Boolean).join('\n');
      // `# «思考»`, `# «Gedanken»`: a block named by a reasoning marker word, in any language.
      if (REASONING_NAME.test(heading.name.replace(/-/g, ' '))) {
        reading.hold([lines[start]?.trim(), text].filter(Boolean).join('\n'), 'reasoning', index + 1);
        reading.reasoningBlocks++;
        return;
      }
      reading.unknownBlocks.push({ heading: lines[start]?.trim() ?? '', body: text, block: index + 1 });
      return;
    }
    // A blank line between the heading line's text and the body is a paragraph break of the message.
    const gap = heading.rest !== '' && (lines[start + 1] ?? '').trim() === '' ? '\n\n' : '\n';
    readBlock(heading.type, heading.rest, body, index + 1, reading, gap);
  });
  return finish(reading);
}

/**
 * The lines that open blocks. Inside a code block a body holds (a fence opened after a heading and
 * closed), a line is code (`# send with retries: …` is a Python comment) unless it names a block
 * in guillemets, which no code writes.
 */
function headingStarts(lines: readonly string[]): number[] {
  const first = lines.findIndex(isHeadingLine);
  if (first < 0) return [];
  const code = inClosedCode(lines.slice(first + 1));
  return lines.flatMap((line, i) =>
    i === first || (isHeadingLine(line) && (!code[i - first - 1] || /[«»‹›]/u.test(line))) ? [i] : [],
  );
}

/**
 * A heading name that opens with a reasoning marker word as a word of its own (`思考`, `gedanken`,
 * `inner monologue`, `мысли вслух`, `思考过程` in a script written without spaces).
 */
const REASONING_NAME = new RegExp(
  `^(?:${REASONING_WORDS})(?:$|\\s|(?=[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}]))`,
  'iu',
);

/** A block's body without the fences around it; prose after its closing fence is not the body. */
function bodyOf(text: string, block: number | undefined, reading: Reading, lead = ''): string {
  // Text on the heading line counts as body before a closing fence (`# «send» hi` ``` `more`).
  const { body, after } = splitTrailingProse(lead === '' ? text : `${lead}\n${text}`);
  if (lead !== '') {
    reading.hold(after, 'outside-blocks', block);
    return stripFences(after === '' ? text : body.split('\n').slice(1).join('\n'));
  }
  reading.hold(after, 'outside-blocks', block);
  return stripFences(body);
}

/** Every step of one block; the heading line's own text is the first line of the body. */
function readBlock(
  type: StepType,
  rest: string,
  body: string,
  block: number,
  reading: Reading,
  gap = '\n',
): void {
  if (type === 'note' || type === 'remember' || type === 'person') {
    // The entry's id is on the heading line only: a note may well begin with a number.
    const named = /^#?([a-z]?\d+)(?:\s+|$)/i.exec(rest);
    const after = named ? rest.slice(named[0].length) : rest;
    // `shared` and `pinned` after the id: a memory or a person's fact shown in other chats too;
    // an entry never dropped at the cap. A note is never shared.
    const flags = /^(?:(?:shared|pinned)(?:\s+|$))+$/i.test(after.trim()) ? after.trim().toLowerCase() : '';
    const shared = type !== 'note' && /\bshared\b/.test(flags);
    const pinned = /\bpinned\b/.test(flags);
    const text = [flags === '' ? after : '', body].filter(Boolean).join('\n');
    readTask(type, undefined, text, block, reading, named?.[1], { shared, pinned });
    return;
  }
  if (type === 'event') {
    // The heading line carries the event's id and may begin the body; the block reads both.
    readTask(type, undefined, body, block, reading, rest);
    return;
  }
  // A message may name the message it answers, a reaction the one it goes to.
  const withId = STEP_KINDS[type].message !== undefined || type === 'react';
  let { id, text } = withId ? splitId(rest) : { id: undefined, text: rest };
  // `# «send» to Alice` / `(reply)` / `message` above a body: a note about the block, not its text.
  if (type === 'send' && body !== '' && isAnnotation(text)) {
    reading.hold(text, 'wrapper', block);
    text = '';
  }
  // `# «send» to Alice: He survived!`, `para o Rui: …`: the address, then the message.
  const addressed = type === 'send' ? ADDRESS_THEN_TEXT.exec(text) : null;
  if (addressed) {
    reading.hold(addressed[0], 'wrapper', block);
    text = text.slice(addressed[0].length);
  }
  // `# «react»` then `4003 👍`: the id opening the body.
  const opening = type === 'react' && id === undefined && text === '' ? /^#?(\d+)\s+(?=\S)/.exec(body) : null;
  if (opening?.[1] && firstEmoji(body.slice(opening[0].length))) {
    id = Number(opening[1]);
    body = body.slice(opening[0].length);
  }
  // `# «react» 👍 4003`: the id after the emoji.
  const trailing = type === 'react' && id === undefined ? /^(\S+)\s+#?(\d+)$/.exec(text) : null;
  if (trailing?.[1] && trailing[2] && firstEmoji(trailing[1])) {
    id = Number(trailing[2]);
    text = trailing[1];
  }
  if (type === 'send' && text !== '' && body !== '') reading.headingText.set(block, text);
  const full = [text, body].filter(Boolean).join(gap);
  readTask(type, id, full, block, reading);
}

function readTask(
  type: StepType,
  id: MessageId | undefined,
  body: string,
  block: number | undefined,
  reading: Reading,
  key?: string,
  /** What the heading marked a memory entry: `shared` (not a note), `pinned`. */
  flags: { shared: boolean; pinned: boolean } = { shared: false, pinned: false },
): undefined {
  const drop = (reason: string): undefined => {
    reading.issue(reason, `«${type}» ${body}`, block);
  };
  switch (type) {
    case 'send':
      if (!sendSteps(body, id, block, reading)) drop('empty send block');
      return;
    case 'sticker': {
      // Only an emoji, or its line of the offer list copied (`- 😴 — ‹a sleepy duck›`): the
      // speech boundary finds its set among the stickers offered.
      const described = withoutDescriptions(body);
      const emoji = firstEmoji(described.trim().replace(/^[-*•]\s+/, ''));
      const sticker =
        withExtra(stickerNamedWithSet(described)) ??
        parseStickerBody(body) ??
        (emoji && emoji.others === '' ? { set: '', name: emoji.emoji, extra: '' } : undefined);
      if (!sticker) return drop('sticker block needs a set and a name');
      if (sticker.extra) reading.issue('text in a sticker block was not sent', sticker.extra, block);
      // A name written as a shortcode (`:wave:`) is the emoji it stands for.
      const name = /^:[\w+-]+:$/.test(sticker.name)
        ? (firstEmoji(sticker.name)?.emoji ?? sticker.name)
        : sticker.name;
      const params = { set: sticker.set, name };
      push(reading, block, { type, params: id === undefined ? params : { ...params, replyTo: id } });
      return;
    }
    case 'react': {
      const found = firstEmoji(body);
      if (!found)
        return drop(body ? `"${excerpt(body)}" has no emoji to react with` : 'react block has no emoji');
      if (found.others) reading.issue('text beside the reaction emoji was not sent', found.others, block);
      push(reading, block, {
        type,
        params: id === undefined ? { emoji: found.emoji } : { emoji: found.emoji, messageId: id },
      });
      return;
    }
    case 'wait': {
      const delay = readDelay(body);
      if ('error' in delay) return drop(delay.error);
      push(reading, block, { type, params: { delay: delay.seconds } });
      return;
    }
    case 'block':
    case 'unblock':
    case 'clear-conversation':
      push(reading, block, { type, params: {} });
      return;
    case 'think':
      push(reading, block, { type, params: { text: body } });
      return;
    case 'shutdown':
      push(reading, block, { type, params: body ? { reason: body } : {} });
      return;
    case 'recall':
      if (body.trim() === '') return drop('recall block needs what to search for');
      push(reading, block, { type, params: { query: body.trim() } });
      return;
    case 'note':
    case 'remember': {
      const id = key?.toLowerCase();
      if (id === undefined && body === '') return drop(`empty ${type} block`);
      const params = {
        ...(id === undefined ? { text: body } : { id, text: body }),
        ...(type === 'remember' && flags.shared ? { shared: true } : {}),
        ...(flags.pinned ? { pinned: true } : {}),
      };
      push(reading, block, { type, params });
      return;
    }
    case 'person':
      if (key === undefined || !/^\d+$/.test(key))
        return drop('person block needs the user id after the heading');
      push(reading, block, {
        type,
        params: {
          user: key,
          text: body,
          ...(flags.shared ? { shared: true } : {}),
          ...(flags.pinned ? { pinned: true } : {}),
        },
      });
      return;
    case 'event': {
      const read = parseEventBlock(key ?? '', body);
      if ('error' in read) return drop(read.error);
      push(reading, block, { type, params: read.step });
      return;
    }
    default:
      return unhandled(type);
  }
}

/** A new step type makes this call a compile error until the parser reads its block. */
function unhandled(type: never): never {
  throw new Error(`the parser has no case for step type ${String(type)}`);
}

/**
 * The messages of a send body: copied sticker-list lines become stickers. The reply id goes on
 * the first message. What a person would not type is the speech boundary's. Returns whether
 * anything came of it.
 */
function sendSteps(
  text: string,
  id: MessageId | undefined,
  block: number | undefined,
  reading: Reading,
): boolean {
  let replyTo = id;
  const before = reading.steps.length;
  const pushText = (chunk: string) => {
    const message = stripFences(chunk);
    if (!message) return;
    push(reading, block, {
      type: 'send',
      params: replyTo === undefined ? { text: message } : { text: message, replyTo },
    });
    replyTo = undefined;
  };
  let pending: string[] = [];
  for (const line of text.split('\n')) {
    const sticker = stickerListLine(line);
    if (!sticker) {
      pending.push(line);
      continue;
    }
    pushText(pending.join('\n'));
    pending = [];
    reading.issue('a copied sticker-list line was sent as its sticker', line, block);
    push(reading, block, {
      type: 'sticker',
      params: replyTo === undefined ? sticker : { ...sticker, replyTo },
    });
    replyTo = undefined;
  }
  pushText(pending.join('\n'));
  return reading.steps.length > before;
}

function push(reading: Reading, block: number | undefined, step: PlanStep): void {
  reading.steps.push(step);
  reading.stepBlocks.push(block);
}

/** Text before the first block is never sent: the answer has blocks, and it is none of them. */
function readPreamble(lines: string[], reading: Reading): void {
  const text = lines
    .filter((line) => !isFenceLine(line))
    .join('\n')
    .trim();
  reading.hold(text, 'outside-blocks');
}

/** A JSON task list inside a fence among prose ("Here you go: ```json [...] ```"). */
function fencedJson(lines: string[], reading: Reading): ReturnType<typeof readJsonTasks> {
  for (let open = 0; open < lines.length; open++) {
    if (!isFenceLine(lines[open] ?? '')) continue;
    const close = lines.findIndex((line, i) => i > open && isFenceLine(line));
    if (close < 0) return undefined;
    const tasks = readJsonTasks(lines.slice(open + 1, close).join('\n'));
    if (tasks) {
      const prose = [...lines.slice(0, open), ...lines.slice(close + 1)].join('\n').trim();
      reading.hold(prose, 'outside-blocks');
      return tasks;
    }
    open = close;
  }
  return undefined;
}

function readJson(tasks: NonNullable<ReturnType<typeof readJsonTasks>>, reading: Reading): void {
  reading.blocks = tasks.length;
  tasks.forEach((task, index) => {
    if (task.cut) {
      reading.hold(task.body, 'truncated', index + 1);
      return;
    }
    if (task.type === undefined) {
      reading.issue(
        task.name ? `unknown task type "${task.name}"` : 'JSON task without a type',
        task.body,
        index + 1,
      );
      return;
    }
    readTask(task.type, task.id, task.body, index + 1, reading, task.key);
  });
}

/** Silence when nothing but private notes came of the answer; a reason whenever nothing did. */
function finish(reading: Reading, silence?: string): ParseResult {
  const { steps, stepBlocks, issues, withheld, unknownBlocks, blocks, headingText } = reading;
  const result: ParseResult = { steps, stepBlocks, issues, withheld, unknownBlocks, blocks, headingText };
  if (silence) result.silence = silence;
  else if (steps.length > 0 && steps.every((s) => s.type === 'think' || QUIET_STEPS.includes(s.type)))
    result.silence = steps.some((s) => s.type === 'event')
      ? 'the answer only changed what the persona remembers or plans'
      : steps.some((s) => s.type !== 'think')
        ? 'the answer only changed what the persona remembers'
        : 'the answer was only thinking, a private note';
  else if (
    steps.length === 0 &&
    unknownBlocks.length === 0 &&
    issues.length === 0 &&
    reading.reasoningBlocks > 0
  )
    result.silence = 'the answer was only reasoning';
  else if (steps.length === 0 && reading.blocks > 0 && unknownBlocks.length === 0)
    issues.push({ reason: 'the reply had task blocks but none was usable', excerpt: excerpt(reading.raw) });
  else if (steps.length === 0 && issues.length === 0 && unknownBlocks.length === 0 && withheld.length === 0)
    issues.push({ reason: 'the reply had no text to send', excerpt: excerpt(reading.raw) });
  return result;
}

/** A sticker read whole from its one line: nothing beside it. */
function withExtra(sticker: { set: string; name: string } | undefined) {
  return sticker && { ...sticker, extra: '' };
}
