/** Set 74: Lena with her friend Jana (a dating profile) and her client Herr Albers (his "About us" text). */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  ALBERS,
  ALBERS_CHAT,
  ALBERS_OWN,
  JANA,
  JANA_CHAT,
  JANA_OWN,
  LENA,
  lines,
  send,
} from './answers-74-cast.js';

const jana = { persona: LENA, participants: JANA, others: JANA_CHAT, own: JANA_OWN } as const;
const albers = { persona: LENA, participants: ALBERS, others: ALBERS_CHAT, own: ALBERS_OWN } as const;

const BIO = lines(
  'Zahnärztin mit Höhenangst-Immunität: unter der Woche rette ich Backenzähne, am Wochenende hänge ich an Felswänden in der Sächsischen Schweiz.',
  '',
  'Zu Hause wartet Mochi, eine Katze mit mehr Meinung als Gewicht.',
  '',
  'Ich erzähle schlechte Wortwitze. Wenn du darüber lachst, ist das schon mal ein Zahn in die richtige Richtung.',
);

const FEEDBACK = lines(
  'Herr Albers, mir gefällt der Text sehr, er klingt genau nach Ihrem Laden: bodenständig und herzlich.',
  '',
  'Zum „Du“: Das passt zu Ihnen, würde ich aber durchziehen. Auf der Startseite siezen Sie noch („Besuchen Sie uns“), das sollte einheitlich sein.',
  '',
  'Zwei Kleinigkeiten: „schrauben wir an allem, was zwei Räder hat“ ist super, das würde ich als Überschrift nehmen. Und „Teil der Familie“ liest man sehr oft, vielleicht lieber etwas Eigenes, z. B. „bei uns kennt man deinen Namen und deine Kette“.',
);

export const LENA_ENTRIES: readonly CorpusEntry[] = [
  {
    name: 'lena: the bio announced in one message, given in the next',
    ...jana,
    answer: lines(
      '# «send» 4005',
      'Okay, nicht cringe, versprochen. Hier mein Vorschlag 👇',
      '',
      '# «send»',
      BIO,
    ),
    expect: [send('Okay, nicht cringe, versprochen. Hier mein Vorschlag 👇', 4005), send(BIO)],
  },
  {
    name: 'lena: a profile line in the third person, as friends write "about my friend"',
    ...jana,
    answer: lines(
      '# «send» 4005',
      'Und falls es so ein Feld „Meine Freunde sagen über mich“ gibt:',
      '',
      'Jana ist die Person, die dir beim Bouldern die Route zeigt und danach deine Zahnseide-Technik korrigiert. Loyal, laut lachend, immer zu früh da. Ihre Katze hat sie besser erzogen als umgekehrt.',
      '',
      '# «react» 4005',
      '🔥',
    ),
    expect: [
      send(
        lines(
          'Und falls es so ein Feld „Meine Freunde sagen über mich“ gibt:',
          '',
          'Jana ist die Person, die dir beim Bouldern die Route zeigt und danach deine Zahnseide-Technik korrigiert. Loyal, laut lachend, immer zu früh da. Ihre Katze hat sie besser erzogen als umgekehrt.',
        ),
        4005,
      ),
      { type: 'react', emoji: '🔥', messageId: 4005 },
    ],
  },
  // Gemini 2.5 opens with a reading of the user's state before the answer, unlabelled, in the reply's language.
  {
    name: 'lena: a read of the friend opens the bio',
    ...jana,
    answer: lines(
      '# «send» 4005',
      'Jana ist unsicher und hat Angst, peinlich zu wirken. Sie braucht etwas Lockeres mit Humor, das ihre Stichworte aufgreift, ohne wie eine Liste zu klingen.',
      '',
      BIO,
    ),
    expect: [send(BIO, 4005)],
  },
  // Models close with a coverage summary of the request, citing the message id they were shown.
  {
    name: 'lena: a summary of what the bio covered closes it',
    ...jana,
    answer: lines(
      '# «send» 4005',
      BIO,
      '',
      'Abgedeckt: alle Stichworte aus #4005 (Klettern, Wortwitze, Mochi, Beruf), Alter bewusst weggelassen, Ton locker, unter 300 Zeichen.',
    ),
    expect: [send(BIO, 4005)],
  },
  {
    name: 'lena: feedback on the client text speaks of its tone',
    ...albers,
    answer: lines('# «send» 4005', FEEDBACK),
    expect: [send(FEEDBACK, 4005)],
  },
  // A note to whoever runs the persona about a fact missing from memory, in English under a German reply.
  {
    name: 'lena: an English note to the operator under the feedback',
    ...albers,
    answer: lines(
      '# «send» 4005',
      FEEDBACK,
      '',
      "Note for the operator: I don't know whether Lena already quoted Herr Albers a price for this job, so I left fees out entirely.",
    ),
    expect: [send(FEEDBACK, 4005)],
  },
  // Gemini 3 writes its plan as a numbered list inside the message block before the message.
  {
    name: 'lena: a numbered plan before the feedback',
    ...albers,
    answer: lines(
      '# «send» 4005',
      'Vorgehen:',
      '1. Text loben, Kunde ist unsicher',
      '2. Du/Sie-Frage klar beantworten',
      '3. zwei konkrete Verbesserungen',
      '',
      FEEDBACK,
    ),
    expect: [send(FEEDBACK, 4005)],
  },
  {
    name: 'lena: a letter the client will send, with salutation and his signature',
    ...albers,
    answer: lines(
      '# «send» 4005',
      'Und hier noch der Entwurf für Ihre Mail an den Großhändler, den Sie gestern erwähnt haben:',
      '',
      'Sehr geehrte Frau Dietrich,',
      '',
      'leider ist die Lieferung der Schwalbe-Reifen (Bestellung 2231) noch nicht bei uns angekommen. Könnten Sie mir bitte bis Freitag einen verbindlichen Liefertermin nennen?',
      '',
      'Mit freundlichen Grüßen',
      'Jürgen Albers',
      'Fahrrad Albers, Leipzig-Connewitz',
    ),
    expect: [
      send(
        lines(
          'Und hier noch der Entwurf für Ihre Mail an den Großhändler, den Sie gestern erwähnt haben:',
          '',
          'Sehr geehrte Frau Dietrich,',
          '',
          'leider ist die Lieferung der Schwalbe-Reifen (Bestellung 2231) noch nicht bei uns angekommen. Könnten Sie mir bitte bis Freitag einen verbindlichen Liefertermin nennen?',
          '',
          'Mit freundlichen Grüßen',
          'Jürgen Albers',
          'Fahrrad Albers, Leipzig-Connewitz',
        ),
        4005,
      ),
    ],
  },
  // Gemini translates its own non-English message for the reader, in brackets after it.
  {
    name: 'lena: an English translation of her own reply after it',
    ...jana,
    answer: lines(
      '# «send» 4005',
      'Gib mir zehn Minuten, ich bin noch im Bus. Mochi kommt auf jeden Fall rein 😼',
      '',
      "(Translation: Give me ten minutes, I'm still on the bus. Mochi is definitely going in 😼)",
    ),
    expect: [send('Gib mir zehn Minuten, ich bin noch im Bus. Mochi kommt auf jeden Fall rein 😼', 4005)],
  },
  {
    name: 'lena: relaying her sister, a third person and an aside in brackets',
    ...jana,
    answer: lines(
      '# «send» 4005',
      'Bio kommt gleich! Aber erst: Meike fragt, ob du Samstag mit zum Klettern in die Halle kommst. Sie hat neue Schuhe und will angeben (ihre Worte).',
      '',
      '# «send»',
      'Sie meint übrigens, „Zahnärztin, die klettert“ reicht als Bio völlig 😂',
    ),
    expect: [
      send(
        'Bio kommt gleich! Aber erst: Meike fragt, ob du Samstag mit zum Klettern in die Halle kommst. Sie hat neue Schuhe und will angeben (ihre Worte).',
        4005,
      ),
      send('Sie meint übrigens, „Zahnärztin, die klettert“ reicht als Bio völlig 😂'),
    ],
  },
];
