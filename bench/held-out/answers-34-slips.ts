/**
 * Set 34, answers with slips: labels, signatures, reasoning, lead-ins, offers to rewrite, glosses,
 * echoes, narrated silence and stickers, written in the personas' own languages and scripts, some
 * two in one answer. What must reach Telegram is the message a person would have typed.
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

export const SLIPS_34: CorpusEntry[] = [
  {
    name: 'hindi: the persona’s name in Devanagari as a speaker label',
    ...PRIYA,
    answer: '# «send»\nप्रिया: अरे हाँ! 15 दिसंबर पक्का 🎉',
    expect: [{ type: 'send', text: 'अरे हाँ! 15 दिसंबर पक्का 🎉' }],
    withheld: ['label'],
  },
  {
    // "उत्तर:" is "Reply:", alone on its line over the message.
    name: 'hindi: a "Reply:" label in Hindi alone over the message',
    ...PRIYA,
    answer: '# «send»\nउत्तर:\nगाड़ी ले आओ, मेट्रो में भीड़ बहुत होती है',
    expect: [{ type: 'send', text: 'गाड़ी ले आओ, मेट्रो में भीड़ बहुत होती है' }],
  },
  {
    // "Shall I write it a little more formally?" after the message.
    name: 'hindi: an offer to rewrite the answer more formally',
    ...PRIYA,
    answer: '# «send»\nगाड़ी ले आओ ना, 10 बजे तक तैयार रहूँगी\n\nक्या मैं इसे थोड़ा और औपचारिक अंदाज़ में लिख दूँ?',
    expect: [{ type: 'send', text: 'गाड़ी ले आओ ना, 10 बजे तक तैयार रहूँगी' }],
  },
  {
    name: 'hinglish: the writer describing the turn in English before the message',
    ...PRIYA,
    answer:
      '# «send»\nRohan is asking about Sunday transport, so I should answer that casually in Hinglish.\n\nHaan car le aao, metro mein bahut bheed hogi 😅',
    expect: [{ type: 'send', text: 'Haan car le aao, metro mein bahut bheed hogi 😅' }],
  },
  {
    name: 'hindi: a bold speaker label, and a note after a rule (two slips)',
    ...PRIYA,
    answer:
      '# «send»\n**Priya:** रविवार को गाड़ी ले आओ, 10 बजे तैयार रहूँगी\n\n---\n**Note:** kept it in Hindi to match Rohan.',
    expect: [{ type: 'send', text: 'रविवार को गाड़ी ले आओ, 10 बजे तैयार रहूँगी' }],
  },
  {
    // "চিন্তা:" is "Thought:", a reasoning label with its text, then the message.
    name: 'bengali: a reasoning label in Bengali over the message',
    ...TANVIR,
    answer: '# «send»\nচিন্তা: মিতু জানতে চাইছে আমি আসব কিনা, ছোট করে হ্যাঁ বলি।\nআসছি রে! গিটারও আনব 🎸',
    expect: [{ type: 'send', text: 'আসছি রে! গিটারও আনব 🎸', replyTo: TARGET }],
    withheld: ['reasoning'],
  },
  {
    name: 'bengali: the persona’s name in Bengali script as a speaker label',
    ...TANVIR,
    answer: '# «send»\nতানভীর: আসব, গিটার নিয়েই আসব',
    expect: [{ type: 'send', text: 'আসব, গিটার নিয়েই আসব', replyTo: TARGET }],
    withheld: ['label'],
  },
  {
    name: 'bengali: a signature in Bengali script',
    ...TANVIR,
    answer: '# «send»\nবৃষ্টি হলে ক্যান্টিনে বসব, সমস্যা নেই\n— তানভীর',
    expect: [{ type: 'send', text: 'বৃষ্টি হলে ক্যান্টিনে বসব, সমস্যা নেই', replyTo: TARGET }],
    withheld: ['label'],
  },
  {
    // "(stays quiet)" in Bengali, in a group turn not addressed to the persona.
    name: 'bengali: narrated silence in brackets in a group',
    ...TANVIR_ASIDE,
    answer: '# «send»\n(চুপ করে থাকে)',
    expect: [],
  },
  {
    // "This wasn't said to me, so I'm staying quiet." A model's reason, not a message.
    name: 'bengali: the model’s reason for silence in a group',
    ...TANVIR_ASIDE,
    answer: '# «send»\nএটা আমাকে বলা হয়নি, তাই চুপ থাকছি।',
    expect: [],
  },
  {
    name: 'tamil: the persona’s name in Tamil script as a speaker label',
    ...KAVYA,
    answer: '# «send»\nகாவ்யா: சனிக்கிழமை காலை 7 மணிக்கு ரெடியா இருப்பேன்',
    expect: [{ type: 'send', text: 'சனிக்கிழமை காலை 7 மணிக்கு ரெடியா இருப்பேன்' }],
    withheld: ['label'],
  },
  {
    name: 'tamil: an answer cut at the output limit inside its last message',
    ...KAVYA,
    truncated: true,
    answer: '# «send»\nசனிக்கிழமை வரேன் 😊\n\n# «send»\nஅந்த ரெசிபி நாளைக்கு பண்ணி போட்டோ அனுப்',
    expect: [{ type: 'send', text: 'சனிக்கிழமை வரேன் 😊' }],
    withheld: ['truncated'],
  },
  {
    // "## Kavya's reply" in Tamil: a Markdown heading titling the body as the answer.
    name: 'tamil: a Markdown heading naming the persona’s reply',
    ...KAVYA,
    answer: '# «send»\n## காவ்யாவின் பதில்\nசனிக்கிழமை கண்டிப்பா வரேன் 🙏',
    expect: [{ type: 'send', text: 'சனிக்கிழமை கண்டிப்பா வரேன் 🙏' }],
  },
  {
    name: 'urdu: a signature in the Urdu script',
    ...AYESHA,
    answer: '# «send»\nعید سے دو دن پہلے آ جاؤں گی، امّی کو بتا دینا\n— عائشہ',
    expect: [{ type: 'send', text: 'عید سے دو دن پہلے آ جاؤں گی، امّی کو بتا دینا' }],
    withheld: ['label'],
  },
  {
    // A romanisation of the message given as a gloss: nobody sends their message twice this way.
    name: 'urdu: a romanised copy of the message in brackets after it',
    ...AYESHA,
    answer:
      '# «send»\nترکیب شام کو بھیجتی ہوں، ابھی دفتر میں ہوں\n\n(Roman Urdu: Tarkeeb shaam ko bhejti hoon, abhi daftar mein hoon)',
    expect: [{ type: 'send', text: 'ترکیب شام کو بھیجتی ہوں، ابھی دفتر میں ہوں' }],
  },
  {
    name: 'urdu: a Latin speaker label and an offer of a formal version (two slips)',
    ...AYESHA,
    answer:
      "# «send»\nAyesha: بریانی کی ترکیب رات کو بھیجوں گی 🙂\n\nLet me know if you'd like a more formal version in Urdu!",
    expect: [{ type: 'send', text: 'بریانی کی ترکیب رات کو بھیجوں گی 🙂' }],
  },
  {
    // "for Hina" on the heading line, with the postposition after the name.
    name: 'urdu: an addressee on the heading line in Urdu word order',
    ...AYESHA,
    answer: '# «send» ہنا کے لیے\nعید سے دو دن پہلے آؤں گی',
    expect: [{ type: 'send', text: 'عید سے دو دن پہلے آؤں گی' }],
  },
  {
    name: 'thai: the persona’s name in Thai script as a speaker label',
    ...PLOY,
    answer: '# «send»\nพลอย: ไปดิ! เจอกันที่สามย่านนะ',
    expect: [{ type: 'send', text: 'ไปดิ! เจอกันที่สามย่านนะ', replyTo: TARGET }],
    withheld: ['label'],
  },
  {
    name: 'thai: a wrapped reasoning label in Thai on the line above',
    ...PLOY,
    answer: '# «send»\n(ความคิด: มายด์ชวนไปกินหมูกระทะ ตอบสั้นๆ ว่าไป)\nไปด้วยยย เจอกันหกโมง',
    expect: [{ type: 'send', text: 'ไปด้วยยย เจอกันหกโมง', replyTo: TARGET }],
    withheld: ['reasoning'],
  },
  {
    // "*silent*" in Thai, in a group turn not addressed to the persona.
    name: 'thai: one wrapped word of silence in a group',
    ...PLOY_ASIDE,
    answer: '# «send»\n*เงียบ*',
    expect: [],
  },
  {
    name: 'thai: a reaction, then a message cut mid-word at the output limit',
    ...PLOY,
    truncated: true,
    answer: '# «react» 🔥\n\n# «send»\nไปแน่นอนนน เดี๋ยวพลอยชวนน้องไปด้วยได้ม',
    expect: [{ type: 'react', emoji: '🔥', messageId: 4005 }],
    withheld: ['truncated'],
  },
  {
    // Keys in Indonesian: "balasan" (reply) and "suasana" (mood).
    name: 'indonesian: a fenced JSON object with keys in Indonesian',
    ...DEWI,
    answer: '```json\n{"balasan": "Enak banget! Ibuku sampai minta lagi 😂", "suasana": "santai"}\n```',
    expect: [{ type: 'send', text: 'Enak banget! Ibuku sampai minta lagi 😂' }],
  },
  {
    // "Berikut balasannya:" is "Here is the reply:".
    name: 'indonesian: a lead-in naming the reply inside the body',
    ...DEWI,
    answer: '# «send»\nBerikut balasannya:\nBakpianya enak! Besok aku beli lagi di Pathuk',
    expect: [{ type: 'send', text: 'Bakpianya enak! Besok aku beli lagi di Pathuk' }],
  },
  {
    // "(send sticker 😴)" in Indonesian.
    name: 'indonesian: a sticker narrated in brackets',
    ...DEWI,
    answer: '# «send»\n(kirim stiker 😴)',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😴' }],
  },
  {
    name: 'indonesian: two numbered versions of the message',
    ...DEWI,
    answer: '# «send»\nVersi 1: Jadi dong, jam 7 ya!\nVersi 2: Oke, aku ikut. Ketemu jam 7 😊',
    expect: [{ type: 'send', text: 'Jadi dong, jam 7 ya!' }],
  },
  {
    // "Here is my answer:" in Tagalog.
    name: 'tagalog: a lead-in naming the answer inside the body',
    ...BEA,
    answer: '# «send»\nNarito ang sagot ko:\n\nSige ako na sa pancit! 6pm andun na ko',
    expect: [{ type: 'send', text: 'Sige ako na sa pancit! 6pm andun na ko', replyTo: TARGET }],
  },
  {
    // "Ingat," is "Take care," on its own line, then the name.
    name: 'tagalog: a closing word and the persona’s name under the message',
    ...BEA,
    answer: '# «send»\nOo na, ako na bahala sa pancit 😌\n\nIngat,\nBea',
    expect: [{ type: 'send', text: 'Oo na, ako na bahala sa pancit 😌', replyTo: TARGET }],
    withheld: ['label'],
  },
  {
    // "*laughs out loud*" in Tagalog; actions are not sent in groups by default.
    name: 'tagalog: a roleplay action before the message in a group',
    ...BEA,
    answer: '# «send»\n*napatawa nang malakas* Sige na nga, ako na sa pancit 😂',
    expect: [{ type: 'send', text: 'Sige na nga, ako na sa pancit 😂', replyTo: TARGET }],
    withheld: ['narration'],
  },
  {
    // "Do you want me to make the answer more formal?"
    name: 'tagalog: an offer to make the answer more formal',
    ...BEA,
    answer: '# «send»\nG! Dadating ako mga 6\n\nGusto mo bang gawin kong mas pormal ang sagot?',
    expect: [{ type: 'send', text: 'G! Dadating ako mga 6', replyTo: TARGET }],
  },
  {
    // "ujumbe:" is "message:", a key line over the message.
    name: 'swahili: a key line naming the message in Swahili',
    ...NEEMA,
    answer: '# «send»\nujumbe: Nimeziona! Ni nzuri mno 😍',
    expect: [{ type: 'send', text: 'Nimeziona! Ni nzuri mno 😍' }],
  },
  {
    // "*sends a 😂 sticker*" in Swahili.
    name: 'swahili: a sticker narrated between asterisks',
    ...NEEMA,
    answer: '# «send»\n*anatuma stika ya 😂*',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    // "I hope this helps! Tell me if you'd like me to change the message's style." (Aya)
    name: 'swahili: hope-this-helps and an offer to change the style',
    ...NEEMA,
    answer:
      '# «send»\nNimefika salama, asante kaka ❤️\n\nNatumaini hii inasaidia! Niambie kama ungependa nibadilishe mtindo wa ujumbe.',
    expect: [{ type: 'send', text: 'Nimefika salama, asante kaka ❤️' }],
  },
  {
    // "Mawazo:" is "Thoughts:".
    name: 'swahili: a reasoning label in Swahili as the first paragraph',
    ...NEEMA,
    answer:
      '# «send»\nMawazo: Baraka anauliza kuhusu picha, nijibu kwa upendo.\n\nZile picha ni nzuri ajabu! Nitakutumia usiku',
    expect: [{ type: 'send', text: 'Zile picha ni nzuri ajabu! Nitakutumia usiku' }],
    withheld: ['reasoning'],
  },
  {
    // The persona's name in Ethiopic with the Ethiopic preface colon "፦" as its colon.
    name: 'amharic: the persona’s name in Ethiopic as a speaker label',
    ...MERON,
    answer: '# «send»\nሜሮን፦ ኬኩን እኔ አመጣለሁ',
    expect: [{ type: 'send', text: 'ኬኩን እኔ አመጣለሁ' }],
    withheld: ['label'],
  },
  {
    // "ትርጉም:" is "Translation:".
    name: 'amharic: a translation in brackets under the message',
    ...MERON,
    answer: "# «send»\nነገ 3 ሰዓት ቡና ቤቱ እንገናኝ።\n(ትርጉም: Let's meet at the café tomorrow at 9.)",
    expect: [{ type: 'send', text: 'ነገ 3 ሰዓት ቡና ቤቱ እንገናኝ።' }],
  },
  {
    name: 'amharic: a fence around the answer and a Latin speaker label (two slips)',
    ...MERON,
    answer: '```\n# «send»\nMeron: እሺ ሀና፣ ሻማውንም አመጣለሁ 🕯️\n```',
    expect: [{ type: 'send', text: 'እሺ ሀና፣ ሻማውንም አመጣለሁ 🕯️' }],
  },
  {
    // The persona is Bisola; the signature spells it with Yoruba tone marks and under-dots.
    name: 'pidgin: a signature with the name in Yoruba spelling',
    ...BISOLA,
    answer: '# «send»\nI don pay since Tuesday, abeg check am well\n— Bísọ́lá',
    expect: [{ type: 'send', text: 'I don pay since Tuesday, abeg check am well', replyTo: TARGET }],
    withheld: ['label'],
  },
  {
    name: 'pidgin: Kemi’s question repeated back before the answer',
    ...BISOLA,
    answer: '# «send»\nBisola, abeg you don pay for the aso ebi?\n\nI don pay o! Since Tuesday',
    expect: [{ type: 'send', text: 'I don pay o! Since Tuesday', replyTo: TARGET }],
    withheld: ['echo'],
  },
  {
    name: 'pidgin: a transcript header and its message echoed over the answer',
    ...BISOLA,
    answer:
      '# «send»\n⟦#4003 Kemi⟧ Aso ebi money don reach me, e remain two people\nNa me and Tayo remain? I go pay today',
    expect: [{ type: 'send', text: 'Na me and Tayo remain? I go pay today', replyTo: TARGET }],
    withheld: ['echo'],
  },
  {
    name: 'arabic: a right-to-left mark before each heading',
    ...LAYLA,
    answer: '\u200f# «send»\nأكيد جاية، بس متأخرة شوي\n\n\u200f# «send»\nبدك كنافة ولا لا؟',
    expect: [
      { type: 'send', text: 'أكيد جاية، بس متأخرة شوي' },
      { type: 'send', text: 'بدك كنافة ولا لا؟' },
    ],
  },
  {
    // "Certainly! Here is the reply:" (an Arabic-tuned model's preamble).
    name: 'arabic: a lead-in presenting the reply inside the body',
    ...LAYLA,
    answer: '# «send»\nبالتأكيد! إليك الرد:\n\nأكيد جاية بكرا، سلّملي على ستّي ❤️',
    expect: [{ type: 'send', text: 'أكيد جاية بكرا، سلّملي على ستّي ❤️' }],
  },
  {
    // "الرد:" is "The reply:", alone on its line, then a reply key line.
    name: 'arabic: a reply label and a reply_to key over the message (two slips)',
    ...LAYLA,
    answer: '# «send»\nالرد:\nreply_to: 4003\nالحمدلله ماشي الحال، الفريق لطيف',
    expect: [{ type: 'send', text: 'الحمدلله ماشي الحال، الفريق لطيف', replyTo: 4003 }],
  },
  {
    // "(no reply)" in Arabic; nobody sends that to a cousin.
    name: 'arabic: narrated silence in a direct chat',
    ...LAYLA,
    answer: '# «send»\n(لا رد)',
    expect: [],
  },
  {
    // U+061C ARABIC LETTER MARK alone: an invisible message.
    name: 'arabic: a body of one Arabic letter mark',
    ...LAYLA,
    answer: '# «send»\n\u061c',
    expect: [],
  },
  {
    // An unknown block named "send" in Arabic, beside a reaction: its body is the message.
    name: 'arabic: a reaction and a block named in Arabic',
    ...LAYLA,
    answer: '# «react» ❤️\n\n# «إرسال»\nأكيد جاية بكرا 🌹',
    expect: [
      { type: 'react', emoji: '❤', messageId: 4005 },
      { type: 'send', text: 'أكيد جاية بكرا 🌹' },
    ],
  },
  {
    // "تحلیل:" is "Analysis:".
    name: 'persian: an analysis label in Persian over the message',
    ...SHIRIN,
    answer: '# «send»\nتحلیل: سارا ساعت هشت را پیشنهاد داده؛ موافقت کنم.\nهشت عالیه، من هستم 🥾',
    expect: [{ type: 'send', text: 'هشت عالیه، من هستم 🥾', replyTo: TARGET }],
    withheld: ['reasoning'],
  },
  {
    // "This question is for Kaveh, I won't say anything."
    name: 'persian: the model’s reason for silence in a group',
    ...SHIRIN,
    others: new Map([[4005, 'کاوه، ماشین تو میاری؟']]),
    answer: '# «send»\nاین سؤال از کاوه است، من چیزی نمی‌گویم.',
    expect: [],
  },
  {
    name: 'persian: the persona’s name in Persian script as a speaker label',
    ...SHIRIN,
    answer: '# «send»\nشیرین: ساعت هشت عالیه',
    expect: [{ type: 'send', text: 'ساعت هشت عالیه', replyTo: TARGET }],
    withheld: ['label'],
  },
  {
    name: 'hebrew: the persona’s name in Hebrew as a speaker label',
    ...TAMAR,
    answer: '# «send»\nתמר: מחר אני עובדת, אבל ביום שישי ים!',
    expect: [{ type: 'send', text: 'מחר אני עובדת, אבל ביום שישי ים!' }],
    withheld: ['label'],
  },
  {
    // "Want me to phrase it more lightly?"
    name: 'hebrew: an offer to phrase the answer more lightly',
    ...TAMAR,
    answer: '# «send»\nמחר עובדת 😩 אבל שישי אני שלך\n\nרוצה שאנסח את זה בצורה קלילה יותר?',
    expect: [{ type: 'send', text: 'מחר עובדת 😩 אבל שישי אני שלך' }],
  },
  {
    // "*Thought: Itai asks about tomorrow, answer briefly*" in Hebrew.
    name: 'hebrew: a wrapped reasoning label on the line above',
    ...TAMAR,
    answer: '# «send»\n*מחשבה: איתי שואל על מחר, לענות קצר*\nעובדת מחר, אבל אחרי 14:00 פנויה',
    expect: [{ type: 'send', text: 'עובדת מחר, אבל אחרי 14:00 פנויה' }],
    withheld: ['reasoning'],
  },
  {
    // "Düşünce süreci:" is "Thinking process:", with its list.
    name: 'turkish: a thinking-process label and its list over the message',
    ...ELIF,
    answer:
      '# «send»\nDüşünce süreci:\n- Zeynep kahvaltıyı soruyor\n- Kısa ve samimi cevap ver\n\nGelirim tabii, onda oradayım ☀️',
    expect: [{ type: 'send', text: 'Gelirim tabii, onda oradayım ☀️', replyTo: TARGET }],
    withheld: ['reasoning'],
  },
  {
    // "Here is Elif's answer:"
    name: 'turkish: a lead-in naming the persona’s answer',
    ...ELIF,
    answer: "# «send»\nİşte Elif'in cevabı:\nGelirim! Simit Can'dan, çay benden 🫖",
    expect: [{ type: 'send', text: "Gelirim! Simit Can'dan, çay benden 🫖", replyTo: TARGET }],
  },
  {
    // A block named "send" in Turkish, the answer's only block: its body is the message.
    name: 'turkish: the only block named in Turkish',
    ...ELIF,
    answer: '# «gönder»\nGelirim tabii, saat onda oradayım',
    expect: [{ type: 'send', text: 'Gelirim tabii, saat onda oradayım', replyTo: TARGET }],
  },
  {
    // Keys in Turkish: "tür" (type), "içerik" (content).
    name: 'turkish: a JSON task list with keys in Turkish',
    ...ELIF,
    answer: '[{"tür": "mesaj", "içerik": "Gelirim! Saat onda oradayım"}]',
    expect: [{ type: 'send', text: 'Gelirim! Saat onda oradayım', replyTo: TARGET }],
  },
];
