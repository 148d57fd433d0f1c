import type { AgentRuntime } from '../agent/runtime.js';
import type { TurnReport } from '../agent/turn.js';
import type { ModelKeys } from '../config/env.js';
import { applyMacros } from '../config/macros.js';
import type { Persona } from '../config/resolved.js';
import { ConfigSource, type ReloadEvent } from '../config/source.js';
import { ScriptedGeminiServer } from '../llm/scripted-server.js';
import { isSummaryRequest } from '../llm/summary-request.js';
import type { ModelRequest } from '../llm/types.js';
import type { CuratedMedia } from '../media/curated.js';
import { loadCuratedMedia } from '../media/curated.js';
import type { MediaLibrary } from '../media/library.js';
import { isSticker } from '../media/render.js';
import { memoryJson } from '../offline/fixture-memory.js';
import { addCuratedStickerSets } from '../offline/media.js';
import { createSimWorld, knownStickers, type SimModel, type SimWorld } from '../offline/sim-world.js';
import { errorMessage, UserError } from '../support/errors.js';
import { type Logger, silentLogger } from '../support/log.js';
import type { SimAction } from '../telegram/simulator.js';
import type { Account, ChatId, InboundMessage, MediaRef, MessageId } from '../telegram/types.js';
import type { MemoryJson } from '../terminal/results.js';
import { ChatClock, ConsoleSimulator, type SimulatorEvent, SnapshotModel } from './adapters.js';
import { scriptedResponder } from './script.js';

/** Something the console shows, in the order it happened. */
export type ChatEvent =
  | { kind: 'message'; message: InboundMessage; labels: string[] }
  | { kind: 'typing'; name: string }
  | { kind: 'reaction'; messageId: MessageId; emoji: string; name: string }
  | { kind: 'wait'; ms: number; name: string }
  | { kind: 'reading'; name: string }
  | { kind: 'turn'; report: TurnReport }
  | { kind: 'chat-action'; name: string; action: 'block' | 'unblock' | 'clear' }
  | { kind: 'config'; event: ReloadEvent }
  | { kind: 'model-error'; message: string };

export interface ChatWorldOptions {
  configFile: string;
  persona: string;
  group: boolean;
  /** The first person typing. */
  userName: string;
  startMs: number;
  log: Logger;
  /** With model keys the real model answers; without, a scripted model answers through the loopback server. */
  modelKeys?: ModelKeys;
  onEvent: (event: ChatEvent) => void;
}

/** The state of the chat when the model was asked: what `/save` writes so `replay` can redo the turn. */
export interface TurnSnapshot {
  nowMs: number;
  /** Every visible message of the chat at that moment (copies). */
  messages: InboundMessage[];
  /** Known media descriptions at that moment, by media id. */
  descriptions: Map<string, string>;
  /** Index in the simulator's actions where the turn's work began. */
  actionsStart: number;
}

export interface RecordedTurn {
  report: TurnReport;
  snapshot: TurnSnapshot;
}

const ME_ID = '42';
const GROUP_ID = '5001';
const FIRST_USER_ID = 101;

/**
 * One console chat: a simulated Telegram chat with the persona, the real runtime (store in
 * memory, scheduler, delivery), the real Gemini SDK (to Gemini, or to the loopback server with
 * a scripted model), and a config that reloads when its files change. Time is virtual: waits
 * and typing pass at once, `/wait` moves it on.
 */
export class ChatWorld {
  readonly source: ConfigSource;
  readonly clock: ChatClock;
  readonly simulator: ConsoleSimulator;
  readonly runtime: AgentRuntime;
  readonly chatId: ChatId;
  readonly group: boolean;
  readonly me: Account;
  /** Answers queued for the scripted model (`/answer`); unused with Gemini. */
  readonly scriptedAnswers: string[];
  readonly scripted: boolean;
  readonly curated: ReadonlyMap<string, CuratedMedia>;
  readonly media: MediaLibrary;
  readonly #persona: () => Persona;
  readonly #users: Account[];
  readonly #options: ChatWorldOptions;
  readonly #world: SimWorld<ChatClock>;
  #speaker: Account;
  #actionsStart = 0;
  /** Turns finished so far. */
  #turns = 0;
  #pending: TurnSnapshot | undefined;
  #lastTurn: RecordedTurn | undefined;
  /** The turn before the last, when the last is the follow-up of its recall. */
  #recallingTurn: RecordedTurn | undefined;

  private constructor(parts: {
    options: ChatWorldOptions;
    source: ConfigSource;
    world: SimWorld<ChatClock>;
    simulator: ConsoleSimulator;
    persona: () => Persona;
    me: Account;
    speaker: Account;
    chatId: ChatId;
    curated: ReadonlyMap<string, CuratedMedia>;
    scriptedAnswers: string[];
  }) {
    const { options, world } = parts;
    this.#options = options;
    this.source = parts.source;
    this.#world = world;
    this.scriptedAnswers = parts.scriptedAnswers;
    this.scripted = !options.modelKeys;
    this.group = options.group;
    this.#persona = parts.persona;
    this.me = parts.me;
    this.#speaker = parts.speaker;
    this.#users = [parts.speaker];
    this.chatId = parts.chatId;
    this.curated = parts.curated;
    this.clock = world.clock;
    this.simulator = parts.simulator;
    this.media = world.media;
    this.runtime = world.runtime;
  }

  static async open(options: ChatWorldOptions): Promise<ChatWorld> {
    // The parts below report to the chat, which is made last: they reach it through `chat`.
    let chat: ChatWorld | undefined;
    const source = new ConfigSource(options.configFile, {
      // The chat shows every reload and rejected edit itself (onEvent): logged too, each would print twice.
      log: silentLogger,
      onEvent: (event) => {
        if (chat) chat.#reloaded(event);
      },
    });
    const persona = source.persona(options.persona);
    const me = { id: ME_ID, name: persona().name };
    const speaker = { id: String(FIRST_USER_ID), name: options.userName };
    const chatId = options.group ? GROUP_ID : speaker.id;
    const curated = loadCuratedMedia(source.config.mediaDir);
    const clock = new ChatClock(options.startMs, (ms) => {
      if (chat) chat.#slept(ms);
    });
    const simulator = new ConsoleSimulator(
      { me, users: [speaker], clock, stickers: knownStickers(persona(), curated.values()) },
      (event) => {
        if (chat) chat.#fromSimulator(event);
      },
    );
    addCuratedStickerSets(simulator, curated.values(), persona().stickerSets);
    simulator.addChat({
      id: chatId,
      kind: options.group ? 'group' : 'direct',
      title: options.group ? 'Test group' : speaker.name,
    });
    const scriptedAnswers: string[] = [];
    const model: SimModel = options.modelKeys
      ? { keys: options.modelKeys, catalog: source.config, references: [persona().model] }
      : {
          server: new ScriptedGeminiServer(
            scriptedResponder(scriptedAnswers, () => chat?.persona.name ?? options.persona),
          ),
        };
    const world = await createSimWorld({
      clock,
      log: options.log,
      telegram: simulator,
      model,
      wrapModel: (inner) =>
        new SnapshotModel(
          inner,
          async (request) => {
            if (chat && !isSummaryRequest(request)) await chat.#beforeModel(request);
          },
          (err) => options.onEvent({ kind: 'model-error', message: errorMessage(err) }),
        ),
      persona,
      prompts: source.prompts(options.persona),
      admins: source.admins,
      media: { curated },
      engine: {
        readDelay: source.config.telegram.readDelay,
        // At the keyboard a failure is better shown at once than retried on the virtual clock.
        settings: { retry: { maxAttempts: 1, baseDelayMs: 0, maxDelayMs: 0 } },
        observer: {
          onTurn: (report) => {
            if (chat) chat.#turned(report);
          },
        },
      },
    });
    chat = new ChatWorld({
      options,
      source,
      world,
      simulator,
      persona,
      me,
      speaker,
      chatId,
      curated,
      scriptedAnswers,
    });
    return chat;
  }

  get persona(): Persona {
    return this.#persona();
  }

  /** What the persona remembers about this chat right now (`/memory`). */
  memory(): Promise<MemoryJson> {
    return memoryJson(this.#world.store, this.persona.name, this.chatId);
  }

  get speaker(): Account {
    return this.#speaker;
  }

  get users(): readonly Account[] {
    return this.#users;
  }

  /** The last turn that asked the model, with the chat as it was then. */
  get lastTurn(): RecordedTurn | undefined {
    return this.#lastTurn;
  }

  /** When the last turn followed a `# «recall»`: the turn whose answer recalled. */
  get recallingTurn(): RecordedTurn | undefined {
    return this.#recallingTurn;
  }

  /** The simulator's actions since a turn (the last one) began. */
  turnActions(turn = this.#lastTurn): SimAction[] {
    return turn ? this.simulator.actions.slice(turn.snapshot.actionsStart) : [];
  }

  /** Looks at config.yaml and the prompts now (the start of every input). */
  refreshConfig(): void {
    this.source.refresh();
  }

  /** Speak as someone else (groups only): a new name joins the chat. */
  switchUser(name: string): Account {
    if (!this.group)
      throw new UserError('a direct chat has one partner; start with --group to talk as several people');
    const clean = name.trim();
    if (!clean) throw new UserError('/as needs a name, e.g. /as Alice');
    const existing = this.#users.find((u) => u.name.toLowerCase() === clean.toLowerCase());
    if (existing) {
      this.#speaker = existing;
      return existing;
    }
    const user = { id: String(FIRST_USER_ID + this.#users.length), name: clean };
    this.#users.push(user);
    this.simulator.addUser(user);
    this.#speaker = user;
    return user;
  }

  async say(text: string, replyTo?: MessageId): Promise<void> {
    if (replyTo !== undefined) await this.#requireMessage(replyTo);
    await this.#receive({ text, replyToId: replyTo });
  }

  /** Sends a curated sticker, found by emoji (and set when given). */
  async sendSticker(emoji: string, set?: string, replyTo?: MessageId): Promise<void> {
    const sticker = this.stickers().find((s) => s.emoji === emoji && (set === undefined || s.set === set));
    if (!sticker)
      throw new UserError(
        `no bundled sticker ${set ? `${set} :: ` : ''}${emoji} (type /sticker to list them)`,
      );
    if (replyTo !== undefined) await this.#requireMessage(replyTo);
    const ref: MediaRef = { id: sticker.id, kind: sticker.kind };
    if (sticker.set) ref.set = sticker.set;
    if (sticker.emoji) ref.emoji = sticker.emoji;
    await this.#receive({ media: [ref], replyToId: replyTo });
  }

  /** The curated stickers a user can send. */
  stickers(): CuratedMedia[] {
    return [...this.curated.values()].filter((m) => isSticker(m.kind) && m.set && m.emoji);
  }

  /** The current user reacts to a message; Telegram does not start a turn for that. */
  async react(messageId: MessageId, emoji: string): Promise<void> {
    const message = this.simulator.userReact(this.chatId, messageId, this.#speaker.id, emoji);
    if (!message) throw new UserError(`no message #${messageId} in this chat`);
    this.#options.onEvent({ kind: 'reaction', messageId, emoji, name: this.#speaker.name });
  }

  /**
   * Time passes without anyone writing. What falls due meanwhile (a timer, a turn it starts)
   * happens at its own time and runs to its end before the clock moves on; the console shows it
   * as it happens, and the result counts it.
   */
  async wait(ms: number): Promise<{ turns: number; actions: number }> {
    const turns = this.#turns;
    const actions = this.simulator.actions.length;
    this.#options.onEvent({ kind: 'wait', ms, name: '' });
    await this.clock.runUntil(this.clock.now() + ms, () => this.runtime.idle());
    return { turns: this.#turns - turns, actions: this.simulator.actions.length - actions };
  }

  /** Lets wall time that passed at the keyboard pass in the chat too (interactive use). */
  advanceTo(ms: number): void {
    if (ms > this.clock.now()) this.clock.advance(ms - this.clock.now());
  }

  async close(): Promise<void> {
    await this.runtime.idle();
    await this.#world.close();
  }

  async #receive(input: { text?: string; media?: MediaRef[]; replyToId?: MessageId }): Promise<void> {
    const message = this.simulator.receive(this.chatId, { from: this.#speaker.id, ...input });
    this.#options.onEvent({ kind: 'message', message, labels: this.#labels(message) });
    this.#actionsStart = this.simulator.actions.length;
    await this.runtime.accept(message);
    await this.runtime.idle();
  }

  async #requireMessage(id: MessageId): Promise<void> {
    if (!(await this.simulator.message(this.chatId, id)))
      throw new UserError(`no message #${id} in this chat`);
  }

  /**
   * The persona's greeting opens the chat, as in SillyTavern: `which` 0 is the Card V2
   * `first_mes`, N the Nth of its `alternate_greetings`.
   */
  greet(which = 0): void {
    const card = this.persona.card;
    const greetings = [card?.firstMessage, ...(card?.alternateGreetings ?? [])];
    if (which > 0 && greetings[which] === undefined)
      throw new UserError(
        `--greeting ${which}: ${this.persona.name} has ${greetings.length - 1} alternate greeting(s)`,
      );
    const greeting = greetings[which];
    if (!greeting) return;
    const text = applyMacros(greeting, {
      char: this.persona.card?.nickname ?? this.persona.name,
      user: this.#speaker.name,
    });
    const message = this.simulator.seed(this.chatId, { from: this.me.id, text });
    this.#options.onEvent({ kind: 'message', message, labels: [] });
  }

  /** Just before the model is asked: the chat as the turn saw it. */
  async #beforeModel(_request: ModelRequest): Promise<void> {
    const messages = await this.simulator.history(this.chatId, Number.MAX_SAFE_INTEGER);
    const descriptions = await this.media.known(messages.flatMap((m) => m.media));
    this.#pending = { nowMs: this.clock.now(), messages, descriptions, actionsStart: this.#actionsStart };
    this.#options.onEvent({ kind: 'reading', name: this.persona.name });
  }

  #turned(report: TurnReport): void {
    this.#turns += 1;
    if (report.request && this.#pending) {
      this.#recallingTurn = report.trigger?.kind === 'recall' ? this.#lastTurn : undefined;
      this.#lastTurn = { report, snapshot: this.#pending };
    }
    this.#pending = undefined;
    this.#options.onEvent({ kind: 'turn', report });
  }

  #reloaded(event: ReloadEvent): void {
    if (event.kind === 'reloaded') for (const s of this.persona.stickers) this.simulator.addSticker(s);
    this.#options.onEvent({ kind: 'config', event });
  }

  #fromSimulator(event: SimulatorEvent): void {
    const name = this.persona.name;
    switch (event.kind) {
      case 'typing':
        this.clock.typing = true;
        this.#options.onEvent({ kind: 'typing', name });
        return;
      case 'sent':
        this.clock.typing = false;
        this.#options.onEvent({
          kind: 'message',
          message: event.message,
          labels: event.sticker ? [this.#stickerLabel(event.sticker.set, event.sticker.name)] : [],
        });
        return;
      case 'react':
        this.#options.onEvent({ kind: 'reaction', messageId: event.messageId, emoji: event.emoji, name });
        return;
      default:
        this.#options.onEvent({ kind: 'chat-action', name, action: event.kind });
    }
  }

  /** A sleep of the agent's clock that is not typing: the persona waits (a `wait` task, a retry). */
  #slept(ms: number): void {
    if (!this.clock.typing && ms >= 1_000)
      this.#options.onEvent({ kind: 'wait', ms, name: this.persona.name });
  }

  /** How media reads in the console: the sticker and its description. */
  #labels(message: InboundMessage): string[] {
    return message.media.map((ref) =>
      isSticker(ref.kind) && ref.set && ref.emoji ? this.#stickerLabel(ref.set, ref.emoji) : ref.kind,
    );
  }

  #stickerLabel(set: string, name: string): string {
    const description = [...this.curated.values()].find(
      (m) => m.set === set && m.emoji === name,
    )?.description;
    return `sticker ${name} from ${set}${description ? ` — ${description}` : ''}`;
  }
}
