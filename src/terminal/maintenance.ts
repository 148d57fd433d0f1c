import type { VacuumReport } from '../store/sqlite-vacuum.js';

/** One line: what `maintenance vacuum` did to the file, and its size before and after. */
export function renderVacuumReport(report: VacuumReport, shownAs: string): string {
  const done = report.converted
    ? 'converted to incremental auto-vacuum and compacted'
    : 'compacted (incremental auto-vacuum was already on)';
  return `${shownAs}: ${done}; ${megabytes(report.bytesBefore)} → ${megabytes(report.bytesAfter)}`;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}
