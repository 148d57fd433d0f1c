/**
 * Held-out set 18, ordinary answers: well-formed replies, reactions, stickers, waits and memory
 * notes in scripts the project rarely sees, and messages that merely look unusual (their own
 * punctuation and quotation marks, right-to-left text with Latin inside, joiners inside words, a
 * marker word that opens an ordinary sentence). Every one must arrive whole.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  AMHARIC,
  ARMENIAN,
  BENGALI,
  CHINESE,
  CZECH,
  FINNISH,
  GEORGIAN,
  GREEK,
  HEBREW,
  HUNGARIAN,
  KOREAN,
  PERSIAN,
  SWAHILI,
  TAMIL,
  THAI,
} from './answers-18-chats.js';

export const ORDINARY_18: CorpusEntry[] = [
  {
    name: 'thai: two lines, laughter written as 555',
    ...THAI,
    answer: '# «send»\nแมวรอดค่ะ 555 แค่งอนไปสองวัน 😹\nเสาร์นี้เปิดนะคะ 10 โมงถึงบ่ายสาม',
    expect: [{ type: 'send', text: 'แมวรอดค่ะ 555 แค่งอนไปสองวัน 😹\nเสาร์นี้เปิดนะคะ 10 โมงถึงบ่ายสาม' }],
  },
  {
    name: 'thai: a reply with Latin words inside',
    ...THAI,
    answer: '# «send» 4003\nร่มสีน้ำเงินอยู่ที่ร้านนะ เก็บไว้ใน lost & found ให้แล้ว',
    expect: [{ type: 'send', text: 'ร่มสีน้ำเงินอยู่ที่ร้านนะ เก็บไว้ใน lost & found ให้แล้ว', replyTo: 4003 }],
  },
  {
    name: 'thai: a reaction to the moving news',
    ...THAI,
    answer: '# «react» 4001\n🙏',
    expect: [{ type: 'react', emoji: '🙏', messageId: 4001 }],
  },
  {
    // Thai writes without spaces: "ความคิดดี" is "good idea", the marker word only begins it.
    name: 'thai: a sentence that opens with the word for thought',
    ...THAI,
    answer: '# «send»\nความคิดดีนะ! ไปด้วยกันเสาร์นี้เลย',
    expect: [{ type: 'send', text: 'ความคิดดีนะ! ไปด้วยกันเสาร์นี้เลย' }],
  },
  {
    name: 'hebrew: right-to-left with a Latin word and a time',
    ...HEBREW,
    answer: '# «send»\nהחתול שרד! הוא ישן עכשיו על ה-router 😅\nבשבת פתוח עד 14:00',
    expect: [{ type: 'send', text: 'החתול שרד! הוא ישן עכשיו על ה-router 😅\nבשבת פתוח עד 14:00' }],
  },
  {
    name: 'hebrew: a reply quoting a brand in Latin quotes',
    ...HEBREW,
    answer: '# «send» 4003\nכן, ראיתי מטרייה כחולה ליד הדלת. כתוב עליה "IKEA" 🙂',
    expect: [{ type: 'send', text: 'כן, ראיתי מטרייה כחולה ליד הדלת. כתוב עליה "IKEA" 🙂', replyTo: 4003 }],
  },
  {
    name: 'hebrew group: a reply naming a participant',
    ...HEBREW,
    chat: 'group',
    answer: '# «send»\nאיתי, המטרייה אצלי 👍',
    expect: [{ type: 'send', text: 'איתי, המטרייה אצלי 👍', replyTo: 4005 }],
  },
  {
    // The first line addresses Dana with a colon, as people do in a group; it is not her turn.
    name: 'hebrew group: a line addressed to a participant by name and colon',
    ...HEBREW,
    chat: 'group',
    answer: '# «send»\nדנה: את בתורנות שתייה מחר 😉',
    expect: [{ type: 'send', text: 'דנה: את בתורנות שתייה מחר 😉', replyTo: 4005 }],
  },
  {
    // The zero-width non-joiner belongs to Persian spelling (زنده‌ست, شنبه‌ها).
    name: 'persian: words joined by a zero-width non-joiner',
    ...PERSIAN,
    answer: '# «send»\nگربه زنده‌ست، فقط از جعبه‌ها می‌ترسه 😂\nشنبه‌ها ساعت ۱۰ تا ۲ بازیم.',
    expect: [{ type: 'send', text: 'گربه زنده‌ست، فقط از جعبه‌ها می‌ترسه 😂\nشنبه‌ها ساعت ۱۰ تا ۲ بازیم.' }],
  },
  {
    name: 'persian: guillemets quoting someone mid-line',
    ...PERSIAN,
    answer: '# «send»\nنگار گفت «فردا میام» ولی نیومد 🙄',
    expect: [{ type: 'send', text: 'نگار گفت «فردا میام» ولی نیومد 🙄' }],
  },
  {
    name: 'persian: a link inside right-to-left text',
    ...PERSIAN,
    answer: '# «send»\nفرم ثبت‌نام اینجاست: https://example.org/form?id=42\nتا جمعه پرش کن لطفاً',
    expect: [
      { type: 'send', text: 'فرم ثبت‌نام اینجاست: https://example.org/form?id=42\nتا جمعه پرش کن لطفاً' },
    ],
  },
  {
    name: 'georgian: a plain reply',
    ...GEORGIAN,
    answer: '# «send»\nკატა გადარჩა! ☺️ შაბათს ღია ვართ 11-დან.',
    expect: [{ type: 'send', text: 'კატა გადარჩა! ☺️ შაბათს ღია ვართ 11-დან.' }],
  },
  {
    name: 'georgian: a sticker on two lines',
    ...GEORGIAN,
    answer: '# «send»\nგილოცავ ახალ ბინას! 🏠\n\n# «sticker»\nHeidiDuck\n😂',
    expect: [
      { type: 'send', text: 'გილოცავ ახალ ბინას! 🏠' },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  {
    name: 'armenian: its own exclamation mark inside a word',
    ...ARMENIAN,
    answer: '# «send»\nԿատուն ողջ է 🐈 Շաբաթ օրը բաց ենք, արի՛',
    expect: [{ type: 'send', text: 'Կատուն ողջ է 🐈 Շաբաթ օրը բաց ենք, արի՛' }],
  },
  {
    name: 'armenian: a question back, ending in the Armenian full stop',
    ...ARMENIAN,
    answer: '# «send» 4003\nՈ՞ր խանութում ես թողել, Արամ։ Մերը՞, թե՞ դիմացինը',
    expect: [{ type: 'send', text: 'Ո՞ր խանութում ես թողել, Արամ։ Մերը՞, թե՞ դիմացինը', replyTo: 4003 }],
  },
  {
    name: 'korean: laughter in jamo and doubled exclamation marks',
    ...KOREAN,
    answer: '# «send»\nㅋㅋㅋ 고양이 완전 멀쩡해요\n토요일도 열어요!! 10시부터 ㅎㅎ',
    expect: [{ type: 'send', text: 'ㅋㅋㅋ 고양이 완전 멀쩡해요\n토요일도 열어요!! 10시부터 ㅎㅎ' }],
  },
  {
    name: 'korean: a message, a wait, a second message',
    ...KOREAN,
    answer:
      '# «send»\n잠깐만요 확인해볼게요\n\n# «wait»\ndelay: 45\n\n# «send»\n네 토요일 10시~3시 영업이에요',
    expect: [
      { type: 'send', text: '잠깐만요 확인해볼게요' },
      { type: 'wait', delay: 45 },
      { type: 'send', text: '네 토요일 10시~3시 영업이에요' },
    ],
  },
  {
    // "생각해보니" is "come to think of it": the marker word opens an ordinary sentence.
    name: 'korean: a sentence opening with the word for thinking',
    ...KOREAN,
    answer: '# «send»\n생각해보니 토요일엔 제가 없어요 ㅠㅠ 지우가 열 거예요',
    expect: [{ type: 'send', text: '생각해보니 토요일엔 제가 없어요 ㅠㅠ 지우가 열 거예요' }],
  },
  {
    name: 'korean group: only a think block when nobody spoke to her',
    ...KOREAN,
    chat: 'group',
    answer: '# «think»\n민준이랑 지우 얘기라서 끼어들 필요 없음.',
    expect: [],
  },
  {
    name: 'traditional chinese: a full-width tilde and punctuation',
    ...CHINESE,
    answer: '# «send»\n貓咪平安啦～只是躲在洗衣籃裡不肯出來 😹\n週六有開，10點到下午3點喔！',
    expect: [{ type: 'send', text: '貓咪平安啦～只是躲在洗衣籃裡不肯出來 😹\n週六有開，10點到下午3點喔！' }],
  },
  {
    name: 'traditional chinese: a message opening with corner brackets',
    ...CHINESE,
    answer: '# «send» 4003\n「藍色那把」對吧？我明天早上幫你看看',
    expect: [{ type: 'send', text: '「藍色那把」對吧？我明天早上幫你看看', replyTo: 4003 }],
  },
  {
    // "分析得很對" is "you analysed it right": the marker word is the sentence's verb.
    name: 'traditional chinese: a sentence opening with the word for analysis',
    ...CHINESE,
    answer: '# «send»\n分析得很對，就是那把藍色的傘 ☂️',
    expect: [{ type: 'send', text: '分析得很對，就是那把藍色的傘 ☂️' }],
  },
  {
    name: 'bengali: digits and danda of its own',
    ...BENGALI,
    answer: '# «send»\nবিড়ালটা একদম ঠিক আছে 😄 শনিবার খোলা, সকাল ১০টা থেকে।',
    expect: [{ type: 'send', text: 'বিড়ালটা একদম ঠিক আছে 😄 শনিবার খোলা, সকাল ১০টা থেকে।' }],
  },
  {
    name: 'bengali: a message and a note to remember',
    ...BENGALI,
    answer: '# «send»\nআচ্ছা, মনে রাখলাম!\n\n# «note»\nArif-এর ছাতা নীল, দোকানে রাখা আছে',
    expect: [{ type: 'send', text: 'আচ্ছা, মনে রাখলাম!' }, { type: 'note' }],
  },
  {
    name: 'tamil: a plain reply',
    ...TAMIL,
    answer: '# «send»\nபூனை நல்லா இருக்கு 😊 சனிக்கிழமை திறந்திருக்கும், காலை 10 மணி முதல்.',
    expect: [{ type: 'send', text: 'பூனை நல்லா இருக்கு 😊 சனிக்கிழமை திறந்திருக்கும், காலை 10 மணி முதல்.' }],
  },
  {
    name: 'tamil: code-mixed with English, as people chat',
    ...TAMIL,
    answer: '# «send»\nsemma! பூனை safe-ஆ வந்துடுச்சு. Saturday open dhaan 👍',
    expect: [{ type: 'send', text: 'semma! பூனை safe-ஆ வந்துடுச்சு. Saturday open dhaan 👍' }],
  },
  {
    name: 'tamil group: a reply to an earlier message by id',
    ...TAMIL,
    chat: 'group',
    answer: '# «send» 4003\nகுடை கடையில தான் இருக்கு, கவலைப்படாதீங்க',
    expect: [{ type: 'send', text: 'குடை கடையில தான் இருக்கு, கவலைப்படாதீங்க', replyTo: 4003 }],
  },
  {
    name: 'swahili: a plain reply',
    ...SWAHILI,
    answer: '# «send»\nPaka yuko salama kabisa 😂 Jumamosi tuko wazi kuanzia saa nne asubuhi.',
    expect: [
      { type: 'send', text: 'Paka yuko salama kabisa 😂 Jumamosi tuko wazi kuanzia saa nne asubuhi.' },
    ],
  },
  {
    name: 'swahili: slang and a question back',
    ...SWAHILI,
    answer: '# «send»\nPoa sana! Mambo vipi Juma? Mwavuli wako niliuona karibu na mlango, ni wa bluu kweli?',
    expect: [
      {
        type: 'send',
        text: 'Poa sana! Mambo vipi Juma? Mwavuli wako niliuona karibu na mlango, ni wa bluu kweli?',
      },
    ],
  },
  {
    name: 'amharic: ethiopic full stop',
    ...AMHARIC,
    answer: '# «send»\nድመቷ ደህና ናት 😊 ቅዳሜ ክፍት ነን።',
    expect: [{ type: 'send', text: 'ድመቷ ደህና ናት 😊 ቅዳሜ ክፍት ነን።' }],
  },
  {
    // A lead-in ending in a colon over an unquoted list is the persona's own shopping list.
    name: 'amharic: a shopping list under a line ending in a colon',
    ...AMHARIC,
    answer: '# «send»\nለቅዳሜ የሚያስፈልገን:\n- ዳቦ\n- ቡና\n- ስኳር',
    expect: [{ type: 'send', text: 'ለቅዳሜ የሚያስፈልገን:\n- ዳቦ\n- ቡና\n- ስኳር' }],
  },
  {
    name: 'amharic: a heart reaction',
    ...AMHARIC,
    answer: '# «react»\n❤️',
    expect: [{ type: 'react', emoji: '❤', messageId: 4005 }],
  },
  {
    name: 'greek: the Greek question mark and ano teleia',
    ...GREEK,
    answer: '# «send»\nΗ γάτα μια χαρά είναι! 😸 Το Σάββατο είμαστε ανοιχτά 10:00–15:00· θα έρθεις;',
    expect: [
      { type: 'send', text: 'Η γάτα μια χαρά είναι! 😸 Το Σάββατο είμαστε ανοιχτά 10:00–15:00· θα έρθεις;' },
    ],
  },
  {
    name: 'greek: guillemets inside a reply',
    ...GREEK,
    answer: '# «send» 4003\nΤο «μπλε» ή το μαύρο; Είδα ένα δίπλα στην πόρτα.',
    expect: [{ type: 'send', text: 'Το «μπλε» ή το μαύρο; Είδα ένα δίπλα στην πόρτα.', replyTo: 4003 }],
  },
  {
    name: 'greek: a plain note label opening the message',
    ...GREEK,
    answer: '# «send»\nΣημείωση: το Σάββατο κλείνουμε στις 2, όχι στις 3.',
    expect: [{ type: 'send', text: 'Σημείωση: το Σάββατο κλείνουμε στις 2, όχι στις 3.' }],
  },
  {
    name: 'greek group: a think block then a reply',
    ...GREEK,
    chat: 'group',
    answer: '# «think»\nΗ Μαρία ρωτάει εμένα για το Σάββατο.\n\n# «send»\nΝαι, ανοιχτά το Σάββατο!',
    expect: [{ type: 'send', text: 'Ναι, ανοιχτά το Σάββατο!', replyTo: 4005 }],
  },
  {
    name: 'czech: two lines with diacritics',
    ...CZECH,
    answer: '# «send»\nKočka přežila, jen se dva dny urážela 😾\nV sobotu máme otevřeno 9–13.',
    expect: [
      { type: 'send', text: 'Kočka přežila, jen se dva dny urážela 😾\nV sobotu máme otevřeno 9–13.' },
    ],
  },
  {
    name: 'czech: low-high quotes and bold a person typed',
    ...CZECH,
    answer: '# «send»\nOndřej psal „v pohodě“, tak snad jo. **Sobota platí!**',
    expect: [{ type: 'send', text: 'Ondřej psal „v pohodě“, tak snad jo. **Sobota platí!**' }],
  },
  {
    name: 'czech: a remember block beside the reply',
    ...CZECH,
    answer: '# «send»\nJasně, deštník ti schovám.\n\n# «remember»\nKlára nechala v obchodě modrý deštník.',
    expect: [{ type: 'send', text: 'Jasně, deštník ti schovám.' }, { type: 'remember' }],
  },
  {
    name: 'finnish: a plain reply with colloquial spelling',
    ...FINNISH,
    answer: '# «send»\nKissa selvis hengissä 😅 lauantaina auki klo 10–14',
    expect: [{ type: 'send', text: 'Kissa selvis hengissä 😅 lauantaina auki klo 10–14' }],
  },
  {
    name: 'finnish group: a short answer, a wait, a sticker',
    ...FINNISH,
    chat: 'group',
    answer: '# «send»\nAuki ollaan!\n\n# «wait»\n2 min\n\n# «sticker» HeidiDuck 👋',
    expect: [
      { type: 'send', text: 'Auki ollaan!', replyTo: 4005 },
      { type: 'wait', delay: 120 },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
  {
    name: 'hungarian: a plain reply',
    ...HUNGARIAN,
    answer: '# «send»\nA macska túlélte, csak morcos 😼\nSzombaton nyitva vagyunk, 9-től.',
    expect: [{ type: 'send', text: 'A macska túlélte, csak morcos 😼\nSzombaton nyitva vagyunk, 9-től.' }],
  },
  {
    name: 'hungarian: nested quotation marks of its own',
    ...HUNGARIAN,
    answer: '# «send»\nBence azt írta: „a cica szerint »ez nem az én házam«” 😂',
    expect: [{ type: 'send', text: 'Bence azt írta: „a cica szerint »ez nem az én házam«” 😂' }],
  },
  {
    name: 'hungarian: one stretched word in capitals in a direct chat',
    ...HUNGARIAN,
    answer: '# «send»\nIGEEEN 😍',
    expect: [{ type: 'send', text: 'IGEEEN 😍' }],
  },
];
