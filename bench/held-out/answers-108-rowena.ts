/**
 * Set 108, Rowena, a night nurse in Manila, in her ward's group in Taglish (Gemini 2.5 Flash):
 * a shift swap, a farewell potluck and basketball banter that is not for her.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { wardBanter, wardDespedida, wardSwap } from './answers-108-cast.js';

export const ROWENA_108: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: two short messages, the first answering Maricel by name with no id.
  {
    name: 'set108: Rowena agrees to the swap in two short messages',
    ...wardSwap,
    answer: `# «send»
Sige Maricel, swap tayo! Ikaw na lang sa Friday ko then?

# «send»
Congrats kay Bea in advance 🥳`,
    expect: [
      { type: 'send', text: 'Sige Maricel, swap tayo! Ikaw na lang sa Friday ko then?', replyTo: 4005 },
      { type: 'send', text: 'Congrats kay Bea in advance 🥳' },
    ],
  },
  // Gemini 2.5 Flash: its reading of the asker by name, as the first line of the message.
  {
    name: 'set108: Rowena swaps under a first line reading Maricel',
    ...wardSwap,
    answer: `# «send» 4005
Maricel is worried she will miss her daughter's recognition day and needs a quick yes.
Oo naman, swap tayo sa Thursday! Go ka kay Bea 💛`,
    expect: [{ type: 'send', text: 'Oo naman, swap tayo sa Thursday! Go ka kay Bea 💛', replyTo: 4005 }],
  },
  // Ordinary: the plan of who brings what, which Jun asked the group for.
  {
    name: 'set108: Rowena posts the final potluck list',
    ...wardDespedida,
    answer: `# «send»
Ok final list:
Maricel - pancit
Paolo - plates + 500
Tess - cake
Jun - drinks
Me - lechon, may suki ako sa La Loma 😉
Correct me if may mali!`,
    expect: [
      {
        type: 'send',
        text: 'Ok final list:\nMaricel - pancit\nPaolo - plates + 500\nTess - cake\nJun - drinks\nMe - lechon, may suki ako sa La Loma 😉\nCorrect me if may mali!',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: whom it answers first and why, glued before the message's first sentence.
  {
    name: 'set108: Rowena takes the lechon after a glued note on answering Jun first',
    ...wardDespedida,
    answer: `# «think»
Jun wants the list settled. Aileen wants lechon.

# «send»
Answering Jun first since he is the one collecting the list. Ako na sa lechon! May suki ako sa La Loma`,
    expect: [{ type: 'send', text: 'Ako na sa lechon! May suki ako sa La Loma', replyTo: 4005 }],
  },
  // Ordinary: silence when the chat is a bet between two others, said in a think block.
  {
    name: 'set108: Rowena stays out of the basketball bet',
    ...wardBanter,
    answer: `# «think»
Jun and Paolo's PBA bet, nothing here for me.`,
    expect: [],
    silence: 'note',
  },
  // Gemini 2.5 Flash: silence narrated in the third person in a message block.
  {
    name: 'set108: Rowena narrated laughing and scrolling on',
    ...wardBanter,
    answer: `# «send»
(Rowena just laughs at the two of them and scrolls on)`,
    expect: [],
    silence: 'stage direction',
  },
  // Ordinary: a reaction and a laughing sticker in banter.
  {
    name: 'set108: Rowena reacts and sends the laughing sticker',
    ...wardBanter,
    answer: `# «react» 4005
😁

# «sticker»
HeidiDuck
😂`,
    expect: [
      { type: 'react', emoji: '😁', messageId: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 4005 },
    ],
  },
  // Gemini 2.5 Flash: a bracketed note on the register it chose, as the message's last line.
  {
    name: 'set108: Rowena offers the lechon, then a bracketed register note',
    ...wardDespedida,
    answer: `# «send»
Lechon na ako bahala! And I'll ask Tita sa canteen if we can use the long table 🙏
(Casual Taglish, matching the group's energy.)`,
    expect: [
      {
        type: 'send',
        text: "Lechon na ako bahala! And I'll ask Tita sa canteen if we can use the long table 🙏",
        replyTo: 4005,
      },
    ],
  },
  // Ordinary: the head nurse's words passed on, and what Aileen wants told to the group.
  {
    name: 'set108: Rowena passes on the head nurse and what Aileen wants',
    ...wardDespedida,
    answer: `# «send»
Update: sabi ni Ma'am Lorna pwede daw sa conference room instead ng canteen, may aircon pa

# «send»
And Aileen wants lechon, she said it herself, so walang aangal 😂`,
    expect: [
      {
        type: 'send',
        text: "Update: sabi ni Ma'am Lorna pwede daw sa conference room instead ng canteen, may aircon pa",
        replyTo: 4005,
      },
      { type: 'send', text: 'And Aileen wants lechon, she said it herself, so walang aangal 😂' },
    ],
  },
  // Gemini 3 Flash: the message written as a JSON object inside the block.
  {
    name: 'set108: Rowena swaps in a JSON object under a reply heading',
    ...wardSwap,
    answer: `# «send» 4005
{"text": "Sure Maricel, swap tayo. Thursday night ako, Friday ka", "reply_to": 4005}`,
    expect: [{ type: 'send', text: 'Sure Maricel, swap tayo. Thursday night ako, Friday ka', replyTo: 4005 }],
  },
];
