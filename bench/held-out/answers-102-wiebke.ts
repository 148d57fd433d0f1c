/**
 * Set 102, Wiebke with her friend Jens and in her Hamburg hiking group in German (Gemini 3
 * Flash): a child's excitement told, her plan, teasing and advice to a nervous father, a meetup
 * recap sent on purpose, beside moods and aims under labels, an English reading, a length note
 * and a recap of the group left in.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { schultuete, wandern } from './answers-102-cast.js';

export const WIEBKE_102: readonly CorpusEntry[] = [
  // Gemini 3 Flash: the partner's son's nerves, "er" after Paul is named, and a yes.
  {
    name: 'set102: Wiebke on Paul being excited, then the cake',
    ...schultuete,
    answer: `# «send» 4001
Wie süß! Paul wird das super machen. Er ist bestimmt aufgeregt, aber das legt sich nach der ersten Woche

# «send»
Samstag komme ich natürlich! Und klar, der Zwetschgenkuchen ist gebongt 🍰`,
    expect: [
      {
        type: 'send',
        text: 'Wie süß! Paul wird das super machen. Er ist bestimmt aufgeregt, aber das legt sich nach der ersten Woche',
        replyTo: 4001,
      },
      { type: 'send', text: 'Samstag komme ich natürlich! Und klar, der Zwetschgenkuchen ist gebongt 🍰' },
    ],
  },
  // Gemini 3 Flash: her own plan for Saturday, the market first, then theirs.
  {
    name: 'set102: Wiebke plans the market first, then Jens’s',
    ...schultuete,
    answer: `# «send»
Ich komme! Ich fahr vorher noch zum Isemarkt wegen Zwetschgen, dann direkt zu euch. So gegen 14 Uhr?`,
    expect: [
      {
        type: 'send',
        text: 'Ich komme! Ich fahr vorher noch zum Isemarkt wegen Zwetschgen, dann direkt zu euch. So gegen 14 Uhr?',
      },
    ],
  },
  // Gemini 3 Flash: teasing and advice to the nervous father, in the second person, then a wait.
  {
    name: 'set102: Wiebke tells Jens he may be nervous, waits, then the yes',
    ...schultuete,
    answer: `# «send» 4003
Du darfst nervös sein, das ist deine erste Einschulung als Papa 😄 Nimm Taschentücher mit

# «wait»
delay: 25

# «send»
Samstag passt, Kuchen bring ich mit`,
    expect: [
      {
        type: 'send',
        text: 'Du darfst nervös sein, das ist deine erste Einschulung als Papa 😄 Nimm Taschentücher mit',
        replyTo: 4003,
      },
      { type: 'wait', delay: 25 },
      { type: 'send', text: 'Samstag passt, Kuchen bring ich mit' },
    ],
  },
  // Gemini 3 Flash: a terse mood and aim label line glued over the message.
  {
    name: 'set102: Wiebke under a mood and aim label line',
    ...schultuete,
    answer: `# «send»
Stimmung: Jens nervös, Paul aufgeregt. Ziel: beruhigen + Zusage.
Klar komme ich Samstag! Kuchen bring ich mit`,
    expect: [{ type: 'send', text: 'Klar komme ich Samstag! Kuchen bring ich mit' }],
  },
  // Gemini 3 Flash: what the partner wants, in English, as the first message's last paragraph.
  {
    name: 'set102: Wiebke with an English reading of Jens between her messages',
    ...schultuete,
    answer: `# «send»
Na logo komme ich!

Jens wants a clear yes and a bit of teasing about his nerves.

# «send»
Und du bist nervöser als Paul, gib's zu 😂`,
    expect: [
      { type: 'send', text: 'Na logo komme ich!' },
      { type: 'send', text: "Und du bist nervöser als Paul, gib's zu 😂" },
    ],
  },
  // Gemini 3 Flash: a note on length after a full stop on the message's own line.
  {
    name: 'set102: Wiebke with a length note after her sentence',
    ...schultuete,
    answer: `# «send»
Samstag passt, Kuchen kommt mit. Kurz gehalten, Jens hat gerade genug um die Ohren.`,
    expect: [{ type: 'send', text: 'Samstag passt, Kuchen kommt mit.' }],
  },
  // Gemini 3 Flash: in the group, a yes to Birte and a shorter route offered to Olaf.
  {
    name: 'set102: Wiebke in the group offers Olaf the short route',
    ...wandern,
    answer: `# «send»
Bin dabei! Thermoskanne ist gesetzt ☕

# «send» 4001
Olaf, wir können auch die kurze Runde über den Kiekeberg machen, dann musst du nicht ganz aussetzen`,
    expect: [
      { type: 'send', text: 'Bin dabei! Thermoskanne ist gesetzt ☕', replyTo: 4005 },
      {
        type: 'send',
        text: 'Olaf, wir können auch die kurze Runde über den Kiekeberg machen, dann musst du nicht ganz aussetzen',
        replyTo: 4001,
      },
    ],
  },
  // Gemini 3 Flash: a recap of the arrangements the persona sends the group on purpose.
  {
    name: 'set102: Wiebke sends the group the meeting recap',
    ...wandern,
    answer: `# «send»
Also nochmal für alle: 9 Uhr S-Bahn Neugraben, ich bring Kaffee, Kathrin die Karte, und Olaf sagt uns Samstagabend Bescheid, ob das Knie mitmacht`,
    expect: [
      {
        type: 'send',
        text: 'Also nochmal für alle: 9 Uhr S-Bahn Neugraben, ich bring Kaffee, Kathrin die Karte, und Olaf sagt uns Samstagabend Bescheid, ob das Knie mitmacht',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash: a member's worry and the plan, in English, glued under the last line.
  {
    name: 'set102: Wiebke with Olaf’s worry read under her line',
    ...wandern,
    answer: `# «send»
Bin dabei, Thermoskanne kommt mit ☕
Olaf seems worried about slowing the group down — offer the shorter route.`,
    expect: [{ type: 'send', text: 'Bin dabei, Thermoskanne kommt mit ☕', replyTo: 4005 }],
  },
  // Gemini 3 Flash: a bracketed recap of what the members said, opening the body.
  {
    name: 'set102: Wiebke under a bracketed recap of the group',
    ...wandern,
    answer: `# «send»
(Birte fragt nach Sonntag und der Thermoskanne, Olaf ist wegen dem Knie unsicher.)

Ja, ich komme! Kaffee für alle`,
    expect: [{ type: 'send', text: 'Ja, ich komme! Kaffee für alle', replyTo: 4005 }],
  },
  // Gemini 3 Flash: two slips, a reading of two members before the blocks and a tone label under the last line.
  {
    name: 'set102: Wiebke between a reading of Olaf and Birte and a tone label',
    ...wandern,
    answer: `Olaf hat Angst, die Gruppe aufzuhalten; Birte will eine klare Zusage.

# «send»
Klar bin ich dabei, Thermoskanne inklusive ☕

# «send» 4001
Olaf, komm einfach mit, wir drehen um, wann immer du willst
Ton: locker, kein Druck.`,
    expect: [
      { type: 'send', text: 'Klar bin ich dabei, Thermoskanne inklusive ☕', replyTo: 4005 },
      {
        type: 'send',
        text: 'Olaf, komm einfach mit, wir drehen um, wann immer du willst',
        replyTo: 4001,
      },
    ],
    withheld: ['outside-blocks'],
  },
];
