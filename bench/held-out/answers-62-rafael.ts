/** Set 62: Rafael's long messages in his band's group (chord sheets, a setlist, lyrics), slips inside. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { L, rafael, send } from './answers-62-cast.js';

const cifra = L(
  '**Trem das Onze** (Adoniran) — a gente toca em **Dó**',
  '',
  '```',
  'C              Am',
  'Não posso ficar nem mais um minuto com você',
  'Dm         G7            C',
  'Sinto muito amor, mas não pode ser',
  '```',
  '',
  'No refrão o Caio entra com o pandeiro, lembra.',
);
const setlist = L(
  'Setlist de sexta 🎸',
  '',
  '1. Trem das Onze',
  '2. Aquarela do Brasil',
  '3. Mas Que Nada',
  '4. O Bêbado e a Equilibrista (Bia canta)',
  '5. Garota de Ipanema',
  '— intervalo 15 min —',
  '6. Samba de Uma Nota Só',
  '7. Trem das Onze de novo se pedirem bis 😂',
);
const letra = L(
  '[Verso 1]',
  'A cidade acorda cedo e eu ainda tô no bar',
  'Com a guitarra no colo e a saudade pra afinar',
  '',
  '[Refrão]',
  'Maré alta, maré alta',
  'Leva tudo que faltar',
  '',
  'Essa é a letra nova, Léo, vê se cabe no teu riff',
);

export const RAFAEL: readonly CorpusEntry[] = [
  rafael({
    name: 'set62 rafael: a chord sheet in a code block, answering the target',
    answer: L('# «send»', cifra),
    expect: [send(cifra, 4005)],
  }),
  rafael({
    name: 'set62 rafael: chord sheet then setlist with a divider line',
    answer: L('# «send»', cifra, '', '# «send»', setlist),
    expect: [send(cifra, 4005), send(setlist)],
  }),
  rafael({
    name: 'set62 rafael: song lyrics with section labels in brackets',
    answer: L('# «send» 4001', cifra, '', '# «send»', letra),
    expect: [send(cifra, 4001), send(letra)],
  }),
  // Gemini 2.5 Flash: a made-up thank-you from a member between the persona's two messages.
  rafael({
    name: 'set62 rafael: a member answer written by the model between two messages',
    answer: L('# «send»', cifra, '', 'Duda: valeu Rafa, salvou minha vida!! 🙏', '', '# «send»', setlist),
    expect: [send(cifra, 4005), send(setlist)],
  }),
  // Gemini 2.5 Flash: the persona's own speaker label opens the second block.
  rafael({
    name: 'set62 rafael: the persona label opening the setlist block',
    answer: L('# «send»', cifra, '', '# «send»', `Rafael: ${setlist}`),
    expect: [send(cifra, 4005), send(setlist)],
  }),
  // Gemini 2.5 Pro: a tone note closing the first block, Portuguese.
  rafael({
    name: 'set62 rafael: a tone note in parentheses between two messages',
    answer: L(
      '# «send»',
      setlist,
      '',
      '(Mantive o tom descontraído, como o Rafael sempre fala com a banda.)',
      '',
      '# «send»',
      cifra,
    ),
    expect: [send(setlist, 4005), send(cifra)],
  }),
  rafael({
    name: 'set62 rafael: a long message with bold, strike and a quote a person types',
    answer: L(
      '# «send»',
      'Gente, recado importante pra sexta:',
      '',
      '> "Som na caixa às 20h, banda no palco às 21h" — o dono do bar',
      '',
      '**Chegar às 19h** pra passar o som. ~~Léo traz o cabo~~ eu trago o cabo, esquece.',
      'Bia, o microfone sem fio tá com pilha nova.',
      'Caio, **não esquece o pandeiro** dessa vez 😤',
    ),
    expect: [
      send(
        L(
          'Gente, recado importante pra sexta:',
          '',
          '> "Som na caixa às 20h, banda no palco às 21h" — o dono do bar',
          '',
          '**Chegar às 19h** pra passar o som. ~~Léo traz o cabo~~ eu trago o cabo, esquece.',
          'Bia, o microfone sem fio tá com pilha nova.',
          'Caio, **não esquece o pandeiro** dessa vez 😤',
        ),
        4005,
      ),
    ],
  }),
  // Qwen 3 behind the endpoint: a reasoning span between two blocks.
  rafael({
    name: 'set62 rafael: a think tag span between the chord sheet and the setlist',
    answer: L(
      '# «send»',
      cifra,
      '',
      '<think>',
      'Duda também pediu o setlist. Vou mandar numa mensagem separada pra ficar mais fácil de achar.',
      '</think>',
      '',
      '# «send»',
      setlist,
    ),
    expect: [send(cifra, 4005), send(setlist)],
  }),
  // Gemini 2.5 Flash: two versions of the lyrics, the first labelled; only the first is meant.
  rafael({
    name: 'set62 rafael: lyrics offered as two labelled options',
    answer: L(
      '# «send»',
      '**Option 1 (casual):**',
      letra,
      '',
      '**Option 2 (shorter):**',
      '[Refrão]',
      'Maré alta, maré alta',
      'Leva tudo que faltar',
    ),
    expect: [send(letra, 4005)],
  }),
  rafael({
    name: 'set62 rafael: setlist and a reaction to the confirmation',
    answer: L('# «react» 4003', '🤩', '', '# «send» 4005', setlist),
    expect: [{ type: 'react', emoji: '🤩', messageId: 4003 }, send(setlist, 4005)],
  }),
  // Gemini 2.5 Flash: a line for the band's other member, written as a made-up reply, mid-answer.
  rafael({
    name: 'set62 rafael: a made-up reply by the one spoken to, between lyrics and setlist',
    answer: L(
      '# «send»',
      letra,
      '',
      'Léo: cabe sim, manda o áudio que eu testo hoje',
      '',
      '# «send»',
      setlist,
    ),
    expect: [send(letra, 4005), send(setlist)],
  }),
  rafael({
    name: 'set62 rafael: a plan of the rehearsal with times, a name at the start of lines',
    answer: L(
      '# «send»',
      'Plano do ensaio de sábado:',
      '',
      '15:00 — montar tudo',
      '15:30 — passar o setlist inteiro sem parar',
      '17:00 — só as músicas novas',
      '',
      'Bia: você abre com "O Bêbado", ok?',
      'Caio: pandeiro + cajón, escolhe um',
      'eu: cabos, pedal e cerveja 🍺',
    ),
    expect: [
      send(
        L(
          'Plano do ensaio de sábado:',
          '',
          '15:00 — montar tudo',
          '15:30 — passar o setlist inteiro sem parar',
          '17:00 — só as músicas novas',
          '',
          'Bia: você abre com "O Bêbado", ok?',
          'Caio: pandeiro + cajón, escolhe um',
          'eu: cabos, pedal e cerveja 🍺',
        ),
        4005,
      ),
    ],
  }),
];
