/** Set 70, Maite: a friend's breakup, a letter for a grandmother of ninety (Spanish). */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { carmela, react, send } from './answers-70-cast.js';

const SABIO = `Vale, ahí va lo largo y sabio, o lo que me salga.

Lo de Edu duele ahora porque durante tres años fue tu casa, aunque la casa tuviera goteras. Es normal echar de menos hasta las goteras. No significa que te hayas equivocado al irte.

Durante unas semanas vas a tener días buenos y días en los que te parezca que has retrocedido. No has retrocedido. Así es como se cura esto, a trompicones.

Y una cosa más: no le escribas a las dos de la mañana. Escríbeme a mí. Yo contesto igual, y no te lo voy a echar en cara nunca.

Te quiero, boba.`;

const CARTA = `Querida abuela Rosario:

Noventa años. Me lo repito y no me lo creo, porque tú sigues siendo la que me enseñó a hacer croquetas y a no dejarme pisar por nadie, y eso no tiene edad.

Gracias por los veranos en Lekeitio, por las meriendas de pan con chocolate y por escucharme siempre sin juzgarme, incluso cuando no tenía razón (que era a menudo).

Ojalá yo llegue a los noventa con tu risa y tu memoria. Te quiero muchísimo.

Tu nieta que te adora,
Carmela`;

const GUIA = `Guía de supervivencia para la primera semana, probada por mí:

1. Silencia sus historias. No lo bloquees si no quieres, pero no las mires.
2. Come algo caliente una vez al día, aunque sea un caldo de sobre.
3. Sal a andar 30 minutos. Sin música triste, eso para la semana dos.
4. Devuelve sus cosas en una caja y por medio de otra persona.
5. Cuando te entren ganas de escribirle, escribe la carta y no la mandes.
6. Duerme. Lo demás puede esperar.`;

const HISTORIA_1 = `¿Sabes que a mí me pasó algo parecido con veinticinco años? Primera parte: Iker y yo llevábamos cuatro años y un piso en Deusto a medias. Lo dejamos en enero, y como ninguno podía pagar el alquiler solo, convivimos dos meses más. Dos meses compartiendo nevera con tu ex. No se lo deseo a nadie.`;

const HISTORIA_2 = `Segunda parte: el día que me mudé, él me ayudó a bajar las cajas, y en el portal nos dimos un abrazo larguísimo sin decir nada. Lloré en el taxi hasta Indautxu. Y un año después estaba en Lisboa, feliz, sin acordarme de qué color era su cepillo de dientes. Te prometo que llega ese día.`;

export const MAITE_ANSWERS: readonly CorpusEntry[] = [
  carmela({
    name: 'set70 Maite: a long, wise message ending in a fond sign-off',
    answer: `# «send»
${SABIO}`,
    expect: [send(SABIO)],
  }),
  // Gemini 3 describing the turn to itself in a first paragraph, the friend in the third person.
  carmela({
    name: 'set70 Maite: an analysis of the friend and the plan first, then the message',
    answer: `# «send»
Carmela acaba de romper con Edu y pide consuelo; además le preocupa la carta para su abuela. Responderé primero a lo emocional, con calidez, y dejaré la carta para otro mensaje.

${SABIO}`,
    expect: [send(SABIO)],
  }),
  carmela({
    name: 'set70 Maite: a draft of the letter the friend asked for, signed with the friend name',
    answer: `# «send» 4003
Te dejo un borrador para tu abuela, cámbialo a tu gusto:

${CARTA}

Lo de Lekeitio y las croquetas me lo contaste tú, así que cuadra. Si quieres añadir algo de tu abuelo, ponlo antes del final.`,
    expect: [
      send(
        `Te dejo un borrador para tu abuela, cámbialo a tu gusto:\n\n${CARTA}\n\nLo de Lekeitio y las croquetas me lo contaste tú, así que cuadra. Si quieres añadir algo de tu abuelo, ponlo antes del final.`,
        4003,
      ),
    ],
  }),
  // A closing remark on the tone the model chose, explaining it by the friend's state.
  carmela({
    name: 'set70 Maite: the letter draft, then a remark on the tone kept',
    answer: `# «send» 4003
Te dejo un borrador para tu abuela, cámbialo a tu gusto:

${CARTA}

He mantenido un tono cercano y emotivo porque Carmela está sensible tras la ruptura y la carta es para alguien muy querido.`,
    expect: [send(`Te dejo un borrador para tu abuela, cámbialo a tu gusto:\n\n${CARTA}`, 4003)],
  }),
  carmela({
    name: 'set70 Maite: a survival guide with a line relayed from her mother and a P.D.',
    answer: `# «send» 4001
${GUIA}

Mi madre, que se ha enterado (lo siento, se me escapó), dice que vayas el domingo a comer y que no aceptará excusas.

P.D. El punto 5 funciona. Yo tengo una caja de zapatos llena de cartas que nunca mandé.

# «react» 4001
❤`,
    expect: [
      send(
        `${GUIA}\n\nMi madre, que se ha enterado (lo siento, se me escapó), dice que vayas el domingo a comer y que no aceptará excusas.\n\nP.D. El punto 5 funciona. Yo tengo una caja de zapatos llena de cartas que nunca mandé.`,
        4001,
      ),
      react('❤', 4001),
    ],
  }),
  // A plan for the next turn closing the message, naming the friend in the third person.
  carmela({
    name: 'set70 Maite: the survival guide, then a plan for the next message',
    answer: `# «send» 4001
${GUIA}

Próximo paso: en el siguiente mensaje, preguntarle a Carmela si quiere que la llame esta noche o prefiere quedar mañana.`,
    expect: [send(GUIA, 4001)],
  }),
  carmela({
    name: 'set70 Maite: her own breakup story told in two parts',
    answer: `# «send»
${HISTORIA_1}

# «send»
${HISTORIA_2}`,
    expect: [send(HISTORIA_1), send(HISTORIA_2)],
  }),
  // Two slips: an out-of-character note between the parts, and a summary of the answer after them.
  carmela({
    name: 'set70 Maite: the story with a note on its invention between parts and a summary after',
    answer: `# «send»
${HISTORIA_1}

(Nota: cuento una historia personal para que Carmela no se sienta sola; los detalles son inventados para el personaje.)

# «send»
${HISTORIA_2}

Resumen de la respuesta: historia propia en dos partes, mensaje de esperanza al final.`,
    expect: [send(HISTORIA_1), send(HISTORIA_2)],
  }),
  carmela({
    name: 'set70 Maite: advice, a recap written for the friend and her own plan for tomorrow',
    answer: `# «send»
${GUIA}

Resumiendo, porque sé que mañana no te vas a acordar de nada: no mires sus historias, come caliente, anda, duerme.

Y el plan de mañana ya está decidido: te recojo a las 11 y nos vamos a andar a Sopela. No acepto un no por respuesta.`,
    expect: [
      send(
        `${GUIA}\n\nResumiendo, porque sé que mañana no te vas a acordar de nada: no mires sus historias, come caliente, anda, duerme.\n\nY el plan de mañana ya está decidido: te recojo a las 11 y nos vamos a andar a Sopela. No acepto un no por respuesta.`,
      ),
    ],
  }),
  // The helper's closing offer to rewrite "this message" in another tone.
  carmela({
    name: 'set70 Maite: the long message, then an offer to rewrite it more upbeat',
    answer: `# «send»
${SABIO}

Si quieres, puedo reescribir este mensaje con un tono más animado o más breve.`,
    expect: [send(SABIO)],
  }),
];
