import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The secrets of one console start: the token in the printed URL, the session cookie, the CSRF token. */
export interface ConsoleSecrets {
  token: string;
  session: string;
  csrf: string;
}

/**
 * The secrets of a start: random ones, or with a stable token (the operator's) the session and
 * CSRF secrets derived from it, so a bookmark and its cookie outlive a restart.
 */
export function newSecrets(stableToken?: string): ConsoleSecrets {
  if (stableToken !== undefined) {
    const derived = (what: string) => createHmac('sha256', stableToken).update(what).digest('base64url');
    return { token: stableToken, session: derived('console session'), csrf: derived('console csrf') };
  }
  const secret = () => randomBytes(24).toString('base64url');
  return { token: secret(), session: secret(), csrf: secret() };
}

/**
 * The session cookie's name for the console on `port`. A browser sends a host's cookies to every
 * port of it: with one name for all, a second console on the same host would overwrite the
 * first's cookie and log it out.
 */
export function sessionCookieName(port: number): string {
  return `ca_console_${port}`;
}

/**
 * The cookie's value: the session bound to the port by an HMAC. Another local service the
 * browser also sends it to learns nothing it could use, and a console on another port (another
 * session, or the same fixed one in tests) refuses it.
 */
export function sessionCookieValue(session: string, port: number): string {
  return createHmac('sha256', session).update(`character-agent console port ${port}`).digest('base64url');
}

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
export function sessionCookie(session: string, port: number): string {
  return `${sessionCookieName(port)}=${sessionCookieValue(session, port)}; HttpOnly; SameSite=Strict; Path=/`;
}

/**
 * Only requests addressed to the console's own host name are served: a web page elsewhere that
 * points its own domain at 127.0.0.1 (DNS rebinding) is refused before any cookie matters.
 */
export function allowedHost(host: string | undefined, allowed: readonly string[]): boolean {
  if (host === undefined) return false;
  const name = host.toLowerCase();
  // An allowed name without a port (the operator's `allowed_hosts`) stands for any port.
  return allowed.includes(name) || allowed.includes(name.replace(/:\d+$/, ''));
}
