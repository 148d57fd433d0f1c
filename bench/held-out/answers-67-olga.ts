/**
 * Set 67, Ольга and her sister Катя (Russian): the goat story, kefir pancakes, a birthday poem
 * for their mother. Real messages with a tip marked important, a P.S., a classic poem signed
 * with its author's name; slips of the persona spoken of in the third person, "the user",
 * a translation, an offer, a checklist block and a note to self.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { l, olga, p, send } from './answers-67-cast.js';

const STORY = p(
  'Ладно, слушай, это та, которая с козой Маркизой.',
  'Бабушке было лет двенадцать, и ей поручили отвести козу к соседке через речку. Коза идти не хотела, упёрлась на мостике, и бабушка решила её перехитрить: сняла платок и пошла вперёд, махая им, как будто там капуста.',
  'Коза пошла. Дошла до середины моста, съела платок целиком и развернулась домой. Бабушка пришла к соседке одна, без козы и без платка, а прабабушка потом неделю называла её «дипломатом».',
  'Вот. Мише привет, пусть не повторяет 😂',
);
const BLINY_INGREDIENTS = l(
  'Блины на кефире, проверенные:',
  '',
  '— 500 мл кефира комнатной температуры',
  '— 2 яйца',
  '— 1 ст. л. сахара, щепотка соли',
  '— 250 г муки',
  '— 250 мл кипятка',
  '— 2 ст. л. масла в тесто',
);
const BLINY_STEPS = l(
  '1. Кефир, яйца, сахар и соль взбить',
  '2. Всыпать муку, размешать до гладкости, будет густо',
  '3. Тонкой струйкой влить кипяток, всё время мешая. Это главный секрет',
  '4. Масло в тесто, и пусть постоит 15 минут',
  '5. Сковорода должна быть очень горячей, первый раз смазать маслом',
);
const VAZHNO =
  'Важно: не переворачивай, пока края не подрумянятся и не начнут отходить сами. Ты всегда торопишься, я знаю 😏';
const POEM = l(
  'Мамочка, сегодня праздник твой,',
  'И за окном светлее стало вдруг.',
  'Ты для нас — и крепость, и покой,',
  'И самый-самый верный друг.',
  '',
  'Пусть пирог удастся, как всегда,',
  'Пусть звонят и пишут до утра,',
  'Пусть не страшны будут холода,',
  'Ведь рядом мы — твои два «комара».',
  '',
  'С днём рождения! Целуем сто раз,',
  'Катя и Оля, то есть мы, то есть — вас 💐',
);

export const OLGA_SET: readonly CorpusEntry[] = [
  olga({
    name: 'ольга: the goat story for Misha',
    answer: send(STORY, 4001),
    expect: [{ type: 'send', text: STORY, replyTo: 4001 }],
  }),
  olga({
    name: 'ольга: the pancakes with a tip marked important and a P.S.',
    answer: send(
      p(
        BLINY_INGREDIENTS,
        BLINY_STEPS,
        VAZHNO,
        'P.S. первый блин всё равно комом, это закон, не расстраивайся',
      ),
    ),
    expect: [
      {
        type: 'send',
        text: p(
          BLINY_INGREDIENTS,
          BLINY_STEPS,
          VAZHNO,
          'P.S. первый блин всё равно комом, это закон, не расстраивайся',
        ),
      },
    ],
  }),
  olga({
    name: 'ольга: the poem for their mother and a question about signing it',
    answer: send(p(POEM, 'Подпишем от нас обеих, ладно? Или ты хочешь свой отдельно?'), 4005),
    expect: [
      {
        type: 'send',
        text: p(POEM, 'Подпишем от нас обеих, ладно? Или ты хочешь свой отдельно?'),
        replyTo: 4005,
      },
    ],
  }),
  // The persona spoken of in the third person after its poem, a comment on the answer.
  olga({
    name: 'ольга: the poem, then a paragraph about the poem in the persona’s style',
    answer: send(p(POEM, 'Стихотворение тёплое и простое, в стиле Ольги, с акцентом на маму и двух сестёр.')),
    expect: [{ type: 'send', text: POEM }],
  }),
  // "The user" in Russian, the turn analysed between the ingredients and the steps.
  olga({
    name: 'ольга: the pancakes with an analysis of the request between the parts',
    answer: send(
      p(
        BLINY_INGREDIENTS,
        'Пользователь просит рецепт блинов на кефире, поэтому даю точные пропорции и шаги.',
        BLINY_STEPS,
        VAZHNO,
      ),
      4003,
    ),
    expect: [{ type: 'send', text: p(BLINY_INGREDIENTS, BLINY_STEPS, VAZHNO), replyTo: 4003 }],
  }),
  // Two slips: an English translation Gemini adds under a Russian message, then an offer of a
  // shorter version.
  olga({
    name: 'ольга: the story, an English translation and an offer to shorten it',
    answer: send(
      p(
        STORY,
        "Translation: Okay, listen, this is the one with Markiza the goat. Grandma was about twelve and had to take the goat across the river… The goat ate the headscarf and went home. Say hi to Misha, don't let him try this 😂",
        'Хочешь, я напишу более короткую версию истории?',
      ),
      4001,
    ),
    expect: [{ type: 'send', text: STORY, replyTo: 4001 }],
  }),
  olga({
    name: 'ольга: a classic poem signed with its author, offered for the card',
    answer: send(
      p(
        'Или вот, если хочется классики, для открытки:',
        l(
          'Мне нравится, что Вы больны не мной,',
          'Мне нравится, что я больна не Вами,',
          'Что никогда тяжёлый шар земной',
          'Не уплывёт под нашими ногами.',
        ),
        '— Марина Цветаева',
        'Хотя нет, это про другое 😅 Давай лучше мой.',
      ),
    ),
    expect: [
      {
        type: 'send',
        text: p(
          'Или вот, если хочется классики, для открытки:',
          l(
            'Мне нравится, что Вы больны не мной,',
            'Мне нравится, что я больна не Вами,',
            'Что никогда тяжёлый шар земной',
            'Не уплывёт под нашими ногами.',
          ),
          '— Марина Цветаева',
          'Хотя нет, это про другое 😅 Давай лучше мой.',
        ),
      },
    ],
  }),
  // A checklist of what the turn covered, sent as a message block of its own after the recipe.
  olga({
    name: 'ольга: the pancakes, then a block ticking off the turn',
    answer:
      send(p(BLINY_INGREDIENTS, BLINY_STEPS), 4003) +
      '\n' +
      send(l('✅ рецепт блинов', '✅ советы', '✅ тон тёплый')),
    expect: [{ type: 'send', text: p(BLINY_INGREDIENTS, BLINY_STEPS), replyTo: 4003 }],
  }),
  olga({
    name: 'ольга: the plan for their mother’s birthday Saturday',
    answer: send(
      l(
        'План на субботу, чтобы ничего не забыть:',
        '',
        '10:00 — я забираю торт в «Севере»',
        '12:00 — ты с Мишей едете за цветами (мама любит пионы, не розы!)',
        '14:00 — собираемся у мамы, делаем вид, что просто зашли',
        '15:00 — стол, стих, подарок',
        '',
        'Подарок: сертификат в спа, уже оплачен, ты мне должна 3500 😇',
      ),
    ),
    expect: [
      {
        type: 'send',
        text: l(
          'План на субботу, чтобы ничего не забыть:',
          '',
          '10:00 — я забираю торт в «Севере»',
          '12:00 — ты с Мишей едете за цветами (мама любит пионы, не розы!)',
          '14:00 — собираемся у мамы, делаем вид, что просто зашли',
          '15:00 — стол, стих, подарок',
          '',
          'Подарок: сертификат в спа, уже оплачен, ты мне должна 3500 😇',
        ),
      },
    ],
  }),
  // A note to self closing the message, which models leave for a later turn.
  olga({
    name: 'ольга: the story and a note to self',
    answer: send(p(STORY, 'Заметка для себя: в следующий раз спросить Катю, понравилась ли история Мише.')),
    expect: [{ type: 'send', text: STORY }],
  }),
];
