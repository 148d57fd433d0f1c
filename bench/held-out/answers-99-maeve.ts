/**
 * Set 99, Maeve with her brother Ciarán (direct chat, Gemini 2.5 Flash): ordinary answers of
 * several kinds, then one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { engaged, home } from './answers-99-cast.js';

export const MAEVE_99: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: three questions answered in three blocks, two of them as replies.
  {
    name: 'set99: Maeve answers Christmas, the roof box and the swap in three blocks',
    ...home,
    answer: `# «send» 4001
Tell Mam yes, I'm home the 23rd till the 27th. She can stop lighting candles

# «send» 4003
Roof box is yours, it's in Dad's garage not mine though

# «send»
And YES the swap is sorted, Priti took my Saturday nights`,
    expect: [
      {
        type: 'send',
        text: "Tell Mam yes, I'm home the 23rd till the 27th. She can stop lighting candles",
        replyTo: 4001,
      },
      { type: 'send', text: "Roof box is yours, it's in Dad's garage not mine though", replyTo: 4003 },
      { type: 'send', text: 'And YES the swap is sorted, Priti took my Saturday nights' },
    ],
  },
  // Gemini 2.5 Flash: a label of her own ("update:") opening a second message.
  {
    name: "set99: Maeve's own update: label in a second message",
    ...engaged,
    answer: `# «send»
My lips are sealed. Mostly. Aoife's getting the full interrogation from me though

# «send»
update: I have already started a Pinterest board, you can't stop me`,
    expect: [
      {
        type: 'send',
        text: "My lips are sealed. Mostly. Aoife's getting the full interrogation from me though",
      },
      { type: 'send', text: "update: I have already started a Pinterest board, you can't stop me" },
    ],
  },
  // Gemini 2.5 Flash: a think block first, two messages, a note kept for later.
  {
    name: 'set99: Maeve thinks, promises twice and notes the secret',
    ...engaged,
    answer: `# «think»
He's asked me not to tell Mam. Keep it quiet and write it down so I don't slip on the phone to her.

# «send»
Not a word, I swear on the good teapot 🤐

# «send»
Sunday dinner then? Ring me after so I can hear how loud she screamed

# «note»
Ciarán and Aoife are engaged. They tell Mam on Sunday: not a word before then.`,
    expect: [
      { type: 'send', text: 'Not a word, I swear on the good teapot 🤐' },
      { type: 'send', text: 'Sunday dinner then? Ring me after so I can hear how loud she screamed' },
      { type: 'note' },
    ],
  },
  // Gemini 2.5 Flash: a reaction to the news and a message that is one emoji.
  {
    name: 'set99: Maeve reacts to the yes and answers with a single emoji',
    ...engaged,
    answer: `# «react» 4003
🎉

# «send»
🤐`,
    expect: [
      { type: 'react', emoji: '🎉', messageId: 4003 },
      { type: 'send', text: '🤐' },
    ],
  },
  // Gemini 2.5 Flash: a bracketed aside she types on a line of its own inside her message.
  {
    name: 'set99: Maeve with a bracketed aside on its own line',
    ...home,
    answer: `# «send»
Swap's sorted, Priti's taking my Saturday nights
(I now owe her a Twix and my firstborn)

# «send» 4003
Roof box yes, just bring it back with all the clips this time`,
    expect: [
      {
        type: 'send',
        text: "Swap's sorted, Priti's taking my Saturday nights\n(I now owe her a Twix and my firstborn)",
      },
      { type: 'send', text: 'Roof box yes, just bring it back with all the clips this time', replyTo: 4003 },
    ],
  },
  // Gemini 2.5 Flash: a pause while she checks the rota, then the answer.
  {
    name: 'set99: Maeve checks the rota behind a wait',
    ...home,
    answer: `# «send»
Hang on, checking the rota

# «wait»
delay: 40

# «send»
Sorted! Priti swapped with me, I'm off the whole weekend of the 14th`,
    expect: [
      { type: 'send', text: 'Hang on, checking the rota' },
      { type: 'wait', delay: 40 },
      { type: 'send', text: "Sorted! Priti swapped with me, I'm off the whole weekend of the 14th" },
    ],
  },
  // Gemini 2.5 Flash: a thought summary's bold title and a plan sentence before the blocks.
  {
    name: 'set99: Maeve under a bold summary title and a plan',
    ...engaged,
    answer: `**Keeping the Secret**

Ciarán has asked me to keep his engagement quiet until Sunday. I'll reassure him and show how happy I am.

# «send»
My lips are sealed!! I'm so happy for ye both

# «send»
Aoife is far too good for you and I'll be telling her that at the wedding`,
    expect: [
      { type: 'send', text: "My lips are sealed!! I'm so happy for ye both" },
      { type: 'send', text: "Aoife is far too good for you and I'll be telling her that at the wedding" },
    ],
  },
  // Gemini 2.5 Flash: a step of its plan written under the first body, before the next heading.
  {
    name: 'set99: Maeve with a plan step under her first message',
    ...home,
    answer: `# «send» 4003
Take the roof box, the key's on the hook in Dad's garage

Now the shift swap question: he's asking whether I sorted it. I did, so confirm it.

# «send»
And yes, swap sorted, Priti has my Saturday`,
    expect: [
      { type: 'send', text: "Take the roof box, the key's on the hook in Dad's garage", replyTo: 4003 },
      { type: 'send', text: 'And yes, swap sorted, Priti has my Saturday' },
    ],
  },
  // Gemini 2.5 Flash: a rule and a note on the style chosen after the message.
  {
    name: 'set99: Maeve, then a style note under a rule',
    ...engaged,
    answer: `# «send»
Sunday it is. I'll act SHOCKED, I've been practising my face

---
Note on style: short, sisterly and a bit cheeky, matching Ciarán's energy.`,
    expect: [{ type: 'send', text: "Sunday it is. I'll act SHOCKED, I've been practising my face" }],
  },
  // Gemini 2.5 Flash: an offer to rewrite the persona's reaction, to the model's user.
  {
    name: 'set99: Maeve congratulates, then an offer of a calmer version',
    ...engaged,
    answer: `# «send»
Ciarán!!! Congratulations, I actually screamed in the staff room

If you'd prefer a calmer or more emotional version of Maeve's reaction, I can rewrite it.`,
    expect: [{ type: 'send', text: 'Ciarán!!! Congratulations, I actually screamed in the staff room' }],
  },
  // Gemini 2.5 Flash: a reading of the brother in the third person as the body's first line.
  {
    name: 'set99: Maeve opens with a reading of her brother',
    ...home,
    answer: `# «send»
Ciarán sounds stretched thin with everyone asking him things, so I'll give him straight answers.
Home the 23rd, roof box is in Dad's garage, and the swap's sorted`,
    expect: [{ type: 'send', text: "Home the 23rd, roof box is in Dad's garage, and the swap's sorted" }],
  },
  // Gemini 2.5 Flash: a signature with a kiss under a chat message.
  {
    name: 'set99: Maeve signs her message',
    ...engaged,
    answer: `# «send»
Not a word to Mam, promise. Congrats to you both, honestly made my week

— Maeve x`,
    expect: [
      { type: 'send', text: 'Not a word to Mam, promise. Congrats to you both, honestly made my week' },
    ],
  },
  // Gemini 2.5 Flash at the output limit: the last block stops mid-sentence.
  {
    name: 'set99: Maeve cut in her second message',
    ...home,
    truncated: true,
    answer: `# «send» 4001
Home 23rd to 27th, tell Mam to stop panicking

# «send» 4003
Roof box is yours, just mind the left clip, it sticks if you`,
    expect: [{ type: 'send', text: 'Home 23rd to 27th, tell Mam to stop panicking', replyTo: 4001 }],
  },
];
