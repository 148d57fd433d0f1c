/** Set 56: Marisol (Spanish, Gemini 2.5 Flash) with her friend Candela and in "Profes 3ºB". */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { candela, profes } from './answers-56-cast.js';

export const MARISOL_ANSWERS: readonly CorpusEntry[] = [
  candela({
    name: 'marisol: one warm reply',
    answer: `# «send» 4005
¡Venga! A las 9 en la portada, pero los rebujitos los pagas tú 😂`,
    expect: [
      {
        type: 'send',
        text: '¡Venga! A las 9 en la portada, pero los rebujitos los pagas tú 😂',
        replyTo: 4005,
      },
    ],
  }),
  candela({
    name: 'marisol: a reaction and two messages',
    answer: `# «react» 4003
😢

# «send»
Pobre, qué rabia lo de Rocío

# «send» 4005
Hecho, a las 9. Ya he terminado de corregir así que voy sin culpa 💃`,
    expect: [
      { type: 'react', emoji: '😢', messageId: 4003 },
      { type: 'send', text: 'Pobre, qué rabia lo de Rocío' },
      {
        type: 'send',
        text: 'Hecho, a las 9. Ya he terminado de corregir así que voy sin culpa 💃',
        replyTo: 4005,
      },
    ],
  }),
  // The whole answer wrapped in a Markdown code fence.
  candela({
    name: 'marisol: answer in a markdown fence',
    answer: `\`\`\`markdown
# «send» 4005
Vale, a las 9 en la portada

# «send»
Y luego a la caseta de mi primo, que tiene sitio
\`\`\``,
    expect: [
      { type: 'send', text: 'Vale, a las 9 en la portada', replyTo: 4005 },
      { type: 'send', text: 'Y luego a la caseta de mi primo, que tiene sitio' },
    ],
  }),
  // An English translation appended in brackets after a Spanish message.
  candela({
    name: 'marisol: translation in brackets',
    answer: `# «send» 4005
¡Claro que sí, tía! Nos vemos a las 9 💃 (Translation: Of course, girl! See you at 9)`,
    expect: [{ type: 'send', text: '¡Claro que sí, tía! Nos vemos a las 9 💃', replyTo: 4005 }],
  }),
  profes({
    name: 'marisol: takes the trip on',
    callout: true,
    answer: `# «send»
Sí, me encargo yo 👍 Mañana os paso la lista. Las autorizaciones firmadas antes del jueves, que el autobús ya está reservado`,
    expect: [
      {
        type: 'send',
        text: 'Sí, me encargo yo 👍 Mañana os paso la lista. Las autorizaciones firmadas antes del jueves, que el autobús ya está reservado',
        replyTo: 4005,
      },
    ],
  }),
  profes({
    name: 'marisol: a numbered list for colleagues',
    callout: true,
    answer: `# «send» 4005
Me lo quedo. Lo que falta:
1. Autorizaciones de 3ºB (faltan 6)
2. Dinero del autobús, 8€ por alumno
3. Confirmar la hora con el guía

Ana Belén, ¿me mandas el modelo de autorización del año pasado?`,
    expect: [
      {
        type: 'send',
        text: 'Me lo quedo. Lo que falta:\n1. Autorizaciones de 3ºB (faltan 6)\n2. Dinero del autobús, 8€ por alumno\n3. Confirmar la hora con el guía\n\nAna Belén, ¿me mandas el modelo de autorización del año pasado?',
        replyTo: 4005,
      },
    ],
  }),
  // Gemini 2.5 Flash closing with a note on the tone it kept.
  profes({
    name: 'marisol: tone note after the message',
    callout: true,
    answer: `# «send»
Claro, yo me encargo. El viernes tenéis la lista en la sala de profes

(Mantengo un tono cercano y profesional con los compañeros.)`,
    expect: [
      {
        type: 'send',
        text: 'Claro, yo me encargo. El viernes tenéis la lista en la sala de profes',
        replyTo: 4005,
      },
    ],
  }),
  // An addressee written on the heading line.
  profes({
    name: 'marisol: addressee on the heading',
    callout: true,
    answer: `# «send» para Ana Belén
Sin problema, yo me ocupo de Itálica. ¿Vamos el 12 o el 19?`,
    expect: [
      { type: 'send', text: 'Sin problema, yo me ocupo de Itálica. ¿Vamos el 12 o el 19?', replyTo: 4005 },
    ],
  }),
  profes({
    name: 'marisol: answers an earlier question by name',
    answer: `# «send» 4001
Julián, las de mates las sube Sergio esta noche, mira arriba 👆`,
    expect: [
      {
        type: 'send',
        text: 'Julián, las de mates las sube Sergio esta noche, mira arriba 👆',
        replyTo: 4001,
      },
    ],
  }),
  // The same message written twice in a row.
  profes({
    name: 'marisol: the same block twice',
    callout: true,
    answer: `# «send»
Me encargo yo, tranquila

# «send»
Me encargo yo, tranquila`,
    expect: [{ type: 'send', text: 'Me encargo yo, tranquila', replyTo: 4005 }],
    withheld: ['duplicate'],
  }),
  // The model goes on to write the partner's reply after its own.
  candela({
    name: 'marisol: made-up reply from Candela',
    answer: `# «send» 4005
¡Hecho! A las 9, y no llegues tarde como el año pasado 😂

Candela: jajaja vale vale, allí estaré 😘`,
    expect: [
      { type: 'send', text: '¡Hecho! A las 9, y no llegues tarde como el año pasado 😂', replyTo: 4005 },
    ],
  }),
  // Two slips: a lead-in presenting the answer, and a signature under it.
  candela({
    name: 'marisol: lead-in and signature',
    answer: `# «send»
Aquí va mi respuesta:

Tía, pues claro que voy contigo. A las 9 en la portada y vamos a por churros después

— Marisol`,
    expect: [
      {
        type: 'send',
        text: 'Tía, pues claro que voy contigo. A las 9 en la portada y vamos a por churros después',
      },
    ],
  }),
  candela({
    name: 'marisol: quoting a friend in quotation marks',
    answer: `# «send»
Rocío siempre dice "esta vez sí" y luego nada 🙄 Bueno, mejor, más rebujito para nosotras`,
    expect: [
      {
        type: 'send',
        text: 'Rocío siempre dice "esta vez sí" y luego nada 🙄 Bueno, mejor, más rebujito para nosotras',
      },
    ],
  }),
  // A reasoning line labelled in Spanish opening the body.
  profes({
    name: 'marisol: labelled thought in Spanish',
    callout: true,
    answer: `# «send»
**Pensamiento:** Ana Belén me pide la excursión; acepto y pido fecha.

Vale, me encargo. ¿Tenemos ya fecha con el museo?`,
    expect: [{ type: 'send', text: 'Vale, me encargo. ¿Tenemos ya fecha con el museo?', replyTo: 4005 }],
    withheld: ['reasoning'],
  }),
  candela({
    name: 'marisol: message then a sticker',
    answer: `# «send» 4005
A las 9 pues 🥳

# «sticker»
👋`,
    expect: [
      { type: 'send', text: 'A las 9 pues 🥳', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  }),
  profes({
    name: 'marisol: a postscript',
    callout: true,
    answer: `# «send»
Vale, yo llevo Itálica. Nos vemos el lunes en el claustro

P.D.: traed bolis, que siempre faltan`,
    expect: [
      {
        type: 'send',
        text: 'Vale, yo llevo Itálica. Nos vemos el lunes en el claustro\n\nP.D.: traed bolis, que siempre faltan',
        replyTo: 4005,
      },
    ],
  }),
];
