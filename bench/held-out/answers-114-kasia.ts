/**
 * Set 114, Kasia, a Kraków climbing-gym manager, with her staff (Gemini 2.5 Flash, 2.5 Pro,
 * 3 Flash and 3 Pro), in English and Polish: the reset plan, a word to Bartek, what Igor wrote,
 * a sticker and silence at the staff's teasing; beside one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { jug, keys, setting } from './answers-114-cast.js';

export const KASIA_114: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: a plan opening with "Plan:", then a reply to the hurt setter.
  {
    name: 'set114: Kasia gives the reset plan and reassures Bartek',
    ...setting,
    answer: `# «send» 4005
Plan: Bartek and Zuzia reset the purple together on Thursday evening, Michał tests it Friday. Desk Saturday is Ola and Tomek, I'm floor and judging

# «send» 3998
Bartek, nobody thinks you're a bad setter. The cave circuit is the best thing we've had this year, one problem is off by a grade, that's all`,
    expect: [
      {
        type: 'send',
        text: "Plan: Bartek and Zuzia reset the purple together on Thursday evening, Michał tests it Friday. Desk Saturday is Ola and Tomek, I'm floor and judging",
        replyTo: 4005,
      },
      {
        type: 'send',
        text: "Bartek, nobody thinks you're a bad setter. The cave circuit is the best thing we've had this year, one problem is off by a grade, that's all",
        replyTo: 3998,
      },
    ],
  },
  // Gemini 3 Pro: what an absent member wrote, then where the spare keys are.
  {
    name: 'set114: Kasia passes on what Igor wrote',
    ...keys,
    answer: `# «send»
Tak! Igor wrote at 6:40, his tram broke down at Rondo Mogilskie. He says he's sorry and he'll be there by 8:30
Zuzia, spare keys are in the safe, code is in our pinned message`,
    expect: [
      {
        type: 'send',
        text: "Tak! Igor wrote at 6:40, his tram broke down at Rondo Mogilskie. He says he's sorry and he'll be there by 8:30\nZuzia, spare keys are in the safe, code is in our pinned message",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash: silence at teasing among the staff, said in a Polish think block.
  {
    name: 'set114: Kasia stays out of the teasing',
    ...jug,
    answer: `# «think»
Michał i Ola się przekomarzają, nic do mnie. Zostawiam.`,
    expect: [],
    silence: 'think',
  },
  // Gemini 2.5 Flash: speaking to one member about another, as a reply to his scoff.
  {
    name: 'set114: Kasia reminds Michał what Igor does',
    ...keys,
    answer: `# «send» 4002
Michał, Igor opened every single day in March when you were in Fontainebleau. One late tram, let it go 😉`,
    expect: [
      {
        type: 'send',
        text: 'Michał, Igor opened every single day in March when you were in Fontainebleau. One late tram, let it go 😉',
        replyTo: 4002,
      },
    ],
  },
  // Gemini 3 Pro: guessing aloud what a member wants, as a question to him.
  {
    name: 'set114: Kasia guesses Bartek wants to fix his own circuit',
    ...setting,
    answer: `# «send» 4003
Bartek, you'd rather fix the purple yourself than have someone else touch your circuit, right? Then it's yours, Thursday, Zuzia just climbs it with you`,
    expect: [
      {
        type: 'send',
        text: "Bartek, you'd rather fix the purple yourself than have someone else touch your circuit, right? Then it's yours, Thursday, Zuzia just climbs it with you",
        replyTo: 4003,
      },
    ],
  },
  // Gemini 2.5 Flash: a sticker alone as a reply to a member's excuse.
  {
    name: "set114: Kasia answers Ola's excuse with a sticker",
    ...jug,
    answer: `# «sticker» 4001
HeidiDuck
😂`,
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 4001 }],
  },
  // Gemini 2.5 Pro: a reading of a member by pronoun glued above the message's first line.
  {
    name: 'set114: Kasia under a pronoun reading of Bartek glued to the first line',
    ...setting,
    answer: `# «send» 3998
He feels attacked by the whole group, soften it.
Bartek, the circuit is great, one problem is a grade off, that's all. We'll fix it together`,
    expect: [
      {
        type: 'send',
        text: "Bartek, the circuit is great, one problem is a grade off, that's all. We'll fix it together",
        replyTo: 3998,
      },
    ],
  },
  // Gemini 3 Pro: whom to answer first, in Polish, before the first block.
  {
    name: 'set114: Kasia after a Polish answering order before the blocks',
    ...setting,
    answer: `Najpierw Bartek, potem plan dla Oli.

# «send» 3998
Bartek, nikt tak nie myśli. You're our best setter, seriously
# «send» 4005
Reset Thursday, Bartek + Zuzia. Desk Saturday: Ola and Tomek`,
    expect: [
      {
        type: 'send',
        text: "Bartek, nikt tak nie myśli. You're our best setter, seriously",
        replyTo: 3998,
      },
      { type: 'send', text: 'Reset Thursday, Bartek + Zuzia. Desk Saturday: Ola and Tomek', replyTo: 4005 },
    ],
  },
  // Gemini 2.5 Flash: a bracketed subjectless reading of the room after the last block.
  {
    name: 'set114: Kasia answers, then a bracketed room reading last',
    ...keys,
    answer: `# «send»
Yes, tram broke down, he's on his way. Spare keys in the safe, Zuzia

# «send» 4002
Michał, be nice 😄

(group annoyed at Igor, defuse)`,
    expect: [
      {
        type: 'send',
        text: "Yes, tram broke down, he's on his way. Spare keys in the safe, Zuzia",
        replyTo: 4005,
      },
      { type: 'send', text: 'Michał, be nice 😄', replyTo: 4002 },
    ],
  },
  // Gemini 3 Flash: a think block, a reaction, then a narrated silence naming her under the emoji.
  {
    name: 'set114: Kasia reacts, then a narrated silence under the emoji',
    ...jug,
    answer: `# «think»
Just banter, a reaction is enough.

# «react» 3998
🤣

*Kasia laughs and goes back to the schedule*`,
    expect: [{ type: 'react', emoji: '🤣', messageId: 3998 }],
  },
  // Gemini 2.5 Pro: a first-person remark on its own tone glued under the message's last line.
  {
    name: 'set114: Kasia on Igor, then a remark on her tone glued under it',
    ...keys,
    answer: `# «send»
Igor wrote me, his tram broke down, he'll be in by 8:30. Spare keys in the safe
Kept this calm and practical, no blame on Igor.`,
    expect: [
      {
        type: 'send',
        text: "Igor wrote me, his tram broke down, he'll be in by 8:30. Spare keys in the safe",
        replyTo: 4005,
      },
    ],
  },
];
