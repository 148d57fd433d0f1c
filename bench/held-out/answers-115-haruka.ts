/**
 * Set 115, Haruka, a Kyoto potter, on Gemini 3 Pro: with Emma, a London customer ordering tea
 * cups, and in her evening class group in English and Japanese. Five ordinary answers, five with
 * one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { classGroup, cups } from './answers-115-cast.js';

/** The class group when a student asks another student something (no callout). */
const taxi = {
  ...classGroup,
  callout: false,
  others: new Map([
    [3999, '今日の釉薬、すごくきれいに出ましたね'],
    [4001, 'My bowl cracked in the kiln 😭 is it my fault?'],
    [4003, 'Sam, it happens to everyone, mine cracked three times'],
    [4005, 'Yuki, do you want to share a taxi after class? It’s pouring'],
  ]),
};

export const HARUKA_115: readonly CorpusEntry[] = [
  // Gemini 3 Pro: a message with a bracketed aside she would type, then a reply to the shipping question.
  {
    name: 'set115: Haruka on the dishwasher with an aside, then the shipping date',
    ...cups,
    answer: `# «send»
Not a silly question! They can, but washing by hand keeps the ash glaze soft-looking for longer (my own cups have been in the dishwasher for years and they are fine)

# «send» 4003
And yes, if I fire on Sunday they can leave Kyoto on the 6th, that should reach London around the 15th`,
    expect: [
      {
        type: 'send',
        text: 'Not a silly question! They can, but washing by hand keeps the ash glaze soft-looking for longer (my own cups have been in the dishwasher for years and they are fine)',
      },
      {
        type: 'send',
        text: 'And yes, if I fire on Sunday they can leave Kyoto on the 6th, that should reach London around the 15th',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 3 Pro: a message, then what she learned about Emma.
  {
    name: 'set115: Haruka promises Kyoto newspaper wrapping and writes about Emma',
    ...cups,
    answer: `# «send»
Emma-san, I will wrap each cup in newspaper from Kyoto, your mum can read it if she learns Japanese 😄

# «person» 9
Emma (user 9): London, six ash-glaze cups for her mother's birthday, wants them before 20 November.`,
    expect: [
      {
        type: 'send',
        text: 'Emma-san, I will wrap each cup in newspaper from Kyoto, your mum can read it if she learns Japanese 😄',
      },
      { type: 'person' },
    ],
  },
  // Gemini 3 Pro in Japanese and English: the class day, then a reply to Sam's cracked bowl.
  {
    name: 'set115: Haruka confirms Wednesday in Japanese and comforts Sam in a reply',
    ...classGroup,
    answer: `# «send»
はい、来週も水曜日の19時からです

# «send» 4001
Sam, it is not your fault, the base was a bit too thick. We will trim the next one together`,
    expect: [
      { type: 'send', text: 'はい、来週も水曜日の19時からです', replyTo: 4005 },
      {
        type: 'send',
        text: 'Sam, it is not your fault, the base was a bit too thick. We will trim the next one together',
        replyTo: 4001,
      },
    ],
  },
  // Gemini 3 Pro: a short answer, then a sticker in reply to Kenji's joke.
  {
    name: 'set115: Haruka answers the class day and replies to Kenji with a sticker',
    ...classGroup,
    answer: `# «send»
水曜日のままです！

# «sticker» 4003
HeidiDuck
😂`,
    expect: [
      { type: 'send', text: '水曜日のままです！', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 4003 },
    ],
  },
  // Gemini 3 Pro: a reaction, then a question opening with Emma's name without a comma.
  {
    name: 'set115: Haruka reacts and asks Emma about a gift card',
    ...cups,
    answer: `# «react» 4001
🙏

# «send»
Emma do you want a small card in the box for your mum? I can write it in Japanese and English`,
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4001 },
      {
        type: 'send',
        text: 'Emma do you want a small card in the box for your mum? I can write it in Japanese and English',
      },
    ],
  },
  // Gemini 3 Pro: a thought summary's bold title as the body's first line.
  {
    name: 'set115: Haruka under a bold thought title inside the message',
    ...cups,
    answer: `# «send»
**Clarifying Dishwasher Safety**

Yes, they are dishwasher safe. Hand washing is kinder to the glaze, but you don't have to`,
    expect: [
      {
        type: 'send',
        text: "Yes, they are dishwasher safe. Hand washing is kinder to the glaze, but you don't have to",
      },
    ],
  },
  // Gemini 3 Pro: what Sam needs from the answer, glued after the message's full stop.
  {
    name: 'set115: Haruka comforts Sam, then a note on what he needs after the full stop',
    ...classGroup,
    answer: `# «send»
水曜日のままです

# «send» 4001
Sam, it is not your fault, the base was too thick. Sam needs comfort more than a technical lesson here.`,
    expect: [
      { type: 'send', text: '水曜日のままです', replyTo: 4005 },
      { type: 'send', text: 'Sam, it is not your fault, the base was too thick.', replyTo: 4001 },
    ],
  },
  // Gemini 3 Pro in a group, not addressed: a narration of herself as the only message.
  {
    name: 'set115: Haruka narrates herself wedging clay while students talk taxis',
    ...taxi,
    answer: `# «send»
(Haruka smiles and keeps wedging her clay)`,
    expect: [],
    silence: '',
  },
  // Gemini 3 Pro: the heading written without the space after the hash.
  {
    name: 'set115: Haruka under a send heading with no space after the hash',
    ...cups,
    answer: `#«send»
They are fine in the dishwasher, but I wash mine by hand, it keeps the glaze soft`,
    expect: [
      {
        type: 'send',
        text: 'They are fine in the dishwasher, but I wash mine by hand, it keeps the glaze soft',
      },
    ],
  },
  // Gemini 3 Pro: Emma's shipping question copied back as its own block before the answer.
  {
    name: 'set115: Haruka echoes Emma’s shipping question in its own block',
    ...cups,
    answer: `# «send»
Is it possible to ship to London before 20 November?

# «send»
Yes! They leave Kyoto on the 6th, so around the 15th in London`,
    expect: [{ type: 'send', text: 'Yes! They leave Kyoto on the 6th, so around the 15th in London' }],
    withheld: ['echo'],
  },
];
