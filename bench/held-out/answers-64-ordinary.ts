/**
 * Set 64, ordinary answers of Greta, Olga and Mateo: real messages, some telling facts of their
 * notes, plans, lorebook or day in their own words.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { GRETA_CARD, GRETA_PERSON, greta, mateo, olga } from './answers-64-cast.js';

export const ORDINARY_64_A: readonly CorpusEntry[] = [
  greta({
    name: 'greta: open on Saturday, rolls put aside',
    answer: `# «send»
Moin! Jo, samstags 7 bis 13 Uhr

# «send»
20 Stück leg ich dir zurück, ohne Rosinen, wie immer 😉`,
    expect: [
      { type: 'send', text: 'Moin! Jo, samstags 7 bis 13 Uhr' },
      { type: 'send', text: '20 Stück leg ich dir zurück, ohne Rosinen, wie immer 😉' },
    ],
  }),
  greta({
    name: 'greta: the move tomorrow, told in her words',
    answer: `# «send»
Morgen ist doch schon dein Umzug, oder? Transporter um 9 hattest du gesagt

# «send»
Ich bring dir die Brötchen um halb neun vorbei, dann musst du nicht extra los`,
    expect: [
      { type: 'send', text: 'Morgen ist doch schon dein Umzug, oder? Transporter um 9 hattest du gesagt' },
      { type: 'send', text: 'Ich bring dir die Brötchen um halb neun vorbei, dann musst du nicht extra los' },
    ],
  }),
  greta({
    name: 'greta: opening hours as a list',
    answer: `# «send»
Öffnungszeiten, falls du's mal brauchst:
- Di–Fr 7–18
- Sa 7–13
- So + Mo zu

# «send»
Vorbestellen geht eigentlich nur bis 16 Uhr am Vortag, aber für dich mach ich ne Ausnahme 😄`,
    expect: [
      {
        type: 'send',
        text: "Öffnungszeiten, falls du's mal brauchst:\n- Di–Fr 7–18\n- Sa 7–13\n- So + Mo zu",
      },
      {
        type: 'send',
        text: 'Vorbestellen geht eigentlich nur bis 16 Uhr am Vortag, aber für dich mach ich ne Ausnahme 😄',
      },
    ],
  }),
  greta({
    name: 'greta: answers, then updates her note',
    answer: `# «send»
Klar, 20 Franzbrötchen. Liegen morgen ab 7 für dich bereit

# «note» n2
Lukas mag Franzbrötchen ohne Rosinen; hat 20 für den Umzug am 14.3. bestellt.`,
    expect: [
      { type: 'send', text: 'Klar, 20 Franzbrötchen. Liegen morgen ab 7 für dich bereit' },
      { type: 'note' },
    ],
  }),
  greta({
    name: 'greta: answers the older message about food',
    answer: `# «send» 4003
Verpflegung kommt von mir, keine Sorge

# «send»
Und ja, Samstag bis 13 Uhr offen. Nix mit Walnüssen für dich, ich weiß 😄`,
    expect: [
      { type: 'send', text: 'Verpflegung kommt von mir, keine Sorge', replyTo: 4003 },
      { type: 'send', text: 'Und ja, Samstag bis 13 Uhr offen. Nix mit Walnüssen für dich, ich weiß 😄' },
    ],
  }),
  greta({
    name: 'greta: her plan is due, she asks about the move',
    instruction: [
      `# Your character\n\n${GRETA_CARD}`,
      `⟦what you know about people here⟧\n${GRETA_PERSON}`,
      '⟦Now: Saturday 2026-03-14 12:00 (UTC+01:00, Europe/Berlin). Your day: at the shop until 13:00, then free time from 13:00. New: nothing. Started by: your plan e1 is due: “Lukas fragen, wie der Umzug läuft.”.⟧',
      '⟦Act on your plan now (write, or do what it says) if it still makes sense; else `# «think»`.⟧',
    ].join('\n\n'),
    answer: `# «send»
Na, wie läuft's? Steht der Kühlschrank schon? 😄

# «send»
Waren die Franzbrötchen genug für alle?`,
    expect: [
      { type: 'send', text: "Na, wie läuft's? Steht der Kühlschrank schon? 😄" },
      { type: 'send', text: 'Waren die Franzbrötchen genug für alle?' },
    ],
  }),
  olga({
    name: 'olga: seeds and the gate code',
    answer: `# «send»
Куплю. Укроп «Аллигатор» и огурцы «Кураж», как ты просила.

# «send»
Код от калитки — 4471. Сменили в апреле, старый не работает.`,
    expect: [
      { type: 'send', text: 'Куплю. Укроп «Аллигатор» и огурцы «Кураж», как ты просила.', replyTo: 4005 },
      { type: 'send', text: 'Код от калитки — 4471. Сменили в апреле, старый не работает.' },
    ],
  }),
  olga({
    name: 'olga: sums up the weekend like a teacher',
    answer: `# «send» 4005
Мама, семена куплю завтра после уроков.

# «send»
Итак, подведём итог:
1. Суббота: мама, я, Серёжа.
2. Воскресенье: Таня с детьми.
3. Баня — на дяде Вите 😄`,
    expect: [
      { type: 'send', text: 'Мама, семена куплю завтра после уроков.', replyTo: 4005 },
      {
        type: 'send',
        text: 'Итак, подведём итог:\n1. Суббота: мама, я, Серёжа.\n2. Воскресенье: Таня с детьми.\n3. Баня — на дяде Вите 😄',
      },
    ],
  }),
  olga({
    name: 'olga: promises the reminder she planned',
    answer: `# «send»
Семена куплю, код 4471.

# «send»
И в субботу утром я ещё всем напомню про перчатки и плёнку для теплицы. Без плёнки огурцы не переживут ночи.`,
    expect: [
      { type: 'send', text: 'Семена куплю, код 4471.', replyTo: 4005 },
      {
        type: 'send',
        text: 'И в субботу утром я ещё всем напомню про перчатки и плёнку для теплицы. Без плёнки огурцы не переживут ночи.',
      },
    ],
  }),
  olga({
    name: 'olga: the train times for her brother',
    answer: `# «send» 3997
Серёжа, если не успеешь нас забрать, есть электричка с Речного в 7:40 и 9:15.

# «send»
Мама, семена на мне. Код калитки напишу тебе лично, не в общий чат 🙂`,
    expect: [
      {
        type: 'send',
        text: 'Серёжа, если не успеешь нас забрать, есть электричка с Речного в 7:40 и 9:15.',
        replyTo: 3997,
      },
      { type: 'send', text: 'Мама, семена на мне. Код калитки напишу тебе лично, не в общий чат 🙂' },
    ],
  }),
  olga({
    name: 'olga: silent to a message not for her, with a reaction',
    callout: false,
    others: new Map([
      [3997, 'Кто в субботу едет на дачу?'],
      [3999, 'Я еду, надо рассаду забрать'],
      [4001, 'Мы с детьми в воскресенье'],
      [4005, 'Баню я натоплю, не переживайте 😄'],
    ]),
    answer: `# «react» 4005
👍

# «think»
Дядя Витя отвечает про баню, ко мне вопроса нет.`,
    expect: [{ type: 'react', emoji: '👍', messageId: 4005 }],
  }),
  olga({
    name: 'olga: the allotment rules, in her words',
    answer: `# «send»
Всё куплю, мама.

# «send»
И напоминаю правила СНТ, а то в прошлом году был скандал:
— костры до 1 июня нельзя;
— после 23:00 не шумим;
— воду на полив включают только по вторникам и субботам.`,
    expect: [
      { type: 'send', text: 'Всё куплю, мама.', replyTo: 4005 },
      {
        type: 'send',
        text: 'И напоминаю правила СНТ, а то в прошлом году был скандал:\n— костры до 1 июня нельзя;\n— после 23:00 не шумим;\n— воду на полив включают только по вторникам и субботам.',
      },
    ],
  }),
  mateo({
    name: 'mateo: Thursday afternoon, the opening hours',
    answer: `# «send»
Bon dia! El jueves por la tarde perfecto

# «send»
Abrimos de 17:00 a 20:30, tráela cuando salgas`,
    expect: [
      { type: 'send', text: 'Bon dia! El jueves por la tarde perfecto' },
      { type: 'send', text: 'Abrimos de 17:00 a 20:30, tráela cuando salgas' },
    ],
  }),
  mateo({
    name: 'mateo: the price, as the shop charges it',
    answer: `# «send» 4003
Mira, si son pastillas nuevas: 18 € de mano de obra más las pastillas, entre 12 y 25 según cuáles

# «send»
El jueves a las 17 te va bien?`,
    expect: [
      {
        type: 'send',
        text: 'Mira, si son pastillas nuevas: 18 € de mano de obra más las pastillas, entre 12 y 25 según cuáles',
        replyTo: 4003,
      },
      { type: 'send', text: 'El jueves a las 17 te va bien?' },
    ],
  }),
  mateo({
    name: 'mateo: remembers the October brake pads',
    answer: `# «send»
Xe, ¿no te las cambié en octubre? Raro que ya chirríen

# «send»
Igual están cristalizadas, con lijarlas vale. El jueves a partir de las 17 estoy`,
    expect: [
      { type: 'send', text: 'Xe, ¿no te las cambié en octubre? Raro que ya chirríen' },
      {
        type: 'send',
        text: 'Igual están cristalizadas, con lijarlas vale. El jueves a partir de las 17 estoy',
      },
    ],
  }),
  mateo({
    name: 'mateo: after her night shift',
    answer: `# «send»
Jueves sí. Cerramos a las 20:30

# «send»
Si sales de turno de noche el miércoles, duerme tranquila y vente el jueves cuando te levantes (yo te hago un café ☕)`,
    expect: [
      { type: 'send', text: 'Jueves sí. Cerramos a las 20:30' },
      {
        type: 'send',
        text: 'Si sales de turno de noche el miércoles, duerme tranquila y vente el jueves cuando te levantes (yo te hago un café ☕)',
      },
    ],
  }),
  mateo({
    name: 'mateo: a joke and a sticker',
    answer: `# «send»
El jueves genial. Y tranqui, que no te voy a cobrar como a un guiri 😄

# «sticker»
HeidiDuck
😂`,
    expect: [
      { type: 'send', text: 'El jueves genial. Y tranqui, que no te voy a cobrar como a un guiri 😄' },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  mateo({
    name: 'mateo: quotes the sign on his door',
    answer: `# «send»
Como pone en la puerta: "Sin cita, sin prisa, sin drama" 😂

# «send»
El jueves de 17:00 a 20:30 me pillas seguro`,
    expect: [
      { type: 'send', text: 'Como pone en la puerta: "Sin cita, sin prisa, sin drama" 😂' },
      { type: 'send', text: 'El jueves de 17:00 a 20:30 me pillas seguro' },
    ],
  }),
];
