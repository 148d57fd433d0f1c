/**
 * Set 100, Hector with his brother Sam in English (Gemini 2.5 Pro): moving day and film night.
 * Five ordinary answers (a numbered plan, a film quote, an "edit:", a sticker, a memory), and
 * six with slips, one of them with two.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { film, move } from './answers-100-cast.js';

export const HECTOR_100: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: a numbered plan of his own, meant for his brother.
  {
    name: 'set100: Hector sends his own numbered plan for Saturday',
    ...move,
    answer: `# «send»
Right, my plan for Saturday:
1. I get there 7:45 with the drill and coffee
2. Sofa first while we've still got the energy
3. Mum gets the kitchen, we get the pub

# «send»
So yes to both`,
    expect: [
      {
        type: 'send',
        text: "Right, my plan for Saturday:\n1. I get there 7:45 with the drill and coffee\n2. Sofa first while we've still got the energy\n3. Mum gets the kitchen, we get the pub",
      },
      { type: 'send', text: 'So yes to both' },
    ],
  },
  // Gemini 2.5 Pro: a quoted line from a film as a reply to an older message.
  {
    name: 'set100: Hector quotes Jaws back at Sam',
    ...film,
    answer: `# «send» 4003
"You're gonna need a bigger boat." Told you it holds up

# «send»
Next: The Thing (1982). Old, practical effects, not boring for a second`,
    expect: [
      { type: 'send', text: '"You\'re gonna need a bigger boat." Told you it holds up', replyTo: 4003 },
      { type: 'send', text: 'Next: The Thing (1982). Old, practical effects, not boring for a second' },
    ],
  },
  // Gemini 2.5 Pro: a correction of his own, written as a person types it with "edit:".
  {
    name: 'set100: Hector corrects himself with edit:',
    ...film,
    answer: `# «send»
Watch Alien

# «send»
edit: the first one, 1979. Not the prequels, they are not the same thing at all`,
    expect: [
      { type: 'send', text: 'Watch Alien' },
      {
        type: 'send',
        text: 'edit: the first one, 1979. Not the prequels, they are not the same thing at all',
      },
    ],
  },
  // Gemini 2.5 Pro: a reaction to an older message, a sticker, then the answer.
  {
    name: 'set100: Hector reacts, sends a sticker and answers',
    ...move,
    answer: `# «react» 4003
😁

# «sticker»
HeidiDuck
😂

# «send»
Drill's already in the boot. Sofa yes, I'll bring the straps`,
    expect: [
      { type: 'react', emoji: '😁', messageId: 4003 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
      { type: 'send', text: "Drill's already in the boot. Sofa yes, I'll bring the straps" },
    ],
  },
  // Gemini 2.5 Pro: a memory of his own after the recommendation.
  {
    name: 'set100: Hector recommends and remembers',
    ...film,
    answer: `# «send»
Rear Window. Hitchcock, one flat, one broken leg, and you won't look at your neighbours the same way again

# «remember»
Sam (my brother) watched Jaws at last and loved it. Keep feeding him old films: Rear Window next, then The Thing.`,
    expect: [
      {
        type: 'send',
        text: "Rear Window. Hitchcock, one flat, one broken leg, and you won't look at your neighbours the same way again",
      },
      { type: 'remember' },
    ],
  },
  // Gemini 2.5 Pro: a rule and a bold "Reasoning:" paragraph after the last message.
  {
    name: 'set100: Hector answers, then a reasoning paragraph under a rule',
    ...move,
    answer: `# «send»
Drill's coming, and so am I. 7:45 with bacon rolls

---

**Reasoning:** Sam asked two things, so I answered both in one message and added food to keep the sibling tone.`,
    expect: [{ type: 'send', text: "Drill's coming, and so am I. 7:45 with bacon rolls" }],
  },
  // Gemini 2.5 Pro: a reading of the partner by pronoun opening the message.
  {
    name: "set100: Hector's message opens with a reading of Sam as he",
    ...film,
    answer: `# «send»
He's after something he'll actually enjoy, not homework.

Try Rear Window. Hitchcock, 1954, basically a thriller set in one flat`,
    expect: [
      { type: 'send', text: 'Try Rear Window. Hitchcock, 1954, basically a thriller set in one flat' },
    ],
  },
  // Gemini 2.5 Pro: two slips, his name as a bold speaker label and a line on what he answered.
  {
    name: 'set100: Hector under a bold label, then a line about his answer',
    ...move,
    answer: `# «send»
**Hector:** Yes and yes. Drill, straps and a flask

Answered both of Sam's questions in one go.`,
    expect: [{ type: 'send', text: 'Yes and yes. Drill, straps and a flask' }],
    withheld: ['label'],
  },
  // Gemini 2.5 Pro: the second heading written without its space.
  {
    name: 'set100: Hector writes the second heading without a space',
    ...film,
    answer: `# «send»
Okay this is a big responsibility

#«send»
The Thing. 1982. Trust me`,
    expect: [
      { type: 'send', text: 'Okay this is a big responsibility' },
      { type: 'send', text: 'The Thing. 1982. Trust me' },
    ],
  },
  // Gemini 2.5 Pro: the plan for the next block left between the blocks.
  {
    name: 'set100: Hector leaves his plan between two messages',
    ...move,
    answer: `# «send»
Drill's charged, I'll bring the big bits set too

Now for the second part of his question, the sofa.

# «send»
And yes, sofa is a two-man job, I'm not leaving you with it`,
    expect: [
      { type: 'send', text: "Drill's charged, I'll bring the big bits set too" },
      { type: 'send', text: "And yes, sofa is a two-man job, I'm not leaving you with it" },
    ],
  },
  // Gemini 2.5 Pro: a "Note:" on the register chosen after the message.
  {
    name: 'set100: Hector answers, then a note on the register',
    ...film,
    answer: `# «send»
Something old but not boring: Jurassic Park. Don't argue, it's 30 years old now

Note: kept it casual and teasing, the way the brothers talk to each other.`,
    expect: [
      {
        type: 'send',
        text: "Something old but not boring: Jurassic Park. Don't argue, it's 30 years old now",
      },
    ],
  },
];
