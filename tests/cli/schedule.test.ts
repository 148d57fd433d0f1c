import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { instantOf, localMoment } from '../../src/config/schedule.js';
import { EventRepo } from '../../src/store/events.js';
import { openStore } from '../../src/store/open.js';
import { TelegramSessions } from '../../src/store/sessions.js';
import { TelegramMemoryStore } from '../../src/store/telegram-memory.js';
import type { ScheduleResult } from '../../src/terminal/schedule.js';
import { tempDir } from '../helpers.js';
import { runCliInProcess } from './run-cli.js';

const CONFIG = 'tests/fixtures/schedule/config.yaml';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

/** The schedule fixture's config in a folder of its own, with its database there. */
function project(): { config: string; database: string } {
  const tmp = tempDir();
  cleanup = tmp.cleanup;
  const root = path.resolve('.');
  const text = readFileSync(CONFIG, 'utf8')
    .replace('prompts_dir: ../../../prompts', `prompts_dir: ${path.join(root, 'prompts')}`)
    .replace('media_dir: ../../../media', `media_dir: ${path.join(root, 'media')}`);
  const config = path.join(tmp.dir, 'config.yaml');
  writeFileSync(config, `${text}\ndatabase: state.sqlite\n`);
  return { config, database: path.join(tmp.dir, 'state.sqlite') };
}

const BERLIN = 'Europe/Berlin';
// Friday 2026-03-06, 10:00 in Berlin.
const NOW = Date.parse('2026-03-06T09:00:00Z');

/** Seeds Heidi's events as the model side writes them: a daily one, a one-off, a short recurring one. */
async function seed(database: string): Promise<void> {
  const store = await openStore(database);
  try {
    const events = new EventRepo(store.db, () => NOW);
    const today = localMoment(NOW, BERLIN).day;
    await events.write('Heidi', '7', {
      what: 'ask Alice how the exam went',
      timeZone: BERLIN,
      rule: { startDay: today, startMinute: 18 * 60, every: { unit: 'days', days: 1 }, times: 3 },
      done: 0,
      nextAt: instantOf(today, 18 * 60, BERLIN),
    });
    await events.write('Heidi', '-100200', {
      what: 'remind the <b>group</b>\u001b[2J\u0007 of the reading\nnext week',
      timeZone: BERLIN,
      rule: { startDay: today + 2, startMinute: 9 * 60 },
      done: 0,
      nextAt: instantOf(today + 2, 9 * 60, BERLIN),
    });
    await events.write('Heidi', '7', {
      what: 'check the stock list',
      timeZone: BERLIN,
      rule: { startDay: today, startMinute: 11 * 60, every: { unit: 'minutes', minutes: 180 } },
      done: 0,
      nextAt: instantOf(today, 11 * 60, BERLIN),
    });
    await events.write('Marlow', '9', {
      what: 'not Heidi’s',
      timeZone: BERLIN,
      rule: { startDay: today, startMinute: 12 * 60 },
      done: 0,
      nextAt: instantOf(today, 12 * 60, BERLIN),
    });
    await new TelegramSessions(store.db, () => NOW).put('Heidi', 'session-string', {
      id: '42',
      name: 'Heidi',
    });
    await new TelegramMemoryStore(store.db, () => NOW).savePeers('42', [
      { id: '7', kind: 'user', name: 'Alice\u202e\u001b[31m' },
    ]);
  } finally {
    await store.close();
  }
}

describe('character-agent schedule', () => {
  it("lists the persona's day in her local time and marks what she is doing", async () => {
    // Friday 2026-03-06, 10:00 in Berlin.
    const json = await runCliInProcess([
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

    const text = await runCliInProcess([
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

  it('says so when a persona has no schedule, and names a missing persona in one line', async () => {
    const none = await runCliInProcess(['schedule', '--persona', 'Marlow', '--at', '2026-03-06T09:00:00Z']);
    expect(none.stdout).toContain('No schedule: always available');
    const missing = await runCliInProcess(['schedule', '--persona', 'Nobody', '--config', CONFIG]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/no persona "Nobody"/);
    expect((await runCliInProcess(['schedule', '--config', CONFIG])).stderr).toMatch(
      /schedule needs --persona P/,
    );
  });

  it('lists the events the persona planned, soonest first, with their chat, recurrence and intent', async () => {
    const { config, database } = project();
    const args = ['schedule', '--persona', 'heidi', '--config', config, '--at', '2026-03-06T09:00:00Z'];
    const empty = await runCliInProcess([...args, '--json']);
    expect(empty.stderr).toBe('');
    expect((JSON.parse(empty.stdout) as ScheduleResult).events).toEqual([]);
    expect((await runCliInProcess(args)).stdout).toContain('No events planned.');
    // A read command never creates the state database.
    expect(existsSync(database)).toBe(false);

    await seed(database);
    const json = await runCliInProcess([...args, '--json']);
    expect(json.stderr).toBe('');
    const result = JSON.parse(json.stdout) as ScheduleResult;
    expect(result.activities.map((a) => a.name)).toContain('at the shop');
    expect(
      result.events.map((e) => [e.id, e.chat, e.title, e.nextLocal, e.every, e.timesLeft, e.today]),
    ).toEqual([
      [
        'e3',
        '7',
        'Alice\u202e\u001b[31m',
        '11:00',
        '3h',
        null,
        ['11:00', '14:00', '17:00', '20:00', '23:00'],
      ],
      ['e1', '7', 'Alice\u202e\u001b[31m', '18:00', '1d', 3, ['18:00']],
      ['e2', '-100200', null, 'Sun 2026-03-08 09:00', null, 1, []],
    ]);
    expect(result.events[1]?.next).toBe('2026-03-06T17:00:00.000Z');
    expect(result.events[2]?.what).toContain('\u001b[2J');

    const text = await runCliInProcess(args);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('Events (3)');
    expect(text.stdout).toMatch(
      /e1 +18:00 +every 1d, 3 times left +in “Alice\[31m” 7\n +ask Alice how the exam went/,
    );
    expect(text.stdout).toMatch(/e3 +11:00 +every 3h, until cancelled/);
    expect(text.stdout).toContain('today at 11:00, 14:00, 17:00, 20:00, 23:00');
    expect(text.stdout).toMatch(/e2 +Sun 2026-03-08 09:00 +once +in chat -100200/);
    expect(text.stdout).toContain('remind the <b>group</b> [2J of the reading next week');
    expect(text.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f\u202e]/);
    expect(text.stdout).not.toContain('not Heidi’s');
  });
});
