import { z } from 'zod';
import { parseInterval, parseLocalStart } from '../tasks/event-time.js';
import { FORWARD_KINDS, MEDIA_KINDS } from '../telegram/types.js';
import { expectSchema } from './fixture-expect.js';
import { RELATIVE_TIME } from './fixture-timeline.js';

/**
 * The replay fixture format (docs/fixtures.md) — a public contract: tests, users and outside checks
 * write these files, and `chat /save` produces them.
 */

const id = z
  .union([z.int(), z.string().regex(/^-?\d+$/)], { error: 'expected a numeric id (a whole number)' })
  .transform(String);
const messageId = z.int().positive();
const isoTime = z.iso.datetime({
  offset: true,
  message: 'expected an ISO time such as "2026-01-02T15:04:05Z"',
});
/** A moment of the replay: an ISO time, or `+` and a duration after `now` (`+90s`, `+1h30m`, `+2d`). */
const fixtureTime = z.union([isoTime, z.string().regex(RELATIVE_TIME)], {
  error:
    'expected an ISO time such as "2026-01-02T15:04:05Z" or a time after now such as "+90s", "+2h", "+1d"',
});

/** What started the first turn (a live turn recorded by `run --record`); default: new messages. */
const triggerSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.enum(['message', 'unread-scan', 'marked-unread', 'operator']) }),
  z.strictObject({
    kind: z.literal('reaction'),
    message_id: messageId,
    emoji: z.string(),
    from: id.optional(),
  }),
  z.strictObject({ kind: z.literal('event'), id: z.string().optional(), what: z.string() }),
]);

const mediaSchema = z.strictObject({
  kind: z.string().refine((k) => (MEDIA_KINDS as readonly string[]).includes(k) || /^[a-z_]+$/.test(k), {
    message: `expected one of ${MEDIA_KINDS.join('|')}`,
  }),
  id: id,
  set: z.string().optional(),
  emoji: z.string().optional(),
  mime: z.string().optional(),
  duration: z.number().nonnegative().optional(),
  file_name: z.string().optional(),
  /** Path to the media bytes, relative to the fixture. */
  file: z.string().optional(),
  /** Path to its thumbnail (animated and video stickers, GIFs, videos), relative to the fixture. */
  thumb: z.string().optional(),
  /** Seeds the description cache. */
  description: z.string().optional(),
  // What a poll, location, venue, contact or dice shows; the persona sees it as the sender does.
  question: z.string().optional(),
  options: z.array(z.string()).optional(),
  closed: z.boolean().optional(),
  lat: z.number().min(-90).max(90).optional(),
  lon: z.number().min(-180).max(180).optional(),
  title: z.string().optional(),
  address: z.string().optional(),
  name: z.string().optional(),
  /** A contact's phone: accepted, never shown to the model, never written back. */
  phone: z.string().optional(),
  value: z.int().optional(),
});

/** A service message (join, leave, pin, title, photo, other); optional, added for prompt tests. */
const serviceSchema = z.strictObject({
  kind: z.enum(['join', 'leave', 'pin', 'title', 'photo', 'other']),
  /** Who the event is about (added, removed): user ids of the fixture; omitted = the sender. */
  users: z.array(id).optional(),
  /** The pinned message, for `pin`. */
  message_id: messageId.optional(),
  /** The new title, or a description for `other`. */
  text: z.string().optional(),
});

const messageSchema = z.strictObject({
  id: messageId,
  from: id,
  at: isoTime.optional(),
  text: z.string().default(''),
  reply_to: messageId.optional(),
  quote: z.string().optional(),
  forward_from: z.string().optional(),
  forward_kind: z.enum(FORWARD_KINDS).optional(),
  media: z.array(mediaSchema).default([]),
  reactions: z.array(z.strictObject({ emoji: z.string().min(1), from: id })).default([]),
  mentioned: z.boolean().default(false),
  service: serviceSchema.optional(),
  // Carried into the simulator's messages for later features; nothing reads them yet.
  grouped_id: id.optional(),
  edited_at: isoTime.optional(),
  bot: z.boolean().optional(),
  /** The forum topic it was posted in (the id of the message that opened it); default: the chat's. */
  topic: messageId.optional(),
});

/**
 * A message that arrives while the replay runs. `at` is when (an ISO time, or `+` and a duration
 * after `now`); `id` defaults to the chat's next id at that moment, as Telegram numbers them.
 */
/** An older message; `stored`: an earlier turn read it, so it is in the agent's store (a recall finds it). */
const archivedSchema = messageSchema.extend({ stored: z.boolean().optional() });

const incomingSchema = messageSchema
  .extend({
    at: fixtureTime,
    id: messageId.optional(),
    /** It arrives in the sender's direct chat with the persona, not in the fixture's chat; its turn runs there. */
    direct: z.boolean().optional(),
  })
  .refine((m) => !(m.direct && m.topic !== undefined), {
    message: 'a direct message has no forum topic',
    path: ['topic'],
  });

const accountSchema = z.strictObject({
  id,
  name: z.string().min(1),
  username: z.string().optional(),
});

const userSchema = accountSchema.extend({
  /** In the persona's contacts; carried for later features. */
  contact: z.boolean().optional(),
});

/** A scripted answer: one string for every call, or a list used in order, one entry per call. */
const scriptedAnswers = z.union([z.string(), z.array(z.string()).min(1)]);

/**
 * One scripted chat answer: its text, or the text with why the model stopped (Gemini's finish
 * reason: `MAX_TOKENS` cuts the last block) and the thought parts it sent beside it.
 */
const scriptedReply = z.union([
  z.string(),
  z.strictObject({
    text: z.string(),
    finish: z
      .string()
      .regex(/^[A-Z_]+$/, { message: 'expected a Gemini finish reason such as MAX_TOKENS' })
      .optional(),
    thoughts: z.array(z.string()).optional(),
  }),
]);
const scriptedReplies = z.union([scriptedReply, z.array(scriptedReply).min(1)]);

const memoryText = z.string().trim().min(1, { message: 'must not be empty' });
const entryId = z
  .union([z.int().nonnegative(), z.string().regex(/^[A-Za-z]?\d+$/)], {
    error: 'expected a short id such as n1 or 3',
  })
  .transform((v) => String(v).toLowerCase());

/** What the persona remembers when the replay starts (docs/fixtures.md, "memory"). */
const memorySchema = z.strictObject({
  notes: z
    .array(
      z.strictObject({
        id: entryId,
        text: memoryText,
        chat: id.optional(),
        pinned: z.boolean().optional(),
        archived: z.boolean().optional(),
        at: isoTime.optional(),
      }),
    )
    .default([]),
  memories: z
    .array(
      z.strictObject({
        id: entryId,
        text: memoryText,
        chat: id.optional(),
        shared: z.boolean().optional(),
        pinned: z.boolean().optional(),
        archived: z.boolean().optional(),
        at: isoTime.optional(),
      }),
    )
    .default([]),
  people: z
    .array(
      z
        .strictObject({
          user: id,
          text: memoryText.optional(),
          chat: id.optional(),
          shared: z.boolean().optional(),
          pinned: z.boolean().optional(),
          facts: z
            .array(
              z.strictObject({
                text: memoryText,
                chat: id.optional(),
                shared: z.boolean().optional(),
                pinned: z.boolean().optional(),
              }),
            )
            .optional(),
          archived: z.boolean().optional(),
          at: isoTime.optional(),
        })
        .refine((p) => (p.text === undefined) !== (p.facts === undefined), {
          message: 'give either text or facts',
        }),
    )
    .default([]),
  summaries: z
    .array(
      z
        .strictObject({
          first_id: messageId,
          last_id: messageId,
          text: memoryText,
          first_at: isoTime.optional(),
          last_at: isoTime.optional(),
        })
        .refine((s) => s.first_id <= s.last_id, { message: 'first_id must not be after last_id' }),
    )
    .default([]),
});

/** A plan of the persona when the replay starts (docs/fixtures.md, "events"). */
const eventSeedSchema = z.strictObject({
  id: z
    .string()
    .regex(/^e\d+$/i, { message: 'expected an event id such as e1' })
    .transform((v) => v.toLowerCase()),
  /** Local time in the persona's zone of the next occurrence. */
  at: z.string().refine((v) => /^\d{4}-/.test(v.trim()) && parseLocalStart(v, 0, 'UTC') !== undefined, {
    message: 'expected a local time such as "2026-05-03 09:00"',
  }),
  every: z
    .string()
    .refine((v) => parseInterval(v) !== undefined, {
      message: 'expected an interval such as 30m, 2h, 1d or 1w',
    })
    .optional(),
  times: z.int().min(1).optional(),
  what: memoryText,
  chat: id.optional(),
});

export const fixtureSchema = z.strictObject({
  persona: z.string().min(1),
  config: z.string().optional(),
  now: isoTime.optional(),
  chat: z.strictObject({
    id,
    type: z.enum(['direct', 'group']),
    title: z.string().optional(),
    /** The forum topic the turn happens in: a conversation of its own within the group. */
    topic: z.strictObject({ id: messageId, title: z.string().optional() }).optional(),
  }),
  me: accountSchema,
  users: z.array(userSchema).default([]),
  messages: z.array(messageSchema).default([]),
  archive: z.array(archivedSchema).default([]),
  deleted: z.array(messageId).default([]),
  target: messageId.optional(),
  incoming: z.array(incomingSchema).default([]),
  until: fixtureTime.optional(),
  seen_up_to: messageId.optional(),
  trigger: triggerSchema.optional(),
  plans_due: z.array(z.strictObject({ id: z.string().optional(), what: z.string() })).optional(),
  model: z
    .strictObject({
      reply: scriptedReplies.default(''),
      describe: z.record(z.string(), z.string()).default({}),
      /** Answers to summarising (and consolidating) calls, in order, the last repeating; absent: such a call gets no text. */
      summary: scriptedAnswers.optional(),
    })
    .default({ reply: '', describe: {} }),
  memory: memorySchema.optional(),
  events: z.array(eventSeedSchema).optional(),
  expect: expectSchema.optional(),
});

export type FixtureEvent = z.infer<typeof eventSeedSchema>;

export type FixtureMemory = z.infer<typeof memorySchema>;

export type Fixture = z.infer<typeof fixtureSchema>;
export type FixtureMessage = z.infer<typeof messageSchema>;
export type FixtureIncoming = z.infer<typeof incomingSchema>;
export type FixtureMedia = z.infer<typeof mediaSchema>;
