/**
 * Set 42, ordinary answers: what a person of each language would type, in its own script and
 * punctuation (Armenian ՞ and ։, the Greek question mark, Uzbek ʻ), with the markdown, quotes,
 * lists, stickers, reactions, waits and memory notes of a normal week. Every one is sent as written.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  AZ,
  BG,
  EL,
  ET,
  FI,
  HR,
  HU,
  HY,
  IS,
  KA,
  KK,
  KY,
  LV,
  MK,
  RO,
  SQ,
  SR,
  SR_LATN,
  UZ,
} from './answers-42-scenes.js';

export const ORDINARY_42: readonly CorpusEntry[] = [
  {
    ...KA,
    name: 'ka: both questions answered in Georgian, an emoji at a line end',
    answer:
      '# «send»\nგადაიტანა! ორი დღე კარადაში იჯდა, ახლა უკვე ფანჯარასთან წევს 😹\nშაბათს ღია ვართ, 10-დან 6-მდე',
    expect: [
      {
        type: 'send',
        text: 'გადაიტანა! ორი დღე კარადაში იჯდა, ახლა უკვე ფანჯარასთან წევს 😹\nშაბათს ღია ვართ, 10-დან 6-მდე',
      },
    ],
  },
  {
    ...KA,
    name: 'ka: a group callout answered, the first message answers the target',
    chat: 'group',
    callout: true,
    answer: '# «send»\nგიორგი, კატას მოეფერე ჩემ მაგივრად 🐈',
    expect: [{ type: 'send', text: 'გიორგი, კატას მოეფერე ჩემ მაგივრად 🐈', replyTo: 4005 }],
  },
  {
    ...KA,
    // Actions are allowed in groups here and the persona was called: the action is hers to send.
    name: 'ka: a roleplay action in a group callout with actions always',
    chat: 'group',
    callout: true,
    actions: 'always',
    answer: '# «send»\n*კატის ფოტოს უყურებს* რა ლამაზია!',
    expect: [{ type: 'send', text: '*კატის ფოტოს უყურებს* რა ლამაზია!', replyTo: 4005 }],
  },
  {
    ...HY,
    name: 'hy: a reply by id with Armenian question and exclamation marks inside words',
    answer: '# «send» 4005\nՈղջ է, ու արդեն նոր բազմոցն է ճանկռում 😅\nՇաբաթ օրը բաց ենք 11-ից 7-ը։ Կգա՞ս։',
    expect: [
      {
        type: 'send',
        text: 'Ողջ է, ու արդեն նոր բազմոցն է ճանկռում 😅\nՇաբաթ օրը բաց ենք 11-ից 7-ը։ Կգա՞ս։',
        replyTo: 4005,
      },
    ],
  },
  {
    ...HY,
    name: 'hy: a reaction to the moving news by id',
    answer: '# «react» 4001\n😁',
    expect: [{ type: 'react', emoji: '😁', messageId: 4001 }],
  },
  {
    ...AZ,
    name: 'az: an answer without any block, lower case slang, is the one message',
    answer: 'yaa pişik əla, ilk gecə çarpayının altından çıxmadı amma indi şahdır 😂 şənbə açığıq, gəl',
    expect: [
      {
        type: 'send',
        text: 'yaa pişik əla, ilk gecə çarpayının altından çıxmadı amma indi şahdır 😂 şənbə açığıq, gəl',
      },
    ],
  },
  {
    ...AZ,
    name: 'az: a sticker as documented, set then emoji',
    answer: '# «sticker»\nHeidiDuck\n😂',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    ...AZ,
    name: 'az: a wait in minutes, then the umbrella found',
    answer: '# «wait»\ndelay: 2 min\n\n# «send»\nBaxdım, çətir buradadır ☂️',
    expect: [
      { type: 'wait', delay: 120 },
      { type: 'send', text: 'Baxdım, çətir buradadır ☂️' },
    ],
  },
  {
    ...KK,
    name: 'kk: Kazakh Cyrillic with bold markdown and an en dash range',
    answer:
      '# «send»\nАман-есен! **Бірінші түні** диванның астында отырды 😄\nСенбі күні 10:00–18:00 ашықпыз',
    expect: [
      {
        type: 'send',
        text: 'Аман-есен! **Бірінші түні** диванның астында отырды 😄\nСенбі күні 10:00–18:00 ашықпыз',
      },
    ],
  },
  {
    ...KK,
    name: 'kk: a message and a note about the umbrella',
    answer: '# «send»\nИә, сенбіде ашықпыз!\n\n# «note»\nСалтанаттың көк қолшатыры дүкенде, есік жанында',
    expect: [{ type: 'send', text: 'Иә, сенбіде ашықпыз!' }, { type: 'note' }],
  },
  {
    ...UZ,
    name: 'uz: Uzbek Latin with the okina letter and a question back',
    answer:
      '# «send»\nHa, tirik-sogʻ 😺 Yangi uyga tez koʻnikdi. Shanba kuni 9 dan 17 gacha ochiqmiz. Sen kelasanmi?',
    expect: [
      {
        type: 'send',
        text: 'Ha, tirik-sogʻ 😺 Yangi uyga tez koʻnikdi. Shanba kuni 9 dan 17 gacha ochiqmiz. Sen kelasanmi?',
      },
    ],
  },
  {
    ...UZ,
    name: 'uz: a message, a wait in seconds, a second message',
    answer: '# «send»\nHozir qarayman\n\n# «wait»\ndelay: 40\n\n# «send»\nHa, shanba ochiqmiz ✅',
    expect: [
      { type: 'send', text: 'Hozir qarayman' },
      { type: 'wait', delay: 40 },
      { type: 'send', text: 'Ha, shanba ochiqmiz ✅' },
    ],
  },
  {
    ...KY,
    name: 'ky: in a group, a question for someone else, only a private note: silence',
    chat: 'group',
    answer: '# «think»\nБул суроо Айпериге берилген, мага эмес. Унчукпайм.',
    expect: [],
  },
  {
    ...KY,
    name: 'ky: Kyrgyz Cyrillic with a case ending on a number',
    answer: '# «send»\nМышык аман! Ишембиде ачыкпыз, саат 10дон баштап 🙂',
    expect: [{ type: 'send', text: 'Мышык аман! Ишембиде ачыкпыз, саат 10дон баштап 🙂' }],
  },
  {
    ...LV,
    name: 'lv: Latvian diacritics and a second line of hours',
    answer:
      '# «send»\nJā, izdzīvoja! Pirmo nakti nogulēja veļas grozā, jo tas smaržoja pēc mājām 🥹\nSestdien strādājam no 10 līdz 16.',
    expect: [
      {
        type: 'send',
        text: 'Jā, izdzīvoja! Pirmo nakti nogulēja veļas grozā, jo tas smaržoja pēc mājām 🥹\nSestdien strādājam no 10 līdz 16.',
      },
    ],
  },
  {
    ...LV,
    name: 'lv: a reaction written on the heading line',
    answer: '# «react» 🔥',
    expect: [{ type: 'react', emoji: '🔥', messageId: 4005 }],
  },
  {
    ...LV,
    name: 'lv: a code block a person pastes (the till code) stays',
    answer: '# «send»\nKases kods, ja Elza aizmirsa:\n```\n4417\n```',
    expect: [{ type: 'send', text: 'Kases kods, ja Elza aizmirsa:\n```\n4417\n```' }],
  },
  {
    ...ET,
    name: 'et: two short messages',
    answer: '# «send»\nElas küll! 😸\n\n# «send»\nLaupäeval oleme lahti 10–15',
    expect: [
      { type: 'send', text: 'Elas küll! 😸' },
      { type: 'send', text: 'Laupäeval oleme lahti 10–15' },
    ],
  },
  {
    ...ET,
    name: 'et: a group callout answered with a question back',
    chat: 'group',
    callout: true,
    answer: '# «send»\nMart, kas kass juba uue aknalaua leidis?',
    expect: [{ type: 'send', text: 'Mart, kas kass juba uue aknalaua leidis?', replyTo: 4005 }],
  },
  {
    ...FI,
    name: 'fi: a message opening with "I thought" in Finnish is a person talking',
    answer:
      '# «send»\nAjattelin just teitä! Kissa on kunnossa, se asuu nyt sohvan alla 😅\nLauantaina ollaan auki 10–16.',
    expect: [
      {
        type: 'send',
        text: 'Ajattelin just teitä! Kissa on kunnossa, se asuu nyt sohvan alla 😅\nLauantaina ollaan auki 10–16.',
      },
    ],
  },
  {
    ...FI,
    name: 'fi: a reminder label opening the message is the message',
    answer: '# «send»\nMuistutus: lauantaina ollaan auki vain 10–14, inventaario 📦',
    expect: [{ type: 'send', text: 'Muistutus: lauantaina ollaan auki vain 10–14, inventaario 📦' }],
  },
  {
    ...FI,
    name: 'fi: one word in capitals in a direct chat is excitement',
    answer: '# «send»\nIHANAA 😻',
    expect: [{ type: 'send', text: 'IHANAA 😻' }],
  },
  {
    ...HU,
    name: 'hu: Hungarian with double acute accents',
    answer:
      '# «send»\nTúlélte, persze 😹 Az első éjjel a szekrény tetején aludt.\nSzombaton 9-től 13-ig vagyunk nyitva!',
    expect: [
      {
        type: 'send',
        text: 'Túlélte, persze 😹 Az első éjjel a szekrény tetején aludt.\nSzombaton 9-től 13-ig vagyunk nyitva!',
      },
    ],
  },
  {
    ...HU,
    // Quoting part of a message to answer it is a person's habit; the quote is not the whole message.
    name: 'hu: a quoted half of the question, then the answer',
    answer: '# «send»\n> És szombaton nyitva vagytok?\nIgen, 9–13 🙂',
    expect: [{ type: 'send', text: '> És szombaton nyitva vagytok?\nIgen, 9–13 🙂' }],
  },
  {
    ...HU,
    name: 'hu: in a group, a blank answer is silence',
    chat: 'group',
    answer: '\n\n',
    expect: [],
  },
  {
    ...SR,
    name: 'sr: Serbian Cyrillic with an emoji',
    answer:
      '# «send»\nПреживела је, наравно! Прва два дана се крила иза веш машине 🙈\nУ суботу радимо од 9 до 15.',
    expect: [
      {
        type: 'send',
        text: 'Преживела је, наравно! Прва два дана се крила иза веш машине 🙈\nУ суботу радимо од 9 до 15.',
      },
    ],
  },
  {
    ...SR,
    name: 'sr: in a group, only a reaction to the moving news',
    chat: 'group',
    answer: '# «react» 4001\n🤣',
    expect: [{ type: 'react', emoji: '🤣', messageId: 4001 }],
  },
  {
    ...SR,
    // A list of who brings what, the persona's own name among them: a person's list, not a label.
    name: 'sr: a list of who brings what, the persona named on its last item',
    answer: '# «send»\nЗа суботу:\n- Марко: пиво\n- Ана: салата\n- Милица: торта 🎂',
    expect: [{ type: 'send', text: 'За суботу:\n- Марко: пиво\n- Ана: салата\n- Милица: торта 🎂' }],
  },
  {
    ...SR_LATN,
    name: 'sr-latn: lower case slang, stretched interjection',
    answer: '# «send»\njaoo preživela naravno 😂 sad spava na radijatoru\nsubotom radimo 9–15, svrati',
    expect: [
      {
        type: 'send',
        text: 'jaoo preživela naravno 😂 sad spava na radijatoru\nsubotom radimo 9–15, svrati',
      },
    ],
  },
  {
    ...HR,
    name: 'hr: Croatian with underscore italics',
    answer: '# «send»\nJe, živa je i __jako__ uvrijeđena 😾\nU subotu radimo 8–14.',
    expect: [{ type: 'send', text: 'Je, živa je i __jako__ uvrijeđena 😾\nU subotu radimo 8–14.' }],
  },
  {
    ...BG,
    name: 'bg: Bulgarian Cyrillic, the cat in the laundry basket',
    answer:
      '# «send»\nЖива е! Само че сега спи в коша за пране и не иска да излезе 😂\nВ събота сме отворени 10–16.',
    expect: [
      {
        type: 'send',
        text: 'Жива е! Само че сега спи в коша за пране и не иска да излезе 😂\nВ събота сме отворени 10–16.',
      },
    ],
  },
  {
    ...BG,
    name: 'bg: a message opening with the word for a note is a person telling news',
    answer: '# «send»\nБележка за събота: затваряме в 14, защото е инвентаризация.',
    expect: [{ type: 'send', text: 'Бележка за събота: затваряме в 14, защото е инвентаризация.' }],
  },
  {
    ...MK,
    name: 'mk: Macedonian with its own letters (ј, ѐ)',
    answer:
      '# «send»\nЈа преживеа! Сега спие на прозорецот како да е нејзин стан 😄\nВо сабота работиме од 9 до 14, ќе те чекам сѐ до крај.',
    expect: [
      {
        type: 'send',
        text: 'Ја преживеа! Сега спие на прозорецот како да е нејзин стан 😄\nВо сабота работиме од 9 до 14, ќе те чекам сѐ до крај.',
      },
    ],
  },
  {
    ...SQ,
    name: 'sq: Albanian with ë and ç',
    answer:
      '# «send»\nPo, shpëtoi! Natën e parë fjeti në shportë 😹\nTë shtunën jemi hapur 10–16, çdo gjë në rregull.',
    expect: [
      {
        type: 'send',
        text: 'Po, shpëtoi! Natën e parë fjeti në shportë 😹\nTë shtunën jemi hapur 10–16, çdo gjë në rregull.',
      },
    ],
  },
  {
    ...EL,
    name: 'el: Greek with its question mark (;) at the end',
    answer:
      '# «send»\nΕπέζησε και με το παραπάνω 😂 Κοιμάται ήδη στο καινούριο μπαλκόνι.\nΤο Σάββατο είμαστε ανοιχτά 10–15. Θα περάσεις;',
    expect: [
      {
        type: 'send',
        text: 'Επέζησε και με το παραπάνω 😂 Κοιμάται ήδη στο καινούριο μπαλκόνι.\nΤο Σάββατο είμαστε ανοιχτά 10–15. Θα περάσεις;',
      },
    ],
  },
  {
    ...RO,
    name: 'ro: Romanian with comma-below letters',
    answer:
      '# «send»\nA supraviețuit, evident 😸 Acum doarme în coșul de rufe și nu vrea să iasă.\nSâmbătă suntem deschiși 10–14.',
    expect: [
      {
        type: 'send',
        text: 'A supraviețuit, evident 😸 Acum doarme în coșul de rufe și nu vrea să iasă.\nSâmbătă suntem deschiși 10–14.',
      },
    ],
  },
  {
    ...IS,
    name: 'is: Icelandic with thorn and eth',
    answer:
      '# «send»\nJá, hann lifði af! Svaf í þvottakörfunni fyrstu nóttina 😹\nOpið á laugardaginn 11–16.',
    expect: [
      {
        type: 'send',
        text: 'Já, hann lifði af! Svaf í þvottakörfunni fyrstu nóttina 😹\nOpið á laugardaginn 11–16.',
      },
    ],
  },
  {
    ...IS,
    name: 'is: a message and what the persona knows about the partner',
    answer: '# «send»\nGott að heyra!\n\n# «person» 7\nGunnar á kött sem ferðast í þvottakörfu.',
    expect: [{ type: 'send', text: 'Gott að heyra!' }, { type: 'person' }],
  },
  {
    ...HY,
    name: 'hy: a group callout answered by id to the umbrella message',
    chat: 'group',
    callout: true,
    answer: '# «send» 4003\nԼիլիթ, քո անձրևանոցը մեզ մոտ է ☂️',
    expect: [{ type: 'send', text: 'Լիլիթ, քո անձրևանոցը մեզ մոտ է ☂️', replyTo: 4003 }],
  },
  {
    ...AZ,
    // A remark in brackets to the partner, closing the message: hers to send.
    name: 'az: a reminder to the partner in brackets under the message',
    answer: '# «send»\nPişik yaxşıdır, şənbə açığıq!\n(çətirin də burdadır, unutma ☂️)',
    expect: [{ type: 'send', text: 'Pişik yaxşıdır, şənbə açığıq!\n(çətirin də burdadır, unutma ☂️)' }],
  },
  {
    ...KK,
    name: 'kk: a message and something to remember',
    answer: '# «send»\nКеремет! Сенбіде күтеміз 🙂\n\n# «remember»\nЕрланның мысығы жаңа үйге тез үйренді',
    expect: [{ type: 'send', text: 'Керемет! Сенбіде күтеміз 🙂' }, { type: 'remember' }],
  },
  {
    ...EL,
    // Greek quotes speech in guillemets: a quotation inside a message, not a heading.
    name: 'el: a friend quoted in Greek guillemets',
    answer: '# «send»\nΟ Νίκος μου είπε «η γάτα είναι η αφεντικίνα τώρα» 😂',
    expect: [{ type: 'send', text: 'Ο Νίκος μου είπε «η γάτα είναι η αφεντικίνα τώρα» 😂' }],
  },
  {
    ...RO,
    name: 'ro: a goodbye line closing the message',
    answer: '# «send»\nPisica e bine, sâmbătă vă aștept!\nPa, pa! 👋',
    expect: [{ type: 'send', text: 'Pisica e bine, sâmbătă vă aștept!\nPa, pa! 👋' }],
  },
  {
    ...IS,
    name: 'is: a notice opening with the Icelandic word for "note" is the message',
    answer: '# «send»\nAthugið: lokað á sunnudaginn, en opið á laugardaginn 11–16.',
    expect: [{ type: 'send', text: 'Athugið: lokað á sunnudaginn, en opið á laugardaginn 11–16.' }],
  },
  {
    ...SQ,
    name: 'sq: a group callout answered in two messages',
    chat: 'group',
    callout: true,
    answer: '# «send»\nPo Blerta, e kemi ombrellën ☂️\n\n# «send»\nEja merre nesër',
    expect: [
      { type: 'send', text: 'Po Blerta, e kemi ombrellën ☂️', replyTo: 4005 },
      { type: 'send', text: 'Eja merre nesër' },
    ],
  },
  {
    ...MK,
    // The persona names herself inside a sentence, as people do when passing on greetings.
    name: "mk: the persona's own name in the middle of a sentence",
    answer: '# «send»\nКажи му на Стефан дека Марија ја поздравува мачката 😄',
    expect: [{ type: 'send', text: 'Кажи му на Стефан дека Марија ја поздравува мачката 😄' }],
  },
];
