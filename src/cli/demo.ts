import { readdirSync } from 'node:fs';
import path from 'node:path';
import { replayFile } from '../offline/replay.js';
import type { Logger } from '../support/log.js';
import { renderReplay } from '../terminal/render.js';
import type { Style } from '../terminal/style.js';

/** Replays every bundled example conversation and prints what was sent and done. */
export async function runDemo(
  examplesDir: string,
  style: Style,
  log: Logger,
  write: (s: string) => void,
): Promise<number> {
  const files = readdirSync(examplesDir)
    .filter((f) => f.endsWith('.yaml') || f.endsWith('.yml'))
    .sort();
  write(
    style.bold(
      `character-agent demo: ${files.length} example conversations, replayed offline (simulated Telegram, scripted model answers)\n`,
    ),
  );
  for (const name of files) {
    const file = path.join(examplesDir, name);
    const result = await replayFile(file, log);
    write(`\n${renderReplay(`examples/${name}`, result, style)}\n`);
  }
  write(
    `\n${style.dim('Replay one of them as JSON with: npx character-agent replay examples/<file> --json')}\n`,
  );
  return files.length;
}
