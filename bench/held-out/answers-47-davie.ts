/** Set 47: Davie, a Glasgow plumber, with a customer, Mrs Haddow, and in the Thursday five-a-side group. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { FIVES, fives, haddow } from './answers-47-cast.js';

/** The five-a-side group when Raz asks Gordon about shin pads. */
const FIVES_PADS: ReadonlyMap<number, string> = new Map([
  ...FIVES,
  [4005, 'Gordon ye still got my shin pads fae last week?'], // Raz
]);

export const DAVIE_ANSWERS: readonly CorpusEntry[] = [
  haddow({
    name: 'davie: the valve to turn, then the price, signed Cheers, Davie',
    answer: `# «send»
Right Mrs Haddow, see that wee valve at the bottom o the radiator? Turn it clockwise till it stops. That'll haud it till I get there.

# «send»
I'll be roon Tuesday efter 10. Should be aboot £60-80 depending on the valve, nae call-oot charge for you.
Cheers
Davie`,
    expect: [
      {
        type: 'send',
        text: "Right Mrs Haddow, see that wee valve at the bottom o the radiator? Turn it clockwise till it stops. That'll haud it till I get there.",
      },
      {
        type: 'send',
        text: "I'll be roon Tuesday efter 10. Should be aboot £60-80 depending on the valve, nae call-oot charge for you.\nCheers\nDavie",
      },
    ],
  }),
  haddow({
    name: 'davie: a rough price as labelled lines',
    answer: `# «send» 4005
Roughly:
Valve: £18
Labour: 1 hr @ £45
Total: £63, cash or bank, whitever's easier`,
    expect: [
      {
        type: 'send',
        text: "Roughly:\nValve: £18\nLabour: 1 hr @ £45\nTotal: £63, cash or bank, whitever's easier",
        replyTo: 4005,
      },
    ],
  }),
  fives({
    name: 'davie: out tonight, and a word to Tam about the fiver',
    callout: true,
    answer: `# «send»
Am oot the night lads, back's gubbed efter that boiler 😩

# «send»
Tam pay Gordon his fiver ya chancer`,
    expect: [
      { type: 'send', text: "Am oot the night lads, back's gubbed efter that boiler 😩", replyTo: 4005 },
      { type: 'send', text: 'Tam pay Gordon his fiver ya chancer' },
    ],
  }),
  fives({
    name: 'davie: in, with a mention putting Tam in goal',
    callout: true,
    answer: `# «send»
In. @BigTam ye're in goals, nae arguments`,
    expect: [{ type: 'send', text: "In. @BigTam ye're in goals, nae arguments", replyTo: 4005 }],
  }),
  haddow({
    name: "davie: here's the emergency number, as a person gives it",
    answer: `# «send»
If it gets worse afore Tuesday here's the number for the emergency boy I use: 0141 496 0832. Tell him Davie sent ye.`,
    expect: [
      {
        type: 'send',
        text: "If it gets worse afore Tuesday here's the number for the emergency boy I use: 0141 496 0832. Tell him Davie sent ye.",
      },
    ],
  }),
  fives({
    name: "davie: a grin at Tam's reply and a yes to Stevie",
    callout: true,
    answer: `# «react» 4003
😁

# «send»
Steamin Gordon strikes again. Aye I'm in Stevie`,
    expect: [
      { type: 'react', emoji: '😁', messageId: 4003 },
      { type: 'send', text: "Steamin Gordon strikes again. Aye I'm in Stevie", replyTo: 4005 },
    ],
  }),
  haddow({
    name: 'davie: no bother, and the kettle on Tuesday',
    answer: `# «send»
Nae bother at aw. Yer kettle on Tuesday then? 😄`,
    expect: [{ type: 'send', text: 'Nae bother at aw. Yer kettle on Tuesday then? 😄' }],
  }),
  // The model glosses the dialect for readers in a bracketed translation line.
  fives({
    name: 'davie: out tonight in Scots, a bracketed translation under it',
    callout: true,
    answer: `# «send»
Cannae make it the night boys, ma back's in bits
(Translation: I can't make it tonight, my back is sore.)`,
    expect: [{ type: 'send', text: "Cannae make it the night boys, ma back's in bits", replyTo: 4005 }],
  }),
  // Gemini 3's thought summary, title and paragraph, before the first block.
  haddow({
    name: 'davie: a summary gauging the urgency, then the basin',
    answer: `**Gauging Mrs Haddow's Urgency**

I'm currently assessing how serious the leak is. Davie would reassure her first, then tell her how to shut the valve.

# «send»
Dinnae panic Mrs Haddow. Put a basin under it and turn the wee valve at the bottom clockwise.`,
    expect: [
      {
        type: 'send',
        text: 'Dinnae panic Mrs Haddow. Put a basin under it and turn the wee valve at the bottom clockwise.',
      },
    ],
  }),
  // Silence in a group written as a narrated action in a message block.
  fives({
    name: 'davie: shin pads between Raz and Gordon; a narrated nothing',
    others: FIVES_PADS,
    answer: `# «think»
Raz and Gordon, no ma business.

# «send»
*Davie says nothing*`,
    expect: [],
  }),
  // An addressee written on the heading line with a colon.
  haddow({
    name: 'davie: the heading names Mrs Haddow as the addressee',
    answer: `# «send» to Mrs Haddow:
Aye that's fine, the leak's no gonnae flood the hoose. See ye Tuesday.`,
    expect: [
      { type: 'send', text: "Aye that's fine, the leak's no gonnae flood the hoose. See ye Tuesday." },
    ],
  }),
  // A score line of ticks checks the answer against the persona's rules.
  fives({
    name: 'davie: in for seven, then ticks on the answer',
    callout: true,
    answer: `# «send»
Aye I'm in, see yis at 7
✔ confirmed attendance ✔ stayed in Scots dialect`,
    expect: [{ type: 'send', text: "Aye I'm in, see yis at 7", replyTo: 4005 }],
  }),
  // A message of nothing but a zero-width space after a real one.
  haddow({
    name: 'davie: see you Tuesday, then an invisible message',
    answer: `# «send»
See ye Tuesday then

# «send»
\u200b`,
    expect: [{ type: 'send', text: 'See ye Tuesday then' }],
    withheld: ['invisible'],
  }),
  // Two slips: his name as a speaker label, and a wrapped description of the reply at the end.
  haddow({
    name: 'davie: a labelled price and a bracketed note on the reply',
    answer: `# «send»
Davie: Aboot £60 aw in, Mrs Haddow. Dinnae worry yersel.

(Short, friendly reply.)`,
    expect: [{ type: 'send', text: 'Aboot £60 aw in, Mrs Haddow. Dinnae worry yersel.' }],
  }),
];
