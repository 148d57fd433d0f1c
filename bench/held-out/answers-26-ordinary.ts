/**
 * Held-out set 26, ordinary answers: well-formed replies of the seven personas, and real messages
 * that merely look unusual (capitals, kaomoji in brackets, a plain label, a quote, a hashtag, a
 * code block, a father signing "pappa"). Every one must reach Telegram as written.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { DANA, HARUTO, LARS, MARGIT, MIREILLE, PRIYA, TOMAS } from './answers-26-cast.js';

const MARGIT_RECIPE = [
  'Megvan hát, kicsim, fejből tudom! 😊',
  '',
  '**Tepertős pogácsa** (kb. 40 db):',
  '1. 50 dkg liszt, 25 dkg darált tepertő',
  '2. 2,5 dkg élesztő langyos tejben felfuttatva',
  '3. 1 tojás, 1 dl tejföl, só, bors',
  '',
  'Összegyúrod, pihenteted egy órát, aztán háromszor hajtogatod. Tetejét bevagdosod, tojással kenve 200 fokon 20 perc.',
  'Pestre 14-én megyek, hozok belőle egy dobozzal a szobatársadnak is.',
].join('\n');

export const HELD_OUT_26_ORDINARY: readonly CorpusEntry[] = [
  {
    name: 'Margit: the recipe as a numbered list with bold, a reply to the question',
    ...MARGIT,
    answer: `# «send» 4005\n${MARGIT_RECIPE}`,
    expect: [{ type: 'send', text: MARGIT_RECIPE, replyTo: 4005 }],
  },
  {
    name: 'Margit: two short messages one after the other',
    ...MARGIT,
    answer:
      '# «send»\nJövő hónapban, 14-én, szombaton! 🚂\n\n# «send»\nA receptet este lediktálom, most megyek a piacra',
    expect: [
      { type: 'send', text: 'Jövő hónapban, 14-én, szombaton! 🚂' },
      { type: 'send', text: 'A receptet este lediktálom, most megyek a piacra' },
    ],
  },
  {
    name: 'Margit: a party reaction to the exam news, then a message',
    ...MARGIT,
    answer:
      '# «react» 4001\n🎉\n\n# «send» 4005\nMég egyszer gratulálok, drágám! Pestre a hónap közepén megyek.',
    expect: [
      { type: 'react', emoji: '🎉', messageId: 4001 },
      { type: 'send', text: 'Még egyszer gratulálok, drágám! Pestre a hónap közepén megyek.', replyTo: 4005 },
    ],
  },
  {
    name: 'Margit: a note of the visit date beside the message',
    ...MARGIT,
    answer:
      '# «note»\nZsófi várja a látogatást 14-én, pogácsát kért a szobatársának is.\n\n# «send»\nMegírtam a naptárba, 14-én ott vagyok! 🥰',
    expect: [{ type: 'note' }, { type: 'send', text: 'Megírtam a naptárba, 14-én ott vagyok! 🥰' }],
  },
  {
    name: 'Margit: a long story over paragraphs, no block at all',
    ...MARGIT,
    answer:
      'Tudod, a nagyapád is mindig azt mondta, hogy a pogácsa titka a türelem. Amikor a patikában dolgoztam, minden karácsonykor vittem a kollégáknak, és Erzsike néni egyszer megkérdezte, hogy vajon a tepertőt honnan veszem.\n\nHát a piacról, a Kovács bácsitól! Ő már nincs meg, de a fia ugyanolyat csinál. 😊\n\nJövő hónapban megyek, addig tanulj szépen.',
    expect: [
      {
        type: 'send',
        text: 'Tudod, a nagyapád is mindig azt mondta, hogy a pogácsa titka a türelem. Amikor a patikában dolgoztam, minden karácsonykor vittem a kollégáknak, és Erzsike néni egyszer megkérdezte, hogy vajon a tepertőt honnan veszem.\n\nHát a piacról, a Kovács bácsitól! Ő már nincs meg, de a fia ugyanolyat csinál. 😊\n\nJövő hónapban megyek, addig tanulj szépen.',
      },
    ],
  },
  {
    name: 'Tomás: a slangy yes in the group answers the target',
    ...TOMAS,
    answer: '# «send»\nbora, sexta tou livre a partir das 8 🍻 quem marca a mesa?',
    expect: [
      { type: 'send', text: 'bora, sexta tou livre a partir das 8 🍻 quem marca a mesa?', replyTo: 4005 },
    ],
  },
  {
    name: 'Tomás: silence in the group when the message is for someone else',
    ...TOMAS,
    others: new Map([
      [4001, 'alguém tem uma câmara de ar 700x25 a mais? furei outra vez'],
      [4005, 'Rui, devolves-me a bomba de ar amanhã? preciso dela de manhã'],
    ]),
    answer: '# «think»\nÉ entre a Inês e o Rui, não é comigo.',
    expect: [],
  },
  {
    name: 'Tomás: one reply to an older message by id, then one for the dinner',
    ...TOMAS,
    answer:
      '# «send» 4001\nRui ainda tenho uma na mochila, 5 paus e é tua\n\n# «send»\ne sim, sexta conto estar lá',
    expect: [
      { type: 'send', text: 'Rui ainda tenho uma na mochila, 5 paus e é tua', replyTo: 4001 },
      { type: 'send', text: 'e sim, sexta conto estar lá' },
    ],
  },
  {
    name: 'Tomás: a laugh then a sticker in the group',
    ...TOMAS,
    answer: '# «send» 4003\nahahah 2,50 pra levar com um dilúvio em cima\n\n# «sticker»\nHeidiDuck\n😂',
    expect: [
      { type: 'send', text: 'ahahah 2,50 pra levar com um dilúvio em cima', replyTo: 4003 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  {
    name: 'Tomás: a hashtag opening the message is a person’s',
    ...TOMAS,
    answer: '# «send» 4003\n#chuva bónus ou não, eu hoje não saio de casa 🌧️',
    expect: [{ type: 'send', text: '#chuva bónus ou não, eu hoje não saio de casa 🌧️', replyTo: 4003 }],
  },
  {
    name: 'Tomás: a long maybe, written the way he talks',
    ...TOMAS,
    answer:
      'epa nem sei, sexta tenho turno até às 10 mas se jantarem tarde eu apareço. guardem-me um prego 🥩 e n deixem o Rui pedir o vinho outra vez pfv',
    expect: [
      {
        type: 'send',
        text: 'epa nem sei, sexta tenho turno até às 10 mas se jantarem tarde eu apareço. guardem-me um prego 🥩 e n deixem o Rui pedir o vinho outra vez pfv',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'Priya: sympathy with a Malayalam word and a short list of swaps',
    ...PRIYA,
    answer:
      '# «send» 4005\nഅയ്യോ 4 nights?? Who made this rota, a robot?\n\nWhat I can do:\n- take your Sunday night\n- you take my Wednesday day shift\n- we both complain to Sister Latha on Monday 😤',
    expect: [
      {
        type: 'send',
        text: 'അയ്യോ 4 nights?? Who made this rota, a robot?\n\nWhat I can do:\n- take your Sunday night\n- you take my Wednesday day shift\n- we both complain to Sister Latha on Monday 😤',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'Priya: folded hands on the swap request and a question back',
    ...PRIYA,
    answer:
      '# «react» 4001\n🙏\n\n# «send»\nWhat time is Amma’s surgery? I can come by after my shift if you want company',
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4001 },
      { type: 'send', text: 'What time is Amma’s surgery? I can come by after my shift if you want company' },
    ],
  },
  {
    name: 'Priya: capitals in a direct chat are her outrage, not a token',
    ...PRIYA,
    answer: 'FOUR NIGHTS?? 😭 that is illegal Deepa',
    expect: [{ type: 'send', text: 'FOUR NIGHTS?? 😭 that is illegal Deepa' }],
  },
  {
    name: 'Priya: bold days the way she types them',
    ...PRIYA,
    answer: '**Sunday** I can do, **Monday** no way, I have the dentist 🦷',
    expect: [{ type: 'send', text: '**Sunday** I can do, **Monday** no way, I have the dentist 🦷' }],
  },
  {
    name: 'Priya: a plain "Note:" opening her message is the message',
    ...PRIYA,
    answer: '# «send»\nNote: the hospital pharmacy closes at 8 on Sundays now, pick up Amma’s meds before',
    expect: [
      {
        type: 'send',
        text: 'Note: the hospital pharmacy closes at 8 on Sundays now, pick up Amma’s meds before',
      },
    ],
  },
  {
    name: 'Priya: a fact about her colleague kept, and a reply',
    ...PRIYA,
    answer:
      '# «person» 7\nDeepa, ICU colleague; her mother (Amma) has surgery on Monday.\n\n# «send»\nDone, swapped. Go be with Amma ❤️',
    expect: [{ type: 'person' }, { type: 'send', text: 'Done, swapped. Go be with Amma ❤️' }],
  },
  {
    name: 'Dana: a short yes with a question back answers the target',
    ...DANA,
    answer: '# «send»\nГляну после трёх. Скинь ссылку на фрейм?',
    expect: [{ type: 'send', text: 'Гляну после трёх. Скинь ссылку на фрейм?', replyTo: 4005 }],
  },
  {
    name: 'Dana: CSS in code spans inside a sentence',
    ...DANA,
    answer:
      '# «send» 4005\nПохоже, `position: fixed` без `padding-bottom: env(safe-area-inset-bottom)`. Поправлю в компоненте, не в экране',
    expect: [
      {
        type: 'send',
        text: 'Похоже, `position: fixed` без `padding-bottom: env(safe-area-inset-bottom)`. Поправлю в компоненте, не в экране',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'Dana: "План:" over her day is a message, not a plan of the answer',
    ...DANA,
    answer: 'План: в 11 созвон с заказчиком, в 15 экран оплаты, вечером онбординг 🙃',
    expect: [
      {
        type: 'send',
        text: 'План: в 11 созвон с заказчиком, в 15 экран оплаты, вечером онбординг 🙃',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'Dana: silence when the question is Madina’s',
    ...DANA,
    others: new Map([
      [4003, 'Фигма опять лагает у всех или только у меня?'],
      [4005, 'Мадина, у тебя остался шрифт Inter Display? Скинь в личку'],
    ]),
    answer: '# «think»\nЭто к Мадине.',
    expect: [],
  },
  {
    name: 'Dana: a thumbs-up on Madina’s message only',
    ...DANA,
    answer: '# «react» 4003\n👍',
    expect: [{ type: 'react', emoji: '👍', messageId: 4003 }],
  },
  {
    name: 'Dana: a Figma link and a reaction',
    ...DANA,
    answer:
      '# «react»\n👀\n\n# «send»\nВот фрейм: https://www.figma.com/design/Xk2pQ/Checkout?node-id=12-340 кнопка там уже на месте',
    expect: [
      { type: 'react', emoji: '👀', messageId: 4005 },
      {
        type: 'send',
        text: 'Вот фрейм: https://www.figma.com/design/Xk2pQ/Checkout?node-id=12-340 кнопка там уже на месте',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'Mireille: called out, an action and her words on one line',
    ...MIREILLE,
    callout: true,
    answer: '# «send»\n*slides a bowl of stew across the bar* Eat first. Then we talk about salt.',
    expect: [
      {
        type: 'send',
        text: '*slides a bowl of stew across the bar* Eat first. Then we talk about salt.',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'Mireille: called out, an action line over a whispered line',
    ...MIREILLE,
    callout: true,
    answer:
      '*lowers her voice and glances at the door*\nThat caravan didn’t go missing, love. It was bought.',
    expect: [
      {
        type: 'send',
        text: '*lowers her voice and glances at the door*\nThat caravan didn’t go missing, love. It was bought.',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'Mireille: called out, speech only',
    ...MIREILLE,
    callout: true,
    answer:
      '# «send» 4005\nMissing? Ha. Nothing goes missing on the north road unless someone is paid to lose it.',
    expect: [
      {
        type: 'send',
        text: 'Missing? Ha. Nothing goes missing on the north road unless someone is paid to lose it.',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'Haruto: yes, with (笑) closing the line',
    ...HARUTO,
    answer: '# «send» 4005\nいいよー、5時からね！貸しひとつな(笑)',
    expect: [{ type: 'send', text: 'いいよー、5時からね！貸しひとつな(笑)', replyTo: 4005 }],
  },
  {
    name: 'Haruto: a kaomoji in brackets opening the line is a face',
    ...HARUTO,
    answer: '(´・ω・`) 明日は俺もシフトなんだわ…ごめん',
    expect: [{ type: 'send', text: '(´・ω・`) 明日は俺もシフトなんだわ…ごめん' }],
  },
  {
    name: 'Haruto: check the shift, wait two minutes, then yes',
    ...HARUTO,
    answer:
      '# «send»\nちょっと待って、シフト確認する\n\n# «wait»\ndelay: 2 min\n\n# «send»\nいけるわ！店長には言っとく',
    expect: [
      { type: 'send', text: 'ちょっと待って、シフト確認する' },
      { type: 'wait', delay: 120 },
      { type: 'send', text: 'いけるわ！店長には言っとく' },
    ],
  },
  {
    name: 'Haruto: his own name inside Japanese quotes mid-message',
    ...HARUTO,
    answer: '店長に「明日はハルトが代わります」って言っといて👍',
    expect: [{ type: 'send', text: '店長に「明日はハルトが代わります」って言っといて👍' }],
  },
  {
    name: 'Haruto: folded hands back, nothing else',
    ...HARUTO,
    answer: '# «react» 4005\n🙏',
    expect: [{ type: 'react', emoji: '🙏', messageId: 4005 }],
  },
  {
    name: 'Haruto: an answer to the homework question with a question back',
    ...HARUTO,
    answer: '# «send» 4003\n課題まだ半分…レンは？写させてとは言わんけど',
    expect: [{ type: 'send', text: '課題まだ半分…レンは？写させてとは言わんけど', replyTo: 4003 }],
  },
  {
    name: 'Lars: terse yes',
    ...LARS,
    answer: '# «send»\nJa. Jag tar henne kl 16.',
    expect: [{ type: 'send', text: 'Ja. Jag tar henne kl 16.' }],
  },
  {
    name: 'Lars: "OBS!" opening a line is his',
    ...LARS,
    answer: 'OBS! Nyckeln till cykelkärran ligger under krukan, inte i brevlådan.',
    expect: [{ type: 'send', text: 'OBS! Nyckeln till cykelkärran ligger under krukan, inte i brevlådan.' }],
  },
  {
    name: 'Lars: a part of her message quoted, then his answer',
    ...LARS,
    answer: '# «send» 4005\n> jobbar till sex\nDå tar jag med henne hem och gör köttbullar. Hämta vid sju.',
    expect: [
      {
        type: 'send',
        text: '> jobbar till sex\nDå tar jag med henne hem och gör köttbullar. Hämta vid sju.',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'Lars: a memory of the pickup and a reply',
    ...LARS,
    answer:
      '# «remember»\nTorsdag: hämta Moa på förskolan kl 16, Elin jobbar till 18.\n\n# «send»\nNoterat. Torsdag 16.',
    expect: [{ type: 'remember' }, { type: 'send', text: 'Noterat. Torsdag 16.' }],
  },
  {
    name: 'Lars: a sleepy sticker, set :: name',
    ...LARS,
    answer: '# «sticker»\nHeidiDuck :: 😴',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😴' }],
  },
  {
    name: 'Lars: the engine alarm pasted as code after a line of his',
    ...LARS,
    answer:
      'Så här såg torsdagen ut förra veckan:\n```\nALARM 14:02 HJÄLPMASKIN 2 KYLVATTEN TEMP HÖG\nALARM 14:09 KVITTERAD\n```\nMen jag hinner. Lovar.',
    expect: [
      {
        type: 'send',
        text: 'Så här såg torsdagen ut förra veckan:\n```\nALARM 14:02 HJÄLPMASKIN 2 KYLVATTEN TEMP HÖG\nALARM 14:09 KVITTERAD\n```\nMen jag hinner. Lovar.',
      },
    ],
  },
  {
    // A father signing as "pappa" is his own habit, not the persona's name as a signature.
    name: 'Lars: "Kram, pappa" closing his message stays',
    ...LARS,
    answer: 'Klart jag hämtar. Säg till Moa att morfar kommer med bilen.\nKram, pappa',
    expect: [
      { type: 'send', text: 'Klart jag hämtar. Säg till Moa att morfar kommer med bilen.\nKram, pappa' },
    ],
  },
];
