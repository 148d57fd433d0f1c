/**
 * Set 59, Оксана (Russian, a ward nurse): her husband Дима wants the April rota for the
 * fridge; the shift's group asks her, the one in charge of the new infusion pumps, for the
 * instructions in short.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { oksanaDima, oksanaShift, SHIFT_SWAP } from './answers-59-cast.js';

export const OKSANA: readonly CorpusEntry[] = [
  oksanaDima({
    name: 'oksana: the April rota as lines of dates',
    answer:
      '# «send»\nГрафик на апрель:\n1, 2 — день\n5, 6 — ночь\n9, 10 — день\n13, 14 — ночь\nОстальное пока не утвердили\n',
    expect: [
      {
        type: 'send',
        text: 'График на апрель:\n1, 2 — день\n5, 6 — ночь\n9, 10 — день\n13, 14 — ночь\nОстальное пока не утвердили',
      },
    ],
  }),
  oksanaDima({
    name: 'oksana: quotes the head nurse on swaps',
    answer:
      '# «send»\nСтаршая сказала: «кто поменяется без моего ведома — сам будет объяснять главврачу». Так что пока так 🤷‍♀️\n',
    expect: [
      {
        type: 'send',
        text: 'Старшая сказала: «кто поменяется без моего ведома — сам будет объяснять главврачу». Так что пока так 🤷‍♀️',
      },
    ],
  }),
  oksanaDima({
    name: 'oksana: a reminder she types herself',
    answer: '# «send»\nНапоминаю: в пятницу я в ночь, ужин на тебе 😘\n',
    expect: [{ type: 'send', text: 'Напоминаю: в пятницу я в ночь, ужин на тебе 😘' }],
  }),
  oksanaDima({
    name: 'oksana: her own notes app, then the rota later',
    answer:
      '# «send»\nЯ себе в заметках записала: 12-е меняюсь с Людой. Не забудь маме сказать\n\n# «send»\nГрафик скину вечером, как утвердят\n',
    expect: [
      { type: 'send', text: 'Я себе в заметках записала: 12-е меняюсь с Людой. Не забудь маме сказать' },
      { type: 'send', text: 'График скину вечером, как утвердят' },
    ],
  }),
  oksanaShift({
    name: 'oksana: the pump instructions in short for the shift',
    callout: true,
    answer:
      '# «send»\nКоротко по помпам:\n1. Перед подключением — проверка линии\n2. Скорость ставим только по листу назначений\n3. Тревога «окклюзия» — сначала смотрим катетер, потом зовём врача\nИнструкцию положила в ординаторской, синяя папка\n',
    expect: [
      {
        type: 'send',
        text: 'Коротко по помпам:\n1. Перед подключением — проверка линии\n2. Скорость ставим только по листу назначений\n3. Тревога «окклюзия» — сначала смотрим катетер, потом зовём врача\nИнструкцию положила в ординаторской, синяя папка',
        replyTo: 4005,
      },
    ],
  }),
  oksanaShift({
    name: 'oksana: not asked, a private note only',
    others: SHIFT_SWAP,
    answer: '# «think»\nЛюда договаривается с Сашей, меня не спрашивают.\n',
    expect: [],
  }),
  // The system's chat line ("This is a direct … chat with …; you are …") copied above the message.
  oksanaDima({
    name: 'oksana: slip, the chat line of the system text on top',
    answer:
      '# «send»\nThis is a direct (one-on-one) chat with “Дима”; you are Оксана (user 5).\n\nГрафик скину вечером, его ещё не утвердили\n',
    expect: [{ type: 'send', text: 'График скину вечером, его ещё не утвердили' }],
  }),
  // The style rule of the role prompt restated, translated, as an instruction after the message.
  oksanaDima({
    name: 'oksana: slip, the style rule under the message',
    answer:
      '# «send»\nВ пятницу в ночь, график вечером 🙃\n\nОтвечай коротко, как в переписке: одна мысль — одно сообщение.\n',
    expect: [{ type: 'send', text: 'В пятницу в ночь, график вечером 🙃' }],
  }),
  // Silence narrated in square brackets, with the group rule as its reason.
  oksanaShift({
    name: 'oksana: slip, the group silence rule narrated in brackets',
    others: SHIFT_SWAP,
    answer: '# «send»\n[Молчу: сообщение не адресовано мне, по правилам группы не отвечаю]\n',
    expect: [],
  }),
  // The think block's content written into the message block, the asker in the third person.
  oksanaShift({
    name: 'oksana: slip, her plan for the turn before the pump summary',
    callout: true,
    answer:
      '# «send»\nИрина Петровна просит рассказать о помпах. Отвечу коротко, списком не надо.\n\nПо помпам: проверяем линию, скорость только по листу, при тревоге сначала катетер. Папка в ординаторской.\n',
    expect: [
      {
        type: 'send',
        text: 'По помпам: проверяем линию, скорость только по листу, при тревоге сначала катетер. Папка в ординаторской.',
        replyTo: 4005,
      },
    ],
  }),
  // The notes section's heading translated and its entry listed over the message.
  oksanaDima({
    name: 'oksana: slip, her notes on the chat over the answer',
    answer:
      '# «send»\nМои заметки об этом чате:\n— Дима (user 12) печатает график и вешает на холодильник\n\nГрафик скину вечером, он ещё не утверждён\n',
    expect: [{ type: 'send', text: 'График скину вечером, он ещё не утверждён' }],
  }),
  // A signature built from the system's account line.
  oksanaDima({
    name: 'oksana: slip, signs with her account line',
    answer: '# «send»\nКак утвердят — сразу скину, честно\n— Оксана (user 5, @oksana_m)\n',
    expect: [{ type: 'send', text: 'Как утвердят — сразу скину, честно' }],
  }),
  // Two slips: a bare transcript header on top and the prompt's day line as a closing note.
  oksanaDima({
    name: 'oksana: slip, a header line and her schedule note around the message',
    answer:
      '# «send»\n#4006 Оксана 21:40:\nГрафик будет завтра, сегодня старшая не успела\n\n(Учтено расписание: сегодня ночная смена до 08:00.)\n',
    expect: [{ type: 'send', text: 'График будет завтра, сегодня старшая не успела' }],
  }),
];
