/**
 * Held-out set 13, ordinary answers: well-formed blocks as eight personas write them, and
 * messages that only look unusual (a marker word opening a sentence, a list ending in the
 * persona's name, guillemets around a quotation, a code block, a word in capitals). All must
 * arrive as written.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  ADAEZE,
  BEA,
  GRIGORI,
  LORENZO,
  MATEO,
  MATEO_ASIDE,
  PRIYA,
  PRIYA_ASIDE,
  YUKI,
} from './answers-13-cast.js';

export const ORDINARY_13: CorpusEntry[] = [
  {
    name: 'h13 heidi two sends, cat and opening hours',
    answer:
      '# «send»\nHe did! Hid under the sofa for a whole day, now he owns the flat 😄\n\n# «send»\nAnd yes, Saturday 10–16 as always.',
    expect: [
      { type: 'send', text: 'He did! Hid under the sofa for a whole day, now he owns the flat 😄' },
      { type: 'send', text: 'And yes, Saturday 10–16 as always.' },
    ],
  },
  {
    name: 'h13 heidi reacts to the umbrella and replies to it',
    answer:
      '# «react» 4003\n👀\n\n# «send» 4003\nFound it! Blue with a wooden handle? It’s behind the counter.',
    expect: [
      { type: 'react', emoji: '👀', messageId: 4003 },
      { type: 'send', text: 'Found it! Blue with a wooden handle? It’s behind the counter.', replyTo: 4003 },
    ],
  },
  {
    name: 'h13 heidi sticker on two lines then a question back',
    answer:
      '# «sticker»\nHeidiDuck\n😂\n\n# «send»\nA laundry basket?? Did he at least get a blanket in there?',
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
      { type: 'send', text: 'A laundry basket?? Did he at least get a blanket in there?' },
    ],
  },
  {
    name: 'h13 heidi group think only is silence',
    chat: 'group',
    answer: '# «think»\nJonas and Alice are sorting out the umbrella between them. Nothing for me to add.',
    expect: [],
  },
  {
    name: 'h13 heidi send then a note',
    answer:
      '# «send»\nSo glad he made it! Bring him by the shop sometime, the shop cat needs a friend.\n\n# «note»\nJonas moved flats last Sunday; his cat came along in a laundry basket.',
    expect: [
      {
        type: 'send',
        text: 'So glad he made it! Bring him by the shop sometime, the shop cat needs a friend.',
      },
      { type: 'note' },
    ],
  },
  {
    name: 'h13 heidi checks the calendar with a wait in minutes',
    answer:
      '# «send»\nHang on, let me check the rota\n\n# «wait»\ndelay: 2 min\n\n# «send»\nSaturday is fine, I’m in till 4.',
    expect: [
      { type: 'send', text: 'Hang on, let me check the rota' },
      { type: 'wait', delay: 120 },
      { type: 'send', text: 'Saturday is fine, I’m in till 4.' },
    ],
  },
  {
    name: 'h13 heidi person fact then a reply',
    answer:
      '# «person» 5511\nJonas: moved to a new flat in November, has a cat that hates travelling.\n\n# «send»\nPoor thing! Give him a few days and lots of treats.',
    expect: [
      { type: 'person' },
      { type: 'send', text: 'Poor thing! Give him a few days and lots of treats.' },
    ],
  },
  {
    name: 'h13 heidi a message opening with "thinking of"',
    answer: '# «send»\nthinking of you both ❤️ give the cat a cuddle from me',
    expect: [{ type: 'send', text: 'thinking of you both ❤️ give the cat a cuddle from me' }],
  },
  {
    name: 'h13 heidi a line opening with #1 is no heading',
    answer: '# «send»\n#1 rule of moving with a cat: the cat moves last 😄\nAnd yes, open Saturday!',
    expect: [
      { type: 'send', text: '#1 rule of moving with a cat: the cat moves last 😄\nAnd yes, open Saturday!' },
    ],
  },
  {
    name: 'h13 heidi guillemets around a quotation that opens with a task word',
    answer: '# «send»\n«Send help», Jonas texted me on Sunday 😂 now I know why',
    expect: [{ type: 'send', text: '«Send help», Jonas texted me on Sunday 😂 now I know why' }],
  },
  {
    // The name opens the last line, an item right under another item with the same dash.
    name: 'h13 heidi a rota list ending in her own name',
    answer: '# «send»\nOpen Saturday, here’s the shift:\n- Alice 10–12\n- Jonas 12–2\n- Heidi 2–4',
    expect: [
      { type: 'send', text: 'Open Saturday, here’s the shift:\n- Alice 10–12\n- Jonas 12–2\n- Heidi 2–4' },
    ],
  },
  {
    name: 'h13 heidi admin asks her to stop for the night',
    fromAdmin: true,
    answer: '# «send»\nOkay, going quiet now. Good night!\n\n# «shutdown»\nthe admin asked for a pause',
    expect: [{ type: 'send', text: 'Okay, going quiet now. Good night!' }, { type: 'shutdown' }],
  },
  {
    name: 'h13 heidi admin clears the conversation',
    fromAdmin: true,
    answer: '# «clear-conversation»\n\n# «send»\nFresh start 🧹',
    expect: [{ type: 'clear-conversation' }, { type: 'send', text: 'Fresh start 🧹' }],
  },
  {
    ...MATEO,
    name: 'h13 mateo group reply and a laughing reaction',
    chat: 'group',
    callout: true,
    answer: '# «send»\nsiii obvio 🎸🔥🔥 no me lo pierdo ni loco\n\n# «react» 4003\n🤣',
    expect: [
      { type: 'send', text: 'siii obvio 🎸🔥🔥 no me lo pierdo ni loco', replyTo: 4005 },
      { type: 'react', emoji: '🤣', messageId: 4003 },
    ],
  },
  {
    ...MATEO,
    name: 'h13 mateo a sticker at diego with an id',
    chat: 'group',
    callout: true,
    answer: '# «send»\nvoy voy voy 🙌🙌 guárdame sitio\n\n# «sticker» 4003\nHeidiDuck :: 😂',
    expect: [
      { type: 'send', text: 'voy voy voy 🙌🙌 guárdame sitio', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 4003 },
    ],
  },
  {
    ...MATEO,
    name: 'h13 mateo slang and a typo',
    chat: 'group',
    callout: true,
    answer: '# «send»\nq siii, pero pillo yo las entradas o tu?? 🤔 xq la ultima vez nos quedamos fuera jaja',
    expect: [
      {
        type: 'send',
        text: 'q siii, pero pillo yo las entradas o tu?? 🤔 xq la ultima vez nos quedamos fuera jaja',
        replyTo: 4005,
      },
    ],
  },
  {
    ...MATEO,
    name: 'h13 mateo laughter in capitals is a message in a group',
    chat: 'group',
    callout: true,
    answer: '# «send»\nJAJAJAJAJA',
    expect: [{ type: 'send', text: 'JAJAJAJAJA', replyTo: 4005 }],
  },
  {
    ...MATEO_ASIDE,
    name: 'h13 mateo not addressed, thinks and stays out',
    chat: 'group',
    answer: '# «think»\nDiego le habla a Lucía del Bizum, no es conmigo.',
    expect: [],
  },
  {
    ...ADAEZE,
    name: 'h13 adaeze formal reply to the deposit and the airport',
    answer:
      '# «send» 4003\nTwo months is common, Chidi, though not universal. Ask for a receipt, and make sure the deposit is protected in a government scheme before you pay anything.\n\n# «send»\nYes, I arrive on Thursday the 2nd at 14:35, Terminal 1. Thank you, that is very kind of you.',
    expect: [
      {
        type: 'send',
        text: 'Two months is common, Chidi, though not universal. Ask for a receipt, and make sure the deposit is protected in a government scheme before you pay anything.',
        replyTo: 4003,
      },
      {
        type: 'send',
        text: 'Yes, I arrive on Thursday the 2nd at 14:35, Terminal 1. Thank you, that is very kind of you.',
      },
    ],
  },
  {
    ...ADAEZE,
    name: 'h13 adaeze a numbered list with bold and italics',
    answer:
      '# «send»\nA few points before you sign:\n\n1. **Deposit**: get it in writing.\n2. **Inventory**: photograph every room.\n3. Keep copies of __everything__.\n\nTelephone me if anything is unclear.',
    expect: [
      {
        type: 'send',
        text: 'A few points before you sign:\n\n1. **Deposit**: get it in writing.\n2. **Inventory**: photograph every room.\n3. Keep copies of __everything__.\n\nTelephone me if anything is unclear.',
      },
    ],
  },
  {
    ...ADAEZE,
    name: 'h13 adaeze remembers the pick-up',
    answer:
      '# «remember»\nChidi will collect me from the airport at Easter.\n\n# «send»\nWonderful. I shall send you the flight details tomorrow morning.',
    expect: [
      { type: 'remember' },
      { type: 'send', text: 'Wonderful. I shall send you the flight details tomorrow morning.' },
    ],
  },
  {
    // A bold line opening the message titles its content, neither the answer nor the persona.
    ...ADAEZE,
    name: 'h13 adaeze a bold title over flight details',
    answer: '# «send»\n**Flight details**\nThursday 2 April, BA1387, lands 14:35 at Terminal 1.',
    expect: [
      { type: 'send', text: '**Flight details**\nThursday 2 April, BA1387, lands 14:35 at Terminal 1.' },
    ],
  },
  {
    // A plan label whose text is her day, not the answer's acts.
    ...ADAEZE,
    name: 'h13 adaeze a plan of the day opening the message',
    answer:
      '# «send»\nPlan: I land at 14:35, we go straight to your mother’s, and nobody argues about the rice.',
    expect: [
      {
        type: 'send',
        text: 'Plan: I land at 14:35, we go straight to your mother’s, and nobody argues about the rice.',
      },
    ],
  },
  {
    ...ADAEZE,
    name: 'h13 adaeze blocks a prize spam',
    others: new Map([[4005, 'CONGRATULATIONS!!! You have won an iPhone 16, claim now at bit.ly/x7-prize']]),
    answer: '# «think»\nThis is spam, not Chidi.\n\n# «block»',
    expect: [{ type: 'block' }],
  },
  {
    ...YUKI,
    name: 'h13 yuki two one-word sends',
    answer: '# «send»\nいく\n\n# «send»\n7時ね',
    expect: [
      { type: 'send', text: 'いく' },
      { type: 'send', text: '7時ね' },
    ],
  },
  {
    ...YUKI,
    name: 'h13 yuki a thumbs-up reaction only',
    answer: '# «react»\n👍',
    expect: [{ type: 'react', emoji: '👍', messageId: 4005 }],
  },
  {
    ...YUKI,
    name: 'h13 yuki a later time, mixed languages',
    answer: '# «send»\nok but 7:15? 電車遅れてる',
    expect: [{ type: 'send', text: 'ok but 7:15? 電車遅れてる' }],
  },
  {
    // Saying again what she said earlier is allowed: only a repeat within one answer is a slip.
    ...YUKI,
    name: 'h13 yuki repeats her own earlier word to new news',
    answer: '# «send» 4003\nえらい\n\n# «send»\nramen いいね（笑）',
    expect: [
      { type: 'send', text: 'えらい', replyTo: 4003 },
      { type: 'send', text: 'ramen いいね（笑）' },
    ],
  },
  {
    ...GRIGORI,
    name: 'h13 grigori two long warm messages',
    answer:
      '# «send» 4003\nМашенька, получил, получил! Дача на фотографиях как с открытки, а ты там самая красивая.\n\n# «send»\nПро помидоры так: рассаду высаживай, когда земля прогреется, не раньше середины мая. Лунки поливай тёплой водой, а сверху — немного золы. И подвязывать не забудь!',
    expect: [
      {
        type: 'send',
        text: 'Машенька, получил, получил! Дача на фотографиях как с открытки, а ты там самая красивая.',
        replyTo: 4003,
      },
      {
        type: 'send',
        text: 'Про помидоры так: рассаду высаживай, когда земля прогреется, не раньше середины мая. Лунки поливай тёплой водой, а сверху — немного золы. И подвязывать не забудь!',
      },
    ],
  },
  {
    // «Думаю» (I think) opens a sentence; it labels nothing.
    ...GRIGORI,
    name: 'h13 grigori a message opening with "I think"',
    answer: '# «send»\nДумаю, уже можно, если ночи тёплые. А если обещают заморозки — подожди недельку.',
    expect: [
      {
        type: 'send',
        text: 'Думаю, уже можно, если ночи тёплые. А если обещают заморозки — подожди недельку.',
      },
    ],
  },
  {
    ...GRIGORI,
    name: 'h13 grigori a wait in words of a unit, then more',
    answer:
      '# «send»\nСейчас, найду свою тетрадку с записями\n\n# «wait»\n90 seconds\n\n# «send»\nВот: сорт «Бычье сердце» сажать на расстоянии 50 см, не ближе.',
    expect: [
      { type: 'send', text: 'Сейчас, найду свою тетрадку с записями' },
      { type: 'wait', delay: 90 },
      { type: 'send', text: 'Вот: сорт «Бычье сердце» сажать на расстоянии 50 см, не ближе.' },
    ],
  },
  {
    ...BEA,
    name: 'h13 bea an action and speech in the roleplay group',
    chat: 'group',
    callout: true,
    actions: 'always',
    answer:
      '# «send»\n*sets the coin back on the counter, shaking her head* Out since Tuesday. Flood took the middle span. You’ll want the ferry at Marrow’s Ford.',
    expect: [
      {
        type: 'send',
        text: '*sets the coin back on the counter, shaking her head* Out since Tuesday. Flood took the middle span. You’ll want the ferry at Marrow’s Ford.',
        replyTo: 4005,
      },
    ],
  },
  {
    ...BEA,
    name: 'h13 bea an action alone answers the callout',
    chat: 'group',
    callout: true,
    actions: 'always',
    answer: '# «send»\n*pockets the coin and jerks her thumb toward the river map on the wall*',
    expect: [
      {
        type: 'send',
        text: '*pockets the coin and jerks her thumb toward the river map on the wall*',
        replyTo: 4005,
      },
    ],
  },
  {
    // With actions off, a stressed first word is emphasis, not a stage direction.
    ...BEA,
    name: 'h13 bea direct, actions never, a stressed word',
    actions: 'never',
    answer: '# «send»\n*Finally* someone asks 😄 the bridge is out, take the ferry.',
    expect: [{ type: 'send', text: '*Finally* someone asks 😄 the bridge is out, take the ferry.' }],
  },
  {
    ...PRIYA,
    name: 'h13 priya two replies in the cricket group',
    chat: 'group',
    callout: true,
    answer:
      '# «send»\nHaan aa rahi hoon. Count me in 👍\n\n# «send» 4003\nKabir ball main la rahi hoon, told you already 🙄',
    expect: [
      { type: 'send', text: 'Haan aa rahi hoon. Count me in 👍', replyTo: 4005 },
      { type: 'send', text: 'Kabir ball main la rahi hoon, told you already 🙄', replyTo: 4003 },
    ],
  },
  {
    // A note label opening her message is her own words.
    ...PRIYA,
    name: 'h13 priya a note opening the message',
    chat: 'group',
    callout: true,
    answer: '# «send»\nNote: ground is booked only till 10, so 7 sharp. Haan I’m coming.',
    expect: [
      {
        type: 'send',
        text: 'Note: ground is booked only till 10, so 7 sharp. Haan I’m coming.',
        replyTo: 4005,
      },
    ],
  },
  {
    ...PRIYA,
    name: 'h13 priya "user interviews" in one paragraph',
    chat: 'group',
    callout: true,
    answer: '# «send»\nYes coming! user interviews might run late so maybe 7:15, start without me',
    expect: [
      {
        type: 'send',
        text: 'Yes coming! user interviews might run late so maybe 7:15, start without me',
        replyTo: 4005,
      },
    ],
  },
  {
    ...PRIYA_ASIDE,
    name: 'h13 priya banter between others, a reaction only',
    chat: 'group',
    answer: '# «react» 4005\n🤣',
    expect: [{ type: 'react', emoji: '🤣', messageId: 4005 }],
  },
  {
    ...PRIYA,
    name: 'h13 priya a code block in a message',
    chat: 'group',
    callout: true,
    answer:
      '# «send»\nYes. Also I made the team sheet, run this in the group bot:\n```\n/teams shuffle 10\n```\nit splits us randomly',
    expect: [
      {
        type: 'send',
        text: 'Yes. Also I made the team sheet, run this in the group bot:\n```\n/teams shuffle 10\n```\nit splits us randomly',
        replyTo: 4005,
      },
    ],
  },
  {
    ...LORENZO,
    name: 'h13 lorenzo florid booking and the secret',
    answer:
      '# «send»\nAnna, cara! Saturday at 8 for six — done, the corner table by the window is yours 🎂\n\n# «send» 4003\nAnd the secret? Mascarpone at room temperature, espresso cooled completely, and patience. Lots of patience. The rest I take to my grave 😉',
    expect: [
      {
        type: 'send',
        text: 'Anna, cara! Saturday at 8 for six — done, the corner table by the window is yours 🎂',
      },
      {
        type: 'send',
        text: 'And the secret? Mascarpone at room temperature, espresso cooled completely, and patience. Lots of patience. The rest I take to my grave 😉',
        replyTo: 4003,
      },
    ],
  },
  {
    // A quoted fragment of her message, shorter than the whole, is how people answer a part.
    ...LORENZO,
    name: 'h13 lorenzo quotes part of her message',
    answer:
      '# «send»\n> a table for six on Saturday at 8\n\nFatto! And tell your mamma dessert is on the house 🎉',
    expect: [
      {
        type: 'send',
        text: '> a table for six on Saturday at 8\n\nFatto! And tell your mamma dessert is on the house 🎉',
      },
    ],
  },
  {
    ...LORENZO,
    name: 'h13 lorenzo a P.S. and a heart reaction',
    answer:
      '# «react»\n❤️\n\n# «send»\nOf course, bella. Six at eight, Saturday.\n\nP.S. Tell me if anyone is vegetarian, I will make something special.',
    expect: [
      { type: 'react', emoji: '❤', messageId: 4005 },
      {
        type: 'send',
        text: 'Of course, bella. Six at eight, Saturday.\n\nP.S. Tell me if anyone is vegetarian, I will make something special.',
      },
    ],
  },
  {
    ...GRIGORI,
    name: 'h13 grigori unblocks her after a slip of the finger',
    answer:
      '# «unblock»\n\n# «send»\nМашенька, прости старика, нажал не ту кнопку. Фотографии получил, спасибо!',
    expect: [
      { type: 'unblock' },
      { type: 'send', text: 'Машенька, прости старика, нажал не ту кнопку. Фотографии получил, спасибо!' },
    ],
  },
  {
    // An empty note under an id deletes it: a memory write, judged by its kind.
    ...YUKI,
    name: 'h13 yuki deletes a finished deadline note',
    answer: '# «note» n2\n\n# «send»\nおつかれ！ramen いく',
    expect: [{ type: 'note' }, { type: 'send', text: 'おつかれ！ramen いく' }],
  },
];
