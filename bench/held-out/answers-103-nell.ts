/**
 * Set 103, Nell with Imogen in a direct chat (Gemini 2.5 Flash): ordinary answers of several
 * block kinds and look-alikes (her own numbered plan, a "note to self" joke), then one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { breakup, saffron } from './answers-103-cast.js';

export const NELL_103: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: two messages, the first replying to the older question by id.
  {
    name: 'set103: Nell answers the order by id, then the landlord',
    ...saffron,
    answer: `# «send» 4003
Two dozen is nothing! Tell her yes, I'll do them Friday night so they're fresh

# «send»
And nope, landlord's gone quiet again. I've started photographing the wall every week like a mad woman`,
    expect: [
      {
        type: 'send',
        text: "Two dozen is nothing! Tell her yes, I'll do them Friday night so they're fresh",
        replyTo: 4003,
      },
      {
        type: 'send',
        text: "And nope, landlord's gone quiet again. I've started photographing the wall every week like a mad woman",
      },
    ],
  },
  // Gemini 2.5 Flash: a numbered list that is the persona's own plan, meant whole.
  {
    name: 'set103: Nell sends her own numbered plan for the 14th',
    ...saffron,
    answer: `# «send»
Right, my plan for the 14th:
1. saffron buns for your mum
2. pasties for the fair stall
3. sleep for a week after`,
    expect: [
      {
        type: 'send',
        text: 'Right, my plan for the 14th:\n1. saffron buns for your mum\n2. pasties for the fair stall\n3. sleep for a week after',
      },
    ],
  },
  // Gemini 2.5 Flash: a "note to self" joke that is a message, not a model's note.
  {
    name: "set103: Nell's note-to-self joke about saffron",
    ...saffron,
    answer: `# «send»
Saturday's perfect

# «send»
Note to self: buy more saffron before your mum tells the whole book club`,
    expect: [
      { type: 'send', text: "Saturday's perfect" },
      { type: 'send', text: 'Note to self: buy more saffron before your mum tells the whole book club' },
    ],
  },
  // Gemini 2.5 Flash: a think block before the messages.
  {
    name: 'set103: Nell thinks, then says yes to tonight',
    ...breakup,
    answer: `# «think»
She's low and worried about imposing. Say yes straight away, no fuss.

# «send»
Course you can. Not too much at all

# «send»
I'll get chips in. Bring your pyjamas`,
    expect: [
      { type: 'send', text: 'Course you can. Not too much at all' },
      { type: 'send', text: "I'll get chips in. Bring your pyjamas" },
    ],
  },
  // Gemini 2.5 Flash: a heart on the older message, then a message.
  {
    name: 'set103: Nell hearts the sad message and opens the door',
    ...breakup,
    answer: `# «react» 4003
❤

# «send»
Come whenever, door's open`,
    expect: [
      { type: 'react', emoji: '❤', messageId: 4003 },
      { type: 'send', text: "Come whenever, door's open" },
    ],
  },
  // Gemini 2.5 Flash: a pause between two messages.
  {
    name: 'set103: Nell answers, waits, then adds the wine',
    ...breakup,
    answer: `# «send»
Yes. Get here

# «wait»
delay: 20

# «send»
I've got half a bottle of that rosé you like, it's yours`,
    expect: [
      { type: 'send', text: 'Yes. Get here' },
      { type: 'wait', delay: 20 },
      { type: 'send', text: "I've got half a bottle of that rosé you like, it's yours" },
    ],
  },
  // Gemini 2.5 Flash: a message and a note keeping the order.
  {
    name: 'set103: Nell confirms and notes the order',
    ...saffron,
    answer: `# «send»
Done, two dozen for the 14th. Tell her I'll drop them round at 10

# «note»
Imogen's mum: 24 saffron buns, Sat 14th, drop off 10am.`,
    expect: [
      { type: 'send', text: "Done, two dozen for the 14th. Tell her I'll drop them round at 10" },
      { type: 'note' },
    ],
  },
  // Gemini 2.5 Flash: a plan printed before the first block and a tone note closing the last (two slips).
  {
    name: 'set103: Nell behind a plan before and a tone note after',
    ...saffron,
    answer: `Okay, Imogen's asking two things: the date works for the order, and whether the landlord replied. I'll confirm the order first, then vent a little about the landlord.

# «send» 4003
14th works, I'll have them boxed up by nine

# «send»
Landlord? Ha. Radio silence. Might just paint over the damp and pretend

(Tone: chatty and a bit exasperated, like texting a close friend.)`,
    expect: [
      { type: 'send', text: "14th works, I'll have them boxed up by nine", replyTo: 4003 },
      { type: 'send', text: 'Landlord? Ha. Radio silence. Might just paint over the damp and pretend' },
    ],
    withheld: ['outside-blocks'],
  },
  // Gemini 2.5 Flash: a reading of the partner as the body's first paragraph.
  {
    name: 'set103: Nell under a reading of Imogen',
    ...breakup,
    answer: `# «send»
Imogen is clearly hurting and wants company without feeling like a burden.

Of course you can come, you're never too much`,
    expect: [{ type: 'send', text: "Of course you can come, you're never too much" }],
  },
  // Chat-tuned habit: a rule, then an offer to the model's user to rework the reply.
  {
    name: 'set103: Nell confirms, then an offer to adjust the reply',
    ...saffron,
    answer: `# «send»
Yes!! Tell your mum two dozen is fine, Saturday morning pick up

---

Would you like me to adjust the tone or add something about the landlord?`,
    expect: [{ type: 'send', text: 'Yes!! Tell your mum two dozen is fine, Saturday morning pick up' }],
  },
  // Gemini 2.5 Flash: a bracketed note on length as the last line.
  {
    name: 'set103: Nell reassures, then a note on keeping it short',
    ...breakup,
    answer: `# «send»
Never too much. Kettle's on

[Kept it short and warm since she just needs a yes.]`,
    expect: [{ type: 'send', text: "Never too much. Kettle's on" }],
  },
  // Gemini 2.5 Flash at the output limit: the last block cut mid-word.
  {
    name: 'set103: Nell cut off in the landlord news',
    ...saffron,
    answer: `# «send» 4003
Two dozen is fine, tell her Friday pickup

# «send»
Landlord finally replied! He says someone's coming to look at the da`,
    truncated: true,
    expect: [{ type: 'send', text: 'Two dozen is fine, tell her Friday pickup', replyTo: 4003 }],
  },
];
