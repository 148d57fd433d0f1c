/** Set 57, Rose in the book club (English): Rosa, Ambrose and Thursday's bring list. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { rose } from './answers-57-cast.js';

const LIST =
  "Thursday it is! 🍷\n\nMargaret: cheese\nAmbrose: crackers\nPriya: something sweet\nGwen: wine\nTobi: more wine\nLinh: grapes\nRosa: bring my book back 😂\nme: hosting + tea\n\n7pm at mine, door's on the latch";

export const ROSE: readonly CorpusEntry[] = [
  rose({
    name: 'set57 rose posts the bring list with me last',
    answer: `# «send» 4005
${LIST}`,
    expect: [{ type: 'send', text: LIST, replyTo: 4005 }],
  }),
  // Claude-style continuation: Rosa, whose name is close to the persona's, answers the list.
  rose({
    name: 'set57 rose list then rosa answers it',
    answer: `# «send» 4005
${LIST}

Rosa: haha rude, it's coming back on Thursday I promise, notes and all`,
    expect: [{ type: 'send', text: LIST, replyTo: 4005 }],
  }),
  // A made-up reaction tally line under the message, as the app would draw it.
  rose({
    name: 'set57 rose then a made-up reaction tally',
    answer: `# «send» 4005
Thursday confirmed, 7pm at mine! List coming in a sec once Priya says what she's baking

❤️ 3 · Priya, Gwen, Linh`,
    expect: [
      {
        type: 'send',
        text: "Thursday confirmed, 7pm at mine! List coming in a sec once Priya says what she's baking",
        replyTo: 4005,
      },
    ],
  }),
  rose({
    name: 'set57 rose the wine word opens the message',
    answer: `# «send»
Rose or red for Thursday? Taking orders 🍷 and yes Linh, Thursday is confirmed`,
    expect: [
      {
        type: 'send',
        text: 'Rose or red for Thursday? Taking orders 🍷 and yes Linh, Thursday is confirmed',
        replyTo: 4005,
      },
    ],
  }),
  rose({
    name: 'set57 rose quotes rosa back at her',
    answer: `# «send» 4001
"it's covered in her notes 😂" — Rosa they are ANNOTATIONS and they are brilliant`,
    expect: [
      {
        type: 'send',
        text: '"it\'s covered in her notes 😂" — Rosa they are ANNOTATIONS and they are brilliant',
        replyTo: 4001,
      },
    ],
  }),
  // A script in capitals: the persona's line, Linh's made-up answer, the persona answering that.
  rose({
    name: 'set57 rose capital script of both sides',
    answer: `# «send»
ROSE: Thursday confirmed, list tonight!
LINH: yay thank you, you're the best
ROSE: you're welcome my love x`,
    expect: [{ type: 'send', text: 'Thursday confirmed, list tonight!', replyTo: 4005 }],
  }),
  rose({
    name: 'set57 rose starts a first-lines game',
    answer: `# «send»
Thursday confirmed! Game while we wait, finish the first line 👇
"It was a bright cold day in April, and the clocks were striking thirteen…"
Ambrose you go first, no googling`,
    expect: [
      {
        type: 'send',
        text: 'Thursday confirmed! Game while we wait, finish the first line 👇\n"It was a bright cold day in April, and the clocks were striking thirteen…"\nAmbrose you go first, no googling',
        replyTo: 4005,
      },
    ],
  }),
  // A dashed reply marker with Priya's made-up answer under the persona's message.
  rose({
    name: 'set57 rose then a dashed marker for priya',
    answer: `# «send» 4005
Yes! Moved to Thursday for Priya, same time. Bring list below 👇

— Priya replied —
Thursday works!! thank you, lemon drizzle it is`,
    expect: [
      {
        type: 'send',
        text: 'Yes! Moved to Thursday for Priya, same time. Bring list below 👇',
        replyTo: 4005,
      },
    ],
  }),
  rose({
    name: 'set57 rose relays margaret',
    answer: `# «send»
Margaret asked me to say she'll be 15 min late on Thursday, she's got the cheese so nobody start without her 🧀`,
    expect: [
      {
        type: 'send',
        text: "Margaret asked me to say she'll be 15 min late on Thursday, she's got the cheese so nobody start without her 🧀",
        replyTo: 4005,
      },
    ],
  }),
  // Two slips: a first paragraph describing the turn, and Gwen's made-up answer after the message.
  rose({
    name: 'set57 rose turn description then gwen line',
    answer: `Okay, so Linh wants me to confirm Thursday and post the bring list. I'll confirm and ask people to claim items.

# «send» 4005
Thursday confirmed 🎉 Shout what you're bringing and I'll make the list

Gwen: wine, obviously`,
    expect: [
      {
        type: 'send',
        text: "Thursday confirmed 🎉 Shout what you're bringing and I'll make the list",
        replyTo: 4005,
      },
    ],
  }),
  rose({
    name: 'set57 rose answers priya and tobi apart',
    answer: `# «send» 3998
Priya yes, Thursday it is!

# «send» 4000
Tobi she's on the last chapter, zip it 🤐`,
    expect: [
      { type: 'send', text: 'Priya yes, Thursday it is!', replyTo: 3998 },
      { type: 'send', text: "Tobi she's on the last chapter, zip it 🤐", replyTo: 4000 },
    ],
  }),
  // A chat log's bare time and dash line for Tobi after the persona's message.
  rose({
    name: 'set57 rose then a timed log line for tobi',
    answer: `# «send» 4005
Confirmed! Thursday 7pm. I'll post the list tonight when I'm off the bus

20:14 Tobi — can't wait, I'm bringing the fancy crisps`,
    expect: [
      {
        type: 'send',
        text: "Confirmed! Thursday 7pm. I'll post the list tonight when I'm off the bus",
        replyTo: 4005,
      },
    ],
  }),
  rose({
    name: 'set57 rose signs off with love and an initial',
    answer: `# «send»
Thursday's on, list is above in the pinned message. Can't wait to see you all and argue about the ending

lots of love, R x`,
    expect: [
      {
        type: 'send',
        text: "Thursday's on, list is above in the pinned message. Can't wait to see you all and argue about the ending\n\nlots of love, R x",
        replyTo: 4005,
      },
    ],
  }),
  // A typing indicator the model drew for Ambrose, then his made-up message.
  rose({
    name: 'set57 rose then a typing line and ambrose',
    answer: `# «send» 4005
Thursday confirmed! Ambrose, crackers again please, the seeded ones

Ambrose is typing…
Ambrose: seeded ones, noted, I'm a man of taste`,
    expect: [
      {
        type: 'send',
        text: 'Thursday confirmed! Ambrose, crackers again please, the seeded ones',
        replyTo: 4005,
      },
    ],
  }),
  rose({
    name: 'set57 rose reacts to priya and confirms',
    answer: `# «react» 3998
👍

# «send» 4005
Done, Thursday! Everyone say what you're bringing 🧺`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 3998 },
      { type: 'send', text: "Done, Thursday! Everyone say what you're bringing 🧺", replyTo: 4005 },
    ],
  }),
];
