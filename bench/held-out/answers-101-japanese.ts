/**
 * Set 101, ハルカ with her friend 結衣 and in a seminar group in Japanese (Gemini 3 Flash): five
 * answers she means whole (advice, her mood and plan under a label, an offer to help, a summary,
 * what 田中 said) and five with the model's working voice left in, in Japanese and English.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { tenkin, zemi } from './answers-101-cast.js';

export const JAPANESE_101: readonly CorpusEntry[] = [
  // Gemini 3 Flash: advice with "the most important thing" and her own experience.
  {
    name: "set101: ハルカ's advice starting '一番大事なのは' arrives whole",
    ...tenkin,
    answer: `# «send»
一番大事なのは、最初の一ヶ月で完璧を目指さないことかな

# «send»
私も最初は週末ずっと家にいたよ笑 でも近所のカフェ開拓し始めてから楽になった`,
    expect: [
      { type: 'send', text: '一番大事なのは、最初の一ヶ月で完璧を目指さないことかな' },
      {
        type: 'send',
        text: '私も最初は週末ずっと家にいたよ笑 でも近所のカフェ開拓し始めてから楽になった',
      },
    ],
  },
  // Gemini 3 Flash: the persona's own mood, then a plan under a label, as people write them.
  {
    name: "set101: ハルカ's mood and a plan under '予定：'",
    ...tenkin,
    answer: `# «send»
さみしくなるなぁ😢

# «send»
予定：引っ越し前に一回ご飯行こう！来週の土曜どう？`,
    expect: [
      { type: 'send', text: 'さみしくなるなぁ😢' },
      { type: 'send', text: '予定：引っ越し前に一回ご飯行こう！来週の土曜どう？' },
    ],
  },
  // Gemini 3 Flash: a polite answer to the callout, naming another member.
  {
    name: 'set101: ハルカ agrees to help 木村',
    ...zemi,
    answer: `# «send»
はい、大丈夫です！木村さん、どのパートか教えてもらえれば手伝います`,
    expect: [
      {
        type: 'send',
        text: 'はい、大丈夫です！木村さん、どのパートか教えてもらえれば手伝います',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash: a summary of the arrangements for the group, as a bulleted message.
  {
    name: 'set101: ハルカ sums up the arrangements for the seminar group',
    ...zemi,
    answer: `# «send»
まとめると
・資料は金曜までに共有
・スライドは10枚前後
・木村さんのパートは私がサポート
で大丈夫ですかね？`,
    expect: [
      {
        type: 'send',
        text: 'まとめると\n・資料は金曜までに共有\n・スライドは10枚前後\n・木村さんのパートは私がサポート\nで大丈夫ですかね？',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash: passing on what a member said, to reassure another member.
  {
    name: 'set101: ハルカ passes on what 田中 said to 木村',
    ...zemi,
    answer: `# «send»
もちろんです！

# «send»
木村さん、田中さんが言ってた通り金曜までに共有できれば間に合うので、焦らなくて大丈夫ですよ`,
    expect: [
      { type: 'send', text: 'もちろんです！', replyTo: 4005 },
      {
        type: 'send',
        text: '木村さん、田中さんが言ってた通り金曜までに共有できれば間に合うので、焦らなくて大丈夫ですよ',
      },
    ],
  },
  // Gemini 3 Flash: a reading of the partner by name, a paragraph of its own before the message.
  {
    name: "set101: ハルカ's message after a reading of 結衣 by name",
    ...tenkin,
    answer: `# «send»
結衣は不安で、アドバイスより共感してほしいんだと思う。

わかる、知らない街ってそれだけで疲れるよね`,
    expect: [{ type: 'send', text: 'わかる、知らない街ってそれだけで疲れるよね' }],
  },
  // Gemini 3 Flash: a label naming the approach, glued above the message.
  {
    name: "set101: ハルカ's message under a glued '方針：' line",
    ...tenkin,
    answer: `# «send»
方針：まず共感して、それから自分の体験を軽く話す。
私も転職したとき、最初の三ヶ月はずっと不安だったよ`,
    expect: [{ type: 'send', text: '私も転職したとき、最初の三ヶ月はずっと不安だったよ' }],
  },
  // Gemini 3 Flash: a bracketed note on politeness and length, glued as the last line.
  {
    name: "set101: ハルカ's answer with a glued register note last",
    ...zemi,
    answer: `# «send»
了解です、木村さんのパート手伝います！
（丁寧語で、短めに）`,
    expect: [{ type: 'send', text: '了解です、木村さんのパート手伝います！', replyTo: 4005 }],
  },
  // Gemini 3 Flash: which message to answer first, in English, glued to the first line.
  {
    name: "set101: ハルカ's answer under a glued English note on the order",
    ...zemi,
    answer: `# «send»
Answer Tanaka first, then offer Kimura help directly.
はい、手伝えます！

# «send»
木村さん、あとでDMしますね`,
    expect: [
      { type: 'send', text: 'はい、手伝えます！', replyTo: 4005 },
      { type: 'send', text: '木村さん、あとでDMしますね' },
    ],
  },
  // Gemini 3 Flash: a stage direction of the persona in the third person, then the message.
  {
    name: "set101: ハルカ's message after a stage direction naming her",
    ...tenkin,
    answer: `# «send»
（ハルカはしばらく考えてから返信する）

正直、最初は全然慣れなかったよ。でも三ヶ月くらいで急に楽になった`,
    expect: [{ type: 'send', text: '正直、最初は全然慣れなかったよ。でも三ヶ月くらいで急に楽になった' }],
  },
];
