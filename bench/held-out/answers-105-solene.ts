/**
 * Set 105, Solène in a shared-garden group in French (Gemini 3 Pro): messages she means whole
 * (an answer to Mireille's callout, the rota summed up, Hugo's disappointment in the third
 * person, what the caretaker said, advice), then one slip each (one with two) of the model's
 * working voice in French or English.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { arrosage, tomates } from './answers-105-cast.js';

export const SOLENE_105: readonly CorpusEntry[] = [
  // Gemini 3 Pro: a yes to the callout, then a word to Karim about his hose.
  {
    name: 'set105: Solène takes the 11th to the 15th and asks Karim for his hose',
    ...arrosage,
    answer: `# «send»
Oui, je prends du 11 au 15 sans problème !

# «send»
Karim, je veux bien ton tuyau, le mien fuit de partout`,
    expect: [
      { type: 'send', text: 'Oui, je prends du 11 au 15 sans problème !', replyTo: 4005 },
      { type: 'send', text: 'Karim, je veux bien ton tuyau, le mien fuit de partout' },
    ],
  },
  // Gemini 3 Pro: she sums up the rota for the group in one message.
  {
    name: 'set105: Solène sums up the watering rota for the group',
    ...arrosage,
    answer: `# «send»
Je prends du 11 au 15. Donc si je récapitule : Karim jusqu’au 10, moi du 11 au 15, et il reste la deuxième quinzaine à caser`,
    expect: [
      {
        type: 'send',
        text: 'Je prends du 11 au 15. Donc si je récapitule : Karim jusqu’au 10, moi du 11 au 15, et il reste la deuxième quinzaine à caser',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: Hugo's feelings in the third person, then an offer to him.
  {
    name: 'set105: Solène feels for Hugo in the third person, then offers him plants',
    ...tomates,
    answer: `# «send»
Pauvre Hugo, il nous en parlait tout le temps de ses tomates cerises 😢

# «send»
Hugo, j’ai des plants en trop sur mon balcon, je t’en descends deux samedi si tu veux`,
    expect: [
      {
        type: 'send',
        text: 'Pauvre Hugo, il nous en parlait tout le temps de ses tomates cerises 😢',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'Hugo, j’ai des plants en trop sur mon balcon, je t’en descends deux samedi si tu veux',
      },
    ],
  },
  // Gemini 3 Pro: what the caretaker told her, then her own plan.
  {
    name: 'set105: Solène passes on what the caretaker said and plans a padlock',
    ...tomates,
    answer: `# «send»
La gardienne m’a dit que les enfants du 12 passent par le portail du fond le soir

# «send»
Je vais à la quincaillerie demain, je peux prendre un cadenas pour le portail`,
    expect: [
      {
        type: 'send',
        text: 'La gardienne m’a dit que les enfants du 12 passent par le portail du fond le soir',
        replyTo: 4005,
      },
      { type: 'send', text: 'Je vais à la quincaillerie demain, je peux prendre un cadenas pour le portail' },
    ],
  },
  // Gemini 3 Pro: a reaction on the older message, then advice.
  {
    name: 'set105: Solène reacts to the theft and advises a net',
    ...tomates,
    answer: `# «react» 4001
😢

# «send»
Mettez un filet sur le bac 3, ça marche contre les merles et ça décourage les petites mains`,
    expect: [
      { type: 'react', emoji: '😢', messageId: 4001 },
      {
        type: 'send',
        text: 'Mettez un filet sur le bac 3, ça marche contre les merles et ça décourage les petites mains',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: a reading of a member by name, in French, after a dash on the message's line.
  {
    name: 'set105: Solène says yes, then a reading of Mireille after a dash',
    ...arrosage,
    answer: `# «send»
Ça marche, je prends du 11 au 15 ! — Mireille veut surtout boucler le planning, inutile d’en rajouter`,
    expect: [{ type: 'send', text: 'Ça marche, je prends du 11 au 15 !', replyTo: 4005 }],
  },
  // Gemini 3 Pro: what the answer should achieve, in French, as a bracketed last paragraph.
  {
    name: 'set105: Solène, then a bracketed aim in French',
    ...arrosage,
    answer: `# «send»
Pour le 11 au 15 c’est bon pour moi 👍

(Objectif : rassurer Mireille et combler le trou du planning.)`,
    expect: [{ type: 'send', text: 'Pour le 11 au 15 c’est bon pour moi 👍', replyTo: 4005 }],
  },
  // Gemini 3 Pro: an English "Reading:" label between her two messages.
  {
    name: 'set105: Solène with an English reading label between messages',
    ...tomates,
    answer: `# «send»
Oh non, les pauvres tomates

Reading: Hugo is upset and wants sympathy more than theories about the culprit.

# «send»
Hugo, je te donne deux plants de mon balcon, promis`,
    expect: [
      { type: 'send', text: 'Oh non, les pauvres tomates', replyTo: 4005 },
      { type: 'send', text: 'Hugo, je te donne deux plants de mon balcon, promis' },
    ],
  },
  // Gemini 3 Pro: a stage direction naming the persona in asterisks, glued above the message.
  {
    name: 'set105: Solène under a stage direction naming her',
    ...tomates,
    answer: `# «send»
*Solène lève les yeux au ciel en pensant aux merles*
Je parie toujours sur les oiseaux, moi 🐦`,
    expect: [{ type: 'send', text: 'Je parie toujours sur les oiseaux, moi 🐦', replyTo: 4005 }],
  },
  // Gemini 3 Pro: two slips, a recap before the blocks and a register note as the last block.
  {
    name: 'set105: Solène after a recap, with a register note as its own block',
    ...tomates,
    answer: `Récap : Hugo a perdu ses tomates, Karim soupçonne les enfants du 12, Mireille dit que Hugo est déçu.

# «send»
On pourrait mettre un petit mot sur le portail, gentil mais ferme

# «send»
Registre : voisine, chaleureuse, pas donneuse de leçons.`,
    expect: [
      {
        type: 'send',
        text: 'On pourrait mettre un petit mot sur le portail, gentil mais ferme',
        replyTo: 4005,
      },
    ],
    withheld: ['outside-blocks'],
  },
];
