import { randomBytes } from 'node:crypto';
import { Api } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import { errorMessage, isRetryable } from '../../../src/support/errors.js';
import { big } from '../../../src/telegram/gramjs/peers.js';
import { DATE, document, message, peerUser, user } from './objects.js';
import { accountRig, chatsWith, stopRig } from './peer/account-rig.js';
import { FILE_DC } from './peer/data-centre.js';
import { PEER_DC } from './peer/peer.js';

/**
 * Files stored on another data centre, downloaded by the adapter's download path (the one
 * `media describe` and intake use) on the real GramJS client: it makes a key there by key
 * exchange, brings the account's authorization over, and pages the file from there.
 */

let rig: ReturnType<typeof accountRig> | undefined;
afterEach(async () => {
  if (rig) await stopRig(rig);
  rig = undefined;
});

const ALICE = user('7', 'Alice');
const PHOTO_ID = '5000000000000000001';
const VOICE_ID = '6000000000000000001';

function photoOn(dcId: number): Api.Photo {
  return new Api.Photo({
    id: big(PHOTO_ID),
    accessHash: big('1'),
    fileReference: Buffer.from([1]),
    date: DATE,
    dcId,
    sizes: [new Api.PhotoSize({ type: 'y', w: 1280, h: 960, size: 60_000 })],
  });
}

/** A voice note whose document names data centre `dcId`, `size` bytes long. */
function voiceOn(dcId: number, size: number): Api.Document {
  const voice = document(
    VOICE_ID,
    'audio/ogg',
    [new Api.DocumentAttributeAudio({ voice: true, duration: 3 })],
    {
      size,
    },
  );
  voice.dcId = dcId;
  return voice;
}

/** A connected account whose chat with Alice holds `media` as message 10 (and 11, the same again). */
async function accountWith(media: Api.TypeMessageMedia) {
  rig = accountRig();
  const r = rig;
  chatsWith(r.peer, ALICE);
  r.peer.on<Api.messages.GetMessages>(
    'messages.GetMessages',
    (req) =>
      new Api.messages.Messages({
        messages: (req.id as Api.InputMessageID[]).map((input) =>
          message({ id: input.id, peerId: peerUser('7'), media }),
        ),
        users: [ALICE],
        chats: [],
      }),
  );
  const start = r.connection.start();
  await r.time.advance(100);
  await start;
  return r;
}

async function download(r: NonNullable<typeof rig>, messageId: number, mediaId: string) {
  const bytes = r.telegram.downloadMedia('7', messageId, mediaId).catch((err: unknown) => err);
  await r.time.advance(5_000);
  return bytes;
}

describe('files on another data centre, on the real client', () => {
  it('a photo that names data centre 4 is fetched there, over a key made by key exchange and an imported authorization', async () => {
    const r = await accountWith(new Api.MessageMediaPhoto({ photo: photoOn(FILE_DC) }));
    const jpeg = randomBytes(60_000);
    r.peer.file(`${PHOTO_ID}:y`, jpeg, FILE_DC);
    const bytes = await download(r, 10, PHOTO_ID);
    expect(bytes).toEqual(jpeg);
    const dc4 = r.peer.fileDc;
    // GramJS went straight there: the home data centre served no part of it.
    expect(r.peer.count('upload.GetFile')).toBe(0);
    expect(dc4.count('upload.GetFile')).toBeGreaterThan(0);
    expect(dc4.keysUsed.size).toBe(1);
    expect(r.peer.sent(Api.auth.ExportAuthorization).map((req) => req.dcId)).toEqual([FILE_DC]);
    expect(dc4.count('auth.ImportAuthorization')).toBe(1);
    expect(dc4.refusedImports).toBe(0);
  });

  it('a file the home data centre does not hold is answered FILE_MIGRATE_4 and paged from data centre 4', async () => {
    const size = 140_000;
    const r = await accountWith(new Api.MessageMediaDocument({ document: voiceOn(PEER_DC, size) }));
    const ogg = randomBytes(size);
    r.peer.file(VOICE_ID, ogg, FILE_DC);
    const bytes = await download(r, 10, VOICE_ID);
    expect(bytes).toEqual(ogg);
    expect(r.peer.count('upload.GetFile')).toBe(1);
    const pages = r.peer.fileDc.requests.flatMap((q) =>
      q.request instanceof Api.upload.GetFile ? [Number(q.request.offset.toString())] : [],
    );
    // Every page once, in order, until the file ends.
    expect(pages.length).toBeGreaterThan(1);
    const pageSize = pages[1] ?? 0;
    expect(pages).toEqual(pages.map((_, i) => i * pageSize));
    expect(pages.at(-1)).toBeLessThan(size);
    expect((pages.at(-1) ?? 0) + pageSize).toBeGreaterThanOrEqual(size);
  });

  it('a second download reuses the sender made for the first: one key exchange, one authorization', async () => {
    const r = await accountWith(new Api.MessageMediaPhoto({ photo: photoOn(FILE_DC) }));
    const jpeg = randomBytes(20_000);
    r.peer.file(`${PHOTO_ID}:y`, jpeg, FILE_DC);
    expect(await download(r, 10, PHOTO_ID)).toEqual(jpeg);
    expect(await download(r, 11, PHOTO_ID)).toEqual(jpeg);
    // Past GramJS's release of an idle borrowed sender (30 s): it reconnects on the same key.
    await r.time.advance(60_000);
    expect(await download(r, 10, PHOTO_ID)).toEqual(jpeg);
    const dc4 = r.peer.fileDc;
    expect(dc4.keysUsed.size).toBe(1);
    expect(r.peer.count('auth.ExportAuthorization')).toBe(1);
    expect(dc4.count('auth.ImportAuthorization')).toBe(1);
    expect(dc4.count('upload.GetFile')).toBe(3);
  });

  it('an authorization data centre 4 did not export is refused there (AUTH_BYTES_INVALID): the download fails saying so, the next one starts over', async () => {
    const r = await accountWith(new Api.MessageMediaPhoto({ photo: photoOn(FILE_DC) }));
    const jpeg = randomBytes(1_000);
    r.peer.file(`${PHOTO_ID}:y`, jpeg, FILE_DC);
    // The home data centre hands out bytes data centre 4 never issued, once.
    r.peer.once(
      'auth.ExportAuthorization',
      new Api.auth.ExportedAuthorization({ id: big('1'), bytes: randomBytes(128) }),
    );
    const failed = await download(r, 10, PHOTO_ID);
    expect(errorMessage(failed)).toBe(
      "Telegram data centre 4 refused the account's authorization (AUTH_BYTES_INVALID): files stored there cannot be downloaded",
    );
    const dc4 = r.peer.fileDc;
    expect(dc4.refusedImports).toBe(1);
    // Nothing was asked of data centre 4 on a key it had not authorised, and nothing retried without end.
    expect(dc4.count('upload.GetFile')).toBe(0);
    await r.time.advance(60_000);
    expect(r.peer.count('auth.ExportAuthorization')).toBe(1);
    // The next download makes a new key and brings a good authorization.
    expect(await download(r, 11, PHOTO_ID)).toEqual(jpeg);
    expect(dc4.keysUsed.size).toBe(2);
    expect(dc4.count('auth.ImportAuthorization')).toBe(2);
  });

  it('a client that is closed leaves no connection to data centre 4 open', async () => {
    const r = await accountWith(new Api.MessageMediaPhoto({ photo: photoOn(FILE_DC) }));
    const jpeg = randomBytes(1_000);
    r.peer.file(`${PHOTO_ID}:y`, jpeg, FILE_DC);
    expect(await download(r, 10, PHOTO_ID)).toEqual(jpeg);
    expect(r.peer.fileDc.connections).toBe(1);
    const stopping = r.connection.stop();
    await r.time.advance(1_000);
    await stopping;
    expect(r.peer.connections).toBe(0);
    expect(r.peer.fileDc.connections).toBe(0);
  });

  it('data centre 4 out of reach fails the download within seconds, retryably and saying so; the next one works', async () => {
    const r = await accountWith(new Api.MessageMediaPhoto({ photo: photoOn(FILE_DC) }));
    const jpeg = randomBytes(1_000);
    r.peer.file(`${PHOTO_ID}:y`, jpeg, FILE_DC);
    r.peer.fileDc.reachable = false;
    const failed = download(r, 10, PHOTO_ID);
    await r.time.advance(10_000);
    expect(errorMessage(await failed)).toBe(
      'could not reach Telegram data centre 4, where the file is stored; check the network',
    );
    expect(isRetryable(await failed)).toBe(true);
    // GramJS's attempts (5, a second apart) end with the download: no connecting without end.
    const attempts = r.peer.fileDc.connectAttempts;
    await r.time.advance(60_000);
    expect(r.peer.fileDc.connectAttempts).toBe(attempts);
    r.peer.fileDc.reachable = true;
    expect(await download(r, 11, PHOTO_ID)).toEqual(jpeg);
  });
});
