/**
 * Remembers what a pure function of a string returned, for the most recent inputs. A turn reads
 * the same window of messages as the turn before it, and every name and text in it is
 * sanitised again; what was computed for the same input is simply looked up.
 *
 * Bounded twice: by entries, and by the characters kept (inputs and results), so a few long
 * messages cannot hold much memory. The oldest entries go first.
 */
export class StringMemo {
  readonly #kept = new Map<string, string>();
  #chars = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxChars: number,
  ) {}

  /** `compute(input)`, from memory when `input` was seen recently. */
  get(input: string, compute: (input: string) => string): string {
    const known = this.#kept.get(input);
    if (known !== undefined) return known;
    const value = compute(input);
    const size = input.length + value.length;
    // Longer than a tenth of the whole: computed each time rather than pushing out everything.
    if (size > this.maxChars / 10) return value;
    this.#kept.set(input, value);
    this.#chars += size;
    while (this.#kept.size > this.maxEntries || this.#chars > this.maxChars) {
      const [oldKey, oldValue] = this.#kept.entries().next().value as [string, string];
      this.#kept.delete(oldKey);
      this.#chars -= oldKey.length + oldValue.length;
    }
    return value;
  }

  get size(): number {
    return this.#kept.size;
  }
}
