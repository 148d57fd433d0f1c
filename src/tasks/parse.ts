import type { MessageId } from '../telegram/types.js';
import { isStepType, type PlanStep } from './types.js';

/** Why part of a reply was not turned into a step; always logged, never silent. */
export interface ParseIssue {
  /** 1-based index of the block, when the issue concerns one. */
  block?: number;
  reason: string;
  excerpt: string;
}

export interface ParseResult {
  steps: PlanStep[];
  issues: ParseIssue[];
}

/**
 * A task heading: `# «type»` with an optional message id. Up to three leading spaces and one
 * or two `#` are tolerated, as is spacing inside the guillemets; text after the id is ignored.
 */
const HEADING = /^ {0,3}#{1,2}[ \t]*«[ \t]*([^»\n]*?)[ \t]*»(?:[ \t]+#?(\d+))?[^\n]*$/;

const FENCE = /^```[ \t]*(?:markdown|md)?[ \t]*\n([\s\S]*?)\n?```[ \t]*$/i;

/** Our own prompt markers; the model must never send them to a user. */
const MARKER = /⟦[^⟧\n]{0,200}⟧/;
const MARKERS = new RegExp(MARKER.source, 'g');

/** Parses a model reply into steps. Pure; never throws. */
export function parseReply(raw: string): ParseResult {
  const issues: ParseIssue[] = [];
  const trimmed = raw.replace(/\r\n?/g, '\n').trim();
  const text = unwrapFence(trimmed);
  if (text === '') {
    // A non-empty reply that comes to nothing is never dropped without a reason.
    if (trimmed !== '')
      issues.push({ reason: 'the reply was an empty code block', excerpt: excerpt(trimmed) });
    return { steps: [], issues };
  }

  const lines = text.split('\n');
  const starts = lines.flatMap((line, i) => (HEADING.test(line) ? [i] : []));
  if (starts.length === 0) {
    const message = cleanSendText(stripTranscriptStyle(text), issues, undefined);
    if (message) return { steps: [{ type: 'send', params: { text: message } }], issues };
    if (issues.length === 0) issues.push({ reason: 'the reply had no text to send', excerpt: excerpt(text) });
    return { steps: [], issues };
  }

  const preamble = lines.slice(0, starts[0]).join('\n').trim();
  if (preamble)
    issues.push({ reason: 'text before the first task block was dropped', excerpt: excerpt(preamble) });

  const steps: PlanStep[] = [];
  starts.forEach((start, index) => {
    const end = starts[index + 1] ?? lines.length;
    const match = HEADING.exec(lines[start] ?? '');
    const type = normaliseType(match?.[1] ?? '');
    const id = match?.[2] ? Number(match[2]) : undefined;
    const body = unwrapFence(
      lines
        .slice(start + 1, end)
        .join('\n')
        .trim(),
    );
    const step = toStep(type, id && id > 0 ? id : undefined, body, index + 1, issues);
    if (step) steps.push(step);
  });
  if (steps.length === 0)
    issues.push({ reason: 'the reply had task blocks but none was usable', excerpt: excerpt(text) });
  return { steps, issues };
}

function toStep(
  type: string,
  id: MessageId | undefined,
  body: string,
  block: number,
  issues: ParseIssue[],
): PlanStep | undefined {
  const drop = (reason: string): undefined => {
    issues.push({ block, reason, excerpt: excerpt(`# «${type}»${body ? `\n${body}` : ''}`) });
    return undefined;
  };
  const withReply = <P extends object>(params: P): P & { replyTo?: MessageId } =>
    id === undefined ? params : { ...params, replyTo: id };

  if (!isStepType(type)) return drop(type ? `unknown task type "${type}"` : 'task heading without a type');
  switch (type) {
    case 'send': {
      const message = cleanSendText(body, issues, block);
      return message ? { type, params: withReply({ text: message }) } : drop('empty send block');
    }
    case 'sticker': {
      const sticker = parseStickerBody(body);
      return sticker
        ? { type, params: withReply(sticker) }
        : drop('sticker block needs two lines: set, then name');
    }
    case 'react': {
      const emoji = body.split('\n')[0]?.trim() ?? '';
      if (!emoji) return drop('react block has no emoji');
      return { type, params: id === undefined ? { emoji } : { emoji, messageId: id } };
    }
    case 'wait': {
      const delay = parseDelay(body);
      return delay === undefined ? drop('wait block needs "delay: <seconds>"') : { type, params: { delay } };
    }
    case 'block':
    case 'unblock':
    case 'clear-conversation':
      return { type, params: {} };
    case 'think':
      return { type, params: { text: body } };
    case 'shutdown':
      return { type, params: body ? { reason: body } : {} };
    default:
      return unhandled(type);
  }
}

/** A new step type makes this call a compile error until the parser reads its block. */
function unhandled(type: never): never {
  throw new Error(`the parser has no case for step type ${String(type)}`);
}

/** `« Clear Conversation »` → `clear-conversation`. */
function normaliseType(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

function unwrapFence(text: string): string {
  const match = FENCE.exec(text);
  return match ? (match[1] ?? '').trim() : text;
}

/** The original transcript showed `You: «text»`; models sometimes echo that style. */
function stripTranscriptStyle(text: string): string {
  let out = text.replace(/^You:[ \t]*/, '');
  if (out.startsWith('«') && out.endsWith('»') && out.length >= 2) out = out.slice(1, -1);
  return out.trim();
}

function cleanSendText(text: string, issues: ParseIssue[], block: number | undefined): string {
  if (!MARKER.test(text)) return text.trim();
  const cleaned = text
    .replace(MARKERS, '')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
  issues.push({
    block,
    reason: 'prompt markers removed from a message',
    excerpt: excerpt(text),
  });
  return cleaned;
}

/** Two non-empty lines (set, then name), or one `set :: name` line. */
export function parseStickerBody(body: string): { set: string; name: string } | undefined {
  const lines = body
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const [first, second] = lines;
  if (first && second) return { set: first, name: second };
  if (first?.includes('::')) {
    const at = first.indexOf('::');
    const set = first.slice(0, at).trim();
    const name = first.slice(at + 2).trim();
    if (set && name) return { set, name };
  }
  return undefined;
}

const UNIT_SECONDS: Record<string, number> = {
  s: 1,
  sec: 1,
  second: 1,
  m: 60,
  min: 60,
  minute: 60,
  h: 3600,
  hour: 3600,
};

/** `delay: 10`, `delay: 10 seconds`, `Delay = 2 min`, or a bare `30`. */
export function parseDelay(body: string): number | undefined {
  const match =
    /delay\s*[:=]\s*(\d+(?:\.\d+)?)\s*([a-z]+)?/i.exec(body) ??
    /^\s*(\d+(?:\.\d+)?)\s*([a-z]+)?\s*$/i.exec(body);
  if (!match) return undefined;
  const unit = (match[2] ?? 's').toLowerCase().replace(/s$/, '') || 's';
  const factor = UNIT_SECONDS[unit] ?? 1;
  return Math.round(Number(match[1]) * factor);
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 120 ? `${flat.slice(0, 117)}...` : flat;
}
