import { truncate } from '../conversation/sanitize.js';
import { weekdayOf } from '../conversation/time.js';
import type { ChatMsg, Part, ReplyRef } from '../conversation/types.js';
import type { MessageId, UserId } from '../telegram/types.js';
import type { Content } from './types.js';

/**
 * The text form of the chat. Facts we add are wrapped in ⟦…⟧, which the sanitiser removes from
 * anything a user wrote, so the model can tell our annotations from people's words; inside them,
 * quoted texts, and names that are more than letters, stand in curly quotes they cannot close. Each fact appears
 * once: a person's user id and username when they first speak, their name when the sender
 * changes and at the start of every turn, the date (with its weekday) only when the day changes,
 * the time only when the minute changes, a replied-to message's text only when it is not itself
 * in the window or far above the reply.
 */

export interface RenderOptions {
  /** Reactions named with their author across the whole prompt; the rest are counted (default 40). */
  reactionNames?: number;
  /** Reactions named with their author on one message (default 6). */
  reactionNamesPerMessage?: number;
}

export const REACTION_NAMES = 40;
export const REACTION_NAMES_PER_MESSAGE = 6;
/** A replied-to message further back than this many messages gets a short quote, even in the window. */
export const FAR_BACK = 20;
/** Length of that short quote. */
export const FAR_QUOTE_MAX = 120;

type Meta = Extract<Part, { kind: 'meta' }>;

/**
 * One Content per run of messages: consecutive messages of the same sender share a turn (one
 * part per message, each with its own id) unless one of them carries media, which stays apart.
 */
export function renderTurns(window: readonly ChatMsg[], options: RenderOptions = {}): Content[] {
  const state = new RenderState(window, options);
  const contents: Content[] = [];
  let open: { key: string; media: boolean; content: Content } | undefined;
  for (const message of window) {
    // Checked first: a message left out must not count as the one before for names and times.
    if (isEmptyOwnMessage(message)) continue;
    const key = message.isAgent ? 'agent' : `user:${message.senderId}`;
    const media = message.parts.some((p) => p.kind === 'media');
    const joins = open !== undefined && open.key === key && !open.media && !media;
    const text = state.renderMessage(message, !joins);
    if (joins && open) open.content.parts.push({ text });
    else {
      open = { key, media, content: { role: message.isAgent ? 'model' : 'user', parts: [{ text }] } };
      contents.push(open.content);
    }
  }
  return contents;
}

/** The persona's own message with nothing in it (a service message of ours, say): left out. */
function isEmptyOwnMessage(message: ChatMsg): boolean {
  return message.isAgent && message.parts.every((p) => p.kind === 'meta');
}

class RenderState {
  /** Each window message's position, to tell how far back a replied-to message is. */
  readonly #position: ReadonlyMap<MessageId, number>;
  /** The position of the message being rendered. */
  #current = 0;
  /** Senders whose user id appears in every header: they share a name with someone else. */
  readonly #ambiguous: ReadonlySet<UserId>;
  /** Window senders by lower-cased name, to tell apart a replied-to author who shares a name. */
  readonly #owners: ReadonlyMap<string, ReadonlySet<UserId>>;
  readonly #introduced = new Set<UserId>();
  readonly #namedReactions: ReadonlyMap<MessageId, number>;
  #day = '';
  #minute = '';
  /** '' for the agent; `undefined` before the first message. */
  #previousSender: UserId | undefined;

  constructor(window: readonly ChatMsg[], options: RenderOptions) {
    this.#position = new Map(window.map((m, i) => [m.id, i]));
    this.#owners = namesOf(window);
    this.#ambiguous = new Set(
      [...this.#owners.values()].filter((ids) => ids.size > 1).flatMap((ids) => [...ids]),
    );
    this.#namedReactions = reactionBudget(
      window,
      options.reactionNames ?? REACTION_NAMES,
      options.reactionNamesPerMessage ?? REACTION_NAMES_PER_MESSAGE,
    );
  }

  /** The message as one text part; `startsTurn`: it opens a Content of its own. */
  renderMessage(message: ChatMsg, startsTurn: boolean): string {
    this.#current = this.#position.get(message.id) ?? this.#current;
    return message.parts
      .map((part) =>
        part.kind === 'meta' ? this.#header(message, part, startsTurn) : this.#line(message.id, part),
      )
      .join('\n');
  }

  /**
   * The sender is named when they differ from the previous message's sender, and at the start of
   * every turn: a turn split off by media must not send the model back to find who speaks.
   */
  #header(message: ChatMsg, meta: Meta, startsTurn: boolean): string {
    const words = [`#${meta.messageId}`];
    const sender = message.isAgent ? '' : meta.senderId;
    const named = startsTurn || sender !== this.#previousSender;
    this.#previousSender = sender;
    if (!message.isAgent && named) {
      words.push(meta.senderName);
      const first = !this.#introduced.has(meta.senderId);
      const who: string[] = [];
      // "User 5", or a reserved name ("you", "System", the persona's), already carries the id.
      const ownId = hasOwnId(meta.senderName, meta.senderId);
      if ((first || this.#ambiguous.has(meta.senderId)) && meta.senderId && !ownId)
        who.push(`user ${meta.senderId}`);
      if (first && meta.username) who.push(`@${meta.username}`);
      if (meta.bot) who.push('a bot');
      if (who.length > 0) words.push(`(${who.join(', ')})`);
      this.#introduced.add(meta.senderId);
    }
    const time = this.#time(meta.time);
    if (time) words.push(time);
    // The edit time only: its day is the message's or later, and the text shown is the edited one.
    if (meta.edited !== undefined) words.push(`(edited ${meta.edited.split(' ')[1] ?? meta.edited})`);
    return `⟦${words.join(' ')}⟧`;
  }

  /** `Fri YYYY-MM-DD HH:MM` when the day changes, `HH:MM` when the minute does, else nothing. */
  #time(stamp: string): string {
    const [day = '', minute = ''] = stamp.split(' ');
    if (day !== this.#day) {
      this.#day = day;
      this.#minute = minute;
      const weekday = weekdayOf(day);
      return weekday ? `${weekday} ${stamp}` : stamp;
    }
    if (minute === this.#minute) return '';
    this.#minute = minute;
    return minute;
  }

  #line(id: MessageId, part: Exclude<Part, Meta>): string {
    switch (part.kind) {
      case 'reply': {
        const quote = part.quote ? `, quoting “${quoteText(part.quote)}”` : '';
        return `⟦reply to ${this.#ref(part)}${quote}⟧`;
      }
      case 'thread':
        return `⟦earlier in the thread: ${this.#thread(part).join(' → ')}⟧`;
      case 'forward':
        return `⟦forwarded from ${forwardOrigin(part)}⟧`;
      case 'service':
        return part.event === 'pin' && part.pinned
          ? `⟦pinned ${this.#ref(part.pinned)}⟧`
          : `⟦${serviceText(part)}⟧`;
      case 'text':
        return part.text;
      case 'media':
        return `⟦${part.rendered ?? `${part.mediaKind || 'media'} present uid=${part.mediaId}`}⟧`;
      case 'reactions':
        return `⟦reactions: ${reactionsText(part.reactions, this.#namedReactions.get(id) ?? 0)}⟧`;
    }
  }

  /** The author's name, with their id when someone else in the window has the same name. */
  #author(ref: ReplyRef): string {
    const name = ref.author ?? 'someone';
    const owners = this.#owners.get(name.toLowerCase());
    const shared = ref.authorId && owners && [...owners].some((id) => id !== ref.authorId);
    return shared && ref.authorId && !hasOwnId(name, ref.authorId) ? `${name} (user ${ref.authorId})` : name;
  }

  /** The thread's first message (when known), what is left out, then the chain, oldest first. */
  #thread(part: Extract<Part, { kind: 'thread' }>): string[] {
    const refs: string[] = [];
    // A day is named once for the entries written on it.
    let day: string | undefined;
    if (part.root) {
      refs.push(this.#ref(part.root));
      day = part.root.day;
      if (part.skipped) refs.push(`(${part.skipped} not shown)`);
    } else if (part.continuesAt !== undefined) refs.push(`#${part.continuesAt} (not shown)`);
    for (const entry of part.entries) {
      refs.push(this.#ref(entry, day));
      day = entry.day ?? day;
    }
    return refs;
  }

  /**
   * A replied-to message: its text when the model cannot see it in the window (with its day,
   * unless `dayNamed` just said it), or a short quote when it is in the window but far above,
   * where the model would have to search.
   */
  #ref(ref: ReplyRef, dayNamed?: string): string {
    if (ref.state === 'deleted') return `#${ref.toId} (deleted)`;
    if (ref.state === 'unknown') return `#${ref.toId}`;
    const who = ref.toAgent ? `your #${ref.toId}` : `#${ref.toId} by ${this.#author(ref)}`;
    const position = this.#position.get(ref.toId);
    if (position !== undefined) {
      if (this.#current - position <= FAR_BACK) return who;
      if (ref.text) return `${who}: “${quoteText(truncate(ref.text, FAR_QUOTE_MAX))}”`;
      return ref.media ? `${who}: ${ref.media}` : who;
    }
    const dated = ref.day && ref.day !== dayNamed ? `${who}, ${ref.day}` : who;
    if (ref.text) return `${dated}: “${quoteText(ref.text)}”`;
    if (ref.media) return `${dated}: ${ref.media}`;
    return dated;
  }
}

/** `the channel “News”`, `“Max M.” (hidden account)`, `you`; a person (or unknown) by name. */
function forwardOrigin(part: Extract<Part, { kind: 'forward' }>): string {
  switch (part.origin) {
    case 'channel':
      return `the channel ${part.from}`;
    case 'group':
      return `the group ${part.from}`;
    case 'hidden':
      return `${part.from} (hidden account)`;
    default:
      return part.from;
  }
}

/** Quoted user text on one line; its own curly quotes cannot close ours. */
function quoteText(text: string): string {
  return oneLine(text).replace(/[“”]/g, '"');
}

/** Whether a request part is a message of the history: each starts with its header `⟦#id …⟧`. */
export function isMessageText(text: string): boolean {
  return text.startsWith('⟦#');
}

/** The name already states the id: "User 5" (no name known) or "you (user 5)" (assemble.ts). */
export function hasOwnId(name: string, id: string): boolean {
  return name === `User ${id}` || name.endsWith(`(user ${id})`);
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ');
}

function serviceText(part: Extract<Part, { kind: 'service' }>): string {
  const users = part.users.join(', ');
  switch (part.event) {
    case 'join':
      return part.self ? 'joined the chat' : `added ${users}`;
    case 'leave':
      return part.self ? 'left the chat' : `removed ${users}`;
    case 'pin':
      return part.messageId !== undefined ? `pinned #${part.messageId}` : 'pinned a message';
    case 'title':
      return part.text ? `renamed the chat to “${quoteText(part.text)}”` : 'renamed the chat';
    case 'photo':
      return 'changed the chat photo';
    default:
      return part.text ? `service message: ${part.text}` : 'service message';
  }
}

/** `👍 Alice, you +3; ❤ ×2`: grouped by emoji, at most `named` authors named. */
function reactionsText(
  reactions: readonly { emoji: string; from?: string; count?: number }[],
  named: number,
): string {
  const groups = new Map<string, { names: string[]; more: number }>();
  let left = named;
  for (const r of reactions) {
    let group = groups.get(r.emoji);
    if (!group) {
      group = { names: [], more: 0 };
      groups.set(r.emoji, group);
    }
    if (r.from && left > 0) {
      group.names.push(r.from);
      left--;
    } else group.more += r.count ?? 1;
  }
  return [...groups]
    .map(([emoji, g]) => {
      if (g.names.length === 0) return `${emoji} ×${g.more}`;
      return `${emoji} ${g.names.join(', ')}${g.more > 0 ? ` +${g.more}` : ''}`;
    })
    .join('; ');
}

/**
 * Named reactions per message, within both limits, counted from the window's start: a message's
 * rendering then depends only on it and the messages before it, so a new message or a new
 * reaction never re-renders an older one, and the history stays a cacheable prefix.
 */
function reactionBudget(
  window: readonly ChatMsg[],
  total: number,
  perMessage: number,
): Map<MessageId, number> {
  const out = new Map<MessageId, number>();
  let left = Math.max(0, total);
  for (let i = 0; i < window.length; i++) {
    const message = window[i];
    const part = message?.parts.find((p) => p.kind === 'reactions');
    if (!message || !part) continue;
    const wanted = part.reactions.filter((r) => r.from).length;
    const given = Math.min(wanted, Math.max(0, perMessage), left);
    out.set(message.id, given);
    left -= given;
  }
  return out;
}

/** Window senders (other than the agent) by lower-cased display name. */
function namesOf(window: readonly ChatMsg[]): Map<string, Set<UserId>> {
  const byName = new Map<string, Set<UserId>>();
  for (const m of window) {
    if (m.isAgent) continue;
    const meta = m.parts.find((p) => p.kind === 'meta');
    const key = (meta?.senderName ?? m.senderName).toLowerCase();
    const ids = byName.get(key) ?? new Set<UserId>();
    ids.add(m.senderId);
    byName.set(key, ids);
  }
  return byName;
}
