import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { BAND, FOOTBALL, lines } from './answers-11-scenes.js';

/** A turn in the band group where 美咲 asks Ken, not ハル. */
const BAND_NOT_ADDRESSED = {
  ...BAND,
  others: new Map([...BAND.others, [4005, 'Ken、スタジオ代いくらだった？']]),
};

/** A turn in the football group where Sol asks Pablo, not Inés. */
const FOOTBALL_NOT_ADDRESSED = {
  ...FOOTBALL,
  others: new Map([...FOOTBALL.others, [4005, 'Pablo, ¿el campo tiene duchas o vamos cambiados?']]),
};

/**
 * Held-out set 11, the band group (ハル with Ken, 美咲 and Joy) and the football group (Inés
 * with Pablo, Sol, Luz and Mar). In a group the first message without a reply id answers the
 * target (4005).
 */
export const HELD_OUT_11_BAND: readonly CorpusEntry[] = [
  {
    name: 'band: sending the chords and offering a cable, in Japanese',
    ...BAND,
    answer: lines('# «send»', 'コード表いま送るね！ケーブルは予備1本あるよ🎸'),
    expect: [{ type: 'send', text: 'コード表いま送るね！ケーブルは予備1本あるよ🎸', replyTo: 4005 }],
  },
  {
    name: 'band: the kana persona labelled with her name in Latin letters',
    ...BAND,
    answer: lines('# «send»', 'Haru: コード表あとで送る！'),
    expect: [{ type: 'send', text: 'コード表あとで送る！', replyTo: 4005 }],
  },
  {
    name: 'band: Joy and Ken answered by name on one line, Joy also a word',
    ...BAND,
    answer: lines('# «send»', 'Joy: pure joy, finally 🥁 Ken: yes I have a spare cable!'),
    expect: [
      { type: 'send', text: 'Joy: pure joy, finally 🥁 Ken: yes I have a spare cable!', replyTo: 4005 },
    ],
  },
  {
    name: "band: Ken's thanks written after the answer, with a full-width colon",
    ...BAND,
    answer: lines('# «send»', '送ったよ〜 ケーブルも持ってく！', 'Ken：ありがとうハル！助かる'),
    expect: [{ type: 'send', text: '送ったよ〜 ケーブルも持ってく！', replyTo: 4005 }],
  },
  {
    name: "band: Joy's message sent back as a block of its own",
    ...BAND,
    answer: lines('# «send»', 'おめでとう！🎉', '# «send»', 'Joy here, I finally fixed the snare stand!!'),
    expect: [{ type: 'send', text: 'おめでとう！🎉', replyTo: 4005 }],
  },
  {
    name: 'band: a question for Ken only, the model thinks and stays out',
    ...BAND_NOT_ADDRESSED,
    answer: lines('# «think»', 'Kenへの質問。私は知らないので黙っておく。'),
    expect: [],
  },
  {
    name: 'band: a question for Ken only, answered with an action line',
    ...BAND_NOT_ADDRESSED,
    answer: lines('# «send»', '*ベースのチューニング中*'),
    expect: [],
  },
  {
    name: 'band: the message as a JSON object with text and reply keys',
    ...BAND,
    answer: lines('# «send»', '{"reply_to": 4005, "text": "コード表送った！ケーブルもあるよ"}'),
    expect: [{ type: 'send', text: 'コード表送った！ケーブルもあるよ', replyTo: 4005 }],
  },
  {
    name: 'band: a chord chart in a code block inside the message',
    ...BAND,
    answer: lines(
      '# «send»',
      '新曲のコード：',
      '```',
      'Am  F  C  G',
      'Am  F  G  E',
      '```',
      'サビは転調するよ',
    ),
    expect: [
      {
        type: 'send',
        text: '新曲のコード：\n```\nAm  F  C  G\nAm  F  G  E\n```\nサビは転調するよ',
        replyTo: 4005,
      },
    ],
  },
  {
    name: "band: the persona's own earlier line repeated under its transcript header",
    ...BAND,
    answer: lines('# «send»', '⟦#4003 ハル⟧ Joy最高！！', 'コード表送ったよ、ケーブルもある！'),
    expect: [{ type: 'send', text: 'コード表送ったよ、ケーブルもある！', replyTo: 4005 }],
  },
  {
    name: 'band: a Japanese reasoning label in full-width brackets, then the message',
    ...BAND,
    answer: lines(
      '# «send»',
      '【考え】Kenはコード表とケーブルの二つを聞いている。',
      'コード表送る！ケーブル1本なら貸せるよ',
    ),
    expect: [{ type: 'send', text: 'コード表送る！ケーブル1本なら貸せるよ', replyTo: 4005 }],
  },
  {
    name: 'band: 美咲-chan addressed with a suffix, and a sticker',
    ...BAND,
    answer: lines('# «send»', '美咲ちゃん、木曜は先に始めてるね！', '# «sticker»', 'HeidiDuck :: 😂'),
    expect: [
      { type: 'send', text: '美咲ちゃん、木曜は先に始めてるね！', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  {
    name: 'band: an English translation of the message in brackets after it',
    ...BAND,
    answer: lines('# «send»', 'コード表送った！（英訳：Sent the chord chart!）'),
    expect: [{ type: 'send', text: 'コード表送った！', replyTo: 4005 }],
  },
  {
    name: 'band: a heading with an arrow and a mention on its line',
    ...BAND,
    answer: lines('## «send» → @Ken', 'cable: yes, bringing two 🎛️'),
    expect: [{ type: 'send', text: 'cable: yes, bringing two 🎛️', replyTo: 4005 }],
  },
  {
    name: 'football: bringing the first-aid kit, asking a cousin',
    ...FOOTBALL,
    answer: lines('# «send»', '¡Sí, llevo el botiquín! Y le pregunto a mi primo si se apunta ⚽'),
    expect: [
      {
        type: 'send',
        text: '¡Sí, llevo el botiquín! Y le pregunto a mi primo si se apunta ⚽',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'football: Mar and Sol addressed, both names also words',
    ...FOOTBALL,
    answer: lines('# «send»', 'Mar, te llevo yo, paso a las 10:30. Sol, ¡genial lo del balón!'),
    expect: [
      {
        type: 'send',
        text: 'Mar, te llevo yo, paso a las 10:30. Sol, ¡genial lo del balón!',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'football: Pablo and Mar answered by name with colons',
    ...FOOTBALL,
    answer: lines('# «send»', 'Pablo: sí, llevo el botiquín', 'Mar: te recojo a las 10:30 🚗'),
    expect: [
      { type: 'send', text: 'Pablo: sí, llevo el botiquín\nMar: te recojo a las 10:30 🚗', replyTo: 4005 },
    ],
  },
  {
    name: "football: Pablo's praise of Inés written after her answer",
    ...FOOTBALL,
    answer: lines('# «send»', '¡Claro! Llevo el botiquín 💪', 'Pablo: ¡gracias Inés, eres la mejor!'),
    expect: [{ type: 'send', text: '¡Claro! Llevo el botiquín 💪', replyTo: 4005 }],
  },
  {
    name: 'football: the persona labelled without her accent',
    ...FOOTBALL,
    answer: lines('# «send»', 'Ines: ¡Yo te llevo, Mar!'),
    expect: [{ type: 'send', text: '¡Yo te llevo, Mar!', replyTo: 4005 }],
  },
  {
    name: 'football: two replies, each to its message by id',
    ...FOOTBALL,
    answer: lines('# «send» 4004', 'Yo te llevo Mar, paso 10:30', '# «send» 4005', 'Botiquín listo ✅'),
    expect: [
      { type: 'send', text: 'Yo te llevo Mar, paso 10:30', replyTo: 4004 },
      { type: 'send', text: 'Botiquín listo ✅', replyTo: 4005 },
    ],
  },
  {
    name: 'football: a bold Spanish reasoning label with its text, then the message',
    ...FOOTBALL,
    answer: lines(
      '# «send»',
      '**Razonamiento:** Pablo pregunta por el botiquín y falta una persona.',
      'Llevo el botiquín. ¿Y si viene mi hermano?',
    ),
    expect: [{ type: 'send', text: 'Llevo el botiquín. ¿Y si viene mi hermano?', replyTo: 4005 }],
  },
  {
    name: 'football: a question for Pablo, answered with an action line',
    ...FOOTBALL_NOT_ADDRESSED,
    answer: lines('# «send»', '*se ríe y sigue preparando la mochila*'),
    expect: [],
  },
  {
    name: 'football: a dash signature with an emoji after the name',
    ...FOOTBALL,
    answer: lines('# «send»', '¡Allí estaré con el botiquín!', '— Inés ⚽'),
    expect: [{ type: 'send', text: '¡Allí estaré con el botiquín!', replyTo: 4005 }],
  },
  {
    // Ticks as a person's shorthand for "done" in a list that is the whole message.
    name: 'football: a ticked list with mentions, the whole message',
    ...FOOTBALL,
    answer: lines('# «send»', '- @Pablo botiquín ✔️', '- @Mar te recojo 10:30'),
    expect: [{ type: 'send', text: '- @Pablo botiquín ✔️\n- @Mar te recojo 10:30', replyTo: 4005 }],
  },
  {
    name: 'football: an unknown Spanish heading with an addressee, the only block',
    ...FOOTBALL,
    answer: lines('# «respuesta» para Pablo', 'Sí, yo lo llevo. ¡Nos vemos el domingo!'),
    expect: [{ type: 'send', text: 'Sí, yo lo llevo. ¡Nos vemos el domingo!', replyTo: 4005 }],
  },
  {
    name: "football: Luz's message quoted with her name and then answered",
    ...FOOTBALL,
    answer: lines(
      '# «send»',
      'Luz: No puedo, tengo turno en el hospital hasta las 14',
      'Luz, ¡te echaremos de menos! Pablo, botiquín listo',
    ),
    expect: [{ type: 'send', text: 'Luz, ¡te echaremos de menos! Pablo, botiquín listo', replyTo: 4005 }],
  },
  {
    name: "football: a clapping reaction to Sol's new ball",
    ...FOOTBALL,
    answer: lines('# «react» 3997', '👏'),
    expect: [{ type: 'react', emoji: '👏', messageId: 3997 }],
  },
  {
    name: 'football: a plain Spanish quote of a mum, not a speaker label',
    ...FOOTBALL,
    answer: lines('# «send»', 'Llevo el botiquín. Mi madre dice: "ponte espinilleras, que luego lloras" 😂'),
    expect: [
      {
        type: 'send',
        text: 'Llevo el botiquín. Mi madre dice: "ponte espinilleras, que luego lloras" 😂',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'football: the message again in English under a language tag',
    ...FOOTBALL,
    answer: lines(
      '# «send»',
      '¡Sí! Llevo el botiquín y busco a alguien más',
      '',
      "[EN] Yes! I'll bring the first-aid kit and look for one more",
    ),
    expect: [{ type: 'send', text: '¡Sí! Llevo el botiquín y busco a alguien más', replyTo: 4005 }],
  },
];
