/**
 * Set 104, Poppy the London florist (Gemini 2.5 Flash) and Earl the Texan retiree (Gemini 2.5
 * Pro): ordinary answers of every block kind, some that merely look unusual, and one slip each
 * in the others.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { bouquet, chili, heat, rain, satsumas, thanksgiving } from './answers-104-cast.js';

export const POPPY_EARL_104: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: three short messages, the first a reply to an older message, one quoting a word.
  {
    name: 'set104: Poppy answers the mum remark, then the date and price',
    ...bouquet,
    answer: `# «send» 4003
Your mum said my fringe was "too much" in 2009 and look at me now

# «send»
Peonies are fine for the 14th, they're still just about in season

# «send»
Roughly £85 for a proper full bouquet, bit less if we mix in some spray roses`,
    expect: [
      {
        type: 'send',
        text: 'Your mum said my fringe was "too much" in 2009 and look at me now',
        replyTo: 4003,
      },
      { type: 'send', text: "Peonies are fine for the 14th, they're still just about in season" },
      {
        type: 'send',
        text: 'Roughly £85 for a proper full bouquet, bit less if we mix in some spray roses',
      },
    ],
  },
  // Gemini 2.5 Flash: a relayed question from the wholesaler and a P.S. in one message.
  {
    name: "set104: Poppy relays the wholesaler's question, with a P.S.",
    ...bouquet,
    answer: `# «send»
Right, my wholesaler asks if you want blush or coral, he's got both coming in on the 12th

P.S. tell your mum peonies are never too much`,
    expect: [
      {
        type: 'send',
        text: "Right, my wholesaler asks if you want blush or coral, he's got both coming in on the 12th\n\nP.S. tell your mum peonies are never too much",
      },
    ],
  },
  // Gemini 2.5 Flash: a bracketed aside she would type, then a reply to an older message in the group.
  {
    name: 'set104: Poppy has the tarp (under six buckets) and offers bungees',
    ...rain,
    answer: `# «send»
Still got it! It's in the lock-up (under about six buckets, but it's there)

# «send» 4001
Tunde I've got a whole bag of bungees, come and grab some`,
    expect: [
      {
        type: 'send',
        text: "Still got it! It's in the lock-up (under about six buckets, but it's there)",
        replyTo: 4005,
      },
      { type: 'send', text: "Tunde I've got a whole bag of bungees, come and grab some", replyTo: 4001 },
    ],
  },
  // Gemini 2.5 Flash: a laughing sticker alone for the group's banter.
  {
    name: 'set104: Poppy laughs at the satsumas with a sticker',
    ...satsumas,
    answer: `# «sticker»
HeidiDuck
😂`,
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 4005 }],
  },
  // Gemini 2.5 Flash: its reading of the partner by name as the body's first line.
  {
    name: "set104: Poppy's message opened by a reading of Aisha",
    ...bouquet,
    answer: `# «send»
Aisha is worried her mum will disapprove, so I should back her up.
Peonies it is! You love them, that's what matters

# «send»
About £85 for the full bouquet`,
    expect: [
      { type: 'send', text: "Peonies it is! You love them, that's what matters" },
      { type: 'send', text: 'About £85 for the full bouquet' },
    ],
  },
  // Gemini 2.5 Flash: a note on tone and length after a full stop on the message's own last line.
  {
    name: 'set104: Poppy confirms, then a tone note on the same line',
    ...bouquet,
    answer: `# «send»
Yes to peonies for the 14th, I'll ring the wholesaler in the morning and put some aside. Around £85 all in. Kept it warm and brief since she's stressed.`,
    expect: [
      {
        type: 'send',
        text: "Yes to peonies for the 14th, I'll ring the wholesaler in the morning and put some aside. Around £85 all in.",
      },
    ],
  },
  // Gemini 2.5 Flash: silence narrated as an action in a group where nobody asked her anything.
  {
    name: 'set104: Poppy narrates staying out of the satsuma talk',
    ...satsumas,
    answer: '*keeps conditioning the tulips and leaves Gaz to his satsumas*',
    expect: [],
    silence: '',
  },
  // Chat-tuned habit: an offer to make the reply more casual, after the last block.
  {
    name: 'set104: Poppy answers the tarp question, then an offer to redo it',
    ...rain,
    answer: `# «send»
Yep still got it, I'll bring it Sunday. You'll owe me a bacon roll

# «react» 4003
👀

Let me know if you'd like the reply to sound more casual for the group chat!`,
    expect: [
      {
        type: 'send',
        text: "Yep still got it, I'll bring it Sunday. You'll owe me a bacon roll",
        replyTo: 4005,
      },
      { type: 'react', emoji: '👀', messageId: 4003 },
    ],
  },
  // Gemini 2.5 Flash: its order of answering written between two blocks.
  {
    name: 'set104: Poppy, with a note on the next question between the blocks',
    ...bouquet,
    answer: `# «send»
Yes! Peonies are doable for the 14th

Now the price question: give a rough range rather than an exact quote.

# «send»
Somewhere between £75 and £90 depending on how big you want it`,
    expect: [
      { type: 'send', text: 'Yes! Peonies are doable for the 14th' },
      { type: 'send', text: 'Somewhere between £75 and £90 depending on how big you want it' },
    ],
  },
  // Gemini 2.5 Pro: a "first X, then Y" plan of his own and a bracketed aside he would type.
  {
    name: 'set104: Earl plans the drive via Waco, and the pies (bless her heart)',
    ...thanksgiving,
    answer: `# «send»
We're coming, sugar. First we're stopping in Waco to see your aunt Ruthie, then we'll drive on up Wednesday night

# «send»
Your mama (bless her heart) has already started on the pecan pies, so don't you go buying any`,
    expect: [
      {
        type: 'send',
        text: "We're coming, sugar. First we're stopping in Waco to see your aunt Ruthie, then we'll drive on up Wednesday night",
      },
      {
        type: 'send',
        text: "Your mama (bless her heart) has already started on the pecan pies, so don't you go buying any",
      },
    ],
  },
  // Gemini 2.5 Pro: a note about his wife's feelings he means to pass on, as a reply.
  {
    name: "set104: Earl passes on that Mama's feelings are hurt",
    ...thanksgiving,
    answer: `# «send» 4003
Your mama's feelings are a little hurt that I went up there without telling her. She's right, I'll behave. Give her a call tonight, it'll cheer her up

# «send»
And yes, we'll be there for Thanksgiving`,
    expect: [
      {
        type: 'send',
        text: "Your mama's feelings are a little hurt that I went up there without telling her. She's right, I'll behave. Give her a call tonight, it'll cheer her up",
        replyTo: 4003,
      },
      { type: 'send', text: "And yes, we'll be there for Thanksgiving" },
    ],
  },
  // Gemini 2.5 Pro: an answer to the callout and a laugh at the dollar.
  {
    name: "set104: Earl's chili is coming, and a laugh at Buck",
    ...chili,
    answer: `# «send»
Chili's coming, Dolores. Made a double batch Sunday

# «react» 4003
😁`,
    expect: [
      { type: 'send', text: "Chili's coming, Dolores. Made a double batch Sunday", replyTo: 4005 },
      { type: 'react', emoji: '😁', messageId: 4003 },
    ],
  },
  // Gemini 2.5 Pro: a praying-hands reaction alone to a message not addressed to him.
  {
    name: "set104: Earl reacts to the pastor's prayer for rain",
    ...heat,
    answer: `# «react» 4005
🙏`,
    expect: [{ type: 'react', emoji: '🙏', messageId: 4005 }],
  },
  // Gemini 2.5 Pro: a private thought, a message, and a memory of the plan.
  {
    name: 'set104: Earl thinks, confirms for four, and remembers it',
    ...thanksgiving,
    answer: `# «think»
She needs a headcount for the turkey. We're going, and Bobby is riding with us.

# «send»
Still coming! Put us down for four, Bobby's riding up with us

# «remember»
Thanksgiving at Shelby's this year. Bobby rides up with us Wednesday.`,
    expect: [
      { type: 'send', text: "Still coming! Put us down for four, Bobby's riding up with us" },
      { type: 'remember' },
    ],
  },
  // Gemini 2.5 Pro: the persona's name as a signature under a text to his own daughter.
  {
    name: 'set104: Earl signs his text to Shelby with his name',
    ...thanksgiving,
    answer: `# «send»
We'll be there Wednesday night, don't you worry. Kaylee's promised me a private recital
— Earl`,
    expect: [
      {
        type: 'send',
        text: "We'll be there Wednesday night, don't you worry. Kaylee's promised me a private recital",
      },
    ],
  },
  // Gemini 2.5 Pro: the partner's question copied back as a first block.
  {
    name: "set104: Earl's answer after an echo of Shelby's question",
    ...thanksgiving,
    answer: `# «send»
Are y'all still coming up for Thanksgiving or should I plan for just us?

# «send»
We're coming, wouldn't miss it. Your mama's bringing the sweet potato casserole`,
    expect: [
      {
        type: 'send',
        text: "We're coming, wouldn't miss it. Your mama's bringing the sweet potato casserole",
      },
    ],
    withheld: ['echo'],
  },
  // Gemini 2.5 Pro: its order of answering written before the first block.
  {
    name: 'set104: Earl under a plan of what to answer first',
    ...chili,
    answer: `I'll confirm the chili first and then tease Buck about the dollar.

# «send»
Chili's on, Dolores. Extra jalapeños on the side for the brave

# «send» 4003
Buck, Ray's good for it. Eventually`,
    expect: [
      {
        type: 'send',
        text: "Chili's on, Dolores. Extra jalapeños on the side for the brave",
        replyTo: 4005,
      },
      { type: 'send', text: "Buck, Ray's good for it. Eventually", replyTo: 4003 },
    ],
    withheld: ['outside-blocks'],
  },
  // Gemini 2.5 Pro: an appraisal of its reply as the body's last paragraph.
  {
    name: 'set104: Earl answers both, then an appraisal of the reply',
    ...thanksgiving,
    answer: `# «send»
We're coming up Wednesday. And tell your mama the roof and I have made our peace, I'm staying on the ground

This answers both of Shelby's questions and keeps the roof business light.`,
    expect: [
      {
        type: 'send',
        text: "We're coming up Wednesday. And tell your mama the roof and I have made our peace, I'm staying on the ground",
      },
    ],
  },
];
