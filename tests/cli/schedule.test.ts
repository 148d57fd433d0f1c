import { describe, expect, it } from 'vitest';
import type { ScheduleResult } from '../../src/terminal/schedule.js';
import { runCli } from './run-cli.js';

const CONFIG = 'tests/fixtures/schedule/config.yaml';

describe('character-agent schedule', () => {
  it("lists the persona's day in her local time and marks what she is doing", () => {
    // Friday 2026-03-06, 10:00 in Berlin.
    const json = runCli([
      'schedule',
      '--persona',
      'heidi',
      '--config',
      CONFIG,
      '--at',
      '2026-03-06T09:00:00Z',
      '--json',
    ]);
    expect(json.stderr).toBe('');
    const result = JSON.parse(json.stdout) as ScheduleResult;
    expect(result.day).toBe('Fri 2026-03-06');
    expect(result.state).toBe('awake');
    expect(result.activities.map((a) => [a.start, a.end, a.name, a.current])).toEqual([
      ['Thu 23:30', '07:30', 'asleep', false],
      ['07:30', '09:30', 'breakfast and the morning paper', false],
      ['09:30', '19:00', 'at the shop', true],
      ['23:30', 'Sat 07:30', 'asleep', false],
    ]);
    expect(result.activities[2]?.readingDelaySeconds).toBe(75.357);
    expect(result.next?.name).toBe('asleep');

    const text = runCli([
      'schedule',
      '--persona',
      'Heidi',
      '--config',
      CONFIG,
      '--at',
      '2026-03-06T02:00:00Z',
    ]);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/▶ +Thu 23:30 – 07:30 +asleep/);
    expect(text.stdout).toContain('Now: asleep; next: breakfast and the morning paper at 07:30.');
  });

  it('says so when a persona has no schedule, and names a missing persona in one line', () => {
    const none = runCli(['schedule', '--persona', 'Marlow', '--at', '2026-03-06T09:00:00Z']);
    expect(none.stdout).toContain('No schedule: always available');
    const missing = runCli(['schedule', '--persona', 'Nobody', '--config', CONFIG]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/no persona "Nobody"/);
    expect(runCli(['schedule', '--config', CONFIG]).stderr).toMatch(/schedule needs --persona P/);
  });
});
