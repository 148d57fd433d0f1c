/**
 * Held-out set 21, slips of Kwame's, Bia's and Νίκος's models: titles, tags, signatures with a
 * closing word, invented turns, roleplay asides, translations, counts of the answer's length,
 * repeats, cut headings, vendor shapes, our markers echoed, and two slips in one answer.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  BIA_LARI,
  BIA_TAVERN,
  KWAME_FELLOWSHIP,
  KWAME_KOFI,
  NIKOS_CREW,
  NIKOS_SISTER,
} from './answers-21-cast.js';

export const SLIPS_21_2: CorpusEntry[] = [
  {
    name: '2.5 Pro, Kwame: a Markdown title naming him over the message',
    ...KWAME_KOFI,
    answer: "# «send»\n### Kwame's message to Kofi\nYes, tell her I am coming. I shall bring the kelewele.",
    expect: [{ type: 'send', text: 'Yes, tell her I am coming. I shall bring the kelewele.' }],
  },
  {
    name: '2.5 Pro, Kwame: a closing and his full name under the message',
    ...KWAME_KOFI,
    answer:
      '# «send»\nTell your mother I will be there at one, and I will help you with question 5 after lunch.\n\nWarm regards,\nKwame Asante',
    expect: [
      {
        type: 'send',
        text: 'Tell your mother I will be there at one, and I will help you with question 5 after lunch.',
      },
    ],
  },
  {
    name: '2.5 Pro, Kwame: a reflection tag inside the body',
    ...KWAME_KOFI,
    answer:
      '# «send»\n<reflection>Kofi needs patience more than answers; guide him.</reflection>\nTry it yourself first: what is x in terms of y?',
    expect: [{ type: 'send', text: 'Try it yourself first: what is x in terms of y?' }],
  },
  {
    name: '2.5 Pro, Kwame: the fellowship, a stage direction naming him',
    ...KWAME_FELLOWSHIP,
    answer: '(Kwame reads the message, nods, and lets Peter answer.)',
    expect: [],
  },
  {
    name: '2.5 Pro, Kwame: his answer, then a line invented for Peter',
    ...KWAME_FELLOWSHIP,
    others: new Map([
      [4001, 'The roof repair fund now stands at £2,340. Thank you all.'],
      [4003, 'Praise God, we are nearly there'],
      [4005, 'Brother Kwame, will you lead the prayer on Sunday?'],
    ]),
    callout: true,
    answer: '# «send»\nIt would be my honour.\n\nPeter: Amen! Thank you Kwame',
    expect: [{ type: 'send', text: 'It would be my honour.', replyTo: 4005 }],
  },
  {
    // Two slips: a bulleted plan under a plan label, and a closing note on the tone.
    name: '2.5 Pro, Kwame: a plan paragraph first, a tone remark last',
    ...KWAME_KOFI,
    answer:
      'Plan: answer the maths question first, then confirm Sunday lunch, keep it grandfatherly.\n\nx = 3 and y = 2, my boy. Check it in both equations before you write it down.\n\nAnd yes, I am coming on Sunday.\n\n(Kept the tone warm but firm, as a grandfather and former teacher would.)',
    expect: [
      {
        type: 'send',
        text: 'x = 3 and y = 2, my boy. Check it in both equations before you write it down.\n\nAnd yes, I am coming on Sunday.',
      },
    ],
  },
  {
    name: '2.5 Pro, Kwame: Gemini’s citation marks in a message',
    ...KWAME_FELLOWSHIP,
    others: new Map([
      [4001, 'The roof repair fund now stands at £2,340. Thank you all.'],
      [4003, 'How much was the quote again?'],
      [4005, 'Kwame, you have the builder’s letter, what was the total?'],
    ]),
    callout: true,
    answer: '# «send»\nThe builder quoted £3,100 including VAT.[cite: 1] So we need £760 more.',
    expect: [
      { type: 'send', text: 'The builder quoted £3,100 including VAT. So we need £760 more.', replyTo: 4005 },
    ],
  },
  {
    name: '2.5 Flash, Bia: a Portuguese “in English” aside after the message',
    ...BIA_LARI,
    answer: "# «send»\nvou sim!! te pago amanhã\n\n_(em inglês: yes I'm going!! I'll pay you tomorrow)_",
    expect: [{ type: 'send', text: 'vou sim!! te pago amanhã' }],
  },
  {
    name: '2.5 Flash, Bia: her label with an emoji before the colon',
    ...BIA_LARI,
    answer: '# «send»\nBia 💃: vou simmm, já separei a roupa',
    expect: [{ type: 'send', text: 'vou simmm, já separei a roupa' }],
  },
  {
    name: '2.5 Flash, Bia: the same block twice',
    ...BIA_LARI,
    answer: '# «send»\nchego umas 19h\n\n# «send»\nchego umas 19h',
    expect: [{ type: 'send', text: 'chego umas 19h' }],
    withheld: ['duplicate'],
  },
  {
    name: '2.5 Flash, Bia: MAX_TOKENS inside the next heading',
    ...BIA_LARI,
    truncated: true,
    answer: '# «send»\nvou sim!!\n\n# «sti',
    expect: [{ type: 'send', text: 'vou sim!!' }],
  },
  {
    name: '2.5 Flash, Bia: a count of her words closing the message',
    ...BIA_LARI,
    answer: '# «send»\nclaro que vou né, até parece que eu ia perder esse show kkkk (13 palavras)',
    expect: [{ type: 'send', text: 'claro que vou né, até parece que eu ia perder esse show kkkk' }],
  },
  {
    name: '2.5 Flash, Bia: a lead-in in English inside the body',
    ...BIA_LARI,
    answer: "# «send»\nSure! Here's a casual reply in Bia's voice:\n\nkkkk calma amiga, VOU SIM 💃",
    expect: [{ type: 'send', text: 'kkkk calma amiga, VOU SIM 💃' }],
  },
  {
    name: '2.5 Flash, Bia: the tavern, an aside about staying in character',
    ...BIA_TAVERN,
    actions: 'always',
    callout: true,
    answer:
      '# «send»\n*Lira toca uma melodia suave para acalmar o anão*\n\n(Bia stays in character as the bard here.)',
    expect: [{ type: 'send', text: '*Lira toca uma melodia suave para acalmar o anão*', replyTo: 4005 }],
  },
  {
    name: '2.5 Flash, Bia: the tavern, not her turn, an action alone',
    ...BIA_TAVERN,
    actions: 'always',
    others: new Map([
      [4001, 'A porta da taverna se abre com um estrondo. Um anão ferido entra cambaleando.'],
      [4003, '*Lira corre até o anão*'],
      [4005, 'Thorin, o anão diz que foram orcs. O que você faz?'],
    ]),
    answer: '_Lira continua afinando o alaúde num canto_',
    expect: [],
  },
  {
    name: '2.5 Flash, Bia: the app’s “thought for” line in Portuguese over the answer',
    ...BIA_LARI,
    answer: 'Pensou por 6 segundos\n\nvou sim!! que horas a gente se encontra?',
    expect: [{ type: 'send', text: 'vou sim!! que horas a gente se encontra?' }],
  },
  {
    name: '2.5 Flash, Bia: an invisible answer',
    ...BIA_LARI,
    answer: '\u2060',
    expect: [],
  },
  {
    name: 'Gemini 3, Νίκος: his name in Latin letters as a label',
    ...NIKOS_SISTER,
    answer: '# «send»\nNikos: Ναι, έρχομαι',
    expect: [{ type: 'send', text: 'Ναι, έρχομαι' }],
  },
  {
    name: 'Gemini 3, Νίκος: a Greek thought label over the message line',
    ...NIKOS_SISTER,
    answer: '# «send»\nΣκέψη: η Ελένη βιάζεται, απάντα σύντομα.\nΈρχομαι, φέρνω και ψωμί.',
    expect: [{ type: 'send', text: 'Έρχομαι, φέρνω και ψωμί.' }],
  },
  {
    name: 'Gemini 3, Νίκος: JSON with a Greek message key',
    ...NIKOS_SISTER,
    answer: '{"μήνυμα": "Έρχομαι Κυριακή"}',
    expect: [{ type: 'send', text: 'Έρχομαι Κυριακή' }],
  },
  {
    name: 'Gemini 3, Νίκος: the crew group, one Greek word in capitals',
    ...NIKOS_CREW,
    answer: 'ΣΙΩΠΗ',
    expect: [],
  },
  {
    name: 'Gemini 3, Νίκος: a functionCall object as the answer',
    ...NIKOS_SISTER,
    answer: '{"functionCall": {"name": "reply", "args": {"message": "Έρχομαι, με ψωμί"}}}',
    expect: [{ type: 'send', text: 'Έρχομαι, με ψωμί' }],
  },
  {
    name: 'Gemini 3, Νίκος: two lettered options, the first sent',
    ...NIKOS_SISTER,
    answer: '# «send»\n**Option A (short):** Ναι\n**Option B (warmer):** Ναι ρε, έρχομαι 😘',
    expect: [{ type: 'send', text: 'Ναι' }],
  },
  {
    name: 'Gemini 3, Νίκος: our Now marker copied over the message',
    ...NIKOS_SISTER,
    answer: '# «send»\n⟦Now: Sat 2026-11-14 18:02⟧\nΈρχομαι, είπα!',
    expect: [{ type: 'send', text: 'Έρχομαι, είπα!' }],
  },
  {
    // Two slips: a Greek heading name and an English note after a rule.
    name: 'Gemini 3, Νίκος: a Greek block name and a note after a rule',
    ...NIKOS_SISTER,
    answer: '# «απάντηση»\nΚαλά, έρχομαι\n\n---\n**Note:** Nikos keeps it terse, as usual with his sister.',
    expect: [{ type: 'send', text: 'Καλά, έρχομαι' }],
  },
  {
    name: 'Gemini 3, Νίκος: the crew group, not addressed, the reason in Greek',
    ...NIKOS_CREW,
    answer: 'Δεν απευθύνεται σε μένα, δεν απαντώ.',
    expect: [],
  },
  {
    name: 'Gemini 3, Νίκος: a reasoning tag left unclosed before the heading',
    ...NIKOS_SISTER,
    answer: '<thought>\nΗ Ελένη θέλει απάντηση για την Κυριακή.\n# «send»\nΝαι, Κυριακή εκεί',
    expect: [{ type: 'send', text: 'Ναι, Κυριακή εκεί' }],
  },
];
