/** Set 60, part D: Carmen on small local models, Aziz's climbing group on a mix of models. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { AZIZ, AZIZ_QUIET, CARMEN } from './answers-60-cast.js';

export const SET_60_D: readonly CorpusEntry[] = [
  // A small local model copies the transcript's message header above its text.
  {
    name: 'set60 carmen transcript header copied',
    ...CARMEN,
    answer: `# «send» 4005
⟦#4006 Carmen⟧
¿A la una y media te va bien?`,
    expect: [{ type: 'send', text: '¿A la una y media te va bien?', replyTo: 4005 }],
  },
  {
    name: 'set60 carmen plain time',
    ...CARMEN,
    answer: `# «send» 4005
A la 1 y media en mi portal 😘`,
    expect: [{ type: 'send', text: 'A la 1 y media en mi portal 😘', replyTo: 4005 }],
  },
  // A base-style model continues into an Alpaca instruction template after the answer.
  {
    name: 'set60 carmen alpaca instruction after the message',
    ...CARMEN,
    answer: `# «send» 4005
Sobre la una, que la abuela pone el arroz a las dos

### Instruction:
Write the next message in the conversation as Pau.`,
    expect: [{ type: 'send', text: 'Sobre la una, que la abuela pone el arroz a las dos', replyTo: 4005 }],
  },
  // A tiny model ignores the blocks and goes on to write both sides of the chat.
  {
    name: 'set60 carmen no blocks and a made-up dialogue',
    ...CARMEN,
    answer: `¡Pásate a la 1 y media!
User: vale, genial
Assistant: ¡Genial, hasta mañana!`,
    expect: [{ type: 'send', text: '¡Pásate a la 1 y media!' }],
  },
  {
    name: 'set60 carmen numbered plan',
    ...CARMEN,
    answer: `# «send» 4005
Plan:
1. me recoges a las 13:15
2. pasamos por la pastelería a por hielo y pan
3. llegamos tarde igualmente 🙃`,
    expect: [
      {
        type: 'send',
        text: 'Plan:\n1. me recoges a las 13:15\n2. pasamos por la pastelería a por hielo y pan\n3. llegamos tarde igualmente 🙃',
        replyTo: 4005,
      },
    ],
  },
  // A small model loops and writes the same block twice.
  {
    name: 'set60 carmen same block twice',
    ...CARMEN,
    answer: `# «send» 4005
A las 13:30 estoy lista

# «send» 4005
A las 13:30 estoy lista`,
    expect: [{ type: 'send', text: 'A las 13:30 estoy lista', replyTo: 4005 }],
  },
  // Gemma run locally ends its turn and opens the user's with its own control tokens.
  {
    name: 'set60 carmen gemma turn tokens',
    ...CARMEN,
    answer: `# «send» 4005
¿Te va bien a la una? Así ayudamos a tu abuela con la mesa<end_of_turn>
<start_of_turn>user
perfecto`,
    expect: [
      { type: 'send', text: '¿Te va bien a la una? Así ayudamos a tu abuela con la mesa', replyTo: 4005 },
    ],
  },
  {
    name: 'set60 carmen two options a person offers',
    ...CARMEN,
    answer: `# «send» 4005
¿13:30 te va bien? Si no, a las 14h, pero no más tarde que se enfría el flan jaja`,
    expect: [
      {
        type: 'send',
        text: '¿13:30 te va bien? Si no, a las 14h, pero no más tarde que se enfría el flan jaja',
        replyTo: 4005,
      },
    ],
  },
  // A tiny model drifts to square-bracket headings.
  {
    name: 'set60 carmen square bracket heading',
    ...CARMEN,
    answer: `[send]
Recógeme a la una porfa, que tengo que llevar el flan con cuidado`,
    expect: [{ type: 'send', text: 'Recógeme a la una porfa, que tengo que llevar el flan con cuidado' }],
  },
  // Phi-3 closes with its end token and opens a user turn of its own.
  {
    name: 'set60 carmen phi end and user tokens',
    ...CARMEN,
    answer: `# «send» 4005
A la una en punto, ¡no llegues tarde como siempre! 😜<|end|>
<|user|>
jajaja vale`,
    expect: [{ type: 'send', text: 'A la una en punto, ¡no llegues tarde como siempre! 😜', replyTo: 4005 }],
  },
  {
    name: 'set60 carmen capitals in valencian',
    ...CARMEN,
    answer: `# «send» 4005
VALE VALE, a la una i mitja estic baix 😂`,
    expect: [{ type: 'send', text: 'VALE VALE, a la una i mitja estic baix 😂', replyTo: 4005 }],
  },

  {
    name: 'set60 aziz offers to drive',
    ...AZIZ,
    callout: true,
    answer: `# «send» 4005
I'll drive! Got space for 3 + pads if we squeeze`,
    expect: [{ type: 'send', text: "I'll drive! Got space for 3 + pads if we squeeze", replyTo: 4005 }],
  },
  {
    name: 'set60 aziz answers deniz then marta',
    ...AZIZ,
    callout: true,
    answer: `# «send» 4003
Yep, chalk bag's in my car

# «send»
And Sunday I can drive, leaving 8am sharp`,
    expect: [
      { type: 'send', text: "Yep, chalk bag's in my car", replyTo: 4003 },
      { type: 'send', text: 'And Sunday I can drive, leaving 8am sharp' },
    ],
  },
  // GPT-5 states what it is doing before the blocks.
  {
    name: 'set60 aziz responding as lead-in',
    ...AZIZ,
    callout: true,
    answer: `Responding as Aziz in the group.

# «send» 4005
I can drive, no need to rent. Petrol split 4 ways?`,
    expect: [{ type: 'send', text: 'I can drive, no need to rent. Petrol split 4 ways?', replyTo: 4005 }],
  },
  // Claude writes Marta's thankful answer to the persona's message as well.
  {
    name: 'set60 aziz made-up turn for marta',
    ...AZIZ,
    callout: true,
    answer: `# «send» 4005
Marta I'll drive, 8am from mine

Marta: amazing, thank you!! I'll bring coffee`,
    expect: [{ type: 'send', text: "Marta I'll drive, 8am from mine", replyTo: 4005 }],
  },
  {
    name: 'set60 aziz reacts to deniz and answers marta',
    ...AZIZ,
    callout: true,
    answer: `# «react» 4003
👍

# «send»
Driving, yeah. Whoever's in, be at mine by 8`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4003 },
      { type: 'send', text: "Driving, yeah. Whoever's in, be at mine by 8", replyTo: 4005 },
    ],
  },
  // Llama narrates the persona's silence as a stage direction when nothing is asked of it.
  {
    name: 'set60 aziz quiet turn narrated',
    ...AZIZ_QUIET,
    answer: `# «think»
Ollie is just venting, nothing for me.

*(Aziz stays silent)*`,
    expect: [],
  },
  {
    name: 'set60 aziz turkish to deniz',
    ...AZIZ,
    callout: true,
    answer: `# «send» 4003
Deniz abi tebeşir torbası bende, merak etme 😄

# «send» 4005
Marta I'm driving, don't rent anything`,
    expect: [
      { type: 'send', text: 'Deniz abi tebeşir torbası bende, merak etme 😄', replyTo: 4003 },
      { type: 'send', text: "Marta I'm driving, don't rent anything", replyTo: 4005 },
    ],
  },
  // GPT-4o asks its user whether to make the group message more enthusiastic.
  {
    name: 'set60 aziz offer for more enthusiasm',
    ...AZIZ,
    callout: true,
    answer: `# «send» 4005
I can drive! 4 seats, pads in the roof box

Would you like me to make the reply sound more enthusiastic?`,
    expect: [{ type: 'send', text: 'I can drive! 4 seats, pads in the roof box', replyTo: 4005 }],
  },
  // Two slips: Claude's thinking tags and a bracketed note on keeping the message short.
  {
    name: 'set60 aziz thinking and a note on brevity',
    ...AZIZ,
    callout: true,
    answer: `<thinking>Marta asks directly whether Aziz drives. He has a car and likes the Peak. Say yes.</thinking>

# «send» 4005
Yes I'll drive, rent nothing 🚗

(Keeping it short since it's a busy group chat.)`,
    expect: [{ type: 'send', text: "Yes I'll drive, rent nothing 🚗", replyTo: 4005 }],
  },
  {
    name: 'set60 aziz car options list',
    ...AZIZ,
    callout: true,
    answer: `# «send» 4005
Options:
- I drive, 4 seats incl. me
- Marta rents a van and we take all the pads
Thumbs up for the first, heart for the second`,
    expect: [
      {
        type: 'send',
        text: 'Options:\n- I drive, 4 seats incl. me\n- Marta rents a van and we take all the pads\nThumbs up for the first, heart for the second',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'set60 aziz message then a sticker',
    ...AZIZ,
    callout: true,
    answer: `# «send» 4005
I'll drive, but I'm choosing the music 😌

# «sticker»
HeidiDuck
😂`,
    expect: [
      { type: 'send', text: "I'll drive, but I'm choosing the music 😌", replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  // GPT-4.1 wraps the body in a message tag carrying the reply id.
  {
    name: 'set60 aziz message tag with reply id',
    ...AZIZ,
    callout: true,
    answer: `# «send»
<message reply_to="4005">Driving! Don't rent, save your money for the café after</message>`,
    expect: [
      { type: 'send', text: "Driving! Don't rent, save your money for the café after", replyTo: 4005 },
    ],
  },
];
