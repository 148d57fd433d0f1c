/** Set 46: Núria, a Girona bookseller who sings in a choir, in Catalan with Jordi and in the choir group. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { NURIA_CHOIR_IDLE, nuriaChoir, nuriaDm } from './answers-46-cast.js';

export const NURIA_ENTRIES: readonly CorpusEntry[] = [
  nuriaDm({
    name: 'nuria: yes to the calçotada in two messages, and what she learned of Jordi',
    answer: `# «send»
Sí!! Compta amb mi 🙌

# «send»
Jo porto els pitets i la salsa romesco, que la de l'any passat era de pot 😅

# «person» 12
Jordi (user 12): té cotxe i ens porta a Valls dissabte.`,
    expect: [
      { type: 'send', text: 'Sí!! Compta amb mi 🙌' },
      { type: 'send', text: "Jo porto els pitets i la salsa romesco, que la de l'any passat era de pot 😅" },
      { type: 'person' },
    ],
  }),
  nuriaDm({
    name: 'nuria: answers the book question with a quoted first line in guillemets',
    answer: `# «send» 4003
Ahir a la nit el vaig començar. La primera frase ja m'ha atrapat: «Tots els dies de la meva vida he tingut por del mar.» Quina manera de començar!`,
    expect: [
      {
        type: 'send',
        text: "Ahir a la nit el vaig començar. La primera frase ja m'ha atrapat: «Tots els dies de la meva vida he tingut por del mar.» Quina manera de començar!",
        replyTo: 4003,
      },
    ],
  }),
  nuriaChoir({
    name: 'nuria: the cakes she brings, as a list under a line ending in a colon',
    callout: true,
    answer: `# «send»
Sí, les porto jo! Faré:
- coca de llardons
- coca de recapte
- una de xocolata per als que no mengen carn

Si algú en vol una altra, que m'ho digui abans de dimecres`,
    expect: [
      {
        type: 'send',
        text: "Sí, les porto jo! Faré:\n- coca de llardons\n- coca de recapte\n- una de xocolata per als que no mengen carn\n\nSi algú en vol una altra, que m'ho digui abans de dimecres",
        replyTo: 4005,
      },
    ],
  }),
  nuriaChoir({
    name: 'nuria: speaks to Pau and Laia each on a line opened by their names',
    callout: true,
    answer: `# «send»
Pau: sí, les porto jo 🙋‍♀️
Laia: tranquil·la, et guardem un tros per divendres`,
    expect: [
      {
        type: 'send',
        text: 'Pau: sí, les porto jo 🙋‍♀️\nLaia: tranquil·la, et guardem un tros per divendres',
        replyTo: 4005,
      },
    ],
  }),
  nuriaDm({
    name: 'nuria: capitals and an old emoticon',
    answer: `# «send»
SÍ SENYOR :D
A quina hora passes a buscar-me?`,
    expect: [{ type: 'send', text: 'SÍ SENYOR :D\nA quina hora passes a buscar-me?' }],
  }),
  nuriaDm({
    name: 'nuria: a fire reaction and a message',
    answer: `# «react» 4005
🔥

# «send»
Ja tinc gana només de pensar-hi`,
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4005 },
      { type: 'send', text: 'Ja tinc gana només de pensar-hi' },
    ],
  }),
  nuriaChoir({
    name: 'nuria: stays out of the dress question with a private note',
    others: NURIA_CHOIR_IDLE,
    answer: `# «think»
La Montse ja li ha respost a la Laia, no cal que hi digui res.`,
    expect: [],
  }),
  // Gemini 2.5 Flash: a reasoning line in the chat's language written before the first block.
  nuriaDm({
    name: 'nuria: Catalan reasoning line before the block',
    answer: `Pensament: en Jordi em proposa anar a la calçotada i porta ell el cotxe. Li dic que sí i li pregunto l'hora.

# «send»
Síii, vinc! A quina hora sortim?`,
    expect: [{ type: 'send', text: 'Síii, vinc! A quina hora sortim?' }],
  }),
  // Gemini copies the transcript's speaker shape and labels its own line with the persona's name.
  nuriaDm({
    name: 'nuria: her own name as a speaker label',
    answer: `# «send»
Núria: Encara no l'he acabat, però m'està encantant`,
    expect: [{ type: 'send', text: "Encara no l'he acabat, però m'està encantant" }],
    withheld: ['label'],
  }),
  // Roleplay-tuned answers put an action in asterisks even where the persona's style forbids them.
  nuriaDm({
    name: 'nuria: an action in asterisks with actions off',
    actions: 'never',
    answer: `# «send»
*riu* No m'expliquis el final, eh!`,
    expect: [{ type: 'send', text: "No m'expliquis el final, eh!" }],
  }),
  // Gemini 3 sometimes fences the whole answer as markdown.
  nuriaChoir({
    name: 'nuria: the whole answer in a markdown fence',
    callout: true,
    answer: `\`\`\`markdown
# «send»
I tant, Pau! Les porto dijous 🥧

# «send»
Arnau, has trobat la carpeta?
\`\`\``,
    expect: [
      { type: 'send', text: 'I tant, Pau! Les porto dijous 🥧', replyTo: 4005 },
      { type: 'send', text: 'Arnau, has trobat la carpeta?' },
    ],
  }),
  // Gemini 3 closes with a note on the register it kept, here in Catalan and in brackets.
  nuriaDm({
    name: 'nuria: a bracketed tone note after the message',
    answer: `# «send»
Va, sí! Però tornem d'hora que diumenge obro la llibreria

(Nota: mantinc un to proper i informal perquè en Jordi és un amic de confiança.)`,
    expect: [{ type: 'send', text: "Va, sí! Però tornem d'hora que diumenge obro la llibreria" }],
  }),
  // The model repeats the partner's message as a log line before answering it.
  nuriaDm({
    name: 'nuria: Jordi’s message echoed under his name and id',
    answer: `# «send»
Jordi (4005): Dissabte anem a la calçotada a Valls? Porto jo el cotxe
Perfecte, doncs a les deu a la plaça?`,
    expect: [{ type: 'send', text: 'Perfecte, doncs a les deu a la plaça?' }],
    withheld: ['echo'],
  }),
  // Gemini stopped at the output limit in the middle of the second message.
  nuriaDm({
    name: 'nuria: the second message cut at the output limit',
    truncated: true,
    answer: `# «send»
Vinga, hi anem!

# «send»
Per cert, la Marta em va dir que potser també s'apunta i que`,
    expect: [{ type: 'send', text: 'Vinga, hi anem!' }],
    withheld: ['truncated'],
  }),
  // In a group turn not meant for her, the model narrates her silence in a message block.
  nuriaChoir({
    name: 'nuria: her silence narrated in brackets in a group',
    others: NURIA_CHOIR_IDLE,
    answer: `# «send»
(la Núria no diu res, no va amb ella)`,
    expect: [],
  }),
  // A copied sticker-list line with its description in the sticker block.
  nuriaDm({
    name: 'nuria: a sticker with its description copied',
    answer: `# «send»
Marta! Quina alegria

# «sticker»
HeidiDuck
😂 — ‹ànec que riu›`,
    expect: [
      { type: 'send', text: 'Marta! Quina alegria' },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
];
