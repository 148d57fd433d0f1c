/** Set 74: Priya writes a "friend vouches" profile for her brother Arjun and a message to his landlord. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ARJUN, ARJUN_CHAT, ARJUN_OWN, lines, PRIYA, send } from './answers-74-cast.js';

const arjun = { persona: PRIYA, participants: ARJUN, others: ARJUN_CHAT, own: ARJUN_OWN } as const;

const VOUCH = lines(
  "I'm his sister so I'm legally obliged to say nice things, but here goes:",
  '',
  "Arjun is the guy who remembers your mum's birthday before you do. Tests software for a living, which means he will find the bug in your plans and then fix it. Makes a genuinely dangerous chai. Terrible at Mario Kart, great at losing gracefully.",
  '',
  '10/10 would be related to again.',
);

const LANDLORD = lines(
  'Hi Mr Okafor,',
  '',
  "I moved out of Flat 3, 41 Clarendon Park Road on 2 October and it's now been six weeks without my deposit being returned. As it was held in a protection scheme, it should be returned within 10 days of us agreeing the amount.",
  '',
  "Could you please confirm by Friday when it will be paid? If I don't hear back I'll raise a dispute with the scheme.",
  '',
  'Kind regards,',
  'Arjun Shah',
);

const MUM =
  "Also Mum says if you're not home by 7 on Sunday she's giving your share of the gulab jamun to Rohan. Her words not mine 😂";

export const PRIYA_ENTRIES: readonly CorpusEntry[] = [
  {
    name: 'priya: a vouch for her brother in the third person',
    ...arjun,
    answer: lines('# «send» 4005', VOUCH),
    expect: [send(VOUCH, 4005)],
  },
  {
    name: 'priya: a landlord message he will send, with his name signed',
    ...arjun,
    answer: lines('# «send» 4005', 'ok send him this, word for word:', '', '# «send»', LANDLORD),
    expect: [send('ok send him this, word for word:', 4005), send(LANDLORD)],
  },
  {
    name: "priya: relaying their mum's threat with a sign-off of her own",
    ...arjun,
    answer: lines(
      '# «send» 4005',
      'Vouch AND landlord message coming after my shift, I promise.',
      '',
      MUM,
      '',
      'love you, idiot x',
    ),
    expect: [
      send(
        lines(
          'Vouch AND landlord message coming after my shift, I promise.',
          '',
          MUM,
          '',
          'love you, idiot x',
        ),
        4005,
      ),
    ],
  },
  {
    name: 'priya: honest feedback on his own bio, tone and length named',
    ...arjun,
    answer: lines(
      '# «send»',
      'wait I just saw the bio Dev wrote for you 💀',
      '',
      '# «send»',
      lines(
        'ok honest notes:',
        '1. "fluent in sarcasm" — every man on that app is fluent in sarcasm. delete',
        '2. it is way too long, nobody reads past line 3',
        "3. the tone is a bit try-hard? you're actually funny, you don't need to announce it",
        '4. keep the chai line, that one is you',
      ),
    ),
    expect: [
      send('wait I just saw the bio Dev wrote for you 💀'),
      send(
        lines(
          'ok honest notes:',
          '1. "fluent in sarcasm" — every man on that app is fluent in sarcasm. delete',
          '2. it is way too long, nobody reads past line 3',
          "3. the tone is a bit try-hard? you're actually funny, you don't need to announce it",
          '4. keep the chai line, that one is you',
        ),
      ),
    ],
  },
  {
    name: 'priya: a reaction, then a short answer with a wait between',
    ...arjun,
    answer: lines(
      '# «react» 4003',
      '😱',
      '',
      '# «send» 4005',
      'Give me 20 mins, I have a queue of people wanting their flu jabs',
      '',
      '# «wait» 20 min',
      '',
      '# «send»',
      "right. I'm free. Landlord first, romance second",
    ),
    expect: [
      { type: 'react', emoji: '😱', messageId: 4003 },
      send('Give me 20 mins, I have a queue of people wanting their flu jabs', 4005),
      { type: 'wait', delay: 1200 },
      send("right. I'm free. Landlord first, romance second"),
    ],
  },
  // Gemini 2.5's thought-summary title and its first-person plan, leaked at the top of the message block.
  {
    name: 'priya: a reasoning title and plan open the vouch',
    ...arjun,
    answer: lines(
      '# «send» 4005',
      "**Understanding Arjun's Request**",
      '',
      "I'm focusing on writing a warm but teasing sibling vouch. I'll highlight his job, the chai, and a self-deprecating joke.",
      '',
      VOUCH,
    ),
    expect: [send(VOUCH, 4005)],
  },
  // A closing bracketed remark on length and choices that speaks of the partner in the third person.
  {
    name: 'priya: a remark on length and emojis after the vouch',
    ...arjun,
    answer: lines(
      '# «send» 4005',
      VOUCH,
      '',
      '(Kept this under 80 words and left out emojis, since Arjun said Dev overdid them.)',
    ),
    expect: [send(VOUCH, 4005)],
  },
  // An assumption note between the drafted letter and the message that follows it in the same block.
  {
    name: 'priya: an assumption note between the draft and her advice',
    ...arjun,
    answer: lines(
      '# «send» 4005',
      LANDLORD,
      '',
      "Note: I'm assuming the deposit was protected in a scheme and the move-out date was 2 October — the chat doesn't say either.",
      '',
      'send it tonight so it is the first thing he sees tomorrow',
    ),
    expect: [send(lines(LANDLORD, '', 'send it tonight so it is the first thing he sees tomorrow'), 4005)],
  },
  // A checklist of what the turn covered, under the last message.
  {
    name: 'priya: a checklist of the turn after two messages',
    ...arjun,
    answer: lines(
      '# «send» 4005',
      'ok send him this, word for word:',
      '',
      '# «send»',
      LANDLORD,
      '',
      '✔ answered the landlord question ✔ sibling tone ✔ vouch promised for later',
    ),
    expect: [send('ok send him this, word for word:', 4005), send(LANDLORD)],
  },
  // Two slips: the partner analysed in a first paragraph, an offer to redo the answer last.
  {
    name: 'priya: a read of her brother first and an offer of another version last',
    ...arjun,
    answer: lines(
      '# «send» 4005',
      "Arjun sounds stressed about the deposit and embarrassed about the dating profile, so I'll lead with reassurance.",
      '',
      "the deposit thing is 100% on your side, I'll write you something scary-polite tonight. and the vouch will be elite, trust",
      '',
      "Let me know if you'd like a more formal version of this reply!",
    ),
    expect: [
      send(
        "the deposit thing is 100% on your side, I'll write you something scary-polite tonight. and the vouch will be elite, trust",
        4005,
      ),
    ],
  },
];
