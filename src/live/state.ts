import type { UserError } from '../support/errors.js';

/**
 * What a live persona is doing. `reconnecting` covers the first connection too: not connected,
 * trying again with backoff. `sending-paused`: connected, but Telegram limited the account for
 * spam, so messages to people who are not contacts are held (see `SendingPause`). (Sleeping by
 * schedule will be a state of its own.)
 */
export type PersonaState = 'reconnecting' | 'running' | 'sending-paused' | 'stopped';

/** Why a persona stopped on its own, while `run` went on: what decides `run`'s exit code. */
export type PersonaEnd =
  /** An admin's `shutdown`: the persona is meant to stay off until `run` starts again. */
  | { cause: 'shutdown'; persona: string; reason: string | undefined }
  /** No session, a revoked one, or API credentials Telegram refuses: only the operator can fix it. */
  | { cause: 'refused'; persona: string; error: UserError };

/** How `run` ends once every persona has stopped on its own. */
export type RunOutcome = { code: 0 } | { code: 1; message: string };

/**
 * Every persona stopped by an admin's shutdown ends `run` with 0 (a supervisor leaves it off);
 * otherwise at least one needs the operator, and `run` ends with 1 and one line saying what to
 * fix, which a supervisor must not answer by restarting in a loop.
 */
export function runOutcome(ends: readonly PersonaEnd[]): RunOutcome {
  const refused = ends.flatMap((end) => (end.cause === 'refused' ? [end.error.message] : []));
  if (refused.length === 0) return { code: 0 };
  if (refused.length === 1) return { code: 1, message: refused[0] as string };
  return { code: 1, message: `no persona can run: ${refused.join('; ')}` };
}
