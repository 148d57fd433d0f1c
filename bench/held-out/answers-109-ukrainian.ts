/**
 * Set 109, Ukrainian: Оксана with her colleague Ірина about a deputy head's timetable, and in her
 * hiking friends' group before Hoverla (Gemini 3 Pro). Advice, a colleague's and the deputy head's
 * words passed on, her mood with an aside, the hike summed up, beside readings, a recap, an
 * answering order, a register note after a dash and a stage direction.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { hoverla, timetable } from './answers-109-cast.js';

export const UKRAINIAN_109: readonly CorpusEntry[] = [
  // Gemini 3 Pro: concrete advice in two messages, a quoted phrase in «».
  {
    name: 'set109: Оксана advises Ірина what to tell the deputy head',
    ...timetable,
    answer: `# «send»
Скажи спокійно, що в п'ятницю в тебе гурток до 16:00, і запропонуй поміняти на вівторок

# «send»
І краще письмово, щоб потім не було «я не пам'ятаю»`,
    expect: [
      {
        type: 'send',
        text: "Скажи спокійно, що в п'ятницю в тебе гурток до 16:00, і запропонуй поміняти на вівторок",
      },
      { type: 'send', text: "І краще письмово, щоб потім не було «я не пам'ятаю»" },
    ],
  },
  // Gemini 3 Pro: a reading of the partner by pronoun and what she needs, a paragraph above.
  {
    name: 'set109: Оксана under a reading of Ірина by pronoun',
    ...timetable,
    answer: `# «send»
Вона виснажена і боїться конфлікту із завучем. Потрібна конкретна порада, а не співчуття.

Напиши їй коротко: «У п'ятницю шостим уроком не можу, пропоную вівторок». І все, без виправдань`,
    expect: [
      {
        type: 'send',
        text: "Напиши їй коротко: «У п'ятницю шостим уроком не можу, пропоную вівторок». І все, без виправдань",
      },
    ],
  },
  // Gemini 3 Pro: a colleague's feelings passed on in the third person, then an offer to go together.
  {
    name: "set109: Оксана passes on Галина Петрівна's discontent",
    ...timetable,
    answer: `# «send»
Мені Галина Петрівна казала, що теж незадоволена розкладом, тож ти не одна

# «send»
Може, підемо до завуча разом?`,
    expect: [
      { type: 'send', text: 'Мені Галина Петрівна казала, що теж незадоволена розкладом, тож ти не одна' },
      { type: 'send', text: 'Може, підемо до завуча разом?' },
    ],
  },
  // Gemini 3 Pro: a bold recap of the conversation as a send block of its own, first.
  {
    name: 'set109: Оксана after a bold recap block',
    ...timetable,
    answer: `# «send»
**Підсумок:** Ірина хоче поради, як говорити із завучем; пропоную план і каву.

# «send»
Значить так: спершу кава, потім складемо тобі текст для неї 😉`,
    expect: [{ type: 'send', text: 'Значить так: спершу кава, потім складемо тобі текст для неї 😉' }],
  },
  // Gemini 3 Pro: the deputy head's own words passed on, then what follows from them.
  {
    name: 'set109: Оксана relays what the deputy head told the director',
    ...timetable,
    answer: `# «send»
До речі, я вчора чула, як завуч сама казала директорові, що розклад «ще сирий»

# «send»
Тож зараз саме час просити заміну`,
    expect: [
      {
        type: 'send',
        text: 'До речі, я вчора чула, як завуч сама казала директорові, що розклад «ще сирий»',
      },
      { type: 'send', text: 'Тож зараз саме час просити заміну' },
    ],
  },
  // Gemini 3 Pro: a callout answered in note-like messages, then the hike summed up.
  {
    name: 'set109: Оксана has the raincoats and sums up the hike',
    ...hoverla,
    answer: `# «send»
Дощовиків маю три, четвертий позичу в сусідки

# «send»
Аптечка теж на мені

# «send»
Тобто: субота, 5:30 на Сихові, без ночівлі, я — дощовики й аптечка, Соломія — термос?`,
    expect: [
      { type: 'send', text: 'Дощовиків маю три, четвертий позичу в сусідки', replyTo: 4005 },
      { type: 'send', text: 'Аптечка теж на мені' },
      {
        type: 'send',
        text: 'Тобто: субота, 5:30 на Сихові, без ночівлі, я — дощовики й аптечка, Соломія — термос?',
      },
    ],
  },
  // Gemini 3 Pro: an English note on which question to answer first, glued as a message's last line.
  {
    name: 'set109: Оксана with an English answering order under the first message',
    ...hoverla,
    answer: `# «send»
Є три дощовики, четвертий позичу
(Answer Andriy first, then Solomiia's question about the first-aid kit.)

# «send»
Аптечку теж візьму`,
    expect: [
      { type: 'send', text: 'Є три дощовики, четвертий позичу', replyTo: 4005 },
      { type: 'send', text: 'Аптечку теж візьму' },
    ],
  },
  // Gemini 3 Pro: the register chosen, bare, after a dash at the end of the last message.
  {
    name: 'set109: Оксана with a register note after a dash',
    ...hoverla,
    answer: `# «send»
Так, дощовики є на всіх 🌧

# «send»
Аптечку беру я, а термос хай бере Соломія — тон дружній, трохи жартівливий`,
    expect: [
      { type: 'send', text: 'Так, дощовики є на всіх 🌧', replyTo: 4005 },
      { type: 'send', text: 'Аптечку беру я, а термос хай бере Соломія' },
    ],
  },
  // Gemini 3 Pro: her own mood with a bracketed aside to a member, inside the message.
  {
    name: 'set109: Оксана is tired in advance, with an aside to Тарас',
    ...hoverla,
    answer: `# «send»
Є, на всіх вистачить

# «send»
Я вже наперед втомлена від підйому о 4:30, але дуже рада 😅 (і так, Тарасе, це натяк на 6:00)`,
    expect: [
      { type: 'send', text: 'Є, на всіх вистачить', replyTo: 4005 },
      {
        type: 'send',
        text: 'Я вже наперед втомлена від підйому о 4:30, але дуже рада 😅 (і так, Тарасе, це натяк на 6:00)',
      },
    ],
  },
  // Gemini 3 Pro: a stage direction naming the persona in asterisks, opening the body; a reaction.
  {
    name: 'set109: Оксана narrated counting raincoats, then a reaction',
    ...hoverla,
    answer: `# «send»
*Оксана дістає з шафи дощовики і перераховує їх*
Є три, четвертий позичу в сусідки

# «react» 4003
👍`,
    expect: [
      { type: 'send', text: 'Є три, четвертий позичу в сусідки', replyTo: 4005 },
      { type: 'react', emoji: '👍', messageId: 4003 },
    ],
  },
];
