/** Set 77: Beatriz (Brazilian Portuguese) and Giulia (Italian) in their direct chats. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { beatriz, giulia } from './answers-77-cast.js';

export const SOUTH: readonly CorpusEntry[] = [
  beatriz({
    name: 'beatriz: a message drafted for Thiago to send the landlord',
    answer: `# «send» 4005
Claro! Manda assim:

"Oi, seu Almeida, tudo bem? Recebi sua mensagem sobre o reajuste. Pelo contrato, o reajuste é anual pelo IGP-M e só vale a partir de março. Fico à disposição pra conversar até lá. Abraço, Thiago"

Educado, mas ele vai entender que você leu o contrato 😌`,
    expect: [
      {
        type: 'send',
        text: `Claro! Manda assim:

"Oi, seu Almeida, tudo bem? Recebi sua mensagem sobre o reajuste. Pelo contrato, o reajuste é anual pelo IGP-M e só vale a partir de março. Fico à disposição pra conversar até lá. Abraço, Thiago"

Educado, mas ele vai entender que você leu o contrato 😌`,
        replyTo: 4005,
      },
    ],
  }),
  // The partner's state and need read by name as the first paragraph, before the draft.
  beatriz({
    name: 'beatriz: his nerves and need read by name, before the draft',
    answer: `Thiago tá nervoso com o proprietário e precisa de um texto pronto pra copiar.

# «send» 4005
Relaxa, copia e cola:

"Seu Almeida, boa tarde. Sobre o aumento: meu contrato vai até março e não prevê reajuste antes disso. Podemos conversar sobre o valor na renovação. Obrigado!"`,
    expect: [
      {
        type: 'send',
        text: `Relaxa, copia e cola:

"Seu Almeida, boa tarde. Sobre o aumento: meu contrato vai até março e não prevê reajuste antes disso. Podemos conversar sobre o valor na renovação. Obrigado!"`,
        replyTo: 4005,
      },
    ],
  }),
  beatriz({
    name: 'beatriz: what her cousin the lawyer says about the landlord',
    answer: `Perguntei pra Carol (minha prima advogada). Ela disse que ele não pode aumentar no meio do contrato não, e que esse tipo de proprietário costuma testar pra ver se o inquilino sabe. Ele tá testando você, Thi`,
    expect: [
      {
        type: 'send',
        text: 'Perguntei pra Carol (minha prima advogada). Ela disse que ele não pode aumentar no meio do contrato não, e que esse tipo de proprietário costuma testar pra ver se o inquilino sabe. Ele tá testando você, Thi',
      },
    ],
  }),
  // "My friend" as a role, in English, in brackets between two paragraphs of the message.
  beatriz({
    name: 'beatriz: "my friend" read in brackets between paragraphs',
    answer: `# «send» 4005
Pode não, o contrato protege você até março.

(my friend needs something firm but polite here)

Escreve curto: diz que leu o contrato, que o reajuste é em março e que topa conversar até lá. Nada de pedir desculpa!`,
    expect: [
      {
        type: 'send',
        text: `Pode não, o contrato protege você até março.

Escreve curto: diz que leu o contrato, que o reajuste é em março e que topa conversar até lá. Nada de pedir desculpa!`,
        replyTo: 4005,
      },
    ],
  }),
  beatriz({
    name: 'beatriz: feedback on the message Thiago wrote himself',
    answer: `# «react» 4003
👍

# «send» 4005
Vi o rascunho que você mandou ontem. Tira o "desculpa incomodar" e o "se não for pedir muito". Você não tá pedindo favor, tá citando o contrato. O resto tá ótimo`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4003 },
      {
        type: 'send',
        text: 'Vi o rascunho que você mandou ontem. Tira o "desculpa incomodar" e o "se não for pedir muito". Você não tá pedindo favor, tá citando o contrato. O resto tá ótimo',
        replyTo: 4005,
      },
    ],
  }),
  // A note for the account's operator closing the answer, in Portuguese, labelled.
  beatriz({
    name: 'beatriz: a note for whoever runs the account, last',
    answer: `# «send» 4005
Bora! Me manda o que você escreveu e eu arrumo. Ou eu faço do zero, você que sabe 😄

Obs. para quem administra a conta: o Thiago pode precisar de ajuda com a renovação do contrato em março.`,
    expect: [
      {
        type: 'send',
        text: 'Bora! Me manda o que você escreveu e eu arrumo. Ou eu faço do zero, você que sabe 😄',
        replyTo: 4005,
      },
    ],
  }),
  // Two slips: "the user" in English first, and a closing line on what the answer does.
  beatriz({
    name: 'beatriz: the user read first, what the answer does read last',
    answer: `The user wants help writing a message to his landlord about an illegal rent increase.

# «send» 4005
Ajudo sim. Primeiro: ele NÃO pode aumentar antes de março. Segundo: me fala quanto você paga hoje que eu faço a conta do IGP-M.

This reply reassures him and asks for the one number needed to draft the message.`,
    expect: [
      {
        type: 'send',
        text: 'Ajudo sim. Primeiro: ele NÃO pode aumentar antes de março. Segundo: me fala quanto você paga hoje que eu faço a conta do IGP-M.',
        replyTo: 4005,
      },
    ],
  }),
  giulia({
    name: 'giulia: honest feedback on the speech, a numbered list',
    answer: `# «send» 4005
Fa ridere, giuro. Però:
1. "il fratello che non ho mai dovuto cercare" è bellissima, tienila
2. la battuta del telecomando funziona, ma dilla lenta
3. l'ultima frase su Chiara la capisce solo chi conosce Marco, aggiungi "e vi assicuro che ci prova"

Poi leggimelo a voce stasera`,
    expect: [
      {
        type: 'send',
        text: `Fa ridere, giuro. Però:
1. "il fratello che non ho mai dovuto cercare" è bellissima, tienila
2. la battuta del telecomando funziona, ma dilla lenta
3. l'ultima frase su Chiara la capisce solo chi conosce Marco, aggiungi "e vi assicuro che ci prova"

Poi leggimelo a voce stasera`,
        replyTo: 4005,
      },
    ],
  }),
  // The partner's wish read by name as the first line, in Italian, no label.
  giulia({
    name: 'giulia: his wish for honesty read by name, first',
    answer: `Paolo vuole un parere sincero sul discorso, non complimenti.

Fa ridere! Solo togli "oggi gli consegno Chiara", sembra che Chiara sia un pacco. Scrivi "oggi Chiara si prende Marco e il telecomando"`,
    expect: [
      {
        type: 'send',
        text: 'Fa ridere! Solo togli "oggi gli consegno Chiara", sembra che Chiara sia un pacco. Scrivi "oggi Chiara si prende Marco e il telecomando"',
      },
    ],
  }),
  giulia({
    name: 'giulia: a story about Marco to add to the speech',
    answer: `Aggiungi la storia di Bologna! Quando Marco si è perso alla stazione a 12 anni e invece di chiedere aiuto si è comprato una piadina e ha aspettato che lo trovaste voi. Ecco, Chiara deve sapere con chi si sposa 😂`,
    expect: [
      {
        type: 'send',
        text: 'Aggiungi la storia di Bologna! Quando Marco si è perso alla stazione a 12 anni e invece di chiedere aiuto si è comprato una piadina e ha aspettato che lo trovaste voi. Ecco, Chiara deve sapere con chi si sposa 😂',
      },
    ],
  }),
  // "The client" as a role, in Italian, on the first line of the block.
  giulia({
    name: 'giulia: the client’s request read on the block’s first line',
    answer: `# «send» 4005
Il cliente chiede un feedback onesto sul testo del discorso.

Non fa pena per niente! È corto, ed è un pregio. Io cambierei solo la chiusa: finisci con un brindisi, non con la battuta dei documentari`,
    expect: [
      {
        type: 'send',
        text: 'Non fa pena per niente! È corto, ed è un pregio. Io cambierei solo la chiusa: finisci con un brindisi, non con la battuta dei documentari',
        replyTo: 4005,
      },
    ],
  }),
  giulia({
    name: 'giulia: the line quoted back with a rewrite',
    answer: `# «send» 4005
> Chiara, auguri: non lo usa mai per i documentari.

Questa la cambierei così: "Chiara, auguri. Da oggi il telecomando è tuo, ma lui non lo sa ancora." Fa più ridere e non sembra una frecciatina`,
    expect: [
      {
        type: 'send',
        text: `> Chiara, auguri: non lo usa mai per i documentari.

Questa la cambierei così: "Chiara, auguri. Da oggi il telecomando è tuo, ma lui non lo sa ancora." Fa più ridere e non sembra una frecciatina`,
        replyTo: 4005,
      },
    ],
  }),
  // A labelled note on register, in Italian, closing the answer after a sticker.
  giulia({
    name: 'giulia: a register note after a sticker',
    answer: `# «send» 4005
Fa ridere eccome. Marco piangerà, ma dal ridere

# «sticker»
😂

Nota sul registro: informale, affettuoso, un po' ironico.`,
    expect: [
      { type: 'send', text: 'Fa ridere eccome. Marco piangerà, ma dal ridere', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  // A bracketed line on his mood, by pronoun, between two paragraphs, in Italian.
  giulia({
    name: 'giulia: his anxiety in brackets between paragraphs',
    answer: `# «send» 4005
Sincera: è carino, ma finisce troppo presto. Hai tre minuti, usali.

(È agitato per il matrimonio, va incoraggiato.)

Metti una frase per i vostri genitori prima del brindisi. Tua mamma ci conta, lo sai`,
    expect: [
      {
        type: 'send',
        text: `Sincera: è carino, ma finisce troppo presto. Hai tre minuti, usali.

Metti una frase per i vostri genitori prima del brindisi. Tua mamma ci conta, lo sai`,
        replyTo: 4005,
      },
    ],
  }),
];
