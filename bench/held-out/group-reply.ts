/**
 * In a group the planner makes the first message that names no message to answer a reply to the
 * one the turn answers (`planSteps`), so it is clear whom the persona answers. The writers of sets
 * 92, 94 and 95 were not told; their expectations are stated under that rule here, and nothing
 * else in them changes. Their first runs, before this, are in the notes of the stop that added
 * them.
 */
import { type CorpusEntry, type Expected, TARGET } from '../../tests/tasks/corpus/evaluate.js';

export function withGroupReply(entries: readonly CorpusEntry[]): readonly CorpusEntry[] {
  return entries.map((entry) =>
    entry.chat === 'group' ? { ...entry, expect: firstMessageReplies(entry.expect) } : entry,
  );
}

function firstMessageReplies(expect: readonly Expected[]): Expected[] {
  const first = expect.findIndex((task) => task.type === 'send' || task.type === 'sticker');
  return expect.map((task, i) =>
    i === first && (task.type === 'send' || task.type === 'sticker') && task.replyTo === undefined
      ? { ...task, replyTo: TARGET }
      : task,
  );
}
