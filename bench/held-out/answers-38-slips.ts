/**
 * Set 38, slips in Cyrillic, Greek, Arabic, Hebrew, Urdu, Devanagari, Bengali and Tamil: labels
 * and signatures with the persona's name in its own script and in Latin letters, reasoning in
 * those languages, narrated silence, headings in those languages, wrappers, echoes, truncation.
 * Each expects only what the persona meant to say.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  DESI,
  ELENI,
  KAVYA,
  LAYLA,
  NINA,
  NINA_GROUP,
  NOA,
  NOA_ASIDE,
  PRIYA,
  RUPA,
  ZAINAB,
} from './answers-38-scenes.js';
import { SLIPS_38_MORE } from './answers-38-slips-2.js';

const SLIPS_38_FIRST: CorpusEntry[] = [
  {
    // Gemini labels the line with the persona's name as its users spell it in Latin letters.
    name: 'Cyrillic persona labelled in Latin letters',
    ...NINA,
    answer: '# «send»\nNina: Да возьму я твою зарядку, не ной',
    expect: [{ type: 'send', text: 'Да возьму я твою зарядку, не ной' }],
  },
  {
    // Heading-line address in the Russian dative, no preposition.
    name: 'Russian heading with the addressee in the dative',
    ...NINA,
    answer: '# «send» Артёму\nВозьму, возьму. Белая, с длинным проводом?',
    expect: [{ type: 'send', text: 'Возьму, возьму. Белая, с длинным проводом?' }],
  },
  {
    name: 'Russian: the model offers a warmer version under the message',
    ...NINA,
    answer:
      '# «send»\nЕду, еду! Зарядку кину в сумку\n\nМогу переписать ответ в более тёплом тоне, если нужно.',
    expect: [{ type: 'send', text: 'Еду, еду! Зарядку кину в сумку' }],
  },
  {
    name: 'Russian JSON answer with a Russian key',
    ...NINA,
    answer: '```json\n{"сообщение": "Уже выезжаю, буду к восьми"}\n```',
    expect: [{ type: 'send', text: 'Уже выезжаю, буду к восьми' }],
  },
  {
    name: 'Russian: the transcript header of the brother’s message echoed before the reply',
    ...NINA,
    answer:
      '# «send»\n⟦#4005 Артём⟧ И захвати, пожалуйста, зарядку, я свою опять забыл\nХорошо, положу к себе в рюкзак',
    expect: [{ type: 'send', text: 'Хорошо, положу к себе в рюкзак' }],
  },
  {
    name: 'Russian: the model writes the brother’s next turn after its own',
    ...NINA,
    answer: '# «send»\nЛадно, напомни вечером\nАртём: спасибо!! ты лучшая',
    expect: [{ type: 'send', text: 'Ладно, напомни вечером' }],
  },
  {
    // With actions off, a sigh written as an action opening the line is not typed.
    name: 'Russian action at the line start, actions never',
    ...NINA,
    actions: 'never',
    answer: '# «send»\n*вздыхает* Ладно, возьму твою зарядку',
    expect: [{ type: 'send', text: 'Ладно, возьму твою зарядку' }],
  },
  {
    name: 'Russian sticker narrated in Russian',
    ...NINA,
    answer: '# «send»\nДоброй ночи!\n\n# «send»\n*отправляет стикер 👋*',
    expect: [
      { type: 'send', text: 'Доброй ночи!' },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
  {
    name: 'Russian reasoning-time line over the answer, then a Latin-letter signature',
    ...NINA,
    answer: 'Размышлял 8 секунд\n\nКонечно, возьму. Не забудь мне потом сто рублей за такси\n— Nina',
    expect: [{ type: 'send', text: 'Конечно, возьму. Не забудь мне потом сто рублей за такси' }],
  },
  {
    name: 'Russian group: numbered message labels over two blocks',
    ...NINA_GROUP,
    answer:
      '# «send»\nСообщение 1:\nЛейка в гараже слева, за великом\n\n# «send»\nСообщение 2:\nИ ключ от гаража у мамы',
    expect: [
      { type: 'send', text: 'Лейка в гараже слева, за великом', replyTo: 4005 },
      { type: 'send', text: 'И ключ от гаража у мамы' },
    ],
  },
  {
    name: 'Greek reasoning label with its text, then the message',
    ...ELENI,
    callout: true,
    answer: '# «send»\n**Σκέψη:** Ο Νίκος με ρωτάει ευθέως, πρέπει να απαντήσω σύντομα.\nΝαι, το φέρνω! 🧊',
    expect: [{ type: 'send', text: 'Ναι, το φέρνω! 🧊', replyTo: 4005 }],
  },
  {
    name: 'Greek reasoning in a Greek tag, then a label with the Latin-letter name',
    ...ELENI,
    callout: true,
    answer:
      '<σκέψη>Με ρωτάνε για το ψυγειάκι.</σκέψη>\n# «send»\nEleni: Το φέρνω, αλλά γεμάτο δεν το κουβαλάω μόνη μου 😅',
    expect: [{ type: 'send', text: 'Το φέρνω, αλλά γεμάτο δεν το κουβαλάω μόνη μου 😅', replyTo: 4005 }],
  },
  {
    name: 'Greek Markdown heading titling the answer',
    ...ELENI,
    callout: true,
    answer: '# «send»\n## Απάντηση στον Νίκο\nΝαι, έρχομαι! Στις 11 στη στάση;',
    expect: [{ type: 'send', text: 'Ναι, έρχομαι! Στις 11 στη στάση;', replyTo: 4005 }],
  },
  {
    name: 'Greek drafts offered as a quoted list',
    ...ELENI,
    callout: true,
    answer: 'Δύο εκδοχές:\n1. «Ναι, έρχομαι και φέρνω το ψυγειάκι!»\n2. «Έρχομαι, αλλά θα αργήσω λίγο»',
    expect: [{ type: 'send', text: 'Ναι, έρχομαι και φέρνω το ψυγειάκι!', replyTo: 4005 }],
  },
  {
    name: 'Greek truncated answer: the second block cut mid-word',
    ...ELENI,
    callout: true,
    truncated: true,
    answer: '# «send»\nΝαι, έρχομαι!\n\n# «send»\nΚαι το ψυγειάκι το φέρνω, αλλά θα χρειαστ',
    expect: [{ type: 'send', text: 'Ναι, έρχομαι!', replyTo: 4005 }],
  },
  {
    name: 'Greek signature: the name alone with an emoji on the last line',
    ...ELENI,
    callout: true,
    answer: '# «send»\nΦυσικά! Τα λέμε Σάββατο 🌊\nΕλένη 💋',
    expect: [{ type: 'send', text: 'Φυσικά! Τα λέμε Σάββατο 🌊', replyTo: 4005 }],
  },
  {
    name: 'Arabic heading with the address on its line',
    ...LAYLA,
    answer: '# «send» إلى عمر\nإيه وصلت، شكراً إنك سألت ❤️',
    expect: [{ type: 'send', text: 'إيه وصلت، شكراً إنك سألت ❤️' }],
  },
  {
    name: 'Arabic: a Latin-letter label and a signature after a direction mark',
    ...LAYLA,
    answer: '# «send»\nLayla: وصلت الحمد لله، الطريق كان كارثة\n\u200Fليلى 🌸',
    expect: [{ type: 'send', text: 'وصلت الحمد لله، الطريق كان كارثة' }],
  },
  {
    name: 'Hebrew group, not addressed: her silence narrated with her name',
    ...NOA_ASIDE,
    answer: '(נועה לא עונה)',
    expect: [],
  },
  {
    name: 'Hebrew reasoning label alone on its line, its paragraph, then the message',
    ...NOA,
    callout: true,
    answer: '# «send»\nמחשבה:\nשירה שואלת אם אני באה מחר. לענות בקצרה.\n\nכן, אני באה! מה להביא?',
    expect: [{ type: 'send', text: 'כן, אני באה! מה להביא?', replyTo: 4005 }],
  },
  {
    name: 'Hebrew heading with a for-address on its line',
    ...NOA,
    callout: true,
    answer: '# «send» בשביל שירה\nבטח, אני אביא סלט',
    expect: [{ type: 'send', text: 'בטח, אני אביא סלט', replyTo: 4005 }],
  },
  {
    name: 'Hebrew: an answer of a single right-to-left mark',
    ...NOA,
    answer: '\u200F',
    expect: [],
  },
  {
    name: 'Devanagari label with the persona’s name',
    ...PRIYA,
    answer: '# «send»\nप्रिया: अरे हाँ, भेज दिए! चेक कर ले',
    expect: [{ type: 'send', text: 'अरे हाँ, भेज दिए! चेक कर ले' }],
  },
  {
    name: 'Devanagari persona labelled in Latin letters',
    ...PRIYA,
    answer: 'Priya: 6 बजे निकलेंगे, तू 5:30 तक तैयार रहना',
    expect: [{ type: 'send', text: '6 बजे निकलेंगे, तू 5:30 तक तैयार रहना' }],
  },
  {
    name: 'Bengali heading name in Bengali, the only block',
    ...RUPA,
    answer: '# «উত্তর»\nদশটার মধ্যে ফিরব, রুটি আর আলুভাজা বলে দে',
    expect: [{ type: 'send', text: 'দশটার মধ্যে ফিরব, রুটি আর আলুভাজা বলে দে' }],
  },
  {
    name: 'Bengali wrapped thinking label, the message after it on the line',
    ...RUPA,
    answer: '# «send»\n(চিন্তা: ও জানতে চাইছে কখন ফিরব, ছোট করে উত্তর দিই) নটার মধ্যে ঢুকে যাব',
    expect: [{ type: 'send', text: 'নটার মধ্যে ঢুকে যাব' }],
  },
  {
    name: 'Tamil label with the persona’s name in Tamil',
    ...KAVYA,
    answer: '# «send»\nகாவ்யா: சரி, 6 மணிக்கு வரேன்',
    expect: [{ type: 'send', text: 'சரி, 6 மணிக்கு வரேன்' }],
  },
  {
    name: 'Tamil: a reaction heading on the message’s heading line',
    ...KAVYA,
    answer: '# «send» வந்துட்டேன்! # «react» 👍',
    expect: [
      { type: 'send', text: 'வந்துட்டேன்!' },
      { type: 'react', emoji: '👍', messageId: 4005 },
    ],
  },
  {
    name: 'Bulgarian lead-in naming the persona over the reply',
    ...DESI,
    answer: 'Ето отговора на Деси:\n\nРазбира се! Ще взема торта от „Неделя“ 🎂',
    expect: [{ type: 'send', text: 'Разбира се! Ще взема торта от „Неделя“ 🎂' }],
  },
  {
    name: 'Urdu persona labelled in Latin letters',
    ...ZAINAB,
    answer: '# «send»\nZainab: امی کو بتاؤ میں چاند رات کو آ رہی ہوں',
    expect: [{ type: 'send', text: 'امی کو بتاؤ میں چاند رات کو آ رہی ہوں' }],
  },
];

export const SLIPS_38: CorpusEntry[] = [...SLIPS_38_FIRST, ...SLIPS_38_MORE];
