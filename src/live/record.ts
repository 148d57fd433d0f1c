import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FixtureSecrets } from '../offline/fixture-redact.js';
import { fixtureOfJournalTurn, renderFixture } from '../offline/fixture-writer.js';
import { errorMessage } from '../support/errors.js';
import { makeFolders } from '../support/files.js';
import type { Logger } from '../support/log.js';
import type { JournalAction, JournalTurn, TurnJournalPort } from '../tasks/journal.js';

export interface TurnRecorderOptions {
  /** The folder the fixtures go to (created when missing). */
  dir: string;
  /** Absolute path of config.yaml: each fixture names it relative to itself. */
  configFile: string;
  /** Text that must never be written (keys, session strings, phone numbers): replaced, and the log says so. */
  secrets: FixtureSecrets;
  log: Logger;
}

/**
 * `run --record DIR`: every turn the engine journals is also written to DIR as a replay fixture,
 * through the same writer as `chat /save` and the console's download, one file per turn at
 * `DIR/<persona>/<chat>/<time>.yaml`. A bad live exchange is then a regression test:
 * `character-agent replay` of the file builds the same request.
 *
 * It sits in front of the journal the operator console reads (or none) and never fails it: a
 * fixture that cannot be written is logged and the turn goes on.
 */
export class TurnRecorder implements TurnJournalPort {
  readonly #inner: TurnJournalPort | undefined;
  readonly #o: TurnRecorderOptions;
  /** Per persona and chat, the last turn whose answer recalled. */
  readonly #recalling = new Map<string, JournalTurn>();

  constructor(inner: TurnJournalPort | undefined, options: TurnRecorderOptions) {
    this.#inner = inner;
    this.#o = options;
  }

  async record(turn: JournalTurn, graphId: string | undefined): Promise<void> {
    this.#saveLogged(turn);
    await this.#inner?.record(turn, graphId);
  }

  #saveLogged(turn: JournalTurn): void {
    try {
      this.save(turn);
    } catch (err) {
      this.#o.log.warn('recording a turn as a fixture failed', {
        turn: turn.turnId,
        reason: errorMessage(err),
      });
    }
  }

  settle(graphId: string, actions: readonly JournalAction[]): Promise<void> {
    return this.#inner?.settle(graphId, actions) ?? Promise.resolve();
  }

  /** Writes one turn's fixture; returns its path, or undefined for a turn with nothing to replay. */
  save(turn: JournalTurn): string | undefined {
    // A turn that found nothing to answer asked the model nothing: there is no request to replay.
    if (turn.request === undefined) return undefined;
    const chat = `${turn.agent}\u0000${turn.chatId}`;
    const recalling = this.#recalling.get(chat);
    // Only a turn whose answer recalled is kept, until its chat's next turn: the follow-up's file holds both.
    if (turn.steps.some((s) => s.type === 'recall')) this.#recalling.set(chat, turn);
    else this.#recalling.delete(chat);
    const folder = path.join(this.#o.dir, fileSafe(turn.agent), fileSafe(turn.chatId));
    makeFolders(folder, 0o700);
    const stamp = new Date(turn.at)
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replaceAll(':', '-');
    for (let n = 1; ; n++) {
      const file = path.join(folder, n === 1 ? `${stamp}.yaml` : `${stamp}-${n}.yaml`);
      const fixture = fixtureOfJournalTurn(turn, { file, configFile: this.#o.configFile }, recalling);
      if (!fixture) return undefined;
      const { text, redacted } = renderFixture(
        fixture,
        `Turn ${turn.turnId} of ${turn.agent} in chat ${turn.chatId}, recorded by \`character-agent run --record\`.\nReplay it: character-agent replay ${path.relative(process.cwd(), file)}`,
        this.#o.secrets,
      );
      try {
        // Private chats: for the owner only, and never over an earlier turn's file.
        writeFileSync(file, text, { flag: 'wx', mode: 0o600 });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'EEXIST') continue;
        throw err;
      }
      if (redacted > 0)
        this.#o.log.warn('a recorded turn held a secret or phone number; it was replaced by [redacted]', {
          turn: turn.turnId,
        });
      this.#o.log.info('turn recorded', { chat: turn.chatId, file });
      return file;
    }
  }
}

/** A persona or chat id as one path segment: nothing that climbs out of the folder. */
function fileSafe(name: string): string {
  const safe = name.replace(/[^\p{L}\p{N}._-]+/gu, '_').replace(/^\.+/, '_');
  return safe || '_';
}
