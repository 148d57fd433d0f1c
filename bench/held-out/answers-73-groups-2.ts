/** Set 73, groups in Hinglish, Hindi and English: Arjun's cricket group and Rowan's bakery crew. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ARJUN, ARJUN_MEMES, ROWAN, ROWAN_OVEN } from './answers-73-cast.js';

const arjunPaid = 'Bhej diya ✅ ₹300, check kar le';
const arjunKeeping = 'HAAN BHAI keeping main hi karunga, gloves le aaunga 🧤';

const rowanYes = "Go on then, I'll do the 5am. You owe me a saffron bun 😤";

export const GROUPS_2: readonly CorpusEntry[] = [
  // Ordinary: a callout answered in Hinglish with a tick a person types.
  {
    name: 'arjun: paid',
    ...ARJUN,
    callout: true,
    answer: `# «send»\n${arjunPaid}`,
    expect: [{ type: 'send', text: arjunPaid, replyTo: 4005 }],
  },
  // Slip: the model's plan as a blockquote before the first block.
  {
    name: 'arjun: a quoted plan before the blocks',
    ...ARJUN,
    callout: true,
    answer: `> Rohit wants the money and Pooja asked about keeping. Arjun is lazy but honest: short, a bit sheepish.\n\n# «send»\n${arjunPaid}\n\n# «send» 4003\n${arjunKeeping}`,
    expect: [
      { type: 'send', text: arjunPaid, replyTo: 4005 },
      { type: 'send', text: arjunKeeping, replyTo: 4003 },
    ],
  },
  // Ordinary: a reply in capitals to an older question.
  {
    name: 'arjun: keeping, in capitals',
    ...ARJUN,
    callout: true,
    answer: `# «send» 4005\n${arjunPaid}\n\n# «send» 4003\n${arjunKeeping}`,
    expect: [
      { type: 'send', text: arjunPaid, replyTo: 4005 },
      { type: 'send', text: arjunKeeping, replyTo: 4003 },
    ],
  },
  // Slip: the whole answer fenced as a code block with a made-up language tag.
  {
    name: 'arjun: the blocks inside a fence',
    ...ARJUN,
    callout: true,
    answer: `\`\`\`telegram\n# «send»\n${arjunPaid}\n\n# «react» 4002\n👍\n\`\`\``,
    expect: [
      { type: 'send', text: arjunPaid, replyTo: 4005 },
      { type: 'react', emoji: '👍', messageId: 4002 },
    ],
  },
  // Slip: his own earlier message sent again before the new one.
  {
    name: 'arjun: his earlier message repeated',
    ...ARJUN,
    callout: true,
    answer: `# «send»\nDone, main aa raha hu\n\n# «send»\n${arjunPaid}`,
    expect: [{ type: 'send', text: arjunPaid, replyTo: 4005 }],
  },
  // Slip: the message written as an XML element with the reply id as an attribute.
  {
    name: 'arjun: a message as an XML element',
    ...ARJUN,
    callout: true,
    answer: `# «send»\n<message reply_to="4005">${arjunPaid}</message>`,
    expect: [{ type: 'send', text: arjunPaid, replyTo: 4005 }],
  },
  // Ordinary: a message in Devanagari replying to an older question.
  {
    name: 'arjun: the pads, in Hindi',
    ...ARJUN,
    callout: true,
    answer: `# «send»\n${arjunPaid}\n\n# «send» 4000\nहाँ भाई, तेरे पैड मेरे बैग में हैं, रविवार को ले आऊँगा`,
    expect: [
      { type: 'send', text: arjunPaid, replyTo: 4005 },
      { type: 'send', text: 'हाँ भाई, तेरे पैड मेरे बैग में हैं, रविवार को ले आऊँगा', replyTo: 4000 },
    ],
  },
  // Slip: a message body of nothing but zero-width spaces in a group where nothing was asked.
  {
    name: 'arjun: an invisible message at night',
    ...ARJUN_MEMES,
    answer: '# «send»\n\u200b\u200b',
    expect: [],
    withheld: ['invisible'],
  },
  // Slip: a bracketed note to the admin in Hinglish about saving data, after the message.
  {
    name: 'arjun: a note for the admin about memory',
    ...ARJUN,
    callout: true,
    answer: `# «send»\n${arjunPaid}\n\n(admin ke liye: Rohit ka UPI id memory mein save kar lena, agli baar kaam aayega)`,
    expect: [{ type: 'send', text: arjunPaid, replyTo: 4005 }],
  },

  // Ordinary: a callout answered with a grumble a person types.
  {
    name: 'rowan: takes the 5am',
    ...ROWAN,
    callout: true,
    answer: `# «send»\n${rowanYes}`,
    expect: [{ type: 'send', text: rowanYes, replyTo: 4005 }],
  },
  // Ordinary: a message and a note about the chat.
  {
    name: 'rowan: takes the shift and notes it',
    ...ROWAN,
    callout: true,
    answer: `# «send»\n${rowanYes}\n\n# «note»\nCovering Kerensa's 5am this week, she owes me a bun.`,
    expect: [{ type: 'send', text: rowanYes, replyTo: 4005 }, { type: 'note' }],
  },
  // Slip: an unnamed stage direction in a group, nothing asked of him and actions not allowed there.
  {
    name: 'rowan: a stage direction staying out of the oven talk',
    ...ROWAN_OVEN,
    answer: "# «send»\n*stays out of it, oven 2 is Jago's problem now*",
    expect: [],
  },
  // Slip: the persona's name alone in bold over the message, as a script heads a speaker.
  {
    name: 'rowan: his name in bold over the message',
    ...ROWAN,
    callout: true,
    answer: `# «send»\n**Rowan**\n${rowanYes}`,
    expect: [{ type: 'send', text: rowanYes, replyTo: 4005 }],
  },
  // Ordinary: an announcement with a label a person types.
  {
    name: 'rowan: a PSA about the proving drawer',
    ...ROWAN,
    callout: true,
    answer: `# «send»\n${rowanYes}\n\n# «send»\nPSA: whoever left the proving drawer on all night, the dough has escaped 😭`,
    expect: [
      { type: 'send', text: rowanYes, replyTo: 4005 },
      { type: 'send', text: 'PSA: whoever left the proving drawer on all night, the dough has escaped 😭' },
    ],
  },
  // Slip: a generator's credit line closing the message.
  {
    name: 'rowan: a credit line under the message',
    ...ROWAN,
    callout: true,
    answer: `# «send»\n${rowanYes}\n\n— generated for Rowan · Porthcoth Pasty Crew`,
    expect: [{ type: 'send', text: rowanYes, replyTo: 4005 }],
  },
  // Ordinary: silence as a private note only, nothing asked of him.
  {
    name: 'rowan: a private note and nothing said',
    ...ROWAN_OVEN,
    answer: '# «think»\nJago and Tamsin have the oven sorted, nothing for me to add.',
    expect: [],
  },
  // Slip: a recap of what the answer did, as a last paragraph.
  {
    name: 'rowan: a recap after the messages',
    ...ROWAN,
    callout: true,
    answer: `# «send»\n${rowanYes}\n\n# «react» 4001\n👀\n\nRecap: took Kerensa's shift, asked for a bun as payment, acknowledged the oven.`,
    expect: [
      { type: 'send', text: rowanYes, replyTo: 4005 },
      { type: 'react', emoji: '👀', messageId: 4001 },
    ],
  },
  // Slip: the same message under an alias heading, a duplicate of the first block.
  {
    name: 'rowan: the message twice under two names',
    ...ROWAN,
    callout: true,
    answer: `# «send»\n${rowanYes}\n\n# «message»\n${rowanYes}`,
    expect: [{ type: 'send', text: rowanYes, replyTo: 4005 }],
    withheld: ['duplicate'],
  },
  // Ordinary: a wait, then a follow-up to someone else by name.
  {
    name: 'rowan: a pause, then a word to Tamsin',
    ...ROWAN,
    callout: true,
    answer: `# «send»\n${rowanYes}\n\n# «wait»\ndelay: 45\n\n# «send»\nTamsin if it starts grinding again, switch it off and ring Jago, don't be a hero`,
    expect: [
      { type: 'send', text: rowanYes, replyTo: 4005 },
      { type: 'wait', delay: 45 },
      {
        type: 'send',
        text: "Tamsin if it starts grinding again, switch it off and ring Jago, don't be a hero",
      },
    ],
  },
];
