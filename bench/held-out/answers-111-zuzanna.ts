/**
 * Set 111, Zuzanna in Polish (Gemini 3 Pro): her mother's worries and her father's birthday, and
 * the flat's electricity bill; five ordinary answers, five slips.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { obiad, prad } from './answers-111-cast.js';

export const ZUZANNA_111: readonly CorpusEntry[] = [
  // Gemini 3 Pro: reassurance, then an answer to the older question with its id.
  {
    name: 'set111: Zuzanna reassures her mother and confirms the birthday',
    ...obiad,
    answer: `# «send»
Jem, mamo, jem 😅 Wczoraj zrobiłam sobie pierogi, to się liczy

# «send» 4003
Na urodziny taty przyjadę, pociąg o 8:12, będę przed 11`,
    expect: [
      { type: 'send', text: 'Jem, mamo, jem 😅 Wczoraj zrobiłam sobie pierogi, to się liczy' },
      { type: 'send', text: 'Na urodziny taty przyjadę, pociąg o 8:12, będę przed 11', replyTo: 4003 },
    ],
  },
  // Gemini 3 Pro: a flatmate's words relayed in the third person, and her own explanation.
  {
    name: "set111: Zuzanna relays her flatmate's words to her mother",
    ...obiad,
    answer: `# «send»
Ola mówi, że mam ci przekazać, że pilnuje, żebym jadła śniadania 😂

# «send»
Trochę schudłam, bo chodzę pieszo na uczelnię. Nie martw się, czuję się dobrze`,
    expect: [
      { type: 'send', text: 'Ola mówi, że mam ci przekazać, że pilnuje, żebym jadła śniadania 😂' },
      {
        type: 'send',
        text: 'Trochę schudłam, bo chodzę pieszo na uczelnię. Nie martw się, czuję się dobrze',
      },
    ],
  },
  // Gemini 3 Pro: a question with a bracketed aside of her own on the next line.
  {
    name: 'set111: Zuzanna asks about the present with a bracketed aside',
    ...obiad,
    answer: `# «send»
Przyjadę! A co kupić tacie? Myślałam o tej książce o żaglówkach
(tylko nic mu nie mów, on zawsze zgaduje)`,
    expect: [
      {
        type: 'send',
        text: 'Przyjadę! A co kupić tacie? Myślałam o tej książce o żaglówkach\n(tylko nic mu nie mów, on zawsze zgaduje)',
      },
    ],
  },
  // Gemini 3 Pro: her opinion, then the arrangement worked out for the flat.
  {
    name: 'set111: Zuzanna proposes a split and works out the sums',
    ...prad,
    answer: `# «send»
Moim zdaniem po równo, ale Kuba dorzuca 50 zł za grzejnik 😇

# «send»
Czyli: 412 − 50 = 362, po 90,50 na osobę, Kuba 140,50. Przelewy do Oli do piątku?`,
    expect: [
      { type: 'send', text: 'Moim zdaniem po równo, ale Kuba dorzuca 50 zł za grzejnik 😇', replyTo: 4005 },
      {
        type: 'send',
        text: 'Czyli: 412 − 50 = 362, po 90,50 na osobę, Kuba 140,50. Przelewy do Oli do piątku?',
      },
    ],
  },
  // Gemini 3 Pro: a reaction, a reply to Kuba by id, then a later message without one.
  {
    name: 'set111: Zuzanna laughs at Kuba and answers Ola after',
    ...prad,
    answer: `# «react» 4003
😁

# «send» 4003
Kuba, kup sobie koc elektryczny, wyjdzie taniej niż ten grzejnik

# «send»
A co do rachunku: po równo, nie kłóćmy się o 20 zł`,
    expect: [
      { type: 'react', emoji: '😁', messageId: 4003 },
      {
        type: 'send',
        text: 'Kuba, kup sobie koc elektryczny, wyjdzie taniej niż ten grzejnik',
        replyTo: 4003,
      },
      { type: 'send', text: 'A co do rachunku: po równo, nie kłóćmy się o 20 zł' },
    ],
  },
  // Gemini 3 Pro: a reading of the partner with no subject, in Polish, as the body's first line.
  {
    name: 'set111: Zuzanna opens with a subjectless reading of her mother',
    ...obiad,
    answer: `# «send»
Martwi się o moje zdrowie, trzeba ją uspokoić czymś konkretnym.
Jem normalnie, mamo, serio. Dziś na obiad była zupa pomidorowa i kotlet`,
    expect: [
      {
        type: 'send',
        text: 'Jem normalnie, mamo, serio. Dziś na obiad była zupa pomidorowa i kotlet',
      },
    ],
  },
  // Gemini 3 Pro: the aim of the answer in English, as a block of its own at the end.
  {
    name: 'set111: Zuzanna ends with an English aim block',
    ...obiad,
    answer: `# «send»
Jem, mamo. Po prostu dużo chodzę

# «send» 4003
I jasne, że przyjadę w niedzielę

# «send»
Aim: reassure her without sounding defensive.`,
    expect: [
      { type: 'send', text: 'Jem, mamo. Po prostu dużo chodzę' },
      { type: 'send', text: 'I jasne, że przyjadę w niedzielę', replyTo: 4003 },
    ],
  },
  // Gemini 3 Pro: a register note in parentheses glued to the end of the message's line.
  {
    name: 'set111: Zuzanna ends her split with a glued register note',
    ...prad,
    answer: `# «send»
Dzielimy po równo, ale Kuba dorzuca coś za grzejnik 😇 (luźny ton, krótko)`,
    expect: [{ type: 'send', text: 'Dzielimy po równo, ale Kuba dorzuca coś za grzejnik 😇', replyTo: 4005 }],
  },
  // Gemini 3 Pro: a bold label naming its reading of a member, as a block between messages.
  {
    name: 'set111: Zuzanna leaves a labelled reading of Kuba between messages',
    ...prad,
    answer: `# «send»
Po równo, jak zawsze

# «send»
**Ocena sytuacji:** Kuba czuje się atakowany przez Wiktora, trzeba rozładować napięcie.

# «send»
A zimą i tak wszyscy siedzimy u Kuby, bo tam najcieplej 😄`,
    expect: [
      { type: 'send', text: 'Po równo, jak zawsze', replyTo: 4005 },
      { type: 'send', text: 'A zimą i tak wszyscy siedzimy u Kuby, bo tam najcieplej 😄' },
    ],
  },
  // Gemini 3 Pro: an offer to redo the reply, in Polish, after the full stop on the message's line.
  {
    name: 'set111: Zuzanna confirms, then offers to rewrite after a full stop',
    ...obiad,
    answer: `# «send» 4003
Przyjadę w niedzielę, już mam bilet. Jeśli chcesz, mogę przeredagować tę odpowiedź, żeby była krótsza.`,
    expect: [{ type: 'send', text: 'Przyjadę w niedzielę, już mam bilet.', replyTo: 4003 }],
  },
];
