/**
 * Set 98 in European Portuguese: Inês with her mother Fátima, about Sunday lunch and a blood test
 * (Gemini 2.5 Flash, 2.5 Pro and 3 Flash). Half ordinary answers, some about her brother, when
 * his answer comes, or advice with "o principal é"; half with the model's reading of her mother
 * or its plan left in.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { lunch, tests } from './answers-98-cast.js';

export const PORTUGUESE_98: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: an ordinary two-message answer.
  {
    name: 'set98: Inês says she is coming for lunch, ordinary',
    ...lunch,
    answer: `# «send»
Vou sim, mãe! Domingo à uma estou aí

# «send»
E levo a sobremesa, não te preocupes com isso 😘`,
    expect: [
      { type: 'send', text: 'Vou sim, mãe! Domingo à uma estou aí' },
      { type: 'send', text: 'E levo a sobremesa, não te preocupes com isso 😘' },
    ],
  },
  // Gemini 2.5 Pro: what her brother fears, in the third person, replying to 4003 (a twin of a reading).
  {
    name: 'set98: Inês says what Tiago fears, ordinary',
    ...lunch,
    answer: `# «send» 4003
O Tiago anda cheio de trabalho, coitado, mas eu falo com ele. Acho que tem medo que lhe perguntes outra vez pela tese 😅

# «send»
Eu vou de certeza, mãe`,
    expect: [
      {
        type: 'send',
        text: 'O Tiago anda cheio de trabalho, coitado, mas eu falo com ele. Acho que tem medo que lhe perguntes outra vez pela tese 😅',
        replyTo: 4003,
      },
      { type: 'send', text: 'Eu vou de certeza, mãe' },
    ],
  },
  // Gemini 2.5 Flash: what the mother feels and wants, glued above the message.
  {
    name: 'set98: Inês with a reading of her mother glued on top',
    ...lunch,
    answer: `# «send»
A mãe sente-se sozinha e quer atenção.
Vou sim! Domingo à uma estou aí, e fico para o lanche 😘`,
    expect: [{ type: 'send', text: 'Vou sim! Domingo à uma estou aí, e fico para o lanche 😘' }],
  },
  // Gemini 2.5 Pro: an English reading as the first body's last paragraph, between messages.
  {
    name: 'set98: Inês with an English reading between messages',
    ...lunch,
    answer: `# «send»
Ai mãe, eu sei, tens razão. Domingo vou de certeza

She's guilt-tripping a little, but gently; respond with warmth, not defensiveness.

# «send»
Guarda-me um bocadinho de bacalhau para levar para casa?`,
    expect: [
      { type: 'send', text: 'Ai mãe, eu sei, tens razão. Domingo vou de certeza' },
      { type: 'send', text: 'Guarda-me um bocadinho de bacalhau para levar para casa?' },
    ],
  },
  // Gemini 3 Flash: when her brother's answer is due (a twin of talk about the answer).
  {
    name: "set98: Inês says when Tiago's answer comes, ordinary",
    ...lunch,
    answer: `# «send»
O Tiago ficou de me dar uma resposta até sexta, por causa do turno. Se ele conseguir trocar, vamos os dois 🙂`,
    expect: [
      {
        type: 'send',
        text: 'O Tiago ficou de me dar uma resposta até sexta, por causa do turno. Se ele conseguir trocar, vamos os dois 🙂',
      },
    ],
  },
  // Gemini 2.5 Flash: an ordinary answer with a person entry about her mother.
  {
    name: 'set98: Inês calms her mother about cholesterol, with a person entry, ordinary',
    ...tests,
    answer: `# «send» 4003
Mãe, colesterol alto repete-se muito, não é motivo para pânico. Mas a médica faz bem em repetir

# «send»
Não conto, prometo. Mas tu também não escondas dele se piorar, está bem?

# «person» 7
Fátima (user 7), a minha mãe: colesterol alto outra vez, repete análises daqui a um mês. Não quer que o pai saiba.`,
    expect: [
      {
        type: 'send',
        text: 'Mãe, colesterol alto repete-se muito, não é motivo para pânico. Mas a médica faz bem em repetir',
        replyTo: 4003,
      },
      { type: 'send', text: 'Não conto, prometo. Mas tu também não escondas dele se piorar, está bem?' },
      { type: 'person' },
    ],
  },
  // Gemini 2.5 Pro: advice opening with "o principal é" (a twin of a plan note).
  {
    name: 'set98: Inês advises with "o principal é", ordinary',
    ...tests,
    answer: `# «send»
Não conto 🤐

# «send»
O principal é fazeres as caminhadas com a D. Rosa como combinaste e cortares nos enchidos. Daqui a um mês logo se vê`,
    expect: [
      { type: 'send', text: 'Não conto 🤐' },
      {
        type: 'send',
        text: 'O principal é fazeres as caminhadas com a D. Rosa como combinaste e cortares nos enchidos. Daqui a um mês logo se vê',
      },
    ],
  },
  // Gemini 3 Flash: a bold Portuguese label naming the reading, as the body's first paragraph.
  {
    name: 'set98: Inês under a bold reading-of-the-situation label',
    ...tests,
    answer: `# «send»
**Leitura da situação:** preocupada, não quer alarmar o marido.

Está bem, fica entre nós. Mas no mês que vem vou contigo à médica

# «send»
E nada de chouriço até lá 😄`,
    expect: [
      { type: 'send', text: 'Está bem, fica entre nós. Mas no mês que vem vou contigo à médica' },
      { type: 'send', text: 'E nada de chouriço até lá 😄' },
    ],
  },
  // Gemini 2.5 Flash: a register note after a dash on the message's line.
  {
    name: 'set98: Inês with a register note after a dash',
    ...tests,
    answer: `# «send»
Não conto, prometo 🤐 — tom calmo e carinhoso, para não a assustar

# «send»
Queres que vá contigo repetir as análises?`,
    expect: [
      { type: 'send', text: 'Não conto, prometo 🤐' },
      { type: 'send', text: 'Queres que vá contigo repetir as análises?' },
    ],
  },
  // Gemini 2.5 Pro, two slips: a recap before the blocks and the order of answers glued above the first message.
  {
    name: 'set98: Inês with a recap before the blocks and an order note on top',
    ...tests,
    answer: `Resumo: análises com colesterol alto, repetir daqui a um mês, não quer que o pai saiba.

# «send»
Primeiro tranquilizo, depois respondo ao pedido sobre o pai.
Mãe, não é grave, a sério. Muita gente tem e controla com a alimentação

# «send»
E não, não digo nada ao pai`,
    expect: [
      { type: 'send', text: 'Mãe, não é grave, a sério. Muita gente tem e controla com a alimentação' },
      { type: 'send', text: 'E não, não digo nada ao pai' },
    ],
  },
];
