import type { Problem } from '../support/log.js';
import { type Html, html } from '../terminal/html.js';

/** How many of the run's newest warnings and errors the personas page shows. */
export const PROBLEMS_SHOWN = 20;

/**
 * The run's newest warnings and errors, newest first, each at its time in the zone of the persona
 * it is about (`time` says how). The text is the log line's (secrets already replaced), escaped
 * like every other text; the live stream redraws the page as each one comes.
 */
export function problemsSection(problems: readonly Problem[], time: (problem: Problem) => string): Html {
  const shown = problems.slice(0, PROBLEMS_SHOWN);
  return html`<section class="card" aria-labelledby="problems-title" data-problems>
<h2 id="problems-title">Recent warnings and errors</h2>
${
  shown.length === 0
    ? html`<p class="muted">None since the start.</p>`
    : html`<ol class="problems">${shown.map(
        (p) =>
          html`<li data-problem="${p.level}"><span class="badge ${p.level === 'error' ? 'paused' : ''}">${p.level === 'error' ? 'error' : 'warning'}</span> <span class="muted">${time(p)}</span>${p.persona === undefined ? '' : html` <strong>${p.persona}</strong>`} <span class="problem-text">${p.text}</span></li>`,
      )}</ol>${problems.length > shown.length ? html`<p class="muted">${problems.length - shown.length} older ones are in the log.</p>` : ''}`
}
</section>`;
}
