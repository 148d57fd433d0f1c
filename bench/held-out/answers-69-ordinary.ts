/**
 * Set 69's ordinary answers: well-formed blocks of every kind the persona means, in ten
 * personas' languages, several of them messages that merely look unusual (lists, quotations,
 * capitals, kaomoji, asides in brackets, a name at the start, a price, a verse, a link).
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { aurelien, bongani, farid, hinata, rosalind, rosalindAside, teodora } from './answers-69-cast.js';

export const ORDINARY_69: readonly CorpusEntry[] = [
  teodora({
    name: 'teodora: two messages, leave dates and the cheese',
    answer: `# «send»
Отпуската ми е от 20-ти декември до 3-ти януари 🎄

# «send»
И да, сиренето е запазено, мама вече звъня на леля Гинка 😂`,
    expect: [
      { type: 'send', text: 'Отпуската ми е от 20-ти декември до 3-ти януари 🎄' },
      { type: 'send', text: 'И да, сиренето е запазено, мама вече звъня на леля Гинка 😂' },
    ],
  }),
  teodora({
    name: 'teodora: a reaction to the photos and a reply to the older message',
    answer: `# «react» 4003
😍

# «send» 4001
Кажи ѝ, че си идвам на 23-ти. Но не ѝ казвай за тортата, искам да е изненада`,
    expect: [
      { type: 'react', emoji: '😍', messageId: 4003 },
      {
        type: 'send',
        text: 'Кажи ѝ, че си идвам на 23-ти. Но не ѝ казвай за тортата, искам да е изненада',
        replyTo: 4001,
      },
    ],
  }),
  teodora({
    name: 'teodora: a shopping list she means',
    answer: `# «send»
Списък какво да ми пазиш:
- сирене (2 кг!)
- лютеница от баба
- шапката ми от гардероба`,
    expect: [
      {
        type: 'send',
        text: 'Списък какво да ми пазиш:\n- сирене (2 кг!)\n- лютеница от баба\n- шапката ми от гардероба',
      },
    ],
  }),
  teodora({
    name: 'teodora: a message, then a P.S. of her own, then a note for later',
    answer: `# «send»
От 20-ти съм свободна, ще дойда с влака

# «send»
П.П. Кажи на Деси, че роклята ѝ беше най-хубавата, която съм виждала 💛

# «note»
Весела иска сирене от Смолян; обещах да си дойда на 23-ти`,
    expect: [
      { type: 'send', text: 'От 20-ти съм свободна, ще дойда с влака' },
      {
        type: 'send',
        text: 'П.П. Кажи на Деси, че роклята ѝ беше най-хубавата, която съм виждала 💛',
      },
      { type: 'note' },
    ],
  }),
  bongani({
    name: 'bongani: answers the callout about the ball',
    callout: true,
    answer: `# «send»
Eish I'll bring it, the new Adidas one 😂 Don't waste money`,
    expect: [
      { type: 'send', text: "Eish I'll bring it, the new Adidas one 😂 Don't waste money", replyTo: 4005 },
    ],
  }),
  bongani({
    name: 'bongani: laughs at the debt, then replies by id',
    callout: true,
    answer: `# «react» 4003
🤣

# «send» 4005
Yebo, ball is sorted. Thabo pay the man hey`,
    expect: [
      { type: 'react', emoji: '🤣', messageId: 4003 },
      { type: 'send', text: 'Yebo, ball is sorted. Thabo pay the man hey', replyTo: 4005 },
    ],
  }),
  bongani({
    name: 'bongani: a reply, then a sticker',
    callout: true,
    answer: `# «send» 4005
I'll bring it 👍

# «sticker»
HeidiDuck
😂`,
    expect: [
      { type: 'send', text: "I'll bring it 👍", replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  bongani({
    name: 'bongani: isiZulu and English mixed in two messages',
    callout: true,
    answer: `# «send»
Ngizoyiletha ibhola, ningakhathazeki 😎

# «send»
Sipho just make sure the pitch lights work this time, last week we played in the dark like moles`,
    expect: [
      { type: 'send', text: 'Ngizoyiletha ibhola, ningakhathazeki 😎', replyTo: 4005 },
      {
        type: 'send',
        text: 'Sipho just make sure the pitch lights work this time, last week we played in the dark like moles',
      },
    ],
  }),
  hinata({
    name: 'hinata: agrees to the time and asks which café',
    answer: `# «send»
いいね！10時半で👌

# «send»
駅前のってあのパンケーキのとこ？`,
    expect: [
      { type: 'send', text: 'いいね！10時半で👌' },
      { type: 'send', text: '駅前のってあのパンケーキのとこ？' },
    ],
  }),
  hinata({
    name: 'hinata: answers the older question by id and sends a sleepy sticker',
    answer: `# «send» 4003
出してない😭 今夜がんばる…

# «sticker»
HeidiDuck
😴`,
    expect: [
      { type: 'send', text: '出してない😭 今夜がんばる…', replyTo: 4003 },
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
    ],
  }),
  hinata({
    name: 'hinata: kaomoji and her friend’s name in the message',
    answer: `# «send»
え、まって、ミオ天才？(｀・ω・´)ゞ パンケーキ食べたかったの！！`,
    expect: [{ type: 'send', text: 'え、まって、ミオ天才？(｀・ω・´)ゞ パンケーキ食べたかったの！！' }],
  }),
  hinata({
    name: 'hinata: a message, a pause, a second thought',
    answer: `# «send»
10時半おっけー

# «wait»
delay: 40

# «send»
あ、やっぱ11時でもいい？朝バイトの面接入ってた💦`,
    expect: [
      { type: 'send', text: '10時半おっけー' },
      { type: 'wait', delay: 40 },
      { type: 'send', text: 'あ、やっぱ11時でもいい？朝バイトの面接入ってた💦' },
    ],
  }),
  aurelien({
    name: 'aurélien: drives, gives the time, then a second message',
    callout: true,
    answer: `# «send»
Oui je conduis 🚗 Départ 8h devant chez Yanis, ça vous va ?

# «send»
Prenez de l'eau, il va faire chaud`,
    expect: [
      { type: 'send', text: 'Oui je conduis 🚗 Départ 8h devant chez Yanis, ça vous va ?', replyTo: 4005 },
      { type: 'send', text: "Prenez de l'eau, il va faire chaud" },
    ],
  }),
  aurelien({
    name: 'aurélien: replies to Margaux, waits, then answers Baptiste',
    callout: true,
    answer: `# «send» 4003
Margaux tu gères, je prends le tien alors 🙏

# «wait»
delay: 20

# «send»
Baptiste, départ 8h15 du coup`,
    expect: [
      { type: 'send', text: 'Margaux tu gères, je prends le tien alors 🙏', replyTo: 4003 },
      { type: 'wait', delay: 20 },
      { type: 'send', text: 'Baptiste, départ 8h15 du coup' },
    ],
  }),
  aurelien({
    name: 'aurélien: a name in capitals opening a teasing message',
    callout: true,
    answer: `# «send»
BAPTISTE. Je conduis depuis 3 ans et t'as jamais raté un départ à cause de moi 😤`,
    expect: [
      {
        type: 'send',
        text: "BAPTISTE. Je conduis depuis 3 ans et t'as jamais raté un départ à cause de moi 😤",
        replyTo: 4005,
      },
    ],
  }),
  rosalind({
    name: 'rosalind: a numbered list of books in italics',
    callout: true,
    answer: `# «send»
Happy to! Three I'd put forward:
1. __Klara and the Sun__ — more Ishiguro, since we're on a roll
2. __Small Things Like These__ — short, for the busy ones among us
3. __The Blue Flower__ — Penelope Fitzgerald, underrated

Vote with an emoji? 📚`,
    expect: [
      {
        type: 'send',
        text: "Happy to! Three I'd put forward:\n1. __Klara and the Sun__ — more Ishiguro, since we're on a roll\n2. __Small Things Like These__ — short, for the busy ones among us\n3. __The Blue Flower__ — Penelope Fitzgerald, underrated\n\nVote with an emoji? 📚",
        replyTo: 4005,
      },
    ],
  }),
  rosalind({
    name: 'rosalind: a line of the novel quoted to Aisling',
    callout: true,
    answer: `# «send» 4001
Aisling, the pier scene! “The evening's the best part of the day.” I underlined it twice.`,
    expect: [
      {
        type: 'send',
        text: "Aisling, the pier scene! “The evening's the best part of the day.” I underlined it twice.",
        replyTo: 4001,
      },
    ],
  }),
  rosalind({
    name: 'rosalind: the date confirmed with a friendly sign-off line',
    callout: true,
    answer: `# «send» 4003
Yes, the 14th, 7pm, back room. I'll bring biscuits.

See you all then 👋`,
    expect: [
      {
        type: 'send',
        text: "Yes, the 14th, 7pm, back room. I'll bring biscuits.\n\nSee you all then 👋",
        replyTo: 4003,
      },
    ],
  }),
  rosalindAside({
    name: 'rosalind: stays silent with a private note when not addressed',
    answer: `# «think»
Margaret and Aisling are sorting out lifts between themselves; nothing for me to add.`,
    expect: [],
  }),
  farid({
    name: 'farid: two messages, one a reply to the lunch invitation',
    answer: `# «send»
آره دست منه! 📖 فردا میارمش

# «send» 4003
به خاله بگو حتماً، جمعه ساعت ۱ اونجاییم`,
    expect: [
      { type: 'send', text: 'آره دست منه! 📖 فردا میارمش' },
      { type: 'send', text: 'به خاله بگو حتماً، جمعه ساعت ۱ اونجاییم', replyTo: 4003 },
    ],
  }),
  farid({
    name: 'farid: a reaction alone',
    answer: `# «react» 4001
😍`,
    expect: [{ type: 'react', emoji: '😍', messageId: 4001 }],
  }),
  farid({
    name: 'farid: a verse of Hafez quoted in the message',
    answer: `# «send»
بابابزرگ همیشه این بیت رو می‌خوند:
«دوش دیدم که ملائک در میخانه زدند
گل آدم بسرشتند و به پیمانه زدند»
جمعه میارمش برای دایی`,
    expect: [
      {
        type: 'send',
        text: 'بابابزرگ همیشه این بیت رو می‌خوند:\n«دوش دیدم که ملائک در میخانه زدند\nگل آدم بسرشتند و به پیمانه زدند»\nجمعه میارمش برای دایی',
      },
    ],
  }),
  farid({
    name: 'farid: a link and English words in a Persian message',
    answer: `# «send»
راستی اینم لینک عکس‌ها توی Google Photos: https://photos.app.goo.gl/k3Xv9Qm2shomal
پسورد نداره`,
    expect: [
      {
        type: 'send',
        text: 'راستی اینم لینک عکس‌ها توی Google Photos: https://photos.app.goo.gl/k3Xv9Qm2shomal\nپسورد نداره',
      },
    ],
  }),
];
