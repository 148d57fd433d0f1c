/** Set 71, well-formed answers (second half): the book club, the five-a-side group, the office, friends in Bologna, the Seoul study group. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  AMICI_MARE,
  CLUB_LATE,
  CLUB_VOTE,
  inGroup,
  OFIS_OGLE,
  OFIS_SUNUM,
  PELADA_GOL,
  PELADA_LISTA,
  STUDY_SLIDES,
} from './answers-71-cast.js';

export const MEANT_71_B: readonly CorpusEntry[] = [
  inGroup(CLUB_VOTE, {
    name: 'club: the deciding vote, then a word for Margaux',
    callout: true,
    answer: '# «send»\nChanson douce, sans hésiter.\n\nDésolée Margaux 😅 Camus reviendra, promis\n',
    expect: [
      {
        type: 'send',
        text: 'Chanson douce, sans hésiter.\n\nDésolée Margaux 😅 Camus reviendra, promis',
        replyTo: 4005,
      },
    ],
  }),
  inGroup(CLUB_VOTE, {
    name: 'club: the vote and who brings what, one line per member',
    callout: true,
    answer:
      '# «send»\nJe vote Chanson douce ! Et pour le 14 :\nYasmine : le lieu 🏠\nThéo : le vin\nmoi : la tarte\nBruno : tu vas nous manquer 😢\n',
    expect: [
      {
        type: 'send',
        text: 'Je vote Chanson douce ! Et pour le 14 :\nYasmine : le lieu 🏠\nThéo : le vin\nmoi : la tarte\nBruno : tu vas nous manquer 😢',
        replyTo: 4005,
      },
    ],
  }),
  inGroup(CLUB_LATE, {
    name: 'club: silence as one think block in French',
    answer: '# «think»\nInès a prévenu, Théo taquine Bruno — rien pour moi.\n',
    expect: [],
  }),
  inGroup(CLUB_LATE, {
    name: "club: a grin for Bruno's cheese line and a quip for Théo",
    answer:
      '# «react» 4003\n😁\n\n# «send»\nThéo, on parle du même Bruno qui a fini le comté en 10 minutes ?\n',
    expect: [
      { type: 'react', emoji: '😁', messageId: 4003 },
      {
        type: 'send',
        text: 'Théo, on parle du même Bruno qui a fini le comté en 10 minutes ?',
        replyTo: 4005,
      },
    ],
  }),
  inGroup(PELADA_LISTA, {
    name: 'pelada: yes but not in goal, then the list copied with her name added',
    callout: true,
    answer:
      '# «send»\nvou sim, mas no gol de novo não kkkk\n\n# «send» 3998\n1. Caio\n2. Léo\n3. Thiago\n4. Duda\n5. Gabi\n6. Rafa\n',
    expect: [
      { type: 'send', text: 'vou sim, mas no gol de novo não kkkk', replyTo: 4005 },
      { type: 'send', text: '1. Caio\n2. Léo\n3. Thiago\n4. Duda\n5. Gabi\n6. Rafa', replyTo: 3998 },
    ],
  }),
  inGroup(PELADA_LISTA, {
    name: 'pelada: the ball for Vini and fire for Duda',
    callout: true,
    answer: '# «send» 4003\nVini, eu levo a bola 👍\n\n# «react» 4001\n🔥\n',
    expect: [
      { type: 'send', text: 'Vini, eu levo a bola 👍', replyTo: 4003 },
      { type: 'react', emoji: '🔥', messageId: 4001 },
    ],
  }),
  inGroup(PELADA_GOL, {
    name: 'pelada: one long laugh',
    answer: '# «send»\nkkkkkkkkk\n',
    expect: [{ type: 'send', text: 'kkkkkkkkk', replyTo: 4005 }],
  }),
  inGroup(PELADA_GOL, {
    name: 'pelada: asks Gabi for the video',
    answer: '# «send» 4003\nGabi manda aí!! quero ver de novo 🎥\n',
    expect: [{ type: 'send', text: 'Gabi manda aí!! quero ver de novo 🎥', replyTo: 4003 }],
  }),
  inGroup(OFIS_OGLE, {
    name: 'ofis: coming, a pause, then her order',
    callout: true,
    answer:
      "# «send»\nGeliyorum! 12:30'da aşağıdayım\n\n# «wait»\ndelay: 20\n\n# «send»\nBurak bana da mantı söyle, yoğurtlu olsun 🙏\n",
    expect: [
      { type: 'send', text: "Geliyorum! 12:30'da aşağıdayım", replyTo: 4005 },
      { type: 'wait', delay: 20 },
      { type: 'send', text: 'Burak bana da mantı söyle, yoğurtlu olsun 🙏' },
    ],
  }),
  inGroup(OFIS_SUNUM, {
    name: "ofis: eyes on Zeynep's find, and a line to Can",
    answer: '# «react» 4003\n👀\n\n# «send» 4005\nhaha gerçekten kartal göz 🦅\n',
    expect: [
      { type: 'react', emoji: '👀', messageId: 4003 },
      { type: 'send', text: 'haha gerçekten kartal göz 🦅', replyTo: 4005 },
    ],
  }),
  inGroup(AMICI_MARE, {
    name: 'amici: the Panda will make it, and a pick-up for Chiara',
    callout: true,
    answer:
      "# «send»\nCe la fa, ce la fa 😂 l'ombrellone però va sul tetto\n\n# «send» 4003\nChiara passo io a prenderti, alle 8 sotto casa tua\n",
    expect: [
      { type: 'send', text: "Ce la fa, ce la fa 😂 l'ombrellone però va sul tetto", replyTo: 4005 },
      { type: 'send', text: 'Chiara passo io a prenderti, alle 8 sotto casa tua', replyTo: 4003 },
    ],
  }),
  inGroup(AMICI_MARE, {
    name: 'amici: an action line where actions are allowed',
    callout: true,
    actions: 'always',
    answer: '# «send»\n*fa tintinnare le chiavi della Panda*\nCe la fa eccome, sabato alle 8 si parte 🚗\n',
    expect: [
      {
        type: 'send',
        text: '*fa tintinnare le chiavi della Panda*\nCe la fa eccome, sabato alle 8 si parte 🚗',
        replyTo: 4005,
      },
    ],
  }),
  inGroup(AMICI_MARE, {
    name: 'amici: a sign-off as the driver',
    callout: true,
    answer: '# «send»\nCerto! Portate solo asciugamani e pazienza.\nBaci, la vostra autista 🚗\n',
    expect: [
      {
        type: 'send',
        text: 'Certo! Portate solo asciugamani e pazienza.\nBaci, la vostra autista 🚗',
        replyTo: 4005,
      },
    ],
  }),
  inGroup(STUDY_SLIDES, {
    name: 'study: yes to the slides and yes to 2 pm',
    callout: true,
    answer: '# «send»\n응 내가 할게!\n\n# «send» 4003\n태호야 2시 카페 좋아 ☕\n',
    expect: [
      { type: 'send', text: '응 내가 할게!', replyTo: 4005 },
      { type: 'send', text: '태호야 2시 카페 좋아 ☕', replyTo: 4003 },
    ],
  }),
  inGroup(STUDY_SLIDES, {
    name: 'study: a two-letter okay',
    callout: true,
    answer: '# «send»\nㅇㅋ\n',
    expect: [{ type: 'send', text: 'ㅇㅋ', replyTo: 4005 }],
  }),
];
