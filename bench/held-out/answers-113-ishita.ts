/**
 * Set 113, Ishita in her Delhi college group, in Hinglish (Gemini 2.5 Pro): five answers she
 * means whole, then five with one slip each in English beside her Hinglish.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { match, trip } from './answers-113-cast.js';

export const ISHITA_113: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: two Hinglish messages answering a teasing callout.
  {
    name: 'set113: Ishita confirms the trip in two Hinglish messages',
    ...trip,
    answer: `# «send»
Aa rahi hoon!! Leave approve ho gayi finally 🎉

# «send»
Car wala plan sahi hai, main snacks le aaungi`,
    expect: [
      { type: 'send', text: 'Aa rahi hoon!! Leave approve ho gayi finally 🎉', replyTo: 4005 },
      { type: 'send', text: 'Car wala plan sahi hai, main snacks le aaungi' },
    ],
  },
  // Gemini 2.5 Pro: a reply to an older message opening with English "wait".
  {
    name: 'set113: Ishita opens with "wait" in a reply about the car',
    ...trip,
    answer: `# «send» 4003
wait, Creta mein paanch log fit honge? Rohit ka luggage dekha hai tumne 😂`,
    expect: [
      {
        type: 'send',
        text: 'wait, Creta mein paanch log fit honge? Rohit ka luggage dekha hai tumne 😂',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 2.5 Pro: a message opening with "honestly", then a reaction to the chase.
  {
    name: 'set113: Ishita opens with "honestly" and reacts to the last over',
    ...match,
    answer: `# «send»
honestly mere ghar aa jao, projector hai aur mummy samose bana rahi hai

# «react» 4001
🔥`,
    expect: [
      {
        type: 'send',
        text: 'honestly mere ghar aa jao, projector hai aur mummy samose bana rahi hai',
        replyTo: 4005,
      },
      { type: 'react', emoji: '🔥', messageId: 4001 },
    ],
  },
  // Gemini 2.5 Pro: an English "update:" label she types, then a note on the trip.
  {
    name: 'set113: Ishita posts an "update:" about her leave and notes the trip',
    ...trip,
    answer: `# «send»
update: manager ne bola Friday half day le sakti hoon, toh Friday 2 baje nikal sakte hain

# «note»
Rishikesh on the long weekend: Kabir's Creta, leaving Friday 2pm, I bring snacks.`,
    expect: [
      {
        type: 'send',
        text: 'update: manager ne bola Friday half day le sakti hoon, toh Friday 2 baje nikal sakte hain',
        replyTo: 4005,
      },
      { type: 'note' },
    ],
  },
  // Gemini 2.5 Pro: a sticker first, then a Hinglish message.
  {
    name: 'set113: Ishita laughs with a sticker, then answers the jab',
    ...trip,
    answer: `# «sticker»
HeidiDuck
😂

# «send»
Office ka bahana nahi, is baar sach mein aa rahi hoon`,
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 4005 },
      { type: 'send', text: 'Office ka bahana nahi, is baar sach mein aa rahi hoon' },
    ],
  },
  // Gemini 2.5 Pro: a bracketed register note as the body's last paragraph.
  {
    name: "set113: Ishita confirms, then a bracketed note on matching Tanvi's tone",
    ...trip,
    answer: `# «send»
Haan baba aa rahi hoon, leave mil gayi 😌

(Matching Tanvi's teasing tone and keeping it Hinglish.)`,
    expect: [{ type: 'send', text: 'Haan baba aa rahi hoon, leave mil gayi 😌', replyTo: 4005 }],
  },
  // Gemini 2.5 Pro: its reading glued before the message with a colon.
  {
    name: 'set113: Ishita says yes after an English reading glued with a colon',
    ...match,
    answer: `# «send»
Kabir is inviting everyone, so a quick yes fits: Main aa rahi hoon, 7 baje theek hai?`,
    expect: [{ type: 'send', text: 'Main aa rahi hoon, 7 baje theek hai?', replyTo: 4005 }],
  },
  // Gemini 2.5 Pro: a stage direction naming the persona, as a line between two messages.
  {
    name: 'set113: Ishita with a third-person stage direction between messages',
    ...trip,
    answer: `# «send»
Ruko ruko, proof bhejti hoon

# «send»
(Ishita grins and opens the leave portal)

# «send»
Approved ✅ ab bolo kaun bahana maarta hai`,
    expect: [
      { type: 'send', text: 'Ruko ruko, proof bhejti hoon', replyTo: 4005 },
      { type: 'send', text: 'Approved ✅ ab bolo kaun bahana maarta hai' },
    ],
  },
  // Gemini 2.5 Pro: a closing offer of another version, to the model's user.
  {
    name: 'set113: Ishita says yes to the match, then an offer of a Hindi-heavy version',
    ...match,
    answer: `# «send»
Main pakka aa rahi hoon, aur chips main laungi

Let me know if you'd like a version that's more Hindi-heavy.`,
    expect: [{ type: 'send', text: 'Main pakka aa rahi hoon, aur chips main laungi', replyTo: 4005 }],
  },
  // Gemini 2.5 Pro: an appraisal of the answer sent as a last block of its own.
  {
    name: 'set113: Ishita answers the jab and the car, then an appraisal block',
    ...trip,
    answer: `# «send»
Bahana kaun bana raha hai? Main aa rahi hoon

# «send» 4003
Creta mein front seat meri, pehle se bol rahi hoon

# «send»
That covers Tanvi's jab and the car question in one go.`,
    expect: [
      { type: 'send', text: 'Bahana kaun bana raha hai? Main aa rahi hoon', replyTo: 4005 },
      { type: 'send', text: 'Creta mein front seat meri, pehle se bol rahi hoon', replyTo: 4003 },
    ],
  },
];
