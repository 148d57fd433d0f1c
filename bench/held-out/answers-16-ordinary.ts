/**
 * Held-out set 16, ordinary answers: well-formed task blocks as models write them most days, and
 * messages that only look unusual (laughter in capitals, a rota in a code block, a plain `Plan:`
 * or `Mood:` line, @mentions, kaomoji in brackets). Each must reach the chat exactly as written.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  AIKO,
  AIKO_DM,
  AIKO_QUIET,
  KWAME,
  KWAME_DM,
  KWAME_QUIET,
  LEYLA,
  LEYLA_GROUP,
  LEYLA_QUIET,
  OKSANA,
  OKSANA_GROUP,
  OKSANA_QUIET,
  ROSA,
  ROSA_DM,
  TOMASZ,
} from './answers-16-scenes.js';

export const ORDINARY_16: CorpusEntry[] = [
  {
    name: 'tomasz: a plain answer with an emoji',
    ...TOMASZ,
    answer: '# «send»\nBędzie gotowy w czwartek po 17, spokojnie zdążysz 👍',
    expect: [{ type: 'send', text: 'Będzie gotowy w czwartek po 17, spokojnie zdążysz 👍' }],
  },
  {
    name: 'tomasz: a reply to the older question, then the answer',
    ...TOMASZ,
    answer:
      '# «send» 4003\nŁańcuch przyszedł dziś, wymienię razem z klockami\n\n# «send»\nA na piątek luz, w czwartek wieczorem możesz odebrać',
    expect: [
      { type: 'send', text: 'Łańcuch przyszedł dziś, wymienię razem z klockami', replyTo: 4003 },
      { type: 'send', text: 'A na piątek luz, w czwartek wieczorem możesz odebrać' },
    ],
  },
  {
    name: 'tomasz: a reaction to the first message, then a short answer',
    ...TOMASZ,
    answer: '# «react» 4001\n👍\n\n# «send»\nTak, zdążę',
    expect: [
      { type: 'react', emoji: '👍', messageId: 4001 },
      { type: 'send', text: 'Tak, zdążę' },
    ],
  },
  {
    name: 'tomasz: a quote as a list with prices and a bold total',
    ...TOMASZ,
    answer:
      '# «send»\nWycena:\n- łańcuch Shimano: 120 zł\n- klocki: 60 zł\n- robocizna: 80 zł\n**Razem: 260 zł**',
    expect: [
      {
        type: 'send',
        text: 'Wycena:\n- łańcuch Shimano: 120 zł\n- klocki: 60 zł\n- robocizna: 80 zł\n**Razem: 260 zł**',
      },
    ],
  },
  {
    name: 'tomasz: a message, a wait, the answer after checking',
    ...TOMASZ,
    answer:
      '# «send»\nSekunda, sprawdzę w systemie\n\n# «wait»\ndelay: 45\n\n# «send»\nJest, czwartek 17:00 ✅',
    expect: [
      { type: 'send', text: 'Sekunda, sprawdzę w systemie' },
      { type: 'wait', delay: 45 },
      { type: 'send', text: 'Jest, czwartek 17:00 ✅' },
    ],
  },
  {
    name: 'tomasz: an answer and what he knows about the client',
    ...TOMASZ,
    answer:
      '# «send»\nDo zobaczenia w czwartek!\n\n# «person» 5521\nKasia: zielony gravel, wyjeżdża w sobotę rano, woli klocki żywiczne',
    expect: [{ type: 'send', text: 'Do zobaczenia w czwartek!' }, { type: 'person' }],
  },
  {
    name: 'tomasz: slang, xD and a question back',
    ...TOMASZ,
    answer:
      '# «send»\nSpoko, ogarnę. Btw te stare klocki to już był metal na metalu xD\n\n# «send»\nA nowe mają być żywiczne czy metaliczne?',
    expect: [
      { type: 'send', text: 'Spoko, ogarnę. Btw te stare klocki to już był metal na metalu xD' },
      { type: 'send', text: 'A nowe mają być żywiczne czy metaliczne?' },
    ],
  },
  {
    name: 'aiko: a callout answered, a kaomoji in brackets at the end',
    ...AIKO,
    callout: true,
    answer: '# «send»\n行ける！十時ね、了解〜 (｀・ω・´)ゞ',
    expect: [{ type: 'send', text: '行ける！十時ね、了解〜 (｀・ω・´)ゞ', replyTo: 4005 }],
  },
  {
    name: 'aiko: silence in the circle when the message is for Mei',
    ...AIKO_QUIET,
    answer: '# «think»\nメイへの質問だし、私が答えることじゃない',
    expect: [],
  },
  {
    name: 'aiko: a joke, then a sticker',
    ...AIKO,
    answer: '# «send»\nハルトまた寝坊しそうwww\n\n# «sticker»\nHeidiDuck\n😂',
    expect: [
      { type: 'send', text: 'ハルトまた寝坊しそうwww', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  {
    name: 'aiko: a sticker alone to Mei',
    ...AIKO_DM,
    answer: '# «sticker»\nHeidiDuck\n👋',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '👋' }],
  },
  {
    name: 'aiko: a reaction alone in the circle',
    ...AIKO,
    answer: '# «react»\n🔥',
    expect: [{ type: 'react', emoji: '🔥', messageId: 4005 }],
  },
  {
    name: 'aiko: a reply to the umbrella question',
    ...AIKO,
    answer: '# «send» 4003\n一本なら貸せるって言ったやん笑 明日持ってく！',
    expect: [{ type: 'send', text: '一本なら貸せるって言ったやん笑 明日持ってく！', replyTo: 4003 }],
  },
  {
    name: 'aiko: bold a person types',
    ...AIKO,
    answer: '# «send»\n**十時**に駅前ね！遅刻したらジュースおごり〜',
    expect: [{ type: 'send', text: '**十時**に駅前ね！遅刻したらジュースおごり〜', replyTo: 4005 }],
  },
  {
    name: 'aiko: @mentions of two people in one message',
    ...AIKO,
    answer: '# «send»\n@Haruto 行ける！\n@Mei 傘持ってくね〜',
    expect: [{ type: 'send', text: '@Haruto 行ける！\n@Mei 傘持ってくね〜', replyTo: 4005 }],
  },
  {
    name: 'aiko: two short messages to a tired friend',
    ...AIKO_DM,
    answer: '# «send»\nおつかれ〜😭\n\n# «send»\n今ベッドでゴロゴロしてる笑 カラオケ土曜でいい？',
    expect: [
      { type: 'send', text: 'おつかれ〜😭' },
      { type: 'send', text: '今ベッドでゴロゴロしてる笑 カラオケ土曜でいい？' },
    ],
  },
  {
    name: 'rosa: a warm answer over three lines',
    ...ROSA_DM,
    answer:
      '# «send»\nClaro, minha flor! 🥰\nSábado depois do almoço, traz avental.\nVou separar o polvilho azedo 😉',
    expect: [
      {
        type: 'send',
        text: 'Claro, minha flor! 🥰\nSábado depois do almoço, traz avental.\nVou separar o polvilho azedo 😉',
      },
    ],
  },
  {
    // Brazilian laughter: a stretched word, sent like HAHAHA.
    name: 'rosa: KKKKKKKK alone in the family group',
    ...ROSA,
    answer: '# «send»\nKKKKKKKK',
    expect: [{ type: 'send', text: 'KKKKKKKK', replyTo: 4005 }],
  },
  {
    name: 'rosa: a plain Obs: line under the answer',
    ...ROSA_DM,
    answer: '# «send»\nPode deixar!\nObs: compra queijo meia cura, o canastra está caro demais',
    expect: [
      { type: 'send', text: 'Pode deixar!\nObs: compra queijo meia cura, o canastra está caro demais' },
    ],
  },
  {
    name: 'rosa: an answer and a memory',
    ...ROSA_DM,
    answer:
      '# «send»\nAnotado, sábado às 15h 📝\n\n# «remember»\nBia quer aprender pão de queijo; combinamos sábado às 15h',
    expect: [{ type: 'send', text: 'Anotado, sábado às 15h 📝' }, { type: 'remember' }],
  },
  {
    name: 'rosa: a heart on the cake photo, a reply to the question',
    ...ROSA,
    answer: '# «react» 4003\n❤\n\n# «send» 4005\nEnsino sim, meu bem! Sábado cedo',
    expect: [
      { type: 'react', emoji: '❤', messageId: 4003 },
      { type: 'send', text: 'Ensino sim, meu bem! Sábado cedo', replyTo: 4005 },
    ],
  },
  {
    name: 'rosa: a roleplay action in a direct chat, where actions are allowed',
    ...ROSA_DM,
    answer: '# «send»\n*manda um abraço apertado* Te amo, netinha',
    expect: [{ type: 'send', text: '*manda um abraço apertado* Te amo, netinha' }],
  },
  {
    name: 'rosa: the ingredients as a bullet list',
    ...ROSA,
    answer:
      '# «send»\nEnsino! Já vai comprando:\n• 500g de polvilho azedo\n• 2 ovos\n• 1 xícara de leite\n• queijo meia cura ralado',
    expect: [
      {
        type: 'send',
        text: 'Ensino! Já vai comprando:\n• 500g de polvilho azedo\n• 2 ovos\n• 1 xícara de leite\n• queijo meia cura ralado',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'kwame: an action at the table on a callout, actions always',
    ...KWAME,
    callout: true,
    actions: 'always',
    answer: '# «send»\n*crouches by the door and checks for tripwires* Investigation first. 14.',
    expect: [
      {
        type: 'send',
        text: '*crouches by the door and checks for tripwires* Investigation first. 14.',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'kwame: a rota in a code block',
    ...KWAME_DM,
    answer: '# «send»\nRota for next week:\n```\nMon  nights\nTue  nights\nWed  off\n```\nso Thursday works',
    expect: [
      {
        type: 'send',
        text: 'Rota for next week:\n```\nMon  nights\nTue  nights\nWed  off\n```\nso Thursday works',
      },
    ],
  },
  {
    name: 'kwame: "Thought so" is no reasoning label',
    ...KWAME,
    answer: '# «send» 4001\nThought so 😂 classic Dave',
    expect: [{ type: 'send', text: 'Thought so 😂 classic Dave', replyTo: 4001 }],
  },
  {
    name: 'kwame: a plain Mood: line is the message',
    ...KWAME_DM,
    answer: '# «send»\nMood: three coffees deep and still on the ward ☕☕☕',
    expect: [{ type: 'send', text: 'Mood: three coffees deep and still on the ward ☕☕☕' }],
  },
  {
    name: 'kwame: a hashtag opening the message',
    ...KWAME_DM,
    answer: '# «send»\n#nightshift problems. Fine, I will drive, but the chips are large',
    expect: [{ type: 'send', text: '#nightshift problems. Fine, I will drive, but the chips are large' }],
  },
  {
    name: 'kwame: silence in the group when the message is for Dave',
    ...KWAME_QUIET,
    answer: '# «think»\nPriya is asking Dave, not me.',
    expect: [],
  },
  {
    name: 'kwame: a message, a wait in minutes, a reply to the older question',
    ...KWAME,
    answer:
      '# «send»\nHang on, checking my notes\n\n# «wait»\ndelay: 2 min\n\n# «send» 4003\nFound it: the bell rings when someone lies near the well',
    expect: [
      { type: 'send', text: 'Hang on, checking my notes', replyTo: 4005 },
      { type: 'wait', delay: 120 },
      { type: 'send', text: 'Found it: the bell rings when someone lies near the well', replyTo: 4003 },
    ],
  },
  {
    name: 'kwame: dots inside a grudging yes',
    ...KWAME_DM,
    answer: '# «send»\nHa. No.\n\n# «send»\n.... fine. Pick you up at 7',
    expect: [
      { type: 'send', text: 'Ha. No.' },
      { type: 'send', text: '.... fine. Pick you up at 7' },
    ],
  },
  {
    name: 'leyla: terse',
    ...LEYLA,
    answer: '# «send»\nYetişir. Cuma 18:00.',
    expect: [{ type: 'send', text: 'Yetişir. Cuma 18:00.' }],
  },
  {
    name: 'leyla: a plain Plan: line about the work, not the answer',
    ...LEYLA,
    answer: '# «send»\nPlan: perşembe cephe, cuma kesitler. Hafta sonuna bir şey kalmasın.',
    expect: [{ type: 'send', text: 'Plan: perşembe cephe, cuma kesitler. Hafta sonuna bir şey kalmasın.' }],
  },
  {
    name: 'leyla: two answers in the office group, the first to the older question',
    ...LEYLA_GROUP,
    answer:
      '# «send» 4003\nDokuzda, şantiye girişinde. Baret unutmayın.\n\n# «send»\nÇizimler cuma akşamı olur, Selin kesitleri alırsa',
    expect: [
      { type: 'send', text: 'Dokuzda, şantiye girişinde. Baret unutmayın.', replyTo: 4003 },
      { type: 'send', text: 'Çizimler cuma akşamı olur, Selin kesitleri alırsa' },
    ],
  },
  {
    name: 'leyla: an answer and a note',
    ...LEYLA,
    answer:
      '# «send»\nOlur ama bu son revize.\n\n# «note»\nMüşteri cephe rengini üçüncü kez değiştirdi; cuma teslim',
    expect: [{ type: 'send', text: 'Olur ama bu son revize.' }, { type: 'note' }],
  },
  {
    name: 'leyla: a thumbs-up in the office group',
    ...LEYLA_GROUP,
    answer: '# «react»\n👍',
    expect: [{ type: 'react', emoji: '👍', messageId: 4005 }],
  },
  {
    name: 'leyla: an empty answer in the group when the message is for Selin',
    ...LEYLA_QUIET,
    answer: '',
    expect: [],
  },
  {
    name: 'leyla: English and Turkish mixed',
    ...LEYLA,
    answer: '# «send»\nOk, noted. Müşteriye ben yazarım, sen çizimlere odaklan.',
    expect: [{ type: 'send', text: 'Ok, noted. Müşteriye ben yazarım, sen çizimlere odaklan.' }],
  },
  {
    name: 'oksana: a title in guillemets inside the message',
    ...OKSANA,
    answer: '# «send»\nПрийду, звісно! Далі читаємо «Амадоку», готуйся 😅',
    expect: [{ type: 'send', text: 'Прийду, звісно! Далі читаємо «Амадоку», готуйся 😅' }],
  },
  {
    name: 'oksana: capitals for joy',
    ...OKSANA,
    answer: '# «send»\nТАК!!! Нарешті хтось дочитав 😭',
    expect: [{ type: 'send', text: 'ТАК!!! Нарешті хтось дочитав 😭' }],
  },
  {
    name: 'oksana: an aside alone in a direct chat is her message',
    ...OKSANA,
    answer: '# «send»\n(ой, це я не тобі)',
    expect: [{ type: 'send', text: '(ой, це я не тобі)' }],
  },
  {
    name: 'oksana: a reply to Taras in the club',
    ...OKSANA_GROUP,
    answer: '# «send» 4003\nЯ ж казала, що принесу 🍪',
    expect: [{ type: 'send', text: 'Я ж казала, що принесу 🍪', replyTo: 4003 }],
  },
  {
    name: 'oksana: silence in the club when the message is for Taras',
    ...OKSANA_QUIET,
    answer: '# «think»\nЦе питання до Тараса.',
    expect: [],
  },
  {
    name: 'oksana: two messages and what she knows about Marta',
    ...OKSANA,
    answer:
      '# «send»\nПрийду!\n\n# «send»\nА фінал як тобі? Тільки чесно\n\n# «person» 6610\nМарта дочитала «Танго смерті», плакала на фіналі',
    expect: [
      { type: 'send', text: 'Прийду!' },
      { type: 'send', text: 'А фінал як тобі? Тільки чесно' },
      { type: 'person' },
    ],
  },
];
