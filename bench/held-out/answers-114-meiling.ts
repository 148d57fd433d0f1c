/**
 * Set 114, Mei-ling, a Taipei night-market cook, with her stall crew (Gemini 2.5 Flash, 2.5 Pro,
 * 3 Flash and 3 Pro), in English and Traditional Chinese: weekend shifts, a word to A-Jie about
 * Kevin, what Hsiao-lan said; beside one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { hospital, rush } from './answers-114-cast.js';

export const MEILING_114: readonly CorpusEntry[] = [
  // Gemini 3 Flash: a shift plan as a reply to one member, the gas as a reply to another.
  {
    name: 'set114: Mei-ling posts the weekend shifts and answers the gas',
    ...rush,
    answer: `# «send» 4003
Weekend shifts:
Fri: Yuting + A-Jie, 5pm to close
Sat: Kevin 5 to 9, then A-Jie 9 to close. Wen and me all night
Sun: Hsiao-lan + Yuting, I do the prep in the afternoon

# «send» 4005
瓦斯我剛訂了，明天中午送到 👍`,
    expect: [
      {
        type: 'send',
        text: 'Weekend shifts:\nFri: Yuting + A-Jie, 5pm to close\nSat: Kevin 5 to 9, then A-Jie 9 to close. Wen and me all night\nSun: Hsiao-lan + Yuting, I do the prep in the afternoon',
        replyTo: 4003,
      },
      { type: 'send', text: '瓦斯我剛訂了，明天中午送到 👍', replyTo: 4005 },
    ],
  },
  // Gemini 2.5 Flash: speaking to A-Jie about Kevin, mixing Chinese and English.
  {
    name: "set114: Mei-ling tells A-Jie Kevin's exams are real",
    ...rush,
    answer: `# «send» 3998
阿傑，Kevin's exams are real, I saw the schedule. He swaps with you next month, I promise`,
    expect: [
      {
        type: 'send',
        text: "阿傑，Kevin's exams are real, I saw the schedule. He swaps with you next month, I promise",
        replyTo: 3998,
      },
    ],
  },
  // Gemini 2.5 Pro: what an absent member said on the phone, then who covers what.
  {
    name: 'set114: Mei-ling passes on what Hsiao-lan said',
    ...hospital,
    answer: `# «send»
Hsiao-lan called me at 3. Her mom fell but it's only her wrist, they're keeping her one night
She says sorry and she'll be back tomorrow. 今晚蚵仔煎我來，A-Jie you do the noodles`,
    expect: [
      {
        type: 'send',
        text: "Hsiao-lan called me at 3. Her mom fell but it's only her wrist, they're keeping her one night\nShe says sorry and she'll be back tomorrow. 今晚蚵仔煎我來，A-Jie you do the noodles",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: guessing aloud what a member really wants, as a question to him.
  {
    name: 'set114: Mei-ling asks Kevin if he really wants to quit',
    ...rush,
    answer: `# «send» 4002
Kevin, you don't really want to quit, you want A-Jie to stop the exam jokes, right? Come talk to me tomorrow before shift`,
    expect: [
      {
        type: 'send',
        text: "Kevin, you don't really want to quit, you want A-Jie to stop the exam jokes, right? Come talk to me tomorrow before shift",
        replyTo: 4002,
      },
    ],
  },
  // Gemini 3 Flash: a sticker first, then a joke to one member.
  {
    name: 'set114: Mei-ling sends a sticker and teases Wen',
    ...hospital,
    answer: `# «sticker»
HeidiDuck
😂

# «send»
Wen, if you learn the oyster omelette this month you get the title 蚵仔煎大師 and free tea forever`,
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 4005 },
      {
        type: 'send',
        text: 'Wen, if you learn the oyster omelette this month you get the title 蚵仔煎大師 and free tea forever',
      },
    ],
  },
  // Gemini 2.5 Flash: a reading of two members by pronoun and name after the last block.
  {
    name: 'set114: Mei-ling answers, then a reading of Kevin and A-Jie last',
    ...rush,
    answer: `# «send» 4005
瓦斯我訂好了，明天中午到

# «send» 4002
Kevin don't quit 😭 we'll fix the schedule tonight

He's upset and A-Jie is being unfair. Both need a calm word.`,
    expect: [
      { type: 'send', text: '瓦斯我訂好了，明天中午到', replyTo: 4005 },
      { type: 'send', text: "Kevin don't quit 😭 we'll fix the schedule tonight", replyTo: 4002 },
    ],
  },
  // Gemini 3 Flash: whom to answer first, in Chinese, before the first block.
  {
    name: 'set114: Mei-ling after a Chinese answering order before the blocks',
    ...rush,
    answer: `先回Wen的瓦斯，再處理Kevin跟阿傑。

# «send» 4005
Gas ordered, arriving tomorrow noon

# «send» 4002
Kevin, wait. Let's talk tonight after close, just us`,
    expect: [
      { type: 'send', text: 'Gas ordered, arriving tomorrow noon', replyTo: 4005 },
      { type: 'send', text: "Kevin, wait. Let's talk tonight after close, just us", replyTo: 4002 },
    ],
  },
  // Gemini 2.5 Pro: a subjectless reading and a to-do glued above the message's first line.
  {
    name: 'set114: Mei-ling under a fragment reading glued to the first line',
    ...hospital,
    answer: `# «send»
A-Jie panicking, Wen unsure — reassign stations.
I'll do the oyster omelettes tonight, A-Jie stays on noodles. Hsiao-lan's mom is okay, just a broken wrist`,
    expect: [
      {
        type: 'send',
        text: "I'll do the oyster omelettes tonight, A-Jie stays on noodles. Hsiao-lan's mom is okay, just a broken wrist",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: the member's question copied back, glued under the message's last line.
  {
    name: "set114: Mei-ling answers with Yuting's question glued under it",
    ...rush,
    answer: `# «send» 4003
Yes, writing it tonight after close. Everyone send me your exam and class days by 11pm
Mei姐 can you sort the schedule for this weekend? Who works which shift?`,
    expect: [
      {
        type: 'send',
        text: 'Yes, writing it tonight after close. Everyone send me your exam and class days by 11pm',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 2.5 Flash: a bracketed tone note as a paragraph between two messages.
  {
    name: 'set114: Mei-ling with a bracketed tone note between messages',
    ...hospital,
    answer: `# «send»
Hsiao-lan is at the hospital with her mom, nothing serious. I'm on oyster omelettes tonight

(keep it light so nobody panics)

# «send»
Wen you're on drinks and register 🧋`,
    expect: [
      {
        type: 'send',
        text: "Hsiao-lan is at the hospital with her mom, nothing serious. I'm on oyster omelettes tonight",
        replyTo: 4005,
      },
      { type: 'send', text: "Wen you're on drinks and register 🧋" },
    ],
  },
];
