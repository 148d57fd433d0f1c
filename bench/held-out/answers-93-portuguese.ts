/**
 * Set 93, Juliana with her cousin Thiago (Brazilian Portuguese): ordinary answers about his
 * mother, a friend's job tip and their plans, and answers with one line of the model's reading
 * of Thiago or plan for the turn.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { fall, layoff } from './answers-93-cast.js';

export const PORTUGUESE_93: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: the aunt's shame explained to her son in the third person.
  {
    name: 'set93: Juliana says the aunt is ashamed of the fall',
    ...fall,
    answer: `# «send»
Passo sim, amanhã saio do plantão às 7 e vou direto pra lá

# «send»
Ela tá com vergonha de ter caído, por isso fica dizendo que não foi nada. Minha mãe falou que ela nem quis contar pra vizinha`,
    expect: [
      { type: 'send', text: 'Passo sim, amanhã saio do plantão às 7 e vou direto pra lá' },
      {
        type: 'send',
        text: 'Ela tá com vergonha de ter caído, por isso fica dizendo que não foi nada. Minha mãe falou que ela nem quis contar pra vizinha',
      },
    ],
  },
  // Gemini 3 Flash: a reply to the older message, then "o principal agora é…" addressed to him.
  {
    name: "set93: Juliana's x-ray plan and 'the main thing is you don't blame yourself'",
    ...fall,
    answer: `# «send» 4003
Mancando? Então vou levar ela pra fazer um raio-x, nem que seja arrastada

# «send»
O principal agora é tu não ficar se culpando por estar longe, viu? Eu tô aqui pertinho`,
    expect: [
      {
        type: 'send',
        text: 'Mancando? Então vou levar ela pra fazer um raio-x, nem que seja arrastada',
        replyTo: 4003,
      },
      {
        type: 'send',
        text: 'O principal agora é tu não ficar se culpando por estar longe, viu? Eu tô aqui pertinho',
      },
    ],
  },
  // Gemini 2.5 Flash: the steps of the plan they are making, numbered.
  {
    name: 'set93: Juliana lays out three steps for coming home',
    ...layoff,
    answer: `# «send»
Não é loucura não. Mas faz assim:
1. pede a rescisão certinha e o seguro-desemprego aí mesmo
2. me manda o currículo que eu passo pro pessoal do Real Hospital Português, tão contratando TI
3. vem passar duas semanas aqui antes de decidir

# «send»
Aí tu decide com a cabeça fria`,
    expect: [
      {
        type: 'send',
        text: 'Não é loucura não. Mas faz assim:\n1. pede a rescisão certinha e o seguro-desemprego aí mesmo\n2. me manda o currículo que eu passo pro pessoal do Real Hospital Português, tão contratando TI\n3. vem passar duas semanas aqui antes de decidir',
      },
      { type: 'send', text: 'Aí tu decide com a cabeça fria' },
    ],
  },
  // Gemini 3 Flash: his mother's joy and a friend's question about him, both in the third person.
  {
    name: 'set93: Juliana on tia Célia baking and Rafa asking after him',
    ...layoff,
    answer: `# «send»
Loucura nenhuma. Tia Célia vai ficar tão feliz que vai fazer bolo de rolo toda semana

# «send»
E o Rafa perguntou por tu semana passada, disse que a empresa dele em Boa Viagem tá sempre precisando de gente`,
    expect: [
      {
        type: 'send',
        text: 'Loucura nenhuma. Tia Célia vai ficar tão feliz que vai fazer bolo de rolo toda semana',
      },
      {
        type: 'send',
        text: 'E o Rafa perguntou por tu semana passada, disse que a empresa dele em Boa Viagem tá sempre precisando de gente',
      },
    ],
  },
  // Gemini 2.5 Flash: its reading of Thiago kept in a think block, a broken heart on the news, one message.
  {
    name: 'set93: Juliana thinks, reacts to the layoff and answers',
    ...layoff,
    answer: `# «think»
Ele tá abalado e quer ouvir que não é loucura. Ser sincera mas carinhosa.

# «react» 4001
💔

# «send»
Não é loucura. Loucura é ficar num lugar que te faz mal só por orgulho`,
    expect: [
      { type: 'react', emoji: '💔', messageId: 4001 },
      { type: 'send', text: 'Não é loucura. Loucura é ficar num lugar que te faz mal só por orgulho' },
    ],
  },
  // Gemini 3 Flash: a "Humor dele:" label reading the cousin, first line of the message.
  {
    name: "set93: Juliana's answer under a 'his mood:' line",
    ...layoff,
    answer: `# «send»
Humor dele: assustado e meio envergonhado, quer apoio mais do que conselho.
Thi, não é loucura. Vem pra casa

# «send»
A gente resolve o resto junto`,
    expect: [
      { type: 'send', text: 'Thi, não é loucura. Vem pra casa' },
      { type: 'send', text: 'A gente resolve o resto junto' },
    ],
  },
  // Gemini 2.5 Flash: what the answer needs to do, as the message's last line.
  {
    name: "set93: Juliana's promise closed by 'the answer needs to reassure Thiago'",
    ...fall,
    answer: `# «send»
Amanhã de manhã eu passo lá e te mando foto do tornozelo dela
A resposta precisa tranquilizar o Thiago e mostrar que eu vou resolver.`,
    expect: [{ type: 'send', text: 'Amanhã de manhã eu passo lá e te mando foto do tornozelo dela' }],
  },
  // Gemini 2.5 Flash: the reading by pronoun glued after the message with a dash.
  {
    name: "set93: Juliana's 'he is worried and feels guilty' after a dash",
    ...fall,
    answer: `# «send»
Claro que passo, fica tranquilo — ele tá preocupado e se sentindo culpado por estar longe

# «send»
Vou ver se ela precisa de muleta`,
    expect: [
      { type: 'send', text: 'Claro que passo, fica tranquilo' },
      { type: 'send', text: 'Vou ver se ela precisa de muleta' },
    ],
  },
  // Gemini 3 Flash: which message to answer first, in square brackets atop the reply.
  {
    name: 'set93: Juliana decides in brackets to answer the layoff first',
    ...layoff,
    answer: `# «send» 4001
[Respondo primeiro à demissão, que é o que mais pesa, e depois à ideia de voltar.]
Thi, que merda. Tô contigo, viu?

# «send»
E não, não é loucura. Recife tá aqui te esperando`,
    expect: [
      { type: 'send', text: 'Thi, que merda. Tô contigo, viu?', replyTo: 4001 },
      { type: 'send', text: 'E não, não é loucura. Recife tá aqui te esperando' },
    ],
  },
  // Gemini 3 Flash: a "Resumo:" recap of Thiago's messages sent as a block between two messages.
  {
    name: "set93: Juliana's recap of Thiago's news as a block of its own",
    ...layoff,
    answer: `# «send»
Não é loucura nenhuma

# «send»
Resumo: Thiago foi demitido hoje, tá sufocado em SP e quer saber se voltar pro Recife é loucura.

# «send»
Tu tem casa aqui, tem família, tem eu. Recomeçar perto de quem te ama não é fracasso`,
    expect: [
      { type: 'send', text: 'Não é loucura nenhuma' },
      {
        type: 'send',
        text: 'Tu tem casa aqui, tem família, tem eu. Recomeçar perto de quem te ama não é fracasso',
      },
    ],
  },
  // Gemini 2.5 Flash: his worry read by pronoun as the middle paragraph of one message.
  {
    name: "set93: Juliana's message with 'he is anxious about being far' in the middle",
    ...fall,
    answer: `# «send»
Passo lá amanhã depois do plantão, pode deixar

Ele tá aflito por estar longe e quer alguém de confiança lá.

Te mando notícias até meio-dia`,
    expect: [
      {
        type: 'send',
        text: 'Passo lá amanhã depois do plantão, pode deixar\n\nTe mando notícias até meio-dia',
      },
    ],
  },
];
