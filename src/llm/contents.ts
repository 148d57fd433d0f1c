import type { PersonaPrompts } from '../config/prompts.js';
import type { Persona } from '../config/types.js';
import type { ChatMsg } from '../conversation/types.js';
import type { Account, ChatInfo, MessageId } from '../telegram/types.js';
import { buildGenerationConfig, type GenerationConfig } from './generation-config.js';
import { type RenderOptions, renderTurns } from './render.js';
import { buildSystemInstruction, type StickerOffer } from './system-instruction.js';
import type { Content } from './types.js';

export interface BuildContentsInput {
  persona: Persona;
  prompts: PersonaPrompts;
  chat: ChatInfo;
  me: Account;
  /** Chronological, oldest first. */
  history: readonly ChatMsg[];
  targetId: MessageId;
  now: number;
  stickers?: readonly StickerOffer[];
  /** Reaction budgets; defaults keep reactions from flooding the prompt. */
  render?: RenderOptions;
  /** What the persona remembers (`renderStandingContext`): the first user part when present. */
  standingContext?: string;
}

export interface GeminiContents {
  systemInstruction: string;
  generationConfig: GenerationConfig;
  contents: Content[];
}

/** Appended when the history ends on the persona's own message: Gemini wants a user turn last. */
export const CONTINUE_MARKER = '⟦no new message after your last one; continue only if it makes sense⟧';

/**
 * Builds the request body for one turn (pure). History is capped at the persona's
 * `historySize` and always keeps the target, which appears exactly once; the agent's own
 * messages are `model` turns; the contents end on a user turn.
 */
export function buildGeminiContents(input: BuildContentsInput): GeminiContents {
  const window = historyWindow(input.history, input.targetId, input.persona.historySize);
  const target = window.find((m) => m.id === input.targetId);
  if (!target) throw new Error(`target message ${input.targetId} is not in the history`);

  const contents: Content[] = renderTurns(window, input.render);
  if (input.standingContext) contents.unshift({ role: 'user', parts: [{ text: input.standingContext }] });
  if (contents.at(-1)?.role !== 'user') contents.push({ role: 'user', parts: [{ text: CONTINUE_MARKER }] });

  const userName = input.chat.kind === 'direct' ? input.chat.title : target.senderName;
  const systemInstruction = buildSystemInstruction({
    persona: input.persona,
    prompts: input.prompts,
    chat: input.chat,
    me: input.me,
    userName,
    stickers: input.stickers ?? [],
    now: input.now,
    target: { id: target.id, senderName: target.senderName, senderId: target.senderId },
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
