import { Api } from 'telegram';
import { big } from '../../../../src/telegram/gramjs/peers.js';
import { decryptFromClient, encryptForClient } from './crypto.js';
import { FrameReader, FrameWriter } from './frames.js';
import type { ClientEnd, ServerEnd } from './socket.js';
import {
  type Answer,
  NO_ANSWER,
  readClientMessage,
  rpcResultBytes,
  unwrapRequest,
  wrappedWithoutUpdates,
} from './tl.js';

/** What one connection needs of the peer behind it. */
export interface LinkHost {
  authKey: Buffer;
  /** A new server message id (increasing, odd as the server's are). */
  nextMsgId(): bigint;
  /** The answer to one request (already unwrapped; `withoutUpdates`: it was wrapped so). */
  answer(request: Api.AnyRequest, withoutUpdates: boolean): Promise<Answer>;
  /** A ping arrived (counted like a request). */
  pinged(): void;
  /** Telegram's transport error sent for every packet instead of an answer (-404: key unknown). */
  transportError?: number;
  closed(link: PeerLink): void;
}

/**
 * One TCP connection between GramJS and the peer: frames in, decrypted, each object of each
 * message handled in order (requests answered with rpc_result, pings with pong, acks dropped);
 * server messages sealed with the session's auth key and framed back.
 */
export class PeerLink implements ServerEnd {
  /** A stalled link takes everything and answers nothing. */
  stalled = false;
  readonly #host: LinkHost;
  readonly #client: ClientEnd;
  readonly #frames = new FrameReader();
  readonly #writer = new FrameWriter();
  #session: { salt: Buffer; sessionId: Buffer } | undefined;
  #seq = 0;
  #open = true;
  #work: Promise<void> = Promise.resolve();

  constructor(host: LinkHost, client: ClientEnd) {
    this.#host = host;
    this.#client = client;
  }

  get open(): boolean {
    return this.#open;
  }

  receive(bytes: Buffer): void {
    if (!this.#open) return;
    for (const packet of this.#frames.push(bytes)) {
      this.#work = this.#work.then(() => this.#handlePacket(packet)).catch(() => this.drop());
    }
  }

  close(): void {
    if (!this.#open) return;
    this.#open = false;
    this.#host.closed(this);
  }

  /** The server (or the network) ends the connection. */
  drop(): void {
    if (!this.#open) return;
    this.close();
    this.#client.hangUp();
  }

  /** Sends one TL object as a message of its own (an update, a pong). */
  sendObject(object: { getBytes(): Buffer }): void {
    this.#send(object.getBytes());
  }

  async #handlePacket(packet: Buffer): Promise<void> {
    if (this.#host.transportError !== undefined) {
      // A transport error is a bare 4-byte frame: the negative code, not encrypted.
      const code = Buffer.alloc(4);
      code.writeInt32LE(this.#host.transportError, 0);
      this.#client.deliver(this.#writer.frame(code));
      return;
    }
    const message = decryptFromClient(this.#host.authKey, packet);
    this.#session = { salt: message.salt, sessionId: message.sessionId };
    if (this.stalled) return;
    for (const { msgId, object } of await readClientMessage(message.msgId, message.body)) {
      if (object instanceof Api.PingDelayDisconnect || object instanceof Api.Ping) {
        this.#host.pinged();
        this.sendObject(new Api.Pong({ msgId: big(msgId.toString()), pingId: object.pingId }));
        continue;
      }
      if (!isRequest(object)) continue; // acks, state infos
      const request = unwrapRequest(object);
      // Each request is answered on its own: a slow handler never holds up the next.
      void this.#host.answer(request, wrappedWithoutUpdates(object)).then((answer) => {
        if (answer === NO_ANSWER || this.stalled) return;
        this.#send(rpcResultBytes(msgId, answer));
      });
    }
  }

  #send(body: Buffer): void {
    if (!this.#open || !this.#session) return;
    const sealed = encryptForClient(this.#host.authKey, {
      ...this.#session,
      msgId: this.#host.nextMsgId(),
      seqNo: this.#seq++ * 2 + 1,
      body,
    });
    this.#client.deliver(this.#writer.frame(sealed));
  }
}

function isRequest(object: unknown): object is Api.AnyRequest {
  return (
    typeof object === 'object' &&
    object !== null &&
    'classType' in object &&
    object.classType === 'request' &&
    !(object instanceof Api.MsgsAck)
  );
}
