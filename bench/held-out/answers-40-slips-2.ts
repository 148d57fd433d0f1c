import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  AMHARIC,
  ARABIC,
  HAUSA,
  HEBREW,
  INDONESIAN,
  MALAY,
  PERSIAN,
  SWAHILI,
  TAGALOG,
  TURKISH,
  withTarget,
  YORUBA,
} from './answers-40-scenes.js';

/** Slips of African, Middle Eastern and island Southeast Asian personas, each family written anew. */
export const SLIPS_40_2: CorpusEntry[] = [
  {
    name: 'Indonesian group: a bold speaker label and a reply_to key line, two slips',
    ...INDONESIAN,
    chat: 'group',
    callout: true,
    answer: `# «send»
**Sekar:** Jadi dong, Minggu jam 4. Bawa camilan aja!
reply_to: 4005`,
    expect: [{ type: 'send', text: 'Jadi dong, Minggu jam 4. Bawa camilan aja!', replyTo: 4005 }],
  },
  {
    name: 'Indonesian group: the whole answer inside a response element, no heading',
    ...INDONESIAN,
    chat: 'group',
    callout: true,
    answer: '<response>Jadi! Kamu bawa risol ya, aku yang bikin es buah</response>',
    expect: [{ type: 'send', text: 'Jadi! Kamu bawa risol ya, aku yang bikin es buah', replyTo: 4005 }],
  },
  {
    name: 'Indonesian group: not addressed, an all-caps silence token',
    ...withTarget(INDONESIAN, 'Dimas, transferan iuran bulan lalu udah masuk belum?'),
    chat: 'group',
    answer: 'SKIP_TURN',
    expect: [],
  },
  {
    name: 'Malay: a sticker narrated in Malay',
    ...MALAY,
    answer: '*hantar stiker 😴*',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😴' }],
  },
  {
    name: 'Malay: a closing line in Malay on the tone kept',
    ...MALAY,
    answer: `# «send»
Boleh, nanti aku singgah kedai Kak Nor lepas kerja 😊

(Nota: saya kekalkan nada santai dan mesra.)`,
    expect: [{ type: 'send', text: 'Boleh, nanti aku singgah kedai Kak Nor lepas kerja 😊' }],
  },
  {
    name: 'Malay: a sticker written as the history shows one, under her own new header',
    ...MALAY,
    answer: '⟦#4006 Aisyah 10:02⟧ the sticker `👋` from the sticker set `HeidiDuck`',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '👋' }],
  },
  {
    name: 'Tagalog group: narrated silence naming her, not addressed',
    ...withTarget(TAGALOG, 'Paolo, ikaw na bumili ng gas para sa van ha'),
    chat: 'group',
    answer: '(Hindi sumagot si Ligaya.)',
    expect: [],
  },
  {
    name: 'Tagalog group: the Tagalog word for answer as a block name, beside a reaction',
    ...TAGALOG,
    chat: 'group',
    callout: true,
    answer: `# «sagot»
Oo sama ako! Dala ko yung JBL 🔊
# «react» 🔥`,
    expect: [
      { type: 'send', text: 'Oo sama ako! Dala ko yung JBL 🔊', replyTo: 4005 },
      { type: 'react', emoji: '🔥', messageId: 4005 },
    ],
  },
  {
    name: 'Swahili: an addressee in Swahili on the heading line',
    ...SWAHILI,
    answer: `# «send» kwa Juma
Ndiyo, mwavuli wako uko hapa kwangu. Nitakuletea Jumamosi`,
    expect: [{ type: 'send', text: 'Ndiyo, mwavuli wako uko hapa kwangu. Nitakuletea Jumamosi' }],
  },
  {
    name: 'Swahili: a thinking label in Swahili opening the body',
    ...SWAHILI,
    answer: `# «send»
Mawazo: Juma anauliza kuhusu mwavuli, nijibu kwa ufupi.
Ndiyo niliuona! Uko nyuma ya mlango 😊`,
    expect: [{ type: 'send', text: 'Ndiyo niliuona! Uko nyuma ya mlango 😊' }],
  },
  {
    name: 'Swahili: an answer of one word joiner only',
    ...SWAHILI,
    answer: '\u2060',
    expect: [],
  },
  {
    name: 'Amharic: a speaker label in Ethiopic with a colon',
    ...AMHARIC,
    answer: `# «send»
ሰላም: አዎ ቅዳሜ እመጣለሁ፣ ሰባት ሰዓት ላይ`,
    expect: [{ type: 'send', text: 'አዎ ቅዳሜ እመጣለሁ፣ ሰባት ሰዓት ላይ' }],
  },
  {
    name: 'Amharic: the only block cut at the output limit',
    ...AMHARIC,
    truncated: true,
    answer: `# «send»
አዎ እመጣለሁ፣ ግን መጀመሪያ ወደ ገበያ`,
    expect: [],
    withheld: ['truncated'],
  },
  {
    name: 'Hausa group: a Hausa thinking label before the message',
    ...HAUSA,
    chat: 'group',
    callout: true,
    answer: `# «send»
Tunani: Zainab tana tambaya ko zan zo, zan amsa da eh.
Eh zan zo! Mu haɗu bayan Azahar`,
    expect: [{ type: 'send', text: 'Eh zan zo! Mu haɗu bayan Azahar', replyTo: 4005 }],
  },
  {
    name: 'Hausa group: a reaction heading and a message heading on one line',
    ...HAUSA,
    chat: 'group',
    callout: true,
    answer: '# «react» 👍 # «send» Zan zo insha Allahu, mu haɗu a bakin kasuwa',
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      { type: 'send', text: 'Zan zo insha Allahu, mu haɗu a bakin kasuwa', replyTo: 4005 },
    ],
  },
  {
    name: 'Hausa group: a JSON task list with a message and a reaction',
    ...HAUSA,
    chat: 'group',
    callout: true,
    answer: '[{"type": "send", "text": "Zan zo, kar ki damu"}, {"type": "react", "emoji": "🙏"}]',
    expect: [
      { type: 'send', text: 'Zan zo, kar ki damu', replyTo: 4005 },
      { type: 'react', emoji: '🙏', messageId: 4005 },
    ],
  },
  {
    name: "Yoruba: Ṣeun's message under its transcript header echoed, then the answer",
    ...YORUBA,
    answer: `# «send»
⟦#4005 Ṣeun 09:12⟧ Ṣé o rí agboòrùn búlúù mi? Mo rò pé mo fi sílẹ̀ sọ́dọ̀ rẹ
# «send»
Mo rí i! Ó wà lẹ́yìn ilẹ̀kùn mi`,
    expect: [{ type: 'send', text: 'Mo rí i! Ó wà lẹ́yìn ilẹ̀kùn mi' }],
  },
  {
    name: 'Yoruba: a signature in her name closing the message',
    ...YORUBA,
    answer: `# «send»
Màá wá síbi ìsọmọlórúkọ, ẹ kí Màmá fún mi
— Títí`,
    expect: [{ type: 'send', text: 'Màá wá síbi ìsọmọlórúkọ, ẹ kí Màmá fún mi' }],
  },
  {
    name: 'Yoruba: text and reply_to key lines naming the mother question',
    ...YORUBA,
    answer: `# «send»
text: Ẹ sọ fún Màmá pé màá wá dájúdájú
reply_to: 4003`,
    expect: [{ type: 'send', text: 'Ẹ sọ fún Màmá pé màá wá dájúdájú', replyTo: 4003 }],
  },
  {
    name: 'Arabic group: a narrated smile naming her on its own line',
    ...ARABIC,
    chat: 'group',
    callout: true,
    answer: `# «send»
(ليلى تبتسم)
جاية أكيد! بس قولوا للمطعم يخلّوا الحلو لآخر شي`,
    expect: [{ type: 'send', text: 'جاية أكيد! بس قولوا للمطعم يخلّوا الحلو لآخر شي', replyTo: 4005 }],
  },
  {
    name: 'Arabic group: not addressed, a silence token',
    ...withTarget(ARABIC, 'سامي، احجز لي مكان بالسيارة معك'),
    chat: 'group',
    answer: 'NO_RESPONSE',
    expect: [],
  },
  {
    name: 'Arabic group: a heading in ornate Arabic parentheses',
    ...ARABIC,
    chat: 'group',
    callout: true,
    answer: `# ﴾send﴿
جاية، بس بتأخر شوي بسبب الشغل`,
    expect: [{ type: 'send', text: 'جاية، بس بتأخر شوي بسبب الشغل', replyTo: 4005 }],
  },
  {
    // Right-to-left models often open lines with a direction mark; the heading is still a heading.
    name: 'Arabic group: a right-to-left mark before the heading',
    ...ARABIC,
    chat: 'group',
    callout: true,
    answer: `\u200F# «send»
أكيد جاية، الساعة ثمانية؟`,
    expect: [{ type: 'send', text: 'أكيد جاية، الساعة ثمانية؟', replyTo: 4005 }],
  },
  {
    name: 'Arabic group: a thinking label in Arabic, then the message',
    ...ARABIC,
    chat: 'group',
    callout: true,
    answer: `# «send»
التفكير: سامي يسأل إذا كنت جاية، لازم أرد بشكل قصير.
إي جاية! شو بدكم أجيب معي؟`,
    expect: [{ type: 'send', text: 'إي جاية! شو بدكم أجيب معي؟', replyTo: 4005 }],
  },
  {
    name: 'Persian: the Persian word for send as the only block',
    ...PERSIAN,
    answer: `# «ارسال»
آره اینجاست، کنار جاکفشی. فردا میارمش`,
    expect: [{ type: 'send', text: 'آره اینجاست، کنار جاکفشی. فردا میارمش' }],
  },
  {
    name: 'Persian: a bold speaker label in her script',
    ...PERSIAN,
    answer: `# «send»
**شیرین:** آره چترت پیش منه، شب یلدا میارمش`,
    expect: [{ type: 'send', text: 'آره چترت پیش منه، شب یلدا میارمش' }],
  },
  {
    name: 'Persian: a thought in brackets, labelled in Persian, before the message',
    ...PERSIAN,
    answer: `# «send»
(فکر: باید کوتاه و گرم جواب بدم)
حتماً میام! انار دونه‌کرده هم میارم`,
    expect: [{ type: 'send', text: 'حتماً میام! انار دونه‌کرده هم میارم' }],
  },
  {
    name: 'Hebrew group: a narrated nod naming her before the message, on one line',
    ...HEBREW,
    chat: 'group',
    callout: true,
    answer: `# «send»
*נועה מהנהנת* באה! אני עם הרכב, אוספת מהרכבת`,
    expect: [{ type: 'send', text: 'באה! אני עם הרכב, אוספת מהרכבת', replyTo: 4005 }],
  },
  {
    name: 'Hebrew group: an offer in Hebrew to make it lighter, after the message',
    ...HEBREW,
    chat: 'group',
    callout: true,
    answer: `# «send»
באה בטח! יש לי מקום לעוד שניים

רוצה שאנסח את זה בצורה יותר קלילה?`,
    expect: [{ type: 'send', text: 'באה בטח! יש לי מקום לעוד שניים', replyTo: 4005 }],
  },
  {
    name: 'Hebrew group: not addressed, italic no-response in Hebrew',
    ...withTarget(HEBREW, 'איתי, אתה מביא את השמשייה הגדולה?'),
    chat: 'group',
    answer: '_אין תגובה_',
    expect: [],
  },
  {
    name: 'Turkish: a JSON body with Turkish keys',
    ...TURKISH,
    answer: `# «send»
{"mesaj": "Evet burada, kapının yanında. Cumartesi getiririm", "ton": "samimi"}`,
    expect: [{ type: 'send', text: 'Evet burada, kapının yanında. Cumartesi getiririm' }],
  },
  {
    name: 'Turkish: a bracketed note on the tone closing the answer',
    ...TURKISH,
    answer: `# «send»
Şemsiyen bende, merak etme ☂️ Cumartesi kahvaltıya getiririm

(Samimi ve kısa bir ton kullandım.)`,
    expect: [{ type: 'send', text: 'Şemsiyen bende, merak etme ☂️ Cumartesi kahvaltıya getiririm' }],
  },
  {
    name: 'Turkish: the user analysed in Turkish, in a block of its own before the message',
    ...TURKISH,
    answer: `# «send»
Kullanıcı şemsiyesini soruyor ve cumartesi kahvaltısını hatırlatıyor. İki konuya da değineceğim.
# «send»
Şemsiyen bende! Cumartesi kahvaltıda veririm, annene selam 🌷`,
    expect: [{ type: 'send', text: 'Şemsiyen bende! Cumartesi kahvaltıda veririm, annene selam 🌷' }],
  },
];
