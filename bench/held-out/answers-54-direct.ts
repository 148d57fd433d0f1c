/**
 * Set 54, direct chats, ordinary answers: scripts the partner asked for, retold dialogue with
 * speakers, game lines, quotes, the partner's name at a message's start, a reply to one's own
 * earlier message. Everything here is meant.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  CARMEN_DINNER_OWN,
  carmen,
  JANNIK_MOVE,
  LUCIA_DINNER,
  lines,
  MIRA_MUM_OWN,
  mira,
  OSKAR_MOVE_OWN,
  oskar,
  ZOE_MUM,
} from './answers-54-cast.js';

const SKETCH = lines(
  '¡Ahí va! 👵👦',
  '',
  'ABUELA: Pablito, ¿has visto mis gafas?',
  'NIETO: Abuela, las llevas puestas.',
  'ABUELA: Ya lo sé. Estaba comprobando si tú ves bien.',
  'NIETO: ¿Y el móvil?',
  'ABUELA: En el congelador, como siempre.',
  'NIETO: ¡¿Por qué?!',
  'ABUELA: Para que no se caliente, hijo. Que no te enteras.',
);

const SKETCH_MIXED = lines(
  'Escena: "Las gafas" (1 min)',
  '',
  'Abuela (buscando por todas partes): ¿Dónde están mis gafas?',
  'Nieto: En tu cabeza, abuela.',
  'Abuela: ¿Y mi cabeza dónde está?',
  'Nieto: …',
  'Abuela: ¡Era broma! Ve a por galletas.',
  '',
  'Si los peques son muy pequeños quita lo de la cabeza jaja',
);

const DATE_RETOLD = lines(
  'ok so I tell him about Noodle and he goes "a snake? like a real one?"',
  'me: yes, a corn snake, she is very sweet',
  'him: where does she sleep',
  'me: in a vivarium next to my bed',
  'him: ...',
  'him: I actually have to be up early tomorrow',
  '',
  'ZOE. it was 8:40pm 💀',
);

export const HELD_OUT_54_DIRECT: readonly CorpusEntry[] = [
  carmen({
    name: 'set54 carmen sends the sketch with characters in capitals',
    answer: `# «send» 4005\n${SKETCH}`,
    expect: [{ type: 'send', text: SKETCH, replyTo: 4005 }],
  }),
  carmen({
    name: 'set54 carmen answers her own "give me ten minutes", then the sketch',
    answer: lines('# «send» 4004', 'ya está, mira 👇', '', '# «send»', SKETCH_MIXED),
    expect: [
      { type: 'send', text: 'ya está, mira 👇', replyTo: 4004 },
      { type: 'send', text: SKETCH_MIXED },
    ],
  }),
  carmen({
    name: 'set54 carmen on the way with a sticker',
    answer: lines('# «send»', 'voy, voy 🏃‍♀️ en 10 min lo tienes', '', '# «sticker»', '😂'),
    expect: [
      { type: 'send', text: 'voy, voy 🏃‍♀️ en 10 min lo tienes' },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  carmen({
    name: 'set54 carmen gives Lucía words to pass on to Marta',
    others: LUCIA_DINNER,
    own: CARMEN_DINNER_OWN,
    answer: lines(
      '# «send» 4005',
      'sí voy!! Y dile a Marta de mi parte: "perdón, perdón, perdón, llevo yo el postre" 😅',
    ),
    expect: [
      {
        type: 'send',
        text: 'sí voy!! Y dile a Marta de mi parte: "perdón, perdón, perdón, llevo yo el postre" 😅',
        replyTo: 4005,
      },
    ],
  }),
  carmen({
    name: "set54 carmen quotes a bit of Lucía's cover story",
    others: LUCIA_DINNER,
    own: CARMEN_DINNER_OWN,
    answer: 'jajaja "liada con lo del piso" 😂 si tú supieras\nvale, voy. ¿A qué hora?',
    expect: [
      { type: 'send', text: 'jajaja "liada con lo del piso" 😂 si tú supieras\nvale, voy. ¿A qué hora?' },
    ],
  }),
  oskar({
    name: 'set54 oskar laughs at the easy one and gives the next quote',
    answer: lines(
      '# «react» 4005',
      '🤣',
      '',
      '# «send»',
      '„Ich glaube, das ist der Beginn einer wunderbaren Freundschaft.“ 🎩',
    ),
    expect: [
      { type: 'react', emoji: '🤣', messageId: 4005 },
      { type: 'send', text: '„Ich glaube, das ist der Beginn einer wunderbaren Freundschaft.“ 🎩' },
    ],
  }),
  oskar({
    name: 'set54 oskar gives a film scene with its characters',
    answer: lines(
      'Nächster, mit Rollen, damit es nicht zu leicht wird:',
      '',
      'Marty: „Doc, wir brauchen mehr Straße!“',
      'Doc: „Straßen? Wo wir hinfahren, brauchen wir keine Straßen.“',
      '',
      'Welcher Film? 😏',
    ),
    expect: [
      {
        type: 'send',
        text: lines(
          'Nächster, mit Rollen, damit es nicht zu leicht wird:',
          '',
          'Marty: „Doc, wir brauchen mehr Straße!“',
          'Doc: „Straßen? Wo wir hinfahren, brauchen wir keine Straßen.“',
          '',
          'Welcher Film? 😏',
        ),
      },
    ],
  }),
  oskar({
    name: 'set54 oskar sets up a scene for Jannik to finish',
    answer: lines(
      '# «send»',
      'Okay, Szene, du spielst Vader:',
      '',
      'Ich: „Du hast meinen Vater getötet!“',
      'Du: …',
      '',
      'los 😏',
    ),
    expect: [
      {
        type: 'send',
        text: lines(
          'Okay, Szene, du spielst Vader:',
          '',
          'Ich: „Du hast meinen Vater getötet!“',
          'Du: …',
          '',
          'los 😏',
        ),
      },
    ],
  }),
  oskar({
    name: 'set54 oskar passes a message on to Mats',
    others: JANNIK_MOVE,
    own: OSKAR_MOVE_OWN,
    answer: 'Klar bin ich dabei. Sag Mats von mir: „Feigling“ 😤\nUm 9 vor der alten Wohnung?',
    expect: [
      {
        type: 'send',
        text: 'Klar bin ich dabei. Sag Mats von mir: „Feigling“ 😤\nUm 9 vor der alten Wohnung?',
      },
    ],
  }),
  oskar({
    name: 'set54 oskar quotes his girlfriend',
    others: JANNIK_MOVE,
    own: OSKAR_MOVE_OWN,
    answer: lines(
      '# «send» 4005',
      'Lena meinte gerade: „Wenn du dir wieder den Rücken kaputt machst, trag ich dich nicht.“',
      'Also ja, ich komme, aber ich trage nur Kartons 😅',
    ),
    expect: [
      {
        type: 'send',
        text: 'Lena meinte gerade: „Wenn du dir wieder den Rücken kaputt machst, trag ich dich nicht.“\nAlso ja, ich komme, aber ich trage nur Kartons 😅',
        replyTo: 4005,
      },
    ],
  }),
  mira({
    name: 'set54 mira retells the date as me and him',
    answer: `# «send» 4005\n${DATE_RETOLD}`,
    expect: [{ type: 'send', text: DATE_RETOLD, replyTo: 4005 }],
  }),
  mira({
    name: 'set54 mira quotes him twice across two messages',
    answer: lines(
      '# «send»',
      'he literally said "I\'m more of a dog person" and asked for the bill',
      '',
      '# «send»',
      'and then at midnight: "had fun tonight x" ???',
    ),
    expect: [
      { type: 'send', text: 'he literally said "I\'m more of a dog person" and asked for the bill' },
      { type: 'send', text: 'and then at midnight: "had fun tonight x" ???' },
    ],
  }),
  mira({
    name: 'set54 mira tells Zoe what to say to mum',
    others: ZOE_MUM,
    own: MIRA_MUM_OWN,
    answer: 'tell her yes and yes 🥦\nand tell her "no, Mum, fish is not a vegetable" before she asks again',
    expect: [
      {
        type: 'send',
        text: 'tell her yes and yes 🥦\nand tell her "no, Mum, fish is not a vegetable" before she asks again',
      },
    ],
  }),
  mira({
    name: 'set54 mira writes Zoe a script for lunch with her own name in it',
    others: ZOE_MUM,
    own: MIRA_MUM_OWN,
    answer: lines(
      '# «send»',
      'if she asks about Tom just do this:',
      '',
      'Mum: "and how\'s Tom?"',
      'you: "he\'s fine, Mira\'s just very busy with work"',
      '',
      'then change the subject to the garden 🙏',
    ),
    expect: [
      {
        type: 'send',
        text: lines(
          'if she asks about Tom just do this:',
          '',
          'Mum: "and how\'s Tom?"',
          'you: "he\'s fine, Mira\'s just very busy with work"',
          '',
          'then change the subject to the garden 🙏',
        ),
      },
    ],
  }),
];
