/** Set 80's slips by Gemini 2.5 Flash, 2.5 Pro and 3 Pro, each family in that model's habits. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  anya,
  chloe,
  dev,
  jules,
  keiko,
  l,
  lukas,
  maggie,
  noor,
  rosa,
  sam,
  theo,
} from './answers-80-cast.js';

/** The book club on a night nobody asks Noor anything (4005 is Dami's). */
const BOOKS_QUIET: ReadonlyMap<number, string> = new Map([
  [4001, 'Chapter 12 done. Nobody say ANYTHING'], // Dami
  [4003, 'lips sealed 🤐'], // Priya
  [4005, 'Dami the twist at chapter 15 though… no, I said nothing'], // Claire
]);

export const SLIPS_GEMINI: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash opens with a helper's sentence presenting the answer before the blocks.
  maggie({
    name: 'maggie: a presenting sentence before the blocks',
    answer: l(
      "Alright — here's a warm reply from Maggie that covers the knee and clears up the Saturday mix-up:",
      '',
      '# «send»',
      "The knee's coming on nicely, love. Physio says another month",
      '',
      '# «send» 4003',
      "And I am DEFINITELY coming Saturday, your mother's got the wrong end of the stick again",
    ),
    expect: [
      { type: 'send', text: "The knee's coming on nicely, love. Physio says another month" },
      {
        type: 'send',
        text: "And I am DEFINITELY coming Saturday, your mother's got the wrong end of the stick again",
        replyTo: 4003,
      },
    ],
    withheld: ['outside-blocks'],
  }),
  // Gemini 2.5 Pro's thought summary leaks: a bold title in title case and a paragraph of its plan.
  maggie({
    name: 'maggie: a thought summary title before the blocks',
    answer: l(
      '**Reassuring Tom About the Knee**',
      '',
      "I'm seeing that Tom is worried about his aunt's recovery. I'll keep the reply cheerful and mention the exercises without making a fuss.",
      '',
      '# «send»',
      "Knee's champion, love. Doing my exercises every morning like a good girl",
    ),
    expect: [
      { type: 'send', text: "Knee's champion, love. Doing my exercises every morning like a good girl" },
    ],
    withheld: ['outside-blocks'],
  }),
  // Gemini 3 Pro closes the last block with a sentence judging its own answer.
  dev({
    name: 'dev: a closing sentence about how the answer fits',
    callout: true,
    answer: l(
      '# «send»',
      "in. and yes I've got the bibs, Rich is a liar",
      '',
      "This matches the group's banter and answers both of Kwame's questions in one line.",
    ),
    expect: [{ type: 'send', text: "in. and yes I've got the bibs, Rich is a liar", replyTo: 4005 }],
  }),
  // Gemini 2.5 Flash writes the persona's action as a block of its own in a group.
  jules({
    name: 'jules: a stage direction block after the message',
    callout: true,
    answer: l(
      '# «send»',
      "yep I'm off Wednesdays, I'll let the plumber in",
      '',
      '# «send»',
      '*Jules flops back onto the couch and pulls the blanket up*',
    ),
    expect: [{ type: 'send', text: "yep I'm off Wednesdays, I'll let the plumber in", replyTo: 4005 }],
    withheld: ['narration'],
  }),
  // Gemini 2.5 Flash puts its plan as the first paragraph of the message block.
  maggie({
    name: 'maggie: a plan paragraph opening the body',
    answer: l(
      '# «send»',
      'Plan: reassure Tom about the knee first, then tell him about the recipe.',
      '',
      "Knee's much better love, thank you for asking. And I've found the parkin recipe!",
    ),
    expect: [
      {
        type: 'send',
        text: "Knee's much better love, thank you for asking. And I've found the parkin recipe!",
      },
    ],
  }),
  // Gemini 3 Pro answers with a fenced JSON object instead of blocks.
  maggie({
    name: 'maggie: a fenced JSON reply with its reply id',
    answer: l(
      '```json',
      '{',
      '  "reply": {',
      '    "text": "Found it! Grandma\'s parkin, the proper one. I\'ll bring a tray on Saturday",',
      '    "reply_to": 4001',
      '  }',
      '}',
      '```',
    ),
    expect: [
      {
        type: 'send',
        text: "Found it! Grandma's parkin, the proper one. I'll bring a tray on Saturday",
        replyTo: 4001,
      },
    ],
  }),
  // Gemini 2.5 Flash titles the message with a Markdown heading naming the persona.
  maggie({
    name: 'maggie: a Markdown heading naming her message',
    answer: l(
      '# «send»',
      "### 💬 Maggie's message to Tom",
      '',
      "Knee's fine, stop fretting! See you Saturday x",
    ),
    expect: [{ type: 'send', text: "Knee's fine, stop fretting! See you Saturday x" }],
  }),
  // Gemini 3 Pro notes its choice in brackets under the message.
  chloe({
    name: 'chloe: a bracketed note on the choice made',
    answer: l(
      '# «send»',
      "Yes! I'll be there Friday, need to get Ravi a card",
      '',
      '(I answered the drinks question first because it was the newest message.)',
    ),
    expect: [{ type: 'send', text: "Yes! I'll be there Friday, need to get Ravi a card" }],
  }),
  // Gemini 2.5 Pro stopped at the output limit in the middle of its second message.
  lukas({
    name: 'lukas: the second message cut at the limit',
    truncated: true,
    answer: l(
      '# «send»',
      'Ja, ich bin um 10 da, kein Problem',
      '',
      '# «send»',
      'Und sag der Hausverwaltung bitte, dass sie diesmal vorher kling',
    ),
    expect: [{ type: 'send', text: 'Ja, ich bin um 10 da, kein Problem' }],
    withheld: ['truncated'],
  }),
  // Gemini 2.5 Flash stopped at the limit inside a sticker's set name.
  sam({
    name: 'sam: a sticker cut in its set name',
    truncated: true,
    answer: l('# «send»', "6 it is, I'll honk", '', '# «sticker»', 'HeidiD'),
    expect: [{ type: 'send', text: "6 it is, I'll honk" }],
  }),
  // Gemini 2.5 Flash explains in a message block why no words are needed beside its reaction.
  sam({
    name: 'sam: a bracketed remark that words are not needed',
    answer: l(
      '# «react»',
      '👍',
      '',
      '# «send»',
      '(no words needed here, Jess will get the thumbs up and know it means yes)',
    ),
    expect: [{ type: 'react', emoji: '👍', messageId: 4005 }],
  }),
  // Gemini 2.5 Flash labels the message with the persona's name, as in a script.
  rosa({
    name: "rosa: her own name as the message's label",
    answer: l('# «send»', 'Rosa: ¡Pues claro que te acompaño! El sábado a las 11, ¿vale?'),
    expect: [{ type: 'send', text: '¡Pues claro que te acompaño! El sábado a las 11, ¿vale?' }],
    withheld: ['label'],
  }),
  // Gemini 3 Pro in Japanese writes the speaker's name with a full-width colon.
  keiko({
    name: 'keiko: her name and a full-width colon',
    answer: l('# «send»', 'けいこ：行けるよ！土曜の11時に駅前でいい？'),
    expect: [{ type: 'send', text: '行けるよ！土曜の11時に駅前でいい？' }],
    withheld: ['label'],
  }),
  // Gemini 3 Pro in German: a lead-in naming the answer and an offer to shorten it (two slips).
  lukas({
    name: 'lukas: a lead-in and an offer to shorten',
    answer: l(
      'Hier ist Lukas’ Antwort an Mara:',
      '',
      '# «send»',
      'Klar, Freitag um 10 bin ich da. Viel Spaß in Köln!',
      '',
      'Soll ich die Nachricht noch kürzer formulieren?',
    ),
    expect: [{ type: 'send', text: 'Klar, Freitag um 10 bin ich da. Viel Spaß in Köln!' }],
    withheld: ['outside-blocks'],
  }),
  // Gemini 2.5 Flash names its private block with a plural marker word.
  theo({
    name: 'theo: reasoning under a block named thoughts',
    answer: l(
      '# «thoughts»',
      "Camille a besoin d'une réponse ce soir. Théo veut venir, il faut dire oui et proposer de payer.",
      '',
      '# «send»',
      'Oui je viens !! Merci de penser à moi 🙏 je te rembourse demain',
    ),
    expect: [{ type: 'send', text: 'Oui je viens !! Merci de penser à moi 🙏 je te rembourse demain' }],
  }),
  // Gemini 2.5 Pro copies the transcript's header of the message it answers into the body.
  noor({
    name: "noor: the transcript's header and Hannah's line repeated",
    callout: true,
    answer: l(
      '# «send»',
      '⟦#4005 Hannah⟧ Noor I think it’s you? Also what are we reading next',
      '',
      "Yes it's mine! 14th, 7pm, bring wine not opinions about the ending 🍷",
    ),
    expect: [
      {
        type: 'send',
        text: "Yes it's mine! 14th, 7pm, bring wine not opinions about the ending 🍷",
        replyTo: 4005,
      },
    ],
    withheld: ['echo'],
  }),
  // Gemini 2.5 Pro reasons in English about a Russian chat inside the message block.
  anya({
    name: 'anya: an English reading of the turn before the Russian message',
    callout: true,
    answer: l(
      '# «send»',
      "Lena is asking whether Anya will come on Saturday and what to bring. I'll say yes and offer the rakes.",
      '',
      'Лена, приду! Грабли есть, две штуки 🙂',
    ),
    expect: [{ type: 'send', text: 'Лена, приду! Грабли есть, две штуки 🙂', replyTo: 4005 }],
  }),
  // Gemini 3 Pro adds an English translation under a French message.
  theo({
    name: 'theo: an English translation under the message',
    answer: l(
      '# «send»',
      'Je viens, évidemment ! Garde-moi la place 😄',
      '',
      "(Translation: I'm coming, obviously! Save me the spot 😄)",
    ),
    expect: [{ type: 'send', text: 'Je viens, évidemment ! Garde-moi la place 😄' }],
    withheld: ['reasoning'],
  }),
  // Gemini 2.5 Flash narrates silence when nobody spoke to the persona (a thought and a line between dashes).
  {
    ...noor({
      name: 'noor: a quiet night narrated between dashes',
      answer: l(
        '# «think»',
        'Dami and Claire are teasing each other about spoilers, nothing for me to add.',
        '',
        '# «send»',
        '— Noor stays out of this one —',
      ),
      expect: [],
    }),
    others: BOOKS_QUIET,
  },
  // Gemini 2.5 Flash reports the actions it took after the reaction and message.
  chloe({
    name: 'chloe: a closing report of what was done',
    answer: l(
      '# «react» 4005',
      '🎉',
      '',
      '# «send»',
      'Obviously! Ravi owes me a drink from the offsite anyway',
      '',
      "Reacted to Marcus's invite with 🎉 and confirmed attendance.",
    ),
    expect: [
      { type: 'react', emoji: '🎉', messageId: 4005 },
      { type: 'send', text: 'Obviously! Ravi owes me a drink from the offsite anyway' },
    ],
  }),
];
