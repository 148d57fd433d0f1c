import type { PersonaPrompts } from '../config/prompts.js';
import type { Persona } from '../config/resolved.js';
import { albumIdOf } from '../conversation/albums.js';
import { assembleChat } from '../conversation/assemble.js';
import { collectReplyContext, DEFAULT_FETCH_TIMEOUT_MS } from '../conversation/reply-context.js';
import { chooseWindow } from '../conversation/window.js';
import { keepTyping } from '../delivery/typing.js';
import { buildGeminiContents } from '../llm/contents.js';
import { fireLore, type LoreFiring, renderLore } from '../llm/lorebook.js';
import { instructionTexts } from '../llm/request-zones.js';
import { renderStandingContext, type StandingParts, unsummarisedWindow } from '../llm/standing-context.js';
import { cardMacros, type StickerOffer } from '../llm/system-instruction.js';
import type { ModelPort, ModelReply, ModelRequest } from '../llm/types.js';
import {
  DescriptionBudget,
  fillStickerNames,
  type ItemState,
  type MediaLibrary,
  mediaItemsOf,
} from '../media/library.js';
import type { EventRepo, PlannedEvent } from '../store/events.js';
import type { ChatMemory, MemoryRepo } from '../store/memory.js';
import type { TurnMessages } from '../store/messages.js';
import type { Clock } from '../support/clock.js';
import { errorMessage } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import { isEventIssue } from '../tasks/parse.js';
import type { PlanContext } from '../tasks/plan.js';
import type { DuePlan, NewTask, TurnTrigger } from '../tasks/types.js';
import type { TelegramPort } from '../telegram/port.js';
import type {
  Account,
  ChatId,
  ChatInfo,
  InboundMessage,
  MessageId,
  StickerRef,
  UserId,
} from '../telegram/types.js';
import { isCarriedId } from '../telegram/types.js';
import { type CarriedLoader, withCarried } from './carried-history.js';
import { type ReplyReading, type RequestSampler, readReply } from './reply-reading.js';
import { conversationRestarted, peopleShown, shownMessageIds } from './turn-shown.js';

export interface TurnDeps {
  agent: string;
  persona: () => Persona;
  prompts: () => PersonaPrompts;
  admins: () => readonly string[];
  port: TelegramPort;
  model: ModelPort;
  media: MediaLibrary;
  messages: TurnMessages;
  clock: Clock;
  log: Logger;
  /** Stores the planned tasks after the turn's own task. */
  enqueue: (chatId: ChatId, tasks: NewTask[]) => Promise<void>;
  /** New media descriptions allowed per turn (cache hits are free); default: the library's. */
  mediaBudget?: number;
  /** How long to wait for Telegram, in all, when fetching the target's reply chain (default 5 s). */
  replyFetchTimeoutMs?: number;
  /** What the persona remembers; without it the request carries no memory. */
  memory?: TurnMemory;
  /** The persona's plans; without it the request lists none and `event` steps are not planned. */
  events?: TurnEvents;
  /** The newest `limit` messages a chat carried over from its former id, oldest first. */
  carried?: CarriedLoader;
  /** Shown each request before the model is asked (the tuning lab's live samples). */
  sample?: RequestSampler;
}

/** What one turn asks for: its chat, the message that started it and why. */
export interface TurnInput {
  chatId: ChatId;
  targetId?: MessageId;
  trigger?: TurnTrigger;
  /** Plans due for turns this one replaced: the turn part names them too. */
  plans?: readonly DuePlan[];
  /** What the previous turn of this chat showed (absent on a first turn): see `TurnView`. */
  previous?: TurnView;
}

/** What a turn showed the model; the next turn of the chat starts from it. */
export interface TurnView {
  /** The newest message shown: later ones are new to the next turn. */
  seenUpTo?: MessageId;
  /** The window's first message: the next window keeps it while it fits. */
  windowStart?: MessageId;
  /** Plans this turn's answer wrote that were refused: the next turn tells the model, once. */
  refusedPlans?: string[];
  /** The lorebook entries it fired: kept by the next turn while the window starts where it did. */
  lore?: LoreFiring[];
}

/** What a turn reads of memory; `touchShown` is left out where nothing may be written (`prompt`). */
export type TurnMemory = Pick<MemoryRepo, 'forChat'> & Partial<Pick<MemoryRepo, 'touchShown' | 'clearChat'>>;

/** What a turn reads of the persona's plans: this chat's, in one statement. */
export type TurnEvents = Pick<EventRepo, 'ofChat'> & Partial<Pick<EventRepo, 'clearChat'>>;

/** What one turn did (the reading of its answer among it); `replay` and `prompt` print it. */
export interface TurnReport extends Omit<ReplyReading, 'silence'> {
  chatId: ChatId;
  targetId?: MessageId;
  trigger?: TurnTrigger;
  /** Plans due for turns this one replaced (absent: none). */
  plans?: DuePlan[];
  /** The newest message the previous turn of this chat showed (absent on a first turn). */
  seenBefore?: MessageId;
  /** What the model was shown, once the request is built. */
  view?: TurnView;
  request?: ModelRequest;
  /** The lorebook entries the request carried, and why (absent without a lorebook). */
  lore?: LoreFiring[];
  /** What became of the window's media items (cached, described now, over budget, ...). */
  media?: Partial<Record<ItemState, number>>;
  reply?: ModelReply;
  /** The chat as the model saw it: what a replay fixture of this turn needs. */
  seen?: TurnSeen;
}

/** The chat at the moment the model was asked. */
export interface TurnSeen {
  nowMs: number;
  me: Account;
  chat: ChatInfo;
  /** The history window, then the replied-to messages fetched from outside it. */
  messages: InboundMessage[];
  /** Media descriptions the request carried, by media id. */
  descriptions: Record<string, string>;
  /** What the standing context was built from; absent when the turn read no memory. */
  memory?: ChatMemory;
  /** The plans of this chat the standing context listed; absent when the turn read none. */
  events?: PlannedEvent[];
}

/**
 * One `received` turn: read the chat, understand its media, assemble the parts, ask the model,
 * parse its task blocks and plan them. Every reason for not answering is logged.
 */
export async function runTurn(deps: TurnDeps, input: TurnInput): Promise<TurnReport> {
  const { port, log } = deps;
  const persona = deps.persona();
  const trigger = input.trigger ?? { kind: 'message' };
  const report: TurnReport = {
    chatId: input.chatId,
    trigger,
    steps: [],
    issues: [],
    withheld: [],
    notes: [],
    bounded: [],
    tasks: [],
  };
  report.plans = input.plans && input.plans.length > 0 ? [...input.plans] : undefined;
  report.seenBefore = input.previous?.seenUpTo;
  const [me, chat] = await Promise.all([port.me(), port.chat(input.chatId)]);
  const fromTelegram = await port.history(input.chatId, persona.historySize);
  await deps.messages.rememberAll(deps.agent, fromTelegram);
  const fetched = await withCarried(input.chatId, fromTelegram, persona.historySize, deps.carried);

  const target = await findTarget(deps, input, fetched);
  if (!target) {
    log.info('no message to answer', { chat: input.chatId, requested: input.targetId });
    return report;
  }
  report.targetId = target.id;
  // With summaries, the window is what they do not cover yet.
  const limits = persona.memory;
  // Read once, up front: the people asked for are everyone who wrote in what was fetched (the
  // window's are among them), and the newest summary tells what the window may leave out.
  let memory = await deps.memory?.forChat(deps.agent, input.chatId, [
    ...peopleShown(fetched, target, me.id).keys(),
  ]);
  // Beside memory, one statement: the plans the standing context lists (stored fields only).
  let events = await deps.events?.ofChat(deps.agent, input.chatId);
  let summarisedUpTo = memory?.summaries.at(-1)?.lastId;
  if (
    limits.forgetOnRestart &&
    chat.kind === 'direct' &&
    deps.memory?.clearChat &&
    conversationRestarted(fromTelegram, summarisedUpTo, persona.historySize)
  ) {
    log.info(
      'the history was cleared: this chat starts afresh, its notes, summaries and plans are forgotten',
      {
        chat: input.chatId,
      },
    );
    await deps.memory.clearChat(deps.agent, input.chatId);
    if (events && events.length > 0 && deps.events?.clearChat) {
      await deps.events.clearChat(deps.agent, input.chatId);
      events = [];
    }
    summarisedUpTo = undefined;
    if (memory) memory = { ...memory, summaries: [], notes: [] };
  }
  // Within what summaries leave, the window's start still moves in blocks.
  const chosen = chooseWindow(unsummarisedWindow(fetched, summarisedUpTo, limits.keepNewest), {
    size: persona.historySize,
    previousStart: input.previous?.windowStart,
  });
  const history = chosen.window;
  if (!history.some((m) => m.id === target.id)) history.unshift(target);
  const newest = history.at(-1);
  if (newest) await port.markRead(input.chatId, newest.id);

  const replies = await collectReplyContext(
    history,
    target,
    {
      stored: (id) => deps.messages.get(deps.agent, input.chatId, id),
      fetch: (id) => (isCarriedId(id) ? Promise.resolve(null) : port.message(input.chatId, id)),
    },
    {
      threadDepth: persona.replyThreadDepth,
      fetchTimeoutMs: deps.replyFetchTimeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS,
      clock: deps.clock,
    },
  );
  await deps.messages.rememberAll(deps.agent, replies.fetched);
  for (const miss of replies.unavailable)
    log.info('replied-to message not available', {
      chat: input.chatId,
      message: miss.id,
      reason: miss.reason,
    });
  // Media: curated, cached, or described now within the turn's budget; rendering never downloads.
  const media = await deps.media.understand(mediaItemsOf(history, target.id), {
    budget: new DescriptionBudget(deps.mediaBudget ?? deps.media.limits.budget),
    audio: persona.describeAudio,
  });
  report.media = media.counts;
  const descriptions = media.descriptions;
  const seen = fillStickerNames(history, media.stickerNames);

  const chatMsgs = assembleChat(seen, {
    me,
    timeZone: persona.timezone,
    replies,
    targetId: target.id,
    descriptions,
    hideOwnReactions: persona.statusReactions,
  });
  const people = peopleShown(history, target, me.id);
  // Entries written after the window's first message go after the history: see renderStandingContext.
  const since = (chosen.window[0] ?? target).date * 1000;
  const standing = await standingContextFor(deps, { memory, events }, input.chatId, people, persona, since);
  const book = persona.lorebook;
  const sameWindow = input.previous?.windowStart === chosen.start;
  report.lore =
    book && fireLore(book, history, input.previous?.seenUpTo, sameWindow ? input.previous?.lore : []);
  const lore = book && renderLore(book, report.lore ?? [], cardMacros(persona, chat));
  const stickers = await stickerOffers(persona, deps);
  // An album is shown as its first item: the turn answers it, and replies to it, under that id.
  const shownTargetId = albumIdOf(seen, target.id);
  const body = buildGeminiContents({
    persona,
    prompts: deps.prompts(),
    chat,
    me,
    history: chatMsgs,
    targetId: shownTargetId,
    now: deps.clock.now(),
    stickers,
    trigger,
    plans: report.plans,
    seenUpTo: input.previous?.seenUpTo,
    refusedPlans: input.previous?.refusedPlans,
    standingContext: [lore, standing?.parts.top].filter((text) => text !== undefined),
    standingRecent: standing?.parts.recent,
  });
  const request: ModelRequest = { model: persona.model, ...body };
  report.request = request;
  const outside = replies.fetched.filter((m) => !history.some((h) => h.id === m.id));
  report.seen = {
    nowMs: deps.clock.now(),
    me,
    chat,
    messages: [...history, ...outside],
    descriptions: Object.fromEntries(descriptions),
    memory: standing?.memory,
    events,
  };
  report.view = {
    seenUpTo: history.at(-1)?.id,
    windowStart: chosen.start,
    refusedPlans: [],
    lore: report.lore,
  };

  const others = history.filter((m) => !m.out && m.senderId !== me.id);
  const speech = {
    persona: persona.name,
    chatKind: chat.kind,
    actions: persona.actions ?? 'direct',
    callout: target.mentioned,
    others: new Map(others.map((m) => [m.id, m.text])),
    own: new Map(history.filter((m) => m.out || m.senderId === me.id).map((m) => [m.id, m.text])),
    participants: [...new Set(others.map((m) => m.senderName).filter((name) => name.trim() !== ''))],
    stickers,
    ...instructionTexts(request),
  };
  // Read when the answer is: a plan's "in 10 minutes" counts from then.
  const planContext = (): PlanContext => ({
    chatKind: chat.kind,
    targetId: shownTargetId,
    adminPartner: chat.kind === 'direct' && deps.admins().includes(chat.id) ? chat.id : undefined,
    knownIds: shownMessageIds(history, replies.targets),
    bounds: persona.answers,
    knownUsers: new Set(people.keys()),
    events: deps.events && {
      now: deps.clock.now(),
      timeZone: persona.timezone,
      earlierConversation: fetched.some((m) => !m.out && m.senderId !== me.id),
    },
  });
  await deps.sample?.(request, (answer) => readReply(answer, speech, planContext()));

  // In a direct chat an answer is expected, so the persona is seen typing while it thinks; in a
  // group most turns end in silence, and typing after every message would look strange.
  const typing =
    chat.kind === 'direct'
      ? keepTyping(
          deps.clock,
          () => port.typing(input.chatId),
          (err) => log.debug('typing indicator failed', { chat: input.chatId, reason: errorMessage(err) }),
        )
      : undefined;
  let reply: ModelReply;
  try {
    reply = await deps.model.generate(request);
  } finally {
    typing?.stop();
  }
  report.reply = reply;
  if (reply.kind === 'silent') {
    log.info('the model chose not to reply', { chat: input.chatId, target: target.id, reason: reply.reason });
    return report;
  }

  const reading = readReply(reply, speech, planContext());
  report.steps = reading.steps;
  report.issues = reading.issues;
  report.withheld = reading.withheld;
  for (const issue of reading.issues) {
    // A plan that could not be read is handled: the model is told at its next turn in the chat.
    const level = isEventIssue(issue) ? 'info' : 'warn';
    log[level](`model reply: ${issue.reason}`, { chat: input.chatId, ...issue });
  }
  for (const held of reading.withheld)
    log.info(`withheld (${held.reason})`, { chat: input.chatId, block: held.block, text: held.text });

  if (reading.silence)
    log.info('the model stayed silent', { chat: input.chatId, target: target.id, reason: reading.silence });

  report.notes = reading.notes;
  report.bounded = reading.bounded;
  report.tasks = reading.tasks;
  report.view.refusedPlans = [
    ...reading.issues.filter(isEventIssue).map((i) => i.reason),
    ...reading.notes.filter((n) => reading.steps[n.step - 1]?.type === 'event').map((n) => n.reason),
  ];
  for (const note of reading.notes) log.info(`plan: ${note.reason}`, { chat: input.chatId, step: note.step });
  if (reading.tasks.length === 0 && !reading.silence) {
    log.warn('the model answered but nothing will be sent', {
      chat: input.chatId,
      target: target.id,
      reasons: [
        ...reading.issues.map((i) => i.reason),
        ...reading.withheld.map((w) => w.reason),
        ...reading.notes.map((n) => n.reason),
      ],
    });
  }
  await deps.enqueue(input.chatId, reading.tasks);
  return report;
}

/** The standing part of the request: summaries, this chat's notes, the people shown, memories, plans. */
async function standingContextFor(
  deps: TurnDeps,
  read: { memory: ChatMemory | undefined; events: PlannedEvent[] | undefined },
  chatId: ChatId,
  people: ReadonlyMap<UserId, string>,
  persona: Persona,
  since: number,
): Promise<{ parts: StandingParts; memory: ChatMemory | undefined } | undefined> {
  if (!read.memory && !read.events) return undefined;
  const memory: ChatMemory | undefined = read.memory && {
    ...read.memory,
    people: read.memory.people.filter((p) => people.has(p.user)),
  };
  if (memory && memory.notes.length + memory.memories.length + memory.people.length > 0)
    await deps.memory?.touchShown?.(
      deps.agent,
      chatId,
      memory.people.map((p) => p.user),
    );
  const parts = renderStandingContext({
    memory: memory ?? { summaries: [], notes: [], memories: [], people: [] },
    chatId,
    names: people,
    timeZone: persona.timezone,
    limits: persona.memory,
    events: read.events,
    eventLimits: persona.events,
    since,
  });
  return { parts, memory };
}

/** The requested message, else the newest message someone else wrote. */
async function findTarget(
  deps: TurnDeps,
  input: TurnInput,
  history: readonly InboundMessage[],
): Promise<InboundMessage | undefined> {
  if (input.targetId !== undefined) {
    return (
      history.find((m) => m.id === input.targetId) ??
      (isCarriedId(input.targetId) ? null : await deps.port.message(input.chatId, input.targetId)) ??
      undefined
    );
  }
  return [...history].reverse().find((m) => !m.out);
}

/** Most stickers offered in one prompt: a few large sets must not crowd out the conversation. */
export const MAX_STICKER_OFFERS = 150;

/**
 * The stickers the persona may send, with their descriptions: its explicit `stickers`, then
 * every sticker of its `sticker_sets` that the port can list (the original offered whole loaded
 * sets), each once, first come first kept, bounded.
 */
async function stickerOffers(persona: Persona, deps: TurnDeps): Promise<StickerOffer[]> {
  const offers = new Map<string, StickerRef>();
  const add = (sticker: StickerRef) => {
    const key = `${sticker.set}\u0000${sticker.name}`;
    if (!offers.has(key)) offers.set(key, sticker);
  };
  for (const sticker of persona.stickers) add(sticker);
  for (const set of persona.stickerSets) {
    if (!deps.port.stickerSet) break;
    try {
      for (const ref of (await deps.port.stickerSet(set)) ?? []) if (ref.emoji) add({ set, name: ref.emoji });
    } catch (err) {
      deps.log.warn('sticker set not listed', { set, reason: errorMessage(err) });
    }
  }
  const offered = [...offers.values()];
  if (offered.length > MAX_STICKER_OFFERS) {
    deps.log.info('sticker list shortened', { offered: MAX_STICKER_OFFERS, available: offered.length });
    offered.length = MAX_STICKER_OFFERS;
  }
  const descriptions = await deps.media.stickerDescriptions(offered);
  return offered.map((sticker) => {
    const description = descriptions.get(`${sticker.set}\u0000${sticker.name}`);
    return description ? { ...sticker, description } : { ...sticker };
  });
}
