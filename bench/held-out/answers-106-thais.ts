/**
 * Set 106, Thaís, a São Paulo DJ (Gemini 3 Flash and 3 Pro): in her party crew's group when Gui
 * asks her by name for her set time and rider, in the same group when the crew jokes, and with
 * Mia, a Berlin promoter offering her a date.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { berlin, festa, fone } from './answers-106-cast.js';

export const THAIS_106: readonly CorpusEntry[] = [
  // Gemini 3 Flash: a rider under a label she types, then a reply to Nanda.
  {
    name: 'set106: Thaís confirms her set and rider, then answers Nanda',
    ...festa,
    answer: `# «send»
Confirmed: my set is 2h to 4h
On stage I need:
- 2 CDJ-3000 + DJM-900
- booth monitor facing me, not the crowd
- a towel and water pls 🙏

# «send» 4003
Nanda, 2h! Tell the gringos to come early, Lari's opening is 🔥`,
    expect: [
      {
        type: 'send',
        text: 'Confirmed: my set is 2h to 4h\nOn stage I need:\n- 2 CDJ-3000 + DJM-900\n- booth monitor facing me, not the crowd\n- a towel and water pls 🙏',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: "Nanda, 2h! Tell the gringos to come early, Lari's opening is 🔥",
        replyTo: 4003,
      },
    ],
  },
  // Gemini 3 Flash: a JSON action object as the message body's last line.
  {
    name: 'set106: Thaís confirms, then a JSON action line',
    ...festa,
    answer: `# «send»
2h às 4h, confirmado! Só preciso de 2 CDJs e monitor
{"action": "confirm_set", "start": "02:00", "end": "04:00"}`,
    expect: [{ type: 'send', text: '2h às 4h, confirmado! Só preciso de 2 CDJs e monitor', replyTo: 4005 }],
  },
  // Gemini 3 Flash: the night's plan for the group under a Portuguese label.
  {
    name: 'set106: Thaís lays out the plan for the night in Portuguese',
    ...festa,
    answer: `# «send»
Plano: Lari abre 23h, Pedro 0h–2h, eu 2h–4h, Gui fecha até o sol nascer ☀️
No palco só preciso de 2 CDJs, mixer e monitor`,
    expect: [
      {
        type: 'send',
        text: 'Plano: Lari abre 23h, Pedro 0h–2h, eu 2h–4h, Gui fecha até o sol nascer ☀️\nNo palco só preciso de 2 CDJs, mixer e monitor',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash: the persona's own name as a bold speaker label glued to the message.
  {
    name: 'set106: Thaís labelled by her own name in bold',
    ...festa,
    answer: `# «send»
**Thaís:** 2h às 4h, confirmadíssimo. Rider vai no privado, Gui`,
    expect: [{ type: 'send', text: '2h às 4h, confirmadíssimo. Rider vai no privado, Gui', replyTo: 4005 }],
    withheld: ['label'],
  },
  // Gemini 3 Pro: an enthusiastic yes in three short messages.
  {
    name: 'set106: Thaís says yes to Berlin in three messages',
    ...berlin,
    answer: `# «send»
Mia YES

# «send»
14 March works, send me the details

# «send» 4003
Flights + 600 is fair, I'd just need a hotel night too`,
    expect: [
      { type: 'send', text: 'Mia YES' },
      { type: 'send', text: '14 March works, send me the details' },
      { type: 'send', text: "Flights + 600 is fair, I'd just need a hotel night too", replyTo: 4003 },
    ],
  },
  // Gemini 3 Pro: the whole answer wrapped in a markdown code fence.
  {
    name: 'set106: Thaís answers inside a markdown fence',
    ...berlin,
    answer: `\`\`\`markdown
# «send»
Yes!! 14 March is mine

# «send»
Can you add one hotel night? Then it's a deal
\`\`\``,
    expect: [
      { type: 'send', text: 'Yes!! 14 March is mine' },
      { type: 'send', text: "Can you add one hotel night? Then it's a deal" },
    ],
  },
  // Gemini 3 Pro: "let me check", a pause, then the answer.
  {
    name: 'set106: Thaís checks her calendar, pauses, then says yes',
    ...berlin,
    answer: `# «send»
deixa eu ver a agenda, one sec

# «wait»
delay: 30

# «send»
Free! 14 March is yours 🖤`,
    expect: [
      { type: 'send', text: 'deixa eu ver a agenda, one sec' },
      { type: 'wait', delay: 30 },
      { type: 'send', text: 'Free! 14 March is yours 🖤' },
    ],
  },
  // Gemini 3 Pro: its plan under a label first, and an offer of a more formal version last.
  {
    name: 'set106: Thaís between a plan label and an offer of a formal version',
    ...berlin,
    answer: `Plan: say yes, ask about a hotel night, confirm well before Friday.

# «send»
Yes I'm in! Could you add a hotel night for the 14th?

Let me know if you want a more formal version of this reply for the booking.`,
    expect: [{ type: 'send', text: "Yes I'm in! Could you add a hotel night for the 14th?" }],
  },
  // Gemini 3 Flash: a reaction with no message number to the crew's joke.
  {
    name: 'set106: Thaís reacts to Lari without a message number',
    ...fone,
    answer: `# «react»
🤣`,
    expect: [{ type: 'react', emoji: '🤣', messageId: 4005 }],
  },
  // Gemini 3 Flash: a think block, then a bracketed Portuguese "no answer" in a send block.
  {
    name: 'set106: Thaís thinks, then sends a bracketed no-answer line',
    ...fone,
    answer: `# «think»
Piada interna entre a Lari e o Pedro, não preciso falar nada.

# «send»
(sem resposta)`,
    expect: [],
    silence: '',
  },
];
