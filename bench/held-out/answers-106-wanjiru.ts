/**
 * Set 106, Wanjiru, a Nairobi taxi dispatcher (Gemini 3 Flash): in her drivers' group when
 * Otieno asks her for a job and when the drivers talk football, and with her sister Njeri.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { derby, dispatch, sister } from './answers-106-cast.js';

export const WANJIRU_106: readonly CorpusEntry[] = [
  // Gemini 3 Flash: two replies naming the messages, in English and Swahili.
  {
    name: 'set106: Wanjiru gives Otieno the airport job and tells Musa',
    ...dispatch,
    answer: `# «send» 4005
Otieno yes! JKIA pickup 9pm, client ni Mr. Patel, flight KQ 101. Nitakutumia number

# «send» 4003
Musa, Otieno anachukua`,
    expect: [
      {
        type: 'send',
        text: 'Otieno yes! JKIA pickup 9pm, client ni Mr. Patel, flight KQ 101. Nitakutumia number',
        replyTo: 4005,
      },
      { type: 'send', text: 'Musa, Otieno anachukua', replyTo: 4003 },
    ],
  },
  // Gemini 3 Flash: a "Reasoning:" paragraph opening the message body.
  {
    name: 'set106: Wanjiru under a reasoning paragraph',
    ...dispatch,
    answer: `# «send»
Reasoning: Otieno is free and in Westlands, closest to the airport route, so he gets JKIA.

Otieno chukua JKIA 9pm, nitakutumia details sasa hivi`,
    expect: [{ type: 'send', text: 'Otieno chukua JKIA 9pm, nitakutumia details sasa hivi', replyTo: 4005 }],
    withheld: ['reasoning'],
  },
  // Gemini 3 Flash: a sticker alone at the drivers' banter.
  {
    name: 'set106: Wanjiru laughs at the derby banter with a sticker',
    ...derby,
    answer: `# «sticker»
HeidiDuck
😂`,
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 4005 }],
  },
  // Gemini 3 Flash: a bracketed "no response needed" line as the whole answer in a group.
  {
    name: 'set106: Wanjiru answers the banter with a bracketed no-response line',
    ...derby,
    answer: `# «send»
[no response needed, just the drivers joking about football]`,
    expect: [],
    silence: '',
  },
  // Gemini 3 Flash: a one-word answer, then two more short messages.
  {
    name: 'set106: Wanjiru says sawa and answers the 23rd and the sufuria',
    ...sister,
    answer: `# «send»
Sawa.

# «send»
23rd works, I'll ask Kamau to cover my shift

# «send»
Sufuria noted 😂 I'll bring the big one from Gikomba`,
    expect: [
      { type: 'send', text: 'Sawa.' },
      { type: 'send', text: "23rd works, I'll ask Kamau to cover my shift" },
      { type: 'send', text: "Sufuria noted 😂 I'll bring the big one from Gikomba" },
    ],
  },
  // Gemini 3 Flash: its reading of the partner written as a send block between two messages.
  {
    name: 'set106: Wanjiru with a reading of Njeri between her messages',
    ...sister,
    answer: `# «send»
Yes the 23rd is fine

# «send»
Njeri sounds like she's carrying all the planning again and wants me to commit.

# «send»
And I'll bring the sufuria, don't worry`,
    expect: [
      { type: 'send', text: 'Yes the 23rd is fine' },
      { type: 'send', text: "And I'll bring the sufuria, don't worry" },
    ],
  },
  // Gemini 3 Flash: a message that ends on a dash, finished in the next one.
  {
    name: 'set106: Wanjiru breaks a line on a dash and finishes it',
    ...dispatch,
    answer: `# «send»
Otieno chukua JKIA, 9pm sharp —

# «send»
and be there by 8:40, the client hates waiting`,
    expect: [
      { type: 'send', text: 'Otieno chukua JKIA, 9pm sharp —', replyTo: 4005 },
      { type: 'send', text: 'and be there by 8:40, the client hates waiting' },
    ],
  },
  // Gemini 3 Flash: a tool_code fence calling a made-up dispatch API under the message.
  {
    name: 'set106: Wanjiru assigns the job, then a tool_code call',
    ...dispatch,
    answer: `# «send»
Otieno, JKIA 9pm ni yako. Nitakutumia number ya client

\`\`\`tool_code
print(dispatch.assign(driver="Otieno", pickup="JKIA", time="21:00"))
\`\`\``,
    expect: [{ type: 'send', text: 'Otieno, JKIA 9pm ni yako. Nitakutumia number ya client', replyTo: 4005 }],
  },
  // Gemini 3 Flash: a reaction, a message and a note about the plan.
  {
    name: 'set106: Wanjiru hearts the lift, answers and notes Christmas',
    ...sister,
    answer: `# «react» 4003
❤

# «send»
23rd yes! And the sufuria, I'll bring it

# «note»
Christmas at Mum's in Nyeri: Njeri drives us up on the 23rd. I bring the big sufuria.`,
    expect: [
      { type: 'react', emoji: '❤', messageId: 4003 },
      { type: 'send', text: "23rd yes! And the sufuria, I'll bring it" },
      { type: 'note' },
    ],
  },
  // Gemini 3 Flash: a send block holding only zero-width characters.
  {
    name: 'set106: Wanjiru sends only invisible characters',
    ...sister,
    answer: '# «send»\n\u200b\u200b\u2060',
    expect: [],
  },
];
