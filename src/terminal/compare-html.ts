import {
  changedSections,
  costDelta,
  dollars,
  liveLine,
  metCount,
  modeLine,
  sectionChange,
  signed,
} from './compare.js';
import { type Html, html, trusted } from './html.js';
import type { CompareFixture, CompareResult, CompareRow, CompareSideResult, JudgeResult } from './results.js';

const STYLE = `
body { font: 14px/1.45 system-ui, sans-serif; margin: 2em; color: #222; }
table { border-collapse: collapse; margin: 1em 0; }
th, td { padding: 0.25em 0.7em; border-bottom: 1px solid #ddd; text-align: right; vertical-align: top; }
th:first-child, td:first-child { text-align: left; }
tr.regression td { background: #fff3cd; }
tr.total td { font-weight: bold; border-top: 2px solid #888; }
section { border-top: 1px solid #ccc; margin-top: 2em; }
pre { white-space: pre-wrap; margin: 0.2em 0 0.2em 1em; font: 12px/1.35 ui-monospace, monospace; }
.removed { color: #a00; } .added { color: #060; } .muted { color: #777; }
.bad { color: #a00; font-weight: bold; }
`;

/**
 * The comparison as one self-contained HTML page (pure): no script and no outside asset (its
 * policy forbids loading any), every text from a fixture, config or answer escaped.
 */
export function renderCompareHtml(result: CompareResult): string {
  const t = result.total;
  const page = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>compare: ${t.fixtures} fixtures</title>
<style>${trusted(STYLE)}</style></head>
<body>
<h1>Compare</h1>
<p>A: ${side(result.a)}<br>B: ${side(result.b)}</p>
<p class="muted">${modeLine(result)}.
Tokens ≈ characters ÷ 4; cost at each config’s prices; the cached prefix is what repeats from the chat’s previous request.</p>
<p class="${t.regressions > 0 ? 'bad' : ''}">${
    t.regressions > 0
      ? `${t.regressions} regressions: B fails what A meets`
      : 'No regression: B meets every expectation A meets.'
  }</p>
<table>
<tr><th>fixture</th><th>Δ characters</th><th>Δ tokens</th><th>Δ cost $</th><th>actions changed</th><th>expect A</th><th>expect B</th></tr>
${result.fixtures.map(summaryRow)}
<tr class="total"><td>total (${t.fixtures})</td><td>${signed(t.characters.b - t.characters.a)}</td>
<td>${signed(t.tokens.b - t.tokens.a)}</td><td>${costDelta(t.cost.a, t.cost.b)}</td><td>${t.actions_changed}</td>
<td>${t.expectations.a.ok}/${t.expectations.a.of}</td><td>${t.expectations.b.ok}/${t.expectations.b.of}</td></tr>
</table>
${result.fixtures.map(fixtureSection)}
</body></html>
`;
  return page.value;
}

function side(spec: CompareResult['a']): Html {
  return html`${spec.config ?? 'each fixture’s own config'}, ${spec.persona === null ? 'the fixture’s persona' : `persona ${spec.persona}`}`;
}

function summaryRow(row: CompareRow): Html {
  if ('error' in row)
    return html`<tr class="regression"><td>${row.fixture}</td><td colspan="6">side ${row.side.toUpperCase()} could not run: ${row.error}</td></tr>`;
  const { a, b } = row;
  return html`<tr class="${row.regressions.length > 0 ? 'regression' : ''}"><td>${row.fixture}</td>
<td>${signed(b.usage.characters - a.usage.characters)}</td><td>${signed(b.usage.tokens - a.usage.tokens)}</td>
<td>${costDelta(a.usage.cost, b.usage.cost)}</td><td>${row.behaviour.changed}</td><td>${metCount(a)}</td><td>${metCount(b)}</td></tr>`;
}

function fixtureSection(row: CompareRow): Html {
  if ('error' in row) return html``;
  const changed = changedSections(row);
  return html`<section><h2>${row.fixture}</h2>
${row.regressions.length > 0 ? html`<ul class="bad">${row.regressions.map((r) => html`<li>${r}</li>`)}</ul>` : ''}
<table><tr><th></th><th>A</th><th>B</th></tr>
${usageRows(row.a, row.b)}
</table>
<h3>Request by section</h3>
<table><tr><th>section</th><th>zone</th><th>A chars</th><th>B chars</th><th>change</th></tr>
${row.request.map(
  (s) =>
    html`<tr><td>${s.name}</td><td>${s.zone}</td><td>${s.a ?? '–'}</td><td>${s.b ?? '–'}</td><td>${changed.includes(s) ? sectionChange(s) : 'same'}</td></tr>`,
)}
</table>
${changed.map(
  (s) => html`<details><summary>${s.name}: ${sectionChange(s)}</summary>
${s.removed.map((l) => html`<pre class="removed">- ${l}</pre>`)}${s.added.map((l) => html`<pre class="added">+ ${l}</pre>`)}</details>`,
)}
<h3>Behaviour</h3>
${behaviour(row)}
${row.judge ? judge(row.judge) : ''}
</section>`;
}

/** The judge's verdicts: each pair's winner, scores and reasoning as the judge wrote them. */
function judge(j: JudgeResult): Html {
  return html`<h3>Judge</h3>
<p>${j.model}, seed ${j.seed}, cost $${dollars(j.usage.cost)}: A ${j.wins.a} · B ${j.wins.b} · tie ${j.wins.tie}.
A judge is one signal: read its reasons beside the behaviour above.</p>
<table><tr><th>turn</th><th>sample</th><th>shown first</th><th>winner</th><th>scores (A / B)</th><th>reasoning</th></tr>
${j.verdicts.map(
  (
    v,
  ) => html`<tr><td>${v.turn}</td><td>${v.sample}</td><td>${v.shown_first.toUpperCase()}</td><td>${v.winner}</td>
<td>${Object.entries(v.scores).map(([k, s]) => html`${k} ${s.a}/${s.b}<br>`)}</td><td>${v.reasoning}</td></tr>`,
)}
</table>
${j.failed.length > 0 ? html`<ul class="bad">${j.failed.map((f) => html`<li>not judged: ${f}</li>`)}</ul>` : ''}`;
}

function usageRows(a: CompareSideResult, b: CompareSideResult): Html[] {
  const row = (label: string, x: string | number, y: string | number) =>
    html`<tr><td>${label}</td><td>${x}</td><td>${y}</td></tr>`;
  return [
    row('config', a.config_file, b.config_file),
    row('persona', a.persona, b.persona),
    row('model', a.model ?? '–', b.model ?? '–'),
    row('generation', a.generation ?? '–', b.generation ?? '–'),
    row('requests', a.usage.requests, b.usage.requests),
    row('characters', a.usage.characters, b.usage.characters),
    row('tokens (≈ chars ÷ 4)', a.usage.tokens, b.usage.tokens),
    row('cached prefix share', a.usage.cached_share.toFixed(3), b.usage.cached_share.toFixed(3)),
    row('output tokens', a.usage.output_tokens, b.usage.output_tokens),
    row('cost $', dollars(a.usage.cost), dollars(b.usage.cost)),
    row('expectations met', metCount(a), metCount(b)),
    ...(a.live ? [row('live answers', liveLine(a), liveLine(b))] : []),
  ];
}

function behaviour(row: CompareFixture): Html {
  const { kinds, turns } = row.behaviour;
  if (kinds.length === 0 && turns.a === turns.b)
    return html`<p class="muted">Nothing happened on either side.</p>`;
  return html`<table><tr><th>kind</th><th>A</th><th>B</th><th>only A</th><th>only B</th></tr>
<tr><td>turns</td><td>${turns.a}</td><td>${turns.b}</td><td></td><td></td></tr>
${kinds.map(
  (k) => html`<tr><td>${k.kind}</td><td>${k.a}</td><td>${k.b}</td>
<td>${k.only_a.map((e) => html`<pre class="removed">${e}</pre>`)}</td>
<td>${k.only_b.map((e) => html`<pre class="added">${e}</pre>`)}</td></tr>`,
)}
</table>`;
}
