/**
 * Set 116, Maude in Montréal (Gemini 3 Flash), in Québec French: with Jérôme about the sugar shack
 * while his girlfriend is ill, and in her book club where Sophie asks about the ending. Lines of
 * her own that join two sentences, beside notes glued to the message on the same line.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { cabane, ending } from './answers-116-cast.js';

export const MAUDE_116: readonly CorpusEntry[] = [
  // Gemini 3 Flash: a yes, then how his girlfriend must feel and a lower-case question to him.
  {
    name: 'set116: Maude is free, then news of his girlfriend and a question to Jérôme',
    ...cabane,
    answer: `# «send»
Je suis libre samedi! Cabane, oui oui oui

# «send»
Ta blonde doit être tannée d'être au lit. toi t'as l'air de tenir le coup, t'es sûr que ça va?`,
    expect: [
      { type: 'send', text: 'Je suis libre samedi! Cabane, oui oui oui' },
      {
        type: 'send',
        text: "Ta blonde doit être tannée d'être au lit. toi t'as l'air de tenir le coup, t'es sûr que ça va?",
      },
    ],
  },
  // Gemini 3 Flash: a line opening with Jérôme's name and no comma, then a question.
  {
    name: "set116: Maude opens with Jérôme's name without a comma",
    ...cabane,
    answer: `# «send»
Jérôme t'es un génie, oui à la cabane! Samedi midi?`,
    expect: [{ type: 'send', text: "Jérôme t'es un génie, oui à la cabane! Samedi midi?" }],
  },
  // Gemini 3 Flash: an English reading and plan glued after the question mark with no space.
  {
    name: 'set116: Maude proposes Saturday, a reading glued after the question mark',
    ...cabane,
    answer: `# «send»
Oui!! Samedi midi?Jérôme's partner is sick, so I'll suggest Sunday as a backup too.

# «send»
Sinon dimanche, si ta blonde va mieux`,
    expect: [
      { type: 'send', text: 'Oui!! Samedi midi?' },
      { type: 'send', text: 'Sinon dimanche, si ta blonde va mieux' },
    ],
  },
  // Gemini 3 Flash: a French tone and length note after the full stop.
  {
    name: 'set116: Maude is in, a French tone note after the full stop',
    ...cabane,
    answer: `# «send»
Cabane samedi, je suis tellement partante. Ton enjoué, phrases courtes, comme il écrit.`,
    expect: [{ type: 'send', text: 'Cabane samedi, je suis tellement partante.' }],
  },
  // Gemini 3 Flash: a French appraisal glued to the emoji with no space.
  {
    name: 'set116: Maude is thrilled, a French appraisal glued to the emoji',
    ...cabane,
    answer: `# «send»
La cabane!!! 🥞🍁Réponse enthousiaste et naturelle, ça colle au personnage.`,
    expect: [{ type: 'send', text: 'La cabane!!! 🥞🍁' }],
  },
  // Gemini 3 Flash: an answer to Sophie joined with a line to Olivier opening with his name, no comma.
  {
    name: 'set116: Maude loved the ending, then tells Olivier to finish in the same line',
    ...ending,
    answer: `# «send»
Oui, la fin m'a jetée à terre. Olivier finis-le avant jeudi, tu vas comprendre pourquoi on capote`,
    expect: [
      {
        type: 'send',
        text: "Oui, la fin m'a jetée à terre. Olivier finis-le avant jeudi, tu vas comprendre pourquoi on capote",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash: a remark about a member, then advice to another, joined after an emoji.
  {
    name: 'set116: Maude loved it, then teases Sophie and tells Olivier to bring tissues',
    ...ending,
    answer: `# «send»
Oui, j'ai adoré!

# «send»
Sophie a pleuré à la fin, elle me l'a avoué 😂 Olivier, apporte des mouchoirs jeudi`,
    expect: [
      { type: 'send', text: "Oui, j'ai adoré!", replyTo: 4005 },
      {
        type: 'send',
        text: "Sophie a pleuré à la fin, elle me l'a avoué 😂 Olivier, apporte des mouchoirs jeudi",
      },
    ],
  },
  // Gemini 3 Flash: an English reading of the member who asked, glued before the message with no space.
  {
    name: 'set116: Maude gives her view, a reading of Sophie glued before the words',
    ...ending,
    answer: `# «send»
Sophie wants a real opinion, not just yes/no.J'ai adoré la fin, mais la mort du frère m'a fâchée`,
    expect: [{ type: 'send', text: "J'ai adoré la fin, mais la mort du frère m'a fâchée", replyTo: 4005 }],
  },
  // Gemini 3 Flash: a French goal glued after a dash in a reply to an earlier message.
  {
    name: 'set116: Maude loved it and offers her place, a French goal after a dash',
    ...ending,
    answer: `# «send»
J'ai adoré, j'ai braillé comme un bébé

# «send» 4001
Chez nous jeudi, 19h, j'ai du vin — objectif : relancer la discussion sans spoiler Olivier.`,
    expect: [
      { type: 'send', text: "J'ai adoré, j'ai braillé comme un bébé", replyTo: 4005 },
      { type: 'send', text: "Chez nous jeudi, 19h, j'ai du vin", replyTo: 4001 },
    ],
  },
  // Gemini 3 Flash: a think block, a message with a phrase before a colon, and a reply to Olivier.
  {
    name: 'set116: Maude thinks, answers without spoiling, then nudges Olivier',
    ...ending,
    answer: `# «think»
Sophie m'interpelle directement. Je réponds sur la fin sans rien dévoiler pour Olivier.

# «send»
Oui! Sans rien spoiler: la dernière page m'a donné des frissons

# «send» 4003
Olivier t'as jusqu'à jeudi, lâche Netflix 😤`,
    expect: [
      {
        type: 'send',
        text: "Oui! Sans rien spoiler: la dernière page m'a donné des frissons",
        replyTo: 4005,
      },
      { type: 'send', text: "Olivier t'as jusqu'à jeudi, lâche Netflix 😤", replyTo: 4003 },
    ],
  },
];
