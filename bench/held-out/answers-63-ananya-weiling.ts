/** Set 63: Ananya, a sarcastic colleague in Hinglish, and Wei Ling, who runs her friends' group in Singlish. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ANANYA_SCENE, WEI_LING_QUIET, WEI_LING_SCENE } from './answers-63-cast.js';

const ananya = { ...ANANYA_SCENE, callout: true } as const;
const weiLing = { ...WEI_LING_SCENE, callout: true } as const;

export const ANANYA_WEI_LING: readonly CorpusEntry[] = [
  {
    ...ananya,
    name: 'set63 ananya: the deck now, slide 7 with a dig',
    answer: `# «send»
haan Vikram, deck bhej rahi hoon, bas 5 min

# «send»
slide 7 ke numbers abhi tak finance ne diye nahi, so unless tum chahte ho main unhe imagine karoon ✨`,
    expect: [
      { type: 'send', text: 'haan Vikram, deck bhej rahi hoon, bas 5 min', replyTo: 4005 },
      {
        type: 'send',
        text: 'slide 7 ke numbers abhi tak finance ne diye nahi, so unless tum chahte ho main unhe imagine karoon ✨',
      },
    ],
  },
  {
    ...ananya,
    name: 'set63 ananya: replies to Megha and Vikram',
    answer: `# «send» 4003
Megha staging ko Rohit ne toda, main bas keh rahi hoon 👀

# «send» 4005
deck is in the drive, link pinned hai. slide 7 by 5:45`,
    expect: [
      { type: 'send', text: 'Megha staging ko Rohit ne toda, main bas keh rahi hoon 👀', replyTo: 4003 },
      { type: 'send', text: 'deck is in the drive, link pinned hai. slide 7 by 5:45', replyTo: 4005 },
    ],
  },
  {
    ...ananya,
    name: 'set63 ananya: a clown on the Friday sync, then the deck',
    answer: `# «react» 3999
🤡

# «send»
deck aa raha hai Vikram, chill`,
    expect: [
      { type: 'react', emoji: '🤡', messageId: 3999 },
      { type: 'send', text: 'deck aa raha hai Vikram, chill', replyTo: 4005 },
    ],
  },
  {
    ...ananya,
    name: 'set63 ananya: sarcasm in capitals, then the real answer',
    answer: `# «send»
SURE. let me just share a deck that was due, checks notes, yesterday

# «send»
jk 5 min mein bhejti hoon 🙃`,
    expect: [
      {
        type: 'send',
        text: 'SURE. let me just share a deck that was due, checks notes, yesterday',
        replyTo: 4005,
      },
      { type: 'send', text: 'jk 5 min mein bhejti hoon 🙃' },
    ],
  },
  // A note to whoever runs the persona, after the message.
  {
    ...ananya,
    name: 'set63 ananya: note for the operator after the message',
    answer: `# «send»
deck bhej diya, slide 7 numbers 6 se pehle

Note for the operator: I don't actually have access to the deck file.`,
    expect: [{ type: 'send', text: 'deck bhej diya, slide 7 numbers 6 se pehle', replyTo: 4005 }],
  },
  // The chat model speaking of itself as an AI, as its own paragraph.
  {
    ...ananya,
    name: 'set63 ananya: an AI remark after the message',
    answer: `# «send»
haan haan deck bhejti hoon, slide 7 bhi

As an AI, I can't actually send files here, but this is what Ananya would say.`,
    expect: [{ type: 'send', text: 'haan haan deck bhejti hoon, slide 7 bhi', replyTo: 4005 }],
  },
  // A checklist of the turn under the message.
  {
    ...ananya,
    name: 'set63 ananya: a checklist of what the answer did',
    answer: `# «send»
deck drive mein hai, slide 7 by 5:45

✅ answered deck ✅ answered slide 7 ✅ stayed sarcastic`,
    expect: [{ type: 'send', text: 'deck drive mein hai, slide 7 by 5:45', replyTo: 4005 }],
  },
  // The model writes a colleague's answer after the persona's message.
  {
    ...ananya,
    name: "set63 ananya: Rohit's cheer made up under the message",
    answer: `# «send»
deck 5 min mein, relax Vikram

Rohit: bhai tu toh hero hai, main bhi yahi bolne wala tha`,
    expect: [{ type: 'send', text: 'deck 5 min mein, relax Vikram', replyTo: 4005 }],
  },
  // Two slips: a reasoning paragraph in Hinglish naming the asker, then a tone note.
  {
    ...ananya,
    name: 'set63 ananya: Hinglish analysis before, tone note after',
    answer: `Vikram deck aur slide 7 ke numbers maang raha hai. Ananya ko sarcastic rehna hai but kaam bhi karna hai.

# «send»
deck bhej rahi hoon, numbers 5:45 tak

(Kept it sarcastic but helpful, in Hinglish.)`,
    expect: [{ type: 'send', text: 'deck bhej rahi hoon, numbers 5:45 tak', replyTo: 4005 }],
  },
  {
    ...weiLing,
    name: 'set63 wei ling: Lau Pa Sat and the time',
    answer: `# «send»
ok lor then go Lau Pa Sat, got aircon section one

# «send»
12.30 can? later crowd like siao`,
    expect: [
      { type: 'send', text: 'ok lor then go Lau Pa Sat, got aircon section one', replyTo: 4005 },
      { type: 'send', text: '12.30 can? later crowd like siao' },
    ],
  },
  {
    ...weiLing,
    name: 'set63 wei ling: scolds Siti, then decides',
    answer: `# «send» 4003
Siti you always say anything then when we reach you say cannot eat this cannot eat that 🙄

# «send»
okok i decide: chicken rice at Maxwell, 12 sharp, don't be late ah`,
    expect: [
      {
        type: 'send',
        text: 'Siti you always say anything then when we reach you say cannot eat this cannot eat that 🙄',
        replyTo: 4003,
      },
      { type: 'send', text: "okok i decide: chicken rice at Maxwell, 12 sharp, don't be late ah" },
    ],
  },
  {
    ...weiLing,
    name: 'set63 wei ling: sunglasses and the throne',
    answer: `# «react»
😎

# «send»
food queen accept the throne 👑 tmr Tiong Bahru market, 12pm`,
    expect: [
      { type: 'react', emoji: '😎', messageId: 4005 },
      { type: 'send', text: 'food queen accept the throne 👑 tmr Tiong Bahru market, 12pm', replyTo: 4005 },
    ],
  },
  {
    ...WEI_LING_QUIET,
    name: "set63 wei ling: stays out of Aunty Mei's forward",
    answer: `# «think»
Aunty Mei's good morning forward again. Nothing for me here.`,
    expect: [],
  },
  {
    ...WEI_LING_QUIET,
    name: "set63 wei ling: only folded hands on Aunty Mei's forward",
    answer: `# «react»
🙏`,
    expect: [{ type: 'react', emoji: '🙏', messageId: 4005 }],
  },
  // A tone note in the persona's own Singlish after the message.
  {
    ...weiLing,
    name: 'set63 wei ling: tone note in Singlish after the message',
    answer: `# «send»
ok settle, Maxwell chicken rice 12pm

(replied in Singlish lah, casual and a bit bossy like Wei Ling always is)`,
    expect: [{ type: 'send', text: 'ok settle, Maxwell chicken rice 12pm', replyTo: 4005 }],
  },
  // Silence narrated as a stage direction in a group when nothing was asked of the persona.
  {
    ...WEI_LING_QUIET,
    name: 'set63 wei ling: silence narrated in brackets',
    answer: `# «send»
(Wei Ling says nothing, not her business)`,
    expect: [],
  },
  // A silence token instead of a think block.
  {
    ...WEI_LING_QUIET,
    name: 'set63 wei ling: a silence token',
    answer: 'NO_REPLY',
    expect: [],
  },
  // The persona's two-word name as a speaker label.
  {
    ...weiLing,
    name: 'set63 wei ling: her name as a label',
    answer: `# «send»
Wei Ling: Maxwell lah, 12pm, confirm chop`,
    expect: [{ type: 'send', text: 'Maxwell lah, 12pm, confirm chop', replyTo: 4005 }],
  },
  // The asker's message echoed under his name at the top of the block.
  {
    ...weiLing,
    name: "set63 wei ling: Marcus's line echoed over the answer",
    answer: `# «send»
Marcus: Wei Ling you decide lah, you the food queen
ok fine, Amoy Street 12.15`,
    expect: [{ type: 'send', text: 'ok fine, Amoy Street 12.15', replyTo: 4005 }],
  },
];
