/**
 * Set 100, Haruka with Yui in Japanese (Gemini 2.5 Pro) and Lotte in her hiking group in German
 * (Gemini 3 Pro): a trip to Kyoto, the Engelberg route (a callout) and the grill grate (not
 * addressed to her). Seven ordinary answers and five with one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { grill, kyoto, route } from './answers-100-cast.js';

export const JA_DE_100: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: a reply to an older message, then the answer to the last.
  {
    name: 'set100: Haruka answers the ryokan worry, then her dates',
    ...kyoto,
    answer: `# «send» 4003
一回くらい贅沢してもバチは当たらないよ

# «send»
21日から23日なら休めそう！`,
    expect: [
      { type: 'send', text: '一回くらい贅沢してもバチは当たらないよ', replyTo: 4003 },
      { type: 'send', text: '21日から23日なら休めそう！' },
    ],
  },
  // Gemini 2.5 Pro: a message in Japanese and English, as friends write.
  {
    name: 'set100: Haruka answers in Japanese and English',
    ...kyoto,
    answer: `# «send»
来月ならいつでもOK！Let's goooo 🚄`,
    expect: [{ type: 'send', text: "来月ならいつでもOK！Let's goooo 🚄" }],
  },
  // Gemini 2.5 Pro: a holding message, a pause, then the dates.
  {
    name: 'set100: Haruka checks her shifts, waits and answers',
    ...kyoto,
    answer: `# «send»
ちょっと待って、シフト確認する

# «wait»
delay: 60

# «send»
21〜23日なら大丈夫そう！`,
    expect: [
      { type: 'send', text: 'ちょっと待って、シフト確認する' },
      { type: 'wait', delay: 60 },
      { type: 'send', text: '21〜23日なら大丈夫そう！' },
    ],
  },
  // Gemini 2.5 Pro: a reading of the partner by name in Japanese, opening the message.
  {
    name: "set100: Haruka's message opens with a reading of Yui in Japanese",
    ...kyoto,
    answer: `# «send»
ユイは予算を気にしているようなので、安めの旅館も提案する。

21日から23日なら休めるよ！素泊まりなら旅館でもそんなに高くないかも`,
    expect: [{ type: 'send', text: '21日から23日なら休めるよ！素泊まりなら旅館でもそんなに高くないかも' }],
  },
  // Gemini 2.5 Pro: the persona's name in lenticular brackets as a label line.
  {
    name: 'set100: Haruka under her name in lenticular brackets',
    ...kyoto,
    answer: `# «send»
【ハルカ】
20日以降ならいつでも休めるよ`,
    expect: [{ type: 'send', text: '20日以降ならいつでも休めるよ' }],
    withheld: ['label'],
  },
  // Gemini 2.5 Pro: the answer cut at the output limit in its second message.
  {
    name: 'set100: Haruka cut off while describing a ryokan',
    ...kyoto,
    answer: `# «send»
21日から23日なら休めるよ！

# «send»
旅館のことなんだけど、嵐山の近くにすごく良さそうなところがあって、一泊`,
    truncated: true,
    expect: [{ type: 'send', text: '21日から23日なら休めるよ！' }],
    withheld: ['truncated'],
  },
  // Gemini 3 Pro: two messages, the second about the dog.
  {
    name: 'set100: Lotte gives the distance, then says the dog can come',
    ...route,
    answer: `# «send»
Die Runde über den Engelberg hat ungefähr 14 km, mit Pausen so 4,5 Stunden

# «send»
Bruno darf natürlich mit, unterwegs gibt es einen Bach zum Trinken`,
    expect: [
      {
        type: 'send',
        text: 'Die Runde über den Engelberg hat ungefähr 14 km, mit Pausen so 4,5 Stunden',
        replyTo: 4005,
      },
      { type: 'send', text: 'Bruno darf natürlich mit, unterwegs gibt es einen Bach zum Trinken' },
    ],
  },
  // Gemini 3 Pro: the answer, then a note about the chat.
  {
    name: 'set100: Lotte answers and notes Sunday',
    ...route,
    answer: `# «send»
Ca. 14 km, gut 4 Stunden mit Pausen. Start am besten am Parkplatz Klotzenhof

# «note»
Sonntag Engelberg-Runde mit Jens, Birgit, Uwe und Bruno (Hund).`,
    expect: [
      {
        type: 'send',
        text: 'Ca. 14 km, gut 4 Stunden mit Pausen. Start am besten am Parkplatz Klotzenhof',
        replyTo: 4005,
      },
      { type: 'note' },
    ],
  },
  // Gemini 3 Pro: a message in a thread not addressed to her, then a reaction to Uwe.
  {
    name: 'set100: Lotte thanks Uwe and reacts',
    ...grill,
    answer: `# «send»
Super, danke Uwe! Dann bring ich Kohle mit

# «react» 4005
👍`,
    expect: [
      { type: 'send', text: 'Super, danke Uwe! Dann bring ich Kohle mit', replyTo: 4005 },
      { type: 'react', emoji: '👍', messageId: 4005 },
    ],
  },
  // Gemini 3 Pro: a message about the dog as "er", replying to Birgit, then Uwe by id.
  {
    name: 'set100: Lotte talks about Bruno as er, then answers Uwe, both by id',
    ...route,
    answer: `# «send» 4003
Er wird den ganzen Weg vorneweg rennen und oben dann schlafen 😄

# «send» 4005
14 km, rund 4,5 Stunden`,
    expect: [
      {
        type: 'send',
        text: 'Er wird den ganzen Weg vorneweg rennen und oben dann schlafen 😄',
        replyTo: 4003,
      },
      { type: 'send', text: '14 km, rund 4,5 Stunden', replyTo: 4005 },
    ],
  },
  // Gemini 3 Pro: the model's English account of its answer after a German message.
  {
    name: 'set100: Lotte answers in German, then an English line about the answer',
    ...route,
    answer: `# «send»
Knapp 14 km, mit Pausen etwa 4,5 Stunden. Oben gibt's eine Hütte mit Kuchen

I answered Uwe's question about the distance and added the hut as a friendly detail.`,
    expect: [
      {
        type: 'send',
        text: "Knapp 14 km, mit Pausen etwa 4,5 Stunden. Oben gibt's eine Hütte mit Kuchen",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: the heading written with ASCII double angle brackets.
  {
    name: 'set100: Lotte writes the heading with << >>',
    ...grill,
    answer: `# <<send>>
Perfekt, dann bring ich Würstchen für alle mit`,
    expect: [{ type: 'send', text: 'Perfekt, dann bring ich Würstchen für alle mit', replyTo: 4005 }],
  },
];
