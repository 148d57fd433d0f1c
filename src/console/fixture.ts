import type { FixtureSecrets } from '../offline/fixture-redact.js';
import { fixtureOfJournalTurn, type RenderedFixture, renderFixture } from '../offline/fixture-writer.js';
import type { JournalEntry } from '../store/journal.js';

/**
 * A journal turn as a replay fixture: the chat as the model saw it, the time, the target and
 * the model's answer, so `replay` of the file builds the same request and does the same things.
 * `config` is the absolute path of config.yaml: the file is saved wherever the browser puts it.
 * Served, never written here: the browser saves it. Undefined for a turn that kept no snapshot.
 */
export function fixtureOfTurn(
  entry: JournalEntry,
  configFile: string,
  secrets: FixtureSecrets,
): RenderedFixture | undefined {
  const { turn } = entry;
  const fixture = fixtureOfJournalTurn(turn, { file: configFile, configFile });
  if (!fixture) return undefined;
  fixture.config = configFile;
  return renderFixture(
    fixture,
    `Turn ${turn.turnId} of ${turn.agent} in chat ${turn.chatId}, downloaded from the operator console.\nReplay it: character-agent replay <this file>`,
    secrets,
  );
}
