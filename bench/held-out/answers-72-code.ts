/** Set 72, builders of bots: Дима (a programmer, Russian) with Лёша, Priya (a persona writer, English) with Sam. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { dima, F, priya } from './answers-72-cast.js';

const d1 = `Вот:\n${F}text\nТы — вежливый помощник книжного магазина. Отвечай только по-русски.\nЕсли не знаешь ответа, так и скажи, ничего не выдумывай.\nНе называй себя ботом, пока тебя не спросят.\n${F}`;
const d2 = `JSON, вот такой:\n${F}json\n{"reply": "текст ответа", "lang": "ru", "mood": "neutral"}\n${F}\nПарсим и шлём пользователю только reply.`;
const d3 =
  'Короче, план:\n1. Добавить в промпт «всегда отвечай на языке пользователя»\n2. Задеплоить на стейджинг\n3. Прогнать на трёх тестовых чатах\n4. Если ок, в прод';
const d4 = 'Кстати, у модели есть режим thinking, но мы его юзерам не показываем, только финальный ответ.';
const d5 = 'JSON, но если не распарсилось, шлём как текст 🤷';
const d6 = 'Скинул файлом в наш рабочий чат, он длинный 📎';
const d7 = 'Ну а чего мы ждали, в промпте всё на английском';
const d8 = `Вот что в логах:\n${F}\n[12:04:11] user=5521 lang=ru\n[12:04:13] reply: "Sure! Here is your order status..."\n${F}\nТо есть язык он видит, но игнорирует.`;

const p1 =
  'here it is, word for word:\n\n"You are Mira, a sarcastic barista in Leeds. Keep replies under two sentences. Never mention that you are an AI."';
const p2 =
  'the tone bit says: dry, warm underneath, no exclamation marks, never more than one emoji. and I left the rest pretty short tbh';
const p3 = 'lol just add a rule like: if you ever say "as an AI language model" you owe me a coffee ☕';
const p4 = `these are my settings btw:\n${F}json\n{\n  "temperature": 0.9,\n  "max_tokens": 300,\n  "persona": "mira"\n}\n${F}\nhigher temp made her funnier but also weirder`;
const p5 = 'honestly not much, three lines about her job and her humour. the trick was the examples';
const p6 = 'sending you the whole file tonight, it is a mess but it works 😅';
const p7 =
  "here's what she said to me this morning:\n\nMe: one flat white please\nMira: sure. one flat white, zero feelings attached.\n\nI'm so proud of her 😭";
const p8 = "*sigh* fine, i'll rewrite the whole persona tonight (again)";
const p9 =
  'my 3 rules for persona prompts:\n- describe how she talks, not what she is\n- give 2 or 3 example lines\n- say what she would NEVER say\n\nthat last one killed the AI voice for me';

export const CODE: readonly CorpusEntry[] = [
  dima({
    name: 'дима pastes the system prompt in a code block',
    answer: `# «send» 4003\n${d1}`,
    expect: [{ type: 'send', text: d1, replyTo: 4003 }],
  }),
  dima({
    name: 'дима shows the answer format as JSON with a reply key',
    answer: `# «send»\n${d2}`,
    expect: [{ type: 'send', text: d2 }],
  }),
  dima({
    name: 'дима lists the steps, one quoting a prompt line about the user',
    answer: `# «send» 4001\n${d3}`,
    expect: [{ type: 'send', text: d3, replyTo: 4001 }],
  }),
  dima({
    name: 'дима mentions the thinking mode',
    answer: `# «send»\n${d4}`,
    expect: [{ type: 'send', text: d4 }],
  }),
  // Slip: the model describes the turn to itself (the partner in the third person) before the block.
  dima({
    name: 'дима format, after a line about the turn',
    answer: `Лёша спрашивает про формат ответа. Отвечу коротко и по делу.\n\n# «send»\n${d5}`,
    expect: [{ type: 'send', text: d5 }],
  }),
  // Slip: the whole answer wrapped in a markdown code fence, as chat models format "markdown output".
  dima({
    name: 'дима file sent, inside a fence',
    answer: `${F}markdown\n# «send» 4003\n${d6}\n${F}`,
    expect: [{ type: 'send', text: d6, replyTo: 4003 }],
  }),
  dima({
    name: 'дима reacts to the bot speaking English and explains',
    answer: `# «react» 4001\n🙈\n\n# «send»\n${d7}`,
    expect: [
      { type: 'react', emoji: '🙈', messageId: 4001 },
      { type: 'send', text: d7 },
    ],
  }),
  dima({
    name: 'дима pastes a log excerpt with a bot reply in it',
    answer: `# «send» 4001\n${d8}`,
    expect: [{ type: 'send', text: d8, replyTo: 4001 }],
  }),
  priya({
    name: 'priya quotes the persona instruction word for word',
    answer: `# «send» 4005\n${p1}`,
    expect: [{ type: 'send', text: p1, replyTo: 4005 }],
  }),
  priya({
    name: 'priya describes the tone section',
    answer: `# «send»\n${p2}`,
    expect: [{ type: 'send', text: p2 }],
  }),
  priya({
    name: 'priya jokes about the as-an-AI phrase in quotes',
    answer: `# «send» 4001\n${p3}`,
    expect: [{ type: 'send', text: p3, replyTo: 4001 }],
  }),
  priya({
    name: 'priya shares her generation settings as JSON',
    answer: `# «send»\n${p4}`,
    expect: [{ type: 'send', text: p4 }],
  }),
  // Slip: a checklist of the persona's rules closing the answer, as Gemini 3 audits its own output.
  priya({
    name: 'priya persona description, then a rules check',
    answer: `# «send» 4003\n${p5}\n\nRules check: lowercase ✔ short ✔ stayed in character ✔`,
    expect: [{ type: 'send', text: p5, replyTo: 4003 }],
  }),
  // Slip: the model goes on to write the partner's next turn under the persona's message.
  priya({
    name: 'priya file tonight, then a made-up turn of Sam',
    answer: `# «send»\n${p6}\n\nSam: omg thank you, trying it now`,
    expect: [{ type: 'send', text: p6 }],
  }),
  priya({
    name: "priya quotes her bot's exchange with labels",
    answer: `# «send»\n${p7}`,
    expect: [{ type: 'send', text: p7 }],
  }),
  priya({
    name: 'priya sighs in asterisks',
    answer: `# «send»\n${p8}`,
    expect: [{ type: 'send', text: p8 }],
  }),
  priya({
    name: 'priya lists her rules for persona prompts',
    answer: `# «send»\n${p9}`,
    expect: [{ type: 'send', text: p9 }],
  }),
];
