/**
 * The console's stylesheet and script, served as files so the Content-Security-Policy can
 * forbid every inline script and style: markup that slipped through escaping still runs nothing.
 */
export const CONSOLE_CSS = `
:root { color-scheme: light dark; --fg: #1d2330; --muted: #687083; --bg: #f6f7f9; --card: #fff;
  --line: #dfe3ea; --accent: #2f6fdb; --warn: #b4471f; --ok: #2b8a3e; }
@media (prefers-color-scheme: dark) { :root { --fg: #e4e7ee; --muted: #9aa3b5; --bg: #14171c;
  --card: #1d2128; --line: #2e343e; --accent: #7aa7ff; --warn: #ff9569; --ok: #69db7c; } }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
header { display: flex; flex-wrap: wrap; gap: .4rem 1.2rem; align-items: baseline; padding: .7rem 1rem;
  background: var(--card); border-bottom: 1px solid var(--line); }
header strong { font-size: 1.05rem; }
header nav a { margin-right: .9rem; }
.mode { color: var(--muted); font-size: .85rem; }
main { max-width: 70rem; margin: 0 auto; padding: 1rem; }
a { color: var(--accent); text-decoration: none; }
a:hover { text-decoration: underline; }
h1 { font-size: 1.3rem; margin: .2rem 0 1rem; }
h2 { font-size: 1.05rem; margin: 1.4rem 0 .5rem; }
table { width: 100%; border-collapse: collapse; background: var(--card); border: 1px solid var(--line); }
th, td { text-align: left; padding: .45rem .6rem; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-size: .8rem; color: var(--muted); font-weight: 600; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 6px; padding: .7rem .9rem; margin: .6rem 0; }
.muted { color: var(--muted); }
.warn { color: var(--warn); }
.ok { color: var(--ok); }
.badge { display: inline-block; font-size: .75rem; padding: .05rem .45rem; border-radius: 999px;
  border: 1px solid var(--line); color: var(--muted); }
.badge.paused { color: var(--warn); border-color: var(--warn); }
.badge.running { color: var(--ok); border-color: var(--ok); }
pre { white-space: pre-wrap; word-break: break-word; margin: .3rem 0; padding: .5rem .6rem;
  background: var(--bg); border: 1px solid var(--line); border-radius: 4px; font: 13px/1.4 ui-monospace, monospace; }
nav.chats { margin-bottom: .8rem; }
nav.chats a.current { font-weight: 600; }
tr.topic td:first-child { padding-left: 1.6rem; }
tr.current td { font-weight: 600; }
#today table { border: 0; }
label { display: block; margin: .3rem 0; }
details > summary { cursor: pointer; color: var(--accent); margin: .3rem 0; }
form.inline { display: inline; }
button { font: inherit; padding: .25rem .7rem; border: 1px solid var(--line); border-radius: 4px;
  background: var(--card); color: var(--fg); cursor: pointer; }
button.primary { background: var(--accent); color: #fff; border-color: var(--accent); }
textarea, input[type=text] { font: inherit; width: 100%; padding: .35rem; border: 1px solid var(--line);
  border-radius: 4px; background: var(--bg); color: var(--fg); }
.msg { padding: .35rem 0; border-bottom: 1px dashed var(--line); }
.msg .who { font-weight: 600; }
.msg.out .who { color: var(--accent); }
.turn-head { display: flex; flex-wrap: wrap; gap: .3rem .9rem; align-items: baseline; }
.role { font-size: .75rem; color: var(--muted); text-transform: uppercase; }
.grid { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); }
.grid img { max-width: 100%; max-height: 10rem; display: block; margin-bottom: .4rem; }
@media (max-width: 40rem) { th.wide, td.wide { display: none; } main { padding: .6rem; } }
`;

/**
 * Live pages: the server says over SSE which persona and chat changed; a page showing them
 * fetches its own main part again and swaps it in, keeping open <details> open.
 */
export const CONSOLE_JS = `
(function () {
  var main = document.getElementById('main');
  if (!main || !window.EventSource) return;
  var persona = main.getAttribute('data-persona');
  var chat = main.getAttribute('data-chat');
  var pending = false;
  var missed = false;
  // A refresh would throw away what the operator is typing: it waits until they leave the field.
  function typing() {
    var fields = main.querySelectorAll('textarea, input[type=text]');
    for (var i = 0; i < fields.length; i++)
      if (fields[i] === document.activeElement || fields[i].value !== fields[i].defaultValue) return true;
    return false;
  }
  main.addEventListener('focusout', function () {
    setTimeout(function () { if (missed && !typing()) refresh(); }, 0);
  });
  function refresh() {
    if (typing()) { missed = true; return; }
    missed = false;
    if (pending) return;
    pending = true;
    var open = Array.prototype.map.call(main.querySelectorAll('details[open][id]'), function (d) { return d.id; });
    fetch(location.pathname + location.search, { headers: { 'x-console-fragment': '1' }, credentials: 'same-origin' })
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (text) {
        pending = false;
        if (text === null) return;
        main.innerHTML = text;
        open.forEach(function (id) { var d = document.getElementById(id); if (d) d.open = true; });
        main.setAttribute('data-updated', String(Date.now()));
      }, function () { pending = false; });
  }
  var source = new EventSource('/events');
  source.addEventListener('change', function (event) {
    var change = JSON.parse(event.data);
    if (persona && change.agent !== persona) return;
    if (chat && change.chatId && change.chatId !== chat) return;
    refresh();
  });
})();
`;
