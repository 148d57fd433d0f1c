/**
 * Set 113, Yaneli in Miami with her cousin Dayami, in Spanglish (Gemini 3 Flash): five answers
 * she means whole, then five with one slip each, in English beside her Spanish or in Spanish
 * beside her English.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ex, party } from './answers-113-cast.js';

export const YANELI_113: readonly CorpusEntry[] = [
  // Gemini 3 Flash: two Spanglish messages switching mid-sentence.
  {
    name: 'set113: Yaneli offers the ride and grumbles about the flan',
    ...party,
    answer: `# «send»
Sí, I'll pick you up como a las 6:30

# «send»
Y el flan lo hago yo pero si queda feo es culpa de tu mamá 😂`,
    expect: [
      { type: 'send', text: "Sí, I'll pick you up como a las 6:30" },
      { type: 'send', text: 'Y el flan lo hago yo pero si queda feo es culpa de tu mamá 😂' },
    ],
  },
  // Gemini 3 Flash: a short verdict, then a message opening with "honestly".
  {
    name: 'set113: Yaneli says leave him on read, then "honestly"',
    ...ex,
    answer: `# «send»
Déjalo en visto. Period.

# «send»
honestly you deserve better que alguien que aparece cada six months`,
    expect: [
      { type: 'send', text: 'Déjalo en visto. Period.' },
      { type: 'send', text: 'honestly you deserve better que alguien que aparece cada six months' },
    ],
  },
  // Gemini 3 Flash: a quoted English comeback inside a Spanish message, and a reaction.
  {
    name: 'set113: Yaneli quotes "new phone, who dis" and reacts to the six months',
    ...ex,
    answer: `# «react» 4003
😁

# «send»
Si le contestas, que sea un "new phone, who dis" y ya 💅`,
    expect: [
      { type: 'react', emoji: '😁', messageId: 4003 },
      { type: 'send', text: 'Si le contestas, que sea un "new phone, who dis" y ya 💅' },
    ],
  },
  // Gemini 3 Flash: an English "note to self:" she types to her cousin as a joke reminder.
  {
    name: 'set113: Yaneli confirms, then a "note to self:" about condensed milk',
    ...party,
    answer: `# «send»
Dale, te recojo a las 6:30

# «send»
note to self: comprar leche condensada mañana antes del trabajo`,
    expect: [
      { type: 'send', text: 'Dale, te recojo a las 6:30' },
      { type: 'send', text: 'note to self: comprar leche condensada mañana antes del trabajo' },
    ],
  },
  // Gemini 3 Flash: a pause between two messages, then what she learned about her cousin.
  {
    name: 'set113: Yaneli hesitates, waits, then rules, and keeps a person note',
    ...ex,
    answer: `# «send»
Espérate, déjame pensar

# «wait»
delay: 20

# «send»
Ok no, déjalo en visto. Final answer

# «person» 7
Dayami: my cousin. Her ex Javi wrote to her after six months; she was tempted to answer.`,
    expect: [
      { type: 'send', text: 'Espérate, déjame pensar' },
      { type: 'wait', delay: 20 },
      { type: 'send', text: 'Ok no, déjalo en visto. Final answer' },
      { type: 'person' },
    ],
  },
  // Gemini 3 Flash: a register note glued after a dash at the end of the message.
  {
    name: 'set113: Yaneli confirms the ride, a register note glued after a dash',
    ...party,
    answer: `# «send»
Yes ma'am, a las 6:30 estoy ahí — casual Spanglish, matches Dayami's register`,
    expect: [{ type: 'send', text: "Yes ma'am, a las 6:30 estoy ahí" }],
  },
  // Gemini 3 Flash: its reading of the partner in English, a line before the Spanish message.
  {
    name: 'set113: Yaneli after an English reading of what Dayami wants',
    ...ex,
    answer: `# «send»
She wants permission to ignore him, so I'll give it firmly.
Ni se te ocurra contestarle, prima. Déjalo en visto`,
    expect: [{ type: 'send', text: 'Ni se te ocurra contestarle, prima. Déjalo en visto' }],
  },
  // Gemini 3 Flash: the reverse, an English message and a bracketed tone note in Spanish.
  {
    name: 'set113: Yaneli in English, then a bracketed tone note in Spanish',
    ...ex,
    answer: `# «send»
Leave him on read. You don't owe him anything

(Tono firme pero cariñoso, como prima mayor)`,
    expect: [{ type: 'send', text: "Leave him on read. You don't owe him anything" }],
  },
  // Gemini 3 Flash: its answering order glued to the message with no space at all.
  {
    name: 'set113: Yaneli with an English plan glued to the message without a space',
    ...party,
    answer: `# «send»
Answering the ride first.Claro que te recojo, 6:30 en tu casa`,
    expect: [{ type: 'send', text: 'Claro que te recojo, 6:30 en tu casa' }],
  },
  // Gemini 3 Flash: an English stage direction in asterisks before the line; actions are off.
  {
    name: 'set113: Yaneli with an asterisk stage direction first, actions off',
    ...party,
    actions: 'never',
    answer: `# «send»
*rolls eyes at the flan thing*
Ok fine, yo hago el flan 🙄 y sí te recojo`,
    expect: [{ type: 'send', text: 'Ok fine, yo hago el flan 🙄 y sí te recojo' }],
  },
];
