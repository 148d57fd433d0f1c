import { MemoryRepo } from '../store/memory.js';
import type { Store } from '../store/open.js';
import type { MemoryJson } from '../terminal/results.js';
import { jsonId } from '../terminal/results.js';
import type { Fixture } from './fixture.js';

/**
 * Stores what a fixture says the persona remembers before the turn. Caps do not apply: the
 * fixture states what is there. A summary is dated by the messages it names when the fixture
 * has them, else by the replay's start.
 */
export async function seedFixtureMemory(
  store: Store,
  agent: string,
  fixture: Fixture,
  nowMs: number,
): Promise<void> {
  const seed = fixture.memory;
  if (!seed) return;
  const memory = new MemoryRepo(store.db, () => nowMs);
  const chat = fixture.chat.id;
  const unlimited = Number.MAX_SAFE_INTEGER;
  for (const note of seed.notes)
    await memory.write(agent, 'note', chat, { id: note.id, text: note.text }, unlimited);
  for (const m of seed.memories)
    await memory.write(agent, 'memory', m.chat ?? chat, { id: m.id, text: m.text }, unlimited);
  for (const person of seed.people) await memory.writePerson(agent, person.user, person.text, unlimited);
  const dates = new Map<number, number>();
  for (const m of [...fixture.archive, ...fixture.messages]) if (m.at) dates.set(m.id, Date.parse(m.at));
  for (const s of seed.summaries)
    await memory.addSummary(agent, chat, {
      firstId: s.first_id,
      lastId: s.last_id,
      firstDate: dates.get(s.first_id) ?? nowMs,
      lastDate: dates.get(s.last_id) ?? nowMs,
      text: s.text,
    });
}

/** What the persona remembers about a chat, in the fixture's shape (`replay --json` `memory`). */
export async function memoryJson(store: Store, agent: string, chatId: string): Promise<MemoryJson> {
  const memory = new MemoryRepo(store.db, () => 0);
  return {
    notes: (await memory.notes(agent, chatId)).map((n) => ({ id: n.id, text: n.text })),
    memories: (await memory.memories(agent)).map((m) => ({
      id: m.id,
      text: m.text,
      chat: jsonId(m.chat ?? chatId),
    })),
    people: (await memory.people(agent)).map((p) => ({ user: jsonId(p.user), text: p.text })),
    summaries: (await memory.summaries(agent, chatId)).map((s) => ({
      first_id: s.firstId,
      last_id: s.lastId,
      text: s.text,
    })),
  };
}
