/**
 * Set 50, ordinary answers (2): tiny messages in English, Korean, Hebrew, Thai and Mexican
 * Spanish — "in", "k", a score with a starred correction, a shrug, capitals of dismay, a mention
 * alone, a number that is laughter, Korean consonant shorthand, reactions and stickers.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { BEAM_JOKE, beam, FIVES_RAIN, fives, itai, mum, primos, seoyeon } from './answers-50-cast.js';

export const ORDINARY_50_2: readonly CorpusEntry[] = [
  fives({
    name: 'set50 sam: in',
    callout: true,
    answer: '# «send»\nin\n',
    expect: [{ type: 'send', text: 'in', replyTo: 4005 }],
  }),
  fives({
    name: 'set50 sam: a score corrected with a star, then in',
    callout: true,
    answer: '# «send» 4003\n7-5*\n\n# «send»\nin btw\n',
    expect: [
      { type: 'send', text: '7-5*', replyTo: 4003 },
      { type: 'send', text: 'in btw' },
    ],
  }),
  fives({
    name: 'set50 sam: capitals of dismay at the flooded pitch',
    others: FIVES_RAIN,
    answer: '# «send»\nNOOOO\n',
    expect: [{ type: 'send', text: 'NOOOO', replyTo: 4005 }],
  }),
  fives({
    name: 'set50 sam: a mention alone by reply',
    callout: true,
    answer: '# «send» 4000\n@kofi 👀\n\n# «send»\nand yeah in\n',
    expect: [
      { type: 'send', text: '@kofi 👀', replyTo: 4000 },
      { type: 'send', text: 'and yeah in' },
    ],
  }),
  fives({
    name: 'set50 sam: a thumbs up to the booking and money sent with a tick',
    callout: true,
    answer: '# «react» 3998\n👍\n\n# «send»\nin, sent the £6 ✅\n',
    expect: [
      { type: 'react', emoji: '👍', messageId: 3998 },
      { type: 'send', text: 'in, sent the £6 ✅', replyTo: 4005 },
    ],
  }),
  fives({
    name: 'set50 sam: a shrug to the bibs question, then in',
    callout: true,
    answer: '# «send» 4000\n¯\\_(ツ)_/¯\n\n# «send»\nin for sunday\n',
    expect: [
      { type: 'send', text: '¯\\_(ツ)_/¯', replyTo: 4000 },
      { type: 'send', text: 'in for sunday' },
    ],
  }),
  mum({
    name: 'set50 sam: k to his mum',
    answer: '# «send»\nk\n',
    expect: [{ type: 'send', text: 'k' }],
  }),
  mum({
    name: 'set50 sam: ye, and a thumbs up to dinner',
    answer: '# «react» 4003\n👍\n\n# «send»\nye will do\n',
    expect: [
      { type: 'react', emoji: '👍', messageId: 4003 },
      { type: 'send', text: 'ye will do' },
    ],
  }),
  mum({
    name: 'set50 sam: a wave sticker and a grudging ok',
    answer: '# «sticker»\nHeidiDuck\n👋\n\n# «send»\nok ok\n',
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
      { type: 'send', text: 'ok ok' },
    ],
  }),
  seoyeon({
    name: 'set50 minjun: ok in two consonants',
    answer: '# «send»\nㅇㅋ\n',
    expect: [{ type: 'send', text: 'ㅇㅋ' }],
  }),
  seoyeon({
    name: 'set50 minjun: thanks with tears, then a reply to the birthday',
    answer: '# «send»\n고마워 ㅠㅠ\n\n# «send» 4003\n알지 알지 ㅋㅋ\n',
    expect: [
      { type: 'send', text: '고마워 ㅠㅠ' },
      { type: 'send', text: '알지 알지 ㅋㅋ', replyTo: 4003 },
    ],
  }),
  seoyeon({
    name: 'set50 minjun: folded hands and nothing else',
    answer: '# «react»\n🙏\n',
    expect: [{ type: 'react', emoji: '🙏', messageId: 4005 }],
  }),
  seoyeon({
    name: 'set50 minjun: laughter, then two words',
    answer: '# «send»\nㅋㅋㅋㅋㅋ\n\n# «send»\n역시 누나\n',
    expect: [
      { type: 'send', text: 'ㅋㅋㅋㅋㅋ' },
      { type: 'send', text: '역시 누나' },
    ],
  }),
  itai({
    name: 'set50 noa: coming, twice exclaimed',
    answer: '# «send»\nבאה!!\n',
    expect: [{ type: 'send', text: 'באה!!' }],
  }),
  itai({
    name: 'set50 noa: Hebrew laughter and a yes',
    answer: '# «send»\nחחחח כן\n\n# «send»\nאורי חייב לי כרטיס\n',
    expect: [
      { type: 'send', text: 'חחחח כן' },
      { type: 'send', text: 'אורי חייב לי כרטיס' },
    ],
  }),
  itai({
    name: 'set50 noa: fire on the gig, then a time',
    answer: '# «react» 4003\n🔥\n\n# «send»\nנפגש ב-21:30?\n',
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4003 },
      { type: 'send', text: 'נפגש ב-21:30?' },
    ],
  }),
  beam({
    name: 'set50 ploy: a time alone',
    answer: '# «send»\n18:30\n',
    expect: [{ type: 'send', text: '18:30' }],
  }),
  beam({
    name: 'set50 ploy: a number that is laughter',
    others: BEAM_JOKE,
    answer: '# «send»\n5555555\n',
    expect: [{ type: 'send', text: '5555555' }],
  }),
  beam({
    name: 'set50 ploy: two tiny Thai messages',
    answer: '# «send»\nหกโมงเย็น\n\n# «send»\nไม่ต้องรอนะ ไปก่อนได้เลย\n',
    expect: [
      { type: 'send', text: 'หกโมงเย็น' },
      { type: 'send', text: 'ไม่ต้องรอนะ ไปก่อนได้เลย' },
    ],
  }),
  primos({
    name: 'set50 diego: simón',
    callout: true,
    answer: '# «send»\nsimón\n',
    expect: [{ type: 'send', text: 'simón', replyTo: 4005 }],
  }),
  primos({
    name: 'set50 diego: congratulations by reply, a party popper, then yes',
    callout: true,
    answer: '# «send» 4003\nfelicidadeeees 🎉🎉\n\n# «react» 4003\n🎉\n\n# «send»\ny sí, yo las llevo\n',
    expect: [
      { type: 'send', text: 'felicidadeeees 🎉🎉', replyTo: 4003 },
      { type: 'react', emoji: '🎉', messageId: 4003 },
      { type: 'send', text: 'y sí, yo las llevo' },
    ],
  }),
  primos({
    name: 'set50 diego: va with a typo',
    callout: true,
    answer: '# «send»\nva, las llevo de maiz y de harnia\n',
    expect: [{ type: 'send', text: 'va, las llevo de maiz y de harnia', replyTo: 4005 }],
  }),
  primos({
    name: 'set50 diego: emoji alone by reply to the beer, then the answer',
    callout: true,
    answer: '# «send» 4001\n🍺🍺🍺\n\n# «send»\ny sí, llevo tortillas jaja\n',
    expect: [
      { type: 'send', text: '🍺🍺🍺', replyTo: 4001 },
      { type: 'send', text: 'y sí, llevo tortillas jaja' },
    ],
  }),
];
