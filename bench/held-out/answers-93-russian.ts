/**
 * Set 93, Nina with her sister Olya (Russian): ordinary answers about their mother, Olya's ex
 * and their plans, and answers with one line of the model's reading of Olya or plan for the turn.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { breakup, surgery } from './answers-93-cast.js';

export const RUSSIAN_93: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: short messages, the mother's fear told in the third person, a plan with "так что".
  {
    name: 'set93: Nina says mum fears the anaesthesia, so she comes on Wednesday',
    ...surgery,
    answer: `# «send»
Смогу. Я уже поменялась с Таней, беру пятницу и понедельник

# «send»
Мама боится наркоза больше, чем самой операции, так что приеду в среду вечером и утром поеду с ней

# «send»
А ты лечи Сёму и не дёргайся, я справлюсь`,
    expect: [
      { type: 'send', text: 'Смогу. Я уже поменялась с Таней, беру пятницу и понедельник' },
      {
        type: 'send',
        text: 'Мама боится наркоза больше, чем самой операции, так что приеду в среду вечером и утром поеду с ней',
      },
      { type: 'send', text: 'А ты лечи Сёму и не дёргайся, я справлюсь' },
    ],
  },
  // Gemini 3 Flash: its reading of Olya kept in a think block, then the surgeon's reputation and "главное —" advice.
  {
    name: 'set93: Nina passes on what a nurse says of the surgeon, then "the main thing" to Olya',
    ...surgery,
    answer: `# «think»
Оля на пределе, и ребёнок болеет, и мама. Надо сказать, что приеду, и снять с неё часть.

# «send»
Приеду, конечно. Я звонила Лиде из хирургии, она говорит, Гусев очень хороший, у него такие операции по пять в день

# «send»
Главное сейчас — ты не геройствуй. Сёма важнее, с мамой я побуду`,
    expect: [
      {
        type: 'send',
        text: 'Приеду, конечно. Я звонила Лиде из хирургии, она говорит, Гусев очень хороший, у него такие операции по пять в день',
      },
      { type: 'send', text: 'Главное сейчас — ты не геройствуй. Сёма важнее, с мамой я побуду' },
    ],
  },
  // Gemini 2.5 Flash: a reply to the older message about the ex, gossip about him in the third person.
  {
    name: 'set93: Nina on Dima not feeding the cat, as a reply',
    ...breakup,
    answer: `# «send» 4003
Не покормил кота?? Вот это в его стиле, он и на моём дне рождения полвечера в телефоне сидел

# «send»
Оль, ты имеешь право быть не нормально. Я с тобой`,
    expect: [
      {
        type: 'send',
        text: 'Не покормил кота?? Вот это в его стиле, он и на моём дне рождения полвечера в телефоне сидел',
        replyTo: 4003,
      },
      { type: 'send', text: 'Оль, ты имеешь право быть не нормально. Я с тобой' },
    ],
  },
  // Gemini 3 Flash: the plan the sisters are making, told as "значит так" in three messages.
  {
    name: 'set93: Nina lays out the evening, the lock and the dacha',
    ...breakup,
    answer: `# «send»
Значит так. Сегодня я после смены еду к тебе, привезу пиццу и вино

# «send»
Завтра меняем замок, я уже нашла мастера, Руслан из нашего подъезда

# «send»
А в субботу едем на дачу, как хотели`,
    expect: [
      { type: 'send', text: 'Значит так. Сегодня я после смены еду к тебе, привезу пиццу и вино' },
      { type: 'send', text: 'Завтра меняем замок, я уже нашла мастера, Руслан из нашего подъезда' },
      { type: 'send', text: 'А в субботу едем на дачу, как хотели' },
    ],
  },
  // Gemini 2.5 Flash: a reaction, then Olya's own annoyance named to her in the second person.
  {
    name: "set93: Nina reacts, then tells Olya what irritates her about mum's act",
    ...surgery,
    answer: `# «react» 4003
😢

# «send»
Я знаю, что тебя бесит, когда она вот так делает вид. Она и со мной так. Бережёт нас, как умеет

# «send»
Приеду в среду вечером, на все дни`,
    expect: [
      { type: 'react', emoji: '😢', messageId: 4003 },
      {
        type: 'send',
        text: 'Я знаю, что тебя бесит, когда она вот так делает вид. Она и со мной так. Бережёт нас, как умеет',
      },
      { type: 'send', text: 'Приеду в среду вечером, на все дни' },
    ],
  },
  // Gemini 2.5 Flash: a sentence reading Olya by name opens the message, on a line of its own.
  {
    name: "set93: Nina's message opened by 'Olya is frightened and alone with it'",
    ...surgery,
    answer: `# «send»
Оля напугана и чувствует себя одной со всем этим.
Олечка, я приеду. Отпрошусь на работе, в четверг буду у мамы с утра`,
    expect: [{ type: 'send', text: 'Олечка, я приеду. Отпрошусь на работе, в четверг буду у мамы с утра' }],
  },
  // Gemini 3 Flash: a "Настроение:" label reading the partner, first line of the first message.
  {
    name: "set93: Nina's comfort under a 'mood:' line about Olya",
    ...breakup,
    answer: `# «send»
Настроение: держится из последних сил, просит слов, а не советов
Я тут. Он не стоит ни одной твоей слезы, слышишь?

# «send»
И кота ты покормила, а это главное 🐈`,
    expect: [
      { type: 'send', text: 'Я тут. Он не стоит ни одной твоей слезы, слышишь?' },
      { type: 'send', text: 'И кота ты покормила, а это главное 🐈' },
    ],
  },
  // Gemini 2.5 Flash: what the answer should do, sent as a block of its own between two messages.
  {
    name: "set93: Nina's 'the answer should support her' block between messages",
    ...breakup,
    answer: `# «send»
Ты молодец, что написала мне, а не ему

# «send»
Ответ должен поддержать, но не давить на неё с расспросами.

# «send»
Вечером приеду, если хочешь. Если не хочешь — просто напиши «нет», без объяснений`,
    expect: [
      { type: 'send', text: 'Ты молодец, что написала мне, а не ему' },
      {
        type: 'send',
        text: 'Вечером приеду, если хочешь. Если не хочешь — просто напиши «нет», без объяснений',
      },
    ],
  },
  // Gemini 3 Flash: which of Olya's messages to answer first and why, atop the reply to the older one.
  {
    name: 'set93: Nina decides aloud to answer the surgery message first',
    ...surgery,
    answer: `# «send» 4001
Сначала стоит ответить на первое сообщение Оли, про операцию, а потом на просьбу приехать.
В четверг во сколько? Я возьму отгул

# «send»
И да, приеду, конечно. Сёма пусть лечится, ты с ним`,
    expect: [
      { type: 'send', text: 'В четверг во сколько? Я возьму отгул', replyTo: 4001 },
      { type: 'send', text: 'И да, приеду, конечно. Сёма пусть лечится, ты с ним' },
    ],
  },
  // Gemini 3 Flash: a recap of what Olya said, as the last paragraph under "Итог:".
  {
    name: "set93: Nina's offer followed by a recap of Olya's news",
    ...breakup,
    answer: `# «send»
Оль, я здесь. Хочешь — позвоню, хочешь — просто посижу с тобой в переписке

Итог: Дима съехал без разговора, кот голодный, она пишет «нормально», но явно ждёт поддержки.`,
    expect: [
      {
        type: 'send',
        text: 'Оль, я здесь. Хочешь — позвоню, хочешь — просто посижу с тобой в переписке',
      },
    ],
  },
  // Gemini 2.5 Flash: the reading by pronoun glued before the message's first words with a dash.
  {
    name: "set93: Nina's 'she asks for help but is shy' glued before her answer",
    ...surgery,
    answer: `# «send»
Она просит помощи, но стесняется — Оль, не вопрос вообще, я приеду в среду

# «send»
Скинь только, в какую палату её положат`,
    expect: [
      { type: 'send', text: 'Оль, не вопрос вообще, я приеду в среду' },
      { type: 'send', text: 'Скинь только, в какую палату её положат' },
    ],
  },
];
