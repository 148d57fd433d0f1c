import { describeMediaInBulk, type MediaDescribeReport, parseBudget } from '../media/bulk.js';
import { loadFixture } from '../offline/fixture.js';
import { buildReplayWorld } from '../offline/world.js';
import { UserError } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import { ProgressBar, type ProgressStream } from '../terminal/progress.js';

export interface MediaCommandOptions {
  persona?: string;
  fixture?: string;
  budget?: string;
  geminiApiKey?: string;
}

/**
 * `character-agent media describe --fixture F`: offline against a fixture's simulated Telegram
 * (scripted descriptions, or real Gemini when GEMINI_API_KEY is set); nothing touches the real
 * state. Without `--fixture` the command runs on the live account (`media-live.ts`).
 */
export async function runMediaDescribe(
  options: MediaCommandOptions,
  log: Logger,
  progress: ProgressStream,
): Promise<MediaDescribeReport> {
  if (!options.fixture) throw new UserError('media describe offline needs --fixture <file.yaml>');
  const loaded = loadFixture(options.fixture);
  if (options.persona) loaded.fixture.persona = options.persona;
  const world = await buildReplayWorld(
    loaded,
    log,
    options.geminiApiKey ? { geminiApiKey: options.geminiApiKey } : {},
  );
  try {
    const chatId = loaded.fixture.chat.id;
    return await describeMediaInBulk({
      persona: world.persona,
      port: world.simulator,
      media: world.media,
      recent: async () => {
        const history = await world.simulator.history(chatId, world.persona.historySize);
        return history
          .reverse()
          .flatMap((m) => m.media.map((ref) => ({ ref, chatId: m.chatId, messageId: m.id })));
      },
      budget: parseBudget(options.budget, world.config.media.budget),
      progress: new ProgressBar(progress, 'describing'),
    });
  } finally {
    await world.close();
  }
}
