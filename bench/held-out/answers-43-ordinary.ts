import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  ELODIE,
  ELODIE_NOT_ADDRESSED,
  LUCIA,
  LUCIA_NOT_ADDRESSED,
  MAGGIE,
  THIAGO,
} from './answers-43-scenes.js';

/**
 * Set 43, ordinary answers: well-formed replies, reactions, stickers, waits, memory writes and
 * silence, and real messages that merely look like slips (a person correcting themselves, a
 * plan, a note to someone, a table, a header, a sticker explained because the partner asked).
 * Each is expected as sent.
 */
export const HELD_OUT_43_ORDINARY: readonly CorpusEntry[] = [
  {
    name: 'en maggie: reaction to an earlier joke, then two messages (Gemini 2.5 Flash)',
    ...MAGGIE,
    answer:
      "# «react» 🤣 4001\n\n# «send»\nIt's £15 now, went up in Jan sorry! Still cheaper than his therapy 😂\n\n# «send»\nAnd YES found the lead, it was wrapped round the spare tyre in my van. Bringing it thursday",
    expect: [
      { type: 'react', emoji: '🤣', messageId: 4001 },
      { type: 'send', text: "It's £15 now, went up in Jan sorry! Still cheaper than his therapy 😂" },
      {
        type: 'send',
        text: 'And YES found the lead, it was wrapped round the spare tyre in my van. Bringing it thursday',
      },
    ],
  },
  {
    name: 'en maggie: a message, a two-minute wait, an afterthought (Gemini 3 Flash)',
    ...MAGGIE,
    answer:
      '# «send»\nThursday half 10 as usual 👍\n\n# «wait»\n2 min\n\n# «send»\nOh and it’s £15 now, sorry, forgot to tell you in January',
    expect: [
      { type: 'send', text: 'Thursday half 10 as usual 👍' },
      { type: 'wait', delay: 120 },
      { type: 'send', text: 'Oh and it’s £15 now, sorry, forgot to tell you in January' },
    ],
  },
  {
    name: 'en maggie: a person correcting herself mid-sentence with "wait no" (Claude Sonnet)',
    ...MAGGIE,
    answer: '# «send»\n£12! wait no, £15 since January, I keep forgetting I put it up 🙈',
    expect: [{ type: 'send', text: '£12! wait no, £15 since January, I keep forgetting I put it up 🙈' }],
  },
  {
    name: 'en maggie: a joke "note to self" line written to the client, plain (Gemini 2.5 Pro)',
    ...MAGGIE,
    answer:
      "# «send»\nIt's £15 now. Lead found, it was in the van 🙄\nNote to self: stop losing other people's dogs' stuff",
    expect: [
      {
        type: 'send',
        text: "It's £15 now. Lead found, it was in the van 🙄\nNote to self: stop losing other people's dogs' stuff",
      },
    ],
  },
  {
    name: 'en maggie: a price list as a person types one (GPT-4o)',
    ...MAGGIE,
    answer:
      "# «send»\nNew prices from Jan (sorry!!):\n- 30 min: £9\n- 1 hour: £15\n- 2 dogs same house: £22\n\nBiscuit's lead is found, it was in the van 🙌",
    expect: [
      {
        type: 'send',
        text: "New prices from Jan (sorry!!):\n- 30 min: £9\n- 1 hour: £15\n- 2 dogs same house: £22\n\nBiscuit's lead is found, it was in the van 🙌",
      },
    ],
  },
  {
    name: 'en maggie: a message then a waving sticker (Gemini 2.5 Flash)',
    ...MAGGIE,
    answer:
      "# «send»\nThursday it is! Tell him I'm bringing the squeaky hedgehog\n\n# «sticker»\nHeidiDuck\n👋",
    expect: [
      { type: 'send', text: "Thursday it is! Tell him I'm bringing the squeaky hedgehog" },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
  {
    name: 'en maggie: a question back, replying to the Thursday message (Llama 3.3 70B)',
    ...MAGGIE,
    answer:
      '# «send» 4003\nOf course, what time does your late start? If it’s after 2 I can do the afternoon walk instead',
    expect: [
      {
        type: 'send',
        text: 'Of course, what time does your late start? If it’s after 2 I can do the afternoon walk instead',
        replyTo: 4003,
      },
    ],
  },
  {
    name: 'en maggie: a plan a person means, for Thursday (Gemini 3 Flash)',
    ...MAGGIE,
    answer:
      "# «send»\nPlan for thursday: I'll grab him at half 10, long loop round Platt Fields, back by 12 and I'll text you a pic 📸",
    expect: [
      {
        type: 'send',
        text: "Plan for thursday: I'll grab him at half 10, long loop round Platt Fields, back by 12 and I'll text you a pic 📸",
      },
    ],
  },
  {
    name: 'en maggie: the client asked why that reaction, she explains it (Gemini 2.5 Flash)',
    ...MAGGIE,
    others: new Map([
      [4001, "Biscuit has been moping by the door since 7, I think he knows it's your day 😂"],
      [4003, "are you still ok to take him thursday? I'm on a late"],
      [4005, 'why the 🤣 on my moping message haha, was it that funny'],
    ]),
    answer:
      '# «send»\nBecause "moping by the door since 7" is the most Biscuit sentence ever written 😂 I reacted before I\'d even finished reading',
    expect: [
      {
        type: 'send',
        text: 'Because "moping by the door since 7" is the most Biscuit sentence ever written 😂 I reacted before I\'d even finished reading',
      },
    ],
  },
  {
    name: 'en maggie: a message and a note about the client (Gemini 2.5 Pro)',
    ...MAGGIE,
    answer:
      '# «send»\n£15 now I’m afraid! Lead found ✔️\n\n# «note»\nPriya works lates some Thursdays; Biscuit walk then moves to the afternoon',
    expect: [{ type: 'send', text: '£15 now I’m afraid! Lead found ✔️' }, { type: 'note' }],
  },
  {
    name: 'es lucía: called by name, one warm answer (Gemini 2.5 Flash)',
    ...LUCIA,
    callout: true,
    answer: '# «send»\n¡Claro que sí! Os guardo una docena, y no pagas nada, faltaría más 😘',
    expect: [
      {
        type: 'send',
        text: '¡Claro que sí! Os guardo una docena, y no pagas nada, faltaría más 😘',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'es lucía: two replies to two of Carmen’s messages (Gemini 3 Flash)',
    ...LUCIA,
    callout: true,
    answer:
      '# «send» 4005\nSí, me sobran, el jueves te bajo una bandeja 🧁\n\n# «send» 4003\nLa portera dice que el fontanero viene a las 11, Carmen',
    expect: [
      { type: 'send', text: 'Sí, me sobran, el jueves te bajo una bandeja 🧁', replyTo: 4005 },
      { type: 'send', text: 'La portera dice que el fontanero viene a las 11, Carmen', replyTo: 4003 },
    ],
  },
  {
    name: 'es lucía: Paco asks Rosa, the model keeps a private note only (Gemini 2.5 Flash)',
    ...LUCIA,
    others: LUCIA_NOT_ADDRESSED,
    answer: '# «think»\nPaco le pregunta a Rosa por el ascensor, no a mí. No digo nada.',
    expect: [],
  },
  {
    name: 'es lucía: not addressed, only a reaction to the water notice (Gemini 3 Flash)',
    ...LUCIA,
    others: LUCIA_NOT_ADDRESSED,
    answer: '# «react» 🙏 4001',
    expect: [{ type: 'react', emoji: '🙏', messageId: 4001 }],
  },
  {
    name: 'es lucía: slang, no accents, abbreviations (Mistral Large)',
    ...LUCIA,
    callout: true,
    answer: '# «send»\nq va, si sobran un monton jajaja. el jueves las bajo, xfa no me pagues eh',
    expect: [
      {
        type: 'send',
        text: 'q va, si sobran un monton jajaja. el jueves las bajo, xfa no me pagues eh',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'es lucía: a bracketed aside of her own at the end of a line (Gemini 2.5 Pro)',
    ...LUCIA,
    callout: true,
    answer: '# «send»\nSon de limón y arándanos (las de chocolate se las comió mi hijo, lo siento 🙄)',
    expect: [
      {
        type: 'send',
        text: 'Son de limón y arándanos (las de chocolate se las comió mi hijo, lo siento 🙄)',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'es lucía: one line for each neighbour by name, as people write in groups (GPT-4.1)',
    ...LUCIA,
    callout: true,
    answer:
      '# «send»\nPara Carmen: sí, una docena apartada, no se paga nada.\nPara Rosa: gracias por avisar del agua, lleno la olla esta noche.',
    expect: [
      {
        type: 'send',
        text: 'Para Carmen: sí, una docena apartada, no se paga nada.\nPara Rosa: gracias por avisar del agua, lleno la olla esta noche.',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'es lucía: an English notice for other tenants, quoted in her message (Gemini 3 Flash)',
    ...LUCIA,
    callout: true,
    answer:
      '# «send»\nCarmen, apartadas 🧁\n\n# «send»\nRosa, el cartel en inglés para los del 5º:\n\n"Water cut tomorrow 9–12"\n\nasí se enteran 😉',
    expect: [
      { type: 'send', text: 'Carmen, apartadas 🧁', replyTo: 4005 },
      {
        type: 'send',
        text: 'Rosa, el cartel en inglés para los del 5º:\n\n"Water cut tomorrow 9–12"\n\nasí se enteran 😉',
      },
    ],
  },
  {
    name: 'pt-br thiago: capitals, fire, then what to bring (Gemini 2.5 Flash)',
    ...THIAGO,
    answer:
      '# «send»\nVAI ROLAR SIM 🔥🔥\n\n# «send»\nleva uns 2kg de linguiça e a caixa de som com certeza, sem música não dá',
    expect: [
      { type: 'send', text: 'VAI ROLAR SIM 🔥🔥' },
      { type: 'send', text: 'leva uns 2kg de linguiça e a caixa de som com certeza, sem música não dá' },
    ],
  },
  {
    name: 'pt-br thiago: a reaction to the neighbour story and a time (Gemini 3 Flash)',
    ...THIAGO,
    answer: '# «react» 🤣 4003\n\n# «send»\nsábado 13h lá em casa, chama o Dudu tbm',
    expect: [
      { type: 'react', emoji: '🤣', messageId: 4003 },
      { type: 'send', text: 'sábado 13h lá em casa, chama o Dudu tbm' },
    ],
  },
  {
    name: 'pt-br thiago: a table he typed of who brings what (GPT-4o)',
    ...THIAGO,
    answer:
      '# «send»\nfiz a lista pra ninguém levar a mesma coisa:\n\n| quem | leva |\n|---|---|\n| eu | carne e carvão |\n| Bia | linguiça + caixa de som |\n| Dudu | cerveja |\n| Rafa | pão de alho |',
    expect: [
      {
        type: 'send',
        text: 'fiz a lista pra ninguém levar a mesma coisa:\n\n| quem | leva |\n|---|---|\n| eu | carne e carvão |\n| Bia | linguiça + caixa de som |\n| Dudu | cerveja |\n| Rafa | pão de alho |',
      },
    ],
  },
  {
    name: 'pt-br thiago: at work, answers briefly (Gemini 2.5 Flash-Lite)',
    ...THIAGO,
    answer: '# «send»\nrapaz tô no trampo agora, te respondo direito mais tarde. mas sim, churras confirmado',
    expect: [
      {
        type: 'send',
        text: 'rapaz tô no trampo agora, te respondo direito mais tarde. mas sim, churras confirmado',
      },
    ],
  },
  {
    name: 'pt-br thiago: the day’s plan as a numbered list a person types (Gemini 3 Flash)',
    ...THIAGO,
    answer:
      '# «send»\nplano pro sábado:\n1. 11h eu acendo a churrasqueira\n2. 13h chega geral\n3. 16h jogo no telão\n\nnão se atrasa que a picanha não espera ninguém 😂',
    expect: [
      {
        type: 'send',
        text: 'plano pro sábado:\n1. 11h eu acendo a churrasqueira\n2. 13h chega geral\n3. 16h jogo no telão\n\nnão se atrasa que a picanha não espera ninguém 😂',
      },
    ],
  },
  {
    name: 'pt-br thiago: a message and what he knows about Bia (Gemini 2.5 Pro)',
    ...THIAGO,
    answer:
      '# «send»\nsábado sim! leva a caixa 🙏\n\n# «person» 5521\nBia: palmeirense, sempre leva a caixa de som nos churrascos',
    expect: [{ type: 'send', text: 'sábado sim! leva a caixa 🙏' }, { type: 'person' }],
  },
  {
    name: 'pt-br thiago: Bia asked about the sticker, he explains his pick (Gemini 3 Flash)',
    ...THIAGO,
    others: new Map([
      [4001, 'cara vc viu o jogo ontem??'],
      [4003, 'aquele gol no final eu gritei tanto que o vizinho bateu na parede kkkk'],
      [4005, 'kkkkk que figurinha é essa 😂 de onde vc tirou esse pato'],
    ]),
    answer: '# «send»\nescolhi o pato rindo pq é exatamente a cara do teu vizinho batendo na parede kkkkk',
    expect: [
      {
        type: 'send',
        text: 'escolhi o pato rindo pq é exatamente a cara do teu vizinho batendo na parede kkkkk',
      },
    ],
  },
  {
    name: 'pt-br thiago: a plain "nota:" line to Bia after the text (Sabiá-3)',
    ...THIAGO,
    answer: '# «send»\nbora, sábado 13h!\nnota: a caixa de som tá sem bateria, traz o cabo',
    expect: [{ type: 'send', text: 'bora, sábado 13h!\nnota: a caixa de som tá sem bateria, traz o cabo' }],
  },
  {
    name: 'fr élodie: called by name, a plain yes with a question (Gemini 2.5 Flash)',
    ...ELODIE,
    callout: true,
    answer: "# «send»\nOui sans problème, j'ai deux rehausseurs dans le coffre. Départ 8h15 devant l'école ?",
    expect: [
      {
        type: 'send',
        text: "Oui sans problème, j'ai deux rehausseurs dans le coffre. Départ 8h15 devant l'école ?",
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'fr élodie: she corrects herself in the message, "ah non attendez" (Mistral Medium)',
    ...ELODIE,
    callout: true,
    answer:
      '# «send»\nOui je peux en prendre deux ! Ah non attendez, j’ai la petite de ma sœur vendredi… du coup un seul, désolée 😕',
    expect: [
      {
        type: 'send',
        text: 'Oui je peux en prendre deux ! Ah non attendez, j’ai la petite de ma sœur vendredi… du coup un seul, désolée 😕',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'fr élodie: Karim asks Nadia, a private note and nothing else (Gemini 3 Flash)',
    ...ELODIE,
    others: ELODIE_NOT_ADDRESSED,
    answer: '# «think»\nKarim s’adresse à Nadia, pas à moi. Je ne réponds pas.',
    expect: [],
  },
  {
    name: 'fr élodie: not addressed, a thumbs-up on the reminder (Gemini 2.5 Flash)',
    ...ELODIE,
    others: ELODIE_NOT_ADDRESSED,
    answer: '# «react» 👍 4001',
    expect: [{ type: 'react', emoji: '👍', messageId: 4001 }],
  },
  {
    name: 'fr élodie: an "N.B." line for the parents, plain (GPT-4o mini)',
    ...ELODIE,
    callout: true,
    answer:
      '# «send»\nOk pour deux enfants ! Je serai devant l’école à 8h15.\nN.B. : pensez aux casquettes, il annonce 27°',
    expect: [
      {
        type: 'send',
        text: 'Ok pour deux enfants ! Je serai devant l’école à 8h15.\nN.B. : pensez aux casquettes, il annonce 27°',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'fr élodie: the outing’s programme under a bold title, then the answer (Gemini 2.5 Pro)',
    ...ELODIE,
    callout: true,
    answer:
      '# «send»\n**Programme de vendredi**\n8h15 départ école\n10h visite guidée\n12h pique-nique au parc de la Tête d’Or\n15h30 retour\n\nEt oui Sébastien, je prends les deux 👍',
    expect: [
      {
        type: 'send',
        text: '**Programme de vendredi**\n8h15 départ école\n10h visite guidée\n12h pique-nique au parc de la Tête d’Or\n15h30 retour\n\nEt oui Sébastien, je prends les deux 👍',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'fr élodie: the teacher’s words quoted in guillemets inside her message (Gemini 3 Flash)',
    ...ELODIE,
    callout: true,
    answer:
      '# «send»\nOui Sébastien, deux places 👍 La maîtresse a écrit : « Prévoir un sac à dos avec gourde et pique-nique, pas de verre. » Donc pas de bocaux les amis 😅',
    expect: [
      {
        type: 'send',
        text: 'Oui Sébastien, deux places 👍 La maîtresse a écrit : « Prévoir un sac à dos avec gourde et pique-nique, pas de verre. » Donc pas de bocaux les amis 😅',
        replyTo: 4005,
      },
    ],
  },
];
