import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../../src/store/open.js';
import { buildChild } from '../child-process.js';
import { tempDir } from '../helpers.js';
import { killLoop, life, SESSION, schemaOf } from './startup-kill.js';

/**
 * A kill at any moment of a start never bricks the state: 30 starts are killed at random
 * moments while they create, migrate and open the database, and every start after them
 * succeeds with every table and the stored Telegram session in place. `npm run
 * bench:kill-startup` runs the same loop for 500 kills.
 */
let child = '';
const cleanups: (() => void)[] = [];

beforeAll(async () => {
  const built = await buildChild('startup-child', 'tests/store/startup-child.ts', {
    // Bundled, kysely loads in one file: a start takes half the time, so the loop does too.
    noExternal: ['kysely'],
  });
  child = built.script;
  cleanups.push(built.remove);
}, 60_000);

afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

describe('killing a start while it opens the database', () => {
  it('leaves a database every next start opens, with nothing lost', { timeout: 120_000 }, async () => {
    const scratch = tempDir();
    cleanups.push(scratch.cleanup);
    const seed = Math.floor(Math.random() * 2 ** 31);
    const report = await killLoop({ child, dir: scratch.dir, kills: 30, seed });
    expect(report.failures, `seed ${seed}`).toEqual([]);
    expect(report.kills).toBe(30);
    // The kills landed across the start, not all before or after it.
    expect(Object.keys(report.stateAtKill).length).toBeGreaterThan(1);
  });
});

describe('two starts at the same moment', () => {
  it('both open a fresh database, which is migrated once', { timeout: 60_000 }, async () => {
    const scratch = tempDir();
    cleanups.push(scratch.cleanup);
    const file = path.join(scratch.dir, 'agent.sqlite');
    const [a, b] = await Promise.all([life(child, file, { seed: SESSION }), life(child, file)]);
    expect([a?.status, a?.stderr, b?.status, b?.stderr]).toEqual([0, '', 0, '']);
    const sqlite = openSqlite(file, { readonly: true });
    const names = sqlite.prepare('select name from kysely_migration').all() as { name: string }[];
    const session = sqlite.prepare('select session from telegram_sessions').get();
    sqlite.close();
    expect(new Set(names.map((r) => r.name)).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(4);
    expect(session).toEqual({ session: SESSION });
    expect(schemaOf(file).length).toBeGreaterThan(5);
  });
});
