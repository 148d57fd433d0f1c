/**
 * Set 92, answers with one slip each in English from Bram (Gemini 2.5 Flash, a direct chat) and
 * Nell (Gemini 3 Flash, a group), written anew.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { jars, jeans, munro, swarm } from './answers-92-cast.js';

export const SLIPS_92: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: a thought summary (bold -ing title and first-person plan) before the blocks.
  {
    name: 'set92: Bram under a thought-summary title before the blocks',
    ...swarm,
    answer: `**Calming My Neighbour About the Swarm**

I'm focusing on reassuring Priya first, then giving her one clear instruction and letting her know I'm on my way.

# «send»
Don't call anyone, that's just a swarm resting. They're harmless like that

# «send»
I'll be round with a box in ten`,
    expect: [
      { type: 'send', text: "Don't call anyone, that's just a swarm resting. They're harmless like that" },
      { type: 'send', text: "I'll be round with a box in ten" },
    ],
    withheld: ['outside-blocks'],
  },
  // Gemini 2.5 Flash: a rule and an explanation of the messages' brevity after the last one.
  {
    name: 'set92: Bram explains his short messages under a rule at the end',
    ...swarm,
    answer: `# «send»
Leave them be, they're settled and calm

# «send»
On my way with a box

---
I went for short, steady messages because Priya sounds panicked and needs clear steps, not beekeeping facts.`,
    expect: [
      { type: 'send', text: "Leave them be, they're settled and calm" },
      { type: 'send', text: 'On my way with a box' },
    ],
  },
  // Gemini 2.5 Flash: the answer stopped at the output limit in the middle of the last block.
  {
    name: 'set92: Bram cut off mid-word in his last message',
    ...swarm,
    answer: `# «send»
No need to call anyone, I'm the someone 😄

# «send»
Stay inside, they'll just sit there

# «send»
I'll bring the nuc box and an old sheet to sha`,
    expect: [
      { type: 'send', text: "No need to call anyone, I'm the someone 😄" },
      { type: 'send', text: "Stay inside, they'll just sit there" },
    ],
    truncated: true,
    withheld: ['truncated'],
  },
  // Gemini 2.5 Flash: Priya's question copied into a block of its own before the answer.
  {
    name: "set92: Bram echoes Priya's payment question before answering",
    ...jars,
    answer: `# «send»
And can I pay you by bank transfer, I never have cash on me

# «send»
Course you can, I'll send you the sort code tonight`,
    expect: [{ type: 'send', text: "Course you can, I'll send you the sort code tonight" }],
    withheld: ['echo'],
  },
  // Gemini 2.5 Flash: a letter-style signature with an emoji under a chat message.
  {
    name: 'set92: Bram signs his message with a dash and a bee',
    ...jars,
    answer: `# «send»
Three jars set aside for your mum, and transfer is no problem at all
— Bram 🐝`,
    expect: [{ type: 'send', text: 'Three jars set aside for your mum, and transfer is no problem at all' }],
  },
  // Gemini 2.5 Flash: its reasoning under a made-up block name before the real blocks.
  {
    name: 'set92: Bram reasons in an invented «reasoning» block first',
    ...jars,
    answer: `# «reasoning»
Priya asked three things: jars, the swarm, payment. The newest is payment, answer that and confirm the jars.

# «send»
Transfer's fine! And your mum's three jars are ready whenever`,
    expect: [{ type: 'send', text: "Transfer's fine! And your mum's three jars are ready whenever" }],
  },
  // Gemini 3 Flash: the persona's silence narrated in asterisks in a group nobody asked her in.
  {
    name: 'set92: Nell narrated scrolling past the jeans debate',
    ...jeans,
    answer: `# «send»
*Nell scrolls past, grinning at the jeans debate*`,
    expect: [],
  },
  // Gemini 3 Flash: a reading of the group's mood as the first line of the message.
  {
    name: "set92: Nell's message opens with a reading of the group",
    ...jeans,
    answer: `# «send»
The group is in a teasing mood and Ross is the target again.
I've seen those jeans Ross, they have a Primark label`,
    expect: [{ type: 'send', text: "I've seen those jeans Ross, they have a Primark label" }],
  },
  // Gemini 3 Flash: the second heading written without the space after the hash.
  {
    name: 'set92: Nell writes her second heading as #«send»',
    ...munro,
    answer: `# «send»
Off Saturday!

#«send»
And Cobbler please, my knees can't face Ben Lui`,
    expect: [
      { type: 'send', text: 'Off Saturday!' },
      { type: 'send', text: "And Cobbler please, my knees can't face Ben Lui" },
    ],
  },
  // Gemini 3 Flash: an offer to redo the reply, to the model's user, after the message.
  {
    name: 'set92: Nell answers, then offers a more excited version',
    ...munro,
    answer: `# «send»
Off Saturday, I'm in for the Cobbler

I can redo this with more enthusiasm if you'd like a different energy for the group.`,
    expect: [{ type: 'send', text: "Off Saturday, I'm in for the Cobbler" }],
  },
  // Gemini 3 Flash: her own name in bold as a chat-log speaker label.
  {
    name: 'set92: Nell labelled by her name in bold',
    ...munro,
    answer: `# «send»
**Nell:** Off Saturday! Put me down for a seat in the car`,
    expect: [{ type: 'send', text: 'Off Saturday! Put me down for a seat in the car' }],
    withheld: ['label'],
  },
  // Gemini 3 Flash: a line of reasoning between two messages, inside the first block.
  {
    name: 'set92: Nell decides whom to answer first between her messages',
    ...munro,
    answer: `# «send» 4005
Off Saturday! Finished nights on Thursday

Ailsa asked me directly, so I answer her first and then sort out the lift.

# «send» 4003
Can I grab a seat in your car?`,
    expect: [
      { type: 'send', text: 'Off Saturday! Finished nights on Thursday', replyTo: 4005 },
      { type: 'send', text: 'Can I grab a seat in your car?', replyTo: 4003 },
    ],
  },
];
