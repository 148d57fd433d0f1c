import { describe, expect, it } from 'vitest';
import { startOfLocalDay } from '../../src/console/today.js';

describe('startOfLocalDay', () => {
  it('is midnight in the persona’s timezone, not the machine’s', () => {
    const noon = Date.parse('2026-01-15T12:00:00Z');
    expect(new Date(startOfLocalDay(noon, 'Europe/Berlin')).toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(new Date(startOfLocalDay(noon, 'America/Los_Angeles')).toISOString()).toBe(
      '2026-01-15T08:00:00.000Z',
    );
    expect(new Date(startOfLocalDay(noon, 'Asia/Kolkata')).toISOString()).toBe('2026-01-14T18:30:00.000Z');
    // Early morning in UTC is already the next day in Auckland, still the day before in Los Angeles.
    const early = Date.parse('2026-01-15T03:00:00Z');
    expect(new Date(startOfLocalDay(early, 'Pacific/Auckland')).toISOString()).toBe(
      '2026-01-14T11:00:00.000Z',
    );
    expect(new Date(startOfLocalDay(early, 'America/Los_Angeles')).toISOString()).toBe(
      '2026-01-14T08:00:00.000Z',
    );
  });

  it('takes the offset of midnight on a day the clocks change', () => {
    // Berlin moves to summer time at 02:00 on 2026-03-29: midnight was still UTC+1.
    const afternoon = Date.parse('2026-03-29T15:00:00Z');
    expect(new Date(startOfLocalDay(afternoon, 'Europe/Berlin')).toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
    // And back at 03:00 on 2026-10-25: midnight was still UTC+2.
    const autumn = Date.parse('2026-10-25T15:00:00Z');
    expect(new Date(startOfLocalDay(autumn, 'Europe/Berlin')).toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });
});
