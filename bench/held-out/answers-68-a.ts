/** Set 68, part A: Marisol's chat with Rocío and Fritz's club group. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  FRITZ,
  FRITZ_GIVEN,
  FRITZ_OTHERS,
  FRITZ_OWN,
  FRITZ_PEOPLE,
  MARISOL,
  MARISOL_GIVEN,
  MARISOL_OTHERS,
  MARISOL_OWN,
  MARISOL_PEOPLE,
} from './answers-68-cast.js';

const marisol = {
  persona: MARISOL,
  participants: MARISOL_PEOPLE,
  others: MARISOL_OTHERS,
  own: MARISOL_OWN,
  instruction: MARISOL_GIVEN,
} as const;

const fritz = {
  persona: FRITZ,
  participants: FRITZ_PEOPLE,
  others: FRITZ_OTHERS,
  own: FRITZ_OWN,
  instruction: FRITZ_GIVEN,
  chat: 'group',
  callout: true,
} as const;

export const SET68_A: readonly CorpusEntry[] = [
  {
    ...marisol,
    name: 'marisol: two short messages, conchas and Sunday hours',
    answer: `# «send»
Claro que sí!! Te aparto media docena de conchas de vainilla, las que te gustan

# «send»
El domingo 13 abro de 8 a 2, ya sabes que los domingos cierro temprano`,
    expect: [
      {
        type: 'send',
        text: 'Claro que sí!! Te aparto media docena de conchas de vainilla, las que te gustan',
      },
      { type: 'send', text: 'El domingo 13 abro de 8 a 2, ya sabes que los domingos cierro temprano' },
    ],
  },
  {
    ...marisol,
    name: 'marisol: the nut allergy from her note, told in her words',
    answer: `# «send»
Órale, te guardo conchas y unas orejas. Y nada con nuez eh, ya sé que Emilio no puede 😉

# «send»
El 13 sí abro, nomás hasta las 2`,
    expect: [
      {
        type: 'send',
        text: 'Órale, te guardo conchas y unas orejas. Y nada con nuez eh, ya sé que Emilio no puede 😉',
      },
      { type: 'send', text: 'El 13 sí abro, nomás hasta las 2' },
    ],
  },
  {
    ...marisol,
    name: 'marisol: a list of what she puts aside, as a reply',
    answer: `# «send» 4005
Apartado ✅
- 6 conchas de vainilla
- 4 orejas
- 1 bolsa de polvorones (sin nuez, por Emilio)
Y el domingo abro de 8 a 2`,
    expect: [
      {
        type: 'send',
        text: 'Apartado ✅\n- 6 conchas de vainilla\n- 4 orejas\n- 1 bolsa de polvorones (sin nuez, por Emilio)\nY el domingo abro de 8 a 2',
        replyTo: 4005,
      },
    ],
  },
  {
    ...marisol,
    name: 'marisol: a reaction to the tickets, then the answer',
    answer: `# «react» 4003
🎉

# «send»
Ya te estoy esperando con café de olla ☕ y sí, el 13 abro en la mañana`,
    expect: [
      { type: 'react', emoji: '🎉', messageId: 4003 },
      { type: 'send', text: 'Ya te estoy esperando con café de olla ☕ y sí, el 13 abro en la mañana' },
    ],
  },
  // Gemini restating a trait line of the card as a bracketed aside over the message.
  {
    ...marisol,
    name: 'marisol: the personality line in brackets over the message',
    answer: `# «send»
(Cálida, mandona con cariño, chismosa pero discreta con lo importante.)

Nombre, claro que te guardo! Y el domingo abro, pero llega antes de las 2 eh`,
    expect: [
      { type: 'send', text: 'Nombre, claro que te guardo! Y el domingo abro, pero llega antes de las 2 eh' },
    ],
    withheld: ['echo'],
  },
  // Memory context copied into the message with its id and date, as models do with notes shown first.
  {
    ...marisol,
    name: 'marisol: a note line with id and date opening the message',
    answer: `# «send»
n1 2026-11-24: Rocío viene a CDMX el 12 de diciembre, quiere pasar a la panadería.
Te guardo las conchas, no te preocupes 🥰 el domingo abro hasta las 2`,
    expect: [{ type: 'send', text: 'Te guardo las conchas, no te preocupes 🥰 el domingo abro hasta las 2' }],
    withheld: ['echo'],
  },
  // The turn's time line said back without its marks, closing the body.
  {
    ...marisol,
    name: 'marisol: the turn line closing the message',
    answer: `# «send»
Obvio te aparto! Y el 13 abro normal, de 8 a 2
Now: Sat 2026-11-28 10:42. Just arrived: #4003, #4005 Rocío.`,
    expect: [{ type: 'send', text: 'Obvio te aparto! Y el 13 abro normal, de 8 a 2' }],
    withheld: ['echo'],
  },
  // A plan line from the context sent as a block of its own before the real message.
  {
    ...marisol,
    name: 'marisol: her plan line as a block of its own',
    answer: `# «send»
e2 once, 2026-12-11 18:00 (Fri): Recordarle a Rocío que traiga su termo para el café.

# «send»
Sí te guardo!! y el domingo abro hasta las 2, ven temprano que se acaban`,
    expect: [
      { type: 'send', text: 'Sí te guardo!! y el domingo abro hasta las 2, ven temprano que se acaban' },
    ],
    withheld: ['echo'],
  },
  // Two slips: a format rule after the first message, the `# This chat` section in the second.
  {
    ...marisol,
    name: 'marisol: a format rule and the chat section in two messages',
    answer: `# «send»
Te aparto seis conchas, ya quedó

Several short messages feel more natural than one long one.

# «send»
# This chat
This is a direct (one-on-one) chat with “Rocío”; you are Marisol (user 5120, @marisol_espiga).
Y el domingo 13 abro de 8 a 2 👍`,
    expect: [
      { type: 'send', text: 'Te aparto seis conchas, ya quedó' },
      { type: 'send', text: 'Y el domingo 13 abro de 8 a 2 👍' },
    ],
    withheld: ['echo'],
  },
  {
    ...fritz,
    name: 'fritz: a plain answer to the strike question',
    answer: `# «send» 4005
Manni, ich bin seit 2019 raus. Ich weiß auch nur, was in der HNA steht: Die GDL hat für Mittwoch was angekündigt. Schau lieber in den DB Navigator.`,
    expect: [
      {
        type: 'send',
        text: 'Manni, ich bin seit 2019 raus. Ich weiß auch nur, was in der HNA steht: Die GDL hat für Mittwoch was angekündigt. Schau lieber in den DB Navigator.',
        replyTo: 4005,
      },
    ],
  },
  {
    ...fritz,
    name: 'fritz: the strike, then Baunatal to Yusuf',
    answer: `# «send»
Genaues weiß ich nicht, ich bin ja Rentner. Aber Mittwoch würde ich nicht mit dem ICE planen.

# «send» 4003
Yusuf, ich komme mit nach Baunatal! Manni, dich hol ich um neun ab.`,
    expect: [
      {
        type: 'send',
        text: 'Genaues weiß ich nicht, ich bin ja Rentner. Aber Mittwoch würde ich nicht mit dem ICE planen.',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'Yusuf, ich komme mit nach Baunatal! Manni, dich hol ich um neun ab.',
        replyTo: 4003,
      },
    ],
  },
  {
    ...fritz,
    name: 'fritz: the catchphrase the card gives, as its own message',
    answer: `# «send» 4005
Keine Ahnung, Manni, da musst du die Jungs von der GDL fragen. Ich hab meine letzte Schicht 2019 gefahren.

# «send»
Nächster Halt: Feierabend! 🚂`,
    expect: [
      {
        type: 'send',
        text: 'Keine Ahnung, Manni, da musst du die Jungs von der GDL fragen. Ich hab meine letzte Schicht 2019 gefahren.',
        replyTo: 4005,
      },
      { type: 'send', text: 'Nächster Halt: Feierabend! 🚂' },
    ],
  },
  {
    ...fritz,
    name: 'fritz: the club layout from the lorebook, in his words',
    answer: `# «send» 4003
Yusuf, unsere Anlage zeigt ja Wilhelmshöhe um 1965, da passen deine Märklin-Dampfloks perfekt rein. Bring ein paar mit zur Börse!`,
    expect: [
      {
        type: 'send',
        text: 'Yusuf, unsere Anlage zeigt ja Wilhelmshöhe um 1965, da passen deine Märklin-Dampfloks perfekt rein. Bring ein paar mit zur Börse!',
        replyTo: 4003,
      },
    ],
  },
  {
    ...fritz,
    name: 'fritz: a private note, a reaction, the answer',
    answer: `# «think»
Manni fragt wegen Streik. Ich habe keine Infos mehr, ehrlich sagen.

# «react» 4001
👍

# «send» 4005
Ehrlich, Manni: Ich hab da keine Drähte mehr. Bahn.de hat eine Streikseite, da steht es zuerst.`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4001 },
      {
        type: 'send',
        text: 'Ehrlich, Manni: Ich hab da keine Drähte mehr. Bahn.de hat eine Streikseite, da steht es zuerst.',
        replyTo: 4005,
      },
    ],
  },
  // The lorebook's entry pasted whole as a paragraph after the persona's own words.
  {
    ...fritz,
    name: 'fritz: the lorebook entry pasted under the answer',
    answer: `# «send»
Manni, ich weiß nur, was alle wissen: Mittwoch soll gestreikt werden. Sicher ist das nicht.

Der Modellbahnclub Gleis 3 wurde 1987 in Kassel-Bettenhausen gegründet. Die große Anlage im Keller ist im Maßstab H0 und zeigt den Bahnhof Wilhelmshöhe um 1965.`,
    expect: [
      {
        type: 'send',
        text: 'Manni, ich weiß nur, was alle wissen: Mittwoch soll gestreikt werden. Sicher ist das nicht.',
        replyTo: 4005,
      },
    ],
    withheld: ['echo'],
  },
  // A scenario sentence of the card in brackets closing the persona's line.
  {
    ...fritz,
    name: 'fritz: a card sentence in brackets after his answer',
    answer: `# «send» 4005
Manni, ich bin seit 2019 raus, ehrlich gesagt weiß ich nur, was im Radio kam. (Fritz weiß, dass er keine aktuellen Insider-Infos von der Bahn mehr hat.)`,
    expect: [
      {
        type: 'send',
        text: 'Manni, ich bin seit 2019 raus, ehrlich gesagt weiß ich nur, was im Radio kam.',
        replyTo: 4005,
      },
    ],
    withheld: ['echo'],
  },
  // A people line with user id and date sent as a message of its own, then the real one.
  {
    ...fritz,
    name: 'fritz: a people line as a block before the lift offer',
    answer: `# «send»
Manni (user 8802) 2026-11-15: fährt selbst nicht mehr Auto, braucht für Baunatal eine Mitfahrgelegenheit.

# «send» 4003
Baunatal bin ich dabei, Yusuf. Manni, ich nehm dich mit, Abfahrt 9 Uhr am Vereinsheim.`,
    expect: [
      {
        type: 'send',
        text: 'Baunatal bin ich dabei, Yusuf. Manni, ich nehm dich mit, Abfahrt 9 Uhr am Vereinsheim.',
        replyTo: 4003,
      },
    ],
    withheld: ['echo'],
  },
  // Two slips: a card heading opening the body, the group rule of the turn line closing it.
  {
    ...fritz,
    name: 'fritz: a heading over the message and the turn rule under it',
    answer: `# «send»
## Scenario
Manni, frag mich nicht, ich fahr seit sechs Jahren nur noch H0. Im Radio hieß es Mittwoch.
Answer what is addressed to you or what your part in this group calls for.`,
    expect: [
      {
        type: 'send',
        text: 'Manni, frag mich nicht, ich fahr seit sechs Jahren nur noch H0. Im Radio hieß es Mittwoch.',
        replyTo: 4005,
      },
    ],
    withheld: ['echo'],
  },
];
