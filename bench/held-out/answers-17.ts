/**
 * Held-out set 17: when to speak and when to stay silent in groups. Turns not addressed to the
 * persona, callouts by mention, reply and name, roleplay actions on and off, a reaction or a
 * sticker instead of words, silence written in many ways, and short real messages that only look
 * like silence. This file holds the ordinary, well-formed answers; `answers-17-slips.ts` the
 * answers with slips.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { CHATTER, HELD_OUT_17_SLIPS, NAMED } from './answers-17-slips.js';

const ORDINARY: CorpusEntry[] = [
  {
    name: 'group chatter not addressed: a think block alone',
    chat: 'group',
    others: CHATTER,
    answer: '# «think»\nJonas and Alice are sorting out Friday between themselves. Nothing for me.',
    expect: [],
  },
  {
    name: 'group chatter not addressed: an empty answer',
    chat: 'group',
    others: CHATTER,
    answer: '',
    expect: [],
  },
  {
    name: 'group chatter: a reaction instead of words',
    chat: 'group',
    others: CHATTER,
    answer: '# «react» 4005\n🎉',
    expect: [{ type: 'react', emoji: '🎉', messageId: 4005 }],
  },
  {
    name: 'group chatter: think then a heart on the cake message',
    chat: 'group',
    others: CHATTER,
    answer: '# «think»\nNot my plan to manage, but cake is worth a heart.\n\n# «react» 4005\n❤',
    expect: [{ type: 'react', emoji: '❤', messageId: 4005 }],
  },
  {
    name: 'group named callout: a plain answer',
    chat: 'group',
    others: NAMED,
    callout: true,
    answer: '# «send»\nyes, three of them in the cellar. I can bring them Saturday evening',
    expect: [
      {
        type: 'send',
        text: 'yes, three of them in the cellar. I can bring them Saturday evening',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'group named callout: ok is a real answer',
    chat: 'group',
    others: NAMED,
    callout: true,
    answer: '# «send»\nok',
    expect: [{ type: 'send', text: 'ok', replyTo: 4005 }],
  },
  {
    name: 'group callout: hm is a real answer',
    chat: 'group',
    callout: true,
    answer: '# «send»\nhm',
    expect: [{ type: 'send', text: 'hm', replyTo: 4005 }],
  },
  {
    name: 'group callout: a lone emoji sent as a message',
    chat: 'group',
    callout: true,
    answer: '# «send»\n🐈',
    expect: [{ type: 'send', text: '🐈', replyTo: 4005 }],
  },
  {
    name: 'group callout: two short messages, the first answers the target',
    chat: 'group',
    callout: true,
    answer: '# «send»\nthe cat is fine!! hid under the sofa for a day\n\n# «send»\nand yes, Saturday 10 to 4',
    expect: [
      { type: 'send', text: 'the cat is fine!! hid under the sofa for a day', replyTo: 4005 },
      { type: 'send', text: 'and yes, Saturday 10 to 4' },
    ],
  },
  {
    name: 'group callout by reply: answering an earlier message by id',
    chat: 'group',
    callout: true,
    answer: '# «send» 4003\nAlice I put it behind the counter, grab it whenever',
    expect: [{ type: 'send', text: 'Alice I put it behind the counter, grab it whenever', replyTo: 4003 }],
  },
  {
    name: 'direct: three dots are a real message',
    answer: '# «send»\n...',
    expect: [{ type: 'send', text: '...' }],
  },
  {
    name: 'direct: brb in brackets is a real message',
    answer: '# «send»\n(brb)',
    expect: [{ type: 'send', text: '(brb)' }],
  },
  {
    name: 'direct: a hug action with actions on in direct chats',
    answer: '# «send»\n*hug*',
    expect: [{ type: 'send', text: '*hug*' }],
  },
  {
    name: 'direct: action then words',
    answer: '# «send»\n*laughs* the cat in a laundry basket, I need a photo of that',
    expect: [{ type: 'send', text: '*laughs* the cat in a laundry basket, I need a photo of that' }],
  },
  {
    name: 'group callout with actions always: an action alone is speech',
    chat: 'group',
    callout: true,
    actions: 'always',
    answer: '# «send»\n*waves from behind the counter*',
    expect: [{ type: 'send', text: '*waves from behind the counter*', replyTo: 4005 }],
  },
  {
    name: 'group callout with actions always: action and words',
    chat: 'group',
    others: NAMED,
    callout: true,
    actions: 'always',
    answer: '# «send»\n*digs through the cellar* found four crates actually',
    expect: [{ type: 'send', text: '*digs through the cellar* found four crates actually', replyTo: 4005 }],
  },
  {
    name: 'direct: a sticker instead of words',
    answer: '# «sticker»\nHeidiDuck :: 😂',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    name: 'direct: sticker on two lines after a message',
    answer: '# «send»\ngood night!\n\n# «sticker»\nHeidiDuck\n😴',
    expect: [
      { type: 'send', text: 'good night!' },
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
    ],
  },
  {
    name: 'direct: a reaction and a short answer',
    answer: '# «react»\n👍\n\n# «send»\nopen Saturday till 2',
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      { type: 'send', text: 'open Saturday till 2' },
    ],
  },
  {
    name: 'group callout: a reaction on the question, no words',
    chat: 'group',
    callout: true,
    answer: '# «think»\nA thumbs up says yes to both.\n# «react» 4005\n👍',
    expect: [{ type: 'react', emoji: '👍', messageId: 4005 }],
  },
  {
    name: 'group not addressed: a memory note and silence',
    chat: 'group',
    others: CHATTER,
    answer: '# «note»\nFriday dinner at eight, corner table, Jonas brings cake\n\n# «think»\nnot for me',
    expect: [{ type: 'note' }],
  },
  {
    name: 'direct: remember plus an answer',
    answer:
      '# «remember»\nJonas moved flats last Sunday with his cat\n\n# «send»\nshe survived! open Saturday as usual',
    expect: [{ type: 'remember' }, { type: 'send', text: 'she survived! open Saturday as usual' }],
  },
  {
    name: 'direct: slang and typos',
    answer: '# «send»\nlol ya the cat is fiiine, sat we r open ofc',
    expect: [{ type: 'send', text: 'lol ya the cat is fiiine, sat we r open ofc' }],
  },
  {
    name: 'direct: a question back',
    answer: '# «send»\nwait, which cat? the grey one or the new kitten?',
    expect: [{ type: 'send', text: 'wait, which cat? the grey one or the new kitten?' }],
  },
  {
    name: 'direct: bold a person types',
    answer: '# «send»\nSaturday we are open **until 2 only**, sorry',
    expect: [{ type: 'send', text: 'Saturday we are open **until 2 only**, sorry' }],
  },
  {
    name: 'direct: quoting the friend with a greater-than',
    answer: '# «send»\n> did the cat survive\n\nbarely, she sulked for two days',
    expect: [{ type: 'send', text: '> did the cat survive\n\nbarely, she sulked for two days' }],
  },
  {
    name: 'direct: a message that says nothing to add, as a person would',
    answer: '# «send»\nnothing to add, you said it all 😄',
    expect: [{ type: 'send', text: 'nothing to add, you said it all 😄' }],
  },
  {
    name: 'direct: a person saying she will be silent for a while',
    answer: '# «send»\ngoing silent for an hour, exam time. wish me luck',
    expect: [{ type: 'send', text: 'going silent for an hour, exam time. wish me luck' }],
  },
  {
    name: 'direct: no block, a plain answer',
    answer: 'yes yes, Saturday from 9. the cat is thriving',
    expect: [{ type: 'send', text: 'yes yes, Saturday from 9. the cat is thriving' }],
  },
  {
    name: 'direct: German answer from a German persona',
    persona: 'Greta',
    answer: '# «send»\nJa klar, Samstag haben wir offen. Und der Katze geht es gut 🐱',
    expect: [{ type: 'send', text: 'Ja klar, Samstag haben wir offen. Und der Katze geht es gut 🐱' }],
  },
  {
    name: 'group callout: Spanish hm-like answer',
    chat: 'group',
    callout: true,
    answer: '# «send»\nmmm no sé',
    expect: [{ type: 'send', text: 'mmm no sé', replyTo: 4005 }],
  },
  {
    name: 'direct: a single question mark',
    answer: '# «send»\n?',
    expect: [{ type: 'send', text: '?' }],
  },
  {
    name: 'direct: ok with a period, then a sticker',
    answer: '# «send»\nok.\n# «sticker»\nHeidiDuck :: 👋',
    expect: [
      { type: 'send', text: 'ok.' },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
  {
    name: 'group: persona with another name answers a mention',
    chat: 'group',
    persona: 'Mara',
    participants: ['Jonas', 'Alice', 'Tomek'],
    others: new Map([
      [4001, 'Tomek is late again'],
      [4003, 'classic Tomek'],
      [4005, '@mara are you still at the office?'],
    ]),
    callout: true,
    answer: '# «send»\nyep, leaving in 10',
    expect: [{ type: 'send', text: 'yep, leaving in 10', replyTo: 4005 }],
  },
  {
    name: 'group: persona with another name stays silent with a think block in Polish',
    chat: 'group',
    persona: 'Mara',
    participants: ['Jonas', 'Alice', 'Tomek'],
    others: new Map([
      [4001, 'Tomek is late again'],
      [4003, 'classic Tomek'],
      [4005, 'Tomek, where are you??'],
    ]),
    answer: '# «think»\nTo pytanie do Tomka, nie do mnie. Milczę.',
    expect: [],
  },
  {
    name: 'direct: brackets a person types mid-sentence',
    answer: '# «send»\nthe cat (Mochi) is fine, she already owns the new sofa',
    expect: [{ type: 'send', text: 'the cat (Mochi) is fine, she already owns the new sofa' }],
  },
  {
    name: 'direct: a message with an em dash and silence as a word',
    answer: '# «send»\nthe new flat — finally some silence at night, he says',
    expect: [{ type: 'send', text: 'the new flat — finally some silence at night, he says' }],
  },
  {
    name: 'direct: xD and a second line',
    answer: '# «send»\nxD\nthat basket story will live forever',
    expect: [{ type: 'send', text: 'xD\nthat basket story will live forever' }],
  },
  {
    name: 'group callout: a short list a person types',
    chat: 'group',
    others: NAMED,
    callout: true,
    answer: '# «send»\nI have:\n- 3 wine crates\n- 1 apple crate (a bit broken)',
    expect: [
      { type: 'send', text: 'I have:\n- 3 wine crates\n- 1 apple crate (a bit broken)', replyTo: 4005 },
    ],
  },
  {
    name: 'direct: emoji only, two of them',
    answer: '# «send»\n🙈🙈',
    expect: [{ type: 'send', text: '🙈🙈' }],
  },
  {
    name: 'group callout: react plus a follow-up message',
    chat: 'group',
    callout: true,
    answer: '# «react» 4005\n😁\n# «send»\nopen Saturday, cat alive and spoiled',
    expect: [
      { type: 'react', emoji: '😁', messageId: 4005 },
      { type: 'send', text: 'open Saturday, cat alive and spoiled', replyTo: 4005 },
    ],
  },
  {
    name: 'direct: Russian answer',
    answer: '# «send»\nкот жив-здоров 😺 в субботу работаем',
    expect: [{ type: 'send', text: 'кот жив-здоров 😺 в субботу работаем' }],
  },
  {
    name: 'direct: Japanese short answer',
    answer: '# «send»\nうん、土曜日は開いてるよ',
    expect: [{ type: 'send', text: 'うん、土曜日は開いてるよ' }],
  },
  {
    name: 'direct: a code span a person types',
    answer: '# «send»\nthe shop wifi is `Heidi-Guest`, same as before',
    expect: [{ type: 'send', text: 'the shop wifi is `Heidi-Guest`, same as before' }],
  },
];

export const HELD_OUT_17: CorpusEntry[] = [...ORDINARY, ...HELD_OUT_17_SLIPS];
