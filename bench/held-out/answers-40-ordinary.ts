import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  AMHARIC,
  ARABIC,
  BENGALI,
  HAUSA,
  HEBREW,
  HINDI,
  INDONESIAN,
  MALAY,
  MARATHI,
  PERSIAN,
  SWAHILI,
  TAGALOG,
  TAMIL,
  TELUGU,
  THAI,
  TURKISH,
  URDU,
  VIETNAMESE,
  withTarget,
  YORUBA,
} from './answers-40-scenes.js';

/** Well-formed answers, and the persona's own messages that merely look unusual: all sent as meant. */
export const ORDINARY_40: CorpusEntry[] = [
  {
    name: 'Hindi: two messages answering the umbrella question',
    ...HINDI,
    answer: `# «send»
अरे हाँ! तुम्हारी नीली छतरी मेरी अलमारी के पास ही रखी है ☂️
# «send»
कल ऑफिस जाते वक्त दे दूँगी`,
    expect: [
      { type: 'send', text: 'अरे हाँ! तुम्हारी नीली छतरी मेरी अलमारी के पास ही रखी है ☂️' },
      { type: 'send', text: 'कल ऑफिस जाते वक्त दे दूँगी' },
    ],
  },
  {
    name: 'Hindi: a reaction to the mother question and a reply to it by id',
    ...HINDI,
    answer: `# «react» 🙏 4003
# «send» 4003
आंटी से कहना मैं ज़रूर आऊँगी, खीर मेरी तरफ़ से!`,
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4003 },
      { type: 'send', text: 'आंटी से कहना मैं ज़रूर आऊँगी, खीर मेरी तरफ़ से!', replyTo: 4003 },
    ],
  },
  {
    name: 'Hindi: a pinned-style update opening with an emoji and a colon',
    ...HINDI,
    answer: `# «send»
📌 ताज़ा अपडेट: रविवार को 1 बजे लंच, छतरी भी साथ लाऊँगी`,
    expect: [{ type: 'send', text: '📌 ताज़ा अपडेट: रविवार को 1 बजे लंच, छतरी भी साथ लाऊँगी' }],
  },
  {
    name: 'Marathi group: bold word in a reply to the torch question',
    ...MARATHI,
    chat: 'group',
    callout: true,
    answer: `# «send»
हो, टॉर्च आणते! **पण** बॅटरी तुम्ही आणा 😄`,
    expect: [{ type: 'send', text: 'हो, टॉर्च आणते! **पण** बॅटरी तुम्ही आणा 😄', replyTo: 4005 }],
  },
  {
    name: 'Marathi group: not addressed, a private note only',
    ...withTarget(MARATHI, 'केतकी, तू गाडी घेऊन येशील का? मला पिकअप हवा आहे'),
    chat: 'group',
    answer: `# «think»
हा प्रश्न केतकीसाठी आहे, मी मध्ये बोलायची गरज नाही.`,
    expect: [],
  },
  {
    // Participants' names opening lines of a list of who brings what: the persona's own message.
    name: 'Marathi group: a list of who brings what, each line opened by a name',
    ...MARATHI,
    chat: 'group',
    callout: true,
    answer: `# «send»
ठरलं तर, कोण काय आणणार:
ओंकार: पोहे
केतकी: चहाचा थर्मास
मी: टॉर्च आणि बॅटऱ्या 🔦`,
    expect: [
      {
        type: 'send',
        text: 'ठरलं तर, कोण काय आणणार:\nओंकार: पोहे\nकेतकी: चहाचा थर्मास\nमी: टॉर्च आणि बॅटऱ्या 🔦',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'Bengali: dari punctuation and a question back',
    ...BENGALI,
    answer: `# «send»
শনিবার সন্ধ্যায় ফাঁকা আছি। কোথায় যাবি? কফি হাউস?`,
    expect: [{ type: 'send', text: 'শনিবার সন্ধ্যায় ফাঁকা আছি। কোথায় যাবি? কফি হাউস?' }],
  },
  {
    name: 'Bengali: a message, a wait of twenty minutes, a second message',
    ...BENGALI,
    answer: `# «send»
দাঁড়া, মায়ের সাথে একবার কথা বলে নিই
# «wait»
delay: 20 min
# «send»
মা বলল ঠিক আছে, শনিবার সাতটায় 🎉`,
    expect: [
      { type: 'send', text: 'দাঁড়া, মায়ের সাথে একবার কথা বলে নিই' },
      { type: 'wait', delay: 1200 },
      { type: 'send', text: 'মা বলল ঠিক আছে, শনিবার সাতটায় 🎉' },
    ],
  },
  {
    name: 'Tamil group: reply first, then a fire reaction on the question',
    ...TAMIL,
    chat: 'group',
    callout: true,
    answer: `# «send»
வர்றேன் வர்றேன்! 🏏 ஏழு மணிக்கு முன்னாடியே வந்துடுவேன்
# «react» 🔥`,
    expect: [
      { type: 'send', text: 'வர்றேன் வர்றேன்! 🏏 ஏழு மணிக்கு முன்னாடியே வந்துடுவேன்', replyTo: 4005 },
      { type: 'react', emoji: '🔥', messageId: 4005 },
    ],
  },
  {
    name: 'Tamil group: Tanglish with a typo and laughter',
    ...TAMIL,
    chat: 'group',
    callout: true,
    answer: `# «send»
kandippa varen da 😂 biriyani ku wait pannren, Divya late aagatha plz`,
    expect: [
      {
        type: 'send',
        text: 'kandippa varen da 😂 biriyani ku wait pannren, Divya late aagatha plz',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'Telugu: a numbered plan for Saturday',
    ...TELUGU,
    answer: `# «send»
శనివారం ఓకే! ప్లాన్:
1. ఉదయం 11కి బట్టల షాపు
2. మధ్యాహ్నం బిర్యానీ 😋
3. సాయంత్రం అమ్మమ్మకి గిఫ్ట్`,
    expect: [
      {
        type: 'send',
        text: 'శనివారం ఓకే! ప్లాన్:\n1. ఉదయం 11కి బట్టల షాపు\n2. మధ్యాహ్నం బిర్యానీ 😋\n3. సాయంత్రం అమ్మమ్మకి గిఫ్ట్',
      },
    ],
  },
  {
    name: 'Telugu: a reaction to the photos by id, then a message',
    ...TELUGU,
    answer: `# «react» 4001
😍
# «send»
శనివారం ఫ్రీ నే! ఎక్కడికి వెళ్దాం?`,
    expect: [
      { type: 'react', emoji: '😍', messageId: 4001 },
      { type: 'send', text: 'శనివారం ఫ్రీ నే! ఎక్కడికి వెళ్దాం?' },
    ],
  },
  {
    name: 'Urdu: right-to-left text with a Latin digit and the Urdu full stop',
    ...URDU,
    answer: `# «send»
جی ہاں، آپ کی چھتری میرے پاس ہے۔ کل شام 5 بجے چائے پر لے آؤں گی`,
    expect: [{ type: 'send', text: 'جی ہاں، آپ کی چھتری میرے پاس ہے۔ کل شام 5 بجے چائے پر لے آؤں گی' }],
  },
  {
    name: 'Urdu: a note to self and the answer',
    ...URDU,
    answer: `# «note»
بلال کی نیلی چھتری میرے پاس ہے، اتوار تک واپس کرنی ہے
# «send»
ہاں مل گئی! فکر نہ کرو، سنبھال کر رکھی ہے`,
    expect: [{ type: 'note' }, { type: 'send', text: 'ہاں مل گئی! فکر نہ کرو، سنبھال کر رکھی ہے' }],
  },
  {
    name: 'Thai group: laughter written as 555 and a stretched vowel',
    ...THAI,
    chat: 'group',
    callout: true,
    answer: `# «send»
ไปจ้าาา 555 เลี้ยงชาเย็นจริงนะ ห้ามเบี้ยว`,
    expect: [{ type: 'send', text: 'ไปจ้าาา 555 เลี้ยงชาเย็นจริงนะ ห้ามเบี้ยว', replyTo: 4005 }],
  },
  {
    name: 'Thai group: two others planning, a private note only',
    ...withTarget(THAI, 'พลอย เดี๋ยวเราไปรับที่ BTS หมอชิตนะ'),
    chat: 'group',
    answer: `# «think»
ต้นคุยกับพลอยเรื่องนัดรับ ไม่ได้ถามเรา`,
    expect: [],
  },
  {
    name: 'Vietnamese: two messages, the second about the umbrella',
    ...VIETNAMESE,
    answer: `# «send»
Dạ rảnh ạ! Phở Thìn nha anh 😋
# «send»
Còn cái ô thì chị chủ quán cất giúp anh rồi`,
    expect: [
      { type: 'send', text: 'Dạ rảnh ạ! Phở Thìn nha anh 😋' },
      { type: 'send', text: 'Còn cái ô thì chị chủ quán cất giúp anh rồi' },
    ],
  },
  {
    name: 'Vietnamese: a sticker, then a short message',
    ...VIETNAMESE,
    answer: `# «sticker»
HeidiDuck
😂
# «send»
Thứ Bảy em rảnh nha`,
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
      { type: 'send', text: 'Thứ Bảy em rảnh nha' },
    ],
  },
  {
    name: 'Indonesian group: slang, laughter and a bring-list',
    ...INDONESIAN,
    chat: 'group',
    callout: true,
    answer: `# «send»
Jadi dong wkwkwk. Bawa:
- gorengan
- es teh
- semangat 💪`,
    expect: [
      { type: 'send', text: 'Jadi dong wkwkwk. Bawa:\n- gorengan\n- es teh\n- semangat 💪', replyTo: 4005 },
    ],
  },
  {
    // A hashtag opening a line is no Markdown heading: there is no space after the mark.
    name: 'Indonesian group: a hashtag alone on the last line',
    ...INDONESIAN,
    chat: 'group',
    callout: true,
    answer: `# «send»
Jadi! Minggu jam 4 di rumahku, jangan telat ya
#ArisanMingguIni 🎉`,
    expect: [
      {
        type: 'send',
        text: 'Jadi! Minggu jam 4 di rumahku, jangan telat ya\n#ArisanMingguIni 🎉',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'Malay: a favour agreed, a question back',
    ...MALAY,
    answer: `# «send»
Boleh, no hal! Nak berapa bungkus? Kuih lapis ke seri muka?`,
    expect: [{ type: 'send', text: 'Boleh, no hal! Nak berapa bungkus? Kuih lapis ke seri muka?' }],
  },
  {
    name: 'Malay: a memory kept and a reply',
    ...MALAY,
    answer: `# «remember»
Faiz suka kuih seri muka dari kedai Kak Nor
# «send»
Esok lepas Zohor aku singgah kedai Kak Nor 👍`,
    expect: [{ type: 'remember' }, { type: 'send', text: 'Esok lepas Zohor aku singgah kedai Kak Nor 👍' }],
  },
  {
    name: 'Tagalog group: Taglish with an emoji',
    ...TAGALOG,
    chat: 'group',
    callout: true,
    answer: `# «send»
Game! Ako na bahala sa speaker 🔊 Basta kayo sa pulutan ha`,
    expect: [
      { type: 'send', text: 'Game! Ako na bahala sa speaker 🔊 Basta kayo sa pulutan ha', replyTo: 4005 },
    ],
  },
  {
    name: 'Tagalog group: quoting a friend in double quotes inside the message',
    ...TAGALOG,
    chat: 'group',
    callout: true,
    answer: `# «send»
Sama ako! Sabi nga ni Jen "basta may bulalo" kaya dapat maaga tayo 😂`,
    expect: [
      {
        type: 'send',
        text: 'Sama ako! Sabi nga ni Jen "basta may bulalo" kaya dapat maaga tayo 😂',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'Swahili: the umbrella found, an aside in brackets inside the line',
    ...SWAHILI,
    answer: `# «send»
Samahani kwa kuchelewa (nilikuwa sokoni) — mwavuli wako uko hapa, nitakuletea kesho asubuhi 😊`,
    expect: [
      {
        type: 'send',
        text: 'Samahani kwa kuchelewa (nilikuwa sokoni) — mwavuli wako uko hapa, nitakuletea kesho asubuhi 😊',
      },
    ],
  },
  {
    name: 'Swahili: a thumbs-up reaction only',
    ...SWAHILI,
    answer: '# «react» 👍',
    expect: [{ type: 'react', emoji: '👍', messageId: 4005 }],
  },
  {
    name: 'Amharic: Ethiopic full stops and comma',
    ...AMHARIC,
    answer: `# «send»
አዎ እመጣለሁ። ስድስት ሰዓት ላይ እደርሳለሁ፣ ቡናውን አትርሺ።`,
    expect: [{ type: 'send', text: 'አዎ እመጣለሁ። ስድስት ሰዓት ላይ እደርሳለሁ፣ ቡናውን አትርሺ።' }],
  },
  {
    // The persona's name is the Amharic greeting: a message opening with it greets, it is no label.
    name: 'Amharic: a message opening with the greeting that is also her name',
    ...AMHARIC,
    answer: `# «send»
ሰላም ዳዊት! ቅዳሜ በደስታ እመጣለሁ፣ ሰባት ሰዓት ይመችሃል?`,
    expect: [{ type: 'send', text: 'ሰላም ዳዊት! ቅዳሜ በደስታ እመጣለሁ፣ ሰባት ሰዓት ይመችሃል?' }],
  },
  {
    name: 'Amharic: a waving sticker, then a line',
    ...AMHARIC,
    answer: `# «sticker»
HeidiDuck :: 👋
# «send»
ቅዳሜ እንገናኝ!`,
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
      { type: 'send', text: 'ቅዳሜ እንገናኝ!' },
    ],
  },
  {
    name: 'Hausa group: hooked letters in a reply',
    ...HAUSA,
    chat: 'group',
    callout: true,
    answer: `# «send»
Zan zo insha Allahu! Mu haɗu a bakin kasuwa, zan taimaka miki ki zaɓi atamfa mai kyau 😊`,
    expect: [
      {
        type: 'send',
        text: 'Zan zo insha Allahu! Mu haɗu a bakin kasuwa, zan taimaka miki ki zaɓi atamfa mai kyau 😊',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'Yoruba: tone marks and underdots',
    ...YORUBA,
    answer: `# «send»
Bẹ́ẹ̀ ni, agboòrùn rẹ wà lọ́dọ̀ mi. Màá gbé e wá lọ́la 😊`,
    expect: [{ type: 'send', text: 'Bẹ́ẹ̀ ni, agboòrùn rẹ wà lọ́dọ̀ mi. Màá gbé e wá lọ́la 😊' }],
  },
  {
    name: 'Arabic group: a reply with shadda and an emoji',
    ...ARABIC,
    chat: 'group',
    callout: true,
    answer: `# «send»
أكيد جاية 😍 بس خلّوا لي مكان جنب الشباك`,
    expect: [{ type: 'send', text: 'أكيد جاية 😍 بس خلّوا لي مكان جنب الشباك', replyTo: 4005 }],
  },
  {
    name: 'Arabic group: one message to the target, one to Nour by id',
    ...ARABIC,
    chat: 'group',
    callout: true,
    answer: `# «send»
جاية إن شاء الله، الشغل بيخلص الساعة ٧
# «send» 4003
ولا يهمك يا نور، بنستناكي`,
    expect: [
      { type: 'send', text: 'جاية إن شاء الله، الشغل بيخلص الساعة ٧', replyTo: 4005 },
      { type: 'send', text: 'ولا يهمك يا نور، بنستناكي', replyTo: 4003 },
    ],
  },
  {
    name: 'Persian: zero-width non-joiners inside words',
    ...PERSIAN,
    answer: `# «send»
آره پیش منه! فردا می‌آرمش، نگران نباش`,
    expect: [{ type: 'send', text: 'آره پیش منه! فردا می‌آرمش، نگران نباش' }],
  },
  {
    // Persian quotes with guillemets: a quotation opening the message is no heading.
    name: 'Persian: a message opening with a quotation in guillemets',
    ...PERSIAN,
    answer: `# «send»
«یلدا بدون انار نمیشه» اینو مامانم همیشه میگه 😄 حتماً میام`,
    expect: [{ type: 'send', text: '«یلدا بدون انار نمیشه» اینو مامانم همیشه میگه 😄 حتماً میام' }],
  },
  {
    name: 'Persian: the word for message inside a real message',
    ...PERSIAN,
    answer: `# «send»
پیام صوتیت رو الان گوش دادم، آره چترت اینجاست`,
    expect: [{ type: 'send', text: 'پیام صوتیت رو الان گوش دادم، آره چترت اینجاست' }],
  },
  {
    name: 'Hebrew group: an offer of a lift',
    ...HEBREW,
    chat: 'group',
    callout: true,
    answer: `# «send»
ברור! אני אוספת את מי שצריך, יש לי מקום לשלושה 🚗`,
    expect: [{ type: 'send', text: 'ברור! אני אוספת את מי שצריך, יש לי מקום לשלושה 🚗', replyTo: 4005 }],
  },
  {
    // A right-to-left mark after a time keeps the line's order right; it is part of the message.
    name: 'Hebrew group: a direction mark after a time and a maqaf',
    ...HEBREW,
    chat: 'group',
    callout: true,
    answer: `# «send»
יוצאת ב־7:30\u200F, תהיו מוכנים בחניה`,
    expect: [{ type: 'send', text: 'יוצאת ב־7:30\u200F, תהיו מוכנים בחניה', replyTo: 4005 }],
  },
  {
    name: 'Turkish: the umbrella, warmly',
    ...TURKISH,
    answer: `# «send»
Evet sende unuttun 😄 Kapının yanında duruyor, cumartesi kahvaltıya getiririm`,
    expect: [
      { type: 'send', text: 'Evet sende unuttun 😄 Kapının yanında duruyor, cumartesi kahvaltıya getiririm' },
    ],
  },
  {
    name: 'Turkish: italics a person types, then a wait and a follow-up',
    ...TURKISH,
    answer: `# «send»
Kedi __çok__ ağladı ama şimdi koltuğun altında yaşıyor
# «wait»
delay: 45 s
# «send»
Bir de şemsiye sende değil, bende 🙈`,
    expect: [
      { type: 'send', text: 'Kedi __çok__ ağladı ama şimdi koltuğun altında yaşıyor' },
      { type: 'wait', delay: 45 },
      { type: 'send', text: 'Bir de şemsiye sende değil, bende 🙈' },
    ],
  },
];
