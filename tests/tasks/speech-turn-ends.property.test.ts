import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedFrom } from '../property.js';
import { expectAsMeant, oneLineMessage } from './sent-whole.js';

/*
 * Where an answer stops being the persona's, told by structure: a turn made up for another role
 * and the model's own opened again after it, a tool's result the model wrote itself, a call cut
 * by the output limit, a reasoning summary between two messages, a checklist of the turn under
 * the message's last line. Each with the twin a person, or a well-formed answer, writes.
 */
const runs = { numRuns: 60, seed: seedFrom('TURN_ENDS_SEED', 20261128) };
const two = fc.tuple(oneLineMessage, oneLineMessage).filter(([a, b]) => a !== b);

/** Another role's turn, then the model's own opened again, in four templates. */
const INVENTED: readonly ((said: string) => string)[] = [
  (said) => `<|im_end|>\n<|im_start|>user\n${said}<|im_end|>\n<|im_start|>assistant`,
  (said) => `</s>\n[INST] ${said} [/INST]`,
  (said) => `<end_of_turn>\n<start_of_turn>user\n${said}<end_of_turn>\n<start_of_turn>model`,
  (said) =>
    `<|eot_id|><|start_header_id|>user<|end_header_id|>\n${said}<|eot_id|><|start_header_id|>assistant<|end_header_id|>`,
];

describe('a turn made up for another role', () => {
  it('ends the answer when the model opens its own turn again: the blocks after it are never sent', () => {
    fc.assert(
      fc.property(two, fc.constantFrom(...INVENTED), ([text, later], turn) => {
        expectAsMeant({
          answer: `# «send»\n${text}${turn('thanks!!')}\n# «send»\n${later}\n\n# «react» 4005\n👍`,
          expect: [{ type: 'send', text }],
        });
      }),
      runs,
    );
  });

  it('twin: a block after the template closes with no turn of its own opened is still sent', () => {
    fc.assert(
      fc.property(two, ([text, later]) => {
        expectAsMeant({
          answer: `# «send»\n${text}<|im_end|>\n\n# «send»\n${later}`,
          expect: [
            { type: 'send', text },
            { type: 'send', text: later },
          ],
        });
      }),
      runs,
    );
  });
});

const call = (text: string) =>
  `<tool_call>\n${JSON.stringify({ name: 'send_message', arguments: { text } })}\n</tool_call>`;

describe('tool calls in tags', () => {
  it('send their messages, not a result the model wrote for them, nor what it says after', () => {
    fc.assert(
      fc.property(two, fc.constantFrom('tool_response', 'tool_result', 'function_results'), ([a, b], tag) => {
        expectAsMeant({
          answer: `${call(a)}\n${call(b)}\n<${tag}>\n{"status": "ok", "message_id": 4006}\n</${tag}>\nDone! Both messages have been sent.`,
          expect: [
            { type: 'send', text: a },
            { type: 'send', text: b },
          ],
        });
      }),
      runs,
    );
  });

  it('cut by the output limit in a later call: the complete calls are sent', () => {
    fc.assert(
      fc.property(two, fc.integer({ min: 1, max: 30 }), ([a, b], keep) => {
        const cut = call(b).slice(0, Math.min(keep + 12, call(b).length - 16));
        expectAsMeant({ answer: `${call(a)}\n${cut}`, truncated: true, expect: [{ type: 'send', text: a }] });
      }),
      runs,
    );
  });
});

describe('a reasoning summary between two messages', () => {
  const TITLES = [
    '**Refining the Second Message**',
    '**Crafting the Follow-up**',
    '**Considering Her Question**',
  ];
  const PLANS = [
    "I'm now making sure the next message answers the quiz question.",
    'Now I want the second message to stay short and warm.',
    "I'll keep the follow-up light and answer the question about Saturday.",
  ];
  it('is held back, title and plan, and both messages are sent', () => {
    fc.assert(
      fc.property(two, fc.constantFrom(...TITLES), fc.constantFrom(...PLANS), ([a, b], title, plan) => {
        expectAsMeant({
          answer: `# «send»\n${a}\n\n${title}\n\n${plan}\n\n# «send»\n${b}`,
          expect: [
            { type: 'send', text: a },
            { type: 'send', text: b },
          ],
        });
      }),
      runs,
    );
  });

  it("twin: a person's closing promise, with no title over it, is the message's", () => {
    fc.assert(
      fc.property(oneLineMessage, (a) => {
        const text = `${a}\n\nI'll answer properly tonight, promise`;
        expectAsMeant({ answer: `# «send»\n${text}`, expect: [{ type: 'send', text }] });
      }),
      runs,
    );
  });
});

describe('a checklist of the turn under the last line, no blank line between', () => {
  const CHECKS = [
    '✔ confirmed attendance ✔ stayed in dialect',
    '✅ answered the question\n✅ kept it short',
    '- replied to both ✓\n- no emojis ✓',
  ];
  it('is held back', () => {
    fc.assert(
      fc.property(oneLineMessage, fc.constantFrom(...CHECKS), (text, checks) => {
        expectAsMeant({ answer: `# «send»\n${text}\n${checks}`, expect: [{ type: 'send', text }] });
      }),
      runs,
    );
  });

  it('twins: a list the message introduces, and one mark on the line, are the message', () => {
    for (const text of [
      'Packed for tomorrow:\n✅ passport\n✅ tickets',
      'Rota sorted:\n✔ replied to the landlord ✔ paid the rent',
      'all done ✅',
    ])
      expectAsMeant({ answer: `# «send»\n${text}`, expect: [{ type: 'send', text }] });
  });
});

describe('a persona who speaks of herself in the third person', () => {
  it('sends that message beside another, unless it speaks of the turn as a character the writer plays', () => {
    fc.assert(
      fc.property(oneLineMessage, (later) => {
        const own = 'Heidi does not do mornings. Heidi does noon with coffee in hand.';
        expectAsMeant({
          answer: `# «send»\n${own}\n\n# «send»\n${later}`,
          expect: [
            { type: 'send', text: own },
            { type: 'send', text: later },
          ],
        });
        expectAsMeant({
          answer: `# «send»\nHeidi would answer this warmly and keep it short.\n\n# «send»\n${later}`,
          expect: [{ type: 'send', text: later }],
        });
      }),
      runs,
    );
  });
});

describe("Command R's citation spans", () => {
  it('are taken off and the words they cite stay', () => {
    fc.assert(
      fc.property(oneLineMessage, fc.nat({ max: 3 }), (text, n) => {
        const words = text.split(' ');
        const cited = [`<co: ${n}>${words[0]}</co: ${n}>`, ...words.slice(1)].join(' ');
        expectAsMeant({ answer: `# «send»\n${cited}`, expect: [{ type: 'send', text }] });
      }),
      runs,
    );
  });
});

describe("an action behind the persona's label", () => {
  it('goes where actions are never sent, and stays where they are', () => {
    fc.assert(
      fc.property(oneLineMessage, fc.constantFrom('*laughs*', '*grins*', '*rolls eyes*'), (text, action) => {
        const answer = `# «send»\n**Heidi:** ${action} ${text}`;
        expectAsMeant({ answer, actions: 'never', expect: [{ type: 'send', text }] });
        expectAsMeant({ answer, actions: 'direct', expect: [{ type: 'send', text: `${action} ${text}` }] });
      }),
      runs,
    );
  });
});

describe('an action closing a line where actions are not sent', () => {
  it('goes when it is a verb in -s, alone or with a few words, after the text', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          "honestly it's every week",
          'Na so o, I don tire for this rota',
          'fine, I will do the dishes',
        ),
        fc.constantFrom('*yawns*', '*rolls eyes*', '*sighs dramatically*', '_shrugs_'),
        (text, action) => {
          expectAsMeant({
            answer: `# «send»\n${text} ${action}`,
            actions: 'never',
            expect: [{ type: 'send', text }],
          });
        },
      ),
      runs,
    );
  });

  it('twin: a stressed word closing the line stays', () => {
    for (const text of [
      'I need *this*',
      'we should do it *always*',
      'I love it *so much*',
      'that was *chaos*',
    ])
      expectAsMeant({ answer: `# «send»\n${text}`, actions: 'never', expect: [{ type: 'send', text }] });
  });
});

describe('calls a model makes instead of blocks', () => {
  it("a ReAct trace's action input is the message", () => {
    fc.assert(
      fc.property(
        oneLineMessage,
        fc.constantFrom('send_message', 'reply', 'telegram_send'),
        (text, action) => {
          expectAsMeant({
            answer: `Thought: I should answer her.\nAction: ${action}\nAction Input: ${JSON.stringify({ text })}`,
            expect: [{ type: 'send', text }],
          });
        },
      ),
      runs,
    );
  });

  it('a call named for reacting is the reaction, in the order called', () => {
    fc.assert(
      fc.property(
        oneLineMessage,
        fc.constantFrom('🙏', '👍', '❤'),
        fc.boolean(),
        (text, emoji, reactFirst) => {
          const react = `<tool_call>\n${JSON.stringify({ name: 'react', arguments: { message_id: 4003, emoji } })}\n</tool_call>`;
          const send = call(text);
          const reaction = { type: 'react' as const, emoji, messageId: 4003 };
          const message = { type: 'send' as const, text };
          expectAsMeant({
            answer: reactFirst ? `${react}\n${send}` : `${send}\n${react}`,
            expect: reactFirst ? [reaction, message] : [message, reaction],
          });
        },
      ),
      runs,
    );
  });
});

describe('a tone note in a script without spaces', () => {
  it('is held back, wrapped under the message', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('もちろん！22時からなら大丈夫だよ📞', '好呀，周六见！', '좋아, 토요일에 봐!'),
        fc.constantFrom(
          '（カジュアルで親しみやすいトーンにしました）',
          '（语气轻松一点）',
          '(말투는 친근하게 했어요)',
        ),
        (text, note) => {
          expectAsMeant({ answer: `# «send»\n${text}\n\n${note}`, expect: [{ type: 'send', text }] });
        },
      ),
      runs,
    );
  });

  it("twin: a note about someone else's tone, not wrapped, is the message", () => {
    const text = 'もちろん！\n\nママの口調がちょっと怖かったけど笑';
    expectAsMeant({ answer: `# «send»\n${text}`, expect: [{ type: 'send', text }] });
  });
});

describe('a sticker block cut by the output limit in its set name', () => {
  it('is recorded as cut, and the message before it is sent', () => {
    fc.assert(
      fc.property(oneLineMessage, fc.integer({ min: 1, max: 8 }), (text, keep) => {
        const verdict = expectAsMeant({
          answer: `# «send»\n${text}\n\n# «sticker»\n${'HeidiDuck'.slice(0, keep)}`,
          truncated: true,
          expect: [{ type: 'send', text }],
        });
        expect(verdict.withheld.map((w) => w.reason)).toContain('truncated');
      }),
      runs,
    );
  });
});

describe("a participant's answer made up under a message that spoke to them", () => {
  const LINES: readonly [string, string][] = [
    ['Tomás, vou eu buscar-te, sexta 22h10 ✈️', 'Tomás: obrigadão prima!! fico a dever-te uma'],
    ['Jonas, I can lend you the drill tomorrow', 'Jonas: thanks!! you are the best'],
    ['Marta, te llevo el sábado', 'Marta: gracias, te debo una'],
  ];
  it('is held back in a group, and the message is sent', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LINES), ([message, reply]) => {
        const participants = ['Tomás', 'Jonas', 'Marta', 'Ines'];
        expectAsMeant({
          answer: `# «send»\n${message}\n${reply}`,
          chat: 'group',
          callout: true,
          participants,
          expect: [{ type: 'send', text: message, replyTo: 4005 }],
        });
      }),
      runs,
    );
  });

  it('twin: thanks to someone the message did not speak to is the persona addressing them', () => {
    const text = 'Cake is on me this time!\nJonas: thanks for the drill, you are the best';
    expectAsMeant({
      answer: `# «send»\n${text}`,
      chat: 'group',
      callout: true,
      participants: ['Jonas', 'Ines'],
      expect: [{ type: 'send', text, replyTo: 4005 }],
    });
  });
});
