import { MemoryRepo } from '../store/memory.js';
import type { Store } from '../store/open.js';
import type { MemoryKind } from '../store/schema.js';
import { groupOf } from '../telegram/topics.js';
import type { MemoryJson } from '../terminal/results.js';
import { jsonId, personJson, pinnedField } from '../terminal/results.js';
import type { Fixture } from './fixture-schema.js';

/**
 * Stores what a fixture says the persona remembers before the turn. Caps do not apply: the
 * fixture states what is there. An entry with `at` was last written then (the date the request
 * shows) and keeps the fixture's order; one without it is written at the replay's start. A
 * summary is dated by `first_at`/`last_at`, else by the messages it names when the fixture has
 * them, else by the replay's start. An entry marked `archived` is then archived at the replay's
 * start: out of the standing context, found by recall.
 */
export async function seedFixtureMemory(
  store: Store,
  agent: string,
  fixture: Fixture,
  nowMs: number,
): Promise<void> {
  const seed = fixture.memory;
  if (!seed) return;
  const chat = fixture.chat.id;
  const unlimited = Number.MAX_SAFE_INTEGER;
  // Entries are listed by when they were created: a dated entry is created at its place in the
  // list (long before any real date), then changed at its date.
  let order = 0;
  const writeAt = async (at: string | undefined, write: (memory: MemoryRepo) => Promise<unknown>) => {
    if (at === undefined) return write(new MemoryRepo(store.db, () => nowMs));
    order += 1;
    const created = order;
    await write(new MemoryRepo(store.db, () => created));
    const updated = Date.parse(at);
    return write(new MemoryRepo(store.db, () => updated));
  };
  const archived: { kind: MemoryKind; scope: string; id: string }[] = [];
  for (const note of seed.notes) {
    if (note.archived) archived.push({ kind: 'note', scope: groupOf(note.chat ?? chat), id: note.id });
    await writeAt(note.at, (memory) =>
      memory.write(
        agent,
        'note',
        note.chat ?? chat,
        { id: note.id, text: note.text, pinned: note.pinned },
        unlimited,
      ),
    );
  }
  for (const m of seed.memories) {
    if (m.archived) archived.push({ kind: 'memory', scope: '', id: m.id });
    await writeAt(m.at, (memory) =>
      memory.write(
        agent,
        'memory',
        m.chat ?? chat,
        { id: m.id, text: m.text, shared: m.shared, pinned: m.pinned },
        unlimited,
      ),
    );
  }
  for (const person of seed.people) {
    // A person's facts, each learned in its chat (default: this one); `text` is one such fact.
    const facts = person.facts ?? [
      { text: person.text ?? '', chat: person.chat, shared: person.shared, pinned: person.pinned },
    ];
    for (const fact of facts) {
      // A person is archived whole, every fact of theirs.
      if (person.archived)
        archived.push({ kind: 'person', scope: person.user, id: groupOf(fact.chat ?? chat) });
      await writeAt(person.at, (memory) =>
        memory.writePerson(agent, person.user, { ...fact, chat: fact.chat ?? chat }, unlimited),
      );
    }
  }
  const dates = new Map<number, number>();
  for (const m of [...fixture.archive, ...fixture.messages]) if (m.at) dates.set(m.id, Date.parse(m.at));
  const memory = new MemoryRepo(store.db, () => nowMs);
  for (const key of archived) await memory.archive(agent, key.kind, key.scope, key.id);
  const dated = (at: string | undefined, id: number) =>
    at === undefined ? (dates.get(id) ?? nowMs) : Date.parse(at);
  for (const s of seed.summaries)
    await memory.addSummary(agent, chat, {
      firstId: s.first_id,
      lastId: s.last_id,
      firstDate: dated(s.first_at, s.first_id),
      lastDate: dated(s.last_at, s.last_id),
      text: s.text,
    });
}

/** What the persona remembers about a chat, in the fixture's shape (`replay --json` `memory`). */
export async function memoryJson(store: Store, agent: string, chatId: string): Promise<MemoryJson> {
  const memory = new MemoryRepo(store.db, () => 0);
  return {
    notes: (await memory.notes(agent, chatId)).map((n) => ({ id: n.id, text: n.text, ...pinnedField(n) })),
    memories: (await memory.memories(agent)).map((m) => ({
      id: m.id,
      text: m.text,
      chat: jsonId(m.chat ?? chatId),
      shared: m.shared,
      ...pinnedField(m),
    })),
    people: (await memory.people(agent)).map(personJson),
    summaries: (await memory.summaries(agent, chatId)).map((s) => ({
      first_id: s.firstId,
      last_id: s.lastId,
      text: s.text,
    })),
  };
}
