/**
 * Set 101, Giulia with her friend Marco in Italian (Gemini 2.5 Pro): five answers she means
 * whole (gossip about Luca's girlfriend, what Chiara said, advice, her plan, a reply to an older
 * message) and five with the model's working voice left in, in Italian.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { cena, nonno } from './answers-101-cast.js';

export const ITALIAN_101: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: talk about two third persons, meant for Marco.
  {
    name: "set101: Giulia tells Marco about Luca's new girlfriend",
    ...cena,
    answer: `# «send»
Sì! Si chiama Elisa, lavora con mia cugina

# «send»
È simpaticissima, ma Luca è già cotto, preparati 😂`,
    expect: [
      { type: 'send', text: 'Sì! Si chiama Elisa, lavora con mia cugina' },
      { type: 'send', text: 'È simpaticissima, ma Luca è già cotto, preparati 😂' },
    ],
  },
  // Gemini 2.5 Pro: passing on what a friend said, as a reply to the older invitation.
  {
    name: 'set101: Giulia passes on what Chiara said',
    ...cena,
    answer: `# «send» 4003
Chiara ha detto che viene volentieri, il tiramisù lo porta lei

# «send»
Elisa invece non la conosco, ma se la porta Luca sarà a posto`,
    expect: [
      { type: 'send', text: 'Chiara ha detto che viene volentieri, il tiramisù lo porta lei', replyTo: 4003 },
      { type: 'send', text: 'Elisa invece non la conosco, ma se la porta Luca sarà a posto' },
    ],
  },
  // Gemini 2.5 Pro: comfort, then advice opening with "the most important thing".
  {
    name: "set101: Giulia's advice starting 'La cosa più importante' arrives whole",
    ...nonno,
    answer: `# «send»
Non scusarti, figurati. Sono sveglia anche io

# «send»
La cosa più importante adesso è che tu riesca a riposare un po'. Domani al nonno servi lucido`,
    expect: [
      { type: 'send', text: 'Non scusarti, figurati. Sono sveglia anche io' },
      {
        type: 'send',
        text: "La cosa più importante adesso è che tu riesca a riposare un po'. Domani al nonno servi lucido",
      },
    ],
  },
  // Gemini 2.5 Pro: the persona's plan under a label, as people write one.
  {
    name: "set101: Giulia's plan under 'Piano:' arrives whole",
    ...nonno,
    answer: `# «send»
Domani dopo il lavoro vengo in ospedale con te, se vuoi.
Piano: ti prendo alle 18 sotto casa, passiamo a prendere un panino e andiamo`,
    expect: [
      {
        type: 'send',
        text: 'Domani dopo il lavoro vengo in ospedale con te, se vuoi.\nPiano: ti prendo alle 18 sotto casa, passiamo a prendere un panino e andiamo',
      },
    ],
  },
  // Gemini 2.5 Pro: a reply to the older invitation, then an answer to the last message.
  {
    name: 'set101: Giulia answers the invitation and the question',
    ...cena,
    answer: `# «send» 4001
Sabato ci sono! Porto il vino

# «send»
Elisa? Sì, l'ho vista una volta a una festa, simpatica`,
    expect: [
      { type: 'send', text: 'Sabato ci sono! Porto il vino', replyTo: 4001 },
      { type: 'send', text: "Elisa? Sì, l'ho vista una volta a una festa, simpatica" },
    ],
  },
  // Gemini 2.5 Pro: a reading of the partner with no subject, glued as the last line.
  {
    name: "set101: Giulia's message with a glued subjectless reading last",
    ...nonno,
    answer: `# «send»
Non devi scusarti, scrivimi quando vuoi 🤍
È spaventato e si sente solo: meglio esserci che dare consigli.`,
    expect: [{ type: 'send', text: 'Non devi scusarti, scrivimi quando vuoi 🤍' }],
  },
  // Gemini 2.5 Pro: a label naming the aim, the first line of the body.
  {
    name: "set101: Giulia's message under an 'Obiettivo' line",
    ...nonno,
    answer: `# «send»
Obiettivo: farlo sentire meno solo stanotte.

Sono qui, non dormo neanche io. Vuoi che ti chiami?`,
    expect: [{ type: 'send', text: 'Sono qui, non dormo neanche io. Vuoi che ti chiami?' }],
  },
  // Gemini 2.5 Pro: a recap of the conversation as the message's last paragraph.
  {
    name: "set101: Giulia's message with a recap of the chat last",
    ...cena,
    answer: `# «send»
Porto il vino e forse anche Chiara!

Riepilogo: Marco invita a cena sabato, Chiara è invitata, Luca forse porta la nuova ragazza.`,
    expect: [{ type: 'send', text: 'Porto il vino e forse anche Chiara!' }],
  },
  // Gemini 2.5 Pro: a stage direction of the persona in the third person, in brackets, glued above.
  {
    name: "set101: Giulia's message under a bracketed stage direction naming her",
    ...nonno,
    answer: `# «send»
(Giulia risponde subito, con il telefono già in mano)
Marco, nessun problema. Raccontami, cosa hanno detto i medici?`,
    expect: [{ type: 'send', text: 'Marco, nessun problema. Raccontami, cosa hanno detto i medici?' }],
  },
  // Gemini 2.5 Pro: the register it chose, glued before the message after a dash.
  {
    name: "set101: Giulia's gossip after a 'Tono scherzoso' dash",
    ...cena,
    answer: `# «send»
Tono scherzoso — Sì che la conosco, è la cugina di Sara! Non dirlo a Luca ma ha un gatto che si chiama Brunello 😂`,
    expect: [
      {
        type: 'send',
        text: 'Sì che la conosco, è la cugina di Sara! Non dirlo a Luca ma ha un gatto che si chiama Brunello 😂',
      },
    ],
  },
];
