/**
 * Set 34, ordinary answers: well-formed replies, reactions, stickers, waits, memory notes and
 * silence, many of them only looking unusual (a script's own punctuation and quotes, a sentence
 * that opens with a word for thinking, an offer of a favour, a riddle's answer). Each is meant
 * as written.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  AYESHA,
  BEA,
  BISOLA,
  DEWI,
  ELIF,
  KAVYA,
  LAYLA,
  MERON,
  NEEMA,
  PLOY,
  PLOY_ASIDE,
  PRIYA,
  SHIRIN,
  TAMAR,
  TANVIR,
  TANVIR_ASIDE,
} from './answers-34-scenes.js';

/** The message a group's first send answers when it names none. */
const TARGET = 4005;

export const ORDINARY_34: CorpusEntry[] = [
  {
    name: 'hindi: two short messages, a date and a joke about a sari',
    ...PRIYA,
    answer:
      '# «send»\nहाँ! 15 दिसंबर फ़ाइनल हो गई 🎉\n\n# «send»\nरविवार को तुम गाड़ी ले आओ ना, मेट्रो में साड़ी संभालना मुश्किल होगा 😅',
    expect: [
      { type: 'send', text: 'हाँ! 15 दिसंबर फ़ाइनल हो गई 🎉' },
      { type: 'send', text: 'रविवार को तुम गाड़ी ले आओ ना, मेट्रो में साड़ी संभालना मुश्किल होगा 😅' },
    ],
  },
  {
    // "सोच रही हूँ" is "I'm thinking": a sentence, not a label.
    name: 'hindi: a message opening with the word for thinking as a sentence',
    ...PRIYA,
    answer: '# «send»\nसोच रही हूँ कि मेहंदी वाले दिन लहंगा पहनूँ या सूट… तुम क्या कहते हो?',
    expect: [{ type: 'send', text: 'सोच रही हूँ कि मेहंदी वाले दिन लहंगा पहनूँ या सूट… तुम क्या कहते हो?' }],
  },
  {
    name: 'hindi: a reply to the older question, then the newer one',
    ...PRIYA,
    answer: '# «send» 4003\nहाँ, 15 तारीख़! कार्ड अगले हफ़्ते आएँगे\n\n# «send»\nऔर रविवार को गाड़ी ही ले आना 🙏',
    expect: [
      { type: 'send', text: 'हाँ, 15 तारीख़! कार्ड अगले हफ़्ते आएँगे', replyTo: 4003 },
      { type: 'send', text: 'और रविवार को गाड़ी ही ले आना 🙏' },
    ],
  },
  {
    name: 'hindi: a thumbs-up and a time',
    ...PRIYA,
    answer: '# «react» 👍\n\n# «send»\nगाड़ी ले आओ, 10 बजे तक',
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      { type: 'send', text: 'गाड़ी ले आओ, 10 बजे तक' },
    ],
  },
  {
    // An offer whose object is the partner's sweets: a favour, not an offer to rewrite.
    name: 'hindi: an offer of a favour',
    ...PRIYA,
    answer: '# «send»\nक्या मैं तुम्हारे लिए भी मिठाई का डिब्बा रख दूँ?',
    expect: [{ type: 'send', text: 'क्या मैं तुम्हारे लिए भी मिठाई का डिब्बा रख दूँ?' }],
  },
  {
    name: 'bengali: called on in a group, two messages',
    ...TANVIR,
    answer: '# «send»\nআসব তো! গিটার আনছি, কিন্তু সুর মেলানো নেই 😂\n\n# «send»\nসাজিদ, সাড়ে চারটাতেই শুরু করি তাহলে?',
    expect: [
      { type: 'send', text: 'আসব তো! গিটার আনছি, কিন্তু সুর মেলানো নেই 😂', replyTo: TARGET },
      { type: 'send', text: 'সাজিদ, সাড়ে চারটাতেই শুরু করি তাহলে?' },
    ],
  },
  {
    // "চিন্তা করিস না" is "don't worry", built on the word for thought.
    name: 'bengali: a message with the word for thought, and a memory',
    ...TANVIR,
    answer:
      '# «send»\nআনব, চিন্তা করিস না\n\n# «remember»\nমিতু বৃহস্পতিবার বিকেলে টিএসসিতে আড্ডা ঠিক করেছে; আমি গিটার আনব।',
    expect: [{ type: 'send', text: 'আনব, চিন্তা করিস না', replyTo: TARGET }, { type: 'remember' }],
  },
  {
    name: 'bengali: a group message for someone else, a private note only',
    ...TANVIR_ASIDE,
    answer: '# «think»\nসাজিদ মিতুকে চার্জারের কথা বলছে, আমার কিছু বলার নেই।',
    expect: [],
  },
  {
    name: 'tamil: not tried yet, and a question back',
    ...KAVYA,
    answer: '# «send»\nஇன்னும் பண்ணலை 🙈 நாளைக்கு கண்டிப்பா!\n\n# «send»\nசனிக்கிழமை வரேன், காலையில எத்தனை மணிக்கு?',
    expect: [
      { type: 'send', text: 'இன்னும் பண்ணலை 🙈 நாளைக்கு கண்டிப்பா!' },
      { type: 'send', text: 'சனிக்கிழமை வரேன், காலையில எத்தனை மணிக்கு?' },
    ],
  },
  {
    name: 'tamil: a shell command in a code span',
    ...KAVYA,
    others: new Map([[4005, 'லேப்டாப்ல pip வேலை செய்யலை, என்ன பண்றது?']]),
    answer: '# «send»\nterminal-ல இதை அடி:\n`sudo apt install python3-pip`\nஅப்புறம் சொல்லு 👍',
    expect: [{ type: 'send', text: 'terminal-ல இதை அடி:\n`sudo apt install python3-pip`\nஅப்புறம் சொல்லு 👍' }],
  },
  {
    name: 'tamil: a sticker',
    ...KAVYA,
    answer: '# «sticker»\nHeidiDuck\n😂',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    name: 'tamil: a roleplay action in a direct chat, where actions are on',
    ...KAVYA,
    actions: 'direct',
    answer: '# «send»\n*சிரிக்கிறேன்* சரி சரி, வரேன்!',
    expect: [{ type: 'send', text: '*சிரிக்கிறேன்* சரி சரி, வரேன்!' }],
  },
  {
    name: 'urdu: a recipe with a bold heading and a list',
    ...AYESHA,
    answer:
      '# «send»\nبریانی کی ترکیب 👇\n\n**مصالحہ:**\n- دو پیاز، سنہری\n- آدھا کپ دہی\n- ایک چمچ بریانی مصالحہ\n\nچاول الگ سے ستّر فیصد ابالنا، پھر دم پر رکھنا 🙂',
    expect: [
      {
        type: 'send',
        text: 'بریانی کی ترکیب 👇\n\n**مصالحہ:**\n- دو پیاز، سنہری\n- آدھا کپ دہی\n- ایک چمچ بریانی مصالحہ\n\nچاول الگ سے ستّر فیصد ابالنا، پھر دم پر رکھنا 🙂',
      },
    ],
  },
  {
    // In a direct chat an aside alone is a message.
    name: 'urdu: a message, then "God willing" in brackets on its own',
    ...AYESHA,
    answer: '# «send»\nعید سے دو دن پہلے آؤں گی\n\n# «send»\n(ان شاء اللہ)',
    expect: [
      { type: 'send', text: 'عید سے دو دن پہلے آؤں گی' },
      { type: 'send', text: '(ان شاء اللہ)' },
    ],
  },
  {
    // A quoted couplet and the poet's name under it: the name is Ghalib's, not the persona's.
    name: 'urdu: a couplet quoted with its poet',
    ...AYESHA,
    answer:
      '# «send»\nیہ شعر یاد آ گیا:\n\n> دل ہی تو ہے نہ سنگ و خشت، درد سے بھر نہ آئے کیوں\n> روئیں گے ہم ہزار بار، کوئی ہمیں ستائے کیوں\n\nغالب ❤️',
    expect: [
      {
        type: 'send',
        text: 'یہ شعر یاد آ گیا:\n\n> دل ہی تو ہے نہ سنگ و خشت، درد سے بھر نہ آئے کیوں\n> روئیں گے ہم ہزار بار، کوئی ہمیں ستائے کیوں\n\nغالب ❤️',
      },
    ],
  },
  {
    name: 'thai: laughter as 555 and a meeting place',
    ...PLOY,
    answer: '# «send»\nไปๆๆ 555 หิวหมูกระทะมากก\n\n# «send»\nเจอกันหกโมงครึ่งหน้าร้านนะ',
    expect: [
      { type: 'send', text: 'ไปๆๆ 555 หิวหมูกระทะมากก', replyTo: TARGET },
      { type: 'send', text: 'เจอกันหกโมงครึ่งหน้าร้านนะ' },
    ],
  },
  {
    name: 'thai: a reaction alone in a group',
    ...PLOY,
    answer: '# «react» 🔥',
    expect: [{ type: 'react', emoji: '🔥', messageId: 4005 }],
  },
  {
    // "คิดว่า" is "I think that": a sentence, not a reasoning label.
    name: 'thai: a message opening with the word for thinking',
    ...PLOY,
    answer: '# «send»\nคิดว่าน่าจะไปทันนะ ถ้ารถไม่ติด 😅',
    expect: [{ type: 'send', text: 'คิดว่าน่าจะไปทันนะ ถ้ารถไม่ติด 😅', replyTo: TARGET }],
  },
  {
    name: 'thai: a group message for someone else, silence by a private note',
    ...PLOY_ASIDE,
    answer: '# «think»\nแบงค์ขอยืมที่ชาร์จจากมายด์ ไม่เกี่ยวกับเรา',
    expect: [],
  },
  {
    // "Pikir-pikir dulu" is "let me think it over": the word for thinking in a person's sentence.
    name: 'indonesian: "let me think it over", then the bakpia',
    ...DEWI,
    answer:
      '# «send»\nPikir-pikir dulu ya, Minggu aku ada arisan jam 1 😅\n\n# «send»\nBakpianya enak banget! Yang kacang ijo udah habis duluan',
    expect: [
      { type: 'send', text: 'Pikir-pikir dulu ya, Minggu aku ada arisan jam 1 😅' },
      { type: 'send', text: 'Bakpianya enak banget! Yang kacang ijo udah habis duluan' },
    ],
  },
  {
    name: 'indonesian: a message, a wait, a message',
    ...DEWI,
    answer:
      '# «send»\nBentar, aku cek jadwal dulu\n\n# «wait»\ndelay: 45\n\n# «send»\nOke bisa! Berangkat jam 7 ya',
    expect: [
      { type: 'send', text: 'Bentar, aku cek jadwal dulu' },
      { type: 'wait', delay: 45 },
      { type: 'send', text: 'Oke bisa! Berangkat jam 7 ya' },
    ],
  },
  {
    name: 'indonesian: a message and a note',
    ...DEWI,
    answer: '# «send»\nSip, dicatat 📝\n\n# «note»\nSari ngajak ke Prambanan hari Minggu, berangkat jam 7.',
    expect: [{ type: 'send', text: 'Sip, dicatat 📝' }, { type: 'note' }],
  },
  {
    // A bold title with a colon that names no answer: the persona's own itinerary.
    name: 'indonesian: an itinerary under a bold title',
    ...DEWI,
    answer:
      '# «send»\n**Itinerary Minggu:**\n- 07.00 berangkat dari rumah\n- 09.00 Prambanan\n- 12.00 makan gudeg\n\nGimana, cocok?',
    expect: [
      {
        type: 'send',
        text: '**Itinerary Minggu:**\n- 07.00 berangkat dari rumah\n- 09.00 Prambanan\n- 12.00 makan gudeg\n\nGimana, cocok?',
      },
    ],
  },
  {
    name: 'indonesian: an empty reasoning span before the blocks (Qwen)',
    ...DEWI,
    answer: '<think>\n\n</think>\n\n# «send»\nJadi! Jam 7 ya 🙌',
    expect: [{ type: 'send', text: 'Jadi! Jam 7 ya 🙌' }],
  },
  {
    name: 'tagalog: called on, pancit and a nudge to Migs',
    ...BEA,
    answer:
      '# «send»\nOo ako na sa pancit! Mga 6 andun na ko\n\n# «send»\nMigs wag mo kalimutan yung speaker ha 😤',
    expect: [
      { type: 'send', text: 'Oo ako na sa pancit! Mga 6 andun na ko', replyTo: TARGET },
      { type: 'send', text: 'Migs wag mo kalimutan yung speaker ha 😤' },
    ],
  },
  {
    // "Do you want me to bring the extension cord too?": a favour, not an offer to rewrite.
    name: 'tagalog: an offer of a favour',
    ...BEA,
    answer: '# «send»\nGusto mo bang dalhin ko na rin yung extension cord? Meron ako dito',
    expect: [
      {
        type: 'send',
        text: 'Gusto mo bang dalhin ko na rin yung extension cord? Meron ako dito',
        replyTo: TARGET,
      },
    ],
  },
  {
    name: 'taglish: lower case, a late reply and traffic',
    ...BEA,
    answer:
      '# «send»\nsorry late reply, nasa jeep pa ko hahaha\n\n# «send»\n6:30 siguro, traffic sa edsa grabe',
    expect: [
      { type: 'send', text: 'sorry late reply, nasa jeep pa ko hahaha', replyTo: TARGET },
      { type: 'send', text: '6:30 siguro, traffic sa edsa grabe' },
    ],
  },
  {
    name: 'swahili: photos seen, sent tonight',
    ...NEEMA,
    answer:
      '# «send»\nNimezipata! Ni nzuri sana, hasa ile ya keki 😍\n\n# «send»\nNitakutumia zote jioni, sasa niko kazini',
    expect: [
      { type: 'send', text: 'Nimezipata! Ni nzuri sana, hasa ile ya keki 😍' },
      { type: 'send', text: 'Nitakutumia zote jioni, sasa niko kazini' },
    ],
  },
  {
    // A riddle's answer given the way a person gives it in the game: "Jibu:" is "Answer:".
    name: 'swahili: the answer to a riddle, labelled as the game labels it',
    ...NEEMA,
    others: new Map([[4005, 'Kitendawili: Nikimpiga anakimbia, nikimwacha analala. Jibu?']]),
    answer: '# «send»\nJibu: mpira! ⚽ Nimeshinda?',
    expect: [{ type: 'send', text: 'Jibu: mpira! ⚽ Nimeshinda?' }],
  },
  {
    name: 'swahili: an offer of a favour',
    ...NEEMA,
    answer: '# «send»\nUngependa nikuletee zile picha kwenye flash? Ni nyingi sana kwa WhatsApp',
    expect: [
      { type: 'send', text: 'Ungependa nikuletee zile picha kwenye flash? Ni nyingi sana kwa WhatsApp' },
    ],
  },
  {
    name: 'amharic: a time with the Ethiopic full stop, and the cake',
    ...MERON,
    answer: '# «send»\nነገ ጠዋት 3 ሰዓት ላይ እንገናኝ።\n\n# «send»\nኬኩን እኔ አመጣለሁ 🎂',
    expect: [
      { type: 'send', text: 'ነገ ጠዋት 3 ሰዓት ላይ እንገናኝ።' },
      { type: 'send', text: 'ኬኩን እኔ አመጣለሁ 🎂' },
    ],
  },
  {
    // "፦" is the Ethiopic preface colon and "፩ ፪ ፫" are Ethiopic numerals: a person's list.
    name: 'amharic: a shopping list after the preface colon, with Ethiopic numerals',
    ...MERON,
    answer: '# «send»\nለልደቱ የሚያስፈልጉ፦\n፩. ኬክ\n፪. ሻማ\n፫. ፊኛዎች 🎈\nሌላ ነገር ካለ ንገሪኝ',
    expect: [{ type: 'send', text: 'ለልደቱ የሚያስፈልጉ፦\n፩. ኬክ\n፪. ሻማ\n፫. ፊኛዎች 🎈\nሌላ ነገር ካለ ንገሪኝ' }],
  },
  {
    name: 'pidgin: called on about money, two messages',
    ...BISOLA,
    answer:
      '# «send»\nI don pay since Tuesday o! Check your alert well 😒\n\n# «send»\nTayo na you remain, abeg no dull',
    expect: [
      { type: 'send', text: 'I don pay since Tuesday o! Check your alert well 😒', replyTo: TARGET },
      { type: 'send', text: 'Tayo na you remain, abeg no dull' },
    ],
  },
  {
    name: 'pidgin and yoruba: a laugh, then tones marked on the yoruba',
    ...BISOLA,
    answer: '# «react» 😁\n\n# «send»\nẸ jọ̀ọ́, make una no vex, I go send receipt now now',
    expect: [
      { type: 'react', emoji: '😁', messageId: 4005 },
      { type: 'send', text: 'Ẹ jọ̀ọ́, make una no vex, I go send receipt now now', replyTo: TARGET },
    ],
  },
  {
    name: 'arabic: coming late, Arabic-Indic digit and a question back',
    ...LAYLA,
    answer: '# «send»\nأكيد جاية! بس رح أتأخر شوي، عندي اجتماع لـ ٦\n\n# «send»\nبدك إشي من الطريق؟',
    expect: [
      { type: 'send', text: 'أكيد جاية! بس رح أتأخر شوي، عندي اجتماع لـ ٦' },
      { type: 'send', text: 'بدك إشي من الطريق؟' },
    ],
  },
  {
    // Arabic quotes with guillemets: a quotation in a sentence is no heading.
    name: 'arabic: grandma quoted in guillemets',
    ...LAYLA,
    answer: '# «send»\nستّي قالت «لا تجيبوا إشي» بس رح أجيب كنافة 😄',
    expect: [{ type: 'send', text: 'ستّي قالت «لا تجيبوا إشي» بس رح أجيب كنافة 😄' }],
  },
  {
    name: 'persian: eight is great, and who brings what',
    ...SHIRIN,
    answer: '# «send»\nهشت عالیه 👌\n\n# «send»\nکاوه تو نون و پنیر بیار، من چای فلاسکی میارم',
    expect: [
      { type: 'send', text: 'هشت عالیه 👌', replyTo: TARGET },
      { type: 'send', text: 'کاوه تو نون و پنیر بیار، من چای فلاسکی میارم' },
    ],
  },
  {
    // Persian quotes with guillemets; the quoted phrase opens the line and is no task name.
    name: 'persian: a message opening with a phrase in guillemets',
    ...SHIRIN,
    answer: '# «send»\n«خسته نباشی» رو بعد کوه به همه بگید 😂',
    expect: [{ type: 'send', text: '«خسته نباشی» رو بعد کوه به همه بگید 😂', replyTo: TARGET }],
  },
  {
    name: 'persian: "I think it will rain", a word for thinking in a sentence',
    ...SHIRIN,
    answer: '# «send»\nفکر کنم جمعه بارون بیاد، یه نگاه به هواشناسی بندازیم؟',
    expect: [
      { type: 'send', text: 'فکر کنم جمعه بارون بیاد، یه نگاه به هواشناسی بندازیم؟', replyTo: TARGET },
    ],
  },
  {
    // "شیرین‌ترین" is "the sweetest": the persona's name is a Persian word, here inside another.
    name: 'persian: a message opening with a word built on the persona’s name',
    ...SHIRIN,
    answer: '# «send»\nشیرین‌ترین صبحونه‌ی دنیا بعد کوهه 😋 من خرما میارم',
    expect: [{ type: 'send', text: 'شیرین‌ترین صبحونه‌ی دنیا بعد کوهه 😋 من خرما میارم', replyTo: TARGET }],
  },
  {
    name: 'hebrew: gershayim in abbreviations',
    ...TAMAR,
    answer: '# «send»\nמחר אני עובדת עד 14:00 בת״א 😩\n\n# «send»\nאבל אחרי זה ים! תשמור לי מקום',
    expect: [
      { type: 'send', text: 'מחר אני עובדת עד 14:00 בת״א 😩' },
      { type: 'send', text: 'אבל אחרי זה ים! תשמור לי מקום' },
    ],
  },
  {
    name: 'hebrew: a reply to the landlord question, then tomorrow',
    ...TAMAR,
    answer: '# «send» 4003\nכן, הוא רוצה להעלות ב־300 ש״ח. חוצפה\n\n# «send»\nולגבי מחר, אחרי שתיים אני שלך',
    expect: [
      { type: 'send', text: 'כן, הוא רוצה להעלות ב־300 ש״ח. חוצפה', replyTo: 4003 },
      { type: 'send', text: 'ולגבי מחר, אחרי שתיים אני שלך' },
    ],
  },
  {
    // "Want me to bring your charger tomorrow?": the object is the partner's, a favour.
    name: 'hebrew: an offer of a favour',
    ...TAMAR,
    answer: '# «send»\nרוצה שאביא לך את המטען שלך מחר?',
    expect: [{ type: 'send', text: 'רוצה שאביא לך את המטען שלך מחר?' }],
  },
  {
    // "Düşündüm de:" is "I was thinking:" said to the group, not a reasoning label.
    name: 'turkish: called on, then "I was thinking:" with a proposal',
    ...ELIF,
    answer:
      "# «send»\nGelirim tabii! Ben de peynir getiririm 🧀\n\n# «send»\nDüşündüm de: sonra Kordon'da yürüyüş yapalım mı?",
    expect: [
      { type: 'send', text: 'Gelirim tabii! Ben de peynir getiririm 🧀', replyTo: TARGET },
      { type: 'send', text: "Düşündüm de: sonra Kordon'da yürüyüş yapalım mı?" },
    ],
  },
  {
    name: 'turkish: a group message for someone else, a private note',
    ...ELIF,
    callout: false,
    others: new Map([[4005, 'Can, arabayı sen mi alıyorsun?']]),
    answer: "# «think»\nSoru Can'a, bana değil.",
    expect: [],
  },
];
