/**
 * Held-out set 31, answers with slips: reasoning, labels, narration, near-miss headings, data
 * wrappers, echoes and cut answers written anew for five personas, some with two slips at once.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  JOY,
  JOY_BARKADA,
  JOY_BARKADA_OWN,
  JOY_DM,
  JOY_DM_OWN,
  ONDREJ,
  ONDREJ_CLUB,
  ONDREJ_CLUB_OWN,
  ONDREJ_DM,
  ONDREJ_DM_OWN,
  SIONE,
  SIONE_DM,
  SIONE_DM_OWN,
  SIONE_TEAM,
  SIONE_TEAM_OWN,
  TANVIR,
  TANVIR_BATCH,
  TANVIR_BATCH_OWN,
  TANVIR_DM,
  TANVIR_DM_OWN,
  VEERA,
  VEERA_DM,
  VEERA_DM_OWN,
  VEERA_SAUNA,
  VEERA_SAUNA_OWN,
} from './answers-31-cast.js';

const sioneDm = { persona: SIONE, others: SIONE_DM, own: SIONE_DM_OWN, participants: ['Malia'] };
const sioneTeam = {
  persona: SIONE,
  others: SIONE_TEAM,
  own: SIONE_TEAM_OWN,
  participants: ['Dave', 'Priya'],
  chat: 'group' as const,
};
const veeraDm = { persona: VEERA, others: VEERA_DM, own: VEERA_DM_OWN, participants: ['Eero'] };
const veeraSauna = {
  persona: VEERA,
  others: VEERA_SAUNA,
  own: VEERA_SAUNA_OWN,
  participants: ['Jukka', 'Pirjo'],
  chat: 'group' as const,
};
const tanvirBatch = {
  persona: TANVIR,
  others: TANVIR_BATCH,
  own: TANVIR_BATCH_OWN,
  participants: ['Rafi', 'Nusrat'],
  chat: 'group' as const,
};
const tanvirDm = { persona: TANVIR, others: TANVIR_DM, own: TANVIR_DM_OWN, participants: ['Apu'] };
const ondrejDm = { persona: ONDREJ, others: ONDREJ_DM, own: ONDREJ_DM_OWN, participants: ['Lucie'] };
const ondrejClub = {
  persona: ONDREJ,
  others: ONDREJ_CLUB,
  own: ONDREJ_CLUB_OWN,
  participants: ['Pavel', 'Jana'],
  chat: 'group' as const,
};
const joyDm = { persona: JOY, others: JOY_DM, own: JOY_DM_OWN, participants: ['Carlo'] };
const joyBarkada = {
  persona: JOY,
  others: JOY_BARKADA,
  own: JOY_BARKADA_OWN,
  participants: ['Mika', 'Bea'],
  chat: 'group' as const,
};

export const SLIPS_31: CorpusEntry[] = [
  // Gemini 2.5 Pro writes its plan as a bold label in the persona's language before the blocks.
  {
    name: 'set31 veera dm: a Finnish thought-process label and list before the block (2.5 Pro)',
    ...veeraDm,
    answer:
      '**Ajatusprosessi:**\n1. Eero kysyy synttäreistä.\n2. Veera vastaa lyhyesti.\n\n# «send»\nTulen. Kahdelta.',
    expect: [{ type: 'send', text: 'Tulen. Kahdelta.' }],
  },
  // A reasoning tag of a joined word, closed, inside the body before the text.
  {
    name: 'set31 sione dm: an internal_reasoning tag inside the body (2.5 Flash)',
    ...sioneDm,
    answer:
      "# «send»\n<internal_reasoning>Malia wants to know who coaches. Ioane does.</internal_reasoning>\nIoane's got Saturday, I'm on a ref course",
    expect: [{ type: 'send', text: "Ioane's got Saturday, I'm on a ref course" }],
  },
  // The body ends with a paragraph judging the persona's voice.
  {
    name: 'set31 sione team: a closing paragraph about his coaching voice (3)',
    ...sioneTeam,
    answer:
      '# «send»\n8:15 at Grey Lynn Park, kick off 8:45 🏉\n\nThis keeps Sione warm and brief, the way a coach texts parents.',
    expect: [{ type: 'send', text: '8:15 at Grey Lynn Park, kick off 8:45 🏉', replyTo: 4005 }],
  },
  // Narrated silence in Czech naming the persona, in a group where he was not addressed.
  {
    name: 'set31 ondřej club: narrated silence in Czech naming him (2.5 Flash)',
    ...ondrejClub,
    answer: '# «send»\n*Ondřej si dál čte o varroáze a nic nepíše.*',
    expect: [],
  },
  {
    name: 'set31 veera sauna: Finnish silence stage direction in brackets, not addressed (3)',
    ...veeraSauna,
    others: new Map([...VEERA_SAUNA, [4005, 'Pirjo, tuotko sitä korvapuustia vai pullaa?']]),
    answer: '(Veera ei vastaa.)',
    expect: [],
  },
  {
    name: 'set31 joy barkada: a silence token in a group with a trailing reason (2.5 Flash)',
    ...joyBarkada,
    answer: '# «send»\n[[WALANG_SAGOT]]',
    expect: [],
  },
  // Headings the model translated or spelled with look-alikes.
  {
    name: 'set31 veera dm: a Finnish heading name, the only block (2.5 Flash)',
    ...veeraDm,
    answer: '# «lähetä»\nTulen lauantaina.',
    expect: [{ type: 'send', text: 'Tulen lauantaina.' }],
  },
  {
    name: 'set31 ondřej dm: a Czech heading name, the only block (2.5 Pro)',
    ...ondrejDm,
    answer: '# «odpověď»\nSobota dopoledne je v pohodě, jsem doma od devíti.',
    expect: [{ type: 'send', text: 'Sobota dopoledne je v pohodě, jsem doma od devíti.' }],
  },
  {
    name: 'set31 tanvir batch: full-width brackets and the heading glued to its hash (3)',
    ...tanvirBatch,
    answer: '#《send》\nslide ta amar kache nai re, Nusrat er kache ache mone hoy',
    expect: [
      { type: 'send', text: 'slide ta amar kache nai re, Nusrat er kache ache mone hoy', replyTo: 4005 },
    ],
  },
  {
    name: 'set31 joy dm: a Cyrillic look-alike in the heading name (2.5 Flash)',
    ...joyDm,
    answer: '# «ѕend»\nSige babe, Sabado 7pm 🍜',
    expect: [{ type: 'send', text: 'Sige babe, Sabado 7pm 🍜' }],
  },
  {
    name: 'set31 sione dm: a reaction and a message heading on one line (2.5 Pro)',
    ...sioneDm,
    answer: '# «react» 4003 👍 # «send» chilly bin sorted',
    expect: [
      { type: 'react', emoji: '👍', messageId: 4003 },
      { type: 'send', text: 'chilly bin sorted' },
    ],
  },
  {
    name: 'set31 joy barkada: an addressee on the heading line (3)',
    ...joyBarkada,
    answer: '# «send» kay Bea\nBea update mo kami ha, baka ma-forfeit yung downpayment 😬',
    expect: [
      { type: 'send', text: 'Bea update mo kami ha, baka ma-forfeit yung downpayment 😬', replyTo: 4005 },
    ],
  },
  // Speaker labels and signatures.
  {
    name: 'set31 veera dm: her name as a label, bold (2.5 Flash)',
    ...veeraDm,
    answer: '# «send»\n**Veera:** Tulen. Tuon kakun.',
    expect: [{ type: 'send', text: 'Tulen. Tuon kakun.' }],
  },
  {
    name: 'set31 ondřej dm: his name without its accent as a label (2.5 Pro)',
    ...ondrejDm,
    answer: '# «send»\nOndrej: Jasně, sobota dopoledne. Med bude připravený.',
    expect: [{ type: 'send', text: 'Jasně, sobota dopoledne. Med bude připravený.' }],
  },
  {
    name: 'set31 joy dm: a signature with hearts (2.5 Flash)',
    ...joyDm,
    answer: '# «send»\nG na G! kita tayo sa Maginhawa 💕\n~Joy 💕',
    expect: [{ type: 'send', text: 'G na G! kita tayo sa Maginhawa 💕' }],
  },
  {
    name: 'set31 tanvir dm: label in Bangla script and a signature by initial (3)',
    ...tanvirDm,
    answer: '# «send»\nতানভীর: আচ্ছা আপু, দই আনবো 😌\n— T.',
    expect: [{ type: 'send', text: 'আচ্ছা আপু, দই আনবো 😌' }],
  },
  {
    name: 'set31 sione team: a label with his role in brackets (2.5 Pro)',
    ...sioneTeam,
    answer: '# «send»\nSione (Coach): 8:15 sharp at Grey Lynn please 🙏',
    expect: [{ type: 'send', text: '8:15 sharp at Grey Lynn please 🙏', replyTo: 4005 }],
  },
  // Data wrappers.
  {
    name: 'set31 veera dm: a JSON object with a Finnish message key (2.5 Flash)',
    ...veeraDm,
    answer: '```json\n{"viesti": "Tulen. Kahdelta on hyvä."}\n```',
    expect: [{ type: 'send', text: 'Tulen. Kahdelta on hyvä.' }],
  },
  {
    name: 'set31 joy dm: a Gemini part object with a thought signature copied (3)',
    ...joyDm,
    answer: '{"text": "Sige Sabado! 7pm ha 🍜", "thoughtSignature": "CiQBcsjafE3kQm9vb0dIbmU"}',
    expect: [{ type: 'send', text: 'Sige Sabado! 7pm ha 🍜' }],
  },
  {
    name: 'set31 tanvir batch: a tool call as code (2.5 Pro)',
    ...tanvirBatch,
    answer:
      '```tool_code\nprint(default_api.send_message(chat_id=-1002211, text="slide nai, Nusrat er kache ache"))\n```',
    expect: [{ type: 'send', text: 'slide nai, Nusrat er kache ache', replyTo: 4005 }],
  },
  {
    name: 'set31 ondřej dm: key lines with a Czech reply key and a reply id (2.5 Flash)',
    ...ondrejDm,
    answer: '# «send»\nreply_to: 4005\ntext: Jasně, v sobotu od devíti.',
    expect: [{ type: 'send', text: 'Jasně, v sobotu od devíti.', replyTo: 4005 }],
  },
  // Echo.
  {
    name: 'set31 sione team: the question echoed back before the answer (2.5 Flash)',
    ...sioneTeam,
    answer:
      '# «send»\nCoach, what time should the kids be there on Saturday for the Ponsonby game?\n8:15 at Grey Lynn, kick off 8:45',
    expect: [{ type: 'send', text: '8:15 at Grey Lynn, kick off 8:45', replyTo: 4005 }],
  },
  {
    name: 'set31 joy barkada: a transcript header repeated in the body (3)',
    ...joyBarkada,
    answer:
      '# «send»\n⟦#4005 Mika 22:14⟧ Bea, nabayaran mo na ba yung downpayment sa Airbnb?\n\n# «send»\nsame q hahaha',
    expect: [{ type: 'send', text: 'same q hahaha', replyTo: 4005 }],
  },
  {
    name: 'set31 veera dm: the same block twice (2.5 Flash)',
    ...veeraDm,
    answer: '# «send»\nTulen.\n\n# «send»\nTulen.',
    expect: [{ type: 'send', text: 'Tulen.' }],
  },
  // Truncation and invisible answers.
  {
    name: 'set31 tanvir dm: cut at MAX_TOKENS inside the second block (2.5 Pro)',
    ...tanvirDm,
    truncated: true,
    answer: '# «send»\napu ticket kal katbo\n\n# «send»\nআর আম্মুকে বলো আমি দই আন',
    expect: [{ type: 'send', text: 'apu ticket kal katbo' }],
  },
  {
    name: 'set31 ondřej club: a word joiner alone (3)',
    ...ondrejClub,
    answer: '\u2060',
    expect: [],
  },
  {
    name: 'set31 joy dm: a heading cut mid-word at the output limit (2.5 Flash)',
    ...joyDm,
    truncated: true,
    answer: '# «send»\nYesss Sabado 🍜\n\n# «sti',
    expect: [{ type: 'send', text: 'Yesss Sabado 🍜' }],
  },
  // Stickers written as the history shows them or narrated.
  {
    name: 'set31 joy dm: a sticker narrated in Tagalog (2.5 Flash)',
    ...joyDm,
    answer: '# «send»\n*nag-send ng sticker 😂*',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    name: 'set31 sione dm: a sticker heading with only an emoji (3)',
    ...sioneDm,
    answer: '# «sticker»\n👋',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '👋' }],
  },
  // Families of this set's own: the model writes the other side's next line, roleplay where it
  // is off, a closing offer in the persona's language.
  // Where the rules are silent: an operator would not want a line made up for the partner sent.
  {
    name: "set31 joy dm: the partner's next line made up after the answer (2.5 Flash)",
    ...joyDm,
    answer: '# «send»\nSige! 7pm sa Maginhawa 🍜\n\nCarlo: ayos, see you babe',
    expect: [{ type: 'send', text: 'Sige! 7pm sa Maginhawa 🍜' }],
  },
  {
    name: 'set31 ondřej club: an action in a group where actions are only for direct chats (2.5 Pro)',
    ...ondrejClub,
    others: new Map([...ONDREJ_CLUB, [4005, 'Ondřeji, jedeš teda v neděli do Třebíče?']]),
    callout: true,
    answer: '# «send»\n*přikývne* Jedu, mám ještě jedno místo.',
    expect: [{ type: 'send', text: 'Jedu, mám ještě jedno místo.', replyTo: 4005 }],
  },
  {
    name: 'set31 veera dm: an offer to redo the answer after the message (2.5 Flash)',
    ...veeraDm,
    answer: '# «send»\nTulen. Kahdelta.\n\nLet me know if you want a warmer version of the reply!',
    expect: [{ type: 'send', text: 'Tulen. Kahdelta.' }],
  },
  // Two slips in one answer.
  {
    name: 'set31 tanvir batch: a thinking tag before and a label inside (3)',
    ...tanvirBatch,
    answer:
      '<thinking>Rafi wants the Dijkstra slide. Tanvir has it on drive.</thinking>\n# «send»\nTanvir: drive e ache, link dicchi 👇',
    expect: [{ type: 'send', text: 'drive e ache, link dicchi 👇', replyTo: 4005 }],
  },
  {
    name: 'set31 sione dm: a reasoning line and a signature around the message (2.5 Pro)',
    ...sioneDm,
    answer: '# «send»\nThought: keep it short, she is busy.\nIoane has them Saturday 👍\n— Sione',
    expect: [{ type: 'send', text: 'Ioane has them Saturday 👍' }],
  },
  {
    name: 'set31 joy barkada: narrated silence and a silence token, not addressed (2.5 Flash)',
    ...joyBarkada,
    answer: '*Joy scrolls past, it is for Bea*\n\nNO_REPLY',
    expect: [],
  },
  {
    name: 'set31 veera sauna: an intro line naming her and a Finnish label over the text (3)',
    ...veeraSauna,
    answer: "Here's Veera's reply:\n\n# «send»\nVastaus:\nMinulla on vesuri. Hae vajasta.",
    expect: [{ type: 'send', text: 'Minulla on vesuri. Hae vajasta.', replyTo: 4005 }],
  },
];
