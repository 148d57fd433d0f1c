/** Set 79, slips (1 of 2): the model's own notes, summaries and labels beside meant messages. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { katjaLena, katjaStats, luciaHen, luciaMama, priyaNandini, priyaOncall } from './answers-79-cast.js';

export const SLIPS_79_A: readonly CorpusEntry[] = [
  // Gemini restates the situation as a "Context:" line at the top of the body before answering.
  priyaOncall({
    name: 'set79: on-call context restated before the findings',
    answer: `# «send»
Context: Arjun wants Priya to share her findings and the command with the on-call group.

found it, pool size was 200 not 20. checked with \`SELECT count(*) FROM pg_stat_activity;\``,
    expect: [
      {
        type: 'send',
        text: 'found it, pool size was 200 not 20. checked with `SELECT count(*) FROM pg_stat_activity;`',
        replyTo: 4005,
      },
    ],
  }),
  // The model writes the next member's turn after its own message (dialogue continuation).
  priyaOncall({
    name: 'set79: on-call a member turn written after the plan',
    answer: `# «send»
rolling back now, give me 5 min. nobody merge anything pls

Dave: ok, holding all merges 👍`,
    expect: [
      { type: 'send', text: 'rolling back now, give me 5 min. nobody merge anything pls', replyTo: 4005 },
    ],
  }),
  // Chat models sign a casual message with the persona's name, as in an email.
  priyaNandini({
    name: 'set79: friend message signed with a dash and the name',
    answer: `# «send»
on the sofa with maggi, don't judge 🍜 will send the prompt in a bit

— Priya`,
    expect: [{ type: 'send', text: "on the sofa with maggi, don't judge 🍜 will send the prompt in a bit" }],
  }),
  // A bracketed note on the persona's style after the message (the model explaining its choices).
  priyaNandini({
    name: 'set79: friend message with a style note in brackets',
    answer: `# «send»
prompt was basically "rewrite this like a tired human, not a LinkedIn post" lol

(Kept Priya's tone casual and lowercase, as in her earlier messages.)`,
    expect: [
      {
        type: 'send',
        text: 'prompt was basically "rewrite this like a tired human, not a LinkedIn post" lol',
      },
    ],
  }),
  // Gemini 3 ticks off the requirements it met after a real packing list.
  luciaHen({
    name: 'set79: hen group list then a checklist of the turn',
    answer: `# «send»
Lista 👇
✅ Bikini y toalla
✅ Disfraz años 80
✅ DNI

✅ Respondí a Marta con la lista
✅ Tono cercano y con emojis`,
    expect: [
      { type: 'send', text: 'Lista 👇\n✅ Bikini y toalla\n✅ Disfraz años 80\n✅ DNI', replyTo: 4005 },
    ],
  }),
  // Roleplay-tuned models narrate the persona before her words.
  luciaHen({
    name: 'set79: hen group narrated lead line before the message',
    answer: `# «send»
Lucía se ríe y escribe rápidamente:

Salimos el viernes a las 17:00 desde Atocha, ¡no lleguéis tarde! 🚆`,
    expect: [
      {
        type: 'send',
        text: 'Salimos el viernes a las 17:00 desde Atocha, ¡no lleguéis tarde! 🚆',
        replyTo: 4005,
      },
    ],
  }),
  // The assistant's closing offer to redo its answer, in English under a Spanish message.
  luciaMama({
    name: 'set79: mother translation then an offer to adjust the tone',
    answer: `# «send»
Claro mamá: "Welcome to the building! If you need anything, I'm in 3B." 😊

Let me know if you'd like me to adjust the tone of this reply!`,
    expect: [
      {
        type: 'send',
        text: 'Claro mamá: "Welcome to the building! If you need anything, I\'m in 3B." 😊',
      },
    ],
  }),
  // Gemini appends an English gloss of a non-English message for its user.
  luciaMama({
    name: 'set79: mother message with an English gloss after it',
    answer: `# «send» 4003
Todavía no, salgo a las siete. ¡Te llamo luego!

(Translation: Not yet, I leave at seven. I'll call you later!)`,
    expect: [{ type: 'send', text: 'Todavía no, salgo a las siete. ¡Te llamo luego!', replyTo: 4003 }],
  }),
  // A plan-word summary of the turn, in English, after a German summary meant for Mira.
  katjaStats({
    name: 'set79: study group recap then a summary of the turn',
    answer: `# «send» 4003
Kurz von gestern: Kapitel 7 ist gestrichen, Klausur 90 Minuten, Taschenrechner erlaubt.

Summary: gave Mira the recap and will point Ole to the slides next.`,
    expect: [
      {
        type: 'send',
        text: 'Kurz von gestern: Kapitel 7 ist gestrichen, Klausur 90 Minuten, Taschenrechner erlaubt.',
        replyTo: 4003,
      },
    ],
  }),
  // A bold title naming the answer's addressee, as chat models head their drafts.
  katjaStats({
    name: 'set79: study group bold title over the answer',
    answer: `# «send»
**Antwort an Ole:**
Folien sind im Moodle, Ordner „Woche 12“. Klausurrelevant ist alles bis Kapitel 6`,
    expect: [
      {
        type: 'send',
        text: 'Folien sind im Moodle, Ordner „Woche 12“. Klausurrelevant ist alles bis Kapitel 6',
        replyTo: 4005,
      },
    ],
  }),
  // A reasoning label in the persona's language opening the answer, before the blocks.
  katjaStats({
    name: 'set79: study group German reasoning line before the blocks',
    answer: `Überlegung: Ole fragt nach der Klausur, Mira nach der Zusammenfassung. Ich beantworte beides kurz.

# «send» 4003
Kapitel 7 ist raus, sonst nix Neues

# «send»
Ole: alles bis Kapitel 6, Folien im Moodle`,
    expect: [
      { type: 'send', text: 'Kapitel 7 ist raus, sonst nix Neues', replyTo: 4003 },
      { type: 'send', text: 'Ole: alles bis Kapitel 6, Folien im Moodle' },
    ],
  }),
  // A note to self about a later turn, left in brackets instead of a note block.
  katjaLena({
    name: 'set79: friend message with a bracketed note to self',
    answer: `# «send»
Bibliothek, wie immer 🙃 Den Artikel les ich heute Abend!

(Notiz an mich: Lena nächste Woche fragen, wie die Hausarbeit gelaufen ist)`,
    expect: [{ type: 'send', text: 'Bibliothek, wie immer 🙃 Den Artikel les ich heute Abend!' }],
  }),
  // Two slips: a Gemini thought title opens the answer, and a TL;DR of the answer closes the body.
  katjaLena({
    name: 'set79: friend answer between a thought title and a TL;DR of it',
    answer: `**Responding to Lena's Questions**
I'm answering both: where Katja is right now and whether she read the article.

# «send»
In der Bibliothek, mit Kopfhörern gegen den Chips-Typen neben mir 😤 und ja, Artikel gelesen, fand ihn gut!

TL;DR: Katja says she's in the library and liked the article.`,
    expect: [
      {
        type: 'send',
        text: 'In der Bibliothek, mit Kopfhörern gegen den Chips-Typen neben mir 😤 und ja, Artikel gelesen, fand ihn gut!',
      },
    ],
  }),
];
