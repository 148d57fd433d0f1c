/**
 * Set 114, Folake, a Lagos event planner, in Bisi and Tunde's wedding committee (Gemini 2.5 Flash,
 * 2.5 Pro, 3 Flash and 3 Pro): who does what, how Ada feels, what Kemi said; beside one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { owambe, samples } from './answers-114-cast.js';

export const FOLAKE_114: readonly CorpusEntry[] = [
  // Gemini 3 Flash: a plan of who does what as a list, then a rule for the group.
  {
    name: 'set114: Folake hands out Saturday by name',
    ...owambe,
    answer: `# «send»
Okay family, here's Saturday:
- Chioma: caterer and small chops, confirm arrival by 9am
- Emeka: generator and diesel, plus the sound guy
- Ada: welcoming guests at the door with Kemi
- Tunde and Bisi: nothing. You two just rest and show up fine 😄

# «send»
And from now on anything that costs money comes to this group first, so Tunde sees it before we pay`,
    expect: [
      {
        type: 'send',
        text: "Okay family, here's Saturday:\n- Chioma: caterer and small chops, confirm arrival by 9am\n- Emeka: generator and diesel, plus the sound guy\n- Ada: welcoming guests at the door with Kemi\n- Tunde and Bisi: nothing. You two just rest and show up fine 😄",
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'And from now on anything that costs money comes to this group first, so Tunde sees it before we pay',
      },
    ],
  },
  // Gemini 2.5 Pro: comforting one member, then telling the group how she feels.
  {
    name: 'set114: Folake tells the group Ada is nervous',
    ...owambe,
    answer: `# «send» 4003
Ada you haven't messed up anything, the colours were my call and they're lovely

# «send»
Everyone, Ada is nervous about Saturday, so please be gentle with her this week. She's been carrying the door list alone`,
    expect: [
      {
        type: 'send',
        text: "Ada you haven't messed up anything, the colours were my call and they're lovely",
        replyTo: 4003,
      },
      {
        type: 'send',
        text: "Everyone, Ada is nervous about Saturday, so please be gentle with her this week. She's been carrying the door list alone",
      },
    ],
  },
  // Gemini 2.5 Flash: passing on what an absent member asked her to say, in two lines.
  {
    name: 'set114: Folake passes on what Kemi said',
    ...samples,
    answer: `# «send»
Yes! Kemi messaged me last night. Her mum is home now and doing better, thank God
Kemi said to tell you all she's sorry for going quiet, she'll drop the samples at Bisi's place Wednesday evening`,
    expect: [
      {
        type: 'send',
        text: "Yes! Kemi messaged me last night. Her mum is home now and doing better, thank God\nKemi said to tell you all she's sorry for going quiet, she'll drop the samples at Bisi's place Wednesday evening",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: speaking to Tunde about Kemi, as a reply to his jab.
  {
    name: 'set114: Folake asks Tunde to go easy on Kemi',
    ...samples,
    answer: `# «send» 4001
Tunde, go easy on Kemi abeg. She has been running between the hospital and work, she didn't forget you`,
    expect: [
      {
        type: 'send',
        text: "Tunde, go easy on Kemi abeg. She has been running between the hospital and work, she didn't forget you",
        replyTo: 4001,
      },
    ],
  },
  // Gemini 2.5 Flash: a reaction to the peacemaker, then a promise to the groom.
  {
    name: 'set114: Folake thanks Kemi with a reaction and promises Tunde',
    ...owambe,
    answer: `# «react» 3998
🙏

# «send»
Tunde, I hear you. Nothing else gets paid for until you and Bisi have seen it, I promise`,
    expect: [
      { type: 'react', emoji: '🙏', messageId: 3998 },
      {
        type: 'send',
        text: 'Tunde, I hear you. Nothing else gets paid for until you and Bisi have seen it, I promise',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: its reading of a member and what to do, glued above the message's first line.
  {
    name: 'set114: Folake under a reading of Tunde glued to the first line',
    ...owambe,
    answer: `# «send»
Tunde seems hurt and wants to feel included, reassure him first.
Tunde, you're right, and I'm sorry. From today every payment comes to this group first`,
    expect: [
      {
        type: 'send',
        text: "Tunde, you're right, and I'm sorry. From today every payment comes to this group first",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Pro: whom to answer first, as a line before the first block.
  {
    name: 'set114: Folake after an answering order before the blocks',
    ...owambe,
    answer: `Answer Chioma's question about roles, but address Tunde's frustration first.

# «send» 4002
Tunde that's fair. Before anything is paid for, you and Bisi will see it here

# «send» 4005
Roles for Saturday coming in 10 mins, I'm typing it out properly`,
    expect: [
      {
        type: 'send',
        text: "Tunde that's fair. Before anything is paid for, you and Bisi will see it here",
        replyTo: 4002,
      },
      {
        type: 'send',
        text: "Roles for Saturday coming in 10 mins, I'm typing it out properly",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash: a bracketed subjectless reading of the room between two messages.
  {
    name: 'set114: Folake with a bracketed room reading between messages',
    ...owambe,
    answer: `# «send»
Everybody breathe 😅 We are on track, I promise

(room is tense, keep it light)

# «send»
Chioma I'll post the full list of who does what tonight`,
    expect: [
      { type: 'send', text: 'Everybody breathe 😅 We are on track, I promise', replyTo: 4005 },
      { type: 'send', text: "Chioma I'll post the full list of who does what tonight" },
    ],
  },
  // Gemini 3 Pro: the persona's private intention about three members, before the first block.
  {
    name: 'set114: Folake after a private intention before the blocks',
    ...samples,
    answer: `I'll back Chioma up and defend Kemi without making Tunde feel attacked.

# «send»
Kemi texted me yesterday, she'll bring the samples Wednesday night. Her mum was discharged on Sunday`,
    expect: [
      {
        type: 'send',
        text: "Kemi texted me yesterday, she'll bring the samples Wednesday night. Her mum was discharged on Sunday",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: the question it answers written back as a block of its own first.
  {
    name: "set114: Folake echoes Bisi's question before answering it",
    ...samples,
    answer: `# «send»
Folake did Kemi tell you anything? We need the samples before Thursday

# «send»
She did! Samples are coming Wednesday night, she'll drop them at Bisi's`,
    expect: [
      {
        type: 'send',
        text: "She did! Samples are coming Wednesday night, she'll drop them at Bisi's",
        replyTo: 4005,
      },
    ],
    withheld: ['echo'],
  },
];
