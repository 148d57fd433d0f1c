/**
 * Held-out set 10, ordinary answers: well-formed blocks in the voices of seven personas, and
 * messages that only look unusual (an aside, a word in capitals, `Note:` opening a text, a
 * partial quote, a code block), each expected exactly as sent.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  ANOUK_DIRECT,
  DIMA_GROUP,
  HARUKA_DIRECT,
  HEIDI_DE,
  MATEO_GROUP,
  OLEK_GROUP,
  PRIYA_DIRECT,
} from './answers-10-scenes.js';

export const ORDINARY_10: CorpusEntry[] = [
  {
    name: 'two replies, one to the question and one plain',
    answer:
      '# «send» 4005\nHe survived! Sulked under the sofa for a day, now he owns the laundry basket 😹\n\n# «send»\nAnd yes, Saturday 10–14 as always',
    expect: [
      {
        type: 'send',
        text: 'He survived! Sulked under the sofa for a day, now he owns the laundry basket 😹',
        replyTo: 4005,
      },
      { type: 'send', text: 'And yes, Saturday 10–14 as always' },
    ],
  },
  {
    name: 'a reaction then a message',
    answer:
      '# «react» 4003\n👀\n\n# «send»\nJonas, your umbrella is behind the counter, blue with white dots?',
    expect: [
      { type: 'react', emoji: '👀', messageId: 4003 },
      { type: 'send', text: 'Jonas, your umbrella is behind the counter, blue with white dots?' },
    ],
  },
  {
    name: 'an offered sticker on two lines',
    answer: '# «sticker»\nHeidiDuck\n😴',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😴' }],
  },
  {
    name: 'a message, a wait in minutes, a second message',
    answer: '# «send»\nmoment, I look in the back\n\n# «wait»\ndelay: 2 min\n\n# «send»\nfound it 🌂',
    expect: [
      { type: 'send', text: 'moment, I look in the back' },
      { type: 'wait', delay: 120 },
      { type: 'send', text: 'found it 🌂' },
    ],
  },
  {
    name: 'a memory note next to the message',
    answer:
      '# «note»\nJonas moved on Sunday; cat is called Pixel.\n\n# «send»\nGive Pixel a scratch from me!',
    expect: [{ type: 'note' }, { type: 'send', text: 'Give Pixel a scratch from me!' }],
  },
  {
    // A code block closing a message is Telegram formatting, not a wrapper.
    name: 'the wifi password in a code block at the end',
    answer: '# «send»\nThe guest wifi for Saturday:\n```\nkatze2026!\n```',
    expect: [{ type: 'send', text: 'The guest wifi for Saturday:\n```\nkatze2026!\n```' }],
  },
  {
    name: 'a short list with bold a person types',
    answer: '# «send»\nSaturday:\n- **10–14** shop\n- after that I help Jonas with boxes',
    expect: [{ type: 'send', text: 'Saturday:\n- **10–14** shop\n- after that I help Jonas with boxes' }],
  },
  {
    name: 'Thinking of you opens an ordinary message',
    answer: '# «send»\nThinking of you today, hope the move went okay 💐',
    expect: [{ type: 'send', text: 'Thinking of you today, hope the move went okay 💐' }],
  },
  {
    name: 'Thought so, the whole message',
    answer: '# «send» 4003\nThought so 😏',
    expect: [{ type: 'send', text: 'Thought so 😏', replyTo: 4003 }],
  },
  {
    // Documented: a note label opening the body is the message.
    name: 'Note to self opening a joke',
    answer: '# «send»\nNote to self: never move house with a cat again 😂',
    expect: [{ type: 'send', text: 'Note to self: never move house with a cat again 😂' }],
  },
  {
    // Documented: in a direct chat an aside alone is a message.
    name: 'an aside alone in a direct chat',
    answer: '# «send»\n(sorry, that was meant for my sister)',
    expect: [{ type: 'send', text: '(sorry, that was meant for my sister)' }],
  },
  {
    name: 'a roleplay action allowed in a direct chat',
    answer: '# «send»\n*waves from behind the till* See you Saturday!',
    expect: [{ type: 'send', text: '*waves from behind the till* See you Saturday!' }],
  },
  {
    name: 'the persona introducing herself on a new phone',
    answer: '# «send»\nHeidi here, new number! Your umbrella is safe with us',
    expect: [{ type: 'send', text: 'Heidi here, new number! Your umbrella is safe with us' }],
  },
  {
    // Part of a message quoted is a person's quote, not an echo of the whole.
    name: 'a partial quote then the answer',
    answer: '# «send»\n> Has anyone seen my blue umbrella?\nYes! Lost and found box, next to the till',
    expect: [
      {
        type: 'send',
        text: '> Has anyone seen my blue umbrella?\nYes! Lost and found box, next to the till',
      },
    ],
  },
  {
    name: 'a reply that mentions her reply to someone else',
    answer:
      '# «send»\nHe is fine!\n\nMy reply to the landlord about the deposit was maybe too harsh though lol',
    expect: [
      {
        type: 'send',
        text: 'He is fine!\n\nMy reply to the landlord about the deposit was maybe too harsh though lol',
      },
    ],
  },
  {
    name: 'Version 2 of a poster, not a draft',
    answer: '# «send»\nVersion 2 of the Saturday poster is on the door ✌️ what do you think?',
    expect: [{ type: 'send', text: 'Version 2 of the Saturday poster is on the door ✌️ what do you think?' }],
  },
  {
    name: 'Plan A and Plan B a person writes',
    answer: '# «send»\nPlan A: lake if it is sunny\nPlan B: cinema if it rains',
    expect: [{ type: 'send', text: 'Plan A: lake if it is sunny\nPlan B: cinema if it rains' }],
  },
  {
    name: 'Okay, so directions to the reader',
    answer:
      '# «send»\nOkay, so you take the U2 to Alexanderplatz.\n\nThen the tram, the shop is right at the stop',
    expect: [
      {
        type: 'send',
        text: 'Okay, so you take the U2 to Alexanderplatz.\n\nThen the tram, the shop is right at the stop',
      },
    ],
  },
  {
    name: 'German with typographic quotes inside',
    persona: 'Heidi',
    others: HEIDI_DE,
    answer: '# «send» 4005\nJonas meinte „alles gut“ — glaub ich ihm nicht ganz 😄 Samstag 10 bis 14!',
    expect: [
      {
        type: 'send',
        text: 'Jonas meinte „alles gut“ — glaub ich ihm nicht ganz 😄 Samstag 10 bis 14!',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'German capitals as excitement in a direct chat',
    others: HEIDI_DE,
    answer: '# «send»\nJAAA 🎉',
    expect: [{ type: 'send', text: 'JAAA 🎉' }],
  },
  {
    name: 'a heading without the blank line, emoji only',
    others: HEIDI_DE,
    answer: '# «send»\n😂😂😂',
    expect: [{ type: 'send', text: '😂😂😂' }],
  },
  {
    name: 'a group reply with slang',
    persona: 'Mateo',
    others: MATEO_GROUP,
    chat: 'group',
    callout: true,
    answer: '# «send»\nObvio tío, ahí estoy a las 8 🧗‍♂️ ¿alguien pasa por mí?',
    expect: [{ type: 'send', text: 'Obvio tío, ahí estoy a las 8 🧗‍♂️ ¿alguien pasa por mí?', replyTo: 4005 }],
  },
  {
    name: 'a group answer to an earlier message',
    persona: 'Mateo',
    others: MATEO_GROUP,
    chat: 'group',
    answer: '# «send» 4002\nYo tengo una de 70, te la llevo el sábado',
    expect: [{ type: 'send', text: 'Yo tengo una de 70, te la llevo el sábado', replyTo: 4002 }],
  },
  {
    name: 'a group, nothing addressed: an empty answer',
    persona: 'Mateo',
    others: MATEO_GROUP,
    chat: 'group',
    answer: '',
    expect: [],
  },
  {
    name: 'a group, a think block only',
    persona: 'Mateo',
    others: MATEO_GROUP,
    chat: 'group',
    answer: '# «think»\nLucía y Pablo hablan del tiempo, no me preguntan nada.',
    expect: [],
  },
  {
    name: 'a group, only a reaction to the plan',
    persona: 'Mateo',
    others: MATEO_GROUP,
    chat: 'group',
    answer: '# «react» 4004\n🔥',
    expect: [{ type: 'react', emoji: '🔥', messageId: 4004 }],
  },
  {
    name: 'Japanese, two short messages',
    persona: 'ハルカ',
    others: HARUKA_DIRECT,
    answer: '# «send»\nいいね！行く行く🍜\n\n# «send»\n七時に改札前でいい？',
    expect: [
      { type: 'send', text: 'いいね！行く行く🍜' },
      { type: 'send', text: '七時に改札前でいい？' },
    ],
  },
  {
    name: 'Japanese, a reaction and a memory',
    persona: 'ハルカ',
    others: HARUKA_DIRECT,
    answer: '# «react» 4005\n😍\n\n# «remember»\nラーメン好き、駅前の新しい店に行く約束',
    expect: [{ type: 'react', emoji: '😍', messageId: 4005 }, { type: 'remember' }],
  },
  {
    name: 'Polish flatmates, lower case and a typo',
    persona: 'Olek',
    others: OLEK_GROUP,
    chat: 'group',
    callout: true,
    answer: '# «send»\nno jasne, kupie jak bede wracal ;) cos jeszcze?',
    expect: [{ type: 'send', text: 'no jasne, kupie jak bede wracal ;) cos jeszcze?', replyTo: 4005 }],
  },
  {
    name: 'Polish, a reply then a reaction to the bins',
    persona: 'Olek',
    others: OLEK_GROUP,
    chat: 'group',
    callout: true,
    answer: '# «send» 4005\nmleko i papier, ok\n\n# «react» 4004\n🤣',
    expect: [
      { type: 'send', text: 'mleko i papier, ok', replyTo: 4005 },
      { type: 'react', emoji: '🤣', messageId: 4004 },
    ],
  },
  {
    name: 'Hinglish to a colleague',
    persona: 'Priya',
    others: PRIYA_DIRECT,
    answer:
      '# «send» 4005\nArre haan, slides done hai. Tu budget wala part le le, main 11 ke call se pehle review kar lungi',
    expect: [
      {
        type: 'send',
        text: 'Arre haan, slides done hai. Tu budget wala part le le, main 11 ke call se pehle review kar lungi',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'a colleague gets a link in Markdown',
    persona: 'Priya',
    others: PRIYA_DIRECT,
    answer: '# «send»\nhere: [deck v3](https://docs.example.com/d/abc123) — check slide 7, numbers still old',
    expect: [
      {
        type: 'send',
        text: 'here: [deck v3](https://docs.example.com/d/abc123) — check slide 7, numbers still old',
      },
    ],
  },
  {
    name: 'a question back, then a person memory',
    persona: 'Priya',
    others: PRIYA_DIRECT,
    answer:
      '# «send»\nwait, which budget — Q3 or the full year one?\n\n# «person» 7\nWorks with Priya on the Monday client deck; handles budgets.',
    expect: [{ type: 'send', text: 'wait, which budget — Q3 or the full year one?' }, { type: 'person' }],
  },
  {
    name: 'Dutch to a sister, two messages',
    persona: 'Anouk',
    others: ANOUK_DIRECT,
    answer:
      '# «send» 4005\nJa tuurlijk, ik haal hem om half vijf\n\n# «send»\nen zeg maar tegen mama dat we komen 🥰',
    expect: [
      { type: 'send', text: 'Ja tuurlijk, ik haal hem om half vijf', replyTo: 4005 },
      { type: 'send', text: 'en zeg maar tegen mama dat we komen 🥰' },
    ],
  },
  {
    name: 'Dutch, an aside in brackets closing the message',
    persona: 'Anouk',
    others: ANOUK_DIRECT,
    answer: '# «send»\nIk haal de taart wel (als ik de fiets terugvind lol)',
    expect: [{ type: 'send', text: 'Ik haal de taart wel (als ik de fiets terugvind lol)' }],
  },
  {
    name: 'Dutch, a wait in seconds then a correction',
    persona: 'Anouk',
    others: ANOUK_DIRECT,
    answer:
      '# «send»\nwelke bakker, die op de hoek?\n\n# «wait»\n40\n\n# «send»\n*de hoek bij de Albert Heijn bedoel ik',
    expect: [
      { type: 'send', text: 'welke bakker, die op de hoek?' },
      { type: 'wait', delay: 40 },
      { type: 'send', text: '*de hoek bij de Albert Heijn bedoel ik' },
    ],
  },
  {
    name: 'Russian football group, a callout',
    persona: 'Дима',
    others: DIMA_GROUP,
    chat: 'group',
    callout: true,
    answer: '# «send»\nИду конечно! Могу ещё Серёгу позвать, если надо',
    expect: [{ type: 'send', text: 'Иду конечно! Могу ещё Серёгу позвать, если надо', replyTo: 4005 }],
  },
  {
    name: 'Russian, a thumbs up to the booking',
    persona: 'Дима',
    others: DIMA_GROUP,
    chat: 'group',
    answer: '# «react» 4003\n👍',
    expect: [{ type: 'react', emoji: '👍', messageId: 4003 }],
  },
  {
    name: 'a spammer gets blocked without a word',
    answer: '# «block»',
    expect: [{ type: 'block' }],
  },
  {
    name: 'a sticker named set :: emoji, then a message',
    answer: '# «sticker»\nHeidiDuck :: 👋\n\n# «send»\nbye, off to the shop!',
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
      { type: 'send', text: 'bye, off to the shop!' },
    ],
  },
  {
    name: 'a stressed word in a group reply',
    persona: 'Olek',
    others: OLEK_GROUP,
    chat: 'group',
    callout: true,
    answer: '# «send»\nja *naprawdę* wyrzucałem w niedzielę',
    expect: [{ type: 'send', text: 'ja *naprawdę* wyrzucałem w niedzielę', replyTo: 4005 }],
  },
  {
    name: 'a P.S. paragraph',
    answer: '# «send»\nOpen Saturday, 10 to 14.\n\nP.S. Pixel is welcome too 🐈',
    expect: [{ type: 'send', text: 'Open Saturday, 10 to 14.\n\nP.S. Pixel is welcome too 🐈' }],
  },
  {
    name: 'the heading line carries the reply id and the text',
    answer: '# «send» 4005 Yes, alive and very offended 😾',
    expect: [{ type: 'send', text: 'Yes, alive and very offended 😾', replyTo: 4005 }],
  },
];
