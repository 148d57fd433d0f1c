/**
 * Set 98 in Swedish: Linnea with her colleague Oskar, after a meeting that went badly and before
 * his move (Gemini 2.5 Flash, 2.5 Pro and 3 Flash). Half ordinary answers, some reporting others
 * or naming her own mood under a label; half with the model's reading of Oskar or its plan left in.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { meeting, move } from './answers-98-cast.js';

export const SWEDISH_98: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: an ordinary answer, the second message replying to the older question.
  {
    name: 'set98: Linnea backs Oskar up, ordinary',
    ...meeting,
    answer: `# «send»
Nej, du är inte överkänslig. Det där var inte okej av henne

# «send» 4003
Och klart du ska på fikat. Sätt dig bredvid mig så pratar vi om nåt annat`,
    expect: [
      { type: 'send', text: 'Nej, du är inte överkänslig. Det där var inte okej av henne' },
      {
        type: 'send',
        text: 'Och klart du ska på fikat. Sätt dig bredvid mig så pratar vi om nåt annat',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 2.5 Pro: what a colleague said about the boss, in the third person (a twin of a reading).
  {
    name: 'set98: Linnea reports what Malin said about Karin, ordinary',
    ...meeting,
    answer: `# «send»
Malin sa att Karin var sur redan innan mötet, hon hade fått skit från ledningen på morgonen. Det handlade nog inte ens om dig

# «send»
Så nej, inte överkänslig. Bara människa`,
    expect: [
      {
        type: 'send',
        text: 'Malin sa att Karin var sur redan innan mötet, hon hade fått skit från ledningen på morgonen. Det handlade nog inte ens om dig',
      },
      { type: 'send', text: 'Så nej, inte överkänslig. Bara människa' },
    ],
  },
  // Gemini 3 Flash: her own mood under a label, as people write it (a twin of a reading label).
  {
    name: 'set98: Linnea names her own mood under a label, ordinary',
    ...meeting,
    answer: `# «send»
Dagens läge: trött på möten men arg å dina vägnar 😤
Du är inte överkänslig!`,
    expect: [
      { type: 'send', text: 'Dagens läge: trött på möten men arg å dina vägnar 😤\nDu är inte överkänslig!' },
    ],
  },
  // Gemini 2.5 Flash: the reading of Oskar by name as a send block of its own, first.
  {
    name: 'set98: Linnea with a reading of Oskar in its own first block',
    ...meeting,
    answer: `# «send»
Oskar känner sig förödmjukad och osäker på sin plats i gruppen.

# «send»
Du är inte överkänslig. Att bli sågad inför alla gör ont, punkt

# «send»
Vi tar fikat ihop imorgon, okej?`,
    expect: [
      { type: 'send', text: 'Du är inte överkänslig. Att bli sågad inför alla gör ont, punkt' },
      { type: 'send', text: 'Vi tar fikat ihop imorgon, okej?' },
    ],
  },
  // Gemini 2.5 Pro: the goal of the answer after an en dash on the message's line.
  {
    name: 'set98: Linnea with the goal of the answer after a dash',
    ...meeting,
    answer: `# «send»
Nej, du är inte överkänslig – målet är att han ska känna sig sedd utan att jag hackar på Karin

# «send»
Ses på fikat imorgon ☕`,
    expect: [
      { type: 'send', text: 'Nej, du är inte överkänslig' },
      { type: 'send', text: 'Ses på fikat imorgon ☕' },
    ],
  },
  // Gemini 2.5 Flash: an ordinary answer with a note to remember the plan.
  {
    name: 'set98: Linnea agrees to come and lend the car, with a note, ordinary',
    ...move,
    answer: `# «send»
Klart jag kommer! Pizza övertygade mig

# «send» 4003
Bilen får du från kl 13, jag ska till IKEA på förmiddagen. Full tank tillbaka 😄

# «note»
Oskar flyttar lördag. Han lånar Volvon från 13, ska tankas.`,
    expect: [
      { type: 'send', text: 'Klart jag kommer! Pizza övertygade mig' },
      {
        type: 'send',
        text: 'Bilen får du från kl 13, jag ska till IKEA på förmiddagen. Full tank tillbaka 😄',
        replyTo: 4003,
      },
      { type: 'note' },
    ],
  },
  // Gemini 3 Flash: advice opening with "huvudsaken är" (a twin of a plan note).
  {
    name: 'set98: Linnea advises with "huvudsaken är", ordinary',
    ...move,
    answer: `# «send»
Jag kommer!

# «send»
Huvudsaken är att ni bär soffan före pizzan, inte efter. Lärdom från min egen flytt 😅`,
    expect: [
      { type: 'send', text: 'Jag kommer!' },
      {
        type: 'send',
        text: 'Huvudsaken är att ni bär soffan före pizzan, inte efter. Lärdom från min egen flytt 😅',
      },
    ],
  },
  // Gemini 3 Flash: which message to answer first, in English, before the first block.
  {
    name: 'set98: Linnea with an English order note before the blocks',
    ...move,
    answer: `Answering the car question first since it's the practical blocker, then the pizza.

# «send» 4003
Volvon är din från kl 13!

# «send»
Och ja, jag kommer. Spara en vesuvio åt mig`,
    expect: [
      { type: 'send', text: 'Volvon är din från kl 13!', replyTo: 4003 },
      { type: 'send', text: 'Och ja, jag kommer. Spara en vesuvio åt mig' },
    ],
  },
  // Gemini 2.5 Pro: what the partner wants, with a pronoun, glued below the message.
  {
    name: 'set98: Linnea with what Oskar wants glued below, by pronoun',
    ...move,
    answer: `# «send»
Klart jag kommer, spara en bit vesuvio åt mig!
Han vill nog mest veta att jag inte är sur över bilen.`,
    expect: [{ type: 'send', text: 'Klart jag kommer, spara en bit vesuvio åt mig!' }],
  },
  // Gemini 2.5 Flash, two slips: a reading label on the first line and a register note at the end.
  {
    name: 'set98: Linnea under a reading label and a register note',
    ...move,
    answer: `# «send»
Tolkning: Oskar är stressad inför flytten och vill inte verka påträngande.

Självklart kommer jag! Och bilen löser vi, du får den efter lunch

(Kollegialt och lättsamt.)`,
    expect: [{ type: 'send', text: 'Självklart kommer jag! Och bilen löser vi, du får den efter lunch' }],
  },
];
