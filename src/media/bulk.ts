import type { Persona } from '../config/resolved.js';
import { errorMessage, UserError } from '../support/errors.js';
import type { TelegramPort } from '../telegram/port.js';
import type { MediaRef } from '../telegram/types.js';
import type { MediaItem } from './describer.js';
import { DescriptionBudget, type ItemResult, type ItemState, type MediaLibrary } from './library.js';

/** How far a long run has got: the commands draw it as a progress bar. */
export interface ProgressReporter {
  update(done: number, total: number, detail: string): void;
  finish(): void;
}

/** What `media describe` needs: the persona, a Telegram to download from, the library, recent media. */
export interface MediaDescribeDeps {
  persona: Persona;
  port: TelegramPort;
  media: MediaLibrary;
  /** Recent media of the persona's chats, newest first. */
  recent: () => Promise<MediaItem[]>;
  budget: number;
  /** Told after each item; the command draws it (a progress bar on stderr). */
  progress: ProgressReporter;
}

export interface MediaDescribeReport {
  persona: string;
  budget: { total: number; spent: number };
  counts: Partial<Record<ItemState, number>>;
  /** Sticker sets that could not be listed, with the reason. */
  notes: string[];
  items: {
    id: string;
    kind: string;
    set?: string;
    emoji?: string;
    source: 'sticker set' | 'chat';
    state: ItemState;
    description?: string;
    reason?: string;
  }[];
}

/**
 * Describes, in bulk, the stickers of the persona's sets and the media of its recent chats,
 * under the same rules as a turn: one budget for the run, `concurrency` at a time, a timeout
 * per item, cached results reused, failures retried only up to the limit.
 */
export async function describeMediaInBulk(deps: MediaDescribeDeps): Promise<MediaDescribeReport> {
  const { persona, port, media } = deps;
  const notes: string[] = [];
  const stickers: MediaItem[] = [];
  const sets = [...new Set([...persona.stickerSets, ...persona.stickers.map((s) => s.set)])];
  for (const set of sets) {
    if (!port.stickerSet) {
      notes.push(`sticker set ${set}: this Telegram connection cannot list sticker sets`);
      continue;
    }
    let refs: MediaRef[] | null;
    try {
      refs = await port.stickerSet(set);
    } catch (err) {
      notes.push(`sticker set ${set}: not listed (${errorMessage(err)})`);
      continue;
    }
    if (!refs) notes.push(`sticker set ${set}: not found`);
    for (const ref of refs ?? []) stickers.push({ ref: { ...ref, set } });
  }
  // The persona's own stickers first: those are the ones the sticker list shows.
  const own = new Set(persona.stickers.map((s) => `${s.set}\u0000${s.name}`));
  stickers.sort(
    (a, b) =>
      Number(!own.has(`${a.ref.set}\u0000${a.ref.emoji}`)) -
      Number(!own.has(`${b.ref.set}\u0000${b.ref.emoji}`)),
  );
  const recent = await deps.recent();
  const fromSets = new Set(stickers.map((s) => s.ref.id));
  const items = [...stickers, ...recent.filter((i) => !fromSets.has(i.ref.id))];
  const total = new Set(items.map((i) => i.ref.id)).size;

  const budget = new DescriptionBudget(deps.budget);
  const bar = deps.progress;
  const tally: Partial<Record<ItemState, number>> = {};
  let done = 0;
  bar.update(0, total, '');
  const result = await media.understand(items, {
    budget,
    audio: persona.describeAudio,
    onItem: (r: ItemResult) => {
      tally[r.state] = (tally[r.state] ?? 0) + 1;
      bar.update(++done, total, summary(tally));
    },
  });
  bar.finish();
  const order = new Map(items.map((item, i) => [item.ref.id, i] as const).reverse());
  const results = [...result.results].sort(
    (a, b) => (order.get(a.item.ref.id) ?? 0) - (order.get(b.item.ref.id) ?? 0),
  );
  return {
    persona: persona.name,
    budget: { total: budget.total, spent: budget.total - budget.remaining },
    counts: result.counts,
    notes,
    items: results.map((r) => {
      const out: MediaDescribeReport['items'][number] = {
        id: r.item.ref.id,
        kind: r.item.ref.kind,
        source: fromSets.has(r.item.ref.id) ? 'sticker set' : 'chat',
        state: r.state,
      };
      if (r.item.ref.set) out.set = r.item.ref.set;
      if (r.item.ref.emoji) out.emoji = r.item.ref.emoji;
      if (r.description) out.description = r.description;
      if (r.reason) out.reason = r.reason;
      return out;
    }),
  };
}

const SUMMARY_ORDER: ItemState[] = [
  'described',
  'fallback',
  'curated',
  'cached',
  'unsupported',
  'known-unsupported',
  'error',
  'timeout',
  'gave-up',
  'over-budget',
  'skipped',
];

export function summary(counts: Partial<Record<ItemState, number>>): string {
  return SUMMARY_ORDER.filter((s) => counts[s])
    .map((s) => `${counts[s]} ${s}`)
    .join(' · ');
}

/** A `--budget` value: a whole number of new descriptions for the run. */
export function parseBudget(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 10_000) {
    throw new UserError(`--budget: expected a whole number from 0 to 10000, got "${value}"`);
  }
  return n;
}
