import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  errorResponse,
  type RecordedRequest,
  type ScriptedResponse,
  textResponse,
} from '../llm/scripted-server.js';
import type { CuratedMedia } from '../media/curated.js';
import { DEFAULT_LIMITS } from '../media/describer.js';
import { loadSharp, normaliseImage } from '../media/normalise.js';
import { isSticker } from '../media/render.js';
import { sniff } from '../media/sniff.js';
import type { TelegramSimulator } from '../telegram/simulator.js';
import type { MediaRef } from '../telegram/types.js';
import type { Fixture, FixtureMedia } from './fixture-schema.js';

/**
 * How a fixture's media reaches the real describer offline: `file:`/`thumb:` bytes become
 * downloadable in the simulator, and `model.describe` answers are served by the loopback Gemini
 * server to whichever request carries those bytes. An item with a scripted description but no
 * file gets a small generated picture (or sound), so the whole path still runs.
 */
export interface OfflineMedia {
  /** The loopback server's answer to a describe request (one with inline bytes). */
  respond(request: RecordedRequest): ScriptedResponse;
}

export async function feedFixtureMedia(
  fixture: Fixture,
  fixtureDir: string,
  simulator: TelegramSimulator,
  curated: Iterable<CuratedMedia>,
  stickerSets: readonly string[],
): Promise<OfflineMedia> {
  const answers = new Map<string, string>();
  const items = [...fixture.messages, ...fixture.archive, ...fixture.incoming].flatMap((m) => m.media);
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    const files = await bytesOf(item, fixtureDir, fixture.model.describe[item.id] !== undefined);
    if (files.main) simulator.addFile(item.id, files.main);
    if (files.thumb) simulator.addFile(item.id, files.thumb, { thumb: true });
    const scripted = fixture.model.describe[item.id];
    if (scripted === undefined) continue;
    for (const bytes of [files.main, files.thumb]) {
      if (bytes) answers.set(await wireHash(bytes), scripted);
    }
  }
  addStickerSets(simulator, items, curated, stickerSets);
  return {
    respond: (request) => {
      const data = inlineData(request);
      const answer = data === undefined ? undefined : answers.get(sha256(Buffer.from(data, 'base64')));
      return answer !== undefined
        ? textResponse(answer)
        : errorResponse(
            400,
            'replay: no scripted description for these bytes (add one under model.describe)',
          );
    },
  };
}

/** The bytes inline in a describe request, if it is one (chat requests carry only text). */
export function inlineData(request: RecordedRequest): string | undefined {
  const body = request.body as { contents?: { parts?: { inlineData?: { data?: string } }[] }[] } | undefined;
  for (const content of body?.contents ?? []) {
    for (const part of content.parts ?? []) if (part.inlineData?.data) return part.inlineData.data;
  }
  return undefined;
}

async function bytesOf(
  item: FixtureMedia,
  dir: string,
  scripted: boolean,
): Promise<{ main?: Buffer; thumb?: Buffer }> {
  const out: { main?: Buffer; thumb?: Buffer } = {};
  if (item.file) out.main = readFileSync(path.resolve(dir, item.file));
  if (item.thumb) out.thumb = readFileSync(path.resolve(dir, item.thumb));
  if (out.main || out.thumb || !scripted) return out;
  if (item.kind === 'voice' || item.kind === 'audio') out.main = silentWav(item.id);
  else if (item.kind === 'animated_sticker' || item.kind === 'video_sticker')
    out.thumb = await swatch(item.id);
  else out.main = await swatch(item.id);
  return out;
}

/** What the describer will send for these bytes: normalised when it is an image, else as is. */
async function wireHash(bytes: Buffer): Promise<string> {
  if (sniff(bytes).family !== 'image') return sha256(bytes);
  try {
    return sha256((await normaliseImage(bytes, DEFAULT_LIMITS.image)).data);
  } catch {
    return sha256(bytes);
  }
}

/** A 48×48 square in a colour of its own, standing in for a picture the fixture only describes. */
async function swatch(id: string): Promise<Buffer> {
  const [r = 0, g = 0, b = 0] = createHash('sha256').update(id).digest();
  const sharp = await loadSharp();
  return sharp({ create: { width: 48, height: 48, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

/** A tenth of a second of silence whose one sample is derived from the id, so each is distinct. */
function silentWav(id: string): Buffer {
  const samples = 800;
  const out = Buffer.alloc(44 + samples);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + samples, 4);
  out.write('WAVEfmt ', 8, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(8000, 24);
  out.writeUInt32LE(8000, 28);
  out.writeUInt16LE(1, 32);
  out.writeUInt16LE(8, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(samples, 40);
  out.fill(128, 44);
  out[44] = createHash('sha256').update(id).digest()[0] ?? 128;
  return out;
}

/** The curated stickers as their sets, as `replay` knows them: `chat` offers and sends the same. */
export function addCuratedStickerSets(
  simulator: TelegramSimulator,
  curated: Iterable<CuratedMedia>,
  stickerSets: readonly string[],
): void {
  addStickerSets(simulator, [], curated, stickerSets);
}

/**
 * Sticker sets the simulated Telegram knows: the persona's sets and every set seen in the
 * fixture, holding the curated stickers (with their sample files) and the fixture's stickers.
 */
function addStickerSets(
  simulator: TelegramSimulator,
  items: readonly FixtureMedia[],
  curated: Iterable<CuratedMedia>,
  stickerSets: readonly string[],
): void {
  const sets = new Map<string, MediaRef[]>(stickerSets.map((s) => [s, []]));
  const add = (ref: MediaRef) => {
    if (!ref.set) return;
    const list = sets.get(ref.set) ?? [];
    list.push(ref);
    sets.set(ref.set, list);
  };
  for (const item of curated) {
    if (!isSticker(item.kind) || !item.set) continue;
    add({ id: item.id, kind: item.kind, set: item.set, emoji: item.emoji });
    if (item.file) simulator.addFile(item.id, readFileSync(item.file));
  }
  for (const item of items) {
    if (!isSticker(item.kind) || !item.set) continue;
    add({ id: item.id, kind: item.kind, set: item.set, emoji: item.emoji });
  }
  for (const [name, refs] of sets) simulator.addStickerSet(name, refs);
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
