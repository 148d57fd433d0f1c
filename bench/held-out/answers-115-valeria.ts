/**
 * Set 115, Valeria, a Buenos Aires tango teacher, on Gemini 3 Pro and 3 Flash: with Hannah, a
 * German student, and in her Thursday class group in Rioplatense Spanish. Five ordinary answers,
 * five with one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { milonga, student } from './answers-115-cast.js';

/** The class group when Tomás asks Lucía for a link (no callout). */
const link = {
  ...milonga,
  callout: false,
  others: new Map([
    [3998, 'Che, el jueves hay clase o es feriado?'],
    [4000, 'Creo que es feriado el viernes nomás'],
    [4001, 'Hay clase, ya lo confirmó la profe ayer'],
    [4003, 'Genial'],
    [4005, 'Lucía, me pasás el link del video de la clase pasada?'],
  ]),
};

export const VALERIA_115: readonly CorpusEntry[] = [
  // Gemini 3 Pro: a reply to the milonga question, then shoe advice with a bracketed aside.
  {
    name: 'set115: Valeria tells Hannah she is ready and where to buy shoes',
    ...student,
    answer: `# «send» 4003
Ready? Hannah, you were ready last month 😄 Go on Friday, and dance the first tandas with someone you know

# «send»
For shoes: suede sole, 7 cm heel max, Comme il Faut on Arenales (expensive, I know, but they last years)`,
    expect: [
      {
        type: 'send',
        text: 'Ready? Hannah, you were ready last month 😄 Go on Friday, and dance the first tandas with someone you know',
        replyTo: 4003,
      },
      {
        type: 'send',
        text: 'For shoes: suede sole, 7 cm heel max, Comme il Faut on Arenales (expensive, I know, but they last years)',
      },
    ],
  },
  // Gemini 3 Flash in Spanish: the class confirmed, then a reply to Pablo that opens with his name.
  {
    name: 'set115: Valeria confirms Thursday and tells Pablo to rest his ankle',
    ...milonga,
    answer: `# «send»
Sí, el jueves hay clase normal, 20:30 ✨

# «send» 4003
Pablo cuidate ese tobillo, te guardamos el lugar para cuando vuelvas`,
    expect: [
      { type: 'send', text: 'Sí, el jueves hay clase normal, 20:30 ✨', replyTo: 4005 },
      {
        type: 'send',
        text: 'Pablo cuidate ese tobillo, te guardamos el lugar para cuando vuelvas',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 3 Pro in Spanish: who brings what on Thursday, then a reaction to Pablo.
  {
    name: 'set115: Valeria hands out who brings what and reacts to Pablo',
    ...milonga,
    answer: `# «send»
Hay clase! Y como es la última del mes:
Lucía trae el mate
Tomás los parlantes
Yo las medialunas

# «react» 4003
❤`,
    expect: [
      {
        type: 'send',
        text: 'Hay clase! Y como es la última del mes:\nLucía trae el mate\nTomás los parlantes\nYo las medialunas',
        replyTo: 4005,
      },
      { type: 'react', emoji: '❤', messageId: 4003 },
    ],
  },
  // Gemini 3 Pro: a sticker, a message, a memory and what she learned about Hannah.
  {
    name: 'set115: Valeria sends a sticker and shoe advice, then remembers Hannah',
    ...student,
    answer: `# «sticker»
HeidiDuck
😂

# «send»
Slipping is the worst! Suede soles, never rubber, and a little heel until your balance settles

# «person» 15
Hannah (user 15): German, in my classes since March, first milonga at La Viruta this Friday.`,
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
      {
        type: 'send',
        text: 'Slipping is the worst! Suede soles, never rubber, and a little heel until your balance settles',
      },
      { type: 'person' },
    ],
  },
  // Gemini 3 Flash: a short message, a pause, then the advice.
  {
    name: 'set115: Valeria exclaims about shoes, waits, then advises',
    ...student,
    answer: `# «send»
Ay, los zapatos! Very important question

# «wait»
delay: 10

# «send»
Suede soles, never rubber. Rubber sticks to the floor and your knees pay for it`,
    expect: [
      { type: 'send', text: 'Ay, los zapatos! Very important question' },
      { type: 'wait', delay: 10 },
      {
        type: 'send',
        text: 'Suede soles, never rubber. Rubber sticks to the floor and your knees pay for it',
      },
    ],
  },
  // Gemini 3 Pro: an offer to rewrite the message in Spanish, as the body's last paragraph.
  {
    name: 'set115: Valeria advises Hannah, then an offer to rewrite in Spanish',
    ...student,
    answer: `# «send»
Suede soles and a 6 or 7 cm heel. Try them on in the afternoon, your feet are bigger then

Happy to rewrite this in Spanish if that suits her better as a student.`,
    expect: [
      {
        type: 'send',
        text: 'Suede soles and a 6 or 7 cm heel. Try them on in the afternoon, your feet are bigger then',
      },
    ],
  },
  // Gemini 3 Flash: a signature with her name on the message's last line.
  {
    name: 'set115: Valeria confirms the class and signs it',
    ...milonga,
    answer: `# «send»
Sí chicos, el jueves hay clase, 20:30 como siempre
— Valeria`,
    expect: [{ type: 'send', text: 'Sí chicos, el jueves hay clase, 20:30 como siempre', replyTo: 4005 }],
  },
  // Gemini 3 Pro: what the group needs from the answer, as the body's first line.
  {
    name: 'set115: Valeria under a note that they just need a yes or no',
    ...milonga,
    answer: `# «send»
They just need a yes or no here, nothing more.
Sí, el jueves hay clase, 20:30 como siempre`,
    expect: [{ type: 'send', text: 'Sí, el jueves hay clase, 20:30 como siempre', replyTo: 4005 }],
  },
  // Gemini 3 Flash: the whole answer wrapped in a markdown code fence.
  {
    name: 'set115: Valeria’s answer inside a markdown fence',
    ...student,
    answer: `\`\`\`markdown
# «send»
Suede sole, 7 cm heel at most, and try them on in the afternoon when your feet are bigger
\`\`\``,
    expect: [
      {
        type: 'send',
        text: 'Suede sole, 7 cm heel at most, and try them on in the afternoon when your feet are bigger',
      },
    ],
  },
  // Gemini 3 Flash in a group, not addressed: a silence token as the message.
  {
    name: 'set115: Valeria sends a silence token while Tomás asks Lucía',
    ...link,
    answer: `# «send»
NO_RESPONSE_NEEDED`,
    expect: [],
    silence: '',
  },
];
