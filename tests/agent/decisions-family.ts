import path from 'node:path';
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
  replies: string[],
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
  answer: string;
  notes: string[];
  people: string[];
  events: string[];
  writesAfterSeconds: number;
}

/**
 * Sends and waits with notes, at most one person fact and at most two plans in random places;
 * Alice writes again at a random time (never, while it types, during a wait, after it all).
 */
export function decidingAnswer(run: number, pick: (n: number) => number): DecidingAnswer {
  const out: DecidingAnswer = { answer: '', notes: [], people: [], events: [], writesAfterSeconds: 0 };
  const blocks: string[] = [];
  const length = 2 + pick(5);
  for (let i = 0; i < length; i++) {
    const choice = pick(3);
    const tag = `${run}.${i}`;
    if (choice === 0) blocks.push(`# «send»\n${'word '.repeat(1 + pick(40)).trim()} ${tag}`);
    else if (choice === 1) blocks.push(`# «wait»\ndelay: ${1 + pick(90)}m`);
    else {
      const what = pick(3);
      if (what === 0) {
        out.notes.push(`note ${tag}`);
        blocks.push(`# «note»\nnote ${tag}`);
      } else if (what === 1 && out.people.length === 0) {
        out.people.push(`Alice fact ${tag}`);
        blocks.push(`# «person» 7\nAlice fact ${tag}`);
      } else if (out.events.length < 2) {
        out.events.push(`plan ${tag}`);
        blocks.push(`# «event»\nat: 2026-03-0${6 + out.events.length} 1${i % 10}:00\nplan ${tag}`);
      }
    }
  }
  out.answer = blocks.join('\n\n');
  out.writesAfterSeconds = [0, 2, 20, 600, 3600][pick(5)] ?? 0;
  return out;
}

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
