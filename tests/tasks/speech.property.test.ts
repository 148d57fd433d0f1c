import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readHeading } from '../../src/tasks/headings.js';
import { seedFrom } from '../property.js';
import { leaksIn } from './corpus/evaluate.js';
import { generatedAnswer, silentAnswer, spokenSilence, spokenTasks } from './corpus/generated.js';
import {
  dataAnswer,
  familyAnswer,
  familySilence,
  familyTwin,
  spokenFamily,
} from './corpus/generated-families.js';
import { lookalikeAlone, silentVaried, spokenVaried, spokenVariedTexts } from './corpus/generated-varied.js';

/*
 * The speech boundary's invariants over generated answers (tests/tasks/corpus/generated.ts, fast-check
 * arbitraries): exactly the meant messages, minus their wrappers, reach the chat, with nothing of a
 * heading, marker, label or reasoning in them. Bounded runs; a failure prints fast-check's seed and
 * the shrunk answer (SPEECH_SEED=n reruns it, any other seed explores further).
 */
describe('the speech boundary over generated answers', () => {
  it('sends exactly the meant messages, minus their wrappers, and nothing else', () => {
    fc.assert(
      fc.property(generatedAnswer, (generated) => {
        const context = JSON.stringify(generated.answer);
        const { sent, texts } = spokenTasks(generated);
        expect(sent, context).toEqual(generated.meant);
        for (const text of texts) {
          expect(leaksIn(text), context).toEqual([]);
          for (const line of text.split('\n')) expect(readHeading(line), context).toBeUndefined();
        }
      }),
      { numRuns: 400, seed: seedFrom('SPEECH_SEED', 20261127) },
    );
  });

  it('sends every message of other personas, languages and chats, written in near-misses of the format', () => {
    fc.assert(
      fc.property(spokenVaried, (varied) => {
        const context = JSON.stringify(varied);
        const { texts, silence } = spokenVariedTexts(varied);
        expect(texts, context).toEqual(varied.meant);
        expect(silence, context).toBeUndefined();
        for (const text of texts) expect(leaksIn(text, varied.persona), context).toEqual([]);
      }),
      { numRuns: 400, seed: seedFrom('SPEECH_SEED', 20261127) },
    );
  });

  it("sends nothing for silence in the persona's language, a token or an invisible body", () => {
    fc.assert(
      fc.property(silentVaried, (varied) => {
        const { texts, silence } = spokenVariedTexts(varied);
        expect(texts, JSON.stringify(varied)).toEqual([]);
        expect(silence, JSON.stringify(varied)).toBeDefined();
      }),
      { numRuns: 300, seed: seedFrom('SPEECH_SEED', 20261127) },
    );
  });

  it('sends a capital word or an aside alone by the chat and style.actions, never anything else', () => {
    fc.assert(
      fc.property(lookalikeAlone, (varied) => {
        const { texts } = spokenVariedTexts(varied);
        expect(texts, JSON.stringify(varied)).toEqual(varied.meant);
      }),
      { numRuns: 200, seed: seedFrom('SPEECH_SEED', 20261127) },
    );
  });

  it('sends nothing for silence written as a token or a wrapped line, in any chat', () => {
    fc.assert(
      fc.property(silentAnswer, (silent) => {
        const spoken = spokenSilence(silent);
        expect(spoken.sent, JSON.stringify(silent)).toBe(0);
        expect(spoken.silence, JSON.stringify(silent)).toBeDefined();
      }),
      { numRuns: 200, seed: seedFrom('SPEECH_SEED', 20261127) },
    );
  });

  it('holds back labels, reasoning and translation asides, narration and sign-offs in any language and script', () => {
    fc.assert(
      fc.property(familyAnswer, (family) => {
        const context = JSON.stringify(family);
        const { texts, silence } = spokenFamily(family);
        expect(texts, context).toEqual(family.meant);
        expect(silence, context).toBeUndefined();
        for (const text of texts) expect(leaksIn(text, family.persona), context).toEqual([]);
      }),
      { numRuns: 500, seed: seedFrom('SPEECH_SEED', 20261127) },
    );
  });

  it('sends the strings of a body written as data: JSON in any language, a list, a tool call', () => {
    fc.assert(
      fc.property(dataAnswer, (family) => {
        expect(spokenFamily(family).texts, JSON.stringify(family)).toEqual(family.meant);
      }),
      { numRuns: 300, seed: seedFrom('SPEECH_SEED', 20261127) },
    );
  });

  it('sends nothing for silence announced or narrated in any language and wrapping', () => {
    fc.assert(
      fc.property(familySilence, (family) => {
        const { texts, silence } = spokenFamily(family);
        expect(texts, JSON.stringify(family)).toEqual([]);
        expect(silence, JSON.stringify(family)).toBeDefined();
      }),
      { numRuns: 300, seed: seedFrom('SPEECH_SEED', 20261127) },
    );
  });

  it("sends each family's twin, a message a person would type with the same surface, as written", () => {
    fc.assert(
      fc.property(familyTwin, (family) => {
        expect(spokenFamily(family).texts, JSON.stringify(family)).toEqual(family.meant);
      }),
      { numRuns: 300, seed: seedFrom('SPEECH_SEED', 20261127) },
    );
  });
});
