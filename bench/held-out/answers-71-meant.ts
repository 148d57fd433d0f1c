/** Set 71, well-formed answers (first half): flatmates, the bouldering crew, the family, the study group in Kazan, the band. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  BAND_LIVE,
  BAND_STUDIO,
  BOULDER_ANKLE,
  BOULDER_LIFT,
  FAMILIA_FOTO,
  FAMILIA_TARTA,
  FLAT_BINS,
  FLAT_QUIZ,
  GRUPPA_EXAM,
  GRUPPA_MEME,
  inGroup,
} from './answers-71-cast.js';

export const MEANT_71_A: readonly CorpusEntry[] = [
  inGroup(FLAT_BINS, {
    name: 'flat: bins for Megan, the party for Dele, two blocks',
    callout: true,
    answer:
      '# «send»\nugh fine, bins tonight 🙄\n\n# «send» 4001\nDele yes!! party, but remember my 1am rule\n',
    expect: [
      { type: 'send', text: 'ugh fine, bins tonight 🙄', replyTo: 4005 },
      { type: 'send', text: 'Dele yes!! party, but remember my 1am rule', replyTo: 4001 },
    ],
  }),
  inGroup(FLAT_BINS, {
    name: "flat: a thumbs-up for Tom's ice, then one word",
    callout: true,
    answer: '# «react» 4003\n👍\n\n# «send»\nFine.\n',
    expect: [
      { type: 'react', emoji: '👍', messageId: 4003 },
      { type: 'send', text: 'Fine.', replyTo: 4005 },
    ],
  }),
  inGroup(FLAT_BINS, {
    name: 'flat: a shopping list with an aside in brackets',
    answer:
      "# «send» 4001\nOk party shopping list, claim something:\n- crisps\n- mixers\n- bin bags (ironic)\n- fairy lights\n\nTom's already on ice\n",
    expect: [
      {
        type: 'send',
        text: "Ok party shopping list, claim something:\n- crisps\n- mixers\n- bin bags (ironic)\n- fairy lights\n\nTom's already on ice",
        replyTo: 4001,
      },
    ],
  }),
  inGroup(FLAT_QUIZ, {
    name: 'flat: only a laughing reaction to the Canberra message',
    answer: '# «react»\n🤣\n',
    expect: [{ type: 'react', emoji: '🤣', messageId: 4005 }],
  }),
  inGroup(FLAT_QUIZ, {
    name: 'flat: a confession in brackets inside the message',
    answer: "# «send»\nit's Canberra 😭 (I also said Sydney, don't tell anyone)\n",
    expect: [
      { type: 'send', text: "it's Canberra 😭 (I also said Sydney, don't tell anyone)", replyTo: 4005 },
    ],
  }),
  inGroup(FLAT_QUIZ, {
    name: 'flat: a shrug drawn with a backslash, to Oskar',
    answer: '# «send» 4003\nOskar ¯\\_(ツ)_/¯\n',
    expect: [{ type: 'send', text: 'Oskar ¯\\_(ツ)_/¯', replyTo: 4003 }],
  }),
  inGroup(FLAT_QUIZ, {
    name: 'flat: a message, then a bracketed line saying it went to the wrong chat',
    answer: '# «send»\nomw, 5 min\n\n# «send»\n(sorry, wrong chat 🙈)\n',
    expect: [
      { type: 'send', text: 'omw, 5 min', replyTo: 4005 },
      { type: 'send', text: '(sorry, wrong chat 🙈)' },
    ],
  }),
  inGroup(BOULDER_LIFT, {
    name: 'boulder: an action line where actions are allowed, then the time',
    callout: true,
    actions: 'always',
    answer: '# «send»\n*hupt zweimal vor deiner Tür*\nKlar, 18:40 bin ich da 🚗\n',
    expect: [
      { type: 'send', text: '*hupt zweimal vor deiner Tür*\nKlar, 18:40 bin ich da 🚗', replyTo: 4005 },
    ],
  }),
  inGroup(BOULDER_LIFT, {
    name: 'boulder: a lift for Sven and chalk from Anja, each by id',
    callout: true,
    answer:
      '# «send» 4005\nJa klar! 18:40 vor deiner Tür\n\n# «send» 4003\nAnja, ich nehm gern was von der Kreide 🙏\n',
    expect: [
      { type: 'send', text: 'Ja klar! 18:40 vor deiner Tür', replyTo: 4005 },
      { type: 'send', text: 'Anja, ich nehm gern was von der Kreide 🙏', replyTo: 4003 },
    ],
  }),
  inGroup(BOULDER_LIFT, {
    name: 'boulder: yes, a pause, then a second thought',
    callout: true,
    answer:
      '# «send»\nKlar nehm ich dich mit\n\n# «wait»\ndelay: 15\n\n# «send»\nWenn du den Sprit zahlst 😇\n',
    expect: [
      { type: 'send', text: 'Klar nehm ich dich mit', replyTo: 4005 },
      { type: 'wait', delay: 15 },
      { type: 'send', text: 'Wenn du den Sprit zahlst 😇' },
    ],
  }),
  inGroup(BOULDER_ANKLE, {
    name: 'boulder: not addressed, but offers Lukas tape',
    answer: "# «send» 4001\nLukas, Tape hab ich im Rucksack, Dienstag bring ich's mit\n",
    expect: [
      { type: 'send', text: "Lukas, Tape hab ich im Rucksack, Dienstag bring ich's mit", replyTo: 4001 },
    ],
  }),
  inGroup(BOULDER_ANKLE, {
    name: 'boulder: a typed sigh between asterisks, as German chats write it',
    answer: '# «send»\n*seufz* der gelbe Überhang hat schon so viele Knöchel auf dem Gewissen\n',
    expect: [
      {
        type: 'send',
        text: '*seufz* der gelbe Überhang hat schon so viele Knöchel auf dem Gewissen',
        replyTo: 4005,
      },
    ],
  }),
  inGroup(FAMILIA_TARTA, {
    name: 'familia: yes to the cake, then a bracketed line of her own',
    callout: true,
    answer:
      '# «send»\nSí, mamá, yo la encargo 🎂\n\n(de chocolate, que a la abuela le encanta aunque diga que no)\n',
    expect: [
      {
        type: 'send',
        text: 'Sí, mamá, yo la encargo 🎂\n\n(de chocolate, que a la abuela le encanta aunque diga que no)',
        replyTo: 4005,
      },
    ],
  }),
  inGroup(FAMILIA_TARTA, {
    name: "familia: a heart for grandma's message, then done, with kisses to all",
    callout: true,
    answer: '# «react» 4001\n❤️\n\n# «send»\nHecho ✅ encargada para el domingo a las 12.\nBesos a todos 😘\n',
    expect: [
      { type: 'react', emoji: '❤', messageId: 4001 },
      { type: 'send', text: 'Hecho ✅ encargada para el domingo a las 12.\nBesos a todos 😘', replyTo: 4005 },
    ],
  }),
  inGroup(FAMILIA_FOTO, {
    name: 'familia: capitals to Diego, then the laughing sticker',
    answer: '# «send» 4003\nDIEGO ERES UNA LEYENDA 🐥🐥\n\n# «sticker»\nHeidiDuck\n😂\n',
    expect: [
      { type: 'send', text: 'DIEGO ERES UNA LEYENDA 🐥🐥', replyTo: 4003 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  inGroup(GRUPPA_EXAM, {
    name: 'gruppa: photos for Артём tonight, and for Ксюша too',
    callout: true,
    answer: '# «send»\nДа, всё есть, вечером скину\n\n# «send» 4003\nКсюш, тебе тоже скину, не переживай\n',
    expect: [
      { type: 'send', text: 'Да, всё есть, вечером скину', replyTo: 4005 },
      { type: 'send', text: 'Ксюш, тебе тоже скину, не переживай', replyTo: 4003 },
    ],
  }),
  inGroup(GRUPPA_EXAM, {
    name: 'gruppa: a note of the promise, then a message',
    callout: true,
    answer:
      '# «note»\nОбещала скинуть Артёму и Ксюше фото лекций по матану.\n\n# «send»\nЩас скину, только телефон зарядится\n',
    expect: [{ type: 'note' }, { type: 'send', text: 'Щас скину, только телефон зарядится', replyTo: 4005 }],
  }),
  inGroup(GRUPPA_MEME, {
    name: 'gruppa: "молчу-молчу" as a joke, with more after it',
    answer: '# «send» 4005\nмолчу-молчу 🤐 у меня физика вообще в мае\n',
    expect: [{ type: 'send', text: 'молчу-молчу 🤐 у меня физика вообще в мае', replyTo: 4005 }],
  }),
  inGroup(GRUPPA_MEME, {
    name: 'gruppa: one slang word',
    answer: '# «send»\nжиза\n',
    expect: [{ type: 'send', text: 'жиза', replyTo: 4005 }],
  }),
  inGroup(BAND_LIVE, {
    name: 'band: half done with an aside in full-width brackets, then a wish for 健太',
    callout: true,
    answer:
      '# «send»\nまだ半分くらい…（サビは出来てる！）\n\n# «send» 4001\n健太、新曲のギターソロ長めでお願い🎸\n',
    expect: [
      { type: 'send', text: 'まだ半分くらい…（サビは出来てる！）', replyTo: 4005 },
      { type: 'send', text: '健太、新曲のギターソロ長めでお願い🎸', replyTo: 4001 },
    ],
  }),
  inGroup(BAND_STUDIO, {
    name: 'band: a reaction and a sticker answering the tease',
    answer: '# «react»\n🤣\n\n# «sticker» 4005\nHeidiDuck\n😂\n',
    expect: [
      { type: 'react', emoji: '🤣', messageId: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 4005 },
    ],
  }),
  inGroup(BAND_STUDIO, {
    name: 'band: silence as one think block in Japanese',
    answer: '# «think»\n翔と健太のやりとり。私はもう払ったので黙っておく。\n',
    expect: [],
  }),
];
