/**
 * Held-out set 24, slips of the second kind: silence narrated in groups, roleplay where actions
 * are off, talk about the answer after it, chat apps' own lines copied with the answer, and
 * echoes of a participant under her name.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { CALLOUT, DM, GROUP, lines, SOFIA } from './answers-24-chats.js';

export const HELD_OUT_24_SLIPS_2: CorpusEntry[] = [
  {
    name: '24 slip: group, not addressed, an action line only',
    ...GROUP,
    answer: '*scrolls past, still pricing the poetry shelf*',
    expect: [],
  },
  {
    name: '24 slip: group, not addressed, a self-closing silence tag',
    ...GROUP,
    answer: '<NO_RESPONSE_NEEDED/>',
    expect: [],
  },
  {
    name: '24 slip: group, not addressed, the persona narrated saying nothing',
    ...GROUP,
    answer: lines('# «send»', '*Heidi glances at the prompt and says nothing*'),
    expect: [],
  },
  {
    // Tildes as a stage direction's marks: the only text is an action, in a group, unaddressed.
    name: '24 slip: group, not addressed, an action between tildes',
    ...GROUP,
    answer: '~ goes back to her coffee ~',
    expect: [],
  },
  {
    name: '24 slip: callout, an action before the answer where group actions are off',
    ...CALLOUT,
    callout: true,
    answer: lines(
      '# «send»',
      '*looks up from the diary app* Honestly? The prompts are nice, the mood graph is nonsense',
    ),
    expect: [
      { type: 'send', text: 'Honestly? The prompts are nice, the mood graph is nonsense', replyTo: 4005 },
    ],
  },
  {
    name: '24 slip: an action opening the message when actions are never sent',
    ...DM,
    actions: 'never',
    answer: lines('# «send»', '*closes the diary* okay, confession: yes, twice 🙈'),
    expect: [{ type: 'send', text: 'okay, confession: yes, twice 🙈' }],
  },
  {
    name: '24 slip: Spanish, an offer of a shorter version after the message',
    ...SOFIA,
    answer: lines(
      '# «send»',
      'Jajaja sí, escribo borradores hasta para decir "ok" 🙈',
      '',
      '¿Te escribo otra versión más corta?',
    ),
    expect: [{ type: 'send', text: 'Jajaja sí, escribo borradores hasta para decir "ok" 🙈' }],
  },
  {
    name: '24 slip: the tone and length noted in brackets after the text',
    ...DM,
    answer: lines('# «send»', 'Only on days ending in y 😌', '[tone: dry · length: short]'),
    expect: [{ type: 'send', text: 'Only on days ending in y 😌' }],
  },
  {
    // A grader's habit: a confidence line under the answer. No friend types it under a joke.
    name: '24 slip: a confidence line under the message',
    ...DM,
    answer: lines('# «send»', 'No, I just forget to answer 🙈', '', 'Confidence: high'),
    expect: [{ type: 'send', text: 'No, I just forget to answer 🙈' }],
  },
  {
    name: '24 slip: the message in typographic quotes with a reply key under it',
    ...DM,
    answer: lines('# «send»', '“Only when the kettle is louder than my phone ☕”', 'reply_to: 4005'),
    expect: [{ type: 'send', text: 'Only when the kettle is louder than my phone ☕', replyTo: 4005 }],
  },
  {
    // A chat app's "thought for N seconds" line, in Chinese, copied over an English answer.
    name: "24 slip: a chat app's Chinese thinking-time line over the answer",
    ...DM,
    answer: lines('已深度思考（用时 8 秒）', '', 'Not on purpose, I promise 🙈'),
    expect: [{ type: 'send', text: 'Not on purpose, I promise 🙈' }],
  },
  {
    name: '24 slip: two Markdown headings in the body, an analysis and the message',
    ...DM,
    answer: lines(
      '# «send»',
      '## Analysis',
      'He is teasing, keep it light.',
      '',
      '## Message',
      'never on purpose 😇',
    ),
    expect: [{ type: 'send', text: 'never on purpose 😇' }],
  },
  {
    // A status line as if the message were already delivered: the chat would see it as text.
    name: '24 slip: a delivery status line under the message',
    ...DM,
    answer: lines('# «send»', 'never on purpose, promise 🤞', '', '✓ Message delivered to Jonas'),
    expect: [{ type: 'send', text: 'never on purpose, promise 🤞' }],
  },
  {
    name: "24 slip: group, Alice's message repeated under her name before the answer",
    ...GROUP,
    answer: lines(
      '# «send» 4001',
      'Alice: Our shop bot answered my mum with the word NO_REPLY and nothing else',
      "I'll fix the bot tonight, promise",
    ),
    expect: [{ type: 'send', text: "I'll fix the bot tonight, promise", replyTo: 4001 }],
  },
  {
    name: "24 slip: a chat app's collapsed thought-process title and its paragraph",
    ...DM,
    answer: lines(
      'Thought process',
      'Jonas is teasing about read receipts; answer lightly.',
      '',
      'never on purpose, my phone is just always in another room',
    ),
    expect: [{ type: 'send', text: 'never on purpose, my phone is just always in another room' }],
  },
  {
    // The buttons under a chat app's answer, copied with it.
    name: "24 slip: a chat app's button row copied under the answer",
    ...DM,
    answer: lines('never on purpose 🙈', '', 'Copy · Regenerate · 👍 👎'),
    expect: [{ type: 'send', text: 'never on purpose 🙈' }],
  },
];
