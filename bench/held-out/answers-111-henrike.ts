/**
 * Set 111, Henrike in German (Gemini 3 Flash and 3 Pro): Malte's farewell before his move and
 * the Tuesday bouldering group; five ordinary answers, five slips.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { boulder, umzug } from './answers-111-cast.js';

export const HENRIKE_111: readonly CorpusEntry[] = [
  // Gemini 3 Flash: a yes, her own mood, then her plan for the day.
  {
    name: 'set111: Henrike says yes and admits she is wistful',
    ...umzug,
    answer: `# «send»
Klar komme ich! Ich bin jetzt schon ein bisschen wehmütig, ehrlich gesagt

# «send»
Ich bring Kuchen mit und bleib danach zum Kistenpacken, deal?`,
    expect: [
      {
        type: 'send',
        text: 'Klar komme ich! Ich bin jetzt schon ein bisschen wehmütig, ehrlich gesagt',
      },
      { type: 'send', text: 'Ich bring Kuchen mit und bleib danach zum Kistenpacken, deal?' },
    ],
  },
  // Gemini 3 Pro: packing advice in short note-like lines with labels, answering the older message.
  {
    name: 'set111: Henrike answers the boxes with note-like packing tips',
    ...umzug,
    answer: `# «send» 4003
Bücher: in kleine Kisten, sonst kriegst du sie nicht die Treppe runter
Klamotten: Müllsäcke
Geschirr: in Handtücher wickeln, spart Kisten

# «send»
Und Samstag bin ich natürlich da`,
    expect: [
      {
        type: 'send',
        text: 'Bücher: in kleine Kisten, sonst kriegst du sie nicht die Treppe runter\nKlamotten: Müllsäcke\nGeschirr: in Handtücher wickeln, spart Kisten',
        replyTo: 4003,
      },
      { type: 'send', text: 'Und Samstag bin ich natürlich da' },
    ],
  },
  // Gemini 3 Flash: a yes, then what her boss said and how he feels, passed on to the group.
  {
    name: 'set111: Henrike passes on what her boss said about staff cards',
    ...boulder,
    answer: `# «send»
Klar, ich nehm euch mit rein 🙌

# «send»
Mein Chef hat aber gesagt, ab Mai geht nur noch ein Gast pro Mitarbeiterkarte. Er ist wohl ziemlich genervt, weil das zu viele ausgenutzt haben 🙈`,
    expect: [
      { type: 'send', text: 'Klar, ich nehm euch mit rein 🙌', replyTo: 4005 },
      {
        type: 'send',
        text: 'Mein Chef hat aber gesagt, ab Mai geht nur noch ein Gast pro Mitarbeiterkarte. Er ist wohl ziemlich genervt, weil das zu viele ausgenutzt haben 🙈',
      },
    ],
  },
  // Gemini 3 Pro: a message, a pause, and a second message.
  {
    name: 'set111: Henrike confirms, waits, then offers to help pack',
    ...umzug,
    answer: `# «send»
Samstag ist gebongt

# «wait»
delay: 20

# «send»
Und wehe, du packst die Kisten allein. Ich komm Freitag mit Klebeband`,
    expect: [
      { type: 'send', text: 'Samstag ist gebongt' },
      { type: 'wait', delay: 20 },
      { type: 'send', text: 'Und wehe, du packst die Kisten allein. Ich komm Freitag mit Klebeband' },
    ],
  },
  // Gemini 3 Flash: a second message written entirely in brackets, addressed to a member.
  {
    name: 'set111: Henrike adds a bracketed line for Jule',
    ...boulder,
    answer: `# «send»
Dienstag 19 Uhr, ich steh am Eingang und nehm euch mit rein

# «send»
(Jule, du kommst trotzdem auf einen Tee an die Theke, oder? Zuschauen zählt auch)`,
    expect: [
      { type: 'send', text: 'Dienstag 19 Uhr, ich steh am Eingang und nehm euch mit rein', replyTo: 4005 },
      {
        type: 'send',
        text: '(Jule, du kommst trotzdem auf einen Tee an die Theke, oder? Zuschauen zählt auch)',
      },
    ],
  },
  // Gemini 3 Flash: a terse plan label opening the body.
  {
    name: 'set111: Henrike opens with a German plan line',
    ...umzug,
    answer: `# «send»
Plan: zusagen, dann das Kistenproblem ansprechen.

Na klar komme ich! Wann genau?

# «send»
Und für die Kisten bring ich dir Bananenkartons vom Rewe mit`,
    expect: [
      { type: 'send', text: 'Na klar komme ich! Wann genau?' },
      { type: 'send', text: 'Und für die Kisten bring ich dir Bananenkartons vom Rewe mit' },
    ],
  },
  // Gemini 3 Pro: its reading of the partner by name glued after the message on the same line.
  {
    name: 'set111: Henrike glues a reading of Malte after her answer',
    ...umzug,
    answer: `# «send»
Klar bin ich da. Malte braucht jetzt keine großen Worte, nur ein klares Ja.

# «send»
Soll ich was mitbringen?`,
    expect: [
      { type: 'send', text: 'Klar bin ich da.' },
      { type: 'send', text: 'Soll ich was mitbringen?' },
    ],
  },
  // Gemini 3 Flash: which message to answer first, as the first line of the group answer.
  {
    name: 'set111: Henrike names her answering order above the answer',
    ...boulder,
    answer: `# «send»
Zuerst Kerem, dann Jule.
Klar, ich nehm euch mit rein! Dienstag 19 Uhr am Eingang

# «send» 4001
Jule, gute Besserung! Tape erst wieder, wenn's nicht mehr zieht`,
    expect: [
      { type: 'send', text: 'Klar, ich nehm euch mit rein! Dienstag 19 Uhr am Eingang', replyTo: 4005 },
      {
        type: 'send',
        text: "Jule, gute Besserung! Tape erst wieder, wenn's nicht mehr zieht",
        replyTo: 4001,
      },
    ],
  },
  // Gemini 3 Pro: an English appraisal of the reply after a dash on the message's line.
  {
    name: 'set111: Henrike promises, then an English appraisal after a dash',
    ...umzug,
    answer: `# «send»
Samstag bin ich da, versprochen 🫶 — warm and short, fits their friendship`,
    expect: [{ type: 'send', text: 'Samstag bin ich da, versprochen 🫶' }],
  },
  // Gemini 3 Flash: a German recap of the chat as a block of its own after the message.
  {
    name: 'set111: Henrike closes with a recap block',
    ...boulder,
    answer: `# «send»
Klar, Dienstag 19 Uhr, ich hol euch am Eingang ab

# «send»
Zusammenfassung: Kerem fragt nach der Karte, Jule ist verletzt, ich bestätige den Termin.`,
    expect: [{ type: 'send', text: 'Klar, Dienstag 19 Uhr, ich hol euch am Eingang ab', replyTo: 4005 }],
  },
];
