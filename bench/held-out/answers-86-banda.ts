/** Set 86 in the Brazilian band's group of nine. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { banda, j } from './answers-86-cast.js';

export const BANDA: readonly CorpusEntry[] = [
  banda({
    name: "set86 banda: yesterday's recap for Malu, numbered",
    answer: j(
      '# «send» 4005',
      'Malu, resumo de ontem:',
      '1. Show dia 14 confirmado (Fernando fechou)',
      '2. Ensaio quinta 19h no estúdio do Gui',
      '3. Eu faço a arte pro insta',
      '4. Bia compra cabo novo, o vermelho tá comigo mas tá com mau contato',
      '5. Cachê divide igual, sem discussão 😂',
    ),
    expect: [
      {
        type: 'send',
        text: j(
          'Malu, resumo de ontem:',
          '1. Show dia 14 confirmado (Fernando fechou)',
          '2. Ensaio quinta 19h no estúdio do Gui',
          '3. Eu faço a arte pro insta',
          '4. Bia compra cabo novo, o vermelho tá comigo mas tá com mau contato',
          '5. Cachê divide igual, sem discussão 😂',
        ),
        replyTo: 4005,
      },
    ],
  }),
  banda({
    name: 'set86 banda: the story of Duda and the spoons, for Caio',
    answer: j(
      '# «send» 4003',
      'Kkkkk foi no show da Augusta, Caio. A Duda esqueceu a bolsa das baquetas em casa e descobriu 10 minutos antes de subir.',
      'Ela pegou duas colheres de pau da cozinha do bar e tocou o set inteiro com elas.',
      'O dono do bar achou que era performance e chamou a gente de novo 🥁🥄',
    ),
    expect: [
      {
        type: 'send',
        text: j(
          'Kkkkk foi no show da Augusta, Caio. A Duda esqueceu a bolsa das baquetas em casa e descobriu 10 minutos antes de subir.',
          'Ela pegou duas colheres de pau da cozinha do bar e tocou o set inteiro com elas.',
          'O dono do bar achou que era performance e chamou a gente de novo 🥁🥄',
        ),
        replyTo: 4003,
      },
    ],
  }),
  banda({
    name: 'set86 banda: Lari by name about the Instagram art',
    answer: j(
      '# «send» 4001',
      'Lari, deixa comigo! Faço a arte hoje à noite e mando aqui pra vocês aprovarem antes de postar',
    ),
    expect: [
      {
        type: 'send',
        text: 'Lari, deixa comigo! Faço a arte hoje à noite e mando aqui pra vocês aprovarem antes de postar',
        replyTo: 4001,
      },
    ],
  }),
  banda({
    name: 'set86 banda: an announcement shouted in capitals',
    answer: j(
      '# «send»',
      'GALERA!!! DIA 14 É NOSSO 🎸🔥',
      'Ensaio quinta 19h, NINGUÉM FALTA.',
      'Quem atrasar paga a pizza (sim, Gui, é com você)',
    ),
    expect: [
      {
        type: 'send',
        text: j(
          'GALERA!!! DIA 14 É NOSSO 🎸🔥',
          'Ensaio quinta 19h, NINGUÉM FALTA.',
          'Quem atrasar paga a pizza (sim, Gui, é com você)',
        ),
        replyTo: 4005,
      },
    ],
  }),
  banda({
    name: 'set86 banda: a fire on the show news, then the art promised to Lari',
    answer: j(
      '# «react» 4000',
      '🔥',
      '',
      '# «send» 4001',
      'Arte sai amanhã, Lari 🎨',
      '',
      '# «send»',
      'E Malu, resumo já vai',
    ),
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4000 },
      { type: 'send', text: 'Arte sai amanhã, Lari 🎨', replyTo: 4001 },
      { type: 'send', text: 'E Malu, resumo já vai' },
    ],
  }),
  // Reasoning in English about whom to answer first, before the first block.
  banda({
    name: 'set86 banda: whom to answer first, in English before the block',
    answer: j(
      "I'll answer Malu first since she asked me directly, and leave Caio's story for later.",
      '',
      '# «send» 4005',
      'Malu, ontem ficou: show dia 14, ensaio quinta 19h, eu faço a arte 🎨',
    ),
    expect: [
      {
        type: 'send',
        text: 'Malu, ontem ficou: show dia 14, ensaio quinta 19h, eu faço a arte 🎨',
        replyTo: 4005,
      },
    ],
  }),
  // A member's doing narrated in asterisks between two paragraphs of the message.
  banda({
    name: 'set86 banda: Fernando narrated between two paragraphs',
    answer: j(
      '# «send» 4005',
      'Malu, resumo rapidinho: show dia 14, ensaio quinta 19h no Gui.',
      '',
      '*Fernando manda um áudio de três minutos no grupo*',
      '',
      'E o cabo tá comigo, Bia, relaxa',
    ),
    expect: [
      {
        type: 'send',
        text: j(
          'Malu, resumo rapidinho: show dia 14, ensaio quinta 19h no Gui.',
          '',
          'E o cabo tá comigo, Bia, relaxa',
        ),
        replyTo: 4005,
      },
    ],
  }),
  // Members' replies made up after the persona's message.
  banda({
    name: 'set86 banda: Malu and Caio answered for them',
    answer: j(
      '# «send» 4005',
      'Malu: show 14 confirmado, ensaio quinta 19h, arte comigo 😉',
      '',
      'Malu: aaah obrigada Thaís ❤️',
      'Caio: e a história da Duda??',
    ),
    expect: [
      { type: 'send', text: 'Malu: show 14 confirmado, ensaio quinta 19h, arte comigo 😉', replyTo: 4005 },
    ],
  }),
  // A note to whoever runs the account by mention, opening the body.
  banda({
    name: 'set86 banda: an @admin note before the recap',
    answer: j(
      '# «send» 4005',
      '@admin não sei se o cachê é dividido igual, confirma pra mim depois e salva na memória',
      '',
      'Malu, ontem: show dia 14, ensaio quinta 19h no Gui, e eu faço a arte 🎨',
    ),
    expect: [
      {
        type: 'send',
        text: 'Malu, ontem: show dia 14, ensaio quinta 19h no Gui, e eu faço a arte 🎨',
        replyTo: 4005,
      },
    ],
  }),
  // Two slips: the band's mood before the blocks, and her own laugh narrated in asterisks as a block.
  banda({
    name: "set86 banda: the band's mood first, her laugh narrated last",
    answer: j(
      'A banda tá empolgada com o show, clima de festa no grupo.',
      '',
      '# «send» 4003',
      'Foi na Augusta, Caio! A Duda tocou o show inteiro com colher de pau 🥄😂',
      '',
      '# «send»',
      '*ri sozinha lembrando da cena*',
    ),
    expect: [
      {
        type: 'send',
        text: 'Foi na Augusta, Caio! A Duda tocou o show inteiro com colher de pau 🥄😂',
        replyTo: 4003,
      },
    ],
  }),
];
