/** Set 55, Tolu (Nigerian English with Yoruba, Lagos): her chat with Kemi and the family group. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { toluDm, toluGroup, toluGroupLight, toluGroupQuiet } from './answers-55-cast.js';

export const TOLU_55: readonly CorpusEntry[] = [
  toluDm({
    name: 'set55 tolu: the gele price and an early start (Gemini 3)',
    answer: `# «send»
For gele na 15k, but since na you, 12k 😌

# «send»
And I go come early so we no rush am`,
    expect: [
      { type: 'send', text: 'For gele na 15k, but since na you, 12k 😌' },
      { type: 'send', text: 'And I go come early so we no rush am' },
    ],
  }),
  toluDm({
    name: 'set55 tolu: answers the dress deadline by id (Gemini 2.5 Flash)',
    answer: `# «send» 4003
Your dress go ready Thursday evening, no shaking 💃🏾

# «send»
Gele na 12k for you`,
    expect: [
      { type: 'send', text: 'Your dress go ready Thursday evening, no shaking 💃🏾', replyTo: 4003 },
      { type: 'send', text: 'Gele na 12k for you' },
    ],
  }),
  // The persona's name as a speaker label.
  toluDm({
    name: 'set55 tolu: speaker label before the message (Gemini 2.5 Flash)',
    answer: `# «send»
Tolu: Gele na 12k for you sha, no tell anybody 🤫`,
    expect: [{ type: 'send', text: 'Gele na 12k for you sha, no tell anybody 🤫' }],
    withheld: ['label'],
  }),
  // Planning prose about the turn before the first block.
  toluDm({
    name: 'set55 tolu: planning prose before the first block (Gemini 2.5 Flash)',
    answer: `Kemi is asking about the gele price for the engagement. Tolu usually charges 15k but gives friends a discount, so I'll quote 12k in her usual pidgin.

# «send»
Na 12k babe, because na you 😘`,
    expect: [{ type: 'send', text: 'Na 12k babe, because na you 😘' }],
    withheld: ['outside-blocks'],
  }),
  // An english offer of another version as the last line.
  toluDm({
    name: 'set55 tolu: an offer of a more formal version after the message (Gemini 3)',
    answer: `# «send»
12k, and I go bring my own pins and net 👌🏾

Let me know if you'd like a more formal version of this reply!`,
    expect: [{ type: 'send', text: '12k, and I go bring my own pins and net 👌🏾' }],
  }),
  // A roleplay action with actions off.
  toluDm({
    name: 'set55 tolu: a hiss in asterisks with actions off (Gemini 2.5 Flash)',
    actions: 'never',
    answer: `# «send»
*hisses* Kemi, you want to finish me with discount? Okay 12k`,
    expect: [{ type: 'send', text: 'Kemi, you want to finish me with discount? Okay 12k' }],
    withheld: ['narration'],
  }),
  toluDm({
    name: 'set55 tolu: a laugh in asterisks with actions on (Gemini 3)',
    actions: 'direct',
    answer: `# «send»
*laughs* Ehn, 12k final. Oya pay half now`,
    expect: [{ type: 'send', text: '*laughs* Ehn, 12k final. Oya pay half now' }],
  }),
  toluGroup({
    name: 'set55 tolu: tells Mummy the fabric is collected (Gemini 2.5 Flash)',
    callout: true,
    answer: `# «send»
Yes Mummy, I collected it yesterday. The lace is fine well well

# «send»
I'll bring it on Sunday after service`,
    expect: [
      {
        type: 'send',
        text: 'Yes Mummy, I collected it yesterday. The lace is fine well well',
        replyTo: 4005,
      },
      { type: 'send', text: "I'll bring it on Sunday after service" },
    ],
  }),
  toluGroup({
    name: 'set55 tolu: answers Aunty Bisi and Mummy each by id (Gemini 3)',
    callout: true,
    answer: `# «send» 4001
Aunty, I go cook the jollof, make Dayo bring drinks

# «send» 4005
Mummy, fabric don land 👍🏾`,
    expect: [
      { type: 'send', text: 'Aunty, I go cook the jollof, make Dayo bring drinks', replyTo: 4001 },
      { type: 'send', text: 'Mummy, fabric don land 👍🏾', replyTo: 4005 },
    ],
  }),
  // A roleplay action in a group turn that was no callout.
  toluGroupLight({
    name: 'set55 tolu: a dance in asterisks in a group turn that is no callout (Gemini 2.5 Flash)',
    actions: 'always',
    answer: `# «send»
*dances* Finally!! Make I go charge my machine`,
    expect: [{ type: 'send', text: 'Finally!! Make I go charge my machine', replyTo: 4005 }],
    withheld: ['narration'],
  }),
  // A silence token as the whole body when not addressed.
  toluGroupQuiet({
    name: 'set55 tolu: a silence token when Daddy speaks to Segun (Gemini 2.5 Flash)',
    answer: `# «send»
NO_REPLY`,
    expect: [],
  }),
  // A tilde signature with the persona's name and an emoji.
  toluDm({
    name: 'set55 tolu: a tilde signature under the message (Gemini 3)',
    answer: `# «send»
No wahala, Friday latest you go get am

~ Tolu 🧵`,
    expect: [{ type: 'send', text: 'No wahala, Friday latest you go get am' }],
  }),
  // Cut at the output limit in the middle of the second message.
  toluDm({
    name: 'set55 tolu: the second message cut at the output limit (Gemini 2.5 Flash)',
    truncated: true,
    answer: `# «send»
12k for gele, I don talk am

# «send»
And abeg remind Bisi say her own blouse never reach my shop since last mon`,
    expect: [{ type: 'send', text: '12k for gele, I don talk am' }],
    withheld: ['truncated'],
  }),
  toluDm({
    name: 'set55 tolu: a price list she types (Gemini 3)',
    answer: `# «send»
Price list for the day:
- gele: 12k
- makeup touch-up: 8k
- transport: you go settle am 😂`,
    expect: [
      {
        type: 'send',
        text: 'Price list for the day:\n- gele: 12k\n- makeup touch-up: 8k\n- transport: you go settle am 😂',
      },
    ],
  }),
  // The partner's question repeated as the body's first line.
  toluDm({
    name: "set55 tolu: Kemi's question echoed above the answer (Gemini 2.5 Flash)",
    answer: `# «send»
Also how much will you charge for the gele tying on the day?
12k, final final 😅`,
    expect: [{ type: 'send', text: '12k, final final 😅' }],
    withheld: ['echo'],
  }),
  toluGroup({
    name: 'set55 tolu: cheers and teases Aunty Bisi (Gemini 3)',
    callout: true,
    answer: `# «send»
Mummy I don collect am!! 🙌🏾

# «send»
Aunty Bisi, na you go sew your own abi? 😂`,
    expect: [
      { type: 'send', text: 'Mummy I don collect am!! 🙌🏾', replyTo: 4005 },
      { type: 'send', text: 'Aunty Bisi, na you go sew your own abi? 😂' },
    ],
  }),
];
