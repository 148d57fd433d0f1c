/**
 * Set 99, Harriet with her neighbour Gordon (direct chat, Gemini 2.5 Pro and a GPT-4o-class
 * model behind the endpoint): ordinary answers (a person block, a numbered list, a wait, a
 * councillor in the third person, a relayed line, a message in brackets), then one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { hens, parish } from './answers-99-cast.js';

export const HARRIET_99: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: two messages, one a reply, and what she learned about Gordon.
  {
    name: 'set99: Harriet agrees, advises on the fox and keeps a person note',
    ...hens,
    answer: `# «send»
Of course, I'll pop round at nine. Keep her somewhere quiet tonight, the dog crate will do

# «send» 4003
And check the run for a gap along the bottom. Foxes dig, they don't climb much

# «person» 7
Gordon (user 7): next-door neighbour, keeps six hens, pays in eggs. A lame hen and a fox in March.`,
    expect: [
      {
        type: 'send',
        text: "Of course, I'll pop round at nine. Keep her somewhere quiet tonight, the dog crate will do",
      },
      {
        type: 'send',
        text: "And check the run for a gap along the bottom. Foxes dig, they don't climb much",
        replyTo: 4003,
      },
      { type: 'person' },
    ],
  },
  // Gemini 2.5 Pro: a numbered list of checks inside one message.
  {
    name: 'set99: Harriet sends a numbered list of checks',
    ...hens,
    answer: `# «send»
Before I come, could you:
1. Look under her foot for a scab or swelling
2. See whether she's sitting hunched like a penguin, that would be egg-bound
3. Put water and a bit of feed right next to her

I'll be round at nine with my bag`,
    expect: [
      {
        type: 'send',
        text: "Before I come, could you:\n1. Look under her foot for a scab or swelling\n2. See whether she's sitting hunched like a penguin, that would be egg-bound\n3. Put water and a bit of feed right next to her\n\nI'll be round at nine with my bag",
      },
    ],
  },
  // Gemini 2.5 Pro: a pause between two short messages.
  {
    name: 'set99: Harriet accepts the eggs, waits, offers a time',
    ...hens,
    answer: `# «send»
Eggs accepted as payment, as always

# «wait»
delay: 20

# «send»
Nine o'clock suit you? I've the dentist at eleven`,
    expect: [
      { type: 'send', text: 'Eggs accepted as payment, as always' },
      { type: 'wait', delay: 20 },
      { type: 'send', text: "Nine o'clock suit you? I've the dentist at eleven" },
    ],
  },
  // Gemini 2.5 Pro: a councillor spoken of in the third person, and a reply about the price.
  {
    name: 'set99: Harriet on Councillor Pryce and the price',
    ...parish,
    answer: `# «send»
I'll come. Mind you, last time I spoke Councillor Pryce looked at me like I'd run over his cat

# «send» 4001
£3 is daylight robbery for a gravel patch with one working light`,
    expect: [
      {
        type: 'send',
        text: "I'll come. Mind you, last time I spoke Councillor Pryce looked at me like I'd run over his cat",
      },
      {
        type: 'send',
        text: '£3 is daylight robbery for a gravel patch with one working light',
        replyTo: 4001,
      },
    ],
  },
  // GPT-4o-class: a line relayed from someone else in quotation marks.
  {
    name: 'set99: Harriet relays the post office',
    ...parish,
    answer: `# «send»
I will. Margaret at the post office asked me to pass this on: "tell Gordon we need twenty people there or they won't take us seriously"

# «send»
So bring Denise, and her sister if she's visiting`,
    expect: [
      {
        type: 'send',
        text: 'I will. Margaret at the post office asked me to pass this on: "tell Gordon we need twenty people there or they won\'t take us seriously"',
      },
      { type: 'send', text: "So bring Denise, and her sister if she's visiting" },
    ],
  },
  // GPT-4o-class: a second message she types wholly in brackets, as an afterthought.
  {
    name: 'set99: Harriet adds a bracketed afterthought',
    ...hens,
    answer: `# «send»
Yes, I'll come at nine and have a look at her

# «send»
(and yes, I'll take the eggs, the brown ones if you've any)`,
    expect: [
      { type: 'send', text: "Yes, I'll come at nine and have a look at her" },
      { type: 'send', text: "(and yes, I'll take the eggs, the brown ones if you've any)" },
    ],
  },
  // Gemini 2.5 Pro: a bold reasoning paragraph written under the message.
  {
    name: 'set99: Harriet with a bold reasoning paragraph under the message',
    ...hens,
    answer: `# «send»
Nine tomorrow. Keep her in the crate tonight

**Reasoning:** Gordon is worried about his hen and offered eggs; Harriet is a retired vet and a good neighbour, so she agrees promptly and gives practical advice.`,
    expect: [{ type: 'send', text: 'Nine tomorrow. Keep her in the crate tonight' }],
  },
  // Gemini 2.5 Pro: a labelled numbered plan before the blocks.
  {
    name: 'set99: Harriet under a numbered plan',
    ...hens,
    answer: `Plan:
1. Agree to look at the hen tomorrow.
2. Give one tip about the fox.

# «send»
Happy to. I'll come by at nine

# «send» 4003
Put a paving slab along the bottom of the run tonight, that usually stops them`,
    expect: [
      { type: 'send', text: "Happy to. I'll come by at nine" },
      {
        type: 'send',
        text: 'Put a paving slab along the bottom of the run tonight, that usually stops them',
        replyTo: 4003,
      },
    ],
  },
  // GPT-4o-class: an offer of another version, in new words, after the message.
  {
    name: 'set99: Harriet agrees, then an offer of a fiercer version',
    ...parish,
    answer: `# «send»
Yes, I'll say something. £3 is daft and they know it

Want a version where Harriet is more fired up about the council?`,
    expect: [{ type: 'send', text: "Yes, I'll say something. £3 is daft and they know it" }],
  },
  // Gemini 2.5 Pro: Gordon's message sent back under a transcript header, then the answer.
  {
    name: "set99: Harriet echoes Gordon's message under its header",
    ...parish,
    answer: `# «send»
⟦#4005 Gordon⟧ Will you come and say something? They listen to you

# «send»
I'll come. Put me down to speak, I've a few things to say about that car park`,
    expect: [
      { type: 'send', text: "I'll come. Put me down to speak, I've a few things to say about that car park" },
    ],
    withheld: ['echo'],
  },
  // Gemini 2.5 Pro at the output limit: the second message stops mid-sentence.
  {
    name: 'set99: Harriet cut in her fox advice',
    ...hens,
    truncated: true,
    answer: `# «send»
I'll come round at nine

# «send» 4003
The fox will be back, they always return to a place that's fed them. Lay a paving slab along the`,
    expect: [{ type: 'send', text: "I'll come round at nine" }],
  },
  // Gemini 2.5 Pro: a bracketed note on the register, naming the persona, over the message.
  {
    name: 'set99: Harriet under a bracketed register note',
    ...hens,
    answer: `# «send»
(Brief and practical, as Harriet would be.)
Nine tomorrow, I'll bring my bag. Eggs gratefully received`,
    expect: [{ type: 'send', text: "Nine tomorrow, I'll bring my bag. Eggs gratefully received" }],
  },
];
