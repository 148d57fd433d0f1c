/** Set 62: Lucía's long story and recipe for her brother in Spanish, slips inside. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { L, lucia, send } from './answers-62-cast.js';

const historia1 = L(
  'Vale, agárrate 😂',
  '',
  'Verano del 79, Cuenca. El abuelo Paco tenía que llevar la mula Lola al veterinario del pueblo de al lado, unos 12 km.',
  'La abuela le dijo: «Paco, ve por la carretera». Él dijo: «Por el monte es más corto».',
);
const historia2 = L(
  'A mitad de camino, Lola se sentó. Literalmente se sentó como un perro y no se movió en dos horas.',
  'El abuelo le cantó, le rogó, le ofreció su bocadillo de chorizo… nada.',
  'Al final pasó el cura en su Vespa, Lola se levantó sola y lo siguió trotando hasta el pueblo 🙄',
);
const historia3 = L(
  'Y el abuelo llegó andando detrás, sudando, y lo primero que dijo fue: «La mula es de misa, qué le vamos a hacer».',
  '',
  'Cuéntalo con esa frase al final, que es la que hace reír a todo el mundo.',
);
const torrijas = L(
  '**Torrijas de mamá** (salen unas 12)',
  '',
  '- 1 barra de pan del día anterior',
  '- 1 litro de leche + 1 rama de canela + piel de limón',
  '- 150 g de azúcar, 3 huevos, aceite de oliva suave',
  '',
  '1. Infusiona la leche con la canela, el limón y 100 g de azúcar. Deja templar.',
  '2. Corta el pan en rebanadas de 2 dedos y empápalas bien.',
  '3. Pásalas por huevo batido y fríelas hasta que estén doradas.',
  '4. Rebózalas en azúcar con canela. Mamá les echaba un chorrito de miel encima.',
);

export const LUCIA: readonly CorpusEntry[] = [
  lucia({
    name: 'set62 lucia: the story told over three messages with quoted speech',
    answer: L('# «send»', historia1, '', '# «send»', historia2, '', '# «send»', historia3),
    expect: [send(historia1), send(historia2), send(historia3)],
  }),
  lucia({
    name: 'set62 lucia: the recipe with a bold title, a list and steps',
    answer: L('# «send» 4005', torrijas),
    expect: [send(torrijas, 4005)],
  }),
  // Gemini 2.5 Flash: a reasoning paragraph describing the turn between two parts of the story.
  lucia({
    name: 'set62 lucia: a turn description between two parts of the story',
    answer: L(
      '# «send»',
      historia1,
      '',
      '# «send»',
      'Okay, so Tomás wants the whole story and the recipe; I should finish the story first, then send the recipe.',
      '',
      historia2,
    ),
    expect: [send(historia1), send(historia2)],
  }),
  // Gemini 2.5 Flash, truncated: the third part of the story cut by the output limit.
  lucia({
    name: 'set62 lucia: the end of the story cut at the output limit',
    truncated: true,
    answer: L(
      '# «send»',
      historia1,
      '',
      '# «send»',
      historia2,
      '',
      '# «send»',
      'Y el abuelo llegó andando detrás, sudando, y lo pri',
    ),
    expect: [send(historia1), send(historia2)],
    withheld: ['truncated'],
  }),
  // Gemini 2.5 Flash: a Spanish tone note between the story and the recipe.
  lucia({
    name: 'set62 lucia: a tone note between story and recipe',
    answer: L(
      '# «send»',
      L(historia1, '', historia2),
      '',
      'Nota: mantuve un tono cercano y divertido, como habla Lucía con su hermano.',
      '',
      '# «send»',
      torrijas,
    ),
    expect: [send(L(historia1, '', historia2)), send(torrijas)],
  }),
  lucia({
    name: 'set62 lucia: a message that speaks of her own message and the wedding speech',
    answer: L(
      '# «send»',
      historia3,
      '',
      'Y oye, mándame luego tu discurso entero, que te lo reviso. Mi mensaje de antes era la versión corta, la larga te la cuento el domingo.',
    ),
    expect: [
      send(
        L(
          historia3,
          '',
          'Y oye, mándame luego tu discurso entero, que te lo reviso. Mi mensaje de antes era la versión corta, la larga te la cuento el domingo.',
        ),
      ),
    ],
  }),
  // Gemini 2.5 Flash: an offer in Spanish to redo the answer, between the recipe and the story end.
  lucia({
    name: 'set62 lucia: an offer of a more formal version between two messages',
    answer: L(
      '# «send»',
      torrijas,
      '',
      '¿Quieres que te prepare una versión más formal del mensaje?',
      '',
      '# «send»',
      historia3,
    ),
    expect: [send(torrijas), send(historia3)],
  }),
  // Gemini 2.5 Pro: the helper's explanation label after the story, then the recipe.
  lucia({
    name: 'set62 lucia: an explanation label between the story and the recipe',
    answer: L(
      '# «send»',
      historia3,
      '',
      'Justificación: el final de la historia es lo que Tomás necesita para la boda.',
      '',
      '# «send» 4005',
      torrijas,
    ),
    expect: [send(historia3), send(torrijas, 4005)],
  }),
  lucia({
    name: 'set62 lucia: a tip under a rule and a line she signs herself',
    answer: L(
      '# «send»',
      torrijas,
      '',
      '---',
      'Truco: si el pan es de molde no sirve, se deshace. Tiene que ser pan de verdad.',
      '',
      'Firmado: tu hermana favorita (la única) 😘',
    ),
    expect: [
      send(
        L(
          torrijas,
          '',
          '---',
          'Truco: si el pan es de molde no sirve, se deshace. Tiene que ser pan de verdad.',
          '',
          'Firmado: tu hermana favorita (la única) 😘',
        ),
      ),
    ],
  }),
  // Gemini 2.5 Flash: the brother's message echoed back as a block of its own between two messages.
  lucia({
    name: "set62 lucia: the brother's message echoed between the story and the recipe",
    answer: L(
      '# «send»',
      historia3,
      '',
      '# «send»',
      '¿Me la cuentas entera? Y de paso la receta de las torrijas de mamá 🙏',
      '',
      '# «send»',
      torrijas,
    ),
    expect: [send(historia3), send(torrijas)],
  }),
  // Gemini 2.5 Flash, two slips: a speaker label on the second part and a checklist after it.
  lucia({
    name: 'set62 lucia: the persona label and a checklist around the second part',
    answer: L(
      '# «send»',
      historia1,
      '',
      '# «send»',
      `Lucía: ${historia2}`,
      '',
      '✔ historia completa ✔ tono familiar',
      '',
      '# «send»',
      historia3,
    ),
    expect: [send(historia1), send(historia2), send(historia3)],
  }),
];
