/**
 * Set 108, Bronwyn in her Melbourne school's Year 5 staff group (Gemini 3 Pro): an excursion
 * summary for Priya, footy tipping between two colleagues, and covering a sick colleague's class.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { year5Cover, year5Excursion, year5Footy } from './answers-108-cast.js';

export const BRONWYN_108: readonly CorpusEntry[] = [
  // Ordinary: the summary Priya asked for, as a bulleted list.
  {
    name: 'set108: Bronwyn sums up the excursion for Priya',
    ...year5Excursion,
    answer: `# «send» 4005
Here you go Priya:
• Melbourne Museum, Thursday, Dysons buses 8:45
• 5 parent helpers so far, I'm chasing 2 more
• Ollie's EpiPen: Sophie's telling the office
• Final numbers to the museum by Tuesday
• Kids bring a packed lunch, no nuts`,
    expect: [
      {
        type: 'send',
        text: "Here you go Priya:\n• Melbourne Museum, Thursday, Dysons buses 8:45\n• 5 parent helpers so far, I'm chasing 2 more\n• Ollie's EpiPen: Sophie's telling the office\n• Final numbers to the museum by Tuesday\n• Kids bring a packed lunch, no nuts",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: the order of answering and why, as a line before the first block.
  {
    name: 'set108: Bronwyn answers Priya and Mick under an order line outside the blocks',
    ...year5Excursion,
    answer: `Priya first since she asked directly, then Mick's helper question.

# «send» 4005
Museum Thursday, buses 8:45, numbers due Tuesday, nut-free lunches

# «send» 3999
Mick, 5 confirmed, I've asked the Nguyens and Tom's dad too`,
    expect: [
      {
        type: 'send',
        text: 'Museum Thursday, buses 8:45, numbers due Tuesday, nut-free lunches',
        replyTo: 4005,
      },
      { type: 'send', text: "Mick, 5 confirmed, I've asked the Nguyens and Tom's dad too", replyTo: 3999 },
    ],
    withheld: ['outside-blocks'],
  },
  // Ordinary: agreeing to cover, and a plan of who does what for the day.
  {
    name: 'set108: Bronwyn covers the spelling test and posts the day plan',
    ...year5Cover,
    answer: `# «send» 4005
Yep, I'll take 5S for spelling at 11. Plan for today:
Daniel - relief teacher + morning roll
Me - spelling test, and I'll swap my recess duty with Priya's lunch one
Mick - bus list, as you said
Priya - can you cover Soph's lunch duty?`,
    expect: [
      {
        type: 'send',
        text: "Yep, I'll take 5S for spelling at 11. Plan for today:\nDaniel - relief teacher + morning roll\nMe - spelling test, and I'll swap my recess duty with Priya's lunch one\nMick - bus list, as you said\nPriya - can you cover Soph's lunch duty?",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: a register note after a full stop on the message's last line.
  {
    name: 'set108: Bronwyn agrees to cover, a register note after the last full stop',
    ...year5Cover,
    answer: `# «send» 4005
No worries Mick, I'll take them at 11. Will grab the test sheets from Soph's tray. Warm but efficient, matching the staff chat.`,
    expect: [
      {
        type: 'send',
        text: "No worries Mick, I'll take them at 11. Will grab the test sheets from Soph's tray.",
        replyTo: 4005,
      },
    ],
  },
  // Ordinary: a joke about the group, in the middle of the footy banter.
  {
    name: 'set108: Bronwyn jokes about the staff tipping ladder',
    ...year5Footy,
    answer: `# «send»
Year 5 tipping ladder as of today: me on top, Daniel propping up the bottom, Mick talking the most. Some things never change 🏆`,
    expect: [
      {
        type: 'send',
        text: 'Year 5 tipping ladder as of today: me on top, Daniel propping up the bottom, Mick talking the most. Some things never change 🏆',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: a think block, then the silence announced in square brackets.
  {
    name: 'set108: Bronwyn announces in brackets that she is not replying',
    ...year5Footy,
    answer: `# «think»
Footy banter between Mick and Daniel.

# «send»
[Not replying — this one isn't aimed at me]`,
    expect: [],
    silence: 'stage direction',
  },
  // Ordinary: a word to the sick colleague and a short yes to Mick, each by id.
  {
    name: 'set108: Bronwyn tells Sophie to rest and says yes to Mick',
    ...year5Cover,
    answer: `# «send» 4001
Soph, don't you dare check emails today. Tea and couch 🫖

# «send» 4005
Done, I've got spelling at 11`,
    expect: [
      { type: 'send', text: "Soph, don't you dare check emails today. Tea and couch 🫖", replyTo: 4001 },
      { type: 'send', text: "Done, I've got spelling at 11", replyTo: 4005 },
    ],
  },
  // Gemini 3 Pro: a reading of the sick colleague by pronoun, as a block between two messages.
  {
    name: 'set108: Bronwyn covers, a block reading Sophie between the messages',
    ...year5Cover,
    answer: `# «send» 4005
Sure Mick, I'll do the spelling test at 11

# «send»
She'll be anxious about her class, so reassure her it's handled.

# «send» 4001
Soph your lot are in good hands, just rest ❤️`,
    expect: [
      { type: 'send', text: "Sure Mick, I'll do the spelling test at 11", replyTo: 4005 },
      { type: 'send', text: 'Soph your lot are in good hands, just rest ❤️', replyTo: 4001 },
    ],
  },
  // Ordinary: the principal's words passed on in quotes, then a short conclusion.
  {
    name: 'set108: Bronwyn passes on the principal about the museum tour',
    ...year5Excursion,
    answer: `# «send»
Oh and passing this on from Karen: "Museum rang, they can fit us in for the Bunjilaka tour at 10:30 if we arrive by 10:15"

# «send»
So buses at 8:45 still works 👍`,
    expect: [
      {
        type: 'send',
        text: 'Oh and passing this on from Karen: "Museum rang, they can fit us in for the Bunjilaka tour at 10:30 if we arrive by 10:15"',
        replyTo: 4005,
      },
      { type: 'send', text: 'So buses at 8:45 still works 👍' },
    ],
  },
  // Gemini 3 Pro: a thought as a JSON object on the first line of the message block.
  {
    name: 'set108: Bronwyn sums up under a JSON thought line',
    ...year5Excursion,
    answer: `# «send» 4005
{"type": "thought", "content": "Priya only needs the key decisions"}
Museum Thursday, buses 8:45, final numbers by Tuesday, nut-free lunches 🙂`,
    expect: [
      {
        type: 'send',
        text: 'Museum Thursday, buses 8:45, final numbers by Tuesday, nut-free lunches 🙂',
        replyTo: 4005,
      },
    ],
  },
];
