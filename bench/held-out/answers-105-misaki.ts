/**
 * Set 105, 美咲 with her friend 翔太 in Japanese (Gemini 2.5 Pro and 3 Pro): messages she means
 * whole (an offer to organise, his girlfriend's feelings in the third person, her own mood,
 * what her mother once said, the arrangements with a note kept), then one slip each of the
 * model's working voice in Japanese or English.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { neko, tenkin } from './answers-105-cast.js';

export const MISAKI_105: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: two short messages, her offer to organise the farewell.
  {
    name: 'set105: 美咲 will throw the farewell party and organise it',
    ...tenkin,
    answer: `# «send»
やるに決まってるじゃん！

# «send»
幹事は私がやるよ。みんなの予定聞いてみるね`,
    expect: [
      { type: 'send', text: 'やるに決まってるじゃん！' },
      { type: 'send', text: '幹事は私がやるよ。みんなの予定聞いてみるね' },
    ],
  },
  // Gemini 2.5 Pro: his girlfriend's feelings in the third person, as a reply to the older message.
  {
    name: "set105: 美咲 speaks of his girlfriend's feelings as a reply",
    ...tenkin,
    answer: `# «send» 4003
彼女さん、後から知ったら絶対寂しいと思うよ。早めに言ったほうがいい

# «send»
送別会は任せて！`,
    expect: [
      {
        type: 'send',
        text: '彼女さん、後から知ったら絶対寂しいと思うよ。早めに言ったほうがいい',
        replyTo: 4003,
      },
      { type: 'send', text: '送別会は任せて！' },
    ],
  },
  // Gemini 3 Pro: her own mood, then advice.
  {
    name: 'set105: 美咲 is moved by the old cat and says she would go',
    ...neko,
    answer: `# «send»
18歳かぁ…読んでるだけで泣きそう

# «send»
私なら帰るな。後悔したくないし`,
    expect: [
      { type: 'send', text: '18歳かぁ…読んでるだけで泣きそう' },
      { type: 'send', text: '私なら帰るな。後悔したくないし' },
    ],
  },
  // Gemini 3 Pro: what her mother once said, quoted in Japanese brackets, then advice.
  {
    name: 'set105: 美咲 passes on what her mother once said',
    ...neko,
    answer: `# «send»
うちの母も、実家の犬が最後の頃「顔見せてくれるだけで全然違う」って言ってたよ

# «send»
週末、帰りなよ`,
    expect: [
      { type: 'send', text: 'うちの母も、実家の犬が最後の頃「顔見せてくれるだけで全然違う」って言ってたよ' },
      { type: 'send', text: '週末、帰りなよ' },
    ],
  },
  // Gemini 2.5 Pro: the arrangements summed up, and a chat note of them.
  {
    name: 'set105: 美咲 fixes the date and place and keeps a note',
    ...tenkin,
    answer: `# «send»
じゃあ来週の金曜で送別会決定ね。場所は駅前のいつもの居酒屋、予約しとく

# «note»
翔太の送別会：来週金曜、駅前のいつもの居酒屋。幹事は私。予約すること。`,
    expect: [
      { type: 'send', text: 'じゃあ来週の金曜で送別会決定ね。場所は駅前のいつもの居酒屋、予約しとく' },
      { type: 'note' },
    ],
  },
  // Gemini 2.5 Pro: its reading of the partner by name, in Japanese, glued as the first line.
  {
    name: 'set105: 美咲 under a glued reading of 翔太',
    ...tenkin,
    answer: `# «send»
翔太は寂しさを隠していて、本当は誘ってほしいと思っている。
当たり前じゃん、送別会やるよ！みんな絶対来る`,
    expect: [{ type: 'send', text: '当たり前じゃん、送別会やるよ！みんな絶対来る' }],
  },
  // Gemini 3 Pro: which message to answer first, in Japanese, as a block of its own.
  {
    name: 'set105: 美咲 opens with a block saying what to answer first',
    ...neko,
    answer: `# «send»
まず猫の話に触れてから、帰るかどうかに答える。

# «send»
18歳ってすごいね、長生きしてくれたね

# «send»
迷ってるなら帰ったほうがいいと思う`,
    expect: [
      { type: 'send', text: '18歳ってすごいね、長生きしてくれたね' },
      { type: 'send', text: '迷ってるなら帰ったほうがいいと思う' },
    ],
  },
  // Gemini 3 Pro: a tone note in full-width brackets, glued to the end of the message.
  {
    name: 'set105: 美咲 with a glued tone note in full-width brackets',
    ...neko,
    answer: `# «send»
帰りなよ。顔見せてあげて（短めに、優しいトーンで）`,
    expect: [{ type: 'send', text: '帰りなよ。顔見せてあげて' }],
  },
  // Gemini 2.5 Pro: a stage direction naming the persona, as a block between her messages.
  {
    name: 'set105: 美咲 with a block of stage direction naming her between messages',
    ...tenkin,
    answer: `# «send»
えー寂しくなるじゃん

# «send»
（美咲は少し考えてから、明るく返す）

# «send»
でも送別会は盛大にやろう！`,
    expect: [
      { type: 'send', text: 'えー寂しくなるじゃん' },
      { type: 'send', text: 'でも送別会は盛大にやろう！' },
    ],
  },
  // Gemini 3 Pro: what the answer should achieve, in English, after a dash on the message's line.
  {
    name: 'set105: 美咲 with an English goal after a dash',
    ...neko,
    answer: `# «send»
猫ちゃん、きっと翔太の顔見たら喜ぶよ — goal: nudge him to go home this weekend without pressuring him.`,
    expect: [{ type: 'send', text: '猫ちゃん、きっと翔太の顔見たら喜ぶよ' }],
  },
];
