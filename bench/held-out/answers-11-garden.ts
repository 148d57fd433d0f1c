import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { GARDEN, lines } from './answers-11-scenes.js';

/**
 * Held-out set 11, the allotment garden group: Rosa with Will, May and Tom. In a group the first
 * message without a reply id answers the target (4005), so expected sends carry it.
 */
export const HELD_OUT_11_GARDEN: readonly CorpusEntry[] = [
  {
    name: 'garden: a plain yes to the work day, with an emoji',
    ...GARDEN,
    answer: lines('# «send»', "Yes I'll be there at 10! I'll bring the big rake 🌱"),
    expect: [{ type: 'send', text: "Yes I'll be there at 10! I'll bring the big rake 🌱", replyTo: 4005 }],
  },
  {
    // Two people answered in one message, each line opened by their name and a colon: the
    // persona speaks in both (first person, answering each one's question).
    name: 'garden: answering Will and May by name with a colon, one line each',
    ...GARDEN,
    answer: lines(
      '# «send»',
      "Will: no, I didn't get to it, would be great if you went tonight 🙏",
      'May: count me in for Saturday!',
    ),
    expect: [
      {
        type: 'send',
        text: "Will: no, I didn't get to it, would be great if you went tonight 🙏\nMay: count me in for Saturday!",
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'garden: two addressees on one line, the way people type it',
    ...GARDEN,
    answer: lines('# «send»', "May: yes, coming! Tom: you're a hero for the trailer"),
    expect: [{ type: 'send', text: "May: yes, coming! Tom: you're a hero for the trailer", replyTo: 4005 }],
  },
  {
    name: 'garden: "Will do" where Will is also a participant',
    ...GARDEN,
    answer: lines('# «send»', 'Will do, May! See you at 10'),
    expect: [{ type: 'send', text: 'Will do, May! See you at 10', replyTo: 4005 }],
  },
  {
    // The model went on to write Will's answer to its own message: he thanks Rosa by name.
    name: "garden: Will's reply written after Rosa's own message",
    ...GARDEN,
    answer: lines(
      '# «send»',
      "I didn't, sorry! Could you go tonight?",
      "Will: sure, I'll go after work. thanks Rosa!",
    ),
    expect: [{ type: 'send', text: "I didn't, sorry! Could you go tonight?", replyTo: 4005 }],
  },
  {
    name: 'garden: the transcript continued for three more speakers, Rosa among them',
    ...GARDEN,
    answer: lines(
      '# «send»',
      'Saturday 10 works for me 👍',
      '',
      "May: great! that's four of us then",
      "Tom: I'll bring coffee",
      'Rosa: amazing',
    ),
    expect: [{ type: 'send', text: 'Saturday 10 works for me 👍', replyTo: 4005 }],
  },
  {
    name: "garden: Rosa's own earlier message repeated under its transcript header",
    ...GARDEN,
    answer: lines(
      '# «send»',
      '⟦#3997 Rosa⟧ I have the key, I can leave it under the blue pot',
      "Yes, I'll come Saturday at 10!",
    ),
    expect: [{ type: 'send', text: "Yes, I'll come Saturday at 10!", replyTo: 4005 }],
  },
  {
    // The documented rules count the persona's own earlier messages as repeats only within one
    // answer; a careful operator would still not have a sentence the chat already shows from
    // Rosa sent again word for word as a message of its own (the turn's `own` states it).
    name: "garden: Rosa's own earlier message sent again as a second block",
    ...GARDEN,
    answer: lines(
      '# «send»',
      'Yes! Saturday 10 🙌',
      '# «send»',
      'Pulling them now would be best, I have gloves in the shed',
    ),
    // DECISIONS A2 settles it the other way: the persona's own earlier messages count only within
    // one answer, so saying one again is its choice and is sent.
    expect: [
      { type: 'send', text: 'Yes! Saturday 10 🙌', replyTo: 4005 },
      { type: 'send', text: 'Pulling them now would be best, I have gloves in the shed' },
    ],
  },
  {
    name: "garden: Will's question quoted back above the answer",
    ...GARDEN,
    answer: lines(
      '# «send» 4003',
      '> Rosa did you water the beans yesterday or should I go tonight?',
      'Go tonight pls, I forgot 🙈',
    ),
    expect: [{ type: 'send', text: 'Go tonight pls, I forgot 🙈', replyTo: 4003 }],
  },
  {
    name: 'garden: busy with seedlings, narrated in an italic aside only',
    ...GARDEN,
    answer: lines('# «send»', '_(busy pricking out seedlings, leaves it for May to sort out)_'),
    expect: [],
  },
  {
    // A label with the persona's plot in brackets between the name and the colon.
    name: 'garden: speaker label with a bracketed plot number',
    ...GARDEN,
    answer: lines('# «send»', '**Rosa (plot 7):** Yes, coming Saturday!'),
    expect: [{ type: 'send', text: 'Yes, coming Saturday!', replyTo: 4005 }],
  },
  {
    name: 'garden: @mentions of two people in one line',
    ...GARDEN,
    answer: lines('# «send»', '@May yes! and @Tom can you take the blighted ones in the trailer?'),
    expect: [
      {
        type: 'send',
        text: '@May yes! and @Tom can you take the blighted ones in the trailer?',
        replyTo: 4005,
      },
    ],
  },
  {
    // Two slips: a wrapped reasoning label, then answer lines addressed by name, which are the
    // persona's own and must go out.
    name: 'garden: a wrapped thought, then Will and May answered by name',
    ...GARDEN,
    answer: lines(
      '# «send»',
      '*Thought: both Will and May asked something, answer both in one message.*',
      "Will: watered them yesterday evening, you're free!",
      "May: I'm in for Saturday 🌻",
    ),
    expect: [
      {
        type: 'send',
        text: "Will: watered them yesterday evening, you're free!\nMay: I'm in for Saturday 🌻",
        replyTo: 4005,
      },
    ],
  },
  {
    name: "garden: Rosa's label, then Will's line in reply to it",
    ...GARDEN,
    answer: lines(
      '# «send»',
      "Rosa: nope, didn't manage. tonight would be great!",
      'Will: no problem, on my way after dinner',
    ),
    expect: [{ type: 'send', text: "nope, didn't manage. tonight would be great!", replyTo: 4005 }],
  },
  {
    name: 'garden: a notice quoted inside a sentence',
    ...GARDEN,
    answer: lines(
      '# «send»',
      'fyi the council email says "green waste collection moves to Mondays from June"',
    ),
    expect: [
      {
        type: 'send',
        text: 'fyi the council email says "green waste collection moves to Mondays from June"',
        replyTo: 4005,
      },
    ],
  },
  {
    name: "garden: May's message forwarded back under a forward line, then the answer",
    ...GARDEN,
    answer: lines(
      '# «send»',
      'Forwarded from May:',
      'The tomatoes on plot 4 have blight, we should pull them before it spreads',
      "Agree, let's do it Saturday",
    ),
    expect: [{ type: 'send', text: "Agree, let's do it Saturday", replyTo: 4005 }],
  },
  {
    name: 'garden: a packing list for the work day',
    ...GARDEN,
    answer: lines(
      '# «send»',
      "For Saturday I'll bring:",
      '- the big rake',
      '- 2 pairs of gloves',
      '- cake 🍰',
    ),
    expect: [
      {
        type: 'send',
        text: "For Saturday I'll bring:\n- the big rake\n- 2 pairs of gloves\n- cake 🍰",
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'garden: a yes, then a waving sticker',
    ...GARDEN,
    answer: lines('# «send»', 'Yes!! 10 it is', '', '# «sticker»', 'HeidiDuck', '👋'),
    expect: [
      { type: 'send', text: 'Yes!! 10 it is', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
  {
    name: 'garden: the next transcript header written for May after the answer',
    ...GARDEN,
    answer: lines('# «send»', 'Yes, 10! Who brings the kettle?', '⟦#4006 May⟧ me! ☕'),
    expect: [{ type: 'send', text: 'Yes, 10! Who brings the kettle?', replyTo: 4005 }],
  },
  {
    // May asks everyone; Rosa said yes on Monday, so the model plans and stays out.
    name: 'garden: a think block only',
    ...GARDEN,
    answer: lines('# «think»', 'May asks everyone, I already said yes on Monday. Nothing to add.'),
    expect: [],
  },
  {
    name: 'garden: a read receipt and time copied from the chat view after the message',
    ...GARDEN,
    answer: lines('# «send»', 'Coming at 10 ☀️', '10:04 ✓✓'),
    expect: [{ type: 'send', text: 'Coming at 10 ☀️', replyTo: 4005 }],
  },
  {
    name: 'garden: a chat log timestamp label in brackets before the name',
    ...GARDEN,
    answer: lines('# «send»', '(10:02) Rosa: count me in, I can do the tea'),
    expect: [{ type: 'send', text: 'count me in, I can do the tea', replyTo: 4005 }],
  },
  {
    name: 'garden: a month plan whose lines open with "May:" — a list, not a speaker',
    ...GARDEN,
    answer: lines(
      '# «send»',
      'Sowing plan for the shared bed:',
      'April: peas',
      'May: beans and courgettes',
      'June: leeks',
    ),
    expect: [
      {
        type: 'send',
        text: 'Sowing plan for the shared bed:\nApril: peas\nMay: beans and courgettes\nJune: leeks',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'garden: an unknown heading name in plain English, the only message',
    ...GARDEN,
    answer: lines('# «group_reply»', "I'm in! 10 on the dot"),
    expect: [{ type: 'send', text: "I'm in! 10 on the dot", replyTo: 4005 }],
  },
  {
    name: 'garden: two blocks, one answering Will by id, a second for everyone',
    ...GARDEN,
    answer: lines(
      '# «send» 4003',
      'ugh no, forgot 😩 tonight would be amazing',
      '# «send»',
      'and yes to Saturday!',
    ),
    expect: [
      { type: 'send', text: 'ugh no, forgot 😩 tonight would be amazing', replyTo: 4003 },
      // Only the first message answers the target, and only when it names no reply id; the docs
      // said this ambiguously when the set was written ("the first message without a reply id").
      { type: 'send', text: 'and yes to Saturday!' },
    ],
  },
  {
    name: "garden: a signature with the persona's initial after a tilde",
    ...GARDEN,
    answer: lines('# «send»', 'Saturday yes, I bring cake', '~R.'),
    expect: [{ type: 'send', text: 'Saturday yes, I bring cake', replyTo: 4005 }],
  },
];
