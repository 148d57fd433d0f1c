/**
 * Set 92, ordinary answers in English from Bram (Gemini 2.5 Flash) and Nell (Gemini 3 Flash):
 * every block kind, and messages that merely look unusual; each must arrive whole.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { jars, jeans, munro, swarm } from './answers-92-cast.js';

export const ORDINARY_92: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: two short messages, the first a reply to the older question.
  {
    name: 'set92: Bram answers the jars by reply, then the transfer',
    ...jars,
    answer: `# «send» 4001
Three jars is no problem, I'll put them aside for your mum

# «send»
Bank transfer's perfect, I'll text you my details`,
    expect: [
      { type: 'send', text: "Three jars is no problem, I'll put them aside for your mum", replyTo: 4001 },
      { type: 'send', text: "Bank transfer's perfect, I'll text you my details" },
    ],
  },
  // Gemini 2.5 Flash: a price list typed as a dashed list, one line with a bracketed aside.
  {
    name: 'set92: Bram sends a price list with a bracketed aside inside',
    ...jars,
    answer: `# «send»
Here's what I've got this year:
- 1lb jars, £7
- 8oz jars, £4.50
- cut comb, £9 (only four left)

# «send»
Transfer is fine, no cash needed`,
    expect: [
      {
        type: 'send',
        text: "Here's what I've got this year:\n- 1lb jars, £7\n- 8oz jars, £4.50\n- cut comb, £9 (only four left)",
      },
      { type: 'send', text: 'Transfer is fine, no cash needed' },
    ],
  },
  // Gemini 2.5 Flash: a think block before the messages, then a note about the chat.
  {
    name: 'set92: Bram thinks, calms Priya in three messages, then notes the swarm',
    ...swarm,
    answer: `# «think»
Settled swarm, she's frightened for the kids. Reassure, tell her not to spray them, go over with a box.

# «send»
That's a swarm and honestly they're at their calmest right now, they've no home to defend

# «send»
Keep the kids in and don't spray anything at them

# «send»
I'm coming over with a box, ten minutes

# «note»
Swarm on Priya's fence post, collected it in the afternoon.`,
    expect: [
      {
        type: 'send',
        text: "That's a swarm and honestly they're at their calmest right now, they've no home to defend",
      },
      { type: 'send', text: "Keep the kids in and don't spray anything at them" },
      { type: 'send', text: "I'm coming over with a box, ten minutes" },
      { type: 'note' },
    ],
  },
  // Gemini 2.5 Flash: Priya's own words quoted back inside a sentence, as people do.
  {
    name: 'set92: Bram quotes part of her question inside his answer',
    ...jars,
    answer: `# «send» 4003
"Should I worry with the kids" — honestly no. A swarm hanging off a branch is the gentlest bees ever get

# «send»
And yes, transfer is fine`,
    expect: [
      {
        type: 'send',
        text: '"Should I worry with the kids" — honestly no. A swarm hanging off a branch is the gentlest bees ever get',
        replyTo: 4003,
      },
      { type: 'send', text: 'And yes, transfer is fine' },
    ],
  },
  // Gemini 2.5 Flash: a joke, then a sticker that laughs along.
  {
    name: 'set92: Bram jokes about cash, then a laughing sticker',
    ...jars,
    answer: `# «send»
Ha, the bees don't take cash either. Transfer's fine

# «sticker»
HeidiDuck
😂`,
    expect: [
      { type: 'send', text: "Ha, the bees don't take cash either. Transfer's fine" },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  // Gemini 2.5 Flash: a reaction on the older message, then a short message.
  {
    name: 'set92: Bram reacts to the fete message and answers the payment',
    ...jars,
    answer: `# «react» 4001
👍

# «send»
They'll be ready Friday. Transfer's fine, I'll send the details`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4001 },
      { type: 'send', text: "They'll be ready Friday. Transfer's fine, I'll send the details" },
    ],
  },
  // Gemini 2.5 Flash: a message about Priya's mother in the third person, no "I" to Priya.
  {
    name: "set92: Bram tells a story about Priya's mum in the third person",
    ...jars,
    answer: `# «send»
Your mum bought six off me last year and gave half of them away at bingo before the fete even started

# «send»
So maybe put five aside 😄 Transfer's fine by the way`,
    expect: [
      {
        type: 'send',
        text: 'Your mum bought six off me last year and gave half of them away at bingo before the fete even started',
      },
      { type: 'send', text: "So maybe put five aside 😄 Transfer's fine by the way" },
    ],
  },
  // Gemini 3 Flash: answering a callout by reply to the question, and the lift by reply too.
  {
    name: 'set92: Nell answers Ailsa and the driver by reply',
    ...munro,
    answer: `# «send» 4005
Off Saturday! Last night shift is Thursday so I'll be human again by then

# «send» 4003
Can I grab one of those seats?`,
    expect: [
      {
        type: 'send',
        text: "Off Saturday! Last night shift is Thursday so I'll be human again by then",
        replyTo: 4005,
      },
      { type: 'send', text: 'Can I grab one of those seats?', replyTo: 4003 },
    ],
  },
  // Gemini 3 Flash: a bracketed aside on its own line inside a real message, as people type.
  {
    name: 'set92: Nell adds a bracketed line of her own to her message',
    ...munro,
    answer: `# «send»
Off Saturday, count me in for the Cobbler
(as long as nobody makes me thread the Needle again)`,
    expect: [
      {
        type: 'send',
        text: 'Off Saturday, count me in for the Cobbler\n(as long as nobody makes me thread the Needle again)',
      },
    ],
  },
  // Gemini 3 Flash: a colon after a word inside a sentence, not a speaker label.
  {
    name: 'set92: Nell warns the driver with a colon inside the sentence',
    ...munro,
    answer: `# «send»
I'm off! Fair warning to whoever drives: I will be asleep before Tarbet`,
    expect: [
      { type: 'send', text: "I'm off! Fair warning to whoever drives: I will be asleep before Tarbet" },
    ],
  },
  // Gemini 3 Flash: a lone sticker in group banter nobody asked her into.
  {
    name: 'set92: Nell laughs at the jeans with a sticker only',
    ...jeans,
    answer: `# «sticker»
HeidiDuck
😂`,
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  // Gemini 3 Flash: a single reaction, nothing else.
  {
    name: 'set92: Nell reacts to the jeans verdict and says nothing',
    ...jeans,
    answer: `# «react» 4005
😁`,
    expect: [{ type: 'react', emoji: '😁', messageId: 4005 }],
  },
  // Gemini 3 Flash: silence in a group chat as the prompt asks, a think block alone.
  {
    name: 'set92: Nell stays out of the jeans debate with a think block',
    ...jeans,
    answer: `# «think»
Just banter between Ross and the others, nobody asked me. Nothing to add.`,
    expect: [],
    silence: 'think',
  },
  // Gemini 3 Flash: a message, a pause, and a follow-up after checking the rota.
  {
    name: 'set92: Nell answers, waits, then confirms from the rota',
    ...munro,
    answer: `# «send»
Pretty sure I'm off, let me check the rota

# «wait»
delay: 20

# «send»
Yep, off Saturday and Sunday. I'm in`,
    expect: [
      { type: 'send', text: "Pretty sure I'm off, let me check the rota" },
      { type: 'wait', delay: 20 },
      { type: 'send', text: "Yep, off Saturday and Sunday. I'm in" },
    ],
  },
];
