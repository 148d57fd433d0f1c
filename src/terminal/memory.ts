import { formatMessageTime, zoneName } from '../conversation/time.js';
import type { MemoryJson, MemoryListing } from './results.js';
import type { Style } from './style.js';

/** True when nothing is remembered. */
export function isEmptyMemory(memory: MemoryJson): boolean {
  return memory.notes.length + memory.memories.length + memory.people.length + memory.summaries.length === 0;
}

/**
 * What a persona remembers, for people reading a terminal: one line per entry, grouped by kind;
 * given the persona's zone, an entry that carries its times (`memory list`) says them in it.
 */
export function renderMemory(memory: MemoryJson, style: Style, timeZone?: string): string {
  const out: string[] = [];
  const times = (e: object) => (timeZone === undefined ? '' : style.dim(timesText(e, timeZone)));
  const section = (title: string, lines: string[]) => {
    if (lines.length === 0) return;
    out.push(style.bold(`${title} (${lines.length})`), ...lines.map((l) => `  ${l}`));
  };
  section(
    'Summaries',
    memory.summaries.map((s) => `#${s.first_id}–#${s.last_id}: ${flat(s.text)}${times(s)}`),
  );
  section(
    'Notes',
    memory.notes.map((n) => `${n.id}${n.pinned ? ' (pinned)' : ''}: ${flat(n.text)}${times(n)}`),
  );
  section(
    'People',
    memory.people.flatMap((p) =>
      p.facts.map(
        (f) =>
          `user ${p.user} (${f.chat === null ? 'added by the operator' : `chat ${f.chat}${f.shared ? ', shared' : ''}`}${f.pinned ? ', pinned' : ''}): ${flat(f.text)}${times(f)}`,
      ),
    ),
  );
  section(
    'Memories',
    memory.memories.map(
      (m) =>
        `${m.id} (${m.chat === null ? 'added by the operator' : `chat ${m.chat}${m.shared ? ', shared' : ''}`}${m.pinned ? ', pinned' : ''}): ${flat(m.text)}${times(m)}`,
    ),
  );
  return out.length > 0 ? out.join('\n') : style.dim('nothing remembered');
}

/**
 * ` · written 2026-11-27 10:04 Berlin, used 2026-11-28 09:00 Berlin` for an entry with times, and
 * `, archived …` for one the cap archived (found by recall only).
 */
function timesText(e: object, timeZone: string): string {
  const at = (iso: unknown) =>
    typeof iso === 'string'
      ? `${formatMessageTime(Date.parse(iso), timeZone)} ${zoneName(timeZone)}`
      : undefined;
  const written = 'written_at' in e ? at(e.written_at) : undefined;
  const used = 'used_at' in e ? at(e.used_at) : undefined;
  const archived = 'archived_at' in e ? at(e.archived_at) : undefined;
  if (written === undefined) return '';
  return ` · written ${written}${used === undefined ? '' : `, used ${used}`}${archived === undefined ? '' : `, archived ${archived}`}`;
}

function flat(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ⏎ ');
}

/** `memory list`: the persona, then what it remembers, then the chats that have notes or summaries. */
export function renderMemoryListing(listing: MemoryListing, style: Style): string {
  const where = listing.chat === null ? '' : ` in chat ${listing.chat}`;
  const out = [
    style.bold(`${listing.persona} remembers${where}:`),
    renderMemory(listing, style, listing.timezone),
  ];
  if (listing.chat === null && listing.chats.length > 0)
    out.push(style.dim(`Chats with notes or summaries (see them with --chat): ${listing.chats.join(', ')}`));
  return out.join('\n');
}
