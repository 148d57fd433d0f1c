import type { IncomingMessage } from 'node:http';
import { networkInterfaces } from 'node:os';
import { HttpError } from './routes.js';

/** Bodies of forms are small: a description, a message. */
const MAX_BODY = 64 * 1024;

export const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) throw new HttpError(415, 'Forms only.');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new HttpError(413, 'Too much text.');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * The names a browser may send in `Host` for a console listening on `host` (anything else is
 * refused, against DNS rebinding): loopback by both names; an IPv6 address in brackets; and,
 * listening on every interface, each address of this machine.
 */
export function hostNames(host: string): string[] {
  if (host === '127.0.0.1' || host === 'localhost') return ['127.0.0.1', 'localhost'];
  if (host !== '0.0.0.0' && host !== '::') return [host];
  const own = Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((a) => a.address));
  return ['127.0.0.1', 'localhost', ...own.map((a) => a.replace(/%.*$/, ''))];
}

/** The address to print for a console on `host`: on every interface, this machine's first outside address. */
export function linkHost(host: string): string {
  if (host !== '0.0.0.0' && host !== '::') return host;
  const outside = Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .find((a) => !a.internal && a.family === 'IPv4');
  return outside?.address ?? '127.0.0.1';
}

/** A path segment decoded; a malformed `%` escape is the client's mistake (400), not ours. */
export function pathPart(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, 'Malformed address.');
  }
}

/** Every page forbids inline scripts and styles, framing, and loading anything from elsewhere. */
export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};
