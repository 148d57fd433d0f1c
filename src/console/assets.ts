/**
 * The console's stylesheet and script, served as files so the Content-Security-Policy can
 * forbid every inline script and style: markup that slipped through escaping still runs nothing.
 */
export const CONSOLE_CSS = `
:root { color-scheme: light dark; --fg: #1d2330; --muted: #5c6477; --bg: #f6f7f9; --card: #fff;
  --line: #d3d8e0; --accent: #2356b5; --on-accent: #fff; --warn: #a3401b; --ok: #1f6e34; }
@media (prefers-color-scheme: dark) { :root { --fg: #e4e7ee; --muted: #a3acbd; --bg: #14171c;
  --card: #1d2128; --line: #3a414d; --accent: #8db4ff; --on-accent: #0b1220; --warn: #ff9f78; --ok: #7ee08d; } }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
.skip { position: absolute; left: .5rem; top: -4rem; padding: .7rem 1rem; background: var(--card); z-index: 2; }
.skip:focus { top: .5rem; }
header { display: flex; flex-wrap: wrap; gap: .2rem 1.2rem; align-items: center; padding: .3rem 1rem;
  background: var(--card); border-bottom: 1px solid var(--line); }
header strong { font-size: 1.05rem; }
header nav a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 .6rem; }
header nav a[aria-current=page] { font-weight: 700; text-decoration: underline; }
.mode { color: var(--muted); font-size: .85rem; }
.stream { color: var(--warn); font-weight: 600; }
main { max-width: 70rem; margin: 0 auto; padding: 1rem; }
a { color: var(--accent); text-decoration: none; }
a:hover { text-decoration: underline; }
h1 { font-size: 1.3rem; margin: .2rem 0 1rem; }
h2 { font-size: 1.05rem; margin: 1.4rem 0 .5rem; }
section.persona h2 { margin: 0 0 .4rem; font-size: 1.15rem; }
table { width: 100%; border-collapse: collapse; background: var(--card); border: 1px solid var(--line); }
th, td { text-align: left; padding: .45rem .6rem; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-size: .8rem; color: var(--muted); font-weight: 600; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 6px; padding: .7rem .9rem; margin: .6rem 0; }
.flash { background: var(--card); border: 1px solid var(--ok); border-left-width: 4px; border-radius: 6px; padding: .5rem .9rem; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .25rem .9rem; margin: .3rem 0 0; }
dl.facts dt { color: var(--muted); font-size: .85rem; }
dl.facts dd { margin: 0; overflow-wrap: anywhere; }
.reason { margin: .2rem 0 .4rem; }
ul.tasks { list-style: none; padding: 0; margin: 0; }
ul.tasks li { background: var(--card); border: 1px solid var(--line); border-radius: 6px; padding: .4rem .7rem; margin: .3rem 0; overflow-wrap: anywhere; }
ul.tasks li .what { margin-right: .5rem; }
main li { overflow-wrap: anywhere; }
.times { display: block; font-size: .85rem; }
ol.problems { list-style: none; padding: 0; margin: 0; }
ol.problems li { padding: .3rem 0; border-bottom: 1px dashed var(--line); }
.muted { color: var(--muted); }
.warn { color: var(--warn); }
.ok { color: var(--ok); }
.badge { display: inline-block; font-size: .75rem; padding: .05rem .45rem; border-radius: 999px;
  border: 1px solid var(--line); color: var(--muted); font-weight: 600; }
.badge.paused { color: var(--warn); border-color: var(--warn); }
.badge.running { color: var(--ok); border-color: var(--ok); }
pre { white-space: pre-wrap; word-break: break-word; margin: .3rem 0; padding: .5rem .6rem;
  background: var(--bg); border: 1px solid var(--line); border-radius: 4px; font: 13px/1.4 ui-monospace, monospace; }
nav.chats { margin-bottom: .8rem; }
nav.chats a { display: inline-flex; align-items: center; min-height: 44px; }
nav.chats a.current { font-weight: 600; }
tr.topic td:first-child { padding-left: 1.6rem; }
tr.current td { font-weight: 600; }
#today table { border: 0; }
label { display: block; margin: .3rem 0; }
details > summary { cursor: pointer; color: var(--accent); margin: .3rem 0; min-height: 44px; display: flex; align-items: center; }
details.confirm { display: inline-block; vertical-align: middle; }
details.confirm > summary { display: inline-flex; }
form.inline { display: inline; }
button, a.button { font: inherit; min-height: 44px; min-width: 44px; padding: .25rem .8rem; border: 1px solid var(--line); border-radius: 4px;
  background: var(--card); color: var(--fg); cursor: pointer; margin: .15rem 0; }
a.button { display: inline-flex; align-items: center; color: var(--accent); }
button.primary { background: var(--accent); color: var(--on-accent); border-color: var(--accent); }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
select { font: inherit; min-height: 44px; padding: .2rem .4rem; background: var(--card); color: var(--fg); border: 1px solid var(--line); border-radius: 4px; }
.legend { margin-right: .8rem; white-space: nowrap; }
figure { margin: .6rem 0; }
textarea, input[type=text] { font: inherit; width: 100%; padding: .35rem; border: 1px solid var(--line);
  border-radius: 4px; background: var(--bg); color: var(--fg); min-height: 44px; }
.msg { padding: .35rem 0; border-bottom: 1px dashed var(--line); overflow-wrap: anywhere; }
.msg .who { font-weight: 600; }
.msg.out .who { color: var(--accent); }
.turn-head { display: flex; flex-wrap: wrap; gap: .3rem .9rem; align-items: center; }
.turn-head a { display: inline-flex; align-items: center; min-height: 44px; }
.role { font-size: .75rem; color: var(--muted); text-transform: uppercase; }
.grid { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); }
.grid img { max-width: 100%; max-height: 10rem; display: block; margin-bottom: .4rem; }
svg.chart { width: 100%; height: auto; background: var(--card); border: 1px solid var(--line); border-radius: 6px; }
svg.chart text { fill: var(--muted); font-size: 11px; }
@media (max-width: 40rem) { th.wide, td.wide { display: none; } main { padding: .6rem; }
  table { display: block; overflow-x: auto; } }
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
  // A dropped stream (a restart, the network) is said in the header, not left to look current.
  var stream = document.getElementById('stream');
  source.addEventListener('error', function () { if (stream) stream.hidden = false; });
  source.addEventListener('open', function () { if (stream) stream.hidden = true; });
  source.addEventListener('change', function (event) {
    var change = JSON.parse(event.data);
    if (persona && change.agent !== persona) return;
    if (chat && change.chatId && change.chatId !== chat) return;
    refresh();
  });
})();
`;
