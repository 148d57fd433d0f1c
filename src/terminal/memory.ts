import type { MemoryJson, MemoryListing } from './results.js';
import type { Style } from './style.js';

/** True when nothing is remembered. */
export function isEmptyMemory(memory: MemoryJson): boolean {
  return memory.notes.length + memory.memories.length + memory.people.length + memory.summaries.length === 0;
}

/** What a persona remembers, for people reading a terminal: one line per entry, grouped by kind. */
export function renderMemory(memory: MemoryJson, style: Style): string {
  const out: string[] = [];
  const section = (title: string, lines: string[]) => {
    if (lines.length === 0) return;
    out.push(style.bold(`${title} (${lines.length})`), ...lines.map((l) => `  ${l}`));
  };
  section(
    'Summaries',
    memory.summaries.map((s) => `#${s.first_id}–#${s.last_id}: ${flat(s.text)}`),
  );
  section(
    'Notes',
    memory.notes.map((n) => `${n.id}${n.pinned ? ' (pinned)' : ''}: ${flat(n.text)}`),
  );
  section(
    'People',
    memory.people.flatMap((p) =>
      p.facts.map(
        (f) =>
          `user ${p.user} (${f.chat === null ? 'added by the operator' : `chat ${f.chat}${f.shared ? ', shared' : ''}`}${f.pinned ? ', pinned' : ''}): ${flat(f.text)}`,
      ),
    ),
  );
  section(
    'Memories',
    memory.memories.map(
      (m) =>
        `${m.id} (${m.chat === null ? 'added by the operator' : `chat ${m.chat}${m.shared ? ', shared' : ''}`}${m.pinned ? ', pinned' : ''}): ${flat(m.text)}`,
    ),
  );
  return out.length > 0 ? out.join('\n') : style.dim('nothing remembered');
}

function flat(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ⏎ ');
}

/** `memory list`: the persona, then what it remembers, then the chats that have notes or summaries. */
export function renderMemoryListing(listing: MemoryListing, style: Style): string {
  const where = listing.chat === null ? '' : ` in chat ${listing.chat}`;
  const out = [style.bold(`${listing.persona} remembers${where}:`), renderMemory(listing, style)];
  if (listing.chat === null && listing.chats.length > 0)
    out.push(style.dim(`Chats with notes or summaries (see them with --chat): ${listing.chats.join(', ')}`));
  return out.join('\n');
}
