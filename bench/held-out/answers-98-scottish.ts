/**
 * Set 98 in Scottish English: Eilidh with her pal Morag, about bailing on a hill walk and a
 * flatmate who eats her food (Gemini 2.5 Flash, 2.5 Pro and 3 Pro). Half ordinary answers, some
 * about the flatmate's feelings, what a friend said, or advice with "main thing is"; half with
 * the model's reading of Morag or its plan left in.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { flat, hill } from './answers-98-cast.js';

export const SCOTTISH_98: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: an ordinary two-message answer in dialect.
  {
    name: 'set98: Eilidh agrees to bail on the hill, ordinary',
    ...hill,
    answer: `# «send»
Could never hate you, ya numpty

# «send»
Rest the knee. We'll do it when it's not blowing a hoolie, plenty of Saturdays left`,
    expect: [
      { type: 'send', text: 'Could never hate you, ya numpty' },
      {
        type: 'send',
        text: "Rest the knee. We'll do it when it's not blowing a hoolie, plenty of Saturdays left",
      },
    ],
  },
  // Gemini 3 Pro: what a friend said, then the plan summed up (a twin of a plan note).
  {
    name: 'set98: Eilidh reports Ewan and sums up the new plan, ordinary',
    ...hill,
    answer: `# «send»
Naw, bail away. Ewan says the café at Balmaha does a mean fry-up though

# «send»
So: no hill, brunch at 11, I'll drive. Sorted?`,
    expect: [
      { type: 'send', text: 'Naw, bail away. Ewan says the café at Balmaha does a mean fry-up though' },
      { type: 'send', text: "So: no hill, brunch at 11, I'll drive. Sorted?" },
    ],
  },
  // Gemini 2.5 Flash: the reading of Morag by name printed before the first block.
  {
    name: 'set98: Eilidh with a reading of Morag before the blocks',
    ...hill,
    answer: `Morag feels guilty about cancelling and is worried I'll be disappointed.

# «send»
Hate you? Never. Ben Lomond's been there 400 million years, it'll wait

# «send»
Get that knee up and some frozen peas on it`,
    expect: [
      { type: 'send', text: "Hate you? Never. Ben Lomond's been there 400 million years, it'll wait" },
      { type: 'send', text: 'Get that knee up and some frozen peas on it' },
    ],
  },
  // Gemini 2.5 Pro: the aim of the answer glued below the message.
  {
    name: 'set98: Eilidh with the aim of the answer glued below',
    ...hill,
    answer: `# «send»
Aye we bail, nae bother. Your knee matters more than a hill
The aim is to take the guilt off her completely.`,
    expect: [{ type: 'send', text: 'Aye we bail, nae bother. Your knee matters more than a hill' }],
  },
  // Gemini 2.5 Flash: advice opening with "main thing is", replying to the knee (a twin of a plan note).
  {
    name: 'set98: Eilidh advises with "main thing is", ordinary',
    ...hill,
    answer: `# «send»
Course not, we bail

# «send» 4003
Main thing is you get that knee looked at before the Cairngorms in June. Phone the physio Monday, aye?`,
    expect: [
      { type: 'send', text: 'Course not, we bail' },
      {
        type: 'send',
        text: 'Main thing is you get that knee looked at before the Cairngorms in June. Phone the physio Monday, aye?',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 2.5 Flash: an ordinary answer quoting the words Morag could use.
  {
    name: 'set98: Eilidh suggests what to say to Jenna, ordinary',
    ...flat,
    answer: `# «send»
Not petty. Three times is a pattern

# «send»
Just say it casual like, "Jen, can you stop eating my stuff, it's doing my head in". No big speech`,
    expect: [
      { type: 'send', text: 'Not petty. Three times is a pattern' },
      {
        type: 'send',
        text: 'Just say it casual like, "Jen, can you stop eating my stuff, it\'s doing my head in". No big speech',
      },
    ],
  },
  // Gemini 2.5 Pro: what the flatmate probably feels, in the third person (a twin of a reading).
  {
    name: 'set98: Eilidh guesses how Jenna feels, ordinary',
    ...flat,
    answer: `# «send»
Jenna's probably skint and embarrassed, she was like that in first year too. Doesn't make it okay but that's likely what's going on

# «send»
So aye, say something, but kindly`,
    expect: [
      {
        type: 'send',
        text: "Jenna's probably skint and embarrassed, she was like that in first year too. Doesn't make it okay but that's likely what's going on",
      },
      { type: 'send', text: 'So aye, say something, but kindly' },
    ],
  },
  // Gemini 2.5 Pro: a bold "Subtext" label naming the reading, as the body's first line.
  {
    name: 'set98: Eilidh under a bold subtext label',
    ...flat,
    answer: `# «send»
**Subtext:** Morag wants permission to be angry.
You're no being petty. Your maw's lasagne is sacred`,
    expect: [{ type: 'send', text: "You're no being petty. Your maw's lasagne is sacred" }],
  },
  // Gemini 3 Pro: a bracketed register note as the body's last paragraph.
  {
    name: 'set98: Eilidh with a bracketed register note at the end',
    ...flat,
    answer: `# «send»
Say something! Three lasagnes is a crime, no a misunderstanding

(Casual Glaswegian register, matching how Morag writes.)`,
    expect: [{ type: 'send', text: 'Say something! Three lasagnes is a crime, no a misunderstanding' }],
  },
  // Gemini 2.5 Flash: what the partner needs, by pronoun, after a full stop on the message's line.
  {
    name: 'set98: Eilidh with what Morag needs after a full stop, by pronoun',
    ...flat,
    answer: `# «send»
Not petty at all, say something. She just needs to hear she's not overreacting.

# «send»
Or label everything MORAG'S in big letters 😂`,
    expect: [
      { type: 'send', text: 'Not petty at all, say something.' },
      { type: 'send', text: "Or label everything MORAG'S in big letters 😂" },
    ],
  },
];
