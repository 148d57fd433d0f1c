import { DEFAULT_MEMORY } from '../src/config/schema.js';
import { MemoryRepo } from '../src/store/memory.js';
import { MessageLog } from '../src/store/messages.js';
import { openStore } from '../src/store/open.js';
import { SqliteSearch } from '../src/store/search.js';
import type { InboundMessage } from '../src/telegram/types.js';

/**
 * Ninety days of one persona's memory at the default caps, in the store the runtime uses: on day
 * 1 it writes facts (half pinned, as the prompt teaches for what must never be forgotten), then
 * every day new notes, memories and people beyond the caps, a turn showing the chat's memory,
 * 200 stored messages with those older than the default 7 days pruned, and a summary. At day 90:
 * the day-1 facts still known, and recall's latency and hits over the stored messages and summaries.
 */
export async function ninetyDays(days = 90) {
  const store = await openStore(':memory:');
  const day = 86_400_000;
  let now = Date.parse('2026-01-01T09:00:00Z');
  const memory = new MemoryRepo(store.db, () => now);
  const log = new MessageLog(store.db, () => now);
  const caps = DEFAULT_MEMORY;
  const chat = '7';
  const dayOne: { kind: 'note' | 'memory' | 'person'; id: string; pinned: boolean }[] = [];
  for (let i = 0; i < 6; i++) {
    const pinned = i % 2 === 0;
    const note = await memory.write(
      'P',
      'note',
      chat,
      { text: `day-1 note ${i}`, pinned },
      caps.notesPerChat,
    );
    dayOne.push({ kind: 'note', id: note.id, pinned });
    const m = await memory.write('P', 'memory', chat, { text: `day-1 memory ${i}`, pinned }, caps.memories);
    dayOne.push({ kind: 'memory', id: m.id, pinned });
    await memory.writePerson('P', `10${i}`, { chat, text: `day-1 person ${i}`, pinned }, caps.people);
    dayOne.push({ kind: 'person', id: `10${i}`, pinned });
  }
  let msgId = 0;
  let person = 1000;
  for (let d = 1; d <= days; d++) {
    now += day;
    for (let i = 0; i < 3; i++)
      await memory.write('P', 'note', chat, { text: `note of day ${d}` }, caps.notesPerChat);
    for (let i = 0; i < 2; i++)
      await memory.write('P', 'memory', chat, { text: `memory of day ${d}` }, caps.memories);
    for (let i = 0; i < 5; i++)
      await memory.writePerson('P', `${person++}`, { chat, text: `someone met on day ${d}` }, caps.people);
    await memory.touchShown('P', chat, []);
    const batch: InboundMessage[] = [];
    for (let i = 0; i < 200; i++)
      batch.push({
        id: ++msgId,
        chatId: chat,
        senderId: '7',
        senderName: 'Alice',
        out: false,
        date: Math.floor(now / 1000) + i,
        text:
          i === 0
            ? `on day ${d} we talked about lighthouse number ${d}`
            : `small talk ${msgId} about tea and weather`,
        media: [],
        reactions: [],
        mentioned: false,
      });
    await log.rememberAll('P', batch);
    await memory.addSummary('P', chat, {
      firstId: msgId - 199,
      lastId: msgId,
      firstDate: now,
      lastDate: now,
      text: `Day ${d}: Alice and I talked about lighthouse number ${d} and tea.`,
    });
    await store.db
      .deleteFrom('inbound_messages')
      .where('date', '<', Math.floor((now - 7 * day) / 1000))
      .execute();
  }
  const notes = new Set((await memory.notes('P', chat)).map((n) => n.id));
  const memories = new Set((await memory.memories('P')).map((m) => m.id));
  const people = new Set((await memory.people('P')).map((p) => p.user));
  const known = (f: (typeof dayOne)[number]) =>
    (f.kind === 'note' ? notes : f.kind === 'memory' ? memories : people).has(f.id);
  const pinned = dayOne.filter((f) => f.pinned);
  const unpinned = dayOne.filter((f) => !f.pinned);
  const search = new SqliteSearch(store.db);
  const latencies: number[] = [];
  let hits = 0;
  let found = 0;
  const queries = 200;
  for (let q = 1; q <= queries; q++) {
    const d = 1 + ((q * 37) % days);
    const started = performance.now();
    const result = await search.recall('P', chat, `lighthouse number ${d}`, 8);
    latencies.push(performance.now() - started);
    hits += result.length;
    if (result.some((h) => h.text.includes(`lighthouse number ${d} `) || h.text.endsWith(`number ${d}`)))
      found += 1;
  }
  latencies.sort((a, b) => a - b);
  const at = (p: number) => Number((latencies[Math.floor(p * (latencies.length - 1))] ?? 0).toFixed(2));
  await store.close();
  return {
    days,
    dayOneFacts: dayOne.length,
    dayOnePinnedKnown: `${pinned.filter(known).length} of ${pinned.length}`,
    dayOneUnpinnedKnown: `${unpinned.filter(known).length} of ${unpinned.length}`,
    storedMessagesAtEnd: 7 * 200,
    recall: {
      queries,
      msMedian: at(0.5),
      msP95: at(0.95),
      meanHits: Number((hits / queries).toFixed(1)),
      dayFound: `${found} of ${queries}`,
    },
  };
}
