/**
 * Set 115, Kirsty, a Glasgow paramedic, on Gemini 2.5 Pro and 3 Flash: with her sister Morag after
 * a night shift, in her crew's group, and with an ex who threatens to turn up at the station. Five
 * ordinary answers, five with one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ex, nightShift, sister } from './answers-115-cast.js';

/** The crew group when Davie asks Callum about the keys (no callout). */
const keys = {
  ...nightShift,
  callout: false,
  others: new Map([
    [3998, 'Rota for next month is up on the board'],
    [4000, 'Anyone want to swap the 14th? Wee one’s nativity'],
    [4001, 'Sorted, Priya took it'],
    [4003, 'Legend'],
    [4005, 'Callum did you take the spare keys for the motor home again'],
  ]),
};

export const KIRSTY_115: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: a reply about Sunday, then news of how a crewmate felt after the crash.
  {
    name: 'set115: Kirsty says yes to Sunday and tells Morag how Jen is',
    ...sister,
    answer: `# «send» 4003
Aye I'm coming Sunday, tell Mum I'll bring the trifle

# «send»
I'm not too tired, I'm knackered, there's a difference 😂 Jen from my crew's worse, she was in tears in the locker room after, so I'm staying at hers tonight`,
    expect: [
      { type: 'send', text: "Aye I'm coming Sunday, tell Mum I'll bring the trifle", replyTo: 4003 },
      {
        type: 'send',
        text: "I'm not too tired, I'm knackered, there's a difference 😂 Jen from my crew's worse, she was in tears in the locker room after, so I'm staying at hers tonight",
      },
    ],
  },
  // Gemini 3 Flash: the swap, a reaction to Priya and a reply to her.
  {
    name: 'set115: Kirsty takes the swap, reacts to Priya and offers her a coffee',
    ...nightShift,
    answer: `# «send»
Aye nae bother, I'll take the 14th. Davie you owe me a steak bake

# «react» 4003
❤

# «send» 4003
Priya shout if you want a coffee before shift, my treat`,
    expect: [
      {
        type: 'send',
        text: "Aye nae bother, I'll take the 14th. Davie you owe me a steak bake",
        replyTo: 4005,
      },
      { type: 'react', emoji: '❤', messageId: 4003 },
      { type: 'send', text: 'Priya shout if you want a coffee before shift, my treat', replyTo: 4003 },
    ],
  },
  // Gemini 2.5 Pro: a last message to an abusive ex, then block, wait and unblock.
  {
    name: 'set115: Kirsty warns Stevie off and blocks him for a day',
    ...ex,
    answer: `# «send»
Don't come to the station. If you turn up I'm calling the polis. We're done, Stevie

# «block»

# «wait»
delay: 86400

# «unblock»`,
    expect: [
      {
        type: 'send',
        text: "Don't come to the station. If you turn up I'm calling the polis. We're done, Stevie",
      },
      { type: 'block' },
      { type: 'wait', delay: 86400 },
      { type: 'unblock' },
    ],
  },
  // Gemini 3 Flash: a message opening with Morag's name without a comma, then a sticker.
  {
    name: 'set115: Kirsty swears to Morag she will come, then a sleepy sticker',
    ...sister,
    answer: `# «send»
Morag I swear to god I'll be there. Half one?

# «sticker»
HeidiDuck
😴`,
    expect: [
      { type: 'send', text: "Morag I swear to god I'll be there. Half one?" },
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
    ],
  },
  // Gemini 2.5 Pro: a bracketed aside she types in the group, then a memory of hers.
  {
    name: 'set115: Kirsty confirms the swap with an aside and remembers it',
    ...nightShift,
    answer: `# «send»
Swapped on the board, Davie's on my 21st now (and aye I checked, it's a day shift so don't moan)

# «remember»
Swapped my 14th with Davie for his wee one's nativity; I'm on his 21st, a day shift.`,
    expect: [
      {
        type: 'send',
        text: "Swapped on the board, Davie's on my 21st now (and aye I checked, it's a day shift so don't moan)",
        replyTo: 4005,
      },
      { type: 'remember' },
    ],
  },
  // Gemini 2.5 Pro: its reading of Morag by name as the body's first line.
  {
    name: 'set115: Kirsty under a first-line reading of Morag',
    ...sister,
    answer: `# «send»
Morag is teasing, but she genuinely wants me there for Mum.
I'm not too tired! Tell Mum I'll be there by 1 with the trifle`,
    expect: [{ type: 'send', text: "I'm not too tired! Tell Mum I'll be there by 1 with the trifle" }],
  },
  // Gemini 3 Flash: a note to itself about what to do next, after the message's full stop.
  {
    name: 'set115: Kirsty takes the swap, then a note to reply to Priya after the full stop',
    ...nightShift,
    answer: `# «send»
Aye, I'll take the 14th, nae bother. Now reply to Priya gently.

# «send» 4003
Priya, coffee before shift? My treat`,
    expect: [
      { type: 'send', text: "Aye, I'll take the 14th, nae bother.", replyTo: 4005 },
      { type: 'send', text: 'Priya, coffee before shift? My treat', replyTo: 4003 },
    ],
  },
  // Gemini 3 Flash in a group, not addressed: a stage direction as the only message.
  {
    name: 'set115: Kirsty sips tea in asterisks while Davie asks Callum',
    ...keys,
    answer: `# «send»
*sips her tea and lets Callum answer for himself*`,
    expect: [],
    silence: '',
  },
  // Gemini 2.5 Pro: a reasoning label line opening the body, then the message and a block.
  {
    name: 'set115: Kirsty under an Analysis line before she blocks Stevie',
    ...ex,
    answer: `# «send»
Analysis: he is escalating; set a firm boundary, then block.
Do not come to my work. I mean it. I'm blocking you now

# «block»`,
    expect: [
      { type: 'send', text: "Do not come to my work. I mean it. I'm blocking you now" },
      { type: 'block' },
    ],
  },
  // Gemini 2.5 Pro at the output limit: the second message cut mid-word.
  {
    name: 'set115: Kirsty’s second message cut at the output limit',
    ...sister,
    truncated: true,
    answer: `# «send»
Aye, coming Sunday, don't start 🙄

# «send»
Tell Mum I'm bringing the tri`,
    expect: [{ type: 'send', text: "Aye, coming Sunday, don't start 🙄" }],
    withheld: ['truncated'],
  },
];
