import { costOfCalls, type ModelPrice } from '../config/prices.js';
import type { TurnCalls, UsageTotal } from '../store/usage.js';
import { UserError } from '../support/errors.js';
import type { TokenUsage } from '../support/usage.js';
import type { Style } from './style.js';

/** One line of usage: a persona's calls of one model for one purpose. */
export interface UsageRow extends TokenUsage {
  persona: string;
  /** Who answered: gemini, openai-compatible. */
  provider: string;
  model: string;
  purpose: string;
  calls: number;
  /** US dollars; null when no price is known for the model. */
  costUsd: number | null;
}

/** What `usage --json` prints, and what the console shows as usage and cost. */
export interface UsageResult {
  /** The start of the period (ISO time). */
  since: string;
  /** When the built-in prices were read (config.yaml `prices:` may replace them). */
  pricesDate: string;
  rows: UsageRow[];
  total: TokenUsage & { calls: number; costUsd: number };
  /** Models with calls and no price: their cost is missing from the total. */
  unpriced: string[];
}

export function usageResult(
  totals: readonly UsageTotal[],
  prices: Readonly<Record<string, ModelPrice>>,
  since: number,
  pricesDate: string,
): UsageResult {
  const rows: UsageRow[] = totals.map((t) => ({
    persona: t.agent,
    provider: t.provider,
    model: t.model,
    purpose: t.purpose,
    calls: t.calls,
    promptTokens: t.promptTokens,
    cachedTokens: t.cachedTokens,
    outputTokens: t.outputTokens,
    thinkingTokens: t.thinkingTokens,
    costUsd: costOfCalls([{ model: t.model, usage: t }], prices),
  }));
  const total = {
    calls: 0,
    promptTokens: 0,
    cachedTokens: 0,
    outputTokens: 0,
    thinkingTokens: 0,
    costUsd: 0,
  };
  for (const r of rows) {
    total.calls += r.calls;
    total.promptTokens += r.promptTokens;
    total.cachedTokens += r.cachedTokens;
    total.outputTokens += r.outputTokens;
    total.thinkingTokens += r.thinkingTokens;
    total.costUsd += r.costUsd ?? 0;
  }
  const unpriced = [...new Set(rows.filter((r) => r.costUsd === null).map((r) => r.model))];
  return { since: new Date(since).toISOString(), pricesDate, rows, total, unpriced };
}

const UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `--since`: a span back from now (`30m`, `24h`, `7d`) or a date (`2026-01-01`). */
export function parseSince(value: string, now: number): number {
  const span = /^(\d+)([mhd])$/.exec(value.trim());
  if (span) return now - Number(span[1]) * (UNITS[span[2] ?? 'd'] ?? 0);
  const date = Date.parse(value);
  if (/^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(date)) return date;
  throw new UserError(`--since ${value}: give a span such as 24h or 7d, or a date such as 2026-01-31`);
}

const SPAN_WORDS: Record<string, string> = { m: 'minute', h: 'hour', d: 'day' };

/**
 * The period of `--since` as a person says it, with its start in this computer's time zone:
 * "last 7 days (since Fri 20 Nov 10:01 CET)"; a date is "since …" alone.
 */
export function periodLabel(value: string, since: number, timeZone?: string): string {
  const start = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  })
    .format(since)
    .replace(',', '');
  const span = /^(\d+)([mhd])$/.exec(value.trim());
  if (!span) return `since ${start}`;
  const count = Number(span[1]);
  const unit = SPAN_WORDS[span[2] ?? 'd'] ?? 'day';
  return `last ${count === 1 ? unit : `${count} ${unit}s`} (since ${start})`;
}

/** A turn's model calls as its card shows them: tokens, cost at the configured prices, wall time. */
export interface TurnFigures extends TokenUsage {
  calls: number;
  /** US dollars; null when a model of the turn has no price. */
  costUsd: number | null;
  latencyMs: number;
}

/** A turn's calls added up (pure). */
export function turnFigures(
  calls: readonly TurnCalls[],
  prices: Readonly<Record<string, ModelPrice>>,
): TurnFigures {
  const sum = (f: (c: TurnCalls) => number) => calls.reduce((n, c) => n + f(c), 0);
  return {
    calls: sum((c) => c.calls),
    promptTokens: sum((c) => c.usage.promptTokens),
    cachedTokens: sum((c) => c.usage.cachedTokens),
    outputTokens: sum((c) => c.usage.outputTokens),
    thinkingTokens: sum((c) => c.usage.thinkingTokens),
    costUsd: costOfCalls(calls, prices),
    latencyMs: sum((c) => c.latencyMs),
  };
}

/** A wall time as people read it: `640 ms`, `2.4 s`. */
export function formatLatency(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

export function formatCost(usd: number | null): string {
  if (usd === null) return '–';
  return usd < 0.01 && usd > 0 ? `$${usd.toFixed(4)}` : `$${usd.toFixed(2)}`;
}

export function formatTokens(n: number): string {
  return n.toLocaleString('en-US');
}

/** The readable table: one line per persona, model and purpose, then the total. */
export function renderUsage(result: UsageResult, style: Style, period = `since ${result.since}`): string {
  const header = ['persona', 'model', 'purpose', 'calls', 'prompt', 'cached', 'output', 'thinking', 'cost'];
  const lines = result.rows.map((r) => [
    r.persona,
    r.provider === 'gemini' ? r.model : `${r.model} (${r.provider})`,
    r.purpose,
    String(r.calls),
    formatTokens(r.promptTokens),
    formatTokens(r.cachedTokens),
    formatTokens(r.outputTokens),
    formatTokens(r.thinkingTokens),
    formatCost(r.costUsd),
  ]);
  const t = result.total;
  const total = [
    'total',
    '',
    '',
    String(t.calls),
    formatTokens(t.promptTokens),
    formatTokens(t.cachedTokens),
    formatTokens(t.outputTokens),
    formatTokens(t.thinkingTokens),
    formatCost(t.costUsd),
  ];
  const table = [header, ...lines, total];
  const widths = header.map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)));
  const format = (row: string[]) =>
    row
      .map((cell, i) => (i >= 3 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const out = [style.bold(`Model usage, ${period}`), '', style.dim(format(header))];
  if (lines.length === 0) out.push('  no model calls in this period');
  for (const line of lines) out.push(format(line));
  out.push(style.bold(format(total)));
  out.push(
    '',
    style.dim(
      `Prices: config.yaml prices:, else the built-in list of ${result.pricesDate} (dollars per million tokens; thinking billed as output).`,
    ),
  );
  if (result.unpriced.length > 0)
    out.push(
      style.yellow(`No price for ${result.unpriced.join(', ')}: add it under prices: in config.yaml.`),
    );
  return out.join('\n');
}
