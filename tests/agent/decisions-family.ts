import path from 'node:path';
import fc from 'fast-check';
import YAML from 'yaml';
import { parseFixture } from '../../src/offline/fixture.js';
import { replayFixture } from '../../src/offline/replay.js';
import { silentLogger } from '../../src/support/log.js';
import type { ReplayResult } from '../../src/terminal/results.js';

/** Fixtures written here live beside the bundled ones, so `config` resolves the same way. */
const FILE = path.resolve('tests/fixtures/decisions.yaml');

/** A direct chat with Alice at 09:00 replayed to 13:00; she writes again after `writesAfterSeconds` (0: never). */
export function replayDecisions(
  writesAfterSeconds: number,
  replies: (string | { text: string; finish: string })[],
  tag = '',
): Promise<ReplayResult> {
  const fixture = {
    persona: 'Heidi',
    config: '../../config.yaml',
    now: '2026-03-05T09:00:00Z',
    chat: { id: 7, type: 'direct', title: 'Alice' },
    me: { id: 42, name: 'Heidi' },
    users: [{ id: 7, name: 'Alice' }],
    messages: [{ id: 500, from: 7, at: '2026-03-05T08:59:00Z', text: `hi ${tag}` }],
    incoming:
      writesAfterSeconds > 0 ? [{ at: `+${writesAfterSeconds}s`, from: 7, text: 'and another thing' }] : [],
    until: '+4h',
    model: { reply: replies },
  };
  return replayFixture(parseFixture(YAML.stringify(fixture), FILE, 'decisions.yaml'), silentLogger);
}

/** One generated answer and what it decided. */
export interface DecidingAnswer {
  /** Tags the answer's texts and Alice's first message. */
  run: number;
  answer: string;
  notes: string[];
  people: string[];
  events: string[];
  writesAfterSeconds: number;
}

type Block =
  | { kind: 'send'; words: number }
  | { kind: 'wait'; minutes: number }
  | { kind: 'decide'; what: 'note' | 'person' | 'event' };

const block: fc.Arbitrary<Block> = fc.oneof(
  fc.record({ kind: fc.constant('send' as const), words: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('wait' as const), minutes: fc.integer({ min: 1, max: 90 }) }),
  fc.record({
    kind: fc.constant('decide' as const),
    what: fc.constantFrom('note' as const, 'person' as const, 'event' as const),
  }),
);

/**
 * Sends and waits with notes, at most one person fact and at most two plans in random places
 * (a second person fact, a third plan: dropped); Alice writes again at a random time (never,
 * while it types, during a wait, after it all).
 */
export const decidingAnswers: fc.Arbitrary<DecidingAnswer> = fc
  .record({
    run: fc.nat({ max: 99_999 }),
    blocks: fc.array(block, { minLength: 2, maxLength: 6 }),
    writesAfterSeconds: fc.constantFrom(0, 2, 20, 600, 3600),
  })
  .map(({ run, blocks: drawn, writesAfterSeconds }) => {
    const out: DecidingAnswer = { run, answer: '', notes: [], people: [], events: [], writesAfterSeconds };
    const blocks: string[] = [];
    drawn.forEach((b, i) => {
      const tag = `${run}.${i}`;
      if (b.kind === 'send') blocks.push(`# «send»\n${'word '.repeat(b.words).trim()} ${tag}`);
      else if (b.kind === 'wait') blocks.push(`# «wait»\ndelay: ${b.minutes}m`);
      else if (b.what === 'note') {
        out.notes.push(`note ${tag}`);
        blocks.push(`# «note»\nnote ${tag}`);
      } else if (b.what === 'person' && out.people.length === 0) {
        out.people.push(`Alice fact ${tag}`);
        blocks.push(`# «person» 7\nAlice fact ${tag}`);
      } else if (out.events.length < 2) {
        out.events.push(`plan ${tag}`);
        blocks.push(`# «event»\nat: 2026-03-0${6 + out.events.length} 1${i % 10}:00\nplan ${tag}`);
      }
    });
    out.answer = blocks.join('\n\n');
    return out;
  });

/** A last block the model was writing when its output tokens ran out, cut mid-body. */
export const cutBlocks: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('send', 'note', 'person 7', 'event', 'remember'), fc.integer({ min: 1, max: 12 }))
  .map(([heading, words]) => {
    const body =
      heading === 'event' ? `at: 2026-03-09 10:00\n${'half '.repeat(words)}` : 'half '.repeat(words);
    return `# «${heading}»\n${body.trim()}`;
  });

/** What the answer decided and the replay does not hold at its end. */
export function lostDecisions(expected: DecidingAnswer, result: ReplayResult): string[] {
  const notes = new Set(result.memory.notes.map((n) => n.text));
  const people = new Set(result.memory.people.map((p) => p.text));
  const events = new Set(result.events.map((e) => e.what));
  return [
    ...expected.notes.filter((t) => !notes.has(t)),
    ...expected.people.filter((t) => !people.has(t)),
    ...expected.events.filter((t) => !events.has(t)),
  ];
}
