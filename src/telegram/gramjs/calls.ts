import type { Api } from 'telegram';
import type { GramClient } from './client.js';
import { classifyTelegramError } from './errors.js';
import type { FloodGuard } from './flood.js';

/** One call to Telegram: its name (flood waits are per name) and the work on the connected client. */
export interface TelegramCall<T> {
  /** The request's class name ("messages.SendMessage"), or a name for a client helper ("getEntity"). */
  method: string;
  /** The chat it acts on: flood and slow-mode waits are kept per method and chat. */
  chat?: string;
  /** Never waits out a flood wait nor retries (typing). */
  bestEffort?: boolean;
  run(client: GramClient): Promise<T>;
}

/** Makes one call. */
export type CallFn = <T>(call: TelegramCall<T>) => Promise<T>;

/** Invokes one request we built, named by its class. */
export type Invoke = <R extends Api.AnyRequest>(request: R) => Promise<R['__response']>;

/**
 * One concern around every call, like grammY's API transformers: it gets the next function of
 * the pipeline and may act before it, after it, instead of it or more than once.
 */
export type CallTransformer = <T>(next: CallFn, call: TelegramCall<T>) => Promise<T>;

/** `base` wrapped by `transformers`, the first one innermost (nearest the client). */
export function composeCalls(base: CallFn, transformers: readonly CallTransformer[]): CallFn {
  return transformers.reduce<CallFn>((next, transform) => (call) => transform(next, call), base);
}

/** Runs calls under the flood guard: Telegram's waits are honoured, calls retried or given up. */
export function floodGuarded(guard: FloodGuard): CallTransformer {
  return (next, call) => guard.run(call, () => next(call));
}

/** Whatever the calls inside throw leaves as our errors, naming the call (see `classifyTelegramError`). */
export const classified: CallTransformer = (next, call) =>
  next(call).catch((err: unknown) => Promise.reject(classifyTelegramError(err, call)));

/** The adapter's one way to Telegram, and `invoke` for requests it builds. */
export interface TelegramCalls {
  call: CallFn;
  invoke: Invoke;
}

/**
 * The call pipeline, installed once: classify ← flood guard ← the connected client. The guard
 * sees GramJS's own flood errors; everything that leaves it is classified, so no GramJS error
 * reaches the rest of the program.
 */
export function telegramCalls(client: () => GramClient, guard: FloodGuard): TelegramCalls {
  const call = composeCalls(async (c) => c.run(client()), [floodGuarded(guard), classified]);
  return {
    call,
    invoke: (request) => call({ method: request.className, run: (c) => c.invoke(request) }),
  };
}
