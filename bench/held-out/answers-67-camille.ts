/**
 * Set 67, Camille in her walking group (French, a line of English for Mike): the route as a
 * table, the gear list, the group's golden rules with tips, a story of the last walk. Slips: a
 * wrapped description of the answer, the turn analysed between paragraphs, an offer to reword,
 * a ruled-off tone label and checklist, a reasoning title opening a second message.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { camille, l, p, send } from './answers-67-cast.js';

const ITINERAIRE = l(
  "L'itinéraire complet, Inès, garde-le cette fois 😄",
  '',
  '| Étape | Distance | Dénivelé | Horaire |',
  '|---|---|---|---|',
  '| Parking du lac → refuge du Chalvet | 6 km | +550 m | 8h15 – 10h15 |',
  '| Refuge → crête des Aiguilles | 4 km | +300 m | 10h30 – 12h00 |',
  '| Pique-nique | — | — | 12h00 – 12h45 |',
  '| Descente par le vallon | 8 km | −850 m | 12h45 – 15h30 |',
  '',
  'Total : 18 km, 850 m de D+. Comptez 7h avec les pauses.',
);
const MATOS = l(
  'Et le matos, obligatoire :',
  '',
  '- 2 L d’eau minimum',
  '- coupe-vent + polaire (il fait 5 °C sur la crête le matin)',
  '- chaussures de rando, pas de baskets, Bruno',
  '- frontale avec piles neuves. Oui, Bruno, toi 👀',
  '- pique-nique + de quoi grignoter',
  '- crème solaire',
);
const METEO = p(
  'Pour la météo : les orages sont annoncés à partir de 16h. On maintient, mais on avance le départ à 7h30 pour être redescendus avant 15h.',
  'Si à 12h ça se couvre côté ouest, on coupe par le vallon directement après le refuge et on zappe la crête. Je ne négocie pas là-dessus, on a déjà vu ce que ça donne en 2022.',
);

export const CAMILLE_SET: readonly CorpusEntry[] = [
  camille({
    name: 'camille: the route as a table, and a line in English for Mike',
    answer: send(
      p(
        ITINERAIRE,
        'For Mike: meeting 8am at the lake car park, the route above is about 7 hours, bring lots of water!',
      ),
      4001,
    ),
    expect: [
      {
        type: 'send',
        text: p(
          ITINERAIRE,
          'For Mike: meeting 8am at the lake car park, the route above is about 7 hours, bring lots of water!',
        ),
        replyTo: 4001,
      },
    ],
  }),
  camille({
    name: 'camille: the gear list with a N.B.',
    answer: send(
      p(MATOS, "N.B. : j'ai deux frontales en rab dans le coffre, mais la prochaine fois je les vends 5 €."),
    ),
    expect: [
      {
        type: 'send',
        text: p(
          MATOS,
          "N.B. : j'ai deux frontales en rab dans le coffre, mais la prochaine fois je les vends 5 €.",
        ),
        replyTo: 4005,
      },
    ],
  }),
  // A wrapped description of the answer after it, as Gemini closes in French.
  camille({
    name: 'camille: the route, then a description of the reply',
    answer: send(
      p(ITINERAIRE, "(Réponse claire et structurée, avec un tableau pour que tout le monde s'y retrouve.)"),
      4001,
    ),
    expect: [{ type: 'send', text: ITINERAIRE, replyTo: 4001 }],
  }),
  // The turn analysed in the third person between the two paragraphs of the weather message.
  camille({
    name: 'camille: the weather decision with a paragraph about the question between its parts',
    answer: send(
      p(
        'Pour la météo : les orages sont annoncés à partir de 16h. On maintient, mais on avance le départ à 7h30 pour être redescendus avant 15h.',
        'Inès demande si on maintient malgré les orages. Je réponds clairement et je propose un plan B pour rassurer le groupe.',
        'Si à 12h ça se couvre côté ouest, on coupe par le vallon directement après le refuge et on zappe la crête. Je ne négocie pas là-dessus, on a déjà vu ce que ça donne en 2022.',
      ),
    ),
    expect: [{ type: 'send', text: METEO, replyTo: 4005 }],
  }),
  // The closing offer to reword the message, in French.
  camille({
    name: 'camille: the gear list and an offer to make it more concise',
    answer: send(p(MATOS, 'Voulez-vous que je reformule le message de façon plus concise ?'), 4003),
    expect: [{ type: 'send', text: MATOS, replyTo: 4003 }],
  }),
  camille({
    name: 'camille: the golden rules of the group with tips',
    answer: send(
      l(
        'Petit rappel des règles d’or, pour les nouveaux :',
        '',
        '1. On part ensemble, on arrive ensemble. Le plus lent donne le rythme.',
        '   → Astuce : Bruno ferme la marche, il connaît le chemin par cœur.',
        '2. On ne quitte jamais le sentier balisé.',
        '3. Pas de déchets, même les peaux de banane.',
        '   → Astuce : un sac congélation dans la poche du haut, c’est tout.',
        '4. Si quelqu’un a un souci, on s’arrête. Sans discuter.',
        '',
        'Voilà. Et celui qui oublie sa frontale paie les crêpes au retour.',
      ),
    ),
    expect: [
      {
        type: 'send',
        text: l(
          'Petit rappel des règles d’or, pour les nouveaux :',
          '',
          '1. On part ensemble, on arrive ensemble. Le plus lent donne le rythme.',
          '   → Astuce : Bruno ferme la marche, il connaît le chemin par cœur.',
          '2. On ne quitte jamais le sentier balisé.',
          '3. Pas de déchets, même les peaux de banane.',
          '   → Astuce : un sac congélation dans la poche du haut, c’est tout.',
          '4. Si quelqu’un a un souci, on s’arrête. Sans discuter.',
          '',
          'Voilà. Et celui qui oublie sa frontale paie les crêpes au retour.',
        ),
        replyTo: 4005,
      },
    ],
  }),
  // Two slips after a rule: a tone label, then a checklist of the turn.
  camille({
    name: 'camille: the route, then a ruled-off tone label and a checklist',
    answer: send(
      p(
        ITINERAIRE,
        '---',
        '**Ton :** enthousiaste et organisé, adapté au groupe.',
        'Checklist : ✔ itinéraire ✔ horaires ✔ météo',
      ),
      4001,
    ),
    expect: [{ type: 'send', text: ITINERAIRE, replyTo: 4001 }],
  }),
  camille({
    name: 'camille: the story of the last walk, for Bruno',
    answer: send(
      p(
        'Rappel historique, pour ceux qui étaient pas là en octobre :',
        "Bruno part sans frontale « parce qu'on rentre avant la nuit ». On se perd au col, on rentre à la nuit. Bruno marche pendant une heure en s'éclairant avec son téléphone à 4 %, qui s'éteint pile au passage du torrent.",
        'Résultat : une chaussure dans l’eau, un Bruno très vexé, et moi qui le guide en chantant pour qu’il suive ma voix. Je chante faux. Il s’en souvient.',
        'Donc : frontale. Merci. 🔦',
      ),
      4003,
    ),
    expect: [
      {
        type: 'send',
        text: p(
          'Rappel historique, pour ceux qui étaient pas là en octobre :',
          "Bruno part sans frontale « parce qu'on rentre avant la nuit ». On se perd au col, on rentre à la nuit. Bruno marche pendant une heure en s'éclairant avec son téléphone à 4 %, qui s'éteint pile au passage du torrent.",
          'Résultat : une chaussure dans l’eau, un Bruno très vexé, et moi qui le guide en chantant pour qu’il suive ma voix. Je chante faux. Il s’en souvient.',
          'Donc : frontale. Merci. 🔦',
        ),
        replyTo: 4003,
      },
    ],
  }),
  // Gemini 3's reasoning summary (English title and sentence) opening the second message.
  camille({
    name: 'camille: the route, then the weather under a reasoning title',
    answer:
      send(ITINERAIRE, 4001) +
      '\n' +
      send(
        p(
          '**Assessing the Weather Risk**',
          "I'm weighing Inès's question about the storms and deciding to keep the hike but start earlier.",
          METEO,
        ),
      ),
    expect: [
      { type: 'send', text: ITINERAIRE, replyTo: 4001 },
      { type: 'send', text: METEO },
    ],
  }),
  camille({
    name: 'camille: Mike answered in English, then the group in French',
    answer:
      send(
        'Hi Mike! Sunday 7:30 now (we moved it because of the storms), at the lake car park. Bring 2 litres of water, a warm layer and a head torch. Around 7 hours with breaks 🙂',
        3999,
      ) +
      '\n' +
      send(METEO),
    expect: [
      {
        type: 'send',
        text: 'Hi Mike! Sunday 7:30 now (we moved it because of the storms), at the lake car park. Bring 2 litres of water, a warm layer and a head torch. Around 7 hours with breaks 🙂',
        replyTo: 3999,
      },
      { type: 'send', text: METEO },
    ],
  }),
];
