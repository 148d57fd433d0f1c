/**
 * The same chat rendered the way the Python original (99e4bbb) renders it, for the size
 * comparison of bench/prompt-size.ts. Two variants:
 *
 * - `original`: exactly the original's facts and format (system text, contents, media): per other
 *   person's message a header `From: <id> (<id>) — id: <msg>` and a body
 *   `[<msg>] (<name>): «text» <media sentences>`; the agent's messages as `[<msg>] (<name>): …`
 *   model turns; the target appended again as a last user turn; the time and chat type twice.
 * - `sameFacts`: that format carrying every fact our request carries too (username, local time
 *   and weekday of every message, the agent's included, reply quote with the replied-to
 *   message's day, reply thread with its first message, forward and its origin, service event
 *   with the pinned text, all reactions), each written in full at every message in the
 *   original's bracket style, so both sides state the same facts. Our per-turn facts (which
 *   messages are new, what started the turn, what the turn asks of the model) go into its
 *   per-turn `# Context` block, the way the original states the time there. What the persona
 *   remembers (our standing context: summaries, notes, people, memories, each with its id, date
 *   and origin) goes into system sections as the original's later versions kept notes and
 *   summaries in the prompt; the original rebuilt that prompt every turn, so they count per
 *   turn, as ours (the first user turn) does. Media carry a document's file name and a sticker
 *   nobody described is read from its emoji, as ours.
 *
 * Static prompt texts (response format, role prompts, persona, sticker list) are passed in and
 * are identical on both sides.
 */

import type { MemorySettings } from '../src/config/resolved.js';
import { stickerFallback } from '../src/media/describer.js';
import { describeMediaSentence } from '../src/media/render.js';
import type { Fixture, FixtureMessage } from '../src/offline/fixture-schema.js';

export interface OriginalInput {
  fixture: Fixture;
  /** Chronological window, the target included exactly as our build uses it. */
  window: FixtureMessage[];
  target: FixtureMessage;
  descriptions: ReadonlyMap<string, string>;
  timeZone: string;
  nowMs: number;
  /** Response format + role prompts + persona + stickers, exactly as in our request. */
  staticText: string;
  threadDepth: number;
  /** The ids our turn part lists as new, oldest first. */
  fresh: readonly number[];
  /** Memory caps, for the "nearly full" facts our standing context states. */
  memoryLimits: MemorySettings;
  variant: 'original' | 'sameFacts';
}

export interface Rendered {
  systemInstruction: string;
  /** Characters of the system text that change from turn to turn (time, context). */
  perTurnSystem?: number;
  contents: { role: 'user' | 'model'; parts: { text: string }[] }[];
}

export function renderOriginal(input: OriginalInput): Rendered {
  const { fixture, variant } = input;
  const kind = fixture.chat.type === 'group' ? 'group' : 'direct';
  const time = `# Current Time\n\nThe current time is: ${pythonTime(input.nowMs, input.timeZone)}`;
  const newFacts =
    variant === 'sameFacts'
      ? `\nNew messages: ${input.fresh.map((id) => `[${id}] (${nameOf(fixture, find(id, fixture)?.from ?? '')})`).join(', ') || 'none'}\nTurn started by: new message${turnInstruction(input, kind)}`
      : '';
  const context = `\n# Context\nCurrent time: ${new Date(input.nowMs).toISOString().replace(/\.\d{3}Z$/, '+00:00')}\nChat type: ${kind}${newFacts}`;
  // Rebuilt every turn, as the original rebuilt its whole system prompt: counted per turn.
  const memory = variant === 'sameFacts' ? memorySections(input) : '';
  const system = [
    input.staticText,
    time,
    `# Chat Type\n\nThis is a ${kind === 'group' ? 'group' : 'direct (one-on-one)'} chat.\n`,
    memory,
    context,
  ]
    .filter(Boolean)
    .join('\n\n');
  const contents: Rendered['contents'] = [];
  for (const m of input.window) {
    const isAgent = m.from === fixture.me.id;
    const parts = isAgent ? [body(m, input, false)] : [header(m, input), body(m, input, false)];
    contents.push({ role: isAgent ? 'model' : 'user', parts: parts.map((text) => ({ text })) });
  }
  // The original appends the target again, as a user turn with its header.
  contents.push({
    role: 'user',
    parts: [header(input.target, input), body(input.target, input, variant === 'sameFacts')].map((text) => ({
      text,
    })),
  });
  return {
    systemInstruction: system.trim(),
    perTurnSystem: time.length + memory.length + context.length,
    contents,
  };
}

/** What our turn part asks of the model, in the original's words for its context block. */
function turnInstruction(input: OriginalInput, kind: 'group' | 'direct'): string {
  const line = (text: string) => `\nInstruction: ${text}`;
  if (input.fresh.length === 0)
    return line(
      'add something only if it truly continues the conversation; otherwise answer with a think only.',
    );
  if (kind === 'group') return line('answer only what is meant for you; otherwise answer with a think only.');
  return input.fresh.length > 1 ? line('answer the new messages as a whole.') : '';
}

/**
 * What the persona remembers, as the original's later versions put it into the system prompt
 * (a summary section before the history, notes, memories): every fact of our standing context
 * (ids, dates, the people's user ids and names, the chat a memory came from, a kind nearly full).
 */
function memorySections(input: OriginalInput): string {
  const seed = input.fixture.memory;
  if (!seed) return '';
  const { fixture } = input;
  const day = (ms: number) => localStamp({ at: new Date(ms).toISOString() }, input).slice(4, 14);
  const dateOf = (id: number) => {
    const at = find(id, fixture)?.at;
    return day(at ? Date.parse(at) : input.nowMs);
  };
  const today = day(input.nowMs);
  const full = (what: string, count: number, cap: number) =>
    count >= Math.ceil(cap * 0.8)
      ? [`(${what}: ${count} of at most ${cap}; the oldest are dropped first, so merge or delete some)`]
      : [];
  const senders = new Set(input.window.map((m) => m.from).filter((id) => id !== fixture.me.id));
  const people = seed.people.filter((p) => senders.has(p.user));
  const sections: string[] = [];
  if (seed.summaries.length > 0)
    sections.push(
      [
        '# Summary of earlier conversation',
        ...seed.summaries.map((s) => {
          const first = dateOf(s.first_id);
          const last = dateOf(s.last_id);
          const dates = first === last ? first : `${first} to ${last}`;
          return `[${s.first_id}]–[${s.last_id}] (${dates}): «${s.text}»`;
        }),
      ].join('\n'),
    );
  if (seed.notes.length > 0)
    sections.push(
      [
        '# Notes',
        ...seed.notes.map((n) => `[${n.id}] (${today}): «${n.text}»`),
        ...full('notes', seed.notes.length, input.memoryLimits.notesPerChat),
      ].join('\n'),
    );
  if (people.length > 0)
    sections.push(
      [
        '# People',
        ...people.map((p) => `${p.user} (${nameOf(fixture, p.user)}, ${today}): «${p.text}»`),
        ...full('people', people.length, input.memoryLimits.people),
      ].join('\n'),
    );
  if (seed.memories.length > 0)
    sections.push(
      [
        '# Memories',
        ...seed.memories.map(
          (m) =>
            `[${m.id}] (${today}, channel ${m.chat === undefined || m.chat === fixture.chat.id ? 'this chat' : m.chat}): «${m.text}»`,
        ),
        ...full('memories', seed.memories.length, input.memoryLimits.memories),
      ].join('\n'),
    );
  return sections.join('\n\n');
}

function nameOf(fixture: Fixture, id: string): string {
  if (id === fixture.me.id) return fixture.me.name;
  return fixture.users.find((u) => u.id === id)?.name ?? `Unknown (${id})`;
}

function usernameOf(fixture: Fixture, id: string): string | undefined {
  return [fixture.me, ...fixture.users].find((u) => u.id === id)?.username;
}

function header(m: FixtureMessage, input: OriginalInput): string {
  const base = `From: ${m.from} (${m.from}) — id: ${m.id}`;
  if (input.variant === 'original') return base;
  const username = usernameOf(input.fixture, m.from);
  return `${base}${username ? ` — @${username}` : ''} — ${localStamp(m, input)}`;
}

function body(m: FixtureMessage, input: OriginalInput, withThread: boolean): string {
  const { fixture } = input;
  const pieces: string[] = [];
  if (input.variant === 'sameFacts') {
    if (withThread) pieces.push(...thread(m, input));
    if (m.reply_to !== undefined) pieces.push(`[in reply to ${refText(m.reply_to, input)}]`);
    if (m.quote) pieces.push(`[quoting «${m.quote}»]`);
    if (m.forward_from || m.forward_kind)
      pieces.push(`[forwarded from ${m.forward_kind ?? 'person'} ${m.forward_from ?? fixture.me.name}]`);
    if (m.service) pieces.push(`[${m.service.kind}${serviceDetail(m, input)}]`);
  }
  if (m.text.trim()) pieces.push(`«${m.text.trim()}»`);
  for (const item of m.media) {
    // With our facts: a document's file name, and a sticker nobody described read from its emoji.
    const fileName = input.variant === 'sameFacts' ? item.file_name : undefined;
    const ref = {
      id: item.id,
      kind: item.kind,
      set: item.set,
      emoji: item.emoji,
      duration: item.duration,
      fileName,
    };
    const clean = Object.fromEntries(Object.entries(ref).filter(([, v]) => v !== undefined));
    const fallback = input.variant === 'sameFacts' ? stickerFallback(ref) : undefined;
    const description =
      input.descriptions.get(item.id) ?? (fallback?.status === 'ok' ? fallback.description : undefined);
    pieces.push(describeMediaSentence(clean as { id: string; kind: string }, description));
  }
  if (input.variant === 'sameFacts' && m.reactions.length > 0) {
    pieces.push(`[reactions: ${m.reactions.map((r) => `${r.emoji} ${nameOf(fixture, r.from)}`).join(', ')}]`);
  }
  // The agent's own messages have no header; with our facts they carry their time here.
  const when = input.variant === 'sameFacts' && m.from === fixture.me.id ? ` ${localStamp(m, input)}` : '';
  return `[${m.id}] (${nameOf(fixture, m.from)})${when}: ${pieces.join(' ') || 'not understood'}`;
}

function serviceDetail(m: FixtureMessage, input: OriginalInput): string {
  const s = m.service;
  if (!s) return '';
  const users = s.users?.map((u) => nameOf(input.fixture, u)).join(', ');
  const pinned = s.message_id === undefined ? '' : refText(s.message_id, input);
  return [users, pinned, s.text ? `«${s.text}»` : '']
    .filter(Boolean)
    .map((x) => ` ${x}`)
    .join('');
}

function find(id: number, fixture: Fixture): FixtureMessage | undefined {
  return [...fixture.messages, ...fixture.archive].find((m) => m.id === id);
}

function refText(id: number, input: OriginalInput): string {
  if (input.fixture.deleted.includes(id)) return `[${id}]: deleted`;
  const m = find(id, input.fixture);
  if (!m) return `[${id}]`;
  const text = m.text.trim();
  const quoted = text
    ? `«${Array.from(text).slice(0, 200).join('')}»`
    : m.media.map((i) => i.kind).join(', ');
  return `[${id}] (${nameOf(input.fixture, m.from)}, ${localStamp(m, input).slice(0, 14)}): ${quoted}`;
}

/** The target's reply chain above its direct parent, oldest first, as our build shows it. */
function thread(target: FixtureMessage, input: OriginalInput): string[] {
  const chain: number[] = [];
  let cursor = target.reply_to;
  while (cursor !== undefined && chain.length < input.threadDepth) {
    chain.push(cursor);
    const m = input.fixture.deleted.includes(cursor) ? undefined : find(cursor, input.fixture);
    cursor = m?.reply_to;
  }
  // Our build leads a longer chain with its first message and counts the rest.
  const above: number[] = [];
  while (cursor !== undefined && !input.fixture.deleted.includes(cursor)) {
    above.push(cursor);
    cursor = find(cursor, input.fixture)?.reply_to;
  }
  const root = above.at(-1);
  const lead =
    root === undefined
      ? []
      : [`[thread starts: ${refText(root, input)}]`, `[${above.length - 1} messages not shown]`];
  return [
    ...lead,
    ...chain
      .slice(1)
      .reverse()
      .map((id) => `[earlier in thread: ${refText(id, input)}]`),
  ];
}

function localStamp(m: Pick<FixtureMessage, 'at'>, input: OriginalInput): string {
  const ms = m.at ? Date.parse(m.at) : input.nowMs;
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: input.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(ms))
      .map((x) => [x.type, x.value]),
  );
  return `${p.weekday} ${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** `%A %B %d, %Y at %I:%M %p %Z`, e.g. "Friday January 09, 2026 at 07:20 PM CET". */
function pythonTime(ms: number, timeZone: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      month: 'long',
      day: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    })
      .formatToParts(new Date(ms))
      .map((x) => [x.type, x.value]),
  );
  return `${p.weekday} ${p.month} ${p.day}, ${p.year} at ${p.hour}:${p.minute} ${p.dayPeriod} ${p.timeZoneName}`;
}
