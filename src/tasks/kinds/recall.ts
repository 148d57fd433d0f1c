import { z } from 'zod';
import { defineStep, firstField, noLogFields, oneLine } from './define.js';

/** Hits one recall returns at most, and the characters of their texts together. */
export const RECALL_HITS = 8;
export const RECALL_CHARACTERS = 1500;

const params = z.object({ query: z.string().min(1) });

/**
 * `# «recall» query`: search this chat's older messages and summaries. The results come back in
 * a follow-up turn (trigger `recall`); one recall per answer, and the answer's messages after it
 * wait for that turn.
 */
export const recall = defineStep({
  step: params,
  params,
  aliases: ['search', 'remember-when'],
  quiet: false,
  json: { body: firstField(['query', 'text', 'body', 'value']), keyed: false },
  message: undefined,
  plan: (step) => ({ params: { query: oneLine(step.query).slice(0, 200) } }),
  describe: (step) => `recall: ${oneLine(step.query)}`,
  logFields: noLogFields,
});

/**
 * Hits as a follow-up turn carries them (pure): at most `RECALL_HITS`, their texts together at
 * most `RECALL_CHARACTERS`, each cut to an even share of what is left.
 */
export function boundRecallHits<H extends { text: string }>(hits: readonly H[]): H[] {
  const kept = hits.slice(0, RECALL_HITS);
  let left = RECALL_CHARACTERS;
  return kept.map((hit, i) => {
    const share = Math.floor(left / (kept.length - i));
    const text = hit.text.length <= share ? hit.text : `${hit.text.slice(0, Math.max(0, share - 1))}…`;
    left -= text.length;
    return { ...hit, text };
  });
}
