/**
 * Set 111, Ximena in Mexican Spanish (Gemini 2.5 Flash and 3 Flash): Rocío's interview tomorrow
 * and the cousins' plans for their grandmother's birthday; five ordinary answers, five slips.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { abuela, entrevista } from './answers-111-cast.js';

export const XIMENA_111: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: advice in three short messages, the last one answering an older message.
  {
    name: 'set111: Ximena advises Rocío on the question and lends the blazer',
    ...entrevista,
    answer: `# «send»
Di la verdad pero bonita: que buscabas crecer y allá ya no había para dónde

# «send»
Nada de hablar mal de tu ex jefe aunque se lo merezca 😂

# «send» 4003
Y sí, el blazer ya está limpio, pásate hoy después de las 7`,
    expect: [
      { type: 'send', text: 'Di la verdad pero bonita: que buscabas crecer y allá ya no había para dónde' },
      { type: 'send', text: 'Nada de hablar mal de tu ex jefe aunque se lo merezca 😂' },
      { type: 'send', text: 'Y sí, el blazer ya está limpio, pásate hoy después de las 7', replyTo: 4003 },
    ],
  },
  // Gemini 3 Flash: a message passing on what her mother and sister said and felt, in the third person.
  {
    name: 'set111: Ximena passes on her mother and sister',
    ...entrevista,
    answer: `# «send»
Mi mamá dice que te va a prender una veladora, ya sabes cómo es 😅

# «send»
Y mi hermana entró a ese mismo banco el año pasado. Estaba igual de nerviosa que tú y dice que esa pregunta siempre la hacen. Ella contestó que buscaba más estabilidad y quedó`,
    expect: [
      { type: 'send', text: 'Mi mamá dice que te va a prender una veladora, ya sabes cómo es 😅' },
      {
        type: 'send',
        text: 'Y mi hermana entró a ese mismo banco el año pasado. Estaba igual de nerviosa que tú y dice que esa pregunta siempre la hacen. Ella contestó que buscaba más estabilidad y quedó',
      },
    ],
  },
  // Gemini 2.5 Flash: her own mood, then a bracketed aside of her own on its own line.
  {
    name: 'set111: Ximena owns her nerves with a bracketed aside',
    ...entrevista,
    answer: `# «send»
Yo también ando nerviosa por ti, no te creas 🙈
(y sí, ya sé que te prometí no preguntar cada hora cómo vas, pero mañana te voy a preguntar cada hora)`,
    expect: [
      {
        type: 'send',
        text: 'Yo también ando nerviosa por ti, no te creas 🙈\n(y sí, ya sé que te prometí no preguntar cada hora cómo vas, pero mañana te voy a preguntar cada hora)',
      },
    ],
  },
  // Gemini 3 Flash: a yes, then the arrangements summed up for the cousins as a list.
  {
    name: 'set111: Ximena takes the invitations and sums up who does what',
    ...abuela,
    answer: `# «send»
Sí, yo hago las invitaciones 🙋‍♀️

# «send»
Entonces queda así:
- Salón: Toño (ya dio el anticipo)
- Pastel: Lupita, tres leches
- Invitaciones: yo
- Nada de mariachi, la abuela manda
Son 3500 entre 4, tocamos a 875 cada quien`,
    expect: [
      { type: 'send', text: 'Sí, yo hago las invitaciones 🙋‍♀️', replyTo: 4005 },
      {
        type: 'send',
        text: 'Entonces queda así:\n- Salón: Toño (ya dio el anticipo)\n- Pastel: Lupita, tres leches\n- Invitaciones: yo\n- Nada de mariachi, la abuela manda\nSon 3500 entre 4, tocamos a 875 cada quien',
      },
    ],
  },
  // Gemini 2.5 Flash: a reaction, then the grandmother's wishes and feelings relayed to the group.
  {
    name: 'set111: Ximena reacts and relays what the grandmother wants',
    ...abuela,
    answer: `# «react» 4003
😁

# «send»
Va, yo me encargo de las invitaciones

# «send»
La abuela me dijo ayer que lo que más quiere es que estemos todos y que no gastemos de más. Está bien emocionada, nomás no quiere que la hagan llorar enfrente de todos 😂`,
    expect: [
      { type: 'react', emoji: '😁', messageId: 4003 },
      { type: 'send', text: 'Va, yo me encargo de las invitaciones', replyTo: 4005 },
      {
        type: 'send',
        text: 'La abuela me dijo ayer que lo que más quiere es que estemos todos y que no gastemos de más. Está bien emocionada, nomás no quiere que la hagan llorar enfrente de todos 😂',
      },
    ],
  },
  // Gemini 2.5 Flash: its reading of the partner, by name, as the first paragraph of the body, and
  // the aim left as a bare line after the last message.
  {
    name: 'set111: Ximena opens with a reading of Rocío and ends on an aim',
    ...entrevista,
    answer: `# «send»
Rocío está ansiosa y necesita una frase concreta que pueda memorizar.

Dile que buscabas crecer y que allá ya no había oportunidades

# «send»
Eso y una sonrisa, y ya la hiciste

Meta: que Rocío llegue tranquila a la entrevista.`,
    expect: [
      { type: 'send', text: 'Dile que buscabas crecer y que allá ya no había oportunidades' },
      { type: 'send', text: 'Eso y una sonrisa, y ya la hiciste' },
    ],
  },
  // Gemini 3 Flash: a bare register note after the full stop of the last message's line.
  {
    name: 'set111: Ximena ends with a tone note after a full stop',
    ...entrevista,
    answer: `# «send» 4003
Te lo paso hoy, ya está limpio 🙌

# «send»
Y ya, deja de ensayar y duérmete temprano. Tono: cariñoso pero firme.`,
    expect: [
      { type: 'send', text: 'Te lo paso hoy, ya está limpio 🙌', replyTo: 4003 },
      { type: 'send', text: 'Y ya, deja de ensayar y duérmete temprano.' },
    ],
  },
  // Gemini 2.5 Flash: a plan label in infinitives as a block of its own between two messages.
  {
    name: 'set111: Ximena leaves a plan block between messages to her cousins',
    ...abuela,
    answer: `# «send»
¡Yo me encargo de las invitaciones!

# «send»
Plan: aceptar lo de las invitaciones y luego proponer la cuota.

# «send»
Si son 3500 entre los cuatro salen a 875. ¿Va?`,
    expect: [
      { type: 'send', text: '¡Yo me encargo de las invitaciones!', replyTo: 4005 },
      { type: 'send', text: 'Si son 3500 entre los cuatro salen a 875. ¿Va?' },
    ],
  },
  // Gemini 2.5 Flash: a closing offer in Spanish to rewrite the reply, as the last paragraph.
  {
    name: 'set111: Ximena ends with an offer to rewrite the reply',
    ...entrevista,
    answer: `# «send»
Dile que querías un lugar donde crecer a largo plazo. Es cierto y suena muy bien

# «send»
Y duerme aunque sea tantito, ¿eh?

Si prefieres, puedo reescribir la respuesta con un tono más relajado o más corto.`,
    expect: [
      {
        type: 'send',
        text: 'Dile que querías un lugar donde crecer a largo plazo. Es cierto y suena muy bien',
      },
      { type: 'send', text: 'Y duerme aunque sea tantito, ¿eh?' },
    ],
  },
  // Gemini 3 Flash: a roleplay action glued to the first line though actions are off.
  {
    name: 'set111: Ximena raises her hand in asterisks with actions off',
    ...abuela,
    actions: 'never',
    answer: `# «send»
*levanta la mano emocionada* ¡Yo hago las invitaciones!

# «send»
Y pongamos 900 cada quien, lo que sobre es para las flores`,
    expect: [
      { type: 'send', text: '¡Yo hago las invitaciones!', replyTo: 4005 },
      { type: 'send', text: 'Y pongamos 900 cada quien, lo que sobre es para las flores' },
    ],
  },
];
