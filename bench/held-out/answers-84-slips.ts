/** Set 84's English answers with slips, each grounded in a habit of the model family named above it. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { dev, FOOTY_BANTER, maya, nora, ruth } from './answers-84-cast.js';

export const SLIPS: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: a sentence judging the persona and presenting her reply, before the first block.
  maya({
    name: 'maya: a presenting paragraph before the block',
    answer: `Okay, Maya would be honest but supportive here, and keep it short since it's late. Here's how she'd answer:

# «send»
it's not too much, it's the one. wear it and own the room`,
    expect: [{ type: 'send', text: "it's not too much, it's the one. wear it and own the room" }],
    withheld: ['outside-blocks'],
  }),
  // Gemini 3 Pro: a thought summary's bold title and first-person plan leaking into the message body.
  maya({
    name: 'maya: a thought summary opening the body',
    answer: `# «send»
**Prioritising Reassurance Over Critique**

I'm noticing how anxious Priya is tonight, so I'm choosing a quick, confident yes instead of a fashion discussion.

the green one!! you look amazing in it, stop overthinking`,
    expect: [{ type: 'send', text: 'the green one!! you look amazing in it, stop overthinking' }],
  }),
  // GPT-4o behind the endpoint: a closing paragraph explaining what the reply does.
  dev({
    name: 'dev: a closing explanation of the reply',
    answer: `# «send»
yeah go on, stick me down 👍

This keeps Dev's reply short and matches the group's banter while confirming he'll play.`,
    expect: [{ type: 'send', text: 'yeah go on, stick me down 👍', replyTo: 4005 }],
  }),
  // Llama 3.1 with a mangled chat template: the role header's word left at the top of the body.
  ruth({
    name: 'ruth: a bare role word over the message',
    answer: `# «send»
assistant

Oh love, he was shy as anything and twice as stubborn. I'll tell you all of it on Sunday.`,
    expect: [
      {
        type: 'send',
        text: "Oh love, he was shy as anything and twice as stubborn. I'll tell you all of it on Sunday.",
      },
    ],
  }),
  // Qwen 2.5 in Hermes tool format: the whole answer is one tool call, no task blocks.
  maya({
    name: 'maya: the answer as a tagged tool call',
    answer: `<tool_call>
{"name": "telegram_send", "arguments": {"chat_id": "priya", "reply_to_message_id": 4003, "message": "you didn't bomb it!! call me in 5 and we'll practise"}}
</tool_call>`,
    expect: [{ type: 'send', text: "you didn't bomb it!! call me in 5 and we'll practise", replyTo: 4003 }],
  }),
  // DeepSeek R1 distill: the reasoning's opening tag lost, only its closing tag before the blocks.
  dev({
    name: 'dev: reasoning closed by a lone tag before the blocks',
    answer: `Alright, Ade wants to know if I'm playing next Tuesday. Dev has been there every week, so the answer is yes. Kev's slip is also funny, maybe react to it.
</think>

# «send»
in, obviously

# «react» 4003
🤣`,
    expect: [
      { type: 'send', text: 'in, obviously', replyTo: 4005 },
      { type: 'react', emoji: '🤣', messageId: 4003 },
    ],
  }),
  // Mistral: silence in a group narrated in brackets as the body of a message block.
  dev({
    name: 'dev: silence narrated in brackets',
    callout: false,
    others: FOOTY_BANTER,
    answer: `# «send»
(Dev reads the fines jar idea, grins, and lets the others carry on without him.)`,
    expect: [],
  }),
  // Gemini 2.5 Pro: a bracketed remark on how the message was written, closing the body.
  ruth({
    name: 'ruth: a bracketed remark on the message’s tone',
    answer: `# «send»
He was the only boy at the dance who asked me what I was reading. That was it, really.

(I've kept this warm and a touch old-fashioned, the way Ruth writes to her grandson.)`,
    expect: [
      {
        type: 'send',
        text: 'He was the only boy at the dance who asked me what I was reading. That was it, really.',
      },
    ],
  }),
  // GPT-4o-mini: an offer to rework the message, addressed to the operator.
  nora({
    name: 'nora: an offer to punch the message up',
    answer: `# «send»
I regret nothing. a difficult book is still a good book 😌

If you'd like, I can punch this up with a few more jokes for the group.`,
    expect: [
      { type: 'send', text: 'I regret nothing. a difficult book is still a good book 😌', replyTo: 4005 },
    ],
  }),
  // Gemini 2.5 Flash: a reading of the friend said to no one, opening the body.
  maya({
    name: 'maya: a reading of Priya opening the body',
    answer: `# «send»
Priya is spiralling a bit about tomorrow and mostly wants permission to stop worrying.

stop. green blazer. bed. you're going to smash it`,
    expect: [{ type: 'send', text: "stop. green blazer. bed. you're going to smash it" }],
  }),
  // Gemini 3 Flash: a reading of the group as a message block, followed by the reaction it decides on.
  dev({
    name: 'dev: a reading of the group before a reaction',
    callout: false,
    others: FOOTY_BANTER,
    answer: `# «send»
Rory and Kev are winding each other up about penalties; nothing here is aimed at Dev, so a thumbs-up on the jar idea is enough.

# «react» 4005
👍`,
    expect: [{ type: 'react', emoji: '👍', messageId: 4005 }],
  }),
  // Gemini 2.5 Pro at the output limit: a long second message cut mid-sentence.
  ruth({
    name: 'ruth: the second of two messages cut off',
    truncated: true,
    answer: `# «send»
Oh, the real story is a good one. Put the kettle on.

# «send»
It was the summer of 1976 and the heat was unbearable. I was working in the library on Granby Street and your grandad came in every single day for a week asking for books on`,
    expect: [{ type: 'send', text: 'Oh, the real story is a good one. Put the kettle on.' }],
    withheld: ['truncated'],
  }),
  // Llama 3.3 at the output limit: a reaction first, then a message cut off.
  dev({
    name: 'dev: a reaction and a message cut off',
    truncated: true,
    answer: `# «react» 4003
🤣

# «send»
in. and I'm bringing the new ball, the old one's basically a`,
    expect: [{ type: 'react', emoji: '🤣', messageId: 4003 }],
    withheld: ['truncated'],
  }),
  // GPT-4o: a presenting line before the block and a tone note after it (two slips).
  nora({
    name: 'nora: presenting line before, tone note after',
    answer: `Sure! Here's Nora's reply to the group:

# «send»
defend myself?? it was the best book we've read all year and I will die on this hill

Tone: playful and a little defensive, on brand for the host of a book club.`,
    expect: [
      {
        type: 'send',
        text: "defend myself?? it was the best book we've read all year and I will die on this hill",
        replyTo: 4005,
      },
    ],
  }),
  // Llama 3 8B: her own name as a bold speaker label, then a made-up answer from Priya (two slips).
  maya({
    name: 'maya: a speaker label and an invented turn for Priya',
    answer: `# «send»
**Maya:** babe it's a blazer not a ballgown. wear it
Priya: haha ok ok you're right, thank you 😭`,
    expect: [{ type: 'send', text: "babe it's a blazer not a ballgown. wear it" }],
  }),
  // GPT-4o behind a proxy: the chat-completions message object copied whole, the send as a tool call.
  dev({
    name: 'dev: a chat-completions message object with a tool call',
    answer: `{"role": "assistant", "content": null, "tool_calls": [{"id": "call_7Qx", "type": "function", "function": {"name": "send_group_message", "arguments": "{\\"text\\": \\"in 👊 and Kev is on bibs as punishment\\"}"}}]}`,
    expect: [{ type: 'send', text: 'in 👊 and Kev is on bibs as punishment', replyTo: 4005 }],
  }),
  // Gemini 2.5 Flash: considerations as a bullet list about the friend, over the message in one body.
  maya({
    name: 'maya: bullet points of considerations over the message',
    answer: `# «send»
- Priya is nervous, needs a clear yes or no
- blazer question first, the practice question can wait
- keep it light

honestly? wear it. you look like you already got the job`,
    expect: [{ type: 'send', text: 'honestly? wear it. you look like you already got the job' }],
  }),
  // DeepSeek V3: a bracketed stage note on how it is answering, above the message.
  ruth({
    name: 'ruth: a bracketed note on answering in character above the message',
    answer: `# «send»
(Responding as Ruth, gently, sharing a memory)

Your grandad was a terrible dancer and a wonderful listener, Oliver. That's the real story in one line.`,
    expect: [
      {
        type: 'send',
        text: "Your grandad was a terrible dancer and a wonderful listener, Oliver. That's the real story in one line.",
      },
    ],
  }),
  // Qwen3 with thinking switched off: an empty reasoning span, no blocks, and the end token (two slips).
  nora({
    name: 'nora: an empty reasoning span and an end token around plain text',
    answer: `<think>

</think>

guilty as charged. but you all finished it, so who's really winning here 😏<|im_end|>`,
    expect: [
      {
        type: 'send',
        text: "guilty as charged. but you all finished it, so who's really winning here 😏",
        replyTo: 4005,
      },
    ],
  }),
  // GPT-4o: a closing line marking where the persona's message ends.
  maya({
    name: 'maya: a line marking the end of her message',
    answer: `# «send»
wear the blazer, eat a proper breakfast, and text me the second you're out 💚

— end of Maya's message —`,
    expect: [
      { type: 'send', text: "wear the blazer, eat a proper breakfast, and text me the second you're out 💚" },
    ],
  }),
  // Gemini 2.5 Pro: a reading of the member who spoke, closing the body as advice to the persona.
  nora({
    name: 'nora: a closing reading of Hilary as advice to Nora',
    answer: `# «send»
I picked it, I own it, and I'll bring cake to soften the blow 🍰

Hilary is teasing rather than attacking, so Nora can own the pick with humour.`,
    expect: [
      {
        type: 'send',
        text: "I picked it, I own it, and I'll bring cake to soften the blow 🍰",
        replyTo: 4005,
      },
    ],
  }),
];
