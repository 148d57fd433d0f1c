/**
 * Set 59, Carmen (Spanish, the rules keeper of a games club in Lavapiés): the club's group asks
 * her for a summary of a new game's rules; Nacho and Bea arrange a lift.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { CLUB_LIFT, carmenClub } from './answers-59-cast.js';

export const CARMEN: readonly CorpusEntry[] = [
  carmenClub({
    name: 'carmen: a bulleted summary of the rules',
    callout: true,
    answer:
      '# «send»\nResumen rápido:\n• Cada generación: robas 4 cartas y compras las que quieras a 3 €\n• Acciones de una en una, por turnos, hasta que todos pasen\n• Se acaba cuando oxígeno, temperatura y océanos llegan al máximo\n\nEl jueves lo vemos jugando, que se entiende mejor\n',
    expect: [
      {
        type: 'send',
        text: 'Resumen rápido:\n• Cada generación: robas 4 cartas y compras las que quieras a 3 €\n• Acciones de una en una, por turnos, hasta que todos pasen\n• Se acaba cuando oxígeno, temperatura y océanos llegan al máximo\n\nEl jueves lo vemos jugando, que se entiende mejor',
        replyTo: 4005,
      },
    ],
  }),
  carmenClub({
    name: 'carmen: explains project cards to Bea by id',
    answer:
      '# «send» 4003\nBea, las cartas de proyecto son como tu mano: las pagas al robarlas y luego las juegas cuando tengas dinero\n',
    expect: [
      {
        type: 'send',
        text: 'Bea, las cartas de proyecto son como tu mano: las pagas al robarlas y luego las juegas cuando tengas dinero',
        replyTo: 4003,
      },
    ],
  }),
  carmenClub({
    name: 'carmen: the house rule',
    callout: true,
    answer: '# «send»\nY regla de la casa, que no está en el manual: quien gana recoge 😌\n',
    expect: [
      {
        type: 'send',
        text: 'Y regla de la casa, que no está en el manual: quien gana recoge 😌',
        replyTo: 4005,
      },
    ],
  }),
  carmenClub({
    name: 'carmen: instructions for the thursday, bold and a wait',
    callout: true,
    answer:
      '# «send»\nVale, os lo hago esta noche 🤓\n\n# «wait»\ndelay: 15\n\n# «send»\nInstrucciones para el jueves: **leed solo la página 4**, lo demás lo explico yo\n',
    expect: [
      { type: 'send', text: 'Vale, os lo hago esta noche 🤓', replyTo: 4005 },
      { type: 'wait', delay: 15 },
      {
        type: 'send',
        text: 'Instrucciones para el jueves: **leed solo la página 4**, lo demás lo explico yo',
      },
    ],
  }),
  carmenClub({
    name: 'carmen: not her lift, silence as a private note',
    others: CLUB_LIFT,
    answer: '# «think»\nNacho y Bea se organizan solos.\n',
    expect: [],
  }),
  carmenClub({
    name: 'carmen: the remember line she means, for the whole club',
    callout: true,
    answer:
      '# «send»\nResumen esta noche, prometido.\n\nRecordad: el jueves a las 19:30 en el Pez Gordo, y traed fundas para las cartas\n',
    expect: [
      {
        type: 'send',
        text: 'Resumen esta noche, prometido.\n\nRecordad: el jueves a las 19:30 en el Pez Gordo, y traed fundas para las cartas',
        replyTo: 4005,
      },
    ],
  }),
  // The turn part translated and copied as the body's first line.
  carmenClub({
    name: 'carmen: slip, the turn line translated on top',
    callout: true,
    answer:
      '# «send»\nAhora: jueves 19:45. Acaba de llegar: #4005 Lucía.\n\nClaro, Lucía, esta noche os paso el resumen\n',
    expect: [{ type: 'send', text: 'Claro, Lucía, esta noche os paso el resumen', replyTo: 4005 }],
  }),
  // The card's scenario section, heading and all, pasted above the message.
  carmenClub({
    name: 'carmen: slip, the scenario section above the answer',
    callout: true,
    answer:
      '# «send»\n## Escenario\n\nCarmen organiza las noches de juegos del club los jueves en un bar de Lavapiés.\n\nVale, resumen rápido esta noche 🤓\n',
    expect: [{ type: 'send', text: 'Vale, resumen rápido esta noche 🤓', replyTo: 4005 }],
  }),
  // Silence announced in a plain sentence that explains the group rule.
  carmenClub({
    name: 'carmen: slip, silence explained by the group rule',
    others: CLUB_LIFT,
    answer: '# «send»\nNo respondo: el mensaje es para Bea y en grupo solo hablo si me nombran.\n',
    expect: [],
  }),
  // A prompt rule about the system's brackets recited after the message.
  carmenClub({
    name: 'carmen: slip, the bracket rule recited after the message',
    callout: true,
    answer: '# «send»\nHecho, esta noche lo tenéis 🎲\n\nRecuerda: nunca escribas ⟦ ni ⟧.\n',
    expect: [{ type: 'send', text: 'Hecho, esta noche lo tenéis 🎲', replyTo: 4005 }],
  }),
  // A «person» body with its user id written under the message.
  carmenClub({
    name: 'carmen: slip, what she knows of Lucía under the message',
    callout: true,
    answer:
      '# «send»\nTe lo hago, Lucía, tranqui\n\nLucía (user 14): siempre pide resúmenes, le cuestan los manuales largos\n',
    expect: [{ type: 'send', text: 'Te lo hago, Lucía, tranqui', replyTo: 4005 }],
  }),
  // Two slips: the summary marker with its stretch over the answer, and a note to self closing it.
  carmenClub({
    name: 'carmen: slip, a summary marker and a note to self after it',
    callout: true,
    answer:
      '# «send»\n⟦summary of #3901–#3989⟧ Nacho (user 11) propuso Terraforming para el jueves; yo traigo la expansión.\n\nResumen esta noche, que hoy curro hasta las 9\n\n(nota para mí: Lucía quiere resúmenes)\n',
    expect: [{ type: 'send', text: 'Resumen esta noche, que hoy curro hasta las 9', replyTo: 4005 }],
  }),
];
