import path from 'node:path';
import YAML, { isScalar } from 'yaml';
import type { TurnReport, TurnSeen } from '../agent/turn.js';
import type { PlannedEvent } from '../store/events.js';
import type { ChatMemory } from '../store/memory.js';
import type { RecallHit } from '../store/search.js';
import type { JournalTurn } from '../tasks/journal.js';
import type { TurnTrigger } from '../tasks/types.js';
import { conversationParts, groupOf, TOPIC_SEPARATOR } from '../telegram/topics.js';
import type { Account, ChatId, InboundMessage, MediaRef } from '../telegram/types.js';
import { jsonId } from '../terminal/results.js';
import { eventField } from './fixture-events.js';
import type { FixtureSecrets } from './fixture-redact.js';

/**
 * The one writer of replay fixtures from real turns: `chat /save`, the operator console's
 * download and `run --record` all write through it, so a turn saved anywhere is the same file.
 */

/** What a fixture of one turn needs: what the model answered and the chat as it saw it. */
export interface SavedTurn {
  report: Pick<TurnReport, 'targetId' | 'reply' | 'seenBefore' | 'trigger' | 'plans' | 'seen'>;
  snapshot: {
    nowMs: number;
    /** Every message the model saw (copies). */
    messages: readonly InboundMessage[];
    /** Media descriptions the request carried, by media id. */
    descriptions: ReadonlyMap<string, string>;
    /** What the standing context was built from (else the report's `seen` says). */
    memory?: ChatMemory;
    /** The plans of the chat the standing context listed (else the report's `seen` says). */
    events?: readonly PlannedEvent[];
  };
  /** The turn the answer's `# «recall»` started: written as the second answer, with what it found. */
  followUp?: RecallFollowUp;
}

/** What a recall found, and the answer of the turn it started. */
export interface RecallFollowUp {
  reply: SavedTurn['report']['reply'];
  hits: readonly RecallHit[];
}

export interface FixtureSource {
  /** Absolute path the fixture is written to; `config` is made relative to it. */
  file: string;
  /** Absolute path of config.yaml. */
  configFile: string;
  persona: string;
  chat: { id: ChatId; type: 'direct' | 'group'; title: string };
  me: Account;
  users: readonly Account[];
  turn: SavedTurn;
}

/**
 * A replay fixture (docs/fixtures.md) of a chat's last turn: the chat as the model saw it, the time it
 * was asked (`now`), the message it answered (`target`) and its actual answer (`model.reply`),
 * with the media descriptions it knew. `replay` of this file builds the same request and does
 * the same things.
 */
export function fixtureFromTurn(source: FixtureSource): Record<string, unknown> {
  const { turn } = source;
  const { snapshot, report } = turn;
  const configRelative = path
    .relative(path.dirname(source.file), source.configFile)
    .split(path.sep)
    .join('/');
  const fixture: Record<string, unknown> = {
    persona: source.persona,
    config: configRelative,
    now: new Date(snapshot.nowMs).toISOString(),
    chat: chatField(source.chat),
    me: account(source.me),
    users: source.users.map(account),
    messages: snapshot.messages.map((m) => message(m, snapshot.descriptions)),
  };
  if (report.targetId !== undefined) fixture.target = report.targetId;
  if (report.seenBefore !== undefined) fixture.seen_up_to = report.seenBefore;
  const trigger = triggerField(report.trigger);
  if (trigger) fixture.trigger = trigger;
  if (report.plans && report.plans.length > 0)
    fixture.plans_due = report.plans.map((p) =>
      p.id === undefined ? { what: p.what } : { id: p.id, what: p.what },
    );
  const answer = replyField(report.reply);
  fixture.model = { reply: turn.followUp ? [answer, replyField(turn.followUp.reply)] : answer };
  if (turn.followUp) addRecalled(fixture, turn.followUp.hits, snapshot.messages, source.me);
  const memory = memoryField(
    snapshot.memory ?? report.seen?.memory,
    turn.followUp?.hits ?? [],
    groupOf(source.chat.id),
  );
  if (memory) fixture.memory = memory;
  // The plans the turn was shown, as they stood then: the replay lists them the same way.
  const events = snapshot.events ?? report.seen?.events ?? [];
  if (events.length > 0)
    fixture.events = events.map((e) =>
      withoutAbsent({ ...eventField(e, e.chatId === source.chat.id ? undefined : e.chatId) }),
    );
  return fixture;
}

/** An answer as `model.reply` holds it; one the model did not finish keeps its finish reason. */
function replyField(reply: SavedTurn['report']['reply']): string | { text: string; finish: string } {
  if (reply?.kind !== 'text') return '';
  return reply.finishReason === undefined ? reply.text : { text: reply.text, finish: reply.finishReason };
}

/**
 * The messages a recall found beyond what the turn was shown go in `archive`, marked `stored`
 * (the replay stores them, as the live agent had), their senders in `users`, so its search finds
 * the same.
 */
function addRecalled(
  fixture: Record<string, unknown>,
  hits: readonly RecallHit[],
  shown: readonly InboundMessage[],
  me: Account,
): void {
  const ids = new Set(shown.map((m) => m.id));
  const users = fixture.users as Record<string, unknown>[];
  const archive: Record<string, unknown>[] = [];
  for (const hit of hits) {
    if (hit.source !== 'message' || hit.fromId === undefined || ids.has(hit.id)) continue;
    ids.add(hit.id);
    const from = jsonId(hit.fromId);
    if (hit.fromId !== me.id && !users.some((u) => u.id === from))
      users.push({ id: from, name: hit.from ?? 'Someone' });
    const at = new Date(hit.at).toISOString().replace('.000Z', 'Z');
    archive.push({ id: hit.id, from, at, text: hit.text, stored: true });
  }
  if (archive.length > 0) fixture.archive = archive.sort((a, b) => Number(a.id) - Number(b.id));
}

function withoutAbsent(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined));
}

/**
 * What the turn's standing context was built from, as the fixture's `memory`, with the dates it
 * showed, so the replay renders the same part, and the archived entries its recall found, marked
 * `archived` (the replay stores them so, and its search finds the same); none when there was nothing.
 */
function memoryField(
  shown: ChatMemory | undefined,
  hits: readonly RecallHit[],
  chatId: ChatId,
): Record<string, unknown> | undefined {
  const memory = withArchived(shown ?? { summaries: [], notes: [], memories: [], people: [] }, hits);
  const at = (ms: number) => new Date(ms).toISOString();
  const out: Record<string, unknown> = {};
  if (memory.summaries.length > 0)
    out.summaries = memory.summaries.map((s) => ({
      first_id: s.firstId,
      last_id: s.lastId,
      first_at: at(s.firstDate),
      last_at: at(s.lastDate),
      text: s.text,
    }));
  if (memory.notes.length > 0)
    out.notes = memory.notes.map((n) => ({
      id: n.id,
      at: at(n.updatedAt),
      text: n.text,
      ...(n.pinned ? { pinned: true } : {}),
      ...(n.archivedAt === undefined ? {} : { archived: true }),
    }));
  if (memory.people.length > 0)
    out.people = memory.people.map((p) => ({
      user: jsonId(p.user),
      at: at(p.updatedAt),
      text: p.text,
      ...(p.facts.some((f) => f.pinned) ? { pinned: true } : {}),
      ...(p.facts.every((f) => f.archivedAt !== undefined) ? { archived: true } : {}),
    }));
  if (memory.memories.length > 0)
    out.memories = memory.memories.map((m) => {
      const entry: Record<string, unknown> = { id: m.id, at: at(m.updatedAt), text: m.text };
      if (m.chat !== undefined && m.chat !== chatId) entry.chat = jsonId(m.chat);
      if (m.shared) entry.shared = true;
      if (m.pinned) entry.pinned = true;
      if (m.archivedAt !== undefined) entry.archived = true;
      return entry;
    });
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The memory shown, and after it the archived entries a recall found, as they were (pure). */
function withArchived(shown: ChatMemory, hits: readonly RecallHit[]): ChatMemory {
  const memory = {
    ...shown,
    notes: [...shown.notes],
    memories: [...shown.memories],
    people: [...shown.people],
  };
  for (const { entry: key, at, text } of hits) {
    if (key === undefined) continue;
    const times = { updatedAt: at, usedAt: at, archivedAt: at };
    const entry = { id: key.id, text, shared: false, createdAt: at, ...times };
    if (key.kind === 'note') memory.notes.push(entry);
    else if (key.kind === 'memory') memory.memories.push(entry);
    else
      memory.people.push({
        user: key.scope,
        text,
        updatedAt: at,
        facts: [{ text, shared: false, ...times }],
      });
  }
  return memory;
}

/** A trigger as the fixture writes it; none for new messages, the default. */
function triggerField(trigger: TurnTrigger | undefined): Record<string, unknown> | undefined {
  if (!trigger || trigger.kind === 'message') return undefined;
  if (trigger.kind === 'reaction') {
    const out: Record<string, unknown> = {
      kind: 'reaction',
      message_id: trigger.messageId,
      emoji: trigger.emoji,
    };
    if (trigger.fromId !== undefined) out.from = jsonId(trigger.fromId);
    return out;
  }
  if (trigger.kind === 'event') {
    const out: Record<string, unknown> = { kind: 'event' };
    if (trigger.id !== undefined) out.id = trigger.id;
    out.what = trigger.what;
    return out;
  }
  return { kind: trigger.kind };
}

/** A rendered fixture, and how many secrets were replaced by `[redacted]` on the way. */
export interface RenderedFixture {
  text: string;
  redacted: number;
}

/**
 * The fixture as YAML: a header, short maps on one line, multi-line texts as blocks. Every
 * writer comes through here with the secrets it knows: none reaches a file or a download.
 */
export function renderFixture(
  fixture: Record<string, unknown>,
  header: string,
  secrets: FixtureSecrets,
): RenderedFixture {
  const cleanHeader = secrets.text(header);
  const clean = secrets.tree(fixture);
  const doc = new YAML.Document(clean.value);
  doc.commentBefore = cleanHeader.text
    .split('\n')
    .map((l) => ` ${l}`)
    .join('\n');
  YAML.visit(doc, {
    Scalar(_key, node) {
      if (typeof node.value === 'string' && node.value.includes('\n')) node.type = 'BLOCK_LITERAL';
    },
    Map(_key, node) {
      // chat, me, users, reactions, media items: one line each, as in the examples; messages
      // (they have `at`) and anything holding a block of text stay in block style.
      if (node === doc.contents) return;
      const oneLine = node.items.every(
        (pair) => isScalar(pair.value) && !String(pair.value.value).includes('\n'),
      );
      const isMessage = node.items.some((pair) => isScalar(pair.key) && pair.key.value === 'at');
      if (oneLine && !isMessage) node.flow = true;
    },
  });
  return { text: doc.toString({ lineWidth: 0 }), redacted: clean.count + cleanHeader.count };
}

/**
 * The chat as a fixture names it: a forum topic's conversation is its group's id and title with
 * the topic (its messages then need no `topic` of their own).
 */
function chatField(chat: FixtureSource['chat']): Record<string, unknown> {
  const { chatId, topicId } = conversationParts(chat.id);
  if (topicId === undefined) return { id: jsonId(chat.id), type: chat.type, title: chat.title };
  const split = chat.title.indexOf(TOPIC_SEPARATOR);
  const group = split < 0 ? chat.title : chat.title.slice(0, split);
  const topic = split < 0 ? undefined : chat.title.slice(split + TOPIC_SEPARATOR.length);
  return {
    id: jsonId(chatId),
    type: chat.type,
    title: group,
    topic: withoutAbsent({ id: topicId, title: topic }),
  };
}

/**
 * A journal turn (as the engine recorded it, live or in a console chat) as a fixture written to
 * `file`; undefined for a turn that kept no snapshot of its chat. The people are the senders
 * the model saw, with the ids, names and usernames it saw: nothing else about them (no phone
 * number) is in a snapshot. A recall's follow-up given `recalling` (the chat's turn before it,
 * whose answer recalled) is written as that turn with both answers and what the recall found.
 */
export function fixtureOfJournalTurn(
  journalTurn: JournalTurn,
  where: { file: string; configFile: string },
  recalling?: JournalTurn,
): Record<string, unknown> | undefined {
  // A recall's follow-up cannot start a replay: it is written as the turn that recalled, answered twice.
  const cause = journalTurn.cause;
  const followUp =
    cause?.kind === 'recall' && recalling ? { reply: journalTurn.reply, hits: cause.hits } : undefined;
  const turn = followUp && recalling ? recalling : journalTurn;
  const seen = asSeen(turn.snapshot);
  if (!seen) return undefined;
  const users = new Map<string, Account>();
  for (const m of seen.messages) {
    if (m.senderId === seen.me.id || users.has(m.senderId)) continue;
    const user: Account = { id: m.senderId, name: m.senderName };
    if (m.senderUsername) user.username = m.senderUsername;
    users.set(m.senderId, user);
  }
  return fixtureFromTurn({
    file: where.file,
    configFile: where.configFile,
    persona: turn.agent,
    chat: { id: turn.chatId, type: seen.chat.kind === 'direct' ? 'direct' : 'group', title: seen.chat.title },
    me: seen.me,
    users: [...users.values()],
    turn: {
      report: {
        targetId: turn.targetId,
        reply: turn.reply,
        seenBefore: turn.seenBefore,
        trigger: turn.cause,
        plans: turn.plans,
      },
      snapshot: {
        nowMs: seen.nowMs,
        messages: seen.messages,
        descriptions: new Map(Object.entries(seen.descriptions)),
        memory: seen.memory,
        events: seen.events,
      },
      followUp,
    },
  });
}

/** The journal keeps the snapshot as JSON: read it back with care. */
function asSeen(value: unknown): TurnSeen | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const seen = value as Partial<TurnSeen>;
  if (!Array.isArray(seen.messages) || !seen.me || !seen.chat || typeof seen.nowMs !== 'number')
    return undefined;
  return { ...seen, descriptions: seen.descriptions ?? {} } as TurnSeen;
}

function account(a: Account): Record<string, unknown> {
  const out: Record<string, unknown> = { id: jsonId(a.id), name: a.name };
  if (a.username) out.username = a.username;
  return out;
}

function message(m: InboundMessage, descriptions: ReadonlyMap<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: m.id,
    from: jsonId(m.senderId),
    at: new Date(m.date * 1000).toISOString().replace('.000Z', 'Z'),
  };
  if (m.text) out.text = m.text;
  if (m.replyToId !== undefined) out.reply_to = m.replyToId;
  if (m.quote !== undefined) out.quote = m.quote;
  if (m.forwardFrom !== undefined) out.forward_from = m.forwardFrom;
  if (m.forwardKind !== undefined) out.forward_kind = m.forwardKind;
  if (m.media.length > 0) out.media = m.media.map((ref) => media(ref, descriptions.get(ref.id)));
  const reactions = m.reactions.filter((r) => r.fromId !== undefined);
  if (reactions.length > 0)
    out.reactions = reactions.map((r) => ({ emoji: r.emoji, from: jsonId(r.fromId ?? '') }));
  if (m.mentioned) out.mentioned = true;
  return out;
}

function media(ref: MediaRef, description: string | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = { kind: ref.kind, id: ref.id };
  if (ref.set !== undefined) out.set = ref.set;
  if (ref.emoji !== undefined) out.emoji = ref.emoji;
  if (ref.mime !== undefined) out.mime = ref.mime;
  if (ref.duration !== undefined) out.duration = ref.duration;
  if (ref.fileName !== undefined) out.file_name = ref.fileName;
  // What a poll, place, contact or dice shows, in the fixture's fields (`kind` is the item's own).
  if (ref.shown) {
    const { kind: _kind, ...fields } = ref.shown;
    Object.assign(out, fields);
  } else if (ref.title !== undefined) out.title = ref.title;
  if (description !== undefined) out.description = description;
  return out;
}
