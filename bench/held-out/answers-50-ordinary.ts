/**
 * Set 50, ordinary answers (1): tiny messages as people text them in German, Russian, Japanese,
 * Hinglish and Portuguese — one word, a bracket smile, a time, a correction, a name alone, a link,
 * a reaction or a sticker with nothing else.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { BIA_RECIPE, bia, dima, lunch, OLEG_OWN, oleg, timo, WG_HOODIE, wg, yui } from './answers-50-cast.js';

export const ORDINARY_50: readonly CorpusEntry[] = [
  timo({
    name: 'set50 mila: one word to the pasta',
    answer: '# «send»\njo\n',
    expect: [{ type: 'send', text: 'jo' }],
  }),
  timo({
    name: 'set50 mila: two tiny messages in a row',
    answer: '# «send»\njaaa 🍝\n\n# «send»\nbin in 20 min da\n',
    expect: [
      { type: 'send', text: 'jaaa 🍝' },
      { type: 'send', text: 'bin in 20 min da' },
    ],
  }),
  timo({
    name: 'set50 mila: a heart and nothing else',
    answer: '# «react»\n❤\n',
    expect: [{ type: 'react', emoji: '❤', messageId: 4005 }],
  }),
  timo({
    name: 'set50 mila: a sleepy sticker alone',
    answer: '# «sticker»\nHeidiDuck\n😴\n',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😴' }],
  }),
  timo({
    name: 'set50 mila: a typo and its starred correction',
    answer: '# «send»\nklar, ich bring parmesab mit\n\n# «send»\n*parmesan\n',
    expect: [
      { type: 'send', text: 'klar, ich bring parmesab mit' },
      { type: 'send', text: '*parmesan' },
    ],
  }),
  timo({
    name: 'set50 mila: an emoticon after a yes',
    answer: '# «send»\nja :D\n',
    expect: [{ type: 'send', text: 'ja :D' }],
  }),
  timo({
    name: 'set50 mila: a sigh in stars where actions are her style',
    actions: 'always',
    answer: '# «send»\n*seufz*\n\n# «send»\nokay, aber du spülst\n',
    expect: [
      { type: 'send', text: '*seufz*' },
      { type: 'send', text: 'okay, aber du spülst' },
    ],
  }),
  timo({
    name: 'set50 mila: answers the older key question by reply',
    answer: '# «send» 4001\nwarte, doch nicht. hängt am brett neben der tür\n\n# «send»\nund ja, pasta!!\n',
    expect: [
      { type: 'send', text: 'warte, doch nicht. hängt am brett neben der tür', replyTo: 4001 },
      { type: 'send', text: 'und ja, pasta!!' },
    ],
  }),
  wg({
    name: 'set50 wg: in, to Selin who asked her by name',
    callout: true,
    answer: '# «send»\nBin dabei! 🙌\n',
    expect: [{ type: 'send', text: 'Bin dabei! 🙌', replyTo: 4005 }],
  }),
  wg({
    name: 'set50 wg: thanks Timo by reply, then a short yes',
    callout: true,
    answer: '# «send» 4003\nDanke Timo 😘\n\n# «send»\nund Samstag: ja\n',
    expect: [
      { type: 'send', text: 'Danke Timo 😘', replyTo: 4003 },
      { type: 'send', text: 'und Samstag: ja' },
    ],
  }),
  wg({
    name: 'set50 wg: a name alone answers who took the hoodie',
    others: WG_HOODIE,
    answer: '# «send»\nTimo\n\n# «send»\nsorry timo 🙈\n',
    expect: [
      { type: 'send', text: 'Timo', replyTo: 4005 },
      { type: 'send', text: 'sorry timo 🙈' },
    ],
  }),
  dima({
    name: 'set50 anya: yes with a bracket smile',
    answer: '# «send»\nда)))\n',
    expect: [{ type: 'send', text: 'да)))' }],
  }),
  dima({
    name: 'set50 anya: a time and a question mark',
    answer: '# «send»\n19:30?\n',
    expect: [{ type: 'send', text: '19:30?' }],
  }),
  dima({
    name: 'set50 anya: a sticker to the cat, then yes',
    answer: '# «sticker» 4003\nHeidiDuck\n😂\n\n# «send»\nда, в семь норм\n',
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 4003 },
      { type: 'send', text: 'да, в семь норм' },
    ],
  }),
  dima({
    name: 'set50 anya: an emoji alone, then ok',
    answer: '# «send»\n🥰\n\n# «send»\nок, жду\n',
    expect: [
      { type: 'send', text: '🥰' },
      { type: 'send', text: 'ок, жду' },
    ],
  }),
  oleg({
    name: 'set50 anya: her own name with a smile to a stranger',
    own: OLEG_OWN,
    answer: '# «send»\nАня)\n\n# «send»\nс курсов английского\n',
    expect: [
      { type: 'send', text: 'Аня)' },
      { type: 'send', text: 'с курсов английского' },
    ],
  }),
  yui({
    name: 'set50 mika: the clipped "roger"',
    answer: '# «send»\nりょ\n',
    expect: [{ type: 'send', text: 'りょ' }],
  }),
  yui({
    name: 'set50 mika: a grin on the boss, then ok',
    answer: '# «react» 4003\n😁\n\n# «send»\nおけ👌\n',
    expect: [
      { type: 'react', emoji: '😁', messageId: 4003 },
      { type: 'send', text: 'おけ👌' },
    ],
  }),
  yui({
    name: 'set50 mika: www by reply, then the time',
    answer: '# «send» 4003\nwww\n\n# «send»\n12時半おけ\n',
    expect: [
      { type: 'send', text: 'www', replyTo: 4003 },
      { type: 'send', text: '12時半おけ' },
    ],
  }),
  lunch({
    name: 'set50 priya: omw and a runner',
    callout: true,
    answer: '# «send»\nomw 🏃‍♀️\n',
    expect: [{ type: 'send', text: 'omw 🏃‍♀️', replyTo: 4005 }],
  }),
  lunch({
    name: 'set50 priya: +1 to Sneha, then coming',
    callout: true,
    answer: '# «send» 4001\n+1\n\n# «send»\ncoming in 5\n',
    expect: [
      { type: 'send', text: '+1', replyTo: 4001 },
      { type: 'send', text: 'coming in 5' },
    ],
  }),
  lunch({
    name: 'set50 priya: lowercase hinglish, no punctuation',
    callout: true,
    answer: '# «send»\nhaan haan aa rahi hu\n',
    expect: [{ type: 'send', text: 'haan haan aa rahi hu', replyTo: 4005 }],
  }),
  lunch({
    name: 'set50 priya: a name opening a question to Arjun',
    callout: true,
    answer: '# «send»\n2 min\n\n# «send» 4003\nArjun veg or chicken?\n',
    expect: [
      { type: 'send', text: '2 min', replyTo: 4005 },
      { type: 'send', text: 'Arjun veg or chicken?', replyTo: 4003 },
    ],
  }),
  bia({
    name: 'set50 lucas: a stretched bora',
    answer: '# «send»\nboraaa\n',
    expect: [{ type: 'send', text: 'boraaa' }],
  }),
  bia({
    name: 'set50 lucas: kkkk by reply to the referee, then yes',
    answer: '# «send» 4003\nkkkkkkk\n\n# «send»\nbora sim, levo o que?\n',
    expect: [
      { type: 'send', text: 'kkkkkkk', replyTo: 4003 },
      { type: 'send', text: 'bora sim, levo o que?' },
    ],
  }),
  bia({
    name: 'set50 lucas: a link and nothing else',
    others: BIA_RECIPE,
    answer: '# «send»\nhttps://www.tudogostoso.com.br/receita/pao-de-queijo-mineiro\n',
    expect: [{ type: 'send', text: 'https://www.tudogostoso.com.br/receita/pao-de-queijo-mineiro' }],
  }),
];
