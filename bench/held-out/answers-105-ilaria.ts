/**
 * Set 105, Ilaria with her mother Patrizia in Italian (Gemini 2.5 Flash and 3 Flash): messages
 * she means whole (her plan before lunch, what Davide said, her father's worry in the third
 * person, her own unease, a memory kept), then one slip each of the model's working voice in
 * Italian or English.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { esami, pranzo } from './answers-105-cast.js';

export const ILARIA_105: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: a yes, then her own plan for Sunday morning.
  {
    name: 'set105: Ilaria takes the tiramisù and tells her plan',
    ...pranzo,
    answer: `# «send»
Va bene mamma, il tiramisù lo faccio io

# «send»
Prima passo in pasticceria a prendere i savoiardi buoni, poi veniamo. Verso l'una siamo lì`,
    expect: [
      { type: 'send', text: 'Va bene mamma, il tiramisù lo faccio io' },
      {
        type: 'send',
        text: "Prima passo in pasticceria a prendere i savoiardi buoni, poi veniamo. Verso l'una siamo lì",
      },
    ],
  },
  // Gemini 2.5 Flash: what Davide said, as a reply to the older message, then the dessert.
  {
    name: 'set105: Ilaria passes on what Davide said as a reply',
    ...pranzo,
    answer: `# «send» 4003
Davide ha detto che viene volentieri, anzi mi ha chiesto se la nonna fa le lasagne 😂

# «send»
Il dolce lo porto io, tranquilla`,
    expect: [
      {
        type: 'send',
        text: 'Davide ha detto che viene volentieri, anzi mi ha chiesto se la nonna fa le lasagne 😂',
        replyTo: 4003,
      },
      { type: 'send', text: 'Il dolce lo porto io, tranquilla' },
    ],
  },
  // Gemini 3 Flash: her father's feelings in the third person, then advice.
  {
    name: "set105: Ilaria defends her father's worry, then advises",
    ...esami,
    answer: `# «send»
Papà si preoccupa perché ti vuole bene, mica per niente

# «send»
Comunque non glielo dico. Però tu intanto meno formaggio la sera, eh`,
    expect: [
      { type: 'send', text: 'Papà si preoccupa perché ti vuole bene, mica per niente' },
      { type: 'send', text: 'Comunque non glielo dico. Però tu intanto meno formaggio la sera, eh' },
    ],
  },
  // Gemini 3 Flash: her own unease, then a plan.
  {
    name: 'set105: Ilaria admits she is anxious and plans to come along',
    ...esami,
    answer: `# «send»
Sono un po' in ansia anch'io, non te lo nascondo

# «send»
Tra un mese ti accompagno io dal medico, così sento cosa dice`,
    expect: [
      { type: 'send', text: "Sono un po' in ansia anch'io, non te lo nascondo" },
      { type: 'send', text: 'Tra un mese ti accompagno io dal medico, così sento cosa dice' },
    ],
  },
  // Gemini 3 Flash: a reaction, a message and a memory of the check-up.
  {
    name: 'set105: Ilaria reacts, reassures and remembers the check-up',
    ...esami,
    answer: `# «react» 4003
🙏

# «send»
Un po' alto non è grave, mamma. Si sistema con la dieta

# «remember»
Mamma (Patrizia): colesterolo un po' alto, controllo tra un mese. Papà non deve saperlo.`,
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4003 },
      { type: 'send', text: "Un po' alto non è grave, mamma. Si sistema con la dieta" },
      { type: 'remember' },
    ],
  },
  // Gemini 3 Flash: a reading of the partner by pronoun, in Italian, glued as the last line.
  {
    name: 'set105: Ilaria with a glued reading of her mother last',
    ...esami,
    answer: `# «send»
Tranquilla, rimane tra noi. Però ne parliamo, eh
È preoccupata e vuole che la rassicuri senza farne un dramma.`,
    expect: [{ type: 'send', text: 'Tranquilla, rimane tra noi. Però ne parliamo, eh' }],
  },
  // Gemini 2.5 Flash: which request to answer first, in English, before the first block.
  {
    name: 'set105: Ilaria after an English line on what to answer first',
    ...pranzo,
    answer: `Answer the dessert request first, then the bit about grandma.

# «send»
Il dolce lo porto io, mamma, non ti preoccupare

# «send»
E di' alla nonna che Davide viene, non vede l'ora`,
    expect: [
      { type: 'send', text: 'Il dolce lo porto io, mamma, non ti preoccupare' },
      { type: 'send', text: "E di' alla nonna che Davide viene, non vede l'ora" },
    ],
    withheld: ['outside-blocks'],
  },
  // Gemini 3 Flash: a "Strategia:" label naming the plan, as a block of its own.
  {
    name: 'set105: Ilaria opens with a block holding only her strategy',
    ...esami,
    answer: `# «send»
Strategia: rassicurarla sul colesterolo e promettere di non dirlo al papà.

# «send»
Promesso, non dico niente a papà. Ma tu segui il medico, va bene?`,
    expect: [{ type: 'send', text: 'Promesso, non dico niente a papà. Ma tu segui il medico, va bene?' }],
  },
  // Gemini 2.5 Flash: an Italian recap of the mother's messages as the block's last paragraph.
  {
    name: 'set105: Ilaria, then an Italian recap of the chat',
    ...pranzo,
    answer: `# «send»
Allora domenica dalla nonna con Davide, e porto io una crostata

Riassunto: la mamma chiede di venire domenica con Davide e di portare il dolce perché sabato ha il turno.`,
    expect: [{ type: 'send', text: 'Allora domenica dalla nonna con Davide, e porto io una crostata' }],
  },
  // Gemini 2.5 Flash: a stage direction naming the persona, in asterisks, as a block of its own.
  {
    name: 'set105: Ilaria opens with a block holding a stage direction naming her',
    ...pranzo,
    answer: `# «send»
*Ilaria sorride e apre il ricettario della nonna*

# «send»
Ok mamma, faccio la crostata di visciole che piace a tutti`,
    expect: [{ type: 'send', text: 'Ok mamma, faccio la crostata di visciole che piace a tutti' }],
  },
];
