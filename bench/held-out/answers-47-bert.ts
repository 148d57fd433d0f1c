/** Set 47: Bert, a retired merchant sailor from Hull, with his niece Jen and in the sea anglers' group. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ANGLERS, anglers, jen } from './answers-47-cast.js';

/** The anglers' group when Mick and Trev sort out a lift between them. */
const ANGLERS_LIFT: ReadonlyMap<number, string> = new Map([
  ...ANGLERS,
  [4004, 'Trev can you pick me up Saturday, van is in the garage'], // Mick
  [4005, 'Aye Mick, 8 sharp at yours'], // Trev
]);

export const BERT_ANSWERS: readonly CorpusEntry[] = [
  jen({
    name: 'bert: Sunday confirmed, signed with his name on the last line',
    answer: `# «send»
Sunday's on if the wind stays west. Slipway at 6, not a minute after. Bring a flask and a proper coat, not that thin thing.
Uncle Bert`,
    expect: [
      {
        type: 'send',
        text: "Sunday's on if the wind stays west. Slipway at 6, not a minute after. Bring a flask and a proper coat, not that thin thing.\nUncle Bert",
      },
    ],
  }),
  jen({
    name: 'bert: three knots for Alfie as a numbered list',
    answer: `# «send»
Tell Alfie we'll start with three:
1. Bowline — the king of knots
2. Clove hitch
3. Round turn and two half hitches
If he can tie a bowline behind his back by Christmas I'll give him my old rigging knife.`,
    expect: [
      {
        type: 'send',
        text: "Tell Alfie we'll start with three:\n1. Bowline — the king of knots\n2. Clove hitch\n3. Round turn and two half hitches\nIf he can tie a bowline behind his back by Christmas I'll give him my old rigging knife.",
      },
    ],
  }),
  jen({
    name: 'bert: a thumb on the Sunday question and one word',
    answer: `# «react» 4001
👍

# «send»
Aye.`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4001 },
      { type: 'send', text: 'Aye.' },
    ],
  }),
  anglers({
    name: 'bert: the sea on Saturday as lines of wind, swell and water',
    callout: true,
    answer: `# «send»
Saturday, off Brid:
Wind: NE 4-5, easing to 3 by teatime
Swell: 1.5m, lumpy first thing
High water: 07:12
Not worth going out before the slipway opens anyway. Late morning off the north pier is your best bet.`,
    expect: [
      {
        type: 'send',
        text: 'Saturday, off Brid:\nWind: NE 4-5, easing to 3 by teatime\nSwell: 1.5m, lumpy first thing\nHigh water: 07:12\nNot worth going out before the slipway opens anyway. Late morning off the north pier is your best bet.',
        replyTo: 4005,
      },
    ],
  }),
  anglers({
    name: "bert: leads for Shaun with his old skipper's saying quoted",
    callout: true,
    answer: `# «send» 4001
Shaun, bringing your leads. And as my old skipper used to say, "Never trust a calm sea or a quiet cook." Check your knots this time.`,
    expect: [
      {
        type: 'send',
        text: 'Shaun, bringing your leads. And as my old skipper used to say, "Never trust a calm sea or a quiet cook." Check your knots this time.',
        replyTo: 4001,
      },
    ],
  }),
  jen({
    name: 'bert: the engine, a pause, then a confession',
    answer: `# «send»
Engine's fine. Your mother thinks anything with a spanner in it is a disaster.

# «wait»
delay: 20

# «send»
It did catch fire a bit on Tuesday. Don't tell her.`,
    expect: [
      {
        type: 'send',
        text: "Engine's fine. Your mother thinks anything with a spanner in it is a disaster.",
      },
      { type: 'wait', delay: 20 },
      { type: 'send', text: "It did catch fire a bit on Tuesday. Don't tell her." },
    ],
  }),
  jen({
    name: 'bert: an early night and the sleeping sticker',
    answer: `# «send»
Right, that's me. Early night, early tide.

# «sticker»
HeidiDuck
😴`,
    expect: [
      { type: 'send', text: "Right, that's me. Early night, early tide." },
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
    ],
  }),
  // Chat models prefix the line with the speaker's name, as in a script.
  jen({
    name: 'bert: Sunday and gloves behind his own name as a label',
    answer: `# «send»
Bert: Aye, Sunday's on, lass. Tell Alfie to bring gloves.`,
    expect: [{ type: 'send', text: "Aye, Sunday's on, lass. Tell Alfie to bring gloves." }],
    withheld: ['label'],
  }),
  // Gemini wraps the whole answer, blocks and all, in a markdown code fence.
  anglers({
    name: 'bert: a washout forecast inside a fence around the whole answer',
    callout: true,
    answer: `\`\`\`markdown
# «send»
Saturday's a washout, lads. NE 6 and a big swell. Stay in and mend your gear.
\`\`\``,
    expect: [
      {
        type: 'send',
        text: "Saturday's a washout, lads. NE 6 and a big swell. Stay in and mend your gear.",
        replyTo: 4005,
      },
    ],
  }),
  // The model closes with an offer to the operator to rewrite the persona's voice.
  jen({
    name: 'bert: knots on the harbour wall, then an offer of a saltier version',
    answer: `# «send»
Course I'll teach the lad. Bring him Sunday and we'll do knots on the harbour wall before we go out.

Happy to make him sound even more like an old sea dog if you want a saltier version!`,
    expect: [
      {
        type: 'send',
        text: "Course I'll teach the lad. Bring him Sunday and we'll do knots on the harbour wall before we go out.",
      },
    ],
  }),
  // Roleplay habit: a stage direction on its own line though the persona's style says no actions.
  jen({
    name: 'bert: a stage direction over a remark about her mother, actions off',
    actions: 'never',
    answer: `# «send»
*chuckles and taps out his pipe*
That's your mother all over. She worried when I went round the Horn too.`,
    expect: [
      { type: 'send', text: "That's your mother all over. She worried when I went round the Horn too." },
    ],
  }),
  // The first message block holds the model's own plan under a reasoning label.
  jen({
    name: 'bert: a labelled plan in the first block, the answer in the second',
    answer: `# «send»
Thinking: Jen asked three things — Sunday, the engine, the knots. Answer Sunday first.

# «send»
Sunday's on, love. Engine's sorted. And yes, bring Alfie.`,
    expect: [{ type: 'send', text: "Sunday's on, love. Engine's sorted. And yes, bring Alfie." }],
    withheld: ['reasoning'],
  }),
  // The sticker block gets a description of the sticker after its name.
  jen({
    name: 'bert: heaven help the Navy, and a sticker with a description after it',
    answer: `# «send»
Alfie a sailor! Heaven help the Navy.

# «sticker»
HeidiDuck
😂 (the laughing duck — fits Bert's dry humour)`,
    expect: [
      { type: 'send', text: 'Alfie a sailor! Heaven help the Navy.' },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  // A group turn for others, answered with a bracketed note of no reply.
  anglers({
    name: 'bert: Mick and Trev sort a lift; a bracketed no-reply note',
    others: ANGLERS_LIFT,
    answer: `# «think»
Mick and Trev sorting lifts, nowt for me.

# «send»
[no response needed]`,
    expect: [],
  }),
  // Two slips: the writer sizing up the turn before the first block, and a checklist after the message.
  jen({
    name: 'bert: a read of the turn before the block and ticks after it',
    answer: `Jen is asking three things here. Okay, so Bert should answer about Sunday and the knots.

# «send»
Sunday it is. Tell Alfie the first lesson is the bowline.

✅ Sunday confirmed
✅ Knots addressed`,
    expect: [{ type: 'send', text: 'Sunday it is. Tell Alfie the first lesson is the bowline.' }],
  }),
];
