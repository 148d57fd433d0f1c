import fc from 'fast-check';
import { describe, it } from 'vitest';
import { seedFrom } from '../property.js';
import {
  expectShapesSentWhole,
  expectSilence,
  oneLineMessage,
  expectSentWhole as sentWhole,
} from './sent-whole.js';

/*
 * Other models' machinery around a message: a turn their template opens for another role, text
 * generated past the token ending their turn, their own call tokens (Kimi's, GLM's), a search's
 * citation token, a lead-in naming the persona's answer on the message's line; and in a group,
 * the persona's silence narrated without brackets. The message is sent whole, or there is
 * silence; the twins a person types are sent.
 */
const seed = seedFrom('SPEECH_TEMPLATES_SEED', 20261202);
const runs = { numRuns: 100, seed };

describe('other models’ machinery around a message', () => {
  it('is held back', () => {
    expectShapesSentWhole(
      [
        (t) => `${t}\n[INST] ok thanks [/INST]`,
        (t) => `${t}\n<|user|>\nsounds good`,
        (t) => `${t}<|eot_id|>assistant\n\n${t}`,
        (t) => `${t}<|im_end|>\nok bye`,
        (t) => `${t}</s> [INST] and Sunday? [/INST]`,
        (t) => `${t} citeturn1news4`,
        (t) => `Heidi's response: ${t}`,
        (t) => `I can't visit the shop myself, but here is what Heidi would say: ${t}`,
      ],
      runs,
    );
  });

  it('a model’s own call tokens are the calls they stand for', () => {
    fc.assert(
      fc.property(oneLineMessage, fc.boolean(), (text, kimi) => {
        const json = JSON.stringify({ text });
        const answer = kimi
          ? `<|tool_calls_section_begin|><|tool_call_begin|>functions.send_message:0<|tool_call_argument_begin|>${json}<|tool_call_end|><|tool_calls_section_end|>`
          : `<tool_call>send_message\n<arg_key>text</arg_key>\n<arg_value>${text}</arg_value>\n</tool_call>`;
        sentWhole(answer, [text]);
      }),
      { ...runs, numRuns: 40 },
    );
  });

  it('in a group, the persona’s silence narrated without brackets is silence', () => {
    for (const body of ['Heidi stays out of this one.', 'Heidi sits this one out.', 'Heidi doesn’t reply.']) {
      expectSilence(body);
    }
  });

  it('twins a person types are sent whole', () => {
    const TWINS = [
      'Ask Heidi what she would say: she knows best',
      'Heidi’s rule: no phones at dinner 😂',
      'Heidi here, I will stay quiet on this one',
    ];
    for (const text of TWINS) sentWhole(`# «send»\n${text}`, [text]);
  });
});
