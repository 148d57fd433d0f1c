/**
 * "Did you mean …": the one candidate nearest to a mistyped word, within two edits. A typo is
 * usually one or two keystrokes; further than that, a guess misleads more than it helps.
 */
export const SUGGESTION_DISTANCE = 2;

/** Edit distance (insert, delete, substitute, swap two neighbours), case-insensitive. */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const rows: number[][] = [];
  for (let i = 0; i <= s.length; i++) {
    const row: number[] = [i];
    for (let j = 1; j <= t.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const above = rows[i - 1] as number[];
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row.push(best);
    }
    rows.push(row);
  }
  return (rows[s.length] as number[])[t.length] as number;
}

/**
 * The candidate nearest to `word` within `SUGGESTION_DISTANCE` edits, or undefined when none is
 * that near or the word is itself a candidate. Ties go to the earlier candidate.
 */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    if (candidate === word) return undefined;
    const distance = editDistance(word, candidate);
    if (distance <= SUGGESTION_DISTANCE && (best === undefined || distance < best.distance))
      best = { candidate, distance };
  }
  return best?.candidate;
}

/** `did you mean X? ` for a near candidate, else nothing: to open the hint in an error's parentheses. */
export function suggestion(word: string, candidates: Iterable<string>): string {
  const near = closest(word, candidates);
  return near === undefined ? '' : `did you mean ${near}? `;
}
