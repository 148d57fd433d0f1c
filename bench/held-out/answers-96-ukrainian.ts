/**
 * Set 96, Оксана with her sister Дарина in Ukrainian (Gemini 2.5 Flash): Дарина's first week at a
 * job in Kraków and her homesickness; then her surprise visit home on the 18th. Half are
 * messages Оксана means (their mother's health, relayed words, her own mood under a label, a
 * plan, advice, a colleague's story); half carry the model's reading of Дарина or its plan.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { job, visit } from './answers-96-cast.js';

export const UKRAINIAN_96: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: an ordinary answer about their mother's health and what she said.
  {
    name: 'set96: Оксана tells how their mother is and what she dreamt',
    ...job,
    answer: `# «send»
Мама нормально. Тиск трохи скаче, але вона п'є таблетки, я перевіряю 😄

# «send»
Вчора сказала, що ти їй снилася в якомусь жовтому пальті і що це на гроші`,
    expect: [
      { type: 'send', text: "Мама нормально. Тиск трохи скаче, але вона п'є таблетки, я перевіряю 😄" },
      { type: 'send', text: 'Вчора сказала, що ти їй снилася в якомусь жовтому пальті і що це на гроші' },
    ],
  },
  // Gemini 2.5 Flash: an ordinary answer with her own mood under a label.
  {
    name: 'set96: Оксана answers "А настрій: 😴" and promises the station',
    ...visit,
    answer: `# «send»
Звісно зустріну! О сьомій буду на пероні з кавою

# «send»
А настрій: 😴 Просто в школі зараз атестація, я приходжу і падаю`,
    expect: [
      { type: 'send', text: 'Звісно зустріну! О сьомій буду на пероні з кавою' },
      { type: 'send', text: 'А настрій: 😴 Просто в школі зараз атестація, я приходжу і падаю' },
    ],
  },
  // Gemini 2.5 Flash: an ordinary summary of the plan the sisters made, "Отже, план:".
  {
    name: 'set96: Оксана sums up the surprise-visit plan',
    ...visit,
    answer: `# «send»
Отже, план: 18-го о 7:00 я на вокзалі, везу тебе до себе, снідаємо, а о 12 йдемо до мами «просто так» 😏

# «send» 4003
Я нікому ні слова, навіть Тарасу`,
    expect: [
      {
        type: 'send',
        text: 'Отже, план: 18-го о 7:00 я на вокзалі, везу тебе до себе, снідаємо, а о 12 йдемо до мами «просто так» 😏',
      },
      { type: 'send', text: 'Я нікому ні слова, навіть Тарасу', replyTo: 4003 },
    ],
  },
  // Gemini 2.5 Flash: a reaction, then ordinary advice opening "Головне —".
  {
    name: 'set96: Оксана reacts and advises "Головне — не порівнюй себе"',
    ...job,
    answer: `# «react» 4003
❤

# «send»
Головне — не порівнюй себе з тими, хто там живе роками. Через місяць буде зовсім інакше

# «send»
Мама в порядку, передає, щоб ти їла суп`,
    expect: [
      { type: 'react', emoji: '❤', messageId: 4003 },
      {
        type: 'send',
        text: 'Головне — не порівнюй себе з тими, хто там живе роками. Через місяць буде зовсім інакше',
      },
      { type: 'send', text: 'Мама в порядку, передає, щоб ти їла суп' },
    ],
  },
  // Gemini 2.5 Flash: a colleague's story in the third person, and the sister's feeling told to her.
  {
    name: 'set96: Оксана tells about her colleague Ірина and says missing home is normal',
    ...job,
    answer: `# «send»
Моя колега Ірина так само поїхала в Польщу на рік. Казала, що перші два місяці плакала в трамваї, а потім почала бачити сни польською

# «send»
Ти сумуєш, це нормально. Значить, тобі є за ким сумувати ❤️

# «send»
А мама ок, вчора варила вареники на всю вулицю`,
    expect: [
      {
        type: 'send',
        text: 'Моя колега Ірина так само поїхала в Польщу на рік. Казала, що перші два місяці плакала в трамваї, а потім почала бачити сни польською',
      },
      { type: 'send', text: 'Ти сумуєш, це нормально. Значить, тобі є за ким сумувати ❤️' },
      { type: 'send', text: 'А мама ок, вчора варила вареники на всю вулицю' },
    ],
  },
  // Gemini 2.5 Flash: what the partner feels and needs, by pronoun, before the first block.
  {
    name: 'set96: Оксана after "Вона почувається самотньою" before the blocks',
    ...job,
    answer: `Вона почувається самотньою і невпевненою, їй зараз потрібна підтримка, а не поради.

# «send»
Даринко, ти в мене така смілива. Я б так не змогла

# «send»
Мама ок, передає, щоб ти їла суп`,
    expect: [
      { type: 'send', text: 'Даринко, ти в мене така смілива. Я б так не змогла' },
      { type: 'send', text: 'Мама ок, передає, щоб ти їла суп' },
    ],
  },
  // Gemini 2.5 Flash: a label naming the partner's emotional state, after a dash on the message's line.
  {
    name: 'set96: Оксана’s news of mother followed by "— емоційний стан Дарини: туга"',
    ...job,
    answer: `# «send»
Мама в порядку, вчора пекла пиріжки — емоційний стан Дарини: туга за домом

# «send»
Я тобі посилку зберу, з її пиріжками`,
    expect: [
      { type: 'send', text: 'Мама в порядку, вчора пекла пиріжки' },
      { type: 'send', text: 'Я тобі посилку зберу, з її пиріжками' },
    ],
  },
  // Gemini 2.5 Flash: a recap of what the partner told, naming her, as a block of its own.
  {
    name: 'set96: Оксана with a "Дарина розповіла:" recap block between messages',
    ...visit,
    answer: `# «send»
Звісно зустріну!

# «send»
Дарина розповіла: квиток на 18-те, приїзд о 7, мамі ні слова.

# «send»
А настрій норм, просто втомилась`,
    expect: [
      { type: 'send', text: 'Звісно зустріну!' },
      { type: 'send', text: 'А настрій норм, просто втомилась' },
    ],
  },
  // Gemini 2.5 Flash: what the partner feels and wants, with no subject, glued before the message.
  {
    name: 'set96: Оксана’s message opens with "Хвилюється за мене, хоче почути…"',
    ...visit,
    answer: `# «send»
Хвилюється за мене, хоче почути, що все гаразд. Все добре, сонце, просто багато роботи

# «send»
І так, я буду на вокзалі о 7, з кавою і плакатом 😂`,
    expect: [
      { type: 'send', text: 'Все добре, сонце, просто багато роботи' },
      { type: 'send', text: 'І так, я буду на вокзалі о 7, з кавою і плакатом 😂' },
    ],
  },
  // Gemini 2.5 Flash: the turn's goal in English as the last line of a Ukrainian message.
  {
    name: 'set96: Оксана’s last message ends with an English "Goal:" line',
    ...job,
    answer: `# «send»
Сонечко, сумувати нормально. Перший місяць найважчий

# «send»
Мама добре, цілими днями на дачі
Goal: comfort her and answer about mum briefly.`,
    expect: [
      { type: 'send', text: 'Сонечко, сумувати нормально. Перший місяць найважчий' },
      { type: 'send', text: 'Мама добре, цілими днями на дачі' },
    ],
  },
];
