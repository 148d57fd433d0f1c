/**
 * Set 97, Hattie in her book club (Gemini 3 Pro): ordinary answers (her name with a joke title,
 * a story told with speaker-like labels, a member called by name and then spoken of, a sticker,
 * a note, a think-only silence) and answers with one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { carol, pick, SILENT, sale } from './answers-97-cast.js';

export const HATTIE_97: readonly CorpusEntry[] = [
  // Gemini 3 Pro: the persona's name with a mock-heroic title, then the pick (meant).
  {
    name: 'set97: Hattie, Supreme Chooser of Books, announces the pick',
    ...pick,
    answer: `# «send»
Hattie, Supreme Chooser of Books and Breaker of Hearts, has decided

# «send»
March is The Safekeep by Yael van der Wouden. Short, gorgeous, and nobody will throw it across a room. Probably`,
    expect: [
      {
        type: 'send',
        text: 'Hattie, Supreme Chooser of Books and Breaker of Hearts, has decided',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'March is The Safekeep by Yael van der Wouden. Short, gorgeous, and nobody will throw it across a room. Probably',
      },
    ],
  },
  // Gemini 3 Pro: a story she tells with speaker-like labels for the people in it (meant).
  {
    name: 'set97: Hattie tells the sale story with labelled lines for the people in it',
    ...sale,
    answer: `# «send»
Okay so. Two women reach for the same box of old green Penguins at exactly the same moment
Woman in the mac: I saw them first
Woman with the trolley: I've been coming to this sale for thirty years
Volunteer: ladies PLEASE, they're 50p each

# «send»
While they argued I bought the whole box. Bex, I got you the du Maurier you wanted 😇`,
    expect: [
      {
        type: 'send',
        text: "Okay so. Two women reach for the same box of old green Penguins at exactly the same moment\nWoman in the mac: I saw them first\nWoman with the trolley: I've been coming to this sale for thirty years\nVolunteer: ladies PLEASE, they're 50p each",
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'While they argued I bought the whole box. Bex, I got you the du Maurier you wanted 😇',
      },
    ],
  },
  // Gemini 3 Pro: Jo called by name, then Carol and Niamh spoken of (meant, not addressed).
  {
    name: 'set97: Hattie tells Jo off and speaks of Carol and Niamh',
    ...carol,
    answer: `# «send»
Jo, leave her alone 😂 Carol's on page 212 and loving it, which is more than Niamh managed`,
    expect: [
      {
        type: 'send',
        text: "Jo, leave her alone 😂 Carol's on page 212 and loving it, which is more than Niamh managed",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: a message and a sticker after it.
  {
    name: 'set97: Hattie names the book and adds a sticker',
    ...pick,
    answer: `# «send»
March is The Safekeep! Short, gorgeous, and I promise nobody throws it across the room

# «sticker»
HeidiDuck
😂`,
    expect: [
      {
        type: 'send',
        text: 'March is The Safekeep! Short, gorgeous, and I promise nobody throws it across the room',
        replyTo: 4005,
      },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  // Gemini 3 Pro: silence as the prompt asks, a single think block, not addressed.
  {
    name: 'set97: Hattie stays out of the teasing with a think block',
    ...carol,
    answer: `# «think»
Jo is teasing Carol, not me, and Carol has already answered. Nothing for me to add.`,
    expect: [],
    silence: SILENT,
  },
  // Gemini 3 Pro: a message, then a note on the chat.
  {
    name: 'set97: Hattie names the book and keeps a note of it',
    ...pick,
    answer: `# «send»
The Safekeep for March! It's short so even Carol will finish it in time 😘

# «note»
March pick: The Safekeep (Yael van der Wouden). Meeting at Bex's, first Thursday.`,
    expect: [
      {
        type: 'send',
        text: "The Safekeep for March! It's short so even Carol will finish it in time 😘",
        replyTo: 4005,
      },
      { type: 'note' },
    ],
  },
  // Gemini 3 Pro: a sticker alone in banter not addressed to her.
  {
    name: 'set97: Hattie answers the teasing with a sticker only',
    ...carol,
    answer: `# «sticker»
HeidiDuck
😂`,
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 4005 }],
  },
  // Gemini 3 Pro: its plan for the next block written between two blocks.
  {
    name: 'set97: Hattie with a plan line between her two messages',
    ...pick,
    answer: `# «send»
Ooh I've been waiting for this!! March is The Safekeep by Yael van der Wouden

Next, a gentle nudge to Carol so she doesn't feel left behind before the new pick.

# «send» 4003
Carol you can finish the last one first, this one's only 250 pages`,
    expect: [
      {
        type: 'send',
        text: "Ooh I've been waiting for this!! March is The Safekeep by Yael van der Wouden",
        replyTo: 4005,
      },
      {
        type: 'send',
        text: "Carol you can finish the last one first, this one's only 250 pages",
        replyTo: 4003,
      },
    ],
  },
  // Gemini 3 Pro: whom to answer and how, as prose before the first block.
  {
    name: 'set97: Hattie decides whom to answer before telling the story',
    ...sale,
    answer: `Niamh is the one asking, and Carol hinted at drama, so I'll answer Niamh and tell the story in two parts.

# «send»
Right. Two pensioners, one box of vintage Penguins, and a volunteer who nearly called security

# «send»
I walked off with the box while they argued. Hero or villain, you decide`,
    expect: [
      {
        type: 'send',
        text: 'Right. Two pensioners, one box of vintage Penguins, and a volunteer who nearly called security',
        replyTo: 4005,
      },
      { type: 'send', text: 'I walked off with the box while they argued. Hero or villain, you decide' },
    ],
    withheld: ['outside-blocks'],
  },
  // Gemini 3 Pro in a roleplay mood: a narrator's unwrapped line about the persona over her message.
  {
    name: "set97: Hattie's message under a narrator's line about her",
    ...pick,
    answer: `# «send»
Hattie sets down her mug and grins.

The Safekeep! March is The Safekeep, and I won't hear a word against it`,
    expect: [
      {
        type: 'send',
        text: "The Safekeep! March is The Safekeep, and I won't hear a word against it",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: an offer to its user to shorten the reply, as a block of its own.
  {
    name: 'set97: Hattie names the book, then a block offering a shorter version',
    ...pick,
    answer: `# «send»
March is The Safekeep 📚 Short enough for Carol, twisty enough for Niamh

# «send»
Let me know if you'd like a shorter version of this reply, or a different book suggestion for the group.`,
    expect: [
      {
        type: 'send',
        text: 'March is The Safekeep 📚 Short enough for Carol, twisty enough for Niamh',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: Niamh's message sent back as the first block.
  {
    name: "set97: Hattie echoes Niamh's request before the story",
    ...sale,
    answer: `# «send»
Hattie tell us what happened at the sale, you promised

# «send»
Okay okay. It involved two retired teachers, a box of old Penguins and a tug of war`,
    expect: [
      {
        type: 'send',
        text: 'Okay okay. It involved two retired teachers, a box of old Penguins and a tug of war',
        replyTo: 4005,
      },
    ],
    withheld: ['echo'],
  },
];
