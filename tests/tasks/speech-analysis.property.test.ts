import fc from 'fast-check';
import { describe, it } from 'vitest';
import { seedFrom } from '../property.js';
import { expectAsMeant } from './sent-whole.js';

/*
 * The writer's analysis of the turn between the parts of a long message (a recipe, a plan, an
 * explanation): a note to itself, the user's question restated with what to do about it, in any
 * language. Held back wherever it stands after the first paragraph; the message is sent with its
 * other paragraphs, in order. Its twins, paragraphs a person writes about other people, stay.
 * The paragraphs here are the test's own.
 */
const seed = seedFrom('SPEECH_ANALYSIS_SEED', 20261129);

const PARTS = [
  [
    'Jasne, przepisuję z zeszytu babci:',
    '500 g mąki, 250 g miodu, 100 g masła.',
    'Ciasto ma leżakować 2 tygodnie.',
  ],
  [
    'Держи, это из нашего воркера.',
    'Главное: ретраим только временные ошибки.',
    'И лимит попыток, иначе вечный цикл.',
  ],
  [
    'Ok, here is the plan for Saturday.',
    'We meet at 10 by the fountain, bring water.',
    'Lunch is at the hut at 1.',
  ],
  [
    'Claro, te paso la receta de mamá.',
    'Pan del día anterior, leche, canela y huevos.',
    'Se fríen hasta que estén doradas.',
  ],
];
const ANALYSES = [
  'Notatka dla siebie: Kasia pytała też o leżakowanie, odpowiedzieć w tej samej wiadomości.',
  'Пользователь спрашивает про пример с backoff, поэтому нужно дать рабочий код и объяснить jitter.',
  'The user is asking about the route and the lunch, so I should cover both briefly.',
  'El usuario pregunta por la receta, así que respondo con los pasos.',
];
const TWINS = [
  'Jonas asked about Saturday too, he is coming with his sister.',
  'Mama fragt, ob du Kuchen mitbringst. Sie meint den mit Mohn 😄',
  'Kasia pytała o ciebie wczoraj, pozdrawia!',
];

describe('an analysis of the turn between the parts of a message', () => {
  it('is held back where it stands, and the parts are sent in order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PARTS),
        fc.constantFrom(...ANALYSES),
        fc.integer({ min: 1, max: 3 }),
        (parts, analysis, at) => {
          const written = [...parts.slice(0, at), analysis, ...parts.slice(at)];
          expectAsMeant({
            answer: `# «send»\n${written.join('\n\n')}`,
            expect: [{ type: 'send', text: parts.join('\n\n') }],
            withheld: ['reasoning'],
          });
        },
      ),
      { numRuns: 40, seed },
    );
  });

  it('twins: a paragraph about someone else a person writes is sent', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PARTS),
        fc.constantFrom(...TWINS),
        fc.integer({ min: 1, max: 3 }),
        (drawn, twin, at) => {
          // An English paragraph in a message of another language is the model's working voice:
          // the English twin goes with the English parts.
          const english = PARTS.find((p) => p[0]?.startsWith('Ok, here')) ?? drawn;
          const parts = twin.startsWith('Jonas') ? english : drawn;
          const text = [...parts.slice(0, at), twin, ...parts.slice(at)].join('\n\n');
          expectAsMeant({ answer: `# «send»\n${text}`, expect: [{ type: 'send', text }] });
        },
      ),
      { numRuns: 30, seed },
    );
  });
});

describe('the writer narrating its next step before a reaction', () => {
  it('is held back; the message and the reaction go out', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PARTS.map((parts) => parts[0] ?? '')),
        fc.constantFrom(
          'Außerdem reagiere ich noch auf seine neuen Schuhe:',
          'Теперь отвечу на её стикер реакцией.',
          'And a reaction for the photo:',
          'Je réagis aussi à sa photo.',
        ),
        (message, step) => {
          expectAsMeant({
            answer: `# «send»\n${message}\n\n${step}\n\n# «react» 4001\n😁`,
            expect: [
              { type: 'send', text: message },
              { type: 'react', emoji: '😁', messageId: 4001 },
            ],
          });
        },
      ),
      { numRuns: 20, seed },
    );
  });

  it('twins: a line about someone’s reaction, and a lead-in before a sticker, stay', () => {
    for (const text of [
      'ok you win\n\nyour reaction was priceless 😂',
      'Same here.\n\nHer reaction when she saw it!',
    ]) {
      expectAsMeant({
        answer: `# «send»\n${text}\n\n# «react» 4001\n😁`,
        expect: [
          { type: 'send', text },
          { type: 'react', emoji: '😁', messageId: 4001 },
        ],
      });
    }
    expectAsMeant({
      answer: '# «send»\nsunday yes\n\nmy mood right now:\n\n# «sticker»\n😴',
      expect: [
        { type: 'send', text: 'sunday yes\n\nmy mood right now:' },
        { type: 'sticker', set: 'HeidiDuck', name: '😴' },
      ],
    });
  });
});
