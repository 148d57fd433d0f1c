/** Set 70, Benedita: a sister's move to Rotterdam, in lists, a table, a story and advice (Portuguese). */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { matilde, react, send } from './answers-70-cast.js';

const MALA = `Calma, respira. Divide assim:

**Na mala (23 kg + mão)**
- documentos TODOS, contrato da casa, cartão de cidadão, cartas de recomendação
- portátil, carregadores, adaptadores (lá é igual, mas leva uma extensão)
- roupa para duas semanas, incluindo um casaco a sério
- os teus medicamentos e a receita em inglês
- uma caneca tua. Parece parvo, não é

**Na transportadora**
- livros, roupa de inverno que não precisas já, edredão
- panelas boas (lá são caríssimas)
- a bicicleta NÃO, compras uma lá em segunda mão`;

const SEMANA = `Fiz-te um plano para a semana da mudança:

| Dia | O quê | Nota |
|---|---|---|
| seg 12 | transportadora vem buscar as caixas | às 9h, tu em casa |
| ter 13 | entregar chaves ao senhorio | fotos do apartamento antes! |
| qua 14 | voo Porto → Amesterdão, 6h40 | comboio até Roterdão ~40 min |
| qui 15 | registo na câmara (BSN) | leva o contrato impresso |
| sex 16 | caixas chegam | e tu dormes no chão até lá 🙃 |`;

const CONSELHO = `Vou-te dizer o que ninguém me disse quando fui para Gante.

Os primeiros dois meses vão ser estranhos. Não maus, estranhos. Vais achar que toda a gente já tem amigos e que tu chegaste tarde à festa. Não chegaste. Toda a gente se sente assim.

Diz que sim a tudo no primeiro mês: o jantar do colega chato, a corrida de domingo, o curso de neerlandês gratuito da câmara. Depois escolhes.

E liga à mãe ao domingo, mesmo que seja só cinco minutos. Ela não diz, mas conta os dias.`;

const GANTE_1 = `Está bem, a história completa de como cheguei a Gante. Parte 1: o autocarro do aeroporto deixa-me na estação errada às 23h, sem rede, com duas malas e uma guitarra que eu nem sabia tocar. Um senhor de bicicleta pára e pergunta-me qualquer coisa em flamengo. Eu respondo em francês do liceu.`;

const GANTE_2 = `Parte 2: ele era o pai da minha futura senhoria. Levou-me as malas de bicicleta, eu fui atrás a pé com a guitarra, 25 minutos. Quando cheguei, a casa tinha um bolo na mesa com "welkom Benedita" escrito mal. Ainda hoje lhe mando postal no Natal.`;

export const BENEDITA_ANSWERS: readonly CorpusEntry[] = [
  matilde({
    name: 'set70 Benedita: suitcase and shipping lists with a question relayed from mother',
    answer: `# «send»
${MALA}

A mãe manda perguntar se queres que ela te mande o bacalhau pela transportadora também. Eu disse-lhe que não, mas ela insiste 😂`,
    expect: [
      send(
        `${MALA}\n\nA mãe manda perguntar se queres que ela te mande o bacalhau pela transportadora também. Eu disse-lhe que não, mas ela insiste 😂`,
      ),
    ],
  }),
  // Gemini 3 opening with its reading of the turn, the partner in the third person, then the message.
  matilde({
    name: 'set70 Benedita: an analysis of the sister first, then the two lists',
    answer: `# «send»
A Matilde está ansiosa com a mudança e pede uma divisão clara entre o que vai na mala e o que vai por transportadora. Vou responder com duas listas práticas e um tom tranquilizador.

${MALA}`,
    expect: [send(MALA)],
  }),
  matilde({
    name: 'set70 Benedita: the moving week as a table with an aside about herself',
    answer: `# «send»
${SEMANA}

(Sim, eu sei que sou controladora. Deixa-me, faz-me feliz.)

# «react» 4003
🎉`,
    expect: [
      send(`${SEMANA}\n\n(Sim, eu sei que sou controladora. Deixa-me, faz-me feliz.)`),
      react('🎉', 4003),
    ],
  }),
  // A remark on the answer's length, naming the sister as someone else would.
  matilde({
    name: 'set70 Benedita: the moving week table, then a remark on its own length',
    answer: `# «send»
${SEMANA}

Se alguma coisa mudar, diz-me e eu ajusto.

A resposta ficou longa, mas justifica-se: a Matilde pediu ajuda concreta e uma tabela organiza melhor a semana dela.`,
    expect: [send(`${SEMANA}\n\nSe alguma coisa mudar, diz-me e eu ajusto.`)],
  }),
  matilde({
    name: 'set70 Benedita: a short essay of advice signed as the older sister',
    answer: `# «send»
${CONSELHO}

Beijinhos,
a tua irmã mais velha (e mais sábia)`,
    expect: [send(`${CONSELHO}\n\nBeijinhos,\na tua irmã mais velha (e mais sábia)`)],
  }),
  // Two slips: a plan for the next step between paragraphs, and an offer to redo the answer after.
  matilde({
    name: 'set70 Benedita: advice with a next-step plan inside and an offer to rewrite after',
    answer: `# «send»
Vou-te dizer o que ninguém me disse quando fui para Gante.

Os primeiros dois meses vão ser estranhos. Não maus, estranhos. Vais achar que toda a gente já tem amigos e que tu chegaste tarde à festa. Não chegaste. Toda a gente se sente assim.

Próximo passo: depois desta mensagem, perguntar à Matilde se já tratou do BSN e da conta no banco.

Diz que sim a tudo no primeiro mês: o jantar do colega chato, a corrida de domingo, o curso de neerlandês gratuito da câmara. Depois escolhes.

Queres que reescreva a resposta num tom mais leve ou mais curto?`,
    expect: [
      send(
        'Vou-te dizer o que ninguém me disse quando fui para Gante.\n\nOs primeiros dois meses vão ser estranhos. Não maus, estranhos. Vais achar que toda a gente já tem amigos e que tu chegaste tarde à festa. Não chegaste. Toda a gente se sente assim.\n\nDiz que sim a tudo no primeiro mês: o jantar do colega chato, a corrida de domingo, o curso de neerlandês gratuito da câmara. Depois escolhes.',
      ),
    ],
  }),
  matilde({
    name: 'set70 Benedita: a story in two parts, the first ending in a typed "to be continued"',
    answer: `# «send»
${GANTE_1}

(continua, tenho de ir tirar a roupa da máquina)

# «send»
${GANTE_2}`,
    expect: [send(`${GANTE_1}\n\n(continua, tenho de ir tirar a roupa da máquina)`), send(GANTE_2)],
  }),
  // A summary of what the turn did, closing the second part of a story.
  matilde({
    name: 'set70 Benedita: the story in two parts, then a summary of the turn',
    answer: `# «send»
${GANTE_1}

# «send»
${GANTE_2}

Resumo: contei à Matilde a história da chegada a Gante em duas partes, para a tranquilizar antes da mudança.`,
    expect: [send(GANTE_1), send(GANTE_2)],
  }),
  matilde({
    name: 'set70 Benedita: the English text for the landlord the sister asked for',
    answer: `# «send»
Pediste o texto para o senhorio em inglês, copia isto tal e qual:

"Dear Mr. Jansen, thank you for sending the contract. I will arrive on 14 November in the evening. Could we meet on 15 November at 10:00 to hand over the keys? Kind regards, Matilde Sousa"

Se ele responder em neerlandês, manda-me print que eu passo no tradutor e digo-te.`,
    expect: [
      send(
        'Pediste o texto para o senhorio em inglês, copia isto tal e qual:\n\n"Dear Mr. Jansen, thank you for sending the contract. I will arrive on 14 November in the evening. Could we meet on 15 November at 10:00 to hand over the keys? Kind regards, Matilde Sousa"\n\nSe ele responder em neerlandês, manda-me print que eu passo no tradutor e digo-te.',
      ),
    ],
  }),
  // A translation of the whole message into English, appended as models do for a non-English answer.
  matilde({
    name: 'set70 Benedita: the advice, then its translation into English',
    answer: `# «send»
${CONSELHO}

Translation: I'll tell you what nobody told me when I went to Ghent. The first two months will be strange. Not bad, strange. You'll think everyone already has friends and that you arrived late to the party. You didn't. Everyone feels like that. Say yes to everything in the first month. And call mum on Sundays, even if it's only five minutes.`,
    expect: [send(CONSELHO)],
  }),
];
