/** Set 46: Ċikku, a bus driver in Żebbuġ and a band club member, in Maltese with his sister Rita and the club. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { CIKKU_CLUB_IDLE, cikkuClub, cikkuDm } from './answers-46-cast.js';

export const CIKKU_ENTRIES: readonly CorpusEntry[] = [
  cikkuDm({
    name: 'cikku: yes to the school run with a question',
    answer: `# «send»
Iva, mhux problema. X'ħin joħorġu, 2:30?`,
    expect: [{ type: 'send', text: "Iva, mhux problema. X'ħin joħorġu, 2:30?" }],
  }),
  cikkuDm({
    name: 'cikku: Maltese and English mixed in one message',
    answer: `# «send»
Ok ok, I'll get them. Imma ħa nieħu l-karozza għax il-van mimli bandalori 😅`,
    expect: [
      {
        type: 'send',
        text: "Ok ok, I'll get them. Imma ħa nieħu l-karozza għax il-van mimli bandalori 😅",
      },
    ],
  }),
  cikkuClub({
    name: 'cikku: the van is ready, to Toni',
    callout: true,
    answer: `# «send»
Iva Toni, il-van tiegħi lest. Il-Ġimgħa 6 nkun hemm`,
    expect: [{ type: 'send', text: 'Iva Toni, il-van tiegħi lest. Il-Ġimgħa 6 nkun hemm', replyTo: 4005 }],
  }),
  cikkuClub({
    name: 'cikku: a numbered list of what he brings',
    callout: true,
    answer: `# «send»
Iva! Se nġib:
1. il-van
2. żewġ slielem
3. il-kaxxa tal-bozoz
Xi ħaġa oħra?`,
    expect: [
      {
        type: 'send',
        text: 'Iva! Se nġib:\n1. il-van\n2. żewġ slielem\n3. il-kaxxa tal-bozoz\nXi ħaġa oħra?',
        replyTo: 4005,
      },
    ],
  }),
  cikkuDm({
    name: 'cikku: a prayer-hands reaction and a promise',
    answer: `# «react»
🙏

# «send»
Ħalliha f'idejja`,
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4005 },
      { type: 'send', text: "Ħalliha f'idejja" },
    ],
  }),
  cikkuDm({
    name: 'cikku: a shout in capitals and a plan',
    answer: `# «send»
AJMA!! Insejt li għada għandi shift tard 🤦‍♂️
Nistaqsi lil Joe jekk jibdilhuli`,
    expect: [
      {
        type: 'send',
        text: 'AJMA!! Insejt li għada għandi shift tard 🤦‍♂️\nNistaqsi lil Joe jekk jibdilhuli',
      },
    ],
  }),
  cikkuClub({
    name: 'cikku: raises his hand with actions allowed in the group',
    callout: true,
    actions: 'always',
    answer: `# «send»
*jgħolli idu* Jien! Il-van lest minn issa`,
    expect: [{ type: 'send', text: '*jgħolli idu* Jien! Il-van lest minn issa', replyTo: 4005 }],
  }),
  cikkuClub({
    name: 'cikku: nothing for him in the raffle talk',
    others: CIKKU_CLUB_IDLE,
    answer: `# «think»
Marthese u Doris qed jitkellmu bejniethom fuq il-biljetti. M'hemmx bżonn nidħol.`,
    expect: [],
  }),
  // A label in the persona's language for "answer" on its own line above the message.
  cikkuDm({
    name: 'cikku: a Maltese answer label above the message',
    answer: `# «send»
Risposta:
Iva, niġborhom jien.`,
    expect: [{ type: 'send', text: 'Iva, niġborhom jien.' }],
  }),
  // The persona's name with its dotted capital as a speaker label.
  cikkuClub({
    name: 'cikku: his dotted name as a speaker label',
    callout: true,
    answer: `# «send»
Ċikku: Iva Toni, nġibu jien il-van`,
    expect: [{ type: 'send', text: 'Iva Toni, nġibu jien il-van', replyTo: 4005 }],
    withheld: ['label'],
  }),
  // Gemini 2.5 Flash explains its choice in English in a paragraph after the message.
  cikkuDm({
    name: 'cikku: an English paragraph on how it answered',
    answer: `# «send»
Iva, niġborhom jien 👍

I'm answering Rita in Maltese and keeping it short and warm, since she's my sister and in a hurry.`,
    expect: [{ type: 'send', text: 'Iva, niġborhom jien 👍' }],
  }),
  // The whole answer as a JSON task list instead of blocks.
  cikkuDm({
    name: 'cikku: the answer as a JSON list of tasks',
    answer: `[{"type": "send", "text": "Iva, niġborhom jien, tgħidx xejn 👍"}]`,
    expect: [{ type: 'send', text: 'Iva, niġborhom jien, tgħidx xejn 👍' }],
  }),
  // A roleplay action in a group where the style sends actions in direct chats only.
  cikkuClub({
    name: 'cikku: an action in asterisks in the group with actions direct',
    callout: true,
    answer: `# «send»
*jgħolli idu* Jien! Il-van lest minn issa`,
    expect: [{ type: 'send', text: 'Jien! Il-van lest minn issa', replyTo: 4005 }],
  }),
  // His silence narrated in the third person in a group turn not for him.
  cikkuClub({
    name: 'cikku: narrated silence in asterisks',
    others: CIKKU_CLUB_IDLE,
    answer: `# «send»
*Ċikku jibqa' sieket*`,
    expect: [],
  }),
  // The model copies Toni's question as a line before answering it.
  cikkuClub({
    name: 'cikku: Toni’s question echoed as the first line',
    callout: true,
    answer: `# «send»
Ċikku, tista' ġġib il-van għall-bandalori?
Iva, nġibu jien, m'hemm l-ebda problema`,
    expect: [{ type: 'send', text: "Iva, nġibu jien, m'hemm l-ebda problema", replyTo: 4005 }],
    withheld: ['echo'],
  }),
  // Gemini stopped at the output limit inside the message after a reaction.
  cikkuDm({
    name: 'cikku: reaction whole, the message after it cut',
    truncated: true,
    answer: `# «react» 4005
🙏

# «send»
Iva, niġborhom jien, imma jekk il-bus ikun tard`,
    expect: [{ type: 'react', emoji: '🙏', messageId: 4005 }],
    withheld: ['truncated'],
  }),
];
