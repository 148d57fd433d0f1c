/** Set 46: Amaia, a surf instructor in Donostia, in Basque with Iker and in the surf school's staff group. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { AMAIA_SCHOOL_IDLE, amaiaDm, amaiaSchool } from './answers-46-cast.js';

export const AMAIA_ENTRIES: readonly CorpusEntry[] = [
  amaiaDm({
    name: 'amaia: yes to the hike, two lines',
    answer: `# «send»
Bai noski! 🥾
Zortzietan Oiartzunen? Ogitartekoak nik eramango ditut`,
    expect: [{ type: 'send', text: 'Bai noski! 🥾\nZortzietan Oiartzunen? Ogitartekoak nik eramango ditut' }],
  }),
  amaiaSchool({
    name: 'amaia: takes the morning group and asks Jon by name',
    callout: true,
    answer: `# «send»
Bai, nik hartuko dut 🙋‍♀️ Jon, 12 haur direla esan duzu, ezta? Bi irakasle beharko ditugu orduan`,
    expect: [
      {
        type: 'send',
        text: 'Bai, nik hartuko dut 🙋‍♀️ Jon, 12 haur direla esan duzu, ezta? Bi irakasle beharko ditugu orduan',
        replyTo: 4005,
      },
    ],
  }),
  amaiaSchool({
    name: 'amaia: a question to Jon as a reply, then the answer to Mikel',
    callout: true,
    answer: `# «send» 4003
Jon, zer adin dute haurrek?

# «send»
Mikel, bai, nik hartzen dut`,
    expect: [
      { type: 'send', text: 'Jon, zer adin dute haurrek?', replyTo: 4003 },
      { type: 'send', text: 'Mikel, bai, nik hartzen dut' },
    ],
  }),
  amaiaDm({
    name: 'amaia: a message and a waving sticker',
    answer: `# «send»
Larunbatera arte!

# «sticker»
HeidiDuck
👋`,
    expect: [
      { type: 'send', text: 'Larunbatera arte!' },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  }),
  amaiaDm({
    name: 'amaia: an aside in brackets she types herself',
    answer: `# «send»
Goazen! (eguraldiak laguntzen badu, noski 🌧️)
Eta jaitsieran sagardotegira?`,
    expect: [
      { type: 'send', text: 'Goazen! (eguraldiak laguntzen badu, noski 🌧️)\nEta jaitsieran sagardotegira?' },
    ],
  }),
  amaiaDm({
    name: 'amaia: quotes the forecast inside her message',
    answer: `# «send»
Euskalmetek dio: "Larunbata: eguzkia eta hodei tarteak, 18°". Perfektua!`,
    expect: [
      { type: 'send', text: 'Euskalmetek dio: "Larunbata: eguzkia eta hodei tarteak, 18°". Perfektua!' },
    ],
  }),
  amaiaSchool({
    name: 'amaia: nothing to add about the van, a private note in Basque',
    others: AMAIA_SCHOOL_IDLE,
    answer: `# «think»
Anek konpondu du dena, ez dut ezer esan behar.`,
    expect: [],
  }),
  // Gemini 3's thought summary leaks: a bold -ing title over a first-person plan, then the block.
  amaiaDm({
    name: 'amaia: a thought-summary title and paragraph before the block',
    answer: `**Planning the Saturday Hike**

I'm weighing Iker's invitation to Aiako Harria. I'll accept enthusiastically and ask about the start time, keeping it in Basque.

# «send»
Bai! Zer ordutan irtengo gara?`,
    expect: [{ type: 'send', text: 'Bai! Zer ordutan irtengo gara?' }],
    withheld: ['outside-blocks'],
  }),
  // In a group turn not for her, the model's reason for staying quiet lands in a message block.
  amaiaSchool({
    name: 'amaia: the reason to stay quiet written as a message in Basque',
    others: AMAIA_SCHOOL_IDLE,
    answer: `# «send»
Ez da niretzat, isilik geratuko naiz.`,
    expect: [],
  }),
  // Models sign a chat message like a letter, with a dash and the persona's name.
  amaiaDm({
    name: 'amaia: a dash signature under the message',
    answer: `# «send»
Ondo da, larunbatean ikusiko gara!

— Amaia`,
    expect: [{ type: 'send', text: 'Ondo da, larunbatean ikusiko gara!' }],
    withheld: ['label'],
  }),
  // The body written as JSON with a key in the persona's language.
  amaiaDm({
    name: 'amaia: the message as a JSON object with a Basque key',
    answer: `# «send»
{"mezua": "Bai, goazen! Zortzietan zure etxe aurrean?"}`,
    expect: [{ type: 'send', text: 'Bai, goazen! Zortzietan zure etxe aurrean?' }],
  }),
  // Gemini adds an English translation in brackets after a message in a smaller language.
  amaiaSchool({
    name: 'amaia: an English translation closing the line',
    callout: true,
    answer: `# «send»
Bai, nik hartuko dut! (Translation: Yes, I'll take it!)`,
    expect: [{ type: 'send', text: 'Bai, nik hartuko dut!', replyTo: 4005 }],
  }),
  // Two slips: a bold speaker label, then a closing note in Basque on the tone kept.
  amaiaSchool({
    name: 'amaia: bold label and a Basque tone note',
    callout: true,
    answer: `# «send»
**Amaia:** Bihar goizean hor nago, 9:30erako.

(Tonu lasaia eta laguntzailea mantendu dut.)`,
    expect: [{ type: 'send', text: 'Bihar goizean hor nago, 9:30erako.', replyTo: 4005 }],
  }),
  // Text beside the emoji in a reaction block: the model explains the reaction it chose.
  amaiaSchool({
    name: 'amaia: a reaction with a remark beside it, then the message',
    callout: true,
    answer: `# «react» 4003
👍 — 12 haur, ados

# «send»
Nik hartzen dut taldea`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4003 },
      { type: 'send', text: 'Nik hartzen dut taldea', replyTo: 4005 },
    ],
  }),
  // Gemini stopped at the output limit inside the sticker block's set name.
  amaiaDm({
    name: 'amaia: sticker block cut in the set name',
    truncated: true,
    answer: `# «send»
Noski baietz, zortzietan han!

# «sticker»
HeidiDu`,
    expect: [{ type: 'send', text: 'Noski baietz, zortzietan han!' }],
    withheld: ['truncated'],
  }),
];
