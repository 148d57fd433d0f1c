import { defineCommand } from '../command.js';

export const runCommand = defineCommand({
  name: ['run'],
  help: '  run                              Run every persona of config.yaml on Telegram',
  options: {},
  args: { min: 0, max: 0 },
  usage: 'character-agent run [--config F]',
  missing: 'usage: character-agent run [--config F]',
  run: async ({ values }) => {
    const { run } = await import('../../live/run.js');
    const code = await run({ configFile: values.config, verbose: values.verbose });
    // Clients and timers may linger after a stop; do not let them hold the process.
    setTimeout(() => process.exit(code), 2_000).unref();
    return code;
  },
});
