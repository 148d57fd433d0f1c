/**
 * Set 98 in Romanian: Mihai with his brother Andrei, about Andrei's wedding and their father's
 * old Logan (Gemini 2.5 Flash, 2.5 Pro and 3 Pro). Half ordinary answers, some talking about
 * other people or summing up a plan; half with the model's reading of Andrei or its plan left in.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { car, wedding } from './answers-98-cast.js';

export const ROMANIAN_98: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: an ordinary two-message answer with a promise and a joke.
  {
    name: 'set98: Mihai promises a clean speech, ordinary',
    ...wedding,
    answer: `# «send»
Discursul e gata pe trei sferturi 😄 Fără fostă, promit

# «send»
Am o singură glumă cu tine și cortul de la Vama Veche, atât`,
    expect: [
      { type: 'send', text: 'Discursul e gata pe trei sferturi 😄 Fără fostă, promit' },
      { type: 'send', text: 'Am o singură glumă cu tine și cortul de la Vama Veche, atât' },
    ],
  },
  // Gemini 2.5 Pro: a message reporting what Ioana said, in the third person, replying to 4003.
  {
    name: 'set98: Mihai reports what Ioana told him about the band, ordinary',
    ...wedding,
    answer: `# «send» 4003
Ioana mi-a zis aseară că formația le face reducere dacă plătesc avansul până vineri. Vorbește cu ea, că ea știe mai bine cifrele

# «send»
Și da, discursul e scris. Fosta nu apare nicăieri 😇`,
    expect: [
      {
        type: 'send',
        text: 'Ioana mi-a zis aseară că formația le face reducere dacă plătesc avansul până vineri. Vorbește cu ea, că ea știe mai bine cifrele',
        replyTo: 4003,
      },
      { type: 'send', text: 'Și da, discursul e scris. Fosta nu apare nicăieri 😇' },
    ],
  },
  // Gemini 3 Pro: a summed-up plan meant for Andrei (a twin of a plan note).
  {
    name: 'set98: Mihai sums up who does what, ordinary',
    ...wedding,
    answer: `# «send»
Deci: eu vorbesc cu mama de listă, tu cu formația, iar discursul rămâne surpriză. Fără fostă, pe cuvânt. Ok?`,
    expect: [
      {
        type: 'send',
        text: 'Deci: eu vorbesc cu mama de listă, tu cu formația, iar discursul rămâne surpriză. Fără fostă, pe cuvânt. Ok?',
      },
    ],
  },
  // Gemini 2.5 Pro: a recap of what Andrei told, as the body's first paragraph.
  {
    name: 'set98: Mihai under a recap of what Andrei told',
    ...wedding,
    answer: `# «send»
Andrei a spus că lista a crescut la 140, că Ioana e supărată din cauza banilor și că se teme de discursul meu.

Frate, respiră. Discursul e curat, fosta nu există în el 😄

# «send»
Și cu mama vorbesc eu diseară`,
    expect: [
      { type: 'send', text: 'Frate, respiră. Discursul e curat, fosta nu există în el 😄' },
      { type: 'send', text: 'Și cu mama vorbesc eu diseară' },
    ],
  },
  // Gemini 3 Pro: an English goal line as the last line of a Romanian body.
  {
    name: 'set98: Mihai with an English goal line glued below',
    ...wedding,
    answer: `# «send»
Liniștește-te, discursul e despre cum te-ai îndrăgostit de Ioana, nu despre trecut 😄
Goal: calm him down and make him laugh a little.`,
    expect: [
      {
        type: 'send',
        text: 'Liniștește-te, discursul e despre cum te-ai îndrăgostit de Ioana, nu despre trecut 😄',
      },
    ],
  },
  // Gemini 2.5 Flash: an ordinary answer with a pause, the tip replying to the older message.
  {
    name: 'set98: Mihai agrees to talk to their father, with a wait, ordinary',
    ...car,
    answer: `# «send»
Vorbesc eu, da. Duminică la masă, când e mâncat și bine dispus 😄

# «wait»
delay: 15

# «send» 4003
Dar să nu-i zici «vindem», zi-i «schimbăm». Altfel se încăpățânează`,
    expect: [
      { type: 'send', text: 'Vorbesc eu, da. Duminică la masă, când e mâncat și bine dispus 😄' },
      { type: 'wait', delay: 15 },
      {
        type: 'send',
        text: 'Dar să nu-i zici «vindem», zi-i «schimbăm». Altfel se încăpățânează',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 2.5 Pro: advice with "principalul e" and what their father fears, in the third person.
  {
    name: 'set98: Mihai explains what their father fears, ordinary',
    ...car,
    answer: `# «send»
Principalul e să nu-l faci să simtă că e prea bătrân să conducă. De asta se teme el de fapt, nu de bani

# «send»
Las-o pe mine, vorbesc eu cu el`,
    expect: [
      {
        type: 'send',
        text: 'Principalul e să nu-l faci să simtă că e prea bătrân să conducă. De asta se teme el de fapt, nu de bani',
      },
      { type: 'send', text: 'Las-o pe mine, vorbesc eu cu el' },
    ],
  },
  // Gemini 2.5 Flash: what the partner wants, with no subject, glued below the message.
  {
    name: 'set98: Mihai with what Andrei wants glued below, no subject',
    ...car,
    answer: `# «send»
Ok, vorbesc eu cu tata sâmbătă. Dar tu vii cu mine, nu scapi 😄
Vrea ca eu să fiu cel care îi spune, ca să nu pară el cel rău.`,
    expect: [{ type: 'send', text: 'Ok, vorbesc eu cu tata sâmbătă. Dar tu vii cu mine, nu scapi 😄' }],
  },
  // Gemini 3 Pro: a bracketed note on the register chosen, as the body's last paragraph.
  {
    name: 'set98: Mihai with a bracketed register note at the end',
    ...car,
    answer: `# «send»
Vorbesc eu, frate. Știi cum e, pe mine mă ascultă doar când îi zic că e ideea lui 😂

(Ton relaxat, de frate mai mare, fără formalități.)`,
    expect: [
      {
        type: 'send',
        text: 'Vorbesc eu, frate. Știi cum e, pe mine mă ascultă doar când îi zic că e ideea lui 😂',
      },
    ],
  },
  // Gemini 2.5 Flash, two slips: a reading before the first block and the order of answers inside it.
  {
    name: 'set98: Mihai with a reading before the blocks and an order note between messages',
    ...car,
    answer: `Andrei e frustrat și vrea sprijin, nu sfaturi.

# «send»
Da, vorbesc eu cu el

Răspund întâi la 4005, pentru că e întrebarea directă, apoi la vânzare.

# «send»
Și sunt de acord, mai bine îl vindem acum decât după încă un service`,
    expect: [
      { type: 'send', text: 'Da, vorbesc eu cu el' },
      { type: 'send', text: 'Și sunt de acord, mai bine îl vindem acum decât după încă un service' },
    ],
  },
];
