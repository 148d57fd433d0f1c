/** Set 80's ordinary answers in English: well-formed blocks, some messages that merely look unusual. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { chloe, dev, jules, l, maggie, noor, sam } from './answers-80-cast.js';

export const ORDINARY_EN: readonly CorpusEntry[] = [
  maggie({
    name: 'maggie: the knee, then the recipe as a reply',
    answer: l(
      '# «send»',
      'Knee is much better thank you love, the physio has me doing squats at 74 if you please',
      '',
      '# «send» 4001',
      "Found the parkin recipe! It's in Grandma's writing so I'll take a photo",
    ),
    expect: [
      {
        type: 'send',
        text: 'Knee is much better thank you love, the physio has me doing squats at 74 if you please',
      },
      {
        type: 'send',
        text: "Found the parkin recipe! It's in Grandma's writing so I'll take a photo",
        replyTo: 4001,
      },
    ],
  }),
  maggie({
    name: 'maggie: an aside in brackets, capitals and her own sign-off',
    answer: l(
      '# «send»',
      "Knee is grand (well, grand-ish). Tell your mum I AM coming Saturday, I've bought the trifle sponges already.",
      '',
      'xx Aunt Mags',
    ),
    expect: [
      {
        type: 'send',
        text: "Knee is grand (well, grand-ish). Tell your mum I AM coming Saturday, I've bought the trifle sponges already.\n\nxx Aunt Mags",
      },
    ],
  }),
  maggie({
    name: 'maggie: a reaction to the sad message, then words',
    answer: l(
      '# «react» 4003',
      '😢',
      '',
      '# «send»',
      "No idea where she got that from. I'll ring her tonight",
    ),
    expect: [
      { type: 'react', emoji: '😢', messageId: 4003 },
      { type: 'send', text: "No idea where she got that from. I'll ring her tonight" },
    ],
  }),
  maggie({
    name: 'maggie: the recipe as a list under its own lead-in',
    answer: l(
      '# «send» 4001',
      'Here it is, out of the tin box:',
      '- 225g medium oatmeal',
      '- 110g self-raising flour',
      '- 2 tsp ground ginger',
      '- 110g black treacle',
      '- 110g golden syrup',
      '- 110g butter',
      '',
      "Gas mark 3 for about an hour. Don't you dare use the fancy syrup",
    ),
    expect: [
      {
        type: 'send',
        text: "Here it is, out of the tin box:\n- 225g medium oatmeal\n- 110g self-raising flour\n- 2 tsp ground ginger\n- 110g black treacle\n- 110g golden syrup\n- 110g butter\n\nGas mark 3 for about an hour. Don't you dare use the fancy syrup",
        replyTo: 4001,
      },
    ],
  }),
  maggie({
    name: 'maggie: a private thought, a message, a pause, another',
    answer: l(
      '# «think»',
      'Tom worries about me. Keep it light about the knee.',
      '',
      '# «send»',
      'The knee? Creaks like the back gate but it gets me to the shops',
      '',
      '# «wait»',
      'delay: 20',
      '',
      '# «send»',
      'Are you bringing that girlfriend on Saturday or is she still a state secret 👀',
    ),
    expect: [
      { type: 'send', text: 'The knee? Creaks like the back gate but it gets me to the shops' },
      { type: 'wait', delay: 20 },
      {
        type: 'send',
        text: 'Are you bringing that girlfriend on Saturday or is she still a state secret 👀',
      },
    ],
  }),
  dev({
    name: 'dev: in, and a sad face for the hamstring',
    callout: true,
    answer: l('# «send»', 'In. Bibs are in my kit bag, washed and everything 🫡', '', '# «react» 4000', '😢'),
    expect: [
      { type: 'send', text: 'In. Bibs are in my kit bag, washed and everything 🫡', replyTo: 4005 },
      { type: 'react', emoji: '😢', messageId: 4000 },
    ],
  }),
  dev({
    name: 'dev: shouting about the bibs',
    callout: true,
    answer: l('# «send» 4005', 'YES I HAVE THE BIBS. Rich you absolute snake 😂'),
    expect: [{ type: 'send', text: 'YES I HAVE THE BIBS. Rich you absolute snake 😂', replyTo: 4005 }],
  }),
  dev({
    name: 'dev: one to Rich by id, then one to the group',
    callout: true,
    answer: l(
      '# «send» 4003',
      'they were in YOUR boot mate, I rescued them',
      '',
      '# «send»',
      "Kwame yeah I'm in for Thursday",
    ),
    expect: [
      { type: 'send', text: 'they were in YOUR boot mate, I rescued them', replyTo: 4003 },
      { type: 'send', text: "Kwame yeah I'm in for Thursday" },
    ],
  }),
  dev({
    name: 'dev: a numbered squad list',
    callout: true,
    answer: l(
      '# «send»',
      'Thursday squad so far:',
      '1. Kwame',
      '2. Sanjay',
      '3. Rich',
      '4. me',
      '',
      'need a fifth with Ollie out, anyone got a mate?',
    ),
    expect: [
      {
        type: 'send',
        text: 'Thursday squad so far:\n1. Kwame\n2. Sanjay\n3. Rich\n4. me\n\nneed a fifth with Ollie out, anyone got a mate?',
        replyTo: 4005,
      },
    ],
  }),
  dev({
    name: 'dev: a word and a sticker',
    callout: true,
    answer: l('# «send»', 'in 👍 bibs too', '', '# «sticker»', 'HeidiDuck', '😂'),
    expect: [
      { type: 'send', text: 'in 👍 bibs too', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  jules({
    name: 'jules: off on Wednesdays, owed a bagel',
    callout: true,
    answer: l('# «send»', "lol yes I'm off. I'll be here for the plumber, someone owes me a bagel"),
    expect: [
      {
        type: 'send',
        text: "lol yes I'm off. I'll be here for the plumber, someone owes me a bagel",
        replyTo: 4005,
      },
    ],
  }),
  jules({
    name: 'jules: an aside a person types in brackets',
    callout: true,
    answer: l('# «send»', "Yeah I'm home Wed (unless my shift gets swapped again, I'll know by tomorrow)"),
    expect: [
      {
        type: 'send',
        text: "Yeah I'm home Wed (unless my shift gets swapped again, I'll know by tomorrow)",
        replyTo: 4005,
      },
    ],
  }),
  jules({
    name: 'jules: a thumbs up and a question for Ben',
    callout: true,
    answer: l(
      '# «react»',
      '👍',
      '',
      '# «send»',
      "I got it. Ben can you ask the landlord to text me the plumber's number",
    ),
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      {
        type: 'send',
        text: "I got it. Ben can you ask the landlord to text me the plumber's number",
        replyTo: 4005,
      },
    ],
  }),
  jules({
    name: 'jules: names at the start of each sentence',
    callout: true,
    answer: l('# «send»', "Marco go to class, I've got it. Tasha yes I'm off 🙌"),
    expect: [{ type: 'send', text: "Marco go to class, I've got it. Tasha yes I'm off 🙌", replyTo: 4005 }],
  }),
  noor({
    name: 'noor: hosting, then a bold title she types',
    callout: true,
    answer: l(
      '# «send»',
      "Yes it's me! 14th at mine then, 7pm. I'll make dal",
      '',
      '# «send»',
      'For next month I vote **Tomorrow, and Tomorrow, and Tomorrow**, Dami has been on about it for ages',
    ),
    expect: [
      { type: 'send', text: "Yes it's me! 14th at mine then, 7pm. I'll make dal", replyTo: 4005 },
      {
        type: 'send',
        text: 'For next month I vote **Tomorrow, and Tomorrow, and Tomorrow**, Dami has been on about it for ages',
      },
    ],
  }),
  noor({
    name: 'noor: two titles in quotation marks',
    callout: true,
    answer: l('# «send»', '"Demon Copperhead" or "The Bee Sting"? Both long, sorry Dami 😅'),
    expect: [
      {
        type: 'send',
        text: '"Demon Copperhead" or "The Bee Sting"? Both long, sorry Dami 😅',
        replyTo: 4005,
      },
    ],
  }),
  noor({
    name: 'noor: a bulleted vote',
    callout: true,
    answer: l(
      '# «send»',
      'Mine on the 14th 🙋‍♀️ Options for next:',
      '• Demon Copperhead',
      '• The Bee Sting',
      '• Orbital',
      '',
      "thumbs up your pick and I'll count on Sunday",
    ),
    expect: [
      {
        type: 'send',
        text: "Mine on the 14th 🙋‍♀️ Options for next:\n• Demon Copperhead\n• The Bee Sting\n• Orbital\n\nthumbs up your pick and I'll count on Sunday",
        replyTo: 4005,
      },
    ],
  }),
  noor({
    name: 'noor: a message and a note for the chat',
    callout: true,
    answer: l(
      '# «send»',
      "Mine! Claire the 14th works, I'll move it",
      '',
      '# «note»',
      'Book club moved to the 14th, hosting at mine, 7pm.',
    ),
    expect: [
      { type: 'send', text: "Mine! Claire the 14th works, I'll move it", replyTo: 4005 },
      { type: 'note' },
    ],
  }),
  sam({
    name: 'sam: six on the dot and a fire for the swell',
    answer: l('# «send»', 'yeah 6 on the dot, have ya board waxed', '', '# «react» 4001', '🔥'),
    expect: [
      { type: 'send', text: 'yeah 6 on the dot, have ya board waxed' },
      { type: 'react', emoji: '🔥', messageId: 4001 },
    ],
  }),
  sam({
    name: 'sam: an emoticon a person types',
    answer: l('# «send»', '6 it is :) bringing ur wetsuit too, rinsed it in the sink, still a bit feral :P'),
    expect: [
      {
        type: 'send',
        text: '6 it is :) bringing ur wetsuit too, rinsed it in the sink, still a bit feral :P',
      },
    ],
  }),
  sam({
    name: 'sam: yep and a wave',
    answer: l('# «send»', 'yep', '', '# «sticker»', 'HeidiDuck', '👋'),
    expect: [
      { type: 'send', text: 'yep' },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  }),
  chloe({
    name: 'chloe: yes to Friday and figures as key lines',
    answer: l(
      '# «send»',
      'Friday yes! 🍻',
      '',
      '# «send» 4003',
      'Q3 numbers are in the shared drive now:',
      '- Revenue: £1.24m',
      '- Churn: 3.1%',
      '- NPS: 41',
    ),
    expect: [
      { type: 'send', text: 'Friday yes! 🍻' },
      {
        type: 'send',
        text: 'Q3 numbers are in the shared drive now:\n- Revenue: £1.24m\n- Churn: 3.1%\n- NPS: 41',
        replyTo: 4003,
      },
    ],
  }),
  chloe({
    name: 'chloe: a query she pasted as code',
    answer: l(
      '# «send» 4003',
      "Here's the query I used, in case anything looks off:",
      '```sql',
      "SELECT region, SUM(amount) FROM orders WHERE quarter = 'Q3' GROUP BY region;",
      '```',
      '',
      '# «send»',
      "And yes to Friday, I'll bring a card",
    ),
    expect: [
      {
        type: 'send',
        text: "Here's the query I used, in case anything looks off:\n```sql\nSELECT region, SUM(amount) FROM orders WHERE quarter = 'Q3' GROUP BY region;\n```",
        replyTo: 4003,
      },
      { type: 'send', text: "And yes to Friday, I'll bring a card" },
    ],
  }),
  chloe({
    name: 'chloe: talking about a chatbot herself',
    answer: l(
      '# «send»',
      "Haha I asked ChatGPT to write Ravi's card and it came out like a LinkedIn post. Writing it myself. Yes I'm coming!",
    ),
    expect: [
      {
        type: 'send',
        text: "Haha I asked ChatGPT to write Ravi's card and it came out like a LinkedIn post. Writing it myself. Yes I'm coming!",
      },
    ],
  }),
  chloe({
    name: 'chloe: a message and a memory',
    answer: l(
      '# «send»',
      "Wouldn't miss it. Is it still the Crown?",
      '',
      '# «remember»',
      'Ravi from work leaves on Friday; leaving drinks, probably at the Crown.',
    ),
    expect: [{ type: 'send', text: "Wouldn't miss it. Is it still the Crown?" }, { type: 'remember' }],
  }),
];
