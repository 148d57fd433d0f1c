/**
 * Set 103, Thiago with Júlia in Brazilian Portuguese (Gemini 2.5 Flash, Qwen) and Лев in a
 * Russian group of old classmates (Gemini 3 Flash, DeepSeek): ordinary answers (one with
 * guillemets of its own in the text), then one slip each, English reasoning among them.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ape, prom, reunion, show } from './answers-103-cast.js';

export const PT_RU_103: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: two short messages in Portuguese.
  {
    name: 'set103: Thiago says the price and waves the pix away',
    ...show,
    answer: `# «send»
Deu 380 os dois, com taxa

# «send»
Mas relaxa, me paga quando der`,
    expect: [
      { type: 'send', text: 'Deu 380 os dois, com taxa' },
      { type: 'send', text: 'Mas relaxa, me paga quando der' },
    ],
  },
  // Qwen: a sticker, then a message.
  {
    name: 'set103: Thiago laughs with a sticker, then half agrees',
    ...ape,
    answer: `# «sticker»
HeidiDuck
😂

# «send»
kkkkk olha, se for pra você eu até penso`,
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
      { type: 'send', text: 'kkkkk olha, se for pra você eu até penso' },
    ],
  },
  // Gemini 2.5 Flash: its English working note slipped in above a Portuguese message.
  {
    name: 'set103: Thiago under an English working note',
    ...show,
    answer: `# «send»
Answering the price question casually, keeping it in Portuguese.

Deu 380 com a taxa, pode mandar no pix 😎`,
    expect: [{ type: 'send', text: 'Deu 380 com a taxa, pode mandar no pix 😎' }],
  },
  // Qwen: a note on language and tone, in Portuguese, closing the message.
  {
    name: 'set103: Thiago, then a note on language and tone in Portuguese',
    ...ape,
    answer: `# «send»
Fiador eu não sei, mas te ajudo a procurar seguro fiança

(Resposta em português brasileiro, tom descontraído e amigável.)`,
    expect: [{ type: 'send', text: 'Fiador eu não sei, mas te ajudo a procurar seguro fiança' }],
  },
  // Gemini 2.5 Flash at the output limit: the second message cut mid-word.
  {
    name: 'set103: Thiago cut off in the second message',
    ...show,
    answer: `# «send»
Deu 380 os dois

# «send»
Mas nem precisa pix agora, me paga quando a gente se enco`,
    truncated: true,
    expect: [{ type: 'send', text: 'Deu 380 os dois' }],
  },
  // Qwen: an offer in Portuguese to rewrite the reply, to the model's user.
  {
    name: 'set103: Thiago, then an offer in Portuguese to redo the reply',
    ...ape,
    answer: `# «send»
kkkk depende, o apê tem varanda?

Se quiser, posso deixar a resposta mais séria ou mais engraçada.`,
    expect: [{ type: 'send', text: 'kkkk depende, o apê tem varanda?' }],
  },
  // Gemini 3 Flash: the callout answered with guillemets of the language's own in the text, then a reply by id.
  {
    name: 'set103: Лев is coming by «Сапсан» and defends the canteen',
    ...reunion,
    answer: `# «send»
Приеду, конечно! Уже смотрю билеты на «Сапсан»

# «send» 4003
Денис, столовая — это святое, не трогай`,
    expect: [
      { type: 'send', text: 'Приеду, конечно! Уже смотрю билеты на «Сапсан»', replyTo: 4005 },
      { type: 'send', text: 'Денис, столовая — это святое, не трогай', replyTo: 4003 },
    ],
  },
  // DeepSeek: a message and a memory of his own.
  {
    name: 'set103: Лев promises to come and remembers the date',
    ...reunion,
    answer: `# «send»
Катя, приеду! Двадцать лет пропускать нельзя

# «remember»
Встреча выпускников: суббота 12-го. Обещал приехать из Питера.`,
    expect: [
      { type: 'send', text: 'Катя, приеду! Двадцать лет пропускать нельзя', replyTo: 4005 },
      { type: 'remember' },
    ],
  },
  // Gemini 3 Flash: its English reasoning before the Russian blocks.
  {
    name: 'set103: Лев after English reasoning before the blocks',
    ...reunion,
    answer: `Katya asked me directly, so I should answer. Keep it warm and short, in Russian.

# «send»
Постараюсь! Если отпустят с работы в пятницу, буду`,
    expect: [{ type: 'send', text: 'Постараюсь! Если отпустят с работы в пятницу, буду', replyTo: 4005 }],
    withheld: ['outside-blocks'],
  },
  // DeepSeek: the persona's name in Cyrillic as a speaker label.
  {
    name: 'set103: Лев under his own name as a label',
    ...reunion,
    answer: `# «send»
Лев: Конечно приеду, куда я денусь`,
    expect: [{ type: 'send', text: 'Конечно приеду, куда я денусь', replyTo: 4005 }],
    withheld: ['label'],
  },
  // Gemini 3 Flash: a reading of the group, in Russian, as the body's first paragraph.
  {
    name: 'set103: Лев under a reading of the group in Russian',
    ...prom,
    answer: `# «send»
Группа смеётся над старой фотографией, Катя обращается ко мне напрямую — нужно ответить с юмором.

Это был 2006-й, тогда все так ходили!`,
    expect: [{ type: 'send', text: 'Это был 2006-й, тогда все так ходили!', replyTo: 4005 }],
  },
  // Gemini 3 Flash: two messages, the second replying to Денис by id.
  {
    name: 'set103: Лев defends his fringe and teases Денис',
    ...prom,
    answer: `# «send»
Это был 2006-й, тогда все так ходили!

# «send» 4003
Денис, а кто тогда в очках как у Гарри Поттера был, напомнить?`,
    expect: [
      { type: 'send', text: 'Это был 2006-й, тогда все так ходили!', replyTo: 4005 },
      {
        type: 'send',
        text: 'Денис, а кто тогда в очках как у Гарри Поттера был, напомнить?',
        replyTo: 4003,
      },
    ],
  },
];
