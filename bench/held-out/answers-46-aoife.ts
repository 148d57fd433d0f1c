/** Set 46: Aoife, a teacher in a Conamara Gaelscoil, in Irish with her brother Cormac and the staff group. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { AOIFE_STAFF_IDLE, aoifeDm, aoifeStaff } from './answers-46-cast.js';

export const AOIFE_ENTRIES: readonly CorpusEntry[] = [
  aoifeDm({
    name: 'aoife: she will come, and asks who plays',
    answer: `# «send»
Beidh mé ann! 🎶 Cé atá ag seinm?`,
    expect: [{ type: 'send', text: 'Beidh mé ann! 🎶 Cé atá ag seinm?' }],
  }),
  aoifeDm({
    name: 'aoife: Irish and English in one message',
    answer: `# «send»
Níl a fhios agam fós, tá cóisir ag Sinéad an oíche chéanna... but sure I'll try`,
    expect: [
      {
        type: 'send',
        text: "Níl a fhios agam fós, tá cóisir ag Sinéad an oíche chéanna... but sure I'll try",
      },
    ],
  }),
  aoifeStaff({
    name: 'aoife: has the copybooks, to Niamh',
    callout: true,
    answer: `# «send»
Tá, a Niamh, tá siad i mo sheomra. Tabharfaidh mé ar ais iad amárach`,
    expect: [
      {
        type: 'send',
        text: 'Tá, a Niamh, tá siad i mo sheomra. Tabharfaidh mé ar ais iad amárach',
        replyTo: 4005,
      },
    ],
  }),
  aoifeStaff({
    name: 'aoife: answers Niamh, then Pádraig in a reply',
    callout: true,
    answer: `# «send»
Tá siad agam, a Niamh 👍

# «send» 4003
Mise, a Phádraig. Tá an seaicéad buí réidh agam 😅`,
    expect: [
      { type: 'send', text: 'Tá siad agam, a Niamh 👍', replyTo: 4005 },
      { type: 'send', text: 'Mise, a Phádraig. Tá an seaicéad buí réidh agam 😅', replyTo: 4003 },
    ],
  }),
  aoifeDm({
    name: 'aoife: a fire reaction and a message in capitals',
    answer: `# «react»
🔥

# «send»
IS BREÁ LIOM AN BANNA SIN!!`,
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4005 },
      { type: 'send', text: 'IS BREÁ LIOM AN BANNA SIN!!' },
    ],
  }),
  aoifeDm({
    name: 'aoife: a proverb in quotes inside her message',
    answer: `# «send» 4001
"Ní neart go cur le chéile", mar a deir Mam 😄 Socróimid an Nollaig le chéile`,
    expect: [
      {
        type: 'send',
        text: '"Ní neart go cur le chéile", mar a deir Mam 😄 Socróimid an Nollaig le chéile',
        replyTo: 4001,
      },
    ],
  }),
  aoifeStaff({
    name: 'aoife: nothing to add about the costumes',
    others: AOIFE_STAFF_IDLE,
    answer: `# «think»
Tá sé socraithe idir Seán agus Gráinne. Ní gá dom tada a rá.`,
    expect: [],
  }),
  aoifeStaff({
    name: 'aoife: a note for the chat, then the answer',
    callout: true,
    answer: `# «note»
Cóipleabhair Rang a 4: agamsa, le tabhairt ar ais do Niamh.

# «send»
Tá, tabharfaidh mé chugat iad ag an sos`,
    expect: [
      { type: 'note' },
      { type: 'send', text: 'Tá, tabharfaidh mé chugat iad ag an sos', replyTo: 4005 },
    ],
  }),
  // Gemini 2.5 Flash: a reasoning paragraph under an Irish label before the first block.
  aoifeDm({
    name: 'aoife: an Irish reasoning label before the block',
    answer: `Smaointe: Tá Cormac ag fiafraí faoin gceolchoirm. Glacfaidh mé leis an gcuireadh.

# «send»
Beidh mé ann, cinnte!`,
    expect: [{ type: 'send', text: 'Beidh mé ann, cinnte!' }],
  }),
  // Gemini 3 checks its answer against the persona's rules in a checklist after the message.
  aoifeStaff({
    name: 'aoife: a checklist of the turn after the message',
    callout: true,
    answer: `# «send»
Tá siad agam fós, a Niamh, gabh mo leithscéal! Amárach

✅ Ceist Niamh freagartha
✅ Gaeilge amháin`,
    expect: [{ type: 'send', text: 'Tá siad agam fós, a Niamh, gabh mo leithscéal! Amárach', replyTo: 4005 }],
  }),
  // In a group turn not for her, the model sends an ellipsis for "nothing".
  aoifeStaff({
    name: 'aoife: an ellipsis alone in the group',
    others: AOIFE_STAFF_IDLE,
    answer: `# «send»
…`,
    expect: [],
  }),
  // Gemini appends an English gloss of the Irish message.
  aoifeDm({
    name: 'aoife: an English gloss under the message',
    answer: `# «send»
Beidh mé ann! Buailfimid le chéile sa teach tábhairne roimhe?

(English: I'll be there! Shall we meet in the pub before?)`,
    expect: [{ type: 'send', text: 'Beidh mé ann! Buailfimid le chéile sa teach tábhairne roimhe?' }],
  }),
  // Two slips: her name as a label, and an English offer to redo the answer under it.
  aoifeStaff({
    name: 'aoife: label and an offer of a more formal version',
    callout: true,
    answer: `# «send»
Aoife: Tá siad agam, a Niamh, beidh siad ar do bhord ar maidin

Let me know if you'd like a more formal version for the staff group!`,
    expect: [
      { type: 'send', text: 'Tá siad agam, a Niamh, beidh siad ar do bhord ar maidin', replyTo: 4005 },
    ],
  }),
  // A memory note written into the message body instead of a memory block.
  aoifeDm({
    name: 'aoife: a memory line in the message',
    answer: `# «send»
Beidh mé ann! Ná dearmad na ticéid

📝 *Cuimhne: Cormac ag dul go dtí an Róisín Dubh Dé Sathairn.*`,
    expect: [{ type: 'send', text: 'Beidh mé ann! Ná dearmad na ticéid' }],
  }),
  // Gemini stopped at the output limit inside a note block after the message.
  aoifeDm({
    name: 'aoife: the note after the message cut',
    truncated: true,
    answer: `# «send»
Beidh mé ann, cinnte 🎶

# «note»
Cormac: ceolchoirm sa Róisín Dubh Dé Sath`,
    expect: [{ type: 'send', text: 'Beidh mé ann, cinnte 🎶' }],
    withheld: ['truncated'],
  }),
];
