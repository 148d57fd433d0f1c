/**
 * Set 30, ordinary answers of group life: replies, reactions, stickers, waits, memory notes,
 * silence when nothing is addressed to the persona, and messages that merely look unusual.
 * A group's first message answers the target (4005) when it names no reply id.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  FOOTBALL,
  FOOTBALL_NAMES,
  FOOTBALL_OWN,
  PARTY,
  PARTY_NAMES,
  PARTY_OWN,
  PISO,
  PISO_NAMES,
  PISO_OWN,
  STUDY,
  STUDY_NAMES,
  STUDY_OWN,
  TAVERN,
  TAVERN_NAMES,
  TAVERN_OWN,
} from './answers-30-scenes.js';

const party = { chat: 'group', others: PARTY, own: PARTY_OWN, participants: PARTY_NAMES } as const;
const football = {
  chat: 'group',
  persona: 'Костя',
  others: FOOTBALL,
  own: FOOTBALL_OWN,
  participants: FOOTBALL_NAMES,
} as const;
const piso = {
  chat: 'group',
  persona: 'Marta',
  others: PISO,
  own: PISO_OWN,
  participants: PISO_NAMES,
} as const;
const study = {
  chat: 'group',
  persona: 'Yuki',
  others: STUDY,
  own: STUDY_OWN,
  participants: STUDY_NAMES,
} as const;
const tavern = {
  chat: 'group',
  persona: 'Lotte',
  others: TAVERN,
  own: TAVERN_OWN,
  participants: TAVERN_NAMES,
} as const;

export const ORDINARY_30: CorpusEntry[] = [
  {
    name: 's30 party: a callout answered with slang, no reply id (answers the target)',
    ...party,
    callout: true,
    answer: '# «send»\nyesss I can grab the big one, but someone help me carry it pls 😅',
    expect: [
      {
        type: 'send',
        text: 'yesss I can grab the big one, but someone help me carry it pls 😅',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 's30 party: not addressed, a private note only is silence',
    ...party,
    answer:
      '# «think»\nAlice and Marek are sorting out candles between themselves; nothing here asks me anything.',
    expect: [],
    silence: '',
  },
  {
    name: 's30 party: three people at once, each answered by id',
    ...party,
    callout: true,
    answer:
      '# «send» 4005\nsure, the table fits in Marek’s van\n\n# «send» 4001\nAlice your lemon cake pls 🙏\n\n# «react» 4003\n👍',
    expect: [
      { type: 'send', text: 'sure, the table fits in Marek’s van', replyTo: 4005 },
      { type: 'send', text: 'Alice your lemon cake pls 🙏', replyTo: 4001 },
      { type: 'react', emoji: '👍', messageId: 4003 },
    ],
  },
  {
    name: 's30 party: only a reaction on someone else’s message',
    ...party,
    answer: '# «react» 4001\n🔥',
    expect: [{ type: 'react', emoji: '🔥', messageId: 4001 }],
  },
  {
    name: 's30 party: a sticker to one message by id',
    ...party,
    answer: '# «sticker» 4003\nHeidiDuck\n😂',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 4003 }],
  },
  {
    name: 's30 party: a list a person types, bold and dashes',
    ...party,
    callout: true,
    answer:
      '# «send»\nok so for Saturday:\n- **table**: me\n- cake: Alice\n- candles + balloons: Marek\n- drinks: also me lol',
    expect: [
      {
        type: 'send',
        text: 'ok so for Saturday:\n- **table**: me\n- cake: Alice\n- candles + balloons: Marek\n- drinks: also me lol',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 's30 party: reply, a pause, a second thought',
    ...party,
    callout: true,
    answer: '# «send»\nyes!\n\n# «wait»\ndelay: 40\n\n# «send»\nwait how big is the room, will it even fit',
    expect: [
      { type: 'send', text: 'yes!', replyTo: 4005 },
      { type: 'wait', delay: 40 },
      { type: 'send', text: 'wait how big is the room, will it even fit' },
    ],
  },
  {
    name: 's30 party: a memory of the plan beside the answer',
    ...party,
    callout: true,
    answer:
      '# «send»\ndone, I’ll bring it Friday evening\n\n# «note»\nSaturday party: I bring the big shop table and drinks.',
    expect: [{ type: 'send', text: 'done, I’ll bring it Friday evening', replyTo: 4005 }, { type: 'note' }],
  },
  {
    name: 's30 party: not addressed, only a memory of a person',
    ...party,
    answer: '# «think»\nnot my conversation\n\n# «person» 7\nAlice bakes lemon cakes for birthdays.',
    expect: [{ type: 'person' }],
  },
  {
    name: 's30 party: an aside in brackets inside a real sentence',
    ...party,
    callout: true,
    answer: '# «send»\nthe big table (the one with the wobbly leg) or the folding one?',
    expect: [
      {
        type: 'send',
        text: 'the big table (the one with the wobbly leg) or the folding one?',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 's30 party: a laugh in capitals is a person’s',
    ...party,
    callout: true,
    answer: '# «send»\nHAHAHA ok fine',
    expect: [{ type: 'send', text: 'HAHAHA ok fine', replyTo: 4005 }],
  },
  {
    name: 's30 party: a mention and a hashtag',
    ...party,
    callout: true,
    answer: '# «send»\n@marek_b you’re driving then 🚐 #ofenbande',
    expect: [{ type: 'send', text: '@marek_b you’re driving then 🚐 #ofenbande', replyTo: 4005 }],
  },
  {
    name: 's30 party: the persona’s own name in a real sentence',
    ...party,
    callout: true,
    answer: '# «send»\nlast time you said “Heidi has a van” and I do NOT have a van 😤',
    expect: [
      {
        type: 'send',
        text: 'last time you said “Heidi has a van” and I do NOT have a van 😤',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 's30 football: Russian callout answered plainly',
    ...football,
    callout: true,
    answer: '# «send»\nс вами! отпросился, буду к семи 💪',
    expect: [{ type: 'send', text: 'с вами! отпросился, буду к семи 💪', replyTo: 4005 }],
  },
  {
    name: 's30 football: not addressed, empty answer is silence',
    ...football,
    answer: '',
    expect: [],
    silence: '',
  },
  {
    name: 's30 football: a reaction to Dima’s eye-roll and a joke to him',
    ...football,
    callout: true,
    answer: '# «react» 4004\n🤣\n\n# «send» 4003\nДима, я тебе напомню в шесть, не переживай',
    expect: [
      { type: 'react', emoji: '🤣', messageId: 4004 },
      { type: 'send', text: 'Дима, я тебе напомню в шесть, не переживай', replyTo: 4003 },
    ],
  },
  {
    name: 's30 football: a question back, with a typo',
    ...football,
    callout: true,
    answer: '# «send»\nа где играем, на старом поле или на школьнм?',
    expect: [{ type: 'send', text: 'а где играем, на старом поле или на школьнм?', replyTo: 4005 }],
  },
  {
    name: 's30 piso: Spanish callout with a question back',
    ...piso,
    callout: true,
    answer: '# «send»\n¡claro que voy! ¿a qué hora quedamos en la puerta?',
    expect: [{ type: 'send', text: '¡claro que voy! ¿a qué hora quedamos en la puerta?', replyTo: 4005 }],
  },
  {
    name: 's30 piso: two messages, the second answering Pablo by id',
    ...piso,
    callout: true,
    answer:
      '# «send»\nsí sí, apúntame\n# «send» 4002\nPablo luego te devuelvo el cargador, que me lo llevo un rato',
    expect: [
      { type: 'send', text: 'sí sí, apúntame', replyTo: 4005 },
      { type: 'send', text: 'Pablo luego te devuelvo el cargador, que me lo llevo un rato', replyTo: 4002 },
    ],
  },
  {
    name: 's30 piso: a sticker after the message',
    ...piso,
    callout: true,
    answer: '# «send»\nvoy!!\n# «sticker»\nHeidiDuck :: 👋',
    expect: [
      { type: 'send', text: 'voy!!', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
  {
    name: 's30 piso: not addressed, a private note and nothing else',
    ...piso,
    answer: '# «think»\nLucía y Pablo hablan del cargador, ya dije que el mío está roto.',
    expect: [],
    silence: '',
  },
  {
    name: 's30 study: Japanese callout, a promise',
    ...study,
    callout: true,
    answer: '# «send»\nいいよ！今夜まとめて送るね📸',
    expect: [{ type: 'send', text: 'いいよ！今夜まとめて送るね📸', replyTo: 4005 }],
  },
  {
    name: 's30 study: reaction to a thank-you, nothing said',
    ...study,
    answer: '# «react» 4003\n👏',
    expect: [{ type: 'react', emoji: '👏', messageId: 4003 }],
  },
  {
    name: 's30 tavern: actions allowed in the game on a callout',
    ...tavern,
    callout: true,
    actions: 'always',
    answer: '# «send»\n*haalt haar schouders op* Ik zag alleen de waard met twee kroezen lopen.',
    expect: [
      {
        type: 'send',
        text: '*haalt haar schouders op* Ik zag alleen de waard met twee kroezen lopen.',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 's30 tavern: an action alone on a callout, actions allowed',
    ...tavern,
    callout: true,
    actions: 'always',
    answer: '# «send»\n*wijst zwijgend naar de waard*',
    expect: [{ type: 'send', text: '*wijst zwijgend naar de waard*', replyTo: 4005 }],
  },
  {
    name: 's30 direct: an action with the message where actions are direct',
    answer: '# «send»\n*knuddelt dich* ich bin so froh, dass der Kater heil angekommen ist',
    expect: [{ type: 'send', text: '*knuddelt dich* ich bin so froh, dass der Kater heil angekommen ist' }],
  },
  {
    name: 's30 direct: stressed word in stars is emphasis',
    answer:
      '# «send»\nthe cat is *totally* fine, cats hate moving but they get over it. and yes, Saturday 10–14!',
    expect: [
      {
        type: 'send',
        text: 'the cat is *totally* fine, cats hate moving but they get over it. and yes, Saturday 10–14!',
      },
    ],
  },
  {
    name: 's30 direct: an aside alone is a message in a direct chat',
    answer: '# «send»\n(oops, that was meant for my sister)',
    expect: [{ type: 'send', text: '(oops, that was meant for my sister)' }],
  },
  {
    name: 's30 direct: a plan with times on lines',
    answer: '# «send»\nSaturday:\n10:00 open\n12:30 lunch break (15 min)\n14:00 closed',
    expect: [{ type: 'send', text: 'Saturday:\n10:00 open\n12:30 lunch break (15 min)\n14:00 closed' }],
  },
  {
    name: 's30 direct: a sticker only, emoji then set',
    answer: '# «sticker»\n😴 HeidiDuck',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😴' }],
  },
  {
    name: 's30 direct: a remember beside the reply',
    answer:
      '# «send»\nso relieved 🥹 give the cat a scritch from me\n\n# «remember»\nJonas’s cat hid in a laundry basket for the move.',
    expect: [{ type: 'send', text: 'so relieved 🥹 give the cat a scritch from me' }, { type: 'remember' }],
  },
  {
    name: 's30 direct: a word in capitals is excitement',
    answer: 'SURVIVED!! and yes we’re open Saturday',
    expect: [{ type: 'send', text: 'SURVIVED!! and yes we’re open Saturday' }],
  },
  {
    name: 's30 direct: quotation marks inside a message, paired',
    answer: '# «send»\nJonas just texted me "the cat is plotting revenge" 😂 so I guess yes',
    expect: [{ type: 'send', text: 'Jonas just texted me "the cat is plotting revenge" 😂 so I guess yes' }],
  },
];
