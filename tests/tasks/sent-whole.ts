import { expect } from 'vitest';
import { type CorpusEntry, type Expected, judge } from './corpus/evaluate.js';

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

/** `answer` is silence in a group: nothing planned, nothing leaked, a reason given. */
export function expectSilence(answer: string) {
  const verdict = judge({ name: 'generated', answer, chat: 'group', expect: [] });
  expect([verdict.lost, verdict.leaked, verdict.silence !== undefined], answer).toEqual([[], [], true]);
}
