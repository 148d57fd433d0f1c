import type { PersonaPrompts } from '../config/prompts.js';
import type { MemorySettings, Persona } from '../config/resolved.js';
import { truncate } from '../conversation/sanitize.js';
import { writeMemoryStep } from '../delivery/memory.js';
import { consolidateRequest, SUMMARY_MAX, summariseRequest } from '../llm/summary-request.js';
import type { ModelPort } from '../llm/types.js';
import type { MemoryRepo, Summary } from '../store/memory.js';
import type { MessageLog } from '../store/messages.js';
import type { Logger } from '../support/log.js';
import type { TelegramPort } from '../telegram/port.js';
import type { ChatId, InboundMessage } from '../telegram/types.js';
import { type CarriedLoader, withCarried } from './carried-history.js';
import { readSummaryAnswer } from './summary-facts.js';

export interface SummarizerDeps {
  agent: string;
  persona: () => Persona;
  prompts: () => PersonaPrompts;
  port: TelegramPort;
  /** The model behind the engine's limiter: summaries share the model-call limit with turns. */
  model: ModelPort;
  memory: MemoryRepo;
  /** The stored messages: counted first, so most passes never ask Telegram for a history. */
  messages: Pick<MessageLog, 'countNewer'>;
  /** What a chat carried over from its former id: summarised like the rest of its history. */
  carried?: CarriedLoader;
  log: Logger;
}

/** What one pass did: the model calls it made, and what it stored. */
export interface SummaryPass {
  calls: number;
  summarised?: { firstId: number; lastId: number };
  consolidated?: { firstId: number; lastId: number; parts: number };
}

/**
 * Summarises a chat's oldest unsummarised messages once there are more than the threshold,
 * leaving the newest few, then merges the oldest summaries when they pile up. Crash-safe by
 * construction: a summary covers only messages after the newest one summarised, so nothing is
 * summarised twice; a pass that dies before storing leaves things as they were, to be tried
 * again after the next turn; a merged summary is stored before its parts are deleted.
 */
export async function summarizeChat(deps: SummarizerDeps, chatId: ChatId): Promise<SummaryPass> {
  const persona = deps.persona();
  const prompt = deps.prompts().summarize;
  const limits = persona.memory;
  const pass: SummaryPass = { calls: 0 };
  if (prompt === undefined || limits.summarizeAbove === 0) return pass;

  const upTo = await deps.memory.summarisedUpTo(deps.agent, chatId);
  // Turns store the windows they read: when those hold no more than the threshold, neither can
  // Telegram's newest messages (a message not stored yet is seen by the next turn's pass).
  const stored = await deps.messages.countNewer(deps.agent, chatId, upTo);
  if (stored <= limits.summarizeAbove)
    return consolidateIfNeeded(deps, pass, chatId, persona, prompt, limits);
  const fetch = Math.max(persona.historySize, limits.summarizeAbove + limits.keepNewest);
  const history = await withCarried(chatId, await deps.port.history(chatId, fetch), fetch, deps.carried);
  const fresh = history.filter((m) => upTo === undefined || m.id > upTo).sort((a, b) => a.id - b.id);
  if (fresh.length > limits.summarizeAbove) {
    const batch = fresh.slice(0, fresh.length - limits.keepNewest);
    const first = batch[0];
    const last = batch.at(-1);
    if (first && last) {
      const me = await deps.port.me();
      const senders = [
        ...new Set(batch.filter((m) => !m.out && m.senderId !== me.id).map((m) => m.senderId)),
      ];
      const kept = await deps.memory.forChat(deps.agent, chatId, senders);
      const request = summariseRequest({ persona, prompt, me, messages: batch, kept });
      const text = await ask(deps, pass, request, chatId);
      if (text === undefined) return pass;
      const stored = await keep(deps, chatId, text, batch, limits, (memory, summary) =>
        memory.addSummary(deps.agent, chatId, {
          firstId: first.id,
          lastId: last.id,
          firstDate: first.date * 1000,
          lastDate: last.date * 1000,
          text: summary,
        }),
      );
      if (!stored) return pass;
      pass.summarised = { firstId: first.id, lastId: last.id };
      deps.log.info('summarised older messages', { chat: chatId, first: first.id, last: last.id });
    }
  }

  return consolidateIfNeeded(deps, pass, chatId, persona, prompt, limits);
}

/** Merges the oldest summaries into one when a chat has piled up enough of them. */
async function consolidateIfNeeded(
  deps: SummarizerDeps,
  pass: SummaryPass,
  chatId: ChatId,
  persona: Persona,
  prompt: string,
  limits: MemorySettings,
): Promise<SummaryPass> {
  const summaries = await deps.memory.summaries(deps.agent, chatId);
  if (summaries.length >= limits.consolidateAt) {
    const parts = summaries.slice(0, limits.consolidateCount);
    const text = await ask(deps, pass, consolidateRequest({ persona, prompt, parts }), chatId);
    if (text === undefined) return pass;
    let merged: Summary | undefined;
    await keep(deps, chatId, text, [], limits, (memory, summary) => {
      merged = mergedRange(parts, summary);
      return memory.consolidate(deps.agent, chatId, merged, parts);
    });
    if (!merged) return pass;
    pass.consolidated = { firstId: merged.firstId, lastId: merged.lastId, parts: parts.length };
    deps.log.info('merged older summaries', { chat: chatId, first: merged.firstId, last: merged.lastId });
  }
  return pass;
}

/**
 * Stores a summarising answer: the summary (through `store`) and the durable facts written after it,
 * about the summarised chat, in one transaction. False (logged) when the answer had no summary.
 */
async function keep(
  deps: SummarizerDeps,
  chatId: ChatId,
  text: string,
  messages: readonly InboundMessage[],
  limits: MemorySettings,
  store: (memory: MemoryRepo, summary: string) => Promise<void>,
): Promise<boolean> {
  const chat = await deps.port.chat(chatId);
  const knownUsers = new Set(messages.filter((m) => !m.out).map((m) => m.senderId));
  // A merge of summaries names no messages, so no one a fact could be about.
  const answer = readSummaryAnswer(text, {
    chatKind: chat.kind,
    targetId: messages.at(-1)?.id ?? 0,
    knownUsers,
  });
  for (const reason of answer.dropped) deps.log.info('summary block not kept', { chat: chatId, reason });
  if (answer.summary === '') {
    deps.log.warn('the summary call gave no summary; the messages stay unsummarised', { chat: chatId });
    return false;
  }
  await deps.memory.transaction(async (memory) => {
    await store(memory, truncate(answer.summary, SUMMARY_MAX));
    for (const fact of answer.facts) {
      const write = await writeMemoryStep(memory, deps.agent, chatId, fact, limits);
      deps.log.info(`summary kept ${fact.type} ${write.action}`, {
        chat: chatId,
        id: write.id,
        dropped: write.dropped,
      });
    }
  });
  return true;
}

/** The model's answer, or undefined (logged) when it gave none: nothing is stored then. */
async function ask(
  deps: SummarizerDeps,
  pass: SummaryPass,
  request: Parameters<ModelPort['generate']>[0],
  chatId: ChatId,
): Promise<string | undefined> {
  pass.calls++;
  const reply = await deps.model.generate(request);
  const text = reply.kind === 'text' ? reply.text.trim() : '';
  if (text === '') {
    deps.log.warn('the summary call gave no text; the messages stay unsummarised', {
      chat: chatId,
      reason: reply.kind === 'silent' ? reply.reason : 'empty answer',
    });
    return undefined;
  }
  return text;
}

function mergedRange(parts: readonly Summary[], text: string): Summary {
  const first = parts[0];
  const last = parts.at(-1);
  if (!first || !last) throw new Error('nothing to merge');
  return {
    firstId: first.firstId,
    lastId: last.lastId,
    firstDate: first.firstDate,
    lastDate: last.lastDate,
    text,
  };
}
