/** Set 56: Callum (English, Gemini 3) with his sister Fiona and in "Sunday Riders". */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { fiona, RIDERS_CAKE, riders } from './answers-56-cast.js';

export const CALLUM_ANSWERS: readonly CorpusEntry[] = [
  fiona({
    name: 'callum: two plain messages, the first a reply',
    answer: `# «send» 4005
yes I'm coming, put me down for one

# «send»
and tell mum I replied to her this morning, she just doesn't scroll up`,
    expect: [
      { type: 'send', text: "yes I'm coming, put me down for one", replyTo: 4005 },
      { type: 'send', text: "and tell mum I replied to her this morning, she just doesn't scroll up" },
    ],
  }),
  fiona({
    name: 'callum: a private think block, then two messages',
    answer: `# «think»
Fiona needs a yes or no for numbers. Never missing dad's 60th. The Raleigh can be a peace offering.

# «send» 4005
Obviously coming. Can I bring Sam?

# «send»
Also your Raleigh is done if you want it back before the party, the hanger came Tuesday`,
    expect: [
      { type: 'send', text: 'Obviously coming. Can I bring Sam?', replyTo: 4005 },
      {
        type: 'send',
        text: 'Also your Raleigh is done if you want it back before the party, the hanger came Tuesday',
      },
    ],
  }),
  // Gemini 3 opening with a third-person analysis of the turn before the first block.
  fiona({
    name: 'callum: analysis paragraph before the blocks',
    answer: `Fiona is asking whether Callum will attend their dad's 60th and needs a head count by Friday. He should confirm plainly and keep it brotherly.

# «send» 4005
yeah I'll be there, wouldn't miss it`,
    expect: [{ type: 'send', text: "yeah I'll be there, wouldn't miss it", replyTo: 4005 }],
    withheld: ['outside-blocks'],
  }),
  riders({
    name: 'callum: a list the persona types in the group',
    callout: true,
    answer: `# «send»
8:30 works. Dev bring:
- the wheel (obviously)
- your pump, mine's at home
- coffee for the mechanic`,
    expect: [
      {
        type: 'send',
        text: "8:30 works. Dev bring:\n- the wheel (obviously)\n- your pump, mine's at home\n- coffee for the mechanic",
        replyTo: 4005,
      },
    ],
  }),
  // The persona's name as a bold speaker label opening the body, a chat-log habit.
  riders({
    name: 'callum: bold speaker label',
    callout: true,
    answer: `# «send»
**Callum:** 8:30 is fine, I'll have the workstand out. Tomasz I've got a box of tubes, don't panic`,
    expect: [
      {
        type: 'send',
        text: "8:30 is fine, I'll have the workstand out. Tomasz I've got a box of tubes, don't panic",
        replyTo: 4005,
      },
    ],
    withheld: ['label'],
  }),
  // Silence narrated as a stage direction in a group turn that did not call on the persona.
  riders({
    name: 'callum: silence narrated in a group',
    others: RIDERS_CAKE,
    answer: `# «send»
*Callum stays out of the cake debate*`,
    expect: [],
  }),
  riders({
    name: 'callum: joins the cake debate unasked',
    others: RIDERS_CAKE,
    answer: `# «send»
garden centre, and it's not even close`,
    expect: [{ type: 'send', text: "garden centre, and it's not even close", replyTo: 4005 }],
  }),
  riders({
    name: 'callum: a reaction then a message',
    callout: true,
    answer: `# «react» 4003
🙏

# «send» 4005
yep 8:30, shutter's up from 8`,
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4003 },
      { type: 'send', text: "yep 8:30, shutter's up from 8", replyTo: 4005 },
    ],
  }),
  // A signature under the message, as in an email.
  fiona({
    name: 'callum: dash signature',
    answer: `# «send» 4005
Coming, and bringing Sam if that's alright. Tell dad nothing, we've got him something daft

— Callum`,
    expect: [
      {
        type: 'send',
        text: "Coming, and bringing Sam if that's alright. Tell dad nothing, we've got him something daft",
        replyTo: 4005,
      },
    ],
    withheld: ['label'],
  }),
  fiona({
    name: 'callum: a sign-off a brother types',
    answer: `# «send»
Fine fine, I'll ring mum tonight. Love you, don't make it weird x`,
    expect: [{ type: 'send', text: "Fine fine, I'll ring mum tonight. Love you, don't make it weird x" }],
  }),
  // Two slips: a reasoning tag left in the body, and the helper's offer to redo the tone at the end.
  fiona({
    name: 'callum: thinking tag and an offer to change the tone',
    answer: `# «send» 4005
<thinking>She's stressed about numbers, keep it short.</thinking>
Put me down for two, me and Sam. Friday's fine

Let me know if you'd like a warmer tone for this reply!`,
    expect: [{ type: 'send', text: "Put me down for two, me and Sam. Friday's fine", replyTo: 4005 }],
  }),
  // A sticker narrated inside the message instead of its own block.
  fiona({
    name: 'callum: sticker narrated on the last line',
    answer: `# «send»
yes yes YES I'm coming, stop shouting at me
*sends the 👋 sticker*`,
    expect: [
      { type: 'send', text: "yes yes YES I'm coming, stop shouting at me" },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  }),
  // Cut at the output limit in the middle of the second message.
  fiona({
    name: 'callum: cut in the second message',
    truncated: true,
    answer: `# «send» 4005
count me in

# «send»
right so numbers: me, Sam, and we'll probably bring the`,
    expect: [{ type: 'send', text: 'count me in', replyTo: 4005 }],
    withheld: ['truncated'],
  }),
  // Priya's message quoted back above the answer, as the transcript shows it.
  riders({
    name: 'callum: the question quoted back',
    callout: true,
    answer: `# «send»
> Callum can you look at Dev's wheel before we go? meet 8:30 at the shop?

Sure, 8:30. Dev if it's the valve again I'm charging you in flapjacks`,
    expect: [
      {
        type: 'send',
        text: "Sure, 8:30. Dev if it's the valve again I'm charging you in flapjacks",
        replyTo: 4005,
      },
    ],
  }),
  fiona({
    name: 'callum: capitals and a bracketed aside',
    answer: `# «send» 4001
YES. FINALLY. The hanger came, your Raleigh shifts like butter now (don't tell dad I used his chain oil)`,
    expect: [
      {
        type: 'send',
        text: "YES. FINALLY. The hanger came, your Raleigh shifts like butter now (don't tell dad I used his chain oil)",
        replyTo: 4001,
      },
    ],
  }),
  riders({
    name: 'callum: a plain note line a person types',
    callout: true,
    answer: `# «send»
Note: the shop alarm goes off at 8:25 every morning, ignore it. See you 8:30 Dev`,
    expect: [
      {
        type: 'send',
        text: 'Note: the shop alarm goes off at 8:25 every morning, ignore it. See you 8:30 Dev',
        replyTo: 4005,
      },
    ],
  }),
];
