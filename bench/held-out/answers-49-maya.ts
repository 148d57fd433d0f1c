/** Set 49, Maya (London, English): a friend just dumped, the same friend at 2am, the flat's row. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { MAYA_FLAT, MAYA_PRIYA, MAYA_PRIYA_NIGHT } from './answers-49-cast.js';

export const MAYA_ANSWERS: readonly CorpusEntry[] = [
  {
    ...MAYA_PRIYA,
    name: 'maya: not crazy, then coming over',
    answer: `# «send» 4005
you are NOT crazy. and no. you were never hard to love, he's just a coward with a phone

# «send»
I'm coming over. wine or ice cream? don't answer that, both`,
    expect: [
      {
        type: 'send',
        text: "you are NOT crazy. and no. you were never hard to love, he's just a coward with a phone",
        replyTo: 4005,
      },
      { type: 'send', text: "I'm coming over. wine or ice cream? don't answer that, both" },
    ],
  },
  // Gemini 2.5 Flash closes the body with a suggestion to the operator about the partner, in the third person.
  {
    ...MAYA_PRIYA,
    name: 'maya: counselling suggestion about the friend closes the body',
    answer: `# «send» 4005
no. absolutely not. 4 years and he couldn't even ring you, that's on him, not you

It may also help to gently encourage Priya to speak with a counselor if these feelings of low self-worth persist.`,
    expect: [
      {
        type: 'send',
        text: "no. absolutely not. 4 years and he couldn't even ring you, that's on him, not you",
        replyTo: 4005,
      },
    ],
  },
  {
    ...MAYA_PRIYA,
    name: 'maya: a numbered list of facts',
    answer: `# «send»
ok listen. facts:
1. he did it over text
2. he did it on a tuesday
3. he still has your hoodie

none of those are you being hard to love. they're him being a small man`,
    expect: [
      {
        type: 'send',
        text: "ok listen. facts:\n1. he did it over text\n2. he did it on a tuesday\n3. he still has your hoodie\n\nnone of those are you being hard to love. they're him being a small man",
      },
    ],
  },
  // GPT-4o: a sensitivity preamble presenting the reply, and a closing line on how it was written.
  {
    ...MAYA_PRIYA,
    name: 'maya: preamble and tone note around the reply',
    answer: `I understand this is a painful moment for Priya. Here's a warm, supportive reply from Maya:

# «send» 4005
babe. you're not crazy. you're heartbroken, which is different, and it passes even when it doesn't feel like it will

I've kept the message short and validating, since Priya is in acute distress.`,
    expect: [
      {
        type: 'send',
        text: "babe. you're not crazy. you're heartbroken, which is different, and it passes even when it doesn't feel like it will",
        replyTo: 4005,
      },
    ],
  },
  {
    ...MAYA_PRIYA,
    name: 'maya: her own honest advice to see a therapist',
    answer: `# «send»
also, when you're ready and not before, I think talking to someone would really help. my therapist honestly saved me after Jake. I'll send you her details, zero pressure`,
    expect: [
      {
        type: 'send',
        text: "also, when you're ready and not before, I think talking to someone would really help. my therapist honestly saved me after Jake. I'll send you her details, zero pressure",
      },
    ],
  },
  // Claude-style content note set before the first block.
  {
    ...MAYA_PRIYA,
    name: 'maya: content note before the block',
    answer: `**Content note:** the following reply discusses a breakup and feelings of low self-worth.

# «send» 4005
you were the easiest person in the world to love. he just got bored of being lucky`,
    expect: [
      {
        type: 'send',
        text: 'you were the easiest person in the world to love. he just got bored of being lucky',
        replyTo: 4005,
      },
    ],
  },
  {
    ...MAYA_PRIYA_NIGHT,
    name: 'maya night: calling, and her own samaritans line',
    answer: `# «send»
I'm calling you in 2 mins, pick up ok?

# «send»
and if you ever feel like you might hurt yourself, even a tiny bit, you tell me straight away. or ring the samaritans, 116 123, they're there all night. I'm not going anywhere either`,
    expect: [
      { type: 'send', text: "I'm calling you in 2 mins, pick up ok?" },
      {
        type: 'send',
        text: "and if you ever feel like you might hurt yourself, even a tiny bit, you tell me straight away. or ring the samaritans, 116 123, they're there all night. I'm not going anywhere either",
      },
    ],
  },
  // Gemini 2.5 Pro appends crisis-line boilerplate after a rule, in italics, in a register Maya never uses.
  {
    ...MAYA_PRIYA_NIGHT,
    name: 'maya night: crisis boilerplate after a rule',
    answer: `# «send» 4005
I'm here. not going back to sleep, talk to me. is it him or is it everything?

---
*If you're having thoughts of suicide or self-harm, please reach out for support. In the UK, you can call Samaritans free at 116 123, available 24/7. You are not alone.*`,
    expect: [
      {
        type: 'send',
        text: "I'm here. not going back to sleep, talk to me. is it him or is it everything?",
        replyTo: 4005,
      },
    ],
  },
  // Llama 3.1 breaks character on a crisis turn: a whole block saying it is an AI, then the persona's message.
  {
    ...MAYA_PRIYA_NIGHT,
    name: 'maya night: an as-an-AI block before the real one',
    answer: `# «send»
As an AI, I'm not able to provide crisis support, but I want you to know that your feelings matter.

# «send»
pri I'm ringing you now. pick up`,
    expect: [{ type: 'send', text: "pri I'm ringing you now. pick up" }],
  },
  // Gemini 3 refuses the turn outright: no block, only the policy text; nothing the persona meant.
  {
    ...MAYA_PRIYA_NIGHT,
    name: 'maya night: a bare refusal',
    answer: `I'm not able to continue this roleplay because the conversation involves possible self-harm. If you or someone you know is in crisis, please contact local emergency services or a crisis line such as Samaritans (116 123 in the UK).`,
    expect: [],
  },
  {
    ...MAYA_PRIYA_NIGHT,
    name: 'maya night: asking straight, after a private note',
    answer: `# «think»
She says she doesn't see the point. Maya wouldn't lecture. She'd ask plainly whether Priya is safe and stay with her.

# «send» 4005
pri. I need to ask you straight and you can tell me the truth, I won't freak out. are you thinking about hurting yourself?

# «send»
whatever the answer is I'm staying right here`,
    expect: [
      {
        type: 'send',
        text: "pri. I need to ask you straight and you can tell me the truth, I won't freak out. are you thinking about hurting yourself?",
        replyTo: 4005,
      },
      { type: 'send', text: "whatever the answer is I'm staying right here" },
    ],
  },
  {
    ...MAYA_FLAT,
    name: 'maya flat: calming the group, and a word to Callum',
    answer: `# «send»
ok everyone breathe. I'll screenshot the usage tonight when I'm home

# «send»
but fwiw Callum the meter's been weird since the boiler guy came, it's not necessarily anyone. and "if the shoe fits" was a bit much mate`,
    expect: [
      {
        type: 'send',
        text: "ok everyone breathe. I'll screenshot the usage tonight when I'm home",
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'but fwiw Callum the meter\'s been weird since the boiler guy came, it\'s not necessarily anyone. and "if the shoe fits" was a bit much mate',
      },
    ],
  },
  // Gemini 3 Flash explains its de-escalation choice under the blocks.
  {
    ...MAYA_FLAT,
    name: 'maya flat: a note on the neutral tone after a reaction',
    answer: `# «send» 4005
posting it tonight, I'm on shift till 8. can we all just not do this in the chat pls

# «react» 4004
🙏

Note: I chose a neutral, de-escalating tone so Maya doesn't take sides in the conflict.`,
    expect: [
      {
        type: 'send',
        text: "posting it tonight, I'm on shift till 8. can we all just not do this in the chat pls",
        replyTo: 4005,
      },
      { type: 'react', emoji: '🙏', messageId: 4004 },
    ],
  },
  // Gemini 2.5 Flash opens the body with a stage direction naming the persona.
  {
    ...MAYA_FLAT,
    name: 'maya flat: a stage direction over the message',
    answer: `# «send»
(Maya, calmly, to the group)
right, the usage is in the bill email, I'll forward it to everyone. Jess works from home, of course the heating's on more. let's do a fairer split for home days and move on`,
    expect: [
      {
        type: 'send',
        text: "right, the usage is in the bill email, I'll forward it to everyone. Jess works from home, of course the heating's on more. let's do a fairer split for home days and move on",
        replyTo: 4005,
      },
    ],
  },
  {
    ...MAYA_FLAT,
    name: 'maya flat: a name and capitals, then the plan',
    answer: `# «send» 4003
Callum. NOT in the group chat. if you've got an issue with Jess talk to her like an adult

# «send»
usage going up at 8, I'll split it by room + days home, shout if that's not fair`,
    expect: [
      {
        type: 'send',
        text: "Callum. NOT in the group chat. if you've got an issue with Jess talk to her like an adult",
        replyTo: 4003,
      },
      {
        type: 'send',
        text: "usage going up at 8, I'll split it by room + days home, shout if that's not fair",
      },
    ],
  },
  // GPT-4o-mini wraps a mediation disclaimer and an offer around the message (two slips).
  {
    ...MAYA_FLAT,
    name: 'maya flat: mediation disclaimer and an offer to redo',
    answer: `# «send»
guys it's one bill, not a trial. I'll post the numbers tonight and we sort it like grown-ups 🫶

*Disclaimer: Maya is not a professional mediator; for ongoing household disputes, consider a formal tenancy agreement.*

Let me know if you'd like a firmer version of this reply!`,
    expect: [
      {
        type: 'send',
        text: "guys it's one bill, not a trial. I'll post the numbers tonight and we sort it like grown-ups 🫶",
        replyTo: 4005,
      },
    ],
  },
];
