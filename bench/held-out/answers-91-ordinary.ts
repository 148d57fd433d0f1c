/**
 * Set 91, ordinary answers in English: well-formed blocks of every kind from Marnie, Theo, Ruth,
 * Jasper and Owen, some of them messages that merely look unusual (lists, names with a colon,
 * capitals, emoticons, asides in brackets, a sign-off, code, a quotation).
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { bins, book, derby, kiln, pitch, shop, table, test, vet } from './answers-91-cast.js';

export const ORDINARY_91: readonly CorpusEntry[] = [
  {
    name: 'set91: Marnie answers three questions as three replies (Gemini 2.5 Flash)',
    ...kiln,
    answer: `# «send» 4001
It SURVIVED. Not a single crack, I nearly cried in the studio

# «send» 4003
Yes! £45 for a two-hour wheel session, I'll do her a proper voucher with a little bowl drawn on it

# «send»
And quiz is on, put me down. Team name suggestion: Kiln Me Softly`,
    expect: [
      { type: 'send', text: 'It SURVIVED. Not a single crack, I nearly cried in the studio', replyTo: 4001 },
      {
        type: 'send',
        text: "Yes! £45 for a two-hour wheel session, I'll do her a proper voucher with a little bowl drawn on it",
        replyTo: 4003,
      },
      { type: 'send', text: 'And quiz is on, put me down. Team name suggestion: Kiln Me Softly' },
    ],
  },
  {
    name: 'set91: Marnie lists the quiz team, an aside in brackets on one line',
    ...kiln,
    answer: `# «send»
Still on! Team sheet as far as I know:
- you
- me
- Ayesha (if her babysitter comes through)
- Big Steve

We need a fifth who knows football, none of us do`,
    expect: [
      {
        type: 'send',
        text: 'Still on! Team sheet as far as I know:\n- you\n- me\n- Ayesha (if her babysitter comes through)\n- Big Steve\n\nWe need a fifth who knows football, none of us do',
      },
    ],
  },
  {
    name: 'set91: Marnie reacts to the overnight news, then two gentle messages',
    ...vet,
    answer: `# «react» 4003
❤

# «send»
Don't you dare apologise

# «send»
Do you want me to come and sit in the car park with you? I can be there in 20. I'll bring crisps and either say nothing or talk rubbish, your choice`,
    expect: [
      { type: 'react', emoji: '❤', messageId: 4003 },
      { type: 'send', text: "Don't you dare apologise" },
      {
        type: 'send',
        text: "Do you want me to come and sit in the car park with you? I can be there in 20. I'll bring crisps and either say nothing or talk rubbish, your choice",
      },
    ],
  },
  {
    name: 'set91: Marnie in capitals with an emoticon, then a sticker',
    ...kiln,
    answer: `# «send»
OMG YES. Thursday. I have been revising capital cities :-)

# «sticker»
HeidiDuck
😂`,
    expect: [
      { type: 'send', text: 'OMG YES. Thursday. I have been revising capital cities :-)' },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  {
    name: 'set91: Marnie replies to the voucher question and keeps a memory',
    ...kiln,
    answer: `# «send» 4003
Yes! I'll make her a voucher, what's her name so I can write it nicely?

# «remember»
Callum's sister has a birthday coming up; he wants a pottery lesson voucher for her.`,
    expect: [
      {
        type: 'send',
        text: "Yes! I'll make her a voucher, what's her name so I can write it nicely?",
        replyTo: 4003,
      },
      { type: 'remember' },
    ],
  },
  {
    name: 'set91: Theo answers Danny and Jez by reply ids (GPT-4o-class)',
    ...pitch,
    answer: `# «send» 4005
In 👍 £6 ready, exact change and everything

# «send» 4003
Bibs are in my boot yeah, washed and ironed (not ironed)`,
    expect: [
      { type: 'send', text: 'In 👍 £6 ready, exact change and everything', replyTo: 4005 },
      { type: 'send', text: 'Bibs are in my boot yeah, washed and ironed (not ironed)', replyTo: 4003 },
    ],
  },
  {
    name: 'set91: Theo addresses two members by name with a colon each',
    ...pitch,
    answer: `# «send»
In!

Jez: bibs are in my boot, washed and all
Kwame: rest that hamstring or I'm telling your mum`,
    expect: [
      {
        type: 'send',
        text: "In!\n\nJez: bibs are in my boot, washed and all\nKwame: rest that hamstring or I'm telling your mum",
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'set91: Theo stays out of the derby banter with a private note',
    ...derby,
    answer: `# «think»
Rob and Danny winding each other up about the derby. Nothing asked of me, I'll leave it.`,
    expect: [],
  },
  {
    name: 'set91: Theo only reacts to the newest banter',
    ...derby,
    answer: `# «react»
😁`,
    expect: [{ type: 'react', emoji: '😁', messageId: 4005 }],
  },
  {
    name: 'set91: Theo adds a P.S. to his answer',
    ...pitch,
    answer: `# «send»
In. Got £6 in coins ready Rob, watch and learn

P.S. whoever nicked my water bottle last week, I know it was you Jez`,
    expect: [
      {
        type: 'send',
        text: 'In. Got £6 in coins ready Rob, watch and learn\n\nP.S. whoever nicked my water bottle last week, I know it was you Jez',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'set91: Ruth answers Saturday, then the phone with an aside and her sign-off (Gemini 2.5 Pro)',
    ...test,
    answer: `# «send» 4003
Saturday would be lovely. Pick me up at ten? I want to get there before the coach parties take all the good compost

# «send»
As for the phone: your mother exaggerates. I have set up the important things (the weather and Radio 4). The rest can wait until you come.

Love, Gran x`,
    expect: [
      {
        type: 'send',
        text: 'Saturday would be lovely. Pick me up at ten? I want to get there before the coach parties take all the good compost',
        replyTo: 4003,
      },
      {
        type: 'send',
        text: 'As for the phone: your mother exaggerates. I have set up the important things (the weather and Radio 4). The rest can wait until you come.\n\nLove, Gran x',
      },
    ],
  },
  {
    name: 'set91: Ruth corrects herself about a title in quotation marks',
    ...book,
    answer: `# «send»
"The Lighthouse Keeper's Daughter"? No wait, that's the wrong one. It's The Lamplighters by Emma Stonex. Blue cover, gold lettering, usually on the front table

# «send»
Ask the girl at the till if you can't see it, tell her your grandmother sent you`,
    expect: [
      {
        type: 'send',
        text: `"The Lighthouse Keeper's Daughter"? No wait, that's the wrong one. It's The Lamplighters by Emma Stonex. Blue cover, gold lettering, usually on the front table`,
      },
      {
        type: 'send',
        text: "Ask the girl at the till if you can't see it, tell her your grandmother sent you",
      },
    ],
  },
  {
    name: 'set91: Ruth lists what she has done to the phone',
    ...test,
    answer: `# «send»
Saturday, yes please!

# «send»
And you may tell your mother that I have done the following:
1. charged it
2. put your number in
3. turned off that dreadful clicking noise

The photos business I shall leave to you.`,
    expect: [
      { type: 'send', text: 'Saturday, yes please!' },
      {
        type: 'send',
        text: 'And you may tell your mother that I have done the following:\n1. charged it\n2. put your number in\n3. turned off that dreadful clicking noise\n\nThe photos business I shall leave to you.',
      },
    ],
  },
  {
    name: 'set91: Ruth pauses for the kettle with a wait in minutes',
    ...test,
    answer: `# «send»
Oh darling. Hold on, the kettle's screaming

# «wait»
delay: 2 min

# «send»
Right. Saturday, ten o'clock, and you are not to drive faster than your grandfather did`,
    expect: [
      { type: 'send', text: "Oh darling. Hold on, the kettle's screaming" },
      { type: 'wait', delay: 120 },
      {
        type: 'send',
        text: "Right. Saturday, ten o'clock, and you are not to drive faster than your grandfather did",
      },
    ],
  },
  {
    name: 'set91: Jasper owns the bins and denies the oven (Llama 3.x)',
    ...bins,
    answer: `# «send» 4005
Ugh you're right, rota says me. Taking them out now

# «send» 4003
And the oven wasn't me this time, I've been at work since 8 😤`,
    expect: [
      { type: 'send', text: "Ugh you're right, rota says me. Taking them out now", replyTo: 4005 },
      { type: 'send', text: "And the oven wasn't me this time, I've been at work since 8 😤", replyTo: 4003 },
    ],
  },
  {
    name: 'set91: Jasper waits ninety seconds between two group messages',
    ...bins,
    answer: `# «send»
on it

# «wait»
delay: 90

# «send»
Done ✅ fox-proofed with the brick as well`,
    expect: [
      { type: 'send', text: 'on it', replyTo: 4005 },
      { type: 'wait', delay: 90 },
      { type: 'send', text: 'Done ✅ fox-proofed with the brick as well' },
    ],
  },
  {
    name: 'set91: Jasper in lower case with an ellipsis',
    ...bins,
    answer: `# «send» 4005
yeah yeah it's me. doing it now

# «send»
also whoever keeps leaving the oven on... it's not a space heater guys`,
    expect: [
      { type: 'send', text: "yeah yeah it's me. doing it now", replyTo: 4005 },
      { type: 'send', text: "also whoever keeps leaving the oven on... it's not a space heater guys" },
    ],
  },
  {
    name: 'set91: Jasper keeps out of the egg question with a note (Qwen)',
    ...shop,
    answer: `# «think»
Ines and Mei sorting out the eggs, I'm already down for the shop.`,
    expect: [],
  },
  {
    name: 'set91: Jasper joins the egg joke and reacts to Mei',
    ...shop,
    answer: `# «send» 4005
She's making a 40 egg omelette, obviously. I want in on it

# «react» 4003
😁`,
    expect: [
      { type: 'send', text: "She's making a 40 egg omelette, obviously. I want in on it", replyTo: 4005 },
      { type: 'react', emoji: '😁', messageId: 4003 },
    ],
  },
  {
    name: 'set91: Owen answers Priya and Marcus by reply ids (Qwen)',
    ...table,
    answer: `# «send» 4003
Map's done! Sunken city, three levels, one of them very wet. I'll bring it printed on A3

# «send» 4005
Yes to the respec, but the new build has to make sense in the story. Come to me with a reason your rogue suddenly knows magic`,
    expect: [
      {
        type: 'send',
        text: "Map's done! Sunken city, three levels, one of them very wet. I'll bring it printed on A3",
        replyTo: 4003,
      },
      {
        type: 'send',
        text: 'Yes to the respec, but the new build has to make sense in the story. Come to me with a reason your rogue suddenly knows magic',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'set91: Owen pastes the respec rules as a code block',
    ...table,
    answer: `# «send»
Respec rules, same as last time:
\`\`\`
level 1-4: free
level 5+: one downtime week
multiclass: talk to me first
\`\`\`
Marcus you're level 6 so that's a week of "training montage" 😄`,
    expect: [
      {
        type: 'send',
        text: 'Respec rules, same as last time:\n```\nlevel 1-4: free\nlevel 5+: one downtime week\nmulticlass: talk to me first\n```\nMarcus you\'re level 6 so that\'s a week of "training montage" 😄',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'set91: Owen approves, then waves with a sticker',
    ...table,
    answer: `# «send» 4005
Respec approved, Wednesday it is

# «sticker»
HeidiDuck
👋`,
    expect: [
      { type: 'send', text: 'Respec approved, Wednesday it is', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
  {
    name: 'set91: Owen quotes made-up ancient texts',
    ...table,
    answer: `# «send» 4005
As the ancient texts say: "a rogue who wants to respec must first buy the DM a pint" 🍺

# «send»
But yes, fine. Wednesday!`,
    expect: [
      {
        type: 'send',
        text: 'As the ancient texts say: "a rogue who wants to respec must first buy the DM a pint" 🍺',
        replyTo: 4005,
      },
      { type: 'send', text: 'But yes, fine. Wednesday!' },
    ],
  },
];
