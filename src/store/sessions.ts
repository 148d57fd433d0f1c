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
