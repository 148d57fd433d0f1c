/**
 * Held-out set 37, ordinary answers: well-formed replies, reactions, stickers, waits, memory
 * notes and silences of the seven personas, and messages a person means that merely look odd.
 * Every one must reach the chat as written.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  BETHAN,
  BETHAN_ASIDE,
  BRANNOC,
  FARAH,
  FARAH_WARD,
  INGRID,
  JURGIS,
  JURGIS_DEPOT,
  lines,
  MARISOL,
  MARISOL_ASIDE,
  ZUZKA,
  ZUZKA_SPAM,
} from './answers-37-cast.js';

export const ORDINARY_37: CorpusEntry[] = [
  {
    ...INGRID,
    name: 'ingrid / 2.5 flash: two messages answering both questions',
    answer: lines(
      '# «send»',
      'Ja, jeg kan hente Theo på torsdag 😊 Jeg slutter kl 15 den dagen.',
      '',
      '# «send»',
      'Kjølebagen står i boden, bare hent den når du vil',
    ),
    expect: [
      { type: 'send', text: 'Ja, jeg kan hente Theo på torsdag 😊 Jeg slutter kl 15 den dagen.' },
      { type: 'send', text: 'Kjølebagen står i boden, bare hent den når du vil' },
    ],
  },
  {
    ...INGRID,
    name: 'ingrid / 2.5 flash: a reaction by id, then a reply to the cool-bag question',
    answer: lines(
      '# «react» 4005',
      '🥰',
      '# «send» 4003',
      'Den store blå? Ja, den har jeg. Men lokket er litt ødelagt',
    ),
    expect: [
      { type: 'react', emoji: '🥰', messageId: 4005 },
      { type: 'send', text: 'Den store blå? Ja, den har jeg. Men lokket er litt ødelagt', replyTo: 4003 },
    ],
  },
  {
    ...INGRID,
    name: 'ingrid / 2.5 pro: a customer at the window, a wait, then the answer',
    answer: lines(
      '# «send»',
      'Vent litt, kunde i luka',
      '# «wait»',
      'delay: 2 min',
      '# «send»',
      'Sånn. Torsdag passer fint, jeg tar bussen rett fra kaia',
    ),
    expect: [
      { type: 'send', text: 'Vent litt, kunde i luka' },
      { type: 'wait', delay: 120 },
      { type: 'send', text: 'Sånn. Torsdag passer fint, jeg tar bussen rett fra kaia' },
    ],
  },
  {
    ...INGRID,
    name: 'ingrid / 3 flash: a message, then a memory note of the pick-up',
    answer: lines(
      '# «send»',
      'Det ordner vi! Jeg står utenfor barnehagen kvart over fire',
      '',
      '# «note»',
      'Torsdag: hente Theo i barnehagen 16:15 for Silje',
    ),
    expect: [
      { type: 'send', text: 'Det ordner vi! Jeg står utenfor barnehagen kvart over fire' },
      { type: 'note' },
    ],
  },
  {
    ...INGRID,
    name: 'ingrid / 2.5 flash: a packing list she types with bold and a colon lead',
    answer: lines(
      '# «send»',
      'Huskeliste til hytta:',
      '- kjølebagen',
      '- **ekstra dyner**, det er kaldt der nå',
      '- fyrstikker!',
    ),
    expect: [
      {
        type: 'send',
        text: 'Huskeliste til hytta:\n- kjølebagen\n- **ekstra dyner**, det er kaldt der nå\n- fyrstikker!',
      },
    ],
  },
  {
    ...INGRID,
    name: 'ingrid / 2.5 flash: a "Husk:" line opening her message is her own reminder',
    answer: lines('# «send»', 'Husk: kjølebagen lukter litt fisk etter sist 🙈 Vask den først'),
    expect: [{ type: 'send', text: 'Husk: kjølebagen lukter litt fisk etter sist 🙈 Vask den først' }],
  },
  {
    ...INGRID,
    name: 'ingrid / 3 flash: laughing emoji alone',
    answer: lines('# «send»', '😂😂'),
    expect: [{ type: 'send', text: '😂😂' }],
  },
  {
    ...INGRID,
    fromAdmin: true,
    name: 'ingrid / 2.5 pro: her admin daughter asks to clear the chat, done quietly',
    answer: lines('# «clear-conversation»'),
    expect: [{ type: 'clear-conversation' }],
  },
  {
    ...MARISOL,
    name: 'marisol / 2.5 pro: called on, she agrees and asks back',
    answer: lines(
      '# «send»',
      'Claro Yoli, yo te cuido el puesto, anda tranquila nomás. A qué hora es tu cita?',
    ),
    expect: [
      {
        type: 'send',
        text: 'Claro Yoli, yo te cuido el puesto, anda tranquila nomás. A qué hora es tu cita?',
        replyTo: 4005,
      },
    ],
  },
  {
    ...MARISOL_ASIDE,
    name: 'marisol / 2.5 flash: not hers to answer, a private note only',
    answer: lines('# «think»', 'Rosa le pregunta a Don Teófilo, no me toca a mí.'),
    expect: [],
  },
  {
    ...MARISOL_ASIDE,
    name: 'marisol / 2.5 flash: not addressed, a thumbs-up on the question only',
    answer: lines('# «react»', '👍'),
    expect: [{ type: 'react', emoji: '👍', messageId: 4005 }],
  },
  {
    ...MARISOL,
    name: 'marisol / 3 pro: answers the change question by id, then Yoli',
    answer: lines(
      '# «send» 4003',
      'Rosa, tengo dos de 50 si te sirve',
      '# «send» 4005',
      'Y sí Yoli, te guardo el puesto 👍',
    ),
    expect: [
      { type: 'send', text: 'Rosa, tengo dos de 50 si te sirve', replyTo: 4003 },
      { type: 'send', text: 'Y sí Yoli, te guardo el puesto 👍', replyTo: 4005 },
    ],
  },
  {
    ...MARISOL,
    name: 'marisol / 2.5 flash: Quechua greeting and a promise of chicha',
    answer: lines('# «send»', 'Añañau! 😋 Mañana les traigo chicha morada a todas, yo invito'),
    expect: [
      { type: 'send', text: 'Añañau! 😋 Mañana les traigo chicha morada a todas, yo invito', replyTo: 4005 },
    ],
  },
  {
    ...MARISOL,
    name: 'marisol / 2.5 pro: her price list, one per line',
    answer: lines(
      '# «send»',
      'Ya Yoli. Y para las caseritas que pregunten mañana:',
      'Papa amarilla S/ 3.50 el kilo',
      'Papa huayro S/ 4',
      'Oca S/ 2.80',
    ),
    expect: [
      {
        type: 'send',
        text: 'Ya Yoli. Y para las caseritas que pregunten mañana:\nPapa amarilla S/ 3.50 el kilo\nPapa huayro S/ 4\nOca S/ 2.80',
        replyTo: 4005,
      },
    ],
  },
  {
    ...MARISOL,
    name: 'marisol / 3 flash: a message, ten minutes, another',
    answer: lines(
      '# «send»',
      'Un ratito, estoy pesando',
      '# «wait»',
      'delay: 10 minutes',
      '# «send»',
      'Listo, sí te lo cuido. Deja la llave con Don Teófilo',
    ),
    expect: [
      { type: 'send', text: 'Un ratito, estoy pesando', replyTo: 4005 },
      { type: 'wait', delay: 600 },
      { type: 'send', text: 'Listo, sí te lo cuido. Deja la llave con Don Teófilo' },
    ],
  },
  {
    ...FARAH,
    name: 'farah / 3 flash: Manglish yes with a comparison sign',
    answer: lines('# «send»', 'can can! 8am ok? I sleep 2 hrs only but nasi lemak > sleep 😂'),
    expect: [{ type: 'send', text: 'can can! 8am ok? I sleep 2 hrs only but nasi lemak > sleep 😂' }],
  },
  {
    ...FARAH,
    name: 'farah / 2.5 flash: a sticker, then the time',
    answer: lines('# «sticker»', 'HeidiDuck', '😂', '', '# «send»', 'sat 8am confirm!!'),
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
      { type: 'send', text: 'sat 8am confirm!!' },
    ],
  },
  {
    ...FARAH,
    name: 'farah / 3 flash: a typo corrected with a leading star',
    answer: lines('# «send»', 'jom sat 8am', '# «send»', '*9am sorry typo'),
    expect: [
      { type: 'send', text: 'jom sat 8am' },
      { type: 'send', text: '*9am sorry typo' },
    ],
  },
  {
    ...FARAH,
    name: 'farah / 2.5 flash: quotes part of a line back, then answers it',
    answer: lines(
      '# «send»',
      '> near Kampung Baru',
      "that's the one!! the queue there on weekends gila panjang",
    ),
    expect: [
      {
        type: 'send',
        text: "> near Kampung Baru\nthat's the one!! the queue there on weekends gila panjang",
      },
    ],
  },
  {
    ...FARAH,
    name: 'farah / 3 flash: an action of her own in a direct chat, actions allowed there',
    answer: lines('# «send»', '*screams into pillow* YES JOM'),
    expect: [{ type: 'send', text: '*screams into pillow* YES JOM' }],
  },
  {
    ...FARAH,
    name: 'farah / 2.5 pro: remembers the plan, then answers',
    answer: lines(
      '# «remember»',
      'Priya and I: nasi lemak near Kampung Baru, Saturday morning before my night shift',
      '# «send»',
      'okayyy sat it is, I fetch u at 7.45',
    ),
    expect: [{ type: 'remember' }, { type: 'send', text: 'okayyy sat it is, I fetch u at 7.45' }],
  },
  {
    ...FARAH_WARD,
    name: 'farah / 3 flash: an open offer to the whole ward, she takes it up',
    answer: lines('# «send»', 'me me! teh tarik kurang manis pls 🙏'),
    expect: [{ type: 'send', text: 'me me! teh tarik kurang manis pls 🙏', replyTo: 4005 }],
  },
  {
    ...JURGIS,
    name: 'jurgis / 2.5 flash: two replies by id',
    answer: lines(
      '# «send» 4005',
      'Dviratį paimsiu, bet padangos nuleistos',
      '# «send» 4003',
      'Pasakyk mamai, kad atvažiuosiu apie pirmą',
    ),
    expect: [
      { type: 'send', text: 'Dviratį paimsiu, bet padangos nuleistos', replyTo: 4005 },
      { type: 'send', text: 'Pasakyk mamai, kad atvažiuosiu apie pirmą', replyTo: 4003 },
    ],
  },
  {
    ...JURGIS,
    name: 'jurgis / 2.5 pro: his shift with a time and a route number',
    answer: lines('# «send»', 'Šeštadienį dirbu iki 14:30, maršrutas 3G. Po to laisvas'),
    expect: [{ type: 'send', text: 'Šeštadienį dirbu iki 14:30, maršrutas 3G. Po to laisvas' }],
  },
  {
    ...JURGIS,
    name: 'jurgis / 3 flash: one word in capitals, glad in a direct chat',
    answer: lines('# «send»', 'VALIO'),
    expect: [{ type: 'send', text: 'VALIO' }],
  },
  {
    ...JURGIS,
    name: 'jurgis / 2.5 flash-lite: no block at all, one plain message',
    answer: 'Gerai, būsiu 13:00. Nupirk duonos pakeliui',
    expect: [{ type: 'send', text: 'Gerai, būsiu 13:00. Nupirk duonos pakeliui' }],
  },
  {
    ...JURGIS,
    name: 'jurgis / 2.5 flash: the waving sticker by its emoji alone',
    answer: lines('# «sticker»', '👋'),
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '👋' }],
  },
  {
    ...JURGIS_DEPOT,
    name: 'jurgis / 2.5 flash: a tease between colleagues, he laughs along with a reaction',
    answer: lines('# «react»', '🤣'),
    expect: [{ type: 'react', emoji: '🤣', messageId: 4005 }],
  },
  {
    ...BETHAN,
    name: 'bethan / 2.5 pro: called on, a full-sentence answer and a question',
    answer: lines(
      '# «send»',
      "Of course, Gwenllian. I'll bring the urn and the big brown teapot. Shall I bring milk as well?",
    ),
    expect: [
      {
        type: 'send',
        text: "Of course, Gwenllian. I'll bring the urn and the big brown teapot. Shall I bring milk as well?",
        replyTo: 4005,
      },
    ],
  },
  {
    ...BETHAN,
    name: 'bethan / 2.5 pro: Welsh, then an English gloss in brackets for the learners',
    answer: lines(
      '# «send»',
      'Dim problem! Bydda i yno erbyn hanner awr wedi chwech.',
      "(No problem, I'll be there by half six, for our learners 😊)",
    ),
    expect: [
      {
        type: 'send',
        text: "Dim problem! Bydda i yno erbyn hanner awr wedi chwech.\n(No problem, I'll be there by half six, for our learners 😊)",
        replyTo: 4005,
      },
    ],
  },
  {
    ...BETHAN_ASIDE,
    name: 'bethan / 2.5 flash: Eirlys asks Megan, a Welsh private note only',
    answer: lines('# «think»', 'Mae Eirlys yn gofyn i Megan. Dim angen i mi ateb.'),
    expect: [],
  },
  {
    ...BETHAN,
    name: 'bethan / 3 pro: song titles in italics, a teapot emoji',
    answer: lines(
      '# «send»',
      "Yes, the urn is no trouble. We're doing __Calon Lân__ and __Myfanwy__ first, then tea 🫖",
    ),
    expect: [
      {
        type: 'send',
        text: "Yes, the urn is no trouble. We're doing __Calon Lân__ and __Myfanwy__ first, then tea 🫖",
        replyTo: 4005,
      },
    ],
  },
  {
    ...BRANNOC,
    name: 'brannoc / 3 pro: called on, an action then speech, actions sent here',
    answer: lines(
      '# «send»',
      '*leans on the oar rack, considering the sky* Aye, at dawn. But if the gulls fly inland, we stay ashore.',
    ),
    expect: [
      {
        type: 'send',
        text: '*leans on the oar rack, considering the sky* Aye, at dawn. But if the gulls fly inland, we stay ashore.',
        replyTo: 4005,
      },
    ],
  },
  {
    ...BRANNOC,
    name: "brannoc / 2.5 pro: the boat's name in emphasis inside his line",
    answer: lines('# «send»', 'Dawn, then. Bring your own bailing cup — the *Gannet* leaks like a sieve.'),
    expect: [
      {
        type: 'send',
        text: 'Dawn, then. Bring your own bailing cup — the *Gannet* leaks like a sieve.',
        replyTo: 4005,
      },
    ],
  },
  {
    ...BRANNOC,
    name: 'brannoc / 3 flash: an action message, then speech, then a memory entry',
    answer: lines(
      '# «send»',
      '*pulls the oilskin off its hook*',
      '# «send»',
      'Be at the slipway before the bell. I wait for no one.',
      '# «remember»',
      'Promised Seren and Lio a row to the reef at dawn; the oil from Lio is bad.',
    ),
    expect: [
      { type: 'send', text: '*pulls the oilskin off its hook*', replyTo: 4005 },
      { type: 'send', text: 'Be at the slipway before the bell. I wait for no one.' },
      { type: 'remember' },
    ],
  },
  {
    ...ZUZKA,
    name: 'zuzka / 3 flash: lower-case slang yes',
    answer: lines('# «send»', 'jj idem 😅 ale len na hodinku lebo zápočet'),
    expect: [{ type: 'send', text: 'jj idem 😅 ale len na hodinku lebo zápočet' }],
  },
  {
    ...ZUZKA,
    name: 'zuzka / 2.5 flash: eyes on the gossip, then two messages',
    answer: lines(
      '# «react» 4003',
      '👀',
      '# «send»',
      'miška nech sa stará o seba',
      '# «send»',
      'ale hej idem',
    ),
    expect: [
      { type: 'react', emoji: '👀', messageId: 4003 },
      { type: 'send', text: 'miška nech sa stará o seba' },
      { type: 'send', text: 'ale hej idem' },
    ],
  },
  {
    ...ZUZKA,
    name: 'zuzka / 3 flash: a bracketed remark alone is her message in a direct chat',
    answer: lines('# «send»', '(ignoruj tú predošlú správu, autocorrect ma zabije)'),
    expect: [{ type: 'send', text: '(ignoruj tú predošlú správu, autocorrect ma zabije)' }],
  },
  {
    ...ZUZKA,
    name: 'zuzka / 2.5 flash: a question back',
    answer: lines('# «send»', 'a ty ideš? bez teba tam nejdem'),
    expect: [{ type: 'send', text: 'a ty ideš? bez teba tam nejdem' }],
  },
  {
    ...ZUZKA,
    name: 'zuzka / 2.5 pro: pastes her error as a code block inside the message',
    answer: lines(
      '# «send»',
      'pozri čo mi vyhodilo pri domácej 😭',
      '```',
      'Segmentation fault (core dumped)',
      '```',
      'čo to je preboha',
    ),
    expect: [
      {
        type: 'send',
        text: 'pozri čo mi vyhodilo pri domácej 😭\n```\nSegmentation fault (core dumped)\n```\nčo to je preboha',
      },
    ],
  },
  {
    ...ZUZKA_SPAM,
    name: 'zuzka / 2.5 flash: blocks a scammer without a word',
    answer: lines('# «block»'),
    expect: [{ type: 'block' }],
  },
];
