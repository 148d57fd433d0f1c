/** Set 66, ordinary answers of Kofi, 彩花 and Валентина: well-formed, some merely unusual-looking. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ARTUR_TOPUP, abena, artur, cafe, dacha, fitters, yuuki } from './answers-66-cast.js';

export const ORDINARY_66_A: readonly CorpusEntry[] = [
  abena({
    name: 'kofi: two short messages in a row',
    answer: `# «send»
ok i go take her

# «send»
which time is the appointment?`,
    expect: [
      { type: 'send', text: 'ok i go take her' },
      { type: 'send', text: 'which time is the appointment?' },
    ],
  }),
  abena({
    name: 'kofi: a reply to the knee, then the plan',
    answer: `# «send» 4003
the left one again?

# «send»
thursday i fit take half day, i go tell oga today`,
    expect: [
      { type: 'send', text: 'the left one again?', replyTo: 4003 },
      { type: 'send', text: 'thursday i fit take half day, i go tell oga today' },
    ],
  }),
  abena({
    name: 'kofi: a thumbs up and a request',
    answer: `# «react» 4005
👍

# «send»
send me her hospital card number make i call them`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      { type: 'send', text: 'send me her hospital card number make i call them' },
    ],
  }),
  abena({
    name: 'kofi: a message and a note about Thursday',
    answer: `# «send»
ok noted. all the best for the exams 💪🏾

# «note»
Thursday: take Mummy to Komfo Anokye for her knee. Abena has exams that day.`,
    expect: [{ type: 'send', text: 'ok noted. all the best for the exams 💪🏾' }, { type: 'note' }],
  }),
  abena({
    name: "kofi: starts with his sister's name",
    answer: `# «send»
Abena relax, i go handle am. you focus on your books`,
    expect: [{ type: 'send', text: 'Abena relax, i go handle am. you focus on your books' }],
  }),
  abena({
    name: 'kofi: a laughing sticker, then teasing',
    answer: `# «sticker»
HeidiDuck
😂

# «send»
herh Abena you like to give me work paa`,
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
      { type: 'send', text: 'herh Abena you like to give me work paa' },
    ],
  }),
  fitters({
    name: 'kofi group: answers Yaw about the pump',
    callout: true,
    answer: `# «send» 4003
Yaw i get am, e dey my bench. come for am before 4`,
    expect: [{ type: 'send', text: 'Yaw i get am, e dey my bench. come for am before 4', replyTo: 4003 }],
  }),
  fitters({
    name: 'kofi group: two words to the foreman',
    answer: `# «send»
noted sir`,
    expect: [{ type: 'send', text: 'noted sir', replyTo: 4005 }],
  }),
  fitters({
    name: 'kofi group: a list for Saturday',
    answer: `# «send»
things we need saturday:
- brake fluid
- 2 jacks
- the big compressor
who dey bring what?`,
    expect: [
      {
        type: 'send',
        text: 'things we need saturday:\n- brake fluid\n- 2 jacks\n- the big compressor\nwho dey bring what?',
        replyTo: 4005,
      },
    ],
  }),
  yuuki({
    name: 'ayaka: free on Saturday, asks the time',
    answer: `# «send»
土曜ひまー！！

# «send»
何時にする？11時とか？`,
    expect: [
      { type: 'send', text: '土曜ひまー！！' },
      { type: 'send', text: '何時にする？11時とか？' },
    ],
  }),
  yuuki({
    name: 'ayaka: replies to two messages with a kaomoji',
    answer: `# «send» 4003
セトリ神すぎた…アンコールで泣いた(´；ω；｀)

# «send» 4005
いく！梅田ならルクア行きたい`,
    expect: [
      { type: 'send', text: 'セトリ神すぎた…アンコールで泣いた(´；ω；｀)', replyTo: 4003 },
      { type: 'send', text: 'いく！梅田ならルクア行きたい', replyTo: 4005 },
    ],
  }),
  yuuki({
    name: 'ayaka: a message, then a link alone',
    answer: `# «send»
ここのセール土曜からやって

# «send»
https://www.lucua.jp/news/`,
    expect: [
      { type: 'send', text: 'ここのセール土曜からやって' },
      { type: 'send', text: 'https://www.lucua.jp/news/' },
    ],
  }),
  yuuki({
    name: 'ayaka: checks her shifts, waits, answers',
    answer: `# «send»
ちょっと待って、バイトのシフト確認する

# «wait»
delay: 40

# «send»
大丈夫やった！土曜空いてる🙆‍♀️`,
    expect: [
      { type: 'send', text: 'ちょっと待って、バイトのシフト確認する' },
      { type: 'wait', delay: 40 },
      { type: 'send', text: '大丈夫やった！土曜空いてる🙆‍♀️' },
    ],
  }),
  yuuki({
    name: 'ayaka: a message and a waving sticker',
    answer: `# «send»
え、服見たい！！いこいこ

# «sticker»
HeidiDuck
👋`,
    expect: [
      { type: 'send', text: 'え、服見たい！！いこいこ' },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  }),
  cafe({
    name: 'ayaka group: takes the shift, then asks the manager',
    callout: true,
    answer: `# «send» 4005
美咲ちゃん大丈夫やでー！日曜の朝入ります🙆‍♀️

# «send»
店長、そしたら日曜は私と美咲ちゃん交代で大丈夫ですか？`,
    expect: [
      { type: 'send', text: '美咲ちゃん大丈夫やでー！日曜の朝入ります🙆‍♀️', replyTo: 4005 },
      { type: 'send', text: '店長、そしたら日曜は私と美咲ちゃん交代で大丈夫ですか？' },
    ],
  }),
  cafe({
    name: 'ayaka group: answers Tom in two languages',
    answer: `# «send» 4003
Tom no worries! 両替は明日の朝やっとくね
I'll bring coins tomorrow 👍`,
    expect: [
      {
        type: 'send',
        text: "Tom no worries! 両替は明日の朝やっとくね\nI'll bring coins tomorrow 👍",
        replyTo: 4003,
      },
    ],
  }),
  artur({
    name: 'valya: a numbered shopping list',
    answer: `# «send» 4003
Артурчик, купи, пожалуйста, по дороге:
1. Молоко 2,5%
2. Чёрный хлеб
3. Батарейки для часов (АА)
Деньги отдам.`,
    expect: [
      {
        type: 'send',
        text: 'Артурчик, купи, пожалуйста, по дороге:\n1. Молоко 2,5%\n2. Чёрный хлеб\n3. Батарейки для часов (АА)\nДеньги отдам.',
        replyTo: 4003,
      },
    ],
  }),
  artur({
    name: 'valya: asks questions back about the phone',
    answer: `# «send» 4005
Разобралась наполовину. Как сделать, чтобы буквы были крупнее?

# «send»
И ещё: почему он сам фотографирует, когда я кладу его в карман?`,
    expect: [
      {
        type: 'send',
        text: 'Разобралась наполовину. Как сделать, чтобы буквы были крупнее?',
        replyTo: 4005,
      },
      { type: 'send', text: 'И ещё: почему он сам фотографирует, когда я кладу его в карман?' },
    ],
  }),
  artur({
    name: 'valya: a heart on his news, then the time',
    answer: `# «react» 4001
❤

# «send»
Жду тебя к обеду, к часу. Не опаздывай, пирог остынет.`,
    expect: [
      { type: 'react', emoji: '❤', messageId: 4001 },
      { type: 'send', text: 'Жду тебя к обеду, к часу. Не опаздывай, пирог остынет.' },
    ],
  }),
  artur({
    name: 'valya: quotes his words back in guillemets',
    answer: `# «send» 4003
«Что-нибудь купить» — купи себе нормальную куртку, а не эту ветровку!`,
    expect: [
      {
        type: 'send',
        text: '«Что-нибудь купить» — купи себе нормальную куртку, а не эту ветровку!',
        replyTo: 4003,
      },
    ],
  }),
  artur({
    name: 'valya: a number alone',
    others: ARTUR_TOPUP,
    own: new Map(),
    answer: `# «send»
15`,
    expect: [{ type: 'send', text: '15' }],
  }),
  dacha({
    name: 'valya group: thanks Inese in Latvian',
    answer: `# «send» 4001
Paldies, Inese! Ūdeni salešu spaiņos jau vakarā.`,
    expect: [{ type: 'send', text: 'Paldies, Inese! Ūdeni salešu spaiņos jau vakarā.', replyTo: 4001 }],
  }),
  dacha({
    name: 'valya group: answers Людмила, then Геннадий',
    callout: true,
    answer: `# «send»
Людмила, остались! Занесу вечером, часов в семь.

# «send» 4003
Геннадий, ваша тачка стоит у колонки, её Витя брал.`,
    expect: [
      { type: 'send', text: 'Людмила, остались! Занесу вечером, часов в семь.', replyTo: 4005 },
      { type: 'send', text: 'Геннадий, ваша тачка стоит у колонки, её Витя брал.', replyTo: 4003 },
    ],
  }),
];
