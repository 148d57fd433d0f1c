import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryPage } from '../../src/console/memory-page.js';
import { timeIn } from '../../src/console/words.js';
import { TurnJournal } from '../../src/store/journal.js';
import { demoConsole, SECRETS, waitFor } from './demo-dir.js';

let c: Awaited<ReturnType<typeof demoConsole>>;
let cookie = '';

beforeAll(async () => {
  c = await demoConsole();
  cookie = c.cookie;
  await waitFor(async () => (await journal().ofChat('Heidi', '7'))[0]?.actions !== undefined);
});
afterAll(() => c.close());

function journal(): TurnJournal {
  return new TurnJournal(c.demo.backend.store.db, Date.now);
}

const get = (pathname: string) => fetch(`${c.base}${pathname}`, { headers: { cookie }, redirect: 'manual' });

function post(pathname: string, form: Record<string, string>) {
  return fetch(`${c.base}${pathname}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
}

const edit = (form: Record<string, string>) => post('/p/Heidi/memory/edit', { csrf: SECRETS.csrf, ...form });
const forget = (form: Record<string, string>) =>
  post('/p/Heidi/memory/forget', { csrf: SECRETS.csrf, ...form });
const memory = () => c.demo.backend.memory;

describe('the memory page', () => {
  it('adds, edits and forgets a note of a chat, escaping its text', async () => {
    const added = await edit({ id: 'n', chat: '7', back: '7', text: 'likes <b>tea</b> & "Dune"' });
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/p/Heidi/memory?done=saved&chat=7');
    const [note] = await memory().notes('Heidi', '7');
    expect(note?.text).toBe('likes <b>tea</b> & "Dune"');
    const page = await (await get('/p/Heidi/memory?chat=7')).text();
    expect(page).toContain(`data-memory="${note?.id}"`);
    expect(page).toContain('likes &lt;b&gt;tea&lt;/b&gt; &amp; &quot;Dune&quot;</textarea>');
    expect(page).not.toContain('<b>tea');

    await edit({ id: note?.id ?? '', chat: '7', text: 'likes green tea' });
    expect((await memory().notes('Heidi', '7')).map((n) => n.text)).toEqual(['likes green tea']);
    expect((await forget({ id: note?.id ?? '', chat: '7' })).status).toBe(303);
    expect(await memory().notes('Heidi', '7')).toEqual([]);
  });

  it('adds a memory written in the chat, edits and forgets it', async () => {
    await edit({ id: 'm', chat: '7', text: 'the book club meets on Thursdays' });
    const [entry] = await memory().memories('Heidi');
    expect(entry).toMatchObject({ text: 'the book club meets on Thursdays', chat: '7' });
    expect(await (await get('/p/Heidi/memory')).text()).toMatch(
      /written in chat 7[\s\S]*?the book club meets on Thursdays<\/textarea>/,
    );
    await edit({ id: entry?.id ?? '', text: 'the club meets on Fridays' });
    expect((await memory().memories('Heidi')).map((m) => m.text)).toEqual(['the club meets on Fridays']);
    // The toggle: private to chat 7, then shared with every chat, then private again.
    const share = (action: string) =>
      post(`/p/Heidi/memory/${action}`, { csrf: SECRETS.csrf, id: entry?.id ?? '' });
    expect(await (await get('/p/Heidi/memory')).text()).toContain('data-action="share"');
    expect((await share('share')).status).toBe(303);
    expect((await memory().memories('Heidi')).map((m) => m.shared)).toEqual([true]);
    expect(await (await get('/p/Heidi/memory')).text()).toContain('written in chat 7, shared');
    expect((await share('unshare')).status).toBe(303);
    expect((await memory().memories('Heidi')).map((m) => m.shared)).toEqual([false]);
    await forget({ id: entry?.id ?? '' });
    expect(await memory().memories('Heidi')).toEqual([]);
  });

  it('says when each entry was written and used, and pins and unpins it', async () => {
    await edit({ id: 'm', chat: '7', text: 'pin me' });
    const entry = (await memory().memories('Heidi')).find((m) => m.text === 'pin me');
    if (!entry) throw new Error('the memory was not added');
    const time = (ms: number) => timeIn(ms, 'Europe/Berlin', c.demo.backend.now());
    const page = await (await get('/p/Heidi/memory')).text();
    expect(page).toMatch(
      new RegExp(
        `data-memory="${entry.id}"[^]*?written ${time(entry.updatedAt)} · used ${time(entry.usedAt)}`,
      ),
    );
    const pin = (action: string, form: Record<string, string> = { csrf: SECRETS.csrf }) =>
      post(`/p/Heidi/memory/${action}`, { id: entry.id, ...form });
    expect((await pin('pin', {})).status).toBe(403);
    expect(page).toContain(`aria-label="Pin ${entry.id}"`);
    const pinned = await pin('pin');
    expect([pinned.status, pinned.headers.get('location')]).toEqual([303, '/p/Heidi/memory?done=pin']);
    expect((await memory().memories('Heidi')).find((m) => m.id === entry.id)?.pinned).toBe(true);
    const after = await (await get('/p/Heidi/memory?done=pin')).text();
    expect(after).toContain('Pinned: it is never dropped to make room.');
    expect(after).toMatch(new RegExp(`data-memory="${entry.id}"[^]*?data-pinned>pinned</span>`));
    expect(after).toContain(`aria-label="Unpin ${entry.id}"`);
    expect((await pin('unpin')).status).toBe(303);
    expect((await memory().memories('Heidi')).find((m) => m.id === entry.id)?.pinned).toBeUndefined();
    await forget({ id: entry.id });
    expect((await pin('pin')).status).toBe(409);
  });

  it('writes and forgets what is known about a person', async () => {
    await edit({ id: '', person: '424242', text: 'a teacher <from> Ghent' });
    expect(await (await get('/p/Heidi/memory')).text()).toContain('a teacher &lt;from&gt; Ghent</textarea>');
    await edit({ id: '', person: '424242', text: 'a teacher from Bruges' });
    expect((await memory().people('Heidi', ['424242']))[0]?.text).toBe('a teacher from Bruges');
    await forget({ id: '', person: '424242' });
    expect(await memory().people('Heidi', ['424242'])).toEqual([]);
  });

  it('marks a note the cap archived, and Forget deletes it for good', async () => {
    await memory().write('Heidi', 'note', '5002', { text: 'likes chess' }, 1);
    const newer = await memory().write('Heidi', 'note', '5002', { text: 'likes go' }, 1);
    const [gone] = newer.dropped;
    if (gone === undefined) throw new Error('the cap archived nothing');
    const page = await (await get('/p/Heidi/memory?chat=5002')).text();
    expect(page).toMatch(
      new RegExp(`data-memory="${gone}"[^]*?data-archived>archived</span>[^]*?· archived `),
    );
    await forget({ id: gone, chat: '5002' });
    expect((await memory().notes('Heidi', '5002', true)).map((n) => n.text)).toEqual(['likes go']);
  });

  it('edits and forgets a summary of a chat', async () => {
    await memory().addSummary('Heidi', '5001', {
      firstId: 1,
      lastId: 3,
      firstDate: 0,
      lastDate: 1,
      text: 'they met',
    });
    expect(await (await get('/p/Heidi/memory?chat=5001')).text()).toMatch(
      /data-memory="s1"[\s\S]*?messages #1–#3[\s\S]*?they met<\/textarea>/,
    );
    await edit({ id: 's1', chat: '5001', text: 'they met at the library' });
    expect((await memory().summaries('Heidi', '5001'))[0]).toMatchObject({
      firstId: 1,
      lastId: 3,
      text: 'they met at the library',
    });
    await forget({ id: 's1', chat: '5001' });
    expect(await memory().summaries('Heidi', '5001')).toEqual([]);
  });

  it('refuses a change without the CSRF token, a wrong id, a gone entry and a non-numeric chat', async () => {
    const refused = await post('/p/Heidi/memory/edit', { id: 'n', chat: '7', text: 'sneaky' });
    expect(refused.status).toBe(403);
    expect(await memory().notes('Heidi', '7')).toEqual([]);
    const wrong = await edit({ id: 'x9', chat: '7', text: 'what' });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('is not a memory id');
    expect((await forget({ id: 'n99', chat: '7' })).status).toBe(409);
    expect((await edit({ id: 'n', chat: '7; DROP', text: 'x' })).status).toBe(400);
    expect((await edit({ id: 'n', chat: '7', text: '   ' })).status).toBe(400);
    expect((await get('/p/Heidi/memory?chat=abc')).status).toBe(400);
  });

  it('gives the next turn the note the operator wrote', async () => {
    await edit({ id: 'n', chat: '7', text: 'call her Professor Tea' });
    const before = (await journal().ofChat('Heidi', '7')).length;
    await post('/p/Heidi/c/7/answer', { csrf: SECRETS.csrf });
    await waitFor(async () => (await journal().ofChat('Heidi', '7')).length > before);
    const [latest] = await journal().ofChat('Heidi', '7');
    expect(JSON.stringify(latest?.turn.request)).toContain('call her Professor Tea');
  });
});

describe('memoryPage', () => {
  it('renders hostile entries as text, and notes only for a chat', () => {
    const hostile = '</textarea><script>alert(1)</script>';
    const at = { written_at: '2026-01-02T10:00:00.000Z', used_at: '2026-01-02T10:00:00.000Z' };
    const listing = {
      persona: 'Heidi',
      timezone: 'Europe/Berlin',
      chat: null,
      chats: ['7'],
      notes: [],
      memories: [{ id: 'm1', text: hostile, chat: '7', shared: false, ...at }],
      people: [{ user: 5, text: hostile, facts: [{ chat: 5, text: hostile, shared: false, ...at }] }],
      summaries: [],
    };
    const page = memoryPage({
      persona: 'Heidi',
      listing,
      chats: [{ chatId: '7', title: hostile }],
      csrf: 'c',
      time: (ms) => new Date(ms).toISOString(),
    }).value;
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;/textarea&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('Choose a chat for its notes and summaries.');
    expect(page).not.toContain('Notes of this chat');
  });
});
