/**
 * Set 106, Seoyeon, a Seoul baker (Gemini 2.5 Flash): with her friend Hana about a birthday cake,
 * in her bakery's staff group when Doyun asks her by name, and in the same group when nobody does.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { bakery, cake, drama } from './answers-106-cast.js';

export const SEOYEON_106: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: a reply to the older question, then the lettering in Korean.
  {
    name: 'set106: Seoyeon gives the pickup time and agrees to the Korean lettering',
    ...cake,
    answer: `# «send» 4003
Saturday 11am is perfect, it'll be properly chilled by then

# «send»
Of course! 생일 축하해 지우야 in chocolate, my best handwriting 🎂`,
    expect: [
      { type: 'send', text: "Saturday 11am is perfect, it'll be properly chilled by then", replyTo: 4003 },
      { type: 'send', text: 'Of course! 생일 축하해 지우야 in chocolate, my best handwriting 🎂' },
    ],
  },
  // Gemini 2.5 Flash: a reasoning span in a thought tag glued to the message's first line.
  {
    name: 'set106: Seoyeon after a thought tag glued to her first line',
    ...cake,
    answer: `# «send»
<thought>Hana asked about the lettering; the pickup is already settled, so just confirm the text.</thought>Yes!! 생일 축하해 지우야, I'll pipe it in pink`,
    expect: [{ type: 'send', text: "Yes!! 생일 축하해 지우야, I'll pipe it in pink" }],
    withheld: ['reasoning'],
  },
  // Gemini 2.5 Flash: an answer to the caller, then the menu she types for the board, as a list.
  {
    name: 'set106: Seoyeon answers Doyun, then sends the pop-up menu as a list',
    ...bakery,
    answer: `# «send»
Tell them yes to 40, but pickup at 10 not 8. Flour comes at 11 and I'm not promising miracles

# «send» 4003
Menu:
1. Salt bread (plain + scallion cream cheese)
2. Injeolmi croissant
3. Black sesame financier
4. Strawberry shortcake slices, only 12!`,
    expect: [
      {
        type: 'send',
        text: "Tell them yes to 40, but pickup at 10 not 8. Flour comes at 11 and I'm not promising miracles",
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'Menu:\n1. Salt bread (plain + scallion cream cheese)\n2. Injeolmi croissant\n3. Black sesame financier\n4. Strawberry shortcake slices, only 12!',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 2.5 Flash: its reading of a group member as the message's last paragraph.
  {
    name: 'set106: Seoyeon answers, then a reading of Doyun',
    ...bakery,
    answer: `# «send»
Tell the café 40 is fine, ready by 10 👍

Doyun is clearly worried about losing the café as a client, so he needs a firm yes.`,
    expect: [{ type: 'send', text: 'Tell the café 40 is fine, ready by 10 👍', replyTo: 4005 }],
  },
  // Gemini 2.5 Flash: a think block alone when the group jokes among themselves.
  {
    name: 'set106: Seoyeon stays out of the drama banter with a think block',
    ...drama,
    answer: `# «think»
Jake and Minseo are joking about the finale, nobody asked me anything. Nothing to add.`,
    expect: [],
    silence: '',
  },
  // Gemini 2.5 Flash: silence narrated as an italic line about the persona in a group.
  {
    name: 'set106: Seoyeon narrated kneading in silence',
    ...drama,
    answer: `# «send»
*Seoyeon smiles at her phone and goes back to kneading the dough*`,
    expect: [],
    silence: '',
  },
  // Gemini 2.5 Flash: a reaction alone to the joke.
  {
    name: 'set106: Seoyeon reacts to the sealed lips',
    ...drama,
    answer: `# «react» 4005
😁`,
    expect: [{ type: 'react', emoji: '😁', messageId: 4005 }],
  },
  // Gemini 2.5 Flash: a length note after a dash at the end of the message's line.
  {
    name: 'set106: Seoyeon confirms, then a length note after a dash',
    ...cake,
    answer: `# «send» 4003
Saturday 11am, come to the back door! — short and sweet since Hana is at work`,
    expect: [{ type: 'send', text: 'Saturday 11am, come to the back door!', replyTo: 4003 }],
  },
  // Gemini 2.5 Flash: a goodbye and a waving sticker.
  {
    name: 'set106: Seoyeon says bye and sends a wave',
    ...cake,
    answer: `# «send»
Done, 지우 is going to love it. Ok back to the oven, see you Saturday!

# «sticker»
HeidiDuck
👋`,
    expect: [
      { type: 'send', text: 'Done, 지우 is going to love it. Ok back to the oven, see you Saturday!' },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
  // Gemini 2.5 Flash: Hana's question copied back as a block of its own before the answer.
  {
    name: 'set106: Seoyeon echoes the lettering question before answering',
    ...cake,
    answer: `# «send»
Also 언니 can you write 생일 축하해 지우야 on top? In Korean pls

# «send»
Of course I can, it's my favourite kind of order`,
    expect: [{ type: 'send', text: "Of course I can, it's my favourite kind of order" }],
    withheld: ['echo'],
  },
];
