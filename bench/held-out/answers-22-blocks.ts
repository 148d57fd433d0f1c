/**
 * Held-out set 22, slips of structure: headings written slightly off (spacing, case, brackets,
 * look-alike letters, names in the persona's language), reasoning in labels and tags of several
 * languages, silence narrated in groups, cut and invisible answers, repeats; and a few real
 * messages that only look like these.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  BILL,
  DENIZ,
  ERNST,
  GRACE,
  GRACE_ASIDE,
  HARU,
  HOPE,
  LUZ_ASIDE,
  MAI,
  MAI_ASIDE,
  SUMMER,
  SUNNY,
  TOIVO,
  VITTORIA,
  WILL,
  WILL_ASIDE,
} from './answers-22-cast.js';

export const HELD_OUT_22_BLOCKS: CorpusEntry[] = [
  {
    name: 'a heading with no space after the hash and spaces inside the guillemets',
    ...HOPE,
    answer: '#« send »\nYes! 8–13 on Sundays 🥐',
    expect: [{ type: 'send', text: 'Yes! 8–13 on Sundays 🥐' }],
  },
  {
    name: 'a heading in capitals with a closing run of hashes',
    ...SUMMER,
    answer: '### «SEND» ###\nOpen all week! Lanes from 6:30 🏊',
    expect: [{ type: 'send', text: 'Open all week! Lanes from 6:30 🏊' }],
  },
  {
    name: 'a heading with the addressee inside the guillemets',
    ...WILL,
    callout: true,
    answer: "# «send to Ravi»\nI've got it, don't bother 👍",
    expect: [{ type: 'send', text: "I've got it, don't bother 👍", replyTo: 4005 }],
  },
  {
    name: 'a heading named in German, the only block, becomes the message',
    ...ERNST,
    answer: '# «antwort»\nJa wirklich! Ich hol dich um 8:45 ab 🚲',
    expect: [{ type: 'send', text: 'Ja wirklich! Ich hol dich um 8:45 ab 🚲' }],
  },
  {
    name: 'a heading named in Turkish, the only block, becomes the message',
    ...DENIZ,
    answer: '# «cevap»\nCumartesi süper, 27° ve deniz 23° 🏖️',
    expect: [{ type: 'send', text: 'Cumartesi süper, 27° ve deniz 23° 🏖️' }],
  },
  {
    name: 'a reaction heading with Cyrillic look-alike letters',
    ...VITTORIA,
    callout: true,
    answer: '# «rеаct» 👍\n# «send»\nCi sono! Arrivo per le 20:45',
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      { type: 'send', text: 'Ci sono! Arrivo per le 20:45', replyTo: 4005 },
    ],
  },
  {
    name: 'a wait and a message heading on one line',
    ...TOIVO,
    answer: '# «send»\nTulen! 🧖\n# «wait» 30 # «send» ja tuon makkarat',
    expect: [
      { type: 'send', text: 'Tulen! 🧖' },
      { type: 'wait', delay: 30 },
      { type: 'send', text: 'ja tuon makkarat' },
    ],
  },
  {
    name: 'an answer cut at the output limit in the middle of a sticker heading',
    ...HOPE,
    truncated: true,
    answer: '# «send»\nYes they are, 8–13! 🥐\n# «sti',
    expect: [{ type: 'send', text: 'Yes they are, 8–13! 🥐' }],
  },
  {
    name: 'an answer cut at the output limit in a Finnish recipe',
    ...TOIVO,
    truncated: true,
    answer:
      '# «send»\nJoo tulen saunaan! 🧖\n# «send»\nResepti: 6 lenkkiä, 2 sipulia, folio, sitten kiukaalle noin',
    expect: [{ type: 'send', text: 'Joo tulen saunaan! 🧖' }],
    withheld: ['truncated'],
  },
  {
    name: 'an answer of a word joiner and a line break only',
    ...SUMMER,
    answer: '\u2060\n\u2060',
    expect: [],
  },
  {
    name: 'a Turkish reasoning label with its text, then the message, no blocks',
    ...DENIZ,
    answer:
      '**Düşünce süreci:** Emre hafta sonu havasını ve denize girip giremeyeceğini soruyor. Kısa ve samimi cevap vermeliyim.\n\nCumartesi 27°, deniz 23° — kesin gir! Pazar rüzgâr var ama 🌬️',
    expect: [{ type: 'send', text: 'Cumartesi 27°, deniz 23° — kesin gir! Pazar rüzgâr var ama 🌬️' }],
  },
  {
    name: 'a German reasoning tag before the block',
    ...ERNST,
    answer:
      '<überlegung>Lena zweifelt, ob ich es ernst meine. Bestätigen, Uhrzeit vorschlagen.</überlegung>\n# «send»\nNa klar! Samstag 9 Uhr, ich bring Kaffee mit ☕',
    expect: [{ type: 'send', text: 'Na klar! Samstag 9 Uhr, ich bring Kaffee mit ☕' }],
  },
  {
    name: 'a Vietnamese wrapped reasoning label opening the body',
    ...MAI,
    callout: true,
    answer:
      '# «send»\n(Suy nghĩ: Tuấn nhờ gửi lịch, trả lời ngắn gọn)\nOk mọi người, 5 phút nữa mình gửi lịch nha',
    expect: [{ type: 'send', text: 'Ok mọi người, 5 phút nữa mình gửi lịch nha', replyTo: 4005 }],
  },
  {
    name: 'an Italian analysis label paragraph, then the message, no blocks',
    ...VITTORIA,
    callout: true,
    answer:
      '**Analisi:** Giulia mi chiede se vado al bar e prenota per le 20:45. Rispondere di sì, breve.\n\nSì vengo! Prenota per 5 che porto mio fratello',
    expect: [{ type: 'send', text: 'Sì vengo! Prenota per 5 che porto mio fratello', replyTo: 4005 }],
  },
  {
    // Finnish "ajatus" is "thought": a careful operator would not send the model's note to itself.
    name: 'a Finnish wrapped thought label over the message',
    ...TOIVO,
    answer:
      '# «send»\n(ajatus: Aino haluaa reseptin, lupaan sen illaksi)\nJoo tulen! Resepti tulee illalla 👍',
    expect: [{ type: 'send', text: 'Joo tulen! Resepti tulee illalla 👍' }],
  },
  {
    name: 'a block named for thought in Japanese before the message',
    ...HARU,
    answer: '# «考え»\nユイが集合時間を聞いている。短く答える。\n# «send»\n10時にハチ公前！',
    expect: [{ type: 'send', text: '10時にハチ公前！' }],
  },
  {
    name: 'a thought bubble line before the message in the group',
    ...BILL,
    callout: true,
    answer: '# «send»\n💭 they want the split, keep it simple\nSplit is £51.81 each, posting the receipt now',
    expect: [{ type: 'send', text: 'Split is £51.81 each, posting the receipt now', replyTo: 4005 }],
  },
  {
    name: 'the persona narrated scrolling on in a group turn not for her',
    ...WILL_ASIDE,
    answer: '*Will keeps scrolling through the topo guide*',
    expect: [],
  },
  {
    name: 'a silence token in double brackets, lower case, in a group',
    ...WILL_ASIDE,
    answer: '[[stay_silent]]',
    expect: [],
  },
  {
    name: 'a Spanish stage direction naming the persona in a group',
    ...LUZ_ASIDE,
    answer: '*(Luz sigue a lo suyo en su cuarto)*',
    expect: [],
  },
  {
    name: 'a Vietnamese aside explaining the silence in a group',
    ...MAI_ASIDE,
    answer: '(Mai không trả lời vì tin nhắn không dành cho mình)',
    expect: [],
  },
  {
    name: 'the persona narrated reading on in a group, in italics',
    ...GRACE_ASIDE,
    answer: "_Grace is reading chapter 13 and doesn't look up._",
    expect: [],
  },
  {
    name: 'the same message twice in one answer',
    ...SUNNY,
    answer:
      '# «send»\n`sudo systemctl restart staging-worker@2`\n# «send»\n`sudo systemctl restart staging-worker@2`',
    expect: [{ type: 'send', text: '`sudo systemctl restart staging-worker@2`' }],
  },
  {
    name: 'a reply heading with an id in the guillemets',
    ...GRACE,
    callout: true,
    answer: "# «reply 4003»\nDon't worry Hannah, no spoilers on Thursday 🤐",
    expect: [{ type: 'send', text: "Don't worry Hannah, no spoilers on Thursday 🤐", replyTo: 4003 }],
  },
  {
    // "Note:" written plain under a recipe is the persona's own tip.
    name: 'a list with a plain "Note:" line at its end is sent whole',
    ...HOPE,
    answer:
      "# «send»\nBakery hours:\nMon–Sat 7–18\nSun 8–13\nNote: cash only on Sundays, the card machine's off",
    expect: [
      {
        type: 'send',
        text: "Bakery hours:\nMon–Sat 7–18\nSun 8–13\nNote: cash only on Sundays, the card machine's off",
      },
    ],
  },
  {
    name: 'an aside in brackets in a direct chat is the message',
    ...SUMMER,
    answer: '# «send»\n(sorry, on shift till 6, will answer properly later)',
    expect: [{ type: 'send', text: '(sorry, on shift till 6, will answer properly later)' }],
  },
  {
    name: 'a sticker alone, written as set then emoji',
    ...HARU,
    answer: '# «sticker»\nHeidiDuck\n👋',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '👋' }],
  },
  {
    name: 'a markdown link and bold times in a group reply',
    ...GRACE,
    callout: true,
    answer:
      '# «send»\n[Thursday call](https://meet.jit.si/bookclub-thursday) — **19:30** start, **21:00** hard stop',
    expect: [
      {
        type: 'send',
        text: '[Thursday call](https://meet.jit.si/bookclub-thursday) — **19:30** start, **21:00** hard stop',
        replyTo: 4005,
      },
    ],
  },
];
