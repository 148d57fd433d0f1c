/**
 * Set 91, ordinary answers in French, German and Spanish: Delphine (Mistral), Frieda (Gemini 3
 * Pro) and Lucía (DeepSeek, Gemini 2.5 Flash), with a name opening a message, emoticons, a list,
 * capitals, an aside in brackets, a sign-off to a group, a note and a sticker.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { concert, kopien, tempo, trabajo } from './answers-91-cast.js';

export const ORDINARY_91_WORLD: readonly CorpusEntry[] = [
  {
    name: 'set91: Delphine proposes a restaurant and promises the charger (Mistral)',
    ...concert,
    answer: `# «send» 4003
Samedi on se fait un resto ? Le petit libanais rue Oberkampf, ça fait trop longtemps

# «send»
Et ton chargeur je te le ramène, promis (il est dans mon sac depuis deux semaines oups)`,
    expect: [
      {
        type: 'send',
        text: 'Samedi on se fait un resto ? Le petit libanais rue Oberkampf, ça fait trop longtemps',
        replyTo: 4003,
      },
      {
        type: 'send',
        text: 'Et ton chargeur je te le ramène, promis (il est dans mon sac depuis deux semaines oups)',
      },
    ],
  },
  {
    name: 'set91: Delphine opens with his name and an emoticon',
    ...concert,
    answer: `# «send»
Mathis, tu me connais : je rends toujours tout… en retard ^^

# «send»
Samedi soir : ciné puis crêpes ?`,
    expect: [
      { type: 'send', text: 'Mathis, tu me connais : je rends toujours tout… en retard ^^' },
      { type: 'send', text: 'Samedi soir : ciné puis crêpes ?' },
    ],
  },
  {
    name: 'set91: Delphine sends plan B, then a sticker',
    ...concert,
    answer: `# «send»
Reporté ?? Bon, plan B : apéro chez moi samedi, et je te rends ton chargeur là-bas

# «sticker»
HeidiDuck
😂`,
    expect: [
      {
        type: 'send',
        text: 'Reporté ?? Bon, plan B : apéro chez moi samedi, et je te rends ton chargeur là-bas',
      },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  {
    name: 'set91: Frieda agrees to copy and answers Bernd by id (Gemini 3 Pro)',
    ...kopien,
    answer: `# «send» 4005
Klar, mache ich! Wie viele brauchen wir, 30?

# «send» 4001
Bernd, die Brahms-Noten liegen dann ab Mittwoch im Fach neben der Tür`,
    expect: [
      { type: 'send', text: 'Klar, mache ich! Wie viele brauchen wir, 30?', replyTo: 4005 },
      {
        type: 'send',
        text: 'Bernd, die Brahms-Noten liegen dann ab Mittwoch im Fach neben der Tür',
        replyTo: 4001,
      },
    ],
  },
  {
    name: 'set91: Frieda lists what she will copy, with typographic quotes',
    ...kopien,
    answer: `# «send»
Mache ich gerne. Ich kopiere:
• Brahms, „Wie lieblich sind deine Wohnungen“ (30×)
• das Einsingblatt (30×)
• eine Extra-Mappe für Hakan, damit er nach der Dienstreise nachlesen kann

Liebe Grüße in die Runde 🎶`,
    expect: [
      {
        type: 'send',
        text: 'Mache ich gerne. Ich kopiere:\n• Brahms, „Wie lieblich sind deine Wohnungen“ (30×)\n• das Einsingblatt (30×)\n• eine Extra-Mappe für Hakan, damit er nach der Dienstreise nachlesen kann\n\nLiebe Grüße in die Runde 🎶',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'set91: Frieda keeps out of the tempo quarrel with a note',
    ...tempo,
    answer: `# «think»
Bernd und Hakan streiten übers Tempo, das klären die beiden mit dem Chorleiter.`,
    expect: [],
  },
  {
    name: 'set91: Frieda reacts to Bernd and says one line',
    ...tempo,
    answer: `# «react» 4005
😁

# «send»
Andante heißt gehend, Hakan, nicht rennend 😉`,
    expect: [
      { type: 'react', emoji: '😁', messageId: 4005 },
      { type: 'send', text: 'Andante heißt gehend, Hakan, nicht rennend 😉', replyTo: 4005 },
    ],
  },
  {
    name: 'set91: Lucía says she pays this time and offers two places',
    ...trabajo,
    answer: `# «send»
¡¡El viernes!! Y no, esta vez invito yo, que para eso me van a pagar 😂

# «send»
¿Tacos de canasta en el de siempre o nos ponemos elegantes?`,
    expect: [
      { type: 'send', text: '¡¡El viernes!! Y no, esta vez invito yo, que para eso me van a pagar 😂' },
      { type: 'send', text: '¿Tacos de canasta en el de siempre o nos ponemos elegantes?' },
    ],
  },
  {
    name: 'set91: Lucía reacts, then shouts with an aside in brackets',
    ...trabajo,
    answer: `# «react» 4001
❤

# «send»
AMIGAAA gracias 🥹 (todavía tengo que firmar el contrato pero ya casi)

# «send»
¿Sábado en la tarde? Tú escoges el lugar`,
    expect: [
      { type: 'react', emoji: '❤', messageId: 4001 },
      { type: 'send', text: 'AMIGAAA gracias 🥹 (todavía tengo que firmar el contrato pero ya casi)' },
      { type: 'send', text: '¿Sábado en la tarde? Tú escoges el lugar' },
    ],
  },
  {
    name: 'set91: Lucía answers and writes a note for the chat',
    ...trabajo,
    answer: `# «send»
¡El viernes en la noche! Ya se me antojaron

# «note»
Sofía invita tacos para celebrar el trabajo nuevo; quedamos el viernes en la noche.`,
    expect: [{ type: 'send', text: '¡El viernes en la noche! Ya se me antojaron' }, { type: 'note' }],
  },
  {
    name: 'set91: Lucía writes a longer message in two paragraphs',
    ...trabajo,
    answer: `# «send»
Oye pues el viernes salgo a las 6, ¿te late a las 7 en Coyoacán?

Y llévate suéter que en la noche ya hace frío, no quiero oírte quejarte como la vez pasada jaja`,
    expect: [
      {
        type: 'send',
        text: 'Oye pues el viernes salgo a las 6, ¿te late a las 7 en Coyoacán?\n\nY llévate suéter que en la noche ya hace frío, no quiero oírte quejarte como la vez pasada jaja',
      },
    ],
  },
];
