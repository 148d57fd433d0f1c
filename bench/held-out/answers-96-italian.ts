/**
 * Set 96, Gianluca with his friend Ilaria in Italian (Gemini 3 Flash): she failed an exam again
 * and her father does not know; then Saturday in Ravenna and the mood at the bar. Half are
 * messages Gianluca means (his boss's mood, his own under a label, a summed-up plan, advice, a
 * story about his sister); half carry the model's reading of Ilaria or its plan for the turn.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { exam, ravenna } from './answers-96-cast.js';

export const ITALIAN_96: readonly CorpusEntry[] = [
  // Gemini 3 Flash: an ordinary answer about the boss's mood, then his own under a label.
  {
    name: 'set96: Gianluca on Marco’s mood and "Umore: a terra"',
    ...ravenna,
    answer: `# «send»
Marco è di pessimo umore da quando il fornitore ha alzato il prezzo del caffè. Oggi ha sgridato pure la macchinetta

# «send»
Io? Umore: a terra ma sopravvivo ☕`,
    expect: [
      {
        type: 'send',
        text: 'Marco è di pessimo umore da quando il fornitore ha alzato il prezzo del caffè. Oggi ha sgridato pure la macchinetta',
      },
      { type: 'send', text: 'Io? Umore: a terra ma sopravvivo ☕' },
    ],
  },
  // Gemini 3 Flash: a reaction, then an ordinary "Riassunto del piano" the two made.
  {
    name: 'set96: Gianluca reacts and sums up the Ravenna plan',
    ...ravenna,
    answer: `# «react» 4001
👍

# «send»
Riassunto del piano: treno delle 8:12 da Bologna Centrale, mosaici la mattina, piadina a pranzo, ritorno con quello delle 19. Io porto l'ombrello, tu le batterie della macchina fotografica

# «send» 4003
E sì, Marco mi ha dato il sabato. A denti stretti, ma me l'ha dato`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4001 },
      {
        type: 'send',
        text: "Riassunto del piano: treno delle 8:12 da Bologna Centrale, mosaici la mattina, piadina a pranzo, ritorno con quello delle 19. Io porto l'ombrello, tu le batterie della macchina fotografica",
      },
      {
        type: 'send',
        text: "E sì, Marco mi ha dato il sabato. A denti stretti, ma me l'ha dato",
        replyTo: 4003,
      },
    ],
  },
  // Gemini 3 Flash: ordinary advice to the partner, "La cosa più importante è…".
  {
    name: 'set96: Gianluca advises telling her father tonight',
    ...exam,
    answer: `# «send»
La cosa più importante è che glielo dici tu, prima che lo scopra da solo

# «send»
Io direi stasera. Con calma, dopo il dolce 😅`,
    expect: [
      { type: 'send', text: 'La cosa più importante è che glielo dici tu, prima che lo scopra da solo' },
      { type: 'send', text: 'Io direi stasera. Con calma, dopo il dolce 😅' },
    ],
  },
  // Gemini 3 Flash: an ordinary story of what his sister did and how his uncle took it.
  {
    name: 'set96: Gianluca tells how his sister told their uncle',
    ...exam,
    answer: `# «send»
Mia sorella ha fatto la stessa cosa con mio zio, gli ha detto tutto dopo un anno. Lui si è arrabbiato per dieci minuti e poi le ha chiesto se voleva una mano a studiare

# «send»
I padri sono più morbidi di quanto pensiamo`,
    expect: [
      {
        type: 'send',
        text: 'Mia sorella ha fatto la stessa cosa con mio zio, gli ha detto tutto dopo un anno. Lui si è arrabbiato per dieci minuti e poi le ha chiesto se voleva una mano a studiare',
      },
      { type: 'send', text: 'I padri sono più morbidi di quanto pensiamo' },
    ],
  },
  // Gemini 3 Flash: naming the partner's fear to her face, a pause, then comfort (all meant).
  {
    name: 'set96: Gianluca says "Lo so che hai paura di deluderlo", waits, then comforts',
    ...exam,
    answer: `# «send»
Lo so che hai paura di deluderlo

# «wait»
delay: 20

# «send»
Ma tuo padre ti adora, Ila. Un esame non cambia niente`,
    expect: [
      { type: 'send', text: 'Lo so che hai paura di deluderlo' },
      { type: 'wait', delay: 20 },
      { type: 'send', text: 'Ma tuo padre ti adora, Ila. Un esame non cambia niente' },
    ],
  },
  // Gemini 3 Flash: what the partner fears, with no subject, as the body's first line.
  {
    name: 'set96: Gianluca’s message opens with "Ha paura di deludere il padre"',
    ...exam,
    answer: `# «send»
Ha paura di deludere il padre, più che dell'esame in sé.
Ila, diglielo stasera. Un esame è un esame, non una sentenza`,
    expect: [{ type: 'send', text: 'Ila, diglielo stasera. Un esame è un esame, non una sentenza' }],
  },
  // Gemini 3 Flash: an English "Reading:" of the partner printed before the first block.
  {
    name: 'set96: Gianluca after an English "Reading:" of Ilaria before the blocks',
    ...exam,
    answer: `Reading: Ilaria is ashamed she lied to her dad and is hoping I'll tell her she can wait.

# «send»
Secondo me aspettare giugno è peggio. Più aspetti, più diventa una bugia grossa

# «send»
Stasera. E se vuoi dopo mi chiami e mi racconti`,
    expect: [
      {
        type: 'send',
        text: 'Secondo me aspettare giugno è peggio. Più aspetti, più diventa una bugia grossa',
      },
      { type: 'send', text: 'Stasera. E se vuoi dopo mi chiami e mi racconti' },
    ],
  },
  // Gemini 3 Flash: which message it answered first and why, as a last block of its own.
  {
    name: 'set96: Gianluca ends with a block explaining why he answered about Marco first',
    ...ravenna,
    answer: `# «send» 4003
Sì! Me l'ha dato, ma con la faccia di uno a cui hai rubato la bici

# «send»
Qui tutto tranquillo, io stanco ma contento

# «send»
Prima rispondo su Marco perché è la cosa che le serve sapere per sabato.`,
    expect: [
      {
        type: 'send',
        text: "Sì! Me l'ha dato, ma con la faccia di uno a cui hai rubato la bici",
        replyTo: 4003,
      },
      { type: 'send', text: 'Qui tutto tranquillo, io stanco ma contento' },
    ],
  },
  // Gemini 3 Flash: the turn's goal in brackets, glued to the end of the message's line.
  {
    name: 'set96: Gianluca’s bar story ends with "(obiettivo: farla ridere)"',
    ...ravenna,
    answer: `# «send»
Tutto tranquillo, tre cappuccini rovesciati e un cliente che voleva il latte d'avena tiepido ma non troppo (obiettivo: farla ridere)

# «send»
Io sto bene dai. Non vedo l'ora di sabato`,
    expect: [
      {
        type: 'send',
        text: "Tutto tranquillo, tre cappuccini rovesciati e un cliente che voleva il latte d'avena tiepido ma non troppo",
      },
      { type: 'send', text: "Io sto bene dai. Non vedo l'ora di sabato" },
    ],
  },
  // Gemini 3 Flash: a note on the register chosen, as a block of its own between messages.
  {
    name: 'set96: Gianluca with a "Registro:" block between his messages',
    ...exam,
    answer: `# «send»
Secondo me stasera

# «send»
Registro: affettuoso e diretto, niente prediche.

# «send»
Tuo padre si arrabbierà di più per la bugia che per il voto. Meglio togliersi il pensiero`,
    expect: [
      { type: 'send', text: 'Secondo me stasera' },
      {
        type: 'send',
        text: 'Tuo padre si arrabbierà di più per la bugia che per il voto. Meglio togliersi il pensiero',
      },
    ],
  },
];
