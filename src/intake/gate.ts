import { type AccessPolicy, OPEN_ACCESS } from '../config/persona-schema.js';
import type { ConnectionMemory } from '../store/connection-memory.js';
import type { Clock } from '../support/clock.js';
import { errorMessage } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import type { TurnTrigger } from '../tasks/types.js';
import type { DialogPort, TelegramPort, UnreadDialog } from '../telegram/port.js';
import type { ChatId, InboundMessage, MessageId } from '../telegram/types.js';
import { calledByName, calloutNames, directAllowed, groupRequiresMention } from './access.js';
import { Blocklist } from './blocklist.js';
import type { IntakeOutcome } from './intake.js';
import { KnownAuthors, ScanMemory } from './seen.js';

/** What started a turn that no new message started. */
export type GateTurnTrigger = TurnTrigger;

/** Where accepted messages and explicit requests for attention go (the agent runtime). */
export interface GateSink {
  accept(message: InboundMessage, trigger?: TurnTrigger): Promise<IntakeOutcome>;
  startTurn(chatId: ChatId, targetId?: MessageId, trigger?: TurnTrigger): Promise<void>;
  /** A message that starts no turn but is part of the conversation (stored as context). */
  remember?(message: InboundMessage): Promise<void>;
  /** A message the account itself sent: ours, or its owner writing from another device. */
  outgoing?(message: InboundMessage): Promise<void>;
}

const MARKED_UNREAD: TurnTrigger = { kind: 'marked-unread' };

/**
 * The chats whose unread mark is the persona's own (set by it, or about to be): the store's
 * `ConnectionMemory`, so a restart still knows them.
 */
export type OwnUnreadMarks = Pick<ConnectionMemory, 'ownMarks' | 'marking' | 'marked' | 'cleared'>;

/** Own marks for a gate with no store (tests, the offline world): kept for the process only. */
class OwnUnreadMarksInMemory implements OwnUnreadMarks {
  /** By chat: whether Telegram took the mark yet. */
  readonly #chats = new Map<ChatId, boolean>();

  async ownMarks(): Promise<Set<ChatId>> {
    return new Set(this.#chats.keys());
  }

  async marking(chatId: ChatId): Promise<void> {
    if (!this.#chats.has(chatId)) this.#chats.set(chatId, false);
  }

  async marked(chatId: ChatId): Promise<void> {
    this.#chats.set(chatId, true);
  }

  async cleared(chatIds: readonly ChatId[]): Promise<void> {
    for (const chatId of chatIds) if (this.#chats.get(chatId) === true) this.#chats.delete(chatId);
  }
}

/** Messages that start no turn but belong to the conversation: stored as context. */
const KEPT_AS_CONTEXT: ReadonlySet<IgnoreReason> = new Set([
  'not_allowed',
  'not_mentioned',
  'channel',
  'cannot_write',
]);

export interface GateOptions {
  /** How long the blocklist and a chat's mute state are trusted. */
  blocklistTtlMs: number;
  muteTtlMs: number;
  /** After a failed refresh, when to try again (the old answer is kept meanwhile). */
  retryMs: number;
  scanMaxDialogs: number;
  /** Pause between chats a scan reads messages from. */
  scanPaceMs: number;
  /** Unread messages read per chat in a scan. */
  scanFetchLimit: number;
  /**
   * Accounts of the other personas run by this process: their messages are context, never
   * triggers, or two personas in one group would answer each other forever.
   */
  siblingIds: readonly string[];
  /**
   * Messages older than this get no turn (and are left unread): what piled up while the agent
   * was not running is the owner's, not a queue of things to answer at once.
   */
  maxAgeMs: number;
  /** Who may start a turn (read at every message, so a reload applies at once). */
  access: () => AccessPolicy;
  /** Telegram user ids of the admins: a direct chat with one is always open. */
  admins: () => readonly string[];
  /** The persona's name, which group members call it by. */
  personaName: () => string;
  /** `own`: a reaction to the persona's own message starts a turn. */
  reactionTurns: () => 'off' | 'own';
}

export const DEFAULT_GATE_OPTIONS: GateOptions = {
  blocklistTtlMs: 60_000,
  muteTtlMs: 60_000,
  retryMs: 15_000,
  scanMaxDialogs: 200,
  scanPaceMs: 1_000,
  scanFetchLimit: 50,
  siblingIds: [],
  maxAgeMs: Number.POSITIVE_INFINITY,
  access: () => OPEN_ACCESS,
  admins: () => [],
  personaName: () => '',
  reactionTurns: () => 'off',
};

export type IgnoreReason =
  | 'own'
  | 'service'
  | 'system_chat'
  | 'blocked'
  | 'muted'
  | 'persona'
  | 'too_old'
  | 'bot'
  | 'not_allowed'
  | 'not_mentioned'
  /** Posted as a channel (a linked channel's auto-forward, or someone writing as their channel). */
  | 'channel'
  /** The persona may not write in the chat (its rights, a closed topic, Telegram's refusal). */
  | 'cannot_write';

export type GateDecision =
  | { action: 'accepted'; outcome: IntakeOutcome; callout: boolean }
  | { action: 'ignored'; reason: IgnoreReason };

export interface ScanReport {
  reason: string;
  dialogs: number;
  /** Chats a turn was started for, with the message it answers. */
  triggered: { chatId: ChatId; targetId?: MessageId; why: 'unread' | 'mention' | 'marked_unread' }[];
}

/** Telegram's service account (login codes): never read by the model, never answered. */
const TELEGRAM_SERVICE_ID = '777000';

/**
 * Which messages deserve a turn. Blocked senders are ignored; a muted chat
 * is answered only when called out (a mention or a reply to the agent); the agent's own saved
 * messages and Telegram's service chat are never answered; service messages (joins, pins) are
 * context, not triggers. Scans find what live updates missed — unread chats, unread mentions in
 * muted chats, chats marked unread by hand (`UpdateDialogUnreadMark`) — and answer
 * the newest unread message (not the oldest). The blocklist is read whole and a failed
 * refresh is retried later instead of freezing an empty list.
 */
export class Gate {
  readonly #port: TelegramPort & DialogPort;
  readonly #sink: GateSink;
  readonly #clock: Clock;
  readonly #log: Logger;
  readonly #o: GateOptions;
  readonly #asleep: () => boolean;
  readonly #blocklist: Blocklist;
  readonly #mutes = new Map<ChatId, { muted: boolean; until: number }>();
  /** Chats the persona marked unread itself (for the owner): their mark asks nothing of it. */
  readonly #ownMarks: OwnUnreadMarks;
  readonly #authors = new KnownAuthors();
  /** Chats the persona may not write in, with the reason last logged. */
  readonly #silenced = new Map<ChatId, string>();
  readonly #scanMemory = new ScanMemory();
  #selfId: string | undefined;
  #scanning: Promise<ScanReport> | undefined;

  constructor(deps: {
    port: TelegramPort & DialogPort;
    sink: GateSink;
    clock: Clock;
    log: Logger;
    options?: Partial<GateOptions>;
    /** The persona's schedule says it sleeps: no scans (they would read chats and mark them read). */
    asleep?: () => boolean;
    /** Where its own unread marks are kept (default: in memory). */
    ownMarks?: OwnUnreadMarks;
  }) {
    this.#ownMarks = deps.ownMarks ?? new OwnUnreadMarksInMemory();
    this.#asleep = deps.asleep ?? (() => false);
    this.#port = deps.port;
    this.#sink = deps.sink;
    this.#clock = deps.clock;
    this.#log = deps.log;
    this.#o = { ...DEFAULT_GATE_OPTIONS, ...deps.options };
    this.#blocklist = new Blocklist(() => this.#port.blockedUsers(), deps.clock, deps.log, this.#o);
  }

  /** A new message from the live update stream. */
  async onMessage(message: InboundMessage): Promise<GateDecision> {
    this.#authors.note([message]);
    if (message.out && !(await this.#isSystemChat(message.chatId)))
      await this.#quietly('check an outgoing message', async () => this.#sink.outgoing?.(message));
    const ignored = (await this.#ignoreReason(message)) ?? (await this.#accessRefusal(message));
    if (ignored) {
      this.#log.debug('message not answered', { chat: message.chatId, message: message.id, reason: ignored });
      if (KEPT_AS_CONTEXT.has(ignored))
        await this.#quietly('store a message as context', async () => this.#sink.remember?.(message));
      return { action: 'ignored', reason: ignored };
    }
    const callout = message.mentioned;
    if (!callout && (await this.#isMuted(message.chatId))) {
      this.#log.debug('message in a muted chat not answered', { chat: message.chatId, message: message.id });
      return { action: 'ignored', reason: 'muted' };
    }
    const outcome = await this.#sink.accept(message);
    if (callout) await this.#quietly('clear mentions', () => this.#port.clearMentions(message.chatId));
    return { action: 'accepted', outcome, callout };
  }

  /** Someone marked the chat unread by hand: an explicit request for attention, even when muted. */
  async onMarkedUnread(chatId: ChatId): Promise<MessageId | undefined> {
    if (
      (await this.#ownMarks.ownMarks()).has(chatId) ||
      (await this.#isSystemChat(chatId)) ||
      (await this.#cannotWrite(chatId))
    )
      return undefined;
    const recent = await this.#port.history(chatId, this.#o.scanFetchLimit);
    this.#authors.note(recent);
    const target = await this.#newestEligible(recent);
    const outcome = target ? await this.#sink.accept(target, MARKED_UNREAD) : undefined;
    if (outcome !== 'queued') await this.#sink.startTurn(chatId, target?.id, MARKED_UNREAD);
    await this.#quietly('clear the unread mark', () => this.#port.clearUnreadMark(chatId));
    this.#log.info('chat marked unread: answering', { chat: chatId, target: target?.id });
    return target?.id;
  }

  /**
   * Someone reacted to a message. With `reaction_turns: own`, a reaction by someone who may
   * write to the persona, on one of the persona's own messages, starts a turn answering it.
   */
  async onReaction(chatId: ChatId, messageId: MessageId, emoji: string, fromId?: string): Promise<boolean> {
    if (this.#o.reactionTurns() !== 'own' || (await this.#isSystemChat(chatId))) return false;
    if (await this.#cannotWrite(chatId)) return false;
    const me = (await this.#port.me()).id;
    if (fromId === me) return false;
    const message = await this.#port.message(chatId, messageId);
    if (!message?.out) return false;
    if (fromId !== undefined) {
      if (this.#o.siblingIds.includes(fromId) || (await this.#blocklist.has(fromId))) return false;
      const chat = await this.#port.chat(chatId);
      const reactor = { senderId: fromId };
      if (chat.kind === 'direct' && !directAllowed(reactor, chat, this.#o.access(), this.#o.admins()))
        return false;
    }
    const trigger: GateTurnTrigger = { kind: 'reaction', messageId, emoji };
    if (fromId !== undefined) trigger.fromId = fromId;
    await this.#sink.startTurn(chatId, messageId, trigger);
    this.#log.info('reaction to the persona: answering', { chat: chatId, message: messageId, emoji });
    return true;
  }

  /** Looks through the dialogs for unread work. Concurrent calls share one scan. */
  scan(reason: string): Promise<ScanReport> {
    if (this.#asleep()) {
      this.#log.debug('asleep by the schedule: no unread scan', { reason });
      return Promise.resolve({ reason, dialogs: 0, triggered: [] });
    }
    this.#scanning ??= this.#scan(reason).finally(() => {
      this.#scanning = undefined;
    });
    return this.#scanning;
  }

  /**
   * Marks a chat unread so the owner sees it needs attention (a reply that could not be sent).
   * The mark is recorded as the persona's own before Telegram shows it: it starts no turn, and
   * it stays the owner's to clear; once Telegram shows the chat without it, a new mark is
   * someone's request again. Until Telegram took it, it stays to be made (false: not taken).
   */
  async markUnread(chatId: ChatId): Promise<boolean> {
    const now = this.#clock.now();
    await this.#ownMarks.marking(chatId, now);
    try {
      await this.#port.setUnreadMark(chatId);
    } catch (err) {
      this.#log.warn('could not mark the chat unread', { chat: chatId, reason: errorMessage(err) });
      return false;
    }
    await this.#ownMarks.marked(chatId, now);
    return true;
  }

  /** Forget the cached blocklist (after the agent blocked or unblocked someone). */
  invalidateBlocklist(): void {
    this.#blocklist.invalidate();
  }

  async #scan(reason: string): Promise<ScanReport> {
    const dialogs = await this.#withoutOwnMarks(await this.#port.unreadDialogs(this.#o.scanMaxDialogs));
    const report: ScanReport = { reason, dialogs: dialogs.length, triggered: [] };
    this.#scanMemory.keepOnly(dialogs);
    let first = true;
    for (const dialog of dialogs) {
      // Archived chats are the owner's way of saying "not now".
      if (dialog.archived || (await this.#isSystemChat(dialog.chatId))) continue;
      if (!this.#scanMemory.needsReading(dialog, this.#clock.now(), this.#o.maxAgeMs)) continue;
      if (!first) await this.#clock.sleep(this.#o.scanPaceMs);
      first = false;
      try {
        const triggered = await this.#scanDialog(dialog);
        if (triggered) report.triggered.push({ chatId: dialog.chatId, ...triggered });
        this.#scanMemory.judged(dialog);
      } catch (err) {
        this.#log.warn('scan: chat skipped', { chat: dialog.chatId, reason: errorMessage(err) });
      }
    }
    if (report.triggered.length > 0 || reason !== 'periodic')
      this.#log.info('unread scan done', {
        reason,
        unreadChats: dialogs.length,
        answered: report.triggered.length,
      });
    return report;
  }

  async #scanDialog(
    dialog: UnreadDialog,
  ): Promise<{ targetId?: MessageId; why: 'unread' | 'mention' | 'marked_unread' } | undefined> {
    const { chatId } = dialog;
    this.#mutes.set(chatId, { muted: dialog.muted, until: this.#clock.now() + this.#o.muteTtlMs });
    if (await this.#cannotWrite(chatId)) return undefined;
    const mentions =
      dialog.unreadMentions > 0 ? await this.#port.unreadMentions(chatId, this.#o.scanFetchLimit) : [];
    const unread =
      !dialog.muted && dialog.unreadCount > 0
        ? (await this.#port.history(chatId, Math.min(dialog.unreadCount, this.#o.scanFetchLimit))).filter(
            (m) => m.id > dialog.readInboxMaxId,
          )
        : [];
    this.#authors.note([...unread, ...mentions]);
    const target = await this.#newestEligible([...unread, ...mentions]);
    let result: { targetId?: MessageId; why: 'unread' | 'mention' | 'marked_unread' } | undefined;
    if (target) {
      const trigger: TurnTrigger = dialog.markedUnread ? MARKED_UNREAD : { kind: 'unread-scan' };
      const outcome = await this.#sink.accept(target, trigger);
      const why = mentions.some((m) => m.id === target.id) ? 'mention' : 'unread';
      if (outcome === 'queued') result = { targetId: target.id, why };
    }
    if (dialog.markedUnread) {
      if (!result) {
        const fallback = target ?? (await this.#newestEligible(await this.#port.history(chatId, 20)));
        await this.#sink.startTurn(chatId, fallback?.id, MARKED_UNREAD);
        result = fallback ? { targetId: fallback.id, why: 'marked_unread' } : { why: 'marked_unread' };
      }
      await this.#quietly('clear the unread mark', () => this.#port.clearUnreadMark(chatId));
    }
    if (dialog.unreadMentions > 0)
      await this.#quietly('clear mentions', () => this.#port.clearMentions(chatId));
    return result;
  }

  /**
   * Dialogs as the gate judges them: a mark the persona set itself is no request for attention.
   * A chat Telegram shows unmarked again forgets it: the owner has seen it.
   */
  async #withoutOwnMarks(dialogs: UnreadDialog[]): Promise<UnreadDialog[]> {
    const own = await this.#ownMarks.ownMarks();
    if (own.size === 0) return dialogs;
    const marked = new Set(dialogs.filter((d) => d.markedUnread).map((d) => d.chatId));
    await this.#ownMarks.cleared([...own].filter((chatId) => !marked.has(chatId)));
    return dialogs.map((d) => (own.has(d.chatId) ? { ...d, markedUnread: false } : d));
  }

  /** The newest message someone else wrote that may be answered. */
  async #newestEligible(messages: readonly InboundMessage[]): Promise<InboundMessage | undefined> {
    const newestFirst = [...messages].sort((a, b) => b.id - a.id);
    for (const message of newestFirst)
      if (!((await this.#ignoreReason(message)) ?? (await this.#accessRefusal(message)))) return message;
    return undefined;
  }

  async #ignoreReason(message: InboundMessage): Promise<IgnoreReason | undefined> {
    if (message.out) return 'own';
    if (await this.#isSystemChat(message.chatId)) return 'system_chat';
    if (message.service) return 'service';
    // Bots answer instantly and forever; Telegram's service account sends login codes.
    if (message.fromBot || message.senderId === TELEGRAM_SERVICE_ID) return 'bot';
    // A chat as the sender: a channel's post (auto-forwarded, or someone posting as a channel).
    if (message.senderId.startsWith('-') && message.senderId !== message.chatId) return 'channel';
    if (this.#clock.now() - message.date * 1000 > this.#o.maxAgeMs) return 'too_old';
    if (this.#o.siblingIds.includes(message.senderId)) return 'persona';
    if (await this.#blocklist.has(message.senderId)) return 'blocked';
    if (await this.#cannotWrite(message.chatId)) return 'cannot_write';
    return undefined;
  }

  /**
   * The access policy: who may start a turn in a direct chat, and whether a group needs a
   * callout. The default policy asks nothing of Telegram.
   */
  async #accessRefusal(message: InboundMessage): Promise<IgnoreReason | undefined> {
    // An anonymous admin is the group itself speaking: answered only when it calls the persona.
    if (message.senderId === message.chatId && message.chatId.startsWith('-'))
      return (await this.#isCallout(message)) ? undefined : 'not_mentioned';
    const policy = this.#o.access();
    if (policy.dmPolicy === 'open' && !policy.requireMention && Object.keys(policy.groups).length === 0)
      return undefined;
    const chat = await this.#port.chat(message.chatId);
    if (chat.kind === 'direct')
      return directAllowed(message, chat, policy, this.#o.admins()) ? undefined : 'not_allowed';
    if (!groupRequiresMention(message.chatId, policy)) return undefined;
    return (await this.#isCallout(message)) ? undefined : 'not_mentioned';
  }

  /** A mention, a reply to one of the persona's messages, or the persona called by name. */
  async #isCallout(message: InboundMessage): Promise<boolean> {
    if (message.mentioned) return true;
    const me = await this.#port.me();
    if (calledByName(message.text, calloutNames(this.#o.personaName(), me))) return true;
    if (message.replyToId === undefined) return false;
    const known = this.#authors.isOwn(message.chatId, message.replyToId);
    if (known !== undefined) return known;
    try {
      const target = await this.#port.message(message.chatId, message.replyToId);
      if (target) this.#authors.note([target]);
      return target?.out === true;
    } catch (err) {
      this.#log.warn('replied-to message not read; not a callout', { reason: errorMessage(err) });
      this.#scanMemory.doubt(message.chatId);
      return false;
    }
  }

  /** Whether the persona may not write in the chat (or forum topic); said once per chat and reason. */
  async #cannotWrite(chatId: ChatId): Promise<boolean> {
    const reason = await this.#port.cannotWrite(chatId);
    if (reason && reason !== this.#silenced.get(chatId))
      this.#log.info('cannot write in this chat: no turn', { chat: chatId, reason });
    if (reason) this.#silenced.set(chatId, reason);
    else this.#silenced.delete(chatId);
    return reason !== undefined;
  }

  async #isSystemChat(chatId: ChatId): Promise<boolean> {
    this.#selfId ??= (await this.#port.me()).id;
    return chatId === TELEGRAM_SERVICE_ID || chatId === this.#selfId;
  }

  /** Mute state, cached; a failed lookup counts as not muted for a short while. */
  async #isMuted(chatId: ChatId): Promise<boolean> {
    const now = this.#clock.now();
    const cached = this.#mutes.get(chatId);
    if (cached && cached.until > now) return cached.muted;
    try {
      const muted = await this.#port.isMuted(chatId);
      this.#mutes.set(chatId, { muted, until: now + this.#o.muteTtlMs });
      return muted;
    } catch (err) {
      this.#log.warn('mute state not read; treating the chat as not muted', {
        chat: chatId,
        reason: errorMessage(err),
      });
      this.#mutes.set(chatId, { muted: false, until: now + this.#o.retryMs });
      return false;
    }
  }

  async #quietly(what: string, action: () => Promise<void>): Promise<void> {
    try {
      await action();
    } catch (err) {
      this.#log.warn(`could not ${what}`, { reason: errorMessage(err) });
    }
  }
}
