/** Held-out set 20, first part: Nkechi (direct), Matteo (group) and Ingrid (direct). */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { INGRID, MATTEO, MATTEO_ASIDE, NKECHI } from './answers-20-people.js';

export const HELD_OUT_20_A: CorpusEntry[] = [
  // Nkechi, direct chat with Tolu.
  {
    name: 'nkechi: plain Pidgin reply',
    ...NKECHI,
    answer: '# «send»\nI go come o! Na Saturday morning abi? Make I first check my shift',
    expect: [{ type: 'send', text: 'I go come o! Na Saturday morning abi? Make I first check my shift' }],
  },
  {
    name: 'nkechi: advice with bold a pharmacist types, replying to the question',
    ...NKECHI,
    answer:
      '# «send» 4003\nTake am **after food** and drink plenty water. If the fever still dey after 3 days, go see doctor abeg',
    expect: [
      {
        type: 'send',
        text: 'Take am **after food** and drink plenty water. If the fever still dey after 3 days, go see doctor abeg',
        replyTo: 4003,
      },
    ],
  },
  {
    name: 'nkechi: reaction to the earlier news, then a message',
    ...NKECHI,
    answer: '# «react» 4001\n🙏\n\n# «send»\nYes o, I dey come. Ade go kill me if I no show 😂',
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4001 },
      { type: 'send', text: 'Yes o, I dey come. Ade go kill me if I no show 😂' },
    ],
  },
  {
    // Gemini 3 at temperature 1 sometimes opens with a bold process label before any block.
    name: 'nkechi: bold process label and plan before the block',
    ...NKECHI,
    answer:
      '**Thought process:** Tolu asks about the wedding. Nkechi is going, answer warmly in Pidgin.\n\n# «send»\nI go dey there! Which colour una aso-ebi be?',
    expect: [{ type: 'send', text: 'I go dey there! Which colour una aso-ebi be?' }],
    withheld: ['outside-blocks'],
  },
  {
    name: 'nkechi: speaker label opening the body',
    ...NKECHI,
    answer: '# «send»\nNkechi: Traffic for that bridge na wahala sha. You don chop?',
    expect: [{ type: 'send', text: 'Traffic for that bridge na wahala sha. You don chop?' }],
  },
  {
    name: 'nkechi: note about the tone after a rule',
    ...NKECHI,
    answer:
      "# «send»\nAbeg no vex, I go reply you well tonight. Shop full die\n\n---\nI kept it in Pidgin to match Tolu's tone. Want a more formal version?",
    expect: [{ type: 'send', text: 'Abeg no vex, I go reply you well tonight. Shop full die' }],
  },
  {
    name: 'nkechi: cut at the output limit in the second block',
    ...NKECHI,
    answer:
      '# «send»\nYes o, I go come!\n\n# «send» 4003\nAbout the drug, make you no take am with empty sto',
    truncated: true,
    expect: [{ type: 'send', text: 'Yes o, I go come!' }],
    withheld: ['truncated'],
  },
  {
    name: 'nkechi: thinking tags before the block',
    ...NKECHI,
    answer:
      '<thinking>\nShe asked two things earlier. The newest is the wedding.\n</thinking>\n# «send»\nSaturday I dey free, I don collect off',
    expect: [{ type: 'send', text: 'Saturday I dey free, I don collect off' }],
  },
  {
    name: 'nkechi: JSON calls in a fence with a lead-in',
    ...NKECHI,
    answer:
      'Here is the plan:\n```json\n[{"type": "reaction", "emoji": "❤"}, {"type": "message", "content": "Na so! See you Saturday", "reply_to_message_id": 4005}]\n```',
    expect: [
      { type: 'react', emoji: '❤', messageId: 4005 },
      { type: 'send', text: 'Na so! See you Saturday', replyTo: 4005 },
    ],
  },
  {
    name: 'nkechi: message then a memory entry',
    ...NKECHI,
    answer: "# «send»\nI go come, no worry\n\n# «remember»\nTolu's friend Ade is getting married on Saturday",
    expect: [{ type: 'send', text: 'I go come, no worry' }, { type: 'remember' }],
  },
  {
    name: 'nkechi: sticker as two lines',
    ...NKECHI,
    answer: '# «sticker»\nHeidiDuck\n😂',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    // A list of drugs with doses is what a pharmacist sends a friend; colons in it are hers.
    name: 'nkechi: a dosage list with colons',
    ...NKECHI,
    answer:
      '# «send» 4003\nFor adult:\n- Coartem: 4 tabs morning and night, 3 days\n- Paracetamol: for the fever only\n\nNo take am with alcohol o',
    expect: [
      {
        type: 'send',
        text: 'For adult:\n- Coartem: 4 tabs morning and night, 3 days\n- Paracetamol: for the fever only\n\nNo take am with alcohol o',
        replyTo: 4003,
      },
    ],
  },
  {
    name: 'nkechi: an offer to rewrite closing the message body',
    ...NKECHI,
    answer: "# «send»\nI go reach by 10, save me jollof!\n\nLet me know if you'd like a shorter reply.",
    expect: [{ type: 'send', text: 'I go reach by 10, save me jollof!' }],
  },
  {
    name: 'nkechi: a signature with a dash',
    ...NKECHI,
    answer: '# «send»\nSee you Saturday my dear\n– Nkechi',
    expect: [{ type: 'send', text: 'See you Saturday my dear' }],
  },
  {
    name: 'nkechi: no block, reasoning label line then the message',
    ...NKECHI,
    answer: 'Reasoning: she wants a yes or no.\n\nYes o, I go come Saturday!',
    expect: [{ type: 'send', text: 'Yes o, I go come Saturday!' }],
  },
  // Matteo, the flat's group.
  {
    name: 'matteo: plain answer in the group',
    ...MATTEO,
    chat: 'group',
    callout: true,
    answer: '# «send»\nsì sì la butto dopo cena, giuro 😅',
    expect: [{ type: 'send', text: 'sì sì la butto dopo cena, giuro 😅', replyTo: 4005 }],
  },
  {
    name: 'matteo: two messages, the first to Pietro',
    ...MATTEO,
    chat: 'group',
    callout: true,
    answer: '# «send» 4003\nio ci sono per calcetto!\n\n# «send»\ne la spazzatura la butto adesso ok',
    expect: [
      { type: 'send', text: 'io ci sono per calcetto!', replyTo: 4003 },
      { type: 'send', text: 'e la spazzatura la butto adesso ok' },
    ],
  },
  {
    name: 'matteo: a stage direction in a group, actions for direct chats only',
    ...MATTEO,
    chat: 'group',
    callout: true,
    answer: '# «send»\n*sbuffa e prende il sacco*\nVa bene, va bene, vado',
    expect: [{ type: 'send', text: 'Va bene, va bene, vado', replyTo: 4005 }],
    withheld: ['narration'],
  },
  {
    name: 'matteo: heading addressed to Giulia in Italian',
    ...MATTEO,
    chat: 'group',
    callout: true,
    answer: '# «send» per Giulia\nok ok, stasera tocca a me lo so',
    expect: [{ type: 'send', text: 'ok ok, stasera tocca a me lo so', replyTo: 4005 }],
  },
  {
    name: 'matteo: draft then final in English around an Italian message',
    ...MATTEO,
    chat: 'group',
    callout: true,
    answer: '# «send»\nDraft: ok la butto\nFinal: ok ok la butto io stasera, promesso 🙏',
    expect: [{ type: 'send', text: 'ok ok la butto io stasera, promesso 🙏', replyTo: 4005 }],
  },
  {
    name: 'matteo: quoting one line of Giulia before answering',
    ...MATTEO,
    chat: 'group',
    callout: true,
    answer: '# «send» 4001\n> Era nuovo ieri sera\n\nnon io stavolta, ho le prove 📸',
    expect: [
      { type: 'send', text: '> Era nuovo ieri sera\n\nnon io stavolta, ho le prove 📸', replyTo: 4001 },
    ],
  },
  {
    name: 'matteo: transcript copied before the block',
    ...MATTEO,
    chat: 'group',
    callout: true,
    answer: '⟦#4005 Giulia⟧ Matteo tocca a te buttare la spazzatura stasera 🙃\n\n# «send»\narrivo, arrivo',
    expect: [{ type: 'send', text: 'arrivo, arrivo', replyTo: 4005 }],
  },
  {
    name: "matteo: Giulia's next turn made up after his message",
    ...MATTEO,
    chat: 'group',
    callout: true,
    answer: '# «send»\nsubito capo 🫡\nGiulia: bravo, finalmente',
    expect: [{ type: 'send', text: 'subito capo 🫡', replyTo: 4005 }],
  },
  {
    name: 'matteo: not addressed, a stage direction only',
    ...MATTEO_ASIDE,
    chat: 'group',
    answer: '*continua a studiare analisi 2*',
    expect: [],
  },
  {
    name: 'matteo: not addressed, a skip token in a block',
    ...MATTEO_ASIDE,
    chat: 'group',
    answer: '# «send»\nSTAY_SILENT',
    expect: [],
  },
  {
    name: 'matteo: not addressed, only a think block',
    ...MATTEO_ASIDE,
    chat: 'group',
    answer: '# «think»\nLa bolletta è roba di Pietro, non serve che risponda.',
    expect: [],
  },
  {
    name: 'matteo: a reaction to the football plan',
    ...MATTEO,
    chat: 'group',
    answer: '# «react» 4003\n🔥',
    expect: [{ type: 'react', emoji: '🔥', messageId: 4003 }],
  },
  {
    name: 'matteo: both headings on one line',
    ...MATTEO,
    chat: 'group',
    callout: true,
    answer: '# «react» 👍 # «send» fatto, sacco giù 💪',
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      { type: 'send', text: 'fatto, sacco giù 💪', replyTo: 4005 },
    ],
  },
  {
    name: 'matteo: an Italian analysis paragraph about Giulia before the reply, no block',
    ...MATTEO,
    chat: 'group',
    callout: true,
    answer:
      "Ok, allora: Giulia mi chiede di buttare la spazzatura, rispondo in modo scherzoso ma dico di sì.\n\nva bene mamma 🙄 la butto dopo l'esame",
    expect: [{ type: 'send', text: "va bene mamma 🙄 la butto dopo l'esame", replyTo: 4005 }],
  },
  {
    // Students type code spans when they talk about homework; it is his message.
    name: 'matteo: inline code and a bold word in a real message',
    ...MATTEO,
    chat: 'group',
    callout: true,
    answer: '# «send»\nsì ma prima finisco **sto esercizio**, il `for` non mi torna',
    expect: [
      { type: 'send', text: 'sì ma prima finisco **sto esercizio**, il `for` non mi torna', replyTo: 4005 },
    ],
  },
  // Ingrid, direct chat with her grandson.
  {
    name: 'ingrid: congratulations, a pause, then the binoculars',
    ...INGRID,
    answer:
      '# «send» 4001\nGratulerer, Sindre! Jeg visste det 🎉\n\n# «wait»\ndelay: 4\n\n# «send»\nJa, kikkerten står i skapet på loftet. Du kan få den.',
    expect: [
      { type: 'send', text: 'Gratulerer, Sindre! Jeg visste det 🎉', replyTo: 4001 },
      { type: 'wait', delay: 4 },
      { type: 'send', text: 'Ja, kikkerten står i skapet på loftet. Du kan få den.' },
    ],
  },
  {
    name: 'ingrid: a reaction alone',
    ...INGRID,
    answer: '# «react» 4001\n👏',
    expect: [{ type: 'react', emoji: '👏', messageId: 4001 }],
  },
  {
    name: 'ingrid: roleplay action in a direct chat, actions on there',
    ...INGRID,
    answer: '# «send»\n*leter i skuffen*\nFant den! Litt støvete, men linsene er hele.',
    expect: [{ type: 'send', text: '*leter i skuffen*\nFant den! Litt støvete, men linsene er hele.' }],
  },
  {
    name: 'ingrid: roleplay action with actions off',
    ...INGRID,
    actions: 'never',
    answer: '# «send»\n*leter i skuffen*\nFant den! Litt støvete, men linsene er hele.',
    expect: [{ type: 'send', text: 'Fant den! Litt støvete, men linsene er hele.' }],
    withheld: ['narration'],
  },
  {
    name: 'ingrid: a Norwegian notes line before the block',
    ...INGRID,
    answer:
      'Tanker: Sindre spør om kikkerten. Hun har den fortsatt.\n\n# «send»\nJada, den henger på kroken i gangen 🔭',
    expect: [{ type: 'send', text: 'Jada, den henger på kroken i gangen 🔭' }],
    withheld: ['outside-blocks'],
  },
  {
    // A grandmother's sign-off is hers: it does not name her as a label does.
    name: 'ingrid: her own sign-off',
    ...INGRID,
    answer: '# «send»\nKom på lørdag, så viser jeg deg pålestikk.\n\nKlem fra farmor',
    expect: [{ type: 'send', text: 'Kom på lørdag, så viser jeg deg pålestikk.\n\nKlem fra farmor' }],
  },
  {
    name: 'ingrid: the only block cut mid-word',
    ...INGRID,
    answer: '# «send» 4003\nPålestikk er lett! Først lager du en liten løkke, så stikker du tampen opp gjen',
    truncated: true,
    expect: [],
    withheld: ['truncated'],
  },
  {
    name: 'ingrid: full-width hashes and a Cyrillic letter in the reaction name',
    ...INGRID,
    answer: '＃＃ «reаct»\n👍',
    expect: [{ type: 'react', emoji: '👍', messageId: 4005 }],
  },
  {
    name: 'ingrid: the whole answer in a markdown fence',
    ...INGRID,
    answer: '```markdown\n# «send»\nSelvsagt har jeg den. Den har vært med fra Hurtigruta.\n```',
    expect: [{ type: 'send', text: 'Selvsagt har jeg den. Den har vært med fra Hurtigruta.' }],
  },
  {
    name: 'ingrid: sticker with its set on one line',
    ...INGRID,
    answer: '# «sticker»\nHeidiDuck :: 👋',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '👋' }],
  },
  {
    name: 'ingrid: a third-person aside naming her after the message',
    ...INGRID,
    answer: '# «send»\nJeg er så stolt av deg, gutten min.\n(Ingrid blir rørt og tørker en tåre)',
    expect: [{ type: 'send', text: 'Jeg er så stolt av deg, gutten min.' }],
  },
  {
    name: 'ingrid: a knot explained in numbered steps',
    ...INGRID,
    answer:
      '# «send» 4003\nSelvfølgelig! Kort versjon:\n1. Lag en løkke\n2. Kaninen kommer opp av hullet\n3. Rundt treet\n4. Ned i hullet igjen\nResten viser jeg deg på lørdag',
    expect: [
      {
        type: 'send',
        text: 'Selvfølgelig! Kort versjon:\n1. Lag en løkke\n2. Kaninen kommer opp av hullet\n3. Rundt treet\n4. Ned i hullet igjen\nResten viser jeg deg på lørdag',
        replyTo: 4003,
      },
    ],
  },
  {
    name: 'ingrid: a bold speaker label',
    ...INGRID,
    answer: '# «send»\n**Ingrid:** Den står der den alltid har stått, vennen.',
    expect: [{ type: 'send', text: 'Den står der den alltid har stått, vennen.' }],
  },
  {
    name: 'ingrid: a memory about the grandson with the reply',
    ...INGRID,
    answer:
      '# «send»\nDu skal få den i gave når du begynner på verkstedet.\n\n# «note»\nSindre starter som lærling på verkstedet',
    expect: [
      { type: 'send', text: 'Du skal få den i gave når du begynner på verkstedet.' },
      { type: 'note' },
    ],
  },
];
