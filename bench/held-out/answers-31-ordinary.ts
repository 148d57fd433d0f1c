/** Held-out set 31, ordinary answers: well-formed blocks a person's account should send as written. */
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

export const ORDINARY_31: CorpusEntry[] = [
  {
    name: 'set31 sione dm: two short messages, Samoan words (2.5 Flash)',
    ...sioneDm,
    answer:
      '# «send»\nYeah Ioane has them Saturday, I got a ref course 😅\n\n# «send»\nFaafetai for sorting Mum uce',
    expect: [
      { type: 'send', text: 'Yeah Ioane has them Saturday, I got a ref course 😅' },
      { type: 'send', text: 'Faafetai for sorting Mum uce' },
    ],
  },
  {
    name: 'set31 sione team: times as a list, first message answers the target (2.5 Pro)',
    ...sioneTeam,
    answer:
      '# «send»\nKia ora whānau 🏉\n- 8:15 warm up\n- 8:45 kick off\n- bring water + mouthguard\nGrey Lynn Park, not the usual field!',
    expect: [
      {
        type: 'send',
        text: 'Kia ora whānau 🏉\n- 8:15 warm up\n- 8:45 kick off\n- bring water + mouthguard\nGrey Lynn Park, not the usual field!',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'set31 sione team: reaction to the mouthguard message and a reply to it (3)',
    ...sioneTeam,
    answer: '# «react» 4003\n👍\n\n# «send» 4003\nGot spares Priya, no stress',
    expect: [
      { type: 'react', emoji: '👍', messageId: 4003 },
      { type: 'send', text: 'Got spares Priya, no stress', replyTo: 4003 },
    ],
  },
  {
    name: 'set31 sione dm: a sticker alone (2.5 Flash)',
    ...sioneDm,
    answer: '# «sticker»\nHeidiDuck :: 😂',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    name: 'set31 sione dm: message, wait, follow-up (3)',
    ...sioneDm,
    answer:
      "# «send»\nhang on let me check the roster\n\n# «wait»\ndelay: 3 min\n\n# «send»\nYep Ioane's on Saturday 👍",
    expect: [
      { type: 'send', text: 'hang on let me check the roster' },
      { type: 'wait', delay: 180 },
      { type: 'send', text: "Yep Ioane's on Saturday 👍" },
    ],
  },
  {
    name: 'set31 sione team: silence by a private note when the message is not for him (2.5 Pro)',
    ...sioneTeam,
    others: new Map([...SIONE_TEAM, [4005, 'Priya did you still want a lift to the game on Saturday?']]),
    answer: '# «think»\nDave asking Priya about a lift, nothing for me.',
    expect: [],
  },
  {
    name: 'set31 veera dm: one dry line (2.5 Flash)',
    ...veeraDm,
    answer: '# «send»\nTulen. Kahdelta.',
    expect: [{ type: 'send', text: 'Tulen. Kahdelta.' }],
  },
  {
    name: 'set31 veera dm: a memory note and a reply (2.5 Pro)',
    ...veeraDm,
    answer:
      '# «note»\nAinon synttärit la klo 14 Eeron luona.\n\n# «send»\nTulen. Tuon kakun jos ei ole vielä.',
    expect: [{ type: 'note' }, { type: 'send', text: 'Tulen. Tuon kakun jos ei ole vielä.' }],
  },
  {
    name: 'set31 veera sauna: a one-word answer to the billhook question (3)',
    ...veeraSauna,
    answer: '# «send»\nMinulla on. Hae vajasta.',
    expect: [{ type: 'send', text: 'Minulla on. Hae vajasta.', replyTo: 4005 }],
  },
  {
    name: 'set31 veera sauna: a reaction only (2.5 Flash)',
    ...veeraSauna,
    answer: '# «react» 4001\n🔥',
    expect: [{ type: 'react', emoji: '🔥', messageId: 4001 }],
  },
  {
    name: 'set31 joy dm: a message that opens with "Thinking of" is no reasoning label (2.5 Flash)',
    ...joyDm,
    answer: '# «send»\nThinking of you babe, ingat pauwi 🥺\nSabado G!',
    expect: [{ type: 'send', text: 'Thinking of you babe, ingat pauwi 🥺\nSabado G!' }],
  },
  {
    name: 'set31 veera dm: a shell command in a code block for her son (2.5 Pro)',
    ...veeraDm,
    answer:
      '# «send»\nKokeilin tätä läppärillä, toimiiko näin?\n```\nsudo apt update && sudo apt upgrade\n```',
    expect: [
      {
        type: 'send',
        text: 'Kokeilin tätä läppärillä, toimiiko näin?\n```\nsudo apt update && sudo apt upgrade\n```',
      },
    ],
  },
  {
    name: 'set31 tanvir batch: sends the slide link, banglish (2.5 Flash)',
    ...tanvirBatch,
    answer:
      '# «send»\nha ache, drive e rakhsi: https://drive.google.com/drive/folders/1aB2cD\nslide 14 theke porish',
    expect: [
      {
        type: 'send',
        text: 'ha ache, drive e rakhsi: https://drive.google.com/drive/folders/1aB2cD\nslide 14 theke porish',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'set31 tanvir dm: Bangla script answer with a hashtag-looking line (3)',
    ...tanvirDm,
    answer: '# «send»\nআচ্ছা মিষ্টি না, দই আনবো তাহলে 😌\n#NoSugarEid',
    expect: [{ type: 'send', text: 'আচ্ছা মিষ্টি না, দই আনবো তাহলে 😌\n#NoSugarEid' }],
  },
  {
    name: 'set31 tanvir batch: silence by a note when the lab talk is not for him (2.5 Flash)',
    ...tanvirBatch,
    others: new Map([...TANVIR_BATCH, [4005, 'Nusrat tui ki lab report ta submit korsos?']]),
    answer: '# «think»\nRafi asks Nusrat. stay out.',
    expect: [],
  },
  {
    name: 'set31 tanvir batch: pseudocode a person pastes, with bold (2.5 Pro)',
    ...tanvirBatch,
    answer:
      '# «send»\nslide nai, but **main idea**:\n```\nwhile pq not empty:\n  u = pq.pop_min()\n  for v in adj[u]: relax(u, v)\n```\nexam e eta likhlei hobe',
    expect: [
      {
        type: 'send',
        text: 'slide nai, but **main idea**:\n```\nwhile pq not empty:\n  u = pq.pop_min()\n  for v in adj[u]: relax(u, v)\n```\nexam e eta likhlei hobe',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'set31 tanvir dm: typo and its correction as two messages (3)',
    ...tanvirDm,
    answer: '# «send»\nthik ache apu, ammu ke bolo tension na nite\n\n# «send»\n*nibe',
    expect: [
      { type: 'send', text: 'thik ache apu, ammu ke bolo tension na nite' },
      { type: 'send', text: '*nibe' },
    ],
  },
  {
    name: 'set31 ondřej dm: roleplay action allowed in a direct chat (2.5 Pro)',
    ...ondrejDm,
    actions: 'direct',
    answer:
      '# «send»\n*otře si ruce do zástěry* Jasně, v sobotu od devíti jsem doma. Sklenice budou nachystané 🍯',
    expect: [
      {
        type: 'send',
        text: '*otře si ruce do zástěry* Jasně, v sobotu od devíti jsem doma. Sklenice budou nachystané 🍯',
      },
    ],
  },
  {
    name: 'set31 ondřej dm: a person memory and a reply (2.5 Flash)',
    ...ondrejDm,
    answer:
      '# «person» 51234\nLucie, bere lipový med, dvě sklenice.\n\n# «send»\nV sobotu dopoledne je to ideální.',
    expect: [{ type: 'person' }, { type: 'send', text: 'V sobotu dopoledne je to ideální.' }],
  },
  {
    name: 'set31 ondřej club: a question addressed to Jana, he stays silent by note (3)',
    ...ondrejClub,
    answer: '# «think»\nOtázka je pro Janu.',
    expect: [],
  },
  {
    name: 'set31 ondřej club: he answers the ride question by id, Czech quotes inside (2.5 Pro)',
    ...ondrejClub,
    answer: '# «send» 4003\nBeru dva lidi, odjezd v 7:30 od „U Lípy“. Kdo dřív napíše, ten jede 🙂',
    expect: [
      {
        type: 'send',
        text: 'Beru dva lidi, odjezd v 7:30 od „U Lípy“. Kdo dřív napíše, ten jede 🙂',
        replyTo: 4003,
      },
    ],
  },
  {
    name: 'set31 ondřej dm: a sticker then a message (2.5 Flash)',
    ...ondrejDm,
    answer: '# «sticker»\nHeidiDuck\n👋\n\n# «send»\nTak v sobotu!',
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
      { type: 'send', text: 'Tak v sobotu!' },
    ],
  },
  {
    name: 'set31 joy dm: Taglish yes with emoji (2.5 Flash)',
    ...joyDm,
    answer: '# «send»\nGOOO 🍜🍜 7pm? para di tayo abutan ng pila haha',
    expect: [{ type: 'send', text: 'GOOO 🍜🍜 7pm? para di tayo abutan ng pila haha' }],
  },
  {
    name: 'set31 joy dm: her name as an ordinary word opening a line (3)',
    ...joyDm,
    answer: '# «send»\nJoy to the world talaga pag ramen 😂\nsige Sabado, libre mo ko ha',
    expect: [{ type: 'send', text: 'Joy to the world talaga pag ramen 😂\nsige Sabado, libre mo ko ha' }],
  },
  {
    name: 'set31 joy barkada: a short quote of a short line then the answer (2.5 Pro)',
    ...joyBarkada,
    answer: '# «send»\n> Van na lang tayo\nyes pero sino magda-drive 👀',
    expect: [{ type: 'send', text: '> Van na lang tayo\nyes pero sino magda-drive 👀', replyTo: 4005 }],
  },
  {
    name: 'set31 joy barkada: not addressed, a private note only (2.5 Flash)',
    ...joyBarkada,
    answer: '# «think»\nBea ang tinatanong, hindi ako.',
    expect: [],
  },
  {
    name: 'set31 joy dm: a parenthesised remark inside a longer message stays (3)',
    ...joyDm,
    answer:
      '# «send»\nSabado G! Pero 8pm na lang, may OT ako hanggang 6\n(no need to reply, babawi ako sa dessert 🍰)',
    expect: [
      {
        type: 'send',
        text: 'Sabado G! Pero 8pm na lang, may OT ako hanggang 6\n(no need to reply, babawi ako sa dessert 🍰)',
      },
    ],
  },
  {
    name: 'set31 joy dm: a laugh in capitals in a direct chat (2.5 Flash)',
    ...joyDm,
    answer: '# «send»\nHAHAHAHA\n\n# «send»\noo na sige na',
    expect: [
      { type: 'send', text: 'HAHAHAHA' },
      { type: 'send', text: 'oo na sige na' },
    ],
  },
  {
    name: 'set31 sione dm: a remember block beside the message (2.5 Pro)',
    ...sioneDm,
    answer:
      '# «remember»\nMalia needs the big chilly bin Sunday.\n\n# «send»\nSweet as, chilly bin in the car already',
    expect: [{ type: 'remember' }, { type: 'send', text: 'Sweet as, chilly bin in the car already' }],
  },
];
