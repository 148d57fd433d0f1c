import type { MediaDescribeReport } from '../media/bulk.js';
import { summary } from '../media/bulk.js';
import type { ItemState } from '../media/library.js';
import { oneLine } from '../media/render.js';
import type { Style } from './style.js';

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
  out.push('', totals(report));
  if (left > 0) out.push(style.yellow(`${left} left for later: run again, or raise --budget`));
  return out.join('\n');
}

/** The states of items that took a new description from the budget (asked, whatever came back). */
const SPENT: readonly ItemState[] = ['described', 'fallback', 'unsupported', 'error', 'timeout'];

/**
 * The totals so they add up: what the budget went on, then what cost nothing
 * ("6 of the 8-item budget spent (4 described, 1 fallback, 1 unsupported); 4 curated").
 */
export function totals(report: Pick<MediaDescribeReport, 'counts' | 'budget'>): string {
  const { counts, budget } = report;
  const spentOn = SPENT.filter((s) => counts[s]).map((s) => `${counts[s]} ${s}`);
  const free = summary(
    Object.fromEntries(Object.entries(counts).filter(([s]) => !SPENT.includes(s as ItemState))),
  );
  const spent = `${budget.spent} of the ${budget.total}-item budget spent${spentOn.length > 0 ? ` (${spentOn.join(', ')})` : ''}`;
  return free ? `${spent}; ${free}` : spent;
}

function stateLabel(state: ItemState, style: Style): string {
  const label = state.padEnd(17);
  if (state === 'described' || state === 'fallback') return style.green(label);
  if (state === 'error' || state === 'timeout' || state === 'gave-up') return style.yellow(label);
  return label;
}
