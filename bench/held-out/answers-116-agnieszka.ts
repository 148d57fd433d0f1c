/**
 * Set 116, Agnieszka in Warsaw (Gemini 2.5 Pro), in Polish: with Kuba about Zośka's birthday after
 * his night shifts, and in her climbing group where Ola asks her about Thursday. Lines of her own
 * that join two sentences, beside notes glued to the message on the same line.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { birthday, wall } from './answers-116-cast.js';

export const AGNIESZKA_116: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: a remark about a friend then advice to Kuba, in lower case after a full stop.
  {
    name: 'set116: Agnieszka on Zośka, then lower-case advice to Kuba',
    ...birthday,
    answer: `# «send»
Zośka się obrazi jak nie przyjdziemy. ty się najpierw wyśpij, potem zdecydujemy`,
    expect: [
      {
        type: 'send',
        text: 'Zośka się obrazi jak nie przyjdziemy. ty się najpierw wyśpij, potem zdecydujemy',
      },
    ],
  },
  // Gemini 2.5 Pro: a line opening with Kuba's name and no comma, then a joke about the birthday girl.
  {
    name: "set116: Agnieszka opens with Kuba's name without a comma, then a joke",
    ...birthday,
    answer: `# «send»
Kuba nie musisz siedzieć do końca, wpadniemy na godzinkę i wracamy

# «send»
Zośka i tak będzie zajęta otwieraniem prezentów haha`,
    expect: [
      { type: 'send', text: 'Kuba nie musisz siedzieć do końca, wpadniemy na godzinkę i wracamy' },
      { type: 'send', text: 'Zośka i tak będzie zajęta otwieraniem prezentów haha' },
    ],
  },
  // Gemini 2.5 Pro: an English reading of the partner and its plan after the full stop.
  {
    name: 'set116: Agnieszka says a short visit, a reading of Kuba after the full stop',
    ...birthday,
    answer: `# «send»
Idziemy, ale tylko na chwilę. He's clearly exhausted, so I'm offering a short visit instead of pushing.`,
    expect: [{ type: 'send', text: 'Idziemy, ale tylko na chwilę.' }],
  },
  // Gemini 2.5 Pro: a Polish appraisal of the reply glued after the emoji.
  {
    name: 'set116: Agnieszka says yes, a Polish appraisal after the emoji',
    ...birthday,
    answer: `# «send»
Jasne, że idziemy, ale wrócimy wcześnie 😘 Ta odpowiedź jest ciepła, ale nie naciska.`,
    expect: [{ type: 'send', text: 'Jasne, że idziemy, ale wrócimy wcześnie 😘' }],
  },
  // Gemini 2.5 Pro: a Polish goal label before a dash, then the message.
  {
    name: 'set116: Agnieszka tells Kuba to sleep, a Polish goal before a dash',
    ...birthday,
    answer: `# «send»
Cel: uspokoić go i nie naciskać — Śpij dziś porządnie, a w sobotę zobaczymy jak się czujesz`,
    expect: [{ type: 'send', text: 'Śpij dziś porządnie, a w sobotę zobaczymy jak się czujesz' }],
  },
  // Gemini 2.5 Pro: a group answer, then a line to Michał opening with his name, lower case after a full stop.
  {
    name: 'set116: Agnieszka brings her shoes, then advice to Michał in one line',
    ...wall,
    answer: `# «send»
Jestem, biorę swoje buty 🧗‍♀️

# «send»
Michał ten palec musisz oszczędzać, serio. możesz ze mną robić łatwe drogi na rozgrzewkę`,
    expect: [
      { type: 'send', text: 'Jestem, biorę swoje buty 🧗‍♀️', replyTo: 4005 },
      {
        type: 'send',
        text: 'Michał ten palec musisz oszczędzać, serio. możesz ze mną robić łatwe drogi na rozgrzewkę',
      },
    ],
  },
  // Gemini 2.5 Pro: news of how a member feels, then a question to her, in one line.
  {
    name: 'set116: Agnieszka says how Kasia feels, then asks her',
    ...wall,
    answer: `# «send»
Będę! Swoje buty, wypożyczalnia ma same rozwalone

# «send»
Kasia mówiła, że się boi po tym upadku. Kasiu, idziesz z nami czy odpuszczasz w tym tygodniu?`,
    expect: [
      { type: 'send', text: 'Będę! Swoje buty, wypożyczalnia ma same rozwalone', replyTo: 4005 },
      {
        type: 'send',
        text: 'Kasia mówiła, że się boi po tym upadku. Kasiu, idziesz z nami czy odpuszczasz w tym tygodniu?',
      },
    ],
  },
  // Gemini 2.5 Pro: an English reading of the member who asked, glued after the full stop with no space.
  {
    name: 'set116: Agnieszka is in, a reading of Ola glued after the full stop',
    ...wall,
    answer: `# «send»
Jestem! Biorę swoje buty.Ola is organizing, so she needs a clear yes and the shoes answer.`,
    expect: [{ type: 'send', text: 'Jestem! Biorę swoje buty.', replyTo: 4005 }],
  },
  // Gemini 2.5 Pro: its answering order in English glued after a closing bracket.
  {
    name: 'set116: Agnieszka gives her time, an answering order after the bracket',
    ...wall,
    answer: `# «send»
Będę o 19, może 5 min później (tramwaj 🙄)Answering Ola first, then Michał's finger.

# «send» 4003
Michał oszczędzaj ten palec, nie rób przewieszeń`,
    expect: [
      { type: 'send', text: 'Będę o 19, może 5 min później (tramwaj 🙄)', replyTo: 4005 },
      { type: 'send', text: 'Michał oszczędzaj ten palec, nie rób przewieszeń', replyTo: 4003 },
    ],
  },
  // Gemini 2.5 Pro: two slips, an English goal before a dash and an offer to redo after the emoji.
  {
    name: 'set116: Agnieszka is in, a goal before a dash and an offer after the emoji',
    ...wall,
    answer: `# «send»
Goal: a clear yes for Ola — Jestem w czwartek!

# «send»
Biorę swoje buty, wypożyczalniane śmierdzą 😅 Want me to make this sound more enthusiastic?`,
    expect: [
      { type: 'send', text: 'Jestem w czwartek!', replyTo: 4005 },
      { type: 'send', text: 'Biorę swoje buty, wypożyczalniane śmierdzą 😅' },
    ],
  },
];
