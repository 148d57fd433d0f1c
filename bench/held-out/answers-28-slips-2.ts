/**
 * Held-out set 28, slips of the second kind: echoes, cut answers, stickers written as the model
 * saw them, and families of its own (translations, citation marks, template tokens, made-up
 * turns, checklists and self-ratings in other languages, drafts), some two in one answer.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  CAMILLE_DM,
  CAMILLE_TAVERN,
  INGRID_DM,
  LWAZI_DM,
  LWAZI_GROUP,
  MEILING_DM,
  MEILING_GROUP,
  NGOZI_DM,
  NGOZI_GROUP,
  RUSTAM_DM,
  RUSTAM_GROUP,
} from './answers-28-cast.js';

export const SLIPS_28_MORE: CorpusEntry[] = [
  {
    name: 'rustam: the friend’s message quoted back above the answer',
    ...RUSTAM_DM,
    answer: '# «send»\n> И го вечером в доту, Sardor тоже будет\nго, в 9',
    expect: [{ type: 'send', text: 'го, в 9' }],
    withheld: ['echo'],
  },
  {
    name: '美玲: group, the transcript header and message repeated in the body',
    ...MEILING_GROUP,
    chat: 'group',
    callout: true,
    answer: '# «send»\n⟦#4005 阿宏⟧ 美玲姐，妳的店可以借我們用嗎？\n可以呀，星期一來！',
    expect: [{ type: 'send', text: '可以呀，星期一來！', replyTo: 4005 }],
  },
  {
    name: 'lwazi: Thandi’s own request sent back to her first',
    ...LWAZI_DM,
    answer: '# «send»\nAnd can you put me on the guest list, me and my cousin\n# «send»\nDone, sorted 🙌',
    expect: [{ type: 'send', text: 'Done, sorted 🙌' }],
    withheld: ['echo'],
  },
  {
    // A header numbered after the last shown message is the model's new message.
    name: 'ngozi: her new message written under a transcript header of its own',
    ...NGOZI_DM,
    answer: '⟦#4006 Ngozi⟧ Friday 8pm sharp, no vex',
    expect: [{ type: 'send', text: 'Friday 8pm sharp, no vex' }],
  },
  {
    name: 'ingrid: cut at the output limit in the second message',
    ...INGRID_DM,
    truncated: true,
    answer:
      '# «send»\nPålstek är bäst för jollen.\n\n# «send»\nOch när du lägger den, tänk på att kaninen kommer upp ur hålet, springer runt träde',
    expect: [{ type: 'send', text: 'Pålstek är bäst för jollen.' }],
    withheld: ['truncated'],
  },
  {
    name: 'rustam: a reaction, then a message cut mid-word',
    ...RUSTAM_DM,
    truncated: true,
    answer: '# «react» 🤝\n\n# «send»\nго, только я сначала доделаю лабу по базам, там ещё нормализаци',
    expect: [{ type: 'react', emoji: '🤝', messageId: 4005 }],
    withheld: ['truncated'],
  },
  {
    name: 'lwazi: a reaction beside a message of a word joiner only',
    ...LWAZI_DM,
    answer: '# «react» 👍\n# «send»\n\u2060',
    expect: [{ type: 'react', emoji: '👍', messageId: 4005 }],
  },
  {
    name: 'lwazi: a JSON task list cut in its second item',
    ...LWAZI_DM,
    truncated: true,
    answer:
      '[{"type": "send", "text": "Yebo! You\'re both in"}, {"type": "send", "text": "Bring your coz but tell h',
    expect: [{ type: 'send', text: "Yebo! You're both in" }],
  },
  {
    name: 'ingrid: a sticker narrated in Swedish',
    ...INGRID_DM,
    answer: '*skickar klistermärket 👋*',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '👋' }],
  },
  {
    name: 'rustam: a sticker noted in Russian in brackets as its own message',
    ...RUSTAM_DM,
    answer: '# «send»\nго\n\n# «send»\n(стикер 😂)',
    expect: [
      { type: 'send', text: 'го' },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  {
    name: 'rustam: a Russian translation aside closing the line',
    ...RUSTAM_DM,
    answer: "# «send»\nRahmat, do'stim! 9 da kiraman (перевод: спасибо, друг! в 9 зайду)",
    expect: [{ type: 'send', text: "Rahmat, do'stim! 9 da kiraman" }],
  },
  {
    name: 'camille: a chat template token at the end',
    ...CAMILLE_DM,
    answer: '# «send»\nallez jte fais le plan ce soir<end_of_turn>',
    expect: [{ type: 'send', text: 'allez jte fais le plan ce soir' }],
  },
  {
    name: 'ngozi: a turn made up for her sister after the message',
    ...NGOZI_DM,
    answer: '# «send»\nFriday 8pm, come after\nAdaeze: ok I go reach by 9',
    expect: [{ type: 'send', text: 'Friday 8pm, come after' }],
  },
  {
    name: 'ingrid: a Markdown heading titling the body as her reply',
    ...INGRID_DM,
    answer: '# «send»\n### Svar till Elias\nPålstek. Den håller och lossnar lätt.',
    expect: [{ type: 'send', text: 'Pålstek. Den håller och lossnar lätt.' }],
  },
  {
    name: 'rustam: a checklist of the turn with ballot boxes',
    ...RUSTAM_DM,
    answer: '# «send»\nго в 9, лабу скинул\n\n☑ ответил про доту\n☑ ответил про лабу',
    expect: [{ type: 'send', text: 'го в 9, лабу скинул' }],
  },
  {
    name: 'rustam: group, a self-rating in Russian',
    ...RUSTAM_GROUP,
    chat: 'group',
    callout: true,
    answer: '# «send»\nХорошо, узнаю после пары\n\nУверенность: высокая',
    expect: [{ type: 'send', text: 'Хорошо, узнаю после пары', replyTo: 4005 }],
  },
  {
    name: 'camille: tavern, an OOC aside under the elf’s line',
    ...CAMILLE_TAVERN,
    chat: 'group',
    callout: true,
    actions: 'always',
    answer: '# «send»\n*s’incline* Suis-moi, voyageur.\n((OOC: je reste dans le perso, promis))',
    expect: [{ type: 'send', text: '*s’incline* Suis-moi, voyageur.', replyTo: 4005 }],
  },
  {
    name: 'ingrid: actions never, a smile before the text',
    ...INGRID_DM,
    actions: 'never',
    answer: '# «send»\n*ler* Pålstek, såklart!',
    expect: [{ type: 'send', text: 'Pålstek, såklart!' }],
  },
  {
    name: 'lwazi: a thinking tag and an offer of another version, no blocks',
    ...LWAZI_DM,
    answer:
      '<thinking>She wants her and her cousin on the list.</thinking>\nSharp, both on the list!\n\nWant a more chilled version?',
    expect: [{ type: 'send', text: 'Sharp, both on the list!' }],
  },
  {
    name: 'ngozi: group, an HTML action before the text',
    ...NGOZI_GROUP,
    chat: 'group',
    answer: '# «send» 4003\n<i>laughs</i> Priya you too dey fear',
    expect: [{ type: 'send', text: 'Priya you too dey fear', replyTo: 4003 }],
  },
  {
    name: '美玲: a lead-in in Traditional Chinese presenting her reply',
    ...MEILING_DM,
    answer: '# «send»\n以下是我的回覆：\n沒問題喔，週六下午等您！',
    expect: [{ type: 'send', text: '沒問題喔，週六下午等您！' }],
  },
  {
    name: 'ingrid: two versions set off with a Swedish option word',
    ...INGRID_DM,
    answer:
      '# «send»\nAlternativ 1:\nPålstek, den är säkrast.\n\nAlternativ 2:\nDet beror på båten, men pålstek brukar funka.',
    expect: [{ type: 'send', text: 'Pålstek, den är säkrast.' }],
  },
  {
    name: 'lwazi: group, a self-closing silence tag',
    ...LWAZI_GROUP,
    chat: 'group',
    answer: '<silence/>',
    expect: [],
  },
  {
    name: 'ingrid: a made-up thanks from her grandson under the message',
    ...INGRID_DM,
    answer: '# «send»\nPålstek, vännen.\nElias: Tack mormor!',
    expect: [{ type: 'send', text: 'Pålstek, vännen.' }],
  },
  {
    name: 'camille: a French offer to reword, after the message',
    ...CAMILLE_DM,
    answer:
      '# «send»\nnan jpeux pas, mais jte fais un plan\n\nTu veux que je reformule ma réponse de façon plus cool ?',
    expect: [{ type: 'send', text: 'nan jpeux pas, mais jte fais un plan' }],
  },
  {
    name: 'rustam: group, a made-up thanks from Sardor naming him',
    ...RUSTAM_GROUP,
    chat: 'group',
    callout: true,
    answer: '# «send»\nОк, схожу в деканат\nSardor: спасибо, Рустам!',
    expect: [{ type: 'send', text: 'Ок, схожу в деканат', replyTo: 4005 }],
  },
  {
    name: 'lwazi: a label and a reasoning line in one body',
    ...LWAZI_DM,
    answer: '# «send»\nThought: keep it short, she is excited\nLwazi: you and your cousin are in, sisi',
    expect: [{ type: 'send', text: 'you and your cousin are in, sisi' }],
  },
];
