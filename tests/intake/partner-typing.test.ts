import { describe, expect, it } from 'vitest';
import {
  dueAfterPartnerTyping,
  MAX_TYPING_DEFERRAL_MS,
  PARTNER_TYPING_MS,
} from '../../src/intake/partner-typing.js';

const T = Date.parse('2026-03-05T10:00:00Z');

describe('dueAfterPartnerTyping', () => {
  it('moves the turn to six seconds after the last typing status', () => {
    expect(PARTNER_TYPING_MS).toBe(6_000);
    expect(dueAfterPartnerTyping({ due: T, firstDue: T, typingAt: T - 1_000 })).toBe(T + 5_000);
    expect(dueAfterPartnerTyping({ due: T + 5_000, firstDue: T, typingAt: T + 4_000 })).toBe(T + 10_000);
  });

  it('never moves it more than a minute past when it first became due', () => {
    expect(MAX_TYPING_DEFERRAL_MS).toBe(60_000);
    expect(dueAfterPartnerTyping({ due: T + 58_000, firstDue: T, typingAt: T + 57_000 })).toBe(T + 60_000);
    expect(dueAfterPartnerTyping({ due: T + 60_000, firstDue: T, typingAt: T + 600_000 })).toBe(T + 60_000);
  });

  it('never brings a turn forward that is due later anyway (a reading delay, a sleep)', () => {
    expect(dueAfterPartnerTyping({ due: T + 300_000, firstDue: T + 300_000, typingAt: T })).toBe(T + 300_000);
  });

  it('after an explicit stop, lets the held turn start at once, but not before it was first due', () => {
    expect(dueAfterPartnerTyping({ due: T + 20_000, firstDue: T, stoppedAt: T + 9_000 })).toBe(T + 9_000);
    expect(dueAfterPartnerTyping({ due: T + 6_000, firstDue: T + 3_000, stoppedAt: T + 1_000 })).toBe(
      T + 3_000,
    );
    // A stop with nothing held changes nothing.
    expect(dueAfterPartnerTyping({ due: T + 500, firstDue: T + 500, stoppedAt: T })).toBe(T + 500);
  });

  it('changes nothing without typing news', () => {
    expect(dueAfterPartnerTyping({ due: T + 500, firstDue: T + 500 })).toBe(T + 500);
  });
});
