/**
 * Set 106, Taras, a Kyiv programmer (Gemini 2.5 Flash): with his colleague Olena during an
 * outage and an air-raid alert, and in his team's group when Dmytro asks him by name and when
 * the team grumbles about the coffee machine.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { coffee, deploy, release } from './answers-106-cast.js';

export const TARAS_106: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: two short messages, the second in Ukrainian.
  {
    name: 'set106: Taras takes the queue and tells Olena to take care',
    ...deploy,
    answer: `# «send»
Go, I've got the queue 🙏

# «send»
Бережи себе`,
    expect: [
      { type: 'send', text: "Go, I've got the queue 🙏" },
      { type: 'send', text: 'Бережи себе' },
    ],
  },
  // Gemini 2.5 Flash: a reasoning label in Ukrainian opening the message body.
  {
    name: 'set106: Taras under a Ukrainian reasoning label',
    ...deploy,
    answer: `# «send»
Міркування: Олена йде в укриття, відповідь має бути короткою і заспокійливою.
Go! I'll check the worker and write here`,
    expect: [{ type: 'send', text: "Go! I'll check the worker and write here" }],
    withheld: ['reasoning'],
  },
  // Gemini 2.5 Flash: a yes and a migration name typed in code formatting.
  {
    name: 'set106: Taras takes the release notes and names the migration',
    ...release,
    answer: `# «send»
Yes, I'll take the release notes
Migration is ready, \`0042_add_invoice_index\` ran fine on staging`,
    expect: [
      {
        type: 'send',
        text: "Yes, I'll take the release notes\nMigration is ready, `0042_add_invoice_index` ran fine on staging",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: a bracketed tone note glued to the start of the message.
  {
    name: 'set106: Taras opens with a bracketed tone note glued on',
    ...release,
    answer: `# «send»
(casual, team-lead friendly) Sure, notes are mine. Migration is ready for Thursday`,
    expect: [{ type: 'send', text: 'Sure, notes are mine. Migration is ready for Thursday', replyTo: 4005 }],
  },
  // Gemini 2.5 Flash: a joke in a group when not addressed.
  {
    name: 'set106: Taras offers his moka pot to the team',
    ...coffee,
    answer: `# «send»
I'll bring my moka pot tomorrow, backend will survive`,
    expect: [{ type: 'send', text: "I'll bring my moka pot tomorrow, backend will survive", replyTo: 4005 }],
  },
  // Gemini 2.5 Flash: a stage direction as the message's last line in a group.
  {
    name: 'set106: Taras supports the ticket, then a stage direction',
    ...coffee,
    answer: `# «send»
+1 on the ticket, I'm not debugging anything without coffee
*sighs and opens Jira*`,
    expect: [
      {
        type: 'send',
        text: "+1 on the ticket, I'm not debugging anything without coffee",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: a reaction to the rollback and a message.
  {
    name: 'set106: Taras thanks Olena for the rollback with a reaction',
    ...deploy,
    answer: `# «react» 4003
🙏

# «send»
Go now. I'm on the queue dashboard, will write here when it's clear`,
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4003 },
      { type: 'send', text: "Go now. I'm on the queue dashboard, will write here when it's clear" },
    ],
  },
  // Gemini 2.5 Flash: a "message:" key line opening the body.
  {
    name: 'set106: Taras under a message key line',
    ...deploy,
    answer: `# «send»
message: Stay safe, I'll handle the worker`,
    expect: [{ type: 'send', text: "Stay safe, I'll handle the worker" }],
  },
  // Gemini 2.5 Flash: a group answer and a note about who does what.
  {
    name: 'set106: Taras takes the notes and writes it down',
    ...release,
    answer: `# «send»
Ok, release notes are mine this time. Migration is ready

# «note»
Thursday release: I write the release notes (Dmytro asked). Migration 0042 done on staging.`,
    expect: [
      { type: 'send', text: 'Ok, release notes are mine this time. Migration is ready', replyTo: 4005 },
      { type: 'note' },
    ],
  },
  // Gemini 2.5 Flash: a block of an unknown kind holding the persona's mood.
  {
    name: 'set106: Taras answers, then an unknown mood block',
    ...release,
    answer: `# «send»
Fine, I'll do them. Migration is ready

# «mood»
slightly annoyed at being picked again`,
    expect: [{ type: 'send', text: "Fine, I'll do them. Migration is ready", replyTo: 4005 }],
    withheld: ['unknown-block'],
  },
];
