import { Api } from 'telegram';
import type { PromisedNetSockets } from 'telegram/extensions/PromisedNetSockets.js';
import { authKeyId, newAuthKey } from './crypto.js';
import { FileDataCentre, FileStore } from './data-centre.js';
import { KnownEntities } from './entities.js';
import { type LinkHost, PeerLink } from './link.js';
import { emptyTraffic, newServerSalt, serverMsgId } from './session.js';
import { type Acceptor, type ClientEnd, peerSocketClass, type ServerEnd } from './socket.js';
import { type Answer, configFor, type MalformedAnswerError, RpcErrorReply, rpcError } from './tl.js';

/** Answers one request; may be async (a slow server) or return NO_ANSWER (one that never answers). */
export type Handler<R extends Api.AnyRequest = Api.AnyRequest> = (request: R) => Answer | Promise<Answer>;

/**
 * How the network between GramJS and the peer behaves for new connections: `up` works,
 * `refusing` fails each connect at once (nothing listens, no route), `blackhole` leaves each
 * connect pending forever, `stalled` connects and then never answers.
 */
export type NetworkState = 'up' | 'refusing' | 'blackhole' | 'stalled';

/** The data center the peer plays; sessions, configs and photos all name it. */
export const PEER_DC = 2;
const PEER_ADDRESS = '127.0.0.1';

/** One request the peer received, in order. */
export interface ReceivedRequest {
  method: string;
  request: Api.AnyRequest;
  at: number;
  /** It came wrapped in `InvokeWithoutUpdates`: the connection asked not to get updates. */
  withoutUpdates: boolean;
}

/**
 * A scripted Telegram server below GramJS's sender. It holds the session's auth key, so the
 * real `TelegramClient` connects, checks, pings, reconnects, downloads and receives updates with
 * its own code; only the socket is ours. Tests script it by method:
 *
 *   peer.on('messages.GetDialogs', (req) => dialogsPage(...));
 *   peer.push(update); peer.drop(); peer.network = 'refusing';
 *
 * Requests nobody scripted are answered with 400 METHOD_NOT_SCRIPTED and listed in `unscripted`.
 */
export class MtprotoPeer implements Acceptor, LinkHost {
  readonly authKey = newAuthKey();
  readonly requests: ReceivedRequest[] = [];
  readonly unscripted: string[] = [];
  /** Connections GramJS tried, whatever became of them. */
  connectAttempts = 0;
  pings = 0;
  network: NetworkState = 'up';
  /** Set: every packet is answered with this transport error (-404: Telegram forgot the auth key). */
  transportError: number | undefined;
  /** The server salt Telegram accepts; a client message with another gets `bad_server_salt`. */
  salt = newServerSalt();
  /** How far the server's clock runs ahead of the client's, in seconds (msg_ids are checked against it). */
  clockOffsetSeconds = 0;
  /** What the MTProto service layer did: refusals, new sessions, acks, containers, gzip. */
  readonly traffic = emptyTraffic();
  /** Session ids seen on this auth key (a new one is greeted with `new_session_created`). */
  readonly sessions = new Set<string>();
  /** Answers a script built that are not valid TL (each was answered with 400 PEER_ANSWER_MALFORMED). */
  readonly malformedAnswers: string[] = [];
  readonly #transportFaults: number[] = [];
  self: Api.User;
  state = new Api.updates.State({ pts: 1, qts: 0, date: 0, seq: 0, unreadCount: 0 });
  readonly #links = new Set<PeerLink>();
  readonly #handlers = new Map<string, Handler>();
  /** Files on this data centre and the other one. */
  readonly files = new FileStore();
  /** The second data centre, where files may live (see `file`). */
  readonly fileDc: FileDataCentre;
  /** Users and channels the account has met, with the access hashes Telegram checks. */
  readonly entities = new KnownEntities();
  #msgCounter = 0;

  constructor(options: { self: Api.User }) {
    this.self = options.self;
    this.fileDc = new FileDataCentre(this);
    this.on('help.GetConfig', () => this.config());
    this.on<Api.auth.ExportAuthorization>('auth.ExportAuthorization', (req) =>
      req.dcId === this.fileDc.id ? this.fileDc.exportAuthorization() : rpcError(400, 'DC_ID_INVALID'),
    );
    this.on('updates.GetState', () => this.state);
    // An input with a wrong or made-up access hash gets nothing back, as from Telegram.
    this.on<Api.users.GetUsers>('users.GetUsers', (req) =>
      // GramJS types the ids as anything it can resolve; on the wire they are InputUsers.
      (req.id as unknown[]).flatMap((input) => {
        const known = this.entities.user(input, this.self);
        return known ? [known] : [];
      }),
    );
    this.on<Api.channels.GetChannels>('channels.GetChannels', (req) => {
      const chats = (req.id as unknown[]).flatMap((input) => {
        const known = this.entities.channel(input);
        return known ? [known] : [];
      });
      return chats.length > 0 ? new Api.messages.Chats({ chats }) : rpcError(400, 'CHANNEL_INVALID');
    });
    this.on<Api.upload.GetFile>('upload.GetFile', (req) => this.files.serve(req, PEER_DC));
    // Telegram answers a presence change with true, whatever it was.
    this.on('account.UpdateStatus', () => true);
  }

  /** Answers every request of this class ("messages.GetDialogs") with `handler(request)`. */
  on<R extends Api.AnyRequest>(method: R['className'], handler: Handler<R>): this {
    this.#handlers.set(method, handler as Handler);
    return this;
  }

  /** The next `times` requests of this class get `answer` (an RPC error, NO_ANSWER), then the script resumes. */
  once(method: string, answer: Answer, times = 1): this {
    const previous = this.#handlers.get(method);
    let left = times;
    this.#handlers.set(method, (request) => {
      if (left-- > 0) return answer;
      if (previous) return previous(request);
      return this.#unscripted(method);
    });
    return this;
  }

  /**
   * Users and channels the account has met before (`users.GetUsers` and `channels.GetChannels`
   * answer for them; GramJS's getEntity falls back to the first). Everything the peer serves
   * (an answer's or an update's `users` and `chats`) is met too.
   */
  know(...entities: (Api.User | Api.Channel)[]): this {
    this.entities.add(...entities);
    return this;
  }

  /**
   * The bytes `upload.GetFile` serves for a photo size ("<photo id>:<type>") or a document
   * ("<id>"), stored on data centre `dcId` (this one by default; another answers FILE_MIGRATE).
   */
  file(key: string, bytes: Buffer, dcId = PEER_DC): this {
    this.files.put(key, bytes, dcId);
    return this;
  }

  /** `help.GetConfig`'s answer: this data centre, and the addresses of both. */
  config(): Api.Config {
    const dataCentres = [
      { id: PEER_DC, address: PEER_ADDRESS },
      { id: this.fileDc.id, address: this.fileDc.address },
    ];
    return configFor(PEER_DC, dataCentres, nowSeconds());
  }

  /** How many requests of this class arrived. */
  count(method: string): number {
    return this.requests.filter((r) => r.method === method).length;
  }

  /** Requests per method. */
  counts(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const r of this.requests) out[r.method] = (out[r.method] ?? 0) + 1;
    return out;
  }

  /** Requests of one class, as GramJS sent them. */
  sent<R extends Api.AnyRequest>(type: abstract new (...args: never[]) => R): R[] {
    return this.requests.flatMap((r) => (r.request instanceof type ? [r.request] : []));
  }

  /** Open connections right now. */
  get connections(): number {
    return this.#links.size;
  }

  /** Pushes an update (or an Updates container) to every open connection, as Telegram does. */
  push(
    update: Api.TypeUpdates | Api.TypeUpdate,
    entities: { users?: Api.TypeUser[]; chats?: Api.TypeChat[] } = {},
  ): void {
    const updates =
      update instanceof Api.UpdateShortMessage ||
      update instanceof Api.UpdateShortChatMessage ||
      update instanceof Api.UpdatesTooLong ||
      update instanceof Api.Updates ||
      update instanceof Api.UpdatesCombined ||
      update instanceof Api.UpdateShort ||
      update instanceof Api.UpdateShortSentMessage
        ? update
        : new Api.Updates({
            updates: [update],
            users: entities.users ?? [],
            chats: entities.chats ?? [],
            date: nowSeconds(),
            seq: 0,
          });
    this.entities.learnFrom(updates);
    for (const link of this.#links) link.sendObject(updates);
  }

  /** Ends every open connection from the server's side (the network dropped them). */
  drop(): void {
    for (const link of [...this.#links]) link.drop();
    this.fileDc.drop();
  }

  /** Open connections stop answering; new ones too while the network is `stalled`. */
  stall(): void {
    this.network = 'stalled';
    for (const link of this.#links) link.stalled = true;
    this.fileDc.stall();
  }

  /** The network works again for new connections. */
  heal(): void {
    this.network = 'up';
  }

  /** A session string GramJS loads: this data center, the peer's address and its auth key. */
  sessionString(): string {
    const address = Buffer.from(PEER_ADDRESS);
    const head = Buffer.alloc(3);
    head.writeUInt8(PEER_DC, 0);
    head.writeInt16BE(address.length, 1);
    const port = Buffer.alloc(2);
    port.writeInt16BE(443, 0);
    return `1${Buffer.concat([head, address, port, this.authKey]).toString('base64')}`;
  }

  /** The class to pass as GramJS's `networkSocket`. */
  socketClass(): typeof PromisedNetSockets {
    return peerSocketClass(this);
  }

  /** The auth key's id, as GramJS computes it (tests may check the session carries this key). */
  get keyId(): Buffer {
    return authKeyId(this.authKey);
  }

  // ---- Acceptor and LinkHost ----

  /** A connection to this data centre's address or the file data centre's; the network state applies to both. */
  accept(client: ClientEnd, address: { ip: string; port: number }): Promise<ServerEnd> {
    const toFileDc = address.ip === this.fileDc.address;
    if (toFileDc) this.fileDc.connectAttempts++;
    else this.connectAttempts++;
    const listening = toFileDc ? this.fileDc.reachable : address.ip === PEER_ADDRESS;
    if (this.network === 'refusing' || !listening)
      return Promise.reject(
        Object.assign(new Error(`connect ECONNREFUSED ${address.ip}:${address.port}`), {
          code: 'ECONNREFUSED',
        }),
      );
    if (this.network === 'blackhole') return new Promise<never>(() => {});
    const link = toFileDc ? this.fileDc.open(client) : new PeerLink(this, client);
    link.stalled = this.network === 'stalled';
    if (!toFileDc) this.#links.add(link);
    return Promise.resolve(link);
  }

  authKeyFor(keyId: Buffer): Buffer | undefined {
    return keyId.equals(this.keyId) ? this.authKey : undefined;
  }

  /** The next `times` packets get the transport error `code` instead of an answer (-429: too many connections). */
  transportErrorOnce(code: number, times = 1): this {
    for (let i = 0; i < times; i++) this.#transportFaults.push(code);
    return this;
  }

  transportFault(): number | undefined {
    return this.#transportFaults.shift() ?? this.transportError;
  }

  malformed(err: MalformedAnswerError): void {
    this.malformedAnswers.push(err.message);
    // A broken script is a test bug: say so where the test's output shows it.
    console.error(`scripted peer: ${err.message}`);
  }

  nextMsgId(): bigint {
    return serverMsgId(this.clockOffsetSeconds, ++this.#msgCounter);
  }

  answer(request: Api.AnyRequest, withoutUpdates = false): Answer | Promise<Answer> {
    const method = request.className;
    this.requests.push({ method, request, at: Date.now(), withoutUpdates });
    const refusal = this.entities.refusal(request);
    if (refusal) return refusal;
    const handler = this.#handlers.get(method);
    if (!handler) return this.#unscripted(method);
    const served = (answer: Answer) => {
      this.entities.learnFrom(answer);
      return answer;
    };
    try {
      const answer = handler(request);
      return answer instanceof Promise ? answer.then(served, scriptFailure) : served(answer);
    } catch (err) {
      return scriptFailure(err);
    }
  }

  pinged(): void {
    this.pings++;
  }

  closed(link: PeerLink): void {
    this.#links.delete(link);
  }

  #unscripted(method: string): Answer {
    this.unscripted.push(method);
    return rpcError(400, 'METHOD_NOT_SCRIPTED');
  }
}

/** A handler that throws an RpcErrorReply answers with it; anything else is a broken script. */
function scriptFailure(err: unknown): Answer {
  if (err instanceof RpcErrorReply) return err;
  return rpcError(500, `PEER_SCRIPT_FAILED: ${err instanceof Error ? err.message : String(err)}`);
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
