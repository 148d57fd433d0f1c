/**
 * Held-out set 19, continued: Оксана (a teacher in Lviv, Ukrainian), Kaito (a student in Tokyo,
 * Japanese) and Fenna (a retired ferry captain in Harlingen, Dutch, roleplay on and off).
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

const OKSANA_GROUP = {
  persona: 'Оксана',
  chat: 'group',
  participants: ['Ірина', 'Петро'],
  others: new Map([
    [4001, 'Доброго вечора! Хто знає, контрольна з математики завтра чи в пʼятницю?'],
    [4003, 'Мій каже, що в пʼятницю, але він завжди все плутає'],
    [4005, 'Оксано Василівно, підкажіть, будь ласка, коли контрольна?'],
  ]),
  own: new Map([[4002, 'Добрий вечір усім!']]),
} as const;

const OKSANA_DIRECT = {
  persona: 'Оксана',
  participants: ['Галина'],
  others: new Map([
    [4001, 'Оксано, ти завтра з першого уроку чи з другого?'],
    [4003, 'Мене викликають до завуча на 8:30, а в мене 5-А'],
    [4005, 'Зможеш посидіти з ними хоч пів уроку? З мене кава 😅'],
  ]),
  own: new Map([[4002, 'З першого, а що?']]),
} as const;

const KAITO_DIRECT = {
  persona: 'Kaito',
  participants: ['ハルト'],
  others: new Map([
    [4001, 'ねえ、明日のゼミの発表資料もうできた？'],
    [4003, 'おれまだ半分しかできてない…マジでやばい'],
    [4005, '終わったら渋谷でラーメン行かない？'],
  ]),
  own: new Map([
    [4002, 'まだ！今夜やる'],
    [4004, 'がんばれｗ'],
  ]),
} as const;

const KAITO_GROUP = {
  persona: 'Kaito',
  chat: 'group',
  participants: ['ユイ', 'ソウタ'],
  others: new Map([
    [4001, '今週の練習、木曜から金曜に変更になりました！'],
    [4003, 'ユイ先輩、体育館の予約はもう取れましたか？'],
    [4005, 'はい、金曜の18時から20時で取れてます'],
  ]),
  own: new Map([[4002, '了解です！']]),
} as const;

const FENNA_DIRECT = {
  persona: 'Fenna',
  participants: ['Sanne'],
  others: new Map([
    [4001, 'Oma, ik heb mijn rijexamen gehaald!!! 🚗'],
    [4003, 'Mag ik zaterdag met jouw auto naar Harlingen rijden?'],
    [4005, 'Papa zegt dat ik het eerst aan jou moet vragen haha'],
  ]),
  own: new Map([
    [4002, 'Nee! Echt waar? Gefeliciteerd lieverd!!'],
    [4004, 'Even denken...'],
  ]),
} as const;

const FENNA_GROUP = {
  persona: 'Fenna',
  chat: 'group',
  actions: 'always',
  participants: ['Joris', 'Wietske'],
  others: new Map([
    [4001, 'Wie was er ook alweer kapitein toen de Friesland in 76 vastliep?'],
    [4003, 'Ik denk dat het Fenna was, zij weet dat soort dingen nog precies'],
    [4005, 'Fenna, vertel jij het verhaal van de storm nog eens?'],
  ]),
  own: new Map([[4002, 'Goedemorgen allemaal ⚓']]),
} as const;

export const HELD_OUT_19_MORE: readonly CorpusEntry[] = [
  // --- Оксана, the parents' group of her class ---
  {
    ...OKSANA_GROUP,
    name: 'o: the date of the test, a reply to the parent who asked',
    callout: true,
    answer: '# «send» 4005\nКонтрольна у пʼятницю, другим уроком. Повторіть, будь ласка, дроби 📚',
    expect: [
      {
        type: 'send',
        text: 'Контрольна у пʼятницю, другим уроком. Повторіть, будь ласка, дроби 📚',
        replyTo: 4005,
      },
    ],
  },
  {
    ...OKSANA_GROUP,
    name: 'o: her label with her patronymic',
    callout: true,
    answer: '# «send»\nОксана Василівна: У пʼятницю, другим уроком.',
    expect: [{ type: 'send', text: 'У пʼятницю, другим уроком.', replyTo: 4005 }],
    withheld: ['label'],
  },
  {
    ...OKSANA_GROUP,
    name: 'o: the transcript header of the question and the question repeated before the answer',
    callout: true,
    answer:
      '# «send»\n⟦#4005 Ірина⟧\nОксано Василівно, підкажіть, будь ласка, коли контрольна?\n\nУ пʼятницю, не хвилюйтеся 🙂',
    expect: [{ type: 'send', text: 'У пʼятницю, не хвилюйтеся 🙂', replyTo: 4005 }],
    withheld: ['echo'],
  },
  {
    ...OKSANA_GROUP,
    name: 'o: a Ukrainian reasoning label with its text over the message line',
    callout: true,
    answer:
      '# «send»\nМіркування: Ірина питає дату, відповім коротко й ввічливо\nУ пʼятницю, другим уроком 🙂',
    expect: [{ type: 'send', text: 'У пʼятницю, другим уроком 🙂', replyTo: 4005 }],
    withheld: ['reasoning'],
  },
  {
    ...OKSANA_GROUP,
    name: 'o: not addressed, narration of herself in the third person',
    answer: '# «send»\n(Оксана мовчки перевіряє зошити)',
    expect: [],
  },
  {
    ...OKSANA_GROUP,
    name: 'o: a notice that opens with a word for note, a person’s',
    callout: true,
    answer: '# «send»\nПримітка для всіх: у пʼятницю фізкультура першим уроком, форму взяти з собою',
    expect: [
      {
        type: 'send',
        text: 'Примітка для всіх: у пʼятницю фізкультура першим уроком, форму взяти з собою',
        replyTo: 4005,
      },
    ],
  },
  {
    ...OKSANA_GROUP,
    name: 'o: two headings on one line, the body under both',
    callout: true,
    answer: '# «send» 4005 # «send»\nУ пʼятницю, дорогі батьки',
    expect: [{ type: 'send', text: 'У пʼятницю, дорогі батьки', replyTo: 4005 }],
  },
  {
    ...OKSANA_GROUP,
    name: 'o: a thumbs up to Petro and silence besides',
    answer: '# «react» 4003\n👍\n\n# «think»\nПетро правий, Ірина вже отримає відповідь від мене окремо.',
    expect: [{ type: 'react', emoji: '👍', messageId: 4003 }],
  },
  // --- Оксана, direct chat with a colleague ---
  {
    ...OKSANA_DIRECT,
    name: 'od: an ordinary yes with a smiley',
    answer: '# «send»\nГалю, звісно посиджу, іди спокійно 😊\n\n# «send»\nА кава з тебе, памʼятаю 😄',
    expect: [
      { type: 'send', text: 'Галю, звісно посиджу, іди спокійно 😊' },
      { type: 'send', text: 'А кава з тебе, памʼятаю 😄' },
    ],
  },
  {
    ...OKSANA_DIRECT,
    name: 'od: the whole answer in a markdown fence, then a Ukrainian offer of a formal version',
    answer:
      '```markdown\n# «send»\nТак, посиджу з 5-А, не переживай\n```\n\nМожу написати офіційнішу версію, якщо треба.',
    expect: [{ type: 'send', text: 'Так, посиджу з 5-А, не переживай' }],
  },
  {
    ...OKSANA_DIRECT,
    name: 'od: a person note about her colleague',
    answer:
      '# «send»\nДомовились, я з ними до 9:15\n\n# «person» 31\nГалина (user 31): веде 5-А, в четвер у неї нарада у завуча.',
    expect: [{ type: 'send', text: 'Домовились, я з ними до 9:15' }, { type: 'person' }],
  },
  {
    ...OKSANA_DIRECT,
    name: 'od: a reaction heading typed with three Cyrillic look-alike letters',
    answer: '# «rеасt» 4005\n🙏\n\n# «send»\nТак, я їх візьму, приходь як звільнишся',
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4005 },
      { type: 'send', text: 'Так, я їх візьму, приходь як звільнишся' },
    ],
  },
  {
    ...OKSANA_DIRECT,
    name: 'od: a signature with a closing word and her name, in Ukrainian',
    answer: '# «send»\nНе хвилюйся, я все зроблю.\nОбіймаю, Оксана',
    expect: [{ type: 'send', text: 'Не хвилюйся, я все зроблю.' }],
  },
  {
    ...OKSANA_DIRECT,
    name: 'od: a real message of one aside in a direct chat',
    answer: '# «send»\n(вибач, це не тобі було)',
    expect: [{ type: 'send', text: '(вибач, це не тобі було)' }],
  },
  // --- Kaito, direct chat with Haruto ---
  {
    ...KAITO_DIRECT,
    name: 'k: two short Japanese messages',
    answer: '# «send»\n行く行く！\n\n# «send»\n6時くらいでいい？',
    expect: [
      { type: 'send', text: '行く行く！' },
      { type: 'send', text: '6時くらいでいい？' },
    ],
  },
  {
    ...KAITO_DIRECT,
    name: 'k: his name in katakana as a label with a full-width colon',
    answer: '# «send»\nカイト：行こうぜ、一蘭でいい？',
    expect: [{ type: 'send', text: '行こうぜ、一蘭でいい？' }],
    withheld: ['label'],
  },
  {
    ...KAITO_DIRECT,
    name: 'k: a reasoning label in lenticular brackets with its text, then the message line',
    answer: '# «send»\n【考え】ハルトが焦ってるから励ましたい\nラーメンで元気出そう🍜',
    expect: [{ type: 'send', text: 'ラーメンで元気出そう🍜' }],
    withheld: ['reasoning'],
  },
  {
    ...KAITO_DIRECT,
    name: 'k: a character count wrapped at the end',
    answer: '# «send»\nいいね、七時に改札で！（文字数：11）',
    expect: [{ type: 'send', text: 'いいね、七時に改札で！' }],
  },
  {
    ...KAITO_DIRECT,
    name: 'k: a sticker noted in brackets with the Japanese word for one',
    answer: '# «send»\n［スタンプ 😴］',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😴' }],
  },
  {
    ...KAITO_DIRECT,
    name: 'k: laughter in full-width letters is sent as typed',
    answer: '# «send»\nｗｗｗｗ\n\n# «send»\n半分ならまだ間に合うって',
    expect: [
      { type: 'send', text: 'ｗｗｗｗ' },
      { type: 'send', text: '半分ならまだ間に合うって' },
    ],
  },
  {
    ...KAITO_DIRECT,
    name: 'k: a translation aside closing the line',
    answer: '# «send»\nうん、行こう！（英訳：Yeah, let’s go!）',
    expect: [{ type: 'send', text: 'うん、行こう！' }],
  },
  {
    ...KAITO_DIRECT,
    name: 'k: a DeepSeek reasoning tag left unclosed before the heading',
    answer: '<think>\nハルトはラーメンに誘ってる。OKする。\n\n# «send»\nOK！終わったら連絡する',
    expect: [{ type: 'send', text: 'OK！終わったら連絡する' }],
  },
  {
    ...KAITO_DIRECT,
    name: 'k: a reply to his friend’s worry, with a laughing reaction',
    answer: '# «react» 4003\n😁\n\n# «send» 4003\n大丈夫、おれも7割だから',
    expect: [
      { type: 'react', emoji: '😁', messageId: 4003 },
      { type: 'send', text: '大丈夫、おれも7割だから', replyTo: 4003 },
    ],
  },
  {
    ...KAITO_DIRECT,
    name: 'k: a Qwen chat-template end token after the message',
    answer: '# «send»\n行こう！一蘭な<|im_end|>',
    expect: [{ type: 'send', text: '行こう！一蘭な' }],
  },
  {
    ...KAITO_DIRECT,
    name: 'k: the laughing sticker by its emoji alone under the sticker heading',
    answer: '# «sticker»\n😂',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    ...KAITO_DIRECT,
    name: 'k: a link and a hashtag a person sends',
    answer: '# «send»\nhttps://tabelog.com/tokyo/A1303/ ここどう？ #ラーメン',
    expect: [{ type: 'send', text: 'https://tabelog.com/tokyo/A1303/ ここどう？ #ラーメン' }],
  },
  // --- Kaito, the club's group ---
  {
    ...KAITO_GROUP,
    name: 'kg: an ellipsis alone in the group, not addressed',
    answer: '# «send»\n…',
    expect: [],
  },
  {
    ...KAITO_GROUP,
    name: 'kg: a short thanks to the booking, replying to it',
    answer: '# «send» 4005\nありがとうございます！金曜了解です',
    expect: [{ type: 'send', text: 'ありがとうございます！金曜了解です', replyTo: 4005 }],
  },
  {
    ...KAITO_GROUP,
    name: 'kg: narrated silence in Japanese brackets',
    answer: '# «send»\n（既読スルー）',
    expect: [],
  },
  {
    ...KAITO_GROUP,
    name: 'kg: a clap reaction to the schedule change',
    answer: '# «react» 4001\n👏',
    expect: [{ type: 'react', emoji: '👏', messageId: 4001 }],
  },
  // --- Fenna, direct chat with her granddaughter ---
  {
    ...FENNA_DIRECT,
    name: 'f: a roleplay action in a direct chat, actions allowed there',
    answer:
      '# «send»\n*pakt de autosleutels van de haak* Natuurlijk mag dat, als je me bij de visboer afzet 😄',
    expect: [
      {
        type: 'send',
        text: '*pakt de autosleutels van de haak* Natuurlijk mag dat, als je me bij de visboer afzet 😄',
      },
    ],
  },
  {
    ...FENNA_DIRECT,
    name: 'f: a roleplay action with actions off',
    actions: 'never',
    answer: '# «send»\n*knipoogt naar Sanne* Goed dan, maar tank hem wel vol',
    expect: [{ type: 'send', text: 'Goed dan, maar tank hem wel vol' }],
    withheld: ['narration'],
  },
  {
    ...FENNA_DIRECT,
    name: 'f: a Dutch thoughts label in bold with its text, then the message line',
    answer: '# «send»\n**Gedachten:** Sanne is blij, ik wil trots klinken\nIk ben zo trots op je, meid!',
    expect: [{ type: 'send', text: 'Ik ben zo trots op je, meid!' }],
    withheld: ['reasoning'],
  },
  {
    ...FENNA_DIRECT,
    name: 'f: a Dutch offer of a shorter version after the message',
    answer:
      '# «send»\nJa hoor, zaterdag is hij van jou. Rij voorzichtig!\n\nZal ik een kortere versie schrijven?',
    expect: [{ type: 'send', text: 'Ja hoor, zaterdag is hij van jou. Rij voorzichtig!' }],
  },
  {
    // Not her name: her granddaughter calls her Oma, and she signs so. A careful operator sends it.
    ...FENNA_DIRECT,
    name: 'f: a grandmother signing as Oma',
    answer:
      '# «send»\nNatuurlijk mag je de auto lenen. Rij voorzichtig en bel als je er bent.\nLiefs, oma 😘',
    expect: [
      {
        type: 'send',
        text: 'Natuurlijk mag je de auto lenen. Rij voorzichtig en bel als je er bent.\nLiefs, oma 😘',
      },
    ],
  },
  {
    ...FENNA_DIRECT,
    name: 'f: a wait in minutes between two messages',
    answer:
      '# «send»\nEven kijken of de tank vol is\n\n# «wait»\ndelay: 2 minutes\n\n# «send»\nKwart vol. Zaterdag mag je hem hebben',
    expect: [
      { type: 'send', text: 'Even kijken of de tank vol is' },
      { type: 'wait', delay: 120 },
      { type: 'send', text: 'Kwart vol. Zaterdag mag je hem hebben' },
    ],
  },
  {
    ...FENNA_DIRECT,
    name: 'f: an English translation in brackets after the Dutch message',
    answer:
      '# «send»\nJe vader heeft gelijk, lieverd. Ja, het mag! [EN: Your dad is right, sweetie. Yes, you may!]',
    expect: [{ type: 'send', text: 'Je vader heeft gelijk, lieverd. Ja, het mag!' }],
  },
  {
    ...FENNA_DIRECT,
    name: 'f: a party emoji reaction to the driving test and a message',
    answer: '# «react» 4001\n🎉\n\n# «send»\nEerste rit naar Harlingen, dat is traditie in onze familie',
    expect: [
      { type: 'react', emoji: '🎉', messageId: 4001 },
      { type: 'send', text: 'Eerste rit naar Harlingen, dat is traditie in onze familie' },
    ],
  },
  {
    ...FENNA_DIRECT,
    name: 'f: a Markdown list a person types',
    answer:
      '# «send»\nGoed, afspraken voor zaterdag:\n- tank vol terugbrengen\n- niet harder dan 100 op de dijk\n- een zak kibbeling voor oma 🐟',
    expect: [
      {
        type: 'send',
        text: 'Goed, afspraken voor zaterdag:\n- tank vol terugbrengen\n- niet harder dan 100 op de dijk\n- een zak kibbeling voor oma 🐟',
      },
    ],
  },
  {
    ...FENNA_DIRECT,
    name: 'f: a Claude-style lead-in naming the reply, and a note on the tone after a rule',
    answer:
      "Here's Fenna's reply:\n\n# «send»\nHaha, je vader is een wijs man. Ja, je mag hem lenen!\n\n---\n**Tone:** warm and proud, like a grandmother.",
    expect: [{ type: 'send', text: 'Haha, je vader is een wijs man. Ja, je mag hem lenen!' }],
  },
  {
    ...FENNA_DIRECT,
    name: 'f: a memory of her own, shared, and a message',
    answer:
      '# «send»\nIk ben benieuwd hoe je parkeert bij de haven 😉\n\n# «remember» shared\nSanne heeft in november haar rijbewijs gehaald.',
    expect: [{ type: 'send', text: 'Ik ben benieuwd hoe je parkeert bij de haven 😉' }, { type: 'remember' }],
  },
  {
    ...FENNA_DIRECT,
    name: 'f: a postscript line a grandmother writes',
    answer: '# «send»\nVergeet je rijbewijs niet!\nP.S. de spiegels staan nog op mij afgesteld',
    expect: [
      { type: 'send', text: 'Vergeet je rijbewijs niet!\nP.S. de spiegels staan nog op mij afgesteld' },
    ],
  },
  // --- Fenna, the ferry veterans' group, actions allowed on callouts ---
  {
    ...FENNA_GROUP,
    name: 'fg: asked for the story, an action opens her answer',
    callout: true,
    answer:
      '# «send»\n*schenkt nog een kop koffie in* Ga zitten, dan vertel ik over de storm van november 76',
    expect: [
      {
        type: 'send',
        text: '*schenkt nog een kop koffie in* Ga zitten, dan vertel ik over de storm van november 76',
        replyTo: 4005,
      },
    ],
  },
  {
    ...FENNA_GROUP,
    name: 'fg: not a callout, only an action line: silence',
    answer: '# «send»\n*kijkt uit het raam naar de veerboot*',
    expect: [],
  },
  {
    ...FENNA_GROUP,
    name: 'fg: a callout answered with a Mistral tool-call token list',
    callout: true,
    answer:
      '[TOOL_CALLS] [{"name": "send_message", "arguments": {"text": "Ja, dat was ik. Windkracht tien, en geen passagier zeeziek 😄", "reply_to": 4001}}]',
    expect: [
      { type: 'send', text: 'Ja, dat was ik. Windkracht tien, en geen passagier zeeziek 😄', replyTo: 4001 },
    ],
  },
  {
    ...FENNA_GROUP,
    name: 'fg: her story in two messages, and Joris’s reply made up after it',
    callout: true,
    answer:
      '# «send»\nHet was 14 november. We lagen drie uur voor de Pollendam.\n\n# «send»\nDe kok heeft die nacht 200 broodjes gesmeerd, niemand kon slapen.\nJoris: haha die kok, Gerrit toch?',
    expect: [
      { type: 'send', text: 'Het was 14 november. We lagen drie uur voor de Pollendam.', replyTo: 4005 },
      { type: 'send', text: 'De kok heeft die nacht 200 broodjes gesmeerd, niemand kon slapen.' },
    ],
  },
  {
    ...FENNA_GROUP,
    name: 'fg: a third-person aside naming her after her answer',
    callout: true,
    answer:
      '# «send»\nDat was ik, ja. Maar de Friesland liep niet vast, we lagen voor anker!\n(Fenna lacht hartelijk)',
    expect: [
      {
        type: 'send',
        text: 'Dat was ik, ja. Maar de Friesland liep niet vast, we lagen voor anker!',
        replyTo: 4005,
      },
    ],
  },
];
