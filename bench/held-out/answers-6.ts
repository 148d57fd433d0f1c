/**
 * Held-out set 6 of the speech boundary, written by an outside reviewer who did not see the
 * boundary's code: a week of chats in many voices and languages. About 45 % are ordinary,
 * well-formed answers (replies, reactions, stickers, waits, memory notes, silence in a group,
 * slang, typos, markdown a person types, look-alikes of slips that are real messages), the rest
 * carry slips (`answers-6-slips.ts`, `answers-6-models.ts`). Each answer's expectation follows
 * docs/behaviour.md; where the rules are silent a comment says what a careful operator of the
 * account would want sent.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { MODEL_SLIPS_6 } from './answers-6-models.js';
import {
  BIRTHDAY,
  BOOK_CLUB,
  CLASSMATES,
  CLIMBING,
  MARKET,
  PARCEL,
  REBASE,
  YULIA_FRIEND,
} from './answers-6-scenes.js';
import { SLIPS_6 } from './answers-6-slips.js';

const ORDINARY_6: readonly CorpusEntry[] = [
  {
    name: 'two short messages answering both questions',
    answer:
      '# «send»\nHe did! Hid under the bed for a day and now owns the new flat 🐈\n\n# «send»\nAnd yes, Saturday 10 till 4',
    expect: [
      { type: 'send', text: 'He did! Hid under the bed for a day and now owns the new flat 🐈' },
      { type: 'send', text: 'And yes, Saturday 10 till 4' },
    ],
  },
  {
    name: 'a reply to an older message, then a plain message',
    answer:
      '# «send» 4003\nblue one with the duck handle? it is behind the counter, I put it aside for you\n\n# «send»\ncat is fine, grumpy but fine. open Sat as usual',
    expect: [
      {
        type: 'send',
        text: 'blue one with the duck handle? it is behind the counter, I put it aside for you',
        replyTo: 4003,
      },
      { type: 'send', text: 'cat is fine, grumpy but fine. open Sat as usual' },
    ],
  },
  {
    name: 'a reaction and a short message',
    answer: '# «react» 4001\n🔥\n\n# «send»\nhaha the laundry basket 😂 yes we are open Saturday',
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4001 },
      { type: 'send', text: 'haha the laundry basket 😂 yes we are open Saturday' },
    ],
  },
  {
    name: 'a reaction without an id goes to the message answered',
    answer: '# «react»\n🙏',
    expect: [{ type: 'react', emoji: '🙏', messageId: 4005 }],
  },
  {
    name: 'a heart with its variation selector is the heart reaction',
    answer: '# «react» 4005\n❤️\n# «send»\nsurvived and thriving!',
    expect: [
      { type: 'react', emoji: '❤', messageId: 4005 },
      { type: 'send', text: 'survived and thriving!' },
    ],
  },
  {
    name: 'a sticker of the offered set',
    answer: '# «sticker»\nHeidiDuck\n👋',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '👋' }],
  },
  {
    name: 'a message, a wait, and a second thought',
    answer:
      '# «send»\nyes he survived, sulked for a day\n\n# «wait»\ndelay: 40 s\n\n# «send»\noh and Saturday we close at 2, inventory',
    expect: [
      { type: 'send', text: 'yes he survived, sulked for a day' },
      { type: 'wait', delay: 40 },
      { type: 'send', text: 'oh and Saturday we close at 2, inventory' },
    ],
  },
  {
    name: 'a wait written in minutes',
    answer: '# «wait»\ndelay: 3 min\n# «send»\nsorry, customer. yes the cat is fine!',
    expect: [
      { type: 'wait', delay: 180 },
      { type: 'send', text: 'sorry, customer. yes the cat is fine!' },
    ],
  },
  {
    name: 'a note to self, then the answer',
    answer:
      '# «note»\nJonas asked about Saturday opening; tell him about the inventory close at 2.\n\n# «send»\nCat is great! Saturday yes, but only till 2',
    expect: [{ type: 'note' }, { type: 'send', text: 'Cat is great! Saturday yes, but only till 2' }],
  },
  {
    name: 'a memory written first, then two messages',
    answer:
      '# «remember»\nJonas moved flats in November; his cat came along in a laundry basket.\n# «send»\nthe cat survived??\n# «send»\nI mean of course, cats always do. open Saturday 10–4',
    expect: [
      { type: 'remember' },
      { type: 'send', text: 'the cat survived??' },
      { type: 'send', text: 'I mean of course, cats always do. open Saturday 10–4' },
    ],
  },
  {
    name: 'bold and italic a person types',
    answer: '# «send»\n**Saturday:** 10–16 as always\n__Sunday__ closed, I am sleeping 😴',
    expect: [{ type: 'send', text: '**Saturday:** 10–16 as always\n__Sunday__ closed, I am sleeping 😴' }],
  },
  {
    name: 'a partial quote of the question, then the answer',
    answer: '# «send»\n> are you open on Saturday?\nyep, 10 to 4. bring the cat 😄',
    expect: [{ type: 'send', text: '> are you open on Saturday?\nyep, 10 to 4. bring the cat 😄' }],
  },
  {
    name: 'a question back',
    answer:
      '# «send»\nwait, the cat moved in a laundry basket?? pics or it did not happen\n# «send»\nand yes Sat 10-4. you coming by?',
    expect: [
      { type: 'send', text: 'wait, the cat moved in a laundry basket?? pics or it did not happen' },
      { type: 'send', text: 'and yes Sat 10-4. you coming by?' },
    ],
  },
  {
    name: 'typos and lower case as a tired person writes',
    answer: '# «send»\nohh good he made it!! ya sat open, same time as alwyas',
    expect: [{ type: 'send', text: 'ohh good he made it!! ya sat open, same time as alwyas' }],
  },
  {
    name: 'a titles list in quotes that is not a wrapped message',
    answer: '# «send»\nfor your niece: "Momo" or "Krabat"? both in stock till Saturday',
    expect: [{ type: 'send', text: 'for your niece: "Momo" or "Krabat"? both in stock till Saturday' }],
  },
  {
    name: 'the shop name with the persona name in it',
    answer:
      '# «send»\nGlad the cat is ok!\n\nSaturday we are at the book fair, so come to the Heidi & Sons stand instead of the shop',
    expect: [
      {
        type: 'send',
        text: 'Glad the cat is ok!\n\nSaturday we are at the book fair, so come to the Heidi & Sons stand instead of the shop',
      },
    ],
  },
  {
    name: 'a PS line is part of the message',
    answer: '# «send»\nHe survived and found the radiator already.\n\nPS: Saturday open, 10–4',
    expect: [
      { type: 'send', text: 'He survived and found the radiator already.\n\nPS: Saturday open, 10–4' },
    ],
  },
  {
    name: "plan A and plan B written plain are the person's options",
    answer:
      "# «send»\nSaturday I'm at the shop till 4.\nPlan A: you come by at lunch\nPlan B: I drop the books at yours after 5",
    expect: [
      {
        type: 'send',
        text: "Saturday I'm at the shop till 4.\nPlan A: you come by at lunch\nPlan B: I drop the books at yours after 5",
      },
    ],
  },
  {
    name: 'a direct-chat aside alone is a message',
    answer: '# «send»\n(wrong photo, ignore that one 🙈)',
    expect: [{ type: 'send', text: '(wrong photo, ignore that one 🙈)' }],
  },
  {
    name: 'excitement in capitals in a direct chat',
    answer: '# «send»\nYESSS\n# «send»\nsorry. yes. Saturday. open 😅',
    expect: [
      { type: 'send', text: 'YESSS' },
      { type: 'send', text: 'sorry. yes. Saturday. open 😅' },
    ],
  },
  {
    name: 'a roleplay action in a direct chat with the default style',
    answer: '# «send»\n*happy dance* he made it!',
    expect: [{ type: 'send', text: '*happy dance* he made it!' }],
  },
  {
    name: 'German with an emoji and the sharp s',
    answer:
      "# «send»\nJa, der Kater hat's überlebt 😅 Samstag ganz normal offen, 10–16 Uhr. Grüße an die Waschkorb-Reisenden!",
    expect: [
      {
        type: 'send',
        text: "Ja, der Kater hat's überlebt 😅 Samstag ganz normal offen, 10–16 Uhr. Grüße an die Waschkorb-Reisenden!",
      },
    ],
  },
  {
    name: 'a one-emoji message',
    answer: '# «send»\n🐈‍⬛',
    expect: [{ type: 'send', text: '🐈‍⬛' }],
  },
  {
    name: 'a sticker replying to a message',
    answer: '# «sticker» 4001\nHeidiDuck\n😂\n# «send»\nopen Saturday!',
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 4001 },
      { type: 'send', text: 'open Saturday!' },
    ],
  },
  {
    name: 'group: nothing for Heidi, a think block',
    chat: 'group',
    others: BOOK_CLUB,
    answer: '# «think»\nThey are sorting out snacks between themselves; nothing for me to add.',
    expect: [],
  },
  {
    name: 'group: an empty answer',
    chat: 'group',
    others: BOOK_CLUB,
    answer: '',
    expect: [],
  },
  {
    name: 'group: a reaction only',
    chat: 'group',
    others: BOOK_CLUB,
    answer: '# «react» 4004\n🎉',
    expect: [{ type: 'react', emoji: '🎉', messageId: 4004 }],
  },
  {
    name: 'group: a message answers the target',
    chat: 'group',
    others: BOOK_CLUB,
    callout: true,
    answer: '# «send»\nI will bring tea and the good napkins then',
    expect: [{ type: 'send', text: 'I will bring tea and the good napkins then', replyTo: 4005 }],
  },
  {
    name: 'Mateo, group: slang and a question back',
    persona: 'Mateo',
    chat: 'group',
    others: CLIMBING,
    callout: true,
    answer: '# «send»\nobvio que voy tío 🧗\n# «send» 4004\nAndrés a las 11 ya no quedan vías libres eh',
    expect: [
      { type: 'send', text: 'obvio que voy tío 🧗', replyTo: 4005 },
      { type: 'send', text: 'Andrés a las 11 ya no quedan vías libres eh', replyTo: 4004 },
    ],
  },
  {
    name: 'Mateo, group: a reaction to the rope offer',
    persona: 'Mateo',
    chat: 'group',
    others: CLIMBING,
    answer: '# «react» 4002\n👍',
    expect: [{ type: 'react', emoji: '👍', messageId: 4002 }],
  },
  {
    name: 'Юля: a Russian reply with a diminutive',
    persona: 'Юля',
    others: YULIA_FRIEND,
    answer: '# «send»\nДа, завтра с 10 до 7 😊 заноси, конечно!\n# «send» 4003\nи как тебе концовка?',
    expect: [
      { type: 'send', text: 'Да, завтра с 10 до 7 😊 заноси, конечно!' },
      { type: 'send', text: 'и как тебе концовка?', replyTo: 4003 },
    ],
  },
  {
    name: 'Kenji, group: Japanese with a reaction first',
    persona: 'Kenji',
    chat: 'group',
    others: CLASSMATES,
    callout: true,
    answer: '# «react» 4001\n👍\n# «send»\n金曜でOK！駅前の店なら19時からでどう？',
    expect: [
      { type: 'react', emoji: '👍', messageId: 4001 },
      { type: 'send', text: '金曜でOK！駅前の店なら19時からでどう？', replyTo: 4005 },
    ],
  },
  {
    name: 'Priya: a code block inside the message',
    persona: 'Priya',
    others: REBASE,
    answer:
      '# «send»\nok do this from your branch:\n```\ngit fetch origin\ngit rebase origin/main\n```\nthen fix conflicts one commit at a time and `git rebase --continue`',
    expect: [
      {
        type: 'send',
        text: 'ok do this from your branch:\n```\ngit fetch origin\ngit rebase origin/main\n```\nthen fix conflicts one commit at a time and `git rebase --continue`',
      },
    ],
  },
  {
    name: 'Priya: a code span that is a command, not a wrapper',
    persona: 'Priya',
    others: REBASE,
    answer: '# «send»\n`git rebase --abort`\n# «send»\nrun that first, it undoes the mess. then we try again',
    expect: [
      { type: 'send', text: '`git rebase --abort`' },
      { type: 'send', text: 'run that first, it undoes the mess. then we try again' },
    ],
  },
  {
    name: 'Lotte: Dutch with a reaction',
    persona: 'Lotte',
    others: MARKET,
    answer: '# «send»\nJaaa gezellig! Om 10 uur bij de kaaskraam?\n# «react»\n❤',
    expect: [
      { type: 'send', text: 'Jaaa gezellig! Om 10 uur bij de kaaskraam?' },
      { type: 'react', emoji: '❤', messageId: 4005 },
    ],
  },
  {
    name: 'Ana, group: Portuguese, two messages to two people',
    persona: 'Ana',
    chat: 'group',
    others: BIRTHDAY,
    callout: true,
    answer:
      '# «send»\nvou sim!! bolo de cenoura com cobertura de chocolate eu não perco 😋\n# «send» 4003\npode sim, a Bia falou que vai ter pula-pula',
    expect: [
      {
        type: 'send',
        text: 'vou sim!! bolo de cenoura com cobertura de chocolate eu não perco 😋',
        replyTo: 4005,
      },
      { type: 'send', text: 'pode sim, a Bia falou que vai ter pula-pula', replyTo: 4003 },
    ],
  },
  {
    name: 'Elif: Turkish, a message and a note',
    persona: 'Elif',
    others: PARCEL,
    answer:
      '# «note»\nKomşunun kargosu yarın dükkana gelecek.\n# «send»\nAçığız canım, 9 dan 7 ye kadar. Bıraksınlar, ben alırım 📦',
    expect: [
      { type: 'note' },
      { type: 'send', text: 'Açığız canım, 9 dan 7 ye kadar. Bıraksınlar, ben alırım 📦' },
    ],
  },
  {
    name: 'a message starting with a number that is a time, not an id',
    answer: '# «send»\n10 to 4 on Saturday! cat says hi',
    expect: [{ type: 'send', text: '10 to 4 on Saturday! cat says hi' }],
  },
  {
    name: 'a list with dashes',
    answer:
      '# «send»\nSaturday plan:\n- open 10\n- reading hour for kids at 11\n- close 4\ncat: alive and judging',
    expect: [
      {
        type: 'send',
        text: 'Saturday plan:\n- open 10\n- reading hour for kids at 11\n- close 4\ncat: alive and judging',
      },
    ],
  },
  {
    name: 'a link in a message',
    answer: '# «send»\nSaturday yes! hours are also here: https://example.org/hours',
    expect: [{ type: 'send', text: 'Saturday yes! hours are also here: https://example.org/hours' }],
  },
  {
    name: 'a sticker then words',
    answer: '# «sticker»\nHeidiDuck\n😂\n# «send»\na LAUNDRY BASKET',
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
      { type: 'send', text: 'a LAUNDRY BASKET' },
    ],
  },
  {
    name: 'a strikethrough joke',
    answer: '# «send»\nopen Saturday, ~~sleeping in~~ working as always',
    expect: [{ type: 'send', text: 'open Saturday, ~~sleeping in~~ working as always' }],
  },
  {
    name: 'a message quoting what the other wrote, as a person does, inside a sentence',
    answer: '# «send»\n"in a laundry basket" is the best sentence I read all week',
    expect: [{ type: 'send', text: '"in a laundry basket" is the best sentence I read all week' }],
  },
  {
    name: 'a colon line that is the message itself',
    answer: '# «send»\nShort version: cat fine, shop open, come by',
    expect: [{ type: 'send', text: 'Short version: cat fine, shop open, come by' }],
  },
  {
    name: 'group: a sticker with a reply id',
    chat: 'group',
    others: BOOK_CLUB,
    callout: true,
    answer: '# «sticker» 4004\nHeidiDuck\n👋',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '👋', replyTo: 4004 }],
  },
  {
    name: 'a think block, then the message',
    answer:
      '# «think»\nHe asked two things; answer both briefly.\n# «send»\nCat: survived. Shop: open Saturday 🙂',
    expect: [{ type: 'send', text: 'Cat: survived. Shop: open Saturday 🙂' }],
  },
  {
    name: 'Mateo, direct: an all-caps shout of joy',
    persona: 'Mateo',
    answer: '# «send»\nVAMOOOS\n# «send»\nel domingo nos vemos',
    expect: [
      { type: 'send', text: 'VAMOOOS' },
      { type: 'send', text: 'el domingo nos vemos' },
    ],
  },
  {
    name: 'a laughing reaction emoji Telegram does not offer becomes its close one',
    answer: '# «react» 4001\n😂',
    expect: [{ type: 'react', emoji: '🤣', messageId: 4001 }],
  },
  {
    name: 'a message with a remark in brackets at its end',
    answer: '# «send»\nopen Saturday, 10 to 4 (maybe 5 if the new Pratchett arrives)',
    expect: [{ type: 'send', text: 'open Saturday, 10 to 4 (maybe 5 if the new Pratchett arrives)' }],
  },
  {
    name: 'Kenji, group: he leaves the date to the others for now, think only',
    persona: 'Kenji',
    chat: 'group',
    others: CLASSMATES,
    answer: '# «think»\n場所の話はもう決まっている。返事は不要。',
    expect: [],
  },
];

export const HELD_OUT_6: readonly CorpusEntry[] = [...ORDINARY_6, ...SLIPS_6, ...MODEL_SLIPS_6];
