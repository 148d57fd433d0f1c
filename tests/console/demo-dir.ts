import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sessionCookieName, sessionCookieValue } from '../../src/console/auth.js';
import { openDemoConsole } from '../../src/console/demo.js';
import { ConsoleServer } from '../../src/console/server.js';
import { memoryLogger } from '../../src/support/log.js';
import { tempDir } from '../helpers.js';

/**
 * Fixtures copied into a fresh folder with `config:` pointing at the repository's config.yaml,
 * so the console's demo can serve any set of them.
 */
export function fixturesDir(files: readonly string[]): { dir: string; cleanup: () => void } {
  const tmp = tempDir();
  const config = path.resolve('config.yaml');
  for (const file of files) {
    const text = readFileSync(file, 'utf8').replace(/^config: .*$/m, `config: ${JSON.stringify(config)}`);
    writeFileSync(path.join(tmp.dir, path.basename(file)), text);
  }
  return tmp;
}

export const EXAMPLES = [
  'examples/book-club.yaml',
  'examples/direct-hello.yaml',
  'examples/lighthouse-story.yaml',
];

export const SECRETS = {
  token: 'test-token-0123456789',
  session: 'test-session-0123456789',
  csrf: 'test-csrf-0123456789',
};

/** The `cookie` header a browser logged into the console at `base` sends (named and bound per port). */
export function consoleCookie(base: string, session: string = SECRETS.session): string {
  const port = Number(new URL(base).port);
  return `${sessionCookieName(port)}=${sessionCookieValue(session, port)}`;
}

/** The demo console over these fixtures on a free port; `close` ends everything. */
export async function demoConsole(files: readonly string[] = EXAMPLES) {
  const dir = fixturesDir(files);
  const log = memoryLogger();
  const demo = await openDemoConsole({ examplesDir: dir.dir, log });
  const server = new ConsoleServer({ backend: demo.backend, log, secrets: SECRETS });
  const url = await server.listen(0);
  const base = url.replace(/\/\?token=.*$/, '');
  // The examples' own turns run at start; wait until each has reached the journal.
  return {
    url,
    base,
    cookie: consoleCookie(base),
    demo,
    server,
    log,
    close: async () => {
      await server.close();
      await demo.close();
      dir.cleanup();
    },
  };
}

/** Waits (in real time) until an async `condition` holds, e.g. the demo's own turns have settled. */
export async function waitFor(condition: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}
