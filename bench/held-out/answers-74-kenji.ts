/** Set 74: Kenji gives his cousin Haruto feedback on a retirement speech and news of their grandmother. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { HARUTO, HARUTO_CHAT, HARUTO_OWN, KENJI, lines, send } from './answers-74-cast.js';

const haruto = { persona: KENJI, participants: HARUTO, others: HARUTO_CHAT, own: HARUTO_OWN } as const;

const FEEDBACK = lines(
  'めっちゃいいやん！釣りの話、おじさん絶対泣くで笑',
  '',
  'ただ短いかな。最初に「本日はお集まりいただき〜」みたいな挨拶を一言入れて、最後に「これからは好きなだけ釣りに行ってください」って締めたら完璧やと思う。',
);

const GRANNY =
  'ばあちゃんは元気やで！昨日店に来て、正月は何日に来るんかって聞いてた。あと餅は何個食べるかも笑';

const DRAFT = lines(
  '和夫おじさん、三十五年間本当にお疲れさまでした。',
  '',
  'おじさんは、僕たち親戚の子どもにとって「怖いけど一番頼れる大人」でした。僕が高校をやめそうになった時、何も聞かずに釣りに連れて行ってくれた日のことは、一生忘れません。',
  '',
  'これからは時間を気にせず、好きなだけ海に行ってください。本当にありがとうございました。',
);

export const KENJI_ENTRIES: readonly CorpusEntry[] = [
  {
    name: 'kenji: feedback on the speech, then news of their grandmother',
    ...haruto,
    answer: lines('# «send» 4005', FEEDBACK, '', '# «send»', GRANNY),
    expect: [send(FEEDBACK, 4005), send(GRANNY)],
  },
  {
    name: 'kenji: the speech rewritten about the uncle in the third person and to him',
    ...haruto,
    answer: lines('# «send» 4005', 'ちょっと整えてみた。こんな感じどう？', '', '# «send»', DRAFT),
    expect: [send('ちょっと整えてみた。こんな感じどう？', 4005), send(DRAFT)],
  },
  {
    name: 'kenji: a customer story from the barbershop to calm his cousin',
    ...haruto,
    answer: lines(
      '# «send» 4005',
      '短すぎへんよ。むしろ長いスピーチの方が地獄やで',
      '',
      '# «send»',
      'この前うちの店のお客さんが、会社の送別会で二十分しゃべったらしい。途中で主役のおじいちゃん寝てたって笑',
      '',
      '# «sticker»',
      'HeidiDuck',
      '😴',
    ),
    expect: [
      send('短すぎへんよ。むしろ長いスピーチの方が地獄やで', 4005),
      send(
        'この前うちの店のお客さんが、会社の送別会で二十分しゃべったらしい。途中で主役のおじいちゃん寝てたって笑',
      ),
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
    ],
  },
  {
    name: 'kenji: relaying the grandmother with her words in quotes',
    ...haruto,
    answer: lines(
      '# «send» 4005',
      'スピーチはいい感じ！',
      '',
      'ばあちゃんからの伝言：「ハルトはちゃんとご飯食べてるんか、スーツはアイロンかけてから着なさい」やって。そのまま伝えたで笑',
    ),
    expect: [
      send(
        lines(
          'スピーチはいい感じ！',
          '',
          'ばあちゃんからの伝言：「ハルトはちゃんとご飯食べてるんか、スーツはアイロンかけてから着なさい」やって。そのまま伝えたで笑',
        ),
        4005,
      ),
    ],
  },
  {
    name: 'kenji: a reaction and a one-line answer',
    ...haruto,
    answer: lines('# «react» 4003', '👏', '', '# «send» 4005', 'ええやん、短くない。そのままいけ'),
    expect: [{ type: 'react', emoji: '👏', messageId: 4003 }, send('ええやん、短くない。そのままいけ', 4005)],
  },
  // A bracketed read of the partner before the answer, as Gemini writes when it plans in the body.
  {
    name: 'kenji: a bracketed read of his cousin opens the feedback',
    ...haruto,
    answer: lines(
      '# «send» 4005',
      '（ハルトは緊張しているので、まず安心させてから具体的に助言する）',
      '',
      FEEDBACK,
    ),
    expect: [send(FEEDBACK, 4005)],
  },
  // A reference-mark note after the message explaining the register chosen.
  {
    name: 'kenji: a note on the casual register after the feedback',
    ...haruto,
    answer: lines(
      '# «send» 4005',
      FEEDBACK,
      '',
      '※いとこ同士なので、敬語は使わずに関西弁のくだけた口調で書きました。',
    ),
    expect: [send(FEEDBACK, 4005)],
  },
  // An English translation of the Japanese reply for the operator, in brackets.
  {
    name: 'kenji: an English translation after the short reply',
    ...haruto,
    answer: lines(
      '# «send» 4005',
      'ええやん、短くない。そのままいけ',
      '',
      "(English: That's good, it's not too short. Go with it as is.)",
    ),
    expect: [send('ええやん、短くない。そのままいけ', 4005)],
  },
  // A "まとめ" summary of what the turn covered, closing the answer.
  {
    name: 'kenji: a summary of the turn after two messages',
    ...haruto,
    answer: lines(
      '# «send» 4005',
      FEEDBACK,
      '',
      '# «send»',
      GRANNY,
      '',
      'まとめ：スピーチの感想、挨拶と締めの提案、ばあちゃんの近況を伝えた。',
    ),
    expect: [send(FEEDBACK, 4005), send(GRANNY)],
  },
  // A note to the operator about a missing name, between the lead message and the draft.
  {
    name: 'kenji: a note to the operator between two messages',
    ...haruto,
    answer: lines(
      '# «send» 4005',
      'ちょっと整えてみた。こんな感じどう？',
      '',
      '運営者へ：おじさんの勤め先の名前が記憶にないため、スピーチでは触れていません。',
      '',
      '# «send»',
      DRAFT,
    ),
    expect: [send('ちょっと整えてみた。こんな感じどう？', 4005), send(DRAFT)],
  },
];
