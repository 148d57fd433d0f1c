/**
 * Set 104, Nico the Toronto barista (Gemini 2.5 Flash) and Declan the Dublin bus driver (Gemini
 * 3 Flash): ordinary answers of every block kind, some that merely look unusual, and one slip
 * each in the others.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { birthday, couch, cover, flask, oat, rovers, threat } from './answers-104-cast.js';

export const NICO_DECLAN_104: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: a "first X, then Y" plan of his own, then a joke.
  {
    name: 'set104: Nico works first, then helps with the couch',
    ...couch,
    answer: `# «send»
Saturday works! First I've got a 7 to 11 shift, then I'm all yours. Like 11:30?

# «send»
Extra slice of pizza per flight of stairs btw`,
    expect: [
      {
        type: 'send',
        text: "Saturday works! First I've got a 7 to 11 shift, then I'm all yours. Like 11:30?",
      },
      { type: 'send', text: 'Extra slice of pizza per flight of stairs btw' },
    ],
  },
  // Gemini 2.5 Flash: a P.S. closing his own message.
  {
    name: 'set104: Nico is in, with a P.S. about sawing the couch',
    ...couch,
    answer: `# «send»
I'm in. Bring the good straps, not the bungee cord situation from last time

P.S. if that couch doesn't fit the stairwell I am NOT sawing it in half`,
    expect: [
      {
        type: 'send',
        text: "I'm in. Bring the good straps, not the bungee cord situation from last time\n\nP.S. if that couch doesn't fit the stairwell I am NOT sawing it in half",
      },
    ],
  },
  // Gemini 2.5 Flash: a yes to the callout, a pause, then a word to the sick colleague.
  {
    name: 'set104: Nico covers, waits, then wishes Raj well',
    ...cover,
    answer: `# «send»
Yes I can cover!

# «wait»
delay: 20

# «send» 4001
Feel better Raj, drink something that isn't our drip coffee`,
    expect: [
      { type: 'send', text: 'Yes I can cover!', replyTo: 4005 },
      { type: 'wait', delay: 20 },
      { type: 'send', text: "Feel better Raj, drink something that isn't our drip coffee", replyTo: 4001 },
    ],
  },
  // Gemini 2.5 Flash: an answer to a question put to the whole crew, and a reply to an older one.
  {
    name: 'set104: Nico says 86 the oat lattes and that he did not close',
    ...oat,
    answer: `# «send»
Yeah 86 it, we've got maybe two cartons left and they'll be gone by 10

# «send» 4001
Wasn't me either btw, I closed Tuesday`,
    expect: [
      {
        type: 'send',
        text: "Yeah 86 it, we've got maybe two cartons left and they'll be gone by 10",
        replyTo: 4005,
      },
      { type: 'send', text: "Wasn't me either btw, I closed Tuesday", replyTo: 4001 },
    ],
  },
  // Gemini 2.5 Flash: a thought summary's bold title printed before the first block.
  {
    name: 'set104: Nico under a bold summary title',
    ...couch,
    answer: `**Confirming Saturday Moving Help**

# «send»
Saturday's good! What time do you want me?`,
    expect: [{ type: 'send', text: "Saturday's good! What time do you want me?" }],
    withheld: ['outside-blocks'],
  },
  // Gemini 2.5 Flash: the partner's earlier message copied back as a last block.
  {
    name: "set104: Nico's yes, then an echo of Sam's couch message",
    ...couch,
    answer: `# «send»
Saturday I'm yours, pizza and beer accepted as payment

# «send»
but I need help moving the couch up three flights 💀`,
    expect: [{ type: 'send', text: "Saturday I'm yours, pizza and beer accepted as payment" }],
    withheld: ['echo'],
  },
  // Gemini 2.5 Flash: its reading of the partner by name glued before a dash on the message's line.
  {
    name: 'set104: Nico, a reading of Sam before a dash on the same line',
    ...couch,
    answer: `# «send»
Sam is clearly excited about the balcony — omg yes Saturday, I'm there`,
    expect: [{ type: 'send', text: "omg yes Saturday, I'm there" }],
  },
  // Chat-tuned habit: an offer to change the tone, as the body's last paragraph.
  {
    name: 'set104: Nico is in, then an offer to adjust the tone',
    ...couch,
    answer: `# «send»
Count me in for Saturday! I'll borrow the dolly from the café

Would you like me to adjust the tone to sound more enthusiastic?`,
    expect: [{ type: 'send', text: "Count me in for Saturday! I'll borrow the dolly from the café" }],
  },
  // Gemini 2.5 Flash: a bracketed note on the reply's length under the message.
  {
    name: 'set104: Nico answers the crew, then a bracketed length note',
    ...oat,
    answer: `# «send»
86 oat for today, I'll write it on the board
(Short, since Owen just needs a yes or no.)`,
    expect: [{ type: 'send', text: "86 oat for today, I'll write it on the board", replyTo: 4005 }],
  },
  // Gemini 3 Flash: a last word, a block, a wait and an unblock for a threatening stranger.
  {
    name: 'set104: Declan blocks a passenger who threatens him',
    ...threat,
    answer: `# «send»
Threats aren't on, Kev. Report me if you like, I'm passing this to the depot and the guards as well.

# «block»

# «wait»
delay: 3600

# «unblock»`,
    expect: [
      {
        type: 'send',
        text: "Threats aren't on, Kev. Report me if you like, I'm passing this to the depot and the guards as well.",
      },
      { type: 'block' },
      { type: 'wait', delay: 3600 },
      { type: 'unblock' },
    ],
  },
  // Gemini 3 Flash: his own reading of his mother's feelings, meant for his sister.
  {
    name: 'set104: Declan tells Niamh Mam sounded lonely',
    ...birthday,
    answer: `# «send»
Mam rang me Tuesday and she sounded a bit lonely tbh, so a massive fuss is exactly right

# «send»
I'll swap my late with Fergal, I'll be at hers by half 4`,
    expect: [
      {
        type: 'send',
        text: 'Mam rang me Tuesday and she sounded a bit lonely tbh, so a massive fuss is exactly right',
      },
      { type: 'send', text: "I'll swap my late with Fergal, I'll be at hers by half 4" },
    ],
  },
  // Gemini 3 Flash: an answer to the callout and a laughing sticker.
  {
    name: "set104: Declan claims the flask and laughs at Fergal's thirst",
    ...flask,
    answer: `# «send»
That's mine! Don't let Fergal near it, he'll drink anything

# «sticker»
HeidiDuck
😂`,
    expect: [
      { type: 'send', text: "That's mine! Don't let Fergal near it, he'll drink anything", replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  // Gemini 3 Flash: a short joke into the group's football talk.
  {
    name: 'set104: Declan admires Gerry for coming back for more',
    ...rovers,
    answer: `# «send»
Three-nil and he's back for more, you have to admire it`,
    expect: [
      { type: 'send', text: "Three-nil and he's back for more, you have to admire it", replyTo: 4005 },
    ],
  },
  // Gemini 3 Flash: a reply to the older question and a note about the chat.
  {
    name: 'set104: Declan takes flowers and card, and notes the plan',
    ...birthday,
    answer: `# «send» 4001
Go on then, you do the cake and I'll get the flowers and the card

# «note»
Mam's birthday dinner Sunday at 5 in hers. Niamh does the cake, I do flowers and the card.`,
    expect: [
      {
        type: 'send',
        text: "Go on then, you do the cake and I'll get the flowers and the card",
        replyTo: 4001,
      },
      { type: 'note' },
    ],
  },
  // Gemini 3 Flash: the persona's name as a bold speaker label opening the message.
  {
    name: 'set104: Declan under a bold label of his own name',
    ...flask,
    answer: `# «send»
**Declan:** Ah that's mine alright, leave it on the shelf and I'll grab it after the 16`,
    expect: [
      {
        type: 'send',
        text: "Ah that's mine alright, leave it on the shelf and I'll grab it after the 16",
        replyTo: 4005,
      },
    ],
    withheld: ['label'],
  },
  // Gemini 3 Flash: silence narrated in underscores in a group where nobody asked him.
  {
    name: 'set104: Declan narrates staying out of the Rovers talk',
    ...rovers,
    answer: '_stays out of it, not getting dragged into Rovers talk again_',
    expect: [],
    silence: '',
  },
  // Gemini 3 Flash: a near-miss heading with a colon after the guillemets.
  {
    name: 'set104: Declan under a heading with a trailing colon',
    ...birthday,
    answer: `# «send»:
I'll ask Fergal to swap, should be grand. Dinner at 5 is no bother`,
    expect: [{ type: 'send', text: "I'll ask Fergal to swap, should be grand. Dinner at 5 is no bother" }],
  },
  // Gemini 3 Flash: the answer stopped at the output limit inside a reply to another member.
  {
    name: 'set104: Declan claims the flask, the swap offer cut off',
    ...flask,
    answer: `# «send»
Yeah that's mine, cheers Paddy

# «send» 4003
Sinéad I can do the 46A if you take my`,
    truncated: true,
    expect: [{ type: 'send', text: "Yeah that's mine, cheers Paddy", replyTo: 4005 }],
    withheld: ['truncated'],
  },
];
