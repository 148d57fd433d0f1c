/** Set 70, Ottilie: a packing list, an interview, a story in parts, a rota and a letter (German). */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { mareike, react, send, sticker, wg } from './answers-70-cast.js';

const PACKLISTE = `Klar! Meine Liste von 2019, leicht verbessert:

**Am Körper**
- Wanderschuhe, eingelaufen (nicht die neuen!!)
- Merino-Shirt, Fleece, Regenjacke
- Kappe gegen die Midges

**Im Rucksack**
- 2 Paar Wandersocken + 1 Paar Schlafsocken
- Regenhose, ehrlich, du wirst sie lieben
- Mückennetz für den Kopf
- Blasenpflaster, Ibu, Tape
- Powerbank, Stirnlampe
- Müsliriegel für 2 Tage als Reserve

**Papierkram**
- Perso, Krankenkarte, Hostelbuchungen ausgedruckt
- Gepäcktransport? Lohnt sich ab Tyndrum total`;

const INTERVIEW = `Okay, mein Senf zu morgen, in Ruhe:

1. Die fragen fast immer, warum Bibliothek und nicht Buchhandlung. Denk dir da eine echte Geschichte aus deinem Leben, keine Floskel.
2. Schau dir vorher die Veranstaltungen der Stadtbibliothek an, die Lesenacht im Oktober zum Beispiel. Sowas merken die sich.
3. Wenn du was nicht weißt, sag es. „Das kenne ich noch nicht, würde ich mir aber so einarbeiten: …“ wirkt viel besser als Rumeiern.

Und iss vorher was. Du wirst komisch, wenn du Hunger hast, das weißt du.`;

export const OTTILIE_ANSWERS: readonly CorpusEntry[] = [
  mareike({
    name: 'set70 Ottilie: a packing list in three parts, a P.S. and a reaction to the interview news',
    answer: `# «send»
${PACKLISTE}

P.S. Nimm keine Jeans mit. Ich weiß, dass du es vorhast.

# «react» 4003
❤`,
    expect: [
      send(`${PACKLISTE}\n\nP.S. Nimm keine Jeans mit. Ich weiß, dass du es vorhast.`),
      react('❤', 4003),
    ],
  }),
  // Gemini closing a long list with a summary of what its turn covered, naming the partner.
  mareike({
    name: 'set70 Ottilie: the packing list, then a summary of the turn',
    answer: `# «send»
${PACKLISTE}

Zusammenfassung: Packliste für 8 Tage geschickt, Schwerpunkt Regen und Midges; Mareikes Vorstellungsgespräch wurde in dieser Antwort nicht aufgegriffen.`,
    expect: [send(PACKLISTE)],
  }),
  mareike({
    name: 'set70 Ottilie: interview advice with a relayed question and a recap for the friend',
    answer: `# «send» 4003
${INTERVIEW}

Mein Bruder lässt übrigens fragen, ob die da noch Leute für die Ausleihe am Wochenende suchen 😅

Also nochmal kurz für dich, zum Abspeichern: echte Geschichte, Lesenacht erwähnen, ehrlich sein, essen.`,
    expect: [
      send(
        `${INTERVIEW}\n\nMein Bruder lässt übrigens fragen, ob die da noch Leute für die Ausleihe am Wochenende suchen 😅\n\nAlso nochmal kurz für dich, zum Abspeichern: echte Geschichte, Lesenacht erwähnen, ehrlich sein, essen.`,
        4003,
      ),
    ],
  }),
  // Gemini 2.5 adding a remark on the tone it chose, with the partner in the third person.
  mareike({
    name: 'set70 Ottilie: interview advice, then a note on the tone kept for the nervous friend',
    answer: `# «send» 4003
${INTERVIEW}

(Ton bewusst locker und ermutigend gehalten, weil Mareike vor dem Gespräch nervös ist.)`,
    expect: [send(INTERVIEW, 4003)],
  }),
  // A plan for the next step between two parts of a story, and an English translation after the last.
  mareike({
    name: 'set70 Ottilie: a story in two parts with a plan between and a translation after',
    answer: `# «send» 4001
Die Geschichte vom Rannoch Moor, Teil 1: Tag vier, Regen seit dem Frühstück, und ich merke nach zwei Stunden, dass meine Karte im Hostel liegt. Handy bei 9 %. Weit und breit nur Moor und ein Schaf, das mich verurteilt.

Plan für den nächsten Schritt: Teil 2 mit dem Wanderer aus Glasgow erzählen, danach auf Mareikes Packliste eingehen.

# «send»
Teil 2: Dann taucht ein älterer Herr aus Glasgow auf, komplett in Tweed, und sagt nur „Lost, hen?“. Wir sind vier Stunden zusammen gelaufen, er hat mir sein halbes Sandwich gegeben und am Ende meine Stiefel ausgewrungen. Ich hab seinen Namen nie erfahren.

Translation: Part 2: Then an older gentleman from Glasgow shows up, all in tweed, and just says "Lost, hen?". We walked together for four hours, he gave me half his sandwich and wrung out my boots at the end. I never learned his name.`,
    expect: [
      send(
        'Die Geschichte vom Rannoch Moor, Teil 1: Tag vier, Regen seit dem Frühstück, und ich merke nach zwei Stunden, dass meine Karte im Hostel liegt. Handy bei 9 %. Weit und breit nur Moor und ein Schaf, das mich verurteilt.',
        4001,
      ),
      send(
        'Teil 2: Dann taucht ein älterer Herr aus Glasgow auf, komplett in Tweed, und sagt nur „Lost, hen?“. Wir sind vier Stunden zusammen gelaufen, er hat mir sein halbes Sandwich gegeben und am Ende meine Stiefel ausgewrungen. Ich hab seinen Namen nie erfahren.',
      ),
    ],
  }),
  wg({
    name: 'set70 Ottilie: the December rota as a table with a P.S. to the group',
    callout: true,
    answer: `# «send»
Putzplan Dezember, wie besprochen im Uhrzeigersinn:

| Woche | Bad | Küche | Flur + Müll |
|---|---|---|---|
| 1.–7. | Jannis | Bea | Konsti |
| 8.–14. | Otti | Jannis | Bea |
| 15.–21. | Konsti | Otti | Jannis |
| 22.–31. | Bea | Konsti | Otti |

Tauschen geht, aber bitte selbst klären und hier kurz reinschreiben.

P.S. Wer über Weihnachten weg ist, tauscht vorher. Nicht danach. Ich schau euch an, Konsti.`,
    expect: [
      send(
        'Putzplan Dezember, wie besprochen im Uhrzeigersinn:\n\n| Woche | Bad | Küche | Flur + Müll |\n|---|---|---|---|\n| 1.–7. | Jannis | Bea | Konsti |\n| 8.–14. | Otti | Jannis | Bea |\n| 15.–21. | Konsti | Otti | Jannis |\n| 22.–31. | Bea | Konsti | Otti |\n\nTauschen geht, aber bitte selbst klären und hier kurz reinschreiben.\n\nP.S. Wer über Weihnachten weg ist, tauscht vorher. Nicht danach. Ich schau euch an, Konsti.',
        4005,
      ),
    ],
  }),
  // A note to whoever runs the persona after a group message, naming what the card leaves open.
  wg({
    name: 'set70 Ottilie: the rota, then a note to the operator about the card',
    callout: true,
    answer: `# «send»
Putzplan Dezember steht:

| Woche | Bad | Küche | Flur + Müll |
|---|---|---|---|
| 1.–7. | Jannis | Bea | Konsti |
| 8.–14. | Otti | Jannis | Bea |
| 15.–21. | Konsti | Otti | Jannis |
| 22.–31. | Bea | Konsti | Otti |

Den Brief an die Verwaltung schreib ich heute Abend.

Hinweis an den Betreiber: Im Profil steht nicht, wie viele Leute in der WG wohnen; ich bin von vier ausgegangen, weil vier Namen im Chat vorkommen.`,
    expect: [
      send(
        'Putzplan Dezember steht:\n\n| Woche | Bad | Küche | Flur + Müll |\n|---|---|---|---|\n| 1.–7. | Jannis | Bea | Konsti |\n| 8.–14. | Otti | Jannis | Bea |\n| 15.–21. | Konsti | Otti | Jannis |\n| 22.–31. | Bea | Konsti | Otti |\n\nDen Brief an die Verwaltung schreib ich heute Abend.',
        4005,
      ),
    ],
  }),
  wg({
    name: 'set70 Ottilie: a letter to the landlord for the group to copy, signed for the flat',
    callout: true,
    answer: `# «send»
Brief an die Verwaltung, könnt ihr so lassen oder ergänzen:

Sehr geehrte Damen und Herren,

seit dem 14. November macht die Gastherme in unserer Wohnung (Karl-Liebknecht-Str. 61, 3. OG links) beim Anspringen ein lautes Klacken, zweimal ist sie ganz ausgefallen. Wir haben Sie am 18. und am 22. November telefonisch informiert, bisher ohne Rückmeldung.

Wir bitten Sie, bis zum 6. Dezember einen Termin mit einem Fachbetrieb zu vereinbaren. Wir sind werktags ab 16 Uhr erreichbar.

Mit freundlichen Grüßen
die Mieter*innen der WG, i. A. Ottilie Brandt

Bea, kannst du noch die Vertragsnummer raussuchen?`,
    expect: [
      send(
        'Brief an die Verwaltung, könnt ihr so lassen oder ergänzen:\n\nSehr geehrte Damen und Herren,\n\nseit dem 14. November macht die Gastherme in unserer Wohnung (Karl-Liebknecht-Str. 61, 3. OG links) beim Anspringen ein lautes Klacken, zweimal ist sie ganz ausgefallen. Wir haben Sie am 18. und am 22. November telefonisch informiert, bisher ohne Rückmeldung.\n\nWir bitten Sie, bis zum 6. Dezember einen Termin mit einem Fachbetrieb zu vereinbaren. Wir sind werktags ab 16 Uhr erreichbar.\n\nMit freundlichen Grüßen\ndie Mieter*innen der WG, i. A. Ottilie Brandt\n\nBea, kannst du noch die Vertragsnummer raussuchen?',
        4005,
      ),
    ],
  }),
  // An offer to rework the message, speaking of the partner in the third person, after a how-to.
  mareike({
    name: 'set70 Ottilie: a how-to for waterproofing boots, then an offer to rephrase it',
    answer: `# «send»
Und weil du sicher wieder fragst, wie man die Stiefel imprägniert:

1. Schnürsenkel raus, Dreck mit ner weichen Bürste ab.
2. Leicht feucht lassen, dann zieht das Wachs besser ein.
3. Wachs dünn mit den Fingern einmassieren, Nähte extra.
4. Über Nacht bei Zimmertemperatur trocknen, NICHT auf die Heizung.
5. Am nächsten Tag mit nem Tuch nachpolieren.

Das machst du zweimal vor der Reise und einmal unterwegs in Fort William.

Soll ich die Nachricht für Mareike noch etwas kürzer und lockerer formulieren?`,
    expect: [
      send(
        'Und weil du sicher wieder fragst, wie man die Stiefel imprägniert:\n\n1. Schnürsenkel raus, Dreck mit ner weichen Bürste ab.\n2. Leicht feucht lassen, dann zieht das Wachs besser ein.\n3. Wachs dünn mit den Fingern einmassieren, Nähte extra.\n4. Über Nacht bei Zimmertemperatur trocknen, NICHT auf die Heizung.\n5. Am nächsten Tag mit nem Tuch nachpolieren.\n\nDas machst du zweimal vor der Reise und einmal unterwegs in Fort William.',
      ),
    ],
  }),
  mareike({
    name: 'set70 Ottilie: the quoted answer the friend asked for, then a sticker',
    answer: `# «send» 4003
Du wolltest ja wissen, was du bei „Was sind Ihre Schwächen?“ sagst. Sag ungefähr das:

„Ich verliere mich manchmal in Details, zum Beispiel beim Katalogisieren. Inzwischen setze ich mir feste Zeitfenster dafür und frage früher nach, wenn etwas unklar ist.“

Und wenn sie nachhaken: „Ein Beispiel wäre mein Praktikum im Stadtarchiv, da habe ich das gelernt.“

Auswendig lernen musst du das nicht, nur den Gedanken.

# «sticker»
HeidiDuck
👋`,
    expect: [
      send(
        'Du wolltest ja wissen, was du bei „Was sind Ihre Schwächen?“ sagst. Sag ungefähr das:\n\n„Ich verliere mich manchmal in Details, zum Beispiel beim Katalogisieren. Inzwischen setze ich mir feste Zeitfenster dafür und frage früher nach, wenn etwas unklar ist.“\n\nUnd wenn sie nachhaken: „Ein Beispiel wäre mein Praktikum im Stadtarchiv, da habe ich das gelernt.“\n\nAuswendig lernen musst du das nicht, nur den Gedanken.',
        4003,
      ),
      sticker('👋'),
    ],
  }),
];
