/** Set 74: Olga writes a reference for her friend and former report Dima, and passes on her mother's words. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { DIMA, DIMA_CHAT, DIMA_OWN, lines, OLGA, send } from './answers-74-cast.js';

const dima = { persona: OLGA, participants: DIMA, others: DIMA_CHAT, own: DIMA_OWN } as const;

const LETTER = lines(
  'Рекомендательное письмо',
  '',
  'Дмитрий Соколов работал в отделе логистики ООО «Камский склад» под моим руководством с марта 2021 по август 2023 года в должности старшего диспетчера.',
  '',
  'За это время Дмитрий перестроил график отгрузок, сократив простои машин почти на треть, и обучил четырёх новых сотрудников. Он спокоен в авралах, честен с клиентами и умеет договариваться с водителями, что в нашей сфере ценится особенно.',
  '',
  'Рекомендую Дмитрия без колебаний и готова ответить на вопросы по телефону.',
  '',
  'С уважением,',
  'Ольга Миронова',
  'руководитель отдела персонала, ООО «Камский склад»',
);

const MAMA =
  'Передам обязательно! Мама, кстати, спрашивала, приедешь ли ты на дачу в субботу. Говорит, без тебя некому снять сетку с малины, а папа «уже не мальчик» 😄';

const NOTES = lines(
  'Прочитала твоё сопроводительное. В целом хорошо, но:',
  '',
  '1) Второй абзац слишком длинный, половину можно смело убрать.',
  '2) Тон немного заискивающий: «буду безмерно благодарен за возможность» звучит так, будто ты просишь милостыню. Ты им нужен не меньше, чем они тебе.',
  '3) Цифры! Про простои на треть обязательно напиши.',
  '',
  'Поправишь и скинь ещё раз, посмотрю вечером.',
);

export const OLGA_ENTRIES: readonly CorpusEntry[] = [
  {
    name: 'olga: a reference letter in the third person, signed with her own name',
    ...dima,
    answer: lines('# «send» 4005', 'Конечно! Держи, проверь даты:', '', '# «send»', LETTER),
    expect: [send('Конечно! Держи, проверь даты:', 4005), send(LETTER)],
  },
  {
    name: 'olga: relaying her mother after the reply about the letter',
    ...dima,
    answer: lines(
      '# «send» 4005',
      'Напишу сегодня вечером, после девяти. Скинь мне ссылку на вакансию, чтобы я попала в их требования.',
      '',
      '# «send»',
      MAMA,
    ),
    expect: [
      send(
        'Напишу сегодня вечером, после девяти. Скинь мне ссылку на вакансию, чтобы я попала в их требования.',
        4005,
      ),
      send(MAMA),
    ],
  },
  {
    name: 'olga: feedback on his cover letter, naming its tone',
    ...dima,
    answer: lines('# «send» 4005', NOTES),
    expect: [send(NOTES, 4005)],
  },
  {
    name: 'olga: a story of an interview, with a reaction first',
    ...dima,
    answer: lines(
      '# «react» 4001',
      '🎉',
      '',
      '# «send» 4005',
      'Напишу, конечно. И вот тебе для храбрости: в 2019-м я на финале в «Таттелеком» пролила кофе на резюме прямо перед директором. Он посмотрел и сказал: «Ну, хоть живая». Взяли.',
      '',
      'Так что не бойся, главное — будь собой.',
    ),
    expect: [
      { type: 'react', emoji: '🎉', messageId: 4001 },
      send(
        lines(
          'Напишу, конечно. И вот тебе для храбрости: в 2019-м я на финале в «Таттелеком» пролила кофе на резюме прямо перед директором. Он посмотрел и сказал: «Ну, хоть живая». Взяли.',
          '',
          'Так что не бойся, главное — будь собой.',
        ),
        4005,
      ),
    ],
  },
  {
    name: 'olga: a think block reads the friend, the message speaks to him',
    ...dima,
    answer: lines(
      '# «think»',
      'Дима волнуется, ему важно получить письмо сегодня. Даты в 4003 совпадают с моими воспоминаниями.',
      '',
      '# «send» 4005',
      'Сегодня будет, не переживай. Какая у них почта для рекомендаций, или тебе отдать, а ты сам перешлёшь?',
    ),
    expect: [
      send(
        'Сегодня будет, не переживай. Какая у них почта для рекомендаций, или тебе отдать, а ты сам перешлёшь?',
        4005,
      ),
    ],
  },
  // The model describes the partner to itself in a first paragraph before the letter, in the reply's language.
  {
    name: 'olga: a read of the friend opens the letter block',
    ...dima,
    answer: lines(
      '# «send» 4005',
      'Дима волнуется из-за финального собеседования и просит рекомендацию. Нужно написать официально, но тепло, с конкретными достижениями.',
      '',
      LETTER,
    ),
    expect: [send(LETTER, 4005)],
  },
  // A note to the operator admitting a guessed fact, after the letter.
  {
    name: 'olga: a note to the operator about dates after the letter',
    ...dima,
    answer: lines(
      '# «send» 4005',
      LETTER,
      '',
      'Примечание для оператора: точных дат работы Дмитрия в памяти нет, я взяла 2021–2023 из его сообщения. Стоит уточнить у Ольги.',
    ),
    expect: [send(LETTER, 4005)],
  },
  // Gemini appends an English translation of a reply written in Russian, labelled.
  {
    name: 'olga: an English translation of her reply under it',
    ...dima,
    answer: lines(
      '# «send» 4005',
      'Конечно, напишу! Маме передам, она будет рада 🙂',
      '',
      "Translation: Of course, I'll write it! I'll tell Mum, she'll be happy 🙂",
    ),
    expect: [send('Конечно, напишу! Маме передам, она будет рада 🙂', 4005)],
  },
  // A summary of the turn in English after two Russian messages.
  {
    name: 'olga: an English summary of the turn after two messages',
    ...dima,
    answer: lines(
      '# «send» 4005',
      'Напишу сегодня вечером, после девяти. Скинь мне ссылку на вакансию, чтобы я попала в их требования.',
      '',
      '# «send»',
      MAMA,
      '',
      "Summary: agreed to write Dima's reference tonight, asked for the job posting, relayed Mum's invitation to the dacha.",
    ),
    expect: [
      send(
        'Напишу сегодня вечером, после девяти. Скинь мне ссылку на вакансию, чтобы я попала в их требования.',
        4005,
      ),
      send(MAMA),
    ],
  },
  // The model narrates its move to "the user's" next question between two paragraphs of one message.
  {
    name: 'olga: a line on moving to the second question between paragraphs',
    ...dima,
    answer: lines(
      '# «send» 4005',
      'Напишу сегодня, не переживай. Скинь только описание вакансии.',
      '',
      'Теперь перехожу ко второй части сообщения пользователя — про маму.',
      '',
      'Маме передам! Она опять наварила на всю улицу, так что приезжай за второй банкой 😄',
    ),
    expect: [
      send(
        lines(
          'Напишу сегодня, не переживай. Скинь только описание вакансии.',
          '',
          'Маме передам! Она опять наварила на всю улицу, так что приезжай за второй банкой 😄',
        ),
        4005,
      ),
    ],
  },
];
