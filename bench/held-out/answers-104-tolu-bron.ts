/**
 * Set 104, Tolu the Lagos student (Gemini 3 Flash) and Bron the Sydney nurse (Gemini 3 Pro):
 * ordinary answers of every block kind, some that merely look unusual, and one slip each in the
 * others (one answer with two).
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { drive, lamingtons, plumber, slides, swap, weekend } from './answers-104-cast.js';

export const TOLU_BRON_104: readonly CorpusEntry[] = [
  // Gemini 3 Flash: an answer to the callout, then a reply to the earlier request.
  {
    name: 'set104: Tolu is here and points Zainab to her DMs',
    ...slides,
    answer: `# «send»
I dey! Sorry, class ran late. Sharing the slides link now

# «send» 4001
Zainab check your DM, I sent the three papers`,
    expect: [
      {
        type: 'send',
        text: 'I dey! Sorry, class ran late. Sharing the slides link now',
        replyTo: 4005,
      },
      { type: 'send', text: 'Zainab check your DM, I sent the three papers', replyTo: 4001 },
    ],
  },
  // Gemini 3 Flash: a long plan for the group, then her own joke about its length.
  {
    name: 'set104: Tolu shares out the slides and jokes about the epistle',
    ...slides,
    answer: `# «send»
Ok here's the plan so nobody is confused: I'll do slides 1 to 6 (intro and methods), Femi takes 7 to 12 once his laptop charges, Zainab does the lit review with the papers I sent, and Chidi compiles and submits Thursday night so we're not fighting the portal at 11:58pm on Friday

# «send»
Sorry for the epistle 😅 but we move`,
    expect: [
      {
        type: 'send',
        text: "Ok here's the plan so nobody is confused: I'll do slides 1 to 6 (intro and methods), Femi takes 7 to 12 once his laptop charges, Zainab does the lit review with the papers I sent, and Chidi compiles and submits Thursday night so we're not fighting the portal at 11:58pm on Friday",
        replyTo: 4005,
      },
      { type: 'send', text: 'Sorry for the epistle 😅 but we move' },
    ],
  },
  // Gemini 3 Flash: an emoji alone as a reply to the older message, then the answer.
  {
    name: 'set104: Tolu laughs with emoji alone, then answers bus or flight',
    ...weekend,
    answer: `# «send» 4003
😂😂😂

# «send»
Bus, flight is too cost this month. I'll leave Friday morning`,
    expect: [
      { type: 'send', text: '😂😂😂', replyTo: 4003 },
      { type: 'send', text: "Bus, flight is too cost this month. I'll leave Friday morning" },
    ],
  },
  // Gemini 3 Flash: a quoted line she wants passed on to her mother.
  {
    name: 'set104: Tolu quotes what to tell Mummy',
    ...weekend,
    answer: `# «send»
Tell Mummy I said "I am eating like a king" and it's not even a lie, my roommate cooked jollof yesterday

# «send»
And yes I'm coming, bus on Friday`,
    expect: [
      {
        type: 'send',
        text: 'Tell Mummy I said "I am eating like a king" and it\'s not even a lie, my roommate cooked jollof yesterday',
      },
      { type: 'send', text: "And yes I'm coming, bus on Friday" },
    ],
  },
  // Gemini 3 Flash: a note-style reading of a group member as the body's first line.
  {
    name: "set104: Tolu's answer opened by a note-style reading of Amaka",
    ...slides,
    answer: `# «send»
Amaka impatient, deadline pressure — reassure fast.
I'm here! Slides going up on the drive in 10 mins`,
    expect: [{ type: 'send', text: "I'm here! Slides going up on the drive in 10 mins", replyTo: 4005 }],
  },
  // Gemini 3 Flash: her own silence narrated in the third person, in a group nobody asked her in.
  {
    name: 'set104: Tolu narrated as staying quiet about the slides',
    ...drive,
    answer: '(Tolu stays quiet, Zainab already pointed Chidi to the drive)',
    expect: [],
    silence: '',
  },
  // Gemini 3 Flash: the persona's name as a chat-log speaker label on the message's first line.
  {
    name: 'set104: Tolu labelled by her own name in the group',
    ...slides,
    answer: `# «send»
Tolu: I dey o! Give me 30 minutes, my data just finished`,
    expect: [
      {
        type: 'send',
        text: 'I dey o! Give me 30 minutes, my data just finished',
        replyTo: 4005,
      },
    ],
    withheld: ['label'],
  },
  // Gemini 3 Flash: a note on its tone after a dash on the message's own line.
  {
    name: 'set104: Tolu answers bus, then a tone note after a dash',
    ...weekend,
    answer: `# «send»
Bus o, flight money don finish — keeping it casual and playful, like cousins.`,
    expect: [{ type: 'send', text: 'Bus o, flight money don finish' }],
  },
  // Gemini 3 Flash: the answer stopped at the output limit inside the last block.
  {
    name: 'set104: Tolu coming home, the second message cut off',
    ...weekend,
    answer: `# «send»
Coming home! Bus on Friday morning

# «send»
Tell Mummy not to cook too much, last time I carried three coolers of`,
    truncated: true,
    expect: [{ type: 'send', text: 'Coming home! Bus on Friday morning' }],
    withheld: ['truncated'],
  },
  // Gemini 3 Pro: a "first X, then Y" plan of her own in one message.
  {
    name: 'set104: Bron will be home, first a shower, then an alarm',
    ...plumber,
    answer: `# «send»
Don't take the morning off, I'll be home. I finish at 7:30 so first I'm having a shower, then I'll set an alarm for 8 and wait for him on the couch`,
    expect: [
      {
        type: 'send',
        text: "Don't take the morning off, I'll be home. I finish at 7:30 so first I'm having a shower, then I'll set an alarm for 8 and wait for him on the couch",
      },
    ],
  },
  // Gemini 3 Pro: a quoted text from the plumber, as a reply to the older message.
  {
    name: "set104: Bron quotes the plumber's last text",
    ...plumber,
    answer: `# «send» 4003
Did he actually say 8 to 12? Last time his text said "between 8 and 12ish" and the guy rocked up at 3

# «send»
I'll be home anyway, don't waste a morning off on a plumber`,
    expect: [
      {
        type: 'send',
        text: 'Did he actually say 8 to 12? Last time his text said "between 8 and 12ish" and the guy rocked up at 3',
        replyTo: 4003,
      },
      { type: 'send', text: "I'll be home anyway, don't waste a morning off on a plumber" },
    ],
  },
  // Gemini 3 Pro: a yes to the callout and a thumbs-up to the reminder.
  {
    name: 'set104: Bron takes the swap and thumbs up the audit reminder',
    ...swap,
    answer: `# «send»
Yeah go on, Sunday arvo is yours Mel. I'll take Sat AM

# «react» 4003
👍`,
    expect: [
      { type: 'send', text: "Yeah go on, Sunday arvo is yours Mel. I'll take Sat AM", replyTo: 4005 },
      { type: 'react', emoji: '👍', messageId: 4003 },
    ],
  },
  // Gemini 3 Pro: a reaction, then a message naming the message it answers.
  {
    name: 'set104: Bron loves the lamingtons and saves Kez two',
    ...lamingtons,
    answer: `# «react» 4003
😍

# «send» 4005
Kez I've hidden two in the fridge behind the yoghurts for you`,
    expect: [
      { type: 'react', emoji: '😍', messageId: 4003 },
      { type: 'send', text: "Kez I've hidden two in the fridge behind the yoghurts for you", replyTo: 4005 },
    ],
  },
  // Gemini 3 Pro: two messages with a pause between them.
  {
    name: 'set104: Bron answers, waits, then remembers her key',
    ...plumber,
    answer: `# «send»
I'll be home, don't stress

# «wait»
delay: 40

# «send»
Actually can you leave the back gate unlocked? My key's still in my locker at work`,
    expect: [
      { type: 'send', text: "I'll be home, don't stress" },
      { type: 'wait', delay: 40 },
      {
        type: 'send',
        text: "Actually can you leave the back gate unlocked? My key's still in my locker at work",
      },
    ],
  },
  // Gemini 3 Pro: its reading of the partner by pronoun as the body's first paragraph.
  {
    name: "set104: Bron's message under a reading of Jess by pronoun",
    ...plumber,
    answer: `# «send»
She sounds stretched with work and doesn't want to lose a morning, so I'll offer to cover it.

I'll be home, don't you dare take the morning off!`,
    expect: [{ type: 'send', text: "I'll be home, don't you dare take the morning off!" }],
  },
  // Gemini 3 Pro: a near-miss heading with no space after the hash.
  {
    name: 'set104: Bron under a heading missing its space',
    ...plumber,
    answer: `#«send» 4001
Nights again yep, Tuesday to Thursday

# «send»
So I'm home Thursday morning anyway, I'll let him in`,
    expect: [
      { type: 'send', text: 'Nights again yep, Tuesday to Thursday', replyTo: 4001 },
      { type: 'send', text: "So I'm home Thursday morning anyway, I'll let him in" },
    ],
  },
  // Gemini 3 Pro: an appraisal of its own reply after a dash on the message's last line.
  {
    name: 'set104: Bron declines the swap, then an appraisal after a dash',
    ...swap,
    answer: `# «send»
Sat AM is a no for me sorry Mel, I've got Pilates with my mum. Ask me again for next weekend though — friendly but clear that this Saturday is off the table.`,
    expect: [
      {
        type: 'send',
        text: "Sat AM is a no for me sorry Mel, I've got Pilates with my mum. Ask me again for next weekend though",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: two slips, its next step glued under a message's last line and an offer to redo after the blocks.
  {
    name: 'set104: Bron swaps, a next-step note under the message and an offer at the end',
    ...swap,
    answer: `# «send»
Yep happy to swap, Sat AM is mine
Next, acknowledge Kez's audit reminder.

# «send» 4003
Hands have never been cleaner Kez 🧼

I can also give you a version that doesn't mention the audit.`,
    expect: [
      { type: 'send', text: 'Yep happy to swap, Sat AM is mine', replyTo: 4005 },
      { type: 'send', text: 'Hands have never been cleaner Kez 🧼', replyTo: 4003 },
    ],
  },
];
