import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { FLAT, lines } from './answers-11-scenes.js';

/**
 * Held-out set 11, the flat-share group: Катя with Дима, Лёша and Nina, mostly in Russian. In a
 * group the first message without a reply id answers the target (4005).
 */
export const HELD_OUT_11_FLAT: readonly CorpusEntry[] = [
  {
    name: 'flat: going to the birthday, a question about the present',
    ...FLAT,
    answer: lines('# «send»', 'Я иду! Подарок предлагаю скинуться, по 500?'),
    expect: [{ type: 'send', text: 'Я иду! Подарок предлагаю скинуться, по 500?', replyTo: 4005 }],
  },
  {
    name: 'flat: Лёша and Дима answered by name with a colon',
    ...FLAT,
    answer: lines('# «send»', 'Лёша: да, вчера заплатила 👍', 'Дима: я в пятницу иду, могу торт забрать'),
    expect: [
      {
        type: 'send',
        text: 'Лёша: да, вчера заплатила 👍\nДима: я в пятницу иду, могу торт забрать',
        replyTo: 4005,
      },
    ],
  },
  {
    // Лёша's answer to Катя, written by the model: he calls her «Кать» and thanks her.
    name: "flat: Лёша's thanks written after Катя's message",
    ...FLAT,
    answer: lines(
      '# «send»',
      'Заплатила ещё вчера, всё ок',
      'Лёша: супер, спасибо Кать! я тогда скину тебе свою часть',
    ),
    expect: [{ type: 'send', text: 'Заплатила ещё вчера, всё ок', replyTo: 4005 }],
  },
  {
    name: "flat: the persona's label in Latin letters over a Russian message",
    ...FLAT,
    answer: lines('# «send»', 'Katya: Я иду в пятницу!'),
    expect: [{ type: 'send', text: 'Я иду в пятницу!', replyTo: 4005 }],
  },
  {
    name: "flat: Дима's complaint repeated word for word before the answer",
    ...FLAT,
    answer: lines(
      '# «send»',
      'Кто опять оставил сковородку в раковине? Уже третий день стоит',
      'Не я! Но могу помыть, мне не сложно',
    ),
    expect: [{ type: 'send', text: 'Не я! Но могу помыть, мне не сложно', replyTo: 4005 }],
  },
  {
    name: 'flat: Катя narrated reading and keeping quiet',
    ...FLAT,
    answer: lines('# «send»', '(Катя читает, но ничего не пишет)'),
    expect: [],
  },
  {
    name: 'flat: slang, doubled punctuation and a party emoji',
    ...FLAT,
    answer: lines('# «send»', 'ааа точно, пятница!! я в деле 🎉 кто торт берёт?'),
    expect: [{ type: 'send', text: 'ааа точно, пятница!! я в деле 🎉 кто торт берёт?', replyTo: 4005 }],
  },
  {
    name: 'flat: a wrapped Russian thoughts label before the message',
    ...FLAT,
    answer: lines('# «send»', '_(мысли: ответить обоим, коротко)_', 'Лёша, да, оплатила. В пятницу иду!'),
    expect: [{ type: 'send', text: 'Лёша, да, оплатила. В пятницу иду!', replyTo: 4005 }],
  },
  {
    name: 'flat: a Russian skip token in double brackets',
    ...FLAT,
    answer: lines('# «send»', '[[ПРОПУСК]]'),
    expect: [],
  },
  {
    name: "flat: the persona's own earlier message in the original transcript's line form",
    ...FLAT,
    answer: lines(
      '# «send»',
      '[3997] (Катя): Это не я, я вообще неделю не готовила',
      'В пятницу я иду, кстати',
    ),
    expect: [{ type: 'send', text: 'В пятницу я иду, кстати', replyTo: 4005 }],
  },
  {
    name: 'flat: a reminder the persona writes anew, close to her earlier one but not equal',
    ...FLAT,
    answer: lines('# «send»', 'И не забудьте счётчики до двадцатого! Осталось два дня'),
    expect: [{ type: 'send', text: 'И не забудьте счётчики до двадцатого! Осталось два дня', replyTo: 4005 }],
  },
  {
    name: 'flat: an English line for Nina, then Russian for the others',
    ...FLAT,
    answer: lines(
      '# «send»',
      'Nina, are you coming on Friday too? 🎂',
      'Ребята, я иду, встречаемся у подъезда в 7?',
    ),
    expect: [
      {
        type: 'send',
        text: 'Nina, are you coming on Friday too? 🎂\nРебята, я иду, встречаемся у подъезда в 7?',
        replyTo: 4005,
      },
    ],
  },
  {
    // Two slips: a speaker label for the persona, then Nina's reply written by the model.
    name: "flat: Катя's label, her message, then Nina's answer in English",
    ...FLAT,
    answer: lines('# «send»', 'Катя: иду! Нина, ты с нами?', "Nina: yes of course, I'll bring the balloons"),
    expect: [{ type: 'send', text: 'иду! Нина, ты с нами?', replyTo: 4005 }],
  },
  {
    name: 'flat: a thumbs-up reaction to Лёша promising to wash up',
    ...FLAT,
    answer: lines('# «react» 4002', '👍'),
    expect: [{ type: 'react', emoji: '👍', messageId: 4002 }],
  },
  {
    name: 'flat: an unknown Russian heading name, the only block',
    ...FLAT,
    answer: lines('# «ответ»', 'Иду! Во сколько встречаемся?'),
    expect: [{ type: 'send', text: 'Иду! Во сколько встречаемся?', replyTo: 4005 }],
  },
  {
    name: 'flat: a Russian analysis paragraph about the users before the message',
    ...FLAT,
    answer: lines(
      '# «send»',
      'Пользователи спрашивают про интернет и про пятницу. Нужно ответить на оба вопроса.',
      '',
      'Интернет оплачен ✅ В пятницу иду!',
    ),
    expect: [{ type: 'send', text: 'Интернет оплачен ✅ В пятницу иду!', replyTo: 4005 }],
  },
  {
    name: 'flat: a note about the meters for the chat',
    ...FLAT,
    answer: lines(
      '# «note»',
      'Показания счётчиков передать до 20-го, Катя напоминает',
      '# «send»',
      'Иду в пятницу 🎉',
    ),
    expect: [{ type: 'note' }, { type: 'send', text: 'Иду в пятницу 🎉', replyTo: 4005 }],
  },
  {
    name: 'flat: a dash signature with the name in Cyrillic',
    ...FLAT,
    answer: lines('# «send»', 'Всем привет, в пятницу буду!', '— Катя'),
    expect: [{ type: 'send', text: 'Всем привет, в пятницу буду!', replyTo: 4005 }],
  },
  {
    name: 'flat: a JSON body with Russian keys',
    ...FLAT,
    answer: lines('# «send»', '{"сообщение": "Я иду! Скинемся на подарок?", "ответ_на": 4005}'),
    expect: [{ type: 'send', text: 'Я иду! Скинемся на подарок?', replyTo: 4005 }],
  },
  {
    name: 'flat: the answer followed by Дима and Лёша agreeing, each under a chat log header',
    ...FLAT,
    answer: lines(
      '# «send»',
      'Давайте скинемся по 500 на подарок',
      '',
      '[21:14] Дима: норм, я за',
      '[21:15] Лёша: +1',
    ),
    expect: [{ type: 'send', text: 'Давайте скинемся по 500 на подарок', replyTo: 4005 }],
  },
  {
    // Participants' names as the values of a person's own list, and one addressed after it.
    name: 'flat: a list of who buys what, with names and colons',
    ...FLAT,
    answer: lines(
      '# «send»',
      'Предлагаю так:',
      'торт: я',
      'шарики: Nina',
      'открытка: Лёша',
      'Дима, ты за рулём? 🚗',
    ),
    expect: [
      {
        type: 'send',
        text: 'Предлагаю так:\nторт: я\nшарики: Nina\nоткрытка: Лёша\nДима, ты за рулём? 🚗',
        replyTo: 4005,
      },
    ],
  },
];
