/**
 * Set 114, Consuelo, a Santiago choir director, in her choir's group (Gemini 2.5 Flash, 2.5 Pro,
 * 3 Flash and 3 Pro), in English and Chilean Spanish: who sings the solo, how Javiera feels, what
 * Cata said, silence at football talk; beside one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { partido, ronca, solo } from './answers-114-cast.js';

export const CONSUELO_114: readonly CorpusEntry[] = [
  // Gemini 3 Pro: the decision as a reply, then a word to the member who lost out.
  {
    name: 'set114: Consuelo gives Javiera the solo and promises Benjamín a verse',
    ...solo,
    answer: `# «send» 4005
Javiera sings the solo. It's hers and she sings it beautifully

# «send»
Benja, I know you wanted a chance. Next concert you get the verse in Run Children Run, I already had it in mind for you`,
    expect: [
      {
        type: 'send',
        text: "Javiera sings the solo. It's hers and she sings it beautifully",
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'Benja, I know you wanted a chance. Next concert you get the verse in Run Children Run, I already had it in mind for you',
      },
    ],
  },
  // Gemini 2.5 Flash: what an absent member wrote to her, passed on in Spanish.
  {
    name: 'set114: Consuelo passes on what Cata wrote',
    ...ronca,
    answer: `# «send»
Sí, me escribió anoche. La Cata tiene faringitis, el doctor le dio reposo hasta el jueves 🤒
Dice que les pide perdón y que el domingo llega sí o sí`,
    expect: [
      {
        type: 'send',
        text: 'Sí, me escribió anoche. La Cata tiene faringitis, el doctor le dio reposo hasta el jueves 🤒\nDice que les pide perdón y que el domingo llega sí o sí',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash: speaking to one member about another, then to a third, in one message.
  {
    name: 'set114: Consuelo defends Matías to Benjamín',
    ...ronca,
    answer: `# «send» 4002
Benja, Matías me mandó las partituras a mí ayer, así que no le cargues la culpa 😅 Rocío, te las reenvío ahora`,
    expect: [
      {
        type: 'send',
        text: 'Benja, Matías me mandó las partituras a mí ayer, así que no le cargues la culpa 😅 Rocío, te las reenvío ahora',
        replyTo: 4002,
      },
    ],
  },
  // Gemini 2.5 Pro: telling the group what a member really feels, and asking for kindness.
  {
    name: 'set114: Consuelo tells the choir why Javiera said she does not mind',
    ...solo,
    answer: `# «send»
Before anyone answers: Javiera said she doesn't need it because she hates conflict, not because she doesn't care. Let's be kind about this, chiquillos`,
    expect: [
      {
        type: 'send',
        text: "Before anyone answers: Javiera said she doesn't need it because she hates conflict, not because she doesn't care. Let's be kind about this, chiquillos",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: a reaction to the member who noticed, then the practical answer.
  {
    name: 'set114: Consuelo reacts to Javiera and says they rehearse anyway',
    ...ronca,
    answer: `# «react» 3996
🙏

# «send»
Ensayamos igual, yo canto la parte de la Cata mientras tanto`,
    expect: [
      { type: 'react', emoji: '🙏', messageId: 3996 },
      {
        type: 'send',
        text: 'Ensayamos igual, yo canto la parte de la Cata mientras tanto',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: silence when the banter is not for her, said in a think block.
  {
    name: 'set114: Consuelo stays out of the football banter',
    ...partido,
    answer: `# «think»
Football banter between Matías, Benjamín and Rocío. Nothing for me here.`,
    expect: [],
    silence: 'think',
  },
  // Gemini 2.5 Flash: a dash-labelled reading of two members glued above the message.
  {
    name: 'set114: Consuelo under a dash reading of Javiera and Benjamín',
    ...solo,
    answer: `# «send»
Javiera – hurt but hiding it; Benjamín – pushing for himself.
The solo stays with Javiera. Benja, you'll get your moment, I promise`,
    expect: [
      {
        type: 'send',
        text: "The solo stays with Javiera. Benja, you'll get your moment, I promise",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: whom to answer first, bracketed as the body's first line.
  {
    name: 'set114: Consuelo under a bracketed answering order',
    ...solo,
    answer: `# «send» 4005
[Answer Rocío directly, then address Benjamín]
Javiera sings it, as always 🎶`,
    expect: [{ type: 'send', text: 'Javiera sings it, as always 🎶', replyTo: 4005 }],
  },
  // Gemini 2.5 Pro: the aim of the answer after the last block.
  {
    name: 'set114: Consuelo answers, then an aim after the last block',
    ...ronca,
    answer: `# «send»
Cata tiene faringitis, vuelve el jueves. Ensayamos igual y yo cubro su parte

# «send» 4002
Y Benja, Matías ya me mandó las partituras, relax 😄

Aim: reassure Javiera and stop the jokes about Matías.`,
    expect: [
      {
        type: 'send',
        text: 'Cata tiene faringitis, vuelve el jueves. Ensayamos igual y yo cubro su parte',
        replyTo: 4005,
      },
      { type: 'send', text: 'Y Benja, Matías ya me mandó las partituras, relax 😄', replyTo: 4002 },
    ],
  },
  // Gemini 3 Flash: a bracketed stage direction of going quiet, glued under a short message.
  {
    name: 'set114: Consuelo jokes, then a narrated silence glued under it',
    ...partido,
    answer: `# «send»
Vean el partido, pero el viernes los quiero afinados 😂
(luego se queda callada y los deja conversar)`,
    expect: [
      { type: 'send', text: 'Vean el partido, pero el viernes los quiero afinados 😂', replyTo: 4005 },
    ],
  },
  // Gemini 2.5 Flash: a Spanish tone note glued under the message's last line.
  {
    name: 'set114: Consuelo on Cata with a Spanish tone note glued under it',
    ...ronca,
    answer: `# «send»
Sí, la Cata me escribió, está con reposo hasta el jueves. Ensayen sin su parte, yo la cubro
Tono: cálido pero práctico.`,
    expect: [
      {
        type: 'send',
        text: 'Sí, la Cata me escribió, está con reposo hasta el jueves. Ensayen sin su parte, yo la cubro',
        replyTo: 4005,
      },
    ],
  },
];
