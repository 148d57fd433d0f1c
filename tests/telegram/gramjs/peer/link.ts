import { Api } from 'telegram';
import { big } from '../../../../src/telegram/gramjs/peers.js';
import { decryptFromClient, encryptForClient } from './crypto.js';
import { FrameReader, FrameWriter } from './frames.js';
import { isUnencrypted, unencryptedBody, unencryptedMessage } from './key-exchange.js';
import {
  containerBytes,
  contentRelated,
  gzipIfLarge,
  type OutgoingMessage,
  refusal,
  type SessionHost,
  sessionGreeting,
} from './session.js';
import type { ClientEnd, ServerEnd } from './socket.js';
import {
  type Answer,
  checkedAnswerBytes,
  checkedObjectBytes,
  MalformedAnswerError,
  NO_ANSWER,
  RpcErrorReply,
  readClientMessage,
  rpcErrorBytes,
  rpcResultBytes,
  unwrapRequest,
  wrappedWithoutUpdates,
} from './tl.js';

/** What one connection needs of the peer behind it. */
export interface LinkHost extends SessionHost {
  /** The auth key a packet's 8-byte key id names, if this data centre has it. */
  authKeyFor(keyId: Buffer): Buffer | undefined;
  /**
   * The answer to one unencrypted request (a step of a key exchange), as TL bytes; throws to
   * refuse it. Absent: the data centre only takes keys it already has.
   */
  unencrypted?(request: unknown): Promise<Buffer>;
  /**
   * The answer to one request (already unwrapped; `withoutUpdates`: it was wrapped so), which
   * came encrypted with the key whose id is `keyId` (hex).
   */
  answer(request: Api.AnyRequest, withoutUpdates: boolean, keyId: string): Answer | Promise<Answer>;
  /** A ping arrived (counted like a request). */
  pinged(): void;
  /** The transport error to send instead of an answer to the next packet (-404: key unknown), if any. */
  transportFault(): number | undefined;
  /** A script built an answer that is not valid TL; it was replaced by an RPC error. */
  malformed(err: MalformedAnswerError): void;
  closed(link: PeerLink): void;
}

const MSG_CONTAINER = 0x73f1f8dc;

/** A server message before its id and seqno are given: content-related ones take odd seqnos. */
interface Outgoing {
  body: Buffer;
  content: boolean;
}

/**
 * One TCP connection between GramJS and the peer: frames in, decrypted and checked as Telegram
 * checks them (a wrong salt, a msg_id off the server's clock or a seqno of the wrong parity is
 * refused with its notification), a new session greeted, requests acknowledged and answered.
 * What one packet provokes at once goes back in one container; large bodies go gzip_packed.
 */
export class PeerLink implements ServerEnd {
  /** A stalled link takes everything and answers nothing. */
  stalled = false;
  readonly #host: LinkHost;
  readonly #client: ClientEnd;
  readonly #frames = new FrameReader();
  readonly #writer = new FrameWriter();
  #sessionId: Buffer | undefined;
  /** The key the client's last message came under; answers go back under it. */
  #authKey: Buffer | undefined;
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

  /** Sends one TL object (an update) as a message of its own, gzip_packed when large. */
  sendObject(object: { getBytes(): Buffer }): void {
    try {
      this.#send([{ body: gzipIfLarge(checkedObjectBytes(object), this.#host.traffic), content: true }]);
    } catch (err) {
      if (!(err instanceof MalformedAnswerError)) throw err;
      this.#host.malformed(err);
    }
  }

  async #handlePacket(packet: Buffer): Promise<void> {
    const fault = this.#host.transportFault();
    if (fault !== undefined) {
      this.#client.deliver(this.#writer.frame(transportError(fault)));
      return;
    }
    if (isUnencrypted(packet)) {
      await this.#unencrypted(packet);
      return;
    }
    const keyId = packet.subarray(0, 8);
    const authKey = this.#host.authKeyFor(keyId);
    if (!authKey) {
      // Telegram answers a key it does not know with the transport error -404.
      this.#client.deliver(this.#writer.frame(transportError(-404)));
      return;
    }
    const message = decryptFromClient(authKey, packet);
    this.#authKey = authKey;
    this.#sessionId = message.sessionId;
    if (this.stalled) return;
    const isContainer = message.body.length >= 4 && message.body.readUInt32LE(0) === MSG_CONTAINER;
    const objects = await readClientMessage(message.msgId, message.body);
    const refused = refusal(
      this.#host,
      message,
      !isContainer && objects.some((o) => contentRelated(o.object)),
    );
    if (refused) {
      this.#host.traffic.refused.push(refused.errorCode);
      this.#send([{ body: refused.getBytes(), content: false }]);
      return;
    }
    const batch: Outgoing[] = [];
    const greeting = sessionGreeting(this.#host, message);
    if (greeting) this.#host.traffic.newSessions++;
    if (greeting) batch.push({ body: greeting.getBytes(), content: true });
    const acks: bigint[] = [];
    const results: Outgoing[] = [];
    for (const { msgId, object } of objects) {
      if (object instanceof Api.PingDelayDisconnect || object instanceof Api.Ping) {
        this.#host.pinged();
        results.push({
          body: new Api.Pong({ msgId: big(msgId.toString()), pingId: object.pingId }).getBytes(),
          content: true,
        });
        continue;
      }
      if (!isRequest(object)) continue; // acks, state infos
      acks.push(msgId);
      const request = unwrapRequest(object);
      // Each request is answered on its own: a slow handler never holds up the next.
      const answer = this.#host.answer(request, wrappedWithoutUpdates(object), keyId.toString('hex'));
      if (answer instanceof Promise)
        void answer.then((late) => {
          const result = this.#result(msgId, request, late);
          if (result && !this.stalled) this.#send([result]);
        });
      else {
        const result = this.#result(msgId, request, answer);
        if (result) results.push(result);
      }
    }
    this.#host.traffic.acked += acks.length;
    if (acks.length > 0)
      batch.push({
        body: new Api.MsgsAck({ msgIds: acks.map((id) => big(id.toString())) }).getBytes(),
        content: false,
      });
    this.#send([...batch, ...results]);
  }

  /** A key exchange step: answered unencrypted, or refused by closing the connection. */
  async #unencrypted(packet: Buffer): Promise<void> {
    if (!this.#host.unencrypted) throw new Error('this data centre takes no new keys');
    const request: unknown = await readClientMessage(0n, unencryptedBody(packet)).then((o) => o[0]?.object);
    const answer = await this.#host.unencrypted(request);
    this.#client.deliver(this.#writer.frame(unencryptedMessage(this.#host.nextMsgId(), answer)));
  }

  /** The rpc_result for one request, or nothing when the script never answers. */
  #result(msgId: bigint, request: Api.AnyRequest, answer: Answer): Outgoing | undefined {
    if (answer === NO_ANSWER) return undefined;
    if (answer instanceof RpcErrorReply)
      return { body: rpcResultBytes(msgId, rpcErrorBytes(answer)), content: true };
    try {
      return {
        body: rpcResultBytes(msgId, gzipIfLarge(checkedAnswerBytes(request, answer), this.#host.traffic)),
        content: true,
      };
    } catch (err) {
      if (!(err instanceof MalformedAnswerError)) throw err;
      this.#host.malformed(err);
      const refusal = new RpcErrorReply(400, 'PEER_ANSWER_MALFORMED');
      return { body: rpcResultBytes(msgId, rpcErrorBytes(refusal)), content: true };
    }
  }

  /** Seals messages for the client: one alone, several in a container (whose own seqno is even). */
  #send(messages: Outgoing[]): void {
    if (!this.#open || !this.#sessionId || !this.#authKey || messages.length === 0) return;
    const numbered = messages.map((m) => this.#numbered(m));
    const sole = numbered.length === 1 ? numbered[0] : undefined;
    if (!sole) this.#host.traffic.inContainers += numbered.length;
    const message = sole ?? this.#numbered({ body: containerBytes(numbered), content: false });
    const sealed = encryptForClient(this.#authKey, {
      salt: this.#host.salt,
      sessionId: this.#sessionId,
      ...message,
    });
    this.#client.deliver(this.#writer.frame(sealed));
  }

  #numbered(message: Outgoing): OutgoingMessage {
    const seqNo = message.content ? this.#seq++ * 2 + 1 : this.#seq * 2;
    return { msgId: this.#host.nextMsgId(), seqNo, body: message.body };
  }
}

/** A transport error is a bare 4-byte frame: the negative code, not encrypted. */
function transportError(code: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32LE(code, 0);
  return bytes;
}

function isRequest(object: unknown): object is Api.AnyRequest {
  return contentRelated(object) && !(object instanceof Api.MsgsAck);
}
