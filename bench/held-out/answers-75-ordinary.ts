/**
 * Set 75, ordinary answers (1 of 2): well-formed answers in the family, studio, climbing and
 * neighbours' groups, several of which merely look unusual (a list handed out by name,
 * capitals, a quote of a member, an aside in brackets, a sign-off, a line about not answering).
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  CLIMB_GYM,
  CLIMB_GYM_OWN,
  CLIMB_TRIP,
  CLIMB_TRIP_OWN,
  climbing,
  FAM_GRILL,
  FAM_GRILL_OWN,
  FAM_OMA,
  FAM_OMA_OWN,
  FAM_PACKAGE,
  FAM_PACKAGE_OWN,
  family,
  NEIGH_LIFT,
  NEIGH_LIFT_OWN,
  NEIGH_PARTY,
  neighbours,
  studio,
  WORK_DECK,
  WORK_DECK_OWN,
  WORK_LEAVING,
  WORK_LUNCH,
} from './answers-75-cast.js';

export const ORDINARY_75: readonly CorpusEntry[] = [
  family({
    name: 'family-grill-mama-and-oma-each-answered',
    others: FAM_GRILL,
    own: FAM_GRILL_OWN,
    callout: true,
    answer: `# «send» 4005
Klar, ich hol Oma um halb drei ab 🚗
Klappstühle sind schon im Kofferraum

# «send» 4003
Oma, ich bin um 14:30 bei dir, zieh dir bequeme Schuhe an 😘`,
    expect: [
      {
        type: 'send',
        text: 'Klar, ich hol Oma um halb drei ab 🚗\nKlappstühle sind schon im Kofferraum',
        replyTo: 4005,
      },
      { type: 'send', text: 'Oma, ich bin um 14:30 bei dir, zieh dir bequeme Schuhe an 😘', replyTo: 4003 },
    ],
  }),
  family({
    name: 'family-grill-list-handed-out-by-name',
    others: FAM_GRILL,
    own: FAM_GRILL_OWN,
    callout: true,
    answer: `# «send»
Damit nix doppelt kommt, mal die Liste:
Jörg: Bier + Wasser
Svenja: Nudelsalat (ohne Erbsen!!)
Oma: Streuselkuchen
Tante Bea: Brot und Kräuterbutter?
ich: Oma abholen + Stühle`,
    expect: [
      {
        type: 'send',
        text: 'Damit nix doppelt kommt, mal die Liste:\nJörg: Bier + Wasser\nSvenja: Nudelsalat (ohne Erbsen!!)\nOma: Streuselkuchen\nTante Bea: Brot und Kräuterbutter?\nich: Oma abholen + Stühle',
        replyTo: 4005,
      },
    ],
  }),
  family({
    name: 'family-package-thumbs-up-after-a-note-to-self',
    others: FAM_PACKAGE,
    own: FAM_PACKAGE_OWN,
    answer: `# «think»
Jörg schreibt an alle, ein Daumen reicht, Mama liest hier mit.

# «react» 4005
👍`,
    expect: [{ type: 'react', emoji: '👍', messageId: 4005 }],
  }),
  family({
    name: 'family-package-one-word-in-capitals',
    others: FAM_PACKAGE,
    own: FAM_PACKAGE_OWN,
    answer: `# «send»
ENDLICH!!!`,
    expect: [{ type: 'send', text: 'ENDLICH!!!', replyTo: 4005 }],
  }),
  family({
    name: 'family-oma-gentle-steps-quoting-her-capitals',
    others: FAM_OMA,
    own: FAM_OMA_OWN,
    callout: true,
    answer: `# «send» 4005
Oma, du musst nicht schreien 😄
Unten links ist so eine kleine Büroklammer 📎 da drauf drücken, dann „Galerie“, dann das Foto antippen`,
    expect: [
      {
        type: 'send',
        text: 'Oma, du musst nicht schreien 😄\nUnten links ist so eine kleine Büroklammer 📎 da drauf drücken, dann „Galerie“, dann das Foto antippen',
        replyTo: 4005,
      },
    ],
  }),
  family({
    name: 'family-grill-oma-by-name-with-a-sign-off',
    others: FAM_GRILL,
    own: FAM_GRILL_OWN,
    callout: true,
    answer: `# «send» 4003
Oma! Ich komm dich holen, 14:30 steh ich vor der Tür. Kuchen nicht vergessen 😋
Deine Anke`,
    expect: [
      {
        type: 'send',
        text: 'Oma! Ich komm dich holen, 14:30 steh ich vor der Tür. Kuchen nicht vergessen 😋\nDeine Anke',
        replyTo: 4003,
      },
    ],
  }),
  studio({
    name: 'studio-deck-slides-split-with-arrows',
    others: WORK_DECK,
    own: WORK_DECK_OWN,
    callout: true,
    answer: `# «send» 4005
On it. Slides 12–18:
12–13 → Tom (case studies, you already have the copy)
14–15 → Aisha, motion stills
16 → Marek, once the fonts are sorted
17–18 → me, pricing + next steps

Shout if that clashes with anything`,
    expect: [
      {
        type: 'send',
        text: 'On it. Slides 12–18:\n12–13 → Tom (case studies, you already have the copy)\n14–15 → Aisha, motion stills\n16 → Marek, once the fonts are sorted\n17–18 → me, pricing + next steps\n\nShout if that clashes with anything',
        replyTo: 4005,
      },
    ],
  }),
  studio({
    name: 'studio-deck-marek-then-hannah',
    others: WORK_DECK,
    own: WORK_DECK_OWN,
    callout: true,
    answer: `# «send» 4003
Marek they're in Drive > Brand > Fonts, the OTF folder. Don't use the web ones, kerning's off

# «send» 4005
Yep, will do after my 2pm call`,
    expect: [
      {
        type: 'send',
        text: "Marek they're in Drive > Brand > Fonts, the OTF folder. Don't use the web ones, kerning's off",
        replyTo: 4003,
      },
      { type: 'send', text: 'Yep, will do after my 2pm call', replyTo: 4005 },
    ],
  }),
  studio({
    name: 'studio-lunch-silence-in-a-think-block',
    others: WORK_LUNCH,
    answer: `# «think»
Jules asked about Pret ages ago and Tom already answered. Marek is just warning everyone about the printer. Nothing for me to add.`,
    expect: [],
  }),
  studio({
    name: 'studio-leaving-card-then-a-second-line',
    others: WORK_LEAVING,
    answer: `# «send»
I'll do the card! Will leave it on my desk Thursday, sign it when Aisha's not looking 🤫

# «send»
and yes to the Crown obvs`,
    expect: [
      {
        type: 'send',
        text: "I'll do the card! Will leave it on my desk Thursday, sign it when Aisha's not looking 🤫",
        replyTo: 4005,
      },
      { type: 'send', text: 'and yes to the Crown obvs' },
    ],
  }),
  studio({
    name: 'studio-deck-mentions-and-bold',
    others: WORK_DECK,
    own: WORK_DECK_OWN,
    callout: true,
    answer: `# «send» 4005
@tom_b @aisha.k @marek — **slides 12–18 are split in the deck comments**, have a look before standup pls`,
    expect: [
      {
        type: 'send',
        text: '@tom_b @aisha.k @marek — **slides 12–18 are split in the deck comments**, have a look before standup pls',
        replyTo: 4005,
      },
    ],
  }),
  studio({
    name: 'studio-lunch-quoting-tom',
    others: WORK_LUNCH,
    answer: `# «send» 4003
"chicken caesar wrap pls 🙏" the most sincere thing Tom has ever typed`,
    expect: [
      {
        type: 'send',
        text: '"chicken caesar wrap pls 🙏" the most sincere thing Tom has ever typed',
        replyTo: 4003,
      },
    ],
  }),
  climbing({
    name: 'climbing-trip-iker-and-a-list-for-lucia',
    others: CLIMB_TRIP,
    own: CLIMB_TRIP_OWN,
    callout: true,
    answer: `# «send» 4005
Voy!! Y sí, llevo el crash pad grande, pero alguien tendrá que cargar con él a la vuelta 😂

# «send» 4003
Lucía tranqui, para empezar con esto vas bien:
- pies de gato
- magnesera
- ropa que se pueda ensuciar
- agua y algo de comer, que allí no hay nada
El resto lo ponemos entre todos 💪`,
    expect: [
      {
        type: 'send',
        text: 'Voy!! Y sí, llevo el crash pad grande, pero alguien tendrá que cargar con él a la vuelta 😂',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'Lucía tranqui, para empezar con esto vas bien:\n- pies de gato\n- magnesera\n- ropa que se pueda ensuciar\n- agua y algo de comer, que allí no hay nada\nEl resto lo ponemos entre todos 💪',
        replyTo: 4003,
      },
    ],
  }),
  climbing({
    name: 'climbing-gym-aside-in-brackets',
    others: CLIMB_GYM,
    own: CLIMB_GYM_OWN,
    answer: `# «send» 4005
Javi los tiene el de recepción, se los di yo anoche (de nada eh)`,
    expect: [
      {
        type: 'send',
        text: 'Javi los tiene el de recepción, se los di yo anoche (de nada eh)',
        replyTo: 4005,
      },
    ],
  }),
  climbing({
    name: 'climbing-trip-message-then-sticker',
    others: CLIMB_TRIP,
    own: CLIMB_TRIP_OWN,
    callout: true,
    answer: `# «send» 4005
Me apunto, crash pad incluido

# «sticker»
HeidiDuck
😂`,
    expect: [
      { type: 'send', text: 'Me apunto, crash pad incluido', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  climbing({
    name: 'climbing-trip-joke-about-not-answering',
    others: CLIMB_TRIP,
    own: CLIMB_TRIP_OWN,
    callout: true,
    answer: `# «send»
Si no contesto es que estoy colgada de una pared, literalmente 😂 pero sí, voy y llevo el crash pad`,
    expect: [
      {
        type: 'send',
        text: 'Si no contesto es que estoy colgada de una pared, literalmente 😂 pero sí, voy y llevo el crash pad',
        replyTo: 4005,
      },
    ],
  }),
  neighbours({
    name: 'neighbours-lift-repairer-number',
    others: NEIGH_LIFT,
    own: NEIGH_LIFT_OWN,
    answer: `# «send» 4005
Ascenseurs Duval : 04 78 62 18 55
Demandez Patrick, il connaît l'immeuble par cœur`,
    expect: [
      {
        type: 'send',
        text: "Ascenseurs Duval : 04 78 62 18 55\nDemandez Patrick, il connaît l'immeuble par cœur",
        replyTo: 4005,
      },
    ],
  }),
  neighbours({
    name: 'neighbours-party-parcel-and-dish',
    others: NEIGH_PARTY,
    answer: `# «send» 4003
C'est moi Karim ! Je passe le chercher ce soir vers 19h, merci mille fois 🙏

# «send» 4005
Je ferai ma tarte aux poireaux, comme l'an dernier 😊`,
    expect: [
      {
        type: 'send',
        text: "C'est moi Karim ! Je passe le chercher ce soir vers 19h, merci mille fois 🙏",
        replyTo: 4003,
      },
      { type: 'send', text: "Je ferai ma tarte aux poireaux, comme l'an dernier 😊", replyTo: 4005 },
    ],
  }),
  neighbours({
    name: 'neighbours-lift-quoting-chantal',
    others: NEIGH_LIFT,
    own: NEIGH_LIFT_OWN,
    answer: `# «send» 4001
« Avec mes courses du samedi » — Chantal, je vous les monte moi, j'ai de bons mollets 😄`,
    expect: [
      {
        type: 'send',
        text: "« Avec mes courses du samedi » — Chantal, je vous les monte moi, j'ai de bons mollets 😄",
        replyTo: 4001,
      },
    ],
  }),
  neighbours({
    name: 'neighbours-lift-wait-then-found',
    others: NEIGH_LIFT,
    own: NEIGH_LIFT_OWN,
    answer: `# «send» 4005
Je regarde dans mes papiers, j'avais le numéro quelque part

# «wait»
delay: 40

# «send»
Trouvé : Ascenseurs Duval, 04 78 62 18 55`,
    expect: [
      { type: 'send', text: "Je regarde dans mes papiers, j'avais le numéro quelque part", replyTo: 4005 },
      { type: 'wait', delay: 40 },
      { type: 'send', text: 'Trouvé : Ascenseurs Duval, 04 78 62 18 55' },
    ],
  }),
];
