/**
 * Held-out set 13, slips of the other kinds: wrappers inside a body (labels, signatures, key
 * lines, data, code), echoes, cut and invisible answers, stickers written as the history shows
 * them, and families of no earlier list: copied time stamps and edit marks, invented
 * attachments, stop tokens, and two slips in one answer.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ADAEZE, BEA, GRIGORI, LORENZO, MATEO, PRIYA, YUKI } from './answers-13-cast.js';

export const SLIPS_13_MORE: CorpusEntry[] = [
  // Wrappers inside a body.
  {
    ...MATEO,
    name: 'h13 mateo a speaker label with an emoji before the colon',
    chat: 'group',
    callout: true,
    answer: '# «send»\nMateo 🎸: siii voy, ni lo dudes',
    expect: [{ type: 'send', text: 'siii voy, ni lo dudes', replyTo: 4005 }],
  },
  {
    ...GRIGORI,
    name: 'h13 grigori a label with name and patronymic',
    answer: '# «send»\nГригорий Петрович: Машенька, с помидорами не спеши, пусть сначала пройдут заморозки.',
    expect: [{ type: 'send', text: 'Машенька, с помидорами не спеши, пусть сначала пройдут заморозки.' }],
  },
  {
    ...ADAEZE,
    name: 'h13 adaeze JSON with a body key and a reply id',
    answer: '{"reply_to": 4003, "body": "It is quite normal, Chidi. Pay only against a signed receipt."}',
    expect: [
      { type: 'send', text: 'It is quite normal, Chidi. Pay only against a signed receipt.', replyTo: 4003 },
    ],
  },
  {
    ...PRIYA,
    name: 'h13 priya a Python assignment around the message',
    chat: 'group',
    callout: true,
    answer: '# «send»\nmessage = "Haan aa rahi hoon 👍 7 baje"',
    expect: [{ type: 'send', text: 'Haan aa rahi hoon 👍 7 baje', replyTo: 4005 }],
  },
  {
    ...LORENZO,
    name: 'h13 lorenzo an Italian tag around the whole body',
    answer:
      '<risposta destinatario="Anna">\nCerto! Saturday at 8, a table for six. Buon compleanno alla mamma!\n</risposta>',
    expect: [{ type: 'send', text: 'Certo! Saturday at 8, a table for six. Buon compleanno alla mamma!' }],
  },
  {
    name: 'h13 heidi key lines with in_reply_to and content',
    answer: '# «send»\nin_reply_to: 4003\ncontent: Found it, it’s behind the counter!',
    expect: [{ type: 'send', text: 'Found it, it’s behind the counter!', replyTo: 4003 }],
  },
  {
    ...MATEO,
    name: 'h13 mateo a fenced tool call with msg inside parameters',
    chat: 'group',
    callout: true,
    answer:
      '```json\n{"name": "telegram.send", "parameters": {"chat": "piso", "msg": "siii voy 🎸 pillo yo las entradas"}}\n```',
    expect: [{ type: 'send', text: 'siii voy 🎸 pillo yo las entradas', replyTo: 4005 }],
  },
  {
    ...YUKI,
    name: 'h13 yuki a YAML list of two sends',
    answer: '- type: send\n  text: いく\n- type: send\n  text: 7時ね、東口',
    expect: [
      { type: 'send', text: 'いく' },
      { type: 'send', text: '7時ね、東口' },
    ],
  },
  {
    ...BEA,
    name: 'h13 bea a label with her role in brackets',
    chat: 'group',
    callout: true,
    actions: 'always',
    answer: '# «send»\nBea (Tavern Keeper): *slides the coin back* Out since Tuesday. Keep your money, love.',
    expect: [
      {
        type: 'send',
        text: '*slides the coin back* Out since Tuesday. Keep your money, love.',
        replyTo: 4005,
      },
    ],
  },
  {
    // A letter's subject line over a chat message: formal, but no person types it in a chat.
    ...ADAEZE,
    name: 'h13 adaeze a subject line over the message',
    answer: '# «send»\nSubject: Easter arrival\n\nYes please, Chidi. Thursday, 14:35, Terminal 1.',
    expect: [{ type: 'send', text: 'Yes please, Chidi. Thursday, 14:35, Terminal 1.' }],
  },
  {
    ...LORENZO,
    name: 'h13 lorenzo a signature with his title and an emoji',
    answer: '# «send»\nSix at eight on Saturday, bella. I will have the candles ready.\n— Chef Lorenzo 🍝',
    expect: [{ type: 'send', text: 'Six at eight on Saturday, bella. I will have the candles ready.' }],
  },
  // Echoes.
  {
    ...MATEO,
    name: 'h13 mateo the transcript echoed as a two-line dialogue',
    chat: 'group',
    callout: true,
    answer: 'Lucía: Mateo, ¿vienes al concierto del sábado o no? Necesito saber hoy\nMateo: siii voy',
    expect: [{ type: 'send', text: 'siii voy', replyTo: 4005 }],
  },
  {
    ...GRIGORI,
    name: 'h13 grigori her question quoted back with a chevron',
    answer:
      '# «send»\n» Дедуль, а как правильно сажать помидоры? Мама говорит, уже пора\n\nМашенька, мама права, но только если ночи тёплые.',
    expect: [{ type: 'send', text: 'Машенька, мама права, но только если ночи тёплые.' }],
  },
  {
    ...LORENZO,
    name: 'h13 lorenzo the same block twice, spaces differing',
    answer: '# «send»\nSaturday at 8, six people. Done!\n\n# «send»\nSaturday at 8,  six people.  Done!',
    expect: [{ type: 'send', text: 'Saturday at 8, six people. Done!' }],
  },
  // Cut and invisible answers.
  {
    ...ADAEZE,
    name: 'h13 adaeze cut in the second message',
    truncated: true,
    answer:
      '# «send» 4003\nTwo months is usual. Insist on a receipt.\n\n# «send»\nAs for Easter, yes, I arrive on Thursday and I would be very grateful if you could',
    expect: [{ type: 'send', text: 'Two months is usual. Insist on a receipt.', replyTo: 4003 }],
    withheld: ['truncated'],
  },
  {
    ...LORENZO,
    name: 'h13 lorenzo a JSON list cut in its second item',
    truncated: true,
    answer:
      '[{"type": "send", "text": "Anna, cara! Saturday at 8, six people, done."}, {"type": "send", "text": "The secret is mascarp',
    expect: [{ type: 'send', text: 'Anna, cara! Saturday at 8, six people, done.' }],
  },
  {
    ...YUKI,
    name: 'h13 yuki a word joiner as the second message',
    answer: '# «send»\nいく\n\n# «send»\n\u2060',
    expect: [{ type: 'send', text: 'いく' }],
  },
  {
    ...MATEO,
    name: 'h13 mateo cut in the heading of a sticker block',
    chat: 'group',
    callout: true,
    truncated: true,
    answer: '# «send»\nsiii voy 🎸\n\n# «stic',
    expect: [{ type: 'send', text: 'siii voy 🎸', replyTo: 4005 }],
  },
  // Stickers written as the history shows them.
  {
    name: 'h13 heidi a sticker with an em dash between set and emoji',
    answer: '# «sticker»\nHeidiDuck — 😴',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😴' }],
  },
  {
    name: 'h13 heidi a JSON sticker named by its emoji key',
    answer: '{"type": "sticker", "set": "HeidiDuck", "emoji": "👋"}',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '👋' }],
  },
  // Families of no earlier list.
  {
    // The time stamp the transcript shows, copied before the message.
    ...YUKI,
    name: 'h13 yuki a copied time stamp before the word',
    answer: '# «send»\n[19:02] いく',
    expect: [{ type: 'send', text: 'いく' }],
  },
  {
    // The edit mark a chat shows beside an edited message, copied after it.
    ...PRIYA,
    name: 'h13 priya an edit mark after the message',
    chat: 'group',
    callout: true,
    answer: '# «send»\nHaan aa rahi hoon 👍 (edited)',
    expect: [{ type: 'send', text: 'Haan aa rahi hoon 👍', replyTo: 4005 }],
  },
  {
    // An invented attachment: the persona can send no photo, so the placeholder is no message.
    ...LORENZO,
    name: 'h13 lorenzo an image placeholder under the message',
    answer: '# «send»\nSaturday 8pm, six people — booked! 🎂\n[image: birthday cake with sparklers]',
    expect: [{ type: 'send', text: 'Saturday 8pm, six people — booked! 🎂' }],
  },
  {
    ...MATEO,
    name: 'h13 mateo a stop token after the message',
    chat: 'group',
    callout: true,
    answer: 'siii voy 🎸<|eot_id|>',
    expect: [{ type: 'send', text: 'siii voy 🎸', replyTo: 4005 }],
  },
  {
    ...MATEO,
    name: 'h13 mateo a Spanish draft then the final version',
    chat: 'group',
    callout: true,
    answer: '# «send»\nBorrador: sí voy\nVersión final: siii voy!! 🎸🔥',
    expect: [{ type: 'send', text: 'siii voy!! 🎸🔥', replyTo: 4005 }],
  },
  // Two slips in one answer.
  {
    ...MATEO,
    name: 'h13 mateo a bold label and a reflection tag on one line',
    chat: 'group',
    callout: true,
    answer: '# «send»\n**Mateo:** <reflexión>responder con ganas</reflexión> siii voy 🎸',
    expect: [{ type: 'send', text: 'siii voy 🎸', replyTo: 4005 }],
  },
  {
    ...GRIGORI,
    name: 'h13 grigori an English lead-in and a translation after',
    answer:
      'Here is Grigori’s reply to his granddaughter:\n\n# «send»\nМашенька, сажай после пятнадцатого мая.\n\n(Translation: Mashenka, plant after the fifteenth of May.)',
    expect: [{ type: 'send', text: 'Машенька, сажай после пятнадцатого мая.' }],
  },
  {
    ...BEA,
    name: 'h13 bea a signature and an offer to redo it',
    chat: 'group',
    callout: true,
    actions: 'always',
    answer:
      '# «send»\n*wipes her hands on her apron* Out since Tuesday, love. Ferry’s your only way now.\n~Bea\n\nWant me to make Bea sound grumpier?',
    expect: [
      {
        type: 'send',
        text: '*wipes her hands on her apron* Out since Tuesday, love. Ferry’s your only way now.',
        replyTo: 4005,
      },
    ],
  },
  {
    ...YUKI,
    name: 'h13 yuki a katakana label and a word count',
    answer: '# «send»\nユキ：いく。7時ね\n（8文字）',
    expect: [{ type: 'send', text: 'いく。7時ね' }],
  },
];
