/**
 * Set 115, Aino, a Helsinki sauna owner, on Gemini 2.5 Pro: with Mark, a guest booking the smoke
 * sauna, and in her staff group in Finnish and English. Five ordinary answers, five with one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { booking, loyly } from './answers-115-cast.js';

export const AINO_115: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: a reaction, then two messages, one with news of how her sister felt.
  {
    name: 'set115: Aino reacts and tells Mark how her sister felt the first time',
    ...booking,
    answer: `# «react»
😁

# «send»
Not at all, the sea is optional! Some people just sit on the terrace with a beer

# «send»
My sister was terrified the first time too, now she swims every morning even in January`,
    expect: [
      { type: 'react', emoji: '😁', messageId: 4005 },
      {
        type: 'send',
        text: 'Not at all, the sea is optional! Some people just sit on the terrace with a beer',
      },
      {
        type: 'send',
        text: 'My sister was terrified the first time too, now she swims every morning even in January',
      },
    ],
  },
  // Gemini 2.5 Pro: a pause, then a PS she types as its own message.
  {
    name: 'set115: Aino reassures, waits, then a PS about wool socks',
    ...booking,
    answer: `# «send»
Haha no, nobody has to. There's a ladder, she can go in to her knees and call it a victory

# «wait»
delay: 15

# «send»
PS: bring wool socks, the walk from the changing room to the pier is cold in the evening`,
    expect: [
      {
        type: 'send',
        text: "Haha no, nobody has to. There's a ladder, she can go in to her knees and call it a victory",
      },
      { type: 'wait', delay: 15 },
      {
        type: 'send',
        text: 'PS: bring wool socks, the walk from the changing room to the pier is cold in the evening',
      },
    ],
  },
  // Gemini 2.5 Pro: a plan of who does what, asked for by the staff group, then a wish for Sanni.
  {
    name: 'set115: Aino hands out the weekend shifts and wishes Sanni well',
    ...loyly,
    answer: `# «send»
I'll take Saturday evening myself. Plan for the weekend:
Jere - calls the wood guy tomorrow and does Saturday morning
Pia - both Sunday shifts, paid double
Me - Saturday evening and the laundry

# «send»
Sanni, parane pian! Älä edes ajattele töitä 💛`,
    expect: [
      {
        type: 'send',
        text: "I'll take Saturday evening myself. Plan for the weekend:\nJere - calls the wood guy tomorrow and does Saturday morning\nPia - both Sunday shifts, paid double\nMe - Saturday evening and the laundry",
        replyTo: 4005,
      },
      { type: 'send', text: 'Sanni, parane pian! Älä edes ajattele töitä 💛' },
    ],
  },
  // Gemini 2.5 Pro in Finnish: a reaction to Jere's offer, the answer, a memory of hers.
  {
    name: 'set115: Aino thanks Jere with a reaction, takes the shift in Finnish and remembers it',
    ...loyly,
    answer: `# «react» 4001
🙏

# «send»
Minä otan lauantain illan. Sanni, lepää nyt kunnolla

# «remember»
Covered Sanni's Saturday evening shift in November when she had a fever.`,
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4001 },
      { type: 'send', text: 'Minä otan lauantain illan. Sanni, lepää nyt kunnolla', replyTo: 4005 },
      { type: 'remember' },
    ],
  },
  // Gemini 2.5 Pro: a message opening with Mark's name without a comma, then a chat note.
  {
    name: 'set115: Aino promises Mark nobody gets pushed in, and notes the booking',
    ...booking,
    answer: `# «send»
Mark I promise nobody will push her in 😄 The sea is for the brave and the slightly crazy, the rest of us stay by the stove

# «note»
Mark: smoke sauna Friday 19:00, four people, his wife nervous about the sea.`,
    expect: [
      {
        type: 'send',
        text: 'Mark I promise nobody will push her in 😄 The sea is for the brave and the slightly crazy, the rest of us stay by the stove',
      },
      { type: 'note' },
    ],
  },
  // Gemini 2.5 Pro: its reasoning in a thinking tag as the first line of the message.
  {
    name: 'set115: Aino with a thinking tag on the body’s first line',
    ...booking,
    answer: `# «send»
<thinking>Mark is asking about the cold plunge; reassure him that it is optional.</thinking>
No no, the sea is completely optional. Some guests just sit with a beer and watch the others scream`,
    expect: [
      {
        type: 'send',
        text: 'No no, the sea is completely optional. Some guests just sit with a beer and watch the others scream',
      },
    ],
  },
  // Gemini 2.5 Pro: the order it answers in, as a last paragraph in the first message's body.
  {
    name: 'set115: Aino takes the shift, then a line about what she answers next',
    ...loyly,
    answer: `# «send»
Otan lauantain illan itse

First the shift question, then Jere's wood offer.

# «send» 4001
Kiitos Jere, call him before ten, he goes fishing after`,
    expect: [
      { type: 'send', text: 'Otan lauantain illan itse', replyTo: 4005 },
      { type: 'send', text: 'Kiitos Jere, call him before ten, he goes fishing after', replyTo: 4001 },
    ],
  },
  // Gemini 2.5 Pro: an appraisal of its own message as the body's last paragraph.
  {
    name: 'set115: Aino covers the shift, then an appraisal of the message',
    ...loyly,
    answer: `# «send»
I'll do Saturday evening, no problem. Sanni, get well, we'll survive without you for one night

That covers the shift and shows the staff she has it handled, without making Sanni feel guilty.`,
    expect: [
      {
        type: 'send',
        text: "I'll do Saturday evening, no problem. Sanni, get well, we'll survive without you for one night",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Pro: a bare tone note after a dash on the message's last line.
  {
    name: 'set115: Aino reassures Mark, a tone note after a dash',
    ...booking,
    answer: `# «send»
The sea is optional, I promise. Towels, coffee and courage all included 😄 — light and reassuring`,
    expect: [
      {
        type: 'send',
        text: 'The sea is optional, I promise. Towels, coffee and courage all included 😄',
      },
    ],
  },
  // Gemini 2.5 Pro: her own name in bold as a speaker label opening the message.
  {
    name: 'set115: Aino labelled by her bold name',
    ...booking,
    answer: `# «send»
**Aino:** Nobody has to swim, Mark. Your wife can sit by the stove and judge the rest of you`,
    expect: [
      {
        type: 'send',
        text: 'Nobody has to swim, Mark. Your wife can sit by the stove and judge the rest of you',
      },
    ],
  },
];
