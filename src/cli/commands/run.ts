import type { RunOptions } from '../../live/run.js';
import { UserError } from '../../support/errors.js';
import type { Logger } from '../../support/log.js';
import { defineCommand, endSoon } from '../command.js';

/**
 * `run`'s exit code for a crash (sysexits' EX_SOFTWARE). Exit 1 means "a restart cannot fix
 * this" (bad credentials, no usable session) and supervisors are told not to restart on it; a
 * crash may well pass, so it must not look the same as Node's default exit code 1.
 */
export const EXIT_CRASHED = 70;

export const runCommand = defineCommand({
  name: ['run'],
  help: `  run [--console [--port N]]       Run every persona of config.yaml on Telegram; --console also
                                   serves the operator console
      [--dry-run] [--record DIR]   --dry-run reads and plans real turns but sends nothing, marks
                                   nothing read and stores nothing (prints what it would do);
                                   --record saves every turn to DIR as a replay fixture`,
  options: {
    console: { type: 'boolean', default: false },
    port: { type: 'string' },
    host: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    record: { type: 'string' },
  },
  args: { min: 0, max: 0 },
  usage: 'character-agent run [--dry-run] [--record DIR] [--console [--port N] [--host H]] [--config F]',
  missing:
    'usage: character-agent run [--dry-run] [--record DIR] [--console [--port N] [--host H]] [--config F]',
  run: async ({ values, log, write }) => {
    const { run } = await import('../../live/run.js');
    const operator = values.console
      ? await consoleStarter(values.port, values.host, { log, write })
      : undefined;
    process.on('uncaughtException', crashed);
    process.on('unhandledRejection', crashed);
    try {
      return await run({
        configFile: values.config,
        verbose: values.verbose,
        operator,
        dryRun: values['dry-run'],
        recordDir: values.record,
      });
    } catch (err) {
      if (err instanceof UserError) throw err;
      report(err);
      return EXIT_CRASHED;
    } finally {
      // Clients and timers may linger after a stop (GramJS's own); they must not hold the
      // process, whether `run` returned or failed.
      endSoon();
    }
  },
});

/** `run --console`: the console starts once the personas are set up and stops before the database closes. */
async function consoleStarter(
  port: string | undefined,
  host: string | undefined,
  io: { log: Logger; write: (text: string) => void },
): Promise<NonNullable<RunOptions['operator']>> {
  const [{ liveBackend }, { startConsole, consoleAddress }] = await Promise.all([
    import('../../console/live.js'),
    import('../../console/start.js'),
  ]);
  const address = consoleAddress(port, host);
  return async (running) =>
    startConsole(liveBackend(running, io.log), address, {
      log: io.log,
      write: io.write,
      warn: (line) => process.stderr.write(`${line}\n`),
    });
}

function crashed(err: unknown): void {
  report(err);
  process.exit(EXIT_CRASHED);
}

function report(err: unknown): void {
  const detail = err instanceof Error ? (err.stack ?? err.message) : String(err);
  process.stderr.write(`character-agent: unexpected error: ${detail}\n`);
}
