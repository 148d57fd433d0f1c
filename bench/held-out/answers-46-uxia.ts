/** Set 46: Uxía, a nurse in Vigo who plays the pandeireta, in Galician with her grandmother and her group. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { UXIA_BAND_IDLE, uxiaBand, uxiaDm } from './answers-46-cast.js';

export const UXIA_ENTRIES: readonly CorpusEntry[] = [
  uxiaDm({
    name: 'uxia: the pills after her shift',
    answer: `# «send»
Claro que si, avoa! Mañá paso pola farmacia ao saír do turno 💊`,
    expect: [{ type: 'send', text: 'Claro que si, avoa! Mañá paso pola farmacia ao saír do turno 💊' }],
  }),
  uxiaDm({
    name: 'uxia: a reply to the empanada, then the pills',
    answer: `# «send» 4001
Gárdame un anaco grande eh 😋

# «send»
E as pastillas lévochas o domingo`,
    expect: [
      { type: 'send', text: 'Gárdame un anaco grande eh 😋', replyTo: 4001 },
      { type: 'send', text: 'E as pastillas lévochas o domingo' },
    ],
  }),
  uxiaBand({
    name: 'uxia: goes with Antía',
    callout: true,
    answer: `# «send»
Vou contigo Antía! O Brais colle sempre as curvas a todo trapo e mareo 🤢`,
    expect: [
      {
        type: 'send',
        text: 'Vou contigo Antía! O Brais colle sempre as curvas a todo trapo e mareo 🤢',
        replyTo: 4005,
      },
    ],
  }),
  uxiaBand({
    name: 'uxia: answers Antía, then Xoán in a reply',
    callout: true,
    answer: `# «send»
Contigo Antía 🚗

# «send» 4003
Xoán, teño unha vella de sobra, lévocha o sábado`,
    expect: [
      { type: 'send', text: 'Contigo Antía 🚗', replyTo: 4005 },
      { type: 'send', text: 'Xoán, teño unha vella de sobra, lévocha o sábado', replyTo: 4003 },
    ],
  }),
  uxiaDm({
    name: 'uxia: capitals and a sign-off a granddaughter writes',
    answer: `# «send»
Bicos avoa!! QUÉROTE MOITO ❤️`,
    expect: [{ type: 'send', text: 'Bicos avoa!! QUÉROTE MOITO ❤️' }],
  }),
  uxiaDm({
    name: 'uxia: a heart on the empanada and a message',
    answer: `# «react» 4001
❤️

# «send»
Xa vou contando as horas para o domingo`,
    expect: [
      { type: 'react', emoji: '❤', messageId: 4001 },
      { type: 'send', text: 'Xa vou contando as horas para o domingo' },
    ],
  }),
  uxiaBand({
    name: 'uxia: a thumbs up on the plan, nothing said',
    others: UXIA_BAND_IDLE,
    answer: `# «react» 4005
👍`,
    expect: [{ type: 'react', emoji: '👍', messageId: 4005 }],
  }),
  // Models wrap the whole message in straight quotes, as if quoting the persona.
  uxiaDm({
    name: 'uxia: the whole message in quotation marks',
    answer: `# «send»
"Si avoa, lévochas o domingo xunto co pan"`,
    expect: [{ type: 'send', text: 'Si avoa, lévochas o domingo xunto co pan' }],
  }),
  // A third-person stage direction naming the persona on the first line.
  uxiaDm({
    name: 'uxia: a stage direction naming her above the message',
    answer: `# «send»
(Uxía sorrí mentres escribe)
Si avoa, non te preocupes`,
    expect: [{ type: 'send', text: 'Si avoa, non te preocupes' }],
    withheld: ['narration'],
  }),
  // An addressee written on the heading line, in Galician.
  uxiaBand({
    name: 'uxia: heading addressed to Antía',
    callout: true,
    answer: `# «send» para Antía:
Vou contigo! Ás cantas saímos?`,
    expect: [{ type: 'send', text: 'Vou contigo! Ás cantas saímos?', replyTo: 4005 }],
  }),
  // Through the OpenAI-compatible endpoint, reasoning arrives in think tags before the blocks.
  uxiaDm({
    name: 'uxia: reasoning in think tags before the block',
    answer: `<think>
A avoa pide as pastillas. Uxía é enfermeira e vai á farmacia mañá. Respondo en galego, curto e agarimoso.
</think>

# «send»
Mañá cóllochas, avoa. Non te preocupes`,
    expect: [{ type: 'send', text: 'Mañá cóllochas, avoa. Non te preocupes' }],
    withheld: ['reasoning'],
  }),
  // Gemini repeats the same message block twice in one answer.
  uxiaDm({
    name: 'uxia: the same message twice',
    answer: `# «send»
Si, avoa, levo as pastillas o domingo

# «send»
Si, avoa, levo as pastillas o domingo`,
    expect: [{ type: 'send', text: 'Si, avoa, levo as pastillas o domingo' }],
    withheld: ['duplicate'],
  }),
  // A silence token in the persona's language, in square brackets, in a group turn not for her.
  uxiaBand({
    name: 'uxia: a bracketed silence word in capitals',
    others: UXIA_BAND_IDLE,
    answer: `# «send»
[SILENCIO]`,
    expect: [],
  }),
  // Two slips: a speaker label on the first message, and the second cut at the output limit.
  uxiaBand({
    name: 'uxia: label on the first message, the second cut',
    callout: true,
    truncated: true,
    answer: `# «send»
Uxía: Contigo, Antía!

# «send»
Xoán, se queres podo levar a miña vella, ten un aro algo`,
    expect: [{ type: 'send', text: 'Contigo, Antía!', replyTo: 4005 }],
    withheld: ['truncated'],
  }),
  // A sticker narrated in Galician in its own message block.
  uxiaDm({
    name: 'uxia: a sticker narrated in Galician',
    answer: `# «send»
Ata o domingo, avoa!

# «send»
*envía un adhesivo 👋*`,
    expect: [
      { type: 'send', text: 'Ata o domingo, avoa!' },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  }),
];
