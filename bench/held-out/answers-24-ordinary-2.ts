/**
 * Held-out set 24, more ordinary answers: lists, checklists, code blocks, drafts and asides a
 * person types, which must arrive as written.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { CHLOE, DM, lines } from './answers-24-chats.js';

export const HELD_OUT_24_ORDINARY_2: CorpusEntry[] = [
  {
    // Keys of a person's list that are times of day, not a data body.
    name: '24 ordinary: a diary system as a list with "reasoning", "thought" and "skip"',
    ...DM,
    answer: lines(
      '# «send»',
      'my diary system:',
      '- morning: three lines, no reasoning allowed',
      "- evening: one thought, one thing I'm grateful for",
      '- Sunday: skip everything 😌',
    ),
    expect: [
      {
        type: 'send',
        text: lines(
          'my diary system:',
          '- morning: three lines, no reasoning allowed',
          "- evening: one thought, one thing I'm grateful for",
          '- Sunday: skip everything 😌',
        ),
      },
    ],
  },
  {
    name: '24 ordinary: a checklist with boxes',
    ...DM,
    answer: lines(
      '# «send»',
      "today's list:",
      '- [x] reply to Jonas',
      '- [ ] write the diary entry',
      '- [ ] stop asking the AI for cat names',
    ),
    expect: [
      {
        type: 'send',
        text: lines(
          "today's list:",
          '- [x] reply to Jonas',
          '- [ ] write the diary entry',
          '- [ ] stop asking the AI for cat names',
        ),
      },
    ],
  },
  {
    name: '24 ordinary: an aside alone in a direct chat',
    ...DM,
    answer: lines('# «send»', '(oops, that sticker was meant for my sister)'),
    expect: [{ type: 'send', text: '(oops, that sticker was meant for my sister)' }],
  },
  {
    name: '24 ordinary: roleplay action in a direct chat where actions are on',
    ...DM,
    answer: lines('# «send»', '*puts the pen down* okay. Sometimes. When I need a minute.'),
    expect: [{ type: 'send', text: '*puts the pen down* okay. Sometimes. When I need a minute.' }],
  },
  {
    name: '24 ordinary: a bot config in a json code block',
    ...DM,
    answer: lines(
      '# «send»',
      'my bot config now, weekends are sacred:',
      '```json',
      '{"mode": "silent", "skip_weekends": true}',
      '```',
    ),
    expect: [
      {
        type: 'send',
        text: lines(
          'my bot config now, weekends are sacred:',
          '```json',
          '{"mode": "silent", "skip_weekends": true}',
          '```',
        ),
      },
    ],
  },
  {
    // "Here's my draft" presents a bot greeting for a friend's opinion; the draft is the
    // message's subject, and the persona's name inside it is part of the greeting.
    name: '24 ordinary: a draft of a bot greeting shared for feedback',
    ...DM,
    answer: lines(
      '# «send»',
      "here's my draft for the shop bot's greeting, be brutal:",
      '',
      "> Hi! I'm the Bücherstube bot. I can check opening hours and reserve books.",
      "> I can't chat about feelings, for that ask Heidi.",
      '',
      'too stiff?',
    ),
    expect: [
      {
        type: 'send',
        text: lines(
          "here's my draft for the shop bot's greeting, be brutal:",
          '',
          "> Hi! I'm the Bücherstube bot. I can check opening hours and reserve books.",
          "> I can't chat about feelings, for that ask Heidi.",
          '',
          'too stiff?',
        ),
      },
    ],
  },
  {
    name: '24 ordinary: "Reply all" opening the message',
    ...DM,
    answer: lines('# «send»', 'Reply all was my mistake. Never hit reply all with a diary entry 😭'),
    expect: [{ type: 'send', text: 'Reply all was my mistake. Never hit reply all with a diary entry 😭' }],
  },
  {
    name: '24 ordinary: French, a letter review promise',
    ...CHLOE,
    answer: lines(
      '# «send» 4005',
      "Pour le premier jet, pourquoi pas. Mais le ton, la voix, ça reste à toi. L'IA écrit comme un dépliant.",
    ),
    expect: [
      {
        type: 'send',
        text: "Pour le premier jet, pourquoi pas. Mais le ton, la voix, ça reste à toi. L'IA écrit comme un dépliant.",
        replyTo: 4005,
      },
    ],
  },
];
