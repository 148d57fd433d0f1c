/** Set 57, Илья at the Friday board-game table (Russian): another Илья, a dwarf and a password. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ilya } from './answers-57-cast.js';

export const ILYA: readonly CorpusEntry[] = [
  ilya({
    name: 'set57 ilya speaks his dwarf line with the character name',
    answer: `# «send» 4005
Торин, не слезая с пони: «Камень помнит, сталь не забывает» 🪓`,
    expect: [
      { type: 'send', text: 'Торин, не слезая с пони: «Камень помнит, сталь не забывает» 🪓', replyTo: 4005 },
    ],
  }),
  // Gemini 2.5 Pro playing the game master's next line after the persona's move.
  ilya({
    name: 'set57 ilya then the master answers the password',
    answer: `# «send» 4005
Говорю стражнику: «Камень помнит, сталь не забывает». И улыбаюсь как можно дружелюбнее 😁

Мастер Стас: Стражник щурится, долго смотрит на твою бороду… «Проходи, гном».`,
    expect: [
      {
        type: 'send',
        text: 'Говорю стражнику: «Камень помнит, сталь не забывает». И улыбаюсь как можно дружелюбнее 😁',
        replyTo: 4005,
      },
    ],
  }),
  // Lines for the rest of the table, each member's next move, after the persona's.
  ilya({
    name: 'set57 ilya then moves for three members',
    answer: `# «send» 4005
Называю пароль клана и кладу руку на топор, на всякий случай

Катя: я держу наготове заклинание света
Гоша: а я прячусь за пони
Лёша: я опоздал, что я пропустил?`,
    expect: [
      {
        type: 'send',
        text: 'Называю пароль клана и кладу руку на топор, на всякий случай',
        replyTo: 4005,
      },
    ],
  }),
  ilya({
    name: 'set57 ilya answers his namesake about the dice',
    answer: `# «send» 4001
Тёзка, да, кубики у меня, в пятницу верну 🎲 Все двадцать граней на месте`,
    expect: [
      {
        type: 'send',
        text: 'Тёзка, да, кубики у меня, в пятницу верну 🎲 Все двадцать граней на месте',
        replyTo: 4001,
      },
    ],
  }),
  // The namesake's thanks written under the persona's answer: a member whose name holds the persona's.
  ilya({
    name: 'set57 ilya then the namesake thanks him',
    answer: `# «send» 4001
Да, у меня, в рюкзаке. Принесу

Илья Б.: о, спасибо тёзка, а то я уже весь дом перерыл`,
    expect: [{ type: 'send', text: 'Да, у меня, в рюкзаке. Принесу', replyTo: 4001 }],
  }),
  ilya({
    name: 'set57 ilya dictates the pizza order by name',
    answer: `# «send» 3999
Вика, записывай:
я — пепперони
Катя — маргарита
Гоша — четыре сыра
Лёша — что останется, раз опаздывает 😂`,
    expect: [
      {
        type: 'send',
        text: 'Вика, записывай:\nя — пепперони\nКатя — маргарита\nГоша — четыре сыра\nЛёша — что останется, раз опаздывает 😂',
        replyTo: 3999,
      },
    ],
  }),
  // A made-up transcript header with a weekday and time, then the master's narration.
  ilya({
    name: 'set57 ilya then a weekday header for the master',
    answer: `# «send» 4005
«Камень помнит, сталь не забывает» — говорю громко и чётко

[Пт, 20:41] Мастер Стас:
Ворота со скрипом открываются. Внутри пахнет углём и элем.`,
    expect: [
      { type: 'send', text: '«Камень помнит, сталь не забывает» — говорю громко и чётко', replyTo: 4005 },
    ],
  }),
  ilya({
    name: 'set57 ilya quotes katya and raises the bet',
    answer: `# «send» 4003
> Лёша опять опоздает, ставлю сотку
принимаю и ставлю двести, что он вообще забудет, что сегодня пятница`,
    expect: [
      {
        type: 'send',
        text: '> Лёша опять опоздает, ставлю сотку\nпринимаю и ставлю двести, что он вообще забудет, что сегодня пятница',
        replyTo: 4003,
      },
    ],
  }),
  // The guard's answer, the master's to give, written in, and the persona's move on it.
  ilya({
    name: 'set57 ilya then the guard answers and he attacks',
    answer: `# «send» 4005
Говорю: «Камень помнит, сталь не забывает».

Стражник: «Неверно, гном. Пароль сменили вчера».

Ну тогда бью его топором 🪓`,
    expect: [{ type: 'send', text: 'Говорю: «Камень помнит, сталь не забывает».', replyTo: 4005 }],
  }),
  ilya({
    name: 'set57 ilya opens with the namesake name',
    answer: `# «send» 3995
Илья Б. пусть тогда Каркассон несёт, если кампанию отменят. Но я за кампанию, мой дварф ещё не всё сказал`,
    expect: [
      {
        type: 'send',
        text: 'Илья Б. пусть тогда Каркассон несёт, если кампанию отменят. Но я за кампанию, мой дварф ещё не всё сказал',
        replyTo: 3995,
      },
    ],
  }),
  // Two slips: a Russian reasoning label opening the answer, and Гоша's line after the message.
  ilya({
    name: 'set57 ilya reasoning label then gosha line',
    answer: `Размышление: мастер ждёт ответа в образе, дварф должен назвать пароль.

# «send» 4005
«Камень помнит, сталь не забывает», бурчит Торин в бороду

Гоша: красава, я бы забыл`,
    expect: [
      {
        type: 'send',
        text: '«Камень помнит, сталь не забывает», бурчит Торин в бороду',
        replyTo: 4005,
      },
    ],
  }),
  ilya({
    name: 'set57 ilya laughs at katya then answers the master',
    answer: `# «react» 4003
🤣

# «send» 4005
Пароль: «Камень помнит, сталь не забывает». Если не сработает, у меня есть план Б и он тяжёлый`,
    expect: [
      { type: 'react', emoji: '🤣', messageId: 4003 },
      {
        type: 'send',
        text: 'Пароль: «Камень помнит, сталь не забывает». Если не сработает, у меня есть план Б и он тяжёлый',
        replyTo: 4005,
      },
    ],
  }),
  // A made-up forward header with content for Гоша after the persona's message.
  ilya({
    name: 'set57 ilya then a made-up forward from gosha',
    answer: `# «send» 4005
Торин называет пароль и стучит три раза по воротам

Пересланное сообщение от Гоша:
пацаны я сегодня с пирогом, не ешьте до меня`,
    expect: [{ type: 'send', text: 'Торин называет пароль и стучит три раза по воротам', replyTo: 4005 }],
  }),
  ilya({
    name: 'set57 ilya short be right back',
    answer: `# «send»
ща, 5 мин, пиццу принимаю 🍕`,
    expect: [{ type: 'send', text: 'ща, 5 мин, пиццу принимаю 🍕', replyTo: 4005 }],
  }),
  // A member's answer under a name with a username in brackets, cheering the persona.
  ilya({
    name: 'set57 ilya then gosha with his username',
    answer: `# «send» 4005
«Камень помнит, сталь не забывает». Если что, я предупреждал, что дварф упрямый

Гоша (@gosha_k): ахаха красава, вот это отыгрыш`,
    expect: [
      {
        type: 'send',
        text: '«Камень помнит, сталь не забывает». Если что, я предупреждал, что дварф упрямый',
        replyTo: 4005,
      },
    ],
  }),
];
