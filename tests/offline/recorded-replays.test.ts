import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayFile } from '../../src/offline/replay.js';
import { createLogger } from '../../src/support/log.js';
import { bundledFixtures } from './bundled-fixtures.js';

/**
 * The regression net for every prompt and engine change: each bundled fixture is replayed in this
 * process, by the use case `replay --json` runs and with the warnings the CLI would print, and its
 * JSON must equal the recording in tests/fixtures/recorded/ (tests/cli/replay.test.ts starts the
 * built CLI once to show the command prints the same). A change that
 * alters a replay on purpose re-records in the same commit:
 *
 *   RECORD_REPLAYS=1 npx vitest run tests/offline/recorded-replays.test.ts
 *
 * and the diff of the recordings shows the reviewer exactly what the change did to requests and actions.
 * Fixtures with `expect:` must also meet every expectation.
 */
const RECORDED = 'tests/fixtures/recorded';
const record = process.env.RECORD_REPLAYS === '1';

function recordingOf(fixture: string): string {
  return path.join(RECORDED, `${fixture.replace(/\.yaml$/, '').replaceAll(path.sep, '__')}.json`);
}

describe('recorded replays of every bundled fixture', () => {
  const fixtures = bundledFixtures();

  it('covers the examples and the test fixtures', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(14);
    expect(fixtures).toContain(path.join('examples', 'book-club.yaml'));
  });

  it('has no recording left over from a fixture that is gone', () => {
    const expected = new Set(fixtures.map((f) => path.basename(recordingOf(f))));
    const stale = existsSync(RECORDED) ? readdirSync(RECORDED).filter((f) => !expected.has(f)) : [];
    expect(stale).toEqual([]);
  });

  it.each(fixtures)('%s replays as recorded', async (fixture) => {
    const warnings: string[] = [];
    const result = await replayFile(
      fixture,
      createLogger({ level: 'warn', write: (line) => warnings.push(line) }),
    );
    expect(warnings).toEqual([]);
    // A bundled fixture's `expect:` is part of the net: an unmet one names itself here.
    expect(result.expectations?.filter((e) => !e.ok) ?? []).toEqual([]);
    // Through JSON as `--json` prints it: what a recording can hold (no undefined fields, no Dates).
    const actual: unknown = JSON.parse(JSON.stringify(result));
    const file = recordingOf(fixture);
    if (record || !existsSync(file)) {
      // A missing recording fails the run below, so a new fixture is never silently accepted in CI.
      mkdirSync(RECORDED, { recursive: true });
      writeFileSync(file, `${JSON.stringify(actual, null, 2)}\n`);
      if (!record) throw new Error(`no recording for ${fixture}: wrote ${file}, review and commit it`);
    }
    expect(actual).toEqual(JSON.parse(readFileSync(file, 'utf8')));
  });
});
