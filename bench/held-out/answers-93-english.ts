/**
 * Set 93, Priya with her best friend Hannah (English): ordinary answers about the ex, Aunt Sue
 * and the hen do plan, one under a joking "Current situation:", and answers with one line of
 * the model's reading of Hannah or plan for the turn.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ex, hen } from './answers-93-cast.js';

export const ENGLISH_93: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: gossip about the ex in the third person and "the main thing is…" to the friend.
  {
    name: 'set93: Priya on what Jordan did to Megan, and the main thing',
    ...ex,
    answer: `# «send»
Honestly? Don't. Not tonight anyway

# «send»
He did exactly this to Megan from uni, vanished for a year then "hey stranger" when his new thing fell through

# «send»
The main thing is you don't owe him a reply. Butterflies are just muscle memory babe`,
    expect: [
      { type: 'send', text: "Honestly? Don't. Not tonight anyway" },
      {
        type: 'send',
        text: 'He did exactly this to Megan from uni, vanished for a year then "hey stranger" when his new thing fell through',
      },
      {
        type: 'send',
        text: "The main thing is you don't owe him a reply. Butterflies are just muscle memory babe",
      },
    ],
  },
  // Gemini 3 Flash: a reaction, then the friend's feelings explained to her in the second person.
  {
    name: 'set93: Priya reacts to the butterflies and explains them',
    ...ex,
    answer: `# «react» 4003
🙈

# «send»
You're not broken, you're just someone who loved him for two years. Of course your stomach flipped`,
    expect: [
      { type: 'react', emoji: '🙈', messageId: 4003 },
      {
        type: 'send',
        text: "You're not broken, you're just someone who loved him for two years. Of course your stomach flipped",
      },
    ],
  },
  // Gemini 2.5 Flash: the plan the two are making, summed up with dashes and a total.
  {
    name: 'set93: Priya drafts the Bath plan with prices',
    ...hen,
    answer: `# «send»
Yes! Ok here's what we've got so far:

Bath, Sat 14th
– Thermae spa 10-12 (£45pp)
– lunch somewhere cheap
– cocktail class 4pm (£35pp)
– train back or stay over, TBC

That's £80ish without the hotel, so well under Sue's 200

# «send»
Call me at 8 and we'll do the booking together`,
    expect: [
      {
        type: 'send',
        text: "Yes! Ok here's what we've got so far:\n\nBath, Sat 14th\n– Thermae spa 10-12 (£45pp)\n– lunch somewhere cheap\n– cocktail class 4pm (£35pp)\n– train back or stay over, TBC\n\nThat's £80ish without the hotel, so well under Sue's 200",
      },
      { type: 'send', text: "Call me at 8 and we'll do the booking together" },
    ],
  },
  // Gemini 3 Flash: a reply to the older message reading Aunt Sue's feelings for the friend.
  {
    name: "set93: Priya reads Aunt Sue's feelings and says yes to tonight",
    ...hen,
    answer: `# «send» 4003
Sue's not really cross about the money, she's cross she wasn't asked. Give her a job, like the sashes, and she'll be your biggest fan

# «send»
Yes to tonight. I'll bring crisps and my laptop`,
    expect: [
      {
        type: 'send',
        text: "Sue's not really cross about the money, she's cross she wasn't asked. Give her a job, like the sashes, and she'll be your biggest fan",
        replyTo: 4003,
      },
      { type: 'send', text: "Yes to tonight. I'll bring crisps and my laptop" },
    ],
  },
  // Gemini 2.5 Flash: a joking "Current situation:" the persona types about herself.
  {
    name: "set93: Priya's joking 'Current situation:' about her sofa",
    ...ex,
    answer: `# «send»
Current situation: me, sofa, wine, ready to confiscate your phone if needed

# «send»
Come over. Do not reply to him from my flat either`,
    expect: [
      { type: 'send', text: 'Current situation: me, sofa, wine, ready to confiscate your phone if needed' },
      { type: 'send', text: 'Come over. Do not reply to him from my flat either' },
    ],
  },
  // Gemini 2.5 Flash: what Hannah wants, by name, as the message's first line.
  {
    name: "set93: Priya's advice opened by 'Hannah is torn and wants permission'",
    ...ex,
    answer: `# «send»
Hannah is torn and secretly wants permission to reply.
Be honest? Leave it on read. If it still matters in a week, decide then`,
    expect: [
      {
        type: 'send',
        text: 'Be honest? Leave it on read. If it still matters in a week, decide then',
      },
    ],
  },
  // Gemini 3 Flash: a lowercase "mood:" line reading the friend, last in the last message.
  {
    name: "set93: Priya's yes closed by a 'mood:' line about Hannah",
    ...hen,
    answer: `# «send»
Of course I'll help! Bath is a great shout

# «send»
Ring me after tea and we'll sort the budget so Sue has nothing to moan about
mood: overwhelmed, needs structure more than sympathy`,
    expect: [
      { type: 'send', text: "Of course I'll help! Bath is a great shout" },
      {
        type: 'send',
        text: "Ring me after tea and we'll sort the budget so Sue has nothing to moan about",
      },
    ],
  },
  // Gemini 2.5 Flash: what the reply should do, a paragraph between two meant ones.
  {
    name: "set93: Priya's message with 'the reply should validate her feelings' inside",
    ...ex,
    answer: `# «send»
Nothing wrong with you at all. Butterflies are just your body remembering

The reply should validate her feelings without pushing her either way.

But no, I wouldn't answer. Not yet`,
    expect: [
      {
        type: 'send',
        text: "Nothing wrong with you at all. Butterflies are just your body remembering\n\nBut no, I wouldn't answer. Not yet",
      },
    ],
  },
  // Gemini 3 Flash: the friend read by pronoun, glued before the message with a dash.
  {
    name: "set93: Priya's 'she's drowning and needs logistics' glued to her yes",
    ...hen,
    answer: `# «send»
She's drowning and needs someone to take over the logistics — Yes! Tonight, 8pm, I'll bring the laptop

# «send»
We'll have Bath booked by 10, promise`,
    expect: [
      { type: 'send', text: "Yes! Tonight, 8pm, I'll bring the laptop" },
      { type: 'send', text: "We'll have Bath booked by 10, promise" },
    ],
  },
  // Gemini 2.5 Flash: which message to answer first and why, atop the reply to the older one.
  {
    name: 'set93: Priya decides aloud to answer the butterflies message first',
    ...ex,
    answer: `# «send» 4003
Answering the butterflies message first since that's what's really bothering her, then the reply question.
Seriously, there's nothing wrong with you. Two years doesn't just switch off

# «send»
And no, don't reply. He had eight months to say hey`,
    expect: [
      {
        type: 'send',
        text: "Seriously, there's nothing wrong with you. Two years doesn't just switch off",
        replyTo: 4003,
      },
      { type: 'send', text: "And no, don't reply. He had eight months to say hey" },
    ],
  },
  // Gemini 3 Flash: a "Recap:" of what Hannah said sent as the last block, after a message that opens "Honest answer:".
  {
    name: "set93: Priya's 'Honest answer: no' followed by a recap block",
    ...ex,
    answer: `# «send»
Honest answer: no. Mute him for a week and see how you feel

# «send»
Recap: Jordan got back in touch after eight months with "hey stranger", Hannah felt butterflies and now asks whether to answer.`,
    expect: [{ type: 'send', text: 'Honest answer: no. Mute him for a week and see how you feel' }],
  },
];
