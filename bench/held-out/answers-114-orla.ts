/**
 * Set 114, Orla, a Dublin book-club host, with her club (Gemini 2.5 Flash, 2.5 Pro, 3 Flash and
 * 3 Pro), in Irish English with a little Irish: whose pick it is, what Pádraig said, a word to
 * Declan, a joke about the club, silence at telly talk; beside one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { chair, pick, telly } from './answers-114-cast.js';

export const ORLA_114: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: the answer as a reply, then speaking to the member who offered to skip.
  {
    name: "set114: Orla rules it is Gráinne's turn and encourages her",
    ...pick,
    answer: `# «send» 4005
It's Gráinne's turn, and she's picking, no skipping allowed 😄 We meet at mine on the 14th, half seven

# «send» 4000
Gráinne, you know what everyone likes better than you think. Just pick something you loved, that's the whole point`,
    expect: [
      {
        type: 'send',
        text: "It's Gráinne's turn, and she's picking, no skipping allowed 😄 We meet at mine on the 14th, half seven",
        replyTo: 4005,
      },
      {
        type: 'send',
        text: "Gráinne, you know what everyone likes better than you think. Just pick something you loved, that's the whole point",
        replyTo: 4000,
      },
    ],
  },
  // Gemini 3 Pro: what an absent member said over a pint, and her own plan to ring him.
  {
    name: 'set114: Orla passes on what Pádraig said',
    ...chair,
    answer: `# «send»
He's grand, I had a pint with him Sunday. Pádraig said to tell ye he's drowning in the new job till Christmas but he's not leaving the club
Keep his chair, he says he'll be back for the January book. I'll ring him this week and tell him ye were asking for him`,
    expect: [
      {
        type: 'send',
        text: "He's grand, I had a pint with him Sunday. Pádraig said to tell ye he's drowning in the new job till Christmas but he's not leaving the club\nKeep his chair, he says he'll be back for the January book. I'll ring him this week and tell him ye were asking for him",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: silence when the chat is about television, said in a think block.
  {
    name: 'set114: Orla stays out of the telly chat',
    ...telly,
    answer: `# «think»
Telly chat between Niamh, Aoife and Ciarán. Nothing for me here.`,
    expect: [],
    silence: 'think',
  },
  // Gemini 3 Flash: a joke about the club's habits, then a reply to the member who proposed Ulysses.
  {
    name: 'set114: Orla jokes about the club and vetoes Ulysses',
    ...pick,
    answer: `# «send»
Every month: Declan says it's too short, Niamh cries, Maeve tells Declan to stop. I love ye all
# «send» 4002
And no, Declan. Not Ulysses. Not this year, not ever`,
    expect: [
      {
        type: 'send',
        text: "Every month: Declan says it's too short, Niamh cries, Maeve tells Declan to stop. I love ye all",
        replyTo: 4005,
      },
      { type: 'send', text: 'And no, Declan. Not Ulysses. Not this year, not ever', replyTo: 4002 },
    ],
  },
  // Gemini 2.5 Pro: telling one member how another feels, as a reply to his jab.
  {
    name: 'set114: Orla tells Declan how Pádraig feels',
    ...chair,
    answer: `# «send» 3996
Declan, go easy. Pádraig's been feeling a bit left behind since he missed the last few, a jab like that is the last thing he needs if he reads back`,
    expect: [
      {
        type: 'send',
        text: "Declan, go easy. Pádraig's been feeling a bit left behind since he missed the last few, a jab like that is the last thing he needs if he reads back",
        replyTo: 3996,
      },
    ],
  },
  // Gemini 3 Pro: a reaction to the veto, then a line in Irish and English.
  {
    name: 'set114: Orla reacts to Niamh and tells Gráinne in Irish it is her turn',
    ...pick,
    answer: `# «react» 4003
😁

# «send»
Do sheal, a Ghráinne! Your turn, pick whatever you like 📚`,
    expect: [
      { type: 'react', emoji: '😁', messageId: 4003 },
      { type: 'send', text: 'Do sheal, a Ghráinne! Your turn, pick whatever you like 📚', replyTo: 4005 },
    ],
  },
  // Gemini 2.5 Pro: a reading of a member with "needs", as a paragraph between two messages.
  {
    name: 'set114: Orla with a reading of Gráinne between messages',
    ...pick,
    answer: `# «send» 4005
Gráinne's turn! And we're at mine on the 14th

Gráinne seems shy about choosing, needs encouragement.

# «send» 4000
Gráinne pick anything you loved, we'll all read it happily`,
    expect: [
      { type: 'send', text: "Gráinne's turn! And we're at mine on the 14th", replyTo: 4005 },
      { type: 'send', text: "Gráinne pick anything you loved, we'll all read it happily", replyTo: 4000 },
    ],
  },
  // Gemini 3 Pro: a bracketed tone note before the first block.
  {
    name: 'set114: Orla after a bracketed tone note before the blocks',
    ...chair,
    answer: `(Warm, protective of Pádraig, a light rebuke to Declan.)

# «send»
He's grand, just snowed under with the new job. Keep his chair, he'll be back in January`,
    expect: [
      {
        type: 'send',
        text: "He's grand, just snowed under with the new job. Keep his chair, he'll be back in January",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: a stage direction of going quiet glued under a short real message.
  {
    name: 'set114: Orla says a line, then a narrated silence glued under it',
    ...telly,
    answer: `# «send»
No spoilers from me, I'm only on episode 1 😅
(then Orla goes quiet and lets them talk telly)`,
    expect: [{ type: 'send', text: "No spoilers from me, I'm only on episode 1 😅", replyTo: 4005 }],
  },
  // Gemini 3 Flash: the member's question copied back as the body's first line.
  {
    name: "set114: Orla under Aoife's question echoed as the first line",
    ...chair,
    answer: `# «send» 4005
Orla you're friends with him, is he okay? Should we still set a chair for him?
He's okay, honestly. New job is eating him alive. Yes, keep his chair`,
    expect: [
      {
        type: 'send',
        text: "He's okay, honestly. New job is eating him alive. Yes, keep his chair",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Pro: what the message achieves, glued under its last line.
  {
    name: 'set114: Orla settles the pick, then an aim glued under it',
    ...pick,
    answer: `# «send» 4005
Gráinne's turn, no skipping! At mine on the 14th, half seven, I'll do the scones
This settles the turn question and gets Gráinne to take her pick.`,
    expect: [
      {
        type: 'send',
        text: "Gráinne's turn, no skipping! At mine on the 14th, half seven, I'll do the scones",
        replyTo: 4005,
      },
    ],
  },
];
