/**
 * Set 109, Hungarian: Zsófi with her mother before her father's knee operation, and in the family
 * group arranging Sunday lunch (Gemini 2.5 Pro). A yes with a time, her father's nerves and wishes
 * passed on, her own plan, the lunch summed up, beside a reading naming her in the third person, an
 * offer to redo, an aim in square brackets, a recap and a register note after a full stop.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { knee, lunch } from './answers-109-cast.js';

export const HUNGARIAN_109: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: a private think block, then a yes with the time and a tease about her father.
  {
    name: 'set109: Zsófi will drive her parents on Tuesday',
    ...knee,
    answer: `# «think»
Anyu tudni akarja, elviszem-e őket. Igen, és apát is megnyugtatom.

# «send»
Persze hogy elviszlek titeket, kedden 6:30-kor ott vagyok

# «send»
Apa meg ne hősködjön, műtét után úgysem vezethet 😄`,
    expect: [
      { type: 'send', text: 'Persze hogy elviszlek titeket, kedden 6:30-kor ott vagyok' },
      { type: 'send', text: 'Apa meg ne hősködjön, műtét után úgysem vezethet 😄' },
    ],
  },
  // Gemini 2.5 Pro: a subjectless reading naming the persona in the third person, glued before the yes.
  {
    name: 'set109: Zsófi with a reading of her mother glued to the first line',
    ...knee,
    answer: `# «send»
Aggódik, és szeretné, ha Zsófi átvállalná a szervezést. Persze, elviszlek titeket!

# «send»
Kedden fél hétkor ott vagyok`,
    expect: [
      { type: 'send', text: 'Persze, elviszlek titeket!' },
      { type: 'send', text: 'Kedden fél hétkor ott vagyok' },
    ],
  },
  // Gemini 2.5 Pro: her father's nerves, told to her mother in the third person.
  {
    name: 'set109: Zsófi says her father is more nervous than he shows',
    ...knee,
    answer: `# «send»
Elviszlek, megbeszéltük

# «send»
Apa szerintem jobban izgul, mint mutatja, tegnap is háromszor rákérdezett, meddig tart a műtét`,
    expect: [
      { type: 'send', text: 'Elviszlek, megbeszéltük' },
      {
        type: 'send',
        text: 'Apa szerintem jobban izgul, mint mutatja, tegnap is háromszor rákérdezett, meddig tart a műtét',
      },
    ],
  },
  // Gemini 2.5 Pro: an English offer to make the reply warmer, as the last paragraph.
  {
    name: 'set109: Zsófi, then an English offer to make it warmer',
    ...knee,
    answer: `# «send»
Természetesen elviszlek, anyu. Kedden háromnegyed hétkor indulunk

If you'd like, I can make it sound a little warmer or more playful.`,
    expect: [{ type: 'send', text: 'Természetesen elviszlek, anyu. Kedden háromnegyed hétkor indulunk' }],
  },
  // Gemini 2.5 Pro: what the answer should achieve, in square brackets, as a message's last line.
  {
    name: 'set109: Zsófi with a bracketed aim under the first message',
    ...knee,
    answer: `# «send»
Elviszlek titeket, ez nem kérdés
[Cél: megnyugtatni anyut, és egyértelműen vállalni a fuvart.]

# «send»
Apának meg mondd, hogy most az egyszer hallgasson rám 😄`,
    expect: [
      { type: 'send', text: 'Elviszlek titeket, ez nem kérdés' },
      { type: 'send', text: 'Apának meg mondd, hogy most az egyszer hallgasson rám 😄' },
    ],
  },
  // Gemini 2.5 Pro: a callout answered, then Sunday summed up for the family.
  {
    name: 'set109: Zsófi gives the arrival time and sums up Sunday',
    ...lunch,
    answer: `# «send»
Egyre ott vagyunk, útközben felvesszük apáékat

# «send»
Szóval: vasárnap 13:00 Bencééknél, Réka töltött káposzta, anyu pogácsa, én túrós pite + fuvar`,
    expect: [
      { type: 'send', text: 'Egyre ott vagyunk, útközben felvesszük apáékat', replyTo: 4005 },
      {
        type: 'send',
        text: 'Szóval: vasárnap 13:00 Bencééknél, Réka töltött káposzta, anyu pogácsa, én túrós pite + fuvar',
      },
    ],
  },
  // Gemini 2.5 Pro: a recap of who asked what and the plan to answer both, as the first block.
  {
    name: 'set109: Zsófi after a recap block',
    ...lunch,
    answer: `# «send»
Összefoglaló: Réka az érkezést kérdezi, Bence apa miatt aggódik; mindkettőre válaszolok.

# «send»
Egyre ott vagyunk

# «send»
Apát mi hozzuk, Bence, nem kell aggódni`,
    expect: [
      { type: 'send', text: 'Egyre ott vagyunk', replyTo: 4005 },
      { type: 'send', text: 'Apát mi hozzuk, Bence, nem kell aggódni' },
    ],
  },
  // Gemini 2.5 Pro: the register chosen, bare, after the message's full stop on its line.
  {
    name: 'set109: Zsófi with a register note after a full stop',
    ...lunch,
    answer: `# «send»
Egyre ott leszünk, apáékat is hozzuk. Rövid, tegező, családias hangnem.`,
    expect: [{ type: 'send', text: 'Egyre ott leszünk, apáékat is hozzuk.', replyTo: 4005 }],
  },
  // Gemini 2.5 Pro: her father's condition passed on as a joke, and her own plan.
  {
    name: "set109: Zsófi passes on her father's condition and offers to help",
    ...lunch,
    answer: `# «send»
Egy körül érkezünk

# «send»
Apa üzeni, hogy csak akkor jön, ha lesz sör is 😂

# «send»
Én amúgy szívesen megyek korábban, segítek Rékának teríteni`,
    expect: [
      { type: 'send', text: 'Egy körül érkezünk', replyTo: 4005 },
      { type: 'send', text: 'Apa üzeni, hogy csak akkor jön, ha lesz sör is 😂' },
      { type: 'send', text: 'Én amúgy szívesen megyek korábban, segítek Rékának teríteni' },
    ],
  },
  // Gemini 2.5 Pro: her father's feelings told to her brother in the third person, and a chat note.
  {
    name: 'set109: Zsófi tells Bence how much their father looks forward to it',
    ...lunch,
    answer: `# «send»
Egyre, apáékkal együtt

# «send»
Bence, apa nagyon várja már, mondta, hogy hetek óta nem látta a gyerekeket

# «note»
Vasárnap 13:00 ebéd Bencééknél, én viszem apáékat.`,
    expect: [
      { type: 'send', text: 'Egyre, apáékkal együtt', replyTo: 4005 },
      {
        type: 'send',
        text: 'Bence, apa nagyon várja már, mondta, hogy hetek óta nem látta a gyerekeket',
      },
      { type: 'note' },
    ],
  },
];
