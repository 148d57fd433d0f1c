/**
 * Set 107, Вера with her sister Катя in Russian (Gemini 2.5 Pro): five answers she means whole
 * (her plan for their mother, their mother's fear told in the third person, advice under a
 * note-like label, what Дима asked, a memory beside a message) and five with a slip of the
 * model's working voice, one answer with two.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { mama, remont } from './answers-107-cast.js';

export const VERA_107: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: Вера says what she will do, in two messages.
  {
    name: 'set107: Вера promises to call and to take their mother to the doctor',
    ...mama,
    answer: `# «send»
Поговорю, конечно. Сегодня вечером ей позвоню

# «send»
Запишу её к Ольге Петровне на четверг и сама отвезу, тогда не отвертится`,
    expect: [
      { type: 'send', text: 'Поговорю, конечно. Сегодня вечером ей позвоню' },
      { type: 'send', text: 'Запишу её к Ольге Петровне на четверг и сама отвезу, тогда не отвертится' },
    ],
  },
  // Gemini 2.5 Pro: what their mother fears, in the third person, meant for Катя.
  {
    name: "set107: Вера explains their mother's fear of doctors",
    ...mama,
    answer: `# «send»
Она просто боится, что найдут что-то серьёзное. Помнишь, как с папой было

# «send»
Я с ней поговорю, но мягко, без нотаций`,
    expect: [
      {
        type: 'send',
        text: 'Она просто боится, что найдут что-то серьёзное. Помнишь, как с папой было',
      },
      { type: 'send', text: 'Я с ней поговорю, но мягко, без нотаций' },
    ],
  },
  // Gemini 2.5 Pro: a note-like yes, then advice under a label a person types.
  {
    name: 'set107: Вера lends the drill and rules on the tiles',
    ...remont,
    answer: `# «send»
Перфоратор бери, в субботу завезу. Свёрла в комплекте

# «send»
По плитке: белая, но швы серые. Иначе через год будете оттирать жёлтое`,
    expect: [
      { type: 'send', text: 'Перфоратор бери, в субботу завезу. Свёрла в комплекте' },
      { type: 'send', text: 'По плитке: белая, но швы серые. Иначе через год будете оттирать жёлтое' },
    ],
  },
  // Gemini 2.5 Pro: what Дима wrote to Вера, passed on with a laugh, and a reaction.
  {
    name: 'set107: Вера passes on what Дима asked her',
    ...remont,
    answer: `# «react» 4001
😁

# «send»
Дима мне вчера написал, кстати, просил уговорить тебя на серую 😂

# «send»
Но я за белую, так ему и передай. Перфоратор привезу в пятницу`,
    expect: [
      { type: 'react', emoji: '😁', messageId: 4001 },
      { type: 'send', text: 'Дима мне вчера написал, кстати, просил уговорить тебя на серую 😂' },
      { type: 'send', text: 'Но я за белую, так ему и передай. Перфоратор привезу в пятницу' },
    ],
  },
  // Gemini 2.5 Pro: a Russian think block, a message, then a memory of the mother's readings.
  {
    name: 'set107: Вера thinks, answers and remembers the blood pressure',
    ...mama,
    answer: `# «think»
Катя устала и переживает. Маму я уговорю лучше, чем она. Надо записать цифры, чтобы потом сравнить.

# «send»
Да, поговорю. Она меня послушает, если я скажу, что сама переживаю

# «remember»
Мама: давление 170/100, к врачу идти не хочет. Катя просила с ней поговорить.`,
    expect: [
      { type: 'send', text: 'Да, поговорю. Она меня послушает, если я скажу, что сама переживаю' },
      { type: 'remember' },
    ],
  },
  // Gemini 2.5 Pro: a reading of Катя by pronoun as the message's last paragraph.
  {
    name: 'set107: Вера, then a reading of Катя by pronoun as the last paragraph',
    ...mama,
    answer: `# «send»
Позвоню ей сегодня, не переживай. Если надо, в субботу приеду

Она на пределе и боится за маму — нужно поддержать её, а не раздавать советы.`,
    expect: [{ type: 'send', text: 'Позвоню ей сегодня, не переживай. Если надо, в субботу приеду' }],
  },
  // Gemini 2.5 Pro: its thought summary's bold English title printed before the blocks.
  {
    name: 'set107: Вера under a bold English thought title',
    ...remont,
    answer: `**Weighing In on the Tile Debate**

# «send»
Белую, конечно. Серая ванная — как в поликлинике

# «send»
Перфоратор дам, только верни со всеми насадками`,
    expect: [
      { type: 'send', text: 'Белую, конечно. Серая ванная — как в поликлинике' },
      { type: 'send', text: 'Перфоратор дам, только верни со всеми насадками' },
    ],
    withheld: ['outside-blocks'],
  },
  // Gemini 2.5 Pro: a bracketed Russian note on length and register, glued to the last line.
  {
    name: 'set107: Вера with a bracketed register note glued to the message',
    ...remont,
    answer: `# «send»
Перфоратор твой на все выходные 💪 (коротко и по-сестрински)`,
    expect: [{ type: 'send', text: 'Перфоратор твой на все выходные 💪' }],
  },
  // Gemini 2.5 Pro: the persona narrated in the third person before her message.
  {
    name: 'set107: Вера narrated sighing before her message',
    ...mama,
    answer: `# «send»
*Вера вздыхает и берёт телефон*
Ладно, позвоню ей сегодня. Но если она опять скажет «само пройдёт», я приеду лично`,
    expect: [
      {
        type: 'send',
        text: 'Ладно, позвоню ей сегодня. Но если она опять скажет «само пройдёт», я приеду лично',
      },
    ],
  },
  // Gemini 2.5 Pro: a plan label first and an appraisal of the reply last, in one body.
  {
    name: 'set107: Вера between a plan label and an appraisal of the reply',
    ...remont,
    answer: `# «send»
План: рассудить спор в пользу Кати, согласиться на перфоратор.

Белая! И перфоратор дам, забирай в субботу

Ответ получился лёгким и с юмором, как между сёстрами.`,
    expect: [{ type: 'send', text: 'Белая! И перфоратор дам, забирай в субботу' }],
  },
];
