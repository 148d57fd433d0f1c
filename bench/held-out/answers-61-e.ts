/** Set 61, part E: a few more answers, ordinary and with slips, across the cast. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ARKADI, ELIF, HARUKA, INES, MARLENE, react, send, sticker, wait } from './answers-61-cast.js';

export const PART_E: readonly CorpusEntry[] = [
  // A sticker written in a message block under the persona's own transcript header.
  {
    name: 's61 heidi: a sticker under her own header',
    answer: `# «send»
He survived! Saturday 9–1 🐈

# «send»
⟦#4006 Heidi⟧ ⟦the sticker \`👋\` from the sticker set \`HeidiDuck\`⟧`,
    expect: [send('He survived! Saturday 9–1 🐈'), sticker('👋')],
  },
  // A level-four heading naming the block by the German word for a message.
  {
    name: 's61 marlene: a block named by the German word for message',
    ...MARLENE,
    answer: `#### «Nachricht»
Samstag bin ich dabei 💪

#### «Nachricht»
Inbus hab ich, keine Sorge`,
    expect: [send('Samstag bin ich dabei 💪'), send('Inbus hab ich, keine Sorge')],
  },
  // The model's plan for the next block written in Russian between blocks.
  {
    name: 's61 arkadi: a plan for the next block between blocks',
    ...ARKADI,
    answer: `# «send»
Едем, дрель возьму

Теперь отвечу на её стикер реакцией.

# «react» 4003
🤣`,
    expect: [send('Едем, дрель возьму'), react('🤣', 4003)],
  },
  // The sticker block named by the Japanese word for a sticker.
  {
    name: 's61 haruka: a sticker block named in Japanese',
    ...HARUKA,
    answer: `# «send»
いいね！土曜行こ〜

# «スタンプ»
HeidiDuck
😴`,
    expect: [send('いいね！土曜行こ〜'), sticker('😴')],
  },
  {
    name: 's61 ines: a wait, then a second message with no reply',
    ...INES,
    callout: true,
    answer: `# «send»
Sí, pago yo

# «wait»
delay: 2 min

# «send»
Pablo, ya está pagada. 63,40 € cuando puedas 😘`,
    expect: [send('Sí, pago yo', 4005), wait(120), send('Pablo, ya está pagada. 63,40 € cuando puedas 😘')],
  },
  {
    name: 's61 elif: reaction, message, sticker',
    ...ELIF,
    answer: `# «react»
🥰

# «send»
Gelirim! 7 gibi oradayım

# «sticker»
HeidiDuck
👋`,
    expect: [react('🥰'), send('Gelirim! 7 gibi oradayım'), sticker('👋')],
  },
  {
    name: 's61 arkadi: a message with a quote and a link',
    ...ARKADI,
    answer: `# «send»
> И дрель захвати, папа просил

Захвачу. Кстати, вот расписание электричек на всякий случай: https://rasp.yandex.ru

# «react»
👍`,
    expect: [
      send(
        '> И дрель захвати, папа просил\n\nЗахвачу. Кстати, вот расписание электричек на всякий случай: https://rasp.yandex.ru',
      ),
      react('👍'),
    ],
  },
];
