import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadFixture } from '../../src/offline/fixture.js';
import { inlineData } from '../../src/offline/media.js';
import { buildReplayWorld, type ReplayWorld } from '../../src/offline/world.js';
import { FixtureError } from '../../src/support/errors.js';
import { memoryLogger } from '../../src/support/log.js';
import type { ReplayResult } from '../../src/terminal/results.js';
import { runCliInProcess } from '../cli/run-cli.js';
import { tempDir } from '../helpers.js';

const FIXTURE = 'tests/fixtures/media/photos.yaml';
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function world(file = FIXTURE): Promise<ReplayWorld> {
  const w = await buildReplayWorld(loadFixture(file), memoryLogger());
  cleanups.push(() => w.close());
  return w;
}

const describeRequests = (w: ReplayWorld) => w.server.requests.filter((r) => inlineData(r) !== undefined);
/** The lines of every part of a turn's request (a part holds one message, a line per fact). */
const texts = (w: ReplayWorld, turn = 0) =>
  w.reports[turn]?.request?.contents.flatMap((c) => c.parts.flatMap((p) => p.text.split('\n'))) ?? [];
const isMedia = (line: string) => /^⟦the .*(appears as|not understood)/.test(line);

describe('replay with media files', () => {
  it('runs the real describer: fixture files are downloaded, normalised and described over the loopback', async () => {
    const result = await runCliInProcess(['replay', FIXTURE, '--json']);
    expect(result.stderr).toBe('');
    const out = JSON.parse(result.stdout) as ReplayResult;
    const lines = out.request?.contents.flatMap((c) => c.parts.flatMap((p) => p.text.split('\n'))) ?? [];
    expect(lines).toEqual(
      expect.arrayContaining([
        '⟦the photo that appears as ‹A red and white striped lighthouse on a rocky islet at dusk, its beam sweeping over the sea.›⟧',
        '⟦the animated sticker `🎉` from the sticker set `HeidiDuck` that appears as ‹A yellow ball bouncing with confetti, celebrating.›⟧',
        '⟦the voice message (12s) that appears as ‹“Guess where I am! Call me back.” (excited, windy)›⟧',
        // A scripted description without a file still goes through the describer (a generated picture).
        '⟦the photo that appears as ‹A grey cat asleep on a pile of poetry books.›⟧',
        '⟦the photo that is not understood⟧',
        '⟦the video sticker `🔥` from the sticker set `HotCherry` that appears as ‹a video sticker expressing 🔥 from the Hot Cherry set›⟧',
      ]),
    );
    // The ref came without set and emoji; the curated file supplies them, so no `(unknown)` set.
    expect(lines).toContain(
      '⟦the sticker `👋` from the sticker set `HeidiDuck` that appears as ‹a round yellow duckling in a striped scarf, waving one wing hello›⟧',
    );
    // The persona's sticker list carries descriptions, including one learnt in this turn.
    expect(out.request?.systemInstruction).toContain(
      'Set HeidiDuck:\n- 🎉 — ‹A yellow ball bouncing with confetti, celebrating.›\n- 👋 — ‹a round yellow duckling',
    );
  });

  it('sends each new item once, as the describer prepared it, and describes nothing again on the next turn', async () => {
    const w = await world();
    await w.runtime.startTurn('7');
    await w.runtime.idle();
    const first = describeRequests(w);
    // lighthouse photo, party thumbnail, voice, generated cat picture: 4 calls; 9006 has no file.
    expect(first).toHaveLength(4);
    const mimes = first.map((r) => {
      const body = r.body as { contents: { parts: { inlineData?: { mimeType: string } }[] }[] };
      return body.contents[0]?.parts[0]?.inlineData?.mimeType;
    });
    expect(mimes.sort()).toEqual(['audio/wav', 'image/jpeg', 'image/png', 'image/png']);
    expect(await w.media.known([{ id: '9006', kind: 'photo' }])).toEqual(new Map());

    await w.runtime.startTurn('7');
    await w.runtime.idle();
    expect(describeRequests(w)).toHaveLength(4);
    const media = (lines: string[]) => lines.filter(isMedia);
    expect(media(texts(w, 1))).toEqual(media(texts(w, 0)));
    expect(media(texts(w, 1))).toHaveLength(7);
  });

  it('shows a voice message as a placeholder with its duration when the persona does not listen to audio', async () => {
    const { dir, cleanup } = tempDir();
    cleanups.push(cleanup);
    const fixture = path.join(dir, 'deaf.yaml');
    const samples = path.resolve('media/samples');
    writeFileSync(
      fixture,
      [
        'persona: Deaf Heidi',
        `config: ${path.resolve('tests/fixtures/media/config.yaml')}`,
        'chat: { id: 7, type: direct }',
        'me: { id: 42, name: Heidi }',
        'users: [ { id: 7, name: Alice } ]',
        'messages:',
        '  - id: 1',
        '    from: 7',
        `    media: [ { kind: voice, id: "801", duration: 75, file: ${samples}/chime.wav } ]`,
        'model:',
        '  describe: { "801": "should never be asked" }',
      ].join('\n'),
    );
    const w = await world(fixture);
    await w.runtime.startTurn('7');
    await w.runtime.idle();
    expect(texts(w)).toContain('⟦the voice message (1m15s) that is not understood⟧');
    expect(describeRequests(w)).toHaveLength(0);
  });

  it('names the fixture line of a media file that does not exist', async () => {
    const { dir, cleanup } = tempDir();
    cleanups.push(cleanup);
    const fixture = path.join(dir, 'missing.yaml');
    writeFileSync(
      fixture,
      [
        'persona: Heidi',
        'chat: { id: 7, type: direct }',
        'me: { id: 42, name: Heidi }',
        'users: [ { id: 7, name: Alice } ]',
        'messages:',
        '  - id: 1',
        '    from: 7',
        '    media:',
        '      - { kind: photo, id: "802", file: nowhere.jpg }',
      ].join('\n'),
    );
    expect(() => loadFixture(fixture)).toThrow(FixtureError);
    expect(() => loadFixture(fixture)).toThrow(
      /missing\.yaml:9:\d+: messages\[0\]\.media\[0\]\.file: file not found: nowhere\.jpg/,
    );
  });
});
