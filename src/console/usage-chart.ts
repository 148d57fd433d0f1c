import { costOf, type ModelPrice, priceOf } from '../config/prices.js';
import type { UsageSlice } from '../store/usage.js';
import { type Html, html } from '../terminal/html.js';
import { formatCost, formatTokens } from '../terminal/usage.js';

/** The periods the usage page offers, in days. */
export const USAGE_PERIODS = [1, 7, 30, 90, 365] as const;

/** What one persona's calls of one UTC day cost, or how many tokens they took when unpriced. */
interface DayBar {
  day: number;
  parts: { persona: string; value: number }[];
}

/** What a slice cost, when its model has a price. */
function dollarsOf(slice: UsageSlice, prices: Readonly<Record<string, ModelPrice>>): number | undefined {
  const price = priceOf(prices, slice.model);
  return price ? costOf(slice, price) : undefined;
}

/**
 * A bar per day (UTC), stacked by persona, drawn on the server as SVG: no script, and the same
 * picture without JavaScript. Each persona is a pattern of its own shade, named in the legend
 * and in each bar's title, so colour is never the only way to tell them apart.
 */
export function usageChart(
  slices: readonly UsageSlice[],
  prices: Readonly<Record<string, ModelPrice>>,
  firstDay: number,
  lastDay: number,
): Html {
  const priced = slices.every((s) => dollarsOf(s, prices) !== undefined);
  const measure = (s: UsageSlice) =>
    priced ? (dollarsOf(s, prices) ?? 0) : s.promptTokens + s.outputTokens + s.thinkingTokens;
  const personas = [...new Set(slices.map((s) => s.agent))].sort();
  const bars: DayBar[] = [];
  for (let day = firstDay; day <= lastDay; day++) {
    const ofDay = slices.filter((s) => s.day === day);
    bars.push({
      day,
      parts: personas.map((persona) => ({
        persona,
        value: ofDay.filter((s) => s.agent === persona).reduce((n, s) => n + measure(s), 0),
      })),
    });
  }
  const max = Math.max(0, ...bars.map((b) => b.parts.reduce((n, p) => n + p.value, 0)));
  const say = (v: number) => (priced ? formatCost(v) : `${formatTokens(v)} tokens`);
  const width = 720;
  const height = 180;
  const top = 16;
  const bottom = 22;
  const slot = width / Math.max(1, bars.length);
  const barWidth = Math.max(1, Math.min(40, slot * 0.7));
  const shade = (i: number) => `hsl(${(215 + i * 67) % 360} 55% 50%)`;
  const label = (day: number) => new Date(day * 86_400_000).toISOString().slice(5, 10);
  const every = Math.ceil(bars.length / 12);
  return html`<figure class="card"><figcaption>${priced ? 'Cost' : 'Tokens'} per day (UTC), by persona; highest day ${say(max)}</figcaption>
<svg class="chart" viewBox="0 0 ${width} ${height}" role="img" aria-label="${priced ? 'Cost' : 'Tokens'} per day by persona">
${bars.map((bar, i) => {
  let y = height - bottom;
  const x = i * slot + (slot - barWidth) / 2;
  return html`<g>${bar.parts.map((part, p) => {
    const h = max === 0 ? 0 : (part.value / max) * (height - top - bottom);
    y -= h;
    return h > 0
      ? html`<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${barWidth.toFixed(1)}" height="${h.toFixed(1)}" fill="${shade(p)}"><title>${label(bar.day)} ${part.persona}: ${say(part.value)}</title></rect>`
      : '';
  })}${i % every === 0 ? html`<text x="${(x + barWidth / 2).toFixed(1)}" y="${height - 6}" text-anchor="middle">${label(bar.day)}</text>` : ''}</g>`;
})}</svg>
<p>${personas.map((p, i) => html`<span class="legend"><svg width="12" height="12" aria-hidden="true"><rect width="12" height="12" fill="${shade(i)}"/></svg> ${p}</span> `)}</p></figure>`;
}

/** Cost (or tokens) per chat over the period, largest first. */
export function costPerChat(
  slices: readonly UsageSlice[],
  prices: Readonly<Record<string, ModelPrice>>,
  title: (persona: string, chatId: string) => string,
): Html {
  const chats = new Map<
    string,
    { persona: string; chatId: string; tokens: number; cost: number; calls: number }
  >();
  for (const s of slices) {
    if (s.chatId === null) continue;
    const key = `${s.agent}\u0000${s.chatId}`;
    const row = chats.get(key) ?? { persona: s.agent, chatId: s.chatId, tokens: 0, cost: 0, calls: 0 };
    row.tokens += s.promptTokens + s.outputTokens + s.thinkingTokens;
    row.cost += dollarsOf(s, prices) ?? 0;
    row.calls += s.calls;
    chats.set(key, row);
  }
  const rows = [...chats.values()].sort((a, b) => b.cost - a.cost || b.tokens - a.tokens);
  return html`<h2>Cost per chat</h2>
${
  rows.length === 0
    ? html`<p class="muted">No model calls in a chat in this period.</p>`
    : html`<table><thead><tr><th>Persona</th><th>Chat</th><th class="num">Calls</th><th class="num">Tokens</th><th class="num">Cost</th></tr></thead>
<tbody>${rows.map(
        (r) =>
          html`<tr><td>${r.persona}</td><td>${title(r.persona, r.chatId)}</td><td class="num">${r.calls}</td><td class="num">${formatTokens(r.tokens)}</td><td class="num">${formatCost(r.cost)}</td></tr>`,
      )}</tbody></table>`
}`;
}
