/**
 * Set 91, answers with slips in English from Marnie (Gemini 2.5 Flash), Theo (GPT-4o-class)
 * and Ruth (Gemini 2.5 Pro): one slip each, a few with two, written anew.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { book, derby, kiln, pitch, test, vet } from './answers-91-cast.js';

export const SLIPS_91: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: a thought summary's bold -ing title and plan printed before the first block.
  {
    name: 'set91: Marnie under a summary title before the blocks',
    ...kiln,
    answer: `**Answering Callum's Three Questions**

I'm working through the bowl, the voucher and the quiz in order, keeping things chatty and warm.

# «send» 4001
It lived!! Not even a hairline crack

# «send»
Vouchers yes, quiz yes, Thursday half seven at the Three Tuns`,
    expect: [
      { type: 'send', text: 'It lived!! Not even a hairline crack', replyTo: 4001 },
      { type: 'send', text: 'Vouchers yes, quiz yes, Thursday half seven at the Three Tuns' },
    ],
  },
  // Gemini 2.5 Flash: the persona's name as a chat-log speaker label opening the body.
  {
    name: 'set91: Marnie labelled by her own name',
    ...kiln,
    answer: `# «send»
Marnie: Quiz is ON. Tell the team sheet I want to be captain this time`,
    expect: [{ type: 'send', text: 'Quiz is ON. Tell the team sheet I want to be captain this time' }],
    withheld: ['label'],
  },
  // Gemini: a bracketed note on the tone it chose, as the message's last paragraph.
  {
    name: 'set91: Marnie comforts, then a bracketed tone note',
    ...vet,
    answer: `# «send»
Nothing to be sorry for. Want me to bring you a coffee? Which vet is it?

(Keeping this short and gentle since Callum is clearly upset.)`,
    expect: [
      { type: 'send', text: 'Nothing to be sorry for. Want me to bring you a coffee? Which vet is it?' },
    ],
  },
  // Chat-tuned habit: a closing offer to rewrite the reply, to the model's user.
  {
    name: 'set91: Marnie comforts, then an offer to redo the reply',
    ...vet,
    answer: `# «send»
Cal, I'm so sorry. I'm here, ring me if you'd rather hear a voice than read texts

Happy to make this warmer or shorter if you want a different feel!`,
    expect: [
      {
        type: 'send',
        text: "Cal, I'm so sorry. I'm here, ring me if you'd rather hear a voice than read texts",
      },
    ],
  },
  // Gemini 2.5 Flash repetition: the last block written twice.
  {
    name: 'set91: Marnie sends the quiz line twice',
    ...kiln,
    answer: `# «send» 4003
Yes I do vouchers! 45 quid for two hours

# «send»
And yes, quiz Thursday, put me down

# «send»
And yes, quiz Thursday, put me down`,
    expect: [
      { type: 'send', text: 'Yes I do vouchers! 45 quid for two hours', replyTo: 4003 },
      { type: 'send', text: 'And yes, quiz Thursday, put me down' },
    ],
    withheld: ['duplicate'],
  },
  // Gemini app habit: citation marks closing each message.
  {
    name: 'set91: Marnie with citation marks after her lines',
    ...kiln,
    answer: `# «send» 4001
The bowl lives! [cite: 1]

# «send»
Quiz yes, Thursday, I'll bring pens [cite: 3]`,
    expect: [
      { type: 'send', text: 'The bowl lives!', replyTo: 4001 },
      { type: 'send', text: "Quiz yes, Thursday, I'll bring pens" },
    ],
  },
  // Gemini 2.5 Flash: a sticker block with the sticker's description added after its emoji.
  {
    name: 'set91: Marnie sends a sticker with its description copied in',
    ...kiln,
    answer: `# «send»
Thursday!! Can't wait

# «sticker»
HeidiDuck
😂 — duck laughing so hard it falls over`,
    expect: [
      { type: 'send', text: "Thursday!! Can't wait" },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  // Two slips (Gemini 2.5 Flash): an analysis paragraph of the partner first, and a checklist after.
  {
    name: 'set91: Marnie reads Callum first and checks her answer after',
    ...kiln,
    answer: `# «send»
Callum is asking about the bowl, vouchers and the quiz, so I'll answer all three quickly.

Bowl survived, vouchers yes (£45), quiz yes!

✓ bowl ✓ voucher ✓ quiz`,
    expect: [{ type: 'send', text: 'Bowl survived, vouchers yes (£45), quiz yes!' }],
  },
  // GPT-4o-class: a friendly lead-in presenting the reply before the blocks.
  {
    name: 'set91: Theo under a lead-in that presents the reply',
    ...pitch,
    answer: `Sure! Here's a reply Theo could send in the group:

# «send» 4005
In, obviously. £6 in hand

# «send» 4003
Bibs are in my boot, I'll bring them`,
    expect: [
      { type: 'send', text: 'In, obviously. £6 in hand', replyTo: 4005 },
      { type: 'send', text: "Bibs are in my boot, I'll bring them", replyTo: 4003 },
    ],
    withheld: ['outside-blocks'],
  },
  // GPT-4o-class: the whole message wrapped in quotation marks.
  {
    name: 'set91: Theo in quotation marks',
    ...pitch,
    answer: `# «send» 4005
"In. Exact change, Rob, take notes"`,
    expect: [{ type: 'send', text: 'In. Exact change, Rob, take notes', replyTo: 4005 }],
  },
  // GPT-4o-class in a group: silence narrated as an action, unasked.
  {
    name: 'set91: Theo narrated scrolling past the banter',
    ...derby,
    answer: `# «send»
*Theo scrolls past, not getting involved in this one*`,
    expect: [],
  },
  // Agent-framework habit: a made-up silence token standing for no answer.
  {
    name: 'set91: Theo answers with a silence token',
    ...derby,
    answer: `# «send»
NO_RESPONSE_NEEDED`,
    expect: [],
  },
  // Completion models carrying on the transcript: Danny's next turn written after Theo's answer.
  {
    name: 'set91: Theo answers and Danny is made to answer back',
    ...pitch,
    answer: `# «send»
In, count me in

Danny: nice one, that makes 7 of us then`,
    expect: [{ type: 'send', text: 'In, count me in', replyTo: 4005 }],
  },
  // GPT-4o-class in JSON mode: the whole answer as a JSON list of messages.
  {
    name: 'set91: Theo answers as a JSON object of messages',
    ...pitch,
    answer: `{"messages": [{"reply_to": 4005, "text": "In 👍"}, {"reply_to": 4003, "text": "Bibs are in my boot, clean as a whistle"}]}`,
    expect: [
      { type: 'send', text: 'In 👍', replyTo: 4005 },
      { type: 'send', text: 'Bibs are in my boot, clean as a whistle', replyTo: 4003 },
    ],
  },
  // GPT-4o-class: a Markdown heading titling the body as the reply.
  {
    name: 'set91: Theo under a Markdown heading naming the reply',
    ...pitch,
    answer: `# «send»
### Reply to Danny
Yeah I'm in, put me down. Rob owes me £2 from last week btw`,
    expect: [
      { type: 'send', text: "Yeah I'm in, put me down. Rob owes me £2 from last week btw", replyTo: 4005 },
    ],
  },
  // Gemini 2.5 Pro: a line presenting the persona's reply inside the block.
  {
    name: "set91: Ruth's message under a line presenting it",
    ...test,
    answer: `# «send»
Here is Ruth's reply to Ellie:

Saturday at ten would be perfect, darling. No speeding with your old Gran in the car.`,
    expect: [
      {
        type: 'send',
        text: 'Saturday at ten would be perfect, darling. No speeding with your old Gran in the car.',
      },
    ],
  },
  // Gemini 2.5 Pro writing a letter: the persona's name signed under a chat message.
  {
    name: 'set91: Ruth signs a text with her own name',
    ...book,
    answer: `# «send»
It's The Lamplighters by Emma Stonex. Three lighthouse keepers vanish and you'll stay up all night finding out why.

— Ruth`,
    expect: [
      {
        type: 'send',
        text: "It's The Lamplighters by Emma Stonex. Three lighthouse keepers vanish and you'll stay up all night finding out why.",
      },
    ],
    withheld: ['label'],
  },
  // Gemini 2.5 Pro: the turn analysed in a first paragraph, the partner in the third person.
  {
    name: 'set91: Ruth under an analysis of what Ellie asks',
    ...test,
    answer: `# «send»
Ellie is asking two things: Saturday and the phone. Ruth should answer both warmly, with a little dry humour.

Saturday is a date, my love. And the phone and I have reached an understanding: I leave it alone and it leaves me alone.`,
    expect: [
      {
        type: 'send',
        text: 'Saturday is a date, my love. And the phone and I have reached an understanding: I leave it alone and it leaves me alone.',
      },
    ],
  },
  // Gemini 2.5 Pro stopped at the output limit in its second message.
  {
    name: 'set91: Ruth cut off in her second message',
    ...test,
    truncated: true,
    answer: `# «send» 4003
Saturday is perfect. Ten o'clock?

# «send»
And the phone is fine, I only need you to show me how the`,
    expect: [{ type: 'send', text: "Saturday is perfect. Ten o'clock?", replyTo: 4003 }],
    withheld: ['truncated'],
  },
  // Gemini 2.5 Pro: the reaction's reason written into the reaction block.
  {
    name: 'set91: Ruth explains her reaction inside its block',
    ...test,
    answer: `# «react» 4001
🎉
(Reacting to celebrate her passing the test.)

# «send»
Saturday at ten. I'll be the one waiting at the gate with a flask`,
    expect: [
      { type: 'react', emoji: '🎉', messageId: 4001 },
      { type: 'send', text: "Saturday at ten. I'll be the one waiting at the gate with a flask" },
    ],
  },
];
