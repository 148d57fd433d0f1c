/**
 * Set 99, Dev in a climbing group (Gemini 3 Flash): ordinary answers (a joke title after his
 * name, a list keyed by names, a sticker, a reaction, a member in the third person, a P.S.),
 * then one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { banter, session } from './answers-99-cast.js';

export const DEV_99: readonly CorpusEntry[] = [
  // Gemini 3 Flash: the persona's name with a joke title, then a reply to Tom.
  {
    name: 'set99: Dev announces himself with a joke title',
    ...session,
    answer: `# «send»
Dev, Healer of Shoulders, Crusher of V3s, is coming Thursday 💪

# «send» 4003
I'll drive but someone else is on Google Maps duty`,
    expect: [
      {
        type: 'send',
        text: 'Dev, Healer of Shoulders, Crusher of V3s, is coming Thursday 💪',
        replyTo: 4005,
      },
      { type: 'send', text: "I'll drive but someone else is on Google Maps duty", replyTo: 4003 },
    ],
  },
  // Gemini 3 Flash: a plan for the session handed out as a list keyed by members' names.
  {
    name: 'set99: Dev hands out Thursday by name',
    ...session,
    answer: `# «send»
Ok plan for Thursday:
Priya – tape
Tom – car, I'm not driving after the retail park slander
Sasha – borrow my old 42s
Lukas – 7pm is fine
me – snacks`,
    expect: [
      {
        type: 'send',
        text: "Ok plan for Thursday:\nPriya – tape\nTom – car, I'm not driving after the retail park slander\nSasha – borrow my old 42s\nLukas – 7pm is fine\nme – snacks",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash: a laughing sticker, then a reply to Tom's jab.
  {
    name: 'set99: Dev sends a sticker, then defends the retail park',
    ...session,
    answer: `# «sticker»
HeidiDuck
😂

# «send» 4003
That retail park had a Greggs, it was a strategic detour`,
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 4005 },
      { type: 'send', text: 'That retail park had a Greggs, it was a strategic detour', replyTo: 4003 },
    ],
  },
  // Gemini 3 Flash: joins the banter with a reaction and one line.
  {
    name: 'set99: Dev reacts to the jeans line and joins in',
    ...banter,
    answer: `# «react» 4003
😁

# «send»
Crocs guy was a legend, don't disrespect`,
    expect: [
      { type: 'react', emoji: '😁', messageId: 4003 },
      { type: 'send', text: "Crocs guy was a legend, don't disrespect", replyTo: 4005 },
    ],
  },
  // Gemini 3 Flash: a joke about a member in the third person, told to the group.
  {
    name: 'set99: Dev jokes about Sasha in the third person',
    ...session,
    answer: `# «send»
I'm in! Shoulder's fine, physio cleared me yesterday

# «send»
Sasha's borrowing my old shoes btw, she just doesn't know it yet`,
    expect: [
      { type: 'send', text: "I'm in! Shoulder's fine, physio cleared me yesterday", replyTo: 4005 },
      { type: 'send', text: "Sasha's borrowing my old shoes btw, she just doesn't know it yet" },
    ],
  },
  // Gemini 3 Flash: a P.S. of his own as a second message.
  {
    name: "set99: Dev's own P.S. to Tom",
    ...session,
    answer: `# «send»
Yes I'm coming, the shoulder is HEALED, you can drop the quotation marks

# «send»
P.S. Tom you're driving, I'm not giving you that retail park ammo again`,
    expect: [
      {
        type: 'send',
        text: "Yes I'm coming, the shoulder is HEALED, you can drop the quotation marks",
        replyTo: 4005,
      },
      { type: 'send', text: "P.S. Tom you're driving, I'm not giving you that retail park ammo again" },
    ],
  },
  // Gemini 3 Flash: silence narrated as an asterisk action naming the persona, in a group.
  {
    name: 'set99: Dev narrated reading and scrolling past',
    ...banter,
    answer: `# «send»
*Dev reads the chat, laughs and keeps scrolling*`,
    expect: [],
    silence: '',
  },
  // Gemini 3 Flash: a reading of the group's mood as the body's first line.
  {
    name: "set99: Dev opens with the group's mood",
    ...banter,
    answer: `# «send»
The group is in a playful mood, teasing each other about climbing videos.
The crocs guy would still beat all of us`,
    expect: [{ type: 'send', text: 'The crocs guy would still beat all of us', replyTo: 4005 }],
  },
  // Gemini 3 Flash: the persona's name as a bold speaker label.
  {
    name: 'set99: Dev under a bold speaker label',
    ...session,
    answer: `# «send»
**Dev:** I'm in, shoulder is 100%, Priya stop doubting me`,
    expect: [{ type: 'send', text: "I'm in, shoulder is 100%, Priya stop doubting me", replyTo: 4005 }],
  },
  // Gemini 3 Flash: headings written at level two, one without its space.
  {
    name: 'set99: Dev under level-two headings',
    ...session,
    answer: `##«send»
Coming Thursday, shoulder's fine

## «send» 4003
I'll drive, I've downloaded offline maps this time`,
    expect: [
      { type: 'send', text: "Coming Thursday, shoulder's fine", replyTo: 4005 },
      { type: 'send', text: "I'll drive, I've downloaded offline maps this time", replyTo: 4003 },
    ],
  },
  // Gemini 3 Flash: whom to answer decided aloud before the first block.
  {
    name: 'set99: Dev decides whom to answer before the blocks',
    ...session,
    answer: `Priya asked me directly, so I should answer her; Tom's car comment can get a quick reply too.

# «send»
Coming!! Shoulder is fine, the quotation marks are uncalled for

# «send» 4003
Fine, Tom drives`,
    expect: [
      {
        type: 'send',
        text: 'Coming!! Shoulder is fine, the quotation marks are uncalled for',
        replyTo: 4005,
      },
      { type: 'send', text: 'Fine, Tom drives', replyTo: 4003 },
    ],
  },
  // Gemini 3 Flash: Priya's question sent back as a block of its own before the answer.
  {
    name: "set99: Dev echoes Priya's question first",
    ...session,
    answer: `# «send»
Dev are you coming or are you still "resting your shoulder"

# «send»
Haha yes I'm coming, rested enough`,
    expect: [{ type: 'send', text: "Haha yes I'm coming, rested enough", replyTo: 4005 }],
    withheld: ['echo'],
  },
];
