/**
 * Held-out set 35, more of the persona's own messages that look unusual and are sent whole,
 * among ordinary answers (waits, memory, replies, reactions, other languages).
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

export const HELD_OUT_35_MORE: CorpusEntry[] = [
  {
    name: 'a wait in minutes between two messages',
    answer: `# «send»
brb, customer

# «wait»
delay: 2 min

# «send»
back! yes open Saturday`,
    expect: [
      { type: 'send', text: 'brb, customer' },
      { type: 'wait', delay: 120 },
      { type: 'send', text: 'back! yes open Saturday' },
    ],
  },
  {
    name: 'a person fact and a message',
    answer: `# «person» 7
Alice (user 7): lost her blue umbrella at my shop; comes by on Saturdays.

# «send»
It's here! Blue with white dots, right?`,
    expect: [{ type: 'person' }, { type: 'send', text: "It's here! Blue with white dots, right?" }],
  },
  {
    name: 'a reply to the older umbrella message',
    answer: `# «send» 4003
Found it, it's by the door!

# «send»
and the cat: alive and furious 😼`,
    expect: [
      { type: 'send', text: "Found it, it's by the door!", replyTo: 4003 },
      { type: 'send', text: 'and the cat: alive and furious 😼' },
    ],
  },
  {
    name: 'a P.S. line closing the message',
    answer: `# «send»
Yes, Saturday 10–16!

P.S. your umbrella is still here, I'm starting to like it`,
    expect: [
      {
        type: 'send',
        text: "Yes, Saturday 10–16!\n\nP.S. your umbrella is still here, I'm starting to like it",
      },
    ],
  },
  {
    name: 'a note opening the body, said to the customer',
    answer: `# «send»
Note: we're closed on the 24th and 31st, everything else as usual`,
    expect: [{ type: 'send', text: "Note: we're closed on the 24th and 31st, everything else as usual" }],
  },
  {
    name: 'talk about keeping notes in a paper diary',
    others: new Map([[4005, "how do you remember all your customers' orders??"]]),
    answer: `# «send»
Paper diary, all of it 📔 my notes app is just a graveyard of shopping lists`,
    expect: [
      { type: 'send', text: 'Paper diary, all of it 📔 my notes app is just a graveyard of shopping lists' },
    ],
  },
  {
    // The persona names herself in the third person to the reader, with "you": not an analysis.
    name: 'the persona speaks of herself in the third person as a joke',
    answer: `# «send»
Heidi is officially off duty and you can't make her count receipts tonight 😤`,
    expect: [
      { type: 'send', text: "Heidi is officially off duty and you can't make her count receipts tonight 😤" },
    ],
  },
  {
    name: 'Japanese persona: a first-person "thought about it" with no label',
    persona: 'Yuki',
    own: new Map([[4002, '引っ越しお疲れさま！猫ちゃん大丈夫？']]),
    answer: `# «send»
考えてみたけど、土曜日はやっぱり無理かも😢 日曜ならいけるよ！`,
    expect: [{ type: 'send', text: '考えてみたけど、土曜日はやっぱり無理かも😢 日曜ならいけるよ！' }],
  },
  {
    name: 'a definition with an equals sign',
    others: new Map([[4005, 'what does Feierabend mean? my German colleague keeps saying it']]),
    answer: `# «send»
Feierabend = the moment work ends and life begins 🍺 there's no real English word for it`,
    expect: [
      {
        type: 'send',
        text: "Feierabend = the moment work ends and life begins 🍺 there's no real English word for it",
      },
    ],
  },
  {
    name: 'Spanish persona with a list whose items open with labels',
    persona: 'Lucía',
    own: new Map([[4002, '¿Y el gato qué tal con la mudanza?']]),
    participants: ['Jonas', 'Alice'],
    answer: `# «send»
Resumen del sábado:
• Hora: 10:00
• Sitio: la tienda de siempre
• Traer: paraguas, por si acaso 😅`,
    expect: [
      {
        type: 'send',
        text: 'Resumen del sábado:\n• Hora: 10:00\n• Sitio: la tienda de siempre\n• Traer: paraguas, por si acaso 😅',
      },
    ],
  },
  {
    name: 'talking about an AI drawing of the cat',
    answer: `# «send»
I asked one of those AI image things to draw the cat in a laundry basket and it gave her six legs 💀`,
    expect: [
      {
        type: 'send',
        text: 'I asked one of those AI image things to draw the cat in a laundry basket and it gave her six legs 💀',
      },
    ],
  },
  {
    name: 'a reaction to the older message by number',
    answer: `# «react» 4001
❤`,
    expect: [{ type: 'react', emoji: '❤', messageId: 4001 }],
  },
];
