import { UserError } from '../../support/errors.js';
import { defineCommand, endSoon } from '../command.js';

/**
 * `run`'s exit code for a crash (sysexits' EX_SOFTWARE). Exit 1 means "a restart cannot fix
 * this" (bad credentials, no usable session) and supervisors are told not to restart on it; a
 * crash may well pass, so it must not look the same as Node's default exit code 1.
 */
export const EXIT_CRASHED = 70;

export const runCommand = defineCommand({
  name: ['run'],
  help: '  run                              Run every persona of config.yaml on Telegram',
  options: {},
  args: { min: 0, max: 0 },
  usage: 'character-agent run [--config F]',
  missing: 'usage: character-agent run [--config F]',
  run: async ({ values }) => {
    const { run } = await import('../../live/run.js');
    process.on('uncaughtException', crashed);
    process.on('unhandledRejection', crashed);
    try {
      return await run({ configFile: values.config, verbose: values.verbose });
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

function crashed(err: unknown): void {
  report(err);
  process.exit(EXIT_CRASHED);
}

function report(err: unknown): void {
  const detail = err instanceof Error ? (err.stack ?? err.message) : String(err);
  process.stderr.write(`character-agent: unexpected error: ${detail}\n`);
}
