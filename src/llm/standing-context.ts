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
  /**
   * When the history window's first message was sent: an entry last written after it is listed
   * after the history (absent: every entry before it).
   */
  since?: number;
}

/** The two places the standing context is shown: before the history, and after it. */
export interface StandingParts {
  /** Summaries and the entries last written before the window's first message. */
  top?: string;
  /** What was written since, the near-cap notes and the plans, under `RECENT_MARK`. */
  recent?: string;
}

/** Opens the part after the history: what was written since the window began, and the plans. */
export const RECENT_MARK =
  '⟦kept since the first message above (older entries are at the start), and your plans⟧';

/** A kind is "nearly full" from this share of its cap: the persona is told before anything is dropped. */
const NEAR_CAP = 0.8;

/**
 * What the persona remembers (pure), in two parts, so that the request before the end of the
 * history changes only when the window does. Memory changes every few turns (a `# «remember»`,
 * a plan that fired); rewritten before the history, each change would break the cached prefix
 * of the whole history. So the first user part (`top`) holds the summaries of what left the
 * window and the entries last written before the window's first message: the notes of this
 * chat, the people in the window (what was learned here or shared), the memories written here
 * or shared. What was written since, the near-cap notes (they follow every write) and the
 * persona's plans (they change whenever one fires) go after the history (`recent`). Nothing
 * depends on the time of the turn. Entries carry the date they were last written; every text is
 * neutralised like a message, since people's words may have shaped it.
 */
export function renderStandingContext(input: StandingContextInput): StandingParts {
  const { memory, timeZone } = input;
  const limits = input.limits ?? DEFAULT_MEMORY;
  const day = (ms: number) => formatMessageTime(ms, timeZone).slice(0, 10);
  const older = (entry: { updatedAt: number }) => input.since === undefined || entry.updatedAt <= input.since;
  const top: string[] = [];
  const recent: string[] = [];
  /** A kind's older entries before the history; its newer ones and its near-cap note after it. */
  const place = <T extends { updatedAt: number }>(
    heading: string,
    entries: readonly T[],
    render: (entry: T) => string,
    hint: string | undefined,
  ) => {
    const before = entries.filter(older);
    const after = entries.filter((e) => !older(e));
    if (before.length > 0) top.push([heading, ...before.map(render)].join('\n'));
    if (after.length > 0 || hint !== undefined)
      recent.push([heading, ...after.map(render), ...(hint === undefined ? [] : [hint])].join('\n'));
  };

  for (const s of memory.summaries) {
    const dates =
      day(s.firstDate) === day(s.lastDate) ? day(s.firstDate) : `${day(s.firstDate)} – ${day(s.lastDate)}`;
    top.push(`⟦summary of #${s.firstId}–#${s.lastId}, ${dates}⟧\n${sanitizeText(s.text)}`);
  }
  place(
    '⟦your notes on this chat⟧',
    memory.notes,
    (n) => line(n.id, pinnedMark(day(n.updatedAt), n.pinned), n.text),
    nearCap('notes on this chat', memory.notes.length, limits.notesPerChat),
  );
  place(
    '⟦what you know about people here⟧',
    memory.people,
    (p) => {
      const name = sanitizeName(input.names.get(p.user) ?? 'someone');
      const when = pinnedMark(
        day(p.updatedAt),
        p.facts.some((f) => f.pinned),
      );
      return `${name} (user ${p.user}) ${when}: ${sanitizeText(p.text)}`;
    },
    nearCap('people', memory.people.length, limits.people),
  );
  place(
    '⟦your memories: each stays in the chat it was written in, unless shared⟧',
    memory.memories,
    (m) => line(m.id, pinnedMark(`${day(m.updatedAt)}, ${origin(m, input.chatId)}`, m.pinned), m.text),
    nearCap('memories', memory.memories.length, limits.memories),
  );
  const events = input.events ?? [];
  if (events.length > 0) {
    const hint = nearCap(
      'plans in this chat',
      events.length,
      (input.eventLimits ?? DEFAULT_EVENTS).perChat,
      PLANS_FULL,
    );
    recent.push(
      ['⟦your plans in this chat⟧', ...events.map(eventLine), ...(hint === undefined ? [] : [hint])].join(
        '\n',
      ),
    );
  }
  return {
    top: top.length > 0 ? top.join('\n\n') : undefined,
    recent: recent.length > 0 ? `${RECENT_MARK}\n${recent.join('\n\n')}` : undefined,
  };
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

function line(id: string, when: string, text: string): string {
  return `${id} ${when}: ${sanitizeText(text)}`;
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
