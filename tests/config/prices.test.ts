import { describe, expect, it } from 'vitest';
import { costOf, DEFAULT_PRICES, priceOf } from '../../src/config/prices.js';

describe('model prices', () => {
  it('finds a price by exact name, else by the longest known prefix', () => {
    expect(priceOf(DEFAULT_PRICES, 'gemini-2.5-flash')).toEqual(DEFAULT_PRICES['gemini-2.5-flash']);
    expect(priceOf(DEFAULT_PRICES, 'gemini-2.5-flash-lite-preview')).toEqual(
      DEFAULT_PRICES['gemini-2.5-flash-lite'],
    );
    expect(priceOf(DEFAULT_PRICES, 'somebody-elses-model')).toBeUndefined();
  });

  it('bills cached prompt tokens at the cached rate and thinking as output', () => {
    const price = { input: 1, cachedInput: 0.1, output: 10 };
    const cost = costOf(
      { promptTokens: 1_000_000, cachedTokens: 500_000, outputTokens: 100_000, thinkingTokens: 100_000 },
      price,
    );
    expect(cost).toBeCloseTo(0.5 + 0.05 + 2, 9);
  });
});
