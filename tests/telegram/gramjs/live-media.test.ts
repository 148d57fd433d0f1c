import { Api } from 'telegram';
import { afterEach, describe, expect, it } from 'vitest';
import { big } from '../../../src/telegram/gramjs/peers.js';
import { DATE, message, peerUser, user } from './objects.js';
import { accountRig, chatsWith, stopRig } from './peer/account-rig.js';
import { PEER_DC } from './peer/peer.js';

/** Photos as phones send them, downloaded by the real GramJS client from the scripted peer. */

let rig: ReturnType<typeof accountRig> | undefined;
afterEach(async () => {
  if (rig) await stopRig(rig);
  rig = undefined;
});

const ALICE = user('7', 'Alice');
const PHOTO_ID = '5000000000000000001';

function phonePhoto(sizes: Api.TypePhotoSize[]): Api.Photo {
  return new Api.Photo({
    id: big(PHOTO_ID),
    accessHash: big('1'),
    fileReference: Buffer.from([1]),
    date: DATE,
    dcId: PEER_DC,
    sizes,
  });
}

const stripped = new Api.PhotoStrippedSize({ type: 'i', bytes: Buffer.from([1, 40, 40, 1, 2, 3]) });
const progressive = (type: string, side: number) =>
  new Api.PhotoSizeProgressive({ type, w: side, h: (side * 3) / 4, sizes: [9000, 30000, 60000, 120000] });
const plain = (type: string, side: number) =>
  new Api.PhotoSize({ type, w: side, h: (side * 3) / 4, size: 60000 });

async function downloaded(photo: Api.Photo, options: { thumb?: boolean } = {}) {
  rig = accountRig();
  const r = rig;
  chatsWith(r.peer, ALICE);
  r.peer.on(
    'messages.GetMessages',
    () =>
      new Api.messages.Messages({
        messages: [message({ id: 10, peerId: peerUser('7'), media: new Api.MessageMediaPhoto({ photo }) })],
        users: [ALICE],
        chats: [],
      }),
  );
  for (const size of photo.sizes)
    if ('type' in size) r.peer.file(`${PHOTO_ID}:${size.type}`, Buffer.from(`JPEG of size ${size.type}`));
  const start = r.connection.start();
  await r.time.advance(100);
  await start;
  const bytes = r.telegram.downloadMedia('7', 10, PHOTO_ID, options);
  await r.time.advance(1_000);
  const asked = r.peer
    .sent(Api.upload.GetFile)
    .map((req) => (req.location instanceof Api.InputPhotoFileLocation ? req.location.thumbSize : '?'));
  return { bytes: (await bytes)?.toString(), asked };
}

describe('photo downloads on the real client', () => {
  it.each([
    [
      'a progressive 1280-px size (phones)',
      [stripped, plain('m', 320), plain('x', 800), progressive('y', 1280)],
      'y',
    ],
    ['plain sizes only', [plain('m', 320), plain('x', 800), plain('y', 1280)], 'y'],
    [
      'progressive sizes only, all larger than 1280 px',
      [progressive('w', 2560), progressive('z', 1600)],
      'z',
    ],
    ['progressive sizes only', [progressive('m', 320), progressive('x', 800)], 'x'],
  ])('downloads a photo with %s', async (_label, sizes, expected) => {
    const { bytes, asked } = await downloaded(phonePhoto(sizes));
    expect(asked).toEqual([expected]);
    expect(bytes).toBe(`JPEG of size ${expected}`);
  });

  it("downloads a photo's smallest real size as its thumbnail, progressive or not", async () => {
    const { bytes, asked } = await downloaded(
      phonePhoto([stripped, progressive('m', 320), progressive('y', 1280)]),
      { thumb: true },
    );
    expect(asked).toEqual(['m']);
    expect(bytes).toBe('JPEG of size m');
  });
});
