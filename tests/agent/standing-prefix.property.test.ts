import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { RECENT_MARK } from '../../src/llm/standing-context.js';
import type { ModelRequest } from '../../src/llm/types.js';
import { MemoryRepo } from '../../src/store/memory.js';
import { seedFrom } from '../property.js';
import { world } from './world.js';

/**
 * Consecutive turns of one direct chat through the real runtime (the simulator, the model on
 * loopback), with a note and a memory kept from before the chat's first message, where each turn
 * only appends messages and the answers write notes, memories and what is known of Alice, and
 * change or delete what they wrote. The window never moves (history_size 500), so the cacheable
 * prefix must hold: each request starts with the whole previous one up to the end of its history
 * (everything but its standing context's recent part and its turn part). And nothing written is
 * lost on the way: every entry kept reaches the next request.
 */
const WORDS = ['tea', 'cello', 'Lisbon', 'exam', 'cat', 'May', 'sister', 'garden', 'piano', 'train'];

type Write =
  | { kind: 'note' | 'remember' | 'person'; text: string }
  | { kind: 'change' | 'delete'; id: 'n2' | 'n3' | 'm2'; text: string };

const text = fc
  .array(fc.constantFrom(...WORDS), { minLength: 2, maxLength: 5 })
  .map((words) => words.join(' '));
const write: fc.Arbitrary<Write> = fc.oneof(
  fc.record({ kind: fc.constantFrom('note' as const, 'remember' as const, 'person' as const), text }),
  fc.record({
    kind: fc.constantFrom('change' as const, 'delete' as const),
    id: fc.constantFrom('n2' as const, 'n3' as const, 'm2' as const),
    text,
  }),
);
const turn = fc.record({ message: text, writes: fc.array(write, { maxLength: 2 }), reply: fc.boolean() });

function block(w: Write): string {
  switch (w.kind) {
    case 'note':
      return `# «note»\n${w.text}`;
    case 'remember':
      return `# «remember»\n${w.text}`;
    case 'person':
      return `# «person» 7\nAlice: ${w.text}`;
    case 'change':
      return `# «${w.id.startsWith('n') ? 'note' : 'remember'}» ${w.id}\n${w.text}`;
    case 'delete':
      return `# «${w.id.startsWith('n') ? 'note' : 'remember'}» ${w.id}\n`;
  }
}

function answer(t: { writes: Write[]; reply: boolean }): string {
  const blocks = t.writes.map(block);
  return [...blocks, t.reply || blocks.length === 0 ? '# «send»\nsure' : ''].join('\n\n').trim();
}

/** The request as one string in reading order, each part led by its role. */
function flat(request: ModelRequest, contents = request.contents): string {
  return `${request.systemInstruction}${contents.map((c) => `\u0000${c.role}\u0000${c.parts.map((p) => p.text).join('\u0000')}`).join('')}`;
}

/** Up to the end of the history: without the turn part, nor the standing context's recent part before it. */
function upToHistoryEnd(request: ModelRequest): string {
  const last = request.contents.at(-1);
  if (!last) return flat(request);
  const parts = last.parts.slice(0, -1);
  if (parts.at(-1)?.text.startsWith(RECENT_MARK)) parts.pop();
  const contents =
    parts.length > 0 ? [...request.contents.slice(0, -1), { ...last, parts }] : request.contents.slice(0, -1);
  return flat(request, contents);
}

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

describe('the standing context over turns that write memory', () => {
  it('keeps each request a prefix of the next up to its history, and shows every entry kept', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(turn, { minLength: 2, maxLength: 6 }), async (turns) => {
        const answers = [...turns.map(answer), '# «send»\nok'];
        const w = await world({ replies: answers });
        const done = w.cleanup;
        cleanups.push(done);
        const memory = new MemoryRepo(w.store.db, () => w.clock.now());
        await memory.write('Heidi', 'note', '7', { text: 'Alice runs the bakery' }, 30);
        await memory.write('Heidi', 'memory', '7', { text: 'I lent Alice a book' }, 30);
        w.clock.advance(60_000);
        const kept: string[][] = [];
        for (const t of [...turns, { message: 'and now?' }]) {
          w.simulator.receive('7', { from: '7', text: t.message });
          await w.runtime.idle();
          const stored = await memory.forChat('Heidi', '7', ['7']);
          kept.push([...stored.notes, ...stored.memories, ...stored.people].map((e) => e.text));
          w.clock.advance(60_000);
        }
        const requests = w.reports.flatMap((r) => (r.request ? [r.request] : []));
        expect(requests).toHaveLength(turns.length + 1);
        for (let i = 1; i < requests.length; i++) {
          const [before, now] = [requests[i - 1], requests[i]];
          if (!before || !now) throw new Error('missing request');
          const prefix = upToHistoryEnd(before);
          expect(flat(now).slice(0, prefix.length)).toBe(prefix);
          for (const entry of kept[i - 1] ?? []) expect(flat(now)).toContain(entry);
          // What was kept from before the window stays before the history.
          expect(now.contents[0]?.parts.map((p) => p.text).join('\n')).toContain('Alice runs the bakery');
        }
        cleanups.splice(cleanups.indexOf(done), 1);
        await done();
      }),
      { numRuns: 12, seed: seedFrom('STANDING_PREFIX_SEED', 20261127) },
    );
  }, 120_000);
});
