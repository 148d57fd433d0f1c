/**
 * Set 116, Adaeze in Lagos (Gemini 2.5 Flash), in Nigerian Pidgin and English: with Tunde about
 * the owambe's aso ebi, and in her friends' group on a day without light. Lines of her own that
 * join two sentences, beside notes glued to the message on the same line.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { owambe, saturday } from './answers-116-cast.js';

export const ADAEZE_116: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: a plan then a joke at her own expense, in lower case after a full stop.
  {
    name: 'set116: Adaeze is coming and will pay, then a lower-case joke about owing',
    ...owambe,
    answer: `# «send»
I dey come! Buy am, I go pay you back Friday. no be like last time wey I owe you for three months 😂`,
    expect: [
      {
        type: 'send',
        text: 'I dey come! Buy am, I go pay you back Friday. no be like last time wey I owe you for three months 😂',
      },
    ],
  },
  // Gemini 2.5 Flash: news of how a friend feels, then a question to Tunde, as a reply.
  {
    name: 'set116: Adaeze says how Chioma feels, then asks Tunde to check on her',
    ...owambe,
    answer: `# «send»
Yes o, I dey come

# «send» 4003
Chioma vex well well sha, she really wan come. you fit check on her tonight?`,
    expect: [
      { type: 'send', text: 'Yes o, I dey come' },
      {
        type: 'send',
        text: 'Chioma vex well well sha, she really wan come. you fit check on her tonight?',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 2.5 Flash: a line opening with Tunde's name and no comma.
  {
    name: "set116: Adaeze opens with Tunde's name without a comma",
    ...owambe,
    answer: `# «send»
Tunde abeg buy the red one, no be that orange wahala. I dey come Saturday`,
    expect: [
      { type: 'send', text: 'Tunde abeg buy the red one, no be that orange wahala. I dey come Saturday' },
    ],
  },
  // Gemini 2.5 Flash: an English reading of the partner glued after the full stop with no space.
  {
    name: 'set116: Adaeze confirms, a reading of Tunde glued after the full stop',
    ...owambe,
    answer: `# «send»
I dey come o, buy the aso ebi for me.Tunde seems unsure if I'm committed, so I'm confirming clearly.`,
    expect: [{ type: 'send', text: 'I dey come o, buy the aso ebi for me.' }],
  },
  // Gemini 2.5 Flash: an English tone note after the emoji and a dash.
  {
    name: 'set116: Adaeze confirms, a tone note after the emoji and a dash',
    ...owambe,
    answer: `# «send»
Buy am abeg, I dey come 💃🏾 — warm, Pidgin-heavy reply to match Tunde's tone.`,
    expect: [{ type: 'send', text: 'Buy am abeg, I dey come 💃🏾' }],
  },
  // Gemini 2.5 Flash: two slips, a reading of the partner before a colon and an offer to redo after the message.
  {
    name: 'set116: Adaeze confirms, a reading before a colon and an offer to rewrite after',
    ...owambe,
    answer: `# «send»
Tunde wants a firm answer, so: Count me in! Buy the aso ebi, I go send you the money. If you want, I can rewrite this in more Pidgin or make it shorter.`,
    expect: [{ type: 'send', text: 'Count me in! Buy the aso ebi, I go send you the money.' }],
  },
  // Gemini 2.5 Flash: a group plan then a joke about a friend's generator, in lower case.
  {
    name: "set116: Adaeze plans the ride, then a lower-case joke about Emeka's gen",
    ...saturday,
    answer: `# «send»
Make we meet for my place by 11, Emeka go carry us for him car. if gen no kill am before then 😂`,
    expect: [
      {
        type: 'send',
        text: 'Make we meet for my place by 11, Emeka go carry us for him car. if gen no kill am before then 😂',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: a remark about a member, then an invitation opening with her name and no comma.
  {
    name: 'set116: Adaeze is coming, then a remark about Funmi and an invitation to her',
    ...saturday,
    answer: `# «send»
Me I dey come!

# «send» 4003
Funmi dey tired of this light matter, I sabi. Funmi come my side Friday, we get solar`,
    expect: [
      { type: 'send', text: 'Me I dey come!', replyTo: 4005 },
      {
        type: 'send',
        text: 'Funmi dey tired of this light matter, I sabi. Funmi come my side Friday, we get solar',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 2.5 Flash: its answering order as an English lead-in before a colon.
  {
    name: 'set116: Adaeze plans the meeting point, an answering order before a colon',
    ...saturday,
    answer: `# «send»
Order: Chioma's plan first, then light gist: Make we all meet for Emeka house by 10, e near the venue`,
    expect: [
      { type: 'send', text: 'Make we all meet for Emeka house by 10, e near the venue', replyTo: 4005 },
    ],
  },
  // Gemini 2.5 Flash: an English reading of the member who asked, glued after a closing bracket.
  {
    name: 'set116: Adaeze is coming, a reading of Chioma after the bracket',
    ...saturday,
    answer: `# «send»
I dey come! (na me go carry the gift)Chioma is excited and wants commitments, so I'm giving a clear yes.`,
    expect: [{ type: 'send', text: 'I dey come! (na me go carry the gift)', replyTo: 4005 }],
  },
];
