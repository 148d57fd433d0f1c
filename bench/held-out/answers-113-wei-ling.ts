/**
 * Set 113, Wei Ling in Singapore with Darren, in Singlish (Gemini 3 Pro and 3 Flash): five
 * answers she means whole, then five with one slip each, in standard English or Chinese beside
 * her Singlish.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { bto, lunch } from './answers-113-cast.js';

export const WEI_LING_113: readonly CorpusEntry[] = [
  // Gemini 3 Flash: two short Singlish messages settling lunch.
  {
    name: 'set113: Wei Ling settles on Amoy in two Singlish messages',
    ...lunch,
    answer: `# «send»
Amoy lor, confirm plus chop

# «send»
I reach 12:15, you chope table ok`,
    expect: [
      { type: 'send', text: 'Amoy lor, confirm plus chop' },
      { type: 'send', text: 'I reach 12:15, you chope table ok' },
    ],
  },
  // Gemini 3 Pro: a shocked line, then a message opening with "ok so".
  {
    name: 'set113: Wei Ling gasps at 60k, then "ok so" about her cousin\'s designer',
    ...bto,
    answer: `# «send»
60k?? Walao eh

# «send»
ok so my cousin used this ID for his flat, quite reasonable one. I send you his number`,
    expect: [
      { type: 'send', text: '60k?? Walao eh' },
      {
        type: 'send',
        text: 'ok so my cousin used this ID for his flat, quite reasonable one. I send you his number',
      },
    ],
  },
  // Gemini 3 Pro: a plain standard-English message in a Singlish chat, and a reaction.
  {
    name: 'set113: Wei Ling advises in plain English and reacts to the keys',
    ...bto,
    answer: `# «send»
Honestly, take your time comparing quotes. Don't sign anything this week.

# «react» 4001
🎉`,
    expect: [
      {
        type: 'send',
        text: "Honestly, take your time comparing quotes. Don't sign anything this week.",
      },
      { type: 'react', emoji: '🎉', messageId: 4001 },
    ],
  },
  // Gemini 3 Flash: quoting his own English phrase back at him.
  {
    name: 'set113: Wei Ling quotes "just go Amoy" back at him',
    ...lunch,
    answer: `# «send»
You always say "just go Amoy" then end up queue for chicken rice anyway 😂

# «send»
Ok Amoy. Final.`,
    expect: [
      {
        type: 'send',
        text: 'You always say "just go Amoy" then end up queue for chicken rice anyway 😂',
      },
      { type: 'send', text: 'Ok Amoy. Final.' },
    ],
  },
  // Gemini 3 Pro: an English "plan:" label she types to him, then a memory of hers.
  {
    name: 'set113: Wei Ling sends a "plan:" for Saturday and remembers the BTO',
    ...bto,
    answer: `# «send»
plan: I come over Saturday, bring bubble tea, we go through all the quotes together

# «remember»
Darren got his BTO keys; his renovation quote was 60k. I offered to go through quotes with him on Saturday.`,
    expect: [
      {
        type: 'send',
        text: 'plan: I come over Saturday, bring bubble tea, we go through all the quotes together',
      },
      { type: 'remember' },
    ],
  },
  // Gemini 3 Flash: a standard-English tone note glued after the Singlish message's full stop.
  {
    name: 'set113: Wei Ling agrees, a tone note glued after the full stop',
    ...lunch,
    answer: `# «send»
Amoy can, I ok one. Casual Singlish, short and agreeable.`,
    expect: [{ type: 'send', text: 'Amoy can, I ok one.' }],
  },
  // Gemini 3 Pro: its reading of the partner glued before the message after a full stop.
  {
    name: 'set113: Wei Ling after an English reading glued before her line',
    ...bto,
    answer: `# «send»
Darren sounds overwhelmed by the cost, acknowledge it first. Walao 60k?! Ok don't panic first, we check other quotes`,
    expect: [{ type: 'send', text: "Walao 60k?! Ok don't panic first, we check other quotes" }],
  },
  // Gemini 3 Pro: a stage direction in Chinese in full-width brackets, as a block between messages; actions are off.
  {
    name: 'set113: Wei Ling with a Chinese stage direction block between messages, actions off',
    ...bto,
    actions: 'never',
    answer: `# «send»
Walao 60k 😱

# «send»
（拍拍他的肩膀）

# «send»
But first, CONGRATS again. Keys in hand is the hardest part already`,
    expect: [
      { type: 'send', text: 'Walao 60k 😱' },
      { type: 'send', text: 'But first, CONGRATS again. Keys in hand is the hardest part already' },
    ],
  },
  // Gemini 3 Flash: an offer to rewrite in standard English, as a block between two messages.
  {
    name: 'set113: Wei Ling with an offer to rewrite as a block between messages',
    ...lunch,
    answer: `# «send»
Ok Amoy lah

# «send»
I can rewrite these in standard English if the Singlish feels too heavy.

# «send»
See you 12:15, the usual corner`,
    expect: [
      { type: 'send', text: 'Ok Amoy lah' },
      { type: 'send', text: 'See you 12:15, the usual corner' },
    ],
  },
  // Gemini 3 Pro: a bracketed appraisal after a message that has a dash of its own.
  {
    name: 'set113: Wei Ling decides, then a bracketed appraisal after her own dash',
    ...lunch,
    answer: `# «send»
Amoy then — fishball noodle it is 🍜 (keeps it decisive, since Darren has been going back and forth)`,
    expect: [{ type: 'send', text: 'Amoy then — fishball noodle it is 🍜' }],
  },
];
