import { Api } from 'telegram';
import { DATE } from '../objects.js';
import type { MtprotoPeer } from './peer.js';
import { type RpcErrorReply, rpcError } from './tl.js';

interface ChannelEvent {
  pts: number;
  message: Api.Message;
  users: Api.TypeUser[];
}

interface ChannelLog {
  channel: Api.Channel;
  pts: number;
  events: ChannelEvent[];
  readInboxMaxId: number;
}

/**
 * Each channel's (and supergroup's) own update sequence as Telegram keeps it, apart from the
 * account's: a message there takes the channel's next `pts`, and `updates.GetChannelDifference`
 * answers from what really happened in that channel: nothing new (`channelDifferenceEmpty`),
 * the events after the asked pts a page at a time (`channelDifference`, `final` on the last),
 * or, asked from too far back, the channel's dialog and newest messages only
 * (`channelDifferenceTooLong`): the client must read the history again. Events can be lost on
 * the way, and Telegram can say a channel has more than it pushed (`updateChannelTooLong`).
 */
export class ChannelUpdates {
  readonly #peer: MtprotoPeer;
  readonly #logs = new Map<string, ChannelLog>();
  #lose = 0;
  /** A difference asked from more than this many events back is "too long". */
  tooLongAfter = 50;

  constructor(peer: MtprotoPeer, ...channels: Api.Channel[]) {
    this.#peer = peer;
    for (const channel of channels) this.#logs.set(channel.id.toString(), newLog(channel));
    peer.know(...channels);
    peer.on<Api.updates.GetChannelDifference>('updates.GetChannelDifference', (req) => this.difference(req));
    peer.on<Api.channels.ReadHistory>('channels.ReadHistory', (req) => {
      const log = this.#logOf(req.channel);
      if (log) log.readInboxMaxId = Math.max(log.readInboxMaxId, req.maxId);
      return true;
    });
  }

  /** Where a channel's sequence stands. */
  pts(channel: Api.Channel): number {
    return this.#log(channel).pts;
  }

  /** The next `count` events (in any channel) are recorded but never reach the client. */
  lose(count = 1): this {
    this.#lose += count;
    return this;
  }

  /** Someone writes in the channel: the event takes the channel's next pts and is pushed. */
  incoming(channel: Api.Channel, message: Api.Message, from: Api.User): void {
    const update = this.#record(channel, message, [from]);
    if (this.#lose > 0) {
      this.#lose--;
      return;
    }
    this.#peer.push(update, { users: [from], chats: [channel] });
  }

  /** Several people write at once: one `UpdatesCombined` carries every event, in pts order. */
  incomingCombined(channel: Api.Channel, items: { message: Api.Message; from: Api.User }[]): void {
    const updates = items.map(({ message, from }) => this.#record(channel, message, [from]));
    this.#peer.push(
      new Api.UpdatesCombined({
        updates,
        users: items.map((i) => i.from),
        chats: [channel],
        date: now(),
        seqStart: 0,
        seq: 0,
      }),
    );
  }

  /** The channel's dialog as `messages.getDialogs` lists it: its newest message, read state and pts. */
  dialog(channel: Api.Channel): Api.Dialog {
    const log = this.#log(channel);
    const unread = log.events.filter((e) => !e.message.out && e.message.id > log.readInboxMaxId);
    return new Api.Dialog({
      peer: new Api.PeerChannel({ channelId: channel.id }),
      // A new supergroup's history starts with the service message that created it.
      topMessage: log.events.at(-1)?.message.id ?? 1,
      readInboxMaxId: log.readInboxMaxId,
      readOutboxMaxId: 0,
      unreadCount: unread.length,
      unreadMentionsCount: 0,
      unreadReactionsCount: 0,
      notifySettings: new Api.PeerNotifySettings({}),
      pts: log.pts,
    });
  }

  /** The account's own message in the channel: the update a send is answered with. */
  sent(channel: Api.Channel, message: Api.Message): Api.UpdateNewChannelMessage {
    return this.#record(channel, message, []);
  }

  /** Telegram tells the client the channel has more than it pushed: fetch its difference. */
  tooLong(channel: Api.Channel): void {
    this.#peer.push(new Api.UpdateChannelTooLong({ channelId: channel.id }), { chats: [channel] });
  }

  difference(req: Api.updates.GetChannelDifference): Api.updates.TypeChannelDifference | RpcErrorReply {
    const log = this.#logOf(req.channel);
    if (!log) return rpcError(400, 'CHANNEL_INVALID');
    const chats = [log.channel];
    if (req.pts >= log.pts)
      return new Api.updates.ChannelDifferenceEmpty({ final: true, pts: log.pts, timeout: 30 });
    if (log.pts - req.pts > this.tooLongAfter) {
      const newest = log.events.slice(-req.limit);
      return new Api.updates.ChannelDifferenceTooLong({
        final: true,
        timeout: 30,
        dialog: this.dialog(log.channel),
        messages: newest.map((e) => e.message),
        chats,
        users: newest.flatMap((e) => e.users),
      });
    }
    const after = log.events.filter((e) => e.pts > req.pts);
    const page = after.slice(0, req.limit);
    const final = page.length === after.length;
    return new Api.updates.ChannelDifference({
      final,
      pts: final ? log.pts : (page.at(-1)?.pts ?? log.pts),
      timeout: 30,
      newMessages: page.map((e) => e.message),
      otherUpdates: [],
      chats,
      users: page.flatMap((e) => e.users),
    });
  }

  #record(channel: Api.Channel, message: Api.Message, users: Api.TypeUser[]): Api.UpdateNewChannelMessage {
    const log = this.#log(channel);
    log.pts += 1;
    log.events.push({ pts: log.pts, message, users });
    if (message.out) log.readInboxMaxId = Math.max(log.readInboxMaxId, message.id);
    return new Api.UpdateNewChannelMessage({ message, pts: log.pts, ptsCount: 1 });
  }

  #log(channel: Api.Channel): ChannelLog {
    const key = channel.id.toString();
    let log = this.#logs.get(key);
    if (!log) {
      log = newLog(channel);
      this.#logs.set(key, log);
    }
    return log;
  }

  // GramJS types the channel as anything it can resolve; on the wire it is an InputChannel.
  #logOf(input: unknown): ChannelLog | undefined {
    return input instanceof Api.InputChannel ? this.#logs.get(input.channelId.toString()) : undefined;
  }
}

function newLog(channel: Api.Channel): ChannelLog {
  return { channel, pts: 1, events: [], readInboxMaxId: 0 };
}

function now(): number {
  return Math.max(DATE, Math.floor(Date.now() / 1000));
}
