/**
 * Set 100, Giulia with Marco in Italian (Gemini 2.5 Flash) and Kasia in her flat's group in
 * Polish (Gemini 3 Flash): dinner tonight, the electricity bill (a callout) and Bartek's yoghurt
 * (not addressed to her). Eight ordinary answers and four with one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { bill, cena, yoghurt } from './answers-100-cast.js';

export const IT_PL_100: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: a reply to an older message, then the answer to the last.
  {
    name: 'set100: Giulia praises the butcher, then says yes to eight',
    ...cena,
    answer: `# «send» 4003
Il macellaio sotto casa è il migliore, ottima scelta

# «send»
Alle otto ci sono! Porto un Montepulciano`,
    expect: [
      { type: 'send', text: 'Il macellaio sotto casa è il migliore, ottima scelta', replyTo: 4003 },
      { type: 'send', text: 'Alle otto ci sono! Porto un Montepulciano' },
    ],
  },
  // Gemini 2.5 Flash: a message in two languages, as she writes to Marco.
  {
    name: 'set100: Giulia answers in Italian and English in one message',
    ...cena,
    answer: `# «send»
Alle otto perfetto! See you at eight, chef 👨‍🍳
Il vino lo porto io, tranquillo`,
    expect: [
      {
        type: 'send',
        text: 'Alle otto perfetto! See you at eight, chef 👨‍🍳\nIl vino lo porto io, tranquillo',
      },
    ],
  },
  // Gemini 2.5 Flash: a reaction, a sticker, then a question.
  {
    name: 'set100: Giulia reacts to the guanciale, sends a sticker and asks',
    ...cena,
    answer: `# «react» 4003
🔥

# «sticker»
HeidiDuck
😂

# «send»
sì sì, alle otto. Bianco o rosso?`,
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4003 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
      { type: 'send', text: 'sì sì, alle otto. Bianco o rosso?' },
    ],
  },
  // Gemini 2.5 Flash: a think block in Italian, the answer, then a memory.
  {
    name: 'set100: Giulia thinks, accepts and remembers the dinner',
    ...cena,
    answer: `# «think»
Marco cucina per me, sembra quasi un appuntamento vero.

# «send»
Vengo! Porto il vino e anche il dolce

# «remember»
Cena da Marco stasera alle 8, carbonara col guanciale. Io porto vino e dolce.`,
    expect: [{ type: 'send', text: 'Vengo! Porto il vino e anche il dolce' }, { type: 'remember' }],
  },
  // Gemini 2.5 Flash: the model's English reasoning as the first line of an Italian message.
  {
    name: 'set100: Giulia under an English line of reasoning',
    ...cena,
    answer: `# «send»
The user is inviting me to dinner; I should accept warmly and confirm the wine.
Vengo volentieri! Alle otto porto un rosso`,
    expect: [{ type: 'send', text: 'Vengo volentieri! Alle otto porto un rosso' }],
  },
  // Gemini 2.5 Flash: a bracketed note in Italian on the language and tone chosen.
  {
    name: 'set100: Giulia answers, then a note on language and tone',
    ...cena,
    answer: `# «send»
Perfetto, alle otto. Il vino lo scelgo io 😌

(Risposta in italiano, tono scherzoso come nei messaggi precedenti.)`,
    expect: [{ type: 'send', text: 'Perfetto, alle otto. Il vino lo scelgo io 😌' }],
  },
  // Gemini 3 Flash: a numbered split of the bill of her own, sent to the group.
  {
    name: 'set100: Kasia sends the group her numbered split of the bill',
    ...bill,
    answer: `# «send»
412 zł / 4 = 103 zł na osobę
1. Bartek – 103
2. Ola – 103
3. Zuzia – 103
Numer konta ten sam co zawsze, do piątku proszę 🙏`,
    expect: [
      {
        type: 'send',
        text: '412 zł / 4 = 103 zł na osobę\n1. Bartek – 103\n2. Ola – 103\n3. Zuzia – 103\nNumer konta ten sam co zawsze, do piątku proszę 🙏',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash: the answer, then a reply by id owning up to the heater.
  {
    name: 'set100: Kasia answers Zuzia, then owns up to Ola by id',
    ...bill,
    answer: `# «send»
Po 103 zł, przelewy do piątku

# «send» 4003
Ola, to chyba ja… suszyłam ręczniki 🙈 sorry`,
    expect: [
      { type: 'send', text: 'Po 103 zł, przelewy do piątku', replyTo: 4005 },
      { type: 'send', text: 'Ola, to chyba ja… suszyłam ręczniki 🙈 sorry', replyTo: 4003 },
    ],
  },
  // Gemini 3 Flash: a joke in a thread not addressed to her, then a note about the chat.
  {
    name: 'set100: Kasia jokes about the yoghurt and notes the guest',
    ...yoghurt,
    answer: `# «send»
Bartek, podpisz ten jogurt markerem i po sprawie

# «note»
W sobotę siostra Oli (Ola, user 31) śpi u nas na kanapie.`,
    expect: [
      { type: 'send', text: 'Bartek, podpisz ten jogurt markerem i po sprawie', replyTo: 4005 },
      { type: 'note' },
    ],
  },
  // Gemini 3 Flash: a holding message, a pause, then the figure.
  {
    name: 'set100: Kasia asks for a second, waits and answers',
    ...bill,
    answer: `# «send»
Sekunda, liczę

# «wait»
delay: 40

# «send»
Wychodzi po 103 zł. Przelewy do piątku 🙏`,
    expect: [
      { type: 'send', text: 'Sekunda, liczę', replyTo: 4005 },
      { type: 'wait', delay: 40 },
      { type: 'send', text: 'Wychodzi po 103 zł. Przelewy do piątku 🙏' },
    ],
  },
  // Gemini 3 Flash: the model's English reasoning and sum as the first paragraph of a Polish message.
  {
    name: 'set100: Kasia under an English paragraph working out the split',
    ...bill,
    answer: `# «send»
Zuzia is asking me to split the bill. 412 / 4 = 103, so each person pays 103 zł.

Po 103 zł na głowę, do piątku proszę`,
    expect: [{ type: 'send', text: 'Po 103 zł na głowę, do piątku proszę', replyTo: 4005 }],
  },
  // Gemini 3 Flash: narrated silence in Polish naming the persona, in a thread not addressed to her.
  {
    name: 'set100: Kasia narrated laughing and not writing',
    ...yoghurt,
    answer: `# «send»
*Kasia czyta i się śmieje, ale nic nie pisze*`,
    expect: [],
    silence: '',
  },
];
