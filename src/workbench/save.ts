import path from 'node:path';
import YAML, { isScalar } from 'yaml';
import type { Account, ChatId, InboundMessage, MediaRef } from '../telegram/types.js';
import { jsonId } from '../terminal/results.js';
import type { RecordedTurn } from './world.js';

export interface FixtureSource {
  /** Absolute path the fixture is written to; `config` is made relative to it. */
  file: string;
  /** Absolute path of config.yaml. */
  configFile: string;
  persona: string;
  chat: { id: ChatId; type: 'direct' | 'group'; title: string };
  me: Account;
  users: readonly Account[];
  turn: RecordedTurn;
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
    chat: { id: jsonId(source.chat.id), type: source.chat.type, title: source.chat.title },
    me: account(source.me),
    users: source.users.map(account),
    messages: snapshot.messages.map((m) => message(m, snapshot.descriptions)),
  };
  if (report.targetId !== undefined) fixture.target = report.targetId;
  if (report.seenBefore !== undefined) fixture.seen_up_to = report.seenBefore;
  fixture.model = { reply: report.reply?.kind === 'text' ? report.reply.text : '' };
  return fixture;
}

/** The fixture as YAML: a header, short maps on one line, multi-line texts as blocks. */
export function renderFixture(fixture: Record<string, unknown>, header: string): string {
  const doc = new YAML.Document(fixture);
  doc.commentBefore = header
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
  return doc.toString({ lineWidth: 0 });
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
  if (description !== undefined) out.description = description;
  return out;
}
