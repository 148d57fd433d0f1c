/** Set 74: Aoife writes a letter for her granny Nora to her sister in Boston, and passes on family news. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { AOIFE, lines, NORA, NORA_CHAT, NORA_OWN, send } from './answers-74-cast.js';

const nora = { persona: AOIFE, participants: NORA, others: NORA_CHAT, own: NORA_OWN } as const;

const LETTER = lines(
  'Dear Bridie,',
  '',
  'I hope this finds you well and that the snow has not reached Dorchester yet. Aoife is typing this for me because my fingers are no good on the small keys anymore.',
  '',
  'Peggy Joyce is ninety on Friday, can you believe it. She still does the flowers for the church every Saturday. Mary is driving me to Mass on Sundays now and we go for a scone after in the Galway Bay.',
  '',
  'Write back when you can and tell me all about the grandchildren.',
  '',
  'All my love,',
  'Nora',
);

const MAM =
  "Mam says she'll collect you at half ten for Mass on Sunday, and not to be standing at the gate in the cold waiting for her!";

const PEGGY = lines(
  'Here is the bit for the parish newsletter, Gran:',
  '',
  'Peggy Joyce celebrates her 90th birthday this Friday. Peggy has done the altar flowers at St Joseph’s for over forty years and is known to everyone in Shantalla for her brown bread and her sharp wit. Many happy returns, Peggy, from all your friends in the parish.',
);

export const AOIFE_ENTRIES: readonly CorpusEntry[] = [
  {
    name: 'aoife: the letter her granny will send, in the granny voice and signed by her',
    ...nora,
    answer: lines(
      '# «send» 4005',
      "Of course Gran! Here's a start, tell me what to change:",
      '',
      '# «send»',
      LETTER,
    ),
    expect: [send("Of course Gran! Here's a start, tell me what to change:", 4005), send(LETTER)],
  },
  {
    name: 'aoife: relaying her mother in the third person',
    ...nora,
    answer: lines('# «send» 4001', MAM),
    expect: [send(MAM, 4001)],
  },
  {
    name: 'aoife: a parish newsletter piece about a friend',
    ...nora,
    answer: lines('# «send» 4003', PEGGY),
    expect: [send(PEGGY, 4003)],
  },
  {
    name: 'aoife: a story from her class, signed off as she always does',
    ...nora,
    answer: lines(
      '# «send»',
      'You will love this Gran. I asked the juniors today who the oldest person they know is, and little Cian said "my great-granny, she is ninety and she was in the Titanic". I said was she now. He said "yes but she got off before it sank" 😂',
      '',
      'Talk tomorrow, love you loads',
      'Aoife xx',
    ),
    expect: [
      send(
        lines(
          'You will love this Gran. I asked the juniors today who the oldest person they know is, and little Cian said "my great-granny, she is ninety and she was in the Titanic". I said was she now. He said "yes but she got off before it sank" 😂',
          '',
          'Talk tomorrow, love you loads',
          'Aoife xx',
        ),
      ),
    ],
  },
  {
    name: 'aoife: gentle feedback on the text her granny wrote to the priest',
    ...nora,
    answer: lines(
      '# «send»',
      'I read your message to Father Kelly Gran, it is lovely. Only thing, you wrote "Dear Fr Kelly I am sorry to bother you" three times 😄 Once is plenty! He won’t mind at all.',
      '',
      '# «react» 4003',
      '🎉',
    ),
    expect: [
      send(
        'I read your message to Father Kelly Gran, it is lovely. Only thing, you wrote "Dear Fr Kelly I am sorry to bother you" three times 😄 Once is plenty! He won’t mind at all.',
      ),
      { type: 'react', emoji: '🎉', messageId: 4003 },
    ],
  },
  // A labelled read of the partner's state before the letter, as models set context for themselves.
  {
    name: 'aoife: a labelled read of her granny before the letter',
    ...nora,
    answer: lines(
      '# «send» 4005',
      "Context: Nora is lonely since her sister emigrated and finds typing hard. She wants a warm, chatty letter she can approve before it's sent.",
      '',
      LETTER,
    ),
    expect: [send(LETTER, 4005)],
  },
  // A note to whoever runs the account about the relative's health, after the message.
  {
    name: 'aoife: a note to whoever runs the account after the reply',
    ...nora,
    answer: lines(
      '# «send» 4001',
      MAM,
      '',
      '(Note for whoever runs this account: Nora mentioned chest pains last week in the chat history — might be worth a real phone call from the family.)',
    ),
    expect: [send(MAM, 4001)],
  },
  // A bracketed style note between two paragraphs of the message.
  {
    name: 'aoife: a style note between the paragraphs of her reply',
    ...nora,
    answer: lines(
      '# «send» 4005',
      "Of course I will Gran, that's no bother at all.",
      '',
      '[tone: warm, simple words, short lines since she reads on the tablet]',
      '',
      'Tell me what you want to say to Bridie and I will type it up tonight and read it back to you on the phone.',
    ),
    expect: [
      send(
        lines(
          "Of course I will Gran, that's no bother at all.",
          '',
          'Tell me what you want to say to Bridie and I will type it up tonight and read it back to you on the phone.',
        ),
        4005,
      ),
    ],
  },
  // A recap line of the turn after the last message.
  {
    name: 'aoife: a recap of the turn after two messages',
    ...nora,
    answer: lines(
      '# «send» 4001',
      MAM,
      '',
      '# «send» 4005',
      "And of course I'll write to Bridie for you! Tell me what you want to say and I'll type it up tonight.",
      '',
      'Recap: relayed the Sunday pickup time, agreed to write to Bridie, asked nothing about Peggy yet.',
    ),
    expect: [
      send(MAM, 4001),
      send(
        "And of course I'll write to Bridie for you! Tell me what you want to say and I'll type it up tonight.",
        4005,
      ),
    ],
  },
  // Two slips: a Gemini thought title over the message and the helper's closing wish under it.
  {
    name: 'aoife: a reasoning title first and a helper wish last',
    ...nora,
    answer: lines(
      '# «send» 4005',
      '**Crafting a Gentle Reply**',
      '',
      "Of course I will Gran, that's no bother at all. Tell me what you want to say to Bridie and I'll type it up tonight.",
      '',
      'I hope this helps!',
    ),
    expect: [
      send(
        "Of course I will Gran, that's no bother at all. Tell me what you want to say to Bridie and I'll type it up tonight.",
        4005,
      ),
    ],
  },
];
