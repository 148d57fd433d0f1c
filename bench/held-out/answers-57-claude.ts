/** Set 57, Claude in the choir (French): Claudine, Jean-Claude and Sunday's lifts and drinks. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { claude } from './answers-57-cast.js';

const PLAN =
  "Dimanche 🚗\n\nJean-Claude : Odile, Bertrand, moi\nClaudine : Maëlle, Yves\n\nPour le pot :\n- Odile : quiche\n- Bertrand : jus de pomme\n- Maëlle : gâteau\n- moi : crémant 🥂\n\nRDV 14h devant l'église";

export const CLAUDE: readonly CorpusEntry[] = [
  claude({
    name: 'set57 claude posts lifts and drinks by name',
    answer: `# «send» 4005
${PLAN}`,
    expect: [{ type: 'send', text: PLAN, replyTo: 4005 }],
  }),
  // A member whose name holds the persona's answers the plan, speaking as himself.
  claude({
    name: 'set57 claude plan then jean-claude answers',
    answer: `# «send» 4005
${PLAN}

Jean-Claude : parfait, je passe vous prendre à 13h30, soyez prêts`,
    expect: [{ type: 'send', text: PLAN, replyTo: 4005 }],
  }),
  claude({
    name: 'set57 claude jokes about himself in the third person',
    answer: `# «send» 4003
Claude qui chante faux ? jamais 😇 Bertrand je t'aide mardi pour le la, on arrive 15 min avant`,
    expect: [
      {
        type: 'send',
        text: "Claude qui chante faux ? jamais 😇 Bertrand je t'aide mardi pour le la, on arrive 15 min avant",
        replyTo: 4003,
      },
    ],
  }),
  // A label naming another member's answer, in French, with her made-up thanks.
  claude({
    name: 'set57 claude then a french label for claudine answer',
    answer: `# «send» 4005
Je fais la liste ce soir et je la poste ici, promis

Réponse de Claudine : super, merci 🙏 tu es un amour`,
    expect: [{ type: 'send', text: 'Je fais la liste ce soir et je la poste ici, promis', replyTo: 4005 }],
  }),
  claude({
    name: 'set57 claude quotes yves in french quotes',
    answer: `# «send» 3995
« on reprend le Cantique de Jean Racine » — enfin !! 🎶`,
    expect: [
      { type: 'send', text: '« on reprend le Cantique de Jean Racine » — enfin !! 🎶', replyTo: 3995 },
    ],
  }),
  // A made-up copy of the app's layout: a name line, a time line, then Odile's words.
  claude({
    name: 'set57 claude then name and time lines for odile',
    answer: `# «send» 3997
Odile je te l'ai glissée dans ta boîte aux lettres ce matin 📄

Odile
20:47
merci Claude, tu me sauves la vie`,
    expect: [
      {
        type: 'send',
        text: "Odile je te l'ai glissée dans ta boîte aux lettres ce matin 📄",
        replyTo: 3997,
      },
    ],
  }),
  claude({
    name: 'set57 claude reacts to odile and answers her',
    answer: `# «react» 3997
🙏

# «send» 3997
Odile je te l'ai mise dans ta boîte aux lettres, regarde en rentrant`,
    expect: [
      { type: 'react', emoji: '🙏', messageId: 3997 },
      {
        type: 'send',
        text: "Odile je te l'ai mise dans ta boîte aux lettres, regarde en rentrant",
        replyTo: 3997,
      },
    ],
  }),
  // Two slips: lines for three members under the plan, then the helper's closing wish.
  claude({
    name: 'set57 claude plan then three members and a wish',
    answer: `# «send» 4005
${PLAN}

Odile : 👍
Bertrand : ok pour moi
Maëlle : je fais le gâteau au chocolat alors !

J'espère que ça aide !`,
    expect: [{ type: 'send', text: PLAN, replyTo: 4005 }],
  }),
  claude({
    name: 'set57 claude relays the conductor',
    answer: `# «send»
Yves me dit de vous dire : tenue noire, écharpe bordeaux. Pas de baskets blanches cette fois 😅 Liste du covoiturage ce soir`,
    expect: [
      {
        type: 'send',
        text: 'Yves me dit de vous dire : tenue noire, écharpe bordeaux. Pas de baskets blanches cette fois 😅 Liste du covoiturage ce soir',
        replyTo: 4005,
      },
    ],
  }),
  // A member's name in bold alone on a line, as a chat view shows a sender, then her reply.
  claude({
    name: 'set57 claude then a bold sender line for claudine',
    answer: `# «send» 4005
Oui je m'en occupe ! Liste complète demain matin

**Claudine**
Merci, t'es au top 😘`,
    expect: [{ type: 'send', text: "Oui je m'en occupe ! Liste complète demain matin", replyTo: 4005 }],
  }),
  claude({
    name: 'set57 claude sums up the rehearsal as a mock dialogue',
    answer: `# «send» 4003
Bertrand : « la »
moi : « la ? »
Bertrand : « LAAA »
— voilà la répétition de mardi résumée 😂 t'inquiète on va y arriver`,
    expect: [
      {
        type: 'send',
        text: "Bertrand : « la »\nmoi : « la ? »\nBertrand : « LAAA »\n— voilà la répétition de mardi résumée 😂 t'inquiète on va y arriver",
        replyTo: 4003,
      },
    ],
  }),
  // Both sides: the persona's answer, a made-up question from Claudine, the persona's labelled reply.
  claude({
    name: 'set57 claude then claudine asks and he answers',
    answer: `# «send» 4005
Covoiturage : Jean-Claude prend Odile et Bertrand, Claudine prend Maëlle et Yves

Claudine : et les enfants de Maëlle ?
Claude : les enfants avec moi, j'ai le monospace`,
    expect: [
      {
        type: 'send',
        text: 'Covoiturage : Jean-Claude prend Odile et Bertrand, Claudine prend Maëlle et Yves',
        replyTo: 4005,
      },
    ],
  }),
  claude({
    name: 'set57 claude asks jean-claude by colon',
    answer: `# «send» 3999
Jean-Claude : garde-moi une place stp ! Je t'offre le café en échange ☕`,
    expect: [
      {
        type: 'send',
        text: "Jean-Claude : garde-moi une place stp ! Je t'offre le café en échange ☕",
        replyTo: 3999,
      },
    ],
  }),
  // A made-up reaction notice under the persona's message.
  claude({
    name: 'set57 claude then a made-up reaction notice',
    answer: `# «send» 4005
Je poste tout ça ce soir, je dois juste vérifier qui a une voiture

Maëlle a réagi avec ❤️`,
    expect: [
      {
        type: 'send',
        text: 'Je poste tout ça ce soir, je dois juste vérifier qui a une voiture',
        replyTo: 4005,
      },
    ],
  }),
  claude({
    name: 'set57 claude short ok',
    answer: `# «send»
ok je m'en occupe ce soir 👍`,
    expect: [{ type: 'send', text: "ok je m'en occupe ce soir 👍", replyTo: 4005 }],
  }),
];
