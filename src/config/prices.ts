import type { TokenUsage } from '../support/usage.js';

/** US dollars per million tokens. Thinking tokens are billed as output. */
export interface ModelPrice {
  input: number;
  cachedInput: number;
  output: number;
}

/**
 * When the default prices were read from Google's published Gemini API price list (standard
 * tier, prompts up to 200k tokens). Nothing is fetched: set `prices:` in config.yaml when they
 * change or for another model.
 */
export const DEFAULT_PRICES_DATE = '2025-10-01';

export const DEFAULT_PRICES: Readonly<Record<string, ModelPrice>> = {
  'gemini-2.5-pro': { input: 1.25, cachedInput: 0.125, output: 10 },
  'gemini-2.5-flash': { input: 0.3, cachedInput: 0.03, output: 2.5 },
  'gemini-2.5-flash-lite': { input: 0.1, cachedInput: 0.01, output: 0.4 },
  'gemini-2.0-flash': { input: 0.1, cachedInput: 0.025, output: 0.4 },
  'gemini-2.0-flash-lite': { input: 0.075, cachedInput: 0.01875, output: 0.3 },
};

/**
 * The price of a model: an exact name first, then the longest known name it starts with
 * (`gemini-2.5-flash-preview-09-2025` costs what `gemini-2.5-flash` costs).
 */
export function priceOf(prices: Readonly<Record<string, ModelPrice>>, model: string): ModelPrice | undefined {
  const exact = prices[model];
  if (exact) return exact;
  const prefix = Object.keys(prices)
    .filter((name) => model.startsWith(name))
    .sort((a, b) => b.length - a.length)[0];
  return prefix === undefined ? undefined : prices[prefix];
}

/** Dollars for these tokens; cached prompt tokens at the cached rate, thinking as output. */
export function costOf(usage: TokenUsage, price: ModelPrice): number {
  const uncached = Math.max(0, usage.promptTokens - usage.cachedTokens);
  return (
    (uncached * price.input +
      usage.cachedTokens * price.cachedInput +
      (usage.outputTokens + usage.thinkingTokens) * price.output) /
    1_000_000
  );
}

/**
 * What calls cost at these prices, rounded to 1e-8 dollars; null when a model has no price or a
 * call no token counts. The usage page, the turn cards and the tuning lab price calls with it.
 */
export function costOfCalls(
  calls: readonly { model: string; usage?: TokenUsage }[],
  prices: Readonly<Record<string, ModelPrice>>,
): number | null {
  let cost: number | null = 0;
  for (const call of calls) {
    const price = priceOf(prices, call.model);
    cost = cost === null || !price || !call.usage ? null : cost + costOf(call.usage, price);
  }
  return cost === null ? null : Math.round(cost * 1e8) / 1e8;
}
