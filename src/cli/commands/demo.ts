import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UserError } from '../../support/errors.js';
import { defineCommand } from '../command.js';

/**
 * Replays every bundled example conversation: the first in full (the request, the answer, the
 * plan, the actions), the others a line each, then what each showed and what to try next.
 * `--full` prints every one in full.
 */
export const demoCommand = defineCommand({
  name: ['demo'],
  help: '  demo [--full]                    Replay the bundled example conversations (offline)',
  options: { full: { type: 'boolean', default: false } },
  args: { min: 0, max: 0 },
  usage: 'character-agent demo [--full]',
  example: 'character-agent demo',
  missing: 'usage: character-agent demo [--full]',
  run: async ({ values, style, log, write }) => {
    const examplesDir = findExamples();
    const [{ replayFile }, { renderReplay, renderReplayLine }] = await Promise.all([
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
    const shown: { title: string; about: string }[] = [];
    for (const [index, name] of files.entries()) {
      const file = path.join(examplesDir, name);
      const result = await replayFile(file, log);
      const title = `examples/${name}`;
      if (values.full || index === 0) write(`\n${renderReplay(title, result, style)}\n`);
      else write(`${index === 1 ? '\n' : ''}${renderReplayLine(title, result, style)}\n`);
      shown.push({ title, about: fixtureAbout(file) });
    }
    write(`\n${demoSummary(shown, values.full, style)}\n`);
    return 0;
  },
});

/** What each conversation showed (its fixture's opening comment), and what to try next. */
function demoSummary(
  shown: readonly { title: string; about: string }[],
  full: boolean,
  style: { bold(s: string): string; dim(s: string): string },
): string {
  const width = Math.max(...shown.map((s) => s.title.length));
  return [
    style.bold('What the examples showed'),
    ...shown.map((s) => `  ${s.title.padEnd(width)}  ${s.about}`),
    '',
    style.bold('Try next'),
    ...(full ? [] : ['  npx character-agent demo --full                      every request in full']),
    '  npx character-agent replay examples/book-club.yaml   one conversation (--json: as data)',
    '  npx character-agent chat Heidi --scripted            talk to a persona yourself',
    '  npx character-agent init                             start a persona of your own',
  ].join('\n');
}

/** A fixture's opening comment (the schema link left out): what the conversation shows. */
function fixtureAbout(file: string): string {
  const lines = readFileSync(file, 'utf8').split('\n');
  const comments: string[] = [];
  for (const line of lines) {
    if (!line.startsWith('#')) break;
    if (!line.includes('yaml-language-server')) comments.push(line.replace(/^#\s?/, ''));
  }
  return comments.join(' ').trim() || '(no description)';
}

/** The bundled examples: ./examples of the working directory, else the package's own. */
function findExamples(): string {
  const local = path.resolve('examples');
  if (existsSync(local)) return local;
  // Bundled, this module is a chunk of dist/, beside the package's examples/.
  const packaged = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'examples');
  if (existsSync(packaged)) return packaged;
  throw new UserError('no examples folder found (run from the project folder)');
}
