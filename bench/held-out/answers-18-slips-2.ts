/**
 * Held-out set 18, slips (part 2): heading near-misses in other scripts and brackets, wrappers
 * inside a body (speaker labels and signatures in the persona's own script, data and tool calls),
 * echoes of the transcript, cut answers, stickers written as prose, and two slips in one answer.
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
  KOREAN,
  PERSIAN,
  THAI,
} from './answers-18-chats.js';

export const SLIPS_18_2: CorpusEntry[] = [
  {
    name: 'traditional chinese: a full-width hash and corner brackets as the heading',
    ...CHINESE,
    answer: '＃「send」\n貓很好！週六見～',
    expect: [{ type: 'send', text: '貓很好！週六見～' }],
  },
  {
    name: 'traditional chinese: a heading in lenticular brackets without a hash',
    ...CHINESE,
    answer: '【send】\n志明，傘我先收起來了',
    expect: [{ type: 'send', text: '志明，傘我先收起來了' }],
  },
  {
    name: 'korean: an addressee with a particle on the heading line',
    ...KOREAN,
    answer: '# «send» 민준에게\n고양이 괜찮아요, 걱정 마요',
    expect: [{ type: 'send', text: '고양이 괜찮아요, 걱정 마요' }],
  },
  {
    name: 'czech: a reaction heading spelled with Cyrillic look-alikes',
    ...CZECH,
    answer: '# «rеасt»\n👍',
    expect: [{ type: 'react', emoji: '👍', messageId: 4005 }],
  },
  {
    name: 'hebrew: the only block named by the Hebrew word for send',
    ...HEBREW,
    answer: '# «שלח»\nהחתול חי וקיים, בשבת פתוח 😊',
    expect: [{ type: 'send', text: 'החתול חי וקיים, בשבת פתוח 😊' }],
  },
  {
    name: 'greek: a reaction and a message heading on one line',
    ...GREEK,
    answer: '# «react» 👍 # «send» Ναι, ανοιχτά!',
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      { type: 'send', text: 'Ναι, ανοιχτά!' },
    ],
  },
  {
    name: 'armenian: the word for reply in brackets on the heading line',
    ...ARMENIAN,
    answer: '# «send» (պատասխան)\nԱյո՛, շաբաթ բաց ենք։',
    expect: [{ type: 'send', text: 'Այո՛, շաբաթ բաց ենք։' }],
  },
  {
    name: 'hebrew: bold heading with "to Itai" joined as Hebrew writes it',
    ...HEBREW,
    answer: '### **«send»** לאיתי\nהמטרייה אצלי, תבוא לקחת',
    expect: [{ type: 'send', text: 'המטרייה אצלי, תבוא לקחת' }],
  },
  {
    name: "georgian: a speaker label in the persona's own script",
    ...GEORGIAN,
    answer: '# «send»\nნინო: კატა კარგადაა, შაბათს გელოდებით!',
    expect: [{ type: 'send', text: 'კატა კარგადაა, შაბათს გელოდებით!' }],
  },
  {
    name: 'korean: the persona labelled by her name in Latin letters',
    ...KOREAN,
    answer: '# «send»\nSeoyeon: 고양이 잘 있어요! 토요일 10시에 열어요',
    expect: [{ type: 'send', text: '고양이 잘 있어요! 토요일 10시에 열어요' }],
  },
  {
    name: 'hebrew: a signature after a direction mark',
    ...HEBREW,
    answer: '# «send»\nהחתול מצוין, בשבת פתוח עד 2\n\u200F— נועה',
    expect: [{ type: 'send', text: 'החתול מצוין, בשבת פתוח עד 2' }],
  },
  {
    name: "greek: a closing word alone, then the persona's name",
    ...GREEK,
    answer: '# «send»\nΗ γάτα είναι μια χαρά, το Σάββατο σας περιμένουμε!\n\nΦιλιά,\nΕλένη',
    expect: [{ type: 'send', text: 'Η γάτα είναι μια χαρά, το Σάββατο σας περιμένουμε!' }],
  },
  {
    name: 'czech: JSON with a Czech message key',
    ...CZECH,
    answer: '{"zpráva": "Kočka žije, v sobotu máme otevřeno!"}',
    expect: [{ type: 'send', text: 'Kočka žije, v sobotu máme otevřeno!' }],
  },
  {
    name: 'amharic: a YAML block scalar under a message key',
    ...AMHARIC,
    answer: 'message: |\n  ድመቷ ደህና ናት።\n  ቅዳሜ ክፍት ነን።',
    expect: [{ type: 'send', text: 'ድመቷ ደህና ናት።\nቅዳሜ ክፍት ነን።' }],
  },
  {
    name: 'thai: the transcript header and the question echoed before the answer',
    ...THAI,
    answer: '# «send»\n⟦#4005 ณัฐ⟧\nแมวรอดจากการย้ายบ้านไหม แล้ววันเสาร์ร้านเปิดหรือเปล่า\n\nแมวสบายดีค่ะ เสาร์เปิดนะ',
    expect: [{ type: 'send', text: 'แมวสบายดีค่ะ เสาร์เปิดนะ' }],
  },
  {
    name: "hebrew: the other person's message sent back as a block of its own",
    ...HEBREW,
    answer:
      '# «send»\nמישהו ראה את המטרייה הכחולה שלי? נראה לי ששכחתי אותה בחנות\n\n# «send»\nכן! היא אצלנו ליד הקופה',
    expect: [{ type: 'send', text: 'כן! היא אצלנו ליד הקופה' }],
  },
  {
    name: 'finnish: the same block twice',
    ...FINNISH,
    answer: '# «send»\nKissa on kunnossa! 🐈\n\n# «send»\nKissa on kunnossa! 🐈',
    expect: [{ type: 'send', text: 'Kissa on kunnossa! 🐈' }],
  },
  {
    name: 'finnish: a quoted line under its sender and id before the reply',
    ...FINNISH,
    answer:
      '# «send»\nMikko (4005): Selvisikö kissa muutosta? Ja oletteko auki lauantaina?\nSelvisi! Ja auki ollaan 10–14.',
    expect: [{ type: 'send', text: 'Selvisi! Ja auki ollaan 10–14.' }],
  },
  {
    name: 'korean: cut off in the second block',
    ...KOREAN,
    truncated: true,
    answer: '# «send»\n고양이 완전 건강해요!\n\n# «send»\n토요일은 10시부터 오후 3',
    expect: [{ type: 'send', text: '고양이 완전 건강해요!' }],
    withheld: ['truncated'],
  },
  {
    name: 'persian: an answer of only zero-width characters',
    ...PERSIAN,
    answer: '# «send»\n\u200C\u200B',
    expect: [],
  },
  {
    name: 'bengali: a JSON task list cut in its second item',
    ...BENGALI,
    truncated: true,
    answer: '[{"type": "send", "text": "বিড়াল একদম ভালো আছে!"}, {"type": "send", "text": "শনিবার খো',
    expect: [{ type: 'send', text: 'বিড়াল একদম ভালো আছে!' }],
  },
  {
    name: 'georgian: a sticker written as the history shows one',
    ...GEORGIAN,
    answer: '# «send»\nsticker 😴 from HeidiDuck',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😴' }],
  },
  {
    // The operator offered stickers; a sticker narrated in the persona's language is that sticker.
    name: 'thai: a sticker narrated in Thai with its emoji',
    ...THAI,
    answer: '# «send»\nแมวรอดแล้ว!\n\n# «send»\n*ส่งสติกเกอร์ 😂*',
    expect: [
      { type: 'send', text: 'แมวรอดแล้ว!' },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  {
    name: 'korean: a thinking label and a signature in one body',
    ...KOREAN,
    answer: '# «send»\n생각: 짧게 답하기\n\n고양이 괜찮고 토요일 열어요!\n\n— 서연',
    expect: [{ type: 'send', text: '고양이 괜찮고 토요일 열어요!' }],
  },
  {
    name: 'greek: prose before the block and a Latin label for the Greek name',
    ...GREEK,
    answer: 'Θα απαντήσω σύντομα και φιλικά.\n\n# «send»\nEleni: Η γάτα είναι καλά! Το Σάββατο ανοιχτά.',
    expect: [{ type: 'send', text: 'Η γάτα είναι καλά! Το Σάββατο ανοιχτά.' }],
  },
  {
    name: 'hebrew: a JSON answer in a fence with an offer after it',
    ...HEBREW,
    answer:
      '```json\n{"type": "send", "text": "החתול בסדר, בשבת פתוח!", "reply_to": 4005}\n```\n\nאם תרצי, אוכל לכתוב גרסה ארוכה יותר.',
    expect: [{ type: 'send', text: 'החתול בסדר, בשבת פתוח!', replyTo: 4005 }],
  },
  {
    name: 'traditional chinese: a thinking block, then a sticker by emoji',
    ...CHINESE,
    answer: '# «思考»\n使用者在問貓和週六，回覆要短。\n\n# «send»\n貓咪沒事！週六照常營業\n\n# «sticker»\n😂',
    expect: [
      { type: 'send', text: '貓咪沒事！週六照常營業' },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  {
    name: 'armenian: speaker label and a chat template token after the message',
    ...ARMENIAN,
    answer: '# «send»\nԱնի: Կատուն լավ է, շաբաթ սպասում ենք ձեզ։<end_of_turn>',
    expect: [{ type: 'send', text: 'Կատուն լավ է, շաբաթ սպասում ենք ձեզ։' }],
  },
  {
    name: 'bengali group: narration naming the persona, then NO_REPLY',
    ...BENGALI,
    chat: 'group',
    answer: '(Rupa চুপ করে থাকে)\nNO_REPLY',
    expect: [],
  },
];
