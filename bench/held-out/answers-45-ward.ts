/**
 * Set 45, the ward's night crew and Nessa's chat with Vanessa: Irish English, some Taglish.
 * Well-formed answers, some of which merely look unusual (a rota in a code block, a list of
 * jobs by name, the persona's name inside another's, an action where actions are allowed).
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { vanessa, WARD_BIRTHDAY, WARD_MILK, WARD_PIZZA, WARD_SICK, ward } from './answers-45-cast.js';

export const WARD_ORDINARY: readonly CorpusEntry[] = [
  ward({
    name: 'ward: still on for the Thursday swap',
    callout: true,
    answer: '# «send»\nYep still on for Thursday, put me down 👍\n',
    expect: [{ type: 'send', text: 'Yep still on for Thursday, put me down 👍', replyTo: 4005 }],
  }),
  ward({
    name: 'ward: laughs at the milk threat, then answers Siobhán by id',
    callout: true,
    answer: '# «react» 4003\n🤣\n\n# «send» 4005\nStill on for Thursday! Tell Mags to pencil me in\n',
    expect: [
      { type: 'react', emoji: '🤣', messageId: 4003 },
      { type: 'send', text: 'Still on for Thursday! Tell Mags to pencil me in', replyTo: 4005 },
    ],
  }),
  ward({
    name: 'ward: the milk is not hers, a private note only',
    others: WARD_MILK,
    answer: "# «think»\nShiv's milk rant again. Nobody asked me anything.\n",
    expect: [],
  }),
  // A reaction with no id goes to the newest message; 😂 is offered as its close stand-in.
  ward({
    name: 'ward: a laughing reaction to the milk rant, no id',
    others: WARD_MILK,
    answer: '# «react»\n😂\n',
    expect: [{ type: 'react', emoji: '🤣', messageId: 4005 }],
  }),
  ward({
    name: 'ward: a pizza order',
    others: WARD_PIZZA,
    answer:
      '# «send»\nRaj you legend. For me a half pepperoni half margherita, and garlic bread for the table 🍕\n',
    expect: [
      {
        type: 'send',
        text: 'Raj you legend. For me a half pepperoni half margherita, and garlic bread for the table 🍕',
        replyTo: 4005,
      },
    ],
  }),
  ward({
    name: 'ward: a pizza order and an afterthought',
    others: WARD_PIZZA,
    answer: '# «send»\nLarge BBQ chicken please 🙏\n\n# «wait»\ndelay: 20\n\n# «send»\nand a diet coke, ta\n',
    expect: [
      { type: 'send', text: 'Large BBQ chicken please 🙏', replyTo: 4005 },
      { type: 'wait', delay: 20 },
      { type: 'send', text: 'and a diet coke, ta' },
    ],
  }),
  ward({
    name: 'ward: a note on the favour, then yes to covering',
    others: WARD_SICK,
    callout: true,
    answer:
      "# «note»\nCovering Agnes's night on Sat 5 Dec for Mags; Mags owes me one.\n\n# «send»\nGo on then, I'll cover. You owe me a Friday off Mags 😤\n",
    expect: [
      { type: 'note' },
      { type: 'send', text: "Go on then, I'll cover. You owe me a Friday off Mags 😤", replyTo: 4005 },
    ],
  }),
  // A code block in a message is Telegram formatting, the persona's name in it too.
  ward({
    name: 'ward: the swaps so far in a code block',
    callout: true,
    answer:
      '# «send»\nSwaps so far, shout if I got one wrong 👇\n```\nThu 03  Nessa  <-> Siobhán\nSat 05  Raj    <-> Nessa\nTue 08  Agnes  <-> Shiv\n```\n',
    expect: [
      {
        type: 'send',
        text: 'Swaps so far, shout if I got one wrong 👇\n```\nThu 03  Nessa  <-> Siobhán\nSat 05  Raj    <-> Nessa\nTue 08  Agnes  <-> Shiv\n```',
        replyTo: 4005,
      },
    ],
  }),
  ward({
    name: 'ward: votes in the forwarded poll and says so',
    answer: "# «send» 4001\nVoted Bridge Bar obviously. Nando's for a Christmas do, Van, be serious 😂\n",
    expect: [
      {
        type: 'send',
        text: "Voted Bridge Bar obviously. Nando's for a Christmas do, Van, be serious 😂",
        replyTo: 4001,
      },
    ],
  }),
  ward({
    name: 'ward: a question back about the swap date',
    answer: "# «send» 3999\nRaj is that the 12th? If so I'll take it, but you owe me the 19th 👀\n",
    expect: [
      {
        type: 'send',
        text: "Raj is that the 12th? If so I'll take it, but you owe me the 19th 👀",
        replyTo: 3999,
      },
    ],
  }),
  ward({
    name: 'ward: a grumbling yes and the sleepy sticker',
    others: WARD_SICK,
    callout: true,
    answer: "# «send»\nFine. FINE. I'm on it\n\n# «sticker»\nHeidiDuck\n😴\n",
    expect: [
      { type: 'send', text: "Fine. FINE. I'm on it", replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
    ],
  }),
  ward({
    name: "ward: offers to take the doctor's family update",
    others: WARD_MILK,
    answer: "# «send» 4001\nI'm on at 9, I'll take bed 12's family, Chidi. Anything I shouldn't say yet?\n",
    expect: [
      {
        type: 'send',
        text: "I'm on at 9, I'll take bed 12's family, Chidi. Anything I shouldn't say yet?",
        replyTo: 4001,
      },
    ],
  }),
  // Capitals over a whole sentence in a group: a person shouting, not a silence token.
  ward({
    name: 'ward: a shouted sentence in capitals',
    others: WARD_MILK,
    answer: '# «send»\nAND WHO TOOK MY GOOD PEN, SAME PERSON I BET\n',
    expect: [{ type: 'send', text: 'AND WHO TOOK MY GOOD PEN, SAME PERSON I BET', replyTo: 4005 }],
  }),
  // A handover list with a `Note:` item: the persona's own words about the ward.
  ward({
    name: 'ward: a handover list with a note among its items',
    others: WARD_SICK,
    callout: true,
    answer:
      "# «send»\nGrand, covering tonight. For handover:\n- bloods for bed 4 at 6am\n- Note: bed 9's daughter is the contact, not the son\n- pharmacy still owes us the Tazocin\n",
    expect: [
      {
        type: 'send',
        text: "Grand, covering tonight. For handover:\n- bloods for bed 4 at 6am\n- Note: bed 9's daughter is the contact, not the son\n- pharmacy still owes us the Tazocin",
        replyTo: 4005,
      },
    ],
  }),
  ward({
    name: 'ward: the board quoted with her own name in brackets mid-line',
    callout: true,
    answer: "# «send»\nBoard says 'Thu 03: Nessa (long day)' so we're sorted, relax 😌\n",
    expect: [
      {
        type: 'send',
        text: "Board says 'Thu 03: Nessa (long day)' so we're sorted, relax 😌",
        replyTo: 4005,
      },
    ],
  }),
  ward({
    name: "ward: a reaction to Agnes's thanks and birthday wishes to the announcement",
    others: WARD_BIRTHDAY,
    answer: '# «react» 4005\n🥰\n\n# «send» 4003\nHappy birthday Agnes!! Saving you the biggest slice 🎂\n',
    expect: [
      { type: 'react', emoji: '🥰', messageId: 4005 },
      { type: 'send', text: 'Happy birthday Agnes!! Saving you the biggest slice 🎂', replyTo: 4003 },
    ],
  }),
  // Jobs by name under a title ending in a colon: the persona's list, not made-up turns.
  ward({
    name: 'ward: jobs for the Christmas do by name',
    others: WARD_PIZZA,
    answer:
      '# «send»\nJobs for the do, no arguing:\nVanessa: pancit\nAgnes: the cake\nRaj: playlist (no Ed Sheeran)\n',
    expect: [
      {
        type: 'send',
        text: 'Jobs for the do, no arguing:\nVanessa: pancit\nAgnes: the cake\nRaj: playlist (no Ed Sheeran)',
        replyTo: 4005,
      },
    ],
  }),
  // "Nessa" inside "Vanessa" is not the persona named.
  ward({
    name: "ward: an aside about Vanessa's pancit after the message",
    others: WARD_PIZZA,
    answer: "# «send»\nBridge Bar it is 🍻\n(Vanessa's pancit is the real reason anyone comes tho)\n",
    expect: [
      {
        type: 'send',
        text: "Bridge Bar it is 🍻\n(Vanessa's pancit is the real reason anyone comes tho)",
        replyTo: 4005,
      },
    ],
  }),
  // Actions are allowed in groups with `always` when the turn calls on the persona.
  ward({
    name: 'ward: a salute as an action, actions always, called on',
    others: WARD_SICK,
    callout: true,
    actions: 'always',
    answer: '# «send»\n*salutes* On it Mags. Agnes, go to bed and drink something hot\n',
    expect: [
      { type: 'send', text: '*salutes* On it Mags. Agnes, go to bed and drink something hot', replyTo: 4005 },
    ],
  }),
  ward({
    name: 'ward: only an action, actions always, called on',
    others: WARD_SICK,
    callout: true,
    actions: 'always',
    answer: '# «send»\n*gives Mags a thumbs up*\n',
    expect: [{ type: 'send', text: '*gives Mags a thumbs up*', replyTo: 4005 }],
  }),
  vanessa({
    name: 'vanessa: a lift in the morning',
    answer: "# «send»\nCourse you can! Outside yours at 7.10, don't make me wait Van 😂\n",
    expect: [{ type: 'send', text: "Course you can! Outside yours at 7.10, don't make me wait Van 😂" }],
  }),
  vanessa({
    name: 'vanessa: a heart, a minute, then a request',
    answer:
      "# «react»\n❤️\n\n# «wait»\ndelay: 1 min\n\n# «send»\nOh and bring the leftover pancit if there's any, I'm begging\n",
    expect: [
      { type: 'react', emoji: '❤', messageId: 4005 },
      { type: 'wait', delay: 60 },
      { type: 'send', text: "Oh and bring the leftover pancit if there's any, I'm begging" },
    ],
  }),
  ward({
    name: 'ward: a mention of Shiv with a tip',
    others: WARD_MILK,
    answer: "# «send»\n@Shiv check behind the yoghurts, there's a second carton hiding there 🕵️\n",
    expect: [
      {
        type: 'send',
        text: "@Shiv check behind the yoghurts, there's a second carton hiding there 🕵️",
        replyTo: 4005,
      },
    ],
  }),
  // One word in capitals in a direct chat is excitement, not a silence token.
  vanessa({
    name: 'vanessa: one word in capitals, then the time',
    answer: '# «send»\nOBVIOUSLY\n\n# «send»\n7.10 outside yours 🚗\n',
    expect: [
      { type: 'send', text: 'OBVIOUSLY' },
      { type: 'send', text: '7.10 outside yours 🚗' },
    ],
  }),
];
