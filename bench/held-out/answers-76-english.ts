/** Set 76, English (1): Maya alone with Priya, Dev's five-a-side group, Ruth alone with Sam. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  DEV,
  FIVES_BIBS,
  FIVES_FIVER,
  FIVES_OWN,
  FIVES_PEOPLE,
  MAYA,
  MAYA_DM,
  MAYA_OWN,
  RUTH,
  RUTH_DM,
  RUTH_OWN,
} from './answers-76-cast.js';

const maya = { persona: MAYA, others: MAYA_DM, own: MAYA_OWN, participants: ['Priya'] } as const;
const bibs = {
  persona: DEV,
  others: FIVES_BIBS,
  own: FIVES_OWN,
  participants: FIVES_PEOPLE,
  chat: 'group',
  callout: true,
} as const;
const fiver = {
  persona: DEV,
  others: FIVES_FIVER,
  own: FIVES_OWN,
  participants: FIVES_PEOPLE,
  chat: 'group',
} as const;
const ruth = { persona: RUTH, others: RUTH_DM, own: RUTH_OWN, participants: ['Sam'] } as const;

export const ENGLISH_ONE: readonly CorpusEntry[] = [
  {
    name: 'set76 maya: yes to both, the persona naming herself in a joke (Gemini 2.5 Flash)',
    ...maya,
    answer: `# «send»
YES obviously, it's yours

# «send»
tonight works, come at 7 and bring the job description. I'll be scary interviewer Maya 😈`,
    expect: [
      { type: 'send', text: "YES obviously, it's yours" },
      {
        type: 'send',
        text: "tonight works, come at 7 and bring the job description. I'll be scary interviewer Maya 😈",
      },
    ],
  },
  {
    name: 'set76 maya: a quoted phrase answering the landlord, then a plan as a list',
    ...maya,
    answer: `# «send» 4003
"open a window" in FEBRUARY 💀

# «send»
ok tonight's plan:
- you do the tell me about yourself bit
- I throw the weird questions at you
- wine after, not before`,
    expect: [
      { type: 'send', text: '"open a window" in FEBRUARY 💀', replyTo: 4003 },
      {
        type: 'send',
        text: "ok tonight's plan:\n- you do the tell me about yourself bit\n- I throw the weird questions at you\n- wine after, not before",
      },
    ],
  },
  // Gemini 2.5 Flash opens with a chatty line about the character before its blocks.
  {
    name: 'set76 maya: a cheerful line about the character before the blocks',
    ...maya,
    answer: `Alright! Maya would jump at this, she's Priya's biggest cheerleader. Here goes:

# «send»
the green one is literally made for interviews, take it

# «send»
7pm at mine? I'll make pasta`,
    expect: [
      { type: 'send', text: 'the green one is literally made for interviews, take it' },
      { type: 'send', text: "7pm at mine? I'll make pasta" },
    ],
    withheld: ['outside-blocks'],
  },
  // Gemini 2.5 Pro closes with a bracketed note on the order it answered in.
  {
    name: 'set76 maya: a bracketed note on the order of the answers after the last message',
    ...maya,
    answer: `# «send»
blazer's on the back of my door, grab it whenever

# «send»
and yes to the mock interview!! 7?

(Answered the blazer first, then the mock interview, same order she asked in.)`,
    expect: [
      { type: 'send', text: "blazer's on the back of my door, grab it whenever" },
      { type: 'send', text: 'and yes to the mock interview!! 7?' },
    ],
  },
  {
    name: 'set76 maya: a reaction to the landlord line, then a message about him',
    ...maya,
    answer: `# «react» 4003
😁

# «send»
tell him to come and open a window in his own flat`,
    expect: [
      { type: 'react', emoji: '😁', messageId: 4003 },
      { type: 'send', text: 'tell him to come and open a window in his own flat' },
    ],
  },
  // Gemini 3 Pro stopped at the output limit in the middle of its second message.
  {
    name: 'set76 maya: the second message cut mid-word at the output limit',
    ...maya,
    truncated: true,
    answer: `# «send»
course you can borrow it!!

# «send»
ok so for tonight I was thinking we do the STAR thing for every answer, like situation, task, act`,
    expect: [{ type: 'send', text: 'course you can borrow it!!' }],
    withheld: ['truncated'],
  },
  // Gemini 2.5 Flash puts its whole answer in a fence, then remarks on the style under it.
  {
    name: 'set76 maya: the answer fenced as text, and a remark on its lowercase style after',
    ...maya,
    answer: `\`\`\`text
# «send»
obviously yes to the blazer

# «send»
and tonight's good, I'm off at 6
\`\`\`

Both messages stay lowercase to match how Maya texts.`,
    expect: [
      { type: 'send', text: 'obviously yes to the blazer' },
      { type: 'send', text: "and tonight's good, I'm off at 6" },
    ],
  },
  {
    name: 'set76 maya: good luck, then a sleeping sticker',
    ...maya,
    answer: `# «send»
good luck tomorrow, you've got this. early night tho, no excuses

# «sticker»
HeidiDuck
😴`,
    expect: [
      { type: 'send', text: "good luck tomorrow, you've got this. early night tho, no excuses" },
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
    ],
  },
  // A Gemma-style raw answer: the word "thought" alone, the model's reasoning, then the blocks.
  {
    name: 'set76 maya: the bare word thought and a reasoning paragraph before the blocks',
    ...maya,
    answer: `thought
Priya wants two things: the green blazer and a mock interview tonight. Maya is supportive and texts in lowercase. Say yes to both, suggest a time.
# «send»
yes and yes 💚 come round at 7`,
    expect: [{ type: 'send', text: 'yes and yes 💚 come round at 7' }],
  },
  {
    name: 'set76 dev: the bibs answered in reply, the cousin in a second message',
    ...bibs,
    answer: `# «send» 4005
yeah they're in my boot, washed even 🙄

# «send»
cousin's a maybe, he'll confirm by tomorrow`,
    expect: [
      { type: 'send', text: "yeah they're in my boot, washed even 🙄", replyTo: 4005 },
      { type: 'send', text: "cousin's a maybe, he'll confirm by tomorrow" },
    ],
  },
  // GPT-4o titles the message with the persona's name as a Markdown heading.
  {
    name: 'set76 dev: the persona named in a level-four heading over the message',
    ...bibs,
    answer: `# «send»
#### Dev
bibs are washed and in the boot. you're welcome`,
    expect: [{ type: 'send', text: "bibs are washed and in the boot. you're welcome", replyTo: 4005 }],
  },
  // A GPT-4o-class model behind the endpoint writes its function call as a line of code.
  {
    name: 'set76 dev: the message as a functions-namespace call with a JSON argument',
    ...bibs,
    answer: `functions.send_message({"chat": "group", "reply_to": 4005, "text": "yep bibs are with me. cousin TBC"})`,
    expect: [{ type: 'send', text: 'yep bibs are with me. cousin TBC', replyTo: 4005 }],
  },
  {
    name: 'set76 dev: a private note only, the fiver is not his business',
    ...fiver,
    answer: `# «think»
Tariq chasing Liam for a fiver, nothing to do with me.`,
    expect: [],
  },
  // GPT-4o states its decision to pass as the message itself.
  {
    name: 'set76 dev: the decision to skip written as the message in a group',
    ...fiver,
    answer: `# «send»
Skipping this one: it's Tariq chasing Liam for money, not something Dev needs to weigh in on.`,
    expect: [],
  },
  {
    name: 'set76 dev: a laughing reaction to the fiver, nothing said',
    ...fiver,
    answer: `# «react»
😁`,
    expect: [{ type: 'react', emoji: '😁', messageId: 4005 }],
  },
  // GPT-4o explains how its message answers both questions, inside the last block.
  {
    name: 'set76 dev: a last paragraph explaining that both questions are covered',
    ...bibs,
    answer: `# «send» 4005
guilty, they're in my boot

# «send»
cousin says he's in if someone lends him boots

Both of Sophie's questions are covered, and the eye-roll tone keeps it light for the group.`,
    expect: [
      { type: 'send', text: "guilty, they're in my boot", replyTo: 4005 },
      { type: 'send', text: "cousin says he's in if someone lends him boots" },
    ],
  },
  // Qwen behind the endpoint: the chat template's tokens around the answer, then a turn for Sophie.
  {
    name: 'set76 dev: template tokens around the block and a made-up turn for Sophie after it',
    ...bibs,
    answer: `<|im_start|>assistant
# «send» 4005
bibs: me. cousin: probably. pitch: see you there
<|im_end|>
<|im_start|>user
Sophie: nice one, cheers Dev`,
    expect: [{ type: 'send', text: 'bibs: me. cousin: probably. pitch: see you there', replyTo: 4005 }],
  },
  {
    name: 'set76 ruth: yes to Jess, a pie, and a sign-off a grandmother types',
    ...ruth,
    answer: `# «send»
Of course you can bring Jess! I'll do my mushroom and leek pie, she can have that and there'll be plenty of roast potatoes.

# «send»
One o'clock as usual. Love, Gran xx`,
    expect: [
      {
        type: 'send',
        text: "Of course you can bring Jess! I'll do my mushroom and leek pie, she can have that and there'll be plenty of roast potatoes.",
      },
      { type: 'send', text: "One o'clock as usual. Love, Gran xx" },
    ],
  },
  {
    name: 'set76 ruth: the photos answered in reply, with a smiley and an aside in brackets',
    ...ruth,
    answer: `# «send» 4003
I got them!! The one of you on the camel made me laugh :) (I've shown it to everyone at church)`,
    expect: [
      {
        type: 'send',
        text: "I got them!! The one of you on the camel made me laugh :) (I've shown it to everyone at church)",
        replyTo: 4003,
      },
    ],
  },
  // Llama 3 behind the endpoint: its header and end-of-turn tokens left around the answer.
  {
    name: 'set76 ruth: Llama header tokens before the block and its end token after the text',
    ...ruth,
    answer: `<|start_header_id|>assistant<|end_header_id|>

# «send»
Of course, darling. Tell Jess I'll make a nut roast.<|eot_id|>`,
    expect: [{ type: 'send', text: "Of course, darling. Tell Jess I'll make a nut roast." }],
  },
  // Llama 3.1 answers with its own tool-call JSON, arguments under "parameters".
  {
    name: 'set76 ruth: a Llama tool call with its arguments under parameters',
    ...ruth,
    answer: `{"name": "send_message", "parameters": {"message": "Yes of course bring Jess! Lunch at one, I'll do something with no meat."}}`,
    expect: [
      { type: 'send', text: "Yes of course bring Jess! Lunch at one, I'll do something with no meat." },
    ],
  },
  {
    name: 'set76 ruth: a message sent too soon, a pause, the rest, and a note',
    ...ruth,
    answer: `# «send»
Yes bring her!

# «wait»
delay: 40

# «send»
Sorry darling, I pressed send too soon. Does Jess eat eggs? I was going to do a quiche

# «note»
Sam's girlfriend Jess is vegetarian, coming to Sunday lunch.`,
    expect: [
      { type: 'send', text: 'Yes bring her!' },
      { type: 'wait', delay: 40 },
      {
        type: 'send',
        text: 'Sorry darling, I pressed send too soon. Does Jess eat eggs? I was going to do a quiche',
      },
      { type: 'note' },
    ],
  },
  // Gemini 2.5 Pro puts a bold title in title case over the message.
  {
    name: 'set76 ruth: a bold title over the message naming what it is about',
    ...ruth,
    answer: `# «send»
**Sunday Lunch Reply**

Jess is very welcome, darling. I'll make a vegetable lasagne and you can both take some home.`,
    expect: [
      {
        type: 'send',
        text: "Jess is very welcome, darling. I'll make a vegetable lasagne and you can both take some home.",
      },
    ],
  },
  {
    name: 'set76 ruth: a telegram-style message signed Gran',
    ...ruth,
    answer: `# «send»
Sunday lunch. 1pm. Don't be late. Jess very welcome. Gran.`,
    expect: [{ type: 'send', text: "Sunday lunch. 1pm. Don't be late. Jess very welcome. Gran." }],
  },
  // Mistral behind the endpoint stopped at its output limit inside the last message.
  {
    name: 'set76 ruth: a message and a reaction, then a message cut at the output limit',
    ...ruth,
    truncated: true,
    answer: `# «send»
Of course you can, I'd love to meet her properly.

# «react» 4003
🥰

# «send»
Also tell Jess th`,
    expect: [
      { type: 'send', text: "Of course you can, I'd love to meet her properly." },
      { type: 'react', emoji: '🥰', messageId: 4003 },
    ],
    withheld: ['truncated'],
  },
];
