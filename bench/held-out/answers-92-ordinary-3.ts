/**
 * Set 92, ordinary answers in Italian (Chiara, Gemini 2.5 Flash), European Portuguese (Joana,
 * Gemini 3 Pro), Polish (Kasia, Gemini 2.5 Pro) and Russian (Аркадий, Gemini 3 Flash): lists,
 * replies, stickers, reactions, waits, memory and a quotation; each must arrive whole.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { drill, gelato, swell, tournament } from './answers-92-cast.js';

export const ORDINARY_92_LANGUAGES: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: two messages in Italian, flavours in one sentence.
  {
    name: 'set92: Chiara lists the flavours in a sentence and offers a mix',
    ...gelato,
    answer: `# «send»
Questa settimana: pistacchio di Bronte, fiordilatte, fondente e uno nuovo fico e noci

# «send»
Dimmi tu, ti preparo un chilo misto`,
    expect: [
      {
        type: 'send',
        text: 'Questa settimana: pistacchio di Bronte, fiordilatte, fondente e uno nuovo fico e noci',
      },
      { type: 'send', text: 'Dimmi tu, ti preparo un chilo misto' },
    ],
  },
  // Gemini 2.5 Flash: a teasing reply to the older message, then a sticker.
  {
    name: 'set92: Chiara teases Matteo by reply and adds a sticker',
    ...gelato,
    answer: `# «send» 4001
Trent'anni e mangi ancora il gelato col cucchiaino di plastica come un bambino

# «sticker»
HeidiDuck
😂`,
    expect: [
      {
        type: 'send',
        text: "Trent'anni e mangi ancora il gelato col cucchiaino di plastica come un bambino",
        replyTo: 4001,
      },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  // Gemini 2.5 Flash: an English think block, then an Italian dashed list with an aside.
  {
    name: 'set92: Chiara thinks in English, then sends an Italian list',
    ...gelato,
    answer: `# «think»
He wants this week's flavours. List them, remind him of the lemon he loves.

# «send»
Questa settimana ho:
- pistacchio
- fiordilatte
- zabaione
- sorbetto al limone (quello che ti piace tanto)`,
    expect: [
      {
        type: 'send',
        text: 'Questa settimana ho:\n- pistacchio\n- fiordilatte\n- zabaione\n- sorbetto al limone (quello che ti piace tanto)',
      },
    ],
  },
  // Gemini 3 Pro: a reply to the callout and a reply to the first question, in Portuguese.
  {
    name: 'set92: Joana takes the 10h group and backs the cancellation by replies',
    ...swell,
    answer: `# «send» 4005
Fico eu com o grupo das 10h, sem problema

# «send» 4001
Concordo, cancela-se a dos miúdos. Eu aviso os pais hoje à noite`,
    expect: [
      { type: 'send', text: 'Fico eu com o grupo das 10h, sem problema', replyTo: 4005 },
      {
        type: 'send',
        text: 'Concordo, cancela-se a dos miúdos. Eu aviso os pais hoje à noite',
        replyTo: 4001,
      },
    ],
  },
  // Gemini 3 Pro: a reaction to Inês's message, then a short answer.
  {
    name: 'set92: Joana reacts to the agreement and answers Rui',
    ...swell,
    answer: `# «react» 4003
👍

# «send»
Fico com as 10h, trocamos para a semana se quiseres`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4003 },
      { type: 'send', text: 'Fico com as 10h, trocamos para a semana se quiseres' },
    ],
  },
  // Gemini 3 Pro: a message about a colleague in the third person, then a note.
  {
    name: 'set92: Joana passes on what Tiago said and notes the plan',
    ...swell,
    answer: `# «send»
Fico com as 10h. O Tiago disse-me ontem que quer ficar com os miúdos na quinta para compensar

# «note»
Aula dos miúdos cancelada pelo mar; fico com o grupo das 10h. Tiago quer os miúdos na quinta.`,
    expect: [
      {
        type: 'send',
        text: 'Fico com as 10h. O Tiago disse-me ontem que quer ficar com os miúdos na quinta para compensar',
      },
      { type: 'note' },
    ],
  },
  // Gemini 2.5 Pro: two messages in Polish, the second a reply to the recipe question.
  {
    name: 'set92: Kasia lends the drill and answers the recipe by reply',
    ...drill,
    answer: `# «send»
Jasne, wiertarka leży w szafie w przedpokoju, wpadnij jutro po pracy

# «send» 4003
Przepis cioci Basi znalazłam! Zrobię zdjęcie i ci wyślę`,
    expect: [
      { type: 'send', text: 'Jasne, wiertarka leży w szafie w przedpokoju, wpadnij jutro po pracy' },
      { type: 'send', text: 'Przepis cioci Basi znalazłam! Zrobię zdjęcie i ci wyślę', replyTo: 4003 },
    ],
  },
  // Gemini 2.5 Pro: a message, a pause while she looks, and the answer.
  {
    name: 'set92: Kasia checks for drill bits during a wait',
    ...drill,
    answer: `# «send»
Sekunda, sprawdzam czy mam wiertła do betonu

# «wait»
delay: 40

# «send»
Mam, całe pudełko. Bierz śmiało`,
    expect: [
      { type: 'send', text: 'Sekunda, sprawdzam czy mam wiertła do betonu' },
      { type: 'wait', delay: 40 },
      { type: 'send', text: 'Mam, całe pudełko. Bierz śmiało' },
    ],
  },
  // Gemini 3 Flash: three messages in Russian for three parents' questions, one a reply.
  {
    name: 'set92: Аркадий answers time, clocks and the older group',
    ...tournament,
    answer: `# «send»
Турнир в субботу, начало в 10:00, регистрация с 9:30

# «send»
Свои часы брать не нужно, клуб выдаёт

# «send» 4005
Тимуру можно попробовать в старшей группе, рейтинг уже позволяет`,
    expect: [
      { type: 'send', text: 'Турнир в субботу, начало в 10:00, регистрация с 9:30' },
      { type: 'send', text: 'Свои часы брать не нужно, клуб выдаёт' },
      {
        type: 'send',
        text: 'Тимуру можно попробовать в старшей группе, рейтинг уже позволяет',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash: a quotation introduced by a name and a colon inside the sentence.
  {
    name: 'set92: Аркадий quotes Tartakower with a colon after the name',
    ...tournament,
    answer: `# «send» 4005
Пусть играет в старшей. Как говорил Тартаковер: «Тактика — это знать, что делать, когда есть что делать». Там он этому и научится`,
    expect: [
      {
        type: 'send',
        text: 'Пусть играет в старшей. Как говорил Тартаковер: «Тактика — это знать, что делать, когда есть что делать». Там он этому и научится',
        replyTo: 4005,
      },
    ],
  },
];
