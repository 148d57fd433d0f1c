/**
 * A one-line progress bar. On a terminal it redraws in place; in a pipe or log it prints a line
 * at most every tenth of the work, so a long run stays readable.
 */
/** Where a progress bar is drawn (stderr). */
export type ProgressStream = { write(s: string): unknown; isTTY?: boolean };

export class ProgressBar {
  #lastTenth = -1;
  #drawn = false;

  constructor(
    private readonly stream: ProgressStream,
    private readonly label: string,
    private readonly width = 24,
  ) {}

  update(done: number, total: number, detail: string): void {
    const line = renderBar(this.label, done, total, detail, this.width);
    if (this.stream.isTTY) {
      this.stream.write(`\r\u001b[2K${line}`);
      this.#drawn = true;
      return;
    }
    const tenth = total === 0 ? 10 : Math.floor((done / total) * 10);
    if (tenth === this.#lastTenth) return;
    this.#lastTenth = tenth;
    this.stream.write(`${line}\n`);
  }

  /** Ends the bar's line on a terminal. */
  finish(): void {
    if (this.#drawn) this.stream.write('\n');
    this.#drawn = false;
  }
}

export function renderBar(label: string, done: number, total: number, detail: string, width = 24): string {
  const share = total === 0 ? 1 : Math.min(1, done / total);
  const filled = Math.round(share * width);
  const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
  return `${label} ${bar} ${done}/${total}${detail ? `  ${detail}` : ''}`;
}
