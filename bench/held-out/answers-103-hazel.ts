/**
 * Set 103, Hazel in an allotment society's group (Gemini 3 Pro, DeepSeek, Llama, Qwen):
 * ordinary answers and look-alikes (a list with an aside in brackets, a line about a member in
 * the third person), then one slip each, one answer with two.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { shed, slugs } from './answers-103-cast.js';

export const HAZEL_103: readonly CorpusEntry[] = [
  // Gemini 3 Pro: the callout answered, then a member thanked by id.
  {
    name: 'set103: Hazel gives the seed swap date and thanks Yusuf',
    ...shed,
    answer: `# «send»
Seed swap is Saturday 22nd March, 10 till 12 in the big shed

# «send» 4003
Thanks Yusuf, I'll sort the overflow pipe on Sunday`,
    expect: [
      {
        type: 'send',
        text: 'Seed swap is Saturday 22nd March, 10 till 12 in the big shed',
        replyTo: 4005,
      },
      { type: 'send', text: "Thanks Yusuf, I'll sort the overflow pipe on Sunday", replyTo: 4003 },
    ],
  },
  // Gemini 3 Pro: a list of her own with an aside in brackets inside it.
  {
    name: 'set103: Hazel lists what to bring, aside in brackets',
    ...shed,
    answer: `# «send»
Saturday 22nd, 10am. Please bring:
- seeds in labelled envelopes
- anything you've overwintered
- nothing invasive (yes Derek, that means the mint)`,
    expect: [
      {
        type: 'send',
        text: "Saturday 22nd, 10am. Please bring:\n- seeds in labelled envelopes\n- anything you've overwintered\n- nothing invasive (yes Derek, that means the mint)",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: a thumbs up on the older report, then the answer.
  {
    name: 'set103: Hazel thumbs up the water butts and answers Fen',
    ...shed,
    answer: `# «react» 4003
👍

# «send»
Not fixed yet, Fen. I'll put a date up by Friday`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4003 },
      { type: 'send', text: "Not fixed yet, Fen. I'll put a date up by Friday", replyTo: 4005 },
    ],
  },
  // Llama 3.x: a sticker replying to the joke by id.
  {
    name: 'set103: Hazel answers the beer joke with a sticker',
    ...slugs,
    answer: `# «sticker» 4005
HeidiDuck
😂`,
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 4005 }],
  },
  // Gemini 3 Pro: a member praised in the third person, replying to her message.
  {
    name: "set103: Hazel praises Margaret's traps in the third person",
    ...slugs,
    answer: `# «send» 4003
Margaret's beer traps are the stuff of legend, she caught forty in one night`,
    expect: [
      {
        type: 'send',
        text: "Margaret's beer traps are the stuff of legend, she caught forty in one night",
        replyTo: 4003,
      },
    ],
  },
  // Gemini 3 Pro: a message and a chat note for the date.
  {
    name: 'set103: Hazel answers and notes the seed swap',
    ...shed,
    answer: `# «send»
Pencilled in for Saturday 22nd March, 10–12. I'll pin it once the hall's confirmed

# «note»
Seed swap: Sat 22 March, 10–12, big shed (hall not yet confirmed). Padlock code to change this week.`,
    expect: [
      {
        type: 'send',
        text: "Pencilled in for Saturday 22nd March, 10–12. I'll pin it once the hall's confirmed",
        replyTo: 4005,
      },
      { type: 'note' },
    ],
  },
  // DeepSeek R1 through the endpoint: its reasoning span before the blocks, and a dash signature (two slips).
  {
    name: 'set103: Hazel after a think span, signed at the end',
    ...shed,
    answer: `<think>
Fen is asking me directly about the seed swap. I'm the secretary, so I should give the date. The padlock and water butts can wait.
</think>

# «send»
Saturday 22nd March, 10am, big shed. Bring envelopes!

— Hazel`,
    expect: [{ type: 'send', text: 'Saturday 22nd March, 10am, big shed. Bring envelopes!', replyTo: 4005 }],
  },
  // Gemini 3 Pro: silence narrated in square brackets in a group.
  {
    name: 'set103: Hazel narrates staying out of the slug debate',
    ...slugs,
    answer: `[Not addressed to me; staying out of the slug debate.]`,
    expect: [],
  },
  // Llama 3.x: a presenting line to the model's user at the top of the body.
  {
    name: "set103: Hazel's message after a presenting line",
    ...shed,
    answer: `# «send»
Here's my reply to Fen:

Seed swap's pencilled in for Saturday the 22nd, 10am`,
    expect: [{ type: 'send', text: "Seed swap's pencilled in for Saturday the 22nd, 10am", replyTo: 4005 }],
  },
  // Qwen: a heading without guillemets, with a message id.
  {
    name: 'set103: Hazel with a bare send heading',
    ...shed,
    answer: `# send 4003
Thanks Yusuf, I'll have a look at them tomorrow`,
    expect: [{ type: 'send', text: "Thanks Yusuf, I'll have a look at them tomorrow", replyTo: 4003 }],
  },
  // Gemini 3 Pro: a reading of the group and a tone note after the last message.
  {
    name: 'set103: Hazel answers, then a reading of the group',
    ...shed,
    answer: `# «send»
22nd March, 10 till 12. And whoever keeps leaving the shed open, the new code is coming

The group seems a little tense about the shed; a calm, organised tone suits Hazel's role as secretary.`,
    expect: [
      {
        type: 'send',
        text: '22nd March, 10 till 12. And whoever keeps leaving the shed open, the new code is coming',
        replyTo: 4005,
      },
    ],
  },
];
