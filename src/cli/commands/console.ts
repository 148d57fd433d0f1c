import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UserError } from '../../support/errors.js';
import { defineCommand, endSoon } from '../command.js';

export const consoleCommand = defineCommand({
  name: ['console'],
  help: '  console --demo [--port N]        The operator console over the bundled examples (offline)',
  options: {
    demo: { type: 'boolean', default: false },
    port: { type: 'string' },
    host: { type: 'string' },
  },
  args: { min: 0, max: 0 },
  usage: 'character-agent console --demo [--port N] [--host H]',
  example: 'character-agent console --demo',
  missing: 'usage: character-agent console --demo [--port N] [--host H]',
  run: async ({ values, log, write }) => {
    if (!values.demo)
      throw new UserError(
        'console needs --demo (the offline world); the console of live personas is `character-agent run --console`',
      );
    const [{ openDemoConsole, findExamples }, { startConsole, consoleAddress, consoleAccess, untilStopped }] =
      await Promise.all([import('../../console/demo.js'), import('../../console/start.js')]);
    const address = consoleAddress(values.port, values.host);
    const examplesDir = findExamples(path.dirname(fileURLToPath(import.meta.url)));
    const demo = await openDemoConsole({ examplesDir, log });
    try {
      const server = await startConsole(
        demo.backend,
        address,
        { log, write, warn: (line) => process.stderr.write(`${line}\n`) },
        consoleAccess({ allowedHosts: [] }),
      );
      await untilStopped();
      await server.close();
    } finally {
      await demo.close();
      endSoon();
    }
    return 0;
  },
});
