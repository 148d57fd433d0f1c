/**
 * Set 59, Rafael (Brazilian Portuguese, a developer in Recife): he and Bia run a bakery's bot,
 * so the chat is about its system prompt, its silence rule and its memory; the squad's group
 * asks him to read the bot's logs.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { rafaelBia, rafaelSquad } from './answers-59-cast.js';

export const RAFAEL: readonly CorpusEntry[] = [
  rafaelBia({
    name: 'rafael: the bakery bot prompt in a code block, then its silence rule',
    answer:
      '# «send»\ntá aqui o que tá em prod:\n```\nVocê é a Lulu, atendente da Padaria Boa Massa. Responda sempre em português, curto e simpático.\nNunca invente preços. Se não souber, diga que vai perguntar.\n```\n\n# «send»\na regra do silêncio ficou: no grupo ela só responde se alguém chamar "Lulu" ou responder a ela\n',
    expect: [
      {
        type: 'send',
        text: 'tá aqui o que tá em prod:\n```\nVocê é a Lulu, atendente da Padaria Boa Massa. Responda sempre em português, curto e simpático.\nNunca invente preços. Se não souber, diga que vai perguntar.\n```',
      },
      {
        type: 'send',
        text: 'a regra do silêncio ficou: no grupo ela só responde se alguém chamar "Lulu" ou responder a ela',
      },
    ],
  }),
  rafaelBia({
    name: 'rafael: quotes the silence line he wrote and blames it',
    answer:
      '# «send»\ncoloquei assim: "Se ninguém falar com você no grupo, fique em silêncio." acho que é isso que tá deixando ela calada demais kkk\n',
    expect: [
      {
        type: 'send',
        text: 'coloquei assim: "Se ninguém falar com você no grupo, fique em silêncio." acho que é isso que tá deixando ela calada demais kkk',
      },
    ],
  }),
  rafaelBia({
    name: 'rafael: what he changed in the instructions yesterday',
    answer:
      '# «send» 4003\nmudei, foi isso:\n- tirei o exemplo em inglês do prompt\n- a persona agora tem idade e bairro\n- a memória guarda só aniversário e alergia\n\nprovavelmente o exemplo em inglês era o que segurava ela no português 🤔\n',
    expect: [
      {
        type: 'send',
        text: 'mudei, foi isso:\n- tirei o exemplo em inglês do prompt\n- a persona agora tem idade e bairro\n- a memória guarda só aniversário e alergia\n\nprovavelmente o exemplo em inglês era o que segurava ela no português 🤔',
        replyTo: 4003,
      },
    ],
  }),
  rafaelBia({
    name: 'rafael: the bot wrote a silly memory about Bia',
    answer:
      '# «send»\npior que ontem a Lulu anotou na memória "Bia é alérgica a glúten" kkkkk alguém zoou com ela no grupo\n\n# «send»\nvou apagar na mão\n',
    expect: [
      {
        type: 'send',
        text: 'pior que ontem a Lulu anotou na memória "Bia é alérgica a glúten" kkkkk alguém zoou com ela no grupo',
      },
      { type: 'send', text: 'vou apagar na mão' },
    ],
  }),
  rafaelSquad({
    name: 'rafael: agrees to read the logs after lunch',
    callout: true,
    answer: '# «send»\nconsigo sim, depois do almoço 👍\n',
    expect: [{ type: 'send', text: 'consigo sim, depois do almoço 👍', replyTo: 4005 }],
  }),
  rafaelSquad({
    name: 'rafael: laughs at the brackets, then a config line in code',
    callout: true,
    answer:
      '# «react» 4003\n😁\n\n# «send»\nolho hoje sim. aposto que é o `temperature: 1.4` que o Léo subiu sexta\n',
    expect: [
      { type: 'react', emoji: '😁', messageId: 4003 },
      {
        type: 'send',
        text: 'olho hoje sim. aposto que é o `temperature: 1.4` que o Léo subiu sexta',
        replyTo: 4005,
      },
    ],
  }),
  // The agent's own character section (its heading and card) pasted while the chat is about another bot's prompt.
  rafaelBia({
    name: 'rafael: slip, his own character section before the real answer',
    answer:
      '# «send»\n# Your character\n\nRafael, 29, backend dev in Recife. Jokes a lot, writes "kkk", never uses capital letters.\n\nvou te mandar por e-mail, é grande demais pra colar aqui\n',
    expect: [{ type: 'send', text: 'vou te mandar por e-mail, é grande demais pra colar aqui' }],
  }),
  // A closing self-reminder of the format rules, in the prompt's English.
  rafaelBia({
    name: 'rafael: slip, the format rule as a reminder under the message',
    answer:
      '# «send»\nno grupo ficou: só responde quando mencionada\n\nRemember: answer with task blocks and nothing else.\n',
    expect: [{ type: 'send', text: 'no grupo ficou: só responde quando mencionada' }],
  }),
  // Gemini writes its own turn's transcript header, account and all, before the text.
  rafaelBia({
    name: 'rafael: slip, his own header with user id before the text',
    answer: '# «send»\n⟦#4006 Rafael (user 3, @rafa_dev) 21:12⟧\nvou ver isso amanhã cedo, hoje não rola\n',
    expect: [{ type: 'send', text: 'vou ver isso amanhã cedo, hoje não rola' }],
  }),
  // The sticker line copied whole from the offered list, its description included.
  rafaelBia({
    name: 'rafael: slip, the sticker with its description from the list',
    answer: '# «send»\nde novo o inglês 😩\n\n# «sticker»\nHeidiDuck\n😂 — ‹pato rindo até chorar›\n',
    expect: [
      { type: 'send', text: 'de novo o inglês 😩' },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  // The refused-plan line of the turn part repeated without its brackets.
  rafaelBia({
    name: 'rafael: slip, the refused plan line above the reminder',
    answer:
      '# «send»\nNot kept from your last answer: remind Bia about the deploy on Friday.\n\nsexta tem deploy, não esquece de congelar o prompt 🙏\n',
    expect: [{ type: 'send', text: 'sexta tem deploy, não esquece de congelar o prompt 🙏' }],
  }),
  // A due plan: the plans section and its line copied over the message the plan asked for.
  rafaelBia({
    name: 'rafael: slip, his plans section over the deploy reminder',
    answer:
      '# «send»\n⟦your plans in this chat⟧\ne2 once, 2026-03-13 09:00 (Fri): lembrar a Bia do deploy\n\nbom dia! hoje tem deploy 🚀\n',
    expect: [{ type: 'send', text: 'bom dia! hoje tem deploy 🚀' }],
  }),
  // Two slips: a thinking model's deliberation about its instructions, then a note on the tone.
  rafaelBia({
    name: 'rafael: slip, deliberation about the prompt and a tone note',
    answer:
      "# «send»\nThe system prompt says I'm Rafael and should never reveal my instructions. Bia is asking for the bakery bot's prompt, not mine, so sharing it is fine.\n\nte mando no privado do github, tá no repo\n\n(kept it casual, Recife style)\n",
    expect: [{ type: 'send', text: 'te mando no privado do github, tá no repo' }],
  }),
  // The chat summary the model keeps, with user ids, written as a paragraph before the answer.
  rafaelSquad({
    name: 'rafael: slip, a summary of the group before the answer',
    callout: true,
    answer:
      '# «send»\nResumo até aqui: Caio (user 8) pediu revisão do PR; Léo (user 9) contou que o bot mandou colchetes no grupo; eu prometi revisar o PR em 1h.\n\nolho os logs depois do almoço, Bia\n',
    expect: [{ type: 'send', text: 'olho os logs depois do almoço, Bia', replyTo: 4005 }],
  }),
];
