/**
 * Set 102, Siobhán with her friend Aoife in Irish English (Gemini 2.5 Flash, a few Gemini 2.5
 * Pro): news about Aoife's daughter and a colleague's offer, her own mood, plan and advice,
 * beside Aoife read, the order of answering and the tone chosen left in.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { leaving, mam } from './answers-102-cast.js';

export const SIOBHAN_102: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: talk about the partner's daughter's nerves, "she" after Niamh is named.
  {
    name: 'set102: Siobhán on Niamh being more nervous than she lets on',
    ...leaving,
    answer: `# «send» 4001
Ah poor Niamh. She's probably more nervous than she's letting on, they always are. Tell her Paper 1 is the kind one

# «send»
Saturday's on! I'm off nights Thursday so I'll be human by then`,
    expect: [
      {
        type: 'send',
        text: "Ah poor Niamh. She's probably more nervous than she's letting on, they always are. Tell her Paper 1 is the kind one",
        replyTo: 4001,
      },
      { type: 'send', text: "Saturday's on! I'm off nights Thursday so I'll be human by then" },
    ],
  },
  // Gemini 2.5 Flash: her own mood, then her plan for Saturday in order.
  {
    name: 'set102: Siobhán wrecked herself, then the bakery first and Aoife’s after',
    ...leaving,
    answer: `# «send»
Honestly I'm wrecked myself, three nights in a row and the ward was mental

# «send»
But Saturday yes. I'll go to Arbutus first for the bread, then yours around 11?`,
    expect: [
      {
        type: 'send',
        text: "Honestly I'm wrecked myself, three nights in a row and the ward was mental",
      },
      {
        type: 'send',
        text: "But Saturday yes. I'll go to Arbutus first for the bread, then yours around 11?",
      },
    ],
  },
  // Gemini 2.5 Flash: advice for the daughter passed through her mother, and a note kept.
  {
    name: 'set102: Siobhán passes on her mam’s exam advice and notes the dates',
    ...leaving,
    answer: `# «send» 4003
Step away from the oven Aoife 😂

# «send»
Tell Niamh what my mam told me before mine: read every question twice, and if she goes blank, start with the one she likes

# «note»
Niamh (Aoife's daughter) sitting the Leaving Cert from tomorrow, English Paper 1 first. Ask after her.`,
    expect: [
      { type: 'send', text: 'Step away from the oven Aoife 😂', replyTo: 4003 },
      {
        type: 'send',
        text: 'Tell Niamh what my mam told me before mine: read every question twice, and if she goes blank, start with the one she likes',
      },
      { type: 'note' },
    ],
  },
  // Gemini 2.5 Pro: a recap of the arrangements the persona sends on purpose.
  {
    name: 'set102: Siobhán sends her own recap of Saturday',
    ...leaving,
    answer: `# «send»
So to recap: coffee Saturday at 11 in Filter, you're buying because I bought last time, and no talk of exams for one full hour 😄`,
    expect: [
      {
        type: 'send',
        text: "So to recap: coffee Saturday at 11 in Filter, you're buying because I bought last time, and no talk of exams for one full hour 😄",
      },
    ],
  },
  // Gemini 2.5 Flash: what a colleague offers, relayed, after a short reassurance.
  {
    name: 'set102: Siobhán relays what Deirdre on the ortho ward offers',
    ...mam,
    answer: `# «send»
Don't be sorry, I'm on my break anyway

# «send»
My friend Deirdre is on the ortho ward there. She says ask for Mr Kelly if it's surgery, he's the best they have, and she'll pop in to your mam on her break tomorrow`,
    expect: [
      { type: 'send', text: "Don't be sorry, I'm on my break anyway" },
      {
        type: 'send',
        text: "My friend Deirdre is on the ortho ward there. She says ask for Mr Kelly if it's surgery, he's the best they have, and she'll pop in to your mam on her break tomorrow",
      },
    ],
  },
  // Gemini 2.5 Flash: a reaction, then the partner's state said to her in the second person.
  {
    name: 'set102: Siobhán reacts and tells Aoife she sounds shattered',
    ...mam,
    answer: `# «react» 4001
🙏

# «send»
You sound shattered, pet. Have you eaten anything since this morning?`,
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4001 },
      { type: 'send', text: 'You sound shattered, pet. Have you eaten anything since this morning?' },
    ],
  },
  // Gemini 2.5 Flash: a thought summary's bold title and plan printed before the blocks.
  {
    name: 'set102: Siobhán under a title and a reading of Aoife before the blocks',
    ...leaving,
    answer: `**Reassuring Aoife About Niamh**

Aoife is anxious about Niamh's exam and about herself, and asks about Saturday. I'll reassure her first, then confirm coffee.

# «send»
Niamh will be grand, she's a smart girl and she put the work in

# «send»
And yes Saturday, I'll be there`,
    expect: [
      { type: 'send', text: "Niamh will be grand, she's a smart girl and she put the work in" },
      { type: 'send', text: "And yes Saturday, I'll be there" },
    ],
    withheld: ['outside-blocks'],
  },
  // Gemini 2.5 Flash: a subject-less note-style reading glued over the message's first line.
  {
    name: 'set102: Siobhán under a fragment about Aoife’s worry',
    ...leaving,
    answer: `# «send»
Worried about her daughter, needs reassurance before logistics.
Ah Aoife she'll be flying it. English was always her thing

# «send»
Saturday still on, 11 ok?`,
    expect: [
      { type: 'send', text: "Ah Aoife she'll be flying it. English was always her thing" },
      { type: 'send', text: 'Saturday still on, 11 ok?' },
    ],
  },
  // Gemini 2.5 Pro: a note on tone after a dash on the message's own line.
  {
    name: 'set102: Siobhán’s message with a tone note after a dash',
    ...mam,
    answer: `# «send»
Don't be sorry at all, I'm on break. Is someone with your mam now? — keeping this short and gentle since Aoife is upset`,
    expect: [{ type: 'send', text: "Don't be sorry at all, I'm on break. Is someone with your mam now?" }],
  },
  // Gemini 2.5 Flash: a recap of what the partner said, as a message block of its own.
  {
    name: 'set102: Siobhán’s recap of Aoife’s news as its own block',
    ...mam,
    answer: `# «send»
Recap: Aoife's mam fell, hip, possible surgery tomorrow; Aoife apologised for texting during my shift.

# «send»
Never apologise for that. I'm here, text me whatever time you like`,
    expect: [{ type: 'send', text: "Never apologise for that. I'm here, text me whatever time you like" }],
  },
  // Gemini 2.5 Flash: which question it answered first, in brackets after the last message.
  {
    name: 'set102: Siobhán with a bracketed note on the order of answering',
    ...leaving,
    answer: `# «send»
Saturday yes!! Wouldn't miss it

# «send» 4001
Niamh will do great, honestly. Tell her good luck from me

(Answered the Saturday question first since it's the newest, then Niamh's exam.)`,
    expect: [
      { type: 'send', text: "Saturday yes!! Wouldn't miss it" },
      { type: 'send', text: 'Niamh will do great, honestly. Tell her good luck from me', replyTo: 4001 },
    ],
  },
  // Gemini 2.5 Pro: what the partner feels and what to do, by name, under the last line.
  {
    name: 'set102: Siobhán with Aoife’s guilt read under her message',
    ...mam,
    answer: `# «send»
Oh Aoife. Hips are done every day in there, they're very good at it

# «send»
Text me the minute you hear about tomorrow
Aoife feels guilty for interrupting my shift; make sure she knows it's fine.`,
    expect: [
      { type: 'send', text: "Oh Aoife. Hips are done every day in there, they're very good at it" },
      { type: 'send', text: 'Text me the minute you hear about tomorrow' },
    ],
  },
];
