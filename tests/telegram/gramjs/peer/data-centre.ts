import { randomBytes } from 'node:crypto';
import { Api } from 'telegram';
import { big } from '../../../../src/telegram/gramjs/peers.js';
import { authKeyId } from './crypto.js';
import { KeyExchangeServer } from './key-exchange.js';
import { type LinkHost, PeerLink } from './link.js';
import { emptyTraffic, newServerSalt, serverMsgId } from './session.js';
import type { ClientEnd } from './socket.js';
import { type Answer, type MalformedAnswerError, rpcError } from './tl.js';

/**
 * Telegram's other data centres, as far as a logged-in account meets them: files stored
 * elsewhere. The client makes a new auth key there by key exchange, brings the account's
 * authorization over (exported by its home data centre, imported here) and downloads.
 */

/** The second data centre: where the peer's files may live, at its own address. */
export const FILE_DC = 4;
export const FILE_DC_ADDRESS = '127.0.0.4';

/** Every file the account can download, and the data centre that holds it. */
export class FileStore {
  readonly #files = new Map<string, { bytes: Buffer; dcId: number }>();

  put(key: string, bytes: Buffer, dcId: number): void {
    this.#files.set(key, { bytes, dcId });
  }

  /**
   * `upload.GetFile` as data centre `here` answers it: a page of the file (offset and limit as
   * asked), FILE_MIGRATE_X when another data centre holds it, FILE_REFERENCE_INVALID when none does.
   */
  serve(req: Api.upload.GetFile, here: number): Answer {
    const file = this.#files.get(fileKey(req.location) ?? '');
    if (!file) return rpcError(400, 'FILE_REFERENCE_INVALID');
    if (file.dcId !== here) return rpcError(303, `FILE_MIGRATE_${file.dcId}`);
    const offset = Number(req.offset.toString());
    return new Api.upload.File({
      type: new Api.storage.FileJpeg(),
      mtime: Math.floor(Date.now() / 1000),
      bytes: file.bytes.subarray(offset, offset + req.limit),
    });
  }
}

/** "<photo id>:<type>" for a photo size, "<id>" for a document, "<id>:<type>" for its thumbnail. */
function fileKey(location: Api.TypeInputFileLocation): string | undefined {
  if (location instanceof Api.InputPhotoFileLocation)
    return `${location.id.toString()}:${location.thumbSize}`;
  if (location instanceof Api.InputDocumentFileLocation)
    return location.thumbSize ? `${location.id.toString()}:${location.thumbSize}` : location.id.toString();
  return undefined;
}

/** What the data centre needs of the account's home one. */
export interface HomeDataCentre {
  self: Api.User;
  files: FileStore;
  /** The config every data centre answers `help.GetConfig` with (it lists them all). */
  config(): Api.Config;
}

/** Requests a key may make before it carries the account's authorization. */
const BEFORE_AUTHORIZATION = new Set(['auth.ImportAuthorization', 'help.GetConfig']);

/**
 * A data centre that holds files: it takes new keys by key exchange (`keyExchanges`), answers
 * requests on a key only once the key imported an authorization its home exported for it
 * (401 AUTH_KEY_UNREGISTERED before; 400 AUTH_BYTES_INVALID for bytes it did not export), and
 * serves the files stored here page by page.
 */
export class FileDataCentre implements LinkHost {
  readonly id = FILE_DC;
  readonly address = FILE_DC_ADDRESS;
  /** Requests received (after key exchange), in order. */
  readonly requests: { method: string; request: Api.AnyRequest }[] = [];
  connectAttempts = 0;
  /** False: nothing answers at this address (each connect is refused), whatever the network. */
  reachable = true;
  /** Key exchanges completed (dh_gen_ok sent). */
  keyExchanges = 0;
  /** Keys made here that the client went on to use (a message under them arrived). */
  readonly keysUsed = new Set<string>();
  /** Keys that imported the account's authorization. */
  readonly authorized = new Set<string>();
  /** Import attempts refused (AUTH_BYTES_INVALID). */
  refusedImports = 0;
  salt = newServerSalt();
  clockOffsetSeconds = 0;
  readonly sessions = new Set<string>();
  readonly traffic = emptyTraffic();
  readonly #home: HomeDataCentre;
  readonly #keys = new Map<string, Buffer>();
  /** Authorizations the home exported for this data centre: id → bytes, each imported once. */
  readonly #exported = new Map<string, Buffer>();
  readonly #links = new Set<PeerLink>();
  readonly #exchange: KeyExchangeServer;
  #msgCounter = 0;

  constructor(home: HomeDataCentre) {
    this.#home = home;
    this.#exchange = new KeyExchangeServer(
      (key) => {
        this.keyExchanges++;
        this.#keys.set(authKeyId(key).toString('hex'), key);
      },
      () => this.clockOffsetSeconds,
    );
  }

  /** `auth.exportAuthorization` on the home data centre, for this one. */
  exportAuthorization(): Api.auth.ExportedAuthorization {
    const id = randomBytes(8).readBigInt64LE(0).toString();
    const bytes = randomBytes(128);
    this.#exported.set(id, bytes);
    return new Api.auth.ExportedAuthorization({ id: big(id), bytes });
  }

  /** Count of requests of this class that arrived here. */
  count(method: string): number {
    return this.requests.filter((r) => r.method === method).length;
  }

  /** Opens a connection the network let through. */
  open(client: ClientEnd): PeerLink {
    const link = new PeerLink(this, client);
    this.#links.add(link);
    return link;
  }

  /** Open connections right now. */
  get connections(): number {
    return this.#links.size;
  }

  /** Ends every open connection from the server's side. */
  drop(): void {
    for (const link of [...this.#links]) link.drop();
  }

  /** Open connections stop answering. */
  stall(): void {
    for (const link of this.#links) link.stalled = true;
  }

  // ---- LinkHost ----

  authKeyFor(keyId: Buffer): Buffer | undefined {
    const hex = keyId.toString('hex');
    const key = this.#keys.get(hex);
    if (key) this.keysUsed.add(hex);
    return key;
  }

  unencrypted(request: unknown): Promise<Buffer> {
    return this.#exchange.answer(request);
  }

  answer(request: Api.AnyRequest, _withoutUpdates: boolean, keyId: string): Answer {
    const method = request.className;
    this.requests.push({ method, request });
    if (!this.authorized.has(keyId) && !BEFORE_AUTHORIZATION.has(method))
      return rpcError(401, 'AUTH_KEY_UNREGISTERED');
    if (request instanceof Api.auth.ImportAuthorization) return this.#import(request, keyId);
    if (request instanceof Api.help.GetConfig) return this.#home.config();
    if (request instanceof Api.upload.GetFile) return this.#home.files.serve(request, this.id);
    return rpcError(400, 'METHOD_NOT_SCRIPTED');
  }

  pinged(): void {}

  transportFault(): number | undefined {
    return undefined;
  }

  malformed(err: MalformedAnswerError): void {
    console.error(`scripted data centre ${this.id}: ${err.message}`);
  }

  closed(link: PeerLink): void {
    this.#links.delete(link);
  }

  nextMsgId(): bigint {
    return serverMsgId(this.clockOffsetSeconds, ++this.#msgCounter);
  }

  #import(request: Api.auth.ImportAuthorization, keyId: string): Answer {
    const id = request.id.toString();
    const exported = this.#exported.get(id);
    if (!exported?.equals(request.bytes)) {
      this.refusedImports++;
      return rpcError(400, 'AUTH_BYTES_INVALID');
    }
    this.#exported.delete(id);
    this.authorized.add(keyId);
    return new Api.auth.Authorization({ user: this.#home.self });
  }
}
