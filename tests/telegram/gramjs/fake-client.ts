import { Api, errors, utils } from 'telegram';
import type { GramClient } from '../../../src/telegram/gramjs/client.js';
import { ME_ID, user } from './objects.js';

type Responder = (request: Api.AnyRequest) => unknown;

/**
 * A stand-in for GramJS's TelegramClient that implements only `GramClient`: it records every
 * request the adapter invokes (real `Api.*` request objects) and answers with scripted responses.
 * Telegram itself is the only thing replaced; the adapter under test is the real one.
 */
export class FakeGramClient implements GramClient {
  readonly requests: Api.AnyRequest[] = [];
  readonly downloads: { media: unknown; thumb: unknown }[] = [];
  readonly handlers: ((update: unknown) => unknown)[] = [];
  readonly files = new Map<string, Buffer>();
  readonly #responders = new Map<string, Responder>();
  readonly #failures = new Map<string, unknown[]>();
  readonly #inputPeers = new Map<string, Api.TypeInputPeer>();
  readonly #entities = new Map<string, Api.TypeUser | Api.TypeChat>();
  me = user(ME_ID, 'Heidi', { username: 'heidi', self: true });
  /** false: the session was revoked; every request fails with AUTH_KEY_UNREGISTERED. */
  authorized = true;
  connects = 0;
  destroyed = false;
  /** Requests that came wrapped in `InvokeWithoutUpdates`. */
  withoutUpdates = 0;

  /** Makes a user or chat known, as GramJS's entity cache would after seeing it. */
  know(...entities: (Api.TypeUser | Api.TypeChat)[]): this {
    for (const entity of entities) {
      const id = utils.getPeerId(entity);
      this.#entities.set(id, entity);
      this.#inputPeers.set(id, utils.getInputPeer(entity, false));
    }
    return this;
  }

  /** Answers every request of this class (e.g. "messages.SendMessage") with `respond(request)`. */
  on(className: string, respond: Responder): this {
    this.#responders.set(className, respond);
    return this;
  }

  /** The next request of this class throws `error`. */
  failNext(className: string, error: unknown): this {
    const queue = this.#failures.get(className) ?? [];
    queue.push(error);
    this.#failures.set(className, queue);
    return this;
  }

  sent<T extends Api.AnyRequest>(type: abstract new (...args: never[]) => T): T[] {
    return this.requests.filter((r): r is T => r instanceof type);
  }

  /** Delivers a raw update the way GramJS's dispatcher does (without awaiting the handlers). */
  emit(update: unknown): void {
    for (const handler of this.handlers) void handler(update);
  }

  async connect(): Promise<boolean> {
    this.connects++;
    return true;
  }

  async checkAuthorization(): Promise<boolean> {
    return this.authorized;
  }

  async destroy(): Promise<void> {
    this.destroyed = true;
  }

  async invoke<R extends Api.AnyRequest>(sent: R): Promise<R['__response']> {
    // Telegram answers a request sent without updates as the request itself.
    const request = (sent instanceof Api.InvokeWithoutUpdates ? sent.query : sent) as R;
    if (request !== sent) this.withoutUpdates++;
    this.requests.push(request);
    // What Telegram answers every request on a session it no longer knows.
    if (!this.authorized) throw new errors.RPCError('AUTH_KEY_UNREGISTERED', request, 401);
    const failure = this.#failures.get(request.className)?.shift();
    if (failure !== undefined) throw failure;
    const respond = this.#responders.get(request.className);
    if (respond) return respond(request) as R['__response'];
    if (request.className === 'messages.SendMessage' || request.className === 'messages.SendMedia') {
      const randomId = (request as Api.messages.SendMessage).randomId;
      return new Api.Updates({
        updates: [new Api.UpdateMessageID({ id: 500 + this.requests.length, randomId: randomId as never })],
        users: [],
        chats: [],
        date: 0,
        seq: 0,
      }) as R['__response'];
    }
    return true as R['__response'];
  }

  async getMe(): Promise<Api.User> {
    return this.me;
  }

  async getInputEntity(peer: string): Promise<Api.TypeInputPeer> {
    const known = this.#inputPeers.get(peer);
    if (!known) throw new Error(`Could not find the input entity for ${peer}`);
    return known;
  }

  async getEntity(peer: string): Promise<unknown> {
    const known = this.#entities.get(peer);
    if (!known) throw new Error(`Could not find the entity for ${peer}`);
    return known;
  }

  async downloadMedia(
    media: Api.Message | Api.TypeMessageMedia,
    params: { thumb?: number | Api.TypePhotoSize } = {},
  ): Promise<Buffer | undefined> {
    this.downloads.push({ media, thumb: params.thumb });
    // As GramJS does: a progressive size object names nothing it can fetch, so nothing comes back.
    if (params.thumb instanceof Api.PhotoSizeProgressive) return Buffer.alloc(0);
    const m = media instanceof Api.Message ? media.media : media;
    // Photos always name a size; a document's `thumb` asks for its thumbnail instead of the file.
    if (m instanceof Api.MessageMediaPhoto && m.photo instanceof Api.Photo)
      return this.files.get(m.photo.id.toString());
    if (m instanceof Api.MessageMediaDocument && m.document instanceof Api.Document) {
      const id = m.document.id.toString();
      return this.files.get(params.thumb ? `thumb:${id}` : id);
    }
    return undefined;
  }

  addEventHandler(handler: (update: unknown) => unknown): void {
    this.handlers.push(handler);
  }
}
