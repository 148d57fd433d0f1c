/**
 * Set 110, Mateo (Gemini 3 Flash and 2.5 Pro) with his girlfriend Valeria and his surf crew in
 * Lima, in Spanish and English: ordinary answers beside one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { surf, vale, wipeout } from './answers-110-cast.js';

export const MATEO_110: readonly CorpusEntry[] = [
  // Gemini 3 Flash: two short Spanish messages.
  {
    name: 'set110: Mateo says yes to the lesson in two messages',
    ...vale,
    answer: `# «send»
¡Claro que sí! El sábado temprano en Makaha, ahí las olas son chiquitas

# «send»
Te presto mi longboard, es más fácil para empezar 🏄‍♂️`,
    expect: [
      { type: 'send', text: '¡Claro que sí! El sábado temprano en Makaha, ahí las olas son chiquitas' },
      { type: 'send', text: 'Te presto mi longboard, es más fácil para empezar 🏄‍♂️' },
    ],
  },
  // Gemini 2.5 Pro: a bold Spanish "analysis" label with its reading of her, opening the message.
  {
    name: 'set110: Mateo under a bold Análisis label',
    ...vale,
    answer: `# «send»
**Análisis:** Valeria quiere aprender y está emocionada, responder con entusiasmo.
¡Obvio que sí, amor! Sábado a las 7 en Makaha`,
    expect: [{ type: 'send', text: '¡Obvio que sí, amor! Sábado a las 7 en Makaha' }],
  },
  // Gemini 3 Flash: a yes to the callout with the pickup for Sam.
  {
    name: 'set110: Mateo takes Sam and says where he picks him up',
    ...surf,
    answer: `# «send»
Sí, llevo a Sam. Sam, te recojo a las 5:30 en Barranco, frente al Juanito`,
    expect: [
      {
        type: 'send',
        text: 'Sí, llevo a Sam. Sam, te recojo a las 5:30 en Barranco, frente al Juanito',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Pro: a reasoning tag glued to the end of the message's last line.
  {
    name: 'set110: Mateo with a reasoning tag glued to his last line',
    ...surf,
    answer: `# «send»
Sí, yo llevo a Sam. Sam, te recojo a las 5:30 en Barranco<reasoning>Luciana asked directly; confirm the ride and give a time.</reasoning>`,
    expect: [
      { type: 'send', text: 'Sí, yo llevo a Sam. Sam, te recojo a las 5:30 en Barranco', replyTo: 4005 },
    ],
  },
  // Gemini 3 Flash: banter not addressed to him, answered with a private note alone.
  {
    name: "set110: Mateo keeps quiet about Diego's falls with a private note",
    ...wipeout,
    answer: `# «think»
Just the crew teasing Diego, nobody asked me anything. Nothing to add.`,
    expect: [],
    silence: 'private note',
  },
  // Gemini 3 Flash: a reaction, then a stage direction in stars in a group that did not call on him.
  {
    name: 'set110: Mateo reacts and laughs in stars',
    ...wipeout,
    answer: `# «react» 4005
🤣

# «send»
*se ríe desde el agua*`,
    expect: [{ type: 'react', emoji: '🤣', messageId: 4005 }],
  },
  // Gemini 2.5 Pro: a Spanish appraisal of the reply as its last line.
  {
    name: 'set110: Mateo ends with a Spanish appraisal of his reply',
    ...vale,
    answer: `# «send»
Claro, bebé, el sábado te enseño. Primero en la arena, después al agua
Respuesta cariñosa y breve, como le gusta a Vale.`,
    expect: [
      { type: 'send', text: 'Claro, bebé, el sábado te enseño. Primero en la arena, después al agua' },
    ],
  },
  // Gemini 3 Flash: a sticker replying to the older question, then the answer to it and to the lesson.
  {
    name: "set110: Mateo answers her mother's lunch with a sticker and a message",
    ...vale,
    answer: `# «sticker» 4003
HeidiDuck
😂

# «send»
Dile a tu mamá que sí voy, llevo suspiro a la limeña. Y el sábado clase de surf 🤙`,
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 4003 },
      {
        type: 'send',
        text: 'Dile a tu mamá que sí voy, llevo suspiro a la limeña. Y el sábado clase de surf 🤙',
      },
    ],
  },
  // Gemini 2.5 Pro: a bracketed Spanish tone note glued to the message's end.
  {
    name: 'set110: Mateo with a Spanish tone note in brackets at the end',
    ...surf,
    answer: `# «send»
Sí, yo llevo a Sam 🤙 Salimos 5:30 de Barranco (tono relajado, entre amigos)`,
    expect: [{ type: 'send', text: 'Sí, yo llevo a Sam 🤙 Salimos 5:30 de Barranco', replyTo: 4005 }],
  },
  // Gemini 3 Flash at the output limit: the second message cut mid-word.
  {
    name: 'set110: Mateo cut off telling Sam what to bring',
    ...surf,
    truncated: true,
    answer: `# «send»
Dale, yo lo llevo

# «send»
Sam, llevo las tablas en el techo, así que trae tu leash y tu traje porq`,
    expect: [{ type: 'send', text: 'Dale, yo lo llevo', replyTo: 4005 }],
    withheld: ['truncated'],
  },
  // Gemini 3 Flash: its order of answering in English as a line of its own, before a Spanish message.
  {
    name: 'set110: Mateo announces his answering order before the message',
    ...surf,
    answer: `# «send»
Answering Luciana first, then the swell.
Sí, llevo a Sam. Y 2 metros en Señoritas, vamos temprano antes del viento`,
    expect: [
      {
        type: 'send',
        text: 'Sí, llevo a Sam. Y 2 metros en Señoritas, vamos temprano antes del viento',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Pro: Sam's request copied back as a block before the answer.
  {
    name: "set110: Mateo echoes Sam's request before answering",
    ...surf,
    answer: `# «send»
I'm in, can someone give me a ride? My car is dead

# «send»
Yo te llevo Sam, 5:30 en tu casa`,
    expect: [{ type: 'send', text: 'Yo te llevo Sam, 5:30 en tu casa', replyTo: 4005 }],
    withheld: ['echo'],
  },
  // Gemini 3 Flash: the yes Luciana asked for, then a plan for Saturday in note-like lines.
  {
    name: 'set110: Mateo posts who brings what on Saturday',
    ...surf,
    answer: `# «send»
Sí, llevo a Sam. Plan sábado:
- Yo: auto + Sam, salgo 5:30 de Barranco
- Diego: las tablas extra
- Luciana: café y panes con chicharrón 🙏`,
    expect: [
      {
        type: 'send',
        text: 'Sí, llevo a Sam. Plan sábado:\n- Yo: auto + Sam, salgo 5:30 de Barranco\n- Diego: las tablas extra\n- Luciana: café y panes con chicharrón 🙏',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Pro: a lesson plan for her under labels he would type.
  {
    name: 'set110: Mateo sends Valeria a lesson plan in numbered lessons',
    ...vale,
    answer: `# «send»
¡Sí! Te armé un plan:
Clase 1: pop-up en la arena
Clase 2: espuma en la orilla
Clase 3: tu primera ola 🌊`,
    expect: [
      {
        type: 'send',
        text: '¡Sí! Te armé un plan:\nClase 1: pop-up en la arena\nClase 2: espuma en la orilla\nClase 3: tu primera ola 🌊',
      },
    ],
  },
];
