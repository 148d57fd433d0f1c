import type { CuratedMedia } from '../media/curated.js';
import type { ChatSummary } from '../store/console.js';
import type { JournalEntry } from '../store/journal.js';
import type { MediaDescription } from '../store/media.js';
import type { JournalAction } from '../tasks/journal.js';
import { orphanedBy } from '../tasks/readiness.js';
import type { Task } from '../tasks/types.js';
import { describeStep } from '../tasks/types.js';
import { describeWithheld } from '../tasks/withheld.js';
import { conversationParts, groupOf, TOPIC_SEPARATOR } from '../telegram/topics.js';
import type { InboundMessage } from '../telegram/types.js';
import { type Html, html, segment } from '../terminal/html.js';
import {
  formatCost,
  formatLatency,
  formatTokens,
  type TurnFigures,
  type UsageResult,
} from '../terminal/usage.js';
import type { Doing } from './doing.js';
import { USAGE_PERIODS } from './usage-chart.js';
import { actionWords, shownTask, type TaskWordsContext, taskWords } from './words.js';

/** Everything a page's frame needs besides its main part. */
export interface Frame {
  title: string;
  mode: 'demo' | 'live';
  csrf: string;
  /** Which persona and chat the page shows: live updates for them refresh it. */
  persona?: string;
  chat?: string;
  /** The navigation entry the page belongs to (`/`, `/usage`, `/media`). */
  section?: string;
}

const NAV: readonly (readonly [string, string])[] = [
  ['/', 'Personas'],
  ['/usage', 'Usage'],
  ['/media', 'Media'],
];

/** What a form did, said once on the page it returns to (a closed set: the address carries only its code). */
export function flashText(done: string | null, n: number): string | undefined {
  const plural = (k: number, one: string) => `${k} ${one}${k === 1 ? '' : 's'}`;
  switch (done) {
    case 'paused':
      return 'Paused: no turn starts in this chat until you resume it; its pending plans were cancelled.';
    case 'resumed':
      return n > 0
        ? `Resumed. ${plural(n, 'message')} arrived while it was paused; they are not answered by themselves.`
        : 'Resumed. Nothing arrived while it was paused.';
    case 'answering':
      return 'A turn is starting; it shows below when it is done.';
    case 'cancelled':
      return `Cancelled ${plural(n, 'task')}.`;
    case 'skipped':
      return 'The wait is skipped: what follows it goes out now.';
    case 'event-cancelled':
      return 'The planned event is cancelled.';
    case 'sent':
      return 'Sent.';
    case 'saved':
      return 'Saved.';
    case 'forget':
      return 'Forgotten.';
    case 'share':
      return 'Shared: it shows in every chat.';
    case 'unshare':
      return 'Made private to the chat it was written in.';
    case 'sending-resumed':
      return 'Sending resumed: held messages go out.';
    default:
      return undefined;
  }
}

export function layout(frame: Frame, main: Html): Html {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${frame.title} · character-agent console</title>
<link rel="stylesheet" href="/assets/console.css">
<script src="/assets/console.js" defer></script>
</head><body>
<a class="skip" href="#main">Skip to the page</a>
<header><strong>character-agent console</strong>
<nav aria-label="Console">${NAV.map(([href, label]) => html`<a href="${href}"${frame.section === href ? html` aria-current="page"` : ''}>${label}</a>`)}</nav>
<span class="mode">${frame.mode === 'demo' ? 'demo: offline world, scripted model' : 'live'}</span>
<span id="stream" class="stream" role="status" hidden>live updates stopped: reload the page</span></header>
<main id="main" tabindex="-1" data-persona="${frame.persona ?? ''}" data-chat="${frame.chat ?? ''}">${main}</main>
</body></html>`;
}

export function csrfField(csrf: string): Html {
  return html`<input type="hidden" name="csrf" value="${csrf}">`;
}

/** A button that posts to `action` (every state change is a POST with the CSRF token). */
export function postButton(
  action: string,
  label: string,
  csrf: string,
  attrs: { primary?: boolean; name?: string; aria?: string } = {},
): Html {
  return html`<form class="inline" method="post" action="${action}">${csrfField(csrf)}<button type="submit"${
    attrs.primary ? html` class="primary"` : ''
  }${attrs.aria === undefined ? '' : html` aria-label="${attrs.aria}"`} data-action="${attrs.name ?? label}">${label}</button></form>`;
}

export interface PersonaRow {
  name: string;
  state: string;
  doing: Doing;
  queueDepth: number;
  /** Chats the operator paused, by id and title. */
  pausedChats: readonly { chatId: string; title: string }[];
  lastError?: { error: string; at: string };
  turnsToday: number;
  callsToday: number;
  tokensToday: number;
  costToday: number;
}

/** One card per persona: what it is doing and why, what comes next, its day's cost. */
export function personasPage(rows: readonly PersonaRow[]): Html {
  return html`<h1>Personas</h1>
${rows.map((r, i) => {
  const base = `/p/${segment(r.name)}`;
  const d = r.doing;
  return html`<section class="card persona" data-persona="${r.name}" aria-labelledby="persona-${i}">
<h2 id="persona-${i}"><a href="${base}">${r.name}</a> ${stateBadge(r.state)}</h2>
${d.reason !== undefined ? html`<p class="reason" data-reason>${d.reason}</p>` : ''}
<dl class="facts">
${d.activity !== undefined ? html`<dt>Now</dt><dd data-activity>${d.activity}</dd>` : ''}
<dt>Next</dt><dd data-next>${d.next ? (d.next.chatId !== undefined ? html`<a href="${base}/c/${segment(d.next.chatId)}">${d.next.text}</a>` : d.next.text) : html`<span class="muted">nothing pending</span>`}</dd>
<dt>Last turn</dt><dd data-last-turn>${d.lastTurn ? html`<a href="${base}/c/${segment(d.lastTurn.chatId)}"${d.lastTurn.failed ? html` class="warn"` : ''}>${d.lastTurn.text}</a> <span class="muted">${d.lastTurn.at}</span>` : html`<span class="muted">none yet</span>`}</dd>
${d.outage !== undefined ? html`<dt>Outage</dt><dd data-outage>${d.outage}</dd>` : ''}
${r.pausedChats.length > 0 ? html`<dt>Paused chats</dt><dd data-paused>${r.pausedChats.map((c, i) => html`${i > 0 ? ', ' : ''}<a href="${base}/c/${segment(c.chatId)}">${c.title}</a>`)}</dd>` : ''}
<dt>Last error</dt><dd data-last-error>${r.lastError ? html`<span class="warn">${r.lastError.error}</span> <span class="muted">${r.lastError.at}</span>` : html`<span class="muted">none</span>`}</dd>
<dt>Today</dt><dd>${r.turnsToday} turns, ${r.queueDepth} tasks queued, ${r.callsToday} model calls, ${formatTokens(r.tokensToday)} tokens, ${formatCost(r.costToday)}</dd>
</dl></section>`;
})}${rows.length === 0 ? html`<p class="muted">No personas in config.yaml.</p>` : ''}`;
}

/** A state's badge: green only for running, the warning colour for what needs the operator. */
export function stateBadge(state: string): Html {
  const tone = state === 'running' ? 'running' : state === 'asleep' ? '' : 'paused';
  return html`<span class="badge ${tone}" data-state="${state}">${state}</span>`;
}

export interface ChatRow extends ChatSummary {
  title: string;
  paused: boolean;
}

export function chatsPage(
  persona: string,
  rows: readonly ChatRow[],
  csrf: string,
  time: (ms: number) => string,
  state: { sendingPaused?: boolean; wakeAt?: number; today?: Html } = {},
): Html {
  const base = `/p/${segment(persona)}`;
  return html`<h1>${persona}: chats</h1>
${
  state.wakeAt === undefined
    ? ''
    : html`<p class="card" data-wake="${state.wakeAt}"><span class="badge">asleep</span> Asleep by its schedule until ${time(state.wakeAt)}: new messages are answered once it wakes.</p>`
}
${
  state.sendingPaused
    ? html`<p class="card"><span class="badge paused">sending paused</span> Telegram limited the account: messages to people who are not contacts are held. ${postButton(`${base}/resume-sending`, 'Resume sending', csrf, { primary: true, name: 'resume-sending' })}</p>`
    : ''
}
<p><a href="${base}/memory" data-action="memory">Memory: notes, memories, people, summaries</a></p>
${state.today ?? ''}
<h2>Chats</h2>
<table class="chats"><thead><tr><th>Chat</th><th class="wide">Last message</th><th class="num">Pending</th><th>State</th><th>Actions</th></tr></thead>
<tbody>${underTheirGroups(rows).map((r) => {
    const chat = `${base}/c/${segment(r.chatId)}`;
    const topic = topicRow(r, rows);
    return html`<tr data-chat="${r.chatId}"${topic ? html` class="topic"` : ''}><td><a href="${chat}">${topic ?? r.title}</a> <span class="muted">${r.chatId}</span></td>
<td class="wide">${r.last ? html`<span class="muted">${time(r.last.date * 1000)}</span> ${r.last.senderName}: ${preview(r.last)}` : ''}</td>
<td class="num">${r.openTasks}</td>
<td>${r.paused ? html`<span class="badge paused">paused</span>` : html`<span class="muted">active</span>`}</td>
<td>${r.paused ? postButton(`${chat}/resume`, 'Resume', csrf, { aria: `Resume ${r.title}` }) : postButton(`${chat}/pause`, 'Pause', csrf, { aria: `Pause ${r.title}` })}
${postButton(`${chat}/answer`, 'Answer now', csrf, { aria: `Answer ${r.title} now` })}</td></tr>`;
  })}</tbody></table>
${rows.length === 0 ? html`<p class="muted">No chats yet.</p>` : ''}`;
}

/** Messages of other people since a moment (ms); Telegram dates messages in whole seconds. */
export function arrivedSince(messages: readonly InboundMessage[], since: number | undefined): number {
  if (since === undefined) return 0;
  return messages.filter((m) => !m.out && m.date >= Math.floor(since / 1000)).length;
}

/**
 * The chats, most recently active first, each forum topic right under its group (the group's
 * place is that of its most recently active conversation).
 */
export function underTheirGroups<R extends { chatId: string; last?: InboundMessage | undefined }>(
  rows: readonly R[],
): R[] {
  const newest = new Map<string, number>();
  for (const r of rows)
    newest.set(groupOf(r.chatId), Math.max(newest.get(groupOf(r.chatId)) ?? 0, r.last?.date ?? 0));
  const recency = (r: R) => r.last?.date ?? 0;
  return [...rows].sort((a, b) => {
    const [ga, gb] = [groupOf(a.chatId), groupOf(b.chatId)];
    if (ga !== gb) return (newest.get(gb) ?? 0) - (newest.get(ga) ?? 0) || ga.localeCompare(gb);
    const [ta, tb] = [a.chatId === ga, b.chatId === gb];
    if (ta !== tb) return ta ? -1 : 1;
    return recency(b) - recency(a);
  });
}

/** A forum topic listed under its group's row: named by the topic alone; undefined for other chats. */
function topicRow(row: ChatRow, rows: readonly ChatRow[]): string | undefined {
  const { chatId, topicId } = conversationParts(row.chatId);
  if (topicId === undefined || !rows.some((r) => r.chatId === chatId)) return undefined;
  const at = row.title.indexOf(TOPIC_SEPARATOR);
  return at < 0 ? row.title : row.title.slice(at + TOPIC_SEPARATOR.length);
}

/** A message's text, or what it carries, on one line. */
function preview(m: InboundMessage): string {
  const text =
    m.text ||
    (m.media.length > 0
      ? `[${m.media.map((x) => x.kind).join(', ')}]`
      : m.service
        ? `[${m.service.kind}]`
        : '');
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

export interface ChatPageData {
  persona: string;
  chatId: string;
  title: string;
  paused: boolean;
  /** When the operator paused the chat. */
  pausedSince?: number;
  /** Why the persona may not write in this chat, when it may not. */
  cannotWrite?: string;
  messages: InboundMessage[];
  openTasks: Task[];
  turns: JournalEntry[];
  /** What each turn's model calls cost and took, by turn id (turns without recorded calls absent). */
  turnUsage?: ReadonlyMap<string, TurnFigures>;
  /** The chat's events with their Cancel buttons. */
  events?: Html;
  /** The demo: who the operator writes as. */
  writeAs?: string;
  csrf: string;
  time: (ms: number) => string;
  taskContext: Omit<TaskWordsContext, 'senderOf'>;
}

export function chatPage(d: ChatPageData): Html {
  const base = `/p/${segment(d.persona)}/c/${segment(d.chatId)}`;
  const arrived = d.pausedSince === undefined ? 0 : arrivedSince(d.messages, d.pausedSince);
  const senders = new Map(d.messages.map((m) => [m.id, m.senderName]));
  const context: TaskWordsContext = { ...d.taskContext, senderOf: (id) => senders.get(id) };
  const shown = d.openTasks.filter(shownTask);
  return html`<h1><a href="/p/${segment(d.persona)}">${d.persona}</a> · ${d.title}
${d.paused ? html`<span class="badge paused">paused</span>` : ''}</h1>
<p class="actions">${d.paused ? postButton(`${base}/resume`, 'Resume', d.csrf, { aria: `Resume ${d.title}` }) : postButton(`${base}/pause`, 'Pause', d.csrf, { aria: `Pause ${d.title}` })}
${postButton(`${base}/answer`, 'Answer now', d.csrf, { aria: `Answer ${d.title} now` })}
<a class="button" href="/p/${segment(d.persona)}/memory?chat=${segment(d.chatId)}" data-action="memory">Memory of this chat</a></p>
${d.paused ? html`<p class="card" data-paused-since><span class="badge paused">paused</span> ${d.pausedSince === undefined ? 'Paused' : `Paused since ${d.time(d.pausedSince)}`}: no turn starts here.${arrived > 0 ? ` ${arrived} message${arrived === 1 ? '' : 's'} arrived since; Resume, then Answer now to answer ${arrived === 1 ? 'it' : 'them'}.` : ''}</p>` : ''}
${d.cannotWrite !== undefined ? html`<p class="card"><span class="badge paused">cannot write</span> ${d.cannotWrite}: its messages are kept, no turn is started.</p>` : ''}
${
  d.writeAs !== undefined
    ? html`<form class="card" method="post" action="${base}/say">${csrfField(d.csrf)}
<label for="say">Write as ${d.writeAs}</label><textarea id="say" name="text" rows="2" required></textarea>
<p class="muted">Starting with <code>/answer</code> and task blocks makes the scripted model answer with them.</p>
<p><button type="submit" class="primary" data-action="send">Send</button></p></form>`
    : ''
}
${d.events ?? ''}
<h2>Pending tasks</h2>
${
  shown.length === 0
    ? html`<p class="muted">Nothing pending.</p>`
    : html`<ul class="tasks">${shown.map((t) => {
        const words = taskWords(t, context) ?? t.type;
        const after = orphanedBy(t, d.openTasks).filter(shownTask).length;
        return html`<li data-task="${t.id}" data-type="${t.type}"><span class="what">${words}</span>
${t.status === 'pending' && t.type === 'wait' ? postButton(`${base}/tasks/${segment(t.id)}/skip`, 'Skip the wait', d.csrf, { name: 'skip', aria: `Skip the wait: ${words}` }) : ''}
${t.status === 'pending' ? postButton(`${base}/tasks/${segment(t.id)}/cancel`, after > 0 ? `Cancel, and the ${after} step${after === 1 ? '' : 's'} after it` : 'Cancel', d.csrf, { name: 'cancel', aria: `Cancel ${words}${after > 0 ? `, and the ${after} step${after === 1 ? '' : 's'} after it` : ''}` }) : ''}</li>`;
      })}</ul>`
}
<h2>Turns</h2>
${d.turns.length === 0 ? html`<p class="muted">No turns yet.</p>` : d.turns.map((entry) => turnCard(entry, base, d.time, d.turnUsage?.get(entry.turn.turnId)))}
<h2>Stored messages</h2>
<div class="card">${d.messages.map(
    (
      m,
    ) => html`<div class="msg${m.out ? ' out' : ''}" data-message="${m.id}"><span class="muted">#${m.id} ${d.time(m.date * 1000)}</span>
<span class="who">${m.senderName}</span>${m.replyToId !== undefined ? html` <span class="muted">↩ #${m.replyToId}</span>` : ''}
<div class="text">${preview(m)}</div></div>`,
  )}${d.messages.length === 0 ? html`<p class="muted">None stored.</p>` : ''}</div>`;
}

/** One turn: why, the answer, the plan and its actions; the exact request folded away. */
function turnCard(
  entry: JournalEntry,
  base: string,
  time: (ms: number) => string,
  figures: TurnFigures | undefined,
): Html {
  const { turn } = entry;
  const request = asRequest(turn.request);
  const id = turn.turnId;
  return html`<section class="card turn" data-turn="${id}">
<div class="turn-head"><strong>${time(turn.at)}</strong><span class="badge">${turn.trigger}</span>${
    turn.error !== undefined ? html`<span class="badge paused">failed</span>` : ''
  }
${turn.targetId !== undefined ? html`<span>answering #${turn.targetId}</span>` : ''}
<a href="${base}/turns/${segment(id)}/fixture.yaml" download data-action="fixture">Download as replay fixture</a></div>
${figures ? turnFiguresLine(figures) : ''}
<details id="request-${id}" class="request"><summary>Request (${request ? `${request.contents.length} contents` : 'none'})</summary>
${
  request
    ? html`<div class="role">model</div><pre>${request.model}</pre>
<div class="role">system instruction</div><pre class="system">${request.systemInstruction}</pre>
${request.contents.map((c) => html`<div class="role">${c.role}</div>${c.parts.map((p) => html`<pre>${p.text}</pre>`)}`)}
<div class="role">generation config</div><pre>${JSON.stringify(request.generationConfig, null, 2)}</pre>`
    : ''
}</details>
<div class="role">answer</div>
${
  turn.reply?.kind === 'text'
    ? html`<pre class="reply">${turn.reply.text}</pre>`
    : html`<p class="muted">${turn.reply ? `silent: ${turn.reply.reason}` : 'no answer'}</p>`
}
<div class="role">plan</div>
${
  turn.steps.length === 0
    ? html`<p class="muted">nothing planned</p>`
    : html`<ol class="plan">${turn.steps.map((s) => html`<li data-type="${s.type}">${describeStep(s)}</li>`)}</ol>`
}
${turn.error !== undefined ? html`<p class="warn" data-turn-error>failed for good: ${turn.error}</p>` : ''}
${turn.issues.length > 0 ? html`<ul class="warn">${turn.issues.map((i) => html`<li>${i}</li>`)}</ul>` : ''}
${(turn.withheld ?? []).length > 0 ? html`<div class="role">withheld</div><ul class="withheld">${(turn.withheld ?? []).map((w) => html`<li>${describeWithheld(w)}</li>`)}</ul>` : ''}
<div class="role">actions</div>
${actionsList(entry.actions)}
</section>`;
}

/** What the turn's model calls cost and took, in one line. */
function turnFiguresLine(f: TurnFigures): Html {
  const calls = f.calls === 1 ? '1 model call' : `${f.calls} model calls`;
  return html`<p class="muted" data-turn-usage>${calls}: ${formatTokens(f.promptTokens)} tokens in (${formatTokens(f.cachedTokens)} cached), ${formatTokens(f.outputTokens)} out, ${formatTokens(f.thinkingTokens)} thinking · ${formatCost(f.costUsd)} · ${formatLatency(f.latencyMs)}</p>`;
}

function actionsList(actions: readonly JournalAction[] | undefined): Html {
  if (actions === undefined) return html`<p class="muted">not settled yet (see pending tasks)</p>`;
  if (actions.length === 0) return html`<p class="muted">none</p>`;
  return html`<ul class="actions">${actions.map(
    (
      a,
    ) => html`<li data-status="${a.status}" data-type="${a.type}"><span class="${a.status === 'failed' ? 'warn' : a.status === 'done' ? 'ok' : 'muted'}">${a.status}${a.delivered ? ', delivered' : ''}</span>
${a.lastError ? html`<span class="muted">(${a.lastError})</span>` : ''} ${actionWords(a)}</li>`,
  )}</ul>`;
}

interface RequestView {
  model: string;
  systemInstruction: string;
  generationConfig: unknown;
  contents: { role: string; parts: { text: string }[] }[];
}

/** The stored request, checked for the fields a page shows (older rows may lack some). */
function asRequest(value: unknown): RequestView | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const r = value as Partial<RequestView>;
  if (typeof r.systemInstruction !== 'string' || !Array.isArray(r.contents)) return undefined;
  return {
    model: String(r.model ?? ''),
    systemInstruction: r.systemInstruction,
    generationConfig: r.generationConfig ?? {},
    contents: r.contents.map((c) => ({
      role: String(c.role),
      parts: Array.isArray(c.parts) ? c.parts.map((p) => ({ text: String(p.text ?? '') })) : [],
    })),
  };
}

export function usagePage(result: UsageResult, view: { days: number; chart: Html; perChat: Html }): Html {
  return html`<h1>Usage, the last ${view.days === 1 ? 'day' : `${view.days} days`}</h1>
<form method="get" action="/usage" class="card"><label for="days">Period</label>
<select id="days" name="days">${USAGE_PERIODS.map((d) => html`<option value="${d}"${d === view.days ? html` selected` : ''}>${d === 1 ? 'the last day' : `the last ${d} days`}</option>`)}</select>
<button type="submit" data-action="period">Show</button></form>
${view.chart}
<h2>By persona, model and purpose</h2>
<table><thead><tr><th>Persona</th><th>Model</th><th>Purpose</th><th class="num">Calls</th><th class="num">Prompt</th>
<th class="num wide">Cached</th><th class="num">Output</th><th class="num wide">Thinking</th><th class="num">Cost</th></tr></thead>
<tbody>${result.rows.map(
    (
      r,
    ) => html`<tr><td>${r.persona}</td><td>${r.model}</td><td>${r.purpose}</td><td class="num">${r.calls}</td>
<td class="num">${formatTokens(r.promptTokens)}</td><td class="num wide">${formatTokens(r.cachedTokens)}</td>
<td class="num">${formatTokens(r.outputTokens)}</td><td class="num wide">${formatTokens(r.thinkingTokens)}</td><td class="num">${formatCost(r.costUsd)}</td></tr>`,
  )}<tr><th>Total</th><th></th><th></th><th class="num">${result.total.calls}</th><th class="num">${formatTokens(result.total.promptTokens)}</th>
<th class="num wide">${formatTokens(result.total.cachedTokens)}</th><th class="num">${formatTokens(result.total.outputTokens)}</th>
<th class="num wide">${formatTokens(result.total.thinkingTokens)}</th><th class="num">${formatCost(result.total.costUsd)}</th></tr></tbody></table>
${view.perChat}
<p class="muted">Since ${result.since.replace('T', ' ').slice(0, 16)} UTC. Prices: config.yaml <code>prices:</code>, else the built-in list of ${result.pricesDate}, in dollars per million tokens;
thinking tokens are billed as output. The same figures: <code>character-agent usage --since ${view.days}d</code>.</p>
${result.unpriced.length > 0 ? html`<p class="warn">No price for ${result.unpriced.join(', ')}.</p>` : ''}`;
}

export function mediaPage(
  curated: readonly CuratedMedia[],
  cached: readonly MediaDescription[],
  csrf: string,
): Html {
  const editor = (id: string, text: string | undefined) =>
    html`<form method="post" action="/media/${segment(id)}">${csrfField(csrf)}
<textarea name="description" rows="3" required aria-label="Description of ${id}">${text ?? ''}</textarea><p><button type="submit" data-action="save" aria-label="Save the description of ${id}">Save</button></p></form>`;
  return html`<h1>Media</h1>
<h2>Curated (the media folder)</h2>
<div class="grid">${curated.map(
    (m) =>
      html`<div class="card" data-media="${m.id}">${
        m.file && /\.(png|jpe?g|webp|gif)$/i.test(m.file)
          ? html`<img src="/media/${segment(m.id)}/picture" alt="${m.description}">`
          : ''
      }<div><code>${m.kind}</code> ${m.set ? html`${m.set} ${m.emoji ?? ''}` : m.id}</div>${editor(m.id, m.description)}</div>`,
  )}</div>
<h2>Described and cached</h2>
<div class="grid">${cached.map(
    (
      m,
    ) => html`<div class="card" data-media="${m.mediaId}"><div><code>${m.kind}</code> ${m.set ? html`${m.set} ${m.emoji ?? ''}` : m.mediaId}
<span class="badge">${m.source}</span> <span class="badge">${m.status}</span></div>
${m.reason ? html`<p class="muted">${m.reason}</p>` : ''}${editor(m.mediaId, m.description)}</div>`,
  )}</div>${cached.length === 0 ? html`<p class="muted">Nothing described yet.</p>` : ''}`;
}

export function messagePage(frame: Frame, heading: string, text: string): Html {
  return layout(frame, html`<h1>${heading}</h1><p>${text}</p>`);
}
