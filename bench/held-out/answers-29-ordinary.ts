/**
 * Set 29, ordinary answers: well-formed replies from models other than Gemini behind the same
 * prompt (Claude, GPT-4o/5, DeepSeek, Qwen, Llama, Mistral, Gemma, Kimi, GLM, Phi, local models),
 * each in its own voice. Everything meant must arrive as written; several only look unusual.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** Greta runs a dog grooming salon; Sven asks about Saturday. */
const GRETA_OTHERS: ReadonlyMap<number, string> = new Map([
  [4003, 'Bruno hatte gestern seine OP, er ist noch ganz wackelig'],
  [4005, 'Hast du am Samstag offen? Und wie geht es eurem Hund nach der OP?'],
]);
const GRETA_OWN: ReadonlyMap<number, string> = new Map([[4004, 'Oh je, gute Besserung an Bruno!']]);

/** Xiaoyu, a Shanghai bookshop owner, with her friend Lin. */
const XIAOYU_OTHERS: ReadonlyMap<number, string> = new Map([[4005, '你周六开门吗？猫搬家以后还好吗？']]);
const XIAOYU_OWN: ReadonlyMap<number, string> = new Map([[4004, '搬家顺利吗？']]);

/** A group where Alice calls Heidi by name. */
const CALLOUT_OTHERS: ReadonlyMap<number, string> = new Map([
  [4001, 'Jonas moved flats on Sunday, the cat came along in a laundry basket'],
  [4003, 'Has anyone seen my blue umbrella? I think I left it at the shop'],
  [4005, '@Heidi do you still have my blue umbrella behind the counter?'],
]);

/** Jonas asks when to come by. */
const PICKUP_OTHERS: ReadonlyMap<number, string> = new Map([
  [4003, 'Has anyone seen my blue umbrella? I think I left it at the shop'],
  [4005, 'What time should I come by on Saturday to pick up the umbrella?'],
]);

export const ORDINARY_29: readonly CorpusEntry[] = [
  {
    name: 'Claude Sonnet: two short messages, cat then hours',
    answer:
      "# «send»\nHe survived! Spent Sunday night inside the duvet cover and now acts like he's always lived there 🐈\n\n# «send»\nAnd yes, Saturday 10 till 4 as usual",
    expect: [
      {
        type: 'send',
        text: "He survived! Spent Sunday night inside the duvet cover and now acts like he's always lived there 🐈",
      },
      { type: 'send', text: 'And yes, Saturday 10 till 4 as usual' },
    ],
  },
  {
    name: 'GPT-4o: a reply with its id and two lines',
    answer: "# «send» 4005\nhaha yes, cat's fine — furious, but fine 😾\nSaturday we're open, come by!",
    expect: [
      {
        type: 'send',
        text: "haha yes, cat's fine — furious, but fine 😾\nSaturday we're open, come by!",
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'DeepSeek V3: a reaction, then a message',
    answer: '# «react» 🔥\n\n# «send»\nglad the basket plan worked! Saturday 10–4 👍',
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4005 },
      { type: 'send', text: 'glad the basket plan worked! Saturday 10–4 👍' },
    ],
  },
  {
    name: 'Qwen3 (non-thinking): a sticker, then a line',
    answer: '# «sticker»\nHeidiDuck\n😂\n\n# «send»\na laundry basket 😂 classic',
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
      { type: 'send', text: 'a laundry basket 😂 classic' },
    ],
  },
  {
    name: 'Llama 3.1 8B through Ollama: plain text, no block',
    answer: "Aww glad he made it! Yep we're open Saturday, 10 to 4 :)",
    expect: [{ type: 'send', text: "Aww glad he made it! Yep we're open Saturday, 10 to 4 :)" }],
  },
  {
    name: 'Mistral Small: a list of opening hours a person types',
    answer:
      '# «send»\nOpening hours this week:\n- **Sat** 10–16\n- **Sun** closed\n\nAnd give the cat a treat from me!',
    expect: [
      {
        type: 'send',
        text: 'Opening hours this week:\n- **Sat** 10–16\n- **Sun** closed\n\nAnd give the cat a treat from me!',
      },
    ],
  },
  {
    name: 'Gemma 3: a message, a short wait, another',
    answer:
      '# «send»\nomg wait\n\n# «wait»\ndelay: 8\n\n# «send»\nok just checked the rota, Saturday yes, 10–4',
    expect: [
      { type: 'send', text: 'omg wait' },
      { type: 'wait', delay: 8 },
      { type: 'send', text: 'ok just checked the rota, Saturday yes, 10–4' },
    ],
  },
  {
    name: 'Kimi K2: a private note only in a group that did not address her',
    chat: 'group',
    answer: '# «think»\nJonas and Alice are chatting about the move and the umbrella; nothing asked of me.',
    expect: [],
  },
  {
    name: 'GLM-4.5: in a group, a reply to Alice by id',
    chat: 'group',
    answer: "# «send» 4003\nAlice, it's behind the counter, I put it there this morning ☂️",
    expect: [
      { type: 'send', text: "Alice, it's behind the counter, I put it there this morning ☂️", replyTo: 4003 },
    ],
  },
  {
    name: 'Phi-4: a message and a note to herself',
    answer:
      '# «send»\nSo happy to hear that! Saturday 10–4 as always.\n\n# «note»\nJonas moved flats on Sunday; his cat travelled in a laundry basket.',
    expect: [{ type: 'send', text: 'So happy to hear that! Saturday 10–4 as always.' }, { type: 'note' }],
  },
  {
    name: 'GPT-5 mini: a question back',
    answer: '# «send»\nwait, which cat, Pepper or the grey one? 😄 and yes, open Saturday',
    expect: [{ type: 'send', text: 'wait, which cat, Pepper or the grey one? 😄 and yes, open Saturday' }],
  },
  {
    name: 'Claude Haiku: slang and typos',
    answer: '# «send»\nomg yesss he survived?? tell me he didnt pee in the basket lol\nsat open 10-4 ofc',
    expect: [
      {
        type: 'send',
        text: 'omg yesss he survived?? tell me he didnt pee in the basket lol\nsat open 10-4 ofc',
      },
    ],
  },
  {
    name: 'DeepSeek R1 (reasoning kept apart by the API): lines that open with a word and a colon',
    answer: '# «send»\nSaturday: open, 10:00–16:00.\nCat: hopefully recovering 😅 send pics!',
    expect: [{ type: 'send', text: 'Saturday: open, 10:00–16:00.\nCat: hopefully recovering 😅 send pics!' }],
  },
  {
    name: 'Qwen2.5 in LM Studio: Greta answers in German, two messages',
    persona: 'Greta',
    others: GRETA_OTHERS,
    own: GRETA_OWN,
    participants: ['Sven'],
    answer: "# «send»\nJa, Samstag 9–13 Uhr 🙂\n\n# «send»\nUnserem Bruno geht's besser, er frisst wieder!",
    expect: [
      { type: 'send', text: 'Ja, Samstag 9–13 Uhr 🙂' },
      { type: 'send', text: "Unserem Bruno geht's besser, er frisst wieder!" },
    ],
  },
  {
    name: 'Llama 4 Maverick: quotes part of the question before answering it',
    answer: "# «send»\n> are you open on Saturday?\n\nyep! 10–4, and I'll have the new notebooks out",
    expect: [
      { type: 'send', text: "> are you open on Saturday?\n\nyep! 10–4, and I'll have the new notebooks out" },
    ],
  },
  {
    name: 'Mistral Large: a reaction alone',
    answer: '# «react» 🥰',
    expect: [{ type: 'react', emoji: '🥰', messageId: 4005 }],
  },
  {
    name: 'Gemma 2 via Ollama: a group callout answered',
    chat: 'group',
    callout: true,
    others: CALLOUT_OTHERS,
    answer: "# «send»\nyes! it's here, come get it whenever 🙂",
    expect: [{ type: 'send', text: "yes! it's here, come get it whenever 🙂", replyTo: 4005 }],
  },
  {
    name: 'GPT-4.1: a sticker on the heading line',
    answer: '# «sticker» HeidiDuck 👋',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '👋' }],
  },
  {
    name: 'Claude Opus: a longer message in paragraphs with a dash list',
    answer:
      "# «send»\nI'm so relieved. Moving is the worst for cats, give him a week and a cardboard box and he'll be king of the new place.\n\nSaturday we're open 10–4. If you come by:\n- the blue umbrella is still by the door\n- I saved you the last squared notebook",
    expect: [
      {
        type: 'send',
        text: "I'm so relieved. Moving is the worst for cats, give him a week and a cardboard box and he'll be king of the new place.\n\nSaturday we're open 10–4. If you come by:\n- the blue umbrella is still by the door\n- I saved you the last squared notebook",
      },
    ],
  },
  {
    name: 'DeepSeek V3: Xiaoyu answers in Chinese, two messages',
    persona: 'Xiaoyu',
    others: XIAOYU_OTHERS,
    own: XIAOYU_OWN,
    participants: ['Lin'],
    answer: '# «send»\n猫没事！就是在床底下躲了一整天 😂\n\n# «send»\n周六开，10点到4点',
    expect: [
      { type: 'send', text: '猫没事！就是在床底下躲了一整天 😂' },
      { type: 'send', text: '周六开，10点到4点' },
    ],
  },
  {
    name: 'Llama 3.3: a message and a memory',
    answer:
      "# «send»\nPixel in a laundry basket, I'm dying 😂 Saturday 10–4!\n\n# «remember»\nJonas's cat is called Pixel.",
    expect: [
      { type: 'send', text: "Pixel in a laundry basket, I'm dying 😂 Saturday 10–4!" },
      { type: 'remember' },
    ],
  },
  {
    name: 'Phi-3.5 mini: emoji and a few words, no block',
    answer: '😂😂😂 a laundry basket',
    expect: [{ type: 'send', text: '😂😂😂 a laundry basket' }],
  },
  {
    name: 'Kimi: strikethrough a person uses',
    answer: '# «send»\n**Saturday** yes!! ~~9~~ 10 till 4 this week, the new guy starts at 10',
    expect: [
      { type: 'send', text: '**Saturday** yes!! ~~9~~ 10 till 4 this week, the new guy starts at 10' },
    ],
  },
  {
    name: 'GLM-4: an aside of her own in a direct chat',
    answer: '# «send»\n(sorry, late reply, was at the vet with my own cat)\nyes, open Saturday!',
    expect: [
      { type: 'send', text: '(sorry, late reply, was at the vet with my own cat)\nyes, open Saturday!' },
    ],
  },
  {
    name: 'GPT-4o: the shop wifi as a code block inside the message',
    answer: "# «send»\nhere's the guest wifi for Saturday:\n```\nHeidiShop-Guest\nregenschirm42\n```",
    expect: [
      { type: 'send', text: "here's the guest wifi for Saturday:\n```\nHeidiShop-Guest\nregenschirm42\n```" },
    ],
  },
  {
    name: 'Mistral Nemo: a time alone as the answer',
    others: PICKUP_OTHERS,
    answer: '# «send»\n10:30?',
    expect: [{ type: 'send', text: '10:30?' }],
  },
  {
    name: 'Gemma: joins in a group unasked, as a person may',
    chat: 'group',
    answer: '# «send»\nJonas the basket move is legendary 😂',
    expect: [{ type: 'send', text: 'Jonas the basket move is legendary 😂', replyTo: 4005 }],
  },
  {
    name: 'Llama 3.2: a message that opens with "Thinking of you"',
    answer: 'Thinking of you both, hope the new flat feels like home soon 💛 Open Saturday 10–4!',
    expect: [
      {
        type: 'send',
        text: 'Thinking of you both, hope the new flat feels like home soon 💛 Open Saturday 10–4!',
      },
    ],
  },
  {
    name: 'DeepSeek: a note to the customer opens the message',
    answer: '# «send»\nNote: we close at 2 this Saturday because of the street fair. Cat news please!',
    expect: [
      {
        type: 'send',
        text: 'Note: we close at 2 this Saturday because of the street fair. Cat news please!',
      },
    ],
  },
  {
    name: 'Claude: an offer whose object is the umbrella, not the answer',
    answer:
      "# «send»\nHe'll settle in, promise. Saturday we're open 10–4.\n\nLet me know if you'd like me to set the blue one aside for you!",
    expect: [
      {
        type: 'send',
        text: "He'll settle in, promise. Saturday we're open 10–4.\n\nLet me know if you'd like me to set the blue one aside for you!",
      },
    ],
  },
  {
    name: 'GPT-5: two plain options a person offers',
    answer:
      '# «send»\nOption 1: Saturday morning\nOption 2: Sunday after lunch at my place\nwhich works for the umbrella handover?',
    expect: [
      {
        type: 'send',
        text: 'Option 1: Saturday morning\nOption 2: Sunday after lunch at my place\nwhich works for the umbrella handover?',
      },
    ],
  },
  {
    name: 'Qwen: a word in capitals in a direct chat is excitement',
    answer: '# «send»\nFINALLY 🎉',
    expect: [{ type: 'send', text: 'FINALLY 🎉' }],
  },
  {
    name: 'Kimi: a roleplay action on a group callout, actions always',
    chat: 'group',
    callout: true,
    actions: 'always',
    others: CALLOUT_OTHERS,
    answer: '# «send»\n*slides the blue umbrella across the counter* there you go!',
    expect: [
      { type: 'send', text: '*slides the blue umbrella across the counter* there you go!', replyTo: 4005 },
    ],
  },
  {
    name: 'GPT-4o mini: a wait written with a unit',
    answer: '# «send»\nhold on, checking\n\n# «wait»\ndelay: 1 min\n\n# «send»\nyep, Saturday 10–4 👍',
    expect: [
      { type: 'send', text: 'hold on, checking' },
      { type: 'wait', delay: 60 },
      { type: 'send', text: 'yep, Saturday 10–4 👍' },
    ],
  },
  {
    name: 'Mistral 7B via Ollama: a kiss sign-off that is no name',
    answer: '# «send»\nsee you Saturday then!\nxx',
    expect: [{ type: 'send', text: 'see you Saturday then!\nxx' }],
  },
  {
    name: "Claude: a last paragraph on the tone of Jonas's voice message",
    answer:
      '# «send»\nCat drama aside: yes, Saturday 10–4.\n\nAlso the tone of your voice message this morning 😂 I thought someone had died',
    expect: [
      {
        type: 'send',
        text: 'Cat drama aside: yes, Saturday 10–4.\n\nAlso the tone of your voice message this morning 😂 I thought someone had died',
      },
    ],
  },
  {
    name: 'Phi-4 mini: "the user manual" in an ordinary message',
    answer: '# «send»\nfound the user manual for the old till, it was under the receipts the whole time',
    expect: [
      {
        type: 'send',
        text: 'found the user manual for the old till, it was under the receipts the whole time',
      },
    ],
  },
  {
    name: 'Llama 3.1 70B: a reaction to the umbrella message and a reply to it',
    answer: '# «react» 4003 👀\n\n# «send» 4003\nthe blue one with the duck handle? I have it',
    expect: [
      { type: 'react', emoji: '👀', messageId: 4003 },
      { type: 'send', text: 'the blue one with the duck handle? I have it', replyTo: 4003 },
    ],
  },
];
