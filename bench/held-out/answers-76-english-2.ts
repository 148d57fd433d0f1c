/** Set 76, English (2): Kofi's flat group, Noor alone with Hana, Theo's book club group. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  CLUB_ASIDE,
  CLUB_NEXT,
  CLUB_OWN,
  CLUB_PEOPLE,
  FLAT_BOILER,
  FLAT_HALLOUMI,
  FLAT_OWN,
  FLAT_PEOPLE,
  KOFI,
  NOOR,
  NOOR_DM,
  NOOR_OWN,
  THEO,
} from './answers-76-cast.js';

const boiler = {
  persona: KOFI,
  others: FLAT_BOILER,
  own: FLAT_OWN,
  participants: FLAT_PEOPLE,
  chat: 'group',
  callout: true,
} as const;
const halloumi = {
  persona: KOFI,
  others: FLAT_HALLOUMI,
  own: FLAT_OWN,
  participants: FLAT_PEOPLE,
  chat: 'group',
} as const;
const noor = { persona: NOOR, others: NOOR_DM, own: NOOR_OWN, participants: ['Hana'] } as const;
const club = {
  persona: THEO,
  others: CLUB_NEXT,
  own: CLUB_OWN,
  participants: CLUB_PEOPLE,
  chat: 'group',
  callout: true,
} as const;
const aside = {
  persona: THEO,
  others: CLUB_ASIDE,
  own: CLUB_OWN,
  participants: CLUB_PEOPLE,
  chat: 'group',
} as const;

export const ENGLISH_TWO: readonly CorpusEntry[] = [
  {
    name: 'set76 kofi: yes in reply, then a question to Bea by username',
    ...boiler,
    answer: `# «send» 4005
yep I'm in Thursday, I'll let him in

# «send»
@bea_k is it the knocking or the whistling today? so I can describe it properly`,
    expect: [
      { type: 'send', text: "yep I'm in Thursday, I'll let him in", replyTo: 4005 },
      {
        type: 'send',
        text: '@bea_k is it the knocking or the whistling today? so I can describe it properly',
      },
    ],
  },
  // DeepSeek R1 behind the endpoint: the template opened the reasoning, so only its closing tag shows.
  {
    name: 'set76 kofi: reasoning with only its closing tag before the block',
    ...boiler,
    answer: `Ama is asking Kofi to be home Thursday for the boiler engineer. He works from home on Thursdays, so the answer is yes. Keep it short and friendly.
</think>

# «send» 4005
yeah I'll be in, no stress`,
    expect: [{ type: 'send', text: "yeah I'll be in, no stress", replyTo: 4005 }],
  },
  {
    name: 'set76 kofi: not asked, but he points at Josh with a wink',
    ...halloumi,
    answer: `# «send»
wasn't me but I saw Josh with a suspiciously squeaky sandwich 👀`,
    expect: [
      {
        type: 'send',
        text: "wasn't me but I saw Josh with a suspiciously squeaky sandwich 👀",
        replyTo: 4005,
      },
    ],
  },
  // Qwen narrates the persona doing nothing as an action, with no word of silence in it.
  {
    name: 'set76 kofi: an action of scrolling past as the whole message in a group',
    ...halloumi,
    answer: `# «send»
_scrolls past the halloumi drama_`,
    expect: [],
  },
  // Qwen-Agent's own function-call markers instead of a block.
  {
    name: 'set76 kofi: the message as a Qwen-Agent function marker and its arguments',
    ...boiler,
    answer: `✿FUNCTION✿: send_message
✿ARGS✿: {"text": "Thursday's fine, I'm home all day"}`,
    expect: [{ type: 'send', text: "Thursday's fine, I'm home all day", replyTo: 4005 }],
  },
  {
    name: 'set76 kofi: yes in reply, and a note on the engineer',
    ...boiler,
    answer: `# «send» 4005
Thursday's fine, I'm home all day

# «note»
Boiler engineer Thursday 8 to 1, I'm letting him in.`,
    expect: [{ type: 'send', text: "Thursday's fine, I'm home all day", replyTo: 4005 }, { type: 'note' }],
  },
  // Gemini 3 Pro: a line saying where and to whom it replies, and its tone noted under the text.
  {
    name: 'set76 kofi: a line on where the reply goes above it and a tone note below',
    ...boiler,
    answer: `# «send» 4005
Kofi (replying to Ama in the flat chat):
sure, I'm home Thursday. I'll make sure he actually looks at it this time

(Tone: casual, flatmate banter.)`,
    expect: [
      {
        type: 'send',
        text: "sure, I'm home Thursday. I'll make sure he actually looks at it this time",
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'set76 kofi: yes with an aside in brackets and a P.S. to Josh',
    ...boiler,
    answer: `# «send» 4005
yes I'll be in. I'll put the kettle on for him, maybe he'll actually fix it this time (third time lucky)

P.S. Josh it's your bins week, don't even try`,
    expect: [
      {
        type: 'send',
        text: "yes I'll be in. I'll put the kettle on for him, maybe he'll actually fix it this time (third time lucky)\n\nP.S. Josh it's your bins week, don't even try",
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'set76 noor: the ward in reply, then the reflection with drug names',
    ...noor,
    answer: `# «send» 4003
I'm on 7B, you?

# «send»
and yes I finished it!! for anticoagulants I just did warfarin vs DOACs: monitoring, reversal agents, the INR thing. want me to send you my structure?`,
    expect: [
      { type: 'send', text: "I'm on 7B, you?", replyTo: 4003 },
      {
        type: 'send',
        text: 'and yes I finished it!! for anticoagulants I just did warfarin vs DOACs: monitoring, reversal agents, the INR thing. want me to send you my structure?',
      },
    ],
  },
  // Mistral behind the endpoint: a one-line note to itself opening the message.
  {
    name: 'set76 noor: a lowercase thought line to itself opening the message',
    ...noor,
    answer: `# «send»
thought: she's stressed, offer help first
don't panic, the anticoag bit is the worst part of the whole thing
I'll send you my notes tonight`,
    expect: [
      {
        type: 'send',
        text: "don't panic, the anticoag bit is the worst part of the whole thing\nI'll send you my notes tonight",
      },
    ],
  },
  {
    name: 'set76 noor: a numbered structure and a kaomoji',
    ...noor,
    answer: `# «send»
structure I used:
1. mechanism
2. monitoring (INR for warfarin, nothing routine for DOACs)
3. bleeding risk + reversal
4. a patient example from placement
that's literally it ^_^`,
    expect: [
      {
        type: 'send',
        text: "structure I used:\n1. mechanism\n2. monitoring (INR for warfarin, nothing routine for DOACs)\n3. bleeding risk + reversal\n4. a patient example from placement\nthat's literally it ^_^",
      },
    ],
  },
  // gpt-oss behind the endpoint: its analysis channel and the final channel's tokens left in.
  {
    name: 'set76 noor: an analysis channel in harmony tokens before the final channel',
    ...noor,
    answer: `<|channel|>analysis<|message|>Hana asks two things: which ward, and the reflection. Noor is on 7B and has finished it. Answer both.<|end|><|start|>assistant<|channel|>final<|message|># «send»
7B! and yes, done, I'll send you my plan for the anticoagulant part<|return|>`,
    expect: [{ type: 'send', text: "7B! and yes, done, I'll send you my plan for the anticoagulant part" }],
  },
  // gpt-oss through a server that strips special tokens: the channel names run into the text.
  {
    name: 'set76 noor: analysis and assistantfinal glued to the text once the tokens were stripped',
    ...noor,
    answer: `analysisHana asks if we're on the same ward. Noor checked the rota: 7B. Reply briefly.assistantfinal# «send»
I'm on 7B 🥲 you?`,
    expect: [{ type: 'send', text: "I'm on 7B 🥲 you?" }],
  },
  {
    name: 'set76 noor: a laughing sticker, then a message about nights',
    ...noor,
    answer: `# «sticker»
HeidiDuck
😂

# «send»
if we're both on nights week 3 we'll survive on vending machine crisps together`,
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
      {
        type: 'send',
        text: "if we're both on nights week 3 we'll survive on vending machine crisps together",
      },
    ],
  },
  // DeepSeek V3 adds a note on its own tone in Chinese after an English message.
  {
    name: 'set76 noor: a Chinese note on the tone in full-width brackets after the message',
    ...noor,
    answer: `# «send»
done it! the anticoagulant bit took me forever too, I'll send you what I wrote

（注：语气轻松，像朋友之间聊天。）`,
    expect: [
      {
        type: 'send',
        text: "done it! the anticoagulant bit took me forever too, I'll send you what I wrote",
      },
    ],
  },
  {
    name: 'set76 noor: a sad reaction to the nights, and the reflection answered in reply',
    ...noor,
    answer: `# «react» 4001
😢

# «send» 4005
yes finished last night, send me what you've got and I'll look`,
    expect: [
      { type: 'react', emoji: '😢', messageId: 4001 },
      { type: 'send', text: "yes finished last night, send me what you've got and I'll look", replyTo: 4005 },
    ],
  },
  {
    name: 'set76 theo: hosting in reply, then the copies and their price',
    ...club,
    answer: `# «send» 4005
Of course, the shop's yours. I'll put the kettle on and hide the cat

# «send»
And yes, I'll order six copies of Klara. Staff price, €11 each`,
    expect: [
      {
        type: 'send',
        text: "Of course, the shop's yours. I'll put the kettle on and hide the cat",
        replyTo: 4005,
      },
      { type: 'send', text: "And yes, I'll order six copies of Klara. Staff price, €11 each" },
    ],
  },
  // Gemini 2.5 Pro lists what its answer did under a bold label.
  {
    name: 'set76 theo: a bold summary of actions as a list after the message',
    ...club,
    answer: `# «send» 4005
Happy to host on the 14th, and I'll get the copies in

**Summary of actions:**
- Confirmed hosting
- Agreed to order copies`,
    expect: [{ type: 'send', text: "Happy to host on the 14th, and I'll get the copies in", replyTo: 4005 }],
  },
  {
    name: 'set76 theo: a quoted word teasing Aidan in reply, then the date',
    ...club,
    answer: `# «send» 4000
"Fine" he says, through gritted teeth 😄 Piranesi in spring, I promise

# «send»
14th suits me too, so the 14th it is?`,
    expect: [
      {
        type: 'send',
        text: '"Fine" he says, through gritted teeth 😄 Piranesi in spring, I promise',
        replyTo: 4000,
      },
      { type: 'send', text: '14th suits me too, so the 14th it is?' },
    ],
  },
  // Llama behind the endpoint repeats its one message word for word in a second block.
  {
    name: 'set76 theo: the same message written twice',
    ...club,
    answer: `# «send» 4005
Yes to both! Back room, 7pm, copies ordered today.

# «send»
Yes to both! Back room, 7pm, copies ordered today.`,
    expect: [{ type: 'send', text: 'Yes to both! Back room, 7pm, copies ordered today.', replyTo: 4005 }],
    withheld: ['duplicate'],
  },
  {
    name: "set76 theo: the shop's name holds the persona's name",
    ...club,
    answer: `# «send» 4005
Yes! Theo's Books, back room, 7pm on the 14th. I'll have copies in by the 10th`,
    expect: [
      {
        type: 'send',
        text: "Yes! Theo's Books, back room, 7pm on the 14th. I'll have copies in by the 10th",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro passes under a block name of its own, its reason as the body.
  {
    name: 'set76 theo: an invented observe block giving the reason to pass',
    ...aside,
    answer: `# «observe»
Aidan is asking Grace; nothing for Theo to add.`,
    expect: [],
  },
  {
    name: 'set76 theo: a private note and a watching reaction',
    ...aside,
    answer: `# «think»
Not my question, but I want to know too.

# «react»
👀`,
    expect: [{ type: 'react', emoji: '👀', messageId: 4005 }],
  },
  // Gemini 2.5 Pro: a lead-in naming the persona, and a footnote with its definition under the text.
  {
    name: 'set76 theo: a lead-in before the blocks and a footnote on the shop after the text',
    ...club,
    answer: `Sure, here's how Theo would reply in the group chat:

# «send» 4005
Happy to host again[^1] — and I'll order the copies this week

[^1]: The shop is Theo's Books on Capel Street.`,
    expect: [
      { type: 'send', text: "Happy to host again — and I'll order the copies this week", replyTo: 4005 },
    ],
  },
  {
    name: 'set76 theo: yes in capitals, a pause, then the copies with a tick',
    ...club,
    answer: `# «send» 4005
YES to hosting

# «wait»
delay: 20

# «send»
copies ordered ✔️ they'll be here Friday`,
    expect: [
      { type: 'send', text: 'YES to hosting', replyTo: 4005 },
      { type: 'wait', delay: 20 },
      { type: 'send', text: "copies ordered ✔️ they'll be here Friday" },
    ],
  },
];
