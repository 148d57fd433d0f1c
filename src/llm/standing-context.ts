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

/**
 * What the persona remembers, as the first user part of the request (pure). It depends only on
 * stored memory and never on the time of the turn, so it stays byte-identical from turn to turn
 * until something in it changes: summaries of what left the window, the notes of this chat, the
 * people in the window (what was learned here or shared), the memories written here or shared, the persona's plans in this chat. Entries carry the date they were last
 * written; every text is neutralised like a message, since people's words may have shaped it.
 * Undefined when there is nothing to show.
 */
export function renderStandingContext(input: StandingContextInput): string | undefined {
  const { memory, timeZone } = input;
  const limits = input.limits ?? DEFAULT_MEMORY;
  const day = (ms: number) => formatMessageTime(ms, timeZone).slice(0, 10);
  const sections: string[] = [];

  for (const s of memory.summaries) {
    const dates =
      day(s.firstDate) === day(s.lastDate) ? day(s.firstDate) : `${day(s.firstDate)} – ${day(s.lastDate)}`;
    sections.push(`⟦summary of #${s.firstId}–#${s.lastId}, ${dates}⟧\n${sanitizeText(s.text)}`);
  }
  if (memory.notes.length > 0)
    sections.push(
      section(
        '⟦your notes on this chat⟧',
        memory.notes.map((n) => line(n.id, pinnedMark(day(n.updatedAt), n.pinned), n.text)),
        nearCap('notes on this chat', memory.notes.length, limits.notesPerChat),
      ),
    );
  if (memory.people.length > 0)
    sections.push(
      section(
        '⟦what you know about people here⟧',
        memory.people.map((p) => {
          const name = sanitizeName(input.names.get(p.user) ?? 'someone');
          const when = pinnedMark(
            day(p.updatedAt),
            p.facts.some((f) => f.pinned),
          );
          return `${name} (user ${p.user}) ${when}: ${sanitizeText(p.text)}`;
        }),
        nearCap('people', memory.people.length, limits.people),
      ),
    );
  if (memory.memories.length > 0)
    sections.push(
      section(
        '⟦your memories: each stays in the chat it was written in, unless shared⟧',
        memory.memories.map((m) =>
          line(m.id, pinnedMark(`${day(m.updatedAt)}, ${origin(m, input.chatId)}`, m.pinned), m.text),
        ),
        nearCap('memories', memory.memories.length, limits.memories),
      ),
    );
  const events = input.events ?? [];
  if (events.length > 0)
    sections.push(
      section(
        '⟦your plans in this chat⟧',
        events.map(eventLine),
        nearCap(
          'plans in this chat',
          events.length,
          (input.eventLimits ?? DEFAULT_EVENTS).perChat,
          PLANS_FULL,
        ),
      ),
    );
  return sections.length > 0 ? sections.join('\n\n') : undefined;
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

/** A heading, its lines, and the near-cap hint when there is one. */
function section(heading: string, lines: readonly string[], hint: string | undefined): string {
  return hint === undefined ? [heading, ...lines].join('\n') : [heading, ...lines, hint].join('\n');
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
