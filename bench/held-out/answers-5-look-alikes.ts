/**
 * Held-out set 5, part 3: silence and waiting in several languages, and legitimate messages that
 * look like meta — a signature habit, options the friend asked for, a partial quote, code, jokes
 * in brackets, a requested translation, names before colons addressed to others, emoji.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { CHINESE, JAPANESE, KOREAN, SPANISH } from './answers-5-scripts.js';

/** The default scene with a different last question from the friend. */
function asked(question: string): ReadonlyMap<number, string> {
  return new Map([
    [4001, 'Jonas moved flats on Sunday, the cat came along in a laundry basket'],
    [4003, 'Has anyone seen my blue umbrella? I think I left it at the shop'],
    [4005, question],
  ]);
}

export const HELD_OUT_5_LOOK_ALIKES: CorpusEntry[] = [
  {
    // スルー: "let it pass", the usual Japanese word for leaving a message unanswered.
    name: 'ja: a group, （スルー） alone',
    persona: 'ユキ',
    others: JAPANESE,
    chat: 'group',
    answer: '（スルー）',
    expect: [],
  },
  {
    name: 'ko: a group, read and passed over, in brackets',
    persona: '민지',
    others: KOREAN,
    chat: 'group',
    answer: '# «send»\n(읽고 넘김)',
    expect: [],
  },
  {
    name: 'es: a group, keeps shelving books in silence',
    persona: 'Lucía',
    others: SPANISH,
    chat: 'group',
    answer: '*sigue ordenando libros en silencio*',
    expect: [],
  },
  {
    name: 'el: a group, does not answer',
    persona: 'Ελένη',
    chat: 'group',
    answer: '# «send»\n(δεν απαντά)',
    expect: [],
  },
  {
    name: 'he: a group, not responding',
    persona: 'נועה',
    chat: 'group',
    answer: '(לא מגיבה)',
    expect: [],
  },
  {
    name: 'de: a group, waits whether someone else answers',
    chat: 'group',
    answer: '# «send»\n*wartet ab, ob jemand anderes antwortet*',
    expect: [],
  },
  {
    // 思考 is a marker word; in our brackets on a heading it is the think block, not a message.
    name: 'zh: a group, a block headed «思考» saying nothing is addressed to the persona',
    persona: '小林',
    others: CHINESE,
    chat: 'group',
    answer: '# «思考»\n这条消息不是问我的，不用回。',
    expect: [],
  },
  {
    name: 'ko: a block headed «생각» with reasoning only',
    persona: '민지',
    others: KOREAN,
    answer: '# «생각»\n친구가 자려고 한다고 했으니 답장은 안 해도 될 것 같다.',
    expect: [],
  },
  {
    name: 'an ordinary wait, then an apology for the delay',
    answer: '# «wait» 30\n\n# «send»\nSorry, was at the till — he survived! 😹',
    expect: [
      { type: 'wait', delay: 30 },
      { type: 'send', text: 'Sorry, was at the till — he survived! 😹' },
    ],
  },
  {
    name: 'an ordinary reaction and a message',
    answer: '# «react» 👍\n\n# «send»\nHe survived! Sulked for a day, then ate everything 😹',
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      { type: 'send', text: 'He survived! Sulked for a day, then ate everything 😹' },
    ],
  },
  {
    name: 'an ordinary sticker alone',
    answer: '# «sticker»\nHeidiDuck\n😂',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    // The persona is a grandmother who signs her messages, as many do on their phones.
    name: 'de: a grandmother’s own signature habit, not her name',
    persona: 'Gerda',
    others: new Map([[4005, 'Oma, hat der Kater den Umzug gut überstanden? Kommst du Samstag?']]),
    answer: '# «send»\nJa, der Kater hat alles gut überstanden. Samstag komme ich um 3.\n\nDeine Oma ❤️',
    expect: [
      {
        type: 'send',
        text: 'Ja, der Kater hat alles gut überstanden. Samstag komme ich um 3.\n\nDeine Oma ❤️',
      },
    ],
  },
  {
    name: 'two options the friend asked for',
    others: asked('Can you give me two ideas for Saturday? Something with the kids'),
    answer:
      '# «send»\nHere are two options for Saturday:\n1. Story hour at the shop at 11, then ice cream\n2. The flea market at the canal, then cake at mine',
    expect: [
      {
        type: 'send',
        text: 'Here are two options for Saturday:\n1. Story hour at the shop at 11, then ice cream\n2. The flea market at the canal, then cake at mine',
      },
    ],
  },
  {
    name: 'part of the friend’s message quoted with >, then the answer',
    answer: "# «send»\n> are you open on Saturday?\n\nYes! 10–14, I'll put the kettle on ☕",
    expect: [{ type: 'send', text: "> are you open on Saturday?\n\nYes! 10–14, I'll put the kettle on ☕" }],
  },
  {
    name: 'a git command the friend asked for, in a code block',
    others: asked('What was the git command to undo my last commit but keep the changes?'),
    answer: '# «send»\nThis one:\n\n```\ngit reset --soft HEAD~1\n```\n\nYour changes stay staged 👍',
    expect: [
      { type: 'send', text: 'This one:\n\n```\ngit reset --soft HEAD~1\n```\n\nYour changes stay staged 👍' },
    ],
  },
  {
    name: 'a joke in brackets as the whole direct message',
    answer: "# «send»\n(not that I've been refreshing the chat waiting for cat news or anything)",
    expect: [
      { type: 'send', text: "(not that I've been refreshing the chat waiting for cat news or anything)" },
    ],
  },
  {
    name: '[citation needed] after a claim',
    answer: '# «send»\nHe survived! Cats always land on their feet [citation needed] 😹',
    expect: [{ type: 'send', text: 'He survived! Cats always land on their feet [citation needed] 😹' }],
  },
  {
    name: 'a translation the friend asked for, opening the message',
    others: asked('What does "Feierabend" actually mean?'),
    answer:
      '# «send»\nTranslation: "after-work time", but really it\'s a feeling — the moment the shop door closes 😌',
    expect: [
      {
        type: 'send',
        text: 'Translation: "after-work time", but really it\'s a feeling — the moment the shop door closes 😌',
      },
    ],
  },
  {
    name: '"Thinking of you" opening the message',
    answer: '# «send»\nThinking of you both! Glad the cat made it 💛',
    expect: [{ type: 'send', text: 'Thinking of you both! Glad the cat made it 💛' }],
  },
  {
    name: 'a note-to-self joke on the second line',
    answer: '# «send»\nHe survived!\nNote to self: never help anyone move with a cat again 😅',
    expect: [
      { type: 'send', text: 'He survived!\nNote to self: never help anyone move with a cat again 😅' },
    ],
  },
  {
    name: '"My analysis:" as a joke',
    answer: '# «send»\nMy analysis: the cat is fine, the laundry basket is ruined 😹',
    expect: [{ type: 'send', text: 'My analysis: the cat is fine, the laundry basket is ruined 😹' }],
  },
  {
    name: '"Just thinking out loud:" with a real suggestion',
    answer: '# «send»\nJust thinking out loud: what if we did the reading on Sunday instead?',
    expect: [{ type: 'send', text: 'Just thinking out loud: what if we did the reading on Sunday instead?' }],
  },
  {
    name: 'a group, two people addressed by name and colon',
    chat: 'group',
    answer: '# «send»\nAlice: he survived 😹\nJonas: your umbrella is here, behind the till ☂️',
    expect: [
      {
        type: 'send',
        text: 'Alice: he survived 😹\nJonas: your umbrella is here, behind the till ☂️',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'emoji-heavy with capitals',
    answer: '# «send»\n😹😹😹 HE SURVIVED 🐱📦➡️🏠\nSat 🕙–🕑 ✅',
    expect: [{ type: 'send', text: '😹😹😹 HE SURVIVED 🐱📦➡️🏠\nSat 🕙–🕑 ✅' }],
  },
  {
    name: '"Here\'s what I\'d do:" as advice the friend asked for',
    others: asked('My cat hides under the bed since the move, what should I do?'),
    answer:
      "# «send»\nHere's what I'd do: leave her be, put food and the litter box close, and give it a week 🐈",
    expect: [
      {
        type: 'send',
        text: "Here's what I'd do: leave her be, put food and the litter box close, and give it a week 🐈",
      },
    ],
  },
  {
    name: 'a P.S. to someone else',
    answer: '# «send»\nHe survived! Saturday 10–14 🙂\n\nP.S. Jonas, your umbrella is here',
    expect: [{ type: 'send', text: 'He survived! Saturday 10–14 🙂\n\nP.S. Jonas, your umbrella is here' }],
  },
  {
    name: 'a heart written <3',
    answer: "# «send»\nGlad you asked <3 he's fine, and Saturday 10–14!",
    expect: [{ type: 'send', text: "Glad you asked <3 he's fine, and Saturday 10–14!" }],
  },
  {
    name: 'bold day labels in opening hours',
    answer: '# «send»\nHe survived! Hours this weekend:\n**Saturday:** 10–14\n**Sunday:** closed',
    expect: [
      { type: 'send', text: 'He survived! Hours this weekend:\n**Saturday:** 10–14\n**Sunday:** closed' },
    ],
  },
  {
    name: 'a direct chat, an action the persona may play',
    answer: "# «send»\n*hugs the laundry basket* he's fine, we both are 😹",
    expect: [{ type: 'send', text: "*hugs the laundry basket* he's fine, we both are 😹" }],
  },
  {
    name: 'someone else quoted and named with a dash',
    answer: '# «send»\n"Never move with a cat." — Jonas, Sunday evening 😹',
    expect: [{ type: 'send', text: '"Never move with a cat." — Jonas, Sunday evening 😹' }],
  },
  {
    name: 'an ordinary short answer with a reply id',
    answer: '# «send» 4003\nFound it! Blue umbrella, behind the till ☂️',
    expect: [{ type: 'send', text: 'Found it! Blue umbrella, behind the till ☂️', replyTo: 4003 }],
  },
  {
    name: 'an ordinary answer without blocks',
    answer: 'He survived! Sulked for an hour, then took over the new sofa 😹',
    expect: [{ type: 'send', text: 'He survived! Sulked for an hour, then took over the new sofa 😹' }],
  },
];
