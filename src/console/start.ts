import { UserError } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import type { ConsoleBackend } from './backend.js';
import { ConsoleServer } from './server.js';

export interface ConsoleAddress {
  /** 0 picks a free port. */
  port: number;
  host: string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

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
): Promise<ConsoleServer> {
  const server = new ConsoleServer({ backend, log: io.log });
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
  io.write(`Operator console: ${url}  (Ctrl-C stops it)\n`);
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
