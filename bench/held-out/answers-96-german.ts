/**
 * Set 96, Jutta with her friend Marlene in German (Gemini 2.5 Flash): Marlene's interview
 * tomorrow, then a catch-up about Jutta's grandmother and a moody colleague. Half are messages
 * Jutta means (third person, her own mood under a label, advice, a plan); half carry the model's
 * reading of Marlene or its plan for the turn.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { catchup, interview } from './answers-96-cast.js';

export const GERMAN_96: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: an ordinary answer about the grandmother's health, in the third person.
  {
    name: 'set96: Jutta tells how her grandmother is doing',
    ...catchup,
    answer: `# «send» 4001
Oma geht's viel besser! Sie isst wieder richtig und schimpft schon über den Pflegedienst 😄

# «send»
Ihr Arzt meint, sie braucht noch zwei Wochen Ruhe, aber versuch das mal meiner Oma zu erklären`,
    expect: [
      {
        type: 'send',
        text: "Oma geht's viel besser! Sie isst wieder richtig und schimpft schon über den Pflegedienst 😄",
        replyTo: 4001,
      },
      {
        type: 'send',
        text: 'Ihr Arzt meint, sie braucht noch zwei Wochen Ruhe, aber versuch das mal meiner Oma zu erklären',
      },
    ],
  },
  // Gemini 2.5 Flash: an ordinary answer giving the persona's own mood under a label, as people do.
  {
    name: 'set96: Jutta answers how she is with "Stimmung: gut!"',
    ...catchup,
    answer: `# «send»
Stimmung: gut! 😊
Nur der Rücken zwickt vom vielen Heften

# «send»
Und danke, dass du fragst. Das macht sonst keiner`,
    expect: [
      { type: 'send', text: 'Stimmung: gut! 😊\nNur der Rücken zwickt vom vielen Heften' },
      { type: 'send', text: 'Und danke, dass du fragst. Das macht sonst keiner' },
    ],
  },
  // Gemini 2.5 Flash: an ordinary answer about a colleague's mood and what he needs, by pronoun.
  {
    name: 'set96: Jutta describes her colleague Sven since his breakup',
    ...catchup,
    answer: `# «send» 4003
Sven ist eigentlich ganz nett, aber seit seine Freundin ausgezogen ist, ist er total gereizt. Gestern hat er drei Buchrücken verkehrt rum geleimt

# «send»
Ich glaub, er braucht einfach Zeit. Er tut mir ja auch leid

# «send»
Mir geht's gut, ehrlich! Müde, aber gut`,
    expect: [
      {
        type: 'send',
        text: 'Sven ist eigentlich ganz nett, aber seit seine Freundin ausgezogen ist, ist er total gereizt. Gestern hat er drei Buchrücken verkehrt rum geleimt',
        replyTo: 4003,
      },
      { type: 'send', text: 'Ich glaub, er braucht einfach Zeit. Er tut mir ja auch leid' },
      { type: 'send', text: "Mir geht's gut, ehrlich! Müde, aber gut" },
    ],
  },
  // Gemini 2.5 Flash: the reading of Marlene kept where it belongs, in a think block, then advice.
  {
    name: 'set96: Jutta thinks privately, then picks the dress and gives advice',
    ...interview,
    answer: `# «think»
Marlene zweifelt an sich wegen ihres Alters. Erst die Kleiderfrage beantworten, dann Mut machen.

# «send»
Das blaue Kleid. Definitiv.

# «send» 4003
Und das Wichtigste ist: du gehst da rein als die, die seit zwanzig Jahren mit Büchern arbeitet. Dein Alter ist ein Vorteil, kein Makel`,
    expect: [
      { type: 'send', text: 'Das blaue Kleid. Definitiv.' },
      {
        type: 'send',
        text: 'Und das Wichtigste ist: du gehst da rein als die, die seit zwanzig Jahren mit Büchern arbeitet. Dein Alter ist ein Vorteil, kein Makel',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 2.5 Flash: an ordinary plan the two made, summed up as a list, then a line to Marlene.
  {
    name: 'set96: Jutta sums up tomorrow’s plan and says Marlene sounds nervous',
    ...interview,
    answer: `# «send»
Plan für morgen, wie besprochen:
- 8 Uhr ruf ich dich an
- du frühstückst was Richtiges, nicht nur Kaffee
- blaues Kleid, Haare offen
- danach Kuchen bei mir, egal wie's lief

# «send»
Du klingst echt nervös, das ist völlig normal. Ich wär's auch`,
    expect: [
      {
        type: 'send',
        text: "Plan für morgen, wie besprochen:\n- 8 Uhr ruf ich dich an\n- du frühstückst was Richtiges, nicht nur Kaffee\n- blaues Kleid, Haare offen\n- danach Kuchen bei mir, egal wie's lief",
      },
      { type: 'send', text: "Du klingst echt nervös, das ist völlig normal. Ich wär's auch" },
    ],
  },
  // Gemini 2.5 Flash: a labelled assessment of the partner before the blocks, and a goal line
  // closing the last message (two slips).
  {
    name: 'set96: Jutta after an "Einschätzung" of Marlene, with a goal line at the end',
    ...interview,
    answer: `Einschätzung: Marlene ist unsicher wegen ihres Alters und braucht zuerst Bestätigung, dann die Kleiderfrage.

# «send» 4003
Du bist nicht zu alt, du bist erfahren. Das ist ein Unterschied!

# «send»
Und: das blaue Kleid 💙
Ziel: ihr Selbstvertrauen geben, ohne kitschig zu werden.`,
    expect: [
      {
        type: 'send',
        text: 'Du bist nicht zu alt, du bist erfahren. Das ist ein Unterschied!',
        replyTo: 4003,
      },
      { type: 'send', text: 'Und: das blaue Kleid 💙' },
    ],
  },
  // Gemini 2.5 Flash: what the partner needs, with no subject, glued before the message's first words.
  {
    name: 'set96: Jutta’s message opens with "Braucht Zuspruch, keine Ratschläge."',
    ...interview,
    answer: `# «send»
Braucht Zuspruch, keine Ratschläge. Du packst das, Marlene. Ehrlich.

# «send»
Blaues Kleid!`,
    expect: [
      { type: 'send', text: 'Du packst das, Marlene. Ehrlich.' },
      { type: 'send', text: 'Blaues Kleid!' },
    ],
  },
  // Gemini 2.5 Flash: the turn's goal in brackets, sent as a block of its own between messages.
  {
    name: 'set96: Jutta with a bracketed "Ziel" block between two messages',
    ...interview,
    answer: `# «send»
Die graue Bluse ist zu brav für dich

# «send»
(Ziel: sie zum Lachen bringen und die Nervosität rausnehmen)

# «send»
Nimm das blaue Kleid und die Silberkette von deiner Mutter. Dann sehen die gleich, dass du Stil hast 😎`,
    expect: [
      { type: 'send', text: 'Die graue Bluse ist zu brav für dich' },
      {
        type: 'send',
        text: 'Nimm das blaue Kleid und die Silberkette von deiner Mutter. Dann sehen die gleich, dass du Stil hast 😎',
      },
    ],
  },
  // Gemini 2.5 Flash: which message to answer first and why, in English, opening a German body.
  {
    name: 'set96: Jutta’s reply opens with an English note on answering 4001 first',
    ...catchup,
    answer: `# «send» 4001
Answer 4001 first, Marlene asked about Oma before anything else.
Oma ist wieder fit, sie hat gestern schon Pflaumenkuchen gebacken

# «send»
Und mir geht's gut! Werkstatt erzähl ich dir lieber beim Kaffee 🙄`,
    expect: [
      {
        type: 'send',
        text: 'Oma ist wieder fit, sie hat gestern schon Pflaumenkuchen gebacken',
        replyTo: 4001,
      },
      { type: 'send', text: "Und mir geht's gut! Werkstatt erzähl ich dir lieber beim Kaffee 🙄" },
    ],
  },
  // Gemini 2.5 Flash: a note on the register chosen, after a dash on the message's own line.
  {
    name: 'set96: Jutta’s thanks followed by "— lockerer Ton, wie immer bei Marlene"',
    ...catchup,
    answer: `# «send»
Mir geht's gut, danke dass du fragst 🥰 — lockerer Ton, wie immer bei Marlene

# «send» 4003
Der Neue ist ein Besserwisser, aber er kann gut schneiden`,
    expect: [
      { type: 'send', text: "Mir geht's gut, danke dass du fragst 🥰" },
      { type: 'send', text: 'Der Neue ist ein Besserwisser, aber er kann gut schneiden', replyTo: 4003 },
    ],
  },
];
