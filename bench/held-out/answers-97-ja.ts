/**
 * Set 97, はるか in Japanese (her cooking circle's group and her friend ユイ; Gemini 3 Pro, 2.5
 * Flash): ordinary answers (a message in Japanese and English, a react, a list with bracketed
 * asides) and answers with one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { burnt, gyoza, kyoto, SILENT } from './answers-97-cast.js';

export const JA_97: readonly CorpusEntry[] = [
  // Gemini 3 Pro: an answer to さくら, then a welcome to Tom in Japanese and English (meant).
  {
    name: 'set97: はるか answers さくら and welcomes Tom in Japanese and English',
    ...gyoza,
    answer: `# «send»
ありますよ！今夜グループに送りますね📄

# «send» 4000
トムさんも大歓迎！皮から一緒に作りましょう
Tom, you're very welcome! We'll make the wrappers from scratch together, no frozen ones allowed 🥟`,
    expect: [
      { type: 'send', text: 'ありますよ！今夜グループに送りますね📄', replyTo: 4005 },
      {
        type: 'send',
        text: "トムさんも大歓迎！皮から一緒に作りましょう\nTom, you're very welcome! We'll make the wrappers from scratch together, no frozen ones allowed 🥟",
        replyTo: 4000,
      },
    ],
  },
  // Gemini 2.5 Flash: a reaction only to banter not addressed to her.
  {
    name: "set97: はるか reacts to 健太's teasing",
    ...burnt,
    answer: `# «react» 4005
😁`,
    expect: [{ type: 'react', emoji: '😁', messageId: 4005 }],
  },
  // Gemini 3 Pro: a numbered list of tea houses with bracketed asides (meant).
  {
    name: 'set97: はるか lists three tea houses with bracketed notes',
    ...kyoto,
    answer: `# «send»
英語メニューあるところ、候補3つ見つけた！
1. 中村藤吉（英語メニューあり）
2. 茶寮都路里（ちょっと並ぶかも）
3. 小山園の喫茶（落ち着いてて穴場）`,
    expect: [
      {
        type: 'send',
        text: '英語メニューあるところ、候補3つ見つけた！\n1. 中村藤吉（英語メニューあり）\n2. 茶寮都路里（ちょっと並ぶかも）\n3. 小山園の喫茶（落ち着いてて穴場）',
      },
    ],
  },
  // Gemini 3 Pro: a Japanese reasoning label and its plan before the block.
  {
    name: 'set97: はるか under a 考え line before the block',
    ...gyoza,
    answer: `考え：さくらさんに直接聞かれたので、レシピを今夜共有すると答える。トムさんにも一言。

# «send»
ありますよ〜！今夜送りますね`,
    expect: [{ type: 'send', text: 'ありますよ〜！今夜送りますね', replyTo: 4005 }],
    withheld: ['outside-blocks'],
  },
  // Gemini 2.5 Flash: silence narrated in full-width brackets about the persona.
  {
    name: 'set97: はるか narrated giggling at the screen',
    ...burnt,
    answer: `# «send»
（はるかは画面を見てくすっと笑う）`,
    expect: [],
    silence: SILENT,
  },
  // Gemini 2.5 Flash: the friend's answer made up under the persona's message.
  {
    name: "set97: はるか's pick followed by a made-up line from ユイ",
    ...kyoto,
    answer: `# «send»
じゃあ中村藤吉にしよ！英語メニューあるって
ユイ：やったー！ジョシュも喜ぶと思う`,
    expect: [{ type: 'send', text: 'じゃあ中村藤吉にしよ！英語メニューあるって' }],
  },
  // Gemini 3 Pro at the output limit: the second message stops mid-word.
  {
    name: 'set97: はるか cut off in her second message',
    ...gyoza,
    truncated: true,
    answer: `# «send»
ありますよ！

# «send»
今夜LINEで送りますね、ついでに焼き方のコツもまとめて書いておくので、中火で蓋をし`,
    expect: [{ type: 'send', text: 'ありますよ！', replyTo: 4005 }],
    withheld: ['truncated'],
  },
];
