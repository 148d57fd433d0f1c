/**
 * Set 38, ordinary answers: well-formed blocks in scripts other than Latin, with each script's
 * punctuation, quotes and laughter, and messages that only look like machinery. All are sent as
 * written (a group's first message answers the target).
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  ANI,
  DESI,
  ELENI,
  JIA,
  JIA_ASIDE,
  KAVYA,
  LAYLA,
  MALI,
  NINA,
  NINA_GROUP,
  NINO,
  NOA,
  NOA_ASIDE,
  PRIYA,
  RUPA,
  SAKURA,
  XIAOYU,
  ZAINAB,
} from './answers-38-scenes.js';

export const ORDINARY_38: CorpusEntry[] = [
  {
    name: 'Russian reply with an emoji, Gemini 2.5 Flash',
    ...NINA,
    answer: '# «send»\nКонечно, возьму 🔌 Только напомни утром, а то я себя знаю',
    expect: [{ type: 'send', text: 'Конечно, возьму 🔌 Только напомни утром, а то я себя знаю' }],
  },
  {
    name: 'Russian: two messages with a wait between, the second replying by id',
    ...NINA,
    answer: '# «send»\nДа, еду!\n\n# «wait»\ndelay: 20\n\n# «send» 4005\nИ зарядку твою возьму, не переживай',
    expect: [
      { type: 'send', text: 'Да, еду!' },
      { type: 'wait', delay: 20 },
      { type: 'send', text: 'И зарядку твою возьму, не переживай', replyTo: 4005 },
    ],
  },
  {
    // Guillemets are Russian quotation marks: a quoted word opening a message is no heading.
    name: 'Russian message opening with a word in guillemets',
    ...NINA,
    answer: '# «send»\n«Зарядка» — это громко сказано, у тебя там провод на изоленте 😅',
    expect: [{ type: 'send', text: '«Зарядка» — это громко сказано, у тебя там провод на изоленте 😅' }],
  },
  {
    name: 'Russian: a quotation in guillemets inside the message',
    ...NINA,
    answer: '# «send»\nМама сказала «приезжайте к обеду», так что к часу буду',
    expect: [{ type: 'send', text: 'Мама сказала «приезжайте к обеду», так что к часу буду' }],
  },
  {
    name: 'Russian packing list in Markdown a person types',
    ...NINA,
    answer:
      '# «send»\nСписок на дачу:\n- уголь\n- **зарядка** (твоя!)\n- мангал\n- репеллент, там комары размером с воробья',
    expect: [
      {
        type: 'send',
        text: 'Список на дачу:\n- уголь\n- **зарядка** (твоя!)\n- мангал\n- репеллент, там комары размером с воробья',
      },
    ],
  },
  {
    // Russian smiles are closing brackets: nothing here is an aside.
    name: 'Russian bracket smiles',
    ...NINA,
    answer: '# «send»\nАхах, ну ты даёшь))) третий раз за месяц',
    expect: [{ type: 'send', text: 'Ахах, ну ты даёшь))) третий раз за месяц' }],
  },
  {
    // In a direct chat a word in capitals is excitement.
    name: 'Russian stretched word in capitals alone in a direct chat',
    ...NINA,
    answer: '# «send»\nУРААА 🎉',
    expect: [{ type: 'send', text: 'УРААА 🎉' }],
  },
  {
    name: 'Russian: a memory of the brother beside the reply',
    ...NINA,
    answer:
      '# «send»\nЛадно-ладно, положу в рюкзак\n\n# «person» 5521\nАртём — младший брат, вечно забывает зарядку',
    expect: [{ type: 'send', text: 'Ладно-ладно, положу в рюкзак' }, { type: 'person' }],
  },
  {
    name: 'Greek answer to a callout, Greek question mark',
    ...ELENI,
    callout: true,
    answer: '# «send»\nΕγώ μέσα! Ναι, φέρνω το ψυγειάκι, αλλά κάποιος να φέρει πάγο;',
    expect: [
      { type: 'send', text: 'Εγώ μέσα! Ναι, φέρνω το ψυγειάκι, αλλά κάποιος να φέρει πάγο;', replyTo: 4005 },
    ],
  },
  {
    name: 'Greek: a reaction to a friend, nothing said',
    ...ELENI,
    answer: '# «react» 4003 👍',
    expect: [{ type: 'react', emoji: '👍', messageId: 4003 }],
  },
  {
    // Greek capitals that look Latin (Omicron, Kappa) are the persona's own words.
    name: 'Greek ΟΚ in Greek letters',
    ...ELENI,
    callout: true,
    answer: '# «send»\nΟΚ, τα λέμε στις 10 στο λιμάνι!',
    expect: [{ type: 'send', text: 'ΟΚ, τα λέμε στις 10 στο λιμάνι!', replyTo: 4005 }],
  },
  {
    name: 'Greek: a reply and a note about a friend',
    ...ELENI,
    callout: true,
    answer:
      '# «send»\nΦέρνω και καρπούζι 🍉\n\n# «note»\nΟ Νίκος δεν τρώει γαρίδες, να μην πάρω για το τραπέζι',
    expect: [{ type: 'send', text: 'Φέρνω και καρπούζι 🍉', replyTo: 4005 }, { type: 'note' }],
  },
  {
    name: 'Arabic: two messages, Arabic comma and question mark',
    ...LAYLA,
    answer: '# «send»\nإيه وصلت الحمد لله 🙏 ساعة ونص بالطريق!\n\n# «send»\nوإنت، وصلت ولا لسه؟',
    expect: [
      { type: 'send', text: 'إيه وصلت الحمد لله 🙏 ساعة ونص بالطريق!' },
      { type: 'send', text: 'وإنت، وصلت ولا لسه؟' },
    ],
  },
  {
    // Actions are allowed in direct chats by default: the laugh is the persona's.
    name: 'Arabic roleplay action in a direct chat, actions direct',
    ...LAYLA,
    answer: '# «send»\n*تضحك* لا والله، المقابلة كانت أحسن مما توقعت',
    expect: [{ type: 'send', text: '*تضحك* لا والله، المقابلة كانت أحسن مما توقعت' }],
  },
  {
    name: 'Arabic sticker after a short message',
    ...LAYLA,
    answer: '# «send»\nتعبانة كتير، رح نام بكير\n\n# «sticker»\nHeidiDuck\n😴',
    expect: [
      { type: 'send', text: 'تعبانة كتير، رح نام بكير' },
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
    ],
  },
  {
    // A left-to-right mark around a Latin brand inside Hebrew text is the persona's typing.
    name: 'Hebrew with a Latin word between direction marks',
    ...NOA,
    callout: true,
    answer: '# «send»\nכן! ואני מביאה את ה-\u200EAirPods\u200E של איתי, הוא שכח אותם אצלי',
    expect: [
      {
        type: 'send',
        text: 'כן! ואני מביאה את ה-\u200EAirPods\u200E של איתי, הוא שכח אותם אצלי',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'Hebrew group, not addressed: only a private note',
    ...NOA_ASIDE,
    answer: '# «think»\nאיתי ושירה מדברים על המטען, זה לא אליי',
    expect: [],
  },
  {
    name: 'Hebrew: a reaction to the flatmate',
    ...NOA,
    answer: '# «react» 4003 🙏',
    expect: [{ type: 'react', emoji: '🙏', messageId: 4003 }],
  },
  {
    name: 'Hindi-English mix with the danda',
    ...PRIYA,
    answer: '# «send»\nहाँ यार, कल 7 बजे pakka! तू टिकट का screenshot भेज दे, मैं पैसे भेज दूँगी।',
    expect: [{ type: 'send', text: 'हाँ यार, कल 7 बजे pakka! तू टिकट का screenshot भेज दे, मैं पैसे भेज दूँगी।' }],
  },
  {
    // A note label opening a message is the message: the shop's hours are news for Rahul.
    name: 'Hindi message opening with the word note',
    ...PRIYA,
    answer: '# «send»\nनोट: गेट 5 बजे खुलेगा, लाइन बहुत लंबी होगी',
    expect: [{ type: 'send', text: 'नोट: गेट 5 बजे खुलेगा, लाइन बहुत लंबी होगी' }],
  },
  {
    name: 'Hindi: a reply by id and a second message',
    ...PRIYA,
    answer: '# «send» 4003\nभेज दिए ✅ 1200 रुपये\n\n# «send»\nऔर 6 बजे निकलते हैं, ट्रैफिक का भरोसा नहीं',
    expect: [
      { type: 'send', text: 'भेज दिए ✅ 1200 रुपये', replyTo: 4003 },
      { type: 'send', text: 'और 6 बजे निकलते हैं, ट्रैफिक का भरोसा नहीं' },
    ],
  },
  {
    name: 'Bengali short reply with a sleepy emoji',
    ...RUPA,
    answer: '# «send»\nআজ দেরি হবে রে, দশটা বাজবে। মাকে বল খিচুড়ি হলেই চলবে 😴',
    expect: [{ type: 'send', text: 'আজ দেরি হবে রে, দশটা বাজবে। মাকে বল খিচুড়ি হলেই চলবে 😴' }],
  },
  {
    name: 'Bengali: a memory note and a reply',
    ...RUPA,
    answer: '# «remember»\nমা রাতে খিচুড়ি বানাতে ভালোবাসে\n\n# «send»\nখিচুড়ি আর ডিমভাজা! আসছি ১০টায়',
    expect: [{ type: 'remember' }, { type: 'send', text: 'খিচুড়ি আর ডিমভাজা! আসছি ১০টায়' }],
  },
  {
    name: 'Tamil colloquial reply',
    ...KAVYA,
    answer: '# «send»\nசரி டா, 6 மணிக்கு பெசன்ட் நகர்ல பார்க்கலாம்! 👋',
    expect: [{ type: 'send', text: 'சரி டா, 6 மணிக்கு பெசன்ட் நகர்ல பார்க்கலாம்! 👋' }],
  },
  {
    name: 'Thai group: answer to an open offer, 555 laughter',
    ...MALI,
    answer: '# «send»\nเอาด้วยค่ะ 555 หวานน้อยนะคะพี่',
    expect: [{ type: 'send', text: 'เอาด้วยค่ะ 555 หวานน้อยนะคะพี่', replyTo: 4005 }],
  },
  {
    name: 'Thai group, not addressed: an empty answer',
    ...MALI,
    answer: '',
    expect: [],
  },
  {
    name: 'Georgian question back',
    ...NINO,
    answer: '# «send»\nკი, შაბათს თავისუფალი ვარ! რომელ ფილმზე წავიდეთ?',
    expect: [{ type: 'send', text: 'კი, შაბათს თავისუფალი ვარ! რომელ ფილმზე წავიდეთ?' }],
  },
  {
    // Armenian stress mark, question mark on the vowel and the full stop ։ are the text's own.
    name: 'Armenian punctuation',
    ...ANI,
    answer: '# «send»\nՀա՛, վաղը ժամը 7-ին կգամ։ Մամային ասա, որ տոլմա ուզո՞ւմ եմ 😄',
    expect: [{ type: 'send', text: 'Հա՛, վաղը ժամը 7-ին կգամ։ Մամային ասա, որ տոլմա ուզո՞ւմ եմ 😄' }],
  },
  {
    name: 'Armenian itinerary lines a person writes',
    ...ANI,
    answer: '# «send»\nԺամը 18:00 — աշխատանքից դուրս\nԺամը 19:30 — տանը\nՀաց մի գնեք, ես կբերեմ',
    expect: [
      { type: 'send', text: 'Ժամը 18:00 — աշխատանքից դուրս\nԺամը 19:30 — տանը\nՀաց մի գնեք, ես կբերեմ' },
    ],
  },
  {
    name: 'Korean group callout, laughter and double marks',
    ...JIA,
    callout: true,
    answer: '# «send»\nㅋㅋㅋㅋ 당연하지!! 나 8시쯤 도착 ㅠㅠ 알바 끝나고 갈게',
    expect: [
      { type: 'send', text: 'ㅋㅋㅋㅋ 당연하지!! 나 8시쯤 도착 ㅠㅠ 알바 끝나고 갈게', replyTo: 4005 },
    ],
  },
  {
    name: 'Korean group, not addressed: a private note only',
    ...JIA_ASIDE,
    answer: '# «think»\n민준이랑 서연이가 시간 정하는 중. 지금은 낄 필요 없음',
    expect: [],
  },
  {
    name: 'Japanese reply with a wave dash',
    ...SAKURA,
    answer: '# «send»\nえー、いいなぁ！土曜休みだよ〜行く行く😆',
    expect: [{ type: 'send', text: 'えー、いいなぁ！土曜休みだよ〜行く行く😆' }],
  },
  {
    // Corner brackets are Japanese quotation marks inside a sentence.
    name: 'Japanese quotation in corner brackets',
    ...SAKURA,
    answer: '# «send»\n店長に「土曜は人足りてる」って言われたから、休みもらえた！',
    expect: [{ type: 'send', text: '店長に「土曜は人足りてる」って言われたから、休みもらえた！' }],
  },
  {
    // 【悲報】 ("sad news") is net slang opening a line, with the text after it.
    name: 'Japanese net-slang tag in lenticular brackets before the text',
    ...SAKURA,
    answer: '# «send»\n【悲報】また寝坊して遅刻しました😭',
    expect: [{ type: 'send', text: '【悲報】また寝坊して遅刻しました😭' }],
  },
  {
    // A kaomoji in half-width brackets closing the line is a face, not an aside.
    name: 'Japanese kaomoji in brackets',
    ...SAKURA,
    answer: '# «send»\n了解です(｀・ω・´)ゞ チケットありがとう！',
    expect: [{ type: 'send', text: '了解です(｀・ω・´)ゞ チケットありがとう！' }],
  },
  {
    // In a direct chat an aside alone is a message; （笑） is "lol".
    name: 'Japanese (laughs) in full-width brackets alone in a direct chat',
    ...SAKURA,
    answer: '# «send»\nまた遅刻したの？\n\n# «send»\n（笑）',
    expect: [
      { type: 'send', text: 'また遅刻したの？' },
      { type: 'send', text: '（笑）' },
    ],
  },
  {
    name: 'Chinese reply and a laughing sticker',
    ...XIAOYU,
    answer: '# «send»\n排两个小时？？哈哈哈笑死，那我们四点就去占位\n\n# «sticker»\nHeidiDuck\n😂',
    expect: [
      { type: 'send', text: '排两个小时？？哈哈哈笑死，那我们四点就去占位' },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  {
    // A full-width colon after an everyday word is how a person gives an address.
    name: 'Chinese address line with a full-width colon',
    ...XIAOYU,
    answer: '# «send»\n好呀！\n地址：春熙路那家，到了给我发消息',
    expect: [{ type: 'send', text: '好呀！\n地址：春熙路那家，到了给我发消息' }],
  },
  {
    name: 'Bulgarian reply',
    ...DESI,
    answer: '# «send»\nРазбира се, че ще дойда! Какво да ѝ вземем за подарък?',
    expect: [{ type: 'send', text: 'Разбира се, че ще дойда! Какво да ѝ вземем за подарък?' }],
  },
  {
    name: 'Urdu reply with the Urdu full stop',
    ...ZAINAB,
    answer: '# «send»\nامی کو بتاؤ چاند رات کو پہنچ جاؤں گی ان شاء اللہ۔ ٹکٹ ہو گیا 🌙',
    expect: [{ type: 'send', text: 'امی کو بتاؤ چاند رات کو پہنچ جاؤں گی ان شاء اللہ۔ ٹکٹ ہو گیا 🌙' }],
  },
  {
    name: 'Korean: a fire reaction on the question and a short reply',
    ...JIA,
    callout: true,
    answer: '# «react» 4005 🔥\n\n# «send»\n콜!!',
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4005 },
      { type: 'send', text: '콜!!', replyTo: 4005 },
    ],
  },
  {
    // Speaking up in the family group unasked is the persona's choice, and plain speech.
    name: 'Russian group: an unprompted message to her mother',
    ...NINA_GROUP,
    answer: '# «send»\nМам, рассаду не повезу, но пирог испеку 🥧',
    expect: [{ type: 'send', text: 'Мам, рассаду не повезу, но пирог испеку 🥧', replyTo: 4005 }],
  },
  {
    // A closing greeting alone on the last line, with no name after it, is the message's end.
    name: 'Arabic closing greeting on its own line',
    ...LAYLA,
    answer: '# «send»\nتمام، بكرا بحكيلك كل شي\nيلا تصبح على خير',
    expect: [{ type: 'send', text: 'تمام، بكرا بحكيلك كل شي\nيلا تصبح على خير' }],
  },
  {
    // Titles in Georgian low-high quotes inside the question are not a wrapper.
    name: 'Georgian film titles in quotation marks',
    ...NINO,
    answer: '# «send»\n„ოპენჰაიმერი“ თუ „ბარბი“? 😄',
    expect: [{ type: 'send', text: '„ოპენჰაიმერი“ თუ „ბარბი“? 😄' }],
  },
  {
    name: 'Chinese talk about an AI assistant',
    ...XIAOYU,
    answer: '# «send»\n你说的那个AI助手我也用过，回答得像客服一样哈哈，还是问你靠谱',
    expect: [{ type: 'send', text: '你说的那个AI助手我也用过，回答得像客服一样哈哈，还是问你靠谱' }],
  },
];
