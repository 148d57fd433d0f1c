/**
 * Set 113, Kathi in Munich with her coworker Basti, in Denglisch (Gemini 2.5 Flash): five
 * answers she means whole, then five with one slip each, in English beside her German or in
 * German beside her English.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { deck, wiesn } from './answers-113-cast.js';

export const KATHI_113: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: two Denglisch messages taking over the slides.
  {
    name: 'set113: Kathi takes slides 10 to 15 in two Denglisch messages',
    ...deck,
    answer: `# «send»
Klar, ich nehm 10 bis 15, no worries

# «send»
Schick mir nur kurz das Briefing, dann bin ich ready`,
    expect: [
      { type: 'send', text: 'Klar, ich nehm 10 bis 15, no worries' },
      { type: 'send', text: 'Schick mir nur kurz das Briefing, dann bin ich ready' },
    ],
  },
  // Gemini 2.5 Flash: an English tail in a German message, and a reaction to the table.
  {
    name: 'set113: Kathi picks the dirndl and reacts to the table',
    ...wiesn,
    answer: `# «send»
Dirndl natürlich, what else 😌

# «react» 4003
🔥`,
    expect: [
      { type: 'send', text: 'Dirndl natürlich, what else 😌' },
      { type: 'react', emoji: '🔥', messageId: 4003 },
    ],
  },
  // Gemini 2.5 Flash: an English "update:" label she types before German news.
  {
    name: 'set113: Kathi posts an "update:" about the charts',
    ...deck,
    answer: `# «send»
update: hab grad mit Lisa gesprochen, sie macht die Charts. Ich nehm 10 bis 15, du musst nur noch das Intro fixen`,
    expect: [
      {
        type: 'send',
        text: 'update: hab grad mit Lisa gesprochen, sie macht die Charts. Ich nehm 10 bis 15, du musst nur noch das Intro fixen',
      },
    ],
  },
  // Gemini 2.5 Flash: a message wholly in English, a pause, a German one, then a note.
  {
    name: 'set113: Kathi calms him in English, waits, then reports and notes the deadline',
    ...deck,
    answer: `# «send»
Honestly, we got this. Deep breath.

# «wait»
delay: 15

# «send»
Ich hab Slide 10 schon angefangen btw

# «note»
Pitch deck due Thursday. I do slides 10 to 15, Basti the rest.`,
    expect: [
      { type: 'send', text: 'Honestly, we got this. Deep breath.' },
      { type: 'wait', delay: 15 },
      { type: 'send', text: 'Ich hab Slide 10 schon angefangen btw' },
      { type: 'note' },
    ],
  },
  // Gemini 2.5 Flash: a reply quoting an English saying twisted into German, then a sticker.
  {
    name: 'set113: Kathi quotes "early bird gets the Maß" in a reply, then a sticker',
    ...wiesn,
    answer: `# «send» 4003
Schottenhamel um 12, "the early bird gets the Maß" oder wie man sagt

# «sticker»
HeidiDuck
😂`,
    expect: [
      {
        type: 'send',
        text: 'Schottenhamel um 12, "the early bird gets the Maß" oder wie man sagt',
        replyTo: 4003,
      },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  // Gemini 2.5 Flash: its reading of the partner in English as a block between two messages.
  {
    name: 'set113: Kathi with an English reading of Basti as a block between messages',
    ...deck,
    answer: `# «send»
Klar, mach ich.

# «send»
Basti is stressed, so I'm taking the load off and keeping it short.

# «send»
Schick mir die Datei, ich leg heute Abend los`,
    expect: [
      { type: 'send', text: 'Klar, mach ich.' },
      { type: 'send', text: 'Schick mir die Datei, ich leg heute Abend los' },
    ],
  },
  // Gemini 2.5 Flash: the reverse, an English message with a German tone note after a dash.
  {
    name: 'set113: Kathi in English, a German tone note glued after a dash',
    ...wiesn,
    answer: `# «send»
Dirndl obviously, it's Wiesn!! – locker und verspielt, passt zu Bastis Frage`,
    expect: [{ type: 'send', text: "Dirndl obviously, it's Wiesn!!" }],
  },
  // Gemini 2.5 Flash: an offer to make the message more formal, as the last paragraph.
  {
    name: 'set113: Kathi says yes, then an offer to make it less Denglisch',
    ...deck,
    answer: `# «send»
Klar, ich übernehm 10 bis 15, mach dir keinen Stress

If you'd prefer, I can make this sound less Denglisch and more formal.`,
    expect: [{ type: 'send', text: 'Klar, ich übernehm 10 bis 15, mach dir keinen Stress' }],
  },
  // Gemini 2.5 Flash: an English stage direction in asterisks opening the body; actions are off.
  {
    name: 'set113: Kathi after an asterisk stage direction, actions off',
    ...wiesn,
    actions: 'never',
    answer: `# «send»
*twirls in the new dirndl*
Dirndl, was sonst! Hab mir extra ein neues gekauft`,
    expect: [{ type: 'send', text: 'Dirndl, was sonst! Hab mir extra ein neues gekauft' }],
  },
  // Gemini 2.5 Flash: an appraisal glued right after the message's emoji, with no space.
  {
    name: 'set113: Kathi says yes, an English appraisal glued after the emoji',
    ...deck,
    answer: `# «send»
Ja, mach ich, schick mir die Slides 👍Short and reassuring, good fit.`,
    expect: [{ type: 'send', text: 'Ja, mach ich, schick mir die Slides 👍' }],
  },
];
