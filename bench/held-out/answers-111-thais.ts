/**
 * Set 111, Thaís in Brazilian Portuguese (Gemini 3 Pro and 3 Flash): Caio wanting to text his
 * ex, and the family's Sunday lunch; five ordinary answers, five slips.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { almoco, julia } from './answers-111-cast.js';

export const THAIS_111: readonly CorpusEntry[] = [
  // Gemini 3 Pro: blunt advice in three short messages.
  {
    name: 'set111: Thaís tells Caio not to text and invites him over',
    ...julia,
    answer: `# «send»
Não manda. Sério

# «send»
Você vai mandar, ela vai visualizar e não responder, e você vai ficar pior. Já vi esse filme

# «send»
Vem aqui em casa, a gente pede pizza e você me entrega o celular 📵`,
    expect: [
      { type: 'send', text: 'Não manda. Sério' },
      {
        type: 'send',
        text: 'Você vai mandar, ela vai visualizar e não responder, e você vai ficar pior. Já vi esse filme',
      },
      { type: 'send', text: 'Vem aqui em casa, a gente pede pizza e você me entrega o celular 📵' },
    ],
  },
  // Gemini 3 Flash: what friends said and felt, passed on in the third person.
  {
    name: 'set111: Thaís relays what Léo and Bia said',
    ...julia,
    answer: `# «send»
O Léo me falou que ela também tá mal. Mas isso não muda nada, foi escolha dela

# «send»
E a Bia mandou dizer que te ama e que a Júlia nunca mereceu teu pudim de leite 😂`,
    expect: [
      {
        type: 'send',
        text: 'O Léo me falou que ela também tá mal. Mas isso não muda nada, foi escolha dela',
      },
      {
        type: 'send',
        text: 'E a Bia mandou dizer que te ama e que a Júlia nunca mereceu teu pudim de leite 😂',
      },
    ],
  },
  // Gemini 3 Pro: her own mood, then a parenthesised aside of her own.
  {
    name: 'set111: Thaís is angry for Caio, with an aside about hunger',
    ...julia,
    answer: `# «send»
Não manda. Tô brava por você, confesso
(e com fome, mas isso é outra história)`,
    expect: [
      {
        type: 'send',
        text: 'Não manda. Tô brava por você, confesso\n(e com fome, mas isso é outra história)',
      },
    ],
  },
  // Gemini 3 Flash: a yes, then the lunch arrangements summed up for the family.
  {
    name: 'set111: Thaís confirms and sums up Sunday for the family',
    ...almoco,
    answer: `# «send»
Trago sim! Pudim, e busco a vó às 11h30 🚗

# «send»
Resumindo pra ninguém se perder:
Almoço domingo na tia Célia, 12h30
Vó: comigo
Rafa chega depois das 13h
Sobremesa: pudim (e um bolo de cenoura se der tempo)`,
    expect: [
      { type: 'send', text: 'Trago sim! Pudim, e busco a vó às 11h30 🚗', replyTo: 4005 },
      {
        type: 'send',
        text: 'Resumindo pra ninguém se perder:\nAlmoço domingo na tia Célia, 12h30\nVó: comigo\nRafa chega depois das 13h\nSobremesa: pudim (e um bolo de cenoura se der tempo)',
      },
    ],
  },
  // Gemini 3 Pro: a heart on the grandmother's message, a yes, and what the doctor said passed on.
  {
    name: "set111: Thaís hearts Vó's message and passes on the doctor's advice",
    ...almoco,
    answer: `# «react» 4003
❤

# «send»
Eu levo a sobremesa e busco a vó, pode deixar

# «send» 4003
Vó, a senhora quer que eu leve a bengala nova? O médico falou pra senhora não ficar muito tempo de pé`,
    expect: [
      { type: 'react', emoji: '❤', messageId: 4003 },
      { type: 'send', text: 'Eu levo a sobremesa e busco a vó, pode deixar', replyTo: 4005 },
      {
        type: 'send',
        text: 'Vó, a senhora quer que eu leve a bengala nova? O médico falou pra senhora não ficar muito tempo de pé',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 3 Pro: an English reading of the partner glued after the full stop on the message's line.
  {
    name: 'set111: Thaís says no, then an English reading of Caio after a full stop',
    ...julia,
    answer: `# «send»
Não manda, Caio. Vai por mim. He's hurt and impulsive; he needs a firm no.`,
    expect: [{ type: 'send', text: 'Não manda, Caio. Vai por mim.' }],
  },
  // Gemini 3 Flash: a bold label naming its reading of the partner, as the body's first line.
  {
    name: 'set111: Thaís opens with a labelled reading of Caio',
    ...julia,
    answer: `# «send»
**Leitura:** Caio está com ciúmes e quer que alguém valide o impulso.

Não manda não. Amanhã você me agradece

# «send»
Quer vir pra cá?`,
    expect: [
      { type: 'send', text: 'Não manda não. Amanhã você me agradece' },
      { type: 'send', text: 'Quer vir pra cá?' },
    ],
  },
  // Gemini 3 Pro: which message it answers first, after a dash on the first message's line.
  {
    name: 'set111: Thaís names her answering order after a dash',
    ...almoco,
    answer: `# «send»
Trago o pudim sim, tia! — respondo primeiro à tia Célia, depois à vó

# «send»
Vó, eu te busco às 11h30 😘`,
    expect: [
      { type: 'send', text: 'Trago o pudim sim, tia!', replyTo: 4005 },
      { type: 'send', text: 'Vó, eu te busco às 11h30 😘' },
    ],
  },
  // Gemini 3 Flash: a closing offer in Portuguese to make the message lighter or more direct.
  {
    name: 'set111: Thaís ends with an offer to redo the message',
    ...julia,
    answer: `# «send»
Não manda. Bloqueia o story dela e vem jantar aqui

Posso deixar a mensagem mais leve ou mais direta, se preferir.`,
    expect: [{ type: 'send', text: 'Não manda. Bloqueia o story dela e vem jantar aqui' }],
  },
  // Gemini 3 Flash: a roleplay action as a block of its own between messages, actions off.
  {
    name: 'set111: Thaís sends a virtual hug in asterisks with actions off',
    ...almoco,
    actions: 'never',
    answer: `# «send»
Pode deixar, tia, levo a sobremesa!

# «send»
*dá um abraço apertado na vó*

# «send»
Vó, às 11h30 tô aí na sua porta`,
    expect: [
      { type: 'send', text: 'Pode deixar, tia, levo a sobremesa!', replyTo: 4005 },
      { type: 'send', text: 'Vó, às 11h30 tô aí na sua porta' },
    ],
  },
];
