import type { MessageId, StickerRef } from '../telegram/types.js';
import { addressesOneOf } from './heading-address.js';
import { readHeading } from './headings.js';
import { STEP_KINDS } from './kinds/registry.js';
import { NOTHING_WORDS } from './meta-words.js';
import { nameSpellings } from './name-sounds.js';
import type { ParseResult } from './parse.js';
import { cleanBody } from './speech-body.js';
import type { BodyContext, SpeechContext } from './speech-context.js';
import { indexInstruction } from './speech-instruction.js';
import { speaksOtherLanguage } from './speech-language.js';
import { unwrapData } from './speech-machine.js';
import { answersInventedTurn, normalised } from './speech-transcript.js';
import { stickerAsShown, stickerNamedWithSet, stickerNote } from './stickers.js';
import type { PlanStep } from './types.js';
import type { Withheld, WithheldReason } from './withheld.js';

export type { ActionsStyle, SpeechContext } from './speech-context.js';
export type { Withheld, WithheldReason } from './withheld.js';

/** A step of the answer and the block it came from, as the boundary reads them. */
interface Candidate {
  step: PlanStep;
  block: number | undefined;
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
  let candidates = parsed.steps.map((step, i): Candidate => ({ step, block: parsed.stepBlocks[i] }));
  let unknown = parsed.unknownBlocks;
  // The parser cut a data answer at its cut item already.
  let cutBlock: number | undefined;
  if (context.truncated && !parsed.withheld.some((w) => w.reason === 'truncated')) {
    // The answer stopped mid-way: its last block is unfinished, whatever it is (a sticker cut in its
    // set's name gives no step, and the message before it is whole); a body written as data keeps
    // its complete items (the data reader holds back the one it was cut in).
    const last = Math.max(
      parsed.blocks,
      ...candidates.map((c) => c.block ?? 0),
      ...unknown.map((u) => u.block),
    );
    cutBlock = last;
    const cut = (c: (typeof candidates)[number]) =>
      (c.block ?? 0) === last &&
      (c.step.type !== 'send' || unwrapData(c.step.params.text, () => {}, true) === undefined);
    for (const c of candidates.filter(cut)) withheld.push(record(stepText(c.step), 'truncated', c.block));
    for (const u of unknown.filter((u) => u.block === last))
      withheld.push(record([u.heading, u.body].join('\n').trim(), 'truncated', u.block));
    // A block the cut left unreadable (a sticker cut in its set's name) is recorded as cut too.
    if (!candidates.some((c) => c.block === last) && !unknown.some((u) => u.block === last))
      for (const issue of parsed.issues.filter((i) => i.block === last))
        withheld.push(record(issue.excerpt, 'truncated', last));
    candidates = candidates.filter((c) => !cut(c));
    unknown = unknown.filter((u) => u.block !== last);
  }
  const hasMessage = candidates.some((c) => speaks(c.step));
  // A block named for passing the turn (`# «skip»`, `# «no_reply»`): its body is the model's reason.
  const passes = (u: (typeof unknown)[number]) =>
    NOTHING_WORDS.test((readHeading(u.heading)?.name ?? '').toUpperCase().replace(/[\s_-]/g, ''));
  let passed = false;
  let promoted = false;
  unknown.forEach((u, i) => {
    if (passes(u)) {
      passed = true;
      withheld.push(record([u.heading, u.body].join('\n').trim(), 'silence-marker', u.block));
      return;
    }
    // With no message block, the one unknown block is what the model meant to say, beside a
    // private note too; in its place among the blocks.
    if (i === 0 && !hasMessage && u.body.trim() !== '') {
      promoted = true;
      withheld.push(record(u.heading, 'unknown-block', u.block));
      candidates.push({ step: { type: 'send', params: { text: u.body } }, block: u.block });
      candidates.sort((a, b) => (a.block ?? 0) - (b.block ?? 0));
      return;
    }
    withheld.push(record([u.heading, u.body].join('\n').trim(), 'unknown-block', u.block));
  });

  // Text on a message's heading line that only names someone in the chat says whom it is for.
  candidates = candidates.map(({ step, block }) => {
    const lead = block === undefined ? undefined : parsed.headingText.get(block);
    if (
      step.type !== 'send' ||
      lead === undefined ||
      !step.params.text.startsWith(lead) ||
      !addressesOneOf(lead, context.participants ?? [])
    )
      return { step, block };
    withheld.push(record(lead, 'wrapper', block));
    return {
      step: { ...step, params: { ...step.params, text: step.params.text.slice(lead.length).trim() } },
      block,
    };
  });

  // A body written as data (JSON, a tool call): each text it carries for the chat is a message.
  candidates = candidates.flatMap(({ step, block }): Candidate[] => {
    if (step.type !== 'send') return [{ step, block }];
    const data = unwrapData(
      step.params.text,
      (text, reason) => withheld.push(record(text, reason, block)),
      (block ?? 0) === cutBlock,
    );
    const replyTo = step.params.replyTo ?? data?.replyTo;
    const sends = (data?.texts ?? withTrailingSticker(step.params.text)).map(
      (text, i): Candidate => ({
        step: { type: 'send', params: i > 0 || replyTo === undefined ? { text } : { text, replyTo } },
        block,
      }),
    );
    // Reactions the data's calls asked for, before or after its messages as they were called.
    const react = (first: boolean) =>
      (data?.reactions ?? [])
        .filter((r) => r.first === first)
        .map(
          ({ emoji, messageId }): Candidate => ({
            step: { type: 'react', params: messageId === undefined ? { emoji } : { emoji, messageId } },
            block,
          }),
        );
    return [...react(true), ...sends, ...react(false)];
  });

  // The answer's spellings of the persona's name in other scripts, found once for all its bodies.
  const bodies = candidates.flatMap(({ step }) => (step.type === 'send' ? [step.params.text] : []));
  const { instruction, lore, ...rest } = context;
  const body: BodyContext = {
    ...rest,
    ...(speaksOtherLanguage(bodies) ? { otherLanguage: true } : {}),
    answer: bodies.join('\n\n'),
    persona: { configured: context.persona, spellings: nameSpellings(context.persona, bodies) },
    ...(instruction === undefined && lore === undefined
      ? {}
      : { instruction: indexInstruction(instruction ?? [], lore ?? []) }),
  };
  const steps: PlanStep[] = [];
  const sent: string[] = [];
  let messageBodies = 0;
  let silentOnly = true;
  const lastSend = candidates.findLastIndex(({ step }) => step.type === 'send');
  // A turn made up for another role, then the model's own again, ends the answer.
  const invented = candidates.findIndex(
    ({ step }) => step.type === 'send' && answersInventedTurn(step.params.text),
  );
  for (const [index, { step, block }] of candidates.entries()) {
    if (invented >= 0 && index > invented) {
      withheld.push(record(stepText(step), 'outside-blocks', block));
      continue;
    }
    if (step.type === 'sticker' && step.params.set === '') {
      steps.push(stickerByEmoji(step.params, context.stickers));
      silentOnly = false;
      continue;
    }
    if (step.type !== 'send') {
      steps.push(step);
      continue;
    }
    messageBodies++;
    const noted = stickerNote(step.params.text);
    if (noted !== undefined) {
      steps.push(stickerByEmoji({ ...step.params, name: noted }, context.stickers));
      silentOnly = false;
      continue;
    }
    const sticker =
      stickerAsShown(step.params.text) ??
      stickerNamedWithSet(step.params.text, [...new Set(context.stickers.map((s) => s.set))]);
    if (sticker) {
      steps.push({
        type: 'sticker',
        params: step.params.replyTo === undefined ? sticker : { ...sticker, replyTo: step.params.replyTo },
      });
      silentOnly = false;
      continue;
    }
    const held: Withheld[] = [];
    // Nothing held is nothing to record (a cut that found no text after it).
    const clean = cleanBody(
      step.params.text,
      {
        ...body,
        followed: index < lastSend,
        preceded: sent.length > 0,
        beforeReaction: candidates[index + 1]?.step.type === 'react',
        reacts: candidates.some((candidate) => candidate.step.type === 'react'),
      },
      (text, reason) => {
        if (text !== '') held.push(record(text, reason, block));
      },
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
  if (parsed.silence !== undefined && !promoted) result.silence = parsed.silence;
  else if (passed && !steps.some(visible)) result.silence = 'the answer passed its turn';
  else if (messageBodies > 0 && silentOnly && !steps.some(visible))
    result.silence = 'the answer was only a stage direction';
  return result;
}

/** What a body held back for only means "I stay silent". */
const SILENT_REASONS: ReadonlySet<WithheldReason> = new Set([
  'narration',
  'silence-marker',
  'reasoning',
  'invisible',
]);

/**
 * A message with a sticker noted on its last line (`see you!` then `(sticker: HeidiDuck 😂)` or
 * `⟦a sticker: 😂 from HeidiDuck⟧`): the message, then the sticker's line as a body of its own.
 */
function withTrailingSticker(text: string): string[] {
  const lines = text.trimEnd().split('\n');
  const last = lines.at(-1) ?? '';
  const rest = lines.slice(0, -1).join('\n');
  if (rest.trim() === '' || (stickerNote(last) === undefined && stickerAsShown(last) === undefined))
    return [text];
  return [rest, last];
}

/**
 * A sticker named by its emoji alone: the offered sticker with that emoji, else that emoji in the
 * first offered set (delivery sends the emoji as text when the set has none), else the emoji as
 * a message.
 */
function stickerByEmoji(
  params: { name: string; replyTo?: MessageId },
  offered: readonly StickerRef[],
): PlanStep {
  const set = (offered.find((s) => s.name === params.name) ?? offered[0])?.set;
  const reply = params.replyTo === undefined ? {} : { replyTo: params.replyTo };
  if (set === undefined) return { type: 'send', params: { text: params.name, ...reply } };
  return { type: 'sticker', params: { set, name: params.name, ...reply } };
}

/** A step that puts a message of the persona in the chat. */
function speaks(step: PlanStep): boolean {
  return STEP_KINDS[step.type].message !== undefined;
}

/** What the chat sees: a message, or a reaction (beside which an empty message is no silence). */
function visible(step: PlanStep): boolean {
  return speaks(step) || step.type === 'react';
}

function record(text: string, reason: WithheldReason, block: number | undefined): Withheld {
  return block === undefined ? { text, reason } : { text, reason, block };
}

function stepText(step: PlanStep): string {
  const params: Record<string, unknown> = { ...step.params };
  const text = params.text ?? params.emoji ?? params.name;
  return typeof text === 'string' ? text : step.type;
}
