import fc from 'fast-check';
import { describe, it } from 'vitest';
import { seedFrom } from '../property.js';
import { expectAsMeant } from './sent-whole.js';

/*
 * The writer reading a group to itself: choosing aloud whom to answer, or narrating the persona
 * over the message as she types, or describing the group's mood. Each is withheld first, last or as a block of its own, and the
 * message is sent. The twins are sent: the member spoken to, a promise exclaimed, someone's words
 * relayed under a colon. The texts here are the test's own.
 */
const seed = seedFrom('GROUP_READING_SEED', 20261129);
const runs = { numRuns: 60, seed };

/** A group in a language, the persona's message to it, and the writer choosing whom to answer. */
const GROUPS = [
  {
    members: ['Mara', 'Till', 'Behrang'],
    message: 'Mara, die Liste kommt heute Abend 📋',
    chooses: 'Ich antworte zuerst Mara, Behrangs Frage hat sich erledigt.',
    types: 'Sie lächelt und tippt schnell:',
  },
  {
    members: ['Paty', 'Memo', 'Chuy'],
    message: 'Memo, llego a las ocho con el pastel 🎂',
    chooses: 'No le voy a contestar a Paty por ahora, mejor espero a Memo.',
    types: 'Ella se ríe y teclea:',
  },
  {
    members: ['Кирилл', 'Нина', 'Тимур'],
    message: 'Кирилл, отчёт ушёл в 11:40 📨',
    chooses: 'Нине отвечать не буду, она уже всё написала.',
    types: 'Она улыбается и печатает:',
  },
  {
    members: ['Murat Bey', 'Selin', 'Cem'],
    message: 'Selin haklısın, akşam duyuru yazarım ✍️',
    chooses: "Murat Bey'e cevap vermeyeceğim, konu zaten açık.",
    types: 'O gülümseyip yazıyor:',
  },
  {
    members: ['Anouk', 'Joost', 'Femke'],
    message: 'Joost, we doen "Het smelt" in januari 📚',
    chooses: 'Ik antwoord eerst Joost, Anouk kan wachten.',
    types: 'Ze denkt even na en typt dan:',
  },
] as const;

function sendsInGroup(members: readonly string[], answer: string, texts: readonly string[]) {
  expectAsMeant({
    persona: 'Sol',
    participants: members,
    others: new Map(),
    chat: 'group',
    callout: true,
    answer,
    expect: texts.map((text, i) =>
      i === 0 ? { type: 'send', text, replyTo: 4005 } : { type: 'send', text },
    ),
  });
}

describe('the writer reading a group to itself', () => {
  it('choosing aloud whom to answer is withheld, first, last or as a block of its own', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GROUPS), fc.constantFrom('first', 'last', 'block'), (group, where) => {
        const { members, message, chooses } = group;
        const answer =
          where === 'first'
            ? `# «send»\n${chooses}\n\n${message}`
            : where === 'last'
              ? `# «send»\n${message}\n\n${chooses}`
              : `# «send»\n${message}\n\n# «send»\n${chooses}`;
        sendsInGroup(members, answer, [message]);
      }),
      runs,
    );
  });

  it('a narrator’s line over the message, the persona typing, is withheld', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GROUPS), fc.boolean(), ({ members, message, types }, blank) => {
        sendsInGroup(members, `# «send»\n${types}${blank ? '\n\n' : '\n'}${message}`, [message]);
      }),
      runs,
    );
  });

  it('the group described by its mood, to no one, is withheld wherever it stands', () => {
    const ROOMS = [
      '(The group is in a playful mood, teasing Till about his directions.)',
      '[Le groupe est calme ce soir, tout le monde attend l’annonce.]',
      'В чате царит праздничное настроение, все ждут тоста.',
      'Nastrój w grupie: lekki chaos przed wyjazdem.',
      '（グループ全体が合宿を楽しみにしている雰囲気）',
      'El ambiente del grupo es de broma esta noche.',
      'Grupta asansör yüzünden biraz gergin bir hava var.',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...GROUPS),
        fc.constantFrom(...ROOMS),
        fc.constantFrom('first', 'last', 'block'),
        ({ members, message }, room, where) => {
          const answer =
            where === 'first'
              ? `# «send»\n${room}\n\n${message}`
              : where === 'last'
                ? `# «send»\n${message}\n\n${room}`
                : `# «send»\n${message}\n\n# «send»\n${room}`;
          sendsInGroup(members, answer, [message]);
        },
      ),
      runs,
    );
  });

  it('an aside set off whole narrating members is withheld; one saying "I" or with an emoji stays', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GROUPS), fc.boolean(), ({ members, message }, own) => {
        const [a, b] = members;
        const aside = own
          ? `(${a} still owes me five euros 😅)`
          : `(${a} se ríe mientras ${b} intenta ponerse al día)`;
        const text = `${message}\n\n${aside}`;
        sendsInGroup(members, `# «send»\n${text}`, [own ? text : message]);
      }),
      runs,
    );
  });

  it('twins are sent: the member spoken to, a promise exclaimed, words relayed under a colon, the group’s mood said as "I" or exclaimed', () => {
    const twins = [
      'Mara, ich antworte dir heute Abend, versprochen',
      "I'll answer Till's question tomorrow, promise!",
      'Sie sagt:\n\n"Die Liste kommt heute Abend"',
      'Kirill types faster than all of us 😂',
      'I love the mood in this group tonight',
      'The group is on fire today!',
    ];
    for (const twin of twins) {
      const text = `${twin}\n\nMara, die Liste kommt heute Abend 📋`;
      sendsInGroup(['Mara', 'Till', 'Kirill'], `# «send»\n${text}`, [text]);
    }
  });
});
