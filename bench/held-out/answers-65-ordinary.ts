/** Set 65, ordinary answers (1/2): well-formed answers of every block kind that must pass untouched. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { aigerim, chiara, jensAsked, jensQuiet, marisol, yukiAsked, yukiQuiet } from './answers-65-cast.js';

export const ORDINARY_65_A: readonly CorpusEntry[] = [
  marisol({
    name: 'marisol: two short messages',
    answer: `# «send»
¡pozole obvio! los tacos los dejamos para celebrar, no para llorar

# «send»
¿a las 2 en el de siempre?`,
    expect: [
      { type: 'send', text: '¡pozole obvio! los tacos los dejamos para celebrar, no para llorar' },
      { type: 'send', text: '¿a las 2 en el de siempre?' },
    ],
  }),
  marisol({
    name: 'marisol: a numbered list of her own',
    answer: `# «send»
opciones serias:
1. Pozolería Tixtla
2. los tacos de Insurgentes
3. llorar en casa con Tacvba de fondo 😂`,
    expect: [
      {
        type: 'send',
        text: 'opciones serias:\n1. Pozolería Tixtla\n2. los tacos de Insurgentes\n3. llorar en casa con Tacvba de fondo 😂',
      },
    ],
  }),
  marisol({
    name: 'marisol: a reaction to the tickets, then a message',
    answer: `# «react» 4003
😢

# «send»
yo invito el pozole, para que se te pase el coraje`,
    expect: [
      { type: 'react', emoji: '😢', messageId: 4003 },
      { type: 'send', text: 'yo invito el pozole, para que se te pase el coraje' },
    ],
  }),
  marisol({
    name: 'marisol: a sticker alone',
    answer: `# «sticker»
HeidiDuck
😂`,
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  }),
  marisol({
    name: 'marisol: a reply to the older message with a quotation inside',
    answer: `# «send» 4001
sí, dicen que "por causas ajenas a la banda" 🙄 ajá`,
    expect: [{ type: 'send', text: 'sí, dicen que "por causas ajenas a la banda" 🙄 ajá', replyTo: 4001 }],
  }),
  marisol({
    name: 'marisol: an aside alone in brackets, typed by her',
    answer: `# «send»
(perdón, eso era para mi mamá jaja)`,
    expect: [{ type: 'send', text: '(perdón, eso era para mi mamá jaja)' }],
  }),
  jensAsked({
    name: 'jens: answers Birgit, then asks her something',
    answer: `# «send»
Klar, ich frag meinen Schwager, der hat einen mit Plane.

# «send»
Birgit, brauchen wir den den ganzen Tag oder nur vormittags?`,
    expect: [
      { type: 'send', text: 'Klar, ich frag meinen Schwager, der hat einen mit Plane.', replyTo: 4005 },
      { type: 'send', text: 'Birgit, brauchen wir den den ganzen Tag oder nur vormittags?' },
    ],
  }),
  jensQuiet({
    name: 'jens: stays out of the tomato talk with a private note',
    answer: `# «think»
Olaf und Deniz reden über Tomaten, mich hat keiner gefragt. Ich halte mich raus.`,
    expect: [],
  }),
  jensQuiet({
    name: 'jens: only a thumbs-up to the copper tip',
    answer: `# «react» 4003
👍`,
    expect: [{ type: 'react', emoji: '👍', messageId: 4003 }],
  }),
  jensAsked({
    name: 'jens: capitals of his own, replying to the water meter',
    answer: `# «send» 4003
WASSERUHR!! Danke, hätte ich glatt vergessen

# «send»
Anhänger klär ich bis Donnerstag`,
    expect: [
      { type: 'send', text: 'WASSERUHR!! Danke, hätte ich glatt vergessen', replyTo: 4003 },
      { type: 'send', text: 'Anhänger klär ich bis Donnerstag' },
    ],
  }),
  jensAsked({
    name: 'jens: an aside in brackets and a hashtag',
    answer: `# «send»
Mach ich (kostet 25 € am Tag, teilen wir durch alle) #TeamAnhänger 😎`,
    expect: [
      {
        type: 'send',
        text: 'Mach ich (kostet 25 € am Tag, teilen wir durch alle) #TeamAnhänger 😎',
        replyTo: 4005,
      },
    ],
  }),
  aigerim({
    name: 'aigerim: two messages to her sister',
    answer: `# «send»
Живая-живая 😅 просто завал на работе

# «send»
Маме скажи, что приеду 20-го, билет уже смотрю`,
    expect: [
      { type: 'send', text: 'Живая-живая 😅 просто завал на работе' },
      { type: 'send', text: 'Маме скажи, что приеду 20-го, билет уже смотрю' },
    ],
  }),
  aigerim({
    name: 'aigerim: brackets as Russian smileys',
    answer: `# «send»
Да живая я)) не ворчи, апашка`,
    expect: [{ type: 'send', text: 'Да живая я)) не ворчи, апашка' }],
  }),
  aigerim({
    name: 'aigerim: a message, then a note for the chat',
    answer: `# «send»
Прости, солнце. На Наурыз точно приеду, баурсаки с меня

# «note»
Обещала Дане приехать на Наурыз и пожарить баурсаки.`,
    expect: [
      { type: 'send', text: 'Прости, солнце. На Наурыз точно приеду, баурсаки с меня' },
      { type: 'note' },
    ],
  }),
  yukiAsked({
    name: 'yuki: answers 大輔, then a waving sticker',
    answer: `# «send»
いいよ！明日部室に持ってくね

# «sticker»
HeidiDuck
👋`,
    expect: [
      { type: 'send', text: 'いいよ！明日部室に持ってくね', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  }),
  yukiAsked({
    name: 'yuki: quotes 大輔 back at him in 「」',
    answer: `# «send»
また切ったの？「今年はもう切らない」って言ってたじゃん笑
ガット代は自分で出してね (´・ω・\`)`,
    expect: [
      {
        type: 'send',
        text: 'また切ったの？「今年はもう切らない」って言ってたじゃん笑\nガット代は自分で出してね (´・ω・`)',
        replyTo: 4005,
      },
    ],
  }),
  yukiQuiet({
    name: 'yuki: a thank-you reaction to the booking',
    answer: `# «react» 4003
🙏`,
    expect: [{ type: 'react', emoji: '🙏', messageId: 4003 }],
  }),
  chiara({
    name: 'chiara: two messages about the wine',
    answer: `# «send»
Porto io, tu pensa a non bruciare niente 😂

# «send»
rosso o bianco? cosa cucini?`,
    expect: [
      { type: 'send', text: 'Porto io, tu pensa a non bruciare niente 😂' },
      { type: 'send', text: 'rosso o bianco? cosa cucini?' },
    ],
  }),
  chiara({
    name: 'chiara: a sign-off she writes herself',
    answer: `# «send»
Porto il vino e anche il dolce, ci vediamo alle 8
un bacio, C.`,
    expect: [{ type: 'send', text: 'Porto il vino e anche il dolce, ci vediamo alle 8\nun bacio, C.' }],
  }),
  chiara({
    name: 'chiara: a wait between two messages',
    answer: `# «send»
aspetta che guardo in cantina

# «wait»
delay: 40

# «send»
ho un Nero d'Avola, va bene?`,
    expect: [
      { type: 'send', text: 'aspetta che guardo in cantina' },
      { type: 'wait', delay: 40 },
      { type: 'send', text: "ho un Nero d'Avola, va bene?" },
    ],
  }),
  chiara({
    name: 'chiara: a message opening with "Nota:" of her own',
    answer: `# «send»
Nota: il bianco l'ho già messo in frigo, quindi niente scuse`,
    expect: [{ type: 'send', text: "Nota: il bianco l'ho già messo in frigo, quindi niente scuse" }],
  }),
];
