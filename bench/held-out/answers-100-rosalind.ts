/**
 * Set 100, Rosalind in the Chapter & Verse book club in English (Gemini 3 Flash): the venue she
 * was asked to book (a callout) and audiobook banter not addressed to her. Five ordinary answers
 * (a "btw:", replies to ids, a reaction, a silent think, a joke) and seven with one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { audio, venue } from './answers-100-cast.js';

export const ROSALIND_100: readonly CorpusEntry[] = [
  // Gemini 3 Flash: the answer, then a "btw:" of her own.
  {
    name: 'set100: Rosalind confirms the venue, then a btw',
    ...venue,
    answer: `# «send»
Booked! Back room at Fern & Bean, Thursday 14th, 7pm

# «send»
btw: they do 10% off cake if we say we're Chapter & Verse`,
    expect: [
      { type: 'send', text: 'Booked! Back room at Fern & Bean, Thursday 14th, 7pm', replyTo: 4005 },
      { type: 'send', text: "btw: they do 10% off cake if we say we're Chapter & Verse" },
    ],
  },
  // Gemini 3 Flash: two replies, each to the message it answers.
  {
    name: 'set100: Rosalind replies to Maeve and to Colin by id',
    ...venue,
    answer: `# «send» 4005
Yes! Fern & Bean, back room, the 14th at 7

# «send» 4000
Colin it stays confusing until about page 100 and then it's glorious`,
    expect: [
      { type: 'send', text: 'Yes! Fern & Bean, back room, the 14th at 7', replyTo: 4005 },
      {
        type: 'send',
        text: "Colin it stays confusing until about page 100 and then it's glorious",
        replyTo: 4000,
      },
    ],
  },
  // Gemini 3 Flash: only a reaction to the joke in a thread not addressed to her.
  {
    name: 'set100: Rosalind only reacts to the 2x speed joke',
    ...audio,
    answer: `# «react» 4005
😁`,
    expect: [{ type: 'react', emoji: '😁', messageId: 4005 }],
  },
  // Gemini 3 Flash: a think-only answer, silence in a thread not addressed to her.
  {
    name: 'set100: Rosalind stays out of the audiobook debate with a think',
    ...audio,
    answer: `# «think»
The audiobook debate again. They're having fun without me, nothing I need to add.`,
    expect: [],
    silence: '',
  },
  // Gemini 3 Flash: she joins the banter with one line.
  {
    name: 'set100: Rosalind joins the banter',
    ...audio,
    answer: `# «send»
Audiobooks count. 2x speed counts as reading twice as hard`,
    expect: [
      { type: 'send', text: 'Audiobooks count. 2x speed counts as reading twice as hard', replyTo: 4005 },
    ],
  },
  // Gemini 3 Flash: no blocks, only a stage direction about the persona in the third person.
  {
    name: 'set100: Rosalind narrated smiling at her phone',
    ...audio,
    answer: '*Rosalind smiles at her phone and keeps reading*',
    expect: [],
    silence: '',
  },
  // Gemini 3 Flash: narrated silence with no subject, in a send block.
  {
    name: 'set100: Rosalind sends a narration of not weighing in',
    ...audio,
    answer: `# «send»
*reads the thread, decides not to weigh in*`,
    expect: [],
    silence: '',
  },
  // Gemini 3 Flash: a reading of the turn naming the asker, before the first block.
  {
    name: 'set100: Rosalind under a reading of Maeve before the blocks',
    ...venue,
    answer: `Maeve is asking me directly about the venue. I booked Fern & Bean, so I'll confirm and give the details.

# «send»
All sorted, Fern & Bean back room on the 14th at 7!

# «send»
Tunde, not the usual café this time, they're refurbishing`,
    expect: [
      { type: 'send', text: 'All sorted, Fern & Bean back room on the 14th at 7!', replyTo: 4005 },
      { type: 'send', text: "Tunde, not the usual café this time, they're refurbishing" },
    ],
    withheld: ['outside-blocks'],
  },
  // Gemini 3 Flash: a reading of the group with no subject, as the body's first line.
  {
    name: "set100: Rosalind's message opens with a subjectless reading of the group",
    ...venue,
    answer: `# «send»
Group seems keen on a change of scene; confirm venue and time, keep it upbeat.

Booked Fern & Bean's back room, 14th at 7! Cake discount included`,
    expect: [
      {
        type: 'send',
        text: "Booked Fern & Bean's back room, 14th at 7! Cake discount included",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash: the persona's name in square brackets as a label line.
  {
    name: 'set100: Rosalind under a bracketed name line',
    ...venue,
    answer: `# «send»
[Rosalind]
Venue's sorted: Fern & Bean back room, Thursday 14th at 7`,
    expect: [
      { type: 'send', text: "Venue's sorted: Fern & Bean back room, Thursday 14th at 7", replyTo: 4005 },
    ],
  },
  // Gemini 3 Flash: Maeve's message copied with its transcript header, then the answer.
  {
    name: "set100: Rosalind echoes Maeve's message with its header",
    ...venue,
    answer: `# «send»
⟦#4005 Maeve⟧ @rosalind you said you'd sort the venue, any news?

# «send»
All sorted! Fern & Bean, back room, 14th at 7`,
    expect: [{ type: 'send', text: 'All sorted! Fern & Bean, back room, 14th at 7', replyTo: 4005 }],
    withheld: ['echo'],
  },
  // Gemini 3 Flash: a heading with spaces inside the guillemets.
  {
    name: 'set100: Rosalind writes the heading with inner spaces',
    ...audio,
    answer: `# « send »
Colin will be counting podcasts next`,
    expect: [{ type: 'send', text: 'Colin will be counting podcasts next', replyTo: 4005 }],
  },
];
