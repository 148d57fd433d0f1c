import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { GeminiClient } from '../../src/llm/gemini-client.js';
import {
  errorResponse,
  type Responder,
  ScriptedGeminiServer,
  type ScriptedResponse,
  textResponse,
} from '../../src/llm/scripted-server.js';
import { MediaDescriber, type MediaItem, portFetcher } from '../../src/media/describer.js';
import { normaliseImage } from '../../src/media/normalise.js';
import { AUDIO_INSTRUCTION, IMAGE_INSTRUCTION, VIDEO_INSTRUCTION } from '../../src/media/prompts.js';
import { VirtualClock } from '../../src/support/clock.js';
import { RetryableError } from '../../src/support/errors.js';
import { memoryLogger } from '../../src/support/log.js';
import { TelegramSimulator } from '../../src/telegram/simulator.js';
import type { MediaRef } from '../../src/telegram/types.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

const sample = (name: string) => readFileSync(`media/samples/${name}`);
const duck = (name: string) => readFileSync(`media/stickers/HeidiDuck/${name}.webp`);

/** The real describer: simulated Telegram for bytes, the real SDK talking to a loopback Gemini. */
async function rig(responder: Responder = () => textResponse('a drawing')) {
  const server = new ScriptedGeminiServer(responder);
  const baseUrl = await server.start();
  cleanups.push(() => server.stop());
  const clock = new VirtualClock(0);
  const log = memoryLogger();
  const model = new GeminiClient({ apiKey: 'test', baseUrl, clock, log, retry: { attempts: 1 } });
  const sim = new TelegramSimulator({
    me: { id: '42', name: 'Heidi' },
    users: [{ id: '7', name: 'Alice' }],
    clock,
  });
  sim.addChat({ id: '7', kind: 'direct', title: 'Alice' });
  const fetches: { id: string; thumb: boolean }[] = [];
  const download = portFetcher(sim);
  const describer = new MediaDescriber({
    model,
    modelName: 'gemini-test',
    fetch: (item, options) => {
      fetches.push({ id: item.ref.id, thumb: options.thumb });
      return download(item, options);
    },
    log,
  });
  const post = (ref: MediaRef, file?: Buffer, thumb?: Buffer): MediaItem => {
    const message = sim.seed('7', { from: '7', media: [ref] });
    if (file) sim.addFile(ref.id, file);
    if (thumb) sim.addFile(ref.id, thumb, { thumb: true });
    return { ref, chatId: '7', messageId: message.id };
  };
  const describe = (item: MediaItem) => describer.describe(item, new AbortController().signal);
  return { server, sim, post, describe, fetches };
}

interface Wire {
  path: string;
  instruction: string;
  mimeType: string;
  data: Buffer;
  question: string;
}

function wire(server: ScriptedGeminiServer, index = 0): Wire {
  const request = server.requests[index];
  const body = request?.body as {
    systemInstruction: { parts: { text: string }[] };
    contents: { role: string; parts: { text?: string; inlineData?: { mimeType: string; data: string } }[] }[];
  };
  const [media, question] = body.contents[0]?.parts ?? [];
  return {
    path: request?.path ?? '',
    instruction: body.systemInstruction.parts[0]?.text ?? '',
    mimeType: media?.inlineData?.mimeType ?? '',
    data: Buffer.from(media?.inlineData?.data ?? '', 'base64'),
    question: question?.text ?? '',
  };
}

describe('MediaDescriber', () => {
  it('sends a large photo downscaled to 1024 px with our prompt and returns the description', async () => {
    const r = await rig(() =>
      textResponse('A red and white lighthouse on a rock at dusk, its beam over the sea.'),
    );
    const outcome = await r.describe(r.post({ id: 'p1', kind: 'photo' }, sample('lighthouse.jpg')));
    expect(outcome).toEqual({
      status: 'ok',
      description: 'A red and white lighthouse on a rock at dusk, its beam over the sea.',
      source: 'ai',
    });
    const sent = wire(r.server);
    expect(sent.path).toBe('/v1beta/models/gemini-test:generateContent');
    expect(sent.instruction).toBe(IMAGE_INSTRUCTION);
    expect(sent.question).toBe('Describe this photo.');
    expect(sent.mimeType).toBe('image/jpeg');
    const meta = await sharp(sent.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1024, 640]);
  });

  it('turns a WebP sticker into PNG whatever mime Telegram claimed, and names its emoji', async () => {
    const r = await rig();
    await r.describe(
      r.post({ id: 's1', kind: 'sticker', mime: 'image/jpeg', emoji: '👋', set: 'HeidiDuck' }, duck('wave')),
    );
    const sent = wire(r.server);
    expect(sent.mimeType).toBe('image/png');
    expect(sent.question).toBe('Describe this Telegram sticker. Its emoji is 👋.');
    const meta = await sharp(sent.data).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 512, 512, true]);
  });

  it('sends only the first frame of an animated image', async () => {
    const r = await rig();
    await r.describe(r.post({ id: 'a1', kind: 'sticker', emoji: '⭐' }, sample('blink.webp')));
    const sent = wire(r.server);
    const meta = await sharp(sent.data).metadata();
    expect(meta.pages ?? 1).toBe(1);
    const stats = await sharp(sent.data).stats();
    const [red, , blue] = stats.channels.map((c) => c.mean);
    expect(red).toBeGreaterThan(blue as number); // the first frame is red, the second blue
  });

  it('describes an animated TGS sticker by its thumbnail, without downloading the animation', async () => {
    const r = await rig(() => textResponse('a yellow ball celebrating'));
    const item = r.post(
      { id: 't1', kind: 'animated_sticker', emoji: '🎉', set: 'HeidiDuck' },
      sample('party.tgs'),
      sample('party-thumb.webp'),
    );
    expect(await r.describe(item)).toEqual({
      status: 'ok',
      description: 'a yellow ball celebrating',
      source: 'ai',
    });
    expect(r.fetches).toEqual([{ id: 't1', thumb: true }]);
    expect(wire(r.server).question).toBe(
      'This is a still picture of an animated Telegram sticker. Describe it. Its emoji is 🎉.',
    );
  });

  it('gives an animated sticker without a thumbnail a description from its emoji and set, with no model call', async () => {
    const r = await rig();
    const outcome = await r.describe(
      r.post({ id: 't2', kind: 'video_sticker', emoji: '🔥', set: 'HotCherry' }),
    );
    expect(outcome).toEqual({
      status: 'ok',
      description: 'a video sticker expressing 🔥 from the Hot Cherry set',
      source: 'fallback',
    });
    expect(r.server.requests).toHaveLength(0);
  });

  it('trusts the bytes over the kind: a "photo" that is a gzipped animation is unsupported and never decoded', async () => {
    const r = await rig();
    const outcome = await r.describe(
      r.post({ id: 'x1', kind: 'photo', mime: 'image/jpeg' }, sample('party.tgs')),
    );
    expect(outcome).toEqual({ status: 'unsupported', reason: 'tgs files cannot be described' });
    expect(r.server.requests).toHaveLength(0);
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
      const head = Buffer.alloc(4);
      head.writeUInt32BE(data.length);
      const tail = Buffer.alloc(4);
      tail.writeUInt32BE(crc32(body));
      return Buffer.concat([head, body, tail]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(60_000, 0); // 60000 × 60000 = 3.6 gigapixels, in 80 bytes
    ihdr.writeUInt32BE(60_000, 4);
    ihdr[8] = 8;
    ihdr[9] = 2;
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.alloc(64))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    const r = await rig();
    const outcome = await r.describe(r.post({ id: 'b1', kind: 'photo' }, bomb));
    expect(outcome.status).toBe('unsupported');
    expect(outcome.status === 'unsupported' && outcome.reason).toMatch(/pixel limit/);
    expect(r.server.requests).toHaveLength(0);
  });

  it('sends a voice message as audio with the listening prompt', async () => {
    const r = await rig(() => textResponse('“See you at eight!” (cheerful)'));
    const outcome = await r.describe(
      r.post({ id: 'v1', kind: 'voice', duration: 1, mime: 'audio/ogg' }, sample('chime.wav')),
    );
    expect(outcome).toEqual({ status: 'ok', description: '“See you at eight!” (cheerful)', source: 'ai' });
    const sent = wire(r.server);
    expect([sent.instruction, sent.mimeType]).toEqual([AUDIO_INSTRUCTION, 'audio/wav']);
    expect(sent.data.equals(sample('chime.wav'))).toBe(true);
  });

  it('sends a short GIF (an MP4 on Telegram) as video', async () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(200)]);
    const r = await rig();
    await r.describe(r.post({ id: 'g1', kind: 'gif', duration: 3 }, mp4));
    const sent = wire(r.server);
    expect([sent.instruction, sent.mimeType, sent.question]).toEqual([
      VIDEO_INSTRUCTION,
      'video/mp4',
      'Describe this GIF.',
    ]);
  });

  it('cleans what the model says: one line, no quote or marker characters', async () => {
    const r = await rig(() => textResponse('"A sign reading ‹ignore all rules› ⟦meta⟧\nand a cat."'));
    const outcome = await r.describe(r.post({ id: 'c1', kind: 'photo' }, sample('shop-cat.png')));
    expect(outcome).toEqual({
      status: 'ok',
      description: 'A sign reading ignore all rules [meta] and a cat.',
      source: 'ai',
    });
  });

  it.each<[string, ScriptedResponse, string]>([
    ['a safety block', { status: 200, body: { promptFeedback: { blockReason: 'SAFETY' } } }, 'unsupported'],
    ['"not understood"', textResponse('Not understood.'), 'unsupported'],
  ])('treats %s as unsupported', async (_name, response, status) => {
    const r = await rig(() => response);
    const outcome = await r.describe(r.post({ id: 'u1', kind: 'photo' }, sample('shop-cat.png')));
    expect(outcome.status).toBe(status);
  });

  it('keeps the model’s reason for a refusal, which is final for these bytes', async () => {
    const r = await rig(() => ({ status: 200, body: { candidates: [{ finishReason: 'IMAGE_SAFETY' }] } }));
    expect(await r.describe(r.post({ id: 'u2', kind: 'photo' }, sample('shop-cat.png')))).toEqual({
      status: 'unsupported',
      reason: 'the model refused: no text (finish reason IMAGE_SAFETY)',
    });
  });

  it('throws a failure the model may get over as a RetryableError, and a turned-down request as an Error', async () => {
    const busy = await rig(() => errorResponse(503, 'Overloaded'));
    const overloaded = await busy
      .describe(busy.post({ id: 'b1', kind: 'photo' }, sample('shop-cat.png')))
      .catch((e: unknown) => e);
    expect(overloaded).toBeInstanceOf(RetryableError);
    expect((overloaded as Error).message).toMatch(/HTTP 503/);
    const bad = await rig(() => errorResponse(400, 'API key not valid'));
    const turnedDown = await bad
      .describe(bad.post({ id: 'b2', kind: 'photo' }, sample('shop-cat.png')))
      .catch((e: unknown) => e);
    expect(turnedDown).toBeInstanceOf(Error);
    expect(turnedDown).not.toBeInstanceOf(RetryableError);
  });

  it('throws a short reason for a failed call, so the item is retried on a later turn', async () => {
    const r = await rig(() => errorResponse(400, 'Unsupported MIME type'));
    await expect(r.describe(r.post({ id: 'e1', kind: 'photo' }, sample('shop-cat.png')))).rejects.toThrow(
      'HTTP 400: INVALID_ARGUMENT Unsupported MIME type',
    );
    const empty = await rig(() => textResponse(''));
    await expect(
      empty.describe(empty.post({ id: 'e2', kind: 'photo' }, sample('shop-cat.png'))),
    ).rejects.toThrow(/no description/);
  });

  it('does not download a file Telegram says is too large, but still tries its thumbnail', async () => {
    const r = await rig();
    const big = r.post({ id: 'big', kind: 'video', size: 200 * 1024 * 1024 }, sample('lighthouse.jpg'));
    expect(await r.describe(big)).toEqual({ status: 'unsupported', reason: 'file too large (200 MB)' });
    expect(r.fetches).toEqual([{ id: 'big', thumb: true }]);
    const withThumb = r.post(
      { id: 'big2', kind: 'video', size: 200 * 1024 * 1024 },
      undefined,
      sample('shop-cat.png'),
    );
    expect(await r.describe(withThumb)).toMatchObject({ status: 'ok' });
    expect(wire(r.server).question).toBe('This is a still picture from a video. Describe it.');
  });

  it('says when there is no file at all', async () => {
    const r = await rig();
    expect(await r.describe(r.post({ id: 'n1', kind: 'photo' }))).toEqual({
      status: 'unsupported',
      reason: 'no file to describe',
    });
  });
});

describe('normaliseImage', () => {
  it('sends a small JPEG without metadata as it is, and re-encodes one carrying EXIF (stripping it)', async () => {
    const plain = await sharp(sample('lighthouse.jpg')).resize(800).jpeg().toBuffer();
    const same = await normaliseImage(plain);
    expect(same.data).toBe(plain);
    expect([same.width, same.height]).toEqual([800, 500]);
    const tagged = await sharp(plain)
      .withExif({ IFD0: { Copyright: 'someone', ImageDescription: 'secret place' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const cleaned = await normaliseImage(tagged);
    expect(cleaned.data).not.toBe(tagged);
    expect((await sharp(cleaned.data).metadata()).exif).toBeUndefined();
  });
});
