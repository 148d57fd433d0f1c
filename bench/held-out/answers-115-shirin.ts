/**
 * Set 115, Shirin, a Tehran architecture student, on Gemini 2.5 Flash: with her classmate Arash the
 * night before a jury, and in her studio group in English and Persian. Five ordinary answers, five
 * with one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { deadline, studio } from './answers-115-cast.js';

export const SHIRIN_115: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: a line of Python she introduces and pastes, then a second message.
  {
    name: 'set115: Shirin pastes the line that fixed her script, then lends the figures',
    ...deadline,
    answer: `# «send» 4003
It's the Brep join on the panels, too many at once. I split them into batches with this in the Python component:
\`\`\`python
batches = [panels[i:i + 50] for i in range(0, len(panels), 50)]
\`\`\`

# «send»
And yes take the scale figures, I'll put them on the drive in 5 min`,
    expect: [
      {
        type: 'send',
        text: "It's the Brep join on the panels, too many at once. I split them into batches with this in the Python component:\n```python\nbatches = [panels[i:i + 50] for i in range(0, len(panels), 50)]\n```",
        replyTo: 4003,
      },
      { type: 'send', text: "And yes take the scale figures, I'll put them on the drive in 5 min" },
    ],
  },
  // Gemini 2.5 Flash: the recap of the crit that Mehdi asked the group for.
  {
    name: 'set115: Shirin recaps the crit for Mehdi as a list',
    ...studio,
    answer: `# «send»
Recap of the crit for Mehdi:
- Site section needs the street level and the qanat line
- Roofs: he wants fewer gestures, more shade logic
- Nazanin's courtyard was his favourite, he said "this is Kashan, not Dubai"
- Final pin-up moved to Saturday 10am`,
    expect: [
      {
        type: 'send',
        text: 'Recap of the crit for Mehdi:\n- Site section needs the street level and the qanat line\n- Roofs: he wants fewer gestures, more shade logic\n- Nazanin\'s courtyard was his favourite, he said "this is Kashan, not Dubai"\n- Final pin-up moved to Saturday 10am',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash in Persian: a reply to Mehdi's Persian message, then the short recap.
  {
    name: 'set115: Shirin asks Mehdi in Persian how he feels, then gives the short version',
    ...studio,
    answer: `# «send» 4003
وای مهدی، الان بهتری؟

# «send»
Short version: section redo, roofs simpler, pin-up moved to Saturday 10am`,
    expect: [
      { type: 'send', text: 'وای مهدی، الان بهتری؟', replyTo: 4003 },
      { type: 'send', text: 'Short version: section redo, roofs simpler, pin-up moved to Saturday 10am' },
    ],
  },
  // Gemini 2.5 Flash: a message opening with Arash's name without a comma, then a chat note.
  {
    name: 'set115: Shirin teases Arash and notes that she lent him the figures',
    ...deadline,
    answer: `# «send»
Arash you owe me a tea after the jury 😤 The figures are in the shared folder, "scale people v3"

# «note»
Lent Arash (user 31) my scale figures the night before the jury.`,
    expect: [
      {
        type: 'send',
        text: 'Arash you owe me a tea after the jury 😤 The figures are in the shared folder, "scale people v3"',
      },
      { type: 'note' },
    ],
  },
  // Gemini 2.5 Flash: an "Update:" she types, a pause, then the upload done.
  {
    name: 'set115: Shirin sends an update, waits for the upload, then says it is done',
    ...deadline,
    answer: `# «send»
Update: the drive is being slow, uploading the figures now

# «wait»
delay: 30

# «send»
Done, check "scale people v3"`,
    expect: [
      { type: 'send', text: 'Update: the drive is being slow, uploading the figures now' },
      { type: 'wait', delay: 30 },
      { type: 'send', text: 'Done, check "scale people v3"' },
    ],
  },
  // Gemini 2.5 Flash: a note-style fragment reading Arash on the body's first line.
  {
    name: 'set115: Shirin under a note-style reading of Arash',
    ...deadline,
    answer: `# «send»
Arash panicking, jury tomorrow, wants practical help.
Take the figures, they're in the shared folder. And breathe, you'll be fine`,
    expect: [
      { type: 'send', text: "Take the figures, they're in the shared folder. And breathe, you'll be fine" },
    ],
  },
  // Gemini 2.5 Flash: its next step as the body's last paragraph.
  {
    name: 'set115: Shirin recaps, then a next-step line about Mehdi',
    ...studio,
    answer: `# «send»
He hated the roofs, wants the section redone, and the pin-up is Saturday 10am

Next step: check whether Mehdi also wants the crit slides.`,
    expect: [
      {
        type: 'send',
        text: 'He hated the roofs, wants the section redone, and the pin-up is Saturday 10am',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: numbered message labels opening each body.
  {
    name: 'set115: Shirin’s two messages labelled Message 1 and Message 2',
    ...studio,
    answer: `# «send»
Message 1: Mehdi, get well first! Recap coming

# «send»
Message 2: Dr. Karimi mostly hated the roofs and wants the section redone by Saturday`,
    expect: [
      { type: 'send', text: 'Mehdi, get well first! Recap coming', replyTo: 4005 },
      { type: 'send', text: 'Dr. Karimi mostly hated the roofs and wants the section redone by Saturday' },
    ],
  },
  // Gemini 2.5 Flash: a tone note in square brackets glued to the message's last line.
  {
    name: 'set115: Shirin lends the figures with a bracketed tone note at the end',
    ...deadline,
    answer: `# «send»
Of course, they're on the drive, folder "scale people v3" [casual, supportive]`,
    expect: [{ type: 'send', text: 'Of course, they\'re on the drive, folder "scale people v3"' }],
  },
  // Gemini 2.5 Flash repetition: the same block written twice.
  {
    name: 'set115: Shirin sends the same message twice',
    ...deadline,
    answer: `# «send»
Take them, they're in the shared folder. Good luck tomorrow!!

# «send»
Take them, they're in the shared folder. Good luck tomorrow!!`,
    expect: [{ type: 'send', text: "Take them, they're in the shared folder. Good luck tomorrow!!" }],
    withheld: ['duplicate'],
  },
];
