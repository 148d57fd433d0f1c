/**
 * Set 105, Zosia in her flatmates' groups in Polish (Gemini 3 Flash and 2.5 Flash): messages she
 * means whole (an answer to Kuba's callout, the split summed up, Kuba's feelings and wishes in
 * the third person, her own plan, a sticker), then one slip each (one with two) of the model's
 * working voice in Polish or English.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { niespodzianka, rachunek } from './answers-105-cast.js';

export const ZOSIA_105: readonly CorpusEntry[] = [
  // Gemini 3 Flash: an answer to the callout with the sum, then a word to Wiktor.
  {
    name: 'set105: Zosia splits the bill and teases Wiktor',
    ...rachunek,
    answer: `# «send»
Tak, ja robię przelew. Wychodzi 153 zł na głowę

# «send»
Wiktor, nikt cię nie wini, ale farelka w łazience non stop to jednak przesada 😅`,
    expect: [
      { type: 'send', text: 'Tak, ja robię przelew. Wychodzi 153 zł na głowę', replyTo: 4005 },
      {
        type: 'send',
        text: 'Wiktor, nikt cię nie wini, ale farelka w łazience non stop to jednak przesada 😅',
      },
    ],
  },
  // Gemini 3 Flash: she sums up the arrangement for the flat in one message.
  {
    name: 'set105: Zosia sums up who pays what and when',
    ...rachunek,
    answer: `# «send»
Dobra, ustalmy: każdy przelewa mi do piątku 153 zł, a ja w poniedziałek płacę właścicielowi razem z czynszem`,
    expect: [
      {
        type: 'send',
        text: 'Dobra, ustalmy: każdy przelewa mi do piątku 153 zł, a ja w poniedziałek płacę właścicielowi razem z czynszem',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: Kuba's feelings in the third person, then her offer.
  {
    name: "set105: Zosia tells of Kuba's hurt in the third person and offers to take him out",
    ...niespodzianka,
    answer: `# «send»
No właśnie, on to bardzo przeżył w zeszłym roku, udawał że nie, ale widziałam

# «send»
Ja go wyciągnę na ściankę w sobotę, od 16 do 18 macie wolną chatę`,
    expect: [
      {
        type: 'send',
        text: 'No właśnie, on to bardzo przeżył w zeszłym roku, udawał że nie, ale widziałam',
        replyTo: 4005,
      },
      { type: 'send', text: 'Ja go wyciągnę na ściankę w sobotę, od 16 do 18 macie wolną chatę' },
    ],
  },
  // Gemini 2.5 Flash: what Kuba said he wants, passed on with a question to Ola.
  {
    name: 'set105: Zosia passes on what Kuba dreams of and asks Ola',
    ...niespodzianka,
    answer: `# «send»
Kuba ostatnio mówił, że marzą mu się pierogi od babci Oli 😂 Ola, dasz radę?

# «send»
A ja go zabieram na ściankę, żebyście mieli czas`,
    expect: [
      {
        type: 'send',
        text: 'Kuba ostatnio mówił, że marzą mu się pierogi od babci Oli 😂 Ola, dasz radę?',
        replyTo: 4005,
      },
      { type: 'send', text: 'A ja go zabieram na ściankę, żebyście mieli czas' },
    ],
  },
  // Gemini 3 Flash: a sticker, then a message.
  {
    name: 'set105: Zosia waves with a sticker, then volunteers',
    ...niespodzianka,
    answer: `# «sticker»
HeidiDuck
👋

# «send»
Jestem! Ja go wyciągnę z domu, spokojnie`,
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '👋', replyTo: 4005 },
      { type: 'send', text: 'Jestem! Ja go wyciągnę z domu, spokojnie' },
    ],
  },
  // Gemini 3 Flash: a reading of a member by name and the answer's plan, in Polish, after the full stop.
  {
    name: 'set105: Zosia with a reading of Kuba after the full stop',
    ...rachunek,
    answer: `# «send»
Ogarnę to, wyślę wam numer konta wieczorem. Kuba oczekuje konkretnej odpowiedzi, więc odpowiadam krótko i rzeczowo.`,
    expect: [{ type: 'send', text: 'Ogarnę to, wyślę wam numer konta wieczorem.', replyTo: 4005 }],
  },
  // Gemini 3 Flash: a label naming the reading, in Polish, glued as the first line.
  {
    name: 'set105: Zosia under a glued label naming her reading of Wiktor',
    ...rachunek,
    answer: `# «send»
Odczyt sytuacji: Wiktor czuje się atakowany, trzeba rozładować napięcie.
Spoko, podzielę i wrzucę tu rozpiskę. Wiktor, stawiasz pizzę i jesteśmy kwita 😄`,
    expect: [
      {
        type: 'send',
        text: 'Spoko, podzielę i wrzucę tu rozpiskę. Wiktor, stawiasz pizzę i jesteśmy kwita 😄',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: what the answer should achieve, in English, as a block of its own at the end.
  {
    name: 'set105: Zosia, then a block holding only an English aim',
    ...niespodzianka,
    answer: `# «send»
Ja go wyciągnę, mam pomysł

# «send»
Aim: make Ola feel the surprise will work and that Kuba will be happy this year.`,
    expect: [{ type: 'send', text: 'Ja go wyciągnę, mam pomysł', replyTo: 4005 }],
  },
  // Gemini 2.5 Flash: a bracketed register note in Polish, glued as the last line.
  {
    name: 'set105: Zosia with a glued bracketed register note',
    ...niespodzianka,
    answer: `# «send»
Biorę go na ściankę o 16, potem na kebsa, wrócimy koło 19
(luźny ton, jak reszta grupy)`,
    expect: [
      { type: 'send', text: 'Biorę go na ściankę o 16, potem na kebsa, wrócimy koło 19', replyTo: 4005 },
    ],
  },
  // Gemini 3 Flash: two slips, a Polish recap between messages and a stage direction naming her.
  {
    name: 'set105: Zosia with a recap between messages and a stage direction naming her',
    ...rachunek,
    answer: `# «send»
Okej, przelew robię ja

Podsumowanie: rachunek 612 zł, Ola obwinia farelkę Wiktora, Wiktor się broni, Kuba pyta o przelew.

# «send»
*Zosia otwiera kalkulator*
153 zł od osoby, do piątku proszę`,
    expect: [
      { type: 'send', text: 'Okej, przelew robię ja', replyTo: 4005 },
      { type: 'send', text: '153 zł od osoby, do piątku proszę' },
    ],
  },
];
