/**
 * Held-out set 28, ordinary answers: well-formed replies, reactions, stickers, waits, memory
 * notes and silence, some of which only look unusual (a grandmother's closing, a code block, a
 * price table, an elf's action when actions are on). Everything meant must arrive as written.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  CAMILLE_DM,
  CAMILLE_TAVERN,
  CAMILLE_TAVERN_ASIDE,
  INGRID_DM,
  INGRID_GROUP,
  LWAZI_DM,
  LWAZI_GROUP,
  MEILING_DM,
  MEILING_GROUP,
  MEILING_GROUP_ASIDE,
  NGOZI_DM,
  NGOZI_GROUP,
  RUSTAM_DM,
  RUSTAM_GROUP,
} from './answers-28-cast.js';

export const ORDINARY_28: CorpusEntry[] = [
  {
    name: 'ngozi: Pidgin answer about her shift, one message',
    ...NGOZI_DM,
    answer: '# «send»\nShift finish 8pm Friday. Bring the jollof come house after, I go dey around 8:30 😋',
    expect: [
      {
        type: 'send',
        text: 'Shift finish 8pm Friday. Bring the jollof come house after, I go dey around 8:30 😋',
      },
    ],
  },
  {
    name: 'ngozi: two messages with a pause between',
    ...NGOZI_DM,
    answer:
      '# «send»\nTell Mummy say I dey come Easter, I don book leave\n\n# «wait»\ndelay: 40\n\n# «send»\nAnd make she no cook too much this time abeg 😂',
    expect: [
      { type: 'send', text: 'Tell Mummy say I dey come Easter, I don book leave' },
      { type: 'wait', delay: 40 },
      { type: 'send', text: 'And make she no cook too much this time abeg 😂' },
    ],
  },
  {
    name: 'ngozi: a reaction to her sister and a chat note',
    ...NGOZI_DM,
    answer: '# «react» 4002 🙏\n\n# «note»\nAdaeze bringing jollof on Friday after my 8pm shift.',
    expect: [{ type: 'react', emoji: '🙏', messageId: 4002 }, { type: 'note' }],
  },
  {
    name: 'ngozi: group, covering the clinic with a condition',
    ...NGOZI_GROUP,
    chat: 'group',
    callout: true,
    answer: "# «send»\nCallum I fit cover Saturday, but you're doing my Tuesday late. Deal?",
    expect: [
      {
        type: 'send',
        text: "Callum I fit cover Saturday, but you're doing my Tuesday late. Deal?",
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'ngozi: group, bold in a reply to the missing key',
    ...NGOZI_GROUP,
    chat: 'group',
    answer:
      "# «send» 4001\nFound it. The key was in the **locum's coat pocket** 🙄 logged in the CD register now",
    expect: [
      {
        type: 'send',
        text: "Found it. The key was in the **locum's coat pocket** 🙄 logged in the CD register now",
        replyTo: 4001,
      },
    ],
  },
  {
    // A grandmother's closing with a family word, not her name: a person types it.
    name: 'ingrid: knots as a numbered list, signed as mormor',
    ...INGRID_DM,
    answer:
      '# «send»\nPålstek för förtöjning, den håller men går lätt att lösa.\n\nTill scoutmötet kan du öva på:\n1. Pålstek\n2. Dubbelt halvslag\n3. Råbandsknop\n\nKram, mormor',
    expect: [
      {
        type: 'send',
        text: 'Pålstek för förtöjning, den håller men går lätt att lösa.\n\nTill scoutmötet kan du öva på:\n1. Pålstek\n2. Dubbelt halvslag\n3. Råbandsknop\n\nKram, mormor',
      },
    ],
  },
  {
    name: 'ingrid: a question back',
    ...INGRID_DM,
    answer: '# «send»\nVad ska ni göra på mötet, ska ni segla eller bara knyta?',
    expect: [{ type: 'send', text: 'Vad ska ni göra på mötet, ska ni segla eller bara knyta?' }],
  },
  {
    name: 'ingrid: a sticker by set and emoji',
    ...INGRID_DM,
    answer: '# «sticker»\nHeidiDuck\n👋',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '👋' }],
  },
  {
    name: 'ingrid: group, the key to the mast shed',
    ...INGRID_GROUP,
    chat: 'group',
    callout: true,
    answer: '# «send»\nJa, nyckeln hänger på kroken i köket. Jag tar med den på lördag.',
    expect: [
      {
        type: 'send',
        text: 'Ja, nyckeln hänger på kroken i köket. Jag tar med den på lördag.',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'ingrid: a memory, then the message',
    ...INGRID_DM,
    answer:
      '# «remember»\nElias har scoutmöte på lördag och vill lära sig knopar.\n\n# «send»\nVi övar pålsteken tills den sitter!',
    expect: [{ type: 'remember' }, { type: 'send', text: 'Vi övar pålsteken tills den sitter!' }],
  },
  {
    name: 'rustam: slang with lower case and no full stops',
    ...RUSTAM_DM,
    answer: '# «send»\nго, я в 9 зайду\nлабу скинул тебе в тг, чекни',
    expect: [{ type: 'send', text: 'го, я в 9 зайду\nлабу скинул тебе в тг, чекни' }],
  },
  {
    name: 'rustam: a thumbs-up, then a message',
    ...RUSTAM_DM,
    answer: '# «react» 👍\n# «send»\nТолько я сначала поем, мама плов сделала',
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      { type: 'send', text: 'Только я сначала поем, мама плов сделала' },
    ],
  },
  {
    // A code block at the message's end is Telegram formatting (`pre`), not a wrapper.
    name: 'rustam: a SQL query he pastes in a code block',
    ...RUSTAM_DM,
    answer:
      '# «send»\nвот запрос из третьего задания, остальное сам)\n```sql\nSELECT s.name, COUNT(*) AS cnt\nFROM students s JOIN grades g ON g.student_id = s.id\nGROUP BY s.name;\n```',
    expect: [
      {
        type: 'send',
        text: 'вот запрос из третьего задания, остальное сам)\n```sql\nSELECT s.name, COUNT(*) AS cnt\nFROM students s JOIN grades g ON g.student_id = s.id\nGROUP BY s.name;\n```',
      },
    ],
  },
  {
    name: 'rustam: group, the class rep promises to ask',
    ...RUSTAM_GROUP,
    chat: 'group',
    callout: true,
    answer: '# «send»\nОк, схожу после второй пары и напишу сюда',
    expect: [{ type: 'send', text: 'Ок, схожу после второй пары и напишу сюда', replyTo: 4005 }],
  },
  {
    name: 'rustam: group, Uzbek in Latin script to Sardor',
    ...RUSTAM_GROUP,
    chat: 'group',
    answer: "# «send» 4003\nSardor, 305 emas, 412-xonada ekan. Hozir dekanatdan so'radim",
    expect: [
      { type: 'send', text: "Sardor, 305 emas, 412-xonada ekan. Hozir dekanatdan so'radim", replyTo: 4003 },
    ],
  },
  {
    name: 'lwazi: guest list sorted',
    ...LWAZI_DM,
    answer:
      "# «send»\nSharp sharp, you and your cousin are on the list 🙌 just tell the bouncer you're with me",
    expect: [
      {
        type: 'send',
        text: "Sharp sharp, you and your cousin are on the list 🙌 just tell the bouncer you're with me",
      },
    ],
  },
  {
    // A stretched word in capitals in a direct chat is excitement.
    name: 'lwazi: a shout, then news',
    ...LWAZI_DM,
    answer: "# «send»\nYOOOO\n# «send»\nyou won't believe who just booked me 😭🔥",
    expect: [
      { type: 'send', text: 'YOOOO' },
      { type: 'send', text: "you won't believe who just booked me 😭🔥" },
    ],
  },
  {
    name: 'lwazi: checking with the promoter, two minutes',
    ...LWAZI_DM,
    answer:
      '# «send»\nLet me check with the promoter quick\n\n# «wait»\ndelay: 2 min\n\n# «send»\nDone, both names are in 🤝',
    expect: [
      { type: 'send', text: 'Let me check with the promoter quick' },
      { type: 'wait', delay: 120 },
      { type: 'send', text: 'Done, both names are in 🤝' },
    ],
  },
  {
    // "Thinking of" opens a sentence; it is no reasoning label.
    name: 'lwazi: a message that opens with "Thinking of"',
    ...LWAZI_DM,
    answer: '# «send»\nThinking of dropping a new mix on Friday, you keen to hear it first?',
    expect: [{ type: 'send', text: 'Thinking of dropping a new mix on Friday, you keen to hear it first?' }],
  },
  {
    name: 'lwazi: group, not addressed, a private note only',
    ...LWAZI_GROUP,
    chat: 'group',
    answer: '# «think»\nSbu is asking Nomsa about her uncle. Nothing for me to add right now.',
    expect: [],
  },
  {
    // His part in the group: he owns a monitor, so he chimes in on the speakers.
    name: 'lwazi: group, offering his monitor to Sbu',
    ...LWAZI_GROUP,
    chat: 'group',
    answer: '# «send» 4001\nI can bring my monitor as backup, Sbu',
    expect: [{ type: 'send', text: 'I can bring my monitor as backup, Sbu', replyTo: 4001 }],
  },
  {
    name: 'lwazi: group, a reaction to Nomsa only',
    ...LWAZI_GROUP,
    chat: 'group',
    answer: '# «react» 4003 🔥',
    expect: [{ type: 'react', emoji: '🔥', messageId: 4003 }],
  },
  {
    name: '美玲: Saturday pickup, polite with a tilde',
    ...MEILING_DM,
    answer: '# «send»\n林先生您好～週六下午兩點後都可以來拿喔！兩罐東方美人幫您留著了 🍵',
    expect: [{ type: 'send', text: '林先生您好～週六下午兩點後都可以來拿喔！兩罐東方美人幫您留著了 🍵' }],
  },
  {
    name: '美玲: a message and a chat note',
    ...MEILING_DM,
    answer: '# «send»\n好的，幫您包好。\n\n# «note»\n林先生：週六取東方美人兩罐。',
    expect: [{ type: 'send', text: '好的，幫您包好。' }, { type: 'note' }],
  },
  {
    name: '美玲: bold price',
    ...MEILING_DM,
    answer: '# «send»\n今年的價格是 **一罐 1200 元**，兩罐算您 2200 就好 😊',
    expect: [{ type: 'send', text: '今年的價格是 **一罐 1200 元**，兩罐算您 2200 就好 😊' }],
  },
  {
    // A table of her teas and prices: no column names a message, so it is hers.
    name: '美玲: a price table she types',
    ...MEILING_DM,
    answer:
      '# «send»\n這週有的茶：\n| 茶 | 價格 |\n|---|---|\n| 東方美人 | 1200 |\n| 凍頂烏龍 | 800 |\n| 阿里山金萱 | 900 |',
    expect: [
      {
        type: 'send',
        text: '這週有的茶：\n| 茶 | 價格 |\n|---|---|\n| 東方美人 | 1200 |\n| 凍頂烏龍 | 800 |\n| 阿里山金萱 | 900 |',
      },
    ],
  },
  {
    name: '美玲: group, lending the shop',
    ...MEILING_GROUP,
    chat: 'group',
    callout: true,
    answer: '# «send»\n當然可以呀！星期一公休，那天店裡整個給你們用。',
    expect: [{ type: 'send', text: '當然可以呀！星期一公休，那天店裡整個給你們用。', replyTo: 4005 }],
  },
  {
    name: '美玲: group, a reply to 小芬',
    ...MEILING_GROUP,
    chat: 'group',
    answer: '# «send» 4003\n小芬最棒了 ❤️ 那我準備凍頂烏龍來配',
    expect: [{ type: 'send', text: '小芬最棒了 ❤️ 那我準備凍頂烏龍來配', replyTo: 4003 }],
  },
  {
    name: '美玲: group, not addressed, silence by a note only',
    ...MEILING_GROUP_ASIDE,
    chat: 'group',
    answer: '# «think»\n阿宏在問小芬，不是問我。',
    expect: [],
  },
  {
    name: 'camille: texting French in two messages',
    ...CAMILLE_DM,
    answer:
      '# «send»\nnn dsl jsuis pas chaude, le prof vérifie avec compilatio mdr\n# «send»\nmais jte fais un plan si tu veux 👀',
    expect: [
      { type: 'send', text: 'nn dsl jsuis pas chaude, le prof vérifie avec compilatio mdr' },
      { type: 'send', text: 'mais jte fais un plan si tu veux 👀' },
    ],
  },
  {
    // Actions are allowed in direct chats by default.
    name: 'camille: a sigh as an action in a direct chat',
    ...CAMILLE_DM,
    answer: '# «send»\n*soupire* bon ok je t’envoie juste l’intro',
    expect: [{ type: 'send', text: '*soupire* bon ok je t’envoie juste l’intro' }],
  },
  {
    // In a direct chat an aside alone is a message.
    name: 'camille: a bracketed apology alone',
    ...CAMILLE_DM,
    answer: '# «send»\n(dsl jme suis trompée de conv)',
    expect: [{ type: 'send', text: '(dsl jme suis trompée de conv)' }],
  },
  {
    // Two plain options are a person's list, not drafts.
    name: 'camille: plans for Saturday as two options',
    ...CAMILLE_DM,
    answer: '# «send»\nbon pour samedi :\nOption 1: ciné à 18h\nOption 2: crêpes chez moi\ntu choisis',
    expect: [
      {
        type: 'send',
        text: 'bon pour samedi :\nOption 1: ciné à 18h\nOption 2: crêpes chez moi\ntu choisis',
      },
    ],
  },
  {
    name: 'camille: a sticker by its emoji alone',
    ...CAMILLE_DM,
    answer: '# «sticker»\n😴',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😴' }],
  },
  {
    name: 'camille: tavern, actions always, called out, action and speech',
    ...CAMILLE_TAVERN,
    chat: 'group',
    callout: true,
    actions: 'always',
    answer:
      '# «send»\n*replie sa carte et pointe le nord* La tour ? Trois jours de marche, au-delà du marais. Mais personne n’en revient, voyageur.',
    expect: [
      {
        type: 'send',
        text: '*replie sa carte et pointe le nord* La tour ? Trois jours de marche, au-delà du marais. Mais personne n’en revient, voyageur.',
        replyTo: 4005,
      },
    ],
  },
  {
    // Actions on and the turn is a callout: an action alone is the elf's answer.
    name: 'camille: tavern, actions always, called out, an action alone',
    ...CAMILLE_TAVERN,
    chat: 'group',
    callout: true,
    actions: 'always',
    answer: '# «send»\n*hausse un sourcil et pose sa chope*',
    expect: [{ type: 'send', text: '*hausse un sourcil et pose sa chope*', replyTo: 4005 }],
  },
  {
    name: 'camille: tavern, a reaction to the innkeeper',
    ...CAMILLE_TAVERN_ASIDE,
    chat: 'group',
    answer: '# «react» 4003 😁',
    expect: [{ type: 'react', emoji: '😁', messageId: 4003 }],
  },
  {
    name: 'ngozi: a sticker after a message',
    ...NGOZI_DM,
    answer: '# «send»\nOya I don hear. Friday 8:30\n\n# «sticker»\nHeidiDuck :: 😂',
    expect: [
      { type: 'send', text: 'Oya I don hear. Friday 8:30' },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  {
    name: 'rustam: typos and an emoticon',
    ...RUSTAM_DM,
    answer: '# «send»\nда щас, ток скину лабу и залетаю)) сардору скажи чтоб не афкашил',
    expect: [{ type: 'send', text: 'да щас, ток скину лабу и залетаю)) сардору скажи чтоб не афкашил' }],
  },
  {
    name: 'ngozi: group, checking the register, five minutes, then clearing Priya',
    ...NGOZI_GROUP,
    chat: 'group',
    answer:
      "# «send» 4001\nGive me 5 mins, I dey check the CD register\n\n# «wait»\ndelay: 5 minutes\n\n# «send»\nRegister says the locum signed it out at 18:04. Priya you're clear 👍",
    expect: [
      { type: 'send', text: 'Give me 5 mins, I dey check the CD register', replyTo: 4001 },
      { type: 'wait', delay: 300 },
      { type: 'send', text: "Register says the locum signed it out at 18:04. Priya you're clear 👍" },
    ],
  },
  {
    name: 'ingrid: group, offering Maja a lift after all',
    ...INGRID_GROUP,
    chat: 'group',
    answer: '# «send» 4003\nJag ändrade mig, jag tar bilen. Maja, vill du åka med?',
    expect: [{ type: 'send', text: 'Jag ändrade mig, jag tar bilen. Maja, vill du åka med?', replyTo: 4003 }],
  },
  {
    name: '美玲: a thumbs-up and a memory of the regular customer',
    ...MEILING_DM,
    answer: '# «react» 👍\n\n# «remember»\n林先生喜歡東方美人，每年春天都會訂兩罐。',
    expect: [{ type: 'react', emoji: '👍', messageId: 4005 }, { type: 'remember' }],
  },
];
