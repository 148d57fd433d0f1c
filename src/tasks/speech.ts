import type { ChatKind, MessageId } from '../telegram/types.js';
import { MARKER, MARKERS } from './answer-text.js';
import { readHeading } from './headings.js';
import { STEP_KINDS } from './kinds/registry.js';
import type { ParseResult } from './parse.js';
import type { PlanStep } from './types.js';
import type { Withheld, WithheldReason } from './withheld.js';

export type { Withheld, WithheldReason } from './withheld.js';

/** Roleplay actions (`*smiles*`): never sent, sent in direct chats, or sent everywhere. */
export type ActionsStyle = 'never' | 'direct' | 'always';

/** What the boundary knows about the turn. */
export interface SpeechContext {
  /** The persona's name: a label, signature or third-person line naming it is not speech. */
  persona: string;
  chatKind: ChatKind;
  actions: ActionsStyle;
  /** The turn answers a message addressed to the persona (a mention or a reply to it). */
  callout: boolean;
  /** Other participants' messages the model was shown, by id: a body repeating one is an echo. */
  others: ReadonlyMap<MessageId, string>;
  /** The answer was cut by the output limit: its last block is unfinished. */
  truncated?: boolean;
}

export interface SpeechResult {
  steps: PlanStep[];
  withheld: Withheld[];
  /** Set when nothing is left to say and what was held back was a way of staying silent. */
  silence?: string;
}

/**
 * The one rule between a parsed answer and the chat: only the bodies of message blocks are
 * candidates, and from each, what a person would not type is held back with its reason. Pure.
 */
export function speechBoundary(parsed: ParseResult, context: SpeechContext): SpeechResult {
  const withheld: Withheld[] = [...parsed.withheld];
  let candidates = parsed.steps.map((step, i) => ({ step, block: parsed.stepBlocks[i] }));
  let unknown = parsed.unknownBlocks;
  if (context.truncated) {
    // The answer stopped mid-way: its last block is unfinished, whatever it is.
    const last = Math.max(0, ...candidates.map((c) => c.block ?? 0), ...unknown.map((u) => u.block));
    for (const c of candidates.filter((c) => (c.block ?? 0) === last))
      withheld.push(record(stepText(c.step), 'truncated', c.block));
    for (const u of unknown.filter((u) => u.block === last))
      withheld.push(record([u.heading, u.body].join('\n').trim(), 'truncated', u.block));
    candidates = candidates.filter((c) => (c.block ?? 0) !== last);
    unknown = unknown.filter((u) => u.block !== last);
  }
  const hasMessage = candidates.some((c) => speaks(c.step));
  unknown.forEach((u, i) => {
    // With no message block, the one unknown block is what the model meant to say.
    if (i === 0 && !hasMessage && parsed.silence === undefined && u.body.trim() !== '') {
      withheld.push(record(u.heading, 'unknown-block', u.block));
      candidates.push({ step: { type: 'send', params: { text: u.body } }, block: u.block });
      return;
    }
    withheld.push(record([u.heading, u.body].join('\n').trim(), 'unknown-block', u.block));
  });

  const steps: PlanStep[] = [];
  const sent: string[] = [];
  let messageBodies = 0;
  let silentOnly = true;
  for (const { step, block } of candidates) {
    if (step.type !== 'send') {
      steps.push(step);
      continue;
    }
    messageBodies++;
    const sticker = stickerAsShown(step.params.text);
    if (sticker) {
      steps.push({
        type: 'sticker',
        params: step.params.replyTo === undefined ? sticker : { ...sticker, replyTo: step.params.replyTo },
      });
      silentOnly = false;
      continue;
    }
    const held: Withheld[] = [];
    const clean = cleanBody(step.params.text, context, (text, reason) =>
      held.push(record(text, reason, block)),
    );
    withheld.push(...held);
    if (!held.every((w) => SILENT_REASONS.has(w.reason)) || clean.text !== '') silentOnly = false;
    if (clean.text === '') continue;
    const key = normalised(clean.text);
    if (sent.includes(key)) {
      withheld.push(record(clean.text, 'duplicate', block));
      continue;
    }
    sent.push(key);
    const replyTo = step.params.replyTo ?? clean.replyTo;
    steps.push({
      type: 'send',
      params: replyTo === undefined ? { text: clean.text } : { text: clean.text, replyTo },
    });
  }
  const result: SpeechResult = { steps, withheld };
  if (parsed.silence !== undefined) result.silence = parsed.silence;
  else if (messageBodies > 0 && silentOnly && !steps.some(speaks))
    result.silence = 'the answer was only a stage direction';
  return result;
}

/** What a body held back for only means "I stay silent". */
const SILENT_REASONS: ReadonlySet<WithheldReason> = new Set(['narration', 'silence-marker', 'reasoning']);

/**
 * A body that is only a sticker as the history shows one (`⟦the sticker `😂` from the sticker set
 * `HeidiDuck` …⟧`): the model copied the form of its own past stickers, and means that sticker.
 */
function stickerAsShown(text: string): { set: string; name: string } | undefined {
  const shown =
    /^\s*⟦?\s*(?:the )?(?:animated |video )?sticker `([^`\n]+)` from the sticker set `(\w+)`[^⟧\n]*⟧?\s*$/.exec(
      text,
    );
  return shown?.[1] && shown[2] ? { set: shown[2], name: shown[1] } : undefined;
}

/** A step that puts a message of the persona in the chat. */
function speaks(step: PlanStep): boolean {
  return STEP_KINDS[step.type].message !== undefined;
}

function record(text: string, reason: WithheldReason, block: number | undefined): Withheld {
  return block === undefined ? { text, reason } : { text, reason, block };
}

function stepText(step: PlanStep): string {
  const params: Record<string, unknown> = { ...step.params };
  const text = params.text ?? params.emoji ?? params.name;
  return typeof text === 'string' ? text : step.type;
}

type Hold = (text: string, reason: WithheldReason) => void;

/** A message body minus everything a person would not type. */
function cleanBody(raw: string, context: SpeechContext, hold: Hold): { text: string; replyTo?: MessageId } {
  if (raw.replace(/[\p{Cf}\p{Z}\s]/gu, '') === '') {
    hold(raw, 'invisible');
    return { text: '' };
  }
  let text = unwrapCall(unwrapJson(raw, hold), hold);
  text = cutAtRule(text, hold);
  const keyed = readKeyLines(text, hold);
  text = keyed.text;
  let lines = dropEchoedTranscript(text.split('\n'), context, hold);
  lines = dropReasoning(lines, hold);
  lines = dropWrappedLines(lines, context, hold);
  lines = dropLabels(lines, context.persona, hold);
  text = withoutMarkers(lines.join('\n'), hold)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  text = unquoteTranscriptStyle(text, hold);
  if (text !== '' && isEcho(text, context)) {
    hold(text, 'echo');
    return { text: '' };
  }
  return keyed.replyTo === undefined ? { text } : { text, replyTo: keyed.replyTo };
}

/** Keys a model wraps a message in (`{"send": "…"}`, `text: …`). */
const TEXT_KEYS = ['send', 'text', 'message', 'body', 'content', 'reply', 'response', 'answer', 'msg'];
const REPLY_KEYS = /^(?:reply_?to|in_reply_to|reply_to_message_id|replyto|message_id)$/i;

/** A body that is JSON: the texts under message keys, in order. */
function unwrapJson(text: string, hold: Hold): string {
  const trimmed = text.trim();
  if (!/^[[{][\s\S]*[\]}]$/.test(trimmed)) return text;
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    return text;
  }
  const texts: string[] = [];
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (typeof v === 'object' && v !== null)
      for (const [key, inner] of Object.entries(v)) {
        if (typeof inner === 'string' && TEXT_KEYS.includes(key.toLowerCase())) texts.push(inner);
        else if (typeof inner === 'object') visit(inner);
      }
  };
  visit(value);
  if (texts.length === 0) return text;
  hold(trimmed, 'wrapper');
  return texts.join('\n\n');
}

/** A tool call written as code (`print(send_message(text="…"))`): its string argument. */
function unwrapCall(text: string, hold: Hold): string {
  const call =
    /^\s*(?:print\()?[A-Za-z_][\w.]*\(\s*(?:[A-Za-z_]\w*\s*=\s*)?(["'])([\s\S]*?)\1[\s\S]*\)\s*\)?\s*$/.exec(
      text,
    );
  if (!call?.[2]) return text;
  hold(text, 'wrapper');
  return call[2].replace(/\\n/g, '\n').replace(/\\(["'\\])/g, '$1');
}

/** A rule (`---`) between text and more text: what follows it is talk about the message. */
function cutAtRule(text: string, hold: Hold): string {
  const lines = text.split('\n');
  const rule = lines.findIndex((line) => /^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/.test(line));
  if (rule <= 0) return text;
  const before = lines.slice(0, rule).join('\n').trim();
  const after = lines
    .slice(rule + 1)
    .join('\n')
    .trim();
  if (before === '' || after === '') return text;
  hold(after, 'outside-blocks');
  return before;
}

/** `text: …`, `reply_to: 4005`, `type: send` lines at the top of a body: the key is not the message. */
function readKeyLines(text: string, hold: Hold): { text: string; replyTo?: MessageId } {
  const lines = text.split('\n');
  let replyTo: MessageId | undefined;
  const out: string[] = [];
  let top = true;
  for (const line of lines) {
    // The key's own emphasis (`**text:**`, `**text**:`) goes with it; the value's stays.
    const key = top
      ? /^\s*([*_`]{0,2})([A-Za-z_]+)(?:\1)?\s*[:=]\s*(?:\1(?=\s|$))?\s*(.*)$/.exec(line)
      : null;
    const name = key?.[2]?.toLowerCase() ?? '';
    const value = (key?.[3] ?? '').trim();
    if (key && REPLY_KEYS.test(name) && /^#?\d+$/.test(value)) {
      replyTo = Number(value.replace('#', ''));
      hold(line.trim(), 'wrapper');
      continue;
    }
    if (key && /^(?:type|task|action|to|chat|chat_id)$/.test(name) && value.length <= 40) {
      hold(line.trim(), 'wrapper');
      continue;
    }
    if (key && TEXT_KEYS.includes(name) && value !== '') {
      hold(`${name}:`, 'wrapper');
      out.push(value.replace(/^(["“«])([\s\S]*)(["”»])$/, '$2'));
      top = false;
      continue;
    }
    if (line.trim() !== '') top = false;
    out.push(line);
  }
  return replyTo === undefined ? { text: out.join('\n') } : { text: out.join('\n'), replyTo };
}

/** A line opening with the header of a message the model was shown, and what follows it. */
function dropEchoedTranscript(lines: string[], context: SpeechContext, hold: Hold): string[] {
  const out: string[] = [];
  let echoing = false;
  for (const line of lines) {
    const header = /^\s*⟦#(\d+)/.exec(line);
    if (header) echoing = context.others.has(Number(header[1]));
    else if (line.trim() === '') echoing = false;
    if (echoing) hold(line, 'echo');
    else out.push(line);
  }
  return out;
}

/** The closed set of words a model marks its reasoning with. */
const MARKER_WORD = '(?:think|thinking|thought|thoughts|reasoning|analysis|note|notes)(?:\\s+process)?';
const LABEL_LINE = new RegExp(`^\\s*[*_#\\s]*${MARKER_WORD}[*_\\s]*:?[*_\\s]*$`, 'i');
const LABELLED = new RegExp(`^\\s*[*_]{0,2}\\s*(${MARKER_WORD})\\s*[*_]{0,2}\\s*:`, 'i');
const WRAPPED_LABEL = new RegExp(`^\\s*[([*_<]+\\s*${MARKER_WORD}\\s*[:)\\]*_>]`, 'i');

/**
 * Reasoning by its marker, in label-line (`Thinking Process:` then its paragraph and list),
 * labelled (`**Analysis:** …`) or wrapped-label (`(thinking: …)`, `*Thought: …*`) form. A note
 * label is the message itself when it opens the body (`Note: bring snacks`); after text it is
 * talk about the message.
 */
function dropReasoning(lines: string[], hold: Hold): string[] {
  const out: string[] = [];
  let inside = false;
  let afterBlank = false;
  for (const line of lines) {
    const blank = line.trim() === '';
    const opensBody = out.every((l) => l.trim() === '');
    const labelled = LABELLED.exec(line);
    const note = /^notes?$/i.test(labelled?.[1]?.trim() ?? '') || /^[\s*_#]*notes?[\s*_:]*$/i.test(line);
    const marker = LABEL_LINE.test(line) || WRAPPED_LABEL.test(line) || labelled !== null;
    if (marker && !(note && opensBody)) {
      // A wrapped label is one line; a label line heads a paragraph (and its list).
      inside = !WRAPPED_LABEL.test(line);
      afterBlank = false;
      hold(line, 'reasoning');
      continue;
    }
    if (inside) {
      if (blank) {
        afterBlank = true;
        continue;
      }
      const continues = !afterBlank || /^\s*(?:[-*•]|\d+[.)])\s|^\s{2,}\S/.test(line);
      if (continues) {
        hold(line, 'reasoning');
        continue;
      }
      inside = false;
    }
    out.push(line);
  }
  return out;
}

/** `Heidi:` / `**Heidi:**` at a line's start, `— Heidi` as the last line: the persona's name as a label. */
function dropLabels(lines: string[], persona: string, hold: Hold): string[] {
  const name = escapeRegExp(persona.trim());
  if (name === '') return lines;
  const label = new RegExp(
    `^\\s*([*_]{0,2})\\s*(?:${name}|You)(?:\\s*\\([^)]*\\))?\\s*(?:\\1)?\\s*:\\s*(?:\\1(?=\\s|$))?\\s*`,
    'iu',
  );
  const signature = new RegExp(
    `^\\s*(?:[—–~-]{1,2}|[*_]{1,2}[—–~-])\\s*[*_]{0,2}${name}\\b[^\\p{L}\\p{N}]*$`,
    'iu',
  );
  const out = lines.map((line) => {
    const found = label.exec(line);
    if (!found) return line;
    hold(found[0].trim(), 'label');
    return line.slice(found[0].length);
  });
  const last = out.findLastIndex((line) => line.trim() !== '');
  const lastLine = out[last];
  if (last > 0 && lastLine !== undefined && signature.test(lastLine)) {
    hold(lastLine.trim(), 'label');
    return out.slice(0, last);
  }
  return out;
}

/** A whole line in `(…)`, `[…]`, `<…>`, `*…*` or `_…_`, and which of them it is. */
function wrapping(line: string): 'action' | 'aside' | undefined {
  const s = line.trim();
  if (s.length < 3) return undefined;
  if (/^\*[^*][\s\S]*\*$/.test(s) && !s.startsWith('**')) return 'action';
  if (/^_[^_][\s\S]*_$/.test(s) && !s.startsWith('__')) return 'action';
  if (/^\([\s\S]*\)$|^\[[^\]]*\]$|^<[^>]*>$/.test(s)) return 'aside';
  return undefined;
}

/** A token a model writes for "no reply": `NO_REPLY`, `<no_reply>`, `[SILENCE]`. */
function isSilenceToken(line: string): boolean {
  const s = line.trim();
  return /^[A-Z]+(?:_[A-Z]+)+$/.test(s) || /^[<[(]\s*\/?[A-Za-z]+(?:[_-][A-Za-z]+)*\s*\/?[>\])]$/.test(s);
}

/**
 * Stage directions: a wrapped line naming the persona is narration; a roleplay action (`*…*`)
 * is sent only where `style.actions` allows it; a body made only of asides (`(…)`, `[…]`) is not
 * a message, while an aside beside text stays, as people write them.
 */
function dropWrappedLines(lines: string[], context: SpeechContext, hold: Hold): string[] {
  const name = new RegExp(
    `(?<![\\p{L}\\p{N}])${escapeRegExp(context.persona.trim())}(?![\\p{L}\\p{N}])`,
    'iu',
  );
  const actionsAllowed =
    context.actions === 'always'
      ? context.chatKind === 'direct' || context.callout
      : context.actions === 'direct' && context.chatKind === 'direct';
  const spoken = lines.filter((l) => l.trim() !== '' && wrapping(l) === undefined && !isSilenceToken(l));
  return lines.filter((line) => {
    if (line.trim() === '') return true;
    if (isSilenceToken(line)) {
      hold(line.trim(), 'silence-marker');
      return false;
    }
    const kind = wrapping(line);
    if (kind === undefined) return true;
    const narrated = name.test(line) || (kind === 'action' ? !actionsAllowed : spoken.length === 0);
    if (narrated) hold(line.trim(), 'narration');
    return !narrated;
  });
}

/** Our prompt markers are never sent; a heading line uncovered by removing one is not either. */
function withoutMarkers(text: string, hold: Hold): string {
  let out = text;
  if (MARKER.test(out)) {
    for (const found of out.match(MARKERS) ?? []) hold(found, 'wrapper');
    out = out.replace(MARKERS, '').replace(/[ \t]+\n/g, '\n');
  }
  return out
    .split('\n')
    .filter((line) => {
      if (readHeading(line) === undefined) return true;
      hold(line, 'wrapper');
      return false;
    })
    .join('\n');
}

/** The original transcript showed `You: «text»`; models sometimes echo that style. */
function unquoteTranscriptStyle(text: string, hold: Hold): string {
  if (text.startsWith('«') && text.endsWith('»') && text.length >= 2 && !text.slice(1, -1).includes('»')) {
    hold('«»', 'wrapper');
    return text.slice(1, -1).trim();
  }
  return text;
}

/** A body equal to a message another participant wrote (20 characters or more). */
function isEcho(text: string, context: SpeechContext): boolean {
  const key = normalised(text);
  if (key.length < 20) return false;
  for (const other of context.others.values()) if (normalised(other) === key) return true;
  return false;
}

function normalised(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
