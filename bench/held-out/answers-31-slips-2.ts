/** Held-out set 31, more of the week: ordinary answers that look unusual, and slips written anew. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  JOY,
  JOY_DM,
  JOY_DM_OWN,
  ONDREJ,
  ONDREJ_DM,
  ONDREJ_DM_OWN,
  SIONE,
  SIONE_TEAM,
  SIONE_TEAM_OWN,
  TANVIR,
  TANVIR_BATCH,
  TANVIR_BATCH_OWN,
  VEERA,
  VEERA_SAUNA,
  VEERA_SAUNA_OWN,
} from './answers-31-cast.js';

const sioneTeam = {
  persona: SIONE,
  others: SIONE_TEAM,
  own: SIONE_TEAM_OWN,
  participants: ['Dave', 'Priya'],
  chat: 'group' as const,
};
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
const ondrejDm = { persona: ONDREJ, others: ONDREJ_DM, own: ONDREJ_DM_OWN, participants: ['Lucie'] };
const joyDm = { persona: JOY, others: JOY_DM, own: JOY_DM_OWN, participants: ['Carlo'] };

export const SLIPS_31_MORE: CorpusEntry[] = [
  // Ordinary answers that merely look unusual.
  {
    name: 'set31 sione team: a markdown table of positions a coach pastes (2.5 Pro)',
    ...sioneTeam,
    answer: '# «send»\n| Pos | Player |\n|---|---|\n| 9 | Ollie |\n| 10 | Mere |\nbe there 8:15 👊',
    expect: [
      {
        type: 'send',
        text: '| Pos | Player |\n|---|---|\n| 9 | Ollie |\n| 10 | Mere |\nbe there 8:15 👊',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'set31 veera sauna: an ellipsis inside a real answer (2.5 Flash)',
    ...veeraSauna,
    answer: '# «send»\nVesuri on... vajassa. Avain kukkaruukun alla.',
    expect: [{ type: 'send', text: 'Vesuri on... vajassa. Avain kukkaruukun alla.', replyTo: 4005 }],
  },
  {
    name: 'set31 tanvir batch: a question back, lower case, with a mention (3)',
    ...tanvirBatch,
    answer: '# «send»\n@Rafi konta lagbe, lecture 9 er ta na 10 er ta?',
    expect: [{ type: 'send', text: '@Rafi konta lagbe, lecture 9 er ta na 10 er ta?', replyTo: 4005 }],
  },
  {
    name: 'set31 ondřej dm: a closing greeting with his first name spelled out in the text (2.5 Pro)',
    ...ondrejDm,
    answer:
      '# «send»\nV sobotu se stav, kdykoli po deváté. Kdyby něco, volej na mobil, Ondřej je doma celý den 🐝',
    expect: [
      {
        type: 'send',
        text: 'V sobotu se stav, kdykoli po deváté. Kdyby něco, volej na mobil, Ondřej je doma celý den 🐝',
      },
    ],
  },
  {
    name: 'set31 joy dm: a numbered list a person types (2.5 Flash)',
    ...joyDm,
    answer: '# «send»\nok plan:\n1. 7pm ramen\n2. milk tea after\n3. uwi bago 11 kasi may shift ako 😅',
    expect: [
      {
        type: 'send',
        text: 'ok plan:\n1. 7pm ramen\n2. milk tea after\n3. uwi bago 11 kasi may shift ako 😅',
      },
    ],
  },
  {
    name: 'set31 ondřej dm: a wait in words with a unit and two messages (3)',
    ...ondrejDm,
    answer:
      '# «send»\nMoment, kouknu do spíže.\n\n# «wait»\ndelay: 90 s\n\n# «send»\nMám ještě tři sklenice lipového 🍯',
    expect: [
      { type: 'send', text: 'Moment, kouknu do spíže.' },
      { type: 'wait', delay: 90 },
      { type: 'send', text: 'Mám ještě tři sklenice lipového 🍯' },
    ],
  },
  {
    name: 'set31 sione team: a reaction and a sticker after a message (2.5 Flash)',
    ...sioneTeam,
    answer: '# «send»\n8:15 team 🏉\n\n# «react» 4001\n👍\n\n# «sticker»\nHeidiDuck :: 👋',
    expect: [
      { type: 'send', text: '8:15 team 🏉', replyTo: 4005 },
      { type: 'react', emoji: '👍', messageId: 4001 },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
  // Slips written anew.
  {
    name: 'set31 veera sauna: a bare reasoning word line then the text (2.5 Pro)',
    ...veeraSauna,
    answer: 'thought\nJukka needs a billhook; Veera has one.\n# «send»\nMinulla on. Hae vajasta.',
    expect: [{ type: 'send', text: 'Minulla on. Hae vajasta.', replyTo: 4005 }],
  },
  {
    name: 'set31 tanvir batch: an analysis paragraph in the body before the message (3)',
    ...tanvirBatch,
    answer:
      '# «send»\nAnalysis: the user is asking Tanvir for the Dijkstra slides; he has them in the drive.\n\nha ache, drive link dicchi ektu pore',
    expect: [{ type: 'send', text: 'ha ache, drive link dicchi ektu pore', replyTo: 4005 }],
  },
  {
    name: 'set31 joy dm: a rule then a note about keeping it short (2.5 Flash)',
    ...joyDm,
    answer:
      '# «send»\nSige Sabado 7pm! 🍜\n\n---\n**Note:** I kept Joy playful and short, like her usual texts.',
    expect: [{ type: 'send', text: 'Sige Sabado 7pm! 🍜' }],
  },
  {
    name: 'set31 ondřej dm: an aside in brackets naming him after the message (2.5 Pro)',
    ...ondrejDm,
    actions: 'never',
    answer:
      '# «send»\nSobota je ideální, jsem doma od devíti.\n(Ondřej se usměje a jde zkontrolovat sklenice.)',
    expect: [{ type: 'send', text: 'Sobota je ideální, jsem doma od devíti.' }],
  },
  {
    name: 'set31 sione team: JSON list with other key names (2.5 Flash)',
    ...sioneTeam,
    answer:
      '[{"kind": "message", "body": "8:15 at Grey Lynn Park 🏉"}, {"kind": "message", "body": "Bring water!"}]',
    expect: [
      { type: 'send', text: '8:15 at Grey Lynn Park 🏉', replyTo: 4005 },
      { type: 'send', text: 'Bring water!' },
    ],
  },
  {
    name: 'set31 joy dm: quotation marks around the whole message (3)',
    ...joyDm,
    answer: '# «send»\n"Sige babe, Sabado! Ako na bahala sa reservation 😘"',
    expect: [{ type: 'send', text: 'Sige babe, Sabado! Ako na bahala sa reservation 😘' }],
  },
  {
    name: 'set31 tanvir batch: a heading with a colon and a number label over two messages (2.5 Pro)',
    ...tanvirBatch,
    answer: '# «send»\n**Message 1:**\nslide ache\n\n# «send»\n**Message 2:**\nektu pore pathacchi, net slow',
    expect: [
      { type: 'send', text: 'slide ache', replyTo: 4005 },
      { type: 'send', text: 'ektu pore pathacchi, net slow' },
    ],
  },
  {
    name: 'set31 veera sauna: a third-person intro and closing remark both inside the body (3)',
    ...veeraSauna,
    answer:
      '# «send»\nMinulla on vesuri, hae vajasta.\n\nVeera would say no more than this; she is a woman of few words.',
    expect: [{ type: 'send', text: 'Minulla on vesuri, hae vajasta.', replyTo: 4005 }],
  },
  {
    name: 'set31 ondřej dm: an HTML comment with a plan inside the body (2.5 Flash)',
    ...ondrejDm,
    answer: '# «send»\n<!-- keep it friendly, mention the time -->\nJasně, v sobotu od devíti. 🐝',
    expect: [{ type: 'send', text: 'Jasně, v sobotu od devíti. 🐝' }],
  },
];
