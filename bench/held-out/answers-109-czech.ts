/**
 * Set 109, Czech: Lenka with her flatmate Tomáš the day after his break-up, and in her climbing
 * group before a Saturday at Vír (Gemini 2.5 Flash). A yes, a friend's worry passed on, advice,
 * her own mood with an aside, the day summed up, beside readings, an offer to redo, an aim, an
 * appraisal and a register note in square brackets.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { breakup, vir } from './answers-109-cast.js';

export const CZECH_109: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: a plain yes with a place and time, then a kind line.
  {
    name: 'set109: Lenka says yes to a beer with Tomáš',
    ...breakup,
    answer: `# «send»
Jasně, v sedm U Kocoura?

# «send»
A klidně se vykecej, nebo budeme jen mlčet nad pivem, jak chceš`,
    expect: [
      { type: 'send', text: 'Jasně, v sedm U Kocoura?' },
      { type: 'send', text: 'A klidně se vykecej, nebo budeme jen mlčet nad pivem, jak chceš' },
    ],
  },
  // Gemini 2.5 Flash: a subjectless reading of the partner glued before the message on its line.
  {
    name: 'set109: Lenka with a reading of Tomáš glued to her yes',
    ...breakup,
    answer: `# «send»
Cítí se osamělý a potřebuje společnost, ne rady. Jasně že jo, v sedm U Kocoura?`,
    expect: [{ type: 'send', text: 'Jasně že jo, v sedm U Kocoura?' }],
  },
  // Gemini 2.5 Flash: a friend's worry about Tomáš passed on in the third person.
  {
    name: "set109: Lenka passes on Petr's worry",
    ...breakup,
    answer: `# «send»
Jasně, jdu

# «send»
Petr se mě dneska ptal, jestli jsi v pohodě, má o tebe fakt strach

# «send»
Tak jsem mu řekla, že se o tebe dneska postarám 😄`,
    expect: [
      { type: 'send', text: 'Jasně, jdu' },
      { type: 'send', text: 'Petr se mě dneska ptal, jestli jsi v pohodě, má o tebe fakt strach' },
      { type: 'send', text: 'Tak jsem mu řekla, že se o tebe dneska postarám 😄' },
    ],
  },
  // Gemini 2.5 Flash: an offer to rewrite the reply in another tone, in Czech, as a last paragraph.
  {
    name: 'set109: Lenka, then a Czech offer to rewrite the reply',
    ...breakup,
    answer: `# «send»
Jasně, v sedm jsem tam. Pivo platím já

Chceš, abych odpověď přepsala v jiném tónu, třeba víc povzbudivě?`,
    expect: [{ type: 'send', text: 'Jasně, v sedm jsem tam. Pivo platím já' }],
  },
  // Gemini 2.5 Flash: advice a friend gives, ending on a one-word sentence.
  {
    name: 'set109: Lenka advises Tomáš not to text Klára',
    ...breakup,
    answer: `# «send»
Jasně, v sedm u mě a pak někam zapadneme

# «send»
A jednu radu zadarmo: dneska jí nic nepiš, i když budeš mít chuť. Fakt.`,
    expect: [
      { type: 'send', text: 'Jasně, v sedm u mě a pak někam zapadneme' },
      { type: 'send', text: 'A jednu radu zadarmo: dneska jí nic nepiš, i když budeš mít chuť. Fakt.' },
    ],
  },
  // Gemini 2.5 Flash: a callout answered, the day summed up under a label of her own, a chat note.
  {
    name: 'set109: Lenka takes the blanket and sums up Saturday',
    ...vir,
    answer: `# «send»
Deku beru 👍

# «send»
Shrnutí: sobota 7:30 u Billy na Lesné, já auto a deka, Ondra lano a expresky, Jana musí být zpátky do 18:00

# «note»
Sobota Vír: sraz 7:30 u Billy na Lesné, vezu auto a deku.`,
    expect: [
      { type: 'send', text: 'Deku beru 👍', replyTo: 4005 },
      {
        type: 'send',
        text: 'Shrnutí: sobota 7:30 u Billy na Lesné, já auto a deka, Ondra lano a expresky, Jana musí být zpátky do 18:00',
      },
      { type: 'note' },
    ],
  },
  // Gemini 2.5 Flash: what the answer should achieve, as a send block of its own, last.
  {
    name: 'set109: Lenka with an aim as the last block',
    ...vir,
    answer: `# «send»
Jasně, deka jede s náma

# «send»
Jano, zpátky vyrážíme nejpozději ve čtyři, šestou stihneš v pohodě

# «send»
Cíl: potvrdit deku a ujistit Janu, že stihne šestou.`,
    expect: [
      { type: 'send', text: 'Jasně, deka jede s náma', replyTo: 4005 },
      { type: 'send', text: 'Jano, zpátky vyrážíme nejpozději ve čtyři, šestou stihneš v pohodě' },
    ],
  },
  // Gemini 2.5 Flash: a reaction to the meeting point, then her own mood with an aside of her own.
  {
    name: 'set109: Lenka reacts and longs to climb, with a cake aside',
    ...vir,
    answer: `# «react» 4004
👍

# «send»
Beru deku i termosku

# «send»
Po tomhle týdnu v práci mám hroznou chuť lézt (a taky sníst celou bábovku, kterou vezu)`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4004 },
      { type: 'send', text: 'Beru deku i termosku', replyTo: 4005 },
      {
        type: 'send',
        text: 'Po tomhle týdnu v práci mám hroznou chuť lézt (a taky sníst celou bábovku, kterou vezu)',
      },
    ],
  },
  // Gemini 2.5 Flash: an appraisal of its own reply, bare, as the message's last line.
  {
    name: 'set109: Lenka with her reply appraised on the last line',
    ...vir,
    answer: `# «send»
Beru, deka je už v kufru
Odpověď je stručná a přátelská, sedí to do skupiny.`,
    expect: [{ type: 'send', text: 'Beru, deka je už v kufru', replyTo: 4005 }],
  },
  // Gemini 2.5 Flash, two slips: a reading of a member by name with what she needs, and a register note in square brackets.
  {
    name: 'set109: Lenka between a reading of Jana and a bracketed register note',
    ...vir,
    answer: `# «send»
Jana má obavy, že nestihne být zpátky do šesti — je potřeba ji uklidnit.

Deku beru! A neboj Jano, zpátky vyrazíme klidně už ve čtyři

[tón: uklidňující, kamarádský]`,
    expect: [
      {
        type: 'send',
        text: 'Deku beru! A neboj Jano, zpátky vyrazíme klidně už ve čtyři',
        replyTo: 4005,
      },
    ],
  },
];
