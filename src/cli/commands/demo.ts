import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UserError } from '../../support/errors.js';
import { defineCommand } from '../command.js';

/** Replays every bundled example conversation and prints what was sent and done. */
export const demoCommand = defineCommand({
  name: ['demo'],
  help: '  demo                             Replay the bundled example conversations (offline)',
  options: {},
  args: { min: 0, max: 0 },
  usage: 'character-agent demo',
  example: 'character-agent demo',
  missing: 'usage: character-agent demo',
  run: async ({ style, log, write }) => {
    const examplesDir = findExamples();
    const [{ replayFile }, { renderReplay }] = await Promise.all([
      import('../../offline/replay.js'),
      import('../../terminal/render.js'),
    ]);
    const files = readdirSync(examplesDir)
      .filter((f) => f.endsWith('.yaml') || f.endsWith('.yml'))
      .sort();
    write(
      style.bold(
        `character-agent demo: ${files.length} example conversations, replayed offline (simulated Telegram, scripted model answers)\n`,
      ),
    );
    for (const name of files) {
      const result = await replayFile(path.join(examplesDir, name), log);
      write(`\n${renderReplay(`examples/${name}`, result, style)}\n`);
    }
    write(
      `\n${style.dim('Replay one of them as JSON with: npx character-agent replay examples/<file> --json')}\n`,
    );
    return 0;
  },
});

/** The bundled examples: ./examples of the working directory, else the package's own. */
function findExamples(): string {
  const local = path.resolve('examples');
  if (existsSync(local)) return local;
  // Bundled, this module is a chunk of dist/, beside the package's examples/.
  const packaged = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'examples');
  if (existsSync(packaged)) return packaged;
  throw new UserError('no examples folder found (run from the project folder)');
}
