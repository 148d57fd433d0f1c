import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  describeIssue,
  formatPath,
  parseYamlSource,
  type YamlSource,
  YamlSyntaxError,
} from '../config/yaml-source.js';
import { FixtureError } from '../support/errors.js';
import { MEDIA_KINDS } from '../telegram/types.js';

/**
 * The replay fixture format (docs/fixtures.md) — a public contract: tests, users and outside checks
 * write these files, and `chat /save` produces them.
 */

const id = z
  .union([z.int(), z.string().regex(/^-?\d+$/, { message: 'expected a numeric id' })])
  .transform(String);
const messageId = z.int().positive();
const isoTime = z.iso.datetime({
  offset: true,
  message: 'expected an ISO time such as "2026-01-02T15:04:05Z"',
});

const mediaSchema = z.strictObject({
  kind: z.string().refine((k) => (MEDIA_KINDS as readonly string[]).includes(k) || /^[a-z_]+$/.test(k), {
    message: `expected one of ${MEDIA_KINDS.join('|')}`,
  }),
  id: id,
  set: z.string().optional(),
  emoji: z.string().optional(),
  mime: z.string().optional(),
  duration: z.number().nonnegative().optional(),
  file_name: z.string().optional(),
  /** Path to the media bytes, relative to the fixture. */
  file: z.string().optional(),
  /** Path to its thumbnail (animated and video stickers, GIFs, videos), relative to the fixture. */
  thumb: z.string().optional(),
  /** Seeds the description cache. */
  description: z.string().optional(),
});

/** A service message (join, leave, pin, title, photo, other); optional, added for prompt tests. */
const serviceSchema = z.strictObject({
  kind: z.enum(['join', 'leave', 'pin', 'title', 'photo', 'other']),
  /** Who the event is about (added, removed): user ids of the fixture; omitted = the sender. */
  users: z.array(id).optional(),
  /** The pinned message, for `pin`. */
  message_id: messageId.optional(),
  /** The new title, or a description for `other`. */
  text: z.string().optional(),
});

const messageSchema = z.strictObject({
  id: messageId,
  from: id,
  at: isoTime.optional(),
  text: z.string().default(''),
  reply_to: messageId.optional(),
  quote: z.string().optional(),
  forward_from: z.string().optional(),
  media: z.array(mediaSchema).default([]),
  reactions: z.array(z.strictObject({ emoji: z.string().min(1), from: id })).default([]),
  mentioned: z.boolean().default(false),
  service: serviceSchema.optional(),
});

const accountSchema = z.strictObject({
  id,
  name: z.string().min(1),
  username: z.string().optional(),
});

export const fixtureSchema = z.strictObject({
  persona: z.string().min(1),
  config: z.string().optional(),
  now: isoTime.optional(),
  chat: z.strictObject({
    id,
    type: z.enum(['direct', 'group']),
    title: z.string().optional(),
  }),
  me: accountSchema,
  users: z.array(accountSchema).default([]),
  messages: z.array(messageSchema).default([]),
  archive: z.array(messageSchema).default([]),
  deleted: z.array(messageId).default([]),
  target: messageId.optional(),
  model: z
    .strictObject({
      reply: z.string().default(''),
      describe: z.record(z.string(), z.string()).default({}),
    })
    .default({ reply: '', describe: {} }),
});

export type Fixture = z.infer<typeof fixtureSchema>;
export type FixtureMessage = z.infer<typeof messageSchema>;
export type FixtureMedia = z.infer<typeof mediaSchema>;

export interface LoadedFixture {
  fixture: Fixture;
  /** Absolute path of the fixture file. */
  file: string;
  /** Absolute path of the config it names (or ./config.yaml of the working directory). */
  configFile: string;
  /** The replay clock's start, ms since the epoch. */
  nowMs: number;
  /** `file:line:col` of a field, as every fixture error names the place. */
  at(fieldPath: readonly (string | number)[]): string;
  /** The persona as the file names it (`--persona` may replace `fixture.persona`). */
  personaInFile: string;
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
  let text: string;
  try {
    text = readFileSync(absolute, 'utf8');
  } catch (err) {
    throw new FixtureError(
      `${file}: cannot read fixture (${(err as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
  return parseFixture(text, absolute, file);
}

export function parseFixture(text: string, absolute: string, displayName = absolute): LoadedFixture {
  let source: YamlSource;
  try {
    source = parseYamlSource(text, displayName);
  } catch (err) {
    if (err instanceof YamlSyntaxError) throw new FixtureError(err.message);
    throw err;
  }
  const result = fixtureSchema.safeParse(source.value ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new FixtureError(issue ? describeIssue(source, issue) : `${displayName}: invalid fixture`);
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
  return {
    fixture,
    file: absolute,
    configFile,
    nowMs: replayStart(fixture),
    at,
    personaInFile: fixture.persona,
  };
}

/** Senders must be known, ids unique, media files present, and the target must exist. */
function checkReferences(fixture: Fixture, source: YamlSource, dir: string): void {
  const fail = (fieldPath: (string | number)[], reason: string): never => {
    const { line, col } = source.locate(fieldPath);
    throw new FixtureError(`${source.file}:${line}:${col}: ${formatPath(fieldPath)}: ${reason}`);
  };
  const people = new Set([fixture.me.id, ...fixture.users.map((u) => u.id)]);
  const seen = new Set<number>();
  for (const list of ['messages', 'archive'] as const) {
    fixture[list].forEach((message, i) => {
      if (!people.has(message.from))
        fail([list, i, 'from'], `unknown sender ${message.from} (add it to users)`);
      if (seen.has(message.id)) fail([list, i, 'id'], `duplicate message id ${message.id}`);
      seen.add(message.id);
      message.service?.users?.forEach((user, u) => {
        if (!people.has(user)) fail([list, i, 'service', 'users', u], `unknown user ${user}`);
      });
      message.media.forEach((item, m) => {
        for (const field of ['file', 'thumb'] as const) {
          const file = item[field];
          if (file !== undefined && !existsSync(path.resolve(dir, file))) {
            fail([list, i, 'media', m, field], `file not found: ${file}`);
          }
        }
      });
      message.reactions.forEach((reaction, r) => {
        if (!people.has(reaction.from))
          fail([list, i, 'reactions', r, 'from'], `unknown user ${reaction.from}`);
      });
    });
  }
  if (fixture.target !== undefined && !seen.has(fixture.target)) {
    fail(['target'], `message ${fixture.target} is not in messages or archive`);
  }
  if (fixture.target === undefined && !fixture.messages.some((m) => m.from !== fixture.me.id)) {
    fail(['messages'], 'no incoming message to answer (add one, or set target)');
  }
}

const DEFAULT_START = Date.parse('2026-01-01T12:00:00Z');

function replayStart(fixture: Fixture): number {
  if (fixture.now) return Date.parse(fixture.now);
  const times = fixture.messages.flatMap((m) => (m.at ? [Date.parse(m.at)] : []));
  return times.length > 0 ? Math.max(...times) + 60_000 : DEFAULT_START;
}
