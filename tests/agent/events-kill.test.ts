import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildChild } from '../child-process.js';
import { tempDir } from '../helpers.js';
import { eventKillLoop } from './events-kill.js';

/**
 * A persona whose plans come due is killed at random moments, 12 times, and restarted after a
 * random downtime: afterwards every occurrence of every plan is fired or skipped (with a reason)
 * exactly once, and each fired one has exactly one turn. `npm run bench:kill-events` runs the
 * same loop for many more kills.
 */
let child = '';
const cleanups: (() => void)[] = [];

beforeAll(async () => {
  const built = await buildChild('events-kill-child', 'tests/agent/events-kill-child.ts');
  child = built.script;
  cleanups.push(built.remove);
}, 120_000);

afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

describe('killing a persona while its plans come due', () => {
  it('fires no occurrence twice and loses none', { timeout: 240_000 }, async () => {
    const scratch = tempDir();
    cleanups.push(scratch.cleanup);
    const seed = Math.floor(Math.random() * 2 ** 31);
    const report = await eventKillLoop({ child, dir: scratch.dir, kills: 12, seed });
    expect(report.failures, `seed ${seed}`).toEqual([]);
    expect(report.kills).toBe(12);
    expect(report.fired).toBeGreaterThan(0);
    expect(report.eventTurns).toBe(report.fired);
    // The caps and the downtimes skipped some, each with its reason.
    expect(Object.keys(report.skipped).length).toBeGreaterThan(0);
  });
});
