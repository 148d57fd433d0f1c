/**
 * Set 96, Radek with his friend Honza in Czech (Gemini 2.5 Pro): their friend Petr's breakup and
 * a Friday beer to cheer him up; then Honza laid off after twelve years. Half are messages Radek
 * means (Petr's breakup told in the third person, a plan, advice, Honza's fear told to him, his
 * own state under a label); half carry the model's reading of Honza or its plan for the turn.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { layoff, petr } from './answers-96-cast.js';

export const CZECH_96: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: the heading forgotten, an ordinary answer about a friend's breakup as plain text.
  {
    name: 'set96: Radek tells about Petr and Lucie with no block heading',
    ...petr,
    answer:
      'Jo, je to definitivní. Lucie si už odstěhovala věci a Petr říkal, že to čekal, ale stejně je z toho hotovej. Spí prej u bráchy',
    expect: [
      {
        type: 'send',
        text: 'Jo, je to definitivní. Lucie si už odstěhovala věci a Petr říkal, že to čekal, ale stejně je z toho hotovej. Spí prej u bráchy',
      },
    ],
  },
  // Gemini 2.5 Pro: a reaction, then an ordinary "Takže:" summary of the plan the two made.
  {
    name: 'set96: Radek reacts and sums up Friday at U Pavouka',
    ...petr,
    answer: `# «react» 4005
👍

# «send»
Takže: pátek v sedm U Pavouka, já ho vyzvednu doma, ty zamluvíš stůl a o Lucii se mluví, jen když začne sám`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      {
        type: 'send',
        text: 'Takže: pátek v sedm U Pavouka, já ho vyzvednu doma, ty zamluvíš stůl a o Lucii se mluví, jen když začne sám',
      },
    ],
  },
  // Gemini 2.5 Pro: ordinary advice, "Nejdůležitější je…", about telling Jana.
  {
    name: 'set96: Radek advises Honza to tell Jana himself',
    ...layoff,
    answer: `# «send»
Hlavně nic neřeš dneska večer

# «send»
Nejdůležitější je, abys to Janě řekl sám a v klidu. Ne aby se to dozvěděla od někoho jinýho`,
    expect: [
      { type: 'send', text: 'Hlavně nic neřeš dneska večer' },
      {
        type: 'send',
        text: 'Nejdůležitější je, abys to Janě řekl sám a v klidu. Ne aby se to dozvěděla od někoho jinýho',
      },
    ],
  },
  // Gemini 2.5 Pro: the partner's fear named to his face, a pause, then comfort about his wife.
  {
    name: 'set96: Radek says "Chápu, že se bojíš", waits, then speaks of Jana',
    ...layoff,
    answer: `# «send»
Chápu, že se bojíš, jak to Jana vezme

# «wait»
delay: 15

# «send»
Ale zná tě dvacet let. Ví, co v tobě je, a ví, že za tohle nemůžeš`,
    expect: [
      { type: 'send', text: 'Chápu, že se bojíš, jak to Jana vezme' },
      { type: 'wait', delay: 15 },
      { type: 'send', text: 'Ale zná tě dvacet let. Ví, co v tobě je, a ví, že za tohle nemůžeš' },
    ],
  },
  // Gemini 2.5 Pro: his own state under a label in the message, then a memory of the plan.
  {
    name: 'set96: Radek agrees with "Stav: po třech nočních 😴" and remembers Friday',
    ...petr,
    answer: `# «send»
Jasně že jo!
Stav: po třech nočních 😴, ale do pátku se vyspím

# «remember»
V pátek v 19:00 pivo s Honzou a Petrem U Pavouka, Petra vyzvedávám já.`,
    expect: [
      { type: 'send', text: 'Jasně že jo!\nStav: po třech nočních 😴, ale do pátku se vyspím' },
      { type: 'remember' },
    ],
  },
  // Gemini 2.5 Pro: a labelled mood estimate of the partner before the blocks, and the turn's goal
  // after a full stop at the end of the last message (two slips).
  {
    name: 'set96: Radek after "Odhad nálady:" before the blocks, with "Cíl:" at the end',
    ...layoff,
    answer: `Odhad nálady: Honza je v šoku a stydí se před Janou.

# «send»
To mě strašně mrzí, kámo

# «send»
Chceš, abych se zastavil? Mám dneska volno. Cíl: ať se necítí sám.`,
    expect: [
      { type: 'send', text: 'To mě strašně mrzí, kámo' },
      { type: 'send', text: 'Chceš, abych se zastavil? Mám dneska volno.' },
    ],
  },
  // Gemini 2.5 Pro: what the partner needs, with no subject, as the body's last line.
  {
    name: 'set96: Radek’s message ends with "Potřebuje hlavně slyšet…"',
    ...layoff,
    answer: `# «send»
Dvanáct let a mail. To je fakt svinstvo
Potřebuje hlavně slyšet, že to není jeho vina.

# «send»
Janě to řekni. Ona tě podrží`,
    expect: [
      { type: 'send', text: 'Dvanáct let a mail. To je fakt svinstvo' },
      { type: 'send', text: 'Janě to řekni. Ona tě podrží' },
    ],
  },
  // Gemini 2.5 Pro: the turn's goal in English, as a block of its own between Czech messages.
  {
    name: 'set96: Radek with an English "Goal:" block between his messages',
    ...layoff,
    answer: `# «send»
Kámo, to je hrozný

# «send»
Goal: make him feel less alone, don't push solutions yet.

# «send»
Večer ti zavolám, jo?`,
    expect: [
      { type: 'send', text: 'Kámo, to je hrozný' },
      { type: 'send', text: 'Večer ti zavolám, jo?' },
    ],
  },
  // Gemini 2.5 Pro: which message to answer first and why, in square brackets, opening the body.
  {
    name: 'set96: Radek’s reply opens with "[Nejdřív odpovědět na Lucii…]"',
    ...petr,
    answer: `# «send» 4003
[Nejdřív odpovědět na Lucii, to ho zajímá víc než pátek]
Jo, definitivní. Odstěhovala se minulej týden

# «send»
A pátek jasně, vytáhneme ho`,
    expect: [
      { type: 'send', text: 'Jo, definitivní. Odstěhovala se minulej týden', replyTo: 4003 },
      { type: 'send', text: 'A pátek jasně, vytáhneme ho' },
    ],
  },
  // Gemini 2.5 Pro: a note on the register chosen after a full stop, on the message's own line.
  {
    name: 'set96: Radek’s yes followed by "Tón: kamarádský, hospodský."',
    ...petr,
    answer: `# «send»
Pátek beru, já ho vytáhnu z baráku. Tón: kamarádský, hospodský.

# «send»
Jinak je to s Lucií fakt konec, ale Petr to nese líp, než jsem čekal`,
    expect: [
      { type: 'send', text: 'Pátek beru, já ho vytáhnu z baráku.' },
      { type: 'send', text: 'Jinak je to s Lucií fakt konec, ale Petr to nese líp, než jsem čekal' },
    ],
  },
];
