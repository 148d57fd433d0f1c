import type { FixtureSecrets } from '../offline/fixture-redact.js';
import { fixtureOfJournalTurn, type RenderedFixture, renderFixture } from '../offline/fixture-writer.js';
import type { JournalEntry, TurnJournal } from '../store/journal.js';

/**
 * A journal turn as a replay fixture: the chat as the model saw it, the time, the target and
 * the model's answer, so `replay` of the file builds the same request and does the same things.
 * It names no `config:`: the browser saves it wherever it likes, so a path to config.yaml would
 * point nowhere (or at this machine's folders). Replayed from the project folder, or with
 * `--config`, it finds the config as every other fixture without one does.
 * Served, never written here: the browser saves it. Undefined for a turn that kept no snapshot.
 */
export function fixtureOfTurn(
  entry: JournalEntry,
  configFile: string,
  secrets: FixtureSecrets,
  /** The chat's turn before a recall's follow-up: the fixture is that turn with both answers. */
  recalling?: JournalEntry,
): RenderedFixture | undefined {
  const { turn } = entry;
  const fixture = fixtureOfJournalTurn(turn, { file: configFile, configFile }, recalling?.turn);
  if (!fixture) return undefined;
  delete fixture.config;
  return renderFixture(
    fixture,
    `Turn ${turn.turnId} of ${turn.agent} in chat ${turn.chatId}, downloaded from the operator console.\nReplay it in the folder of config.yaml: character-agent replay <this file> (elsewhere add --config <config.yaml>)`,
    secrets,
  );
}

/** The turn before a recall's follow-up in its chat (the one whose answer recalled). */
export async function recallingTurn(
  journal: TurnJournal,
  entry: JournalEntry,
): Promise<JournalEntry | undefined> {
  if (entry.turn.cause?.kind !== 'recall') return undefined;
  const newestFirst = await journal.ofChat(entry.turn.agent, entry.turn.chatId);
  // The newest turn before it whose answer recalled (turns of one moment may list in any order).
  return newestFirst.find(
    (e) =>
      e.turn.turnId !== entry.turn.turnId &&
      e.turn.at <= entry.turn.at &&
      e.turn.steps.some((step) => step.type === 'recall'),
  );
}
