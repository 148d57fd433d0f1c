/**
 * Set 59, Yuki (Japanese, an office worker in Tokyo): her friend Haruka plans a night out and
 * asks for Yuki's Saturday and the restaurant from her notes.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { HARUKA_NIGHT, yukiHaruka } from './answers-59-cast.js';

export const YUKI: readonly CorpusEntry[] = [
  yukiHaruka({
    name: 'yuki: the restaurant from her notes, then Saturday',
    answer:
      '# «send»\nメモ見つけた！\n「炭火やきとり とりまる」恵比寿駅から徒歩5分\n予約は電話のみだって\n\n# «send»\n土曜は午前中ヨガ、午後ならあいてる\n',
    expect: [
      {
        type: 'send',
        text: 'メモ見つけた！\n「炭火やきとり とりまる」恵比寿駅から徒歩5分\n予約は電話のみだって',
      },
      { type: 'send', text: '土曜は午前中ヨガ、午後ならあいてる' },
    ],
  }),
  yukiHaruka({
    name: 'yuki: her Saturday as a timetable',
    answer: '# «send»\n土曜のスケジュール👇\n10:00 ヨガ\n13:00 ランチ（母と）\n16:00〜 フリー！\n',
    expect: [
      { type: 'send', text: '土曜のスケジュール👇\n10:00 ヨガ\n13:00 ランチ（母と）\n16:00〜 フリー！' },
    ],
  }),
  yukiHaruka({
    name: 'yuki: the rule they agreed last time',
    answer: '# «send»\nあ、ルール覚えてる？遅刻したら一杯おごり😂\n',
    expect: [{ type: 'send', text: 'あ、ルール覚えてる？遅刻したら一杯おごり😂' }],
  }),
  yukiHaruka({
    name: 'yuki: keeps a note of the plan, then confirms',
    answer:
      '# «note»\nハルカ (user 22) と土曜19時に恵比寿「とりまる」。予約は私がする。\n\n# «send»\nじゃあ土曜19時で！予約しとくね\n',
    expect: [{ type: 'note' }, { type: 'send', text: 'じゃあ土曜19時で！予約しとくね' }],
  }),
  yukiHaruka({
    name: 'yuki: a memo in brackets a person types',
    answer: '# «send»\n店は「とりまる」！（私のメモ帳、飲み屋リストしかない説）\n',
    expect: [{ type: 'send', text: '店は「とりまる」！（私のメモ帳、飲み屋リストしかない説）' }],
  }),
  yukiHaruka({
    name: 'yuki: goodnight with a sticker',
    others: HARUKA_NIGHT,
    answer: '# «send»\nおやすみ〜また土曜！\n\n# «sticker»\nHeidiDuck\n👋\n',
    expect: [
      { type: 'send', text: 'おやすみ〜また土曜！' },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  }),
  // The turn's time written as a header in lenticular brackets above the message.
  yukiHaruka({
    name: 'yuki: slip, the current time as a bracketed header',
    answer: '# «send»\n【現在時刻：4月9日(木) 22:31】\n土曜は午後ならあいてるよ！店は「とりまる」\n',
    expect: [{ type: 'send', text: '土曜は午後ならあいてるよ！店は「とりまる」' }],
  }),
  // The card's second-person description translated and restated before the message.
  yukiHaruka({
    name: 'yuki: slip, the character description first',
    answer:
      '# «send»\nあなたはユキ、28歳、渋谷の広告代理店勤務。返信は短く、絵文字は控えめに。\n\n土曜は午後ならあいてるよ\n',
    expect: [{ type: 'send', text: '土曜は午後ならあいてるよ' }],
  }),
  // A note to self about the partner, in the third person, wrapped after the message.
  yukiHaruka({
    name: 'yuki: slip, a memo about Haruka after the message',
    answer: '# «send»\n土曜の夜ならいけるよ！\n\n（メモ：ハルカは木曜NG、焼き鳥好き）\n',
    expect: [{ type: 'send', text: '土曜の夜ならいけるよ！' }],
  }),
  // A thinking model's plan in Japanese left in the body, the partner in the third person.
  yukiHaruka({
    name: 'yuki: slip, the plan of the turn before the answer',
    answer:
      '# «send»\nハルカは土曜の予定と店の名前を聞いている。両方に一つのメッセージで答える。\n\n土曜は午後ならOK！店は「とりまる」だよ\n',
    expect: [{ type: 'send', text: '土曜は午後ならOK！店は「とりまる」だよ' }],
  }),
  // The model announcing that it follows the system's instructions, as a footnote mark line.
  yukiHaruka({
    name: 'yuki: slip, a note that it follows the system instructions',
    answer: '# «send»\n土曜は16時からフリー！\n\n※システムの指示に従い、短く返信しています。\n',
    expect: [{ type: 'send', text: '土曜は16時からフリー！' }],
  }),
  // Silence after goodnight narrated in brackets, beside a real reaction.
  yukiHaruka({
    name: 'yuki: slip, the end of the talk narrated beside a reaction',
    others: HARUKA_NIGHT,
    answer: '# «react» 4005\n😴\n\n# «send»\n（会話が一区切りしたので、これ以上は返信しない）\n',
    expect: [{ type: 'react', emoji: '😴', messageId: 4005 }],
  }),
  // The sticker line copied whole from the offered list, a Japanese description included.
  yukiHaruka({
    name: 'yuki: slip, the goodnight sticker with its description',
    others: HARUKA_NIGHT,
    answer: '# «sticker»\nHeidiDuck\n😴 — ‹眠そうなアヒル›\n',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😴' }],
  }),
];
