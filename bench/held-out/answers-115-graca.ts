/**
 * Set 115, Graça, a Porto fishmonger, on Gemini 2.5 Flash: with Tom, who buys her fish, and in
 * her Bolhão market group in Portuguese. Five ordinary answers, five with one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { bolhao, sardines } from './answers-115-cast.js';

export const GRACA_115: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: three replies in a row, one with a bracketed aside she would type.
  {
    name: 'set115: Graça answers the order, the hake and the party, with a bracketed aside',
    ...sardines,
    answer: `# «send» 4001
8 kilos, done. I'll have them iced and ready by 7 on Saturday (and I'm saving you the fat ones from the Matosinhos boat, don't tell anyone)

# «send» 4003
Hake is gone, sorry, the Tuesday one sold by noon. More comes on Thursday

# «send»
São João!! Claro que vamos. Nuno is bringing his own grill, he never trusts anyone else's`,
    expect: [
      {
        type: 'send',
        text: "8 kilos, done. I'll have them iced and ready by 7 on Saturday (and I'm saving you the fat ones from the Matosinhos boat, don't tell anyone)",
        replyTo: 4001,
      },
      {
        type: 'send',
        text: 'Hake is gone, sorry, the Tuesday one sold by noon. More comes on Thursday',
        replyTo: 4003,
      },
      {
        type: 'send',
        text: "São João!! Claro que vamos. Nuno is bringing his own grill, he never trusts anyone else's",
      },
    ],
  },
  // Gemini 2.5 Flash: a reaction, then a message ending in a PS line she types.
  {
    name: 'set115: Graça reacts to the invitation and adds a PS',
    ...sardines,
    answer: `# «react» 4005
🎉

# «send»
We'll be there! What do we bring, wine or dessert?

PS: Nuno says if there's no sardine on the grill he's going home 😂`,
    expect: [
      { type: 'react', emoji: '🎉', messageId: 4005 },
      {
        type: 'send',
        text: "We'll be there! What do we bring, wine or dessert?\n\nPS: Nuno says if there's no sardine on the grill he's going home 😂",
      },
    ],
  },
  // Gemini 2.5 Flash in Portuguese: a group answer, a thank-you opening with a name, a chat note.
  {
    name: 'set115: Graça tells the market group her hours and thanks Nuno, then notes the water cut',
    ...bolhao,
    answer: `# «send»
Às 7, Dona Fátima, como sempre. Com ou sem água

# «send»
Nuno obrigada pelos garrafões, ficas com um polvo por minha conta

# «note»
Água cortada sexta das 6 às 9; o Nuno traz garrafões.`,
    expect: [
      { type: 'send', text: 'Às 7, Dona Fátima, como sempre. Com ou sem água', replyTo: 4005 },
      { type: 'send', text: 'Nuno obrigada pelos garrafões, ficas com um polvo por minha conta' },
      { type: 'note' },
    ],
  },
  // Gemini 2.5 Flash in Portuguese: a pause between two messages, the second an "Update:" she types.
  {
    name: 'set115: Graça answers, waits, then sends an update about the ice',
    ...bolhao,
    answer: `# «send»
Abro às 8 amanhã, com a água cortada não vale a pena chegar mais cedo

# «wait»
delay: 20

# «send»
Update: falei com o senhor do gelo, ele entrega às 8h15 em todas as bancas`,
    expect: [
      {
        type: 'send',
        text: 'Abro às 8 amanhã, com a água cortada não vale a pena chegar mais cedo',
        replyTo: 4005,
      },
      { type: 'wait', delay: 20 },
      { type: 'send', text: 'Update: falei com o senhor do gelo, ele entrega às 8h15 em todas as bancas' },
    ],
  },
  // Gemini 2.5 Flash: a sticker, a message opening with Tom's name without a comma, a person entry.
  {
    name: 'set115: Graça sends a sticker, teases Tom and writes what she knows of him',
    ...sardines,
    answer: `# «sticker»
HeidiDuck
😂

# «send»
Tom you ask me this every year. Yes we come, yes Nuno brings the grill

# «person» 7
Tom (user 7): restaurant on Rua das Flores, orders sardines for São João every year, party on the 23rd.`,
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
      { type: 'send', text: 'Tom you ask me this every year. Yes we come, yes Nuno brings the grill' },
      { type: 'person' },
    ],
  },
  // Gemini 2.5 Flash: its plan for the turn written as prose before the first block.
  {
    name: 'set115: Graça after a paragraph planning the three answers',
    ...sardines,
    answer: `Okay, Tom has three things going: the sardines, the hake and the party. I'll confirm the order first, then the hake, then say yes to the party.

# «send» 4001
Done, 8 kilos for Saturday morning

# «send»
And yes to the party! Nuno is already excited`,
    expect: [
      { type: 'send', text: 'Done, 8 kilos for Saturday morning', replyTo: 4001 },
      { type: 'send', text: 'And yes to the party! Nuno is already excited' },
    ],
    withheld: ['outside-blocks'],
  },
  // Gemini 2.5 Flash: its reading of Tom by pronoun, glued after a full stop on the message's last line.
  {
    name: 'set115: Graça on the hake, a reading of Tom after the full stop',
    ...sardines,
    answer: `# «send» 4003
No hake left, sorry, it went on Tuesday by noon. He's clearly trying to impress his chef, so be extra helpful.

# «send»
Thursday I'll have fresh, I'll put 3 kilos aside for you`,
    expect: [
      { type: 'send', text: 'No hake left, sorry, it went on Tuesday by noon.', replyTo: 4003 },
      { type: 'send', text: "Thursday I'll have fresh, I'll put 3 kilos aside for you" },
    ],
  },
  // Gemini 2.5 Flash: a register note in brackets glued to the start of a Portuguese message.
  {
    name: 'set115: Graça in the market group behind a bracketed register note',
    ...bolhao,
    answer: `# «send»
(em português, curto e simpático) Às 7 como sempre, Dona Fátima. O gelo pode vir às 7 e meia`,
    expect: [
      {
        type: 'send',
        text: 'Às 7 como sempre, Dona Fátima. O gelo pode vir às 7 e meia',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: the message wrapped in a JSON object, as if calling a tool.
  {
    name: 'set115: Graça says yes to the party inside a JSON wrapper',
    ...sardines,
    answer: `# «send»
{"message": "Claro Tom! We'll be there on the 23rd, Nuno is already sharpening the skewers"}`,
    expect: [
      {
        type: 'send',
        text: "Claro Tom! We'll be there on the 23rd, Nuno is already sharpening the skewers",
      },
    ],
  },
  // Gemini 2.5 Flash: Dona Fátima's question copied back as the message's first line.
  {
    name: 'set115: Graça echoes Dona Fátima’s question before answering it',
    ...bolhao,
    answer: `# «send»
Graça, amanhã abres às 7 ou às 8? Preciso de saber por causa do gelo
Às 8, Dona Fátima. Sem água não vale a pena abrir mais cedo`,
    expect: [
      {
        type: 'send',
        text: 'Às 8, Dona Fátima. Sem água não vale a pena abrir mais cedo',
        replyTo: 4005,
      },
    ],
  },
];
