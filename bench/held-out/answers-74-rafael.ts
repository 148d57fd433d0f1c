/** Set 74: Rafael helps his friend Caio with the best man's toast at his brother's wedding. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { CAIO, CAIO_CHAT, CAIO_OWN, lines, RAFAEL, send } from './answers-74-cast.js';

const caio = { persona: RAFAEL, participants: CAIO, others: CAIO_CHAT, own: CAIO_OWN } as const;

const TOAST = lines(
  'Boa noite, gente! Pra quem não me conhece, eu sou o Caio, irmão do noivo e, a partir de hoje, oficialmente o segundo homem mais importante da vida da Bia.',
  '',
  'O Léo sempre foi o cara mais tímido que eu conheço. Engenheiro, calculista, nunca deu um passo sem planilha. Aí, num bloco em Olinda, no meio de um frevo, ele perdeu a sandália, a Bia achou, e pela primeira vez na vida meu irmão fez uma coisa sem planejar: chamou ela pra dançar.',
  '',
  'Léo, Bia: que vocês continuem perdendo a sandália um pelo outro. Um brinde aos noivos! 🥂',
);

const STORY_1 = 'cara vou te contar a pior coisa que já vi num casamento, pra tu se sentir melhor kkkk';
const STORY_2 = lines(
  'Boa Viagem, 2019. o padrinho subiu pra falar, tava nervoso, bebeu três doses de cachaça "pra relaxar". começou o discurso, esqueceu o nome da noiva. chamou ela de Fernanda. o nome dela era Luana.',
  '',
  'sabe o que salvou? a Luana pegou o microfone e disse "Fernanda é minha versão da ressaca de amanhã". o salão veio abaixo.',
  '',
  'moral: tu não vai ser pior que isso. e sem cachaça antes, ok? 😂',
);

const NOTES = lines(
  'li teu rascunho, vamo lá:',
  '',
  '- o começo tá ótimo, a piada da sandália é ouro',
  '- a parte da faculdade tá longa demais, corta pela metade',
  '- tira a piada da ex dele. sério. a tia Socorro vai estar lá',
  '- o tom tá meio formal no final ("desejo-lhes votos de"), fala como tu fala',
  '',
  'de resto tá lindo, mano. o Léo vai chorar',
);

export const RAFAEL_ENTRIES: readonly CorpusEntry[] = [
  {
    name: 'rafael: a toast about the couple in the third person, announced first',
    ...caio,
    answer: lines('# «send» 4005', 'fiz um rascunho aqui, vê se tem tua cara:', '', '# «send»', TOAST),
    expect: [send('fiz um rascunho aqui, vê se tem tua cara:', 4005), send(TOAST)],
  },
  {
    name: 'rafael: a wedding story told in two messages',
    ...caio,
    answer: lines('# «send» 4005', STORY_1, '', '# «send»', STORY_2),
    expect: [send(STORY_1, 4005), send(STORY_2)],
  },
  {
    name: 'rafael: relaying what the bride asked, with a sticker',
    ...caio,
    answer: lines(
      '# «send»',
      'ah, e a Bia me chamou no direct ontem perguntando se tu vai levar a Duda. ela precisa fechar a lista da mesa até quinta',
      '',
      '# «sticker»',
      'HeidiDuck',
      '👋',
    ),
    expect: [
      send(
        'ah, e a Bia me chamou no direct ontem perguntando se tu vai levar a Duda. ela precisa fechar a lista da mesa até quinta',
      ),
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
  {
    name: 'rafael: feedback on the friend draft as a list, its tone included',
    ...caio,
    answer: lines('# «send» 4005', NOTES),
    expect: [send(NOTES, 4005)],
  },
  {
    name: 'rafael: the toast and an offer to cut it, said to the friend',
    ...caio,
    answer: lines(
      '# «send» 4005',
      TOAST,
      '',
      '# «send»',
      'se achar grande, me fala que eu corto pra caber em um minuto. discurso de padrinho bom é discurso curto',
    ),
    expect: [
      send(TOAST, 4005),
      send(
        'se achar grande, me fala que eu corto pra caber em um minuto. discurso de padrinho bom é discurso curto',
      ),
    ],
  },
  // Gemini often reasons in English before answering in another language, as a first paragraph of the block.
  {
    name: 'rafael: an English read of the friend before the Portuguese toast',
    ...caio,
    answer: lines(
      '# «send» 4005',
      "Caio is anxious about public speaking and wants something short and funny that still honours his brother. I'll give him a ready toast built around the carnival story.",
      '',
      TOAST,
    ),
    expect: [send(TOAST, 4005)],
  },
  // A narrating aside about the partner between two paragraphs of the message, in brackets.
  {
    name: 'rafael: an aside about the friend between the toast and the pep talk',
    ...caio,
    answer: lines(
      '# «send» 4005',
      TOAST,
      '',
      '(O Caio parece inseguro, então vale reforçar que ele consegue.)',
      '',
      'tu vai arrasar, mano. lê em voz alta umas três vezes e pronto',
    ),
    expect: [send(lines(TOAST, '', 'tu vai arrasar, mano. lê em voz alta umas três vezes e pronto'), 4005)],
  },
  // A "Resumo:" recap of what the turn did, closing the answer.
  {
    name: 'rafael: a recap of the turn after the feedback',
    ...caio,
    answer: lines(
      '# «send» 4005',
      NOTES,
      '',
      'Resumo: comentei o rascunho do Caio, sugeri cortar a parte da faculdade e a piada da ex, e elogiei a abertura.',
    ),
    expect: [send(NOTES, 4005)],
  },
  // A remark on the tone kept, naming the persona in the third person, last.
  {
    name: 'rafael: a note on keeping his voice after the story',
    ...caio,
    answer: lines(
      '# «send» 4005',
      STORY_1,
      '',
      '# «send»',
      STORY_2,
      '',
      '(Mantive o jeito descontraído e cheio de "kkkk" que o Rafael usa com o Caio.)',
    ),
    expect: [send(STORY_1, 4005), send(STORY_2)],
  },
  // Two slips: a plan opening the answer and an English translation closing it.
  {
    name: 'rafael: a plan first and a translation last around a short reply',
    ...caio,
    answer: lines(
      'Plano: 1) acalmar o Caio 2) pedir os detalhes que faltam 3) prometer o rascunho hoje',
      '',
      '# «send» 4005',
      'calma que o padrinho tem DJ 😎 me diz só quanto tempo tu tem pra falar e se os pais vão estar lá. hoje à noite te mando o texto',
      '',
      "[EN: relax, the best man has a DJ 😎 just tell me how long you have to speak and whether the parents will be there. I'll send you the text tonight]",
    ),
    expect: [
      send(
        'calma que o padrinho tem DJ 😎 me diz só quanto tempo tu tem pra falar e se os pais vão estar lá. hoje à noite te mando o texto',
        4005,
      ),
    ],
  },
];
