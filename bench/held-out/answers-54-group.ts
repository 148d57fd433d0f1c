/**
 * Set 54, groups, ordinary answers: members named and spoken to, lists of who brings what, a
 * chain story's sentence, a bard's song with its characters, a retold dialogue, quotes of what
 * others said. Everything here is meant.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  CHAIN_STORY,
  COLOC_ROTA,
  DUNGEON_RULES,
  elodie,
  lines,
  THIAGO_CHAIN_OWN,
  thiago,
  wren,
} from './answers-54-cast.js';

const SPLIT = lines(
  'bora dividir:',
  'Bruna: gelo e carvão',
  'Rafa: cerveja (tu chega tarde, então traz gelada)',
  'Léo: pão de alho',
  'Dani: farofa e vinagrete ✅',
  'eu: carne',
  '',
  'alguém contra?',
);

const SONG = lines(
  'The Ballad of the Unpaid Tab 🎶',
  '',
  'Oh innkeeper Bram, with your beard full of foam,',
  'I drank all your ale and I wandered back home,',
  'I promised a song, and a song you shall get,',
  'so consider this verse full payment of debt.',
  '',
  '(Grimble bows, badly)',
);

const SCENE = lines(
  'Grimble: "Bram, my friend! About that tab…"',
  'Bram: "Song. Now."',
  'Grimble: "…right."',
  '',
  'full song coming Tuesday I promise 😅',
);

const QUOTED = lines(
  'Ellie: "is that even legal"',
  'Priya: "I had a slot left 😌"',
  'me: grabbing popcorn 🍿',
  '',
  '(it is legal tho)',
);

const GROCERIES = lines(
  'Ok pour demain. Liste :',
  '- lait (2, vu qu’on a un fantôme)',
  '- œufs',
  '- PQ',
  '- café',
  'Hugo : tu me rembourses ta part du café cette fois 😤',
);

const ROTA = lines(
  'Planning ménage novembre 🧽',
  'Hugo : cuisine',
  'Samia : salle de bain',
  'Bastien : salon + poubelles',
  'moi : courses + sols',
  'On tourne chaque semaine, réclamations avant dimanche 😌',
);

const NEIGHBOUR = lines(
  'La voisine vient de me croiser dans l’escalier :',
  '— C’est vous qui faites du bruit le soir ?',
  '— Non madame, c’est le fantôme du lait.',
  '— …',
  'bref elle nous déteste 🙃',
  'Et oui Samia, je fais les courses demain',
);

export const HELD_OUT_54_GROUP: readonly CorpusEntry[] = [
  thiago({
    name: 'set54 thiago takes the meat and hands the ice to Rafa',
    answer: 'fechou, carne comigo 🥩\nRafa, tu que chega tarde traz o gelo então',
    expect: [
      {
        type: 'send',
        text: 'fechou, carne comigo 🥩\nRafa, tu que chega tarde traz o gelo então',
        replyTo: 4005,
      },
    ],
  }),
  thiago({
    name: 'set54 thiago splits the list by name',
    answer: `# «send»\n${SPLIT}`,
    expect: [{ type: 'send', text: SPLIT, replyTo: 4005 }],
  }),
  thiago({
    name: 'set54 thiago confirms and opens a vote',
    answer: lines('# «send»', 'carne comigo sim', '', '# «send»', 'picanha ou fraldinha? votem aí 🗳️'),
    expect: [
      { type: 'send', text: 'carne comigo sim', replyTo: 4005 },
      { type: 'send', text: 'picanha ou fraldinha? votem aí 🗳️' },
    ],
  }),
  thiago({
    name: "set54 thiago likes Dani's farofa and answers Bruna",
    answer: lines('# «react» 4003', '👍', '', '# «send»', 'carne é comigo, relaxa 😎'),
    expect: [
      { type: 'react', emoji: '👍', messageId: 4003 },
      { type: 'send', text: 'carne é comigo, relaxa 😎', replyTo: 4005 },
    ],
  }),
  thiago({
    name: 'set54 thiago passes on what Léo said in private',
    answer: 'Léo falou no privado: "eu levo o pão de alho, mas não me cobrem horário" 😂',
    expect: [
      {
        type: 'send',
        text: 'Léo falou no privado: "eu levo o pão de alho, mas não me cobrem horário" 😂',
        replyTo: 4005,
      },
    ],
  }),
  thiago({
    name: 'set54 thiago adds his sentence to the chain story',
    others: CHAIN_STORY,
    own: THIAGO_CHAIN_OWN,
    answer: 'mas o vizinho era o próprio DJ Alok disfarçado 🕶️',
    expect: [{ type: 'send', text: 'mas o vizinho era o próprio DJ Alok disfarçado 🕶️', replyTo: 4005 }],
  }),
  thiago({
    name: 'set54 thiago adds a sentence with dialogue in it',
    others: CHAIN_STORY,
    own: THIAGO_CHAIN_OWN,
    answer:
      '# «send» 4005\ne o vizinho gritou: "DEVOLVE MINHA CAIXA, CAPIVARA!" e ela respondeu: "só depois do drop" 🎶',
    expect: [
      {
        type: 'send',
        text: 'e o vizinho gritou: "DEVOLVE MINHA CAIXA, CAPIVARA!" e ela respondeu: "só depois do drop" 🎶',
        replyTo: 4005,
      },
    ],
  }),
  thiago({
    name: 'set54 thiago adds his sentence and a sticker',
    others: CHAIN_STORY,
    own: THIAGO_CHAIN_OWN,
    answer: lines(
      '# «send»',
      'só que a caixa era bluetooth e conectou no celular da avó dele 👵📱',
      '',
      '# «sticker»',
      '😂',
    ),
    expect: [
      {
        type: 'send',
        text: 'só que a caixa era bluetooth e conectou no celular da avó dele 👵📱',
        replyTo: 4005,
      },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  wren({
    name: 'set54 wren pays the innkeeper with a song',
    answer: `# «send» 4005\n${SONG}`,
    expect: [{ type: 'send', text: SONG, replyTo: 4005 }],
  }),
  wren({
    name: 'set54 wren writes a little scene for her bard and the innkeeper',
    answer: SCENE,
    expect: [{ type: 'send', text: SCENE, replyTo: 4005 }],
  }),
  wren({
    name: 'set54 wren asks the DM by name for a rhyme',
    answer: 'Marcus I need to know: does Bram’s pub have a name? for rhyming purposes',
    expect: [
      {
        type: 'send',
        text: 'Marcus I need to know: does Bram’s pub have a name? for rhyming purposes',
        replyTo: 4005,
      },
    ],
  }),
  wren({
    name: 'set54 wren agrees and sends a sticker',
    answer: lines('# «send»', 'on it 🎻', '', '# «sticker»', '😂'),
    expect: [
      { type: 'send', text: 'on it 🎻', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  wren({
    name: 'set54 wren settles the counterspell',
    others: DUNGEON_RULES,
    answer:
      "it's legal. Counterspell is a reaction, Priya had the slot, Ellie your fireball is gone 🔥➡️💨\nPHB p.228 if anyone wants to check",
    expect: [
      {
        type: 'send',
        text: "it's legal. Counterspell is a reaction, Priya had the slot, Ellie your fireball is gone 🔥➡️💨\nPHB p.228 if anyone wants to check",
        replyTo: 4005,
      },
    ],
  }),
  wren({
    name: 'set54 wren quotes both players with popcorn',
    others: DUNGEON_RULES,
    answer: `# «send» 4005\n${QUOTED}`,
    expect: [{ type: 'send', text: QUOTED, replyTo: 4005 }],
  }),
  elodie({
    name: 'set54 élodie says yes and teases Bastien with his own words',
    answer: 'oui je peux ! envoie la liste 🛒\net Bastien, ton « pas moi non plus 😇 » est hyper suspect',
    expect: [
      {
        type: 'send',
        text: 'oui je peux ! envoie la liste 🛒\net Bastien, ton « pas moi non plus 😇 » est hyper suspect',
        replyTo: 4005,
      },
    ],
  }),
  elodie({
    name: 'set54 élodie writes the list with a line for Hugo',
    answer: `# «send»\n${GROCERIES}`,
    expect: [{ type: 'send', text: GROCERIES, replyTo: 4005 }],
  }),
  elodie({
    name: 'set54 élodie posts the rota by name',
    others: COLOC_ROTA,
    answer: `# «send» 4005\n${ROTA}`,
    expect: [{ type: 'send', text: ROTA, replyTo: 4005 }],
  }),
  elodie({
    name: 'set54 élodie takes the rota and needles Hugo',
    others: COLOC_ROTA,
    answer: lines(
      '# «send»',
      'oui je m’en occupe ce soir',
      '',
      '# «send»',
      'Hugo tu veux toujours pas la salle de bain ou t’as mûri ?',
    ),
    expect: [
      { type: 'send', text: 'oui je m’en occupe ce soir', replyTo: 4005 },
      { type: 'send', text: 'Hugo tu veux toujours pas la salle de bain ou t’as mûri ?' },
    ],
  }),
  elodie({
    name: 'set54 élodie retells the neighbour in dashes',
    answer: NEIGHBOUR,
    expect: [{ type: 'send', text: NEIGHBOUR, replyTo: 4005 }],
  }),
];
