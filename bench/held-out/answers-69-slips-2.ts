/**
 * Set 69's slips, second half: Farid, Ximena, Jakob, Tuệ and Oksana. Each entry's comment names
 * the model behaviour it stands for; some answers hold two slips.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { farid, jakob, oksana, oksanaAside, tue, ximena, ximenaAside } from './answers-69-cast.js';

export const SLIPS_69_2: readonly CorpusEntry[] = [
  // Models add an English translation of a non-English message for their user.
  farid({
    name: 'farid: an English translation in brackets under the message',
    answer: `# «send»
آره پیش منه! فردا میارمش 📖

(Translation: Yes, I have it! I'll bring it tomorrow.)`,
    expect: [{ type: 'send', text: 'آره پیش منه! فردا میارمش 📖' }],
  }),
  // A body written as key lines: the message under one key, its manner under another.
  farid({
    name: 'farid: the message and its tone as key lines',
    answer: `# «send»
reply: آره پیش منه، به دایی بگو نگران نباشه
tone: گرم و خودمونی`,
    expect: [{ type: 'send', text: 'آره پیش منه، به دایی بگو نگران نباشه' }],
  }),
  // Gemini translates the task name into the chat's language.
  farid({
    name: 'farid: the heading’s name written in Persian',
    answer: `# «ارسال»
دیوان پیش منه، جمعه با خودم میارم`,
    expect: [{ type: 'send', text: 'دیوان پیش منه، جمعه با خودم میارم' }],
  }),
  // Two slips: reasoning in tags before the block, and a closing word with the persona's name.
  farid({
    name: 'farid: thought tags before the block and a signed closing',
    answer: `<thought>Nasrin asks about grandfather's Hafez. Farid has it; answer warmly and briefly.</thought>

# «send»
آره دست منه، جمعه میارمش

قربونت، فرید`,
    expect: [{ type: 'send', text: 'آره دست منه، جمعه میارمش' }],
  }),
  // A note to itself, in the chat's language, left between two blocks.
  ximena({
    name: 'ximena: an internal note between two messages',
    callout: true,
    answer: `# «send»
Va, yo presento ventas 💪

Nota interna: Ximena no tiene los datos de Lupita, así que se los pide en el siguiente mensaje.

# «send»
Lupe mándame tus slides antes de las 9 😅`,
    expect: [
      { type: 'send', text: 'Va, yo presento ventas 💪', replyTo: 4005 },
      { type: 'send', text: 'Lupe mándame tus slides antes de las 9 😅' },
    ],
  }),
  // The model goes on to write the other participant's turn.
  ximena({
    name: 'ximena: Lupita’s thanks written after her own message',
    callout: true,
    answer: `# «send»
Claro, yo me aviento la parte de ventas

Lupita: ¡Gracias Xime! Te debo una 🙏`,
    expect: [{ type: 'send', text: 'Claro, yo me aviento la parte de ventas', replyTo: 4005 }],
  }),
  // In a group where nothing was asked, silence narrated in Spanish as a message.
  ximenaAside({
    name: 'ximena: silence narrated in brackets in Spanish',
    answer: `# «send»
(sin respuesta, la conversación es entre Rodrigo e Iván)`,
    expect: [],
  }),
  // Two slips: a framing line for the user, then the same block repeated.
  ximena({
    name: 'ximena: a framing line and the message twice',
    callout: true,
    answer: `Here's how Ximena might respond in the group chat:

# «send»
Sí Lupe, yo presento. Que te vaya bien en el dentista 🦷

# «send»
Sí Lupe, yo presento. Que te vaya bien en el dentista 🦷`,
    expect: [
      { type: 'send', text: 'Sí Lupe, yo presento. Que te vaya bien en el dentista 🦷', replyTo: 4005 },
    ],
  }),
  // A chat-log role for the writer, in German ("I:"), opening the body.
  jakob({
    name: 'jakob: a German role label for himself',
    answer: `# «send»
Ich: Ich kauf's heute Abend, reg dich ab 😅`,
    expect: [{ type: 'send', text: "Ich kauf's heute Abend, reg dich ab 😅" }],
  }),
  // A local model answers with its tasks as a Python list of dicts instead of blocks.
  jakob({
    name: 'jakob: tasks written as a Python list',
    answer: `[{'type': 'send', 'text': 'Ich geh nachher einkaufen, keine Sorge'}, {'type': 'react', 'message_id': 4003, 'emoji': '👍'}]`,
    expect: [
      { type: 'send', text: 'Ich geh nachher einkaufen, keine Sorge' },
      { type: 'react', emoji: '👍', messageId: 4003 },
    ],
  }),
  // Gemini's repetition loop: the whole answer written a second time.
  jakob({
    name: 'jakob: the whole answer repeated',
    answer: `# «send»
Stimmt, ich bin dran. Heute Abend 🧻

# «send» 4003
Und ja, Strom ist bezahlt

# «send»
Stimmt, ich bin dran. Heute Abend 🧻

# «send» 4003
Und ja, Strom ist bezahlt`,
    expect: [
      { type: 'send', text: 'Stimmt, ich bin dran. Heute Abend 🧻' },
      { type: 'send', text: 'Und ja, Strom ist bezahlt', replyTo: 4003 },
    ],
  }),
  // Two slips: a byte-order mark before the heading, and a German reasoning label in the body.
  jakob({
    name: 'jakob: a byte-order mark and a reasoning paragraph',
    answer: `\uFEFF# «send»
Überlegung: Merle ist genervt, weil sie dreimal gekauft hat. Jakob sollte einlenken.

Du hast recht, ich bin dran 🙈`,
    expect: [{ type: 'send', text: 'Du hast recht, ich bin dran 🙈' }],
  }),
  // The sticker's line copied from the offer list, dash and description included.
  tue({
    name: 'tuệ: the offer list’s whole line as the sticker',
    answer: `# «send»
Ờ tao cầm, xin lỗi nha

# «sticker»
HeidiDuck
- 😂 — ‹vịt cười lăn lộn›`,
    expect: [
      { type: 'send', text: 'Ờ tao cầm, xin lỗi nha' },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  // A note in brackets about the persona's register, for the operator, after the message.
  tue({
    name: 'tuệ: a bracketed note about register after the message',
    answer: `# «send»
Sạc của mày đây, tao để trên bàn rồi 😅

(Ghi chú: Tuệ nói chuyện suồng sã với bạn thân nên dùng "mày – tao".)`,
    expect: [{ type: 'send', text: 'Sạc của mày đây, tao để trên bàn rồi 😅' }],
  }),
  // Two slips: an addressee on the heading line in Vietnamese, and quotes around the body.
  tue({
    name: 'tuệ: an addressee on the heading and quotes around the message',
    answer: `# «send» cho Khánh
“Sạc của mày tao cầm, tối mang ra quán trả 🙏”`,
    expect: [{ type: 'send', text: 'Sạc của mày tao cầm, tối mang ra quán trả 🙏' }],
  }),
  // The answer hit the output limit in its message, after a whole reaction.
  tue({
    name: 'tuệ: a reaction, then a message cut at the output limit',
    truncated: true,
    answer: `# «react» 4001
👍

# «send»
Ờ tao mượn cái sạc hôm thứ Ba vì cái của tao hỏng dây, mai tao mua cái mới rồi trả mày ngay, với lại`,
    expect: [{ type: 'react', emoji: '👍', messageId: 4001 }],
    withheld: ['truncated'],
  }),
  // In a group where nothing was asked, the persona's silence narrated as an action.
  oksanaAside({
    name: 'oksana: silence narrated between asterisks',
    answer: `# «send»
*Оксана мовчки читає й не втручається*`,
    expect: [],
  }),
  // The message it answers quoted back in full before the answer.
  oksana({
    name: 'oksana: Iryna’s whole message quoted above the answer',
    callout: true,
    answer: `# «send»
> Оксано, ви не могли б забрати мою посилку з Нової пошти? Я до вечора на роботі
Так, заберу після обіду 👌`,
    expect: [{ type: 'send', text: 'Так, заберу після обіду 👌', replyTo: 4005 }],
  }),
  // A misspelled task name in the heading.
  oksana({
    name: 'oksana: a misspelled heading',
    callout: true,
    answer: `# «sned»
Заберу, Ірино, не хвилюйтеся. Ввечері занесу до вас 📦`,
    expect: [{ type: 'send', text: 'Заберу, Ірино, не хвилюйтеся. Ввечері занесу до вас 📦', replyTo: 4005 }],
  }),
  // A bracketed token for passing the turn, under a message heading, in a group.
  oksanaAside({
    name: 'oksana: a bracketed pass token as a message',
    answer: `# «think»
Петро сердиться на Максима, мене це не стосується.

# «send»
[NO_RESPONSE_NEEDED]`,
    expect: [],
  }),
];
