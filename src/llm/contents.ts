import type { PersonaPrompts } from '../config/prompts.js';
import type { Persona } from '../config/resolved.js';
import { formatCurrentTime } from '../conversation/time.js';
import type { ChatMsg } from '../conversation/types.js';
import type { DuePlan, TurnTrigger } from '../tasks/types.js';
import type { Account, ChatInfo, MessageId } from '../telegram/types.js';
import { buildGenerationConfig, type GenerationConfig } from './generation-config.js';
import { type RenderOptions, renderTurns } from './render.js';
import { buildSystemInstruction, closingInstructions, type StickerOffer } from './system-instruction.js';
import { buildTurnPart, dayFacts, freshMessages, sharedNames, targetIsNew } from './turn-part.js';
import type { Content } from './types.js';

export interface BuildContentsInput {
  persona: Persona;
  prompts: PersonaPrompts;
  chat: ChatInfo;
  me: Account;
  /** Chronological, oldest first: the history window (see conversation/window.ts). */
  history: readonly ChatMsg[];
  /** The message that started the turn (or the newest one): always shown, always new. */
  targetId: MessageId;
  now: number;
  stickers?: readonly StickerOffer[];
  /** Reaction budgets; defaults keep reactions from flooding the prompt. */
  render?: RenderOptions;
  /** What started the turn; default a new message. */
  trigger?: TurnTrigger;
  /** Plans due for turns this one replaced; the turn part names them. */
  plans?: readonly DuePlan[];
  /** The newest message an earlier turn of this chat showed; absent on a first turn. */
  seenUpTo?: MessageId;
  /** Plans the previous answer in this chat wrote that were not kept, and why. */
  refusedPlans?: readonly string[];
  /**
   * The standing context: the lorebook and what the persona remembers from before the window,
   * one text each. It is the first user part, before the history; empty means it is left out.
   */
  standingContext?: readonly string[];
  /**
   * The standing context's part after the history, just before the turn part: what was written
   * since the window's first message, and the plans (`renderStandingContext`).
   */
  standingRecent?: string;
}

export interface GeminiContents {
  systemInstruction: string;
  generationConfig: GenerationConfig;
  contents: Content[];
}

/**
 * Builds the request body for one turn (pure), in four zones: the system instruction (stable
 * for the chat), the standing context (first user part, when there is any), the history window
 * (the persona's own messages are `model` turns), and the per-turn part as the last part of the
 * last user turn, after the standing context's recent part when there is one. History is capped
 * at the persona's `historySize` and always keeps the target, which appears exactly once.
 */
export function buildGeminiContents(input: BuildContentsInput): GeminiContents {
  const window = historyWindow(input.history, input.targetId, input.persona.historySize);
  if (!window.some((m) => m.id === input.targetId))
    throw new Error(`target message ${input.targetId} is not in the history`);

  const contents: Content[] = [];
  const standing = (input.standingContext ?? []).filter((text) => text.trim() !== '');
  if (standing.length > 0) contents.push({ role: 'user', parts: standing.map((text) => ({ text })) });
  contents.push(...renderTurns(window, input.render));

  const trigger = input.trigger ?? { kind: 'message' };
  const { schedule, timezone } = input.persona;
  const day = schedule && schedule.length > 0 ? dayFacts(schedule, timezone, input.now) : undefined;
  const turnPart = buildTurnPart(
    {
      trigger,
      at: { ms: input.now, timeZone: timezone },
      plans: input.plans,
      refusedPlans: input.refusedPlans,
      now: formatCurrentTime(input.now, input.persona.timezone),
      fresh: freshMessages(window, input.seenUpTo, targetIsNew(trigger) ? input.targetId : undefined),
      seenUpTo: input.seenUpTo,
      ambiguous: sharedNames(window),
      closing: closingInstructions(input.persona, input.chat),
      day,
    },
    input.chat,
  );
  const tail = [input.standingRecent, turnPart].flatMap((text) => (text?.trim() ? [{ text }] : []));
  const last = contents.at(-1);
  if (last?.role === 'user') last.parts.push(...tail);
  else contents.push({ role: 'user', parts: tail });

  const systemInstruction = buildSystemInstruction({
    persona: input.persona,
    prompts: input.prompts,
    chat: input.chat,
    me: input.me,
    stickers: input.stickers ?? [],
  });
  return { systemInstruction, generationConfig: buildGenerationConfig(input.persona.generation), contents };
}

/** The newest `size` messages; when the target is older, it takes the first slot. */
export function historyWindow(history: readonly ChatMsg[], targetId: MessageId, size: number): ChatMsg[] {
  const limit = Math.max(1, size);
  const recent = history.slice(-limit);
  if (recent.some((m) => m.id === targetId)) return recent;
  const target = history.find((m) => m.id === targetId);
  return target ? [target, ...history.slice(-(limit - 1) || history.length)].slice(0, limit) : recent;
}
