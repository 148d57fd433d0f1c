/**
 * Set 67, Marta and Lucía (Spanish): the grandmother's tortilla and a long weekend in Asturias.
 * Real messages with tips, a relayed remark, a summary line, a P.D. and a ticked shopping list;
 * slips between the recipe's parts or after it.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { l, marta, p, send } from './answers-67-cast.js';

const INGREDIENTES = l(
  'Tortilla de la abuela (para 4-6):',
  '',
  '- 6 huevos',
  '- 1 kg de patatas (mejor monalisa)',
  '- 1 cebolla grande',
  '- aceite de oliva, mucho, sin miedo',
  '- sal',
);
const PASOS = l(
  '1. Pela y corta las patatas en láminas finas, la cebolla en juliana',
  '2. Al aceite templado, no hirviendo: tienen que pocharse 25-30 min, no freírse',
  '3. Escurre bien y mézclalo con los huevos batidos y la sal. Deja reposar 10 min, esto es lo que hace la abuela y nadie más',
  '4. Sartén bien caliente con una cucharada de aceite, echas la mezcla y bajas el fuego',
  '5. Vuelta con un plato cuando los bordes estén cuajados. Otros 2-3 min y fuera',
);
const TRUCO =
  'Truco: si tus suegros la quieren poco hecha, el segundo lado solo un minuto. Mi madre dice que la de mi abuela llevaba una pizca de azúcar en la cebolla, pero la abuela lo niega 😂';
const ASTURIAS = l(
  'Lo de Asturias, te cuento:',
  '',
  'Viernes: salimos a las 7 y paramos en León a desayunar. Llegamos a Cangas sobre la 1',
  'Sábado: ruta del Cares entera, 24 km ida y vuelta. Luego sidrería y a dormir',
  'Domingo: Lagos de Covadonga por la mañana (hay que reservar el bus), tarde en Ribadesella',
  'Lunes: Gijón y vuelta a casa después de comer',
  '',
  'Resumen: 4 días, 2 coches, unos 280 € por cabeza con casa rural incluida.',
);

export const MARTA_SET: readonly CorpusEntry[] = [
  marta({
    name: 'marta: the tortilla recipe with a tip and her mother’s remark',
    answer: send(p(INGREDIENTES, PASOS, TRUCO), 4005),
    expect: [{ type: 'send', text: p(INGREDIENTES, PASOS, TRUCO), replyTo: 4005 }],
  }),
  marta({
    name: 'marta: the Asturias plan day by day, a summary line of her own',
    answer: send(ASTURIAS, 4003),
    expect: [{ type: 'send', text: ASTURIAS, replyTo: 4003 }],
  }),
  // Gemini 2.5 Flash narrating the turn in the third person between two parts of a long message.
  marta({
    name: 'marta: the recipe with a paragraph about the turn between its parts',
    answer: send(
      p(
        INGREDIENTES,
        'Lucía pide la receta para el sábado con sus suegros, así que la doy completa y con los pasos bien claros.',
        PASOS,
      ),
    ),
    expect: [{ type: 'send', text: p(INGREDIENTES, PASOS) }],
  }),
  // The closing offer to rewrite the answer shorter, in Spanish, as Gemini adds it.
  marta({
    name: 'marta: the recipe and an offer of a shorter version',
    answer: send(
      p(INGREDIENTES, PASOS, TRUCO, '¿Quieres que te prepare una versión más corta de la respuesta?'),
    ),
    expect: [{ type: 'send', text: p(INGREDIENTES, PASOS, TRUCO) }],
  }),
  // Two slips: a checklist of what the turn covered, then a wrapped description of the answer.
  marta({
    name: 'marta: the recipe, a checklist of the turn and a description of the reply',
    answer: send(
      p(
        INGREDIENTES,
        PASOS,
        'Y tranquila, que te va a salir bien. Si se te rompe al darle la vuelta, la rematas y nadie se entera 😉',
        l('✅ Receta completa', '✅ Consejo para los suegros'),
        '(Respuesta cercana y cariñosa, con la receta paso a paso.)',
      ),
      4005,
    ),
    expect: [
      {
        type: 'send',
        text: p(
          INGREDIENTES,
          PASOS,
          'Y tranquila, que te va a salir bien. Si se te rompe al darle la vuelta, la rematas y nadie se entera 😉',
        ),
        replyTo: 4005,
      },
    ],
  }),
  marta({
    name: 'marta: the recipe, then the trip as a second message',
    answer: send(p(INGREDIENTES, PASOS), 4005) + '\n' + send(ASTURIAS, 4003),
    expect: [
      { type: 'send', text: p(INGREDIENTES, PASOS), replyTo: 4005 },
      { type: 'send', text: ASTURIAS, replyTo: 4003 },
    ],
  }),
  marta({
    name: 'marta: the recipe closing with a P.D. about the onion',
    answer: send(
      p(
        INGREDIENTES,
        PASOS,
        'P.D.: si tu suegra es de las de sin cebolla, ni se lo menciones. Que la pruebe primero y luego ya hablamos 🤫',
      ),
    ),
    expect: [
      {
        type: 'send',
        text: p(
          INGREDIENTES,
          PASOS,
          'P.D.: si tu suegra es de las de sin cebolla, ni se lo menciones. Que la pruebe primero y luego ya hablamos 🤫',
        ),
      },
    ],
  }),
  // The writer justifying how it laid the answer out, a last paragraph Gemini 3 adds.
  marta({
    name: 'marta: the trip plan and why it was organised by days',
    answer: send(
      p(
        ASTURIAS,
        'He organizado el plan por días porque Lucía preguntó por el puente entero y así lo ve de un vistazo.',
      ),
      4003,
    ),
    expect: [{ type: 'send', text: ASTURIAS, replyTo: 4003 }],
  }),
  // An answer cut at the output limit inside its second message.
  marta({
    name: 'marta: the recipe whole, the trip message cut off',
    truncated: true,
    answer:
      send(p(INGREDIENTES, PASOS, TRUCO), 4005) +
      '\n' +
      send('Lo de Asturias: salimos el viernes a las 7 y la primera parada es en Le', 4003),
    expect: [{ type: 'send', text: p(INGREDIENTES, PASOS, TRUCO), replyTo: 4005 }],
    withheld: ['truncated'],
  }),
  marta({
    name: 'marta: a ticked shopping list for Saturday',
    answer: send(
      l(
        'Te he hecho la lista de la compra para el sábado, tacha lo que ya tengas:',
        '',
        '✅ huevos (los de la Paca, que son de verdad)',
        '✅ patatas',
        '⬜ cebolla',
        '⬜ pimientos del piquillo para acompañar',
        '⬜ pan de pueblo',
        '⬜ un tinto decente, que tu suegro se fija',
        '',
        'Lo que tiene ✅ ya te lo llevo yo el viernes.',
      ),
    ),
    expect: [
      {
        type: 'send',
        text: l(
          'Te he hecho la lista de la compra para el sábado, tacha lo que ya tengas:',
          '',
          '✅ huevos (los de la Paca, que son de verdad)',
          '✅ patatas',
          '⬜ cebolla',
          '⬜ pimientos del piquillo para acompañar',
          '⬜ pan de pueblo',
          '⬜ un tinto decente, que tu suegro se fija',
          '',
          'Lo que tiene ✅ ya te lo llevo yo el viernes.',
        ),
      },
    ],
  }),
];
