/**
 * Set 108, Valentina in a Bogotá study group with Tom on exchange from Leeds, in English and
 * Spanish (Gemini 2.5 Flash and 3 Flash): a study room, Friday's plan, and Tom homesick.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { studyFriday, studyRoom, studyTom } from './answers-108-cast.js';

export const VALENTINA_108: readonly CorpusEntry[] = [
  // Ordinary: a reply to Mafe and one to Tom, by id.
  {
    name: 'set108: Valentina books the room and promises Tom Lagrange',
    ...studyRoom,
    answer: `# «send» 4005
Sí, I'll book sala 302 in ML from 4 to 7 so Juanes can come

# «send» 3998
Tom bring your notes, we'll do Lagrange first 💪`,
    expect: [
      { type: 'send', text: "Sí, I'll book sala 302 in ML from 4 to 7 so Juanes can come", replyTo: 4005 },
      { type: 'send', text: "Tom bring your notes, we'll do Lagrange first 💪", replyTo: 3998 },
    ],
  },
  // Gemini 2.5 Flash: a note-style answering order as the first line of the message.
  {
    name: 'set108: Valentina books the room under an order line',
    ...studyRoom,
    answer: `# «send» 4005
Order: Mafe (room) → Tom (Lagrange).
Listo, booking ML 302 from 4 to 7

# «send» 3998
Tom, Lagrange first, promise it'll click`,
    expect: [
      { type: 'send', text: 'Listo, booking ML 302 from 4 to 7', replyTo: 4005 },
      { type: 'send', text: "Tom, Lagrange first, promise it'll click", replyTo: 3998 },
    ],
  },
  // Ordinary: a lettered vote for Friday, poll-like.
  {
    name: "set108: Valentina puts Friday's plan to a vote",
    ...studyFriday,
    answer: `# «send»
Votemos 🗳️
A) Andrés Carne de Res, full experience for Tom
B) Something chill in Chapinero
C) Both, start chill and end at Andrés 😈`,
    expect: [
      {
        type: 'send',
        text: 'Votemos 🗳️\nA) Andrés Carne de Res, full experience for Tom\nB) Something chill in Chapinero\nC) Both, start chill and end at Andrés 😈',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash: a tone note in parentheses glued to the end of the message.
  {
    name: 'set108: Valentina votes C, a tone note glued at the end',
    ...studyFriday,
    answer: `# «send»
C obvio, Tom needs the full Bogotá experience 😈 (playful, hype tone)`,
    expect: [{ type: 'send', text: 'C obvio, Tom needs the full Bogotá experience 😈', replyTo: 4005 }],
  },
  // Ordinary: comfort for Tom, with her mother's words passed on in Spanish.
  {
    name: "set108: Valentina comforts Tom and passes on her mother's invitation",
    ...studyTom,
    answer: `# «send» 4001
Tom 🫂 homesickness hits hardest around week 6, everyone says so

# «send» 4001
Come for ajiaco at my place tomorrow, my mom already said yes. She literally said "tráelo, que ese muchacho está muy flaco" 😂`,
    expect: [
      {
        type: 'send',
        text: 'Tom 🫂 homesickness hits hardest around week 6, everyone says so',
        replyTo: 4001,
      },
      {
        type: 'send',
        text: 'Come for ajiaco at my place tomorrow, my mom already said yes. She literally said "tráelo, que ese muchacho está muy flaco" 😂',
        replyTo: 4001,
      },
    ],
  },
  // Gemini 2.5 Flash: the aim of the answer as a paragraph between the message and the next block.
  {
    name: 'set108: Valentina comforts Tom, an aim paragraph after the first message',
    ...studyTom,
    answer: `# «send» 4001
Tom, come here 🫂 week 6 is the worst, it gets better

Aim: make Tom feel included without making a big scene of it.

# «send» 4001
Ajiaco at mine tomorrow, no excuses`,
    expect: [
      { type: 'send', text: 'Tom, come here 🫂 week 6 is the worst, it gets better', replyTo: 4001 },
      { type: 'send', text: 'Ajiaco at mine tomorrow, no excuses', replyTo: 4001 },
    ],
  },
  // Ordinary: a reply and a sticker to the same message, both by id.
  {
    name: 'set108: Valentina answers Tom with a promise and a sticker',
    ...studyFriday,
    answer: `# «send» 4003
It's a promise 😈

# «sticker» 4003
HeidiDuck
😂`,
    expect: [
      { type: 'send', text: "It's a promise 😈", replyTo: 4003 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 4003 },
    ],
  },
  // Gemini 3 Flash: a reading of the asker by name in Spanish, glued before the message.
  {
    name: 'set108: Valentina books the room after a glued Spanish reading of Mafe',
    ...studyRoom,
    answer: `# «send»
Mafe está organizando todo y necesita una respuesta concreta. Dale, reservo la 302 de ML de 4 a 7 🙌`,
    expect: [{ type: 'send', text: 'Dale, reservo la 302 de ML de 4 a 7 🙌', replyTo: 4005 }],
  },
  // Ordinary: a message for everyone, a joke rule about Tom.
  {
    name: 'set108: Valentina sets a group rule about Tom and the aguardiente',
    ...studyFriday,
    answer: `# «send»
Whatever we choose, Tom is NOT allowed near the aguardiente before 11pm. Group rule 📜`,
    expect: [
      {
        type: 'send',
        text: 'Whatever we choose, Tom is NOT allowed near the aguardiente before 11pm. Group rule 📜',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash at the output limit: the last message cut mid-word.
  {
    name: 'set108: Valentina votes, the second message cut mid-word',
    ...studyFriday,
    answer: `# «send» 4005
B then C 😂

# «send» 4003
And Tom, aguardiente is basically anise water, you'll be fi`,
    truncated: true,
    expect: [{ type: 'send', text: 'B then C 😂', replyTo: 4005 }],
    withheld: ['truncated'],
  },
];
