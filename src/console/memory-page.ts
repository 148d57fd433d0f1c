import { type Html, html, segment } from '../terminal/html.js';
import type { MemoryListing } from '../terminal/results.js';
import { csrfField } from './pages.js';

/** What the memory page shows: the listing of `memory list`, for the persona or one of its chats. */
export interface MemoryPageData {
  persona: string;
  listing: MemoryListing;
  /** Chats the persona has stored messages in (the listing's own names only those with notes or summaries). */
  chats: readonly { chatId: string; title: string }[];
  csrf: string;
  /** A time in the persona's zone, with the zone's name. */
  time: (ms: number) => string;
}

/** The fields that say where an entry lives; every form of the page posts them. */
interface Where {
  chat?: string;
  person?: string;
}

/**
 * A persona's memory, each entry in a form of its own: edit its text, or forget it. Notes and
 * summaries belong to a chat, so they show once a chat is chosen; memories and people are
 * persona-wide and always shown.
 */
export function memoryPage(d: MemoryPageData): Html {
  const { listing } = d;
  const base = `/p/${segment(d.persona)}/memory`;
  const chat = listing.chat === null ? undefined : String(listing.chat);
  const known = new Map(d.chats.map((c) => [c.chatId, c.title]));
  for (const id of listing.chats) if (!known.has(String(id))) known.set(String(id), String(id));
  const nameOf = (id: string, where: Where) => id || `user ${where.person ?? ''}`;
  const editForm = (id: string, text: string, where: Where, rows = 3) =>
    html`<form method="post" action="${base}/edit">${hidden(d.csrf, id, where, chat)}
<textarea name="text" rows="${rows}" required maxlength="${MAX_TEXT}" aria-label="Text of ${nameOf(id, where)}">${text}</textarea>
<p><button type="submit" data-action="save" aria-label="Save ${nameOf(id, where)}">Save</button></p></form>`;
  // Forgetting cannot be undone: the first click only opens the question (works without JavaScript).
  const forget = (id: string, where: Where) =>
    html`<details class="confirm"><summary data-action="forget-ask">Forget…</summary><form class="inline" method="post" action="${base}/forget">${hidden(d.csrf, id, where, chat)}<button type="submit" data-action="forget">Forget ${nameOf(id, where)} for good</button></form></details>`;
  // Shared: shown in every chat (a memory), following the person (a fact); else private to its chat.
  const share = (id: string, where: Where, shared: boolean) =>
    html`<form class="inline" method="post" action="${base}/${shared ? 'unshare' : 'share'}">${hidden(d.csrf, id, where, chat)}<button type="submit" data-action="${shared ? 'unshare' : 'share'}" aria-label="${shared ? 'Make private' : 'Share'} ${nameOf(id, where)}${where.person !== undefined ? ` (learned in chat ${id})` : ''}">${shared ? 'Make private' : 'Share'}</button></form>`;
  // Pinned entries are never dropped to make room; the same flag `memory pin` sets.
  const pin = (id: string, where: Where, pinned: boolean, name: string) =>
    html`<form class="inline" method="post" action="${base}/${pinned ? 'unpin' : 'pin'}">${hidden(d.csrf, id, where, chat)}<button type="submit" data-action="${pinned ? 'unpin' : 'pin'}" aria-label="${pinned ? 'Unpin' : 'Pin'} ${name}">${pinned ? 'Unpin' : 'Pin'}</button></form>`;
  // Archived: the cap took it out of the standing context; recall still finds it.
  const when = (e: { written_at: string; used_at?: string; archived_at?: string; pinned?: true }) =>
    html`${e.pinned ? html`<span class="badge" data-pinned>pinned</span> ` : ''}${e.archived_at === undefined ? '' : html`<span class="badge" data-archived>archived</span> `}<span class="muted times" data-times>written ${d.time(Date.parse(e.written_at))}${
      e.used_at === undefined ? '' : html` · used ${d.time(Date.parse(e.used_at))}`
    }${e.archived_at === undefined ? '' : html` · archived ${d.time(Date.parse(e.archived_at))}`}</span>`;
  const addForm = (id: string, label: string, where: Where) =>
    html`<form class="card" method="post" action="${base}/edit">${hidden(d.csrf, id, where, chat)}
<label>${label}<textarea name="text" rows="2" required maxlength="${MAX_TEXT}"></textarea></label>
<p><button type="submit" class="primary" data-action="add-${id}" aria-label="Add ${label.toLowerCase()}">Add</button></p></form>`;
  const here: Where = { chat };

  return html`<h1><a href="/p/${segment(d.persona)}">${d.persona}</a> · memory${
    chat !== undefined ? html` of ${known.get(chat) ?? chat} <span class="muted">${chat}</span>` : ''
  }</h1>
<nav class="chats"><a href="${base}"${chat === undefined ? html` class="current"` : ''}>persona-wide</a>${[
    ...known,
  ].map(
    ([id, title]) =>
      html` · <a href="${base}?chat=${segment(id)}" data-chat-link="${id}"${id === chat ? html` class="current"` : ''}>${title}</a>`,
  )}</nav>
${
  chat === undefined
    ? html`<p class="muted">Choose a chat for its notes and summaries.</p>`
    : html`<h2>Notes of this chat</h2>
${listing.notes.map(
  (n) =>
    html`<div class="card" data-memory="${n.id}"><div><code>${n.id}</code> ${when(n)} ${pin(n.id, here, n.pinned === true, n.id)} ${forget(n.id, here)}</div>${editForm(n.id, n.text, here)}</div>`,
)}${listing.notes.length === 0 ? html`<p class="muted">No notes.</p>` : ''}
${addForm('n', 'A new note', here)}
<h2>Summaries of this chat</h2>
${listing.summaries.map((s) => {
  const id = `s${s.first_id}`;
  return html`<div class="card" data-memory="${id}"><div><code>${id}</code> <span class="muted">messages #${s.first_id}–#${s.last_id}</span> ${when(s)} ${forget(id, here)}</div>${editForm(id, s.text, here, 6)}</div>`;
})}${listing.summaries.length === 0 ? html`<p class="muted">No summaries.</p>` : ''}`
}
<h2>Memories (private to the chat they were written in, unless shared)</h2>
${listing.memories.map(
  (m) =>
    html`<div class="card" data-memory="${m.id}"><div><code>${m.id}</code> <span class="muted">${
      m.chat === null || m.chat === ''
        ? 'added by the operator'
        : `written in chat ${m.chat}${m.shared ? ', shared' : ''}`
    }</span> ${when(m)} ${m.chat === null || m.chat === '' ? '' : share(m.id, here, m.shared)} ${pin(m.id, here, m.pinned === true, m.id)} ${forget(m.id, here)}</div>${editForm(m.id, m.text, here)}</div>`,
)}${listing.memories.length === 0 ? html`<p class="muted">No memories.</p>` : ''}
${addForm('m', 'A new memory', here)}
<h2>People</h2>
${listing.people.map((p) => {
  const who: Where = { person: String(p.user) };
  const facts = p.facts.filter((f) => f.chat !== null);
  return html`<div class="card" data-person="${p.user}"><div>user <code>${p.user}</code> ${forget('', who)}</div>${facts.map(
    (f) =>
      html`<div class="muted" data-fact="${String(f.chat)}">learned in chat ${String(f.chat)}${f.shared ? ', shared' : ''}: ${f.text} ${when(f)} ${share(String(f.chat), who, f.shared)} ${pin(String(f.chat), who, f.pinned === true, `user ${p.user}, learned in chat ${String(f.chat)}`)}</div>`,
  )}${editForm('', p.facts.find((f) => f.chat === null)?.text ?? '', who)}</div>`;
})}${listing.people.length === 0 ? html`<p class="muted">Nobody yet.</p>` : ''}
<form class="card" method="post" action="${base}/edit">${hidden(d.csrf, '', {}, chat)}
<label>User id <input type="text" name="person" inputmode="numeric" pattern="-?[0-9]+" required></label>
<label>What is known about them<textarea name="text" rows="2" required maxlength="${MAX_TEXT}"></textarea></label>
<p><button type="submit" class="primary" data-action="add-person" aria-label="Add a person">Add</button></p></form>
<p class="muted">A change applies from the persona's next turn.</p>`;
}

/** Longest text the page accepts for one entry (the persona's own entries are shorter). */
export const MAX_TEXT = 4_000;

/** The CSRF token, the entry's id and place, and the chat whose page to show again. */
function hidden(csrf: string, id: string, where: Where, back: string | undefined): Html {
  return html`${csrfField(csrf)}<input type="hidden" name="id" value="${id}"><input type="hidden" name="back" value="${back ?? ''}">${
    where.chat !== undefined ? html`<input type="hidden" name="chat" value="${where.chat}">` : ''
  }${where.person !== undefined ? html`<input type="hidden" name="person" value="${where.person}">` : ''}`;
}
