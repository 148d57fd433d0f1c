/** Set 80's ordinary answers in Spanish, Japanese, German, Russian and French. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { anya, keiko, l, lukas, rosa, theo } from './answers-80-cast.js';

export const ORDINARY_OTHER: readonly CorpusEntry[] = [
  rosa({
    name: 'rosa: the shoes, then the dress as a reply',
    answer: l(
      '# «send»',
      '¡Claro que te acompaño! ¿Quedamos a las 11 en Sol?',
      '',
      '# «send» 4003',
      'Y el vestido es precioso, en serio. Ese color te queda genial 😍',
    ),
    expect: [
      { type: 'send', text: '¡Claro que te acompaño! ¿Quedamos a las 11 en Sol?' },
      {
        type: 'send',
        text: 'Y el vestido es precioso, en serio. Ese color te queda genial 😍',
        replyTo: 4003,
      },
    ],
  }),
  rosa({
    name: 'rosa: capitals of joy',
    answer: l('# «send»', 'SÍ SÍ SÍ 🙌 zapatos!! Yo también necesito unos, así que misión doble'),
    expect: [{ type: 'send', text: 'SÍ SÍ SÍ 🙌 zapatos!! Yo también necesito unos, así que misión doble' }],
  }),
  rosa({
    name: 'rosa: a reaction to the dress and a yes',
    answer: l('# «react» 4003', '😍', '', '# «send»', 'El sábado por la mañana me viene perfecto'),
    expect: [
      { type: 'react', emoji: '😍', messageId: 4003 },
      { type: 'send', text: 'El sábado por la mañana me viene perfecto' },
    ],
  }),
  rosa({
    name: 'rosa: a private thought in Spanish, then the message',
    answer: l(
      '# «think»',
      'Lucía está nerviosa con la boda. Ser sincera pero cariñosa con el vestido.',
      '',
      '# «send»',
      'Vale, sincera: el vestido te queda increíble, solo cambiaría el cinturón. Y sí, el sábado voy contigo',
    ),
    expect: [
      {
        type: 'send',
        text: 'Vale, sincera: el vestido te queda increíble, solo cambiaría el cinturón. Y sí, el sábado voy contigo',
      },
    ],
  }),
  keiko({
    name: 'keiko: two short messages',
    answer: l(
      '# «send»',
      '行ける行ける！土曜の午後なら空いてるよ',
      '',
      '# «send»',
      '今年はハンカチとかどう？名前入れられるやつ',
    ),
    expect: [
      { type: 'send', text: '行ける行ける！土曜の午後なら空いてるよ' },
      { type: 'send', text: '今年はハンカチとかどう？名前入れられるやつ' },
    ],
  }),
  keiko({
    name: 'keiko: a thumbs up and Sunday instead',
    answer: l('# «react»', '👍', '', '# «send»', '日曜でもいい？土曜はバイトなの😭'),
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      { type: 'send', text: '日曜でもいい？土曜はバイトなの😭' },
    ],
  }),
  keiko({
    name: 'keiko: a kaomoji and a sticker',
    answer: l('# «send»', 'もちろん！(｀・ω・´)ゞ', '', '# «sticker»', 'HeidiDuck', '👋'),
    expect: [
      { type: 'send', text: 'もちろん！(｀・ω・´)ゞ' },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  }),
  lukas({
    name: 'lukas: yes, home office anyway',
    answer: l('# «send»', 'Ja, klar. Ich bin Freitag eh im Homeoffice, um 10 passt.'),
    expect: [{ type: 'send', text: 'Ja, klar. Ich bin Freitag eh im Homeoffice, um 10 passt.' }],
  }),
  lukas({
    name: 'lukas: a PS line of his own',
    answer: l(
      '# «send»',
      'Geht klar 👍',
      '',
      'PS: Der Schlüssel hängt immer noch am Brett, falls die auch in den Keller wollen',
    ),
    expect: [
      {
        type: 'send',
        text: 'Geht klar 👍\n\nPS: Der Schlüssel hängt immer noch am Brett, falls die auch in den Keller wollen',
      },
    ],
  }),
  anya({
    name: 'anya: coming, with rakes',
    callout: true,
    answer: l('# «send»', 'Приду, конечно! Грабли у меня есть, перчатки возьму на всех'),
    expect: [
      { type: 'send', text: 'Приду, конечно! Грабли у меня есть, перчатки возьму на всех', replyTo: 4005 },
    ],
  }),
  anya({
    name: 'anya: a thumbs up for the organiser, then Lena',
    callout: true,
    answer: l('# «react» 4003', '👍', '', '# «send» 4005', 'Лена, буду в 10. Принесу ещё мешки для листьев'),
    expect: [
      { type: 'react', emoji: '👍', messageId: 4003 },
      { type: 'send', text: 'Лена, буду в 10. Принесу ещё мешки для листьев', replyTo: 4005 },
    ],
  }),
  anya({
    name: 'anya: two names spoken to in one message',
    callout: true,
    answer: l('# «send»', 'Лена, приду 🙂 Игорь, коляска точно не наша, честное слово'),
    expect: [
      { type: 'send', text: 'Лена, приду 🙂 Игорь, коляска точно не наша, честное слово', replyTo: 4005 },
    ],
  }),
  theo({
    name: 'theo: coming, what does he owe',
    answer: l('# «send»', 'Je viens !! Je te dois combien pour la place ?'),
    expect: [{ type: 'send', text: 'Je viens !! Je te dois combien pour la place ?' }],
  }),
  theo({
    name: 'theo: two lines in one message',
    answer: l('# «send»', 'Évidemment que je viens 😄', 'Je te vire les 35 € ce soir'),
    expect: [{ type: 'send', text: 'Évidemment que je viens 😄\nJe te vire les 35 € ce soir' }],
  }),
];
