/** Set 86 in the Russian office team and the Japanese university circle. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { circle, j, otdel } from './answers-86-cast.js';

export const EAST: readonly CorpusEntry[] = [
  otdel({
    name: 'set86 otdel: the toast for Nina',
    answer: j(
      '# «send» 4005',
      'Нина, с днём рождения! 🥂',
      'Ты единственный человек в отделе, который знает, где лежат запасные картриджи, и единственный, кто никогда не теряет терпения с Кириллом.',
      'Пусть в новом году будет меньше дедлайнов, больше отпусков и работающая кофемашина на третьем этаже.',
      'За тебя! 🎉',
    ),
    expect: [
      {
        type: 'send',
        text: j(
          'Нина, с днём рождения! 🥂',
          'Ты единственный человек в отделе, который знает, где лежат запасные картриджи, и единственный, кто никогда не теряет терпения с Кириллом.',
          'Пусть в новом году будет меньше дедлайнов, больше отпусков и работающая кофемашина на третьем этаже.',
          'За тебя! 🎉',
        ),
        replyTo: 4005,
      },
    ],
  }),
  otdel({
    name: 'set86 otdel: Kirill by name about the report',
    answer: j(
      '# «send» 4001',
      'Кирилл, отправила в 11:40, копия у тебя во входящих. Если не видно — проверь спам, наш клиент там уже однажды был 🙃',
    ),
    expect: [
      {
        type: 'send',
        text: 'Кирилл, отправила в 11:40, копия у тебя во входящих. Если не видно — проверь спам, наш клиент там уже однажды был 🙃',
        replyTo: 4001,
      },
    ],
  }),
  otdel({
    name: "set86 otdel: Friday's jobs line by line, her own name among them",
    answer: j(
      '# «send»',
      'Кто что делает к пятнице:',
      'Оксана — собирает деньги',
      'Тимур — торт (не из «Пятёрочки», пожалуйста)',
      'Лёша — шарики',
      'Вера — открытка и тост',
      'Кирилл — отвлекает Нину до 16:00',
    ),
    expect: [
      {
        type: 'send',
        text: j(
          'Кто что делает к пятнице:',
          'Оксана — собирает деньги',
          'Тимур — торт (не из «Пятёрочки», пожалуйста)',
          'Лёша — шарики',
          'Вера — открытка и тост',
          'Кирилл — отвлекает Нину до 16:00',
        ),
        replyTo: 4005,
      },
    ],
  }),
  otdel({
    name: 'set86 otdel: a laugh at Lyosha and an answer to him',
    answer: j(
      '# «react» 4003',
      '🤣',
      '',
      '# «send» 4003',
      'Лёша, ты просто не видел, как Тимур разговаривает с техподдержкой. К среде будет, я верю',
    ),
    expect: [
      { type: 'react', emoji: '🤣', messageId: 4003 },
      {
        type: 'send',
        text: 'Лёша, ты просто не видел, как Тимур разговаривает с техподдержкой. К среде будет, я верю',
        replyTo: 4003,
      },
    ],
  }),
  // The chat's mood described in a first paragraph.
  otdel({
    name: 'set86 otdel: the festive mood described before the toast',
    answer: j(
      '# «send» 4005',
      'В чате царит праздничное настроение, все ждут тоста.',
      '',
      'Нина, с днём рождения! Оставайся такой же спокойной и доброй, даже когда Кирилл в пятый раз спрашивает про отчёт 🥂',
    ),
    expect: [
      {
        type: 'send',
        text: 'Нина, с днём рождения! Оставайся такой же спокойной и доброй, даже когда Кирилл в пятый раз спрашивает про отчёт 🥂',
        replyTo: 4005,
      },
    ],
  }),
  // Whom to answer first, decided aloud in the body's first line.
  otdel({
    name: 'set86 otdel: Kirill first, decided aloud',
    answer: j(
      '# «send» 4001',
      'Сначала отвечу Кириллу, тост подождёт.',
      '',
      'Кирилл, отчёт ушёл в 11:40, проверь почту',
    ),
    expect: [{ type: 'send', text: 'Кирилл, отчёт ушёл в 11:40, проверь почту', replyTo: 4001 }],
  }),
  // A postscript addressed to the account's owner.
  otdel({
    name: "set86 otdel: a P.S. for the account's owner",
    answer: j(
      '# «send» 4005',
      'Нина, с днём рождения! Ты лучшая 🎉',
      '',
      'P.S. для владельца аккаунта: я не знаю, сколько Нине исполняется, поэтому возраст не упоминала.',
    ),
    expect: [{ type: 'send', text: 'Нина, с днём рождения! Ты лучшая 🎉', replyTo: 4005 }],
  }),
  // Two slips: her own action in asterisks by name, and Nina's thanks made up as a block.
  otdel({
    name: "set86 otdel: her glass raised in asterisks, Nina's thanks made up",
    answer: j(
      '# «send» 4005',
      '*Вера встаёт и поднимает бокал*',
      'Нина, за тебя! Пусть всё задуманное сбывается 🥂',
      '',
      '# «send»',
      'Нина: спасибо, Верочка!! 😭❤️',
    ),
    expect: [{ type: 'send', text: 'Нина, за тебя! Пусть всё задуманное сбывается 🥂', replyTo: 4005 }],
  }),
  circle({
    name: 'set86 circle: the shopping handed out, her own name among them',
    answer: j(
      '# «send» 4005',
      'じゃあ担当こんな感じで！',
      '健太：飲み物とお菓子',
      'さくら：車出し＋氷',
      '翔：遅れてOK、花火担当',
      '美羽：食材（カレーの材料）',
      'レシートは全部私に送ってね〜',
    ),
    expect: [
      {
        type: 'send',
        text: j(
          'じゃあ担当こんな感じで！',
          '健太：飲み物とお菓子',
          'さくら：車出し＋氷',
          '翔：遅れてOK、花火担当',
          '美羽：食材（カレーの材料）',
          'レシートは全部私に送ってね〜',
        ),
        replyTo: 4005,
      },
    ],
  }),
  circle({
    name: 'set86 circle: Sho by name about being late',
    answer: j('# «send» 4003', '翔、18時なら全然大丈夫だよ！カレーは先に作っとくね🍛'),
    expect: [{ type: 'send', text: '翔、18時なら全然大丈夫だよ！カレーは先に作っとくね🍛', replyTo: 4003 }],
  }),
  circle({
    name: "set86 circle: a joke about the circle's tradition",
    answer: j('# «send»', 'このサークル、計画は完璧なのに毎回誰かが寝坊するのほんと伝統だよね😂'),
    expect: [
      {
        type: 'send',
        text: 'このサークル、計画は完璧なのに毎回誰かが寝坊するのほんと伝統だよね😂',
        replyTo: 4005,
      },
    ],
  }),
  circle({
    name: 'set86 circle: thanks to Sakura with a reaction and a sticker',
    answer: j('# «react» 4001', '🙏', '', '# «send» 4001', 'さくら神！！', '', '# «sticker»', '😂'),
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4001 },
      { type: 'send', text: 'さくら神！！', replyTo: 4001 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  // A narrator's sentence about the persona by name, plain, as the first paragraph.
  circle({
    name: 'set86 circle: she is narrated by name picking up her phone',
    answer: j(
      '# «send» 4005',
      '美羽はスマホを手に取って、みんなの担当を考え始めた。',
      '',
      '健太は飲み物、さくらは車、翔は花火、私は食材で！',
    ),
    expect: [{ type: 'send', text: '健太は飲み物、さくらは車、翔は花火、私は食材で！', replyTo: 4005 }],
  }),
  // Who asked what, in full-width brackets glued over the message.
  circle({
    name: 'set86 circle: who asked, in brackets over the message',
    answer: j(
      '# «send» 4005',
      '（健太が担当を決めてほしいと頼んでいる）',
      '了解！健太飲み物、さくら車、翔花火、私食材でどう？',
    ),
    expect: [{ type: 'send', text: '了解！健太飲み物、さくら車、翔花火、私食材でどう？', replyTo: 4005 }],
  }),
  // A note to whoever runs the account as a block of its own after the message.
  circle({
    name: 'set86 circle: a memo for the operator as its own block',
    answer: j(
      '# «send» 4005',
      '担当決めたよ！健太→飲み物、さくら→車、翔→花火、私→食材',
      '',
      '# «send»',
      '運営者へのメモ：合宿の日程がまだ分からないので、メモに追加してください。',
    ),
    expect: [{ type: 'send', text: '担当決めたよ！健太→飲み物、さくら→車、翔→花火、私→食材', replyTo: 4005 }],
  }),
  // The group's atmosphere described in brackets, closing the body.
  circle({
    name: "set86 circle: the group's atmosphere in brackets at the end",
    answer: j(
      '# «send» 4003',
      '翔おつかれ！遅れても大丈夫だよ〜',
      '',
      '（グループ全体が合宿を楽しみにしている雰囲気）',
    ),
    expect: [{ type: 'send', text: '翔おつかれ！遅れても大丈夫だよ〜', replyTo: 4003 }],
  }),
];
