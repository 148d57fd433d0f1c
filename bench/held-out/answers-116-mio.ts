/**
 * Set 116, Mio in Osaka (Gemini 2.5 Pro with Yui, Gemini 3 Pro in the group), in Kansai Japanese:
 * with Yui about USJ while Yui's mother has hurt her back, and in her part-time coworkers' group
 * where Kenta asks her to cover a shift. Lines of her own that join two sentences, beside notes
 * glued to the message on the same line.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { swap, usj } from './answers-116-cast.js';

export const MIO_116: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: a question, then a sentence opening with Yui's name and no comma, then reassurance.
  {
    name: "set116: Mio asks after Yui's mother, then a sentence opening with Yui's name",
    ...usj,
    answer: `# «send»
ママさん大丈夫なん？ゆい無理したらあかんで。USJは落ち着いてからでもええよ`,
    expect: [
      { type: 'send', text: 'ママさん大丈夫なん？ゆい無理したらあかんで。USJは落ち着いてからでもええよ' },
    ],
  },
  // Gemini 2.5 Pro: a yes, then how Yui's mother must feel and a question to Yui, as a reply.
  {
    name: "set116: Mio says yes, then news of Yui's mother and a question",
    ...usj,
    answer: `# «send»
USJ行ける行ける！チケットお願い🙏

# «send» 4003
ママさん痛がってるやろな。ゆいは店何時まで？`,
    expect: [
      { type: 'send', text: 'USJ行ける行ける！チケットお願い🙏' },
      { type: 'send', text: 'ママさん痛がってるやろな。ゆいは店何時まで？', replyTo: 4003 },
    ],
  },
  // Gemini 2.5 Pro: an English reading of the partner glued after the Japanese full stop.
  {
    name: 'set116: Mio says buy the tickets, a reading of Yui glued after 。',
    ...usj,
    answer: `# «send»
うん行ける！チケット買っといて〜。Yui is excited, so I match her energy.`,
    expect: [{ type: 'send', text: 'うん行ける！チケット買っといて〜。' }],
  },
  // Gemini 2.5 Pro: a Japanese appraisal of its own Kansai reply after the emoji.
  {
    name: 'set116: Mio says yes, a Japanese appraisal after the emoji',
    ...usj,
    answer: `# «send»
行けるで！チケットよろしく🎢 関西弁で親しみやすく返せたと思う`,
    expect: [{ type: 'send', text: '行けるで！チケットよろしく🎢' }],
  },
  // Gemini 2.5 Pro: its answering order in Japanese before a full-width colon.
  {
    name: 'set116: Mio wishes Yui’s mother well, an answering order before a full-width colon',
    ...usj,
    answer: `# «send»
まずママのことを気遣ってから、USJの返事をする：ママさんお大事にな。USJは行けるで！`,
    expect: [{ type: 'send', text: 'ママさんお大事にな。USJは行けるで！' }],
  },
  // Gemini 3 Pro: a yes, then a sentence to Kenta opening with his name, in one line.
  {
    name: 'set116: Mio covers the shift, then a sentence to Kenta opening with his name',
    ...swap,
    answer: `# «send»
ええよ、17時から入れる！ケンタくん最近シフト詰めすぎちゃう？ちゃんと寝てな`,
    expect: [
      {
        type: 'send',
        text: 'ええよ、17時から入れる！ケンタくん最近シフト詰めすぎちゃう？ちゃんと寝てな',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: a yes, then a remark about a member and advice to the one who asked.
  {
    name: 'set116: Mio covers, then a remark about Saki and advice to Kenta',
    ...swap,
    answer: `# «send»
ええよ、夕方なら任せて

# «send»
サキちゃんは明日テストやから仕方ないって。ケンタくんも無理せんときや`,
    expect: [
      { type: 'send', text: 'ええよ、夕方なら任せて', replyTo: 4005 },
      { type: 'send', text: 'サキちゃんは明日テストやから仕方ないって。ケンタくんも無理せんときや' },
    ],
  },
  // Gemini 3 Pro: an English reading of the member glued after the full-width exclamation mark.
  {
    name: 'set116: Mio says yes, a reading of Kenta glued after ！',
    ...swap,
    answer: `# «send»
夕方ならいけるで！Kenta sounds desperate, so a quick yes helps.`,
    expect: [{ type: 'send', text: '夕方ならいけるで！', replyTo: 4005 }],
  },
  // Gemini 3 Pro: a polite Japanese offer to rephrase glued after a full-width closing bracket.
  {
    name: 'set116: Mio gives her hours, an offer to rephrase after the bracket',
    ...swap,
    answer: `# «send»
17時からなら入れるで（20時まで）もっと丁寧な言い方に直すこともできます。`,
    expect: [{ type: 'send', text: '17時からなら入れるで（20時まで）', replyTo: 4005 }],
  },
  // Gemini 3 Pro: a message, a sticker and a reply to Saki, all meant.
  {
    name: 'set116: Mio covers, sends a sticker, then tells Saki not to worry',
    ...swap,
    answer: `# «send»
ええよ〜代わったる

# «sticker»
HeidiDuck
👋

# «send» 4003
サキちゃん気にせんとき！`,
    expect: [
      { type: 'send', text: 'ええよ〜代わったる', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
      { type: 'send', text: 'サキちゃん気にせんとき！', replyTo: 4003 },
    ],
  },
];
