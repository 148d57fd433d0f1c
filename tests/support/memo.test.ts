import { describe, expect, it } from 'vitest';
import { StringMemo } from '../../src/support/memo.js';

describe('StringMemo', () => {
  it('computes an input once while it is remembered', () => {
    const memo = new StringMemo(10, 1_000);
    const computed: string[] = [];
    const upper = (s: string) => {
      computed.push(s);
      return s.toUpperCase();
    };
    expect(memo.get('a', upper)).toBe('A');
    expect(memo.get('b', upper)).toBe('B');
    expect(memo.get('a', upper)).toBe('A');
    expect(computed).toEqual(['a', 'b']);
  });

  it('forgets the oldest inputs beyond its number of entries', () => {
    const memo = new StringMemo(2, 1_000);
    const computed: string[] = [];
    const same = (s: string) => {
      computed.push(s);
      return s;
    };
    for (const s of ['a', 'b', 'c', 'a', 'c']) memo.get(s, same);
    // 'a' was pushed out by 'c' and computed again; 'c' was still there.
    expect(computed).toEqual(['a', 'b', 'c', 'a']);
    expect(memo.size).toBe(2);
  });

  it('keeps no more characters than it is allowed, and never one entry that is too long', () => {
    const memo = new StringMemo(100, 100);
    const same = (s: string) => s;
    for (let i = 10; i < 22; i++) memo.get(`${i}...`, same);
    // Each entry holds 10 characters (input and result): ten fit in 100.
    expect(memo.size).toBe(10);
    // 2 × 6 characters is more than a tenth of the budget: returned, not kept.
    expect(memo.get('y'.repeat(6), (s) => s.toUpperCase())).toBe('Y'.repeat(6));
    expect(memo.size).toBe(10);
    let computed = 0;
    memo.get('10...', (s) => {
      computed++;
      return s;
    });
    // The oldest went first: 10 and 11 were pushed out, so 10 is computed again.
    expect(computed).toBe(1);
  });
});
