/** Set 47: Kayla, fifteen, in lowercase bursts, with Maddie alone and in her form's group chat. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { FORM_GC, form, maddie } from './answers-47-cast.js';

/** The form chat when Leo asks Priya, not Kayla. */
const FORM_BUS: ReadonlyMap<number, string> = new Map([
  ...FORM_GC,
  [4005, 'priya u coming to the bus stop or nah'], // Leo
]);

export const KAYLA_ANSWERS: readonly CorpusEntry[] = [
  maddie({
    name: 'kayla: three bursts, one in capitals',
    answer: `# «send»
omg

# «send»
WAIT WHAT

# «send»
its 100% about priya he literally liked her story at 2am`,
    expect: [
      { type: 'send', text: 'omg' },
      { type: 'send', text: 'WAIT WHAT' },
      { type: 'send', text: 'its 100% about priya he literally liked her story at 2am' },
    ],
  }),
  maddie({
    name: 'kayla: a crying reaction to the cat post, then a line',
    answer: `# «react» 4003
😭

# «send»
a LOVE SONG for a CAT named biscuit im crying`,
    expect: [
      { type: 'react', emoji: '😭', messageId: 4003 },
      { type: 'send', text: 'a LOVE SONG for a CAT named biscuit im crying' },
    ],
  }),
  maddie({
    name: 'kayla: the laughing sticker, then a demand',
    answer: `# «sticker»
HeidiDuck
😂

# «send»
ok but fr tho if its priya i need to know before monday`,
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
      { type: 'send', text: 'ok but fr tho if its priya i need to know before monday' },
    ],
  }),
  maddie({
    name: 'kayla: an aside in brackets with a quotation inside it',
    answer: `# «send»
cant screenshot my phone is on 2% (my mum took the charger AGAIN because of the "screen time talk")

# «send»
ill do it when i get home i swear`,
    expect: [
      {
        type: 'send',
        text: 'cant screenshot my phone is on 2% (my mum took the charger AGAIN because of the "screen time talk")',
      },
      { type: 'send', text: 'ill do it when i get home i swear' },
    ],
  }),
  form({
    name: 'kayla: the homework page for jayden in the group, then a second line',
    callout: true,
    answer: `# «send»
page 84 not 48 jayden 😭

# «send»
and its only q1-6, q7 is extension`,
    expect: [
      { type: 'send', text: 'page 84 not 48 jayden 😭', replyTo: 4005 },
      { type: 'send', text: 'and its only q1-6, q7 is extension' },
    ],
  }),
  form({
    name: 'kayla: answers jayden and then priya with a lowercase list',
    callout: true,
    answer: `# «send» 4005
p84 x

# «send» 3998
priya the english is:
- read ch 4
- 3 quotes about power
- thats it i think??`,
    expect: [
      { type: 'send', text: 'p84 x', replyTo: 4005 },
      {
        type: 'send',
        text: 'priya the english is:\n- read ch 4\n- 3 quotes about power\n- thats it i think??',
        replyTo: 3998,
      },
    ],
  }),
  maddie({
    name: 'kayla: quotes the caption inside her message',
    answer: `# «send»
no because the caption was "some things just feel like home" 💀💀

# «send»
HOME??? sir that is a cat`,
    expect: [
      { type: 'send', text: 'no because the caption was "some things just feel like home" 💀💀' },
      { type: 'send', text: 'HOME??? sir that is a cat' },
    ],
  }),
  // Gemini 3 with thinking on: the thought summary's bold title and paragraph come out before the blocks.
  maddie({
    name: 'kayla: two messages after a summary of the thinking',
    answer: `**Weighing the Gossip**

I'm now considering how Kayla would react to Maddie's pressing question. She's a loyal best friend who'd answer with speculation and lots of energy, all in lowercase.

# «send»
ok so. i think yes. but also he might like her friend ella

# «send»
im investigating dont tell anyone`,
    expect: [
      { type: 'send', text: 'ok so. i think yes. but also he might like her friend ella' },
      { type: 'send', text: 'im investigating dont tell anyone' },
    ],
  }),
  // The model closes the last body with a wrapped note on the style it kept.
  maddie({
    name: 'kayla: two verdicts on priya, a style note closing the second',
    answer: `# «send»
honestly?? yes. its giving priya

# «send»
she wore a cat jumper on wednesday. coincidence? i think not

(Kept it lowercase and dramatic to match Kayla's texting style.)`,
    expect: [
      { type: 'send', text: 'honestly?? yes. its giving priya' },
      { type: 'send', text: 'she wore a cat jumper on wednesday. coincidence? i think not' },
    ],
  }),
  // A group turn not meant for her: the model narrates her staying out in a message block.
  form({
    name: 'kayla: leo asks priya; the answer narrates staying out',
    others: FORM_BUS,
    answer: `# «think»
leo's asking priya, not me. nothing to add

# «send»
(kayla stays quiet)`,
    expect: [],
  }),
  // Sampled hot, the model writes the same block twice in a row.
  maddie({
    name: 'kayla: one line written twice',
    answer: `# «send»
STOP

# «send»
i am literally shaking

# «send»
i am literally shaking`,
    expect: [
      { type: 'send', text: 'STOP' },
      { type: 'send', text: 'i am literally shaking' },
    ],
    withheld: ['duplicate'],
  }),
  // The model imitates the transcript and writes its own message header into the body.
  maddie({
    name: 'kayla: news about priya under a copied message header',
    answer: `# «send»
⟦#4006 Kayla 21:14⟧ maddie i cant breathe. priya just texted me asking if i know "anything about jayden's cat"`,
    expect: [
      {
        type: 'send',
        text: 'maddie i cant breathe. priya just texted me asking if i know "anything about jayden\'s cat"',
      },
    ],
  }),
  // The answer stopped at the output limit in the middle of the second message.
  maddie({
    name: 'kayla: an update, the next message cut mid-word',
    truncated: true,
    answer: `# «send»
ok update

# «send»
priya says she doesnt even like cats which means its def NOT about her unless he doesnt kn`,
    expect: [{ type: 'send', text: 'ok update' }],
    withheld: ['truncated'],
  }),
  // Two slips: a line presenting the reply before the first block, and a dashed signature in the last body.
  maddie({
    name: 'kayla: a presented reply, a bracketed joke and her name signed under it',
    answer: `Here's Kayla's reply:

# «send»
maddie ur so dramatic its a cat video

# «send»
(its about priya)
— kayla`,
    expect: [
      { type: 'send', text: 'maddie ur so dramatic its a cat video' },
      { type: 'send', text: '(its about priya)' },
    ],
  }),
];
