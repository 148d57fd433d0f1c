import { describe, expect, it } from 'vitest';
import { readHeading } from '../../src/tasks/headings.js';
import { seededRandom } from '../random.js';
import { leaksIn } from './corpus/evaluate.js';
import { generate, spokenTasks } from './corpus/generated.js';

/*
 * The speech boundary's invariants over generated answers (tests/tasks/corpus/generated.ts):
 * exactly the meant messages, minus their wrappers, reach the chat, with nothing of a heading,
 * marker, label or reasoning in them. Bounded runs; a failure names its seed (SPEECH_SEED=n
 * reruns it, any other seed explores further) and the answer.
 */
describe('the speech boundary over generated answers', () => {
  it('sends exactly the meant messages, minus their wrappers, and nothing else', () => {
    const seed = Number(process.env.SPEECH_SEED ?? 20261127);
    const rnd = seededRandom(seed);
    for (let i = 0; i < 400; i++) {
      const generated = generate(rnd);
      const context = `seed ${seed} (SPEECH_SEED=${seed}), case ${i}: ${JSON.stringify(generated.answer)}`;
      const { sent, texts } = spokenTasks(generated);
      expect(sent, context).toEqual(generated.meant);
      for (const text of texts) {
        expect(leaksIn(text), context).toEqual([]);
        for (const line of text.split('\n')) expect(readHeading(line), context).toBeUndefined();
      }
    }
  });
});
