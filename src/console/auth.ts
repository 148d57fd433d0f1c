import { randomBytes, timingSafeEqual } from 'node:crypto';

/** The secrets of one console start: the token in the printed URL, the session cookie, the CSRF token. */
export interface ConsoleSecrets {
  token: string;
  session: string;
  csrf: string;
}

export function newSecrets(): ConsoleSecrets {
  const secret = () => randomBytes(24).toString('base64url');
  return { token: secret(), session: secret(), csrf: secret() };
}

export const SESSION_COOKIE = 'ca_console';

/** Compares secrets in constant time; absent or different lengths never match. */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** The session cookie: HttpOnly (scripts never see it), SameSite=Strict (other sites never send it). */
export function sessionCookie(session: string): string {
  return `${SESSION_COOKIE}=${session}; HttpOnly; SameSite=Strict; Path=/`;
}

/**
 * Only requests addressed to the console's own host name are served: a web page elsewhere that
 * points its own domain at 127.0.0.1 (DNS rebinding) is refused before any cookie matters.
 */
export function allowedHost(host: string | undefined, allowed: readonly string[]): boolean {
  return host !== undefined && allowed.includes(host.toLowerCase());
}
