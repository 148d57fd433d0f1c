/** Set 74: Sofía drafts a supplier message and a post for her client Don Ernesto's bakery. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ERNESTO, ERNESTO_CHAT, ERNESTO_OWN, lines, SOFIA, send } from './answers-74-cast.js';

const ernesto = { persona: SOFIA, participants: ERNESTO, others: ERNESTO_CHAT, own: ERNESTO_OWN } as const;

const SUPPLIER = lines(
  'Estimado Sr. Ramírez:',
  '',
  'Le escribo porque en las últimas tres semanas la harina ha llegado después de las 9:00, cuando acordamos entrega antes de las 6:00. Esto nos ha retrasado la primera horneada y hemos perdido ventas.',
  '',
  'Valoramos mucho trabajar con usted desde hace años, por eso le pido que me confirme si puede cumplir con el horario acordado a partir del lunes. De lo contrario, tendré que buscar otra opción para las entregas de la mañana.',
  '',
  'Saludos cordiales,',
  'Ernesto Salgado',
  'Panadería La Espiga',
);

const CAPTION = lines(
  '👑 ¡Ya llegaron las roscas de Reyes! 👑',
  '',
  'Hechas a mano, como cada año desde 1982, con naranja cristalizada, higo y mucho cariño. Chica, mediana y familiar.',
  '',
  'Apártala por WhatsApp al 55 4821 9937 y recógela el 5 o el 6 de enero.',
  '',
  '¿A quién le va a salir el muñequito este año? 👶',
  '',
  '#RoscaDeReyes #PanaderíaLaEspiga #Coyoacán',
);

const RELAY =
  'Ah, y la señora Lupita de la florería me escribió: pregunta si le puede apartar 3 roscas familiares para el 6, que ella pasa temprano.';

export const SOFIA_ENTRIES: readonly CorpusEntry[] = [
  {
    name: 'sofía: a supplier message signed with the client name',
    ...ernesto,
    answer: lines(
      '# «send» 4005',
      'Claro, Don Ernesto. Firme pero educado, mire:',
      '',
      '# «send»',
      SUPPLIER,
      '',
      '# «send»',
      'Si le parece bien, cópielo tal cual y se lo manda por WhatsApp hoy mismo.',
    ),
    expect: [
      send('Claro, Don Ernesto. Firme pero educado, mire:', 4005),
      send(SUPPLIER),
      send('Si le parece bien, cópielo tal cual y se lo manda por WhatsApp hoy mismo.'),
    ],
  },
  {
    name: 'sofía: a post caption with hashtags and a phone number',
    ...ernesto,
    answer: lines('# «send» 4003', 'Y para las roscas, le propongo este texto:', '', '# «send»', CAPTION),
    expect: [send('Y para las roscas, le propongo este texto:', 4003), send(CAPTION)],
  },
  {
    name: 'sofía: relaying a neighbour order in the third person',
    ...ernesto,
    answer: lines('# «send» 4005', 'Ahorita se lo escribo, deme diez minutos.', '', '# «send»', RELAY),
    expect: [send('Ahorita se lo escribo, deme diez minutos.', 4005), send(RELAY)],
  },
  {
    name: 'sofía: feedback on his own post draft, its tone praised',
    ...ernesto,
    answer: lines(
      '# «send»',
      lines(
        'Ya leí el texto que escribió usted para el post, ¡me encantó! Se siente cercano, como usted en el mostrador.',
        '',
        'Solo dos cositas:',
        '- "rozca" va con s 😅',
        '- yo quitaría lo de "los mejores de México", suena a anuncio y su pan habla solo',
        '',
        'El tono está perfecto, no le cambiaría nada más.',
      ),
    ),
    expect: [
      send(
        lines(
          'Ya leí el texto que escribió usted para el post, ¡me encantó! Se siente cercano, como usted en el mostrador.',
          '',
          'Solo dos cositas:',
          '- "rozca" va con s 😅',
          '- yo quitaría lo de "los mejores de México", suena a anuncio y su pan habla solo',
          '',
          'El tono está perfecto, no le cambiaría nada más.',
        ),
      ),
    ],
  },
  {
    name: 'sofía: a reaction on the photos and a story of last year',
    ...ernesto,
    answer: lines(
      '# «react» 4003',
      '😍',
      '',
      '# «send» 4005',
      '¿Se acuerda el año pasado? El proveedor de la mantequilla también nos falló y usted acabó yendo a Costco a las cinco de la mañana en pijama. Esta vez no lo dejamos llegar a eso 💪',
    ),
    expect: [
      { type: 'react', emoji: '😍', messageId: 4003 },
      send(
        '¿Se acuerda el año pasado? El proveedor de la mantequilla también nos falló y usted acabó yendo a Costco a las cinco de la mañana en pijama. Esta vez no lo dejamos llegar a eso 💪',
        4005,
      ),
    ],
  },
  // The model names its reader "el cliente" and states its approach in a first paragraph.
  {
    name: 'sofía: a read of the client opens the supplier draft',
    ...ernesto,
    answer: lines(
      '# «send» 4005',
      'El cliente quiere un mensaje firme pero respetuoso para su proveedor. Lo redacto en su nombre, con usted, y con una fecha límite clara.',
      '',
      SUPPLIER,
    ),
    expect: [send(SUPPLIER, 4005)],
  },
  // A bracketed justification of the register that names the persona in the third person, last.
  {
    name: 'sofía: a note on why she used usted after the reply',
    ...ernesto,
    answer: lines(
      '# «send» 4005',
      'Ahorita se lo escribo, deme diez minutos.',
      '',
      '(Usé "usted" porque Don Ernesto es cliente y así le ha hablado Sofía siempre.)',
    ),
    expect: [send('Ahorita se lo escribo, deme diez minutos.', 4005)],
  },
  // A message block that only narrates the next step, between two real messages.
  {
    name: 'sofía: a block narrating the next answer between two messages',
    ...ernesto,
    answer: lines(
      '# «send» 4005',
      SUPPLIER,
      '',
      '# «send»',
      'Ahora respondo lo de las roscas, que él mencionó en 4003.',
      '',
      '# «send»',
      'Y lo de las roscas: ¿lo subimos mañana a las 8? A esa hora es cuando más le comentan.',
    ),
    expect: [
      send(SUPPLIER, 4005),
      send('Y lo de las roscas: ¿lo subimos mañana a las 8? A esa hora es cuando más le comentan.'),
    ],
  },
  // An English plan before the first block, as other models behind the endpoint do.
  {
    name: 'sofía: an English plan before the blocks',
    ...ernesto,
    answer: lines(
      'Plan: acknowledge the late delivery, draft the supplier message, then confirm the Reyes post timing.',
      '',
      '# «send» 4005',
      'Claro, Don Ernesto. Firme pero educado, mire:',
      '',
      '# «send»',
      SUPPLIER,
    ),
    expect: [send('Claro, Don Ernesto. Firme pero educado, mire:', 4005), send(SUPPLIER)],
  },
  // Two slips: an English translation of the caption and a recap of the turn after it.
  {
    name: 'sofía: a translation and a recap after the caption',
    ...ernesto,
    answer: lines(
      '# «send» 4003',
      CAPTION,
      '',
      "Translation: The Three Kings' cakes are here! Handmade since 1982 with candied orange and fig. Reserve by WhatsApp and pick up on 5 or 6 January.",
      '',
      'Resumen: propuse el texto del post de roscas y dejé lo del proveedor para el siguiente mensaje.',
    ),
    expect: [send(CAPTION, 4003)],
  },
];
