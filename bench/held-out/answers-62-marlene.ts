/** Set 62: Marlene's long German messages to Jana (recipes, storage, a story), slips inside. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { L, marlene, send } from './answers-62-cast.js';

const zutaten = L(
  'Klar, hier ist sie 🎃',
  '',
  '**Zutaten (4 Portionen):**',
  '- 1 Hokkaido (ca. 1 kg), mit Schale',
  '- 2 Zwiebeln, 1 Stück Ingwer (daumengroß)',
  '- 1 Dose Kokosmilch',
  '- 800 ml Gemüsebrühe',
  '- Salz, Pfeffer, etwas Chili',
);
const schritte = L(
  '**So gehts:**',
  '1. Kürbis entkernen, würfeln. Schale bleibt dran, die wird weich!',
  '2. Zwiebeln und Ingwer in Butter anschwitzen, Kürbis dazu, 5 Min. mitbraten.',
  '3. Mit Brühe ablöschen, 20 Min. köcheln, dann Kokosmilch rein und pürieren.',
  '4. Abschmecken. Ich mach immer noch einen Spritzer Limette dazu.',
);
const haltbar = L(
  'Im Kühlschrank hält sie 3–4 Tage, gut verschlossen. Einfrieren geht auch super, dann ca. 3 Monate.',
  'Nur die Kokosmilch trennt sich manchmal beim Auftauen, einfach nochmal kurz durchpürieren.',
);
const geschichte = L(
  'Ach, und weil du nach der Suppe fragst: die hab ich das erste Mal bei Omas 70. gemacht.',
  'Es war viel zu scharf, Onkel Bernd hat drei Gläser Wasser getrunken und behauptet, er hätte "nur Schluckauf".',
  'Seitdem mach ich mit dem Chili sehr vorsichtig 😂',
);

export const MARLENE: readonly CorpusEntry[] = [
  marlene({
    name: 'set62 marlene: the whole recipe in one message with bold sections and a list',
    answer: L('# «send»', zutaten, '', schritte),
    expect: [send(L(zutaten, '', schritte))],
  }),
  marlene({
    name: 'set62 marlene: recipe, then storage as a reply to the question, then a story',
    answer: L('# «send»', zutaten, '', schritte, '', '# «send» 4005', haltbar, '', '# «send»', geschichte),
    expect: [send(L(zutaten, '', schritte)), send(haltbar, 4005), send(geschichte)],
  }),
  // Gemini 2.5 Flash: a wrapped reasoning aside left between the ingredients and the steps.
  marlene({
    name: 'set62 marlene: a wrapped thinking aside between ingredients and steps',
    actions: 'never',
    answer: L(
      '# «send»',
      zutaten,
      '',
      '(Thinking: Jana wrote "Hokkaido", so the skin can stay on — mention that in step 1.)',
      '',
      schritte,
    ),
    expect: [send(L(zutaten, '', schritte))],
  }),
  // Gemini 2.5 Flash: a note on its own answer between the recipe block and the storage block.
  marlene({
    name: 'set62 marlene: a note on the answer closing the first of two messages',
    answer: L(
      '# «send»',
      zutaten,
      '',
      schritte,
      '',
      '*Note: I kept the recipe in German and in metric units since Jana is in Leipzig.*',
      '',
      '# «send»',
      haltbar,
    ),
    expect: [send(L(zutaten, '', schritte)), send(haltbar)],
  }),
  // Gemini 2.5 Flash: the writer reminds itself mid-body of the second question, then answers it.
  marlene({
    name: 'set62 marlene: a self-reminder paragraph between the recipe and the storage answer',
    answer: L(
      '# «send»',
      schritte,
      '',
      'Wait, she also asked how long it keeps in the fridge — I need to add that.',
      '',
      haltbar,
    ),
    expect: [send(L(schritte, '', haltbar))],
  }),
  // Gemini 3: a bold title-case reasoning summary opening the second block.
  marlene({
    name: 'set62 marlene: a reasoning summary title opens the second block',
    answer: L(
      '# «send»',
      zutaten,
      '',
      schritte,
      '',
      '# «send»',
      '**Addressing the Storage Question**',
      '',
      "I'm now turning to Jana's second question about the fridge. I'll give a clear number of days and mention freezing.",
      '',
      haltbar,
    ),
    expect: [send(L(zutaten, '', schritte)), send(haltbar)],
  }),
  marlene({
    name: 'set62 marlene: a story with quoted speech and a P.S. after a rule',
    answer: L(
      '# «send»',
      geschichte,
      '',
      '---',
      '',
      'P.S. Bring mir bitte meine Tupperdose zurück, die blaue mit dem Sprung im Deckel 😇',
    ),
    expect: [
      send(
        L(
          geschichte,
          '',
          '---',
          '',
          'P.S. Bring mir bitte meine Tupperdose zurück, die blaue mit dem Sprung im Deckel 😇',
        ),
      ),
    ],
  }),
  marlene({
    name: 'set62 marlene: a note a cook writes inside the steps, and a reaction',
    answer: L(
      '# «react» 4003',
      '🔥',
      '',
      '# «send»',
      schritte,
      '',
      'Note: nicht zu früh salzen, die Brühe ist ja schon salzig!',
      '',
      'Und wenn du magst: geröstete Kürbiskerne oben drauf, 2 Min. in der Pfanne ohne Öl.',
    ),
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4003 },
      send(
        L(
          schritte,
          '',
          'Note: nicht zu früh salzen, die Brühe ist ja schon salzig!',
          '',
          'Und wenn du magst: geröstete Kürbiskerne oben drauf, 2 Min. in der Pfanne ohne Öl.',
        ),
      ),
    ],
  }),
  // Gemini 2.5 Pro: a reasoning line labelled in German between two real messages.
  marlene({
    name: 'set62 marlene: a German reasoning label between two messages',
    answer: L(
      '# «send»',
      zutaten,
      '',
      'Überlegung: Sie fragt auch nach dem Kühlschrank, das kommt in die zweite Nachricht.',
      '',
      '# «send»',
      haltbar,
    ),
    expect: [send(zutaten), send(haltbar)],
  }),
  // Gemini 2.5 Flash: the same long message written twice in a row.
  marlene({
    name: 'set62 marlene: the recipe block repeated whole',
    answer: L(
      '# «send»',
      zutaten,
      '',
      schritte,
      '',
      '# «send»',
      zutaten,
      '',
      schritte,
      '',
      '# «send»',
      haltbar,
    ),
    expect: [send(L(zutaten, '', schritte)), send(haltbar)],
    withheld: ['duplicate'],
  }),
  // Gemini 2.5 Flash: a narration line naming the persona between two paragraphs; an offer to redo after.
  marlene({
    name: 'set62 marlene: narration between paragraphs and an offer closing the first block',
    actions: 'never',
    answer: L(
      '# «send»',
      zutaten,
      '',
      '*Marlene kramt ihr altes Kochheft aus der Schublade*',
      '',
      schritte,
      '',
      "Let me know if you'd like a shorter version of this message!",
      '',
      '# «send»',
      haltbar,
    ),
    expect: [send(L(zutaten, '', schritte)), send(haltbar)],
  }),
  marlene({
    name: 'set62 marlene: a shopping list with check marks a person ticks off',
    answer: L(
      '# «send»',
      'Meine Einkaufsliste für Samstag, falls du mitkommst:',
      '',
      '✅ Kürbis (hast du ja schon)',
      '✅ Kokosmilch',
      '⬜ Ingwer',
      '⬜ Limetten',
      '⬜ Brot vom Bäcker Schulze',
      '',
      'Den Rest hab ich da. Treffen um 10 am Markt?',
    ),
    expect: [
      send(
        L(
          'Meine Einkaufsliste für Samstag, falls du mitkommst:',
          '',
          '✅ Kürbis (hast du ja schon)',
          '✅ Kokosmilch',
          '⬜ Ingwer',
          '⬜ Limetten',
          '⬜ Brot vom Bäcker Schulze',
          '',
          'Den Rest hab ich da. Treffen um 10 am Markt?',
        ),
      ),
    ],
  }),
  // Gemini 2.5 Flash: a note to the operator between the recipe and the story.
  marlene({
    name: 'set62 marlene: a note for whoever runs the persona between two messages',
    answer: L(
      '# «send»',
      schritte,
      '',
      '(Hinweis für den Betreiber: In den Notizen steht nichts über Janas Herd, daher keine Gradzahl.)',
      '',
      '# «send»',
      geschichte,
    ),
    expect: [send(schritte), send(geschichte)],
  }),
];
