import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { HELD_OUT_11_BAND } from './answers-11-band.js';
import { HELD_OUT_11_FLAT } from './answers-11-flat.js';
import { HELD_OUT_11_GARDEN } from './answers-11-garden.js';
import { ELENI_MARCO, lines, ROSA_WILL } from './answers-11-scenes.js';

/**
 * Held-out set 11, the two direct chats: Rosa with Will (after a tense week in the garden group)
 * and Ελένη with Marco. In a direct chat a message without a reply id is a plain send.
 */
const DIRECT: readonly CorpusEntry[] = [
  {
    name: 'Rosa–Will: a yes to being picked up, with coffee',
    ...ROSA_WILL,
    answer: lines('# «send»', "9 is perfect, I'll have coffee ready ☕"),
    expect: [{ type: 'send', text: "9 is perfect, I'll have coffee ready ☕" }],
  },
  {
    name: 'Rosa–Will: a heart reaction',
    ...ROSA_WILL,
    answer: lines('# «react»', '❤️'),
    expect: [{ type: 'react', emoji: '❤', messageId: 4005 }],
  },
  {
    name: "Rosa–Will: Will's goodbye and Rosa's emoji written after the message",
    ...ROSA_WILL,
    answer: lines('# «send»', '9 works! See you then 😊', 'Will: great, see you Sunday!', 'Rosa: 😊'),
    expect: [{ type: 'send', text: '9 works! See you then 😊' }],
  },
  {
    name: 'Rosa–Will: a question opening with "Will" the verb',
    ...ROSA_WILL,
    answer: lines('# «send»', 'Will you bring the big bags? Mine tore last time'),
    expect: [{ type: 'send', text: 'Will you bring the big bags? Mine tore last time' }],
  },
  {
    name: "Rosa–Will: Rosa's own earlier message under its header, then the answer",
    ...ROSA_WILL,
    answer: lines('# «send»', '⟦#4004 Rosa⟧ Yes!! I need new strawberry plants', '9 is perfect!'),
    expect: [{ type: 'send', text: '9 is perfect!' }],
  },
  {
    name: 'Rosa–Will: the second message cut at the output limit',
    ...ROSA_WILL,
    truncated: true,
    answer: lines(
      '# «send»',
      '9 is perfect!',
      '# «send»',
      'Also I was thinking we could stop at the bakery on the way and get some of th',
    ),
    expect: [{ type: 'send', text: '9 is perfect!' }],
    withheld: ['truncated'],
  },
  {
    name: 'Rosa–Will: a two-minute wait, then the answer',
    ...ROSA_WILL,
    answer: lines('# «wait»', 'delay: 2 min', '# «send»', 'sorry was watering! 9 is great'),
    expect: [
      { type: 'wait', delay: 120 },
      { type: 'send', text: 'sorry was watering! 9 is great' },
    ],
  },
  {
    name: 'Rosa–Will: a note of the pick-up time, then the answer',
    ...ROSA_WILL,
    answer: lines(
      '# «note»',
      'Will picks me up Sunday 9:00 for the plant fair',
      '# «send»',
      'Deal, 9 it is 🌱',
    ),
    expect: [{ type: 'note' }, { type: 'send', text: 'Deal, 9 it is 🌱' }],
  },
  {
    name: "Rosa–Will: a phone app's footer after the message",
    ...ROSA_WILL,
    answer: lines('# «send»', 'Perfect, see you at 9!', '', 'Sent from Outlook for Android'),
    expect: [{ type: 'send', text: 'Perfect, see you at 9!' }],
  },
  {
    name: "Rosa–Will: May's side of the drama told in Rosa's words",
    ...ROSA_WILL,
    answer: lines(
      '# «send»',
      'Honestly May texted me after: "sorry, long week". So all good 💚',
      'And yes, 9!',
    ),
    expect: [
      { type: 'send', text: 'Honestly May texted me after: "sorry, long week". So all good 💚\nAnd yes, 9!' },
    ],
  },
  {
    name: 'Rosa–Will: the answer, then a bracketed aside about its tone',
    ...ROSA_WILL,
    answer: lines('# «send»', 'Yes please, 9 is great!', '', '(kept it warm since he apologised for May)'),
    expect: [{ type: 'send', text: 'Yes please, 9 is great!' }],
  },
  {
    name: 'Ελένη–Marco: Thursday yes, in Greek and English',
    ...ELENI_MARCO,
    answer: lines('# «send»', "Ναι, Πέμπτη μέσα! Tell Lea I'm in 🍝"),
    expect: [{ type: 'send', text: "Ναι, Πέμπτη μέσα! Tell Lea I'm in 🍝" }],
  },
  {
    name: 'Ελένη–Marco: labelled with her name in Latin letters',
    ...ELENI_MARCO,
    answer: lines('# «send»', 'Eleni: Ναι, έρχομαι!'),
    expect: [{ type: 'send', text: 'Ναι, έρχομαι!' }],
  },
  {
    name: 'Ελένη–Marco: a Greek closing word alone, then her name',
    ...ELENI_MARCO,
    answer: lines('# «send»', 'Πέμπτη τέλεια, πες στη Λέα ναι!', '', 'Φιλιά,', 'Ελένη'),
    expect: [{ type: 'send', text: 'Πέμπτη τέλεια, πες στη Λέα ναι!' }],
  },
  {
    name: "Ελένη–Marco: Marco's question under his name, then the answer",
    ...ELENI_MARCO,
    answer: lines(
      '# «send»',
      'Marco: Also, dinner Thursday with the group? Lea is asking',
      'Yes! Thursday works 😊',
    ),
    expect: [{ type: 'send', text: 'Yes! Thursday works 😊' }],
  },
  {
    name: 'Ελένη–Marco: teasing Sol, whose name is also the sun',
    ...ELENI_MARCO,
    answer: lines('# «send»', 'Sol is a menace with that camera 😂 Thursday yes!'),
    expect: [{ type: 'send', text: 'Sol is a menace with that camera 😂 Thursday yes!' }],
  },
  {
    name: 'Ελένη–Marco: a Greek translation label closing the line',
    ...ELENI_MARCO,
    answer: lines('# «send»', 'Ναι, Πέμπτη! (μετάφραση: Yes, Thursday!)'),
    expect: [{ type: 'send', text: 'Ναι, Πέμπτη!' }],
  },
  {
    name: 'Ελένη–Marco: a sticker on its own',
    ...ELENI_MARCO,
    answer: lines('# «sticker»', 'HeidiDuck :: 😂'),
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    name: 'Ελένη–Marco: a joke photo count with names and colons inside a line',
    ...ELENI_MARCO,
    answer: lines('# «send»', 'haha the photo count so far — Sol: 300, Marco: 12, me: 4 📸'),
    expect: [{ type: 'send', text: 'haha the photo count so far — Sol: 300, Marco: 12, me: 4 📸' }],
  },
  {
    name: "Ελένη–Marco: Marco's next message written by the model after hers",
    ...ELENI_MARCO,
    answer: lines(
      '# «send»',
      'Thursday yes! Where?',
      '',
      'Marco: probably the taverna by the port, Lea booked for 8',
    ),
    expect: [{ type: 'send', text: 'Thursday yes! Where?' }],
  },
  {
    // Two slips: a thinking label in Greek, and the partner's message echoed in a quote.
    name: 'Ελένη–Marco: a Greek thinking label and a quoted echo, then the answer',
    ...ELENI_MARCO,
    answer: lines(
      '# «send»',
      'Σκέψη: ο Marco ρωτάει για την Πέμπτη.',
      '> Also, dinner Thursday with the group? Lea is asking',
      'Ναι, μέσα! 🙌',
    ),
    expect: [{ type: 'send', text: 'Ναι, μέσα! 🙌' }],
  },
  {
    name: 'Ελένη–Marco: a "the user" paragraph in Greek, then the message',
    ...ELENI_MARCO,
    answer: lines(
      '# «send»',
      'Ο χρήστης ρωτάει για δείπνο την Πέμπτη. Θα απαντήσω θετικά.',
      '',
      'Πέμπτη ναι! Τι ώρα;',
    ),
    expect: [{ type: 'send', text: 'Πέμπτη ναι! Τι ώρα;' }],
  },
  {
    name: 'Ελένη–Marco: a short repeat of her own "ναι" is a new message',
    ...ELENI_MARCO,
    own: new Map([...ELENI_MARCO.own, [4004, 'ναι!']]),
    answer: lines('# «send»', 'ναι!'),
    expect: [{ type: 'send', text: 'ναι!' }],
  },
];

/** Held-out set 11: a week of group life with several named participants. */
export const HELD_OUT_11: readonly CorpusEntry[] = [
  ...HELD_OUT_11_GARDEN,
  ...HELD_OUT_11_FLAT,
  ...HELD_OUT_11_BAND,
  ...DIRECT,
];
