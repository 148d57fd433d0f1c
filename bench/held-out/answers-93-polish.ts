/**
 * Set 93, Bartek with his friend Michał (Polish): ordinary answers about the interview, a
 * colleague and the wedding plans, and answers with one line of the model's reading of Michał.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { interview, wedding } from './answers-93-cast.js';

export const POLISH_93: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: plain advice with "najważniejsze, żebyś…" addressed to the friend.
  {
    name: 'set93: Bartek says no suit, the main thing is sleep',
    ...interview,
    answer: `# «send»
Garnitur to przesada, to software house, tam ludzie w bluzach siedzą

# «send»
Koszula, ciemne jeansy i tyle. Najważniejsze, żebyś się wyspał, a nie jak przed ostatnią rozmową grał do trzeciej`,
    expect: [
      { type: 'send', text: 'Garnitur to przesada, to software house, tam ludzie w bluzach siedzą' },
      {
        type: 'send',
        text: 'Koszula, ciemne jeansy i tyle. Najważniejsze, żebyś się wyspał, a nie jak przed ostatnią rozmową grał do trzeciej',
      },
    ],
  },
  // Gemini 3 Flash: what a colleague says of the company and its team lead, in the third person.
  {
    name: 'set93: Bartek passes on what Kuba from the depot says of the team lead',
    ...interview,
    answer: `# «send»
Słuchaj, Kuba z zajezdni tam pracował rok temu jako tester. Mówi, że szef zespołu jest spoko, tylko lubi pytać o SQL

# «send»
Więc przypomnij sobie JOINy i będzie git 😄`,
    expect: [
      {
        type: 'send',
        text: 'Słuchaj, Kuba z zajezdni tam pracował rok temu jako tester. Mówi, że szef zespołu jest spoko, tylko lubi pytać o SQL',
      },
      { type: 'send', text: 'Więc przypomnij sobie JOINy i będzie git 😄' },
    ],
  },
  // Gemini 2.5 Flash: the plan the two have agreed, summed up as a list.
  {
    name: 'set93: Bartek sums up the wedding arrangements as a list',
    ...wedding,
    answer: `# «send»
Dobra, to ustalamy:
- jadę sam, bez osoby towarzyszącej
- zabieram się z wami busem
- prezent składamy się na pół, tak jak mówiliśmy

# «send»
Przekaż Agnieszce, że dziękuję za zaproszenie 🙂`,
    expect: [
      {
        type: 'send',
        text: 'Dobra, to ustalamy:\n- jadę sam, bez osoby towarzyszącej\n- zabieram się z wami busem\n- prezent składamy się na pół, tak jak mówiliśmy',
      },
      { type: 'send', text: 'Przekaż Agnieszce, że dziękuję za zaproszenie 🙂' },
    ],
  },
  // Gemini 3 Flash: a reply to the older question, then the bride's and his sister's nerves told as gossip.
  {
    name: "set93: Bartek jokes about the bride's nerves and his own sister's",
    ...wedding,
    answer: `# «send» 4001
Sam będę. Agnieszka pewnie już osiwiała od tej listy, co?

# «send»
Moja siostra przed swoim weselem nie spała tydzień, mama mówiła, że gadała przez sen o obrusach 😂`,
    expect: [
      { type: 'send', text: 'Sam będę. Agnieszka pewnie już osiwiała od tej listy, co?', replyTo: 4001 },
      {
        type: 'send',
        text: 'Moja siostra przed swoim weselem nie spała tydzień, mama mówiła, że gadała przez sen o obrusach 😂',
      },
    ],
  },
  // Gemini 2.5 Flash: a message, a pause, the answers, and a waving sticker.
  {
    name: 'set93: Bartek is alive, waits, answers and waves',
    ...wedding,
    answer: `# «send»
Żyję, żyję, właśnie zjechałem do zajezdni

# «wait»
delay: 20

# «send»
Jadę sam i busem z wami, jeśli jest miejsce

# «sticker»
HeidiDuck
👋`,
    expect: [
      { type: 'send', text: 'Żyję, żyję, właśnie zjechałem do zajezdni' },
      { type: 'wait', delay: 20 },
      { type: 'send', text: 'Jadę sam i busem z wami, jeśli jest miejsce' },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
  // Gemini 2.5 Flash: Michał read by pronoun ("On się boi…") on the first line of the message.
  {
    name: "set93: Bartek's advice opened by 'he fears another failure'",
    ...interview,
    answer: `# «send»
On się boi kolejnej porażki i szuka pretekstu, żeby się przyczepić do czegoś małego.
Bez garnituru. Koszula wystarczy, serio

# «send»
I nie rzucasz żadnego IT, trzecia rozmowa to nie wyrok`,
    expect: [
      { type: 'send', text: 'Bez garnituru. Koszula wystarczy, serio' },
      { type: 'send', text: 'I nie rzucasz żadnego IT, trzecia rozmowa to nie wyrok' },
    ],
  },
  // Gemini 3 Flash: a "Sytuacja:" line reading the friend, as the last line of the last message.
  {
    name: "set93: Bartek's answer closed by a 'situation:' line about Michał",
    ...wedding,
    answer: `# «send»
Żyję! Sorry, byłem na trasie

# «send»
Jadę sam, a busem chętnie, jak się zmieszczę
Sytuacja: Michał czeka na odpowiedź dla siostry do piątku, trochę się niecierpliwi.`,
    expect: [
      { type: 'send', text: 'Żyję! Sorry, byłem na trasie' },
      { type: 'send', text: 'Jadę sam, a busem chętnie, jak się zmieszczę' },
    ],
  },
  // Gemini 2.5 Flash: a bracketed note of what the answer is to do, under the message's text.
  {
    name: "set93: Bartek's advice with a bracketed 'the answer should calm him'",
    ...interview,
    answer: `# «send»
Garnitur nie, marynarka może być, jak chcesz wyglądać poważniej
(Odpowiedź ma go uspokoić i dać konkretną radę, bez wykładu.)

# «send»
Trzymam kciuki, daj znać po wszystkim`,
    expect: [
      { type: 'send', text: 'Garnitur nie, marynarka może być, jak chcesz wyglądać poważniej' },
      { type: 'send', text: 'Trzymam kciuki, daj znać po wszystkim' },
    ],
  },
  // Gemini 3 Flash: "najważniejsze teraz to…" as the plan for the turn, naming the friend.
  {
    name: "set93: Bartek's message opened by 'the main thing now is to give Michał confidence'",
    ...interview,
    answer: `# «send»
Najważniejsze teraz to dodać Michałowi pewności siebie przed jutrem.
Stary, bierzesz koszulę i idziesz jak po swoje. Garnitur zostaw na wesele Agnieszki`,
    expect: [
      {
        type: 'send',
        text: 'Stary, bierzesz koszulę i idziesz jak po swoje. Garnitur zostaw na wesele Agnieszki',
      },
    ],
  },
  // Gemini 2.5 Flash: which question to answer first, glued before the answer with a dash.
  {
    name: "set93: Bartek's 'first Michał's question about the list' glued to the reply",
    ...wedding,
    answer: `# «send» 4001
Najpierw pytanie Michała o listę, bo ma termin w piątek — Sam, bez osoby towarzyszącej

# «send» 4003
Busem z wami, jeśli można`,
    expect: [
      { type: 'send', text: 'Sam, bez osoby towarzyszącej', replyTo: 4001 },
      { type: 'send', text: 'Busem z wami, jeśli można', replyTo: 4003 },
    ],
  },
  // Gemini 3 Flash: a recap of what Michał wrote ("Michał pisze, że…") above the answer.
  {
    name: "set93: Bartek's answer under a recap of Michał's three messages",
    ...interview,
    answer: `# «send»
Michał pisze, że to już trzecia rozmowa w miesiącu i że jak odpadnie, rzuca IT, a teraz pyta o garnitur.
Weź koszulę, nie garnitur. A o rzucaniu pogadamy przy piwie, jak cię przyjmą`,
    expect: [
      {
        type: 'send',
        text: 'Weź koszulę, nie garnitur. A o rzucaniu pogadamy przy piwie, jak cię przyjmą',
      },
    ],
  },
];
