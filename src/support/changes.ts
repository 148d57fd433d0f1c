/** Something the operator may want to see again: a persona's chat changed. */
export interface Change {
  agent: string;
  chatId?: string;
}

/** Tells whoever listens (the console's live pages) that stored state changed; listeners never throw back. */
export class ChangeFeed {
  readonly #listeners = new Set<(change: Change) => void>();

  notify(change: Change): void {
    for (const listener of this.#listeners) {
      try {
        listener(change);
      } catch {
        // A listener's failure (a closed page) is its own business.
      }
    }
  }

  subscribe(listener: (change: Change) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
