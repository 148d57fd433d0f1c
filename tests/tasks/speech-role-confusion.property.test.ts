import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedFrom } from '../property.js';
import type { Expected } from './corpus/evaluate.js';
import { expectAsMeant, oneLineMessage } from './sent-whole.js';

/*
 * The model writing for the wrong side: a participant's turn in a block after the persona's
 * message or under a made-up header, a paragraph calling the persona by name, a participant's
 * line said back under their label. Each is held back and the persona's message sent whole. The
 * twins (the persona quoting someone, a name that is also a word asking, the persona of itself in
 * the third person, a list handed out to everyone and "me") are sent. Names and lines are the
 * test's own.
 */
const runs = { numRuns: 80, seed: seedFrom('ROLE_CONFUSION_SEED', 20261128) };

const PERSONAS = ['Heidi', 'Élodie', 'Thiago', 'Дарина', 'Wren'];
const OTHERS = ['Marta', 'Tobias', 'Kenji', 'Сергей'];
/**
 * A participant's turn, as the model goes on to write it; one speaking to someone in a group may be
 * the persona addressing them, and is not drawn here.
 */
const TURNS = [
  'lol true',
  'ok deal, saturday then',
  'merci chef 🙏',
  'ну ладно, договорились',
  'haha classic 😌',
];
/** A participant taking the persona's message and speaking back to it. */
const TAKING_IT = ['perfect, see you there then 🙌', 'passt, danke dir', 'ок, жду тебя в 8'];
/** Someone else speaking to the persona, after calling it by name. */
const TO_PERSONA = ['you did not say that 😭', 'tu réponds ou quoi', 'roll for it when you get there 🎲'];

function planned(answer: string, persona: string, messages: readonly string[], chat: 'direct' | 'group') {
  return expectAsMeant({
    answer,
    persona,
    chat,
    callout: true,
    participants: chat === 'direct' ? [OTHERS[0] ?? 'Marta'] : OTHERS,
    others: new Map([[4005, 'Heidi, can you bring the ladder on Saturday? and the rope']]),
    expect: messages.map(
      (text, i): Expected =>
        chat === 'group' && i === 0 ? { type: 'send', text, replyTo: 4005 } : { type: 'send', text },
    ),
  });
}

const persona = fc.constantFrom(...PERSONAS);
const other = fc.constantFrom(...OTHERS);
const chat = fc.constantFrom<'direct' | 'group'>('direct', 'group');

describe("a participant's turn written by the model", () => {
  it('in a block after the message, under a label or a header numbered after the chat, is held back', () => {
    fc.assert(
      fc.property(
        oneLineMessage,
        persona,
        other,
        fc.constantFrom(...TURNS),
        fc.integer({ min: 0, max: 2 }),
        chat,
        (text, me, name, turn, shape, kind) => {
          const who = kind === 'direct' ? (OTHERS[0] ?? name) : name;
          const block = [`${who}: ${turn}`, `${who} (4006): ${turn}`, `⟦#4006 ${who} 19:42⟧\n${turn}`][shape];
          const result = planned(`# «send»\n${text}\n\n# «send»\n${block}`, me, [text], kind);
          expect(result.withheld.map((w) => w.reason)).toContain('outside-blocks');
        },
      ),
      runs,
    );
  });

  it('under a made-up header after a script of labelled lines, or as the whole answer, is held back', () => {
    fc.assert(
      fc.property(persona, other, fc.constantFrom(...TURNS), (me, name, turn) => {
        const script = 'here you go 🎭\n\nKID: can I have the wifi?\nGRAN: with sugar or without?';
        planned(`# «send»\n${script}\n\n⟦#4006 ${name} 19:42⟧\n${turn}`, me, [script], 'group');
        planned(`⟦#4006 ${name}⟧\n${turn}`, me, [], 'group');
      }),
      runs,
    );
  });

  it('calling the persona by name, in a block or paragraph of its own, is held back', () => {
    fc.assert(
      fc.property(
        oneLineMessage,
        persona,
        fc.constantFrom(...TO_PERSONA),
        fc.constantFrom('', 'ugh ', 'thanks ', 'valeu '),
        fc.constantFrom(', ', ' ?? ', '! '),
        fc.boolean(),
        (text, me, said, opener, mark, block) => {
          // The short form a vocative takes (`Дарин` for `Дарина`) calls it too.
          const called = me === 'Дарина' ? 'Дарин' : me;
          const line = `${opener}${called}${mark}${said}`;
          planned(`# «send»\n${text}${block ? '\n\n# «send»\n' : '\n\n'}${line}`, me, [text], 'direct');
        },
      ),
      runs,
    );
  });

  it("said back under its sender's label before the answer is an echo", () => {
    fc.assert(
      fc.property(oneLineMessage, (text) => {
        const result = planned(
          `# «send»\nMarta: Heidi, can you bring the ladder on Saturday?\n${text}`,
          'Heidi',
          [text],
          'group',
        );
        expect(result.withheld.map((w) => w.reason)).toContain('echo');
      }),
      runs,
    );
  });

  it('twins: quoting someone, a name that is a word asking, the persona of itself, a list handed to everyone and me', () => {
    const cases: readonly [string, string, 'direct' | 'group'][] = [
      ['Mira', 'he literally said "Mira, you\'re insane" and walked off 💀', 'direct'],
      ['Will', 'Will you come tomorrow? I can drive', 'direct'],
      ['May', 'May I ask you something? it is about Sunday', 'direct'],
      ['Heidi', "Heidi is officially off duty and you can't make her count receipts tonight 😤", 'direct'],
      ['Élodie', 'Planning ménage 🧽\nMarta : cuisine\nTobias : salle de bain\nmoi : courses', 'group'],
      [
        'Wren',
        'the table so far:\nMarta: "is that even legal"\nKenji: "I had a slot left 😌"\nme: grabbing popcorn 🍿',
        'group',
      ],
      ['Heidi', 'thanks Marta, you are the best', 'direct'],
    ];
    for (const [me, text, kind] of cases) planned(`# «send»\n${text}`, me, [text], kind);
  });
});

describe("the transcript's furniture written into the body", () => {
  it('a line of numbers, times, names and the transcript’s words is held back; a log header is taken off', () => {
    const furniture = [
      'Just arrived: #4005 Marta',
      '(edited 18:44)',
      'reactions: 👍 Marta, ❤️ Heidi',
      'Heidi 18:40',
    ];
    fc.assert(
      fc.property(oneLineMessage, fc.constantFrom(...furniture), fc.boolean(), (text, line, before) => {
        const body = before ? `${line}\n${text}` : `${text}\n${line}`;
        // The persona's name over a time is a header only opening the body.
        fc.pre(before || !line.startsWith('Heidi'));
        planned(`# «send»\n${body}`, 'Heidi', [text], 'direct');
        planned(`# «send»\n#4006 Heidi 18:41: ${text}`, 'Heidi', [text], 'direct');
        // The turn's own header over the message is no participant's turn.
        planned(`⟦Now: Fri 2026-11-27 18:22. Just arrived: #4005 Marta⟧\n${text}`, 'Heidi', [text], 'direct');
        const made = planned(`# «send»\n${text}\n#4006 Marta: haha ok`, 'Heidi', [text], 'direct');
        expect(made.withheld.map((w) => w.reason)).toContain('outside-blocks');
      }),
      runs,
    );
  });

  it('twins: a schedule by name and time, a ticket number, an edit spoken of', () => {
    for (const text of [
      'pickups today:\nHeidi 18:40\nMarta 19:10',
      '#4006 is the ticket number',
      'edited the doc, check it',
    ])
      planned(`# «send»\n${text}`, 'Heidi', [text], 'direct');
  });
});

describe("another's turn headed the way a chat app shows it", () => {
  /** A header over a participant's turn: wrapped, stamped, or a few words before a colon. */
  const headers = (name: string) => [
    `**${name}**`,
    `— ${name} —`,
    `[${name}]`,
    `${name}, 27.11.2026 19:42:`,
    `[Fri 19:42] ${name}:`,
    `${name} 19:42`,
    `Reply from ${name}:`,
    `↪ ${name} wrote:`,
    `↪️ ${name}`,
  ];
  const notices = (name: string) => [
    `${name} joined the group`,
    `${name} is typing…`,
    `${name} hat die Gruppe verlassen`,
    `${name} a réagi`,
    `👍 2 · ${name}, Kenji`,
    `${name}さんがグループに参加しました`,
    `${name} sta scrivendo...`,
    `👍 ${name}, Kenji · ❤️ Tobias`,
  ];

  it('a header over their text, a notice of what they did, or a tally of reactions is held back with all after it', () => {
    fc.assert(
      fc.property(
        oneLineMessage,
        persona,
        other,
        fc.constantFrom(...TURNS),
        fc.nat(8),
        fc.option(fc.nat(7), { nil: undefined }),
        (text, me, name, turn, header, notice) => {
          const made =
            notice === undefined
              ? `${headers(name)[header]}\n${turn}`
              : `${notices(name)[notice]}${header % 2 ? `\n${name}: ${turn}` : ''}`;
          const result = planned(`# «send»\n${text}\n\n${made}`, me, [text], 'group');
          expect(result.withheld.map((w) => w.reason)).toContain('outside-blocks');
        },
      ),
      runs,
    );
  });

  it('a label opening a paragraph after the message, taking it, is their turn even spoken to the persona, quoted or after an arrow too', () => {
    fc.assert(
      fc.property(
        oneLineMessage,
        persona,
        other,
        fc.constantFrom(...TURNS, ...TAKING_IT),
        // Set off by a quote's mark closing the body, or an arrow.
        fc.constantFrom('', '> ', '↩️ '),
        (text, me, name, said, mark) => {
          planned(`# «send»\n${text}\n\n${mark}${name}: ${said}`, me, [text], 'group');
        },
      ),
      runs,
    );
  });

  it('a list by name in a paragraph of its own is sent, and a run of replies after it held back', () => {
    const lists = [
      'Marta: chairs\nTobias: the speaker\nme: snacks',
      'Marta : Kenji, Tobias\nСергей : the rest',
      'jobs:\n\nMarta: tickets\nKenji: the van',
    ];
    const replies = ['Marta: 👍\nKenji: ok for me', 'Tobias: deal\nСергей: I bring the rope'];
    fc.assert(
      fc.property(
        oneLineMessage,
        persona,
        fc.constantFrom(...lists),
        fc.option(fc.constantFrom(...replies), { nil: undefined }),
        (text, me, list, reply) => {
          const message = `${text}\n\n${list}`;
          planned(`# «send»\n${message}${reply ? `\n\n${reply}` : ''}`, me, [message], 'group');
        },
      ),
      runs,
    );
  });

  it('twins: a heading for someone over their part, one relaying another, a name over a list', () => {
    for (const text of [
      'sorted 🙌\n\nFor Marta:\nthe blue folder is on the shelf',
      'sorted 🙌\n\nKenji, from Marta earlier:\nshe says the van is booked',
      'sorted 🙌\n\n**Marta**\n- chairs\n- cups',
      'sorted 🙌\n\nTobias added Kenji as a joke, right?',
      // A plural of an option word is no version label (`Option s`).
      'Options:\n- Marta drives\n- we take the train',
    ])
      planned(`# «send»\n${text}`, 'Heidi', [text], 'group');
  });
});
