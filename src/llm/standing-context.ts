import type { EventSettings, MemorySettings } from '../config/resolved.js';
import { DEFAULT_EVENTS, DEFAULT_MEMORY } from '../config/schema.js';
import { sanitizeName, sanitizeText } from '../conversation/sanitize.js';
import { formatMessageTime } from '../conversation/time.js';
import type { PlannedEvent } from '../store/events.js';
import type { ChatMemory, MemoryEntry } from '../store/memory.js';
import { formatInterval, formatLocalInstant } from '../tasks/event-time.js';
import type { ChatId, UserId } from '../telegram/types.js';

export interface StandingContextInput {
  memory: ChatMemory;
  /** The chat the turn is in: a memory written here says so instead of naming the chat. */
  chatId: ChatId;
  /** Display names of the people shown, by user id. */
  names: ReadonlyMap<UserId, string>;
  timeZone: string;
  /** Caps, for the note that one kind is nearly full; the defaults when absent. */
  limits?: MemorySettings;
  /** The persona's plans in this chat, soonest first. */
  events?: readonly PlannedEvent[];
  /** Caps on plans, for the note that this chat's are nearly full; the defaults when absent. */
  eventLimits?: EventSettings;
}

/** A kind is "nearly full" from this share of its cap: the persona is told before anything is dropped. */
const NEAR_CAP = 0.8;

/** One section of the standing context: a heading, entries by key, and the near-cap hint. */
export interface StandingSection {
  kind: 'summary' | 'notes' | 'people' | 'memories' | 'plans';
  heading: string;
  /** One entry each (a summary is one entry of its own section); `key` is its id. */
  entries: readonly { key: string; text: string }[];
  hint?: string;
}

/**
 * What the persona remembers, as the first user part of the request (pure). It depends only on
 * stored memory and never on the time of the turn, so it stays byte-identical from turn to turn
 * until something in it changes: summaries of what left the window, the notes of this chat, the
 * people in the window (what was learned here or shared), the memories written here or shared, the persona's plans in this chat. Entries carry the date they were last
 * written; every text is neutralised like a message, since people's words may have shaped it.
 * Undefined when there is nothing to show.
 */
export function renderStandingContext(input: StandingContextInput): string | undefined {
  return renderSections(standingSections(input));
}

/** The standing context's sections, in the order they are shown (pure). */
export function standingSections(input: StandingContextInput): StandingSection[] {
  const { memory, timeZone } = input;
  const limits = input.limits ?? DEFAULT_MEMORY;
  const day = (ms: number) => formatMessageTime(ms, timeZone).slice(0, 10);
  const sections: StandingSection[] = [];

  for (const s of memory.summaries) {
    const dates =
      day(s.firstDate) === day(s.lastDate) ? day(s.firstDate) : `${day(s.firstDate)} – ${day(s.lastDate)}`;
    const heading = `⟦summary of #${s.firstId}–#${s.lastId}, ${dates}⟧`;
    sections.push({ kind: 'summary', heading, entries: [{ key: heading, text: sanitizeText(s.text) }] });
  }
  if (memory.notes.length > 0)
    sections.push({
      kind: 'notes',
      heading: '⟦your notes on this chat⟧',
      entries: memory.notes.map((n) => line(n.id, pinnedMark(day(n.updatedAt), n.pinned), n.text)),
      hint: nearCap('notes on this chat', memory.notes.length, limits.notesPerChat),
    });
  if (memory.people.length > 0)
    sections.push({
      kind: 'people',
      heading: '⟦what you know about people here⟧',
      entries: memory.people.map((p) => {
        const name = sanitizeName(input.names.get(p.user) ?? 'someone');
        const when = pinnedMark(
          day(p.updatedAt),
          p.facts.some((f) => f.pinned),
        );
        return { key: `user ${p.user}`, text: `${name} (user ${p.user}) ${when}: ${sanitizeText(p.text)}` };
      }),
      hint: nearCap('people', memory.people.length, limits.people),
    });
  if (memory.memories.length > 0)
    sections.push({
      kind: 'memories',
      heading: '⟦your memories: each stays in the chat it was written in, unless shared⟧',
      entries: memory.memories.map((m) =>
        line(m.id, pinnedMark(`${day(m.updatedAt)}, ${origin(m, input.chatId)}`, m.pinned), m.text),
      ),
      hint: nearCap('memories', memory.memories.length, limits.memories),
    });
  const events = input.events ?? [];
  if (events.length > 0)
    sections.push({
      kind: 'plans',
      heading: '⟦your plans in this chat⟧',
      entries: events.map((e) => ({ key: e.id, text: eventLine(e) })),
      hint: nearCap(
        'plans in this chat',
        events.length,
        (input.eventLimits ?? DEFAULT_EVENTS).perChat,
        PLANS_FULL,
      ),
    });
  return sections;
}

/** Sections as text: each heading, its entries and its hint on lines of their own; undefined when none. */
export function renderSections(sections: readonly StandingSection[]): string | undefined {
  if (sections.length === 0) return undefined;
  return sections
    .map((s) =>
      [s.heading, ...s.entries.map((e) => e.text), ...(s.hint === undefined ? [] : [s.hint])].join('\n'),
    )
    .join('\n\n');
}

/**
 * The standing context a turn shows, split so that the request stays a cached prefix (pure).
 * While the history window starts where the previous turn's did and the summaries are the same,
 * the top keeps exactly what that turn showed there, and what memory gained, changed or lost since
 * is listed after the history (`changes`): a memory write then changes only the end of the
 * request, not everything after its first part. When the window moves, the history changes from
 * its first message anyway, and the top is written afresh with everything folded in.
 */
export function splitStanding(
  current: readonly StandingSection[],
  shownBefore: readonly StandingSection[] | undefined,
): { top: readonly StandingSection[]; changes: StandingSection[] } {
  const summaries = (sections: readonly StandingSection[]) =>
    renderSections(sections.filter((s) => s.kind === 'summary'));
  if (!shownBefore || summaries(shownBefore) !== summaries(current)) return { top: current, changes: [] };
  const changes: StandingSection[] = [];
  for (const kind of ['notes', 'people', 'memories', 'plans'] as const) {
    const before = shownBefore.find((s) => s.kind === kind);
    const now = current.find((s) => s.kind === kind);
    const was = new Map(before?.entries.map((e) => [e.key, e.text]));
    const is = new Set(now?.entries.map((e) => e.key));
    const entries = [
      ...(now?.entries ?? []).filter((e) => was.get(e.key) !== e.text),
      ...(before?.entries ?? [])
        .filter((e) => !is.has(e.key))
        .map((e) => ({ key: e.key, text: `${e.key}: no longer listed` })),
    ];
    const hint = now?.hint !== before?.hint ? now?.hint : undefined;
    const heading = now?.heading ?? before?.heading;
    if (heading && (entries.length > 0 || hint !== undefined)) changes.push({ kind, heading, entries, hint });
  }
  return { top: shownBefore, changes };
}

/** Opens the part after the history that lists what memory changed since the top was shown. */
export const STANDING_CHANGES_MARK =
  '⟦changed since the lists at the start: an entry here replaces the one with its id there⟧';

/** The changes part's text, undefined when nothing changed. */
export function renderChanges(changes: readonly StandingSection[]): string | undefined {
  const text = renderSections(changes);
  return text === undefined ? undefined : `${STANDING_CHANGES_MARK}\n${text}`;
}

const PLANS_FULL = 'a new one is refused, so cancel what no longer matters';

/**
 * `e3 next 2026-05-03 09:00 (Sun), every 1d, 3 times left: Ask Alice how her exam went.`: the
 * next occurrence in the event's own zone, from stored fields only (never the turn's time).
 */
function eventLine(e: PlannedEvent): string {
  const next = formatLocalInstant(e.nextAt, e.timeZone);
  const every = e.rule.every;
  // One line per plan, whatever was stored: a line break in the intent could open a forged section.
  const what = sanitizeText(e.what).replace(/\s*\n\s*/g, ' ');
  if (!every) return `${e.id} once, ${next}: ${what}`;
  const left = e.rule.times === undefined ? undefined : e.rule.times - e.done;
  const count = left === undefined ? 'until cancelled' : `${left} ${left === 1 ? 'time' : 'times'} left`;
  return `${e.id} next ${next}, every ${formatInterval(every)}, ${count}: ${what}`;
}

function line(id: string, when: string, text: string): { key: string; text: string } {
  return { key: id, text: `${id} ${when}: ${sanitizeText(text)}` };
}

/** `2026-01-01 (pinned)`: the model sees what it (or the operator) keeps for good, marked as the summariser sees it. */
function pinnedMark(when: string, pinned: boolean | undefined): string {
  return pinned ? `${when} (pinned)` : when;
}

function origin(m: MemoryEntry, chatId: ChatId): string {
  const where = m.chat === undefined || m.chat === chatId ? 'this chat' : `chat ${m.chat}`;
  return m.shared ? `${where}, shared` : where;
}

const MEMORY_FULL =
  'the least recently used leave this list first (never a pinned one; a recall still finds them), so merge or delete what no longer matters';

/** Only the count and the cap: the part stays the same until one of them changes. */
function nearCap(what: string, count: number, cap: number, advice = MEMORY_FULL): string | undefined {
  if (count < Math.ceil(cap * NEAR_CAP)) return undefined;
  return `⟦${what}: ${count} of at most ${cap}; ${advice}⟧`;
}

/**
 * The history window once summaries exist: the messages no summary covers, and at least the
 * newest `keepNewest` (a summary never leaves the turn without recent context). The window's
 * start then moves only when a new summary is written, in blocks.
 */
export function unsummarisedWindow<M extends { id: number }>(
  history: readonly M[],
  summarisedUpTo: number | undefined,
  keepNewest: number,
): M[] {
  if (summarisedUpTo === undefined) return [...history];
  const fresh = history.filter((m) => m.id > summarisedUpTo);
  return fresh.length >= keepNewest ? fresh : history.slice(-keepNewest);
}
