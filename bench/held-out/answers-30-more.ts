/**
 * Set 30, more of the direct chat and the default group: ordinary answers that look unusual,
 * and slips of the other families (a YAML body, a reply reference, markup around the body).
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

export const MORE_30: CorpusEntry[] = [
  {
    name: 's30 group: a callout, a code block a person pastes',
    chat: 'group',
    callout: true,
    answer: '# «send»\nthe guest wifi is\n```\nHeidiShop-Gast / katze2026\n```',
    expect: [
      { type: 'send', text: 'the guest wifi is\n```\nHeidiShop-Gast / katze2026\n```', replyTo: 4005 },
    ],
  },
  {
    name: 's30 group: a callout, a short yes with an emoji',
    chat: 'group',
    callout: true,
    answer: '# «send»\nja! 🐈',
    expect: [{ type: 'send', text: 'ja! 🐈', replyTo: 4005 }],
  },
  {
    name: 's30 group: a reply to Alice’s umbrella by id and a reaction to Jonas',
    chat: 'group',
    callout: true,
    answer:
      '# «react» 4001\n😢\n# «send» 4003\nAlice it’s here, blue with white dots? I put it behind the counter',
    expect: [
      { type: 'react', emoji: '😢', messageId: 4001 },
      {
        type: 'send',
        text: 'Alice it’s here, blue with white dots? I put it behind the counter',
        replyTo: 4003,
      },
    ],
  },
  {
    name: 's30 direct: a P.S. line a person types',
    answer:
      '# «send»\nhe survived, Jonas says he’s already on top of the fridge\n\nP.S. Saturday 10–14 as always',
    expect: [
      {
        type: 'send',
        text: 'he survived, Jonas says he’s already on top of the fridge\n\nP.S. Saturday 10–14 as always',
      },
    ],
  },
  {
    name: 's30 direct: a wait in minutes between two messages',
    answer: '# «send»\nhold on, asking Jonas\n# «wait» 2 min\n# «send»\nhe says the cat is fine, just grumpy',
    expect: [
      { type: 'send', text: 'hold on, asking Jonas' },
      { type: 'wait', delay: 120 },
      { type: 'send', text: 'he says the cat is fine, just grumpy' },
    ],
  },
  {
    name: 's30 group: YAML with a message key and a reply id, no fence',
    chat: 'group',
    callout: true,
    answer: 'message: "Jonas, bring the cat pics on Saturday!"\nreply_to: 4001',
    expect: [{ type: 'send', text: 'Jonas, bring the cat pics on Saturday!', replyTo: 4001 }],
  },
  {
    name: 's30 group: a reply reference opening the body',
    chat: 'group',
    callout: true,
    answer: '# «send»\n(replying to #4003) it’s at the shop, come get it whenever',
    expect: [{ type: 'send', text: 'it’s at the shop, come get it whenever', replyTo: 4003 }],
  },
  {
    name: 's30 group: the body wrapped in a markup element with an addressee',
    chat: 'group',
    callout: true,
    answer: '<message to="Jonas">yes the cat made it, and we’re open Saturday</message>',
    expect: [{ type: 'send', text: 'yes the cat made it, and we’re open Saturday', replyTo: 4005 }],
  },
  {
    name: 's30 group: not addressed, a silence token in square brackets of capitals in German',
    chat: 'group',
    answer: '# «send»\n[[SCHWEIGEN]]',
    expect: [],
    silence: '',
  },
  {
    name: 's30 group: a callout answered, then the model notes the turn in the third person',
    chat: 'group',
    callout: true,
    answer: '# «send»\nhaha yes he did! open Saturday too (keeping it short, Jonas seems busy)',
    expect: [{ type: 'send', text: 'haha yes he did! open Saturday too', replyTo: 4005 }],
  },
];
