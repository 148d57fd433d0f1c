/**
 * Set 67, Jakob in his flat-share's group (German): a cleaning rota as a table, guest-room rules
 * with tips, the new Wi-Fi, the router story. Slips between the rota and the rules, after a
 * config, as a block of its own, and to whoever runs the persona.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { jakob, l, p, send } from './answers-67-cast.js';

const PLAN = l(
  'Okay, Vorschlag für den neuen Putzplan, rotiert jede Woche:',
  '',
  '| Woche | Bad | Küche | Müll & Flur |',
  '|---|---|---|---|',
  '| 1 | Lena | Ömer | Pia |',
  '| 2 | Pia | Jakob | Lena |',
  '| 3 | Ömer | Pia | Jakob |',
  '| 4 | Jakob | Lena | Ömer |',
);
const WICHTIG =
  'Wichtig: Die Biotonne muss Dienstagabend raus, sonst steht sie wieder zwei Wochen voll im Hof. Wer Müll hat, stellt sich einen Wecker.';
const REGELN = l(
  'Und Hausregeln fürs Gästezimmer, Pia:',
  '',
  '1. Gäste bitte vorher in die Gruppe schreiben, mit Datum',
  '   → Tipp: einfach in den Kalender am Kühlschrank eintragen',
  '2. Maximal eine Woche am Stück',
  '3. Bettwäsche wäscht, wer eingeladen hat',
  '   → Tipp: zweiter Satz liegt im Schrank oben links',
  '4. Ruhe ab 23 Uhr, auch für Eltern 😄',
);
const WLAN = l(
  'So, neues WLAN. Sorry für das Chaos, Ömer:',
  '',
  '```',
  '# Netz für uns',
  'SSID:     Wiesenstrasse12',
  'Passwort: Kaffee-Bohne-2024!',
  '',
  '# Gäste (Pias Eltern z.B.), kommt nicht an den Drucker',
  'SSID:     Wiesenstrasse12-Gast',
  'Passwort: willkommen-hier',
  '```',
  '',
  'Den Drucker müsst ihr neu verbinden: Einstellungen → Drucker → „HP Flur“ entfernen und neu hinzufügen.',
);

export const JAKOB_SET: readonly CorpusEntry[] = [
  jakob({
    name: 'jakob: the rota as a table and a line of his own marked important',
    answer: send(p(PLAN, WICHTIG)),
    expect: [{ type: 'send', text: p(PLAN, WICHTIG), replyTo: 4005 }],
  }),
  jakob({
    name: 'jakob: guest-room rules with tips and a signed line',
    answer: send(p(REGELN, '— euer Hausmeister wider Willen 🧹'), 4003),
    expect: [{ type: 'send', text: p(REGELN, '— euer Hausmeister wider Willen 🧹'), replyTo: 4003 }],
  }),
  // Gemini 3 describing the turn to itself in German between two parts of the message.
  jakob({
    name: 'jakob: the rota, a paragraph on what the others want, then the rules',
    answer: send(
      p(
        PLAN,
        'Lena möchte einen neuen Putzplan und Pia fragt nach Regeln für das Gästezimmer. Ich beantworte beides in einer Nachricht.',
        REGELN,
      ),
    ),
    expect: [{ type: 'send', text: p(PLAN, REGELN), replyTo: 4005 }],
  }),
  // A closing note on the tone kept, as Gemini adds after the message.
  jakob({
    name: 'jakob: the new Wi-Fi in a code block and a note on the tone',
    answer: send(
      p(WLAN, 'Ich habe den Ton locker gehalten, weil die WG sich duzt und Ömer eh schon genervt ist.'),
      3998,
    ),
    expect: [{ type: 'send', text: WLAN, replyTo: 3998 }],
  }),
  jakob({
    name: 'jakob: the Wi-Fi with a question from Pia’s mother relayed',
    answer: send(
      p(
        WLAN,
        'Pias Mama hat übrigens gefragt, ob es im Gästezimmer WLAN gibt: ja, das Gastnetz reicht bis dahin. Hab ich gestern getestet.',
      ),
    ),
    expect: [
      {
        type: 'send',
        text: p(
          WLAN,
          'Pias Mama hat übrigens gefragt, ob es im Gästezimmer WLAN gibt: ja, das Gastnetz reicht bis dahin. Hab ich gestern getestet.',
        ),
        replyTo: 4005,
      },
    ],
  }),
  // Two slips: a ruled-off explanation of why the answer works, then an offer of a shorter version.
  jakob({
    name: 'jakob: the rules, an explanation of the answer and an offer to shorten it',
    answer: send(
      p(
        REGELN,
        '---',
        '**Warum das funktioniert:** klare Regeln, lockerer Ton, passt zur Stimmung in der WG.',
        'Soll ich eine kürzere Version schreiben?',
      ),
      4003,
    ),
    expect: [{ type: 'send', text: REGELN, replyTo: 4003 }],
  }),
  // A second message block that only describes the first, as Gemini 2.5 sometimes closes with.
  jakob({
    name: 'jakob: the rota, then a block describing it',
    answer:
      send(p(PLAN, WICHTIG)) +
      '\n' +
      send('Diese Antwort liefert einen fairen Plan und geht direkt auf Lenas Bitte ein.'),
    expect: [{ type: 'send', text: p(PLAN, WICHTIG), replyTo: 4005 }],
  }),
  jakob({
    name: 'jakob: how the router went down, told at length',
    answer: send(
      p(
        'Okay, die ganze Geschichte, weil Ömer fragt:',
        'Sonntagabend ging nichts mehr, nicht mal der Drucker. Ich also in den Keller, Router neu gestartet, nichts. Dann Werkseinstellungen, und zack, war natürlich auch das alte Passwort weg.',
        'Die Hotline meinte dann nach 40 Minuten Warteschleife, der Router sei „am Ende seiner Lebenszeit“. Neuer kommt Donnerstag. Bis dahin läuft der alte mit neuem Passwort, und ich bete.',
        'Moral: Niemand fasst das Kabel hinter dem Schuhregal an. Ich meine dich nicht, Lena. Oder doch. 🙃',
      ),
      3998,
    ),
    expect: [
      {
        type: 'send',
        text: p(
          'Okay, die ganze Geschichte, weil Ömer fragt:',
          'Sonntagabend ging nichts mehr, nicht mal der Drucker. Ich also in den Keller, Router neu gestartet, nichts. Dann Werkseinstellungen, und zack, war natürlich auch das alte Passwort weg.',
          'Die Hotline meinte dann nach 40 Minuten Warteschleife, der Router sei „am Ende seiner Lebenszeit“. Neuer kommt Donnerstag. Bis dahin läuft der alte mit neuem Passwort, und ich bete.',
          'Moral: Niemand fasst das Kabel hinter dem Schuhregal an. Ich meine dich nicht, Lena. Oder doch. 🙃',
        ),
        replyTo: 3998,
      },
    ],
  }),
  // A closing paragraph to whoever runs the persona, as models write when they see a memory gap.
  jakob({
    name: 'jakob: the rota and a note for the operator',
    answer: send(
      p(
        PLAN,
        WICHTIG,
        'Hinweis für den Betreiber: Die Namen der WG-Mitglieder und der Putzplan sollten in den Notizen gespeichert werden.',
      ),
    ),
    expect: [{ type: 'send', text: p(PLAN, WICHTIG), replyTo: 4005 }],
  }),
  jakob({
    name: 'jakob: the rota, a pause, then the law of the toilet paper',
    answer:
      send(PLAN) +
      '\n# «wait»\ndelay: 20\n\n' +
      send('Ach ja, und wer den Plan ignoriert, kauft einen Monat Klopapier. Das ist Gesetz. 🧻'),
    expect: [
      { type: 'send', text: PLAN, replyTo: 4005 },
      { type: 'wait', delay: 20 },
      {
        type: 'send',
        text: 'Ach ja, und wer den Plan ignoriert, kauft einen Monat Klopapier. Das ist Gesetz. 🧻',
      },
    ],
  }),
];
