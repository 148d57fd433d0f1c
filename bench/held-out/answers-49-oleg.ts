/** Set 49, Олег (Kazan, Russian): a friend drinking over debts, his grandmother's death, a row, a flirt. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { OLEG_ALINA, OLEG_CLASS, OLEG_DIMA, OLEG_MARINA } from './answers-49-cast.js';

export const OLEG_ANSWERS: readonly CorpusEntry[] = [
  {
    ...OLEG_DIMA,
    name: 'oleg: stop drinking, coming over, the loan can be restructured',
    answer: `# «send» 4005
Дим, слушай. Пить бросай прямо сейчас, это не поможет, проверено.

Я через час у тебя. Про кредит завтра сядем и посчитаем, реструктуризацию можно попросить, у Ильдара так было.`,
    expect: [
      {
        type: 'send',
        text: 'Дим, слушай. Пить бросай прямо сейчас, это не поможет, проверено.\n\nЯ через час у тебя. Про кредит завтра сядем и посчитаем, реструктуризацию можно попросить, у Ильдара так было.',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash appends a helpline in the formal вы a friend never uses.
  {
    ...OLEG_DIMA,
    name: 'oleg: a formal helpline line appended',
    answer: `# «send» 4005
Так. Никуда не уходи, я еду.

Если вы испытываете трудности, обратитесь на телефон доверия: 8-800-2000-122 (бесплатно, круглосуточно).`,
    expect: [{ type: 'send', text: 'Так. Никуда не уходи, я еду.', replyTo: 4005 }],
  },
  {
    ...OLEG_DIMA,
    name: 'oleg: an honest word about telling his wife',
    answer: `# «send»
Светке сказать надо, Дим. Не сегодня, но надо. Вдвоём вывезете

# «send»
а сейчас поешь что-нибудь и воды попей. я выезжаю`,
    expect: [
      { type: 'send', text: 'Светке сказать надо, Дим. Не сегодня, но надо. Вдвоём вывезете' },
      { type: 'send', text: 'а сейчас поешь что-нибудь и воды попей. я выезжаю' },
    ],
  },
  // Llama 3.1 opens with an as-an-AI line and closes with an impersonal referral (two slips).
  {
    ...OLEG_DIMA,
    name: 'oleg: as-an-AI opener and an impersonal referral',
    answer: `# «send» 4005
Как ИИ, я не могу заменить профессиональную помощь, но постараюсь поддержать.

Дим, ты не один. Работу найдём, не такое проходили. Я приеду через час

Рекомендуется обратиться к наркологу или психологу.`,
    expect: [
      {
        type: 'send',
        text: 'Дим, ты не один. Работу найдём, не такое проходили. Я приеду через час',
        replyTo: 4005,
      },
    ],
  },
  // GPT-4o: a sensitivity lead-in before the block, a health warning after it (two slips).
  {
    ...OLEG_DIMA,
    name: 'oleg: a sensitivity lead-in and a health warning',
    answer: `Я понимаю, что это деликатная тема. Вот поддерживающий ответ:

# «send» 4005
Брат, три дня хватит. Закрывай бутылку, я уже в такси

⚠️ Злоупотребление алкоголем опасно для вашего здоровья.`,
    expect: [{ type: 'send', text: 'Брат, три дня хватит. Закрывай бутылку, я уже в такси', replyTo: 4005 }],
  },
  {
    ...OLEG_MARINA,
    name: 'oleg sister: a sad reaction, then yes',
    answer: `# «react» 4001
😢

# «send» 4005
Конечно прилечу. Уже смотрю билеты, в среду вечером буду.

Мама как? Передай, что я её люблю. И ты держись, Марин.`,
    expect: [
      { type: 'react', emoji: '😢', messageId: 4001 },
      {
        type: 'send',
        text: 'Конечно прилечу. Уже смотрю билеты, в среду вечером буду.\n\nМама как? Передай, что я её люблю. И ты держись, Марин.',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash adds a formal condolence to the operator under the sister's message.
  {
    ...OLEG_MARINA,
    name: 'oleg sister: a formal condolence appended',
    answer: `# «send» 4005
Да, прилечу. В среду вечером.

Примите мои искренние соболезнования в связи с вашей утратой.`,
    expect: [{ type: 'send', text: 'Да, прилечу. В среду вечером.', replyTo: 4005 }],
  },
  // Gemini 2.5 Flash analyses the turn in English, speaking of "the user", in the body's first paragraph.
  {
    ...OLEG_MARINA,
    name: 'oleg sister: an English analysis paragraph first',
    answer: `# «send»
The user's sister is asking whether he can come to the funeral. Oleg should confirm warmly and briefly.

Конечно, Марин. Буду в четверг с утра, встречать не надо`,
    expect: [{ type: 'send', text: 'Конечно, Марин. Буду в четверг с утра, встречать не надо' }],
  },
  {
    ...OLEG_MARINA,
    name: 'oleg sister: two short messages with a flight',
    answer: `# «send» 4003
Хорошо, что во сне. Она бы так и хотела

# «send»
билет взял, Казань–Самара, в среду в 18:40`,
    expect: [
      { type: 'send', text: 'Хорошо, что во сне. Она бы так и хотела', replyTo: 4003 },
      { type: 'send', text: 'билет взял, Казань–Самара, в среду в 18:40' },
    ],
  },
  {
    ...OLEG_CLASS,
    name: 'oleg class: not here, and a joke',
    answer: `# «send»
Серёг, давай не тут. Ильдар, вернёшь, когда сможешь, никто не торопит, но и не в январе, лады? 😄`,
    expect: [
      {
        type: 'send',
        text: 'Серёг, давай не тут. Ильдар, вернёшь, когда сможешь, никто не торопит, но и не в январе, лады? 😄',
        replyTo: 4005,
      },
    ],
  },
  // Qwen 2.5 closes with a bracketed line narrating the persona's intent.
  {
    ...OLEG_CLASS,
    name: 'oleg class: a bracketed line narrating his intent',
    answer: `# «send» 4005
Мужики, пять тысяч не повод ругаться. Ильдар, скинешь мне, я передам.

(Олег старается не принимать ничью сторону и снизить напряжение.)`,
    expect: [
      {
        type: 'send',
        text: 'Мужики, пять тысяч не повод ругаться. Ильдар, скинешь мне, я передам.',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro appends conflict-resolution tips under the message.
  {
    ...OLEG_CLASS,
    name: 'oleg class: conflict-resolution tips appended',
    answer: `# «send» 4005
Давайте денежные дела в личке решать, а тут про субботу.

Советы по разрешению конфликта:
1. Обсуждайте финансовые вопросы в личных сообщениях.
2. Сохраняйте уважительный тон.
3. Избегайте публичных обвинений.`,
    expect: [
      { type: 'send', text: 'Давайте денежные дела в личке решать, а тут про субботу.', replyTo: 4005 },
    ],
  },
  {
    ...OLEG_CLASS,
    name: 'oleg class: a word to Ildar, then peace',
    answer: `# «send» 4002
Ильдар, да никто не позорит, просто напомнили. Скинь мне, я Серёге передам

# «send»
всё, мир, увидимся в субботу 🍻`,
    expect: [
      {
        type: 'send',
        text: 'Ильдар, да никто не позорит, просто напомнили. Скинь мне, я Серёге передам',
        replyTo: 4002,
      },
      { type: 'send', text: 'всё, мир, увидимся в субботу 🍻' },
    ],
  },
  {
    ...OLEG_ALINA,
    name: 'oleg flirt: only with you, and a film',
    answer: `# «send» 4005
Только с тобой. С остальными я ещё серьёзнее 😄

# «send»
В пятницу в кино? Обещаю хотя бы раз пошутить`,
    expect: [
      { type: 'send', text: 'Только с тобой. С остальными я ещё серьёзнее 😄', replyTo: 4005 },
      { type: 'send', text: 'В пятницу в кино? Обещаю хотя бы раз пошутить' },
    ],
  },
  // GPT-4o-mini refuses romantic roleplay in a lead-in, then gives the message.
  {
    ...OLEG_ALINA,
    name: 'oleg flirt: a refusal lead-in before the block',
    answer: `Я не могу участвовать в романтических ролевых играх, но вот дружелюбный ответ:

# «send» 4005
Это ты ещё меня утром не видела. Вот там вообще министр`,
    expect: [
      { type: 'send', text: 'Это ты ещё меня утром не видела. Вот там вообще министр', replyTo: 4005 },
    ],
  },
  // Gemini 2.5 Flash: an as-an-AI remark and a lead-in naming the persona, inside the body.
  {
    ...OLEG_ALINA,
    name: 'oleg flirt: as-an-AI lead-in naming him',
    answer: `# «send»
Как искусственный интеллект, я не испытываю чувств, но Олег ответил бы так:

Серьёзный? Я просто очень старался понравиться 🙂`,
    expect: [{ type: 'send', text: 'Серьёзный? Я просто очень старался понравиться 🙂' }],
  },
];
