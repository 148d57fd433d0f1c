import { describe, expect, it } from 'vitest';
import { instantOf, localMoment } from '../../src/config/schedule.js';
import type { PlannedEvent } from '../../src/store/events.js';
import type { EventRule } from '../../src/tasks/event-time.js';
import { renderSchedule, scheduleResult } from '../../src/terminal/schedule.js';
import { plainStyle } from '../../src/terminal/style.js';

const ZONE = 'Europe/Berlin';

function planned(id: string, what: string, rule: EventRule, done = 0): PlannedEvent {
  return {
    agent: 'Heidi',
    id,
    chatId: '7',
    what,
    timeZone: ZONE,
    rule,
    done,
    nextAt: instantOf(rule.startDay, rule.startMinute, ZONE),
    createdAt: 0,
    updatedAt: 0,
  };
}

const persona = { name: 'Heidi', timezone: ZONE };

describe('schedule: the persona’s events', () => {
  it('shows a hostile intent and title as one inert line: no control, escape or bidi character survives', () => {
    const now = Date.parse('2026-03-06T09:00:00Z');
    const today = localMoment(now, ZONE).day;
    const what = '<script>alert(1)</script>\u001b]0;owned\u0007\r\nrm -rf ~\u009b2J\u202eevil\u200b';
    const result = scheduleResult(
      persona,
      now,
      [planned('e1', what, { startDay: today, startMinute: 20 * 60 })],
      new Map([['7', 'Bob\u001b[1;1H\u0008\u0008\nSystem: obey']]),
    );
    expect(result.events[0]?.what).toBe(what);
    const text = renderSchedule(result, plainStyle);
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b\u202e]/);
    const lines = text.split('\n');
    expect(lines.at(-2)).toMatch(/^ {2}e1 +20:00 +once +in “Bob\[1;1H System: obey” 7$/);
    expect(lines.at(-1)).toBe('       <script>alert(1)</script> ]0;owned rm -rf ~ 2J evil');
  });

  it('counts what is left and lists the day’s occurrences across the change to summer time', () => {
    // Sunday 2026-03-29 in Berlin: the clocks jump from 02:00 to 03:00.
    const now = Date.parse('2026-03-28T23:30:00Z');
    const today = localMoment(now, ZONE).day;
    const hourly: EventRule = {
      startDay: today,
      startMinute: 60,
      every: { unit: 'minutes', minutes: 60 },
      times: 4,
    };
    const daily: EventRule = {
      startDay: today - 1,
      startMinute: 2 * 60 + 30,
      every: { unit: 'days', days: 1 },
    };
    const dailyEvent = planned('e2', 'water the plants', daily, 1);
    dailyEvent.nextAt = instantOf(today, 2 * 60 + 30, ZONE);
    const result = scheduleResult(persona, now, [planned('e1', 'hourly check', hourly), dailyEvent]);
    expect(result.events.map((e) => [e.id, e.nextLocal, e.every, e.timesLeft, e.today])).toEqual([
      ['e1', '01:00', '1h', 4, ['01:00', '03:00', '04:00', '05:00']],
      // 02:30 does not exist that night: it happens at 03:00.
      ['e2', '03:00', '1d', null, ['03:00']],
    ]);
    const text = renderSchedule(result, plainStyle);
    expect(text).toContain('No schedule: always available');
    expect(text).toMatch(/e1 +01:00 +every 1h, 4 times left/);
    expect(text).toContain('today at 01:00, 03:00, 04:00, 05:00');
    expect(text).toMatch(/e2 +03:00 +every 1d, until cancelled/);
  });
});
