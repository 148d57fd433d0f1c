import type { PersonaPrompts } from '../config/prompts.js';
import type { Persona } from '../config/types.js';
import { assembleChat, type ReplyTarget } from '../conversation/assemble.js';
import { buildGeminiContents } from '../llm/contents.js';
import type { StickerOffer } from '../llm/system-instruction.js';
import type { ModelPort, ModelReply, ModelRequest } from '../llm/types.js';
import type { MediaLibrary } from '../media/library.js';
import type { MessageLog } from '../store/messages.js';
import type { Clock } from '../support/clock.js';
import type { Logger } from '../support/log.js';
import { type ParseIssue, parseReply } from '../tasks/parse.js';
import { type PlanNote, planSteps } from '../tasks/plan.js';
import type { NewTask, PlanStep } from '../tasks/types.js';
import type { TelegramPort } from '../telegram/port.js';
import type { ChatId, InboundMessage, MessageId } from '../telegram/types.js';

export interface TurnDeps {
  agent: string;
  persona: () => Persona;
  prompts: () => PersonaPrompts;
  admins: () => readonly string[];
  port: TelegramPort;
  model: ModelPort;
  media: MediaLibrary;
  messages: MessageLog;
  clock: Clock;
  log: Logger;
  /** Stores the planned tasks after the turn's own task. */
  enqueue: (chatId: ChatId, tasks: NewTask[]) => Promise<void>;
  /** New media descriptions allowed per turn (cache hits are free). */
  mediaBudget?: number;
  /** How long to wait for Telegram when fetching the message the target replies to. */
  replyFetchTimeoutMs?: number;
}

/** What one turn did; `replay` and `prompt` print it. */
export interface TurnReport {
  chatId: ChatId;
  targetId?: MessageId;
  request?: ModelRequest;
  reply?: ModelReply;
  steps: PlanStep[];
  issues: ParseIssue[];
  notes: PlanNote[];
  tasks: NewTask[];
}

/**
 * One `received` turn: read the chat, understand its media, assemble the parts, ask the model,
 * parse its task blocks and plan them. Every reason for not answering is logged.
 */
export async function runTurn(
  deps: TurnDeps,
  input: { chatId: ChatId; targetId?: MessageId },
): Promise<TurnReport> {
  const { port, log } = deps;
  const persona = deps.persona();
  const report: TurnReport = { chatId: input.chatId, steps: [], issues: [], notes: [], tasks: [] };
  const [me, chat] = await Promise.all([port.me(), port.chat(input.chatId)]);
  const history = await port.history(input.chatId, persona.historySize);
  await deps.messages.rememberAll(deps.agent, history);

  const target = await findTarget(deps, input, history);
  if (!target) {
    log.info('no message to answer', { chat: input.chatId, requested: input.targetId });
    return report;
  }
  report.targetId = target.id;
  if (!history.some((m) => m.id === target.id)) history.unshift(target);
  const newest = history.at(-1);
  if (newest) await port.markRead(input.chatId, newest.id);

  const replyTargets = await collectReplyTargets(deps, input.chatId, history, target);
  const mediaRefs = history.flatMap((m) => m.media);
  await deps.media.describeNew([...mediaRefs].reverse(), deps.mediaBudget ?? 8);
  const descriptions = await deps.media.known(mediaRefs);

  const chatMsgs = assembleChat(history, { me, timeZone: persona.timezone, replyTargets, descriptions });
  const body = buildGeminiContents({
    persona,
    prompts: deps.prompts(),
    chat,
    me,
    history: chatMsgs,
    targetId: target.id,
    now: deps.clock.now(),
    stickers: stickerOffers(persona, deps.media),
  });
  const request: ModelRequest = { model: persona.model, ...body };
  report.request = request;

  const reply = await deps.model.generate(request);
  report.reply = reply;
  if (reply.kind === 'silent') {
    log.info('the model chose not to reply', { chat: input.chatId, target: target.id, reason: reply.reason });
    return report;
  }

  const parsed = parseReply(reply.text);
  report.steps = parsed.steps;
  report.issues = parsed.issues;
  for (const issue of parsed.issues)
    log.warn(`model reply: ${issue.reason}`, { chat: input.chatId, ...issue });

  const fromAdmin = deps.admins().includes(target.senderId);
  const plan = planSteps(parsed.steps, {
    chatKind: chat.kind,
    targetId: target.id,
    fromAdmin,
    requestedBy: target.senderId,
  });
  report.notes = plan.notes;
  report.tasks = plan.tasks;
  for (const note of plan.notes) log.info(`plan: ${note.reason}`, { chat: input.chatId, step: note.step });
  if (plan.tasks.length === 0 && reply.text.trim() !== '') {
    log.warn('the model answered but nothing will be sent', {
      chat: input.chatId,
      target: target.id,
      reasons: [...parsed.issues.map((i) => i.reason), ...plan.notes.map((n) => n.reason)],
    });
  }
  await deps.enqueue(input.chatId, plan.tasks);
  return report;
}

/** The requested message, else the newest message someone else wrote. */
async function findTarget(
  deps: TurnDeps,
  input: { chatId: ChatId; targetId?: MessageId },
  history: readonly InboundMessage[],
): Promise<InboundMessage | undefined> {
  if (input.targetId !== undefined) {
    return (
      history.find((m) => m.id === input.targetId) ??
      (await deps.port.message(input.chatId, input.targetId)) ??
      undefined
    );
  }
  return [...history].reverse().find((m) => !m.out);
}

/**
 * Replied-to messages for the reply parts: from the fetched history and the local store
 * (cheap); only the target's own reply target may be fetched from Telegram, with a timeout.
 */
async function collectReplyTargets(
  deps: TurnDeps,
  chatId: ChatId,
  history: readonly InboundMessage[],
  target: InboundMessage,
): Promise<Map<MessageId, ReplyTarget>> {
  const byId = new Map<MessageId, ReplyTarget>(history.map((m) => [m.id, m]));
  const out = new Map<MessageId, ReplyTarget>();
  for (const message of history) {
    const id = message.replyToId;
    if (id === undefined || out.has(id)) continue;
    const known = byId.get(id) ?? (await deps.messages.get(deps.agent, chatId, id));
    if (known) out.set(id, known);
  }
  const wanted = target.replyToId;
  if (wanted !== undefined && !out.has(wanted)) {
    const fetched = await withTimeout(deps.port.message(chatId, wanted), deps.replyFetchTimeoutMs ?? 5_000);
    if (fetched === null) out.set(wanted, 'deleted');
    else if (fetched) out.set(wanted, fetched);
    else deps.log.info('replied-to message not fetched in time', { chat: chatId, message: wanted });
  }
  return out;
}

/** Resolves to `undefined` when `promise` takes longer than `ms` (or fails). */
async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([promise.catch(() => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function stickerOffers(persona: Persona, media: MediaLibrary): StickerOffer[] {
  return persona.stickers.map((sticker) => {
    const description = media.stickerDescription(sticker);
    return description ? { ...sticker, description } : { ...sticker };
  });
}
