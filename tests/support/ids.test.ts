import { describe, expect, it } from 'vitest';
import { timeOrderedId } from '../../src/support/ids.js';

describe('timeOrderedId', () => {
  it('sorts by the moment it was made, whatever its random part', () => {
    const moments = [
      0,
      1,
      999,
      1_000_000,
      Date.UTC(2026, 10, 23),
      Date.UTC(2026, 10, 23) + 1,
      Date.UTC(2400, 0, 1),
    ];
    const ids = moments.map((ms) => timeOrderedId(ms));
    expect([...ids].sort()).toEqual(ids);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{23}$/);
  });

  it('gives distinct ids within one millisecond', () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => timeOrderedId(1_700_000_000_000)));
    expect(ids.size).toBe(10_000);
    for (const id of ids)
      expect(id.startsWith((1_700_000_000_000).toString(16).padStart(11, '0'))).toBe(true);
  });
});
