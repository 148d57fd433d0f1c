import { Api } from 'telegram';
import type { UpdateState } from '../port.js';
import { peerId } from './peers.js';
import { entitiesIn } from './requests.js';

/**
 * The account's update state (pts, qts, date) and catching up from it with
 * `updates.GetDifference`, which GramJS leaves to its user. Telegram numbers the account's
 * events (messages, edits, reads; channels have their own numbering) with `pts`: an update
 * carrying `pts` and `ptsCount` follows on from state `pts - ptsCount`.
 */

/** The pts step of an update or result in the account's own sequence; channel events have their own. */
export function ptsStep(x: unknown): { pts: number; ptsCount: number } | undefined {
  if (typeof x !== 'object' || x === null) return undefined;
  if (!('pts' in x) || !('ptsCount' in x)) return undefined;
  const className = 'className' in x ? String(x.className) : '';
  if (className.includes('Channel')) return undefined;
  const { pts, ptsCount } = x as { pts: unknown; ptsCount: unknown };
  return typeof pts === 'number' && typeof ptsCount === 'number' ? { pts, ptsCount } : undefined;
}

/** Unix seconds an update or message is dated, when it says. */
function dateOf(x: unknown): number | undefined {
  if (typeof x !== 'object' || x === null) return undefined;
  if ('date' in x && typeof x.date === 'number') return x.date;
  if ('message' in x) return dateOf(x.message);
  return undefined;
}

/**
 * Follows the account's state as updates and our own calls' results go by. The state only
 * advances over an unbroken sequence: after a gap (updates lost while the connection was down,
 * or handed over out of order) it stays where it was, so the next catch-up fetches again what
 * may have been missed (repeated messages are recognised and dropped by intake).
 */
export class UpdateStateTracker {
  #state: UpdateState | undefined;
  #dirty = false;

  get state(): UpdateState | undefined {
    return this.#state ? { ...this.#state } : undefined;
  }

  /** A state Telegram gave (GetState, a difference); never moves pts backwards. */
  set(state: UpdateState): void {
    const pts = Math.max(state.pts, this.#state?.pts ?? 0);
    this.#state = { ...state, pts, date: Math.max(state.date, this.#state?.date ?? 0) };
    this.#dirty = true;
  }

  /**
   * An update (or a call's result, or a container of updates) went by. True when it shows a
   * gap: it follows on from a later pts than the state's, so something in between never arrived
   * and only a catch-up brings it.
   */
  observe(x: unknown): boolean {
    if (x instanceof Api.Updates || x instanceof Api.UpdatesCombined) {
      let gap = false;
      for (const update of x.updates) gap = this.observe(update) || gap;
      return gap;
    }
    const state = this.#state;
    const step = ptsStep(x);
    if (!state || !step) return false;
    if (step.pts - step.ptsCount !== state.pts) return step.pts - step.ptsCount > state.pts;
    state.pts = step.pts;
    state.date = Math.max(state.date, dateOf(x) ?? 0);
    this.#dirty = true;
    return false;
  }

  /** The state when it changed since the last call (to be stored), else undefined. */
  takeChanged(): UpdateState | undefined {
    if (!this.#dirty || !this.#state) return undefined;
    this.#dirty = false;
    return { ...this.#state };
  }
}

export function stateOf(state: Api.updates.State): UpdateState {
  return { pts: state.pts, qts: state.qts, date: state.date, seq: state.seq };
}

/** One page of a difference, in our terms. */
export interface DifferencePage {
  messages: (Api.Message | Api.MessageService)[];
  entities: (Api.TypeUser | Api.TypeChat)[];
  /** Per chat, the newest incoming message read meanwhile (on another device). */
  readUpTo: Map<string, number>;
  /** Where the next page (or the next catch-up) starts. */
  state: UpdateState;
  /** No further page. */
  done: boolean;
  /** Telegram has too much to tell: only a dialog scan can find what was missed. */
  tooLong: boolean;
}

export function readDifference(result: Api.updates.TypeDifference, from: UpdateState): DifferencePage {
  const page: DifferencePage = {
    messages: [],
    entities: [],
    readUpTo: new Map(),
    state: { ...from },
    done: true,
    tooLong: false,
  };
  if (result instanceof Api.updates.DifferenceEmpty) {
    page.state = { ...from, date: result.date, seq: result.seq };
    return page;
  }
  if (result instanceof Api.updates.DifferenceTooLong) {
    page.state = { ...from, pts: result.pts };
    page.tooLong = true;
    return page;
  }
  page.messages = result.newMessages.filter(
    (m): m is Api.Message | Api.MessageService => m instanceof Api.Message || m instanceof Api.MessageService,
  );
  page.entities = entitiesIn(result);
  for (const update of result.otherUpdates) {
    if (update instanceof Api.UpdateReadHistoryInbox) {
      const chat = peerId(update.peer);
      page.readUpTo.set(chat, Math.max(page.readUpTo.get(chat) ?? 0, update.maxId));
    }
  }
  if (result instanceof Api.updates.DifferenceSlice) {
    page.state = stateOf(result.intermediateState);
    page.done = false;
  } else {
    page.state = stateOf(result.state);
  }
  return page;
}

/** What a catch-up after downtime found. */
export interface CatchUpReport {
  /** No update state was stored: this is the account's first run here, nothing to catch up. */
  first: boolean;
  /** Messages handed to listeners. */
  delivered: number;
  /** Messages older than the maximum age: no turn, left unread. */
  tooOld: number;
  /** Messages the owner read meanwhile on another device. */
  readElsewhere: number;
  /** Telegram had too much to tell: only a dialog scan finds what was missed. */
  tooLong: boolean;
}

/** A short update's place in the account's sequence: where to ask Telegram about its sender. */
export interface PtsHint {
  pts: number;
  ptsCount: number;
  date: number;
}

export function isDifference(result: unknown): result is Api.updates.TypeDifference {
  return (
    result instanceof Api.updates.Difference ||
    result instanceof Api.updates.DifferenceSlice ||
    result instanceof Api.updates.DifferenceEmpty ||
    result instanceof Api.updates.DifferenceTooLong
  );
}

/** Where a short update sits in the account's sequence (its full form names no users). */
export function ptsHint(update: unknown): PtsHint | undefined {
  if (!(update instanceof Api.UpdateShortMessage) && !(update instanceof Api.UpdateShortChatMessage))
    return undefined;
  const step = ptsStep(update);
  return step ? { ...step, date: update.date } : undefined;
}
