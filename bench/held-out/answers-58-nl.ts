/** Set 58, Femke and Joris (Dutch, a direct chat). */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { a, FEMKE, FEMKE_OWN, JORIS, JORIS_DM } from './answers-58-cast.js';

const chat = { persona: FEMKE, participants: JORIS, others: JORIS_DM, own: FEMKE_OWN };

export const SET58_NL: readonly CorpusEntry[] = [
  {
    ...chat,
    name: 'nl: the physio and the market, in two paragraphs',
    answer: a(
      '# «send» 4005',
      'Ja! Ze heet Sanne, praktijk aan de Oudegracht. Zeg maar dat je van mij komt.',
      '',
      'En zaterdag markt: graag, 10 uur bij de Dom?',
    ),
    expect: [
      {
        type: 'send',
        text: 'Ja! Ze heet Sanne, praktijk aan de Oudegracht. Zeg maar dat je van mij komt.\n\nEn zaterdag markt: graag, 10 uur bij de Dom?',
        replyTo: 4005,
      },
    ],
  },
  {
    ...chat,
    name: 'nl: a friend who is no doctor, in the first person',
    answer: a(
      '# «send»',
      'Ik ben geen dokter hoor, maar ik zou er echt ijs op doen en een paar dagen niet fietsen',
    ),
    expect: [
      {
        type: 'send',
        text: 'Ik ben geen dokter hoor, maar ik zou er echt ijs op doen en een paar dagen niet fietsen',
      },
    ],
  },
  {
    ...chat,
    name: 'nl: an apology for answering late, then the name',
    answer: a(
      '# «send»',
      'Sorry dat ik zo laat reageer, zat de hele middag in een vergadering 🙈',
      '',
      '# «send»',
      'Maar die fysio: Sanne van Dijk, echt een aanrader',
    ),
    expect: [
      { type: 'send', text: 'Sorry dat ik zo laat reageer, zat de hele middag in een vergadering 🙈' },
      { type: 'send', text: 'Maar die fysio: Sanne van Dijk, echt een aanrader' },
    ],
  },
  {
    ...chat,
    name: 'nl: forgiving his message, then a sticker',
    answer: a(
      '# «send» 4003',
      'Haha geeft echt niks, iedereen heeft weleens een rotdag',
      '',
      '# «sticker»',
      '😂',
    ),
    expect: [
      { type: 'send', text: 'Haha geeft echt niks, iedereen heeft weleens een rotdag', replyTo: 4003 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  {
    ...chat,
    name: 'nl: she talks about his message arriving half',
    answer: a(
      '# «send»',
      "Je vorige appje kwam maar half binnen, iets met 'knie' en toen niks meer? Bel me even als je wil",
    ),
    expect: [
      {
        type: 'send',
        text: "Je vorige appje kwam maar half binnen, iets met 'knie' en toen niks meer? Bel me even als je wil",
      },
    ],
  },
  {
    ...chat,
    name: 'nl: a private note, then a short answer',
    answer: a(
      '# «think»',
      'Twee vragen: fysio en de markt. Kort houden.',
      '',
      '# «send»',
      'Sanne bij Fysio Centrum! En zaterdag ben ik erbij 🚲',
    ),
    expect: [{ type: 'send', text: 'Sanne bij Fysio Centrum! En zaterdag ben ik erbij 🚲' }],
  },
  {
    ...chat,
    name: 'nl: a list in capitals and a hope-you-can-use-it that ends in good luck',
    answer: a(
      '# «send»',
      'Voor je knie, uit ervaring:',
      '- NIET doorfietsen als het pijn doet',
      '- zadel iets hoger zetten',
      '- rustig opbouwen',
      'Hoop dat je er wat aan hebt, succes!',
    ),
    expect: [
      {
        type: 'send',
        text: 'Voor je knie, uit ervaring:\n- NIET doorfietsen als het pijn doet\n- zadel iets hoger zetten\n- rustig opbouwen\nHoop dat je er wat aan hebt, succes!',
      },
    ],
  },
  // A language-model disclaimer and a framing line open the body before a health question.
  {
    ...chat,
    name: 'nl: an AI disclaimer before the message',
    answer: a(
      '# «send»',
      'Als AI-taalmodel kan ik geen medisch advies geven, maar hier is een vriendelijk antwoord:',
      '',
      'Ga naar Sanne aan de Oudegracht, die heeft mijn enkel ook gered!',
    ),
    expect: [{ type: 'send', text: 'Ga naar Sanne aan de Oudegracht, die heeft mijn enkel ook gered!' }],
    withheld: ['outside-blocks'],
  },
  // Safety boilerplate that never speaks as "I", after a friend's casual advice.
  {
    ...chat,
    name: 'nl: a medical disclaimer after the message',
    answer: a(
      '# «send»',
      'Ijs erop en rust, en anders Sanne bellen. Zaterdag fietsen we dan gewoon niet 😄',
      '',
      'Let op: dit is geen medisch advies. Raadpleeg bij aanhoudende klachten een arts of fysiotherapeut.',
    ),
    expect: [
      {
        type: 'send',
        text: 'Ijs erop en rust, en anders Sanne bellen. Zaterdag fietsen we dan gewoon niet 😄',
      },
    ],
  },
  // The assistant's closing wish with nothing of the persona after it.
  {
    ...chat,
    name: 'nl: the helper wish under the message',
    answer: a('# «send» 4005', 'Jazeker, Sanne! Ik app je haar nummer zo', '', 'Ik hoop dat dit helpt!'),
    expect: [{ type: 'send', text: 'Jazeker, Sanne! Ik app je haar nummer zo', replyTo: 4005 }],
  },
  // The model compliments its user and names the partner in the third person.
  {
    ...chat,
    name: 'nl: a compliment to the user after the message',
    answer: a(
      '# «send»',
      'Natuurlijk ga ik mee! En die fysio heet Sanne, ik stuur je zo het adres',
      '',
      'Wat lief dat je Joris zo helpt met zijn knie! Veel plezier op de markt zaterdag.',
    ),
    expect: [
      { type: 'send', text: 'Natuurlijk ga ik mee! En die fysio heet Sanne, ik stuur je zo het adres' },
    ],
  },
  // What the model does not know, before the message, in full sentences.
  {
    ...chat,
    name: 'nl: the model on what it does not know before the message',
    answer: a(
      '# «send»',
      'Ik heb geen actuele informatie over fysiotherapeuten in Utrecht.',
      '',
      'Ik ken er eentje bij de Neude, ik zoek de naam even op! Markt zaterdag: ja 🙌',
    ),
    expect: [
      { type: 'send', text: 'Ik ken er eentje bij de Neude, ik zoek de naam even op! Markt zaterdag: ja 🙌' },
    ],
  },
  // A wrapped tone note explaining the message closes the answer after two blocks.
  {
    ...chat,
    name: 'nl: two messages and a wrapped tone note',
    answer: a(
      '# «send»',
      'Sanne aan de Oudegracht!',
      '',
      '# «send»',
      'En dat appje van gisteren ben ik allang vergeten',
      '',
      '(Ik heb de toon luchtig gehouden omdat Joris zich al schuldig voelt.)',
    ),
    expect: [
      { type: 'send', text: 'Sanne aan de Oudegracht!' },
      { type: 'send', text: 'En dat appje van gisteren ben ik allang vergeten' },
    ],
  },
  // Two slips at once: the helper's wish and its offer of more help, in the formal "u" of a tu chat.
  {
    ...chat,
    name: 'nl: a formal closing wish and offer in u',
    answer: a(
      '# «send»',
      'Joris, Sanne van Dijk! Echt goed. En ik neem zaterdag de fietstassen mee',
      '',
      'Ik hoop dat dit u verder helpt. Mocht u nog vragen hebben, laat het gerust weten.',
    ),
    expect: [
      { type: 'send', text: 'Joris, Sanne van Dijk! Echt goed. En ik neem zaterdag de fietstassen mee' },
    ],
  },
];
