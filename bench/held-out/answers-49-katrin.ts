/** Set 49, Katrin (Leipzig, German): a friend's custody fight, her father's biopsy, the parents' row, an ex. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { KATRIN_ANJA, KATRIN_BEN, KATRIN_ELTERN, KATRIN_PAPA } from './answers-49-cast.js';

export const KATRIN_ANSWERS: readonly CorpusEntry[] = [
  {
    ...KATRIN_ANJA,
    name: 'katrin: no he cannot, and her colleague the lawyer',
    answer: `# «send» 4005
Nein, kann er nicht einfach so. Alleiniges Sorgerecht kriegt man nicht, weil man's will, da muss richtig was vorliegen. Und bei dir liegt nichts vor.

Meine Kollegin Steffi ist Fachanwältin für Familienrecht, ich schreib ihr heute noch. Du gehst da nicht allein hin.`,
    expect: [
      {
        type: 'send',
        text: "Nein, kann er nicht einfach so. Alleiniges Sorgerecht kriegt man nicht, weil man's will, da muss richtig was vorliegen. Und bei dir liegt nichts vor.\n\nMeine Kollegin Steffi ist Fachanwältin für Familienrecht, ich schreib ihr heute noch. Du gehst da nicht allein hin.",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash appends a formal no-legal-advice notice, in the Sie form Katrin never uses with Anja.
  {
    ...KATRIN_ANJA,
    name: 'katrin: a no-legal-advice notice appended',
    answer: `# «send» 4005
Du verlierst Lina nicht. Micha droht, weil er sonst nichts in der Hand hat.

Hinweis: Dies stellt keine Rechtsberatung dar. Bitte wenden Sie sich für eine verbindliche Einschätzung an einen Fachanwalt für Familienrecht.`,
    expect: [
      {
        type: 'send',
        text: 'Du verlierst Lina nicht. Micha droht, weil er sonst nichts in der Hand hat.',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro declines legal advice in English and presents the persona's reply.
  {
    ...KATRIN_ANJA,
    name: 'katrin: an English refusal presenting the reply',
    answer: `I'm not able to give legal advice, but here's how Katrin might reassure Anja:

# «send» 4005
Anja, Lina lebt seit vier Jahren bei dir. Kein Gericht reißt ein Kind da einfach raus. Wir gehen morgen zusammen zur Beratung.`,
    expect: [
      {
        type: 'send',
        text: 'Anja, Lina lebt seit vier Jahren bei dir. Kein Gericht reißt ein Kind da einfach raus. Wir gehen morgen zusammen zur Beratung.',
        replyTo: 4005,
      },
    ],
  },
  {
    ...KATRIN_ANJA,
    name: 'katrin: two short messages and a practical offer',
    answer: `# «send» 4005
Nein. Kann er nicht.

# «send»
Ich hol Lina morgen vom Hort, dann kannst du wenigstens mal schlafen.`,
    expect: [
      { type: 'send', text: 'Nein. Kann er nicht.', replyTo: 4005 },
      { type: 'send', text: 'Ich hol Lina morgen vom Hort, dann kannst du wenigstens mal schlafen.' },
    ],
  },
  // Gemini 2.5 Pro appends a counselling hotline in italics to a friend who is scared, not in crisis.
  {
    ...KATRIN_ANJA,
    name: 'katrin: a counselling hotline appended in italics',
    answer: `# «send»
Zwei Nächte ohne Schlaf, kein Wunder, dass alles riesig aussieht. Ich komm heut Abend mit Pizza.

*Wenn du dich überfordert fühlst, kannst du dich jederzeit anonym an die TelefonSeelsorge wenden: 0800 111 0 111.*`,
    expect: [
      {
        type: 'send',
        text: 'Zwei Nächte ohne Schlaf, kein Wunder, dass alles riesig aussieht. Ich komm heut Abend mit Pizza.',
      },
    ],
  },
  {
    ...KATRIN_PAPA,
    name: 'katrin papa: keeping the secret, and a word on the value',
    answer: `# «send» 4005
Ok, Papa. Ich sag nichts. Aber du gehst da nicht alleine hin, ich nehm mir den 12. frei.

Ein erhöhter PSA heißt erstmal gar nichts, bei Onkel Rolf war's am Ende eine Entzündung.`,
    expect: [
      {
        type: 'send',
        text: "Ok, Papa. Ich sag nichts. Aber du gehst da nicht alleine hin, ich nehm mir den 12. frei.\n\nEin erhöhter PSA heißt erstmal gar nichts, bei Onkel Rolf war's am Ende eine Entzündung.",
        replyTo: 4005,
      },
    ],
  },
  // GPT-4o closes with a formal medical disclaimer in the Sie form.
  {
    ...KATRIN_PAPA,
    name: 'katrin papa: a formal medical disclaimer',
    answer: `# «send»
Versprochen. Und du rufst mich an, sobald du was weißt, egal wie spät.

Bitte beachten Sie: Diese Informationen ersetzen keine ärztliche Beratung.`,
    expect: [
      { type: 'send', text: 'Versprochen. Und du rufst mich an, sobald du was weißt, egal wie spät.' },
    ],
  },
  // Gemini 2.5 Flash: an as-an-AI refusal inside the body, then a lead-in naming the persona.
  {
    ...KATRIN_PAPA,
    name: 'katrin papa: as-an-AI line and a lead-in inside the body',
    answer: `# «send» 4005
Als KI kann ich keine medizinischen Diagnosen stellen. Aber hier ist eine Nachricht, die Katrin schicken könnte:

Papa, ich sag nichts, versprochen. Ruf mich nach der Biopsie sofort an, ja?`,
    expect: [
      {
        type: 'send',
        text: 'Papa, ich sag nichts, versprochen. Ruf mich nach der Biopsie sofort an, ja?',
        replyTo: 4005,
      },
    ],
  },
  {
    ...KATRIN_ELTERN,
    name: 'katrin eltern: calming, and a meeting with the teacher',
    answer: `# «send»
Hallo zusammen, bitte hier keine Vorwürfe, das hilft keinem der Kinder.

Thomas, Sabine: ich schlage vor, wir setzen uns mit Frau Becker zusammen, am besten noch diese Woche. Ich kümmere mich um einen Termin.`,
    expect: [
      {
        type: 'send',
        text: 'Hallo zusammen, bitte hier keine Vorwürfe, das hilft keinem der Kinder.\n\nThomas, Sabine: ich schlage vor, wir setzen uns mit Frau Becker zusammen, am besten noch diese Woche. Ich kümmere mich um einen Termin.',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash appends help lines after a rule, introduced by naming the persona.
  {
    ...KATRIN_ELTERN,
    name: 'katrin eltern: help lines after a rule, naming her',
    answer: `# «send» 4005
Bitte nicht hier, Leute. Ich schreibe Frau Becker heute und wir reden alle in Ruhe nach dem Elternabend.

---
Zusätzlich könnte Katrin folgende Anlaufstellen teilen:
- Nummer gegen Kummer: 116 111
- Elterntelefon: 0800 111 0 550`,
    expect: [
      {
        type: 'send',
        text: 'Bitte nicht hier, Leute. Ich schreibe Frau Becker heute und wir reden alle in Ruhe nach dem Elternabend.',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Pro leaks a thought summary's title and first lines before the blocks.
  {
    ...KATRIN_ELTERN,
    name: 'katrin eltern: a thought summary before the block',
    answer: `**Navigating the Parent Conflict**

I'm focusing on de-escalating the exchange between Thomas and Sabine. As class representative, Katrin should stay neutral and move the discussion out of the group.

# «send» 4005
Ich bitte euch beide, das nicht im Gruppenchat auszutragen. Ich rufe euch heute Abend einzeln an.`,
    expect: [
      {
        type: 'send',
        text: 'Ich bitte euch beide, das nicht im Gruppenchat auszutragen. Ich rufe euch heute Abend einzeln an.',
        replyTo: 4005,
      },
    ],
  },
  {
    ...KATRIN_ELTERN,
    name: 'katrin eltern: the group rules as a numbered list',
    answer: `# «send»
Kurze Erinnerung an unsere Gruppenregeln:
1. sachlich bleiben
2. keine Vorwürfe gegen Kinder im Chat
3. Konflikte bitte direkt mit der Klassenleitung

Danke euch 🙏`,
    expect: [
      {
        type: 'send',
        text: 'Kurze Erinnerung an unsere Gruppenregeln:\n1. sachlich bleiben\n2. keine Vorwürfe gegen Kinder im Chat\n3. Konflikte bitte direkt mit der Klassenleitung\n\nDanke euch 🙏',
        replyTo: 4005,
      },
    ],
  },
  {
    ...KATRIN_BEN,
    name: 'katrin ex: a kind no',
    answer: `# «send» 4005
Ben, nein. Ich weiß, dass das wehtut, und es tut mir auch leid. Aber ein Kaffee ändert nichts daran, dass ich es so will.

Bitte schreib mir erstmal nicht mehr. Ich melde mich, wenn ich so weit bin.`,
    expect: [
      {
        type: 'send',
        text: 'Ben, nein. Ich weiß, dass das wehtut, und es tut mir auch leid. Aber ein Kaffee ändert nichts daran, dass ich es so will.\n\nBitte schreib mir erstmal nicht mehr. Ich melde mich, wenn ich so weit bin.',
        replyTo: 4005,
      },
    ],
  },
  // Llama 3.1 appends a self-care maxim addressed to the reader.
  {
    ...KATRIN_BEN,
    name: 'katrin ex: a self-care maxim appended',
    answer: `# «send»
Nein, Ben. Es bleibt dabei. Pass auf dich auf.

Es ist wichtig, klare Grenzen zu setzen und dabei auch auf die eigene psychische Gesundheit zu achten.`,
    expect: [{ type: 'send', text: 'Nein, Ben. Es bleibt dabei. Pass auf dich auf.' }],
  },
  // Mistral Small wraps the message in German quotes and adds a bracketed note on what it does (two slips).
  {
    ...KATRIN_BEN,
    name: 'katrin ex: quoted whole, then a bracketed note',
    answer: `# «send» 4005
„Ich will keinen Kaffee, Ben. Ich wünsch dir wirklich alles Gute.“

(Diese Antwort setzt eine klare, aber freundliche Grenze.)`,
    expect: [
      {
        type: 'send',
        text: 'Ich will keinen Kaffee, Ben. Ich wünsch dir wirklich alles Gute.',
        replyTo: 4005,
      },
    ],
  },
];
