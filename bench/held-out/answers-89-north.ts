/** Set 89, the German, French and Polish groups: Leonie, Margaux and Ola. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { leonie, margaux, ola } from './answers-89-cast.js';

export const NORTH: readonly CorpusEntry[] = [
  leonie({
    name: 'de: Mara answered by name, a promise in brackets',
    answer: `# «send» 4005
Mara, klar mach ich das! Gute Besserung dir 🍵 (und nein, ich lasse die Bässe nicht wieder zehnmal den Einsatz üben, versprochen)`,
    expect: [
      {
        type: 'send',
        text: 'Mara, klar mach ich das! Gute Besserung dir 🍵 (und nein, ich lasse die Bässe nicht wieder zehnmal den Einsatz üben, versprochen)',
        replyTo: 4005,
      },
    ],
  }),
  leonie({
    name: 'de: an announcement to the choir, line by line',
    answer: `# «send»
Kurze Info an alle: Samstag leite ich die Stimmprobe, weil Mara krank ist.
Beginn 10 Uhr, Raum 3
Bitte Bleistift mitbringen, wir markieren Atemstellen
Kuchen bringt diesmal Ömer 😇`,
    expect: [
      {
        type: 'send',
        text: 'Kurze Info an alle: Samstag leite ich die Stimmprobe, weil Mara krank ist.\nBeginn 10 Uhr, Raum 3\nBitte Bleistift mitbringen, wir markieren Atemstellen\nKuchen bringt diesmal Ömer 😇',
        replyTo: 4005,
      },
    ],
  }),
  leonie({
    name: 'de: Ömer told he brings the cake, then a sticker',
    answer: `# «send» 4003
Ömer, du bist dran mit Kuchen, ich hab die Liste 😄

# «sticker»
😂`,
    expect: [
      { type: 'send', text: 'Ömer, du bist dran mit Kuchen, ich hab die Liste 😄', replyTo: 4003 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  leonie({
    name: 'de: a joke about Till in the third person',
    answer: `# «send» 4001
Till und Elternabend, das ist wie Till und das hohe F: angemeldet ist er immer, gesehen hat ihn noch keiner 😂`,
    expect: [
      {
        type: 'send',
        text: 'Till und Elternabend, das ist wie Till und das hohe F: angemeldet ist er immer, gesehen hat ihn noch keiner 😂',
        replyTo: 4001,
      },
    ],
  }),
  // A narrator's line with the persona typing, glued over the message (roleplay framing).
  leonie({
    name: 'de: slip: the persona narrated typing over the message',
    answer: `# «send» 4005
Leonie lächelt und tippt schnell zurück:
Na klar, Mara! Ich übernehme Samstag. Kurier dich aus 💐`,
    expect: [
      { type: 'send', text: 'Na klar, Mara! Ich übernehme Samstag. Kurier dich aus 💐', replyTo: 4005 },
    ],
  }),
  // A note about missing data for whoever runs the persona, as the answer's last block.
  leonie({
    name: 'de: slip: an operator note as a later block',
    answer: `# «send» 4005
Mach ich, Mara! Schick mir nur kurz, welche Stücke dran sind

# «send»
Hinweis für den Betreiber: Leonie hat keine Informationen darüber, welche Stücke am Samstag geprobt werden, bitte im Profil ergänzen.`,
    expect: [
      { type: 'send', text: 'Mach ich, Mara! Schick mir nur kurz, welche Stücke dran sind', replyTo: 4005 },
    ],
  }),
  // Members narrated in a bracketed scene line between two messages.
  leonie({
    name: 'de: slip: members narrated in brackets between messages',
    answer: `# «send» 4005
Ja, mach ich!

(Ömer wartet immer noch auf eine Antwort wegen des Kuchens, Kerstin sortiert die Noten.)

# «send» 4003
Und Ömer: Kuchen bist diesmal du 😁`,
    expect: [
      { type: 'send', text: 'Ja, mach ich!', replyTo: 4005 },
      { type: 'send', text: 'Und Ömer: Kuchen bist diesmal du 😁', replyTo: 4003 },
    ],
  }),
  // Two slips before any block: a member read to no one and the order of answers.
  leonie({
    name: 'de: slip: Mara read and the order of answers before the block',
    answer: `Mara ist krank und braucht jemanden für Samstag. Ich antworte zuerst ihr, Ömers Kuchenfrage kommt danach.

# «send» 4005
Gute Besserung, Mara! Samstag übernehme ich 🙌`,
    expect: [{ type: 'send', text: 'Gute Besserung, Mara! Samstag übernehme ich 🙌', replyTo: 4005 }],
  }),

  margaux({
    name: 'fr: Régis answered with the route line by line',
    answer: `# «send» 4005
Oui Régis, j'ai le tracé 🗺️
Départ 8h30 du parking de la Croix-Haute
14 km, 650 m de dénivelé
Pique-nique au lac vers 12h30
Je mets le GPX dans le groupe ce soir`,
    expect: [
      {
        type: 'send',
        text: "Oui Régis, j'ai le tracé 🗺️\nDépart 8h30 du parking de la Croix-Haute\n14 km, 650 m de dénivelé\nPique-nique au lac vers 12h30\nJe mets le GPX dans le groupe ce soir",
        replyTo: 4005,
      },
    ],
  }),
  margaux({
    name: 'fr: Bastien and Odile answered on their messages',
    answer: `# «send» 4003
Bastien, aucun souci pour le chien, tant qu'il reste en laisse près des troupeaux 🐕

# «send» 4001
Odile j'en ai une en rab, je te la prends !`,
    expect: [
      {
        type: 'send',
        text: "Bastien, aucun souci pour le chien, tant qu'il reste en laisse près des troupeaux 🐕",
        replyTo: 4003,
      },
      { type: 'send', text: "Odile j'en ai une en rab, je te la prends !", replyTo: 4001 },
    ],
  }),
  margaux({
    name: 'fr: a story about last year’s forecast and three members',
    answer: `# «send» 3995
Pour les nouveaux : l'an dernier Yves avait annoncé « grand soleil » aussi. On a fini sous la grêle au col, Claudine avait mis son sac sur la tête et Régis chantait pour garder le moral. Donc on prend quand même les K-way 😅`,
    expect: [
      {
        type: 'send',
        text: "Pour les nouveaux : l'an dernier Yves avait annoncé « grand soleil » aussi. On a fini sous la grêle au col, Claudine avait mis son sac sur la tête et Régis chantait pour garder le moral. Donc on prend quand même les K-way 😅",
        replyTo: 3995,
      },
    ],
  }),
  margaux({
    name: 'fr: the persona naming herself as the one who organises again',
    answer: `# «send» 4005
Eh oui, c'est encore Margaux qui s'y colle 😅 Départ 8h30 du parking, le tracé arrive ce soir`,
    expect: [
      {
        type: 'send',
        text: "Eh oui, c'est encore Margaux qui s'y colle 😅 Départ 8h30 du parking, le tracé arrive ce soir",
        replyTo: 4005,
      },
    ],
  }),
  // Gemini's roleplay habit: the persona's action in asterisks opening the line.
  margaux({
    name: 'fr: slip: the persona’s action in asterisks opening the line',
    answer: `# «send» 4005
*Margaux vérifie son téléphone* Oui j'ai le tracé ! Départ 8h30 du parking de la Croix-Haute`,
    expect: [
      {
        type: 'send',
        text: "Oui j'ai le tracé ! Départ 8h30 du parking de la Croix-Haute",
        replyTo: 4005,
      },
    ],
  }),
  // The model continues the transcript: a header numbered after the chat and Régis's thanks.
  margaux({
    name: 'fr: slip: Régis’s next message made up under a transcript header',
    answer: `# «send» 4005
Départ 8h30 du parking, j'envoie le tracé ce soir 👍

⟦#4006 Régis⟧
Parfait merci !`,
    expect: [{ type: 'send', text: "Départ 8h30 du parking, j'envoie le tracé ce soir 👍", replyTo: 4005 }],
  }),
  // A labelled context line restating the request, the persona in the third person.
  margaux({
    name: 'fr: slip: a context line first',
    answer: `# «send» 4005
Contexte : Régis demande à Margaux le tracé et l'heure de départ.

C'est moi qui l'ai ! On part à 8h30, je le poste ce soir`,
    expect: [
      { type: 'send', text: "C'est moi qui l'ai ! On part à 8h30, je le poste ce soir", replyTo: 4005 },
    ],
  }),
  // An operator note as a block of its own between two real messages.
  margaux({
    name: 'fr: slip: an operator note between two messages',
    answer: `# «send» 4005
Oui, départ 8h30 !

# «send»
Note pour l'opérateur : le fichier GPX n'est pas dans mes notes, je ne peux pas l'envoyer.

# «send» 4003
Et Bastien, le chien est le bienvenu 🐾`,
    expect: [
      { type: 'send', text: 'Oui, départ 8h30 !', replyTo: 4005 },
      { type: 'send', text: 'Et Bastien, le chien est le bienvenu 🐾', replyTo: 4003 },
    ],
  }),

  ola({
    name: 'pl: volunteering to the teacher',
    answer: `# «send» 4005
Pani Ewo, ja mogę jechać jako opiekun 🙋‍♀️ Wezmę też apteczkę`,
    expect: [
      { type: 'send', text: 'Pani Ewo, ja mogę jechać jako opiekun 🙋‍♀️ Wezmę też apteczkę', replyTo: 4005 },
    ],
  }),
  ola({
    name: 'pl: Kasia answered with the collection’s breakdown',
    answer: `# «send» 4003
Kasia, zebrało się 460 zł od 23 osób.
Bon do Empiku: 300 zł
Kwiaty: 80 zł
Kartka i laurka od dzieci: 20 zł
Zostaje 60 zł, proponuję dorzucić do wycieczki`,
    expect: [
      {
        type: 'send',
        text: 'Kasia, zebrało się 460 zł od 23 osób.\nBon do Empiku: 300 zł\nKwiaty: 80 zł\nKartka i laurka od dzieci: 20 zł\nZostaje 60 zł, proponuję dorzucić do wycieczki',
        replyTo: 4003,
      },
    ],
  }),
  ola({
    name: 'pl: Tomasz answered with a joke about Bartek',
    answer: `# «send» 3998
Tomasz, 15 zł na pierniki. A Bartek w zeszłym roku dał 50, bo myślał, że to na cały rok 😂`,
    expect: [
      {
        type: 'send',
        text: 'Tomasz, 15 zł na pierniki. A Bartek w zeszłym roku dał 50, bo myślał, że to na cały rok 😂',
        replyTo: 3998,
      },
    ],
  }),
  ola({
    name: 'pl: volunteering, then an aside in brackets to Magda',
    answer: `# «send» 4005
Zgłaszam się na opiekę!

# «send»
(Magda, jeśli Staś jednak pojedzie, to usiądę z nim w autobusie, żebyś była spokojna 🙂)`,
    expect: [
      { type: 'send', text: 'Zgłaszam się na opiekę!', replyTo: 4005 },
      {
        type: 'send',
        text: '(Magda, jeśli Staś jednak pojedzie, to usiądę z nim w autobusie, żebyś była spokojna 🙂)',
      },
    ],
  }),
  // The chat log continued with timestamps: the teacher and another parent answer, made up.
  ola({
    name: 'pl: slip: members’ replies made up with chat-log times',
    answer: `# «send» 4005
Ja mogę jechać jako opiekunka, Pani Ewo!

[21:14] Pani Ewa: Dziękuję Pani Olu, zapisuję
[21:15] Iza: ja też mogę`,
    expect: [{ type: 'send', text: 'Ja mogę jechać jako opiekunka, Pani Ewo!', replyTo: 4005 }],
  }),
  // The room described to no one before the message.
  ola({
    name: 'pl: slip: the group’s state described first',
    answer: `# «send» 4005
W grupie rodziców panuje lekkie zamieszanie przed wycieczką, a Pani Ewa szuka chętnych.

Pani Ewo, ja mogę! Piątek mam wolny`,
    expect: [{ type: 'send', text: 'Pani Ewo, ja mogę! Piątek mam wolny', replyTo: 4005 }],
  }),
  // A note to whoever runs the account as the message's last paragraph.
  ola({
    name: 'pl: slip: a note for the account’s runner last',
    answer: `# «send» 4003
Kasia, wyszło 460 zł, szczegóły wrzucę jutro z paragonami

Notatka dla osoby prowadzącej konto: nie mam zapisanej dokładnej listy wpłat, kwota jest przybliżona.`,
    expect: [
      { type: 'send', text: 'Kasia, wyszło 460 zł, szczegóły wrzucę jutro z paragonami', replyTo: 4003 },
    ],
  }),
  // Deciding aloud whom to answer, as the first paragraph of the first message.
  ola({
    name: 'pl: slip: whom to answer first, then two messages',
    answer: `# «send» 4005
Najpierw odpowiem Pani Ewie, potem Kasi w sprawie pieniędzy.

Mogę jechać na wycieczkę 🙋‍♀️

# «send» 4003
A zbiórka: 460 zł, Kasiu`,
    expect: [
      { type: 'send', text: 'Mogę jechać na wycieczkę 🙋‍♀️', replyTo: 4005 },
      { type: 'send', text: 'A zbiórka: 460 zł, Kasiu', replyTo: 4003 },
    ],
  }),
];
