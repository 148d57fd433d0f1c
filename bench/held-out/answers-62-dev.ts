/** Set 62: Dev's trip plan and money split in an English group, slips inside. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { dev, L, send } from './answers-62-cast.js';

const itinerary = L(
  'OK OK here it is, don’t yell 😅',
  '',
  '**Day 1 (14th)** — land, villa, Anjuna sunset, dinner at Gunpowder',
  '**Day 2** — scooters 🛵 → Chapora fort → Vagator beach → night market (Sat only!)',
  '**Day 3** — lazy day. Pool. Nobody talks to me before 11',
  '**Day 4** — South Goa: Palolem + kayaking, long drive so leave by 8',
  '**Day 5 (18th)** — brunch, pack, airport by 3',
);
const split = L(
  'Money so far:',
  '',
  '| What | Paid by | Amount |',
  '|---|---|---|',
  '| Villa deposit | Kabir | ₹24,000 |',
  '| Scooters (4 days) | me | ₹6,400 |',
  '| Airport cab | Aditi | ₹2,000 |',
  '',
  'Total ₹32,400 → **₹6,480 each**. I’ll keep a Splitwise group, link below.',
);
const rules = L(
  'Also, house rules, since Meera is right:',
  '',
  '1. Every expense goes in Splitwise the same day',
  '2. Whoever books pays first, gets paid back in 48h',
  '3. No "I’ll pay you later bro" 😂',
);

export const DEV: readonly CorpusEntry[] = [
  dev({
    name: 'set62 dev: a day-by-day plan with bold day labels',
    answer: L('# «send»', itinerary),
    expect: [send(itinerary, 4005)],
  }),
  dev({
    name: 'set62 dev: plan, a money table, and rules as a reply to Meera',
    answer: L('# «send»', itinerary, '', '# «send»', split, '', '# «send» 4003', rules),
    expect: [send(itinerary, 4005), send(split), send(rules, 4003)],
  }),
  // Gemini 2.5 Flash: a reasoning paragraph in bold label between the plan and the table.
  dev({
    name: 'set62 dev: a bold reasoning label between plan and money table',
    answer: L(
      '# «send»',
      itinerary,
      '',
      '**Thought process:** Rohan asked for both the plan and the split, so I will send the table next.',
      '',
      '# «send»',
      split,
    ),
    expect: [send(itinerary, 4005), send(split)],
  }),
  // Gemini 2.5 Flash: the table followed by a plan-word summary of the turn, then another message.
  dev({
    name: 'set62 dev: a summary of the turn between two messages',
    answer: L(
      '# «send»',
      split,
      '',
      'Summary: shared the itinerary and the expense split, addressed Meera’s concern next.',
      '',
      '# «send» 4003',
      rules,
    ),
    expect: [send(split, 4005), send(rules, 4003)],
  }),
  dev({
    name: 'set62 dev: a message that starts with "Thinking of" and has a TL;DR',
    answer: L(
      '# «send»',
      'Thinking of doing Dudhsagar falls instead of Palolem on Day 4?',
      'It’s a jeep safari, 4 hrs each way, but the photos 🤌',
      '',
      'TL;DR: vote 👍 for falls, 👎 for beach, I don’t care either way',
    ),
    expect: [
      send(
        L(
          'Thinking of doing Dudhsagar falls instead of Palolem on Day 4?',
          'It’s a jeep safari, 4 hrs each way, but the photos 🤌',
          '',
          'TL;DR: vote 👍 for falls, 👎 for beach, I don’t care either way',
        ),
        4005,
      ),
    ],
  }),
  // Gemini 2.5 Flash: the model speaks to the group member for the persona's user, mid-answer.
  dev({
    name: 'set62 dev: a made-up line for another member between the plan and rules',
    answer: L(
      '# «send»',
      itinerary,
      '',
      'Meera: finally someone organised 🙏 I’ll do the grocery run on day 1',
      '',
      '# «send»',
      rules,
    ),
    expect: [send(itinerary, 4005), send(rules)],
  }),
  // Gemini 2.5 Flash: a rating of its own answer between two messages.
  dev({
    name: 'set62 dev: a confidence line between two messages',
    answer: L('# «send»', itinerary, '', 'Confidence: high', '', '# «send»', split),
    expect: [send(itinerary, 4005), send(split)],
  }),
  dev({
    name: 'set62 dev: a packing list with ticks and a note line',
    answer: L(
      '# «send»',
      'Packing list bc someone WILL forget something:',
      '',
      '- [x] sunscreen (Aditi has the big one)',
      '- [x] speaker',
      '- [ ] UNO + cards',
      '- [ ] mosquito stuff!!',
      '',
      'Note: villa has towels, don’t bring yours',
    ),
    expect: [
      send(
        L(
          'Packing list bc someone WILL forget something:',
          '',
          '- [x] sunscreen (Aditi has the big one)',
          '- [x] speaker',
          '- [ ] UNO + cards',
          '- [ ] mosquito stuff!!',
          '',
          'Note: villa has towels, don’t bring yours',
        ),
        4005,
      ),
    ],
  }),
  // Gemini 2.5 Flash, two slips: a lead-in presenting the answer, and a tone note between messages.
  dev({
    name: 'set62 dev: a lead-in over the plan and a tone note before the table',
    answer: L(
      '# «send»',
      "Here's Dev's reply to the group:",
      '',
      itinerary,
      '',
      'I went with a playful tone since the group is teasing Dev about being late with the plan.',
      '',
      '# «send»',
      split,
    ),
    expect: [send(itinerary, 4005), send(split)],
  }),
  dev({
    name: 'set62 dev: options a person lists plainly, and a poll question',
    answer: L(
      '# «send»',
      'Dinner on day 1, pick one:',
      '',
      'Option 1: Gunpowder (South Indian, ₹₹)',
      'Option 2: Bomra’s (Burmese, ₹₹₹, book ahead)',
      'Option 3: Fish thali at the shack near the villa (₹, vibes)',
      '',
      'Majority wins by 9pm tonight ⏰',
    ),
    expect: [
      send(
        L(
          'Dinner on day 1, pick one:',
          '',
          'Option 1: Gunpowder (South Indian, ₹₹)',
          'Option 2: Bomra’s (Burmese, ₹₹₹, book ahead)',
          'Option 3: Fish thali at the shack near the villa (₹, vibes)',
          '',
          'Majority wins by 9pm tonight ⏰',
        ),
        4005,
      ),
    ],
  }),
  // Gemini 2.5 Flash: a note for a later turn between two messages.
  dev({
    name: 'set62 dev: a note for the next turn between two messages',
    answer: L(
      '# «send»',
      split,
      '',
      'Next turn: check if Kabir confirmed the villa check-in time.',
      '',
      '# «send»',
      'Kabir what time is check-in btw?',
    ),
    expect: [send(split, 4005), send('Kabir what time is check-in btw?')],
  }),
  dev({
    name: 'set62 dev: a reaction to Kabir and the plan with an aside in brackets',
    answer: L(
      '# «react» 4001',
      '🎉',
      '',
      '# «send»',
      itinerary,
      '',
      '(yes I put the lazy day there on purpose, I know you all)',
    ),
    expect: [
      { type: 'react', emoji: '🎉', messageId: 4001 },
      send(L(itinerary, '', '(yes I put the lazy day there on purpose, I know you all)'), 4005),
    ],
  }),
];
