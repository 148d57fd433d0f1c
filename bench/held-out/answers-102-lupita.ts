/**
 * Set 102, Lupita in her cousins' group in Mexican Spanish (Gemini 2.5 Pro): the aunt's
 * feelings and wishes passed on, a list of who brings what, her own plan, beside the group read,
 * the order of answering, the tone and a cousin's guilt left in, and silence narrated in brackets.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { novela, tia } from './answers-102-cast.js';

export const LUPITA_102: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: the aunt's loneliness told to the group as news, answering Karla.
  {
    name: 'set102: Lupita takes the mariachis and tells how the aunt feels',
    ...tia,
    answer: `# «send»
Yo me encargo de los mariachis, no le digas a tu compadre 😅

# «send» 4003
Y sí, la tía está sentida. Ayer me dijo que se siente sola desde que murió el tío. Hay que marcarle más seguido, de verdad`,
    expect: [
      {
        type: 'send',
        text: 'Yo me encargo de los mariachis, no le digas a tu compadre 😅',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'Y sí, la tía está sentida. Ayer me dijo que se siente sola desde que murió el tío. Hay que marcarle más seguido, de verdad',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 2.5 Pro: a list of who brings what, sent on purpose so nobody forgets.
  {
    name: 'set102: Lupita sends the list of who does what',
    ...tia,
    answer: `# «send»
Va, yo los contrato. A ver, para que no se nos olvide:
- Karla: pastel
- Yo: mariachis
- Fer: salón y sillas
- Memo: llegar aunque sea al pastel 😂`,
    expect: [
      {
        type: 'send',
        text: 'Va, yo los contrato. A ver, para que no se nos olvide:\n- Karla: pastel\n- Yo: mariachis\n- Fer: salón y sillas\n- Memo: llegar aunque sea al pastel 😂',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Pro: her own plan for the day of the party, first this, then that.
  {
    name: 'set102: Lupita’s plan, the market first and then the aunt’s',
    ...tia,
    answer: `# «send»
Sí, yo veo lo de los mariachis

# «send»
El sábado primero paso al mercado por las flores y luego me voy con la tía para ayudarle a arreglarse`,
    expect: [
      { type: 'send', text: 'Sí, yo veo lo de los mariachis', replyTo: 4005 },
      {
        type: 'send',
        text: 'El sábado primero paso al mercado por las flores y luego me voy con la tía para ayudarle a arreglarse',
      },
    ],
  },
  // Gemini 2.5 Pro: what the aunt wants, relayed to the group.
  {
    name: 'set102: Lupita relays that the aunt wants no surprise party',
    ...tia,
    answer: `# «send»
Yo les hablo a los mariachis, Fer

# «send»
Ah, y la tía me pidió que no sea sorpresa porque se pone nerviosa y le sube la presión. Mejor díganle que la vamos a festejar`,
    expect: [
      { type: 'send', text: 'Yo les hablo a los mariachis, Fer', replyTo: 4005 },
      {
        type: 'send',
        text: 'Ah, y la tía me pidió que no sea sorpresa porque se pone nerviosa y le sube la presión. Mejor díganle que la vamos a festejar',
      },
    ],
  },
  // Gemini 2.5 Pro: a thought-and-reaction, no words, while two cousins talk between themselves.
  {
    name: 'set102: Lupita only reacts to the telenovela talk',
    ...novela,
    answer: `# «think»
Están platicando de la novela entre ellas, nadie me preguntó nada. Nomás reacciono.

# «react» 4005
😁`,
    expect: [{ type: 'react', emoji: '😁', messageId: 4005 }],
  },
  // Gemini 2.5 Pro: a reading of the group and the plan, in English, before the blocks.
  {
    name: 'set102: Lupita under an English reading of the group',
    ...tia,
    answer: `Karla notes that the aunt feels neglected; Fer asks me directly about the mariachis. Answer Fer first, then acknowledge the aunt.

# «send»
Yo los consigo, Fer. Tengo el número del que tocó en la boda de Karla

# «send» 4003
Le marco mañana otra vez a la tía`,
    expect: [
      {
        type: 'send',
        text: 'Yo los consigo, Fer. Tengo el número del que tocó en la boda de Karla',
        replyTo: 4005,
      },
      { type: 'send', text: 'Le marco mañana otra vez a la tía', replyTo: 4003 },
    ],
    withheld: ['outside-blocks'],
  },
  // Gemini 2.5 Pro: a tone label in Spanish glued under the message's last line.
  {
    name: 'set102: Lupita with a tone label under her line',
    ...tia,
    answer: `# «send»
Yo los contrato, Fer, tú dile a tu compadre que descanse 😂
Tono: cercano y bromista, como el resto del grupo.`,
    expect: [
      {
        type: 'send',
        text: 'Yo los contrato, Fer, tú dile a tu compadre que descanse 😂',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Pro: a member's feeling and the aim, note-style, as a message block of its own.
  {
    name: 'set102: Lupita with Memo’s guilt as a block between messages',
    ...tia,
    answer: `# «send»
Yo me encargo de los mariachis 🎺

# «send»
Memo: culpable por la guardia. Objetivo: animarlo sin presionar.

# «send» 4001
Memo tú no te apures, si sales temprano todavía alcanzas el pastel`,
    expect: [
      { type: 'send', text: 'Yo me encargo de los mariachis 🎺', replyTo: 4005 },
      {
        type: 'send',
        text: 'Memo tú no te apures, si sales temprano todavía alcanzas el pastel',
        replyTo: 4001,
      },
    ],
  },
  // Gemini 2.5 Pro: the order of answering as a label line over the first message.
  {
    name: 'set102: Lupita under a label on whom to answer first',
    ...tia,
    answer: `# «send»
Orden: primero Fer (mariachis), después Karla (la tía).
Sí, yo me encargo, no le muevas

# «send» 4003
La tía siempre dice eso, pero sí hay que ir a verla más`,
    expect: [
      { type: 'send', text: 'Sí, yo me encargo, no le muevas', replyTo: 4005 },
      { type: 'send', text: 'La tía siempre dice eso, pero sí hay que ir a verla más', replyTo: 4003 },
    ],
  },
  // Gemini 2.5 Pro: silence narrated in brackets, with the reading of two members, in a group.
  {
    name: 'set102: Lupita’s bracketed reading of Karla and Fer as silence',
    ...novela,
    answer: `(Karla y Fer están platicando entre ellas de la novela; no me toca meterme.)`,
    expect: [],
    silence: '',
  },
];
