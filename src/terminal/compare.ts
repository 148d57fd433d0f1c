import type {
  CompareFixture,
  CompareResult,
  CompareSideResult,
  JudgeResult,
  SectionDiff,
} from './results.js';
import type { Style } from './style.js';

/** Signed, with a sign on zero too: `+12`, `-3`, `±0`. */
export function signed(n: number, digits = 0): string {
  const text = Math.abs(n).toFixed(digits);
  if (Number(text) === 0) return `±${text}`;
  return `${n > 0 ? '+' : '-'}${text}`;
}

/** Dollars with enough digits for a fraction of a cent; `?` without a price. */
export function dollars(n: number | null, sign = false): string {
  if (n === null) return '?';
  return sign ? `${signed(n, 6)}` : n.toFixed(6);
}

export function costDelta(a: number | null, b: number | null): string {
  return a === null || b === null ? '?' : dollars(b - a, true);
}

export function metCount(side: CompareSideResult): string {
  const e = side.expectations;
  return e ? `${e.filter((x) => x.ok).length}/${e.length}` : '–';
}

/** One line, control characters shown as `\xNN`: fixture text must not steer the terminal. */
export function printable(text: string, max = 100): string {
  const line = text
    .replace(/\s*\n\s*/g, ' ⏎ ')
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** A section's change in one phrase: `+41 chars, +1/-0 lines`, `only B`, `only A`. */
export function sectionChange(s: SectionDiff): string {
  if (s.a === null) return `only B (${s.b} chars)`;
  if (s.b === null) return `only A (${s.a} chars)`;
  return `${signed(s.b - s.a)} chars, +${s.added.length}/-${s.removed.length} lines`;
}

export function changedSections(f: CompareFixture): SectionDiff[] {
  return f.request.filter((s) => s.a !== s.b || s.added.length > 0 || s.removed.length > 0);
}

/**
 * The readable comparison: one line per fixture (Δ characters, tokens and cost; actions changed;
 * expectations met on A and B), what changed under it, and a total.
 */
export function renderCompare(result: CompareResult, style: Style): string {
  const header = ['fixture', 'Δchars', 'Δtokens', 'Δcost $', 'actions', 'expect A', 'expect B'];
  const cells = result.fixtures.map((row) => {
    if ('error' in row) return [row.fixture, '', '', '', '', '', `ERROR (${row.side.toUpperCase()})`];
    const { a, b } = row;
    return [
      row.fixture,
      signed(b.usage.characters - a.usage.characters),
      signed(b.usage.tokens - a.usage.tokens),
      costDelta(a.usage.cost, b.usage.cost),
      String(row.behaviour.changed),
      metCount(a),
      metCount(b),
    ];
  });
  const t = result.total;
  const totalCells = [
    `total (${t.fixtures} fixtures)`,
    signed(t.characters.b - t.characters.a),
    signed(t.tokens.b - t.tokens.a),
    costDelta(t.cost.a, t.cost.b),
    String(t.actions_changed),
    `${t.expectations.a.ok}/${t.expectations.a.of}`,
    `${t.expectations.b.ok}/${t.expectations.b.of}`,
  ];
  const widths = header.map((h, i) =>
    Math.max(h.length, (totalCells[i] ?? '').length, ...cells.map((c) => (c[i] ?? '').length)),
  );
  const line = (c: readonly string[]) =>
    c.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  const out = [
    `A: ${sideSpec(result.a)}`,
    `B: ${sideSpec(result.b)}`,
    style.dim(modeLine(result)),
    '',
    style.bold(line(header)),
  ];
  result.fixtures.forEach((row, i) => {
    const c = cells[i] ?? [];
    if ('error' in row) {
      out.push(style.yellow(line(c)), style.dim(`    ${row.error}`));
      return;
    }
    out.push(row.regressions.length > 0 ? style.yellow(line(c)) : line(c));
    out.push(...details(row).map((d) => style.dim(`    ${d}`)));
  });
  out.push(style.bold(line(totalCells)), '');
  out.push(
    t.regressions > 0
      ? style.yellow(`${t.regressions} regression${t.regressions === 1 ? '' : 's'}: B fails what A meets`)
      : 'no regression: B meets every expectation A meets',
  );
  if (t.errors > 0) out.push(style.yellow(`${t.errors} fixture${t.errors === 1 ? '' : 's'} could not run`));
  if (t.judge)
    out.push(
      `judge, all fixtures: A ${t.judge.a} · B ${t.judge.b} · tie ${t.judge.tie} (a judge is one signal among these)`,
    );
  return out.join('\n');
}

/** What the run compared: config effects on the recorded answers, or each side's model's own answers. */
export function modeLine(result: CompareResult): string {
  if (!result.live) return 'recorded mode: both sides play the recorded answers; tokens ≈ characters ÷ 4';
  const { samples, cache } = result.live;
  return `live mode: each side's model answered every recorded turn ${samples === 1 ? 'once' : `${samples} times`} (history as recorded; answers cached in ${cache}); expect: checked on those answers`;
}

/** A side's answers in live mode, in one phrase: how many, cached, tokens, median latency, cost. */
export function liveLine(side: CompareSideResult): string {
  const u = side.live;
  if (!u) return '';
  const failed = u.failed > 0 ? `, ${u.failed} failed` : '';
  const latency = u.latency_ms_median === null ? 'all cached' : `median ${u.latency_ms_median} ms`;
  return `${u.answers} answers (${u.cached} cached${failed}), ${u.input_tokens} in / ${u.output_tokens} out / ${u.thinking_tokens} thinking tokens, ${latency}, $${dollars(u.cost)}`;
}

/** The judge's verdicts under a fixture: the count, then each pair's winner and the judge's reason. */
function judgeLines(j: JudgeResult): string[] {
  return [
    `judge (${j.model}, seed ${j.seed}, $${dollars(j.usage.cost)}): A ${j.wins.a} · B ${j.wins.b} · tie ${j.wins.tie}`,
    ...j.verdicts.map(
      (v) =>
        `  turn ${v.turn} sample ${v.sample}: ${v.winner === 'tie' ? 'tie' : v.winner.toUpperCase()} — ${printable(v.reasoning, 120)}`,
    ),
    ...j.failed.map((f) => `  not judged: ${printable(f, 120)}`),
  ];
}

function sideSpec(spec: CompareResult['a']): string {
  return `${spec.config ?? "each fixture's config"}, ${spec.persona === null ? "the fixture's persona" : `persona ${spec.persona}`}`;
}

/** Under a fixture's line: its changed sections, what happened differently, its regressions. */
function details(f: CompareFixture): string[] {
  const out: string[] = [];
  if (f.a.persona !== f.b.persona || f.a.config_file !== f.b.config_file)
    out.push(`A ${f.a.persona} (${f.a.config_file}) · B ${f.b.persona} (${f.b.config_file})`);
  if (f.a.model !== f.b.model) out.push(`model: ${f.a.model ?? '–'} → ${f.b.model ?? '–'}`);
  if (f.a.generation !== f.b.generation)
    out.push(`generation: ${f.a.generation ?? '–'} → ${f.b.generation ?? '–'}`);
  for (const s of changedSections(f)) {
    out.push(`${printable(s.name, 60)}: ${sectionChange(s)}`);
    for (const l of s.removed.slice(0, 3)) out.push(`  - ${printable(l)}`);
    for (const l of s.added.slice(0, 3)) out.push(`  + ${printable(l)}`);
    const more =
      s.removed.length + s.added.length - Math.min(3, s.removed.length) - Math.min(3, s.added.length);
    if (more > 0) out.push(`  (${more} more lines)`);
  }
  if (f.a.live) out.push(`answers A: ${liveLine(f.a)}`, `answers B: ${liveLine(f.b)}`);
  const cached = (x: CompareSideResult) => x.usage.cached_share.toFixed(3);
  if (f.a.usage.cached_share !== f.b.usage.cached_share)
    out.push(`cached prefix: ${cached(f.a)} → ${cached(f.b)}`);
  if (f.behaviour.turns.a !== f.behaviour.turns.b)
    out.push(`turns: ${f.behaviour.turns.a} → ${f.behaviour.turns.b}`);
  for (const k of f.behaviour.kinds) {
    for (const e of k.only_a) out.push(`${k.kind} only A: ${printable(e)}`);
    for (const e of k.only_b) out.push(`${k.kind} only B: ${printable(e)}`);
  }
  if (f.judge) out.push(...judgeLines(f.judge));
  for (const r of f.regressions) out.push(`REGRESSION ${printable(r, 140)}`);
  return out;
}
