import { afterEach, describe, expect, it } from 'vitest';
import { ReplayClock } from '../../src/offline/replay-clock.js';
import { EventRepo } from '../../src/store/events.js';
import { formatLocalStart } from '../../src/tasks/event-time.js';
import { world } from './world.js';

/**
 * Plans as the model writes them, through the whole pipeline: relative times land in the
 * persona's zone, and a plan that is refused is told to the model at its next turn in that chat,
 * once.
 */

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const BERLIN = 'Europe/Berlin';
const at = (iso: string) => Date.parse(iso);

async function setUp(replies: string[]) {
  const clock = new ReplayClock(at('2026-05-06T10:00:00Z')); // Wednesday 12:00 in Berlin
  const w = await world({ clock, replies, persona: { name: 'Heidi', timezone: BERLIN }, operated: true });
  cleanups.push(w.cleanup);
  const turn = async (text: string) => {
    w.simulator.receive('7', { from: '7', text });
    await w.runtime.idle();
    await clock.runUntil(clock.now() + 60_000, () => w.runtime.idle());
  };
  const turnPart = (n: number) => {
    const contents = w.reports[n]?.request?.contents ?? [];
    return JSON.stringify(contents.at(-1)?.parts.at(-1));
  };
  const starts = async () =>
    (await new EventRepo(w.store.db, () => clock.now()).ofChat('Heidi', '7')).map(
      (e) => `${formatLocalStart(e.rule.startDay, e.rule.startMinute)} ${e.what}`,
    );
  return { ...w, turn, turnPart, starts };
}

describe('plans in words', () => {
  it('reads tomorrow, in N hours and next <weekday> in the persona’s zone', async () => {
    const w = await setUp([
      [
        '# «event»\nat: tomorrow 09:30\nAsk about the exam',
        '# «event»\nat: in 3 hours\nSend the recipe',
        '# «event»\nat: next Wednesday 18:00\nBook club',
        '# «send»\nok!',
      ].join('\n\n'),
    ]);
    await w.turn('exam tomorrow, recipe later?');
    expect(await w.starts()).toEqual([
      '2026-05-06 15:00 Send the recipe',
      '2026-05-07 09:30 Ask about the exam',
      '2026-05-13 18:00 Book club',
    ]);
  });

  it('tells the next turn in the chat, once, which plan was refused and why', async () => {
    const w = await setUp([
      '# «event»\nat: next week sometime\nAsk about the trip\n\n# «event»\nat: today 08:00\nToo late\n\n# «send»\nsure',
      '# «send»\nhow nice',
      '# «send»\nbye',
    ]);
    await w.turn('I travel soon');
    await w.turn('to Rome!');
    await w.turn('ok bye');
    expect(w.reports).toHaveLength(3);
    expect(w.turnPart(0)).not.toContain('Not kept');
    const told = w.turnPart(1);
    expect(told).toContain(
      'Not kept from your last answer: event `at: next week sometime` cannot be read as a time',
    );
    expect(told).toContain('event dropped: today 08:00 has already passed');
    expect(w.turnPart(2)).not.toContain('Not kept');
    expect(await w.starts()).toEqual([]);
  });
});
