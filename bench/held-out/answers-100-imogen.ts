/**
 * Set 100, Imogen with her friend Priya in English (Gemini 2.5 Flash and 3 Flash): Priya's boss
 * and Priya's cat. Five ordinary answers, some that look unusual, and seven with one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { boss, cat } from './answers-100-cast.js';

export const IMOGEN_100: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: an ordinary answer, a reply to an older message, then the answer to the last.
  {
    name: 'set100: Imogen answers the boss quote, then drinks',
    ...boss,
    answer: `# «send» 4003
Lacks energy. Said the man who reads his slides out loud word for word

# «send»
Drinks obviously yes, 7 at the Crown?`,
    expect: [
      {
        type: 'send',
        text: 'Lacks energy. Said the man who reads his slides out loud word for word',
        replyTo: 4003,
      },
      { type: 'send', text: 'Drinks obviously yes, 7 at the Crown?' },
    ],
  },
  // Gemini 3 Flash: a message about the partner's boss in the third person, meant for her.
  {
    name: 'set100: Imogen talks about Gareth in the third person',
    ...boss,
    answer: `# «send»
He sounds exhausting honestly. Does he do this to everyone or is it just you?

# «send»
And yes to drinks, I'll book us a table`,
    expect: [
      { type: 'send', text: 'He sounds exhausting honestly. Does he do this to everyone or is it just you?' },
      { type: 'send', text: "And yes to drinks, I'll book us a table" },
    ],
  },
  // Gemini 2.5 Flash: a reaction to an older message, then a message about the cat as "she".
  {
    name: 'set100: Imogen reacts and talks about Mochi as she',
    ...cat,
    answer: `# «react» 4001
😁

# «send»
She's absolutely plotting revenge for the diet. Hide your other plants

# «send»
Course I'll feed her! Same as last time, one scoop morning and night?`,
    expect: [
      { type: 'react', emoji: '😁', messageId: 4001 },
      { type: 'send', text: "She's absolutely plotting revenge for the diet. Hide your other plants" },
      { type: 'send', text: "Course I'll feed her! Same as last time, one scoop morning and night?" },
    ],
  },
  // Gemini 3 Flash: a reply that is only "ok", a question, then a note about the chat.
  {
    name: 'set100: Imogen answers ok, asks about the key and notes the weekend',
    ...cat,
    answer: `# «send»
ok

# «send»
key in the same place?

# «note»
Feeding Mochi (Priya's cat) Sat and Sun while Priya is in Leeds. Diet food only, one scoop twice a day.`,
    expect: [
      { type: 'send', text: 'ok' },
      { type: 'send', text: 'key in the same place?' },
      { type: 'note' },
    ],
  },
  // Gemini 2.5 Flash: a think block before the messages, a pause between them.
  {
    name: 'set100: Imogen thinks, sends, waits and sends again',
    ...boss,
    answer: `# «think»
She's had an awful week. Make tomorrow easy for her, no decisions.

# «send»
Yes!! I'll come to yours first and we'll walk over together

# «wait»
delay: 20

# «send»
Also "lacks energy" is going on a t-shirt`,
    expect: [
      { type: 'send', text: "Yes!! I'll come to yours first and we'll walk over together" },
      { type: 'wait', delay: 20 },
      { type: 'send', text: 'Also "lacks energy" is going on a t-shirt' },
    ],
  },
  // Gemini 2.5 Flash: a thought summary's bold title and a first-person plan before the blocks.
  {
    name: 'set100: Imogen under a bold summary title and a plan',
    ...boss,
    answer: `**Validating Priya's Frustration**

I'm acknowledging how unfair the Friday deadline is before confirming tomorrow's plans, keeping it light.

# «send»
Friday at 5pm is a war crime

# «send»
Drinks are 100% happening`,
    expect: [
      { type: 'send', text: 'Friday at 5pm is a war crime' },
      { type: 'send', text: 'Drinks are 100% happening' },
    ],
    withheld: ['outside-blocks'],
  },
  // Gemini 3 Flash: a reading of the partner by name as the body's first paragraph.
  {
    name: "set100: Imogen's message opens with a reading of Priya",
    ...boss,
    answer: `# «send»
Priya is venting and wants solidarity more than solutions; match her energy.

Gareth is a clown. Drinks are happening and I'm buying the first round`,
    expect: [
      { type: 'send', text: "Gareth is a clown. Drinks are happening and I'm buying the first round" },
    ],
  },
  // Gemini 2.5 Flash: a closing offer to rewrite the reply, addressed to the model's user.
  {
    name: 'set100: Imogen agrees to feed Mochi, then an offer of another version',
    ...cat,
    answer: `# «send»
Of course! Leave the key under the mat and a written list of her crimes

I can also make this reply shorter or more playful if you'd like a different version.`,
    expect: [
      { type: 'send', text: 'Of course! Leave the key under the mat and a written list of her crimes' },
    ],
  },
  // Gemini 3 Flash: a signature with the persona's name under the message.
  {
    name: 'set100: Imogen signs her message',
    ...cat,
    answer: `# «send»
Yes yes yes, Saturday and Sunday. I'll send you proof of life photos

— Imogen 🐾`,
    expect: [{ type: 'send', text: "Yes yes yes, Saturday and Sunday. I'll send you proof of life photos" }],
  },
  // Gemini 2.5 Flash: a bracketed note on the length chosen, as the last paragraph.
  {
    name: 'set100: Imogen confirms drinks, then a note on the length',
    ...boss,
    answer: `# «send»
YES. Tomorrow. I'm not taking no for an answer

# «send»
Bring your laptop so we can ceremonially not open it

(Two short messages rather than one long one, to match how Priya texts.)`,
    expect: [
      { type: 'send', text: "YES. Tomorrow. I'm not taking no for an answer" },
      { type: 'send', text: 'Bring your laptop so we can ceremonially not open it' },
    ],
  },
  // Gemini 2.5 Flash: the partner's question copied into a block of its own before the answer.
  {
    name: "set100: Imogen's answer echoes Priya's question first",
    ...cat,
    answer: `# «send»
Can you still feed her Saturday and Sunday while I'm in Leeds?

# «send»
Of course, she's my favourite client`,
    expect: [{ type: 'send', text: "Of course, she's my favourite client" }],
    withheld: ['echo'],
  },
  // Gemini 3 Flash: the answer stopped at the output limit in its last block.
  {
    name: 'set100: Imogen cut off in her advice about Gareth',
    ...boss,
    answer: `# «send»
Drinks yes!!

# «send»
And honestly start keeping a list of every time he does this, because if it keeps happening you could take it straight to`,
    truncated: true,
    expect: [{ type: 'send', text: 'Drinks yes!!' }],
    withheld: ['truncated'],
  },
];
