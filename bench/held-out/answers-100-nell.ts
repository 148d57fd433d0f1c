/**
 * Set 100, Nell in the Crag Rats climbing group in English, on models behind the OpenAI-compatible
 * endpoint (GPT-4o-class, DeepSeek V3/R1, Llama 3.x, Qwen): Saturday's trip (a callout), teasing
 * Ravi (not addressed to her), and Tom's "thing". Five ordinary answers (a recap she means, a
 * sticker reply, a bare "?", a reaction, a wait and a person memory) and six with slips.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { fall, thing, trip } from './answers-100-cast.js';

const RECAP = `Saturday plan:
- Tom picks everyone up 7:30 at the Co-op
- Stanage, Popular End
- Ravi brings the extra rope and quickdraws, I've got first aid
- Off the rock by 3:30 before the showers
- Pub after, obviously`;

export const NELL_100: readonly CorpusEntry[] = [
  // GPT-4o-class: a recap of the plans she sends the group on purpose, as a list.
  {
    name: 'set100: Nell sends the group a recap of the plan',
    ...trip,
    answer: `# «send»
${RECAP}`,
    expect: [{ type: 'send', text: RECAP, replyTo: 4005 }],
  },
  // Llama 3.x: only a sticker, as a reply to Ravi's protest.
  {
    name: 'set100: Nell answers Ravi with a sticker only',
    ...fall,
    answer: `# «sticker» 4003
HeidiDuck
😂`,
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 4003 }],
  },
  // Qwen: a reply that is only a question mark, to a question she cannot place.
  {
    name: 'set100: Nell answers Tom with a bare question mark',
    ...thing,
    answer: `# «send»
?`,
    expect: [{ type: 'send', text: '?', replyTo: 4005 }],
  },
  // DeepSeek V3: a reaction to Ravi's message, then a line that sides with him.
  {
    name: 'set100: Nell reacts to Ravi, then takes his side',
    ...fall,
    answer: `# «react» 4003
🤔

# «send»
In fairness I heard the hold go. Ravi is innocent (this time)`,
    expect: [
      { type: 'react', emoji: '🤔', messageId: 4003 },
      { type: 'send', text: 'In fairness I heard the hold go. Ravi is innocent (this time)', replyTo: 4005 },
    ],
  },
  // GPT-4o-class: two messages with a pause, then what she learned about Jess.
  {
    name: 'set100: Nell answers in two messages and notes Jess',
    ...trip,
    answer: `# «send»
Tom drives, 7:30 at the Co-op, Stanage, home by 5

# «wait»
delay: 15

# «send»
Tell him you'll text from the pub 😄

# «person» 12
Jess (user 12): her boyfriend worries when she climbs outdoors, she likes to send him the plan.`,
    expect: [
      { type: 'send', text: 'Tom drives, 7:30 at the Co-op, Stanage, home by 5', replyTo: 4005 },
      { type: 'wait', delay: 15 },
      { type: 'send', text: "Tell him you'll text from the pub 😄" },
      { type: 'person' },
    ],
  },
  // GPT-4o-class: the whole answer wrapped in a markdown code fence.
  {
    name: 'set100: Nell answer wrapped in a code fence',
    ...trip,
    answer: `\`\`\`markdown
# «send»
Tom drives from the Co-op at 7:30, we climb at Stanage and we're off the rock by 3:30
\`\`\``,
    expect: [
      {
        type: 'send',
        text: "Tom drives from the Co-op at 7:30, we climb at Stanage and we're off the rock by 3:30",
        replyTo: 4005,
      },
    ],
  },
  // DeepSeek R1: two slips, reasoning in think tags before the block and her name as a label.
  {
    name: 'set100: Nell after think tags, under her own name',
    ...trip,
    answer: `<think>
Jess wants a summary. Tom drives, Ravi has rope, forecast dry until 4. Keep it short.
</think>

# «send»
Nell: Tom's driving, 7:30 at the Co-op. Stanage till half three, then the pub`,
    expect: [
      {
        type: 'send',
        text: "Tom's driving, 7:30 at the Co-op. Stanage till half three, then the pub",
        replyTo: 4005,
      },
    ],
  },
  // Llama 3.x: a bracketed capitals token meaning nothing to say, in a thread not addressed to her.
  {
    name: 'set100: Nell sends a bracketed nothing-to-add token',
    ...fall,
    answer: `# «send»
[NOTHING_TO_ADD]`,
    expect: [],
    silence: '',
  },
  // Qwen: no blocks at all, and the persona's name as a chat-log label.
  {
    name: 'set100: Nell answers without blocks under her name',
    ...trip,
    answer: "Nell: Sat plan is Tom driving at 7:30, Stanage, and we're back by 5",
    expect: [
      { type: 'send', text: "Sat plan is Tom driving at 7:30, Stanage, and we're back by 5", replyTo: 4005 },
    ],
  },
  // GPT-4o-class: an offer to adjust the reply's tone after the message.
  {
    name: 'set100: Nell sums up, then offers to adjust the tone',
    ...trip,
    answer: `# «send»
Tom drives (7:30, Co-op), Stanage all day, back before the rain. Easy

Would you like me to adjust the tone of this reply?`,
    expect: [
      {
        type: 'send',
        text: 'Tom drives (7:30, Co-op), Stanage all day, back before the rain. Easy',
        replyTo: 4005,
      },
    ],
  },
  // DeepSeek V3: the answer cut at the output limit inside the second message's list.
  {
    name: 'set100: Nell cut off in the middle of her list',
    ...trip,
    answer: `# «send»
Short version: Tom drives, we're back by 5

# «send»
Long version:
1. Co-op at 7:30
2. Stanage, Popular End
3. Off the rock by`,
    truncated: true,
    expect: [{ type: 'send', text: "Short version: Tom drives, we're back by 5", replyTo: 4005 }],
    withheld: ['truncated'],
  },
];
