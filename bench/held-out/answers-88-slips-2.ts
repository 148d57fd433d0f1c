/**
 * Set 88, slips (2/2): the same family as the first half, for the Polish, Turkish, Japanese,
 * English and Dutch personas. Only the meant messages reach the chat.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  AGA_ADVICE,
  AGA_NEWS,
  ELIF_ADVICE,
  ELIF_NEWS,
  MISAKI_ADVICE,
  MISAKI_NEWS,
  ROSIE_ADVICE,
  ROSIE_NEWS,
  SANNE_ADVICE,
  SANNE_NEWS,
} from './answers-88-cast.js';

const aStory =
  'Babcia wczoraj ulepiła sto pierogów, a dziadek dostał grafik sprzątania na lodówce. Poniedziałek odkurzanie, środa zakupy. Protestował pięć minut.';
const aCar = 'Auto jasne, bierz. Kluczyki będą u pani Zosi pod szóstką.';
const aRenata =
  'Najpierw liczby, potem uzasadnienie, na końcu prośba. Renata nie znosi lania wody, a lubi, jak ktoś przychodzi z gotową tabelką.';
const aHold = 'Trzymaj się, trzecia noc to już tortura 😵';
const aRenata2 = 'Dasz radę. Renata gryzie tylko tych, co przychodzą bez liczb 😄';
const eFine = 'Hiç dert etme ya, zaten erken dağıldık. Bir dahakine sen gelirsin 🙂';
const eNews = 'Annem döndü, teyzem de hastaneden çıktı. Bir kasa incir getirdi, yarın sana da getiriyorum.';
const eSunum = 'Kötü değil, gayet iyi! Sadece üçüncü slayt kalabalık, iki grafiği ayır.';
const eIncir = 'Dün gelemedin ama incirden payın hazır 😄';
const mCheer = 'まだ結果出てないじゃん！大丈夫だよ、きっと。';
const mSunday = '日曜はもちろん行く！姉の赤ちゃんの写真も持ってくね👶';
const mSato = '佐藤さんには締め切りを一週間早めに伝えとくといいよ。急かされるのが苦手な人だから。';
const rMatch = 'Four nil is brutal. The ref should be banned from the county 😤';
const rMum =
  'Mum met the neighbours btw. He’s a retired magician. She was his assistant. They did a card trick over the fence and Mum hasn’t shut up about it since.';
const rShift = 'Saturday’s fine, I’ll take it. You’re buying the curry';
const rBlog =
  'Honestly it’s good! Swap “utilise” for “use”, move the bit about your nan up top, and cut “thanks for reading”. Done.';
const sHelp = 'Zaterdag kan ik vanaf 10 uur. Ik neem dozen en tape mee.';
const sPieter = 'Pieter is gewoon verlegen, echt niet jouw schuld. Vraag naar zijn hond, dan ontdooit hij.';
const sFemke =
  'Voor Femke: sleutel onder de bloempot links, Moos twee keer per dag een half zakje, en hij mag NIET naar buiten.';
const sCongrats = 'Gefeliciteerd met je nichtje!!! 🎉 Hoe heet ze?';

export const SLIPS_88_2: readonly CorpusEntry[] = [
  // A labelled mood line about the partner in English, opening the body.
  {
    name: 'pl: the friend’s mood labelled in English, first line',
    ...AGA_NEWS,
    answer: `# «send» 4003\nKasia's mood: exhausted, a bit down.\n${aHold}\n\n# «send»\n${aStory}`,
    expect: [
      { type: 'send', text: aHold, replyTo: 4003 },
      { type: 'send', text: aStory },
    ],
  },
  // What the partner waits for, read in Polish between two paragraphs of a message.
  {
    name: 'pl: what the friend waits for, between two paragraphs',
    ...AGA_NEWS,
    answer: `# «send»\n${aStory}\n\nKasia czeka przede wszystkim na odpowiedź w sprawie auta.\n\n${aCar}`,
    expect: [{ type: 'send', text: `${aStory}\n\n${aCar}` }],
  },
  // What the answer should do, a closing sentence in Polish.
  {
    name: 'pl: what the answer should do, last paragraph',
    ...AGA_ADVICE,
    answer: `# «send»\n${aRenata}\n\nOdpowiedź ma ją uspokoić, a nie brzmieć jak wykład.`,
    expect: [{ type: 'send', text: aRenata }],
  },
  // The partner's fear named as a block of its own before the message.
  {
    name: 'pl: the friend’s fear as a first block of its own',
    ...AGA_ADVICE,
    answer: `# «send»\nKasia boi się jutrzejszej rozmowy z Renatą i potrzebuje otuchy.\n\n# «send»\n${aRenata2}`,
    expect: [{ type: 'send', text: aRenata2 }],
  },
  // The partner's embarrassment and wish read in Turkish, first paragraph.
  {
    name: 'tr: the friend’s embarrassment read first',
    ...ELIF_NEWS,
    answer: `# «send» 4001\nBurak dün gelemediği için mahcup, rahatlatılmak istiyor.\n\n${eFine}\n\n# «send»\n${eNews}`,
    expect: [
      { type: 'send', text: eFine, replyTo: 4001 },
      { type: 'send', text: eNews },
    ],
  },
  // An English note on the manner and the partner's taste, in brackets after the message.
  {
    name: 'tr: the manner and the friend’s taste in English brackets, last',
    ...ELIF_ADVICE,
    answer: `# «send»\n${eSunum}\n(Keeping it casual — Burak prefers short replies.)`,
    expect: [{ type: 'send', text: eSunum }],
  },
  // A labelled context line in Turkish as a block of its own between messages, with a reaction.
  {
    name: 'tr: a context line as a block between, with a reaction',
    ...ELIF_NEWS,
    answer: `# «react» 4003\n👍\n\n# «send»\nBağlam: Burak dün akşam yemeğe gelmedi, bugün özür diledi.\n\n# «send»\n${eIncir}`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4003 },
      { type: 'send', text: eIncir },
    ],
  },
  // The partner's low mood and the plan read in Japanese, first line.
  {
    name: 'ja: the friend’s low mood and the plan, first line',
    ...MISAKI_NEWS,
    answer: `# «send» 4003\nゆうとくんは試験のことで落ち込んでいるので、まず励ます。\n${mCheer}\n\n# «send»\n${mSunday}`,
    expect: [
      { type: 'send', text: mCheer, replyTo: 4003 },
      { type: 'send', text: mSunday },
    ],
  },
  // The register chosen, in full-width brackets, closing the message.
  {
    name: 'ja: the register in full-width brackets, last line',
    ...MISAKI_ADVICE,
    answer: `# «send» 4001\n${mSato}\n（カジュアルな口調で返信）`,
    expect: [{ type: 'send', text: mSato, replyTo: 4001 }],
  },
  // An English recap of the turn as a last block of its own, after a sticker.
  {
    name: 'ja: an English recap as a last block',
    ...MISAKI_NEWS,
    answer: `# «send» 4003\n${mCheer}\n\n# «sticker»\nHeidiDuck\n👋\n\n# «send»\nSummary: cheered him up about the exam and confirmed Sunday.`,
    expect: [
      { type: 'send', text: mCheer, replyTo: 4003 },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
  // The partner's mood and wish read by name in English, the body's first paragraph.
  {
    name: 'en: the friend’s mood and wish read first',
    ...ROSIE_NEWS,
    answer: `# «send» 4003\nDan sounds gutted about the match and mostly wants someone to moan with.\n\n${rMatch}\n\n# «send» 4001\n${rMum}`,
    expect: [
      { type: 'send', text: rMatch, replyTo: 4003 },
      { type: 'send', text: rMum, replyTo: 4001 },
    ],
  },
  // What the partner is waiting for, by pronoun, as a block of its own between messages.
  {
    name: 'en: what the friend waits for by pronoun, a block between',
    ...ROSIE_NEWS,
    answer: `# «send» 4001\n${rMum}\n\n# «send»\nHe's waiting to hear whether I can cover Saturday.\n\n# «send»\n${rShift}`,
    expect: [
      { type: 'send', text: rMum, replyTo: 4001 },
      { type: 'send', text: rShift },
    ],
  },
  // Two slips: what the answer should do after the message, and a tone line under it.
  {
    name: 'en: what the answer should do and the tone, last',
    ...ROSIE_ADVICE,
    answer: `# «send»\n${rBlog}\n\nKeep this light — he asked for brutal but he's had a rough week.\nTone: warm, teasing.`,
    expect: [{ type: 'send', text: rBlog }],
  },
  // The partner's stress and the manner read in Dutch, first line.
  {
    name: 'nl: the friend’s stress and the manner read first',
    ...SANNE_NEWS,
    answer: `# «send»\nBram klinkt gestrest, dus kort en praktisch antwoorden.\n${sHelp}`,
    expect: [{ type: 'send', text: sHelp }],
  },
  // A labelled Dutch tone line closing the answer, after two messages.
  {
    name: 'nl: the tone labelled in Dutch, last',
    ...SANNE_ADVICE,
    answer: `# «send» 4001\n${sPieter}\n\n# «send» 4003\n${sFemke}\n\nToon: luchtig, vriendschappelijk.`,
    expect: [
      { type: 'send', text: sPieter, replyTo: 4001 },
      { type: 'send', text: sFemke, replyTo: 4003 },
    ],
  },
  // A bracketed English context line between two paragraphs of one message.
  {
    name: 'nl: a context line in square brackets between two paragraphs',
    ...SANNE_NEWS,
    answer: `# «send»\n${sCongrats}\n\n[context: his sister Noor just had a baby girl]\n\n${sHelp}`,
    expect: [{ type: 'send', text: `${sCongrats}\n\n${sHelp}` }],
  },
];
