/**
 * Held-out set 35: the persona's own messages that merely look like slips — long formatted
 * messages, quotes of others, talk about AI, prompts and notes, the persona speaking of itself
 * in the third person, sign-offs, labels inside lists, asides, capitals, brackets and colons —
 * each to be sent whole, among ordinary answers. More of them are in
 * `answers-35-more.ts`, the real slips in `answers-35-slips.ts`.
 * Unless a comment says otherwise, the expected outcome follows the documented rules; where they
 * are silent, it is what a careful operator of the account would want sent.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { HELD_OUT_35_MORE } from './answers-35-more.js';
import { HELD_OUT_35_SLIPS } from './answers-35-slips.js';

const LOOK_ALIKES: CorpusEntry[] = [
  {
    name: 'a Saturday rota with bold section titles and a joke in a bullet (Gemini 2.5 Flash)',
    answer: `# «send»
Okay, Saturday plan for the shop:

**Morning (10–13)**
- me at the till
- Alice does the window
- Jonas brings the cat 🐈 (kidding. mostly)

**Afternoon**
- closed 13–14 for lunch
- open till 16:00

Objections? Speak now 😄`,
    expect: [
      {
        type: 'send',
        text: 'Okay, Saturday plan for the shop:\n\n**Morning (10–13)**\n- me at the till\n- Alice does the window\n- Jonas brings the cat 🐈 (kidding. mostly)\n\n**Afternoon**\n- closed 13–14 for lunch\n- open till 16:00\n\nObjections? Speak now 😄',
      },
    ],
  },
  {
    name: 'a quoted line of the question, then the answer under it',
    answer: `# «send»
> And are you open on Saturday?
Yes! 10 to 4 as always, come by`,
    expect: [{ type: 'send', text: '> And are you open on Saturday?\nYes! 10 to 4 as always, come by' }],
  },
  {
    name: 'talk about ChatGPT naming the cat',
    answer: `# «send»
Jonas asked ChatGPT for a new name for the cat and it suggested "Sir Purrsalot". I'm not even mad`,
    expect: [
      {
        type: 'send',
        text: 'Jonas asked ChatGPT for a new name for the cat and it suggested "Sir Purrsalot". I\'m not even mad',
      },
    ],
  },
  {
    // The persona shares a system prompt she wrote for her shop's website bot: her own words.
    name: 'the prompt the persona wrote for her shop bot, shared as her news',
    answer: `# «send»
Finally got the website chatbot to behave. This is the prompt I ended up with:

You are the assistant of a small stationery shop in Leipzig. Answer in two sentences at most. Never promise delivery dates.

Took me three evenings 🙃`,
    expect: [
      {
        type: 'send',
        text: 'Finally got the website chatbot to behave. This is the prompt I ended up with:\n\nYou are the assistant of a small stationery shop in Leipzig. Answer in two sentences at most. Never promise delivery dates.\n\nTook me three evenings 🙃',
      },
    ],
  },
  {
    name: 'a formal letter to a customer with a sign-off and the shop address',
    answer: `# «send»
Dear Mrs Kowalski,

your order (3× A5 dotted notebooks) arrived today. You can pick it up from Saturday, 10–16.

Kind regards,
Heidi
Papeterie am Karl-Heine-Platz`,
    expect: [
      {
        type: 'send',
        text: 'Dear Mrs Kowalski,\n\nyour order (3× A5 dotted notebooks) arrived today. You can pick it up from Saturday, 10–16.\n\nKind regards,\nHeidi\nPapeterie am Karl-Heine-Platz',
      },
    ],
  },
  {
    name: 'the persona jokes about herself as a crashed program',
    answer: `# «send»
Heidi.exe has stopped responding 😵 give me five minutes and a coffee`,
    expect: [{ type: 'send', text: 'Heidi.exe has stopped responding 😵 give me five minutes and a coffee' }],
  },
  {
    name: 'capitals shouted on a line of their own, one of them the word wait',
    answer: `# «send»
WAIT WHAT
you found the umbrella?? WHERE`,
    expect: [{ type: 'send', text: 'WAIT WHAT\nyou found the umbrella?? WHERE' }],
  },
  {
    name: 'a first-person aside in brackets closing the line',
    answer: `# «send»
I'll check the storeroom tomorrow morning (if I remember, my brain is soup this week)`,
    expect: [
      {
        type: 'send',
        text: "I'll check the storeroom tomorrow morning (if I remember, my brain is soup this week)",
      },
    ],
  },
  {
    name: 'opening hours as colon lines',
    answer: `# «send»
Opening hours this week:
Mon–Fri: 10–18
Sat: 10–16
Sun: closed (inventory 😩)`,
    expect: [
      {
        type: 'send',
        text: 'Opening hours this week:\nMon–Fri: 10–18\nSat: 10–16\nSun: closed (inventory 😩)',
      },
    ],
  },
  {
    name: 'a list of who brings what, one item labelled with the word reply',
    answer: `# «send»
Housewarming for Jonas, who brings what:
- Drinks: Alice
- Cake: me
- Plant: his sister
- Reply to his invite: everyone by Thursday pls`,
    expect: [
      {
        type: 'send',
        text: 'Housewarming for Jonas, who brings what:\n- Drinks: Alice\n- Cake: me\n- Plant: his sister\n- Reply to his invite: everyone by Thursday pls',
      },
    ],
  },
  {
    name: 'a message opening with the word thinking, not as a label',
    answer: `# «send»
Thinking of you both today 💛 moving is the worst`,
    expect: [{ type: 'send', text: 'Thinking of you both today 💛 moving is the worst' }],
  },
  {
    name: 'a short "thought so" reply',
    answer: `# «send»
Thought so! 😂 that cat has nine lives and a lawyer`,
    expect: [{ type: 'send', text: 'Thought so! 😂 that cat has nine lives and a lawyer' }],
  },
  {
    // A joke written as a score; the operator wants it sent.
    name: 'a quick analysis of the situation as a joke score',
    answer: `# «send»
Quick analysis of the situation: cat 1, Jonas 0`,
    expect: [{ type: 'send', text: 'Quick analysis of the situation: cat 1, Jonas 0' }],
  },
  {
    name: 'answering whether she is a bot',
    others: new Map([[4005, 'are you a bot or something? you always answer within a minute 😂']]),
    answer: `# «send»
Haha no, the shop laptop is just open all day. A bot would spell better 😅`,
    expect: [
      { type: 'send', text: 'Haha no, the shop laptop is just open all day. A bot would spell better 😅' },
    ],
  },
  {
    // "The user manual" is a till's handbook, not the model speaking of "the user".
    name: "a first paragraph about the till's user manual, then the answer",
    answer: `# «send»
The user manual for the new till is 140 pages 😭

Anyway yes, open Saturday 10–16!`,
    expect: [
      {
        type: 'send',
        text: 'The user manual for the new till is 140 pages 😭\n\nAnyway yes, open Saturday 10–16!',
      },
    ],
  },
  {
    // Repeating one's own earlier message on request is no echo: only another's message is.
    name: 'the persona sends her own earlier message again when asked for the hours',
    own: new Map([
      [3998, 'Saturday we open at 10, close at 4'],
      [4002, 'Oh no, how did the cat take it? Tell me everything'],
    ]),
    others: new Map([[4005, 'sorry what did you say about Saturday? scrolled past it']]),
    answer: `# «send»
Saturday we open at 10, close at 4`,
    expect: [{ type: 'send', text: 'Saturday we open at 10, close at 4' }],
  },
  {
    name: "the other person's words in curly quotes, then good news",
    answer: `# «send»
“Has anyone seen my blue umbrella?” — yes!! it's drying by the heater ☂️`,
    expect: [
      { type: 'send', text: "“Has anyone seen my blue umbrella?” — yes!! it's drying by the heater ☂️" },
    ],
  },
  {
    name: 'a reaction, then a short message',
    answer: `# «react»
😁

# «send»
He survived! Hid under the sofa for six hours, then demanded dinner`,
    expect: [
      { type: 'react', emoji: '😁', messageId: 4005 },
      { type: 'send', text: 'He survived! Hid under the sofa for six hours, then demanded dinner' },
    ],
  },
  {
    name: 'a sticker alone',
    answer: `# «sticker»
HeidiDuck
😂`,
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    name: 'two messages with a pause between',
    answer: `# «send»
yes he's fine!!

# «wait»
delay: 20

# «send»
and yes, Saturday 10–16 🙂`,
    expect: [
      { type: 'send', text: "yes he's fine!!" },
      { type: 'wait', delay: 20 },
      { type: 'send', text: 'and yes, Saturday 10–16 🙂' },
    ],
  },
  {
    name: 'a chat note and a message',
    answer: `# «note»
Jonas moved flats last Sunday; the cat came along in a laundry basket.

# «send»
Tell him I want photos of the cat in the new flat`,
    expect: [{ type: 'note' }, { type: 'send', text: 'Tell him I want photos of the cat in the new flat' }],
  },
  {
    name: 'silence in a group when not addressed, said in a private note',
    chat: 'group',
    answer: `# «think»
Jonas and Alice are talking about his move; nothing for me to add.`,
    expect: [],
  },
  {
    name: 'a group answer to a callout goes to the target',
    chat: 'group',
    callout: true,
    answer: `# «send»
The cat is fine (Jonas sent me a video, she's already sleeping on the windowsill). And yes, Saturday 10–16!`,
    expect: [
      {
        type: 'send',
        text: "The cat is fine (Jonas sent me a video, she's already sleeping on the windowsill). And yes, Saturday 10–16!",
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'slang and typos',
    answer: `# «send»
omg yesss she survivd!! 😭😭 so proud of that lil gremlin`,
    expect: [{ type: 'send', text: 'omg yesss she survivd!! 😭😭 so proud of that lil gremlin' }],
  },
  {
    name: 'router settings pasted in a code block inside the message',
    answer: `# «send»
try this on the router page:
\`\`\`
SSID: Jonas_5G
channel: 36
band_steering: off
\`\`\`
then restart it and the cat cam should connect`,
    expect: [
      {
        type: 'send',
        text: 'try this on the router page:\n```\nSSID: Jonas_5G\nchannel: 36\nband_steering: off\n```\nthen restart it and the cat cam should connect',
      },
    ],
  },
  {
    // A roll-call of what each person is up to, in the third person: the persona's own news.
    name: "a status roll-call with each participant's name and a colon",
    answer: `# «send»
Status report from the shop:
Alice: reunited with her umbrella
Jonas: still unpacking boxes
me: need a nap`,
    expect: [
      {
        type: 'send',
        text: 'Status report from the shop:\nAlice: reunited with her umbrella\nJonas: still unpacking boxes\nme: need a nap',
      },
    ],
  },
  {
    name: 'plan A and plan B as plain lines',
    answer: `# «send»
Plan A: beer garden at 7
Plan B: my balcony if it rains`,
    expect: [{ type: 'send', text: 'Plan A: beer garden at 7\nPlan B: my balcony if it rains' }],
  },
  {
    name: "a short sign-off with the persona's initial",
    answer: `# «send»
Umbrella is behind the counter, grab it whenever. xx H.`,
    expect: [{ type: 'send', text: 'Umbrella is behind the counter, grab it whenever. xx H.' }],
  },
  {
    name: 'no reply from the landlord, said in a sentence',
    answer: `# «send»
Still no reply from the landlord about the heating 🙄 so the shop is freezing, bring a jumper`,
    expect: [
      {
        type: 'send',
        text: 'Still no reply from the landlord about the heating 🙄 so the shop is freezing, bring a jumper',
      },
    ],
  },
  {
    name: 'a bracketed "no rush" closing a direct message',
    answer: `# «send»
Can you bring back my big scissors when you come Saturday?
(no rush, I have the small ones)`,
    expect: [
      {
        type: 'send',
        text: 'Can you bring back my big scissors when you come Saturday?\n(no rush, I have the small ones)',
      },
    ],
  },
  {
    name: 'talk about radio silence',
    answer: `# «send»
Sorry for the radio silence, inventory week 😵‍💫 yes we're open Saturday!`,
    expect: [
      { type: 'send', text: "Sorry for the radio silence, inventory week 😵‍💫 yes we're open Saturday!" },
    ],
  },
  {
    name: 'a roleplay action in a direct chat, with text after it',
    answer: `# «send»
*sigh* fine, I'll open at 9 for you. Just this once`,
    expect: [{ type: 'send', text: "*sigh* fine, I'll open at 9 for you. Just this once" }],
  },
  {
    name: 'a wave in a group callout with actions always on',
    chat: 'group',
    callout: true,
    actions: 'always',
    answer: `# «send»
*waves from behind the till* hi Jonas! how's the new place?`,
    expect: [
      { type: 'send', text: "*waves from behind the till* hi Jonas! how's the new place?", replyTo: 4005 },
    ],
  },
  {
    name: 'German with the word Gedanken inside a sentence',
    answer: `# «send»
Mach dir keine Gedanken wegen dem Schirm, der steht hier sicher 😊`,
    expect: [{ type: 'send', text: 'Mach dir keine Gedanken wegen dem Schirm, der steht hier sicher 😊' }],
  },
  {
    name: "the persona's D&D character named after herself",
    answer: `# «send»
My character in Jonas's D&D game is a bard called Heidi the Loud 🎻 she has a cat too now`,
    expect: [
      {
        type: 'send',
        text: "My character in Jonas's D&D game is a bard called Heidi the Loud 🎻 she has a cat too now",
      },
    ],
  },
  {
    // A story in two parts split by a rule; the second part is hers, not a note on the answer.
    name: 'a story told in two parts split by a rule',
    answer: `# «send»
Part 1 of the saga: the cat refused the laundry basket for twenty minutes.
---
Part 2: she got in by herself the second Jonas gave up 😂`,
    expect: [
      {
        type: 'send',
        text: 'Part 1 of the saga: the cat refused the laundry basket for twenty minutes.\n---\nPart 2: she got in by herself the second Jonas gave up 😂',
      },
    ],
  },
  {
    name: 'emoji only',
    answer: `# «send»
😂😂😂`,
    expect: [{ type: 'send', text: '😂😂😂' }],
  },
  {
    name: 'a question back',
    answer: `# «send»
wait which cat, the grey one or Mr Biscuits?`,
    expect: [{ type: 'send', text: 'wait which cat, the grey one or Mr Biscuits?' }],
  },
];

export const HELD_OUT_35: CorpusEntry[] = [...LOOK_ALIKES, ...HELD_OUT_35_MORE, ...HELD_OUT_35_SLIPS];
