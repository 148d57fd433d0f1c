/** Set 89, the Russian, Japanese and Turkish groups: Оксана, 美咲 and Zeynep. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { misaki, oksana, zeynep } from './answers-89-cast.js';

export const EAST: readonly CorpusEntry[] = [
  oksana({
    name: 'ru: Дима answered by name with a joke about Кирилл',
    answer: `# «send» 4005
Дима, да, у меня! Влезет человек шесть, если Кирилл принесёт свои складные стулья 😅`,
    expect: [
      {
        type: 'send',
        text: 'Дима, да, у меня! Влезет человек шесть, если Кирилл принесёт свои складные стулья 😅',
        replyTo: 4005,
      },
    ],
  }),
  oksana({
    name: 'ru: Кирилл’s winning streak explained in the third person',
    answer: `# «send» 4003
Кирилл всех обыгрывает, потому что читает правила заранее, а мы как дети 😂 В этот раз правила читаю я`,
    expect: [
      {
        type: 'send',
        text: 'Кирилл всех обыгрывает, потому что читает правила заранее, а мы как дети 😂 В этот раз правила читаю я',
        replyTo: 4003,
      },
    ],
  }),
  oksana({
    name: 'ru: Friday announced with dashed lines',
    answer: `# «send»
Итак, пятница у меня:
— сбор в 19:30, Оля подтягивается к восьми
— играем в «Кровь и ярость», Кирилл объясняет
— с вас чипсы, с меня чай и пирог
Домофон 27, код подъезда скину в личку`,
    expect: [
      {
        type: 'send',
        text: 'Итак, пятница у меня:\n— сбор в 19:30, Оля подтягивается к восьми\n— играем в «Кровь и ярость», Кирилл объясняет\n— с вас чипсы, с меня чай и пирог\nДомофон 27, код подъезда скину в личку',
        replyTo: 4005,
      },
    ],
  }),
  oksana({
    name: 'ru: the persona quoting what is said of her',
    answer: `# «send» 4005
Да-да, «Оксана опять всех зовёт к себе», знаю 😄 Но у меня самый большой стол!`,
    expect: [
      {
        type: 'send',
        text: 'Да-да, «Оксана опять всех зовёт к себе», знаю 😄 Но у меня самый большой стол!',
        replyTo: 4005,
      },
    ],
  }),
  // A narrator's line by pronoun over the message, the persona typing.
  oksana({
    name: 'ru: slip: the persona narrated by pronoun over the message',
    answer: `# «send» 4005
Она улыбается и печатает:
Конечно у меня! Человек шесть поместится`,
    expect: [{ type: 'send', text: 'Конечно у меня! Человек шесть поместится', replyTo: 4005 }],
  }),
  // A scene line narrating members, sent as a block of its own after the message.
  oksana({
    name: 'ru: slip: members narrated in brackets as a later block',
    answer: `# «send» 4005
Да, у меня, места хватит 👍

# «send»
(Кирилл уже раскладывает фишки, а Оля пишет, что опоздает.)`,
    expect: [{ type: 'send', text: 'Да, у меня, места хватит 👍', replyTo: 4005 }],
  }),
  // Deciding not to answer a member, written as a later block of its own.
  oksana({
    name: 'ru: slip: a member left unanswered, said in a later block',
    answer: `# «send» 4005
Да, жду всех у себя! До шести человек спокойно

# «send»
Оле отвечать не буду, она уже всё написала.`,
    expect: [{ type: 'send', text: 'Да, жду всех у себя! До шести человек спокойно', replyTo: 4005 }],
  }),
  // Two slips: an English context line before the blocks, then Дима's reply made up.
  oksana({
    name: 'ru: slip: an English context line, then Дима’s answer made up',
    answer: `Context: Dima asks Oksana whether she hosts on Friday and how many people fit.

# «send» 4005
У меня, да! Человек шесть влезет

⟦#4006 Дима⟧ отлично, я в деле`,
    expect: [{ type: 'send', text: 'У меня, да! Человек шесть влезет', replyTo: 4005 }],
  }),

  misaki({
    name: 'ja: the outing’s roles handed out, the persona as わたし',
    answer: `# «send» 4005
了解です！鎌倉の撮影会、担当はこんな感じでどうでしょう👇
健太：電車の時間調べ
彩：ランチのお店予約
拓海：撮影スポットのリスト
わたし：全体連絡とレンタル機材`,
    expect: [
      {
        type: 'send',
        text: '了解です！鎌倉の撮影会、担当はこんな感じでどうでしょう👇\n健太：電車の時間調べ\n彩：ランチのお店予約\n拓海：撮影スポットのリスト\nわたし：全体連絡とレンタル機材',
        replyTo: 4005,
      },
    ],
  }),
  misaki({
    name: 'ja: 拓海 answered by name with an aside in brackets',
    answer: `# «send» 4001
拓海くん、鎌倉賛成！紫陽花なら明月院かな（人すごいけど笑）`,
    expect: [
      { type: 'send', text: '拓海くん、鎌倉賛成！紫陽花なら明月院かな（人すごいけど笑）', replyTo: 4001 },
    ],
  }),
  misaki({
    name: 'ja: a joke about 健太 on his message',
    answer: `# «send» 4003
健太くんが担当決めてほしいって言う時は、だいたい自分が楽したい時だよね😂 でも今回はちゃんと仕事あるからね！`,
    expect: [
      {
        type: 'send',
        text: '健太くんが担当決めてほしいって言う時は、だいたい自分が楽したい時だよね😂 でも今回はちゃんと仕事あるからね！',
        replyTo: 4003,
      },
    ],
  }),
  misaki({
    name: 'ja: yes to coordinating, then a sticker',
    answer: `# «send» 4005
まとめ役やります！今夜グループに案を送りますね

# «sticker»
👋`,
    expect: [
      { type: 'send', text: 'まとめ役やります！今夜グループに案を送りますね', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  }),
  // The scene described in full-width brackets, sent as the first block.
  misaki({
    name: 'ja: slip: members narrated in full-width brackets as the first block',
    answer: `# «send»
（健太が美咲にまとめ役を頼んでいる。彩と拓海は場所の話をしている。）

# «send» 4005
はーい、まとめ役やります！`,
    expect: [{ type: 'send', text: 'はーい、まとめ役やります！', replyTo: 4005 }],
  }),
  // The persona narrated plainly in the third person before she speaks.
  misaki({
    name: 'ja: slip: the persona narrated plainly first',
    answer: `# «send» 4005
美咲は少し考えてから返信した。

いいよ〜まとめ役やる！明日までに担当表作るね`,
    expect: [{ type: 'send', text: 'いいよ〜まとめ役やる！明日までに担当表作るね', replyTo: 4005 }],
  }),
  // A note to the operator about what the chat does not say, as the last paragraph.
  misaki({
    name: 'ja: slip: a note to the operator last',
    answer: `# «send» 4005
まとめ役OKです！担当表は明日送ります📷

運営者へのメモ：撮影会の日付がチャットに出ていないため、日程は未確定として扱いました。`,
    expect: [{ type: 'send', text: 'まとめ役OKです！担当表は明日送ります📷', replyTo: 4005 }],
  }),
  // Members' thanks made up under their labels after the message.
  misaki({
    name: 'ja: slip: members’ thanks made up under their names',
    answer: `# «send» 4005
もちろん！担当は明日までに決めます

健太：ありがとうございます！！
彩：さすが美咲さん`,
    expect: [{ type: 'send', text: 'もちろん！担当は明日までに決めます', replyTo: 4005 }],
  }),

  zeynep({
    name: 'tr: the meeting notes Burak asked for, numbered',
    answer: `# «send» 4005
Tabii Burak, toplantı notları:
1. Asansör bakımı için yeni firma bakılacak, Kemal Bey ilgileniyor
2. Aidat 750 TL'ye çıktı, Ekim'den itibaren
3. Bahçe: akşam 8'den sonra çöp bırakılmayacak
4. Bir sonraki toplantı 12 Kasım, saat 19:00`,
    expect: [
      {
        type: 'send',
        text: "Tabii Burak, toplantı notları:\n1. Asansör bakımı için yeni firma bakılacak, Kemal Bey ilgileniyor\n2. Aidat 750 TL'ye çıktı, Ekim'den itibaren\n3. Bahçe: akşam 8'den sonra çöp bırakılmayacak\n4. Bir sonraki toplantı 12 Kasım, saat 19:00",
        replyTo: 4005,
      },
    ],
  }),
  zeynep({
    name: 'tr: Selin answered on her message',
    answer: `# «send» 4003
Selin, aidatlar bu ay Elif Hanım'a ödeniyor, IBAN sabitlenmiş mesajda var 🙂`,
    expect: [
      {
        type: 'send',
        text: "Selin, aidatlar bu ay Elif Hanım'a ödeniyor, IBAN sabitlenmiş mesajda var 🙂",
        replyTo: 4003,
      },
    ],
  }),
  zeynep({
    name: 'tr: a promise to Burak, then an announcement naming the persona',
    answer: `# «send» 4005
Akşam paylaşırım Burak 👍

# «send»
Bu arada yeni gelenler için: ben 5 numaradan Zeynep, bu dönem yönetimde ben varım. Bir sorun olursa bana yazabilirsiniz 🙋‍♀️`,
    expect: [
      { type: 'send', text: 'Akşam paylaşırım Burak 👍', replyTo: 4005 },
      {
        type: 'send',
        text: 'Bu arada yeni gelenler için: ben 5 numaradan Zeynep, bu dönem yönetimde ben varım. Bir sorun olursa bana yazabilirsiniz 🙋‍♀️',
      },
    ],
  }),
  zeynep({
    name: 'tr: Elif Hanım answered with a story about Kemal Bey’s cat',
    answer: `# «send» 4000
Elif Hanım, çöpler benden değil 😅 Kemal Bey'in Pamuk'u gece bahçede devriye geziyor, belki o görmüştür`,
    expect: [
      {
        type: 'send',
        text: "Elif Hanım, çöpler benden değil 😅 Kemal Bey'in Pamuk'u gece bahçede devriye geziyor, belki o görmüştür",
        replyTo: 4000,
      },
    ],
  }),
  // The asking member described to no one before the persona answers him.
  zeynep({
    name: 'tr: slip: Burak described to no one first',
    answer: `# «send» 4005
Burak toplantıya katılamadığı için notları merak ediyor.

Burak notları akşam buraya atarım, çok uzun değil merak etme`,
    expect: [
      { type: 'send', text: 'Burak notları akşam buraya atarım, çok uzun değil merak etme', replyTo: 4005 },
    ],
  }),
  // A note for the operator as its own block between two messages.
  zeynep({
    name: 'tr: slip: an operator note between two messages',
    answer: `# «send» 4005
Burak akşam notları paylaşırım 👍

# «send»
Operatöre not: toplantı notları hafızamda kayıtlı değil, uydurmamak için genel yazdım.

# «send» 4003
Selin, aidat bu ay Elif Hanım'a`,
    expect: [
      { type: 'send', text: 'Burak akşam notları paylaşırım 👍', replyTo: 4005 },
      { type: 'send', text: "Selin, aidat bu ay Elif Hanım'a", replyTo: 4003 },
    ],
  }),
  // The persona's action in asterisks closing the answer on a line of its own.
  zeynep({
    name: 'tr: slip: the persona narrated in asterisks last',
    answer: `# «send» 4005
Tabii, akşama kadar notları buraya yazarım Burak

*Zeynep defterini açıp notlara bakıyor*`,
    expect: [{ type: 'send', text: 'Tabii, akşama kadar notları buraya yazarım Burak', replyTo: 4005 }],
  }),
  // Two slips: the room's mood read first, Burak's thanks made up last.
  zeynep({
    name: 'tr: slip: the room’s mood first and Burak’s thanks made up last',
    answer: `# «send» 4005
Grupta asansör yüzünden biraz gergin bir hava var.

Burak, notları birazdan atıyorum. Kısaca: aidat 750 TL oldu, asansör için yeni firma bakılıyor.

Burak: çok sağ ol Zeynep 🙏`,
    expect: [
      {
        type: 'send',
        text: 'Burak, notları birazdan atıyorum. Kısaca: aidat 750 TL oldu, asansör için yeni firma bakılıyor.',
        replyTo: 4005,
      },
    ],
  }),
];
