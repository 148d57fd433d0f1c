import type { Persona } from '../config/resolved.js';
import { isSticker } from '../media/render.js';
import type { Clock } from '../support/clock.js';
import type { SimMessageInput, TelegramSimulator } from '../telegram/simulator.js';
import { topicConversation, topicTitle } from '../telegram/topics.js';
import {
  type Account,
  type ChatId,
  type ChatInfo,
  type MediaRef,
  type ServiceEvent,
  type ShownContent,
  type StickerRef,
  shownTitle,
} from '../telegram/types.js';
import { fixtureConversation, type LoadedFixture, messageConversation } from './fixture.js';
import type { FixtureIncoming, FixtureMedia, FixtureMessage } from './fixture-schema.js';
import { knownStickers, simulatedTelegram } from './sim-world.js';

/**
 * The fixture's chat on a simulated Telegram: its people, its messages one minute apart up to
 * the fixture's "now" (or at their own `at`), the archive before them, the deleted ones marked.
 * In a forum each topic the file names is a chat of its own (`group/topic`).
 */
export function fixtureTelegram(
  loaded: LoadedFixture,
  persona: Persona,
  curated: Iterable<{ kind: string; set?: string; emoji?: string }>,
  clock: Clock,
): TelegramSimulator {
  const { fixture } = loaded;
  const chatTitle =
    fixture.chat.title ?? (fixture.chat.type === 'direct' ? (fixture.users[0]?.name ?? 'Someone') : 'Group');
  const simulator = simulatedTelegram(
    {
      me: account(fixture.me),
      users: fixture.users.map(account),
      stickers: [...knownStickers(persona, curated), ...fixtureStickers(loaded)],
      chats: fixtureChats(loaded, chatTitle),
      // A reply into what the file leaves out is unknown, never "deleted": the file does not say.
      unknownMessages: 'unavailable',
    },
    clock,
  );
  seedFixtureMessages(simulator, loaded);
  return simulator;
}

/** The chat, and each forum topic its messages are posted in (titled after the group). */
function fixtureChats(loaded: LoadedFixture, chatTitle: string): ChatInfo[] {
  const { fixture } = loaded;
  const kind = fixture.chat.type;
  const conversations = new Map<ChatId, ChatInfo>();
  const add = (topic: number | undefined, title?: string) => {
    const id = topicConversation(fixture.chat.id, topic);
    if (conversations.has(id)) return;
    const shown =
      id === fixture.chat.id || topic === undefined ? chatTitle : topicTitle(chatTitle, topic, title);
    conversations.set(id, { id, kind, title: shown });
  };
  add(fixture.chat.topic?.id, fixture.chat.topic?.title);
  add(undefined);
  for (const m of [...fixture.messages, ...fixture.archive]) add(m.topic);
  for (const m of fixture.incoming) {
    if (!m.direct) add(m.topic);
    else if (!conversations.has(m.from)) {
      const sender = fixture.users.find((u) => u.id === m.from);
      conversations.set(m.from, { id: m.from, kind: 'direct', title: sender?.name ?? 'Someone' });
    }
  }
  return [...conversations.values()];
}

/** The people of a fixture, as the simulator knows them. */
export function fixtureAccounts(loaded: LoadedFixture): { me: Account; users: Account[] } {
  return { me: account(loaded.fixture.me), users: loaded.fixture.users.map(account) };
}

/** The stickers a fixture's messages carry (they exist in its simulated Telegram). */
export function fixtureStickerRefs(loaded: LoadedFixture): StickerRef[] {
  return fixtureStickers(loaded);
}

/**
 * The fixture's messages in its chat (already added to `simulator`): one minute apart up to the
 * fixture's "now" (or at their own `at`), the archive before them, the deleted ones marked.
 */
export function seedFixtureMessages(simulator: TelegramSimulator, loaded: LoadedFixture): void {
  const { fixture } = loaded;
  const count = fixture.messages.length;
  // The persona stays an id: the prompt calls it "you".
  const names = new Map(fixture.users.map((u) => [u.id, u.name]));
  fixture.messages.forEach((m, i) => {
    simulator.seed(
      messageConversation(fixture, m),
      toSimMessage(m, loaded.nowMs - (count - i) * 60_000, names, fixture.me),
    );
  });
  fixture.archive.forEach((m, i) => {
    simulator.seed(
      messageConversation(fixture, m),
      toSimMessage(m, loaded.nowMs - (count + fixture.archive.length - i) * 60_000, names, fixture.me),
      { archived: true },
    );
  });
  for (const id of fixture.deleted) simulator.markDeleted(fixtureConversation(fixture), id);
}

export function toMediaRef(item: FixtureMedia): MediaRef {
  const ref: MediaRef = { id: item.id, kind: item.kind };
  if (item.set !== undefined) ref.set = item.set;
  if (item.emoji !== undefined) ref.emoji = item.emoji;
  if (item.mime !== undefined) ref.mime = item.mime;
  if (item.duration !== undefined) ref.duration = item.duration;
  if (item.file_name !== undefined) ref.fileName = item.file_name;
  const shown = shownOf(item);
  if (shown) {
    ref.shown = shown;
    ref.title = shownTitle(shown);
  } else if (item.title !== undefined) ref.title = item.title;
  return ref;
}

/** What a poll, location, venue, contact or dice shows, from its fixture fields (never a phone). */
function shownOf(item: FixtureMedia): ShownContent | undefined {
  const { lat, lon } = item;
  switch (item.kind) {
    case 'poll':
      if (item.question === undefined) return undefined;
      return item.closed
        ? { kind: 'poll', question: item.question, options: item.options ?? [], closed: true }
        : { kind: 'poll', question: item.question, options: item.options ?? [] };
    case 'location':
      if (lat === undefined || lon === undefined) return undefined;
      return item.title === undefined
        ? { kind: 'location', lat, lon }
        : { kind: 'location', lat, lon, title: item.title };
    case 'venue':
      if (item.title === undefined || item.address === undefined || lat === undefined || lon === undefined)
        return undefined;
      return { kind: 'venue', title: item.title, address: item.address, lat, lon };
    case 'contact':
      return item.name === undefined ? undefined : { kind: 'contact', name: item.name };
    case 'dice':
      return item.emoji === undefined || item.value === undefined
        ? undefined
        : { kind: 'dice', emoji: item.emoji, value: item.value };
    default:
      return undefined;
  }
}

function account(a: {
  id: string;
  name: string;
  username?: string | undefined;
  contact?: boolean | undefined;
}): Account {
  const out: Account = { id: a.id, name: a.name };
  if (a.username) out.username = a.username;
  if (a.contact !== undefined) out.contact = a.contact;
  return out;
}

/** An `incoming` message as it reaches the simulated chat at `atMs` (its id: given, or the next). */
export function incomingMessage(loaded: LoadedFixture, m: FixtureIncoming, atMs: number): SimMessageInput {
  const names = new Map(loaded.fixture.users.map((u) => [u.id, u.name]));
  return toSimMessage(m, atMs, names, loaded.fixture.me);
}

function toSimMessage(
  m: Omit<FixtureMessage, 'at' | 'id'> & { id?: number | undefined; at?: string | undefined },
  defaultMs: number,
  names: ReadonlyMap<string, string>,
  me: { name: string },
): SimMessageInput {
  const date = Math.floor((m.at && !m.at.startsWith('+') ? Date.parse(m.at) : defaultMs) / 1000);
  return {
    id: m.id,
    from: m.from,
    date,
    text: m.text,
    media: m.media.map(toMediaRef),
    reactions: m.reactions.map((r) => ({ emoji: r.emoji, fromId: r.from })),
    mentioned: m.mentioned,
    replyToId: m.reply_to,
    quote: m.quote,
    forwardFrom: m.forward_from ?? (m.forward_kind === 'self' ? me.name : undefined),
    forwardKind: m.forward_kind,
    service: m.service && toServiceEvent(m.service, names),
    groupedId: m.grouped_id,
    editDate: m.edited_at === undefined ? undefined : Math.floor(Date.parse(m.edited_at) / 1000),
    fromBot: m.bot,
  };
}

/** Telegram names the people of a service message; the fixture gives their ids. */
function toServiceEvent(
  service: NonNullable<FixtureMessage['service']>,
  names: ReadonlyMap<string, string>,
): ServiceEvent {
  const event: ServiceEvent = { kind: service.kind };
  if (service.users) event.users = service.users.map((id) => names.get(id) ?? id);
  if (service.message_id !== undefined) event.messageId = service.message_id;
  if (service.text !== undefined) event.text = service.text;
  return event;
}

/** The stickers the chat's messages carry: they exist too. */
function fixtureStickers(loaded: LoadedFixture): StickerRef[] {
  const out: StickerRef[] = [];
  const { fixture } = loaded;
  for (const message of [...fixture.messages, ...fixture.archive, ...fixture.incoming]) {
    for (const item of message.media) {
      if (isSticker(item.kind) && item.set && item.emoji) out.push({ set: item.set, name: item.emoji });
    }
  }
  return out;
}
