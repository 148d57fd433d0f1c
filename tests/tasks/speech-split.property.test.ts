import fc from 'fast-check';
import { describe, it } from 'vitest';
import { seedFrom } from '../property.js';
import { expectAsMeant } from './sent-whole.js';

/*
 * A line of two parts, the writer's analysis at one end and the message at the other, glued by a
 * sentence's end with or without its space: only the message is sent, in a direct chat or a group,
 * alone or before another message. A member's feelings under their name as a label, and a reading
 * of the member the answer calls, are the writer's too. The twins, a person's own sentences joined
 * on one line and a rota by name, are sent as typed. The texts are the test's own.
 */
const seed = seedFrom('SPLIT_SEED', 20261130);
const runs = { numRuns: 100, seed };

/** The writer's analysis that opens the line, and the one it reads in a direct chat. */
const OPENINGS = [
  ['Lena', 'Goal: confirm the shift clearly.'],
  ['Burak', 'Burak panik halinde, önce duygusunu onaylamalıyım.'],
  ['Darren', 'Darren sounds overwhelmed by the cost, acknowledge it first.'],
  ['Inès', 'Answering the ride first.'],
  ['Mila', 'She is nervous about the exam, so keep it short.'],
] as const;
/** Messages of the partner's chat, none opening in lower case. */
const MESSAGES = [
  'はい、午後入れます！',
  'Ay canım, korkman çok normal',
  'Claro, te recojo a las 6:30',
  'Walao 60k?! Ok don’t panic first',
  'Sure, Friday works for me!',
] as const;
/** How the two parts meet on the line. */
const GLUES = [' ', '  ', ''] as const;

describe('a line split between the writer’s analysis and the message', () => {
  it('the analysis opening the line is withheld, the rest sent, alone or before another message', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OPENINGS),
        fc.constantFrom(...MESSAGES),
        fc.constantFrom(...GLUES),
        fc.boolean(),
        ([partner, opening], message, glue, followed) => {
          const next = 'Talk later 👋';
          expectAsMeant({
            participants: [partner],
            answer: `# «send»\n${opening}${glue}${message}${followed ? `\n\n# «send»\n${next}` : ''}`,
            expect: [
              { type: 'send', text: message },
              ...(followed ? [{ type: 'send' as const, text: next }] : []),
            ],
          });
        },
      ),
      runs,
    );
  });

  it('a reading of the partner closing the line is withheld before another message', () => {
    const chats = [
      ['Malte', 'Klar bin ich da.', 'Malte braucht jetzt keine großen Worte, nur ein klares Ja.'],
      [
        'Sofia',
        'Yes, I can take her on Friday!',
        'Sofia is worried about the cost and needs a clear answer.',
      ],
      ['Kemal', 'Tamam, ben de geliyorum!', 'Kemal feels left out, so he needs a warm yes.'],
    ] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...chats),
        fc.constantFrom(' ', ''),
        ([partner, message, reading], glue) => {
          expectAsMeant({
            participants: [partner],
            answer: `# «send»\n${message}${glue}${reading}\n\n# «send»\nSee you soon`,
            expect: [
              { type: 'send', text: message },
              { type: 'send', text: 'See you soon' },
            ],
          });
        },
      ),
      runs,
    );
  });

  it('twin: a person’s own sentences joined on one line are sent as typed', () => {
    const lines = [
      ['Abena', 'Abena relax, i go handle am. you focus on your books'],
      ['Lea', 'Jonas meinte „alles gut“ — glaub ich ihm nicht ganz 😄 Samstag 10 bis 14!'],
      ['Mina', 'Sure, mine again. Bring snacks, not Wingspan'],
      ['Ana', 'Tom is running late. Start without him, he said!'],
      ['Bia', 'Ana ficou triste com a notícia. Liga pra ela hoje?'],
    ] as const;
    fc.assert(
      fc.property(fc.constantFrom(...lines), fc.boolean(), ([partner, line], followed) => {
        expectAsMeant({
          participants: [partner],
          answer: `# «send»\n${line}${followed ? '\n\n# «send»\nok?' : ''}`,
          expect: [
            { type: 'send', text: line },
            ...(followed ? [{ type: 'send' as const, text: 'ok?' }] : []),
          ],
        });
      }),
      runs,
    );
  });

  it('twin: a line opening with the partner’s name and no comma, alone in the answer, is sent as typed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'Tunde abeg buy the red one, no be that orange wahala. I dey come Saturday',
          'Dimas jangan lupa bawa payung. Nanti hujan!',
        ),
        (line) => {
          const partner = line.split(' ')[0] ?? '';
          expectAsMeant({
            participants: [partner],
            answer: `# «send»\n${line}`,
            expect: [{ type: 'send', text: line }],
          });
        },
      ),
      runs,
    );
  });
});

/** A group of four and the member the answer speaks to. */
const MEMBERS = ['Tunde', 'Chioma', 'Otieno', 'Bartek'] as const;
const FEELINGS = [
  'defensive, feels singled out',
  'hurt but hiding it',
  'stressed, wants a clear list',
] as const;

describe('a member read by the writer in a group', () => {
  it('their name as the label of how they feel, by colon or dash, over the message: withheld', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MEMBERS),
        fc.constantFrom(...FEELINGS),
        fc.constantFrom(': ', ' — ', ' – '),
        (member, feeling, mark) => {
          const message = `${member}, nobody blames you. We sort it out together`;
          expectAsMeant({
            participants: [...MEMBERS],
            chat: 'group',
            answer: `# «send»\n${member}${mark}${feeling}.\n${message}`,
            expect: [{ type: 'send', text: message, replyTo: 4005 }],
          });
        },
      ),
      runs,
    );
  });

  it('a reading of the member the line under it calls, by name or pronoun: withheld', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MEMBERS), fc.boolean(), (member, pronoun) => {
        const reading = `${pronoun ? 'He' : member} feels attacked by the whole group, soften it.`;
        const message = `${member}, the plan is fine, one detail is off, that's all`;
        expectAsMeant({
          participants: [...MEMBERS],
          chat: 'group',
          answer: `# «send»\n${reading}\n${message}`,
          expect: [{ type: 'send', text: message, replyTo: 4005 }],
        });
      }),
      runs,
    );
  });

  it('twin: a rota by the members’ names, and a member’s feelings told to the group, are sent whole', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MEMBERS), fc.constantFrom(': ', ' — '), (member, mark) => {
        const others = MEMBERS.filter((name) => name !== member);
        const rota = [member, ...others].map(
          (name, i) => `${name}${mark}${['crates', 'fire', 'kitchen', 'music'][i]}`,
        );
        const news = `${member} is nervous about Saturday, be gentle with them`;
        const text = `${rota.join('\n')}\n\n${news}`;
        expectAsMeant({
          participants: [...MEMBERS],
          chat: 'group',
          answer: `# «send»\n${text}`,
          expect: [{ type: 'send', text, replyTo: 4005 }],
        });
      }),
      runs,
    );
  });
});
