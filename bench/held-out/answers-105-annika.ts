/**
 * Set 105, Annika with her brother Malte in German (Gemini 2.5 Pro): messages she means whole
 * (their mother's worry and their father's wish passed on, her own nerves and plan for the
 * evening, advice, a note kept), then one slip each of the model's working voice in German or
 * English.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { bewerbung, papa } from './answers-105-cast.js';

export const ANNIKA_105: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: what their mother feels, in the third person, then a proposal.
  {
    name: "set105: Annika reads their mother's worry aloud and proposes the garden",
    ...papa,
    answer: `# «send»
Ich glaub, Mama will vor allem nicht, dass alles an ihr hängen bleibt

# «send»
Lass uns den Garten machen, aber wir zwei kümmern uns um alles. Dann kann sie nicht nein sagen`,
    expect: [
      { type: 'send', text: 'Ich glaub, Mama will vor allem nicht, dass alles an ihr hängen bleibt' },
      {
        type: 'send',
        text: 'Lass uns den Garten machen, aber wir zwei kümmern uns um alles. Dann kann sie nicht nein sagen',
      },
    ],
  },
  // Gemini 2.5 Pro: what their father said he wants, then her share of the work.
  {
    name: "set105: Annika passes on Papa's wish and takes the salads",
    ...papa,
    answer: `# «send»
Papa hat mir letzte Woche gesagt, am liebsten hätte er einfach Grillen mit den Nachbarn 😄

# «send»
Also Garten. Ich kümmer mich um Salate und Kuchen`,
    expect: [
      {
        type: 'send',
        text: 'Papa hat mir letzte Woche gesagt, am liebsten hätte er einfach Grillen mit den Nachbarn 😄',
      },
      { type: 'send', text: 'Also Garten. Ich kümmer mich um Salate und Kuchen' },
    ],
  },
  // Gemini 2.5 Pro: her own nerves, then her plan for the evening.
  {
    name: 'set105: Annika is jittery for him and plans a call tonight',
    ...bewerbung,
    answer: `# «send»
Ich bin auch ganz hibbelig für dich, ehrlich

# «send»
Erst bring ich die Kinder ins Bett, dann ruf ich dich an und wir gehen die typischen Fragen durch. So gegen halb neun?`,
    expect: [
      { type: 'send', text: 'Ich bin auch ganz hibbelig für dich, ehrlich' },
      {
        type: 'send',
        text: 'Erst bring ich die Kinder ins Bett, dann ruf ich dich an und wir gehen die typischen Fragen durch. So gegen halb neun?',
      },
    ],
  },
  // Gemini 2.5 Pro: advice in two messages.
  {
    name: 'set105: Annika advises him on the SAP question and on sleep',
    ...bewerbung,
    answer: `# «send»
SAP lernt man im Job, das weiß jeder. Sag einfach ehrlich, dass du die Grundlagen kennst und dich schnell einarbeitest

# «send»
Und schlaf heute, keine YouTube-Tutorials mehr um 2 Uhr nachts 😅`,
    expect: [
      {
        type: 'send',
        text: 'SAP lernt man im Job, das weiß jeder. Sag einfach ehrlich, dass du die Grundlagen kennst und dich schnell einarbeitest',
      },
      { type: 'send', text: 'Und schlaf heute, keine YouTube-Tutorials mehr um 2 Uhr nachts 😅' },
    ],
  },
  // Gemini 2.5 Pro: a message, then a chat note of the arrangements.
  {
    name: 'set105: Annika picks the garden and keeps a note of the plan',
    ...papa,
    answer: `# «send»
Garten! Ich frag Tante Gisela, ob sie ihre Bierbänke noch hat

# «note»
Papas 70.: Feier bei Malte im Garten, ich mache Salate und Kuchen, Bierbänke bei Tante Gisela anfragen.`,
    expect: [
      { type: 'send', text: 'Garten! Ich frag Tante Gisela, ob sie ihre Bierbänke noch hat' },
      { type: 'note' },
    ],
  },
  // Gemini 2.5 Pro: a reading of the partner with no subject, in German, glued as the first line.
  {
    name: 'set105: Annika under a subjectless reading of Malte',
    ...bewerbung,
    answer: `# «send»
Wirkt unsicher und braucht Bestätigung, keine Ratschläge.
Du bist viel besser vorbereitet, als du denkst. Die haben dich nicht umsonst eingeladen`,
    expect: [
      {
        type: 'send',
        text: 'Du bist viel besser vorbereitet, als du denkst. Die haben dich nicht umsonst eingeladen',
      },
    ],
  },
  // Gemini 2.5 Pro: an English reading of him by pronoun and the plan, between two messages.
  {
    name: 'set105: Annika with an English reading of him between messages',
    ...bewerbung,
    answer: `# «send»
Du packst das, Malte

He's scared they'll see through him on SAP. Reassure first, then one practical tip.

# «send»
Sag einfach, dass du dich in neue Systeme schnell einarbeitest, das stimmt ja auch`,
    expect: [
      { type: 'send', text: 'Du packst das, Malte' },
      {
        type: 'send',
        text: 'Sag einfach, dass du dich in neue Systeme schnell einarbeitest, das stimmt ja auch',
      },
    ],
  },
  // Gemini 2.5 Pro: which message to answer first, in German, before the first block.
  {
    name: 'set105: Annika after a German line on the order of answering',
    ...papa,
    answer: `Reihenfolge: erst die Frage Restaurant oder Garten, dann Mamas Bedenken.

# «send»
Garten! Restaurant ist Papa eh zu steif

# «send»
Und Mama nehmen wir alles ab, dann ist sie auch einverstanden`,
    expect: [
      { type: 'send', text: 'Garten! Restaurant ist Papa eh zu steif' },
      { type: 'send', text: 'Und Mama nehmen wir alles ab, dann ist sie auch einverstanden' },
    ],
    withheld: ['outside-blocks'],
  },
  // Gemini 2.5 Pro: a bracketed stage direction naming the persona, glued as the last line.
  {
    name: 'set105: Annika with a glued stage direction naming her',
    ...papa,
    answer: `# «send»
Okay, Garten. Aber Mama muss das Menü absegnen, sonst gibt's Ärger
(Annika grinst und schickt die Nachricht ab)`,
    expect: [{ type: 'send', text: "Okay, Garten. Aber Mama muss das Menü absegnen, sonst gibt's Ärger" }],
  },
  // Gemini 2.5 Pro: a note on length and a reading of him, after the full stop on the line.
  {
    name: 'set105: Annika with a length note after the full stop',
    ...bewerbung,
    answer: `# «send»
Schlaf gut und ruf mich danach sofort an! Kurz gehalten, damit er nicht noch nervöser wird.`,
    expect: [{ type: 'send', text: 'Schlaf gut und ruf mich danach sofort an!' }],
  },
];
