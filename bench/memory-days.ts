import { readFileSync } from 'node:fs';
import type { MemorySettings } from '../src/config/resolved.js';
import { DEFAULT_MEMORY } from '../src/config/schema.js';
import { CONSOLIDATE_MARK, isSummaryRequest, KEPT_MARK } from '../src/llm/summary-request.js';
import type { ModelPort, ModelReply, ModelRequest } from '../src/llm/types.js';
import { createSimWorld } from '../src/offline/sim-world.js';
import { MemoryRepo } from '../src/store/memory.js';
import { SqliteSearch } from '../src/store/search.js';
import { VirtualClock } from '../src/support/clock.js';
import { silentLogger } from '../src/support/log.js';
import type { Account } from '../src/telegram/types.js';
import { persona, prompts } from '../tests/helpers.js';

/**
 * Ninety days of one persona's memory at the default caps, lived through real turns of the
 * runtime on the simulated Telegram with a scripted model and the bundled summary prompt. A
 * direct chat with Alice (three bursts of five messages a day) and a book club group (five new
 * guests a day). On day 1 the persona writes six notes, six memories and six people, half of
 * each pinned; every later day three notes, two memories and five new people, so every cap
 * fills. Of the unpinned day-1 facts one of each kind stays in use: every seventh day its topic
 * comes back, the persona quotes it (its person speaks again in the group), and the summariser,
 * shown what is kept, repeats an entry the summarised messages came back to, as the prompt asks.
 * The other unpinned day-1 facts are never used again. At the end: which day-1 facts are still
 * kept in context, which are known (in context, or found by a recall of their text in the chat
 * they were written in: the cap archives, never deletes), how full each kind ran, and recall's
 * latency and hits over the stored messages and summaries.
 */

const DM = '7';
const CLUB = '-100';
const ALICE: Account = { id: '7', name: 'Alice' };
const DAY_MS = 86_400_000;
/** Day-1 facts by index: 0, 2, 4 pinned; 1 used again every seventh day; 3, 5 never used again. */
const NOTES = [
  'Alice is allergic to cats',
  'Alice grows tomatoes on her balcony',
  'Alice works night shifts at the hospital',
  'Alice learns the cello on Thursdays',
  'Alice calls her mother on Sundays',
  'Alice drinks her tea without sugar',
];
const MEMORIES = [
  'I grew up in a lighthouse on Sylt',
  'I once photographed a whale off Helgoland',
  'I broke my wrist falling off a ladder in 2019',
  'I keep my grandmother recipe book in the kitchen drawer',
  'I lost my first camera in the North Sea',
  'I cannot whistle',
];
const MEMBERS = ['101', '102', '103', '104', '105', '106'];
const PERSON = (user: string) => `user ${user} joined the book club on day 1 and reads crime novels`;
type Use = 'pinned' | 'used' | 'unused';
const kind = (i: number): Use => (i % 2 === 0 ? 'pinned' : i === 1 ? 'used' : 'unused');
const GUESTS_A_DAY = 5;

type Fact = { kind: 'note' | 'memory' | 'person'; id: string; text: string; use: Use };

export async function ninetyDays(days = 90) {
  const caps: MemorySettings = { ...DEFAULT_MEMORY };
  const guests = Array.from({ length: days * GUESTS_A_DAY }, (_, i) => `${1000 + i}`);
  let day = 1;
  let turn: () => string = () => '';
  const counts = { turns: 0, summaries: 0, merges: 0, kept: 0 };
  const model: ModelPort = {
    async generate(request): Promise<ModelReply> {
      if (isSummaryRequest(request)) return { kind: 'text', text: scriptedSummary(request, counts) };
      counts.turns += 1;
      return { kind: 'text', text: turn() };
    },
  };
  const world = await createSimWorld({
    clock: new VirtualClock(Date.parse('2026-01-01T08:00:00Z')),
    log: silentLogger,
    telegram: {
      me: { id: '42', name: 'Heidi' },
      users: [ALICE, ...[...MEMBERS, ...guests].map((id) => ({ id, name: `Reader ${id}` }))],
      chats: [
        { id: DM, kind: 'direct', title: 'Alice' },
        { id: CLUB, kind: 'group', title: 'Book club' },
      ],
    },
    model: { port: model },
    persona: () => persona({ name: 'Heidi', historySize: 100, memory: caps }),
    prompts: () => prompts({ summarize: readFileSync('prompts/Summarize.md', 'utf8') }),
    acceptIncoming: true,
  });
  // As a live start does: pruning by the default retention (messages 7 days) runs every hour.
  await world.runtime.resume();
  const memory = new MemoryRepo(world.store.db, () => world.clock.now());
  const dayOne: Fact[] = [
    ...NOTES.map((text, i) => ({ kind: 'note' as const, id: `n${i + 1}`, text, use: kind(i) })),
    ...MEMORIES.map((text, i) => ({ kind: 'memory' as const, id: `m${i + 1}`, text, use: kind(i) })),
    ...MEMBERS.map((id, i) => ({ kind: 'person' as const, id, text: PERSON(id), use: kind(i) })),
  ];
  const fullOn: Record<'notes' | 'memories' | 'people', number | undefined> = {
    notes: undefined,
    memories: undefined,
    people: undefined,
  };
  const written = { notes: 0, memories: 0, people: 0 };
  const say = async (chat: string, from: string, texts: readonly string[], answer: () => string) => {
    turn = answer;
    for (const text of texts) {
      world.simulator.receive(chat, { from, text });
      world.clock.advance(60_000);
    }
    await world.runtime.idle();
  };
  try {
    for (day = 1; day <= days; day++) {
      const comesBack = day % 7 === 0;
      for (let burst = 0; burst < 3; burst++) {
        const texts = Array.from({ length: 5 }, (_, i) =>
          burst === 0 && i === 0
            ? `on day ${day} we talked about lighthouse number ${day}`
            : comesBack && burst === 0 && i === 1
              ? 'do you remember what we said about the balcony and the whale?'
              : `small talk of day ${day}, burst ${burst}, about tea and weather`,
        );
        await say(DM, ALICE.id, texts, () => {
          const blocks = ['# «send»\nyes, tell me more'];
          if (comesBack && burst === 0) blocks.push(`# «send»\nof course: ${NOTES[1]}, and ${MEMORIES[1]}`);
          if (day === 1 && burst === 0) {
            const pin = (i: number) => (i % 2 === 0 ? ' pinned' : '');
            blocks.push(...NOTES.map((t, i) => `# «note»${pin(i)}\n${t}`));
            blocks.push(...MEMORIES.map((t, i) => `# «remember»${pin(i)}\n${t}`));
            written.notes += NOTES.length;
            written.memories += MEMORIES.length;
          } else if (burst === 1) {
            for (let i = 0; i < 3; i++) blocks.push(`# «note»\nday ${day}: Alice mentioned errand ${i}`);
            for (let i = 0; i < 2; i++) blocks.push(`# «remember»\nday ${day}: I baked bread batch ${i}`);
            written.notes += 3;
            written.memories += 2;
          }
          return blocks.join('\n');
        });
        world.clock.advance(2 * 3_600_000);
      }
      const speakers = day === 1 ? MEMBERS : guests.slice((day - 2) * GUESTS_A_DAY, (day - 1) * GUESTS_A_DAY);
      turn = () => {
        const blocks = ['# «send»\nwelcome, everyone'];
        for (const [i, user] of speakers.entries())
          blocks.push(
            day === 1
              ? `# «person» ${user}${i % 2 === 0 ? ' pinned' : ''}\n${PERSON(user)}`
              : `# «person» ${user}\nuser ${user} came to the book club on day ${day}`,
          );
        written.people += speakers.length;
        return blocks.join('\n');
      };
      for (const user of speakers) world.simulator.receive(CLUB, { from: user, text: `hello from ${user}` });
      // The member still in use speaks again whenever the topics come back.
      if (comesBack) world.simulator.receive(CLUB, { from: MEMBERS[1] ?? '', text: 'I finished the novel' });
      world.clock.advance(60_000);
      await world.runtime.idle();
      const [notes, memories, people] = [
        (await memory.notes('Heidi', DM)).length,
        (await memory.memories('Heidi')).length,
        (await memory.people('Heidi')).length,
      ];
      if (fullOn.notes === undefined && notes >= caps.notesPerChat) fullOn.notes = day;
      if (fullOn.memories === undefined && memories >= caps.memories) fullOn.memories = day;
      if (fullOn.people === undefined && people >= caps.people) fullOn.people = day;
      world.clock.advance(DAY_MS - 6 * 3_600_000 - 17 * 60_000);
      await world.runtime.idle();
    }
    const notes = await memory.notes('Heidi', DM);
    const memories = await memory.memories('Heidi');
    const people = await memory.people('Heidi');
    const known = (f: Fact) =>
      f.kind === 'note'
        ? notes.some((n) => n.id === f.id && n.text === f.text)
        : f.kind === 'memory'
          ? memories.some((m) => m.id === f.id && m.text === f.text)
          : people.some((p) => p.user === f.id);
    const search = new SqliteSearch(world.store.db);
    const inContext: Fact[] = [];
    const byRecall: Fact[] = [];
    const lost: Fact[] = [];
    for (const f of dayOne) {
      if (known(f)) inContext.push(f);
      else {
        const hits = await search.recall('Heidi', f.kind === 'person' ? CLUB : DM, f.text, 8);
        (hits.some((h) => h.source === 'memory' && h.text === f.text) ? byRecall : lost).push(f);
      }
    }
    const share = (use: Fact['use']) => {
      const facts = dayOne.filter((f) => f.use === use);
      return `${facts.filter(known).length} of ${facts.length}`;
    };
    const recall = await measureRecall(world.store.db, days);
    const stored = await world.store.db
      .selectFrom('inbound_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('chat_id', '=', DM)
      .executeTakeFirstOrThrow();
    return {
      days,
      turns: counts.turns,
      summaryCalls: counts.summaries,
      mergeCalls: counts.merges,
      keptAgainBySummaries: counts.kept,
      dayOneFacts: dayOne.length,
      dayOneKnown: {
        pinned: share('pinned'),
        unpinnedUsed: share('used'),
        unpinnedNeverUsedAgain: share('unused'),
        lost: dayOne.filter((f) => !known(f)).map((f) => `${f.kind} ${f.id}`),
      },
      dayOneKnownAtEnd: {
        inContext: inContext.length,
        byRecall: byRecall.length,
        lost: lost.map((f) => `${f.kind} ${f.id}`),
      },
      caps: {
        notes: pressure(caps.notesPerChat, written.notes, notes.length, fullOn.notes),
        memories: pressure(caps.memories, written.memories, memories.length, fullOn.memories),
        people: pressure(caps.people, written.people, people.length, fullOn.people),
      },
      storedMessagesAtEnd: Number(stored.n),
      summariesAtEnd: (await memory.summaries('Heidi', DM)).length,
      recall,
    };
  } finally {
    await world.runtime.stop();
    await world.close();
  }
}

function pressure(cap: number, written: number, kept: number, fullOnDay: number | undefined) {
  return { cap, written, keptAtEnd: kept, dropped: written - kept, fullOnDay: fullOnDay ?? null };
}

/**
 * The scripted summariser: a one-line summary naming the lighthouse days of the stretch, and
 * each unpinned kept entry the stretch quotes, repeated as kept (a merge keeps the parts' lines).
 */
function scriptedSummary(request: ModelRequest, counts: { summaries: number; merges: number; kept: number }) {
  const input = request.contents[0]?.parts[0]?.text ?? '';
  if (input.startsWith(CONSOLIDATE_MARK)) {
    counts.merges += 1;
    return input
      .split('\n')
      .filter((line) => line.startsWith('Days'))
      .join('\n');
  }
  counts.summaries += 1;
  const [transcript = '', kept = ''] = input.split(KEPT_MARK);
  const lighthouses = [...transcript.matchAll(/lighthouse number (\d+)/g)].map((m) => m[1]);
  const blocks = [`Days with Alice (user 7): we talked about lighthouse number ${lighthouses.join(', ')}.`];
  for (const line of kept.split('\n')) {
    const entry = /^(n\d+|m\d+|user \d+): (.*)$/.exec(line);
    if (!entry?.[1] || !entry[2] || !transcript.includes(entry[2])) continue;
    const [, id, text] = entry;
    const heading = id.startsWith('n')
      ? `# «note» ${id}`
      : id.startsWith('m')
        ? `# «remember» ${id}`
        : `# «person» ${id.slice(5)}`;
    blocks.push(`${heading}\n${text}`);
    counts.kept += 1;
  }
  return blocks.join('\n');
}

/** Recall over what the runtime stored: one lighthouse day at a time, as the persona would ask. */
async function measureRecall(db: ConstructorParameters<typeof SqliteSearch>[0], days: number) {
  const search = new SqliteSearch(db);
  const latencies: number[] = [];
  let hits = 0;
  let found = 0;
  const queries = 200;
  for (let q = 1; q <= queries; q++) {
    const d = 1 + ((q * 37) % days);
    const started = performance.now();
    const result = await search.recall('Heidi', DM, `lighthouse number ${d}`, 8);
    latencies.push(performance.now() - started);
    hits += result.length;
    if (result.some((h) => new RegExp(`lighthouse number (\\d+, )*${d}\\b`).test(h.text))) found += 1;
  }
  latencies.sort((a, b) => a - b);
  const at = (p: number) => Number((latencies[Math.floor(p * (latencies.length - 1))] ?? 0).toFixed(2));
  return {
    queries,
    msMedian: at(0.5),
    msP95: at(0.95),
    meanHits: Number((hits / queries).toFixed(1)),
    dayFound: `${found} of ${queries}`,
  };
}
