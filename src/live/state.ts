import type { Availability } from '../intake/availability.js';
import type { UserError } from '../support/errors.js';
import type { ConnectionTrouble } from '../telegram/gramjs/connection.js';

/**
 * What a live persona is doing. `reconnecting` covers the first connection too: not connected,
 * trying again with backoff. `sending-paused`: connected, but Telegram limited the account for
 * spam, so messages to people who are not contacts are held (see `SendingPause`). `asleep`:
 * connected, and asleep by its schedule: new messages wait until it wakes.
 */
export type PersonaState = 'reconnecting' | 'running' | 'sending-paused' | 'asleep' | 'stopped';

/** A persona's state, with its reason: when it wakes, why it is not connected, until when sending is paused. */
export interface PersonaStatus {
  state: PersonaState;
  wakeAt?: number;
  /** While `reconnecting`: since when, attempts, the last error, the next try (once one failed). */
  trouble?: ConnectionTrouble;
  /** While `sending-paused`: when the pause ends by itself. */
  pausedUntil?: number;
}

/**
 * The state from what the persona knows of itself (pure). What needs the operator comes first:
 * a stopped or disconnected persona is that, asleep or not, and a sending pause shows while it
 * sleeps.
 */
export function personaStatus(facts: {
  stopped: boolean;
  connected: boolean;
  sendingPaused: boolean;
  availability: Availability;
  trouble?: ConnectionTrouble;
  pausedUntil?: number;
}): PersonaStatus {
  if (facts.stopped) return { state: 'stopped' };
  if (!facts.connected)
    return facts.trouble ? { state: 'reconnecting', trouble: facts.trouble } : { state: 'reconnecting' };
  if (facts.sendingPaused)
    return facts.pausedUntil === undefined
      ? { state: 'sending-paused' }
      : { state: 'sending-paused', pausedUntil: facts.pausedUntil };
  if (facts.availability.kind === 'asleep') return { state: 'asleep', wakeAt: facts.availability.wakeAt };
  return { state: 'running' };
}

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
