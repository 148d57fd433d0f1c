import fc from 'fast-check';
import { expect } from 'vitest';
import { type CorpusEntry, type Expected, judge } from './corpus/evaluate.js';
import { PERSON_MESSAGES } from './corpus/person-messages.js';

/**
 * The boundary's generated tests' one check: `answer` sends exactly `messages`, nothing lost and
 * nothing leaked. In a group the first message goes to the one it answers.
 */
export function expectSentWhole(
  answer: string,
  messages: readonly string[],
  options: { persona?: string; chat?: 'direct' | 'group' } = {},
) {
  const chat = options.chat ?? 'direct';
  return expectAsMeant({
    answer,
    chat,
    callout: true,
    ...(options.persona === undefined ? {} : { persona: options.persona }),
    expect: messages.map(
      (text, i): Expected =>
        chat === 'group' && i === 0 ? { type: 'send', text, replyTo: 4005 } : { type: 'send', text },
    ),
  });
}

/** `entry` plans what it expects, nothing lost and nothing leaked; the verdict, for more checks. */
export function expectAsMeant(entry: Omit<CorpusEntry, 'name'>) {
  const verdict = judge({ name: 'generated', ...entry });
  expect([verdict.lost, verdict.leaked], entry.answer).toEqual([[], []]);
  return verdict;
}

/** Where a slip stands beside the message it came with. */
export type SlipPlace = 'first' | 'last' | 'glued-first' | 'glued-last' | 'same-line' | 'block';

/** The answer with `slip` set beside `message`: a paragraph, a glued line, its line's end, or a block. */
export function placeSlip(message: string, slip: string, where: SlipPlace): string {
  switch (where) {
    case 'first':
      return `# «send»\n${slip}\n\n${message}`;
    case 'last':
      return `# «send»\n${message}\n\n${slip}`;
    case 'glued-first':
      return `# «send»\n${slip}\n${message}`;
    case 'glued-last':
      return `# «send»\n${message}\n${slip}`;
    case 'same-line':
      return `# «send»\n${message}. ${slip}`;
    case 'block':
      return `# «send»\n${message}\n\n# «send»\n${slip}`;
  }
}

/**
 * In a direct chat with each twin's partner, the twin as a paragraph over or under that partner's
 * message is sent whole with it: a person's line that looks like the writer's.
 */
export function expectTwinsSentWhole(
  twins: readonly (readonly [string, string])[],
  messageTo: (partner: string) => string,
  runs: fc.Parameters<[readonly [string, string], boolean]>,
) {
  fc.assert(
    fc.property(fc.constantFrom(...twins), fc.boolean(), ([partner, twin], first) => {
      const message = messageTo(partner);
      const text = first ? `${twin}\n\n${message}` : `${message}\n\n${twin}`;
      expectAsMeant({
        participants: [partner],
        answer: `# «send»\n${text}`,
        expect: [{ type: 'send', text }],
      });
    }),
    runs,
  );
}

/** `answer` is silence in a group: nothing planned, nothing leaked, a reason given. */
export function expectSilence(answer: string) {
  const verdict = judge({ name: 'generated', answer, chat: 'group', expect: [] });
  expect([verdict.lost, verdict.leaked, verdict.silence !== undefined], answer).toEqual([[], [], true]);
}

/** A one-line message a person types, as the boundary's generated tests draw them. */
export const oneLineMessage = fc.constantFrom(...PERSON_MESSAGES.filter((m) => !m.includes('\n')));

/**
 * Each of `shapes` wraps a one-line message in something no person types; the message alone is
 * sent, whichever shape and message are drawn.
 */
export function expectShapesSentWhole(
  shapes: readonly ((text: string) => string)[],
  runs: fc.Parameters<[string, number]>,
) {
  fc.assert(
    fc.property(oneLineMessage, fc.integer({ min: 0, max: shapes.length - 1 }), (text, shape) => {
      expectSentWhole(`# «send»\n${shapes[shape]?.(text) ?? text}`, [text]);
    }),
    runs,
  );
}
