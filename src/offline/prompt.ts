import { FixtureError } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import { requestSize } from '../terminal/render.js';
import type { PromptResult } from '../terminal/results.js';
import {
  chatJson,
  type FixtureOverrides,
  firstPlans,
  firstTrigger,
  fixtureConversation,
  type LoadedFixture,
  loadFixture,
  shownConfigFile,
  withOverrides,
} from './fixture.js';
import { buildReplayWorld } from './world.js';

/** A chat named on the command line: a marked chat id (`-100…` included) or an `@username`. */
export function isChatReference(arg: string): boolean {
  return /^-?[1-9][0-9]*$/.test(arg) || /^@[A-Za-z0-9_]{3,32}$/.test(arg);
}

export async function promptFile(
  file: string,
  log: Logger,
  overrides: FixtureOverrides = {},
): Promise<PromptResult> {
  return promptFixture(withOverrides(loadFixture(file), overrides), log);
}

/**
 * Builds the request a fixture's turn sends, through the same path as `replay` (simulated
 * Telegram, store, media, assembly, prompt build, the real SDK on loopback), with a model that
 * stays silent so nothing is planned or sent.
 */
export async function promptFixture(loaded: LoadedFixture, log: Logger): Promise<PromptResult> {
  const world = await buildReplayWorld(loaded, log, { silentModel: true });
  try {
    const { fixture } = loaded;
    if (fixture.seen_up_to !== undefined)
      world.runtime.recall(fixtureConversation(fixture), { seenUpTo: fixture.seen_up_to });
    await world.runtime.startTurn(
      fixtureConversation(fixture),
      fixture.target,
      firstTrigger(fixture),
      firstPlans(fixture),
    );
    await world.runtime.idle();
    const report = world.reports[0];
    if (!report?.request || report.targetId === undefined) {
      throw new FixtureError(`${loaded.file}: no request was built (no message to answer)`);
    }
    return {
      persona: world.persona.name,
      config_file: shownConfigFile(loaded),
      chat: chatJson(fixture),
      target: report.targetId,
      request: report.request,
      characters: requestSize(report.request),
      ...(report.lore && { lorebook: report.lore }),
    };
  } finally {
    await world.close();
  }
}
