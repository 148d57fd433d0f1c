import { z } from 'zod';
import type { AnswerBounds } from '../../config/schema.js';
import type { ChatKind, MessageId, StickerRef, UserId } from '../../telegram/types.js';

/** Fields several task types share. */
export const messageId = z.number().int();
export const nonEmpty = z.string().min(1);
export const noParams = z.object({});
/** The admin partner of the direct chat an admin-only task was planned in. */
export const requestedBy = z.string().optional();

/** What planning knows about the turn a step was written in. */
export interface PlanContext {
  chatKind: ChatKind;
  /** The message this turn answers. */
  targetId: MessageId;
  /**
   * The partner of a direct chat, when they are a configured admin. Only then are `shutdown` and
   * `clear-conversation` planned (stamped with this id): in a group anyone can make the newest
   * message one an admin wrote, or ask the persona in an admin's name, so a group never counts.
   */
  adminPartner?: UserId;
  /**
   * The messages of this chat the model was shown (the window and the quoted ones). A reply or
   * reaction naming another id is not a message of this chat: the reply id is dropped, the
   * reaction goes to the target. Absent: ids are not checked.
   */
  knownIds?: ReadonlySet<MessageId>;
  /** Bounds on one answer (messages, characters, longest wait); the defaults when absent. */
  bounds?: AnswerBounds;
  /**
   * The people the model was shown (senders in the window, the partner of a direct chat): a
   * `person` block about anyone else is dropped, so a fact never lands on the wrong user.
   * Absent: user ids are not checked.
   */
  knownUsers?: ReadonlySet<UserId>;
  /** What an `event` step is checked against; absent: events are not planned here. */
  events?: EventPlanning;
}

/** The facts an event step needs: the clock, the persona's zone, whether the chat has a conversation. */
export interface EventPlanning {
  now: number;
  timeZone: string;
  /**
   * The other side has written in this chat before (the turn's history has a message not from
   * the persona): a persona may plan to write again where it was spoken to, never to open a chat.
   */
  earlierConversation: boolean;
}

/**
 * What a message task puts in the chat, as it can be recognised there again: a text, or a
 * sticker. Never-send-twice (delivery/outgoing.ts) matches each form against the chat's history.
 */
export type Outgoing = { text: string } | { sticker: StickerRef };

/** What makes a task a message: it reaches the chat as a message of the persona. */
export interface MessageFacet<P> {
  /** The forms an earlier attempt may have left in the chat (a sticker may have gone as its name). */
  outgoing(params: P): Outgoing[];
}

/** Every message's parameters may answer a message; planning and deletions rely on it. */
type Replying = { replyTo?: MessageId };

/** One task of a JSON answer, as the model wrote it. */
export type JsonRecord = Readonly<Record<string, unknown>>;

/** A JSON field as text: a string as it is, a finite number written out. */
export function stringOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** The body is the first of these fields the task has ('' when none). */
export function firstField(keys: readonly string[]): (record: JsonRecord) => string {
  return (record) => keys.map((key) => stringOf(record[key])).find((v) => v !== undefined) ?? '';
}

/** A plan rule's answer: the task's parameters, or why the step is not carried out (noted, never silent). */
export type PlanOutcome<P> = { params: P } | { drop: string };

/**
 * A task type the model may ask for: its step as parsed, its task as stored, how its block is
 * named and read from JSON, where it may be planned, how people see it, whether it is a message.
 */
export interface StepKind<
  S extends z.ZodType,
  P extends z.ZodType,
  M extends MessageFacet<z.output<P>> | undefined,
> {
  /** The step as the parser reads it from the answer (the source of `StepParams`). */
  step: S;
  /** The task's stored parameters, checked when a row is read (the source of `TaskParams`). */
  params: P;
  /** Other names models use for it in a heading or a JSON `type`. */
  aliases: readonly string[];
  /**
   * It sends nothing now (memory, plans): an answer of only these is silence, and its bare name
   * in prose (`Note:`) is no heading. Any other type's name after `#` starts a block.
   */
  quiet: boolean;
  /**
   * A JSON task (`{"type": "send", "text": "hi"}`): its body as a block would carry it, and
   * whether `id`/`user` names an entry (a note's id) rather than a message.
   */
  json: { body(record: JsonRecord): string; keyed: boolean };
  /** Present for a message (`defineMessage`); undefined for what does not reach the chat as one. */
  message: M;
  /** The task for a step in this turn, or why it is not carried out. */
  plan(step: z.output<S>, context: PlanContext): PlanOutcome<z.output<P>>;
  /** One line for people (replay, console, chat): what the step asks for. */
  describe(step: z.output<S>): string;
  /** Fields for the log line of a failed task, beside its type. */
  logFields(params: z.output<P>): Record<string, unknown>;
}

/** An engine-internal task type (a turn, its report): the model never writes it. */
export interface InternalKind<P extends z.ZodType> {
  params: P;
  logFields(params: z.output<P>): Record<string, unknown>;
}

/** Fixes the shape of a step kind that is no message. */
export function defineStep<S extends z.ZodType, P extends z.ZodType>(
  kind: StepKind<S, P, undefined>,
): StepKind<S, P, undefined> {
  return kind;
}

/** Fixes the shape of a message kind: its parameters may name the message it answers. */
export function defineMessage<S extends z.ZodType, P extends z.ZodType<Replying>>(
  kind: StepKind<S, P, MessageFacet<z.output<P>>>,
): StepKind<S, P, MessageFacet<z.output<P>>> {
  return kind;
}

export function defineInternal<P extends z.ZodType>(kind: InternalKind<P>): InternalKind<P> {
  return kind;
}

/** A text as one line, cut for a listing. */
export function oneLine(text: string): string {
  const flat = text.replace(/\s*\n\s*/g, ' ⏎ ');
  return flat.length > 160 ? `${flat.slice(0, 157)}...` : flat;
}

/** A reply target as the replay prints it. */
export function replyNote(replyTo: MessageId | undefined): string {
  return replyTo === undefined ? '' : ` (reply to #${replyTo})`;
}

/** A message's text for a log line: long texts cut. */
export function logText(text: string): string {
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
}

export const noLogFields = (): Record<string, unknown> => ({});
