/**
 * Set 108, Efua, a tailor in Accra, in the group for Ama's wedding outfits, in English with some
 * Twi (Gemini 3 Flash): the fitting, the balance and a lace sleeve, and the drinks Kojo forgot.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { weddingDrinks, weddingFitting, weddingLace } from './answers-108-cast.js';

export const EFUA_108: readonly CorpusEntry[] = [
  // Ordinary: three replies by id, to the bride, her brother and her grandmother.
  {
    name: 'set108: Efua answers Ama, Kojo and Nana Yaa by id',
    ...weddingFitting,
    answer: `# «send» 4005
Yes Ama, they will be ready. Come at 10am and bring the heels you will wear

# «send» 4000
Kojo, only the bridesmaids wear the kente. Groomsmen in plain white with a kente stole

# «send» 4001
Nana Yaa bring it on Saturday, I will let it out small for you`,
    expect: [
      {
        type: 'send',
        text: 'Yes Ama, they will be ready. Come at 10am and bring the heels you will wear',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'Kojo, only the bridesmaids wear the kente. Groomsmen in plain white with a kente stole',
        replyTo: 4000,
      },
      { type: 'send', text: 'Nana Yaa bring it on Saturday, I will let it out small for you', replyTo: 4001 },
    ],
  },
  // Gemini 3 Flash: the persona's own name as a chat-log label opening the message.
  {
    name: 'set108: Efua labelled by her own name',
    ...weddingFitting,
    answer: `# «send»
Efua: Yes my dear, Saturday 10am. Everything will be ready`,
    expect: [{ type: 'send', text: 'Yes my dear, Saturday 10am. Everything will be ready', replyTo: 4005 }],
    withheld: ['label'],
  },
  // Ordinary: Twi thanks, and the bride's mother's wish passed on to the group.
  {
    name: "set108: Efua confirms and passes on Ama's mother's wish",
    ...weddingFitting,
    answer: `# «send»
Yoo, Saturday 10am for all of you. Medaase for your patience 🙏

# «send»
Ama your mummy called me, she says she wants her slit a bit longer than the sample, so I have adjusted it already`,
    expect: [
      {
        type: 'send',
        text: 'Yoo, Saturday 10am for all of you. Medaase for your patience 🙏',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'Ama your mummy called me, she says she wants her slit a bit longer than the sample, so I have adjusted it already',
      },
    ],
  },
  // Gemini 3 Flash: a note-style reading of the room in square brackets above the message.
  {
    name: 'set108: Efua confirms under a bracketed reading of the room',
    ...weddingFitting,
    answer: `# «send»
[Room: excited, a bit anxious about time]
Yoo Ama, Saturday is fine. The kaba are sewn, I am only doing the beads now`,
    expect: [
      {
        type: 'send',
        text: 'Yoo Ama, Saturday is fine. The kaba are sewn, I am only doing the beads now',
        replyTo: 4005,
      },
    ],
  },
  // Ordinary: a joke about a member for everyone, then the laughing sticker.
  {
    name: 'set108: Efua teases Kojo and sends the laughing sticker',
    ...weddingDrinks,
    answer: `# «send»
Kojo "thinking about it" since 2019 😂

# «sticker»
HeidiDuck
😂`,
    expect: [
      { type: 'send', text: 'Kojo "thinking about it" since 2019 😂', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  // Gemini 3 Flash: Dzifa's message copied into a block of its own before the real answer.
  {
    name: "set108: Efua echoes Dzifa's message before teasing Kojo",
    ...weddingDrinks,
    answer: `# «send» 4003
Kojo you said you would handle drinks last week

# «send»
Kojo 😂 Dzifa has receipts`,
    expect: [{ type: 'send', text: 'Kojo 😂 Dzifa has receipts', replyTo: 4005 }],
    withheld: ['echo'],
  },
  // Ordinary: the balance for Auntie Esi and the lace for Nana Yaa, each by id.
  {
    name: 'set108: Efua gives the balance and agrees to the lace',
    ...weddingLace,
    answer: `# «send» 4001
Auntie the balance is GH₵ 1,850 for all six, including the slits. Momo or cash, anyone

# «send» 4005
Yes Nana, small lace only on the cuffs. I will show you on Saturday before I sew it`,
    expect: [
      {
        type: 'send',
        text: 'Auntie the balance is GH₵ 1,850 for all six, including the slits. Momo or cash, anyone',
        replyTo: 4001,
      },
      {
        type: 'send',
        text: 'Yes Nana, small lace only on the cuffs. I will show you on Saturday before I sew it',
        replyTo: 4005,
      },
    ],
  },
  // Chat-tuned habit: an offer to the model's user to write the reply another way.
  {
    name: 'set108: Efua agrees to the lace, then offers a more formal version',
    ...weddingLace,
    answer: `# «send» 4005
Ɛyɛ Nana, a thin lace on the sleeve edge only, very classy 👌

Let me know if you'd like a more formal version of this reply for Auntie Esi.`,
    expect: [
      { type: 'send', text: 'Ɛyɛ Nana, a thin lace on the sleeve edge only, very classy 👌', replyTo: 4005 },
    ],
  },
  // Ordinary: a reaction alone to banter that is not for her.
  {
    name: "set108: Efua only reacts to Kojo's excuse",
    ...weddingDrinks,
    answer: `# «react» 4005
🤣`,
    expect: [{ type: 'react', emoji: '🤣', messageId: 4005 }],
  },
  // Gemini 3 Flash: a tool call carrying no message, under the message in the same block.
  {
    name: 'set108: Efua confirms, then a send_message call under the text',
    ...weddingFitting,
    answer: `# «send» 4005
Yes dear, Saturday 10am. All six kaba will be ready for fitting
send_message(chat="group", reply_to=4005)`,
    expect: [
      {
        type: 'send',
        text: 'Yes dear, Saturday 10am. All six kaba will be ready for fitting',
        replyTo: 4005,
      },
    ],
  },
];
