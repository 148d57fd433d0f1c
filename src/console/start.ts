import { readFileSync, statSync } from 'node:fs';
import { ConfigError, EXIT, UserError } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import { newSecrets } from './auth.js';
import type { ConsoleBackend } from './backend.js';
import { ConsoleServer } from './server.js';

export interface ConsoleAddress {
  /** 0 picks a free port. */
  port: number;
  host: string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/** The environment variable that holds a stable console token. */
export const CONSOLE_TOKEN_ENV = 'CHARACTER_AGENT_CONSOLE_TOKEN';

/** A stable token is long enough that guessing it is hopeless. */
const MIN_TOKEN_LENGTH = 32;

/** How the console is reached beyond its address: extra host names, and a stable token when one is set. */
export interface ConsoleAccess {
  allowedHosts: readonly string[];
  /** Set: the link is printed without it, and a bookmark outlives restarts. */
  token?: string;
  /** Where the token came from, for the printed line. */
  tokenFrom?: string;
}

/** A file only its owner may read: anyone else who reads the token reads every chat. */
class TokenFileError extends UserError {
  override readonly exitCode: number = EXIT.permission;
}

/**
 * The stable token: `CHARACTER_AGENT_CONSOLE_TOKEN`, else `console.token_file`; none gives a new
 * random one per start. Refused when shorter than 32 characters or in a file others may read.
 */
export function consoleAccess(
  config: { allowedHosts: readonly string[]; tokenFile?: string | undefined },
  env: NodeJS.ProcessEnv = process.env,
): ConsoleAccess {
  const fromEnv = env[CONSOLE_TOKEN_ENV]?.trim();
  let token: string | undefined;
  let tokenFrom: string | undefined;
  if (fromEnv) {
    token = fromEnv;
    tokenFrom = CONSOLE_TOKEN_ENV;
  } else if (config.tokenFile !== undefined) {
    const file = config.tokenFile;
    let mode: number;
    try {
      mode = statSync(file).mode;
      token = readFileSync(file, 'utf8').trim();
    } catch (err) {
      throw new ConfigError(
        `console.token_file: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? String(err)})`,
      );
    }
    if ((mode & 0o077) !== 0)
      throw new TokenFileError(`console.token_file: ${file} may be read by others: chmod 600 ${file}`);
    tokenFrom = file;
  }
  if (token !== undefined && token.length < MIN_TOKEN_LENGTH)
    throw new ConfigError(
      `${tokenFrom === CONSOLE_TOKEN_ENV ? CONSOLE_TOKEN_ENV : `console.token_file ${tokenFrom}`}: the token has ${token.length} characters; give at least ${MIN_TOKEN_LENGTH} (e.g. openssl rand -base64 33)`,
    );
  return {
    allowedHosts: config.allowedHosts,
    ...(token === undefined ? {} : { token }),
    ...(tokenFrom === undefined ? {} : { tokenFrom }),
  };
}

/** `--port` and `--host` as given on the command line (default: a free port on 127.0.0.1). */
export function consoleAddress(port: string | undefined, host: string | undefined): ConsoleAddress {
  // Decimal digits only: Number() would read "" as 0, "0x50" as port 80 and "1e3" as 1000.
  const n = port === undefined ? 0 : /^\d{1,5}$/.test(port) ? Number(port) : Number.NaN;
  if (!Number.isInteger(n) || n < 0 || n > 65_535)
    throw new UserError(`--port ${port}: give a port number (0 picks a free one)`);
  return { port: n, host: host ?? '127.0.0.1' };
}

/**
 * Serves the console and prints the one line to open it. Anywhere but loopback the pages (chats,
 * requests) can be reached by whoever reaches the port, token or not, so it warns.
 */
export async function startConsole(
  backend: ConsoleBackend,
  address: ConsoleAddress,
  io: { log: Logger; write: (line: string) => void; warn: (line: string) => void },
  access: ConsoleAccess = { allowedHosts: [] },
): Promise<ConsoleServer> {
  const server = new ConsoleServer({
    backend,
    log: io.log,
    allowedHosts: access.allowedHosts,
    ...(access.token === undefined ? {} : { secrets: newSecrets(access.token) }),
  });
  if (!LOOPBACK.has(address.host))
    io.warn(
      `character-agent: warning: the console listens on ${address.host}, not only this computer; anyone who can reach it and learns the link sees every chat (no TLS)`,
    );
  let url: string;
  try {
    url = await server.listen(address.port, address.host);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new UserError(
      `the console cannot listen on ${address.host}:${address.port} (${code ?? String(err)})`,
    );
  }
  // A stable token is the operator's own: never printed (it would land in the journal).
  const link = access.token === undefined ? url : url.replace(/\?token=.*$/, '');
  const how =
    access.token === undefined ? '' : `  (first visit: add ?token= and the token from ${access.tokenFrom})`;
  io.write(`Operator console: ${link}${how}  (Ctrl-C stops it)\n`);
  return server;
}

/** Resolves at the first SIGINT or SIGTERM. */
export function untilStopped(): Promise<string> {
  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve(signal);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
