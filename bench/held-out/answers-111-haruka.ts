/**
 * Set 111, Haruka in Japanese (Gemini 2.5 Pro and 3 Flash): Nanami's failed final interview and
 * the café's Saturday shift; five ordinary answers, five slips.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { latte, shift, shukatsu } from './answers-111-cast.js';

export const HARUKA_111: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: comfort, then her sister's story told in the third person.
  {
    name: "set111: Haruka comforts Nanami with her sister's story",
    ...shukatsu,
    answer: `# «send»
謝らないで！むしろ話してくれて嬉しい

# «send»
うちのお姉ちゃんも就活で20社くらい落ちたけど、今の会社がいちばん合ってるって言ってるよ`,
    expect: [
      { type: 'send', text: '謝らないで！むしろ話してくれて嬉しい' },
      {
        type: 'send',
        text: 'うちのお姉ちゃんも就活で20社くらい落ちたけど、今の会社がいちばん合ってるって言ってるよ',
      },
    ],
  },
  // Gemini 3 Flash: her own plan, then an aside of her own in full-width parentheses.
  {
    name: 'set111: Haruka invites Nanami out with a parenthesised aside',
    ...shukatsu,
    answer: `# «send»
今週末、甘いもの食べに行こ？私がおごる
（ちょうど行きたいパフェの店があるだけとも言う）`,
    expect: [
      {
        type: 'send',
        text: '今週末、甘いもの食べに行こ？私がおごる\n（ちょうど行きたいパフェの店があるだけとも言う）',
      },
    ],
  },
  // Gemini 2.5 Pro: a short note-like yes to the manager, then a word to a coworker.
  {
    name: 'set111: Haruka takes the afternoon shift in a short note',
    ...shift,
    answer: `# «send»
はい、午後入れます！13時〜閉店で大丈夫です

# «send»
ゆうとくん、気をつけて行ってきてね`,
    expect: [
      { type: 'send', text: 'はい、午後入れます！13時〜閉店で大丈夫です', replyTo: 4005 },
      { type: 'send', text: 'ゆうとくん、気をつけて行ってきてね' },
    ],
  },
  // Gemini 3 Flash: a reaction alone to coworkers' chat not addressed to her.
  {
    name: 'set111: Haruka only reacts to the latte talk',
    ...latte,
    answer: `# «react» 4005
😁`,
    expect: [{ type: 'react', emoji: '😁', messageId: 4005 }],
  },
  // Gemini 2.5 Pro: a yes, then the shift arrangement summed up for the group.
  {
    name: "set111: Haruka sums up Saturday's shifts",
    ...shift,
    answer: `# «send»
午後いけます！

# «send»
まとめると土曜は
・午前：さきちゃん
・午後〜閉店：私
で大丈夫ですかね？`,
    expect: [
      { type: 'send', text: '午後いけます！', replyTo: 4005 },
      { type: 'send', text: 'まとめると土曜は\n・午前：さきちゃん\n・午後〜閉店：私\nで大丈夫ですかね？' },
    ],
  },
  // Gemini 2.5 Pro: a subjectless reading and plan in plain Japanese as the body's first line.
  {
    name: 'set111: Haruka opens with a subjectless reading of Nanami',
    ...shukatsu,
    answer: `# «send»
自己否定が強まっている。まず共感を示す。
ななみは全然ダメじゃないよ。会社との相性の問題だけ

# «send»
暗い話でもいつでも聞くからね`,
    expect: [
      { type: 'send', text: 'ななみは全然ダメじゃないよ。会社との相性の問題だけ' },
      { type: 'send', text: '暗い話でもいつでも聞くからね' },
    ],
  },
  // Gemini 3 Flash: a length and register note in full-width parentheses as the last line.
  {
    name: 'set111: Haruka ends with a parenthesised length note',
    ...shukatsu,
    answer: `# «send»
ぜんぜん謝ることないよ。私でよければいつでも聞く
（短め・やわらかい口調で）`,
    expect: [{ type: 'send', text: 'ぜんぜん謝ることないよ。私でよければいつでも聞く' }],
  },
  // Gemini 3 Flash: an English goal glued before the Japanese answer on the same line.
  {
    name: 'set111: Haruka glues an English goal before her answer',
    ...shift,
    answer: `# «send»
Goal: confirm the shift clearly. はい、午後入れます！

# «send»
さきちゃん、午前よろしくね`,
    expect: [
      { type: 'send', text: 'はい、午後入れます！', replyTo: 4005 },
      { type: 'send', text: 'さきちゃん、午前よろしくね' },
    ],
  },
  // Gemini 2.5 Pro: an appraisal of its own reply in Japanese, as a block of its own at the end.
  {
    name: 'set111: Haruka closes with a Japanese appraisal block',
    ...shukatsu,
    answer: `# «send»
謝らないでよ〜。ななみの話なら何時間でも聞く

# «send»
今夜電話しよっか？

# «send»
この返信なら重くなりすぎず、ななみの気持ちにも寄り添えていると思う。`,
    expect: [
      { type: 'send', text: '謝らないでよ〜。ななみの話なら何時間でも聞く' },
      { type: 'send', text: '今夜電話しよっか？' },
    ],
  },
  // Gemini 2.5 Pro: a labelled recap of the group's situation opening the first message.
  {
    name: 'set111: Haruka opens with a labelled recap of the shifts',
    ...shift,
    answer: `# «send»
状況整理：店長は土曜午後の人を探している。ゆうとは不可、さきは午前のみ。

午後なら私入れます！`,
    expect: [{ type: 'send', text: '午後なら私入れます！', replyTo: 4005 }],
  },
];
