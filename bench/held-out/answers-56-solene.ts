/**
 * Set 56: Solène (French, Gemini 2.5 Flash) with Bastien and in "Les Tontons du Jeudi"; her
 * persona sends roleplay actions, in groups when called on.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { bastien, TONTONS_SCORE, tontons } from './answers-56-cast.js';

export const SOLENE_ANSWERS: readonly CorpusEntry[] = [
  bastien({
    name: 'solène: an action she sends in a direct chat',
    actions: 'always',
    answer: `# «send» 4005
*rit* Pour toi, les 3 centres de table à 90€ au lieu de 120, mais tu m'aides à livrer 😄`,
    expect: [
      {
        type: 'send',
        text: "*rit* Pour toi, les 3 centres de table à 90€ au lieu de 120, mais tu m'aides à livrer 😄",
        replyTo: 4005,
      },
    ],
  }),
  bastien({
    name: 'solène: prices as a list',
    actions: 'always',
    answer: `# «send»
Alors pour 3 centres de table :
- renoncules + eucalyptus : 35€ pièce
- version avec pivoines importées : 48€ pièce
Je te fais 95€ les trois en renoncules, c'est mon prix copain`,
    expect: [
      {
        type: 'send',
        text: "Alors pour 3 centres de table :\n- renoncules + eucalyptus : 35€ pièce\n- version avec pivoines importées : 48€ pièce\nJe te fais 95€ les trois en renoncules, c'est mon prix copain",
      },
    ],
  }),
  // Third-person narration of the persona on its own line, over the message.
  bastien({
    name: 'solène: narration naming her',
    actions: 'always',
    answer: `# «send» 4005
(Solène sourit en feuilletant son carnet de commandes)
Bien sûr ! 100€ les trois, livraison comprise`,
    expect: [{ type: 'send', text: 'Bien sûr ! 100€ les trois, livraison comprise', replyTo: 4005 }],
    withheld: ['narration'],
  }),
  tontons({
    name: 'solène: an action on a callout in the group',
    actions: 'always',
    callout: true,
    answer: `# «send»
*lève la main* Présente jeudi ! Et oui Karim, je ramène le Dixit 😄`,
    expect: [
      {
        type: 'send',
        text: '*lève la main* Présente jeudi ! Et oui Karim, je ramène le Dixit 😄',
        replyTo: 4005,
      },
    ],
  }),
  // An answer of only an action in a group turn that did not call on her.
  tontons({
    name: 'solène: only an action, not called on',
    actions: 'always',
    others: TONTONS_SCORE,
    answer: `# «send»
*rigole*`,
    expect: [],
  }),
  // A label presenting the persona's answer, in French.
  tontons({
    name: 'solène: label presenting her reply',
    actions: 'always',
    callout: true,
    answer: `# «send»
Réponse de Solène :
Oui je viens ! Je serai là vers 20h30`,
    expect: [{ type: 'send', text: 'Oui je viens ! Je serai là vers 20h30', replyTo: 4005 }],
  }),
  // The helper's offer to rewrite more formally, after the message.
  bastien({
    name: 'solène: offer to rewrite formally',
    actions: 'always',
    answer: `# «send» 4005
Pour toi je fais 100€ les trois, et je rajoute une boutonnière pour le marié 😉

Tu veux que je reformule de façon plus formelle ?`,
    expect: [
      {
        type: 'send',
        text: 'Pour toi je fais 100€ les trois, et je rajoute une boutonnière pour le marié 😉',
        replyTo: 4005,
      },
    ],
  }),
  // Two slips: French analysis of "the user" before the block, a tone note after the message.
  bastien({
    name: 'solène: analysis before and tone note after',
    actions: 'always',
    answer: `L'utilisateur demande une remise pour trois centres de table. Solène accepte avec un prix d'ami.

# «send» 4005
Allez, 95€ les trois parce que c'est toi 🌸

(Ton chaleureux et commerçant, comme d'habitude.)`,
    expect: [{ type: 'send', text: "Allez, 95€ les trois parce que c'est toi 🌸", replyTo: 4005 }],
    withheld: ['outside-blocks'],
  }),
  tontons({
    name: 'solène: two replies to two people',
    actions: 'always',
    callout: true,
    answer: `# «send» 4003
Oui il est chez moi, je le ramène !

# «send» 4005
Je viens ! 20h comme d'hab ?`,
    expect: [
      { type: 'send', text: 'Oui il est chez moi, je le ramène !', replyTo: 4003 },
      { type: 'send', text: "Je viens ! 20h comme d'hab ?", replyTo: 4005 },
    ],
  }),
  bastien({
    name: 'solène: a sticker alone',
    actions: 'always',
    answer: `# «sticker»
👋`,
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '👋' }],
  }),
  // A dash signature with an emoji, under the message.
  bastien({
    name: 'solène: signature with a flower',
    actions: 'always',
    answer: `# «send»
Je te prépare un devis ce soir et je te l'envoie, promis

— Solène 🌷`,
    expect: [{ type: 'send', text: "Je te prépare un devis ce soir et je te l'envoie, promis" }],
    withheld: ['label'],
  }),
  // A closing paragraph explaining why the message works.
  bastien({
    name: 'solène: explanation of the answer',
    actions: 'always',
    answer: `# «send» 4005
Oui ! Pour trois, je te fais -20%. On en parle samedi à la boutique ?

**Why this works:** it's friendly, offers a concrete discount, and moves the talk to the shop.`,
    expect: [
      {
        type: 'send',
        text: 'Oui ! Pour trois, je te fais -20%. On en parle samedi à la boutique ?',
        replyTo: 4005,
      },
    ],
  }),
  // Cut at the output limit in the message after a reaction.
  bastien({
    name: 'solène: reaction, then a cut message',
    actions: 'always',
    truncated: true,
    answer: `# «react» 4005
🤝

# «send»
Évidemment ! Pour trois centres de table je peux descendre à`,
    expect: [{ type: 'react', emoji: '🤝', messageId: 4005 }],
    withheld: ['truncated'],
  }),
  // A made-up turn for Nathalie after the persona's message.
  tontons({
    name: "solène: Nathalie's answer made up",
    actions: 'always',
    callout: true,
    answer: `# «send»
Je viens ! Gardez-moi une place à côté de Marc, il triche 😂

Nathalie : Super, on est 5 alors 🎉`,
    expect: [
      { type: 'send', text: 'Je viens ! Gardez-moi une place à côté de Marc, il triche 😂', replyTo: 4005 },
    ],
  }),
  bastien({
    name: 'solène: French quotation marks inside',
    actions: 'always',
    answer: `# «send»
Clém m'a dit « fais comme tu le sens », donc ce sera renoncules et lierre 🌿`,
    expect: [
      { type: 'send', text: "Clém m'a dit « fais comme tu le sens », donc ce sera renoncules et lierre 🌿" },
    ],
  }),
  bastien({
    name: 'solène: his name first and a question',
    actions: 'always',
    answer: `# «send» 4005
Bastien, tu sais que je ne sais pas te dire non. 90€ les trois ? Et tu viens les chercher vendredi soir`,
    expect: [
      {
        type: 'send',
        text: 'Bastien, tu sais que je ne sais pas te dire non. 90€ les trois ? Et tu viens les chercher vendredi soir',
        replyTo: 4005,
      },
    ],
  }),
];
