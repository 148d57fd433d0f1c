import { z } from 'zod';
import { defineInternal, messageId, noLogFields, nonEmpty } from './define.js';

/** Why a turn runs, told to the model in the turn's last part. */
const trigger = z.discriminatedUnion('kind', [
  /** New messages arrived in the chat (the live stream, or a replayed fixture). */
  z.object({ kind: z.literal('message') }),
  /** A scan for unread messages found them (after a reconnect or a start). */
  z.object({ kind: z.literal('unread-scan') }),
  /** The account's owner marked the chat unread: an explicit request for attention. */
  z.object({ kind: z.literal('marked-unread') }),
  /** Someone reacted to one of the persona's messages. */
  z.object({ kind: z.literal('reaction'), messageId, emoji: nonEmpty, fromId: z.string().optional() }),
  /** The operator asked for an answer now. */
  z.object({ kind: z.literal('operator') }),
  /** A planned event of the persona is due: its id (absent in a fixture that gives none) and intent. */
  /** `dueAt`: when it was due (ms), so a turn that runs later says so. */
  z.object({
    kind: z.literal('event'),
    id: z.string().optional(),
    what: z.string(),
    dueAt: z.number().optional(),
  }),
  /** What a `recall` of the previous answer found: its query and the hits (texts already bounded). */
  z.object({
    kind: z.literal('recall'),
    query: z.string(),
    hits: z.array(
      z.object({
        source: z.enum(['message', 'summary', 'memory']),
        id: messageId,
        lastId: messageId.optional(),
        at: z.number(),
        from: z.string().optional(),
        fromId: z.string().optional(),
        entry: z
          .object({ kind: z.enum(['note', 'memory', 'person']), scope: z.string(), id: z.string() })
          .optional(),
        text: z.string(),
      }),
    ),
  }),
]);

/** A plan that is due, as a turn carries it: its id (when it has one), its intent, when it was due. */
const duePlan = z.object({ id: z.string().optional(), what: z.string(), dueAt: z.number().optional() });

export type TurnTrigger = z.output<typeof trigger>;
export type DuePlan = z.output<typeof duePlan>;

/** A turn: read the chat, ask the model, plan. */
export const received = defineInternal({
  params: z.object({
    /** The message to answer; without it the turn answers the newest message. */
    targetId: messageId.optional(),
    /** What started the turn; stored turns from before triggers existed read as a new message. */
    trigger: trigger.optional(),
    /** The inbound messages whose status reactions this turn sets. */
    covers: z.array(messageId),
    /** When the burst this turn answers began (ms): debounce never waits past a bound from it. */
    since: z.number().optional(),
    /**
     * Plans that fell due for turns this one replaced (a plan due while the persona slept, then a
     * message): the turn part names them, so a plan is never dropped by a newer turn.
     */
    plans: z.array(duePlan).optional(),
  }),
  logFields: noLogFields,
});
