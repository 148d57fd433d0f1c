import { type Html, html, segment } from '../terminal/html.js';
import { recurrence, type ScheduleEvent, type ScheduleResult } from '../terminal/schedule.js';
import { postButton } from './pages.js';

/**
 * The persona's day and its own plans, as `character-agent schedule` shows them: today's
 * activities with the current one marked, and the events it planned in its chats. Intents and
 * titles are untrusted text; `html` escapes them.
 */
export function todaySection(result: ScheduleResult, persona: string, time: (ms: number) => string): Html {
  const base = `/p/${segment(persona)}`;
  return html`<section class="card" id="today" data-state="${result.state}">
<h2>Today <span class="muted">${result.day}, ${result.timezone}</span></h2>
${
  result.state === 'no-schedule'
    ? html`<p class="muted">No schedule: always available.</p>`
    : html`${
        result.activities.length === 0
          ? html`<p class="muted">Nothing planned today.</p>`
          : html`<table class="activities"><tbody>${result.activities.map(
              (
                a,
              ) => html`<tr data-activity="${a.name}"${a.current ? html` class="current" aria-current="true"` : ''}>
<td>${a.current ? html`<span class="badge running">now</span>` : ''}</td><td>${a.start} – ${a.end}</td><td>${a.name}</td>
<td class="muted">${a.asleep ? 'asleep' : `responsiveness ${a.responsiveness}`}</td></tr>`,
            )}</tbody></table>`
      }
<p class="muted">${result.state === 'free' ? 'Now: free time.' : result.state === 'asleep' ? 'Now: asleep.' : 'Now: awake.'}${
        result.next ? ` Next: ${result.next.name} at ${result.next.start}.` : ''
      }</p>`
}
<h3>Events it planned</h3>
${
  result.events.length === 0
    ? html`<p class="muted">No events planned.</p>`
    : html`<table class="events"><tbody>${result.events.map(
        (e) => html`<tr data-event="${e.id}"><td><code>${e.id}</code></td><td>${e.nextLocal}</td>
<td class="muted">${recurrence(e)}</td>
<td><a href="${base}/c/${segment(e.chat)}">${e.title ?? e.chat}</a></td><td>${e.what}</td>
<td class="muted wide">${e.today.length > 1 ? `today at ${e.today.join(', ')}` : time(Date.parse(e.next))}</td></tr>`,
      )}</tbody></table>`
}</section>`;
}

/** A chat's events, each with a Cancel button (POST with the CSRF token). */
export function chatEventsSection(
  events: readonly ScheduleEvent[],
  persona: string,
  chatId: string,
  csrf: string,
): Html {
  const base = `/p/${segment(persona)}/c/${segment(chatId)}`;
  return html`<h2>Events</h2>
${
  events.length === 0
    ? html`<p class="muted" data-events="none">No events planned in this chat.</p>`
    : html`<table class="events"><tbody>${events.map(
        (e) => html`<tr data-event="${e.id}"><td><code>${e.id}</code></td><td>${e.nextLocal}</td>
<td class="muted">${recurrence(e)}</td><td>${e.what}</td>
<td>${postButton(`${base}/events/${segment(e.id)}/cancel`, 'Cancel', csrf, { name: 'cancel-event' })}</td></tr>`,
      )}</tbody></table>`
}`;
}
