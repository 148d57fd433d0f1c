/**
 * Set 103, Marcus in a climbing gym's group (Gemini 3 Flash, GPT-4o-class, Llama): ordinary
 * answers and look-alikes (a line in capitals, a message quoting a member), then one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { chalk, sheep } from './answers-103-cast.js';

export const MARCUS_103: readonly CorpusEntry[] = [
  // Gemini 3 Flash: an answer to the callout, then a reply by id to the older question.
  {
    name: 'set103: Marcus answers Jules, then Priyanka by id',
    ...chalk,
    answer: `# «send»
It's in my car, I'll bring it Thursday

# «send» 4003
I'm in for Thursday, can drive too if we need a third car`,
    expect: [
      { type: 'send', text: "It's in my car, I'll bring it Thursday", replyTo: 4005 },
      {
        type: 'send',
        text: "I'm in for Thursday, can drive too if we need a third car",
        replyTo: 4003,
      },
    ],
  },
  // Gemini 3 Flash: a sticker alone for group banter.
  {
    name: 'set103: Marcus laughs at the sheep with a sticker',
    ...sheep,
    answer: `# «sticker»
HeidiDuck
😂`,
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 4005 }],
  },
  // GPT-4o-class: a reaction alone on the newest message.
  {
    name: 'set103: Marcus reacts to the one sheep',
    ...sheep,
    answer: `# «react» 4005
🤣`,
    expect: [{ type: 'react', emoji: '🤣', messageId: 4005 }],
  },
  // Gemini 3 Flash: a whole line in capitals, a joke the persona means.
  {
    name: 'set103: Marcus shouts the sheep its name',
    ...sheep,
    answer: `# «send»
THE SHEEP HAD A NAME AND IT WAS GERALD`,
    expect: [{ type: 'send', text: 'THE SHEEP HAD A NAME AND IT WAS GERALD', replyTo: 4005 }],
  },
  // Gemini 3 Flash: a message that quotes a member's words back at him.
  {
    name: "set103: Marcus quotes Ade's nearly died",
    ...sheep,
    answer: `# «send» 4003
"nearly died" is a strong way to say "Priyanka braked for a sheep"`,
    expect: [
      {
        type: 'send',
        text: '"nearly died" is a strong way to say "Priyanka braked for a sheep"',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 3 Flash: silence written as a think block alone.
  {
    name: 'set103: Marcus stays out of the sheep banter in a think block',
    ...sheep,
    answer: `# «think»
Ade and Priyanka ribbing each other, nothing for me to add.`,
    expect: [],
    silence: 'think',
  },
  // GPT-4o-class: silence narrated in brackets, naming the persona.
  {
    name: 'set103: Marcus narrated as staying out of it',
    ...sheep,
    answer: `(Marcus doesn't reply — this one's between Ade and Priyanka.)`,
    expect: [],
  },
  // GPT-4o-class: the persona's name in bold as a speaker label.
  {
    name: 'set103: Marcus under a bold speaker label',
    ...chalk,
    answer: `# «send»
**Marcus:** Ah, guilty. It's in my boot, you'll have it Thursday`,
    expect: [{ type: 'send', text: "Ah, guilty. It's in my boot, you'll have it Thursday", replyTo: 4005 }],
    withheld: ['label'],
  },
  // Llama 3.x: a dash signature closing the message.
  {
    name: 'set103: Marcus signs his chalk bag message',
    ...chalk,
    answer: `# «send»
Yep, sorry Jules, it's hanging off my harness in the car. Thursday!
- Marcus`,
    expect: [
      {
        type: 'send',
        text: "Yep, sorry Jules, it's hanging off my harness in the car. Thursday!",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash: a reading of the group as the body's first paragraph.
  {
    name: 'set103: Marcus under a reading of the group',
    ...chalk,
    answer: `# «send»
The group is sorting out Thursday's lifts and Jules wants the chalk bag back.

Bag's in my car, I'll hand it over Thursday. And I'm in`,
    expect: [
      { type: 'send', text: "Bag's in my car, I'll hand it over Thursday. And I'm in", replyTo: 4005 },
    ],
  },
  // GPT-4o-class: a second heading one level too deep.
  {
    name: 'set103: Marcus with a level-two heading on the second block',
    ...chalk,
    answer: `# «send»
I'll bring it, promise

## «send» 4003
Count me in for Thursday, I'll make my own way`,
    expect: [
      { type: 'send', text: "I'll bring it, promise", replyTo: 4005 },
      { type: 'send', text: "Count me in for Thursday, I'll make my own way", replyTo: 4003 },
    ],
  },
  // Gemini 3 Flash: the message answered echoed back as a block before the reply.
  {
    name: "set103: Marcus echoes Jules's line before answering",
    ...chalk,
    answer: `# «send»
Marcus you still have my chalk bag btw

# «send»
Yeah sorry, it's in my boot, Thursday`,
    expect: [{ type: 'send', text: "Yeah sorry, it's in my boot, Thursday", replyTo: 4005 }],
    withheld: ['echo'],
  },
];
