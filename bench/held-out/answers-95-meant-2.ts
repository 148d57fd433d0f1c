/**
 * Set 95, meant answers of Élodie (French, direct) and Carmen (Spanish, family group), on
 * Gemini 3 Flash: notes, plans, relayed words, titles and lists that are all the persona's own.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { cumple, mercado, soir } from './answers-95-cast.js';

export const MEANT_95_MORE: readonly CorpusEntry[] = [
  // Gemini 3 Flash: an "NB :" for the partner under the answer to his older question.
  {
    name: 'set95: Élodie asks for bread and eggs with an NB about the price',
    ...soir,
    answer: `# «send» 4003
Oui, du pain et des œufs stp

NB : pas les œufs bio à 5 €, les autres sont très bien`,
    expect: [
      {
        type: 'send',
        text: 'Oui, du pain et des œufs stp\n\nNB : pas les œufs bio à 5 €, les autres sont très bien',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 3 Flash: the evening's plan as a dashed list.
  {
    name: "set95: Élodie lays out the evening's programme as a list",
    ...soir,
    answer: `# «send»
Programme de ce soir :
- apéro sur le balcon pour fêter l'entretien
- omelette (d'où les œufs)
- un épisode de la série, UN SEUL cette fois`,
    expect: [
      {
        type: 'send',
        text: "Programme de ce soir :\n- apéro sur le balcon pour fêter l'entretien\n- omelette (d'où les œufs)\n- un épisode de la série, UN SEUL cette fois",
      },
    ],
  },
  // Gemini 3 Flash: a bracketed aside a person types, as its own message.
  {
    name: 'set95: Élodie adds a bracketed aside about the crémant',
    ...soir,
    answer: `# «send»
On fête ça ce soir, évidemment

# «send»
(je viens de voir qu'il reste du crémant au frigo, c'est le destin)`,
    expect: [
      { type: 'send', text: 'On fête ça ce soir, évidemment' },
      { type: 'send', text: "(je viens de voir qu'il reste du crémant au frigo, c'est le destin)" },
    ],
  },
  // Gemini 3 Flash: relaying the mother-in-law's words in French quotation marks.
  {
    name: "set95: Élodie relays Julien's mother's message",
    ...soir,
    answer: `# «send»
Ah et ta mère a appelé. Elle m'a dit : « dis-lui que je croise les doigts et qu'il me rappelle ce soir »`,
    expect: [
      {
        type: 'send',
        text: "Ah et ta mère a appelé. Elle m'a dit : « dis-lui que je croise les doigts et qu'il me rappelle ce soir »",
      },
    ],
  },
  // Gemini 3 Flash: the persona plays a restaurant and names herself as its chef.
  {
    name: 'set95: Élodie presents chef Élodie and her signature omelette',
    ...soir,
    answer: `# «send»
Ce soir, la cheffe Élodie vous propose son omelette signature 👩‍🍳

# «send»
Réservation obligatoire. Vous avez de la chance, il reste une place`,
    expect: [
      { type: 'send', text: 'Ce soir, la cheffe Élodie vous propose son omelette signature 👩‍🍳' },
      { type: 'send', text: 'Réservation obligatoire. Vous avez de la chance, il reste une place' },
    ],
  },
  // Gemini 3 Flash: "mon analyse" in its everyday sense, replying to the interview message.
  {
    name: "set95: Élodie gives her analysis of the interview's salary talk",
    ...soir,
    answer: `# «send» 4001
Mon analyse à froid : s'ils t'ont déjà parlé du salaire, c'est qu'ils sont intéressés`,
    expect: [
      {
        type: 'send',
        text: "Mon analyse à froid : s'ils t'ont déjà parlé du salaire, c'est qu'ils sont intéressés",
        replyTo: 4001,
      },
    ],
  },
  // Gemini 3 Flash: who does what, one "Name: task" line each, in a reply to the request.
  {
    name: 'set95: Carmen hands out the birthday jobs with name-colon lines',
    ...cumple,
    answer: `# «send» 4005
Venga, reparto oficial:
Javi: coche, y recoges a la abuela a las 12
Rosa: tortilla (obviamente)
Mamá: nada, tú te sientas y disfrutas
Yo: tarta y velas`,
    expect: [
      {
        type: 'send',
        text: 'Venga, reparto oficial:\nJavi: coche, y recoges a la abuela a las 12\nRosa: tortilla (obviamente)\nMamá: nada, tú te sientas y disfrutas\nYo: tarta y velas',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash: the persona's name with a mock title after a comma, as a joke.
  {
    name: 'set95: Carmen, head of family logistics, reporting',
    ...cumple,
    answer: `# «send»
Carmen, jefa de logística familiar, al habla 🫡

# «send»
Dadme diez minutos y os paso el plan`,
    expect: [
      { type: 'send', text: 'Carmen, jefa de logística familiar, al habla 🫡' },
      { type: 'send', text: 'Dadme diez minutos y os paso el plan' },
    ],
  },
  // Gemini 3 Flash: Saturday's timetable as a dashed list.
  {
    name: "set95: Carmen posts Saturday's timetable",
    ...cumple,
    answer: `# «send»
Plan del sábado:
- 11:00 salimos de Madrid
- 12:00 recogemos a la abuela
- 14:00 comida en casa de Rosa
- 18:00 tarta y regalos`,
    expect: [
      {
        type: 'send',
        text: 'Plan del sábado:\n- 11:00 salimos de Madrid\n- 12:00 recogemos a la abuela\n- 14:00 comida en casa de Rosa\n- 18:00 tarta y regalos',
      },
    ],
  },
  // Gemini 3 Flash: relaying the grandmother's words in Spanish quotation marks.
  {
    name: 'set95: Carmen relays what the grandmother said about flowers',
    ...cumple,
    answer: `# «send»
Por cierto, he hablado con la abuela y dice: «que nadie me traiga flores, que se me mueren todas»`,
    expect: [
      {
        type: 'send',
        text: 'Por cierto, he hablado con la abuela y dice: «que nadie me traiga flores, que se me mueren todas»',
      },
    ],
  },
  // Gemini 3 Flash: "estaba pensando" in its everyday sense, with a question to the group.
  {
    name: 'set95: Carmen was thinking of a photo album as a present',
    ...cumple,
    answer: `# «send»
Estaba pensando que podríamos regalarle un álbum con fotos de todos. ¿Os apuntáis?`,
    expect: [
      {
        type: 'send',
        text: 'Estaba pensando que podríamos regalarle un álbum con fotos de todos. ¿Os apuntáis?',
      },
    ],
  },
  // Gemini 3 Flash: a one-word answer in a reply to the aunt.
  {
    name: 'set95: Carmen answers her aunt with a single word',
    ...mercado,
    answer: `# «send» 4005
Claro`,
    expect: [{ type: 'send', text: 'Claro', replyTo: 4005 }],
  },
  // Gemini 3 Flash: a one-word reply, then a reaction and a question.
  {
    name: 'set95: Carmen says yes, reacts, and asks how much coriander',
    ...mercado,
    answer: `# «send» 4005
Sí

# «react» 4005
👍

# «send»
¿Un manojo o dos?`,
    expect: [
      { type: 'send', text: 'Sí', replyTo: 4005 },
      { type: 'react', emoji: '👍', messageId: 4005 },
      { type: 'send', text: '¿Un manojo o dos?' },
    ],
  },
];
