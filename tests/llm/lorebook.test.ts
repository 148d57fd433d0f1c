import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { type LoreEntry, lorebookSchema } from '../../src/config/lorebook.js';
import {
  fireLore,
  type LoreFiring,
  loreTokens,
  renderLore,
  type ScannedMessage,
} from '../../src/llm/lorebook.js';
import type { ReplayResult } from '../../src/terminal/results.js';
import { runCliInProcess } from '../cli/run-cli.js';
import { tempDir } from '../helpers.js';
import { chance, seedFrom } from '../property.js';

const SEED = seedFrom('LOREBOOK_SEED', 20261127);
const WORDS = ['kafka', 'Kafka', 'lighthouse', 'tea', 'Berlin', 'cat', 'rain'];

const entryArb = fc.record({
  keys: fc.array(fc.constantFrom(...WORDS), { maxLength: 2 }),
  secondary_keys: fc.array(fc.constantFrom(...WORDS), { maxLength: 2 }),
  selective: fc.boolean(),
  constant: chance(20),
  enabled: fc.boolean(),
  case_sensitive: fc.boolean(),
  insertion_order: fc.integer({ min: -5, max: 5 }),
  content: fc.string({ minLength: 1, maxLength: 120 }).filter((s) => s.trim() !== ''),
});
const bookArb = fc
  .record({
    scan_depth: fc.integer({ min: 1, max: 6 }),
    token_budget: fc.integer({ min: 1, max: 80 }),
    entries: fc.array(entryArb, { maxLength: 8 }),
  })
  .map((raw) => lorebookSchema.parse(raw));
const windowArb = fc
  .array(
    fc.record({
      text: fc.array(fc.constantFrom(...WORDS, 'hello', 'and'), { maxLength: 5 }).map((w) => w.join(' ')),
      out: fc.boolean(),
    }),
    { minLength: 1, maxLength: 12 },
  )
  .map((list) => list.map((m, i): ScannedMessage => ({ id: i + 1, ...m })));

const has = (text: string, key: string, caseSensitive: boolean) =>
  caseSensitive ? text.includes(key) : text.toLowerCase().includes(key.toLowerCase());

describe('lorebook firing (property)', () => {
  it('fires exactly the enabled entries a scanned message names (or constant), within the budget, each with its evidence', () => {
    fc.assert(
      fc.property(bookArb, windowArb, fc.integer({ min: 0, max: 12 }), (book, window, seen) => {
        const fired = fireLore(book, window, seen);
        const scanned = new Set([
          ...window.slice(-book.scanDepth),
          ...window.filter((m) => !m.out && m.id > seen),
        ]);
        for (const entry of book.entries) {
          const firing = fired.find((f) => f.entry === entry.number);
          const named = (keys: readonly string[]) =>
            keys.some((k) => [...scanned].some((m) => has(m.text, k, entry.caseSensitive)));
          const should =
            entry.enabled &&
            (entry.constant ||
              (named(entry.keys) &&
                (!entry.selective || entry.secondaryKeys.length === 0 || named(entry.secondaryKeys))));
          expect(firing !== undefined, `entry ${entry.number}`).toBe(should);
          if (firing?.reason === 'key') {
            const message = window.find((m) => m.id === firing.message);
            expect(message && scanned.has(message)).toBe(true);
            expect(has(message?.text ?? '', firing.key ?? '', entry.caseSensitive)).toBe(true);
          }
        }
        const shown = fired.filter((f) => !f.dropped);
        const tokens = shown.reduce((n, f) => n + loreTokens(book.entries[f.entry - 1] as LoreEntry), 0);
        expect(tokens).toBeLessThanOrEqual(book.budgetTokens);
        // Dropped only when it did not fit beside what was shown.
        for (const f of fired.filter((x) => x.dropped))
          expect(tokens + loreTokens(book.entries[f.entry - 1] as LoreEntry)).toBeGreaterThan(
            book.budgetTokens,
          );
      }),
      { numRuns: 300, seed: SEED },
    );
  });

  it('keeps what fired while the window stays: a later turn shows the same text or more, never less', () => {
    fc.assert(
      fc.property(bookArb, windowArb, windowArb, (book, first, more) => {
        const before = fireLore(book, first, undefined);
        const longer = [...first, ...more.map((m, i) => ({ ...m, id: first.length + i + 1 }))];
        const after = fireLore(book, longer, first.length, before);
        const macros = { char: 'Heidi', user: '“Alex”' };
        // Without a budget in the way, every entry shown before is shown again.
        if (after.every((f) => !f.dropped))
          for (const f of before.filter((x) => !x.dropped))
            expect(after.some((a) => a.entry === f.entry && !a.dropped)).toBe(true);
        // Nothing new in the window: the text is byte-identical (the cached prefix holds).
        const again = fireLore(book, first, first.length, before);
        expect(renderLore(book, again, macros)).toBe(renderLore(book, before, macros));
      }),
      { numRuns: 200, seed: SEED },
    );
  });
});

const tmp = tempDir();
afterAll(() => tmp.cleanup());

/** config.yaml with a lorebook on Heidi, its prompts and media found from anywhere. */
function lorebookConfig(): string {
  const book = `    character_book:
      scan_depth: 2
      entries:
        - { keys: [Kafka], content: "Kafka is the shop cat; {{char}} found him in the rain.", name: Kafka, insertion_order: 2 }
        - { keys: [lighthouse], secondary_keys: [scene], selective: true, content: "The lighthouse scene is chapter 12.", priority: 3, position: after_char }
        - { keys: [Hamburg], content: "Heidi grew up in Hamburg." }
        - { constant: true, content: "The shop opens at ten.", insertion_order: -1 }
        - { keys: [evidence], enabled: false, content: "never shown" }
`;
  const text = readFileSync('config.yaml', 'utf8')
    .replace(/^prompts_dir: .*$/m, `prompts_dir: ${JSON.stringify(path.resolve('prompts'))}`)
    .replace(/^media_dir: .*$/m, `media_dir: ${JSON.stringify(path.resolve('media'))}`)
    .replace(/(\n {2}- name: Heidi\n)/, `$1${book}`);
  const file = path.join(tmp.dir, 'config.yaml');
  writeFileSync(file, text);
  return file;
}

function fixture(config: string): string {
  const file = path.join(tmp.dir, 'lore.yaml');
  writeFileSync(
    file,
    `persona: Heidi
config: ${JSON.stringify(config)}
now: "2026-01-10T09:31:00Z"
chat: { id: 7, type: direct, title: "Alice" }
me: { id: 42, name: Heidi }
users:
  - { id: 7, name: Alice }
messages:
  - { id: 300, from: 7, at: "2026-01-09T20:00:00Z", text: "I was in Hamburg last week" }
  - { id: 310, from: 42, at: "2026-01-09T20:40:00Z", text: "Did you like the lighthouse scene?" }
  - { id: 311, from: 7, at: "2026-01-10T09:28:00Z", text: "Loved it. How is kafka?" }
incoming:
  - { at: "+5min", from: 7, text: "ok bye" }
model:
  reply: ["# «send»\\nHe is asleep.", "# «send»\\nBye!"]
`,
  );
  return file;
}

describe('a persona with a lorebook, replayed', () => {
  it('shows the fired entries in the standing context, says why in replay --json, and keeps them while the window stays', async () => {
    const file = fixture(lorebookConfig());
    const run = await runCliInProcess(['replay', file, '--json']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout) as ReplayResult;
    const first: LoreFiring[] = [
      { entry: 4, reason: 'constant' },
      { entry: 2, reason: 'key', key: 'lighthouse', message: 310, secondaryKey: 'scene' },
      { entry: 1, label: 'Kafka', reason: 'key', key: 'Kafka', message: 311 },
    ];
    expect(result.lorebook).toEqual(first);
    const standing = result.request?.contents[0]?.parts[0]?.text;
    expect(standing).toBe(
      '⟦what you know that bears on this conversation⟧\nThe shop opens at ten.\n\nThe lighthouse scene is chapter 12.\n\nKafka is the shop cat; Heidi found him in the rain.',
    );
    expect(result.request?.systemInstruction).not.toContain('found him in the rain');
    // Turn 2: the keys left the newest two messages, yet the window did not move: kept, same text.
    const second = result.turns[1];
    expect(second?.lorebook?.map((f) => [f.entry, f.reason])).toEqual([
      [4, 'constant'],
      [2, 'kept'],
      [1, 'kept'],
    ]);
    expect(second?.request?.contents[0]?.parts[0]?.text).toBe(standing);

    const prompt = await runCliInProcess(['prompt', file]);
    expect(prompt.stdout).toContain('── Lorebook (3 shown)');
    expect(prompt.stdout).toContain('#2: key "lighthouse" in #310 with "scene"');
    expect(prompt.stdout).toContain('#1 Kafka: key "Kafka" in #311');
  });
});
