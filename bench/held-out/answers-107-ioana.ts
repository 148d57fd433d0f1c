/**
 * Set 107, Ioana in a weekend hiking group in Romanian (Gemini 3 Pro): five answers she means
 * whole (the route summed up, a plan under its own heading line, a friend's wish passed on, her
 * own plan, advice to a member) and five with a slip of the model's working voice, one of them
 * the whole turn.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { bucegi, cabana } from './answers-107-cast.js';

export const IOANA_107: readonly CorpusEntry[] = [
  // Gemini 3 Pro: the arrangements summed up for the group, then a word to Cristina.
  {
    name: 'set107: Ioana sums up the route and reassures Cristina',
    ...bucegi,
    answer: `# «send»
Plecăm cu trenul de 6:10 din Gara de Nord, coborâm la Bușteni.
Urcăm pe Jepii Mici, iar dacă se strică vremea coborâm cu telecabina.
Venim: eu, Bianca, Radu, Cristina.

# «send»
Cristina, lanțurile sunt puține și scurte, te ajut eu acolo 💪`,
    expect: [
      {
        type: 'send',
        text: 'Plecăm cu trenul de 6:10 din Gara de Nord, coborâm la Bușteni.\nUrcăm pe Jepii Mici, iar dacă se strică vremea coborâm cu telecabina.\nVenim: eu, Bianca, Radu, Cristina.',
        replyTo: 4005,
      },
      { type: 'send', text: 'Cristina, lanțurile sunt puține și scurte, te ajut eu acolo 💪' },
    ],
  },
  // Gemini 3 Pro: what a friend outside the group wants, passed on as a question.
  {
    name: "set107: Ioana passes on Mihai's wish to come",
    ...bucegi,
    answer: `# «send»
La 6:10 din Gara de Nord, apoi Jepii Mici. Diseară vă trimit traseul pe hartă

# «send»
Mi-a scris și Mihai că ar vrea să vină, dacă nu plouă. Îl iau și pe el la bilete?`,
    expect: [
      {
        type: 'send',
        text: 'La 6:10 din Gara de Nord, apoi Jepii Mici. Diseară vă trimit traseul pe hartă',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'Mi-a scris și Mihai că ar vrea să vină, dacă nu plouă. Îl iau și pe el la bilete?',
      },
    ],
  },
  // Gemini 3 Pro: a plan for the day under a line that only looks like a label.
  {
    name: 'set107: Ioana posts the plan for Saturday as a timetable',
    ...bucegi,
    answer: `# «send»
Plan pentru sâmbătă:
06:10 tren, Gara de Nord
08:30 Bușteni, urcăm pe Jepii Mici
13:00 cabana Caraiman, masă
Dacă plouă, coborâm cu telecabina`,
    expect: [
      {
        type: 'send',
        text: 'Plan pentru sâmbătă:\n06:10 tren, Gara de Nord\n08:30 Bușteni, urcăm pe Jepii Mici\n13:00 cabana Caraiman, masă\nDacă plouă, coborâm cu telecabina',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: her own plan and her knee, with a reaction to the photos.
  {
    name: 'set107: Ioana votes for October and mentions her knee',
    ...cabana,
    answer: `# «react» 4001
🔥

# «send»
Da!! Eu aș merge pe 12 octombrie, până atunci îmi trece și mie genunchiul 😅`,
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4001 },
      {
        type: 'send',
        text: 'Da!! Eu aș merge pe 12 octombrie, până atunci îmi trece și mie genunchiul 😅',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: advice in a reply to Cristina, then a vote that names no message.
  {
    name: 'set107: Ioana advises Cristina in a reply, then votes',
    ...cabana,
    answer: `# «send» 4003
Cristina, baie caldă cu sare și mers ușor, nu sta în pat. A doua zi e cel mai rău

# «send»
Piatra Craiului votez și eu!`,
    expect: [
      {
        type: 'send',
        text: 'Cristina, baie caldă cu sare și mers ușor, nu sta în pat. A doua zi e cel mai rău',
        replyTo: 4003,
      },
      { type: 'send', text: 'Piatra Craiului votez și eu!', replyTo: 4005 },
    ],
  },
  // Gemini 3 Pro: an English reading of a member and a directive, glued to the message's start.
  {
    name: 'set107: Ioana with an English reading of Cristina glued to her reply',
    ...bucegi,
    answer: `# «send» 4001
Cristina is nervous about the chains; reassure her first. Cristina, nu-ți face griji, lanțurile sunt doar pe o porțiune scurtă și eu merg lângă tine.

# «send»
Plecăm la 6:10 cu trenul, urcăm pe Jepii Mici`,
    expect: [
      {
        type: 'send',
        text: 'Cristina, nu-ți face griji, lanțurile sunt doar pe o porțiune scurtă și eu merg lângă tine.',
        replyTo: 4001,
      },
      { type: 'send', text: 'Plecăm la 6:10 cu trenul, urcăm pe Jepii Mici', replyTo: 4005 },
    ],
  },
  // Gemini 3 Pro: which message to answer first, by id, as the body's first line.
  {
    name: 'set107: Ioana under a Romanian answering order naming a message id',
    ...cabana,
    answer: `# «send»
Întâi mesajul Biancăi (#4005), apoi pozele lui Radu.
Da, Piatra Craiului în octombrie! Eu zic pe 12

# «send» 4001
Radu, pozele sunt de calendar 😍`,
    expect: [
      { type: 'send', text: 'Da, Piatra Craiului în octombrie! Eu zic pe 12', replyTo: 4005 },
      { type: 'send', text: 'Radu, pozele sunt de calendar 😍', replyTo: 4001 },
    ],
  },
  // Gemini 3 Pro: an English appraisal of its own reply after a dash on the message's line.
  {
    name: 'set107: Ioana with an English appraisal after a dash',
    ...cabana,
    answer: `# «send»
Da, Piatra Craiului sună perfect! — short, enthusiastic, fits the group's vibe`,
    expect: [{ type: 'send', text: 'Da, Piatra Craiului sună perfect!', replyTo: 4005 }],
  },
  // Gemini 3 Pro: the persona narrated in the third person, in brackets, before her answer.
  {
    name: 'set107: Ioana narrated taking out the map',
    ...bucegi,
    answer: `# «send»
(Ioana scoate harta din rucsac și o întinde pe masă)

# «send»
Luăm trenul de 6:10 și urcăm pe Jepii Mici. Vă aștept la peronul 3`,
    expect: [
      {
        type: 'send',
        text: 'Luăm trenul de 6:10 și urcăm pe Jepii Mici. Vă aștept la peronul 3',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: a bracketed reading of the members and a decision to wait, as the whole turn.
  {
    name: 'set107: Ioana, only a bracketed reading of the group: silence',
    ...cabana,
    answer: `# «send»
(Bianca vrea să vadă cine e interesat; o las pe Cristina să răspundă prima.)`,
    expect: [],
    silence: '',
  },
];
