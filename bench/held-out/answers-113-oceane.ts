/**
 * Set 113, Océane in her Montreal group, in Franglais (Gemini 3 Pro): five answers she means
 * whole, then five with one slip each, in English beside her French or in French beside her
 * English.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { move, show } from './answers-113-cast.js';

export const OCEANE_113: readonly CorpusEntry[] = [
  // Gemini 3 Pro: a Franglais yes to the callout, then a reaction to the refresh.
  {
    name: 'set113: Océane wants a ticket and reacts to Gab refreshing',
    ...show,
    answer: `# «send»
Oui please!! Un pour moi, je t'e-transfer tout de suite

# «react» 4001
🔥`,
    expect: [
      { type: 'send', text: "Oui please!! Un pour moi, je t'e-transfer tout de suite", replyTo: 4005 },
      { type: 'react', emoji: '🔥', messageId: 4001 },
    ],
  },
  // Gemini 3 Pro: a message opening with English "ok so".
  {
    name: 'set113: Océane opens with "ok so" for the coffee run',
    ...move,
    answer: `# «send»
ok so je peux être là à 8h, mais je fais le café run avant. Vous voulez quoi?`,
    expect: [
      {
        type: 'send',
        text: 'ok so je peux être là à 8h, mais je fais le café run avant. Vous voulez quoi?',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: a message wholly in English in a French group, then one in French.
  {
    name: 'set113: Océane answers wholly in English, then in French',
    ...show,
    answer: `# «send»
Ok honestly take my money, I've been waiting two years for this

# «send»
Je sors du meeting à 11h45, écris-moi si ça bug`,
    expect: [
      {
        type: 'send',
        text: "Ok honestly take my money, I've been waiting two years for this",
        replyTo: 4005,
      },
      { type: 'send', text: 'Je sors du meeting à 11h45, écris-moi si ça bug' },
    ],
  },
  // Gemini 3 Pro: an English "update:" label she types, then a sticker.
  {
    name: 'set113: Océane posts an "update:" about her boyfriend, then a sticker',
    ...move,
    answer: `# «send»
update: mon chum peut venir aussi, il a des bras 💪

# «sticker»
HeidiDuck
😂`,
    expect: [
      { type: 'send', text: 'update: mon chum peut venir aussi, il a des bras 💪', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  // Gemini 3 Pro: a reply to the first question, then a second message without an id.
  {
    name: 'set113: Océane replies to the call for help, then sets a condition',
    ...move,
    answer: `# «send» 4001
Compte sur moi pour le 1er

# «send»
Par contre si c'est encore un troisième sans ascenseur, je veux de la pizza après. Non négociable`,
    expect: [
      { type: 'send', text: 'Compte sur moi pour le 1er', replyTo: 4001 },
      {
        type: 'send',
        text: "Par contre si c'est encore un troisième sans ascenseur, je veux de la pizza après. Non négociable",
      },
    ],
  },
  // Gemini 3 Pro: a bare English appraisal as the body's last paragraph.
  {
    name: 'set113: Océane takes a ticket, then an English appraisal paragraph',
    ...show,
    answer: `# «send»
Oui!! Un billet pour moi svp, je te paie ce soir

This hits the deadline concern and confirms clearly.`,
    expect: [{ type: 'send', text: 'Oui!! Un billet pour moi svp, je te paie ce soir', replyTo: 4005 }],
  },
  // Gemini 3 Pro: the reverse, a bracketed note in French before a message with English in it.
  {
    name: 'set113: Océane after a bracketed French note on keeping it short',
    ...move,
    answer: `# «send»
(Réponse courte, Ludo a juste besoin de savoir qui vient)
I'm in, 8h au truck`,
    expect: [{ type: 'send', text: "I'm in, 8h au truck", replyTo: 4005 }],
  },
  // Gemini 3 Pro: an English "Plan:" for the answer as the body's first line.
  {
    name: 'set113: Océane after a "Plan:" line about what the answer will say',
    ...show,
    answer: `# «send»
Plan: say yes to one ticket and offer to pay right away.
Oui un billet pour moi! Je t'envoie l'argent par Interac tout de suite`,
    expect: [
      {
        type: 'send',
        text: "Oui un billet pour moi! Je t'envoie l'argent par Interac tout de suite",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: an English stage direction naming the persona, before her message.
  {
    name: 'set113: Océane after a third-person stage direction in English',
    ...move,
    answer: `# «send»
(Océane raises her hand)
Moi! Je suis là à 8h avec les cafés`,
    expect: [{ type: 'send', text: 'Moi! Je suis là à 8h avec les cafés', replyTo: 4005 }],
  },
  // Gemini 3 Pro: an offer to redo in English glued after the message's full stop.
  {
    name: 'set113: Océane takes a ticket, an offer to redo glued after the full stop',
    ...show,
    answer: `# «send»
Oui, un pour moi! Je t'envoie l'argent ce soir. Happy to redo this with more joual if you want it to sound more Montreal.`,
    expect: [{ type: 'send', text: "Oui, un pour moi! Je t'envoie l'argent ce soir.", replyTo: 4005 }],
  },
];
