/**
 * Held-out set 16, slips of Kwame, Leyla and Оксана: reasoning in Turkish and Ukrainian, silence
 * narrated or tokenised in groups, tool calls, made-up turns of others, look-alike headings and
 * two slips in one answer. The expectation is the message a careful operator would let through.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  KWAME,
  KWAME_DM,
  KWAME_QUIET,
  LEYLA,
  LEYLA_QUIET,
  OKSANA,
  OKSANA_GROUP,
  OKSANA_QUIET,
} from './answers-16-scenes.js';

export const SLIPS_16_2: CorpusEntry[] = [
  {
    // Actions are on in this group, but only for callouts: this turn is none.
    name: 'kwame: polishing his dice in silence while Priya asks Dave',
    ...KWAME_QUIET,
    actions: 'always',
    answer: '# «send»\n*keeps polishing his dice quietly*',
    expect: [],
  },
  {
    name: 'kwame: a reflection tag before the block',
    ...KWAME,
    callout: true,
    actions: 'always',
    answer:
      "<reflection>\nPriya wants the rogue's action. A trap check fits the character.\n</reflection>\n# «send»\n*kneels by the door* Checking for traps. 16.",
    expect: [{ type: 'send', text: '*kneels by the door* Checking for traps. 16.', replyTo: 4005 }],
  },
  {
    name: 'kwame: an asterisk rule, then an italic note on the answer',
    ...KWAME,
    callout: true,
    actions: 'always',
    answer:
      '# «send»\nCheck the hinges first. Investigation 12.\n\n***\n*Kept it in character and short for the table.*',
    expect: [{ type: 'send', text: 'Check the hinges first. Investigation 12.', replyTo: 4005 }],
  },
  {
    name: 'kwame: a silence token in braces in the group',
    ...KWAME_QUIET,
    answer: '{NO_ANSWER}',
    expect: [],
  },
  {
    name: 'kwame: an Anthropic-style invoke with a message parameter',
    ...KWAME_DM,
    answer:
      '<function_calls>\n<invoke name="reply_to_chat">\n<parameter name="message">Fine. I will drive. Large chips though.</parameter>\n</invoke>\n</function_calls>',
    expect: [{ type: 'send', text: 'Fine. I will drive. Large chips though.' }],
  },
  {
    name: 'kwame: an offer to tweak the wording on the last line',
    ...KWAME_DM,
    answer: "# «send»\nGo on then. Pick you up at 7.\n\nHappy to tweak the wording if it's too blunt!",
    expect: [{ type: 'send', text: 'Go on then. Pick you up at 7.' }],
  },
  {
    // Gemini 2.5's reasoning summary copied with the answer: a bold -ing title, then its paragraph.
    name: 'kwame: a reasoning summary title and paragraph, no block',
    ...KWAME,
    callout: true,
    actions: 'always',
    answer:
      "**Weighing the Trap Options**\n\nI'm considering whether the rogue should disarm or avoid the trap. Disarming fits his style.\n\n*pulls out thieves' tools* Disarming it. 19.",
    expect: [{ type: 'send', text: "*pulls out thieves' tools* Disarming it. 19.", replyTo: 4005 }],
  },
  {
    name: 'kwame: a label and a tilde signature in one message',
    ...KWAME_DM,
    answer: '# «send»\nKwame: Fine, Thursday it is.\n~Kwame',
    expect: [{ type: 'send', text: 'Fine, Thursday it is.' }],
  },
  {
    name: 'leyla: "the user" in Turkish analysing the turn, no block',
    ...LEYLA,
    answer:
      "Kullanıcı revize çizimlerin cumaya yetişip yetişmeyeceğini soruyor. Kısa ve net cevap vermeliyim.\n\nYetişir, cuma 18:00'de atarım.",
    expect: [{ type: 'send', text: "Yetişir, cuma 18:00'de atarım." }],
  },
  {
    name: 'leyla: a Turkish thought label with its text over the message',
    ...LEYLA,
    answer: '# «send»\nDüşünce: Emre net bir tarih istiyor.\nCuma akşamı yetişir.',
    expect: [{ type: 'send', text: 'Cuma akşamı yetişir.' }],
  },
  {
    name: "leyla: Emre's reply made up under her message",
    ...LEYLA,
    answer: '# «send»\nYetişir ama cumartesi sabahı son kontrol.\nEmre: tamam o zaman, ben müşteriye yazarım',
    expect: [{ type: 'send', text: 'Yetişir ama cumartesi sabahı son kontrol.' }],
  },
  {
    name: 'leyla: a bracketed note on how Leyla kept it',
    ...LEYLA,
    answer: '# «send»\nCuma akşamı olur.\n\n(Leyla olarak kısa ve net tuttum.)',
    expect: [{ type: 'send', text: 'Cuma akşamı olur.' }],
  },
  {
    // Yanıt: Turkish for "Reply:", alone on its line over the text.
    name: 'leyla: a Turkish reply label alone over the text, no block',
    ...LEYLA,
    answer: 'Yanıt:\nCuma yetişir, merak etme.',
    expect: [{ type: 'send', text: 'Cuma yetişir, merak etme.' }],
  },
  {
    name: 'leyla: a Turkish capitals word in brackets in the group',
    ...LEYLA_QUIET,
    answer: '# «send»\n[SESSİZ]',
    expect: [],
  },
  {
    name: 'leyla: an unknown Turkish block name, then a reaction',
    ...LEYLA,
    answer: '# «gönder»\nCuma akşamına yetişir.\n\n# «react»\n👍',
    expect: [
      { type: 'send', text: 'Cuma akşamına yetişir.' },
      { type: 'react', emoji: '👍', messageId: 4005 },
    ],
  },
  {
    name: 'leyla: a fenced answer with a Turkish note after the fence',
    ...LEYLA,
    answer: '```markdown\n# «send»\nCuma 18:00, söz.\n```\n\nNot: Kısa ve profesyonel bir ton seçtim.',
    expect: [{ type: 'send', text: 'Cuma 18:00, söz.' }],
  },
  {
    name: 'leyla: the only block cut at the output limit',
    ...LEYLA,
    truncated: true,
    answer: '# «send»\nCuma akşamına kadar yetiş',
    expect: [],
    withheld: ['truncated'],
  },
  {
    name: 'oksana: a wrapped Ukrainian reasoning label over the message, no block',
    ...OKSANA,
    answer: '(Міркування: Марта питає про четвер і наступну книжку.)\nПрийду! А читаємо «Амадоку»',
    expect: [{ type: 'send', text: 'Прийду! А читаємо «Амадоку»' }],
  },
  {
    name: 'oksana: "is silent" in Ukrainian while the club talks to Taras',
    ...OKSANA_QUIET,
    answer: '# «send»\n(мовчить)',
    expect: [],
  },
  {
    name: 'oksana: a Ukrainian i in the sticker heading',
    ...OKSANA,
    answer: '# «stіcker»\nHeidiDuck\n👋',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '👋' }],
  },
  {
    name: 'oksana: a level-three heading in double angle brackets, addressed to Marta',
    ...OKSANA,
    answer: '### 《send》 Марті\nЗвісно прийду! Бронюй мені місце біля вікна',
    expect: [{ type: 'send', text: 'Звісно прийду! Бронюй мені місце біля вікна' }],
  },
  {
    // A reasoning model whose opening tag was in the template: only the closing tag is written.
    name: 'oksana: Ukrainian reasoning ended by a lone closing think tag, no block',
    ...OKSANA,
    answer:
      'Гаразд, Марта питає, чи прийде Оксана в четвер. Треба відповісти тепло й коротко.\n</think>\n\nЗвісно прийду! Далі читаємо «Амадоку» 📚',
    expect: [{ type: 'send', text: 'Звісно прийду! Далі читаємо «Амадоку» 📚' }],
  },
  {
    name: 'oksana: a word joiner alone in the club',
    ...OKSANA_GROUP,
    answer: '\u2060',
    expect: [],
  },
  {
    name: "oksana: Marta's question quoted back over the answer",
    ...OKSANA,
    answer: '# «send»\n> Оксано, ти прийдеш у четвер на клуб? І що читаємо далі?\nПрийду! Читаємо «Амадоку»',
    expect: [{ type: 'send', text: 'Прийду! Читаємо «Амадоку»' }],
  },
  {
    name: 'oksana: the turn part copied over the message',
    ...OKSANA,
    answer: '# «send»\n⟦Now: Thu 18:40⟧\nВже біжу, буду о сьомій',
    expect: [{ type: 'send', text: 'Вже біжу, буду о сьомій' }],
  },
  {
    name: 'oksana: a Latin label and an English translation in one answer',
    ...OKSANA,
    answer: '# «send»\nOksana: Прийду!\n[EN: I will come!]',
    expect: [{ type: 'send', text: 'Прийду!' }],
  },
  {
    name: 'oksana: an unknown Ukrainian block beside a think block',
    ...OKSANA,
    answer: '# «think»\nМарта хоче знати про четвер.\n\n# «відповідь»\nПрийду обовʼязково, і печиво принесу',
    expect: [{ type: 'send', text: 'Прийду обовʼязково, і печиво принесу' }],
  },
];
