/**
 * Set 54, groups, slips of role: the model answering as another member, continuing the group's
 * transcript for several people, the persona's own name as a label or spoken to, a reply to the
 * persona's own earlier message in someone else's voice, another's message posted as its own.
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

const VERSE = lines(
  'fine, one verse now, the rest Tuesday:',
  'Oh Bram, dear Bram, your ale was divine,',
  'the tab is on Grimble, the hangover mine 🍺',
);

const SONG = lines(
  'Ode to a Patient Innkeeper 🎶',
  '',
  'Your stew was grey, your beds were thin,',
  'but Bram, you always let me in.',
  'I owe you gold, I owe you rhyme,',
  'accept the second, one more time.',
);

export const HELD_OUT_54_GROUP_SLIPS: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash in a busy group writes the next member's message as a block of its own.
  thiago({
    name: "set54 thiago's answer, then a block as Rafa taking the ice",
    answer: lines('# «send»', 'fechou, carne comigo 🥩', '', '# «send»', 'Rafa: eu levo o gelo então'),
    expect: [{ type: 'send', text: 'fechou, carne comigo 🥩', replyTo: 4005 }],
  }),
  // The model thanks the persona by its own name, as the member who asked would.
  thiago({
    name: 'set54 thiago then a block thanking Thiago',
    answer: lines('# «send»', 'pode deixar, carne comigo', '', '# «send»', 'valeu Thiago, tu é brabo 🙌'),
    expect: [{ type: 'send', text: 'pode deixar, carne comigo', replyTo: 4005 }],
  }),
  // Gemini continues the group transcript in its header form for two more members.
  thiago({
    name: "set54 thiago's line then headers for Rafa and Léo",
    answer:
      'carne comigo, já tô de olho no açougue 🥩\n\n⟦#4006 Rafa⟧ eu levo o gelo\n⟦#4007 Léo⟧ e eu a cerveja',
    expect: [{ type: 'send', text: 'carne comigo, já tô de olho no açougue 🥩', replyTo: 4005 }],
  }),
  // The whole answer is another member's turn under a made-up header: nothing of the persona's.
  thiago({
    name: 'set54 the whole answer is Léo under his header',
    answer: '⟦#4006 Léo⟧\neu levo o gelo, relaxa',
    expect: [],
  }),
  // The model re-types the question under its asker's name, then labels its own answer.
  thiago({
    name: 'set54 thiago re-types Bruna’s question with her label before his',
    answer: 'Bruna: Thiago, tu cuida da carne né?\nThiago: claro, carne comigo 🥩',
    expect: [{ type: 'send', text: 'claro, carne comigo 🥩', replyTo: 4005 }],
  }),
  // Two slips in Gemini's script habit: the persona's bold label and the asker's bold reply.
  thiago({
    name: 'set54 thiago and Bruna in bold labels',
    answer: '**Thiago:** fechado, carne comigo 🥩\n**Bruna:** aeee 🙌',
    expect: [{ type: 'send', text: 'fechado, carne comigo 🥩', replyTo: 4005 }],
  }),
  // In a turn-taking game the model plays the next player's turn too.
  thiago({
    name: "set54 thiago's chain sentence then Léo's",
    others: CHAIN_STORY,
    own: THIAGO_CHAIN_OWN,
    answer: 'e aí a capivara abriu uma balada no quintal 🪩\nLéo: e o vizinho virou o segurança',
    expect: [{ type: 'send', text: 'e aí a capivara abriu uma balada no quintal 🪩', replyTo: 4005 }],
  }),
  // Gemini 3 writes a whole round as a script, the persona labelled by its name first.
  thiago({
    name: 'set54 thiago writes the round for Bruna and Dani too',
    others: CHAIN_STORY,
    own: THIAGO_CHAIN_OWN,
    answer:
      'Thiago: e ela virou atração no Rock in Rio 🎸\nBruna: mas esqueceu o pendrive em casa\nDani: e teve que tocar pagode ao vivo',
    expect: [{ type: 'send', text: 'e ela virou atração no Rock in Rio 🎸', replyTo: 4005 }],
    withheld: ['label'],
  }),
  // A model playing every player's turn until the output limit cuts one of them.
  thiago({
    name: 'set54 thiago keeps playing for the others until cut',
    others: CHAIN_STORY,
    own: THIAGO_CHAIN_OWN,
    truncated: true,
    answer: lines(
      '# «send»',
      'e ela fugiu num patinete elétrico 🛴',
      '',
      '# «send»',
      'Léo: mas o patinete estava sem bateria',
      '',
      '# «send»',
      'Dani: e ela teve que descer a Augusta de skate até a Pauli',
    ),
    expect: [{ type: 'send', text: 'e ela fugiu num patinete elétrico 🛴', replyTo: 4005 }],
  }),
  // Gemini 3 writes the song, then the game master's answer to it under his name.
  wren({
    name: "set54 wren's song and Marcus's verdict invented after",
    answer: `# «send» 4005\n${SONG}\n\nMarcus: The innkeeper wipes a tear. Debt forgiven.`,
    expect: [{ type: 'send', text: SONG, replyTo: 4005 }],
  }),
  // The model writes the game master's next prompt to the persona, naming her.
  wren({
    name: 'set54 wren then a block from the DM speaking to Wren',
    answer: lines(
      '# «send»',
      'song incoming Tuesday, I need a rhyme for "tankard" first 🍺',
      '',
      '# «send»',
      'Wren, roll for performance when you get there 🎲',
    ),
    expect: [
      { type: 'send', text: 'song incoming Tuesday, I need a rhyme for "tankard" first 🍺', replyTo: 4005 },
    ],
  }),
  // Gemini adds the table's reactions as a script block after the persona's verse.
  wren({
    name: "set54 wren's verse then the table's applause written for them",
    answer: lines(
      '# «send»',
      VERSE,
      '',
      '# «send»',
      'Priya: 👏👏👏',
      'Tobi: ENCORE',
      'Marcus: the innkeeper is unmoved',
    ),
    expect: [{ type: 'send', text: VERSE, replyTo: 4005 }],
  }),
  // The model posts the game master's request back as its own block before answering.
  wren({
    name: "set54 wren reposts Marcus's request, then answers",
    answer: lines(
      '# «send»',
      'Wren, your bard still owes the innkeeper a song from last session. Write it here before Tuesday?',
      '',
      '# «send»',
      'fiiine. Tuesday. it will rhyme, barely 🎻',
    ),
    expect: [{ type: 'send', text: 'fiiine. Tuesday. it will rhyme, barely 🎻', replyTo: 4005 }],
    withheld: ['echo'],
  }),
  // The model answers for the member who was not asked, as her, after the persona's ruling.
  wren({
    name: "set54 wren's ruling then Priya gloating",
    others: DUNGEON_RULES,
    answer: lines('# «send»', 'yep, legal, sorry Ellie 🤷', '', '# «send»', 'Priya: told you 😌'),
    expect: [{ type: 'send', text: 'yep, legal, sorry Ellie 🤷', replyTo: 4005 }],
  }),
  // The loser's reply written in her voice, addressing the persona by name.
  wren({
    name: "set54 wren's ruling then Ellie answering Wren",
    others: DUNGEON_RULES,
    answer: lines(
      '# «send»',
      'legal, sadly. RIP fireball 🪦',
      '',
      '# «send»',
      'ugh fine. Wren I hate you 😤',
    ),
    expect: [{ type: 'send', text: 'legal, sadly. RIP fireball 🪦', replyTo: 4005 }],
  }),
  // A chat log with times, as exported chats look: the persona's line and the next member's.
  wren({
    name: 'set54 wren and Ellie as timed log lines',
    others: DUNGEON_RULES,
    answer: '[20:14] Wren: legal, counterspell is a reaction and she had the slot\n[20:15] Ellie: NOOO',
    expect: [{ type: 'send', text: 'legal, counterspell is a reaction and she had the slot', replyTo: 4005 }],
  }),
  // GPT-4o behind the endpoint ends with the asker's thanks, French spacing before the colon.
  elodie({
    name: "set54 élodie then Samia's thanks invented",
    answer: 'Oui je m’en occupe demain matin 🛒\n\nSamia : merci t’es un ange 😇',
    expect: [{ type: 'send', text: 'Oui je m’en occupe demain matin 🛒', replyTo: 4005 }],
  }),
  // Another member's request invented under the persona's answer.
  elodie({
    name: "set54 élodie then Bastien's request invented",
    answer: 'Oui demain après le boulot, envoie-moi la liste 📝\n\nBastien : et des chips stp',
    expect: [{ type: 'send', text: 'Oui demain après le boulot, envoie-moi la liste 📝', replyTo: 4005 }],
  }),
  // Gemini replies to the persona's own earlier joke as a flatmate would.
  elodie({
    name: "set54 élodie's answer and a reply to her own joke",
    answer: lines(
      '# «send» 4005',
      'ok pour demain, envoie la liste',
      '',
      '# «send» 4002',
      'mdr le fantôme du lait 👻 t’es trop drôle',
    ),
    expect: [{ type: 'send', text: 'ok pour demain, envoie la liste', replyTo: 4005 }],
  }),
  // Two slips: the persona's name as a label, then a block as another flatmate.
  elodie({
    name: 'set54 élodie labelled by name, then Hugo thanks her',
    others: COLOC_ROTA,
    answer: lines(
      '# «send»',
      'Élodie : je m’en occupe ce soir, promis 📋',
      '',
      '# «send»',
      'Hugo : merci chef',
    ),
    expect: [{ type: 'send', text: 'je m’en occupe ce soir, promis 📋', replyTo: 4005 }],
    withheld: ['label'],
  }),
  // Gemini 2.5 Pro continues with the asker's turn in a log header carrying a new id.
  elodie({
    name: "set54 élodie then Samia's turn under an id header",
    others: COLOC_ROTA,
    answer: 'C’est fait, je le poste ce soir 📋\n\nSamia (4006): merci 🙏',
    expect: [{ type: 'send', text: 'C’est fait, je le poste ce soir 📋', replyTo: 4005 }],
  }),
  // The whole answer is a flatmate nagging the persona by name: the model took the wrong side.
  elodie({
    name: 'set54 the whole answer nags Élodie',
    answer: 'Élodie ?? tu réponds ou quoi 😂',
    expect: [],
  }),
];
