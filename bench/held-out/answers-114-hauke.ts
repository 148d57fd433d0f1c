/**
 * Set 114, Hauke, a Hamburg rowing captain, in his eight's group (Gemini 2.5 Flash, 2.5 Pro,
 * 3 Flash and 3 Pro), in English and German: Monday's decisions, what Tjark told him, a word to
 * Jannik about Lasse; beside one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { knee, regatta } from './answers-114-cast.js';

export const HAUKE_114: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: the summary the group asked for, as a numbered list under a German lead-in.
  {
    name: "set114: Hauke sums up Monday's meeting",
    ...regatta,
    answer: `# «send» 4005
Kurz zusammengefasst vom Montag:
1. Stroke on Sunday is Merle, Ole sits 7
2. Training moves to 6:00 on Thursdays until the regatta
3. Everyone pays the 15 € entry fee to Svenja by Friday
4. Late three times = you make the coffee for a week. Applies to everyone, me included`,
    expect: [
      {
        type: 'send',
        text: 'Kurz zusammengefasst vom Montag:\n1. Stroke on Sunday is Merle, Ole sits 7\n2. Training moves to 6:00 on Thursdays until the regatta\n3. Everyone pays the 15 € entry fee to Svenja by Friday\n4. Late three times = you make the coffee for a week. Applies to everyone, me included',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: what an absent member said and asked him to pass on, in two messages.
  {
    name: 'set114: Hauke passes on what Tjark told him',
    ...knee,
    answer: `# «send»
Ja, hab gestern mit ihm telefoniert. Tjark says the doctor thinks it's the meniscus, MRI on Tuesday

# «send»
He asked me to tell you he's not quitting and he'd rather you didn't make a big thing of it. A message from you guys would still cheer him up though`,
    expect: [
      {
        type: 'send',
        text: "Ja, hab gestern mit ihm telefoniert. Tjark says the doctor thinks it's the meniscus, MRI on Tuesday",
        replyTo: 4005,
      },
      {
        type: 'send',
        text: "He asked me to tell you he's not quitting and he'd rather you didn't make a big thing of it. A message from you guys would still cheer him up though",
      },
    ],
  },
  // Gemini 2.5 Flash: speaking to one member about another, as a reply to the jab.
  {
    name: 'set114: Hauke tells Jannik to bring problems about Lasse to him',
    ...regatta,
    answer: `# «send» 3996
Jannik, Lasse works nights at the port, he told us in January. If you've got a problem with the schedule, bring it to me, not the group`,
    expect: [
      {
        type: 'send',
        text: "Jannik, Lasse works nights at the port, he told us in January. If you've got a problem with the schedule, bring it to me, not the group",
        replyTo: 3996,
      },
    ],
  },
  // Gemini 3 Flash: a joke about the group's meeting, then a sticker right under it.
  {
    name: 'set114: Hauke jokes about the meeting and sends a sticker',
    ...regatta,
    answer: `# «send»
Monday summary in one line: we argued about the coffee rule for 40 minutes and the lineup for 4 😂
# «sticker»
HeidiDuck
😂`,
    expect: [
      {
        type: 'send',
        text: 'Monday summary in one line: we argued about the coffee rule for 40 minutes and the lineup for 4 😂',
        replyTo: 4005,
      },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  // Gemini 3 Pro: guessing aloud what a member wants, as a question to her.
  {
    name: 'set114: Hauke guesses what Svenja wants and asks her',
    ...knee,
    answer: `# «send» 4002
Svenja, you'd rather we all visit him together than everyone texting separately, right? I can organise that for Saturday`,
    expect: [
      {
        type: 'send',
        text: "Svenja, you'd rather we all visit him together than everyone texting separately, right? I can organise that for Saturday",
        replyTo: 4002,
      },
    ],
  },
  // Gemini 2.5 Pro: a reading of the room by pronoun and a length note, before the first block.
  {
    name: 'set114: Hauke after a reading of the crew before the blocks',
    ...regatta,
    answer: `They're fed up with the bickering and just want facts. Keep it short.

# «send» 4005
Monday in short: Merle strokes Sunday, Thursday training moves to 6:00, entry fee to Svenja by Friday`,
    expect: [
      {
        type: 'send',
        text: 'Monday in short: Merle strokes Sunday, Thursday training moves to 6:00, entry fee to Svenja by Friday',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash: what the answer should achieve, as the block's last paragraph.
  {
    name: 'set114: Hauke posts the lineup, then a goal paragraph',
    ...regatta,
    answer: `# «send»
Lineup for Sunday: Merle stroke, Ole 7, Svenja 6, Jannik 5, Lasse 4, Finn 3, Insa 2, me in bow. Tjark coxes if his knee lets him

Goal: settle the lineup question and end the Jannik/Lasse argument without picking a side.`,
    expect: [
      {
        type: 'send',
        text: 'Lineup for Sunday: Merle stroke, Ole 7, Svenja 6, Jannik 5, Lasse 4, Finn 3, Insa 2, me in bow. Tjark coxes if his knee lets him',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: a bracketed tone note glued under the message's last line.
  {
    name: 'set114: Hauke on Tjark with a tone note glued under it',
    ...knee,
    answer: `# «send»
Yes, talked to him last night. Knee again, he's seeing the doctor Tuesday. He's frustrated but okay
(tone: calm, don't alarm anyone)`,
    expect: [
      {
        type: 'send',
        text: "Yes, talked to him last night. Knee again, he's seeing the doctor Tuesday. He's frustrated but okay",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: a subjectless reading of the members as a paragraph between two messages.
  {
    name: 'set114: Hauke with a fragment reading the crew between messages',
    ...knee,
    answer: `# «send» 3999
Ole, mach mal halblang. Nobody is out for the season

Worried, all of them. Ole careless with his words.

# «send»
Tjark has a doctor's appointment Tuesday, he'll tell us himself when he knows more`,
    expect: [
      { type: 'send', text: 'Ole, mach mal halblang. Nobody is out for the season', replyTo: 3999 },
      {
        type: 'send',
        text: "Tjark has a doctor's appointment Tuesday, he'll tell us himself when he knows more",
      },
    ],
  },
  // Gemini 2.5 Flash: the order it means to answer in, as a private intention glued above the message.
  {
    name: 'set114: Hauke under an intention to answer Ole first',
    ...regatta,
    answer: `# «send» 4003
I'll answer Ole first so he stops asking, then deal with Jannik.
Ole, lineup is coming tonight, promise. I'm waiting for Tjark's answer about his knee`,
    expect: [
      {
        type: 'send',
        text: "Ole, lineup is coming tonight, promise. I'm waiting for Tjark's answer about his knee",
        replyTo: 4003,
      },
    ],
  },
];
