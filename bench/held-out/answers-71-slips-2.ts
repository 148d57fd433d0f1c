/** Set 71, answers with slips (second half): the persona spoken of to the group, echoes, reasoning, labels, wrappers, cut answers. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  AMICI_MARE,
  BAND_LIVE,
  CLUB_VOTE,
  FAMILIA_FOTO,
  FAMILIA_TARTA,
  FLAT_BINS,
  FLAT_QUIZ,
  GRUPPA_EXAM,
  inGroup,
  OFIS_OGLE,
  PELADA_LISTA,
  STUDY_SLIDES,
} from './answers-71-cast.js';

export const SLIPS_71_B: readonly CorpusEntry[] = [
  // The model's plan for the turn, in the third person, written before the first block.
  inGroup(FLAT_BINS, {
    name: 'flat: a plan for the turn before the blocks',
    callout: true,
    answer:
      'Megan is reminding Priya about the bins. She should accept and also answer Dele.\n\n# «send»\nyeah yeah, bins tonight\n\n# «send» 4001\nDele party yes 🎉\n',
    expect: [
      { type: 'send', text: 'yeah yeah, bins tonight', replyTo: 4005 },
      { type: 'send', text: 'Dele party yes 🎉', replyTo: 4001 },
    ],
  }),
  // The model announces to the group, in the third person, what the persona will do.
  inGroup(FLAT_BINS, {
    name: 'flat: a second block telling the group about the persona',
    callout: true,
    answer:
      "# «send»\nOn it, bins tonight 🫡\n\n# «send»\nHeads up everyone, Priya's got bins covered this week!\n",
    expect: [{ type: 'send', text: 'On it, bins tonight 🫡', replyTo: 4005 }],
  }),
  // Two slips: a lead-in presenting the persona's reply, and Megan's answer made up after it.
  inGroup(FLAT_BINS, {
    name: "flat: a lead-in naming the reply and Megan's made-up thanks",
    callout: true,
    answer: "Here's Priya's reply:\n\n# «send»\nfiiine, bins tonight\nMegan: thank you 🙏\n",
    expect: [{ type: 'send', text: 'fiiine, bins tonight', replyTo: 4005 }],
  }),
  // The same third-person announcement in French, after the persona's own vote.
  inGroup(CLUB_VOTE, {
    name: 'club: the group told what Camille chose, after her own vote',
    callout: true,
    answer:
      "# «send»\nChanson douce pour moi !\n\n# «send»\nPour info, Camille vote Chanson douce et s'occupe de la tarte 🙂\n",
    expect: [{ type: 'send', text: 'Chanson douce pour moi !', replyTo: 4005 }],
  }),
  // A cut answer: the last block stops mid-word at the output limit.
  inGroup(CLUB_VOTE, {
    name: 'club: the second block cut mid-word',
    callout: true,
    truncated: true,
    answer: "# «send»\nChanson douce !\n\n# «send» 4001\nYasmine, je pourrai venir vers 19h et j'apport",
    expect: [{ type: 'send', text: 'Chanson douce !', replyTo: 4005 }],
    withheld: ['truncated'],
  }),
  // The model repeats the member's question back as its own block before answering.
  inGroup(FAMILIA_TARTA, {
    name: "familia: Mamá's question sent back before the answer",
    callout: true,
    answer:
      '# «send»\nLucía, ¿puedes encargar tú la tarta en la pastelería de la esquina?\n\n# «send»\n¡Claro mamá! Mañana paso y la encargo 🎂\n',
    expect: [{ type: 'send', text: '¡Claro mamá! Mañana paso y la encargo 🎂', replyTo: 4005 }],
  }),
  // A reply reference written into the body, as some models mark what they answer.
  inGroup(FAMILIA_TARTA, {
    name: 'familia: a reply reference opening the body',
    callout: true,
    answer: '# «send»\n(respondiendo a #4005) Sí mamá, mañana la encargo\n',
    expect: [{ type: 'send', text: 'Sí mamá, mañana la encargo', replyTo: 4005 }],
  }),
  // A sticker block with the sticker's description added after the emoji.
  inGroup(FAMILIA_FOTO, {
    name: 'familia: a sticker with its description',
    answer: '# «sticker» 4003\nHeidiDuck\n😂 (pato riéndose)\n',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 4003 }],
  }),
  // A cut answer in Russian.
  inGroup(GRUPPA_EXAM, {
    name: 'gruppa: the second message cut off',
    callout: true,
    truncated: true,
    answer: '# «send»\nДа, есть все лекции\n\n# «send»\nСкину вечером, только сначала',
    expect: [{ type: 'send', text: 'Да, есть все лекции', replyTo: 4005 }],
    withheld: ['truncated'],
  }),
  // The member's message echoed as the first line of the body, then the answer.
  inGroup(OFIS_OGLE, {
    name: "ofis: Burak's question echoed as the body's first line",
    callout: true,
    answer: '# «send»\nElif sen de geliyor musun? Masa ayırtayım\nGeliyorum! 4 kişilik ayırt 👍\n',
    expect: [{ type: 'send', text: 'Geliyorum! 4 kişilik ayırt 👍', replyTo: 4005 }],
  }),
  // A model served through the compatible endpoint leaves its reasoning tags before the blocks.
  inGroup(OFIS_OGLE, {
    name: 'ofis: reasoning tags before the block',
    callout: true,
    answer:
      '<think>\nBurak soruyor, toplantım var ama 12:30 yetişirim.\n</think>\n\n# «send»\nGeliyorum, bana da yer ayır 🙏\n',
    expect: [{ type: 'send', text: 'Geliyorum, bana da yer ayır 🙏', replyTo: 4005 }],
  }),
  // The same message written twice in two blocks.
  inGroup(OFIS_OGLE, {
    name: 'ofis: the same block twice',
    callout: true,
    answer: '# «send»\nGeliyorum 👍\n\n# «send»\nGeliyorum 👍\n',
    expect: [{ type: 'send', text: 'Geliyorum 👍', replyTo: 4005 }],
  }),
  // Gemini's reasoning summary, a bold title and a paragraph, before the block.
  inGroup(BAND_LIVE, {
    name: 'band: a reasoning summary before the block',
    callout: true,
    answer:
      "**Considering the Lyrics Question**\n\nI'm thinking about how Yui would answer Misaki: the lyrics aren't done, so she should be honest but upbeat.\n\n# «send»\nまだ途中！明日までには送るね\n",
    expect: [{ type: 'send', text: 'まだ途中！明日までには送るね', replyTo: 4005 }],
  }),
  // The sticker written as the chat history shows it, between our brackets.
  inGroup(BAND_LIVE, {
    name: 'band: a sticker copied as the history describes it',
    callout: true,
    answer: '# «send»\nもうちょっと待って🙏\n\n# «sticker»\n⟦sticker 😴 from HeidiDuck⟧\n',
    expect: [
      { type: 'send', text: 'もうちょっと待って🙏', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
    ],
  }),
  // The model ends its message with an offer to rewrite it.
  inGroup(FLAT_QUIZ, {
    name: 'flat: an offer of another version after the message',
    answer:
      "# «send»\nCanberra. Always Canberra. Oskar we've been over this 😂\n\nLet me know if you'd like a more sarcastic version!\n",
    expect: [
      { type: 'send', text: "Canberra. Always Canberra. Oskar we've been over this 😂", replyTo: 4005 },
    ],
  }),
  // The persona's name as a bold speaker label opening the body.
  inGroup(AMICI_MARE, {
    name: 'amici: a bold speaker label',
    callout: true,
    answer: '# «send»\n**Giulia:** Ce la fa! Siamo in quattro giusti giusti 🚗\n',
    expect: [{ type: 'send', text: 'Ce la fa! Siamo in quattro giusti giusti 🚗', replyTo: 4005 }],
  }),
  // The whole message wrapped in quotation marks.
  inGroup(AMICI_MARE, {
    name: 'amici: the message in quotation marks',
    callout: true,
    answer: '# «send»\n"Ce la fa benissimo, l\'anno scorso eravamo in cinque più il cane 🐶"\n',
    expect: [
      {
        type: 'send',
        text: "Ce la fa benissimo, l'anno scorso eravamo in cinque più il cane 🐶",
        replyTo: 4005,
      },
    ],
  }),
  // A roleplay action line in a group where actions are never allowed.
  inGroup(AMICI_MARE, {
    name: 'amici: an action line where actions are off',
    callout: true,
    actions: 'never',
    answer: '# «send»\n*accarezza il cruscotto della Panda*\nMa certo che ce la fa!\n',
    expect: [{ type: 'send', text: 'Ma certo che ce la fa!', replyTo: 4005 }],
  }),
  // An addressee written on the heading line.
  inGroup(PELADA_LISTA, {
    name: 'pelada: an address on the heading line',
    callout: true,
    answer: '# «send» para o Vini\nlevo a bola, relaxa\n',
    expect: [{ type: 'send', text: 'levo a bola, relaxa', replyTo: 4005 }],
  }),
  // Two slips: a bold speaker label and a signature with the persona's name.
  inGroup(PELADA_LISTA, {
    name: 'pelada: a speaker label and a signature',
    callout: true,
    answer: '# «send»\n**Rafa:** vou sim, fico no gol 🧤\n— Rafa\n',
    expect: [{ type: 'send', text: 'vou sim, fico no gol 🧤', replyTo: 4005 }],
  }),
  // The member's message repeated back as its own block, then the answer.
  inGroup(STUDY_SLIDES, {
    name: "study: 태호's question sent back before the answer",
    callout: true,
    answer: '# «send» 4003\n2시 카페 어때\n\n# «send»\n응 자료 내가 정리할게!\n',
    expect: [{ type: 'send', text: '응 자료 내가 정리할게!', replyTo: 4005 }],
  }),
  // Two slips: a reasoning label line opening the body, and a block telling the group about the persona.
  inGroup(STUDY_SLIDES, {
    name: 'study: a reasoning line, then the group told about the persona',
    callout: true,
    answer:
      '# «send»\n생각: 민준이 자료 정리를 부탁했다. 수락하자.\n\n응 내가 정리할게! 내일 아침까지 올릴게\n\n# «send»\n여러분, 수진이가 자료 정리 맡았어요 👍\n',
    expect: [{ type: 'send', text: '응 내가 정리할게! 내일 아침까지 올릴게', replyTo: 4005 }],
  }),
];
