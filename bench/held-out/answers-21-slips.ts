/**
 * Held-out set 21, slips of Оксана's, Tomás's and Elif's models: reasoning in their languages,
 * labels and signatures across scripts, wrappers, echoes, cut answers, narrated silence, unknown
 * block names, offers and lead-ins, and two slips in one answer.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  ELIF_CLIENT,
  ELIF_RUNNERS,
  OKSANA_NIECE,
  OKSANA_SHIFTS,
  TOMAS_CLASS,
  TOMAS_FACU,
} from './answers-21-cast.js';

export const SLIPS_21: CorpusEntry[] = [
  {
    // Gemini 2.5 Pro writes a label in the persona's language over its plan, inside the block.
    name: '2.5 Pro, Оксана: a bold Ukrainian reasoning label, then the message',
    ...OKSANA_NIECE,
    answer:
      '# «send»\n**Міркування:** Дарина питає про ліки, відповісти обережно і коротко.\n\nМожна, але з перервою хоча б дві години між ними.',
    expect: [{ type: 'send', text: 'Можна, але з перервою хоча б дві години між ними.' }],
  },
  {
    name: '2.5 Pro, Оксана: her own name as a speaker label, in Cyrillic',
    ...OKSANA_NIECE,
    answer: '# «send»\nОксана: Та нічого не треба, сонечко. Хіба що ще одну пачку кави 😄',
    expect: [{ type: 'send', text: 'Та нічого не треба, сонечко. Хіба що ще одну пачку кави 😄' }],
  },
  {
    name: '2.5 Pro, Оксана: a signature in Latin letters',
    ...OKSANA_NIECE,
    answer: '# «send»\nВ неділю буду вдома, приходь коли зручно.\n\n— Oksana',
    expect: [{ type: 'send', text: 'В неділю буду вдома, приходь коли зручно.' }],
  },
  {
    name: '2.5 Pro, Оксана: MAX_TOKENS in the second message',
    ...OKSANA_NIECE,
    truncated: true,
    answer: '# «send»\nВ неділю так, вдома.\n\n# «send»\nА щодо ліків — краще не змішувати без потре',
    expect: [{ type: 'send', text: 'В неділю так, вдома.' }],
    withheld: ['truncated'],
  },
  {
    // No block at all: a thought summary's title and paragraph, then the message.
    name: '2.5 Pro, Оксана: a thought summary title over a blockless answer',
    ...OKSANA_NIECE,
    answer:
      "**Weighing the Sunday Question**\n\nI'm now working out how Oksana should answer both the medicine question and the Sunday plan in one warm message.\n\nМожна, тільки з перервою. А в неділю я вдома, приїжджай 🥰",
    expect: [{ type: 'send', text: 'Можна, тільки з перервою. А в неділю я вдома, приїжджай 🥰' }],
  },
  {
    name: '2.5 Pro, Оксана: the shift group, stage direction in Ukrainian',
    ...OKSANA_SHIFTS,
    answer: '*мовчки розкладає ліки по полицях*',
    expect: [],
  },
  {
    name: '2.5 Pro, Оксана: a Cyrillic silence token in angle brackets',
    ...OKSANA_SHIFTS,
    answer: '<<ТИША>>',
    expect: [],
  },
  {
    // Two slips: the heading name in Ukrainian and a label on the body.
    name: '2.5 Pro, Оксана: called, a Ukrainian block name and her label',
    ...OKSANA_SHIFTS,
    others: new Map([
      [4001, 'Хто бере суботню зміну?'],
      [4003, 'Ja mogę do 14, potem nie'],
      [4005, 'Oksana, a ty możesz w sobotę po 14?'],
    ]),
    callout: true,
    answer: '# «відповідь»\nОксана: Можу до 18, записуйте мене',
    expect: [{ type: 'send', text: 'Можу до 18, записуйте мене', replyTo: 4005 }],
  },
  {
    name: '2.5 Pro, Оксана: a trailing offer of a shorter version, in Ukrainian',
    ...OKSANA_NIECE,
    answer:
      '# «send»\nВ неділю вдома, чекаю на тебе з пирогом 🥧\n\nХочеш, я напишу коротшу версію відповіді?',
    expect: [{ type: 'send', text: 'В неділю вдома, чекаю на тебе з пирогом 🥧' }],
  },
  {
    name: '2.5 Flash, Tomás: the whole message in quotation marks',
    ...TOMAS_FACU,
    answer: '# «send»\n"dale, voy"',
    expect: [{ type: 'send', text: 'dale, voy' }],
  },
  {
    name: '2.5 Flash, Tomás: Facu’s own message sent back, then the answer',
    ...TOMAS_FACU,
    answer: '# «send»\ndale confirmame antes de las 8\n\n# «send»\nconfirmado',
    expect: [{ type: 'send', text: 'confirmado' }],
    withheld: ['echo'],
  },
  {
    name: '2.5 Flash, Tomás: a word, then an aside naming him in Spanish',
    ...TOMAS_FACU,
    answer: '# «send»\nsí\n\n(Tomás responde corto, como siempre)',
    expect: [{ type: 'send', text: 'sí' }],
  },
  {
    name: '2.5 Flash, Tomás: JSON with Spanish keys in a fence',
    ...TOMAS_FACU,
    answer: '```json\n{"respuesta": "dale, voy", "tono": "informal"}\n```',
    expect: [{ type: 'send', text: 'dale, voy' }],
  },
  {
    name: '2.5 Flash, Tomás: an action before the words, actions off',
    ...TOMAS_FACU,
    actions: 'never',
    answer: '# «send»\n*se ríe* jaja sí, voy',
    expect: [{ type: 'send', text: 'jaja sí, voy' }],
  },
  {
    name: '2.5 Flash, Tomás: a Spanish thought label over a blockless answer',
    ...TOMAS_FACU,
    answer: 'Pensamiento: Facu quiere que confirme ya, respondo corto.\n\ndale, voy',
    expect: [{ type: 'send', text: 'dale, voy' }],
  },
  {
    name: '2.5 Flash, Tomás: the class group, the model’s reason in Spanish',
    ...TOMAS_CLASS,
    answer: 'No me lo preguntan a mí, así que no respondo.',
    expect: [],
  },
  {
    name: '2.5 Flash, Tomás: called, a Spanish block name',
    ...TOMAS_CLASS,
    others: new Map([
      [4001, 'alguien tiene el apunte de análisis?'],
      [4003, 'yo tengo el de la clase 3'],
      [4005, 'tomi vos tenés el de la 4?'],
    ]),
    callout: true,
    answer: '# «responder»\nni idea',
    expect: [{ type: 'send', text: 'ni idea', replyTo: 4005 }],
  },
  {
    // Two slips: a chat log's time and his label, and a made-up line for Nico after it.
    name: '2.5 Flash, Tomás: a log line with his label, then Nico’s invented turn',
    ...TOMAS_CLASS,
    others: new Map([
      [4001, 'alguien tiene el apunte de análisis?'],
      [4003, 'yo tengo el de la clase 3'],
      [4005, 'tomi vos tenés el de la 4?'],
    ]),
    callout: true,
    answer: '# «send»\n[21:14] Tomás: no, falté\n[21:15] Nico: uh bueno gracias igual tomi',
    expect: [{ type: 'send', text: 'no, falté', replyTo: 4005 }],
  },
  {
    name: 'Gemini 3, Elif: a wrapped Turkish thought before the words',
    ...ELIF_CLIENT,
    answer: '# «send»\n(Düşünce: Can aceleci, kısa tut.) Cuma yetişir!',
    expect: [{ type: 'send', text: 'Cuma yetişir!' }],
  },
  {
    name: 'Gemini 3, Elif: “the user” in Turkish opens a blockless answer',
    ...ELIF_CLIENT,
    answer:
      'Kullanıcı teslim tarihini soruyor; Elif olarak samimi ama profesyonel cevap vermeliyim.\n\nCuma olur, merak etme 😊',
    expect: [{ type: 'send', text: 'Cuma olur, merak etme 😊' }],
  },
  {
    name: 'Gemini 3, Elif: a Turkish block name, the only block',
    ...ELIF_CLIENT,
    answer: '# «gönder»\nCuma olur, perşembe akşamı taslak gelir',
    expect: [{ type: 'send', text: 'Cuma olur, perşembe akşamı taslak gelir' }],
  },
  {
    name: 'Gemini 3, Elif: a full-width hash and a bold label',
    ...ELIF_CLIENT,
    answer: '＃ «send»\n**Elif:** Perşembe akşamı gönderirim',
    expect: [{ type: 'send', text: 'Perşembe akşamı gönderirim' }],
  },
  {
    name: 'Gemini 3, Elif: an offer of a more formal version, in Turkish',
    ...ELIF_CLIENT,
    answer: '# «send»\nCuma olur!\n\nİstersen daha resmi bir versiyon da yazabilirim.',
    expect: [{ type: 'send', text: 'Cuma olur!' }],
  },
  {
    name: 'Gemini 3, Elif: a JSON task list cut at MAX_TOKENS',
    ...ELIF_CLIENT,
    truncated: true,
    answer: '[{"type": "send", "text": "Cuma olur"}, {"type": "send", "text": "Perşembe akşamı sana at',
    expect: [{ type: 'send', text: 'Cuma olur' }],
  },
  {
    name: 'Gemini 3, Elif: the running group, tying her shoes in silence',
    ...ELIF_RUNNERS,
    answer: '*koşu ayakkabılarının bağcıklarını bağlıyor*',
    expect: [],
  },
  {
    name: 'Gemini 3, Elif: called, a heading with a Greek look-alike letter',
    ...ELIF_RUNNERS,
    others: new Map([
      [4001, 'Pazar sabahı 7’de Moda sahilde mi buluşuyoruz?'],
      [4003, 'Ben 7.30 gibi gelebilirim'],
      [4005, 'Elif sen de geliyor musun?'],
    ]),
    callout: true,
    // "sεnd" with a Greek epsilon.
    answer: '# «s\u03B5nd»\nGeliyorum, 7’de oradayım',
    expect: [{ type: 'send', text: 'Geliyorum, 7’de oradayım', replyTo: 4005 }],
  },
  {
    name: 'Gemini 3, Elif: a lead-in naming the answer, then the message',
    ...ELIF_CLIENT,
    answer: "# «send»\nHere's Elif's reply to Can:\nCuma olur, perşembe akşamı taslakları atarım.",
    expect: [{ type: 'send', text: 'Cuma olur, perşembe akşamı taslakları atarım.' }],
  },
];
