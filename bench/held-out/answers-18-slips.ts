/**
 * Held-out set 18, slips (part 1): prose around blocks, reasoning labels written in the persona's
 * language or script, narrated silence in groups and roleplay actions, each in a script the
 * project rarely sees. What reaches Telegram is the message a person would have typed.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  AMHARIC,
  ARMENIAN,
  BENGALI,
  CHINESE,
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

export const SLIPS_18: CorpusEntry[] = [
  {
    name: 'korean: an analysis of "the user" before the block',
    ...KOREAN,
    answer:
      '사용자가 고양이와 토요일 영업에 대해 묻고 있다. 짧고 밝게 답하자.\n\n# «send»\n고양이 잘 지내요! 토요일도 열어요 😊',
    expect: [{ type: 'send', text: '고양이 잘 지내요! 토요일도 열어요 😊' }],
  },
  {
    name: 'traditional chinese: a bold explanation after a rule',
    ...CHINESE,
    answer: '# «send»\n貓很好，週六有開！\n\n---\n**說明：** 語氣保持輕鬆，符合角色設定。',
    expect: [{ type: 'send', text: '貓很好，週六有開！' }],
  },
  {
    // Asked of the operator, not of the friend: no person offers a friend a more formal version.
    name: 'hebrew: an offer to rewrite the answer closing the body',
    ...HEBREW,
    answer: '# «send»\nהחתול בסדר גמור 😺 בשבת פתוח.\n\nרוצה שאכתוב גרסה רשמית יותר של התשובה?',
    expect: [{ type: 'send', text: 'החתול בסדר גמור 😺 בשבת פתוח.' }],
  },
  {
    name: "greek: a first line presenting the persona's answer",
    ...GREEK,
    answer: '# «send»\nΟρίστε η απάντηση της Ελένης:\nΗ γάτα είναι μια χαρά! Το Σάββατο ανοίγουμε στις 10.',
    expect: [{ type: 'send', text: 'Η γάτα είναι μια χαρά! Το Σάββατο ανοίγουμε στις 10.' }],
  },
  {
    name: 'thai: a wrapped thinking label in Thai over the message',
    ...THAI,
    answer: '# «send»\n(ความคิด: ตอบสั้นๆ ให้ครบสองคำถาม)\nแมวสบายดีค่ะ เสาร์นี้เปิดตามปกติ',
    expect: [{ type: 'send', text: 'แมวสบายดีค่ะ เสาร์นี้เปิดตามปกติ' }],
  },
  {
    name: 'hebrew: a thought label alone on its line with its paragraph',
    ...HEBREW,
    answer: '# «send»\nמחשבה:\nהיא שואלת על החתול ועל שבת, לענות על שניהם.\n\nהחתול בסדר! בשבת פתוח 🙂',
    expect: [{ type: 'send', text: 'החתול בסדר! בשבת פתוח 🙂' }],
  },
  {
    name: 'persian: a bold thinking label speaking of the user',
    ...PERSIAN,
    answer: '# «send»\n**تفکر:** کاربر درباره گربه و شنبه می‌پرسد.\nگربه سالمه! شنبه باز هستیم 😊',
    expect: [{ type: 'send', text: 'گربه سالمه! شنبه باز هستیم 😊' }],
  },
  {
    name: 'georgian: an unclosed thinking tag up to the heading',
    ...GEORGIAN,
    answer:
      '<thinking>\nმომხმარებელი კატაზე და შაბათზე მეკითხება.\n# «send»\nკატა მშვიდადაა, შაბათს ღია ვართ!',
    expect: [{ type: 'send', text: 'კატა მშვიდადაა, შაბათს ღია ვართ!' }],
  },
  {
    name: 'armenian: a thoughts label in Armenian with its paragraph',
    ...ARMENIAN,
    answer:
      '# «send»\nՄտքեր՝\nՕգտատերը հարցնում է կատվի և շաբաթվա մասին։ Պատասխանել կարճ։\n\nԿատուն լավ է, շաբաթ բաց ենք 😊',
    expect: [{ type: 'send', text: 'Կատուն լավ է, շաբաթ բաց ենք 😊' }],
  },
  {
    name: 'bengali: a wrapped thinking label before text on its line',
    ...BENGALI,
    answer: '# «send»\n(চিন্তা: ছোট করে উত্তর দাও) বিড়াল ভালো আছে, শনিবার খোলা!',
    expect: [{ type: 'send', text: 'বিড়াল ভালো আছে, শনিবার খোলা!' }],
  },
  {
    name: 'swahili: a thoughts label with its list',
    ...SWAHILI,
    answer: '# «send»\nMawazo:\n- ajibu kuhusu paka\n- ataje Jumamosi\n\nPaka yuko poa! Jumamosi tuko wazi.',
    expect: [{ type: 'send', text: 'Paka yuko poa! Jumamosi tuko wazi.' }],
  },
  {
    name: 'amharic: a thought label with the Ethiopic colon',
    ...AMHARIC,
    answer: '# «send»\nሀሳብ፦ አጭር እና ሞቅ ያለ መልስ ስጪ\n\nድመቷ ደህና ናት፣ ቅዳሜ ክፍት ነን!',
    expect: [{ type: 'send', text: 'ድመቷ ደህና ናት፣ ቅዳሜ ክፍት ነን!' }],
  },
  {
    name: 'finnish: a wrapped thought label closing the line',
    ...FINNISH,
    answer: '# «send»\nKissa voi hyvin! (ajatus: pidä vastaus lyhyenä)',
    expect: [{ type: 'send', text: 'Kissa voi hyvin!' }],
  },
  {
    name: 'hungarian: a train-of-thought label alone with its paragraph',
    ...HUNGARIAN,
    answer:
      '# «send»\nGondolatmenet:\nA felhasználó a macskáról és a szombatról kérdez. Röviden válaszolok.\n\nA cica jól van, szombaton nyitva! 😊',
    expect: [{ type: 'send', text: 'A cica jól van, szombaton nyitva! 😊' }],
  },
  {
    name: 'korean: a translation in brackets closing the line',
    ...KOREAN,
    answer: '# «send»\n토요일에 봐요! (번역: See you on Saturday!)',
    expect: [{ type: 'send', text: '토요일에 봐요!' }],
  },
  {
    // A romanisation is a gloss for a reader who cannot read the script, as a translation is.
    name: 'korean: a romanisation label after the message',
    ...KOREAN,
    answer: '# «send»\n네, 토요일 열어요!\n(Romanization: ne, toyoil yeoreoyo!)',
    expect: [{ type: 'send', text: '네, 토요일 열어요!' }],
  },
  {
    name: 'amharic: a transliteration in square brackets after the message',
    ...AMHARIC,
    answer: '# «send»\nቅዳሜ እንገናኝ! [Transliteration: qidame inignagn!]',
    expect: [{ type: 'send', text: 'ቅዳሜ እንገናኝ!' }],
  },
  {
    name: 'thai group: narration naming the persona in Thai script',
    ...THAI,
    chat: 'group',
    answer: '*พลอยยิ้มแล้วเงียบไป*',
    expect: [],
  },
  {
    name: 'hebrew group: the persona does not answer, in brackets',
    ...HEBREW,
    chat: 'group',
    answer: '(נועה לא עונה)',
    expect: [],
  },
  {
    name: 'georgian group: an action of going on drinking tea',
    ...GEORGIAN,
    chat: 'group',
    answer: '[უსიტყვოდ აგრძელებს ჩაის დალევას]',
    expect: [],
  },
  {
    name: 'swahili group: stays quiet, as an action',
    ...SWAHILI,
    chat: 'group',
    answer: '# «send»\n*anakaa kimya*',
    expect: [],
  },
  {
    name: "korean group: narration with the persona's name and a particle",
    ...KOREAN,
    chat: 'group',
    answer: '*서연이는 조용히 웃는다*',
    expect: [],
  },
  {
    name: 'tamil: third-person narration of the persona over the message',
    ...TAMIL,
    answer: '# «send»\n(கவிதா சிரிக்கிறாள்)\nஆமா, சனிக்கிழமை திறந்திருக்கும்!',
    expect: [{ type: 'send', text: 'ஆமா, சனிக்கிழமை திறந்திருக்கும்!' }],
  },
  {
    name: 'finnish group: an action before the text when nobody called her',
    ...FINNISH,
    chat: 'group',
    answer: '# «send»\n*heiluttaa kättä* Moi kaikki! Lauantaina ollaan auki.',
    expect: [{ type: 'send', text: 'Moi kaikki! Lauantaina ollaan auki.', replyTo: 4005 }],
  },
  {
    name: 'hungarian: an action before the text with actions off',
    ...HUNGARIAN,
    actions: 'never',
    answer: '# «send»\n*nevet* Persze, szombaton nyitva!',
    expect: [{ type: 'send', text: 'Persze, szombaton nyitva!' }],
  },
  {
    // Actions are allowed in groups on a callout here, so the action line is the persona's.
    name: 'swahili group callout: an action line sent where actions are always on',
    ...SWAHILI,
    chat: 'group',
    callout: true,
    actions: 'always',
    answer: '# «send»\n*anacheka*\nNdiyo, tuko wazi Jumamosi!',
    expect: [{ type: 'send', text: '*anacheka*\nNdiyo, tuko wazi Jumamosi!', replyTo: 4005 }],
  },
  {
    name: 'thai: an aside noting the politeness particle chosen',
    ...THAI,
    answer: '# «send»\nเปิดค่ะ เสาร์นี้ 10 โมงเช้า\n(ใช้ "ค่ะ" เพราะเธอเป็นลูกค้า เลยคงความสุภาพไว้)',
    expect: [{ type: 'send', text: 'เปิดค่ะ เสาร์นี้ 10 โมงเช้า' }],
  },
];
