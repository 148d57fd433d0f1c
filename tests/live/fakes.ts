import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Api } from 'telegram';
import { openStore } from '../../src/store/open.js';
import { TelegramSessions } from '../../src/store/sessions.js';

/** Shared by the tests of the one-off live commands (`prompt <chat>`, `media describe`). */

export const SESSION = '1BVtsOHoBu2_secret_session_string_AAAA';

/** Stores Heidi's session (and whatever `more` adds) in the project's state database. */
export async function loggedIn(
  database: string,
  more?: (db: Awaited<ReturnType<typeof openStore>>) => Promise<void>,
) {
  const store = await openStore(database);
  await new TelegramSessions(store.db, () => 0).put('Heidi', SESSION, { id: '42', name: 'Heidi' });
  await more?.(store);
  await store.close();
}

/** A fingerprint of a database file and its WAL: equal fingerprints, nothing was written. */
export function fingerprint(database: string): string {
  const hash = createHash('sha256');
  for (const file of [database, `${database}-wal`])
    hash.update(existsSync(file) ? readFileSync(file) : Buffer.alloc(0));
  return hash.digest('hex');
}

/** A small PNG of a given width, so a scripted model can tell pictures apart by their size. */
export function picture(width: number, format: 'png' | 'webp' = 'png'): Promise<Buffer> {
  const image = sharp({ create: { width, height: 48, channels: 3, background: '#b07040' } });
  return (format === 'png' ? image.png() : image.webp()).toBuffer();
}

/** The width of the picture a describe request carries. */
export async function widthOf(inline: string): Promise<number | undefined> {
  return (await sharp(Buffer.from(inline, 'base64')).metadata()).width;
}

/** GramJS requests that only read: what a read-only command may send to Telegram. */
export const READS = new Set([
  'messages.GetDialogs',
  'messages.GetHistory',
  'messages.GetMessages',
  'channels.GetMessages',
  'contacts.ResolveUsername',
  'messages.GetStickerSet',
  'updates.GetState',
]);

export function classNames(requests: readonly Api.AnyRequest[]): string[] {
  return requests.map((r) => r.className);
}

/** The network between a fake client and Telegram, as a test switches it. */
export interface FakeNetwork {
  /** `silent`: takes the connection and never answers; `refusing`: nothing listens; `up`: works. */
  state: 'up' | 'silent' | 'refusing';
  /** Connections tried so far. */
  attempts: number;
}

/** Puts `client` behind `network`: each connect behaves as the network is at that moment. */
export function behind<C extends { connect(): Promise<boolean>; connects: number }>(
  client: C,
  network: FakeNetwork,
): C {
  client.connect = async () => {
    network.attempts++;
    if (network.state === 'silent') return new Promise<boolean>(() => {});
    // As GramJS does: a connection it could not make after its retries is `false`, not an error.
    if (network.state === 'refusing') return false;
    client.connects++;
    return true;
  };
  return client;
}
