import { Api } from 'telegram';
import { DATE } from '../objects.js';
import type { MtprotoPeer } from './peer.js';

/**
 * The account's update sequence as Telegram keeps it: every event that changes the account's
 * message box (a message in, a message sent, a read) takes the next `pts`, and the log answers
 * `updates.GetState` and `updates.GetDifference` from what really happened. Events can be lost
 * on the way (as when a packet never arrives): the client then sees the next one with a gap.
 */
export class AccountUpdates {
  readonly #peer: MtprotoPeer;
  readonly #log: { pts: number; message: Api.Message; users: Api.TypeUser[] }[] = [];
  #pts = 1;
  #lose = 0;

  constructor(peer: MtprotoPeer) {
    this.#peer = peer;
    peer.on('updates.GetState', () => this.state());
    peer.on<Api.updates.GetDifference>('updates.GetDifference', (req) => this.difference(req.pts));
    peer.on('messages.ReadHistory', () => {
      const pts = this.#next();
      return new Api.messages.AffectedMessages({ pts, ptsCount: 1 });
    });
  }

  get pts(): number {
    return this.#pts;
  }

  /** The next `count` events are recorded but never reach the client. */
  lose(count = 1): this {
    this.#lose += count;
    return this;
  }

  /** Someone writes to the account in a direct chat: the event takes the next pts and is pushed. */
  incoming(message: Api.Message, from: Api.User): void {
    const pts = this.#next();
    this.#log.push({ pts, message, users: [from] });
    if (this.#lose > 0) {
      this.#lose--;
      return;
    }
    this.#peer.push(new Api.UpdateNewMessage({ message, pts, ptsCount: 1 }), { users: [from] });
  }

  /** Several people write at once: one `UpdatesCombined` carries every event, in pts order. */
  incomingCombined(items: { message: Api.Message; from: Api.User }[]): void {
    const updates = items.map(({ message, from }) => {
      const pts = this.#next();
      this.#log.push({ pts, message, users: [from] });
      return new Api.UpdateNewMessage({ message, pts, ptsCount: 1 });
    });
    this.#peer.push(
      new Api.UpdatesCombined({
        updates,
        users: items.map((i) => i.from),
        chats: [],
        date: now(),
        seqStart: 0,
        seq: 0,
      }),
    );
  }

  /** A sent message's answer, with the pts the send took. */
  sent(id: number): Api.UpdateShortSentMessage {
    return new Api.UpdateShortSentMessage({ id, pts: this.#next(), ptsCount: 1, date: now() });
  }

  state(): Api.updates.State {
    return new Api.updates.State({ pts: this.#pts, qts: 0, date: now(), seq: 0, unreadCount: 0 });
  }

  /** What happened after `fromPts`: the messages, or "nothing" when the client is up to date. */
  difference(fromPts: number): Api.updates.TypeDifference {
    if (fromPts >= this.#pts) return new Api.updates.DifferenceEmpty({ date: now(), seq: 0 });
    const missed = this.#log.filter((e) => e.pts > fromPts);
    return new Api.updates.Difference({
      newMessages: missed.map((e) => e.message),
      newEncryptedMessages: [],
      otherUpdates: [],
      chats: [],
      users: missed.flatMap((e) => e.users),
      state: this.state(),
    });
  }

  #next(): number {
    this.#pts += 1;
    return this.#pts;
  }
}

function now(): number {
  return Math.max(DATE, Math.floor(Date.now() / 1000));
}
