import type { Persona } from '../config/types.js';
import type { MediaItem } from '../media/describer.js';
import { DescriptionBudget, type ItemResult, type ItemState, type MediaLibrary } from '../media/library.js';
import { oneLine } from '../media/render.js';
import { errorMessage, UserError } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import type { TelegramPort } from '../telegram/port.js';
import type { MediaRef } from '../telegram/types.js';
import { loadFixture } from './fixture.js';
import { buildReplayWorld } from './offline.js';
import { ProgressBar } from './progress.js';
import type { Style } from './style.js';

/** What `media describe` needs: the persona, a Telegram to download from, the library, recent media. */
export interface MediaDescribeDeps {
  persona: Persona;
  port: TelegramPort;
  media: MediaLibrary;
  /** Recent media of the persona's chats, newest first. */
  recent: () => Promise<MediaItem[]>;
  budget: number;
  /** Where the progress bar goes (stderr). */
  progress: { write(s: string): unknown; isTTY?: boolean };
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
  const bar = new ProgressBar(deps.progress, 'describing');
  const tally: Partial<Record<ItemState, number>> = {};
  let done = 0;
  bar.update(0, total, '');
  const result = await media.understand(items, {
    budget,
    audio: persona.describeAudio ?? false,
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

function summary(counts: Partial<Record<ItemState, number>>): string {
  return SUMMARY_ORDER.filter((s) => counts[s])
    .map((s) => `${counts[s]} ${s}`)
    .join(' · ');
}

/** The readable report: one line per item, grouped by where it came from, then the totals. */
export function renderMediaReport(report: MediaDescribeReport, style: Style): string {
  const out: string[] = [style.bold(`━━ Media of ${report.persona}`)];
  for (const source of ['sticker set', 'chat'] as const) {
    const items = report.items.filter((i) => i.source === source);
    if (items.length === 0) continue;
    out.push('', style.bold(source === 'sticker set' ? '── Sticker sets' : '── Recent media'));
    for (const item of items) {
      const name = item.set ? `${item.set} :: ${item.emoji ?? '?'}` : `${item.kind} ${item.id}`;
      const text = item.description
        ? `‹${oneLine(item.description, 100)}›`
        : style.dim(item.reason ? oneLine(item.reason, 100) : '');
      out.push(`  ${stateLabel(item.state, style)} ${name}  ${text}`.trimEnd());
    }
  }
  for (const note of report.notes) out.push(style.yellow(`  ${note}`));
  const left = report.counts['over-budget'] ?? 0;
  out.push(
    '',
    `${summary(report.counts) || 'nothing to describe'}; ${report.budget.spent} of ${report.budget.total} new descriptions used`,
  );
  if (left > 0) out.push(style.yellow(`${left} left for later: run again, or raise --budget`));
  return out.join('\n');
}

function stateLabel(state: ItemState, style: Style): string {
  const label = state.padEnd(17);
  if (state === 'described' || state === 'fallback') return style.green(label);
  if (state === 'error' || state === 'timeout' || state === 'gave-up') return style.yellow(label);
  return label;
}

export interface MediaCommandOptions {
  persona?: string;
  fixture?: string;
  budget?: string;
  geminiApiKey?: string;
}

/**
 * `character-agent media describe --fixture F`: offline against a fixture's simulated Telegram
 * (scripted descriptions, or real Gemini when GEMINI_API_KEY is set); nothing touches the real
 * state. Without `--fixture` the command runs on the live account (`media-live.ts`).
 */
export async function runMediaDescribe(
  options: MediaCommandOptions,
  log: Logger,
  progress: MediaDescribeDeps['progress'],
): Promise<MediaDescribeReport> {
  if (!options.fixture) throw new UserError('media describe offline needs --fixture <file.yaml>');
  const loaded = loadFixture(options.fixture);
  if (options.persona) loaded.fixture.persona = options.persona;
  const world = await buildReplayWorld(
    loaded,
    log,
    options.geminiApiKey ? { geminiApiKey: options.geminiApiKey } : {},
  );
  try {
    const chatId = loaded.fixture.chat.id;
    return await describeMediaInBulk({
      persona: world.persona,
      port: world.simulator,
      media: world.media,
      recent: async () => {
        const history = await world.simulator.history(chatId, world.persona.historySize);
        return history
          .reverse()
          .flatMap((m) => m.media.map((ref) => ({ ref, chatId: m.chatId, messageId: m.id })));
      },
      budget: parseBudget(options.budget, world.config.media.budget),
      progress,
    });
  } finally {
    await world.close();
  }
}

export function parseBudget(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 10_000) {
    throw new UserError(`--budget: expected a whole number from 0 to 10000, got "${value}"`);
  }
  return n;
}
