/**
 * Set 105, Nerea with Álvaro in Spain's Spanish (Gemini 2.5 Flash): messages she means whole
 * (her own plan, Marta's nerves and his mother's view in the third person, what her brother
 * said, advice), then one slip each of the model's working voice in Spanish or English.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { examen, piso } from './answers-105-cast.js';

export const NEREA_105: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: a yes, then her own plan for the morning in a second short message.
  {
    name: 'set105: Nerea says yes and tells her plan for Saturday morning',
    ...piso,
    answer: `# «send»
¡Claro que voy!

# «send»
Primero llevo a mi abuela al médico y luego me paso, sobre las once`,
    expect: [
      { type: 'send', text: '¡Claro que voy!' },
      { type: 'send', text: 'Primero llevo a mi abuela al médico y luego me paso, sobre las once' },
    ],
  },
  // Gemini 2.5 Flash: advice for Marta in the third person, as a reply to the older message.
  {
    name: "set105: Nerea's advice for Marta as a reply, then yes",
    ...piso,
    answer: `# «send» 4003
Dile a Marta que respire, que entre los tres lo sacamos en una mañana

# «send»
Y sí, voy el sábado. Pizzas y cervezas, que no se te olvide`,
    expect: [
      {
        type: 'send',
        text: 'Dile a Marta que respire, que entre los tres lo sacamos en una mañana',
        replyTo: 4003,
      },
      { type: 'send', text: 'Y sí, voy el sábado. Pizzas y cervezas, que no se te olvide' },
    ],
  },
  // Gemini 2.5 Flash: one message passing on what her brother said.
  {
    name: 'set105: Nerea passes on her brother’s offer of the van',
    ...piso,
    answer: `# «send»
Voy, y mi hermano dice que te deja la furgo si se la devuelves con el depósito lleno 😂`,
    expect: [
      {
        type: 'send',
        text: 'Voy, y mi hermano dice que te deja la furgo si se la devuelves con el depósito lleno 😂',
      },
    ],
  },
  // Gemini 2.5 Flash: his mother's feelings read aloud to him, then advice.
  {
    name: "set105: Nerea explains his mother's worry and advises him",
    ...examen,
    answer: `# «send»
Tu madre lo dice porque te ve agobiado, no porque piense que no vales

# «send»
Yo no lo dejaría. Pide fecha ya y practica solo rotondas con tu padre una semana`,
    expect: [
      { type: 'send', text: 'Tu madre lo dice porque te ve agobiado, no porque piense que no vales' },
      {
        type: 'send',
        text: 'Yo no lo dejaría. Pide fecha ya y practica solo rotondas con tu padre una semana',
      },
    ],
  },
  // Gemini 2.5 Flash: her own mood, then encouragement.
  {
    name: 'set105: Nerea is outraged at the roundabout, then cheers him on',
    ...examen,
    answer: `# «send»
Estoy indignadísima con la rotonda, que lo sepas

# «send»
Pero no lo dejes, ¿eh? A la tercera va la vencida`,
    expect: [
      { type: 'send', text: 'Estoy indignadísima con la rotonda, que lo sepas' },
      { type: 'send', text: 'Pero no lo dejes, ¿eh? A la tercera va la vencida' },
    ],
  },
  // Gemini 2.5 Flash: its reading of the partner by name, in Spanish, glued as the first line.
  {
    name: 'set105: Nerea under a glued reading of Álvaro',
    ...examen,
    answer: `# «send»
Álvaro está frustrado y necesita sentir que no es el único al que le pasa.
Oye, a mí me suspendieron dos veces, y mírame, conduciendo por la V-21 como una reina`,
    expect: [
      {
        type: 'send',
        text: 'Oye, a mí me suspendieron dos veces, y mírame, conduciendo por la V-21 como una reina',
      },
    ],
  },
  // Gemini 2.5 Flash: an English "Plan:" label between her two messages.
  {
    name: 'set105: Nerea with an English plan line between her messages',
    ...piso,
    answer: `# «send»
¡Me apunto!

Plan: confirm Saturday first, then say something kind about Marta.

# «send»
Dile a Marta que yo me encargo de la cocina, que es lo peor de embalar`,
    expect: [
      { type: 'send', text: '¡Me apunto!' },
      { type: 'send', text: 'Dile a Marta que yo me encargo de la cocina, que es lo peor de embalar' },
    ],
  },
  // Gemini 2.5 Flash: which message to answer first, in Spanish, as a block of its own.
  {
    name: 'set105: Nerea opens with a block saying what she answers first',
    ...examen,
    answer: `# «send»
Primero respondo a lo del examen y luego a lo de su madre.

# «send»
Qué rabia, de verdad. Las rotondas de Valencia son un deporte de riesgo

# «send»
Yo no lo dejaría, que ahora lo tienes fresco`,
    expect: [
      { type: 'send', text: 'Qué rabia, de verdad. Las rotondas de Valencia son un deporte de riesgo' },
      { type: 'send', text: 'Yo no lo dejaría, que ahora lo tienes fresco' },
    ],
  },
  // Gemini 2.5 Flash: a note on register and length after a full stop on the message's line.
  {
    name: 'set105: Nerea with a register note after the full stop',
    ...examen,
    answer: `# «send»
Ánimo, que la próxima es la tuya. Tono cercano y breve, sin sermones.`,
    expect: [{ type: 'send', text: 'Ánimo, que la próxima es la tuya.' }],
  },
  // Gemini 2.5 Flash: a bracketed English recap of the chat as the block's last paragraph.
  {
    name: 'set105: Nerea, then a bracketed English recap',
    ...piso,
    answer: `# «send»
Cuenta conmigo el sábado, llevo cinta de embalar y rotuladores

[Recap: Álvaro gets the keys on Friday, Marta is stressed, and he is asking for help on Saturday in exchange for pizza.]`,
    expect: [{ type: 'send', text: 'Cuenta conmigo el sábado, llevo cinta de embalar y rotuladores' }],
  },
];
