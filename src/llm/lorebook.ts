import type { Lorebook, LoreEntry } from '../config/lorebook.js';
import { applyMacros, type MacroValues } from '../config/macros.js';
import type { MessageId } from '../telegram/types.js';

/**
 * Which lorebook entries a turn shows, and why (pure). An entry fires when one of its keys is in
 * the newest `scanDepth` messages of the window or in a message new to this turn (and, when
 * selective, one of its secondary keys too); a constant one always does. What fired stays while
 * the window's start stays where it was, so the standing context, and with it the cached prefix,
 * changes only when a new entry fires or the window moves on; then the book is scanned afresh.
 */
export interface LoreFiring {
  /** The entry's 1-based place in the book. */
  entry: number;
  /** Its `name` (or `comment`), when it has one. */
  label?: string;
  /** `constant`; `key` found now; `kept` from an earlier turn of the same window. */
  reason: 'constant' | 'key' | 'kept';
  /** The key that fired it, and the message it was found in. */
  key?: string;
  message?: MessageId;
  /** The secondary key a selective entry needed. */
  secondaryKey?: string;
  /** Fired but left out: the entries ahead of it used the budget. */
  dropped?: true;
}

export interface ScannedMessage {
  id: MessageId;
  text: string;
  /** The persona's own message: scanned when among the newest, never "new". */
  out: boolean;
}

/**
 * The turn's firings: `window` oldest first, `seenUpTo` the newest message an earlier turn
 * showed, `kept` what that turn fired when its window started where this one does.
 */
export function fireLore(
  book: Lorebook,
  window: readonly ScannedMessage[],
  seenUpTo: MessageId | undefined,
  kept: readonly LoreFiring[] = [],
): LoreFiring[] {
  const newest = window.slice(-book.scanDepth);
  // With no earlier turn, what came after the persona's last message is new (as the turn part says).
  const after = seenUpTo ?? window.findLast((m) => m.out)?.id ?? Number.NEGATIVE_INFINITY;
  const fresh = window.filter((m) => !m.out && m.id > after);
  const scanned = [...new Set([...newest, ...fresh])].sort((a, b) => b.id - a.id);
  const before = new Map(kept.map((k) => [k.entry, k]));
  const fired: LoreFiring[] = [];
  for (const entry of book.entries) {
    if (!entry.enabled) continue;
    const firing = fireOne(entry, scanned) ?? keptFiring(before.get(entry.number));
    if (firing)
      fired.push(
        entry.label
          ? { entry: entry.number, label: entry.label, ...firing }
          : { entry: entry.number, ...firing },
      );
  }
  return withinBudget(book, fired);
}

type Why = Omit<LoreFiring, 'entry' | 'label'>;

function fireOne(entry: LoreEntry, scanned: readonly ScannedMessage[]): Why | undefined {
  if (entry.constant) return { reason: 'constant' };
  const primary = findKey(entry.keys, scanned, entry.caseSensitive);
  if (!primary) return undefined;
  const why: Why = { reason: 'key', key: primary.key, message: primary.message };
  if (!entry.selective || entry.secondaryKeys.length === 0) return why;
  const secondary = findKey(entry.secondaryKeys, scanned, entry.caseSensitive);
  return secondary ? { ...why, secondaryKey: secondary.key } : undefined;
}

function keptFiring(before: LoreFiring | undefined): Why | undefined {
  if (!before || before.reason === 'constant') return undefined;
  const { entry: _entry, label: _label, dropped: _dropped, ...why } = before;
  return { ...why, reason: 'kept' };
}

/** The first key (in the entry's order) found in the scanned messages, newest message first. */
function findKey(
  keys: readonly string[],
  scanned: readonly ScannedMessage[],
  caseSensitive: boolean,
): { key: string; message: MessageId } | undefined {
  const fold = (text: string) => (caseSensitive ? text : text.toLowerCase());
  for (const key of keys) {
    const needle = fold(key);
    const found = scanned.find((m) => fold(m.text).includes(needle));
    if (found) return { key, message: found.id };
  }
  return undefined;
}

/** Tokens an entry takes, counted as characters ÷ 4 (rounded up). */
export function loreTokens(entry: LoreEntry): number {
  return Math.ceil(entry.content.length / 4);
}

/**
 * Constant entries claim the budget first, then higher `insertion_order`, then earlier in the
 * book; one that does not fit is dropped and smaller ones after it may still fit. The rest are
 * in reading order: lower `insertion_order` first, then book order.
 */
function withinBudget(book: Lorebook, fired: LoreFiring[]): LoreFiring[] {
  const entryOf = (f: LoreFiring) => book.entries[f.entry - 1] as LoreEntry;
  const claim = [...fired].sort(
    (a, b) =>
      Number(b.reason === 'constant') - Number(a.reason === 'constant') ||
      entryOf(b).insertionOrder - entryOf(a).insertionOrder ||
      a.entry - b.entry,
  );
  let left = book.budgetTokens;
  const dropped = new Set<number>();
  for (const f of claim) {
    const cost = loreTokens(entryOf(f));
    if (cost <= left) left -= cost;
    else dropped.add(f.entry);
  }
  return fired
    .map((f) => (dropped.has(f.entry) ? { ...f, dropped: true as const } : f))
    .sort((a, b) => entryOf(a).insertionOrder - entryOf(b).insertionOrder || a.entry - b.entry);
}

/**
 * The fired entries as a part of the standing context: their texts only (never why they fired,
 * which changes from turn to turn), so the part stays byte-identical while the same entries
 * fire. Undefined when none is shown.
 */
export function renderLore(
  book: Lorebook,
  fired: readonly LoreFiring[],
  macros: MacroValues,
): string | undefined {
  const texts = fired
    .filter((f) => !f.dropped)
    .map((f) => applyMacros((book.entries[f.entry - 1] as LoreEntry).content, macros));
  return texts.length > 0
    ? `⟦what you know that bears on this conversation⟧\n${texts.join('\n\n')}`
    : undefined;
}

/** One firing as `prompt` and `replay` print it: `#2 Kafka: key "cat" in #14`. */
export function describeFiring(f: LoreFiring): string {
  const name = f.label ? `#${f.entry} ${f.label}` : `#${f.entry}`;
  const found =
    f.key === undefined ? '' : `key "${f.key}"${f.message === undefined ? '' : ` in #${f.message}`}`;
  const also = f.secondaryKey === undefined ? '' : ` with "${f.secondaryKey}"`;
  const why =
    f.reason === 'constant'
      ? 'constant'
      : f.reason === 'kept'
        ? `kept (${found}${also}, earlier in this window)`
        : `${found}${also}`;
  return `${name}: ${why}${f.dropped ? ', left out: over the budget' : ''}`;
}
