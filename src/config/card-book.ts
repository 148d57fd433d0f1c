import { lorebookEntrySchema } from './lorebook.js';

/** The Card V2 `character_book` fields a persona's `character_book` takes as they are. */
const BOOK_FIELDS = ['name', 'description', 'scan_depth', 'token_budget', 'recursive_scanning', 'extensions'];
const ENTRY_FIELDS = Object.keys(lorebookEntrySchema.shape);

/**
 * A card's `character_book` in the shape config.yaml takes: the Card V2 fields of the book and
 * of each entry, texts normalised like the card's; what does not fit (fields of later card
 * versions, entries without content) is left out and named in `dropped`. Undefined without entries.
 */
export function bookFromCard(
  value: unknown,
  normalise: (text: string) => string,
): { book?: Record<string, unknown>; dropped: string[] } | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const raw = value as Record<string, unknown>;
  if (!Array.isArray(raw.entries) || raw.entries.length === 0) return undefined;
  const book: Record<string, unknown> = {};
  for (const field of BOOK_FIELDS)
    if (raw[field] !== undefined && raw[field] !== null) book[field] = raw[field];
  if (typeof book.scan_depth !== 'number' || !Number.isInteger(book.scan_depth) || book.scan_depth < 1)
    delete book.scan_depth;
  if (typeof book.token_budget !== 'number' || !Number.isInteger(book.token_budget) || book.token_budget < 1)
    delete book.token_budget;
  const unknownFields = new Set<string>();
  const unusable: number[] = [];
  const entries: Record<string, unknown>[] = [];
  for (const [i, item] of (raw.entries as unknown[]).entries()) {
    if (!item || typeof item !== 'object') {
      unusable.push(i + 1);
      continue;
    }
    const entry: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(item as Record<string, unknown>)) {
      if (!ENTRY_FIELDS.includes(key)) unknownFields.add(key);
      else if (v !== null && v !== undefined) entry[key] = v;
    }
    if (typeof entry.content === 'string') entry.content = normalise(entry.content);
    for (const keys of ['keys', 'secondary_keys'])
      if (Array.isArray(entry[keys]))
        entry[keys] = (entry[keys] as unknown[]).filter((k) => typeof k === 'string' && k.trim() !== '');
    if (lorebookEntrySchema.safeParse(entry).success) entries.push(entry);
    else unusable.push(i + 1);
  }
  const dropped: string[] = [];
  if (unusable.length > 0)
    dropped.push(`character_book entries ${unusable.join(', ')} (no content, or fields of the wrong kind)`);
  if (unknownFields.size > 0)
    dropped.push(`character_book entry fields ${[...unknownFields].sort().join(', ')} (not Card V2)`);
  if (entries.length === 0) return { dropped };
  return { book: { ...book, entries }, dropped };
}
