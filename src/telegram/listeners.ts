/** Adds `listener` to `set`; the function returned takes it out again (the ports' `on…` methods). */
export function subscribe<L>(set: Set<L>, listener: L): () => void {
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}
