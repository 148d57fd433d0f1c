/** Set 56: 美咲 (Japanese with Kansai speech, Gemini 3) with 健太 and in her seminar group. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { kenta, ZEMI_OFF, zemi } from './answers-56-cast.js';

export const MISAKI_ANSWERS: readonly CorpusEntry[] = [
  kenta({
    name: '美咲: a plain yes',
    answer: `# «send» 4005
行く行く！18時ならHEP前集合でええ？`,
    expect: [{ type: 'send', text: '行く行く！18時ならHEP前集合でええ？', replyTo: 4005 }],
  }),
  kenta({
    name: '美咲: two messages and a sticker',
    answer: `# «send» 4005
え、めっちゃ観たかったやつ！

# «send»
ポップコーンはキャラメル派やから覚えといて

# «sticker»
😂`,
    expect: [
      { type: 'send', text: 'え、めっちゃ観たかったやつ！', replyTo: 4005 },
      { type: 'send', text: 'ポップコーンはキャラメル派やから覚えといて' },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  // The persona's name as a label with a full-width colon.
  kenta({
    name: '美咲: name label',
    answer: `# «send»
美咲：行く！ポップコーン半分こな`,
    expect: [{ type: 'send', text: '行く！ポップコーン半分こな' }],
    withheld: ['label'],
  }),
  // A note on the tone used, in full-width brackets under the message.
  kenta({
    name: '美咲: tone note in full-width brackets',
    answer: `# «send» 4005
ええやん！土曜18時な、遅れたらジュースおごりやで

（カジュアルで関西弁っぽいトーンにしました）`,
    expect: [{ type: 'send', text: 'ええやん！土曜18時な、遅れたらジュースおごりやで', replyTo: 4005 }],
  }),
  zemi({
    name: '美咲: takes on the template',
    callout: true,
    answer: `# «send»
ええよ〜！今夜中に作って共有するね📎

# «send»
色の希望あったら言うてな`,
    expect: [
      { type: 'send', text: 'ええよ〜！今夜中に作って共有するね📎', replyTo: 4005 },
      { type: 'send', text: '色の希望あったら言うてな' },
    ],
  }),
  // Leaving a message on read, narrated in brackets, in a group turn not meant for her.
  zemi({
    name: '美咲: read-and-ignore narrated',
    others: ZEMI_OFF,
    answer: `# «send»
（既読スルー）`,
    expect: [],
  }),
  // A reasoning label in lenticular brackets opening the body.
  zemi({
    name: '美咲: bracketed thinking label',
    callout: true,
    answer: `# «send»
【思考】さくらちゃんにテンプレを頼まれた。快く引き受ける。
了解〜！明日の昼までには共有できると思う！`,
    expect: [{ type: 'send', text: '了解〜！明日の昼までには共有できると思う！', replyTo: 4005 }],
    withheld: ['reasoning'],
  }),
  // A letter-style signature under the message.
  zemi({
    name: '美咲: signed like a letter',
    callout: true,
    answer: `# «send»
任せて！シンプルなやつ作っとくね

美咲より`,
    expect: [{ type: 'send', text: '任せて！シンプルなやつ作っとくね', replyTo: 4005 }],
    withheld: ['label'],
  }),
  kenta({
    name: '美咲: kaomoji and a laugh in brackets',
    answer: `# «send» 4001
バイトは金曜までやから土曜は完全フリー（笑）(｀・ω・´)ゞ`,
    expect: [
      { type: 'send', text: 'バイトは金曜までやから土曜は完全フリー（笑）(｀・ω・´)ゞ', replyTo: 4001 },
    ],
  }),
  // The helper's offer to make the message more casual, after it.
  kenta({
    name: '美咲: offer to make it more casual',
    answer: `# «send» 4005
行きたい！18時の回で席取っといてくれる？

もう少しくだけた感じにしましょうか？`,
    expect: [{ type: 'send', text: '行きたい！18時の回で席取っといてくれる？', replyTo: 4005 }],
  }),
  zemi({
    name: '美咲: a reply to someone else and a reaction',
    answer: `# «send» 4001
リク、手伝おか？笑

# «react» 4003
🙏`,
    expect: [
      { type: 'send', text: 'リク、手伝おか？笑', replyTo: 4001 },
      { type: 'react', emoji: '🙏', messageId: 4003 },
    ],
  }),
  // A lead-in presenting the reply, in Japanese, opening the body.
  kenta({
    name: '美咲: lead-in in Japanese',
    answer: `# «send»
以下が返信です：
ええで！土曜の18時、梅田な`,
    expect: [{ type: 'send', text: 'ええで！土曜の18時、梅田な' }],
  }),
  // Cut at the output limit inside the sticker block's set name.
  kenta({
    name: '美咲: cut in the sticker block',
    truncated: true,
    answer: `# «send» 4005
絶対行く！

# «sticker»
HeidiD`,
    expect: [{ type: 'send', text: '絶対行く！', replyTo: 4005 }],
    withheld: ['truncated'],
  }),
  // Two slips: an English analysis of the turn before the block, and a bracketed note on the answer's manner after it.
  zemi({
    name: '美咲: analysis before and a manner note after',
    callout: true,
    answer: `The user (Sakura) is asking Misaki to make the slide template. Misaki is helpful and casual, so she agrees right away.

# «send»
作る作る〜！どんな雰囲気がいい？

(Short, friendly reply.)`,
    expect: [{ type: 'send', text: '作る作る〜！どんな雰囲気がいい？', replyTo: 4005 }],
    withheld: ['outside-blocks'],
  }),
  kenta({
    name: '美咲: a link and a time',
    answer: `# «send»
これやんな？ https://eiga.com/movie/spider-man/ 18:00の回やったらまだ席あるで`,
    expect: [
      { type: 'send', text: 'これやんな？ https://eiga.com/movie/spider-man/ 18:00の回やったらまだ席あるで' },
    ],
  }),
  zemi({
    name: '美咲: a mention of a classmate',
    callout: true,
    answer: `# «send»
オッケー！テンプレ作ったら@リク のパートも一緒に見るわ〜`,
    expect: [
      { type: 'send', text: 'オッケー！テンプレ作ったら@リク のパートも一緒に見るわ〜', replyTo: 4005 },
    ],
  }),
];
