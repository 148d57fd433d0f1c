/**
 * Set 116, Inês in Lisbon (Gemini 2.5 Flash), in Portuguese: with Rita about the arraial, and in
 * her flat's group where Tiago asks about the rent. Lines of her own that join two sentences,
 * beside notes glued to the message on the same line.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { arraial, rent } from './answers-116-cast.js';

export const INES_116: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: a plain answer whose second line joins news of Rita's mother and a lower-case question.
  {
    name: 'set116: Inês says yes, then asks Rita in lower case after a full stop',
    ...arraial,
    answer: `# «send»
Claro que vamos!! Sardinhas, caracóis e imperiais, o pacote completo 🐟

# «send»
A tua mãe deve estar tão farta de estar deitada. e tu, dormiste alguma coisa?`,
    expect: [
      { type: 'send', text: 'Claro que vamos!! Sardinhas, caracóis e imperiais, o pacote completo 🐟' },
      { type: 'send', text: 'A tua mãe deve estar tão farta de estar deitada. e tu, dormiste alguma coisa?' },
    ],
  },
  // Gemini 2.5 Flash: a message opening with the partner's name and no comma, then a plan.
  {
    name: "set116: Inês opens with Rita's name without a comma",
    ...arraial,
    answer: `# «send»
Rita tu mereces uma noite de folga, a sério. Eu passo aí às 8 e descemos a pé`,
    expect: [
      { type: 'send', text: 'Rita tu mereces uma noite de folga, a sério. Eu passo aí às 8 e descemos a pé' },
    ],
  },
  // Gemini 2.5 Flash: its English reading of the partner glued after the full stop with no space.
  {
    name: 'set116: Inês agrees, a reading of Rita glued after the full stop',
    ...arraial,
    answer: `# «send»
Vamos sim! Passo por tua casa às 8 e descemos juntas.Rita sounds worn out, so I'm keeping it upbeat and easy.`,
    expect: [{ type: 'send', text: 'Vamos sim! Passo por tua casa às 8 e descemos juntas.' }],
  },
  // Gemini 2.5 Flash: a tone note in Portuguese glued after the emoji that ends the message.
  {
    name: 'set116: Inês agrees, a Portuguese tone note after the emoji',
    ...arraial,
    answer: `# «send»
Sexta está combinado, vou buscar-te às 8 💃 tom leve e animado, para a distrair da mãe`,
    expect: [{ type: 'send', text: 'Sexta está combinado, vou buscar-te às 8 💃' }],
  },
  // Gemini 2.5 Flash: its answering order as an English lead-in before a colon, then the message.
  {
    name: 'set116: Inês replies to the knee, an answering order before a colon',
    ...arraial,
    answer: `# «send» 4003
First her mum, then Friday: Dá um beijinho grande à tua mãe, que recupere depressa ❤️

# «send»
E sexta vamos, claro!`,
    expect: [
      { type: 'send', text: 'Dá um beijinho grande à tua mãe, que recupere depressa ❤️', replyTo: 4003 },
      { type: 'send', text: 'E sexta vamos, claro!' },
    ],
  },
  // Gemini 2.5 Flash: a plan then a joke in one line, the joke in lower case after a full stop.
  {
    name: 'set116: Inês says the rent is paid, then a lower-case joke about the landlord',
    ...rent,
    answer: `# «send»
Paguei ontem por transferência, tenho o comprovativo. diz ao senhorio que da próxima vez me liga a mim, que eu sou mais simpática 😌`,
    expect: [
      {
        type: 'send',
        text: 'Paguei ontem por transferência, tenho o comprovativo. diz ao senhorio que da próxima vez me liga a mim, que eu sou mais simpática 😌',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: a remark about a flatmate as a reply, then a line opening with Tiago's name without a comma.
  {
    name: 'set116: Inês teases Beatriz, then tells Tiago to pay the power',
    ...rent,
    answer: `# «send» 4003
A Beatriz jura sempre que não foi ela 😂

# «send»
Tiago paga tu a luz este mês e ficamos quites, a renda já está tratada`,
    expect: [
      { type: 'send', text: 'A Beatriz jura sempre que não foi ela 😂', replyTo: 4003 },
      { type: 'send', text: 'Tiago paga tu a luz este mês e ficamos quites, a renda já está tratada' },
    ],
  },
  // Gemini 2.5 Flash: an English appraisal of its reply glued after a dash.
  {
    name: 'set116: Inês answers the rent, an appraisal after a dash',
    ...rent,
    answer: `# «send»
Já está paga desde ontem, Tiago, fica descansado — short and factual, which fits a landlord question.`,
    expect: [{ type: 'send', text: 'Já está paga desde ontem, Tiago, fica descansado', replyTo: 4005 }],
  },
  // Gemini 2.5 Flash: a Portuguese offer to rewrite the reply glued after a closing bracket.
  {
    name: 'set116: Inês answers the rent, an offer to rewrite after the bracket',
    ...rent,
    answer: `# «send»
Paguei ontem (transferência, tenho o talão)Se quiseres, reescrevo esta resposta num tom mais descontraído.`,
    expect: [{ type: 'send', text: 'Paguei ontem (transferência, tenho o talão)', replyTo: 4005 }],
  },
  // Gemini 2.5 Flash: a reaction, a message and a chat note, all meant.
  {
    name: 'set116: Inês reacts, answers and notes the rent',
    ...rent,
    answer: `# «react» 4003
😁

# «send»
Renda paga ontem, relax. A loiça lavo eu hoje como prometi

# «note»
Renda de junho paga por mim (transferência, dia 12). O Tiago trata do senhorio.`,
    expect: [
      { type: 'react', emoji: '😁', messageId: 4003 },
      { type: 'send', text: 'Renda paga ontem, relax. A loiça lavo eu hoje como prometi', replyTo: 4005 },
      { type: 'note' },
    ],
  },
];
