/**
 * Set 23, ordinary answers: what thinking models (Gemini 2.5 Pro / 3, DeepSeek, Qwen, Claude,
 * GPT-5, Grok) write when they get it right, and messages a person means that merely look like
 * machinery (a step list, a checklist, options, a note, a lone aside).
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { DASHA, GRETA, LUCIA, YUKI } from './answers-23-cast.js';

export const ORDINARY_23: readonly CorpusEntry[] = [
  {
    name: 'gemini-2.5-pro: two short messages',
    answer:
      '# «send»\nHe survived! First night inside the wardrobe, now he owns the sofa 🐈\n\n# «send»\nAnd yes, Saturday 10 till 4 as always',
    expect: [
      { type: 'send', text: 'He survived! First night inside the wardrobe, now he owns the sofa 🐈' },
      { type: 'send', text: 'And yes, Saturday 10 till 4 as always' },
    ],
  },
  {
    name: 'gemini-3-pro: a reaction, then a message',
    answer: '# «react» ❤\n\n# «send»\nhaha the laundry basket, classic. glad he is ok!',
    expect: [
      { type: 'react', emoji: '❤', messageId: 4005 },
      { type: 'send', text: 'haha the laundry basket, classic. glad he is ok!' },
    ],
  },
  {
    name: 'gemini-2.5-flash: a sticker alone, set and emoji on two lines',
    answer: '# «sticker»\nHeidiDuck\n😂',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    name: 'claude-sonnet-4.5 thinking: checks the rota, waits, answers',
    answer:
      '# «send»\nhang on, checking the Saturday rota\n\n# «wait»\ndelay: 45\n\n# «send»\nyep, open 10–4, I am on till duty',
    expect: [
      { type: 'send', text: 'hang on, checking the Saturday rota' },
      { type: 'wait', delay: 45 },
      { type: 'send', text: 'yep, open 10–4, I am on till duty' },
    ],
  },
  {
    name: 'gemini-2.5-pro: a message and a chat note after it',
    answer:
      '# «send»\nHe is alive and deeply offended 😹\n\n# «note»\nJonas moved flats on Sunday; the cat came along and is fine.',
    expect: [{ type: 'send', text: 'He is alive and deeply offended 😹' }, { type: 'note' }],
  },
  {
    name: 'gpt-5: an answer and a memory of a promise',
    answer:
      '# «send»\nSaturday we are open 10 to 4, come by and I will show you the new cat shelf\n\n# «remember»\nPromised Jonas a cat bookmark when he visits on Saturday.',
    expect: [
      { type: 'send', text: 'Saturday we are open 10 to 4, come by and I will show you the new cat shelf' },
      { type: 'remember' },
    ],
  },
  {
    name: 'gemini-3-pro, group: a private note only, nothing addressed to her',
    chat: 'group',
    answer: '# «think»\nAlice and Jonas are sorting out the umbrella between themselves. Nothing for me.',
    expect: [],
  },
  {
    name: 'gemini-2.5-pro, group, called out: answers the target',
    chat: 'group',
    callout: true,
    answer: '# «send»\nhe is fine Jonas, and yes we are open Saturday!',
    expect: [{ type: 'send', text: 'he is fine Jonas, and yes we are open Saturday!', replyTo: 4005 }],
  },
  {
    name: 'deepseek-v3.1, group: answers Alice by id',
    chat: 'group',
    answer: '# «send» 4003\nAlice, there is a blue umbrella behind the counter, come grab it',
    expect: [
      {
        type: 'send',
        text: 'Alice, there is a blue umbrella behind the counter, come grab it',
        replyTo: 4003,
      },
    ],
  },
  {
    name: 'gemini-2.5-flash: a question back first',
    answer: '# «send»\nWait, which cat, Mochi or the grumpy one? 😄\n\n# «send»\nSaturday yes, 10–4',
    expect: [
      { type: 'send', text: 'Wait, which cat, Mochi or the grumpy one? 😄' },
      { type: 'send', text: 'Saturday yes, 10–4' },
    ],
  },
  {
    name: 'claude-opus-4 thinking: bold days a person types',
    answer: '# «send»\n**Saturday:** 10–4\n**Sunday:** closed, sorry!\n\nGive the cat a scratch from me',
    expect: [
      {
        type: 'send',
        text: '**Saturday:** 10–4\n**Sunday:** closed, sorry!\n\nGive the cat a scratch from me',
      },
    ],
  },
  {
    name: 'qwen3-235b: slang and typos',
    answer: '# «send»\nomg yes hes fine lol, slept in the basket the whole first nite\nsat open 10-4 ✌️',
    expect: [
      {
        type: 'send',
        text: 'omg yes hes fine lol, slept in the basket the whole first nite\nsat open 10-4 ✌️',
      },
    ],
  },
  {
    name: 'grok-4: no block at all, one message',
    answer:
      'He survived! Hid behind the fridge for a day, now acts like he has lived there forever. Open Saturday 10–4 🙂',
    expect: [
      {
        type: 'send',
        text: 'He survived! Hid behind the fridge for a day, now acts like he has lived there forever. Open Saturday 10–4 🙂',
      },
    ],
  },
  {
    name: 'gemini-2.5-pro, German: two messages',
    ...GRETA,
    answer:
      '# «send»\nJa, sie hat es überlebt! Sitzt jetzt nur noch auf dem Kühlschrank 😄\n\n# «send»\nUnd Samstag haben wir bis 14 Uhr auf, ich leg dir einen Kuchen zurück',
    expect: [
      { type: 'send', text: 'Ja, sie hat es überlebt! Sitzt jetzt nur noch auf dem Kühlschrank 😄' },
      { type: 'send', text: 'Und Samstag haben wir bis 14 Uhr auf, ich leg dir einen Kuchen zurück' },
    ],
  },
  {
    name: 'gpt-5-mini: a step list a person writes as a joke',
    answer:
      "# «send»\nStep 1: basket by the door\nStep 2: open it, walk away\nStep 3: pretend you don't care. works every time 😂",
    expect: [
      {
        type: 'send',
        text: "Step 1: basket by the door\nStep 2: open it, walk away\nStep 3: pretend you don't care. works every time 😂",
      },
    ],
  },
  {
    name: 'gemini-3-pro: a checklist of Saturday the person means',
    answer:
      '# «send»\nSaturday prep so far:\n✅ float for the till\n✅ new bookmarks\n❌ umbrella owner still missing',
    expect: [
      {
        type: 'send',
        text: 'Saturday prep so far:\n✅ float for the till\n✅ new bookmarks\n❌ umbrella owner still missing',
      },
    ],
  },
  {
    name: 'claude-sonnet-4 thinking: two options offered to Jonas, not drafts',
    answer:
      '# «send»\nOption A: I drop the cat tree off Saturday\nOption B: you pick it up Sunday\nYour call!',
    expect: [
      {
        type: 'send',
        text: 'Option A: I drop the cat tree off Saturday\nOption B: you pick it up Sunday\nYour call!',
      },
    ],
  },
  {
    name: 'gemini-2.5-flash: an aside alone in a direct chat, then the answer',
    answer: '# «send»\n(sorry, one-handed typing, cat on my lap)\n\n# «send»\nSaturday 10–4!',
    expect: [
      { type: 'send', text: '(sorry, one-handed typing, cat on my lap)' },
      { type: 'send', text: 'Saturday 10–4!' },
    ],
  },
  {
    name: 'gemini-2.5-pro: a note label the person means',
    answer: '# «send»\nNote: Saturday we open at 11, I have the dentist first 🙈',
    expect: [{ type: 'send', text: 'Note: Saturday we open at 11, I have the dentist first 🙈' }],
  },
  {
    name: 'kimi-k2: opens with "Thinking of you"',
    answer: '# «send»\nThinking of you both after that move! Open Saturday, come by for tea',
    expect: [{ type: 'send', text: 'Thinking of you both after that move! Open Saturday, come by for tea' }],
  },
  {
    name: 'glm-4.6: opens with "Thought so"',
    answer: '# «send»\nThought so, cats always land on their feet 😄\n\nOpen Saturday from 10!',
    expect: [
      { type: 'send', text: 'Thought so, cats always land on their feet 😄\n\nOpen Saturday from 10!' },
    ],
  },
  {
    name: 'gemini-3-pro: a password in a code span',
    answer: '# «send»\nthe shop wifi is `Buecherwurm2024` if you need it Saturday',
    expect: [{ type: 'send', text: 'the shop wifi is `Buecherwurm2024` if you need it Saturday' }],
  },
  {
    name: 'claude-opus-4.1: a quotation with its author, then the answer',
    answer: '# «send»\n“Time spent with cats is never wasted.” — Colette\n\nGlad he made it! Saturday 10–4.',
    expect: [
      {
        type: 'send',
        text: '“Time spent with cats is never wasted.” — Colette\n\nGlad he made it! Saturday 10–4.',
      },
    ],
  },
  {
    name: 'gemini-2.5-pro, group: a reaction to Alice, then the answer',
    chat: 'group',
    callout: true,
    answer: '# «react» 4003 👀\n\n# «send»\nHe is fine! And yes, Saturday 10–4',
    expect: [
      { type: 'react', emoji: '👀', messageId: 4003 },
      { type: 'send', text: 'He is fine! And yes, Saturday 10–4', replyTo: 4005 },
    ],
  },
  {
    name: 'gpt-5, group: a second line addressing Alice by name',
    chat: 'group',
    callout: true,
    answer: '# «send»\nHe survived 🐱 open Saturday too\nAlice: your umbrella is behind the counter',
    expect: [
      {
        type: 'send',
        text: 'He survived 🐱 open Saturday too\nAlice: your umbrella is behind the counter',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'gemini-2.5-flash: emoji only, with a ZWJ sequence',
    answer: '# «send»\n🐈‍⬛🧺➡️🏠',
    expect: [{ type: 'send', text: '🐈‍⬛🧺➡️🏠' }],
  },
  {
    name: 'grok-4-fast: capitals as excitement in a direct chat',
    answer: '# «send»\nLEGEND. the cat, not you 😂',
    expect: [{ type: 'send', text: 'LEGEND. the cat, not you 😂' }],
  },
  {
    name: 'deepseek-v3.2: an ellipsis inside a real question',
    answer: '# «send»\nwait... the laundry basket?? how did that even work',
    expect: [{ type: 'send', text: 'wait... the laundry basket?? how did that even work' }],
  },
  {
    name: 'gemini-3-pro: a message, then a sticker as set :: name',
    answer: '# «send»\nHe is fine! Saturday 10–4 🙂\n\n# «sticker»\nHeidiDuck :: 👋',
    expect: [
      { type: 'send', text: 'He is fine! Saturday 10–4 🙂' },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
  {
    name: 'claude-sonnet-4.5: advice as a plain list with a lead-in',
    answer:
      '# «send»\nFor the first week:\n- keep him in one room\n- same litter as before\n- a pheromone plug-in helps\n\nOpen Saturday btw, 10–4',
    expect: [
      {
        type: 'send',
        text: 'For the first week:\n- keep him in one room\n- same litter as before\n- a pheromone plug-in helps\n\nOpen Saturday btw, 10–4',
      },
    ],
  },
  {
    name: 'gemini-2.5-pro: a private note first, then the message',
    answer:
      '# «think»\nJonas asks two things. Cat first, he sounded worried; then the hours.\n\n# «send»\nHe made it, a bit dramatic about it but fine. We are open Saturday 10–4!',
    expect: [
      { type: 'send', text: 'He made it, a bit dramatic about it but fine. We are open Saturday 10–4!' },
    ],
  },
  {
    name: 'gemini-2.5-pro, Russian group: called out, answers',
    ...DASHA,
    chat: 'group',
    callout: true,
    answer: '# «send»\nДа, еду! Верёвку возьму, только напомните в субботу вечером 🙏',
    expect: [
      { type: 'send', text: 'Да, еду! Верёвку возьму, только напомните в субботу вечером 🙏', replyTo: 4005 },
    ],
  },
  {
    name: 'gemini-3-flash, Spanish: one message',
    ...LUCIA,
    answer: '# «send»\n¡Sí! El sábado abrimos de 10 a 14, os espero a las dos 😊',
    expect: [{ type: 'send', text: '¡Sí! El sábado abrimos de 10 a 14, os espero a las dos 😊' }],
  },
  {
    name: 'gemini-2.5-pro, Japanese: two messages',
    ...YUKI,
    answer: '# «send»\n行きたい！\n\n# «send»\n午後1時くらいどう？',
    expect: [
      { type: 'send', text: '行きたい！' },
      { type: 'send', text: '午後1時くらいどう？' },
    ],
  },
  {
    name: 'qwen3-max, group: an empty answer is silence',
    chat: 'group',
    answer: '',
    expect: [],
  },
  {
    name: 'gemini-2.5-flash: a wait with its unit on the heading line',
    answer: '# «send»\nbrb, customer\n\n# «wait» 2 min\n\n# «send»\nok back. yes, open Saturday!',
    expect: [
      { type: 'send', text: 'brb, customer' },
      { type: 'wait', delay: 120 },
      { type: 'send', text: 'ok back. yes, open Saturday!' },
    ],
  },
  {
    name: "mistral-medium-3: the shop's name holds the persona's name",
    answer: "# «send»\nHeidi's Books is open Saturday 10–4, tell your friends 😄",
    expect: [{ type: 'send', text: "Heidi's Books is open Saturday 10–4, tell your friends 😄" }],
  },
  {
    name: 'gemini-3-pro: a fact in brackets at the end of a line',
    answer: '# «send»\nHe is fine! Open Saturday (Alice is covering the morning)',
    expect: [{ type: 'send', text: 'He is fine! Open Saturday (Alice is covering the morning)' }],
  },
  {
    name: 'gpt-5: a summary label the person means',
    answer: '# «send»\nSummary of Saturday: 10–4, cake at 3, bring the cat pics',
    expect: [{ type: 'send', text: 'Summary of Saturday: 10–4, cake at 3, bring the cat pics' }],
  },
  {
    name: 'gemini-2.5-pro: a roleplay action in a direct chat, actions allowed there',
    answer: '# «send»\n*grins* yes he survived',
    expect: [{ type: 'send', text: '*grins* yes he survived' }],
  },
  {
    name: 'qwen3-coder: a reaction only',
    answer: '# «react» 🔥',
    expect: [{ type: 'react', emoji: '🔥', messageId: 4005 }],
  },
];
