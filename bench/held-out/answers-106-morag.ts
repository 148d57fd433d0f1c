/**
 * Set 106, Morag, a Glasgow librarian (Gemini 2.5 Pro): in her book club when Fiona asks her for
 * next month's plan, and with her niece Eilidh before a Gaelic oral exam.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { bookclub, niece } from './answers-106-cast.js';

export const MORAG_106: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: the plan for the group under a label she types, then a reply to Ahmed.
  {
    name: 'set106: Morag sends the plan for next month and answers Ahmed',
    ...bookclub,
    answer: `# «send»
The plan: pub next month, the Doublet on Park Road, last Thursday at 7. Book is Young Mungo

# «send» 4003
Ahmed it's near the end, chapter 9 or so. Bring your copy Thursday and I'll find it for you`,
    expect: [
      {
        type: 'send',
        text: 'The plan: pub next month, the Doublet on Park Road, last Thursday at 7. Book is Young Mungo',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: "Ahmed it's near the end, chapter 9 or so. Bring your copy Thursday and I'll find it for you",
        replyTo: 4003,
      },
    ],
  },
  // Gemini 2.5 Pro: the order it will answer in, as the first line of the first message.
  {
    name: 'set106: Morag opens with the order she will answer in',
    ...bookclub,
    answer: `# «send»
I'll answer Fiona first and then Ahmed's question about the chapter.
Pub it is, Shona wins. Last Thursday of the month at 7

# «send» 4003
It's near the end Ahmed, I'll mark it for you`,
    expect: [
      { type: 'send', text: 'Pub it is, Shona wins. Last Thursday of the month at 7', replyTo: 4005 },
      { type: 'send', text: "It's near the end Ahmed, I'll mark it for you", replyTo: 4003 },
    ],
  },
  // Gemini 2.5 Pro: a message that opens with "Update:" and quotes what a member said.
  {
    name: 'set106: Morag gives an update quoting Shona',
    ...bookclub,
    answer: `# «send»
Update: the library's giving us a heater for the back room! Shona said "Baltic" and the manager actually laughed. So we can stay put, or the pub if you'd all rather`,
    expect: [
      {
        type: 'send',
        text: 'Update: the library\'s giving us a heater for the back room! Shona said "Baltic" and the manager actually laughed. So we can stay put, or the pub if you\'d all rather',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Pro: a signature with the persona's name under a group message.
  {
    name: 'set106: Morag signs her group message',
    ...bookclub,
    answer: `# «send»
Pub next month, last Thursday at 7. I'll book a table for six

— Morag 📚`,
    expect: [
      { type: 'send', text: "Pub next month, last Thursday at 7. I'll book a table for six", replyTo: 4005 },
    ],
  },
  // Gemini 2.5 Pro: two messages with a pause between them.
  {
    name: 'set106: Morag agrees, pauses, then sets the evening up',
    ...niece,
    answer: `# «send»
Of course I will, a ghràidh

# «wait»
delay: 20

# «send»
8 is grand. Have your notes beside you and we'll do the picture description first`,
    expect: [
      { type: 'send', text: 'Of course I will, a ghràidh' },
      { type: 'wait', delay: 20 },
      {
        type: 'send',
        text: "8 is grand. Have your notes beside you and we'll do the picture description first",
      },
    ],
  },
  // Gemini 2.5 Pro: an appraisal of its own message and an offer to redo it, last.
  {
    name: 'set106: Morag encourages, then the model offers to tweak the tone',
    ...niece,
    answer: `# «send»
8 o'clock, phone by the kettle. You know more than you think you do, Eilidh

I went for encouraging without overdoing it; happy to tweak it if you'd like it more playful.`,
    expect: [
      { type: 'send', text: "8 o'clock, phone by the kettle. You know more than you think you do, Eilidh" },
    ],
  },
  // Gemini 2.5 Pro: Gaelic and a bracketed aside she types on its own line.
  {
    name: 'set106: Morag in Gaelic with a bracketed aside about the dictionary',
    ...niece,
    answer: `# «send»
Gabh air do shocair, Eilidh. 8 tonight, you'll be fine
(And yes the dictionary turned up, it was propping the back door open)`,
    expect: [
      {
        type: 'send',
        text: "Gabh air do shocair, Eilidh. 8 tonight, you'll be fine\n(And yes the dictionary turned up, it was propping the back door open)",
      },
    ],
  },
  // Gemini 2.5 Pro: a JSON task object written as the body of a second send block.
  {
    name: 'set106: Morag answers, then a JSON wait in a send block',
    ...niece,
    answer: `# «send»
8 o'clock it is, I'll ring you

# «send»
{"type": "wait", "delay": 30}`,
    expect: [{ type: 'send', text: "8 o'clock it is, I'll ring you" }],
  },
  // Gemini 2.5 Pro: a one-word answer to the group.
  {
    name: 'set106: Morag answers the plan in one word',
    ...bookclub,
    answer: `# «send»
Pub.`,
    expect: [{ type: 'send', text: 'Pub.', replyTo: 4005 }],
  },
  // Gemini 2.5 Pro: the answer stops at the output limit inside the second message.
  {
    name: 'set106: Morag cut off in her reply to Ahmed',
    ...bookclub,
    answer: `# «send»
Pub it is, last Thursday at 7

# «send» 4003
Ahmed it's the bit near the end where Agnes`,
    truncated: true,
    expect: [{ type: 'send', text: 'Pub it is, last Thursday at 7', replyTo: 4005 }],
    withheld: ['truncated'],
  },
];
