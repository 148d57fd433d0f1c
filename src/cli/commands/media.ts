import { hasModelKey, modelKeyValues, resolveSecrets } from '../../config/env.js';
import type { MediaDescribeReport } from '../../media/bulk.js';
import { createLogger } from '../../support/log.js';
import { type CommandIo, defineCommand, endSoon, printResult } from '../command.js';

const MEDIA_USAGE =
  'usage: character-agent media describe --persona P [--budget N] [--chats N] [--json], or offline: --fixture F';

export const mediaDescribeCommand = defineCommand({
  name: ['media', 'describe'],
  help: `  media describe --persona P [--budget N] [--chats N] [--json]
                                   Describe a persona's sticker sets and the media of its newest
                                   chats on Telegram with Gemini, and cache the descriptions
  media describe --fixture F [--persona P] [--budget N] [--json]
                                   The same offline, on a fixture's chat`,
  options: {
    json: { type: 'boolean', default: false },
    persona: { type: 'string' },
    fixture: { type: 'string' },
    budget: { type: 'string' },
    chats: { type: 'string' },
  },
  args: { min: 0, max: 0 },
  usage: 'character-agent media describe --persona P [--budget N] [--chats N] [--json]',
  example: 'character-agent media describe --fixture examples/direct-hello.yaml',
  missing: MEDIA_USAGE,
  run: async (input) => {
    const { values } = input;
    let report: MediaDescribeReport;
    if (values.fixture) {
      report = await describeFixtureMedia(input, {
        fixture: values.fixture,
        persona: values.persona,
        budget: values.budget,
        configFile: values.config,
      });
    } else {
      const { describeLiveMedia } = await import('../../live/media.js');
      report = await describeLiveMedia(
        {
          configFile: values.config,
          persona: values.persona,
          verbose: values.verbose,
          budget: values.budget,
          chats: values.chats,
        },
        process.stderr,
      ).finally(endSoon);
    }
    const { renderMediaReport } = await import('../../terminal/media-report.js');
    printResult(input, values.json, report, (r) => renderMediaReport(r, input.style));
    return 0;
  },
});

/**
 * `media describe --fixture F`: offline against a fixture's simulated Telegram (scripted
 * descriptions, or real Gemini when a key is set); nothing touches the real state.
 */
async function describeFixtureMedia(
  io: CommandIo,
  options: { fixture: string; persona: string | undefined; budget: string | undefined; configFile: string },
): Promise<MediaDescribeReport> {
  const [{ describeMediaInBulk, parseBudget }, { loadFixture }, { buildReplayWorld }, { ProgressBar }] =
    await Promise.all([
      import('../../media/bulk.js'),
      import('../../offline/fixture.js'),
      import('../../offline/world.js'),
      import('../../terminal/progress.js'),
    ]);
  const { modelKeys } = resolveSecrets(options.configFile);
  const keyed = hasModelKey(modelKeys);
  const log = keyed ? createLogger({ level: io.level, secrets: modelKeyValues(modelKeys) }) : io.log;
  const loaded = loadFixture(options.fixture);
  if (options.persona) loaded.fixture.persona = options.persona;
  const world = await buildReplayWorld(loaded, log, { modelKeys: keyed ? modelKeys : undefined });
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
      progress: new ProgressBar(process.stderr, 'describing'),
    });
  } finally {
    await world.close();
  }
}
