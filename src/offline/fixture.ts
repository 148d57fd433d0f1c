import { type Stats, statSync } from 'node:fs';
import path from 'node:path';
import { decodeUtf8, notUtf8Message } from '../config/text-file.js';
import {
  describeIssue,
  formatPath,
  parseYamlSource,
  type YamlSource,
  YamlSyntaxError,
} from '../config/yaml-source.js';
import { FixtureError } from '../support/errors.js';
import { FILE_PROBLEMS, overLimit, READ_LIMITS, readLimited, readProblem } from '../support/files.js';
import type { DuePlan, TurnTrigger } from '../tasks/types.js';
import { topicConversation } from '../telegram/topics.js';
import type { ChatId } from '../telegram/types.js';
import { jsonId } from '../terminal/results.js';
import { type Fixture, type FixtureIncoming, type FixtureMessage, fixtureSchema } from './fixture-schema.js';
import { type FixtureTimeline, fixtureTimeline, outsideReplayClock } from './fixture-timeline.js';

export interface LoadedFixture {
  fixture: Fixture;
  /** Absolute path of the fixture file. */
  file: string;
  /** Absolute path of the config that applies: `--config`, else the one it names, else ./config.yaml. */
  configFile: string;
  /** Where `configFile` came from: the command line's `--config`, the fixture's `config:`, the default. */
  configFrom: 'option' | 'fixture' | 'default';
  /** The replay clock's start, ms since the epoch. */
  nowMs: number;
  /** `file:line:col` of a field, as every fixture error names the place. */
  at(fieldPath: readonly (string | number)[]): string;
  /** The persona as the file names it (`--persona` may replace `fixture.persona`). */
  personaInFile: string;
  /** When each `incoming` message arrives and when the replay stops, resolved against `nowMs`. */
  timeline: FixtureTimeline;
}

/**
 * The error for a persona the config does not have: at the fixture's `persona` line, or naming
 * `--persona` when the command line chose it.
 */
export function unknownPersonaError(
  loaded: LoadedFixture,
  config: { file: string; personas: readonly { name: string }[] },
): FixtureError {
  const name = loaded.fixture.persona;
  const where = name === loaded.personaInFile ? `${loaded.at(['persona'])}: persona` : '--persona';
  const shown = path.relative(process.cwd(), config.file) || config.file;
  const known = config.personas.map((p) => p.name).join(', ');
  return new FixtureError(`${where}: no persona "${name}" in ${shown} (known: ${known})`);
}

export function loadFixture(file: string): LoadedFixture {
  const absolute = path.resolve(file);
  let bytes: Buffer;
  try {
    bytes = readLimited(absolute, READ_LIMITS.fixture);
  } catch (err) {
    const problem = readProblem(err);
    throw new FixtureError(
      problem === FILE_PROBLEMS.EISDIR
        ? `${file}: is a folder: give one fixture`
        : `${file}: cannot read fixture (${problem})`,
    );
  }
  const decoded = decodeUtf8(bytes);
  if ('notUtf8' in decoded) throw new FixtureError(notUtf8Message(file, decoded.notUtf8));
  return parseFixture(decoded.text, absolute, file);
}

export function parseFixture(text: string, absolute: string, displayName = absolute): LoadedFixture {
  let source: YamlSource;
  try {
    source = parseYamlSource(text, displayName);
  } catch (err) {
    if (err instanceof YamlSyntaxError) throw new FixtureError(err.message);
    throw err;
  }
  if (source.value === null || source.value === undefined)
    throw new FixtureError(`${displayName}:1:1: the file is empty (see docs/fixtures.md for the format)`);
  const result = fixtureSchema.safeParse(source.value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new FixtureError(
      issue ? describeIssue(source, issue, fixtureSchema) : `${displayName}: invalid fixture`,
    );
  }
  const fixture = result.data;
  checkReferences(fixture, source, path.dirname(absolute));
  const configFile = fixture.config
    ? path.resolve(path.dirname(absolute), fixture.config)
    : path.resolve(process.cwd(), 'config.yaml');
  const at = (fieldPath: readonly (string | number)[]) => {
    const { line, col } = source.locate(fieldPath);
    return `${source.file}:${line}:${col}`;
  };
  const nowMs = replayStart(fixture);
  const outside = outsideReplayClock(nowMs);
  if (outside)
    failAt(source)(
      fixture.now ? ['now'] : ['messages'],
      `the replay would start at ${fixture.now ?? 'a minute after the newest message'}, ${outside}`,
    );
  return {
    fixture,
    file: absolute,
    configFile,
    configFrom: fixture.config ? 'fixture' : 'default',
    nowMs,
    at,
    personaInFile: fixture.persona,
    timeline: fixtureTimeline(fixture, nowMs, failAt(source)),
  };
}

/** Choices on the command line that replace the fixture's own: `--persona`, `--target`, `--config`. */
export interface FixtureOverrides {
  persona?: string;
  target?: number;
  /** An explicitly given `--config` (the default config.yaml never overrides the fixture's `config:`). */
  configFile?: string;
}

export function withOverrides(loaded: LoadedFixture, overrides: FixtureOverrides): LoadedFixture {
  const { fixture } = loaded;
  if (overrides.persona !== undefined) fixture.persona = overrides.persona;
  if (overrides.target !== undefined) {
    const known = [...fixture.messages, ...fixture.archive].some((m) => m.id === overrides.target);
    if (!known)
      throw new FixtureError(
        `${path.relative(process.cwd(), loaded.file)}: --target ${overrides.target} is not in messages or archive`,
      );
    fixture.target = overrides.target;
  }
  if (overrides.configFile === undefined) return loaded;
  return { ...loaded, configFile: path.resolve(overrides.configFile), configFrom: 'option' };
}

/** The config a replay used, as the command line shows it: relative to the working directory. */
export function shownConfigFile(loaded: LoadedFixture): string {
  return path.relative(process.cwd(), loaded.configFile) || loaded.configFile;
}

/** Reports a problem at a field: `file:line:col: field: reason`. */
function failAt(source: YamlSource) {
  return (fieldPath: (string | number)[], reason: string): never => {
    const { line, col } = source.locate(fieldPath);
    throw new FixtureError(`${source.file}:${line}:${col}: ${formatPath(fieldPath)}: ${reason}`);
  };
}

/**
 * Senders must be known, ids unique, media files present, and the answered message must exist,
 * be answerable and have its reply chain in the file.
 */
function checkReferences(fixture: Fixture, source: YamlSource, dir: string): void {
  const fail = failAt(source);
  checkAccounts(fixture, fail);
  const people = new Set([fixture.me.id, ...fixture.users.map((u) => u.id)]);
  const seen = new Set<number>();
  for (const list of ['messages', 'archive', 'incoming'] as const) {
    fixture[list].forEach((message: FixtureMessage | FixtureIncoming, i) => {
      if (!people.has(message.from))
        fail([list, i, 'from'], `unknown sender ${message.from} (add it to users)`);
      if (message.id !== undefined) {
        if (seen.has(message.id)) fail([list, i, 'id'], `duplicate message id ${message.id}`);
        seen.add(message.id);
      }
      message.service?.users?.forEach((user, u) => {
        if (!people.has(user)) fail([list, i, 'service', 'users', u], `unknown user ${user}`);
      });
      message.media.forEach((item, m) => {
        for (const field of ['file', 'thumb'] as const) {
          const file = item[field];
          const problem = file === undefined ? undefined : fileProblem(path.resolve(dir, file));
          if (problem) fail([list, i, 'media', m, field], `${problem}: ${file}`);
        }
      });
      message.reactions.forEach((reaction, r) => {
        if (!people.has(reaction.from))
          fail([list, i, 'reactions', r, 'from'], `unknown user ${reaction.from}`);
      });
      if (message.topic !== undefined && fixture.chat.type !== 'group')
        fail([list, i, 'topic'], 'only a group (a forum) has topics');
      // The persona's own forward is named after `me`; any other origin needs the name shown.
      if (message.forward_kind !== undefined && message.forward_kind !== 'self' && !message.forward_from)
        fail([list, i, 'forward_kind'], 'needs forward_from (the name Telegram shows for the origin)');
    });
  }
  if (fixture.chat.topic !== undefined && fixture.chat.type !== 'group')
    fail(['chat', 'topic'], 'only a group (a forum) has topics');
  const deleted = new Set(fixture.deleted);
  if (fixture.target !== undefined && deleted.has(fixture.target)) {
    fail(['target'], `message ${fixture.target} is listed in deleted: a deleted message cannot be answered`);
  }
  // The first turn runs at `now`: an incoming message is not there yet.
  const present = [...fixture.messages, ...fixture.archive].some((m) => m.id === fixture.target);
  if (fixture.target !== undefined && !present) {
    fail(['target'], `message ${fixture.target} is not in messages or archive`);
  }
  const answered = firstTarget(fixture);
  if (answered === undefined) {
    // A chat may start quiet when `incoming` brings the first message to answer.
    if (fixture.incoming.length === 0)
      fail(['messages'], 'no incoming message to answer (add one, or set target)');
    return;
  }
  checkReplyChain(fixture, answered, fail);
}

/** The conversation the fixture's turn happens in: its chat, or the forum topic `chat.topic` names. */
export function fixtureConversation(fixture: Fixture): ChatId {
  return topicConversation(fixture.chat.id, fixture.chat.topic?.id);
}

/** The conversation a message of the fixture was posted in: its `topic`, else the chat's; an incoming `direct` one, its sender's direct chat. */
export function messageConversation(
  fixture: Fixture,
  message: { topic?: number | undefined; direct?: boolean | undefined; from: ChatId },
): ChatId {
  if (message.direct) return message.from;
  return topicConversation(fixture.chat.id, message.topic ?? fixture.chat.topic?.id);
}

/** The fixture's chat as `replay --json` and `prompt --json` print it back. */
export function chatJson(fixture: Fixture): { id: number | string; type: string; topic?: number } {
  const chat = { id: jsonId(fixture.chat.id), type: fixture.chat.type };
  return fixture.chat.topic === undefined ? chat : { ...chat, topic: fixture.chat.topic.id };
}

/** The first turn's trigger as the engine takes it: the fixture's `trigger`, else new messages. */
export function firstTrigger(fixture: Fixture): TurnTrigger {
  const t = fixture.trigger;
  if (!t) return { kind: 'message' };
  if (t.kind === 'reaction')
    return { kind: 'reaction', messageId: t.message_id, emoji: t.emoji, fromId: t.from };
  if (t.kind === 'event') return { kind: 'event', id: t.id, what: t.what };
  return { kind: t.kind };
}

/** Plans already due that the first turn carries (a recorded turn that replaced an earlier one). */
export function firstPlans(fixture: Fixture): DuePlan[] {
  return (fixture.plans_due ?? []).map((p) => ({ id: p.id, what: p.what }));
}

/**
 * The message the first turn answers, at `now`: `target`, else the newest message in `messages`
 * not written by the persona and not deleted; undefined when there is none (then the first turn
 * comes with the first `incoming` message).
 */
export function firstTarget(fixture: Fixture): number | undefined {
  if (fixture.target !== undefined) return fixture.target;
  const deleted = new Set(fixture.deleted);
  const conversation = fixtureConversation(fixture);
  const answerable = fixture.messages.filter(
    (m) => m.from !== fixture.me.id && !deleted.has(m.id) && messageConversation(fixture, m) === conversation,
  );
  return answerable.length === 0 ? undefined : Math.max(...answerable.map((m) => m.id));
}

/**
 * One account per id: a second entry would silently rename the first, and the persona (`me`)
 * listed among the others would give it two names.
 */
function checkAccounts(fixture: Fixture, fail: (at: (string | number)[], reason: string) => never): void {
  const first = new Map<string, number>();
  fixture.users.forEach((user, u) => {
    if (user.id === fixture.me.id)
      fail(
        ['users', u, 'id'],
        `${user.id} is the persona's own id (me); list only the other people in users`,
      );
    const earlier = first.get(user.id);
    if (earlier !== undefined)
      fail(['users', u, 'id'], `duplicate user id ${user.id} (also users[${earlier}])`);
    first.set(user.id, u);
  });
}

/**
 * The answered message's reply chain is looked up on Telegram, where a message that is not
 * there reads as deleted. A fixture is all of Telegram a replay has, so an id in that chain that
 * is neither in the file nor in `deleted` would make the prompt claim a deletion the author never
 * wrote: it is refused. (Other messages' replies never ask Telegram; an id that is nowhere is
 * shown as just its id, as a reply to a message older than the history is.)
 */
function checkReplyChain(
  fixture: Fixture,
  answered: number,
  fail: (at: (string | number)[], reason: string) => never,
): void {
  const where = new Map<number, [list: 'messages' | 'archive', index: number]>();
  for (const list of ['messages', 'archive'] as const)
    fixture[list].forEach((m, i) => {
      where.set(m.id, [list, i]);
    });
  const deleted = new Set(fixture.deleted);
  const visited = new Set<number>();
  let at = where.get(answered);
  while (at) {
    const [list, index] = at;
    const message = fixture[list][index];
    if (!message || visited.has(message.id)) return;
    visited.add(message.id);
    const parent = message.reply_to;
    if (parent === undefined || deleted.has(parent)) return;
    at = where.get(parent);
    if (!at)
      fail(
        [list, index, 'reply_to'],
        `message ${parent} is not in messages, archive or deleted; the answered message's thread must be in the file (add it to archive, or to deleted)`,
      );
  }
}

/** Why media bytes cannot be read from `file`, if they cannot. */
function fileProblem(file: string): string | undefined {
  let stat: Stats;
  try {
    stat = statSync(file);
  } catch {
    return 'file not found';
  }
  if (!stat.isFile()) return 'not a file';
  return overLimit(stat.size, READ_LIMITS.media);
}

const DEFAULT_START = Date.parse('2026-01-01T12:00:00Z');

function replayStart(fixture: Fixture): number {
  if (fixture.now) return Date.parse(fixture.now);
  const times = fixture.messages.flatMap((m) => (m.at ? [Date.parse(m.at)] : []));
  return times.length > 0 ? Math.max(...times) + 60_000 : DEFAULT_START;
}
