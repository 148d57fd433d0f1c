/**
 * Set 99, Nico in a Tuesday board-game group (Gemini 3 Pro; Llama 3.x, Qwen and a DeepSeek R1
 * distill behind the endpoint): ordinary answers (replies, a single emoji, a reaction alone, a
 * bold first line of his own, a sticker, a wait), then one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { meeple, tuesday } from './answers-99-cast.js';

export const NICO_99: readonly CorpusEntry[] = [
  // Gemini 3 Pro: an answer to Bea and a reply to Mina's older question.
  {
    name: 'set99: Nico hosts and answers Mina about Azul',
    ...tuesday,
    answer: `# «send»
Mine again, yes. Bring snacks, not Wingspan

# «send» 4003
Mina yes! It's on my shelf, I'll bring it Tuesday, sorry`,
    expect: [
      { type: 'send', text: 'Mine again, yes. Bring snacks, not Wingspan', replyTo: 4005 },
      { type: 'send', text: "Mina yes! It's on my shelf, I'll bring it Tuesday, sorry", replyTo: 4003 },
    ],
  },
  // Gemini 3 Pro: a single emoji as the whole message in a group.
  {
    name: 'set99: Nico answers the dog story with one emoji',
    ...meeple,
    answer: `# «send»
💀`,
    expect: [{ type: 'send', text: '💀', replyTo: 4005 }],
  },
  // Gemini 3 Pro: a think block, then a reaction without a message number.
  {
    name: 'set99: Nico thinks, then only reacts',
    ...meeple,
    answer: `# «think»
Not aimed at me, but the dog thing is too good. A reaction is enough.

# «react»
😁`,
    expect: [{ type: 'react', emoji: '😁', messageId: 4005 }],
  },
  // Gemini 3 Pro: a message of his own that opens with a bold line.
  {
    name: 'set99: Nico posts the evening with a bold first line',
    ...tuesday,
    answer: `# «send»
**Tuesday at mine**
7pm, the buzzer's broken so ring me
Games: Cascadia and the horrible trains one
Wingspan is banned until further notice`,
    expect: [
      {
        type: 'send',
        text: "**Tuesday at mine**\n7pm, the buzzer's broken so ring me\nGames: Cascadia and the horrible trains one\nWingspan is banned until further notice",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: a sticker in reply to Carl, then the answer to Bea.
  {
    name: 'set99: Nico laughs at Carl with a sticker and answers Bea',
    ...tuesday,
    answer: `# «sticker» 4001
HeidiDuck
😂

# «send»
Yes, mine. 7pm, I'll do the chilli`,
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 4001 },
      { type: 'send', text: "Yes, mine. 7pm, I'll do the chilli", replyTo: 4005 },
    ],
  },
  // Gemini 3 Pro: a think block, a message, a wait while he asks his flatmate, a confirmation.
  {
    name: 'set99: Nico checks with the flatmate behind a wait',
    ...tuesday,
    answer: `# «think»
Bea asked me directly. The flat should be free Tuesday, but check first.

# «send»
Mine works! Let me check with the flatmate

# «wait»
delay: 60

# «send»
Confirmed, flatmate's out. 7pm, bring folding chairs if you have them`,
    expect: [
      { type: 'send', text: 'Mine works! Let me check with the flatmate', replyTo: 4005 },
      { type: 'wait', delay: 60 },
      { type: 'send', text: "Confirmed, flatmate's out. 7pm, bring folding chairs if you have them" },
    ],
  },
  // Llama 3.x: silence narrated in square brackets naming the persona, in a group.
  {
    name: 'set99: Nico narrated staying out of it in brackets',
    ...meeple,
    answer: `# «send»
[Nico has nothing to add and stays out of it]`,
    expect: [],
    silence: '',
  },
  // Llama 3.x: a lead-in line announcing the reply before the first block.
  {
    name: "set99: Nico after a lead-in announcing Nico's response",
    ...tuesday,
    answer: `Here's Nico's response in the required format:

# «send»
My place again, sure. 7pm`,
    expect: [{ type: 'send', text: 'My place again, sure. 7pm', replyTo: 4005 }],
  },
  // DeepSeek R1 distill behind the endpoint: reasoning whose opening tag the server ate.
  {
    name: 'set99: Nico after reasoning closed by a lone think tag',
    ...tuesday,
    answer: `Okay, Bea is asking whether Nico hosts again. He hosted last time, but that's fine. Mina also asked about Azul, so answer both.
</think>

# «send»
Yeah mine again, 7pm

# «send» 4003
Mina it's safe on my shelf, bringing it Tuesday`,
    expect: [
      { type: 'send', text: 'Yeah mine again, 7pm', replyTo: 4005 },
      { type: 'send', text: "Mina it's safe on my shelf, bringing it Tuesday", replyTo: 4003 },
    ],
  },
  // Gemini 3 Pro: the message written on the heading's own line.
  {
    name: 'set99: Nico writes the message on the heading line',
    ...tuesday,
    answer: `# «send» Mine again! 7pm, bring snacks`,
    expect: [{ type: 'send', text: 'Mine again! 7pm, bring snacks', replyTo: 4005 }],
  },
  // Gemini 3 Pro: a reading of the group and the persona as the last paragraph.
  {
    name: 'set99: Nico, then a reading of the group at the end',
    ...tuesday,
    answer: `# «send»
Mine again, and I'm vetoing Wingspan as host privilege

# «send» 4003
Azul is safe Mina, I'll bring it

The group seems relaxed and friendly; Nico, as the usual host, answers practically and with a bit of humour.`,
    expect: [
      { type: 'send', text: "Mine again, and I'm vetoing Wingspan as host privilege", replyTo: 4005 },
      { type: 'send', text: "Azul is safe Mina, I'll bring it", replyTo: 4003 },
    ],
  },
  // Qwen behind the endpoint: the persona's name with a role in brackets as a speaker label.
  {
    name: 'set99: Nico under a name-and-role label',
    ...tuesday,
    answer: `# «send»
Nico (host): Yes mine, 7pm. Doors open at 6:45 for the early birds`,
    expect: [{ type: 'send', text: 'Yes mine, 7pm. Doors open at 6:45 for the early birds', replyTo: 4005 }],
  },
];
