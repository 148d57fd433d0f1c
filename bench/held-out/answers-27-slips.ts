import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { groupSend, send, TOMAS } from './answers-27-cast.js';

/**
 * Set 27, slips of the first families: prose around the blocks, reasoning labels, silence
 * narrated in groups, and headings that nearly are ones, each written in new words, languages,
 * brackets and positions.
 */
export const SLIPS_27: CorpusEntry[] = [
  // Prose around the blocks.
  {
    name: 'gemini 2.5 pro: a Spanish preface before the blocks (prompt in English, model drifted)',
    answer:
      'Claro, aquí está la respuesta de Heidi:\n\n# «send»\nHe survived! Now he sleeps in the basket by choice\n\n# «send»\nSaturday 10–16 🙂',
    expect: [send('He survived! Now he sleeps in the basket by choice'), send('Saturday 10–16 🙂')],
    withheld: ['outside-blocks'],
  },
  {
    name: 'claude: a stage line between two blocks that narrates the persona',
    answer:
      '# «send»\nAlive and furious about it 😂\n\nThen, after a short pause, Heidi adds:\n\n# «send»\nOpen Saturday as usual!',
    expect: [send('Alive and furious about it 😂'), send('Open Saturday as usual!')],
  },
  {
    name: "gpt-4o: an offer to rework the persona's reply after the last block",
    answer:
      "# «send»\nHe made it, the basket was his throne 👑 And yes, open Saturday!\n\nWant me to make Heidi's reply a bit more playful?",
    expect: [send('He made it, the basket was his throne 👑 And yes, open Saturday!')],
  },
  {
    name: 'gemini 3: a rule, then a tone check in italics',
    answer:
      '# «send»\nKafka is fine, just dramatic. Saturday from 10!\n\n---\n*Tone check:* warm, a little teasing, fits Heidi.',
    expect: [send('Kafka is fine, just dramatic. Saturday from 10!')],
  },
  {
    name: 'gemini 2.5 flash: a closing fence, then a German remark to the developer',
    answer:
      '```\n# «send»\nHe survived! Saturday open as always\n```\n\nIch habe die Antwort bewusst kurz gehalten, wie im Prompt verlangt.',
    expect: [send('He survived! Saturday open as always')],
  },
  {
    name: 'llama 3.1: a note to the developer closing the body, naming the persona',
    answer:
      '# «send»\nHe is fine, hiding behind the fridge. Saturday 10 to 4!\n\nNote for the developer: Heidi would not know the exact hours, so I used the usual ones.',
    expect: [send('He is fine, hiding behind the fridge. Saturday 10 to 4!')],
  },
  // Reasoning labels.
  {
    name: 'gemini 2.5 pro: a German reasoning label in square brackets atop the body',
    answer: '# «send»\n[Überlegung: zwei Fragen, kurz halten]\nHe survived! And yes, Saturday 10–16',
    expect: [send('He survived! And yes, Saturday 10–16')],
  },
  {
    name: 'gemini 3: a thought bubble line quoted at the top of the body',
    answer: '# «send»\n> 💭 two questions, answer both, no fuss\n\nKafka lives! Open Saturday too',
    expect: [send('Kafka lives! Open Saturday too')],
  },
  {
    name: 'qwen 3: a Markdown "Thought process" heading with its list inside the body',
    answer:
      '# «send»\n### Thought process\n- she asks about the cat and Saturday\n- keep it short\n\nThe cat is fine! Saturday open from 10',
    expect: [send('The cat is fine! Saturday open from 10')],
  },
  {
    name: 'gemini 2.5 flash: a wrapped thinking label closing the body on its own line',
    answer:
      '# «send»\nHe survived, with dignity mostly intact. See you Saturday?\n(thinking: maybe offer to keep the umbrella aside too)',
    expect: [send('He survived, with dignity mostly intact. See you Saturday?')],
  },
  {
    name: 'deepseek r1: a reasoning tag in full-width angle brackets before the blocks',
    answer:
      '＜think＞Alice asks two things. Cat first, then hours.＜/think＞\n# «send»\nCat: alive. Hours: Saturday 10–16 📚',
    expect: [send('Cat: alive. Hours: Saturday 10–16 📚')],
  },
  {
    name: 'gemini 3: a Russian reasoning label in the body of a Russian-writing model',
    answer:
      '# «send»\n**Рассуждение:** она спрашивает про кота и субботу.\n\nHe is alive and grumpy! Saturday 10–16',
    expect: [send('He is alive and grumpy! Saturday 10–16')],
  },
  // Silence narrated in a group when nothing is addressed to the persona.
  {
    name: 'gemini 2.5 flash (group): a roleplay action alone, not addressed',
    chat: 'group',
    answer: '# «send»\n*glances up from the till, then goes back to pricing paperbacks*',
    expect: [],
  },
  {
    name: 'gemini 3 (group): German narration naming the persona in square brackets',
    chat: 'group',
    answer: '# «send»\n[Heidi lässt das unkommentiert]',
    expect: [],
  },
  {
    name: 'gpt-4o (group): a silence token in backticks',
    chat: 'group',
    answer: '# «send»\n`NO_RESPONSE`',
    expect: [],
  },
  {
    name: 'gemini 2.5 pro (group): a private note, then a narrated silence in Spanish',
    ...TOMAS,
    answer: '# «think»\nNo va conmigo.\n\n# «send»\n(Tomás sigue secando tazas)',
    expect: [],
  },
  {
    name: 'claude (group): the model explains in the body why the persona stays out',
    chat: 'group',
    answer: "# «send»\nThis message isn't directed at Heidi, so no response is needed.",
    expect: [],
  },
  {
    name: "gemini 2.5 flash (group): the persona's name narrated in the third person with an action",
    chat: 'group',
    answer: '*Heidi scratches Kafka behind the ears and keeps reading*',
    expect: [],
  },
  // Headings that nearly are ones.
  {
    name: 'gemini 3: a heading in mathematical double angle brackets',
    answer: '# ⟪send⟫\nHe survived! Saturday from 10 as always',
    // The documented bracket list is silent on ⟪⟫; an operator wants the body sent, never the heading.
    expect: [send('He survived! Saturday from 10 as always')],
  },
  {
    name: 'gemini 2.5 flash: a heading name in capitals with a colon after it',
    answer: '# «SEND»:\nHe is fine! Open Saturday 10–16',
    expect: [send('He is fine! Open Saturday 10–16')],
  },
  {
    name: 'gemini 2.5 pro: a heading cut mid-word after a reaction',
    answer: '# «react»\n👍\n\n# «se\nKafka is fine, and yes to Saturday!',
    expect: [{ type: 'react', emoji: '👍', messageId: 4005 }, send('Kafka is fine, and yes to Saturday!')],
  },
  {
    name: 'gemini 3: a Czech block name as the only block',
    answer: '# «odpověď»\nHe survived the move! Saturday open, 10 to 4',
    expect: [send('He survived the move! Saturday open, 10 to 4')],
    withheld: ['unknown-block'],
  },
  {
    name: 'gemini 2.5 flash: a Greek tau in the sticker heading',
    answer: '# «sτicker»\nHeidiDuck\n😴',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😴' }],
  },
  {
    name: 'gemini 3: two message headings at level two on one line',
    answer: '## «send» Kafka made it 🐈 ## «send» Saturday 10–16 as usual',
    expect: [send('Kafka made it 🐈'), send('Saturday 10–16 as usual')],
  },
  {
    name: 'gemini 2.5 pro: a one-word address in brackets on the heading line',
    chat: 'group',
    callout: true,
    answer: '# «send» (group)\nHe is fine everyone, thanks for asking! Saturday open',
    expect: [groupSend('He is fine everyone, thanks for asking! Saturday open')],
  },
  {
    name: 'mistral: a bold heading in double angle brackets with a reply id inside the bold',
    answer: '**《send》 4003**\nFound it! The blue one with the wooden handle?',
    expect: [send('Found it! The blue one with the wooden handle?', 4003)],
  },
  {
    name: 'gemini 2.5 flash (group): Tomás answers under a Spanish block name with an address',
    ...TOMAS,
    callout: true,
    answer: '# «mensaje» para Lucía\n¡Sí! El sábado abro a las 8:30, os guardo la mesa de la ventana',
    expect: [groupSend('¡Sí! El sábado abro a las 8:30, os guardo la mesa de la ventana')],
  },
];
