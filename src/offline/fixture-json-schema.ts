import { writeFileSync } from 'node:fs';
import { z } from 'zod';
import { MEDIA_KINDS } from '../telegram/types.js';
import { fixtureSchema } from './fixture-schema.js';

/**
 * The replay fixture format as JSON Schema (draft 2020-12), generated from the zod schema the
 * loader validates with, so editors (yaml-language-server) complete and check the same fields.
 * `npm run schema:fixture` writes it to schema/fixture.schema.json; a test fails when that file
 * is stale. docs/fixtures.md describes every field in prose.
 *
 * What JSON Schema cannot say stays a runtime-only check: that senders, reacting users and
 * service users are in `me`/`users`, that message ids are unique, that `target` exists, that
 * `file`/`thumb` exist, that there is something to answer, that `incoming` arrives after `now`, in
 * order and by `until`, and that the persona is in the config.
 */
export function fixtureJsonSchema(): Record<string, unknown> {
  const generated = z.toJSONSchema(fixtureSchema, { io: 'input', unrepresentable: 'throw' });
  // zod hands out one object per zod schema, shared by every place it is used (all ids, all
  // message ids); a copy lets each field get a description of its own.
  const schema = JSON.parse(JSON.stringify(generated)) as JsonSchema;
  adjust(schema, '');
  const out: JsonSchema = {
    $schema: schema.$schema,
    $id: 'https://github.com/telegram-character-agent/schema/fixture.schema.json',
    title: 'telegram-character-agent replay fixture',
  };
  for (const [name, value] of Object.entries(schema)) if (name !== '$schema') out[name] = value;
  return out;
}

type JsonSchema = Record<string, unknown>;

/** Adds hover texts and says what zod's export cannot, field by field (`messages[].media[].kind`). */
function adjust(json: JsonSchema, key: string): void {
  // The pattern already says everything; `format` would only be one more keyword to support.
  if (json.format === 'date-time') delete json.format;
  // A time that may also be relative (`+2h`) is a union of two strings.
  if (Array.isArray(json.anyOf))
    for (const branch of json.anyOf)
      if (isSchema(branch) && branch.format === 'date-time') delete branch.format;
  // Object keys are strings anyway.
  if (isSchema(json.propertyNames) && json.propertyNames.type === 'string') delete json.propertyNames;
  if (key === 'messages[].media[].kind') {
    // The loader's refinement: a known kind, or any lower-case word (kept as a placeholder).
    // Listing the known ones lets an editor offer them.
    json.anyOf = [{ enum: [...MEDIA_KINDS] }, { pattern: '^[a-z_]+$' }];
  }
  const doc = FIELD_DOCS[key] ?? FIELD_DOCS[key.replace(/^(?:archive|incoming)\[\]/, 'messages[]')];
  if (doc) json.description = doc;
  if (isSchema(json.properties)) {
    for (const [name, child] of Object.entries(json.properties))
      if (isSchema(child)) adjust(child, key ? `${key}.${name}` : name);
  }
  if (isSchema(json.items)) adjust(json.items, `${key}[]`);
}

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The file as written: two-space JSON and a final newline. */
export function renderFixtureJsonSchema(): string {
  return `${JSON.stringify(fixtureJsonSchema(), null, 2)}\n`;
}

/** What `npm run schema:fixture` calls. */
export function writeFixtureJsonSchema(file: string): void {
  writeFileSync(file, renderFixtureJsonSchema());
}

const ID = 'A Telegram id: a number, or a string of digits (quote ids beyond 2^53).';

/** Hover texts for editors; fields without an entry simply have none. */
const FIELD_DOCS: Record<string, string> = {
  persona: 'The persona (by name, case-insensitive) of the config that answers.',
  config: 'The config.yaml to use, relative to this file (default: config.yaml in the working directory).',
  now: 'The replay clock’s start (default: a minute after the newest `at`, else 2026-01-01T12:00:00Z).',
  chat: 'The chat the turn happens in.',
  'chat.id': ID,
  'chat.type': 'direct (a one-to-one chat) or group.',
  'chat.title':
    'The group’s title or the partner’s name (default: the first user’s name in a direct chat, else "Group").',
  me: 'The persona’s own Telegram account.',
  'me.id': ID,
  'me.name': 'The account’s display name.',
  'me.username': 'The account’s @username, without the @.',
  users: 'The other people of the chat; every sender and reacting user must be here or be `me`.',
  'users[].id': ID,
  'users[].name': 'The display name as Telegram shows it (untrusted: it is sanitised in the prompt).',
  'users[].username': 'The @username, without the @.',
  messages: 'The chat history Telegram returns, oldest first; the newest `history_size` reach the model.',
  'messages[].id': 'The message id (positive, unique across messages and archive).',
  'messages[].from': 'The sender: `me.id` or a user id.',
  'messages[].at':
    'When it was sent (ISO time with Z or an offset; default: one minute apart, ending a minute before now).',
  'messages[].text': 'The text or caption, as typed (default: empty).',
  'messages[].reply_to':
    'The id of the message this one replies to; it may be in archive, deleted, or unknown.',
  'messages[].quote': 'The part of the replied-to message the sender quoted.',
  'messages[].forward_from': 'Whom the message was forwarded from, as Telegram names them.',
  'messages[].forward_kind':
    'What forward_from is: person, channel, group, hidden (an account that hides itself: Telegram gives only a name) or self (the persona’s own message; forward_from may then be left out).',
  'messages[].media': 'The media items of the message (each rendered once).',
  'messages[].media[].kind': `The media kind: ${MEDIA_KINDS.join(', ')}; any other word becomes a placeholder.`,
  'messages[].media[].id':
    'A stable id (Telegram’s document or photo id); keys model.describe and the description cache.',
  'messages[].media[].set': 'A sticker’s set short name.',
  'messages[].media[].emoji': 'A sticker’s emoji (its name within the set).',
  'messages[].media[].mime': 'The mime type Telegram claims (a hint; the bytes are sniffed).',
  'messages[].media[].duration': 'Seconds, for voice, audio, video and GIFs.',
  'messages[].media[].file_name': 'A document’s file name.',
  'messages[].media[].file':
    'Path to the media bytes, relative to this file; replay describes them for real.',
  'messages[].media[].thumb':
    'Path to a thumbnail (animated and video stickers, GIFs, videos), relative to this file.',
  'messages[].media[].description': 'A known description: it seeds the description cache, so no model call.',
  'messages[].reactions': 'Reactions to the message: one entry per person and emoji.',
  'messages[].reactions[].emoji': 'The reaction emoji.',
  'messages[].reactions[].from': 'Who reacted: `me.id` or a user id.',
  'messages[].mentioned': 'Telegram marked the message as mentioning the persona (default: false).',
  'messages[].service': 'Makes this a service message (a join, leave, pin, new title or photo).',
  'messages[].service.kind': 'join, leave, pin, title, photo or other.',
  'messages[].service.users': 'Whom the event is about (added or removed users); default: the sender.',
  'messages[].service.message_id': 'The pinned message, for pin.',
  'messages[].service.text': 'The new title, or a description for other.',
  'messages[].grouped_id':
    'Telegram’s album id: the messages of one album share it. Consecutive messages of one sender with one album id reach the model as one message with every item.',
  'messages[].edited_at': 'When the message was last edited (ISO time); its header reads (edited HH:MM).',
  'messages[].bot':
    'Sent by a bot account: never answered (an incoming one starts no turn); context in the history.',
  'users[].contact': 'In the persona’s contacts. Carried, used by later features.',
  incoming:
    'Messages that arrive while the replay runs, in the order they arrive; each may start a turn, as live.',
  'incoming[].at':
    'When it arrives, after now: an ISO time, or + and a duration after now ("+90s", "+1h30m", "+2d").',
  'incoming[].id':
    'The message id (default: the chat’s next id when it arrives, after anything the persona sent).',
  until:
    'Run the replay clock to this time (ISO, or "+2h" after now): waits, timers and incoming messages due by then happen; later ones do not (default: until the agent has nothing left to do).',
  archive:
    'Older messages Telegram can still fetch by id (reply targets and threads), never in the history window.',
  deleted: 'Ids of messages that no longer exist (replies to them read "deleted").',
  target: 'The message to answer (default: the newest message not sent by me).',
  seen_up_to:
    'The newest message an earlier turn of this chat showed the model: later ones are new to this turn (default: no earlier turn; new = after my last message).',
  trigger:
    'What started the first turn, as the model is told (default: new messages). `run --record` writes it for a turn a scan, an unread mark or a reaction started.',
  'trigger.kind':
    'message, unread-scan (a check of the chats found unread messages), marked-unread (the owner marked the chat unread), operator (answer now), reaction or event.',
  'trigger.message_id': 'The persona’s message that was reacted to.',
  'trigger.emoji': 'The reaction.',
  'trigger.from': 'Who reacted (a user id).',
  'trigger.id': 'The due event’s id (e3), as the persona’s plans list it; optional.',
  'trigger.what': 'The due event’s text.',
  plans_due:
    'Plans that fell due for a turn the first turn replaced (a plan due while the persona slept, then a message): the turn part names them too. Written by `run --record` and `/save` for such a turn.',
  'plans_due[].id': 'The plan’s id (e3); optional.',
  'plans_due[].what': 'The plan’s text.',
  model: 'The scripted model: what it answers and how it describes media.',
  'model.reply':
    'The model’s answer, as task blocks (default: silent): one string answers every turn; a list answers the turns in order, one entry each. An entry may be `{text, finish?, thoughts?}`: Gemini’s finish reason (MAX_TOKENS cuts the last block) and thought parts sent beside the text.',
  'model.describe': 'Scripted media descriptions by media id, served to the describer for that item’s bytes.',
  'model.summary':
    'The answer to a summarising call (several: used in order, the last repeating); absent: no summary is stored.',
  events:
    'The persona’s plans (`# «event»`) when the replay starts; `replay --json` prints the same shape after it, for every chat.',
  'events[].id': 'The event’s short id (e1, e2, …), which the model names to change or cancel it.',
  'events[].at': 'Its next occurrence, local time in the persona’s zone: "2026-05-03 09:00".',
  'events[].every': 'How often it recurs: 30m, 2h, 1d, 1w; absent: once.',
  'events[].times': 'Occurrences left from `at` on; absent with `every`: until cancelled.',
  'events[].what': 'The one-line intent the persona is given when it is due.',
  'events[].chat': 'The chat it belongs to (default: this chat).',
  expect:
    'What the replay must do; `replay` exits 2 when a check fails. Checks here are for the whole replay; `turns` holds checks per turn.',
  'expect.turns': 'Checks per turn, in order (null skips a turn): its actions, and what it wrote.',
  'expect.silent': 'true: nothing (message, sticker, reaction) reached the chat; false: something did.',
  'expect.sends': 'How many messages (texts and stickers) were sent: {min, max}.',
  'expect.sends_match':
    'Patterns each sent text must include one of: a case-folded substring, or /regex/flags.',
  'expect.never_match': 'Patterns no sent text may match: a case-folded substring, or /regex/flags.',
  'expect.replies_to': 'Message ids a sent message must reply to.',
  'expect.memory_has': 'Memory entries that must exist: {kind: note|memory|person|summary, text, user?}.',
  'expect.plans_has': 'Patterns a plan (its what) must match.',
  'expect.no_withheld': 'true: nothing of the answers was withheld.',
  memory: 'What the persona remembers when the turn starts; `replay --json` prints the same shape after it.',
  'memory.notes': 'Notes on this chat, shown first in the request.',
  'memory.notes[].id': 'The note’s short id (n1, n2, …), which the model names to change or delete it.',
  'memory.notes[].text': 'The note as the persona wrote it.',
  'memory.notes[].chat': 'The chat it belongs to (default: this chat).',
  'memory.notes[].pinned': 'Never dropped at the cap.',
  'memory.memories[].pinned': 'Never dropped at the cap.',
  'memory.people[].pinned': 'The fact is pinned: the person is never dropped at the cap.',
  'memory.people[].facts[].pinned': 'Pinned: the person is never dropped at the cap.',
  'memory.notes[].archived': 'The cap archived it: not shown, found by recall.',
  'memory.memories[].archived': 'The cap archived it: not shown, found by recall.',
  'memory.people[].archived': 'The cap archived the person (every fact): not shown, found by recall.',
  'memory.memories':
    'The persona’s memories: each is shown only in the chat it was written in, unless shared.',
  'memory.memories[].shared': 'Shown in every chat, not only the one it was written in.',
  'memory.memories[].id': 'The memory’s short id (m1, m2, …).',
  'memory.memories[].text': 'The memory as the persona wrote it.',
  'memory.memories[].chat': 'The chat it was written in (default: this chat).',
  'memory.people':
    'What the persona knows about people, shown in a chat where they appear in the window: the facts learned there, and shared ones.',
  'memory.people[].user': ID,
  'memory.people[].text': 'One fact about that user (or give facts).',
  'memory.people[].chat': 'Where that fact was learned (default: this chat).',
  'memory.people[].shared': 'The fact follows the person into other chats.',
  'memory.people[].facts': 'What the persona knows about that user, fact by fact.',
  'memory.people[].facts[].text': 'The fact.',
  'memory.people[].facts[].chat': 'Where it was learned (default: this chat).',
  'memory.people[].facts[].shared': 'It follows the person into other chats.',
  'memory.summaries':
    'Summaries of this chat’s older messages; messages up to the newest last_id are not shown again.',
  'memory.summaries[].first_id': 'The first message the summary covers.',
  'memory.summaries[].last_id': 'The last message it covers.',
  'memory.summaries[].text': 'The summary.',
};
