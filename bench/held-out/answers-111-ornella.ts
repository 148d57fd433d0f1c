/**
 * Set 111, Ornella in Italian (Gemini 2.5 Pro): her sister Chiara's Christmas guilt and the
 * building's broken lift; five ordinary answers, five slips.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ascensore, fiori, natale } from './answers-111-cast.js';

export const ORNELLA_111: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: advice in three messages, one explaining the mother's feelings in the third person.
  {
    name: 'set111: Ornella explains their mother to Chiara',
    ...natale,
    answer: `# «send»
Ma figurati, orribile. Sei grande, hai una relazione, è normale alternare

# «send»
La mamma è offesa perché ha paura che il Natale non sia più come prima, non è colpa tua. Con me ha fatto uguale il primo anno con Luca

# «send»
Chiamala domani con calma e proponile il pranzo di Santo Stefano da lei`,
    expect: [
      { type: 'send', text: 'Ma figurati, orribile. Sei grande, hai una relazione, è normale alternare' },
      {
        type: 'send',
        text: 'La mamma è offesa perché ha paura che il Natale non sia più come prima, non è colpa tua. Con me ha fatto uguale il primo anno con Luca',
      },
      { type: 'send', text: 'Chiamala domani con calma e proponile il pranzo di Santo Stefano da lei' },
    ],
  },
  // Gemini 2.5 Pro: her own plan, then a parenthesised aside of her own on the next line.
  {
    name: 'set111: Ornella plans to talk to their mother, with an aside',
    ...natale,
    answer: `# «send»
Domenica passo da lei a portarle il ragù e ci parlo un po' io
(con delicatezza, giuro, non come l'anno scorso)`,
    expect: [
      {
        type: 'send',
        text: "Domenica passo da lei a portarle il ragù e ci parlo un po' io\n(con delicatezza, giuro, non come l'anno scorso)",
      },
    ],
  },
  // Gemini 2.5 Pro: a yes to the meeting and an offer of help to a neighbour named in the message.
  {
    name: 'set111: Ornella joins the meeting and offers Lucia a hand',
    ...ascensore,
    answer: `# «send»
Io ci sono lunedì alle 21

# «send»
Lucia, se ti serve una mano con il passeggino fino a giovedì suonami, sono al secondo e di pomeriggio sono a casa`,
    expect: [
      { type: 'send', text: 'Io ci sono lunedì alle 21', replyTo: 4005 },
      {
        type: 'send',
        text: 'Lucia, se ti serve una mano con il passeggino fino a giovedì suonami, sono al secondo e di pomeriggio sono a casa',
      },
    ],
  },
  // Gemini 2.5 Pro: staying silent in a group talk not meant for her, with a think block only.
  {
    name: 'set111: Ornella stays silent about the geraniums',
    ...fiori,
    answer: `# «think»
Lucia ringrazia la signora Bertoni, la domanda era già chiusa. Non serve che scriva.`,
    expect: [],
    silence: 'think',
  },
  // Gemini 2.5 Pro: a summary of the arrangements for the building, in bullets.
  {
    name: 'set111: Ornella sums up the lift arrangements for the building',
    ...ascensore,
    answer: `# «send»
Ci sono!

# «send»
Riassumo così non ci perdiamo:
• ditta giovedì mattina (grazie Davide)
• riunione straordinaria lunedì alle 21, da me o nell'androne?
• fino a giovedì chi ha la spesa pesante lo scriva qui, diamo una mano`,
    expect: [
      { type: 'send', text: 'Ci sono!', replyTo: 4005 },
      {
        type: 'send',
        text: "Riassumo così non ci perdiamo:\n• ditta giovedì mattina (grazie Davide)\n• riunione straordinaria lunedì alle 21, da me o nell'androne?\n• fino a giovedì chi ha la spesa pesante lo scriva qui, diamo una mano",
      },
    ],
  },
  // Gemini 2.5 Pro: an English reading of the partner and plan before the first block, and an
  // English appraisal of the reply after the last.
  {
    name: 'set111: Ornella between an English reading and an English appraisal',
    ...natale,
    answer: `Chiara is feeling guilty and wants reassurance, not a lecture. I'll validate her first, then suggest a compromise.

# «send»
Ma quale figlia orribile! Hai detto di no una volta in trent'anni

# «send»
Natale da Pietro e Santo Stefano dalla mamma, vedrai che le passa

This strikes the right balance between sisterly teasing and real support.`,
    expect: [
      { type: 'send', text: "Ma quale figlia orribile! Hai detto di no una volta in trent'anni" },
      { type: 'send', text: 'Natale da Pietro e Santo Stefano dalla mamma, vedrai che le passa' },
    ],
    withheld: ['outside-blocks'],
  },
  // Gemini 2.5 Pro: an appraisal of its own reply in Italian, as the last paragraph of the body.
  {
    name: "set111: Ornella's message ends with an Italian appraisal of itself",
    ...natale,
    answer: `# «send»
No che non sei orribile. Sei solo la prima che le dice di no, e lei non ci è abituata

Risposta affettuosa ma onesta, senza prendere le parti di nessuna delle due.`,
    expect: [
      {
        type: 'send',
        text: 'No che non sei orribile. Sei solo la prima che le dice di no, e lei non ci è abituata',
      },
    ],
  },
  // Gemini 2.5 Pro: which message to answer first, glued before the first line of the answer.
  {
    name: 'set111: Ornella states her answering order on the first line',
    ...ascensore,
    answer: `# «send»
Rispondo prima a Bertoni, poi a Lucia. Lunedì alle 21 ci sono!

# «send»
Lucia, per il passeggino la sera ti aiuto io a portarlo su`,
    expect: [
      { type: 'send', text: 'Lunedì alle 21 ci sono!', replyTo: 4005 },
      { type: 'send', text: 'Lucia, per il passeggino la sera ti aiuto io a portarlo su' },
    ],
  },
  // Gemini 2.5 Pro: a register note in square brackets closing the first of two messages.
  {
    name: 'set111: Ornella leaves a bracketed register note between messages',
    ...natale,
    answer: `# «send»
Ahia davvero. Però no, non sei orribile

[tono da sorella maggiore: ironico ma dolce]

# «send»
Vuoi che domenica ci parli io con la mamma?`,
    expect: [
      { type: 'send', text: 'Ahia davvero. Però no, non sei orribile' },
      { type: 'send', text: 'Vuoi che domenica ci parli io con la mamma?' },
    ],
  },
  // Gemini 2.5 Pro: the goal of the reply in English after a dash on the message's line.
  {
    name: 'set111: Ornella confirms with an English goal after a dash',
    ...ascensore,
    answer: `# «send»
Ci sono lunedì, porto io i biscotti — goal: sound cooperative and keep the meeting on track`,
    expect: [{ type: 'send', text: 'Ci sono lunedì, porto io i biscotti', replyTo: 4005 }],
  },
];
