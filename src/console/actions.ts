import { UserError } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import {
  type EntryScope,
  editMemoryEntry,
  forgetMemoryEntry,
  type MemoryChange,
  pinMemoryEntry,
  shareMemoryEntry,
} from '../workbench/memory-admin.js';
import type { ConsoleBackend, ConsolePersona, ConsoleRecords } from './backend.js';
import { MAX_TEXT } from './memory-page.js';
import { arrivedSince } from './pages.js';
import { HttpError, RouteTable } from './routes.js';

export interface ConsoleActionsOptions {
  backend: ConsoleBackend;
  records: ConsoleRecords;
  log: Logger;
  /** The persona a path names (404 when there is none). */
  persona: (name: string) => ConsolePersona;
}

/**
 * What the operator may change from the console: each a form that posts to one of these paths
 * (the server checks its CSRF token first) and is sent back to the page it came from.
 */
export class ConsoleActions {
  readonly #backend: ConsoleBackend;
  readonly #records: ConsoleRecords;
  readonly #log: Logger;
  readonly #persona: (name: string) => ConsolePersona;

  constructor(options: ConsoleActionsOptions) {
    this.#backend = options.backend;
    this.#records = options.records;
    this.#log = options.log;
    this.#persona = options.persona;
  }

  /** Every state change the console accepts, by path; each returns where to go back to. */
  readonly routes = new RouteTable<URLSearchParams, Promise<string> | string>()
    .add('/media/:id', async ({ id }, form) => {
      await this.#editMedia(id, (form.get('description') ?? '').trim());
      return '/media?done=saved';
    })
    .add('/p/:persona/resume-sending', (params) => this.#resumeSending(this.#persona(params.persona)))
    .add('/p/:persona/memory/:action', (params, form) =>
      this.#editMemory(this.#persona(params.persona), params.action, form),
    )
    .add('/p/:persona/c/:chat/tasks/:task/cancel', (params) =>
      this.#inChat(params, async (persona, chatId) => {
        const before = (await persona.runtime.tasks.open(persona.name, chatId)).length;
        if (!(await persona.runtime.cancelTask(params.task, 'cancelled by the operator')))
          throw new HttpError(409, 'That task is no longer pending.');
        const after = (await persona.runtime.tasks.open(persona.name, chatId)).length;
        return `done=cancelled&n=${before - after}`;
      }),
    )
    .add('/p/:persona/c/:chat/tasks/:task/skip', (params) =>
      this.#inChat(params, async (persona) => {
        if (!(await persona.runtime.skipWait(params.task)))
          throw new HttpError(409, 'That wait is over or gone.');
        return 'done=skipped';
      }),
    )
    .add('/p/:persona/c/:chat/events/:event/cancel', (params) =>
      this.#inChat(params, async (persona, chatId) => {
        const { event } = params;
        if (!(await this.#records.events.cancel(persona.name, chatId, event)))
          throw new HttpError(409, 'That event is gone (it fired for the last time or was cancelled).');
        this.#log.info('event cancelled by the operator', { agent: persona.name, chat: chatId, event });
        return 'done=event-cancelled';
      }),
    )
    .add('/p/:persona/c/:chat/:action', (params, form) =>
      this.#inChat(params, (persona, chatId) => this.#chatAction(persona, chatId, params.action, form)),
    );

  /** A change to one chat, told to open pages; returns the chat's page with what was done. */
  async #inChat(
    names: { persona: string; chat: string },
    change: (persona: ConsolePersona, chatId: string) => Promise<string>,
  ): Promise<string> {
    const persona = this.#persona(names.persona);
    const chatId = names.chat;
    const done = await change(persona, chatId);
    this.#backend.changes.notify({ agent: persona.name, chatId });
    return `/p/${encodeURIComponent(persona.name)}/c/${encodeURIComponent(chatId)}?${done}`;
  }

  async #chatAction(
    persona: ConsolePersona,
    chatId: string,
    action: string,
    form: URLSearchParams,
  ): Promise<string> {
    const agent = persona.name;
    switch (action) {
      case 'pause':
        await this.#records.pauses.pause(agent, chatId);
        await persona.runtime.cancelPlans(chatId, 'chat paused by the operator');
        return 'done=paused';
      case 'resume': {
        // What arrived meanwhile is not answered by itself: the page says so and offers a turn.
        const since = await this.#records.pauses.since(agent, chatId);
        await this.#records.pauses.resume(agent, chatId);
        const messages = await this.#records.queries.messages(agent, chatId, 50);
        return `done=resumed&n=${arrivedSince(messages, since)}`;
      }
      case 'answer':
        await persona.runtime.startTurn(chatId, undefined, { kind: 'operator' });
        return 'done=answering';
      case 'say': {
        const text = (form.get('text') ?? '').trim();
        if (!this.#backend.writeAs)
          throw new HttpError(404, 'Only the demo lets the operator write as a user.');
        if (text === '') throw new HttpError(400, 'Write something first.');
        await this.#backend.writeAs(agent, chatId, text);
        return 'done=sent';
      }
      default:
        throw new HttpError(404, 'No such action.');
    }
  }

  /** The operator lifts a persona's sending pause; only while it is paused. */
  #resumeSending(persona: ConsolePersona): string {
    if (!persona.resumeSending || persona.state() !== 'sending-paused')
      throw new HttpError(409, 'Sending is not paused for this persona.');
    persona.resumeSending();
    this.#backend.changes.notify({ agent: persona.name });
    return `/p/${encodeURIComponent(persona.name)}?done=sending-resumed`;
  }

  /** Edits or forgets one entry through the `memory` command's own operations. */
  async #editMemory(
    persona: ConsolePersona,
    action: string | undefined,
    form: URLSearchParams,
  ): Promise<string> {
    const field = (name: string) => {
      const value = (form.get(name) ?? '').trim();
      return value === '' ? undefined : value;
    };
    const scope: EntryScope = { chat: field('chat'), person: field('person') };
    const id = field('id');
    const memory = this.#backend.memory;
    let change: MemoryChange;
    if (action === 'edit') {
      const text = form.get('text') ?? '';
      if (text.length > MAX_TEXT) throw new HttpError(400, `An entry is at most ${MAX_TEXT} characters.`);
      change = await memoryAction(() => editMemoryEntry(memory, persona.name, scope, id, text));
    } else if (action === 'forget') {
      change = await memoryAction(() => forgetMemoryEntry(memory, persona.name, scope, id));
    } else if (action === 'share' || action === 'unshare') {
      const shared = action === 'share';
      change = await memoryAction(() => shareMemoryEntry(memory, persona.name, scope, id, shared));
    } else if (action === 'pin' || action === 'unpin') {
      const pinned = action === 'pin';
      change = await memoryAction(() => pinMemoryEntry(memory, persona.name, scope, id, pinned));
    } else throw new HttpError(404, 'No such action.');
    if (change.action === 'unknown')
      throw new HttpError(409, 'That entry is gone (forgotten or replaced meanwhile).');
    this.#backend.changes.notify({ agent: persona.name, chatId: scope.chat });
    const back = field('back');
    const page = `/p/${encodeURIComponent(persona.name)}/memory?done=${action === 'edit' ? 'saved' : action}`;
    return back === undefined ? page : `${page}&chat=${encodeURIComponent(back)}`;
  }

  async #editMedia(id: string, description: string): Promise<void> {
    if (description === '') throw new HttpError(400, 'A description cannot be empty.');
    if (description.length > 4_000) throw new HttpError(400, 'A description is at most 4000 characters.');
    const curated = this.#backend.curated.get(id);
    if (curated) {
      await this.#backend.saveCurated(curated, description);
      this.#backend.curated.set(id, { ...curated, description });
      return;
    }
    if (!(await this.#records.queries.editDescription(id, description, this.#backend.now())))
      throw new HttpError(404, 'No such media item.');
  }
}

/** The `memory` operations' own complaints (a wrong id, an empty text) are the operator's to fix. */
export async function memoryAction<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof UserError) throw new HttpError(400, err.message);
    throw err;
  }
}
