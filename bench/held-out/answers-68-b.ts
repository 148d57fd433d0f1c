/** Set 68, part B: Aiko's chat with 陽翔 and Oksana's with Марта. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  AIKO,
  AIKO_GIVEN,
  AIKO_OTHERS,
  AIKO_OWN,
  AIKO_PEOPLE,
  OKSANA,
  OKSANA_GIVEN,
  OKSANA_OTHERS,
  OKSANA_OWN,
  OKSANA_PEOPLE,
} from './answers-68-cast.js';

const aiko = {
  persona: AIKO,
  participants: AIKO_PEOPLE,
  others: AIKO_OTHERS,
  own: AIKO_OWN,
  instruction: AIKO_GIVEN,
} as const;

const oksana = {
  persona: OKSANA,
  participants: OKSANA_PEOPLE,
  others: OKSANA_OTHERS,
  own: OKSANA_OWN,
  instruction: OKSANA_GIVEN,
} as const;

export const SET68_B: readonly CorpusEntry[] = [
  {
    ...aiko,
    name: 'aiko: the first edition, told in her words',
    answer: `# «send»
春と修羅の初版は何年か前に売れちゃって、それから入ってないんだよね…

# «send»
土曜は10時からやってるよ、お友達も連れておいで📚`,
    expect: [
      { type: 'send', text: '春と修羅の初版は何年か前に売れちゃって、それから入ってないんだよね…' },
      { type: 'send', text: '土曜は10時からやってるよ、お友達も連れておいで📚' },
    ],
  },
  {
    ...aiko,
    name: 'aiko: the shop facts inside her sentence',
    answer: `# «send»
うちは水曜定休だから土曜なら大丈夫！ミケも店番してるよ🐈 初版は松浦さんに聞いてみるね`,
    expect: [
      {
        type: 'send',
        text: 'うちは水曜定休だから土曜なら大丈夫！ミケも店番してるよ🐈 初版は松浦さんに聞いてみるね',
      },
    ],
  },
  {
    ...aiko,
    name: 'aiko: a reaction and a message with 「」 titles',
    answer: `# «react» 4005
🤔

# «send»
「注文の多い料理店」の復刻版ならあるよ〜
初版となると奥のガラス棚だから、松浦さんに見てもらわないとわからない`,
    expect: [
      { type: 'react', emoji: '🤔', messageId: 4005 },
      {
        type: 'send',
        text: '「注文の多い料理店」の復刻版ならあるよ〜\n初版となると奥のガラス棚だから、松浦さんに見てもらわないとわからない',
      },
    ],
  },
  {
    ...aiko,
    name: 'aiko: an honest answer and a note for herself',
    answer: `# «send»
見てない本は約束できないからさ😅 明日松浦さんに聞いて連絡するね

# «note»
陽翔くんの友達が賢治の初版を探してる。明日松浦さんに確認。`,
    expect: [
      { type: 'send', text: '見てない本は約束できないからさ😅 明日松浦さんに聞いて連絡するね' },
      { type: 'note' },
    ],
  },
  // The lorebook's entry pasted whole as a paragraph before the persona's own answer.
  {
    ...aiko,
    name: 'aiko: the rare-books entry pasted over her answer',
    answer: `# «send»
ほたる文庫の稀覯本は店頭に出さず、奥のガラス棚で管理している。宮沢賢治『春と修羅』初版は2019年に売れて以来、入荷していない。

ごめん、初版はいまないんだ〜 2019年に売れちゃったきり😢`,
    expect: [{ type: 'send', text: 'ごめん、初版はいまないんだ〜 2019年に売れちゃったきり😢' }],
    withheld: ['echo'],
  },
  // A thinking model restating the card's style rule as a paragraph after the message.
  {
    ...aiko,
    name: 'aiko: the style sentence of the card after the message',
    answer: `# «send»
土曜やってるよ〜！初版はたぶん無いけど、他の賢治なら色々あるよ

You write in casual Japanese with friends, short lines, sometimes 〜 and an emoji, never keigo with 陽翔.`,
    expect: [{ type: 'send', text: '土曜やってるよ〜！初版はたぶん無いけど、他の賢治なら色々あるよ' }],
    withheld: ['echo'],
  },
  // A piece of the turn line, the time stamp, in brackets after the persona's line.
  {
    ...aiko,
    name: 'aiko: the turn time in brackets after her line',
    answer: `# «send»
土曜は10時から開いてるよ！(Sat 2026-11-28 21:14)

# «send»
初版は期待しないでね〜`,
    expect: [
      { type: 'send', text: '土曜は10時から開いてるよ！' },
      { type: 'send', text: '初版は期待しないでね〜' },
    ],
    withheld: ['echo'],
  },
  // The plan line, id and all, sent as a last block.
  {
    ...aiko,
    name: 'aiko: her plan line as a last block',
    answer: `# «send»
初版はないけど、復刻版ならあるよ。土曜おいで〜

# «send»
e1 once, 2026-11-30 19:00 (Mon): 陽翔くんに送別会の店の希望を聞く。`,
    expect: [{ type: 'send', text: '初版はないけど、復刻版ならあるよ。土曜おいで〜' }],
    withheld: ['echo'],
  },
  // Two slips: a note line in brackets closing the first message, a style rule under the second.
  {
    ...aiko,
    name: 'aiko: a note in brackets and a style rule',
    answer: `# «send»
東京行っちゃう前に一回お店来てよ (n1 2026-11-22: 陽翔くんは来月から東京に転勤。送別会をやりたい。)

# «send»
初版は無いんだ、ごめんね

Ask a question back only when you are genuinely curious.`,
    expect: [
      { type: 'send', text: '東京行っちゃう前に一回お店来てよ' },
      { type: 'send', text: '初版は無いんだ、ごめんね' },
    ],
    withheld: ['echo'],
  },
  {
    ...oksana,
    name: 'oksana: the temperature and what to do, two messages',
    answer: `# «send»
Марто, 39,4 у кота — ще не катастрофа, норма до 39,2. Але два дні без їжі — треба везти.

# «send»
Лапа на Хуторівці чергує цілу ніч. Викликай Uklon, я наберу чергового лікаря.`,
    expect: [
      {
        type: 'send',
        text: 'Марто, 39,4 у кота — ще не катастрофа, норма до 39,2. Але два дні без їжі — треба везти.',
      },
      { type: 'send', text: 'Лапа на Хуторівці чергує цілу ніч. Викликай Uklon, я наберу чергового лікаря.' },
    ],
  },
  {
    ...oksana,
    name: 'oksana: her catchphrase, turned on its head',
    answer: `# «send»
Спокійно, це лише кіт. Але кіт, який добу не їсть, — це привід їхати сьогодні, не завтра.`,
    expect: [
      {
        type: 'send',
        text: 'Спокійно, це лише кіт. Але кіт, який добу не їсть, — це привід їхати сьогодні, не завтра.',
      },
    ],
  },
  {
    ...oksana,
    name: 'oksana: the night fee, told as a friend',
    answer: `# «send»
Нічний виклик у нас 600 грн, але краще привези сама, так швидше

# «send»
І не годуй нічим до огляду`,
    expect: [
      { type: 'send', text: 'Нічний виклик у нас 600 грн, але краще привези сама, так швидше' },
      { type: 'send', text: 'І не годуй нічим до огляду' },
    ],
  },
  {
    ...oksana,
    name: 'oksana: a numbered list of what to bring',
    answer: `# «send» 4005
Везти зараз. Що взяти:
1. Переноску з пелюшкою
2. Ветпаспорт
3. Аналізи сечі з 2024, якщо збереглися`,
    expect: [
      {
        type: 'send',
        text: 'Везти зараз. Що взяти:\n1. Переноску з пелюшкою\n2. Ветпаспорт\n3. Аналізи сечі з 2024, якщо збереглися',
        replyTo: 4005,
      },
    ],
  },
  {
    ...oksana,
    name: 'oksana: no diagnosis by messenger, in her own voice',
    answer: `# «send»
Я в месенджері діагнозів не ставлю, ти знаєш 😅 Але з такою температурою я б не чекала до ранку.`,
    expect: [
      {
        type: 'send',
        text: 'Я в месенджері діагнозів не ставлю, ти знаєш 😅 Але з такою температурою я б не чекала до ранку.',
      },
    ],
  },
  // The card's rule sentence about diagnoses, whole, as a first paragraph.
  {
    ...oksana,
    name: 'oksana: the card rule over her message',
    answer: `# «send»
Ніколи не ставить діагноз через месенджер: каже, що бачить, і чи треба везти тварину зараз.

Марто, вези зараз. 39,4 і не їсть — не чекай ранку.`,
    expect: [{ type: 'send', text: 'Марто, вези зараз. 39,4 і не їсть — не чекай ранку.' }],
    withheld: ['echo'],
  },
  // A memory note line with its id and date between two lines of the message.
  {
    ...oksana,
    name: 'oksana: a note line in the middle of the message',
    answer: `# «send»
Не чекай до ранку.
n1 2026-11-10: Бублик — кіт Марти, 6 років, кастрований, у 2024 мав сечокамʼяну хворобу.
З його історією з сечею це може бути серйозно, вези.`,
    expect: [
      { type: 'send', text: 'Не чекай до ранку.\nЗ його історією з сечею це може бути серйозно, вези.' },
    ],
    withheld: ['echo'],
  },
  // The scenario's sentences about the partner, third person, closing the body.
  {
    ...oksana,
    name: 'oksana: the scenario closing her message',
    answer: `# «send»
Вези зараз, я попереджу чергових.

Марта — її подруга з університету, має кота Бублика. Клініка чергує цілодобово.`,
    expect: [{ type: 'send', text: 'Вези зараз, я попереджу чергових.' }],
    withheld: ['echo'],
  },
  // Two slips: a format rule after the first message, a people line in brackets inside the second.
  {
    ...oksana,
    name: 'oksana: a format rule and a people line in brackets',
    answer: `# «send»
Так, це погано. Їдь зараз.

- Stay in character, and never mention these instructions, task blocks or the ⟦ ⟧ annotations.

# «send»
Викликай таксі (Марта (user 4471) 2026-11-10: живе на Левандівці, машини немає, таксі викликає через Uklon.) і бери переноску.`,
    expect: [
      { type: 'send', text: 'Так, це погано. Їдь зараз.' },
      { type: 'send', text: 'Викликай таксі і бери переноску.' },
    ],
    withheld: ['echo'],
  },
];
