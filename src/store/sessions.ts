import { errorMessage } from '../support/errors.js';
import { openStoreReadOnly } from './open.js';
import type { Db } from './schema.js';

export interface StoredSession {
  persona: string;
  session: string;
  userId: string;
  userName: string;
  updatedAt: number;
}

/**
 * Telegram sessions by persona, in the state database (kept at 0600 by `openStore`). A session
 * string is a full credential for the account: callers must never log it.
 */
export class TelegramSessions {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async get(persona: string): Promise<StoredSession | undefined> {
    const row = await this.db
      .selectFrom('telegram_sessions')
      .selectAll()
      .where('persona', '=', persona)
      .executeTakeFirst();
    return row
      ? {
          persona: row.persona,
          session: row.session,
          userId: row.user_id,
          userName: row.user_name,
          updatedAt: row.updated_at,
        }
      : undefined;
  }

  /** Whether the persona has a session and whose account it is, without reading the session string. */
  async state(persona: string): Promise<SessionState> {
    const row = await this.db
      .selectFrom('telegram_sessions')
      .select(['user_name', 'updated_at'])
      .where('persona', '=', persona)
      .executeTakeFirst();
    return row
      ? { kind: 'present', account: row.user_name, savedAt: row.updated_at }
      : { kind: 'missing', reason: 'not logged in' };
  }

  async put(persona: string, session: string, user: { id: string; name: string }): Promise<void> {
    const values = {
      persona,
      session,
      user_id: user.id,
      user_name: user.name,
      updated_at: this.now(),
    };
    await this.db
      .insertInto('telegram_sessions')
      .values(values)
      .onConflict((oc) =>
        oc.column('persona').doUpdateSet({
          session: values.session,
          user_id: values.user_id,
          user_name: values.user_name,
          updated_at: values.updated_at,
        }),
      )
      .execute();
  }

  async delete(persona: string): Promise<void> {
    await this.db.deleteFrom('telegram_sessions').where('persona', '=', persona).execute();
  }
}

export type SessionState =
  | { kind: 'present'; account: string; savedAt: number }
  | { kind: 'missing'; reason: string };

/**
 * Each persona's session state in the database at `file`, for `check`: opened read-only, so
 * looking never creates, migrates or changes the database, and no session string is read.
 */
export async function probeSessions(file: string, personas: readonly string[]): Promise<SessionState[]> {
  const everyone = (reason: string): SessionState[] => personas.map(() => ({ kind: 'missing', reason }));
  let store: Awaited<ReturnType<typeof openStoreReadOnly>>;
  try {
    store = await openStoreReadOnly(file);
  } catch (err) {
    return everyone(`cannot read the state database (${errorMessage(err)})`);
  }
  if (!store) return everyone('no state database yet');
  try {
    const sessions = new TelegramSessions(store.db, Date.now);
    return await Promise.all(personas.map((p) => sessions.state(p)));
  } catch (err) {
    return everyone(`cannot read the state database (${errorMessage(err)})`);
  } finally {
    await store.close();
  }
}
