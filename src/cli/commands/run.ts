import type { RunOptions } from '../../live/run.js';
import type { Logger } from '../../support/log.js';
import { defineCommand, endSoon } from '../command.js';
import { failureOf } from '../failure.js';

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
  example: 'character-agent run --dry-run',
  missing:
    'usage: character-agent run [--dry-run] [--record DIR] [--console [--port N] [--host H]] [--config F]',
  run: async ({ values, log, write }) => {
    const { run } = await import('../../live/run.js');
    const operator = values.console
      ? await consoleStarter(values.port, values.host, { log, write })
      : undefined;
    // A failure outside the awaited chain ends the process with the same line and code as one
    // inside it: a full disk mid-run is 74 (do not restart), a bug is 70 (restart).
    const crashed = (err: unknown) => {
      const { line, code } = failureOf(err, values.verbose);
      process.stderr.write(`character-agent: ${line}\n`);
      process.exit(code);
    };
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
  const [{ liveBackend }, { startConsole, consoleAddress, consoleAccess }] = await Promise.all([
    import('../../console/live.js'),
    import('../../console/start.js'),
  ]);
  const address = consoleAddress(port, host);
  return async (running) =>
    startConsole(
      liveBackend(running, io.log),
      address,
      { log: io.log, write: io.write, warn: (line) => process.stderr.write(`${line}\n`) },
      consoleAccess(running.config.console),
    );
}
