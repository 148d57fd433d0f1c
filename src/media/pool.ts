/**
 * Runs `work` on every item with at most `limit` running at once; resolves when all are done.
 * `work` must not throw (each item records its own failure).
 */
export async function runBounded<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker);
  await Promise.all(workers);
}

export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

/**
 * Runs `task` with an abort signal that fires after `ms`; resolves or rejects as soon as either
 * happens, so a download that ignores the signal cannot hold the turn. A late result is dropped.
 */
export async function withDeadline<T>(task: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const err = new TimeoutError(`no answer within ${Math.round(ms / 100) / 10} s`);
      controller.abort(err);
      reject(err);
    }, ms);
  });
  const running = task(controller.signal);
  running.catch(() => {}); // a late failure after the deadline is not an unhandled rejection
  try {
    return await Promise.race([running, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
