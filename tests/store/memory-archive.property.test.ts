import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRepo } from '../../src/store/memory.js';
import { openStore, type Store } from '../../src/store/open.js';
import { ARCHIVE_KEEP_ENTRIES, ARCHIVE_KEEP_MS, pruneExpired } from '../../src/store/retention.js';
import { SqliteSearch } from '../../src/store/search.js';
import { seedFrom } from '../property.js';

let opened: Store | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CHATS = ['1', '2'] as const;
const USERS = ['7', '8', '9'] as const;
const WORDS = ['lighthouse', 'violin', 'marathon', 'tangerine', 'glacier', 'origami'] as const;

type Kind = 'note' | 'memory' | 'person';
type Step =
  | {
      op: 'write';
      kind: Kind;
      chat: number;
      user: number;
      word: number;
      again: number | null;
      pinned: boolean;
    }
  | { op: 'rewrite'; pick: number; word: number }
  | { op: 'pin'; pick: number }
  | { op: 'show'; chat: number }
  | { op: 'forget'; pick: number }
  | { op: 'prune' };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('write' as const),
      kind: fc.constantFrom<Kind>('note', 'memory', 'person'),
      chat: fc.nat(CHATS.length - 1),
      user: fc.nat(USERS.length - 1),
      word: fc.nat(WORDS.length - 1),
      // A text written before, word for word: it comes back from the archive when archived there.
      again: fc.option(fc.nat(50)),
      pinned: fc.boolean(),
    }),
  },
  fc.record({ op: fc.constant('rewrite' as const), pick: fc.nat(50), word: fc.nat(WORDS.length - 1) }),
  // Pinning only: an unpinned entry beyond the cap waits for the next write (the eviction test's).
  fc.record({ op: fc.constant('pin' as const), pick: fc.nat(50) }),
  fc.record({ op: fc.constant('show' as const), chat: fc.nat(CHATS.length - 1) }),
  fc.record({ op: fc.constant('forget' as const), pick: fc.nat(50) }),
  fc.record({ op: fc.constant('prune' as const) }),
);

/** An entry as the model keeps it: where it lives, the chat it was written in, its text. */
interface Written {
  kind: Kind;
  scope: string;
  id: string;
  chat: string;
  text: string;
}

const keyOf = (e: Pick<Written, 'kind' | 'scope' | 'id'>) => `${e.kind}|${e.scope}|${e.id}`;

describe('memory archive', () => {
  it('a write that unpins a fact makes room under the cap, as a new one does (a seed found it)', async () => {
    await opened?.close();
    opened = await openStore(':memory:');
    let now = 1_000;
    const memory = new MemoryRepo(opened.db, () => now);
    await memory.writePerson('P', '7', { chat: '2', text: 'likes tea 0', pinned: true }, 1);
    now += HOUR;
    await memory.writePerson('P', '8', { chat: '1', text: 'likes tea 1', pinned: false }, 1);
    now += HOUR;
    await memory.writePerson('P', '7', { chat: '2', text: 'likes tea 2', pinned: false }, 1);
    await expectCapsHold(memory, 1);
  });

  it('never loses an entry written: each is shown or found by recall until forgotten, and the caps hold for the shown', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.array(step, { maxLength: 40 }),
        async (cap, steps) => {
          await opened?.close();
          opened = await openStore(':memory:');
          let now = 1_000;
          const memory = new MemoryRepo(opened.db, () => now);
          const search = new SqliteSearch(opened.db);
          const written = new Map<string, Written>();
          const put = (e: Written) => written.set(keyOf(e), e);
          // Every text is new (a word and a number) unless written again: a recall hit names one text.
          const texts: string[] = [];
          const newText = (word: number) => {
            const text = `${WORDS[word]} ${texts.length}`;
            texts.push(text);
            return text;
          };
          for (const s of steps) {
            now += 2 * HOUR;
            const live = [...written.values()];
            const picked = 'pick' in s ? live[s.pick % Math.max(1, live.length)] : undefined;
            if (s.op === 'write') {
              const chat = CHATS[s.chat] ?? '1';
              const again = s.again === null ? undefined : texts[s.again % Math.max(1, texts.length)];
              const text = again ?? newText(s.word);
              if (s.kind === 'person') {
                const user = USERS[s.user] ?? '7';
                await memory.writePerson('P', user, { chat, text, pinned: s.pinned }, cap);
                put({ kind: 'person', scope: user, id: chat, chat, text });
              } else {
                const write = await memory.write('P', s.kind, chat, { text, pinned: s.pinned }, cap);
                put({ kind: s.kind, scope: s.kind === 'note' ? chat : '', id: write.id, chat, text });
              }
            } else if (s.op === 'rewrite' && picked) {
              const text = newText(s.word);
              if (picked.kind === 'person')
                await memory.writePerson('P', picked.scope, { chat: picked.chat, text }, cap);
              else await memory.write('P', picked.kind, picked.chat, { id: picked.id, text }, cap);
              put({ ...picked, text });
            } else if (s.op === 'pin' && picked) {
              await memory.setFlag('P', picked.kind, picked.scope, picked.id, 'pinned', true);
            } else if (s.op === 'show') {
              await memory.touchShown('P', CHATS[s.chat] ?? '1', USERS);
            } else if (s.op === 'forget' && picked) {
              expect(await memory.forget('P', picked.kind, picked.scope, picked.id)).toBe(true);
              written.delete(keyOf(picked));
            } else if (s.op === 'prune') {
              // Well past the archive's age; fewer entries than it keeps, so nothing goes.
              now += ARCHIVE_KEEP_MS + DAY;
              await pruneExpired(opened.db, 'P', POLICY, now, async () => {});
            }
            await expectCapsHold(memory, cap);
            // In each chat, recall finds exactly the entries written there that its context does not show.
            for (const chat of CHATS) {
              const shown = await memory.forChat('P', chat, USERS);
              const inContext = (e: Written) =>
                e.kind === 'person'
                  ? shown.people.some(
                      (p) => p.user === e.scope && p.facts.some((f) => f.chat === e.id && f.text === e.text),
                    )
                  : (e.kind === 'note' ? shown.notes : shown.memories).some(
                      (m) => m.id === e.id && m.text === e.text,
                    );
              const hidden = [...written.values()].filter((e) => e.chat === chat && !inContext(e));
              for (const text of new Set(texts)) {
                const hits = await search.recall('P', chat, text, 100);
                const found = hits.filter((h) => h.source === 'memory' && h.text === text).length;
                expect(found, `chat ${chat}: ${text}`).toBe(hidden.filter((e) => e.text === text).length);
              }
            }
          }
        },
      ),
      { numRuns: 40, seed: seedFrom('MEMORY_SEED') },
    );
  });

  it('prunes archived entries only past both bounds: archived a year ago and beyond the newest kept ones', async () => {
    opened = await openStore(':memory:');
    let now = 1_000;
    const memory = new MemoryRepo(opened.db, () => now);
    const extra = 5;
    // Cap 1: every write archives the one before it.
    for (let i = 0; i <= ARCHIVE_KEEP_ENTRIES + extra; i++) {
      now += 1;
      await memory.write('P', 'memory', '1', { text: `fact ${i}` }, 1);
    }
    const archived = async () => (await memory.memories('P', true)).filter((m) => m.archivedAt !== undefined);
    expect(await archived()).toHaveLength(ARCHIVE_KEEP_ENTRIES + extra);
    const young = await pruneExpired(opened.db, 'P', POLICY, now + ARCHIVE_KEEP_MS - DAY, async () => {});
    expect(young.archived).toBe(0);
    const old = await pruneExpired(opened.db, 'P', POLICY, now + ARCHIVE_KEEP_MS + DAY, async () => {});
    expect(old.archived).toBe(extra);
    const kept = await archived();
    expect(kept).toHaveLength(ARCHIVE_KEEP_ENTRIES);
    // The oldest went: the first kept is the one archived right after them.
    expect(kept.map((m) => m.text)).not.toContain('fact 0');
    expect(kept.map((m) => m.text)).toContain(`fact ${extra}`);
    expect((await memory.memories('P')).map((m) => m.text)).toEqual([`fact ${ARCHIVE_KEEP_ENTRIES + extra}`]);
  });
});

const POLICY = {
  messagesMs: 7 * DAY,
  mediaMs: 30 * DAY,
  tasksMs: 7 * DAY,
  deliveriesMs: 7 * DAY,
  keepNewestMessages: 10,
};

/**
 * Beyond the cap only pinned entries stay shown: at most `cap` unpinned ones. Pinned entries may
 * be more than the cap, as pinning an archived entry brings it back.
 */
async function expectCapsHold(memory: MemoryRepo, cap: number): Promise<void> {
  const over = (entries: { pinned?: boolean }[]) => entries.filter((e) => !e.pinned).length <= cap;
  for (const chat of CHATS) expect(over(await memory.notes('P', chat))).toBe(true);
  expect(over(await memory.memories('P'))).toBe(true);
  const people = await memory.people('P');
  expect(over(people.map((p) => ({ pinned: p.facts.some((f) => f.pinned) })))).toBe(true);
}
