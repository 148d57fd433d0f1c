import { sanitizeName } from '../conversation/sanitize.js';
import { describeGenerationConfig } from '../llm/generation-config.js';
import { describeFiring, type LoreFiring } from '../llm/lorebook.js';
import type { ModelRequest } from '../llm/types.js';
import { oneLine, replyNote } from '../tasks/kinds/define.js';
import { describeStep, type PlanStep } from '../tasks/types.js';
import { describeWithheld } from '../tasks/withheld.js';
import type { HeldBack } from '../telegram/read-only.js';
import { isEmptyMemory, renderMemory } from './memory.js';
import type { ExpectationResult, PromptResult, ReplayAction, ReplayResult, ReplayRow } from './results.js';
import type { Style } from './style.js';

/**
 * The exact request, readably: the generation settings in one line, the system instruction,
 * then each turn with its role and parts. A part starts at `·`; its further lines are indented
 * under it.
 */
export function renderRequest(request: ModelRequest, style: Style): string {
  const out: string[] = [];
  const size = requestSize(request);
  out.push(style.bold(`── Request to ${request.model}`));
  out.push(style.dim(`generation: ${describeGenerationConfig(request.generationConfig)}`));
  out.push(style.dim(`system instruction (${size.systemInstruction} characters):`));
  out.push(indent(request.systemInstruction, '  │ '));
  out.push(style.dim(`contents (${request.contents.length} turns, ${size.contents} characters):`));
  for (const turn of request.contents) {
    const label = turn.role === 'user' ? style.cyan('user ') : style.green('model');
    turn.parts.forEach((part, i) => {
      const lead = i === 0 ? `  ${label} · ` : '        · ';
      out.push(indent(part.text, '          ', lead));
    });
  }
  return out.join('\n');
}

/** Characters of the texts we send (system instruction and every part), as the benchmark counts them. */
export function requestSize(request: ModelRequest): {
  systemInstruction: number;
  contents: number;
  total: number;
} {
  const contents = request.contents.reduce((n, c) => n + c.parts.reduce((m, p) => m + p.text.length, 0), 0);
  const systemInstruction = request.systemInstruction.length;
  return { systemInstruction, contents, total: systemInstruction + contents };
}

export function renderReplay(title: string, result: ReplayResult, style: Style): string {
  const out: string[] = [];
  out.push(style.bold(`━━ ${title}`));
  out.push(`${result.persona} in a ${result.chat.type} chat, answering message #${result.target ?? '?'}`);
  out.push(style.dim(`config: ${result.config_file}`));
  if (result.request) out.push('', renderRequest(result.request, style));
  out.push(...loreLines(result.lorebook, style));
  out.push('', style.bold('── Model answer'));
  out.push(result.reply ? indent(result.reply, '  │ ') : style.dim('  (silent)'));
  const notes = stepNotes(result.issues);
  const refused = new Map<number, string>();
  result.tasks.forEach((task, i) => {
    const note = notes.get(i + 1);
    if (note !== undefined && isRefusal(task, note)) refused.set(i + 1, note);
  });
  const counted = `${plural(result.tasks.length, 'task')}${refused.size > 0 ? `, ${refused.size} refused` : ''}`;
  out.push('', style.bold(`── Plan (${counted})`));
  result.tasks.forEach((task, i) => {
    const why = refused.get(i + 1);
    out.push(
      why === undefined
        ? `  ${i + 1}. ${describeStep(task)}`
        : style.dim(`  ${i + 1}. ${describeStep(task)}  ✗ refused: ${why}`),
    );
  });
  out.push('', style.bold(`── Actions on Telegram (${result.actions.length})`));
  for (const action of result.actions) out.push(`  ${describeAction(action)}`);
  // A refusal is said once, at its step.
  const shownNotes = result.issues.filter(
    (issue) => ![...refused.keys()].some((n) => issue.startsWith(`step ${n}: `)),
  );
  if (shownNotes.length > 0) {
    out.push('', style.yellow('── Notes'));
    for (const issue of shownNotes) out.push(`  ${issue}`);
  }
  if (result.withheld.length > 0) {
    out.push('', style.yellow(`── Withheld (${result.withheld.length})`));
    for (const held of result.withheld) out.push(`  ${describeWithheld(held)}`);
  }
  if (!isEmptyMemory(result.memory)) {
    out.push('', style.bold('── Memory after the turn'));
    out.push(indent(renderMemory(result.memory, style), '  '));
  }
  if (result.expectations) {
    const unmet = result.expectations.filter((e) => !e.ok).length;
    const head = `── Expectations (${result.expectations.length - unmet} of ${result.expectations.length} met)`;
    out.push('', unmet > 0 ? style.yellow(head) : style.bold(head));
    for (const e of result.expectations) out.push(`  ${describeExpectation(e, style)}`);
  }
  out.push(style.dim(`  replay clock ended at ${result.finishedAt}`));
  return out.join('\n');
}

function describeExpectation(e: ExpectationResult, style: Style): string {
  const mark = e.ok ? style.green('✓') : style.yellow('✗');
  return `${mark} ${e.turn === null ? '' : `turn ${e.turn}: `}${e.check} — ${e.found}`;
}

/**
 * Several fixtures replayed: one line each (turns, messages sent, expectations met) with
 * PASS, FAIL (a failed turn or an unmet expectation, said below the table) or ERROR (it could
 * not run: the one line it would print alone), then the totals.
 */
/** One replay as one line: who answered what, and what reached Telegram (the first action shown). */
export function renderReplayLine(title: string, result: ReplayResult, style: Style): string {
  const first = result.actions.find((a) => a.type !== 'typing' && a.type !== 'read');
  const shown = first ? describeAction(first) : 'nothing sent';
  const more = result.actions.filter((a) => a.type !== 'typing' && a.type !== 'read').length - 1;
  const rest = more > 0 ? style.dim(` (+${plural(more, 'more action')})`) : '';
  const head = `${result.persona}, ${result.chat.type} chat, #${result.target ?? '?'}`;
  return `${style.bold(`━━ ${title}`)}  ${head}: ${oneLineOf(shown, 90)}${rest}`;
}

function oneLineOf(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function renderReplayTable(rows: readonly ReplayRow[], style: Style): string {
  const cells = rows.map((row) => {
    if ('error' in row) return [row.fixture, '', '', '', 'ERROR'];
    const { result } = row;
    const sent = result.actions.filter((a) => a.type === 'send' || a.type === 'sticker').length;
    const exp = result.expectations;
    const met = exp ? `${exp.filter((e) => e.ok).length}/${exp.length}` : '–';
    return [row.fixture, String(result.turns.length), String(sent), met, row.problem ? 'FAIL' : 'PASS'];
  });
  const header = ['fixture', 'turns', 'sent', 'expect', 'result'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: readonly string[]) =>
    c.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  const out = [style.bold(line(header))];
  cells.forEach((c, i) => {
    const text = line(c);
    const status = c[4];
    out.push(status === 'PASS' ? text : style.yellow(text));
    const row = rows[i];
    const why = row && ('error' in row ? row.error : row.problem);
    if (why) out.push(style.dim(`    ${why}`));
  });
  const count = (s: string) => cells.filter((c) => c[4] === s).length;
  out.push(
    '',
    `${rows.length} fixtures: ${count('PASS')} passed, ${count('FAIL')} failed, ${count('ERROR')} could not run`,
  );
  return out.join('\n');
}

/** The planner's notes by step number, from the `step N: reason` lines of the issues. */
function stepNotes(issues: readonly string[]): Map<number, string> {
  const out = new Map<number, string>();
  for (const issue of issues) {
    const m = /^step (\d+): (.*)$/s.exec(issue);
    if (m?.[1] && m[2] !== undefined) out.set(Number(m[1]), m[2]);
  }
  return out;
}

/**
 * Whether the planner's note on a step means it will not run. It notes two other things: a
 * `think` stays private (shown as such already), and a react carried out with another emoji
 * ("… is used instead").
 */
function isRefusal(task: PlanStep, note: string): boolean {
  if (task.type === 'think') return false;
  return !(task.type === 'react' && note.endsWith('is used instead'));
}

function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function describeAction(action: ReplayAction): string {
  switch (action.type) {
    case 'send':
      return `send${replyNote(action.replyTo)}: ${oneLine(action.text)}`;
    case 'sticker':
      return `sticker${replyNote(action.replyTo)}: ${action.set} :: ${action.name}`;
    case 'react':
      return `react ${action.emoji} to #${action.messageId}`;
    case 'typing':
    case 'read':
    case 'block':
    case 'unblock':
    case 'clear':
      return action.type;
  }
}

function indent(text: string, prefix: string, firstPrefix = prefix): string {
  return text
    .split('\n')
    .map((line, i) => `${i === 0 ? firstPrefix : prefix}${line}`)
    .join('\n');
}

export function renderPrompt(title: string, result: PromptResult, style: Style): string {
  const { characters: c, chat } = result;
  // A live chat's title comes from Telegram: untrusted, kept to one clean line.
  const name = chat.title ? `“${sanitizeName(chat.title)}”` : '';
  const where = !name
    ? `a ${chat.type} chat`
    : chat.type === 'direct'
      ? `a direct chat with ${name}`
      : `the ${chat.type} chat ${name}`;
  const out = [
    style.bold(`━━ ${title}`),
    `${result.persona} in ${where}, answering message #${result.target}`,
    style.dim(`config: ${result.config_file}`),
    style.dim(
      `${c.total} characters: system instruction ${c.systemInstruction}, contents ${c.contents} (${result.request.contents.length} turns)`,
    ),
  ];
  if (result.live) out.push(...liveNotes(result.live).map((line) => style.dim(line)));
  out.push('', renderRequest(result.request, style));
  out.push(...loreLines(result.lorebook, style));
  return out.join('\n');
}

/** Which lorebook entries the request carries and why; nothing for a persona without a book. */
function loreLines(lore: readonly LoreFiring[] | undefined, style: Style): string[] {
  if (!lore) return [];
  const shown = lore.filter((f) => !f.dropped).length;
  return ['', style.bold(`── Lorebook (${shown} shown)`), ...lore.map((f) => `  ${describeFiring(f)}`)];
}

const HELD_BACK: Record<HeldBack['action'], string> = {
  read: 'the read receipt',
  typing: '“typing…”',
  send: 'a message',
  sticker: 'a sticker',
  react: 'a reaction',
  block: 'a block',
  unblock: 'an unblock',
  clear: 'clearing the chat',
  'clear-mentions': 'marking mentions read',
  'clear-unread': 'removing the unread mark',
  'mark-unread': 'marking the chat unread',
};

/** What a live prompt did not do, and where its media descriptions came from. */
function liveNotes(live: NonNullable<PromptResult['live']>): string[] {
  const held = live.heldBack.map((a) => HELD_BACK[a]);
  const lines = [
    `live chat, read only: nothing was sent${held.length > 0 ? `; held back ${held.join(' and ')}` : ''}`,
  ];
  const m = live.media;
  const fresh = (m.described ?? 0) + (m.fallback ?? 0);
  // Without a key, items Gemini would describe are "skipped" too.
  const missing =
    (m['over-budget'] ?? 0) + (m.error ?? 0) + (m.timeout ?? 0) + (live.gemini ? 0 : (m.skipped ?? 0));
  const parts: string[] = [];
  if ((m.curated ?? 0) + (m.cached ?? 0) > 0) parts.push(`${(m.curated ?? 0) + (m.cached ?? 0)} known`);
  if (fresh > 0) parts.push(`${fresh} described for this prompt only (\`media describe\` keeps them)`);
  if (missing > 0)
    parts.push(
      `${missing} without a description${live.gemini ? '' : ' (set GEMINI_API_KEY, or run `media describe`)'}`,
    );
  if (parts.length > 0) lines.push(`media: ${parts.join(', ')}`);
  return lines;
}
