import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { isDeepStrictEqual } from 'node:util';
import { type ModelKeys, resolveSecrets } from '../config/env.js';
import { parseFixture } from '../offline/fixture.js';
import { fixtureSecretsOf } from '../offline/fixture-redact.js';
import { fixtureFromTurn, renderFixture } from '../offline/fixture-writer.js';
import { replayFixture } from '../offline/replay.js';
import { errorMessage, UserError } from '../support/errors.js';
import { makeFolders } from '../support/files.js';
import { type Logger, silentLogger } from '../support/log.js';
import { renderMemory } from '../terminal/memory.js';
import { renderRequest, requestSize } from '../terminal/render.js';
import { jsonId } from '../terminal/results.js';
import type { Style } from '../terminal/style.js';
import { CHAT_HELP, type ChatCommand, parseChatLine } from './commands.js';
import { ChatView } from './view.js';
import { ChatWorld, type RecordedTurn } from './world.js';

export interface ChatOptions {
  configFile: string;
  persona: string;
  group: boolean;
  userName: string;
  /** The chat clock's start (default: now). */
  startMs: number;
  /** Which greeting opens the chat: 0 the card's `first_mes`, N its Nth `alternate_greetings`. */
  greeting?: number;
  model: ChatModel;
  input: NodeJS.ReadableStream;
  write: (text: string) => void;
  /** Interactive terminal: a prompt, transient "typing…", and wall time passes in the chat. */
  tty: boolean;
  style: Style;
  log: Logger;
}

/** Who answers in the chat: Gemini with a key, or the scripted model, and why (shown in the banner). */
export type ChatModel =
  /** `model`: the provider and model id that answer; `keyVariable`: the key's variable, when it takes one. */
  | { kind: 'real'; keys: ModelKeys; model: string; keyVariable: string | undefined }
  | { kind: 'scripted'; why: string };

/**
 * `character-agent chat <persona>`: talk to a persona in a simulated Telegram chat through the
 * whole pipeline. Lines are handled one at a time, each until the persona is done, so a piped
 * script gives the same transcript every time.
 */
export async function runChat(options: ChatOptions): Promise<number> {
  const { style } = options;
  let view: ChatView | undefined;
  const world = await ChatWorld.open({
    configFile: options.configFile,
    persona: options.persona,
    group: options.group,
    userName: options.userName,
    startMs: options.startMs,
    log: options.log,
    modelKeys: options.model.kind === 'real' ? options.model.keys : undefined,
    onEvent: (event) => view?.event(event),
  });
  view = new ChatView({
    write: options.write,
    style,
    tty: options.tty,
    timeZone: () => world.persona.timezone,
  });
  const persona = world.persona;
  view.line(
    style.bold(
      `character-agent chat: ${persona.name}, ${options.group ? 'a group chat' : `a direct chat with ${world.speaker.name}`} on a simulated Telegram`,
    ),
  );
  const { model } = options;
  view.line(
    model.kind === 'scripted'
      ? style.yellow(
          `Model: SCRIPTED (${model.why}). Answers are canned, not Gemini; /answer scripts the next one.`,
        )
      : `Model: ${model.model}${model.keyVariable ? ` (${model.keyVariable} is set)` : ''}.`,
  );
  view.info(
    `Config ${path.relative(process.cwd(), world.source.file) || world.source.file} reloads when it or a prompt changes. /help lists the commands.`,
  );
  try {
    world.greet(options.greeting ?? 0);
  } catch (err) {
    await world.close();
    throw err;
  }
  const talk = persona.card?.talkativeness;
  if (talk !== undefined) view.info(`Card talkativeness ${talk}: kept from the card, changes nothing here.`);

  const rl = createInterface({
    input: options.input,
    terminal: options.tty,
    output: options.tty ? process.stdout : undefined,
  });
  // Ctrl-C leaves like Ctrl-D: the loop ends and the chat closes cleanly.
  rl.on('SIGINT', () => rl.close());
  const promptText = () => `${world.speaker.name} › `;
  if (options.tty) {
    rl.setPrompt(promptText());
    rl.prompt();
  }
  let wallMark = Date.now();
  try {
    for await (const line of rl) {
      if (options.tty) world.advanceTo(world.clock.now() + (Date.now() - wallMark));
      const command = parseChatLine(line);
      // On a terminal the typed line gives way to the message as the chat shows it: erased
      // (every row it wrapped to) before anything else is written, so no notice is erased instead.
      const sends =
        command.kind === 'say' ||
        command.kind === 'reply' ||
        (command.kind === 'sticker' && command.emoji !== undefined);
      if (options.tty && sends)
        options.write('\u001b[1A\u001b[2K'.repeat(typedRows(promptText() + line, process.stdout.columns)));
      world.refreshConfig();
      let quit = false;
      try {
        quit = await handle(command, world, view, options);
      } catch (err) {
        if (!(err instanceof UserError)) throw err;
        view.problem(errorMessage(err));
      }
      if (quit) break;
      wallMark = Date.now();
      if (options.tty) {
        rl.setPrompt(promptText());
        rl.prompt();
      }
    }
  } finally {
    rl.close();
    await world.close();
  }
  return 0;
}

/** The rows a typed line took on a terminal `columns` wide (one when the width is unknown). */
export function typedRows(typed: string, columns: number | undefined): number {
  const width = [...typed].length;
  return columns && columns > 0 ? Math.max(1, Math.ceil(width / columns)) : 1;
}

/** Carries out one command; true to leave. */
async function handle(
  command: ChatCommand,
  world: ChatWorld,
  view: ChatView,
  options: ChatOptions,
): Promise<boolean> {
  const { style } = options;
  switch (command.kind) {
    case 'empty':
      return false;
    case 'quit':
      return true;
    case 'help':
      view.line(CHAT_HELP);
      return false;
    case 'error':
      view.problem(command.message);
      return false;
    case 'say':
      await world.say(command.text);
      return false;
    case 'reply':
      await world.say(command.text, command.to);
      return false;
    case 'react':
      await world.react(command.to, command.emoji);
      return false;
    case 'sticker':
      if (command.emoji === undefined) {
        const list = world.stickers().map((s) => `  ${s.set} ${s.emoji} — ${s.description}`);
        view.line(
          list.length > 0
            ? `Bundled stickers (/sticker EMOJI or /sticker SET EMOJI):\n${list.join('\n')}`
            : 'No bundled stickers in the media folder.',
        );
        return false;
      }
      await world.sendSticker(command.emoji, command.set);
      return false;
    case 'as': {
      const user = world.switchUser(command.name);
      view.info(`(you are now ${user.name}, user ${user.id})`);
      return false;
    }
    case 'wait': {
      const happened = await world.wait(command.ms);
      view.info(
        happened.turns === 0 && happened.actions === 0
          ? '  (nothing fell due)'
          : `  (meanwhile: ${plural(happened.turns, 'turn')}, ${plural(happened.actions, 'action')} on Telegram)`,
      );
      return false;
    }
    case 'answer':
      if (!world.scripted)
        throw new UserError('/answer scripts the scripted model; this chat talks to Gemini');
      world.scriptedAnswers.push(command.text);
      view.info(`(the scripted model's next answer is set: ${command.text.split('\n').length} lines)`);
      return false;
    case 'prompt': {
      const request = world.lastTurn?.report.request;
      if (!request) throw new UserError('no turn yet: send a message first');
      const size = requestSize(request);
      view.line(
        style.dim(
          `${size.total} characters: system instruction ${size.systemInstruction}, contents ${size.contents}`,
        ),
      );
      view.line(renderRequest(request, style));
      return false;
    }
    case 'save':
      await save(command.file, world, view, style);
      return false;
    case 'memory':
      view.line(renderMemory(await world.memory(), style));
      return false;
  }
}

/** Writes the last turn as a fixture, then replays it to show that it reproduces the turn. */
async function save(file: string, world: ChatWorld, view: ChatView, style: Style): Promise<void> {
  const last = world.lastTurn;
  if (!last) throw new UserError('nothing to save yet: send a message first');
  // A recall's follow-up is saved as the turn that recalled, with both answers.
  const recalling = world.recallingTurn;
  const trigger = last.report.trigger;
  const turn =
    recalling && trigger?.kind === 'recall'
      ? { ...recalling, followUp: { reply: last.report.reply, hits: trigger.hits } }
      : last;
  const absolute = path.resolve(file.endsWith('.yaml') || file.endsWith('.yml') ? file : `${file}.yaml`);
  const fixture = fixtureFromTurn({
    file: absolute,
    configFile: path.resolve(world.source.file),
    persona: world.persona.name,
    chat: {
      id: world.chatId,
      type: world.group ? 'group' : 'direct',
      title: (await world.simulator.chat(world.chatId)).title,
    },
    me: world.me,
    users: world.users,
    turn,
  });
  const header = `Saved by \`character-agent chat\`: the last turn of a chat with ${world.persona.name}.\nReplay it with: npx character-agent replay ${displayPath(absolute)}`;
  // The chat holds no Telegram session; the environment's keys and the config's phones it knows.
  const { text, redacted } = renderFixture(
    fixture,
    header,
    fixtureSecretsOf(world.source.config, resolveSecrets(world.source.file)),
  );
  try {
    makeFolders(path.dirname(absolute));
    writeFileSync(absolute, text, { mode: 0o600 });
  } catch (err) {
    throw new UserError(`cannot write ${file}: ${(err as NodeJS.ErrnoException).code ?? errorMessage(err)}`);
  }
  const shown = displayPath(absolute);
  if (redacted > 0)
    view.line(
      style.yellow(`⚠ ${redacted} secret(s) or phone number(s) in the chat were saved as [redacted]`),
    );
  const check = await replayMatches(text, absolute, world, turn);
  if (check === true)
    view.info(
      `saved ${shown}: replay reproduces the last turn (same request, same ${world.turnActions(turn).length} actions)`,
    );
  else view.line(style.yellow(`⚠ saved ${shown}, but its replay differs from the chat: ${check}`));
}

/** `true`, or what differs between the chat's last turn and a replay of the saved fixture. */
async function replayMatches(
  text: string,
  absolute: string,
  world: ChatWorld,
  turn: RecordedTurn,
): Promise<true | string> {
  let result: Awaited<ReturnType<typeof replayFixture>>;
  try {
    // Quiet: whatever the replay would log, the chat has shown already.
    result = await replayFixture(parseFixture(text, absolute), silentLogger);
  } catch (err) {
    return `the replay failed: ${errorMessage(err)}`;
  }
  if (!isDeepStrictEqual(result.request, turn.report.request ?? null))
    return 'the request differs (has config.yaml or a prompt changed since that turn, or is the chat longer than history_size?)';
  const actions = world.turnActions(turn).map((a) => ({ ...a, chatId: jsonId(a.chatId) }));
  if (!isDeepStrictEqual(result.actions, actions)) return 'the actions differ';
  return true;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** Relative to the working directory when inside it, else absolute. */
function displayPath(absolute: string): string {
  const relative = path.relative(process.cwd(), absolute);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : absolute;
}
