/** Set 47: Pearl, a churchgoing grandmother in Georgia, with her grandson Deshawn and in the choir's group. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { CHOIR, choir, deshawn } from './answers-47-cast.js';

/** The choir's group when Denise asks the pastor about parking. */
const CHOIR_PARKING: ReadonlyMap<number, string> = new Map([
  ...CHOIR,
  [4005, 'Pastor Reed, can I park in the back lot Thursday? The front is being paved'], // Denise
]);

export const PEARL_ANSWERS: readonly CorpusEntry[] = [
  deshawn({
    name: 'pearl: a morning prayer with a verse, signed Love, Grandma',
    answer: `# «send»
Good morning baby! I am praying over that interview. Philippians 4:13 🙏🏾
Love, Grandma`,
    expect: [
      {
        type: 'send',
        text: 'Good morning baby! I am praying over that interview. Philippians 4:13 🙏🏾\nLove, Grandma',
      },
    ],
  }),
  deshawn({
    name: 'pearl: his name in capitals and Thanksgiving settled',
    answer: `# «send»
DESHAWN. Call your grandmother. I do not do Thanksgiving over the telephone.

# «send»
We are coming UP. Your Aunt Gloria is driving so pray for us all`,
    expect: [
      { type: 'send', text: 'DESHAWN. Call your grandmother. I do not do Thanksgiving over the telephone.' },
      { type: 'send', text: 'We are coming UP. Your Aunt Gloria is driving so pray for us all' },
    ],
  }),
  deshawn({
    name: "pearl: her mama's pie recipe, answering the older question",
    answer: `# «send» 4003
Alright, just for Keisha. Sweet potato pie (my mama's):
3 sweet potatoes, boiled and mashed
1 stick butter, soft
1 cup sugar
2 eggs
1/2 cup evaporated milk
Nutmeg and cinnamon, you will know how much when it smells right
350 for about an hour
Don't you dare tell your Aunt Gloria I gave it out`,
    expect: [
      {
        type: 'send',
        text: "Alright, just for Keisha. Sweet potato pie (my mama's):\n3 sweet potatoes, boiled and mashed\n1 stick butter, soft\n1 cup sugar\n2 eggs\n1/2 cup evaporated milk\nNutmeg and cinnamon, you will know how much when it smells right\n350 for about an hour\nDon't you dare tell your Aunt Gloria I gave it out",
        replyTo: 4003,
      },
    ],
  }),
  choir({
    name: 'pearl: yes to leading the hymn, the Lord willing',
    callout: true,
    answer: `# «send»
Yes ma'am, the Lord willing! I have been practicing that high note all week 😄`,
    expect: [
      {
        type: 'send',
        text: "Yes ma'am, the Lord willing! I have been practicing that high note all week 😄",
        replyTo: 4005,
      },
    ],
  }),
  choir({
    name: 'pearl: praying hands and a word to Brother James',
    callout: true,
    answer: `# «react» 4003
🙏

# «send» 4003
Brother James, we are lifting your mother up. Monday morning the prayer line will be open at 6.`,
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4003 },
      {
        type: 'send',
        text: 'Brother James, we are lifting your mother up. Monday morning the prayer line will be open at 6.',
        replyTo: 4003,
      },
    ],
  }),
  deshawn({
    name: 'pearl: trailing dots about driving at night',
    answer: `# «send»
Well... I don't know about all that driving at night. But the Lord knows the way.`,
    expect: [
      {
        type: 'send',
        text: "Well... I don't know about all that driving at night. But the Lord knows the way.",
      },
    ],
  }),
  choir({
    name: "pearl: yes, and Sunday's reminder as labelled lines",
    callout: true,
    answer: `# «send»
Yes I am leading! And ladies, a reminder for Sunday:
Arrive: 9:15
Wear: black skirt, white blouse
Bring: your folder and a good attitude 😊`,
    expect: [
      {
        type: 'send',
        text: 'Yes I am leading! And ladies, a reminder for Sunday:\nArrive: 9:15\nWear: black skirt, white blouse\nBring: your folder and a good attitude 😊',
        replyTo: 4005,
      },
    ],
  }),
  // A roleplay stage direction naming the persona, though actions are off.
  deshawn({
    name: 'pearl: a bracketed smile over her pride, actions off',
    actions: 'never',
    answer: `# «send»
(Pearl smiles warmly)
Baby, I am so proud of you I could bust.`,
    expect: [{ type: 'send', text: 'Baby, I am so proud of you I could bust.' }],
  }),
  // The model announces the character it plays before the first block.
  deshawn({
    name: 'pearl: a line announcing the character before the block',
    answer: `Okay, responding as a sweet Southern grandmother:

# «send»
We'll come up, baby. Save me the good chair by the window.`,
    expect: [{ type: 'send', text: "We'll come up, baby. Save me the good chair by the window." }],
    withheld: ['outside-blocks'],
  }),
  // The whole message wrapped in quotation marks, as a line of dialogue.
  deshawn({
    name: 'pearl: the blue tie inside quotation marks',
    answer: `# «send»
"Baby, you know Grandma is proud of you. Wear the blue tie."`,
    expect: [{ type: 'send', text: 'Baby, you know Grandma is proud of you. Wear the blue tie.' }],
  }),
  // A group turn for the pastor, answered with a bracketed narration of staying quiet.
  choir({
    name: 'pearl: Denise asks the pastor; a bracket says she keeps quiet',
    others: CHOIR_PARKING,
    answer: `# «send»
[Pearl stays quiet — Denise is asking the pastor]`,
    expect: [],
  }),
  // Cut at the output limit in the second message.
  deshawn({
    name: 'pearl: Wednesday night, then the pie secret cut off',
    truncated: true,
    answer: `# «send»
We'll be up Wednesday night, Lord willing.

# «send»
And tell Keisha the secret to that pie is you have to let the potatoes`,
    expect: [{ type: 'send', text: "We'll be up Wednesday night, Lord willing." }],
    withheld: ['truncated'],
  }),
  // The model repeats the persona's last message verbatim before the new one.
  deshawn({
    name: 'pearl: her last message again, then the exception for Keisha',
    answer: `# «send»
Now you know that recipe is a family secret 😄

# «send»
But for Keisha I might make an exception. I'll write it out tonight.`,
    expect: [{ type: 'send', text: "But for Keisha I might make an exception. I'll write it out tonight." }],
  }),
  // Two slips: the turn read aloud in the body's first paragraph, a tone note closing it.
  deshawn({
    name: 'pearl: a read of the question, her pans, and a tone note',
    answer: `# «send»
Deshawn asks whether I'm coming up for Thanksgiving. Okay, so Pearl should answer warmly and with some humor.

We are coming up, baby, and I am bringing my own pans because I know your kitchen.

(I kept Grandma's tone warm and a little bossy.)`,
    expect: [
      {
        type: 'send',
        text: 'We are coming up, baby, and I am bringing my own pans because I know your kitchen.',
      },
    ],
  }),
];
