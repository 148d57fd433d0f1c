/**
 * Set 96, 美咲 with her junior colleague 健太 in Japanese (Gemini 3 Pro): his slides were torn up
 * and his talk moved to tomorrow; then 田中さん's farewell party and 健太 asking how 美咲 is. Half
 * are messages 美咲 means (advice, the boss's mood, her own mood under a label, a plan, how 田中さん
 * feels); half carry the model's reading of 健太 or its plan for the turn.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { farewell, slides } from './answers-96-cast.js';

export const JAPANESE_96: readonly CorpusEntry[] = [
  // Gemini 3 Pro: ordinary advice, "一番大事なのは…", and an offer to help.
  {
    name: 'set96: 美咲 advises putting the conclusion in the first three slides',
    ...slides,
    answer: `# «send»
一番大事なのは、最初の3枚で結論を言うこと。部長はそこしか見てないから

# «send»
残りは私も手伝うよ。20時まで残れる`,
    expect: [
      { type: 'send', text: '一番大事なのは、最初の3枚で結論を言うこと。部長はそこしか見てないから' },
      { type: 'send', text: '残りは私も手伝うよ。20時まで残れる' },
    ],
  },
  // Gemini 3 Pro: an ordinary answer about the boss's mood and what the section chief said.
  {
    name: 'set96: 美咲 tells 健太 the boss is in a bad mood today',
    ...slides,
    answer: `# «send»
部長、今日朝から機嫌悪いんだよね。さっき課長も「今日は何出しても直される日」って言ってた笑

# «send»
だから健太くんのせいじゃないよ。まず赤が入ったところだけ送って`,
    expect: [
      {
        type: 'send',
        text: '部長、今日朝から機嫌悪いんだよね。さっき課長も「今日は何出しても直される日」って言ってた笑',
      },
      { type: 'send', text: 'だから健太くんのせいじゃないよ。まず赤が入ったところだけ送って' },
    ],
  },
  // Gemini 3 Pro: her own mood under a label, as people write it, then a sticker.
  {
    name: 'set96: 美咲 answers "気分：😴" and sends a sleepy sticker',
    ...farewell,
    answer: `# «send»
気分：😴
最近ちょっと寝不足なだけ！心配ありがとね

# «sticker»
HeidiDuck
😴`,
    expect: [
      { type: 'send', text: '気分：😴\n最近ちょっと寝不足なだけ！心配ありがとね' },
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
    ],
  },
  // Gemini 3 Pro: an ordinary summary of who does what for the party, "まとめると".
  {
    name: 'set96: 美咲 sums up the farewell party plan',
    ...farewell,
    answer: `# «send»
じゃあまとめると、金曜19時とり吉、花束は私が昼休みに買う、寄せ書きは健太くんが回す、で大丈夫？

# «send»
私は元気だよー、ありがと`,
    expect: [
      {
        type: 'send',
        text: 'じゃあまとめると、金曜19時とり吉、花束は私が昼休みに買う、寄せ書きは健太くんが回す、で大丈夫？',
      },
      { type: 'send', text: '私は元気だよー、ありがと' },
    ],
  },
  // Gemini 3 Pro: a reaction, then what 田中さん feels, told in the third person.
  {
    name: 'set96: 美咲 reacts and says 田中さん is a little sad to leave',
    ...farewell,
    answer: `# «react» 4001
🎉

# «send»
田中さん、実はちょっと寂しいって言ってたよ。送別会すごく楽しみにしてるみたい

# «send»
私は大丈夫！ちょっと忙しかっただけ`,
    expect: [
      { type: 'react', emoji: '🎉', messageId: 4001 },
      { type: 'send', text: '田中さん、実はちょっと寂しいって言ってたよ。送別会すごく楽しみにしてるみたい' },
      { type: 'send', text: '私は大丈夫！ちょっと忙しかっただけ' },
    ],
  },
  // Gemini 3 Pro: a subjectless reading and plan before the blocks, and a bracketed register note
  // closing the last message (two slips).
  {
    name: 'set96: 美咲 after "かなり焦ってる。" before the blocks, with a register note at the end',
    ...slides,
    answer: `かなり焦ってる。まず落ち着かせてから、具体的な手順を示す。

# «send»
大丈夫、一緒にやろう

# «send»
まず部長の赤ペンが入ったところだけリストにして送って
（後輩なので、やわらかめのタメ口で）`,
    expect: [
      { type: 'send', text: '大丈夫、一緒にやろう' },
      { type: 'send', text: 'まず部長の赤ペンが入ったところだけリストにして送って' },
    ],
  },
  // Gemini 3 Pro: a "相手の気持ち：" label naming the partner's feelings, as the body's first line.
  {
    name: 'set96: 美咲’s message opens with "相手の気持ち：不安と…"',
    ...slides,
    answer: `# «send»
相手の気持ち：不安と、私に迷惑をかけている申し訳なさ
謝らなくていいよ！こういう時のための先輩だから

# «send»
まず結論のスライドから直そう`,
    expect: [
      { type: 'send', text: '謝らなくていいよ！こういう時のための先輩だから' },
      { type: 'send', text: 'まず結論のスライドから直そう' },
    ],
  },
  // Gemini 3 Pro: which message to answer first, in English, after a full stop on the message's line.
  {
    name: 'set96: 美咲’s thanks followed by "Answer his worry first, then the flowers."',
    ...farewell,
    answer: `# «send»
心配してくれてありがとう、ちょっと寝不足なだけだよ。Answer his worry first, then the flowers.

# «send» 4003
花束は私が昼休みに買っとくね`,
    expect: [
      { type: 'send', text: '心配してくれてありがとう、ちょっと寝不足なだけだよ。' },
      { type: 'send', text: '花束は私が昼休みに買っとくね', replyTo: 4003 },
    ],
  },
  // Gemini 3 Pro: what the partner wants, by pronoun (彼は), as a block of its own between messages.
  {
    name: 'set96: 美咲 with a "彼は私のことを心配していて…" block between messages',
    ...farewell,
    answer: `# «send» 4003
花束は任せて！

# «send»
彼は私のことを心配していて、本当の理由を知りたがっている。

# «send»
大丈夫だよ、ちょっと家のことでバタバタしてただけ`,
    expect: [
      { type: 'send', text: '花束は任せて！', replyTo: 4003 },
      { type: 'send', text: '大丈夫だよ、ちょっと家のことでバタバタしてただけ' },
    ],
  },
  // Gemini 3 Pro: a labelled recap of the partner's situation as the body's first line.
  {
    name: 'set96: 美咲’s message opens with "健太くんの状況：…"',
    ...slides,
    answer: `# «send»
健太くんの状況：スライド全修正、発表は明日に前倒し、かなり弱気。
よし、まず深呼吸しよ

# «send»
スライドのファイル送って。30分で一緒に見よう`,
    expect: [
      { type: 'send', text: 'よし、まず深呼吸しよ' },
      { type: 'send', text: 'スライドのファイル送って。30分で一緒に見よう' },
    ],
  },
];
