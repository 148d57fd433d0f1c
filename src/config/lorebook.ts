import { z } from 'zod';

/**
 * A persona's lorebook: the Card V2 `character_book` (SillyTavern's world info), in the card's
 * own field names so a card's book can be pasted or imported as it is. Entries are facts the
 * persona is shown only when the conversation touches them (`src/llm/lorebook.ts` decides).
 * Fields the card format has and we do not use (`priority`, `position`, `extensions`, ...) are
 * accepted and kept in the file, and change nothing.
 */

/** Messages scanned for keys, newest first, when the book does not say. */
export const DEFAULT_SCAN_DEPTH = 4;
/** Tokens (characters ÷ 4) the fired entries may take, when the book does not say. */
export const DEFAULT_LORE_BUDGET = 1000;

const key = z.string().trim().min(1, { message: 'a key must not be empty' });
const ignored = (what: string) =>
  z
    .unknown()
    .optional()
    .meta({ description: `${what} (kept, not used).` });

export const lorebookEntrySchema = z.strictObject({
  keys: z.array(key).default([]).meta({
    description: 'Words or phrases that fire the entry when one appears in a scanned message.',
  }),
  content: z.string().trim().min(1, { message: 'must not be empty' }).meta({
    description: 'What the persona is shown when the entry fires; {{char}} and {{user}} apply.',
  }),
  enabled: z.boolean().default(true).meta({ description: 'false: never shown (default true).' }),
  insertion_order: z.number().default(0).meta({
    description: 'Lower comes first in the standing context; higher wins when the budget is short.',
  }),
  case_sensitive: z.boolean().default(false).meta({ description: 'Match keys case-sensitively.' }),
  constant: z.boolean().default(false).meta({ description: 'Always shown, keys or not.' }),
  selective: z.boolean().default(false).meta({
    description: 'With secondary_keys: fires only when a key and a secondary key both appear.',
  }),
  secondary_keys: z.array(key).default([]).meta({ description: 'See selective.' }),
  name: z.string().optional().meta({ description: 'A name for the entry, shown in prompt and replay.' }),
  comment: z.string().optional().meta({ description: 'A note for authors; shown like name.' }),
  id: z.union([z.number(), z.string()]).optional().meta({ description: 'The card’s id for the entry.' }),
  priority: ignored('Card V2 priority'),
  position: ignored('Card V2 before_char/after_char: fired entries always go in the standing context'),
  extensions: ignored('Card V2 extensions'),
});

export const lorebookSchema = z
  .strictObject({
    name: z.string().optional(),
    description: z.string().optional(),
    scan_depth: z
      .int()
      .min(1)
      .max(100)
      .optional()
      .meta({
        description: `How many of the newest messages are scanned for keys, besides the new ones (default ${DEFAULT_SCAN_DEPTH}).`,
      }),
    token_budget: z
      .int()
      .min(1)
      .max(100_000)
      .optional()
      .meta({
        description: `Most tokens (characters ÷ 4) the fired entries take (default ${DEFAULT_LORE_BUDGET}).`,
      }),
    recursive_scanning: ignored('Card V2 recursive_scanning'),
    extensions: ignored('Card V2 extensions'),
    entries: z.array(lorebookEntrySchema).default([]),
  })
  .transform((book) => ({
    scanDepth: book.scan_depth ?? DEFAULT_SCAN_DEPTH,
    budgetTokens: book.token_budget ?? DEFAULT_LORE_BUDGET,
    entries: book.entries.map((e, i) => ({
      /** 1-based place in the list: how prompt and replay name the entry. */
      number: i + 1,
      label: (e.name ?? e.comment ?? '').trim() || undefined,
      keys: e.keys,
      secondaryKeys: e.secondary_keys,
      selective: e.selective,
      constant: e.constant,
      enabled: e.enabled,
      insertionOrder: e.insertion_order,
      caseSensitive: e.case_sensitive,
      content: e.content,
    })),
  }));

export type Lorebook = z.output<typeof lorebookSchema>;
export type LoreEntry = Lorebook['entries'][number];
