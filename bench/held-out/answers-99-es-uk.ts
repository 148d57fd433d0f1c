/**
 * Set 99, Paloma with her cousin Javi in Spanish (direct chat, DeepSeek V3 behind the endpoint
 * and Gemini 2.5 Pro) and Oksana with her sister Iryna in Ukrainian (direct chat, Gemini 3 Pro
 * and Mistral): ordinary answers, then one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { boda, velykden } from './answers-99-cast.js';

export const ES_UK_99: readonly CorpusEntry[] = [
  // DeepSeek V3: a reply to the aunt's car plan and an answer about the present.
  {
    name: 'set99: Paloma answers the car and the present',
    ...boda,
    answer: `# «send» 4003
Dile a tu madre que sí, pero conduzco yo, que la última vez casi nos matamos en la M-30

# «send»
Yo les voy a regalar algo de la lista, que para eso la hicieron`,
    expect: [
      {
        type: 'send',
        text: 'Dile a tu madre que sí, pero conduzco yo, que la última vez casi nos matamos en la M-30',
        replyTo: 4003,
      },
      { type: 'send', text: 'Yo les voy a regalar algo de la lista, que para eso la hicieron' },
    ],
  },
  // Gemini 2.5 Pro: the bride in the third person, and an aside in brackets inside a message.
  {
    name: 'set99: Paloma on cousin Lucía with an aside in brackets',
    ...boda,
    answer: `# «send»
La prima Lucía es la persona más organizada del universo, seguro que tiene la lista de bodas en un Excel con colores

# «send»
Te la busco y te paso el enlace (si no me ha bloqueado, que ya me conoces)`,
    expect: [
      {
        type: 'send',
        text: 'La prima Lucía es la persona más organizada del universo, seguro que tiene la lista de bodas en un Excel con colores',
      },
      { type: 'send', text: 'Te la busco y te paso el enlace (si no me ha bloqueado, que ya me conoces)' },
    ],
  },
  // DeepSeek V3: a reaction, a message, a pause while she looks, the result.
  {
    name: 'set99: Paloma reacts, looks up the list behind a wait',
    ...boda,
    answer: `# «react» 4003
👍

# «send»
Déjame mirar la lista

# «wait»
delay: 45

# «send»
Vale, quedan la cafetera italiana y un juego de copas. Yo pillo la cafetera, ¿tú las copas?`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4003 },
      { type: 'send', text: 'Déjame mirar la lista' },
      { type: 'wait', delay: 45 },
      {
        type: 'send',
        text: 'Vale, quedan la cafetera italiana y un juego de copas. Yo pillo la cafetera, ¿tú las copas?',
      },
    ],
  },
  // DeepSeek V3: an offer in Spanish to rewrite the reply in another tone.
  {
    name: 'set99: Paloma, then a Spanish offer to rewrite',
    ...boda,
    answer: `# «send»
Yo les regalo algo de la lista, lo más fácil

Si quieres, puedo reescribir la respuesta con un tono más divertido.`,
    expect: [{ type: 'send', text: 'Yo les regalo algo de la lista, lo más fácil' }],
  },
  // Gemini 2.5 Pro: an English account of what was answered, after the last block.
  {
    name: 'set99: Paloma, then an English recap of her answers',
    ...boda,
    answer: `# «send»
Regálales una experiencia, una cena o algo así. Cosas no, que tienen de todo

# «send» 4003
Y sí, vamos juntos, te recojo a las nueve

I answered both of Javi's questions: the gift idea and the car plan with his mother.`,
    expect: [
      { type: 'send', text: 'Regálales una experiencia, una cena o algo así. Cosas no, que tienen de todo' },
      { type: 'send', text: 'Y sí, vamos juntos, te recojo a las nueve', replyTo: 4003 },
    ],
  },
  // DeepSeek V3: the task's name translated into Spanish in the heading.
  {
    name: 'set99: Paloma under a heading translated into Spanish',
    ...boda,
    answer: `# «enviar»
Ni idea tampoco, pero algo de la lista seguro. ¿Lo miramos juntos esta noche?`,
    expect: [
      { type: 'send', text: 'Ni idea tampoco, pero algo de la lista seguro. ¿Lo miramos juntos esta noche?' },
    ],
  },
  // Gemini 3 Pro: the boots found, as a reply, then the day she arrives.
  {
    name: 'set99: Oksana finds the boots and says when she comes',
    ...velykden,
    answer: `# «send» 4003
Знайшла! Чорні, з хутром? Стоять у коридорі, привезу

# «send»
Приїду в суботу зранку, десь об одинадцятій буду`,
    expect: [
      { type: 'send', text: 'Знайшла! Чорні, з хутром? Стоять у коридорі, привезу', replyTo: 4003 },
      { type: 'send', text: 'Приїду в суботу зранку, десь об одинадцятій буду' },
    ],
  },
  // Gemini 3 Pro: a message for their mother, and a P.S. of her own.
  {
    name: "set99: Oksana's own P.S. about the boots",
    ...velykden,
    answer: `# «send»
Так, у суботу. Скажи мамі, щоб не пекла три паски, нас же четверо

# «send»
P.S. Чоботи знайшла, вони в мене чомусь під ліжком 🙈`,
    expect: [
      { type: 'send', text: 'Так, у суботу. Скажи мамі, щоб не пекла три паски, нас же четверо' },
      { type: 'send', text: 'P.S. Чоботи знайшла, вони в мене чомусь під ліжком 🙈' },
    ],
  },
  // Gemini 3 Pro: an English think block, a message, a memory of her own.
  {
    name: 'set99: Oksana thinks in English, answers and remembers the trip',
    ...velykden,
    answer: `# «think»
Iryna wants a yes or no. I can take Friday afternoon off, so I can even come earlier.

# «send»
Приїду! Відпросилася в п'ятницю після обіду, то може навіть у п'ятницю ввечері

# «remember»
Великдень у мами: їду в п'ятницю ввечері, везу Ірині зимові чоботи.`,
    expect: [
      {
        type: 'send',
        text: "Приїду! Відпросилася в п'ятницю після обіду, то може навіть у п'ятницю ввечері",
      },
      { type: 'remember' },
    ],
  },
  // Gemini 3 Pro: a thought summary's bold English title alone before the Ukrainian block.
  {
    name: 'set99: Oksana under a bold English summary title',
    ...velykden,
    answer: `**Confirming the Saturday Visit**

# «send»
Так, приїду в суботу! І чоботи твої привезу, вони в мене`,
    expect: [{ type: 'send', text: 'Так, приїду в суботу! І чоботи твої привезу, вони в мене' }],
  },
  // Mistral behind the endpoint: the persona's name in Cyrillic as a speaker label.
  {
    name: 'set99: Oksana under her Cyrillic name as a label',
    ...velykden,
    answer: `# «send»
Оксана: Приїду, звісно. Чоботи знайшла, вони в шафі в коридорі`,
    expect: [{ type: 'send', text: 'Приїду, звісно. Чоботи знайшла, вони в шафі в коридорі' }],
  },
  // Gemini 3 Pro: a Ukrainian reading of the sister after the message.
  {
    name: 'set99: Oksana, then a reading of Iryna in Ukrainian',
    ...velykden,
    answer: `# «send»
Приїду в суботу, не хвилюйся

Ірина, здається, трохи напружена через маму, тому відповідаю коротко й заспокійливо.`,
    expect: [{ type: 'send', text: 'Приїду в суботу, не хвилюйся' }],
  },
];
