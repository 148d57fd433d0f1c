import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayFile } from '../../src/offline/replay.js';
import { silentLogger } from '../../src/support/log.js';
import { seedFrom } from '../property.js';
import { cutBlocks, decidingAnswers, lostDecisions, replayDecisions } from './decisions-family.js';

/**
 * What the persona decides in an answer (notes, memories, person facts, plans) is stored with the
 * answer's plan, so nothing that later happens to the plan's messages (a new message while it
 * types, a reply during a `wait`, an answer cut by its bounds) can undo it.
 */
const sends = (actions: Record<string, unknown>[]) =>
  actions.filter((a) => a.type === 'send').map((a) => a.text);

describe('what the persona decided is kept', () => {
  it('keeps a person fact written after a send when the person writes again while it types', async () => {
    const result = await replayFile('tests/fixtures/decisions-fast-typist.yaml', silentLogger);
    expect(result.memory.people).toEqual([
      {
        user: 7,
        text: 'Alice Smith: vegan since February 2026.',
        facts: [{ chat: 7, text: 'Alice Smith: vegan since February 2026.', shared: false }],
      },
    ]);
    // The message being typed went out; what followed it in the plan was replaced by the new turn.
    expect(sends(result.actions)).toHaveLength(2);
    expect(result.turns.map((t) => t.target)).toEqual([300, 310]);
  });

  it('keeps a note and a plan written after a wait when the person answers during the wait', async () => {
    const result = await replayFile('tests/fixtures/decisions-wait-replan.yaml', silentLogger);
    expect(sends(result.actions)).toEqual(['Good luck with the revision!', 'Go get it! Talk later.']);
    expect(result.memory.notes.map((n) => n.text)).toEqual(["Alice's chemistry exam: Fri 2026-03-06 09:00."]);
    expect(result.events.map((e) => [e.at, e.what])).toEqual([
      ['2026-03-06 14:00', 'Ask Alice how her chemistry exam went.'],
    ]);
  });

  it('keeps a note written after the messages an answer may send', async () => {
    const many = Array.from({ length: 12 }, (_, i) => `# «send»\nmessage ${i + 1}`).join('\n\n');
    const result = await replayDecisions(0, [`${many}\n\n# «note»\nafter the cut`]);
    expect(sends(result.actions)).toHaveLength(10);
    expect(result.memory.notes.map((n) => n.text)).toEqual(['after the cut']);
  });

  it('keeps every decision of a generated answer, wherever it stands and whenever the person writes', async () => {
    await fc.assert(
      fc.asyncProperty(decidingAnswers, async (deciding) => {
        const result = await replayDecisions(
          deciding.writesAfterSeconds,
          [deciding.answer, '# «send»\nok'],
          `${deciding.run}`,
        );
        const where = `Alice writes after ${deciding.writesAfterSeconds} s:\n${deciding.answer}`;
        expect(lostDecisions(deciding, result), where).toEqual([]);
        // Each decision once: nothing is written twice either.
        expect(result.memory.notes, where).toHaveLength(deciding.notes.length);
        expect(result.events, where).toHaveLength(deciding.events.length);
      }),
      // Bounded: each run is a replay. A failure prints its seed: DECISIONS_SEED=n reruns it.
      { numRuns: 12, seed: seedFrom('DECISIONS_SEED') },
    );
  });

  it('keeps the decisions before an answer cut by its token limit, and withholds the cut last block', async () => {
    await fc.assert(
      fc.asyncProperty(decidingAnswers, cutBlocks, async (deciding, cut) => {
        const text = `${deciding.answer}\n\n${cut}`;
        const result = await replayDecisions(
          deciding.writesAfterSeconds,
          [{ text, finish: 'MAX_TOKENS' }, '# «send»\nok'],
          `${deciding.run}`,
        );
        const where = `cut by MAX_TOKENS, Alice writes after ${deciding.writesAfterSeconds} s:\n${text}`;
        expect(lostDecisions(deciding, result), where).toEqual([]);
        expect(
          result.withheld.map((w) => w.reason),
          where,
        ).toContain('truncated');
        // Nothing of the cut block was sent, remembered or planned.
        const kept = JSON.stringify([sends(result.actions), result.memory, result.events]);
        expect(kept.includes('half'), where).toBe(false);
      }),
      // Bounded: each run is a replay. A failure prints its seed: DECISIONS_SEED=n reruns it.
      { numRuns: 8, seed: seedFrom('DECISIONS_SEED') },
    );
  });
});
