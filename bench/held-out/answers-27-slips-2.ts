import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { groupSend, send, TOMAS } from './answers-27-cast.js';

/**
 * Set 27, slips of the other families: wrappers inside a body, echoes, cut and invisible
 * answers, stickers, families of other models, and two slips in one answer.
 */
export const SLIPS_27_MORE: CorpusEntry[] = [
  // Wrappers inside a body.
  {
    name: 'gemini 2.5 pro: a bold speaker label with the shop in brackets',
    answer: '# «send»\n**Heidi (Zweite Seite):** He survived! Open Saturday as always',
    expect: [send('He survived! Open Saturday as always')],
  },
  {
    name: 'gemini 3: a signature under a closing word of chat slang',
    answer: '# «send»\nHe survived and says hi 🐾\n\nxoxo\nHeidi',
    expect: [send('He survived and says hi 🐾')],
  },
  {
    name: 'gpt-4o: a JSON object whose message sits under "body" in a "reply" object',
    answer: '{"reply": {"body": "Kafka is fine! Saturday 10–16", "mood": "cheerful"}}',
    expect: [send('Kafka is fine! Saturday 10–16')],
  },
  {
    name: 'hermes (llama fine-tune): a tool call named telegram_reply',
    answer:
      '<tool_call>\n{"name": "telegram_reply", "arguments": {"message": "He is alive and very smug about it. Saturday open!"}}\n</tool_call>',
    expect: [send('He is alive and very smug about it. Saturday open!')],
  },
  {
    name: 'gemini 2.5 flash: a YAML folded scalar under a message key',
    answer: '# «send»\nmessage: >\n  Kafka survived, Saturday open from 10',
    expect: [send('Kafka survived, Saturday open from 10')],
  },
  {
    name: 'mistral: content and reply_to key lines in the body',
    answer: '# «send»\ncontent: Yes, it is here, behind the counter\nreply_to: 4003',
    expect: [send('Yes, it is here, behind the counter', 4003)],
  },
  // Echoes.
  {
    name: 'gemini 2.5 pro: the other message repeated under a name-comma-id header',
    answer:
      '# «send»\nAlice, 4003: Has anyone seen my blue umbrella? I think I left it at the shop\nIt is here! Behind the counter',
    expect: [send('It is here! Behind the counter')],
  },
  {
    name: "gemini 3: the turn's message repeated under a log header in square brackets",
    answer:
      '# «send»\n[#4005 Alice 18:02] Did the cat survive the move? And are you open on Saturday?\nHe did! Open Saturday 🙂',
    expect: [send('He did! Open Saturday 🙂')],
  },
  {
    name: "gemini 2.5 flash (group): Jonas's message quoted back whole before the answer",
    chat: 'group',
    callout: true,
    answer:
      '# «send»\n> Jonas moved flats on Sunday, the cat came along in a laundry basket\n\nthe laundry basket 😂 classic Jonas',
    expect: [groupSend('the laundry basket 😂 classic Jonas')],
    withheld: ['echo'],
  },
  {
    name: 'gemini 2.5 flash: the same block twice, the second with a trailing space',
    answer: '# «send»\nHe survived 🐈\n\n# «send»\nHe survived 🐈 \n',
    expect: [send('He survived 🐈')],
    withheld: ['duplicate'],
  },
  {
    name: "gemini 3: the persona's own earlier message under its transcript header, then the news",
    answer:
      '# «send»\n⟦#4004 Heidi 18:40⟧ I saw a blue one by the door, I will check tomorrow morning\n\nChecked: it is yours, the duck handle gave it away',
    expect: [send('Checked: it is yours, the duck handle gave it away')],
  },
  // Cut and invisible answers.
  {
    name: 'gemini 2.5 flash at MAX_TOKENS: the second message cut mid-word',
    truncated: true,
    answer: '# «send»\nHe survived! Drama queen though\n\n# «send»\nAnd Saturday we are open from 10 unt',
    expect: [send('He survived! Drama queen though')],
    withheld: ['truncated'],
  },
  {
    name: 'gemini 2.5 pro at MAX_TOKENS: a JSON task list cut in its second item',
    truncated: true,
    answer: '[{"type": "send", "text": "He survived!"}, {"type": "send", "text": "Saturday we open at 10 and',
    expect: [send('He survived!')],
  },
  {
    name: 'gemini 3 at MAX_TOKENS: a sticker block cut in its set name',
    truncated: true,
    answer: '# «send»\nAlive and kicking!\n\n# «sticker»\nHeidiDu',
    expect: [send('Alive and kicking!')],
  },
  {
    name: 'gemini 2.5 flash at MAX_TOKENS: the only message cut, nothing half-said is sent',
    truncated: true,
    answer: '# «send»\nHe survived and now he sleeps on the',
    expect: [],
    withheld: ['truncated'],
  },
  {
    name: 'gemini 2.5 flash: a zero-width space as a message beside a reaction',
    answer: '# «send»\n\u200b\n\n# «react»\n👍',
    expect: [{ type: 'react', emoji: '👍', messageId: 4005 }],
  },
  // Stickers.
  {
    name: 'gemini 2.5 pro: a sticker narrated in German in brackets',
    answer: '# «send»\n(Sticker 😴 aus HeidiDuck)',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😴' }],
  },
  {
    name: 'gpt-4o: a JSON sticker with "pack" and "emoji" keys',
    answer: '{"type": "sticker", "pack": "HeidiDuck", "emoji": "😂"}',
    // The documented keys are set and name; an operator wants the offered sticker, never the JSON.
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    name: 'gemini 3: a sticker block with only its emoji on the heading line',
    answer: '# «send»\nWelcome to the club of cats who hate moving\n\n# «sticker» 👋',
    expect: [
      send('Welcome to the club of cats who hate moving'),
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
  {
    name: "gemini 2.5 flash: a sticker written between the transcript's brackets",
    answer: '# «send»\nHe survived!\n\n# «send»\n⟦a sticker: 😂 from HeidiDuck⟧',
    // The model wrote the sticker as the history describes media; an operator wants it sent as one.
    expect: [send('He survived!'), { type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  // Other models' families.
  {
    name: "phi-3: the chat template's assistant and end tokens around the blocks",
    answer: "<|assistant|>\n# «send»\nHe's alive! Open Saturday 🙂\n<|end|>",
    expect: [send("He's alive! Open Saturday 🙂")],
  },
  {
    name: "gemini 2.5 pro (group): a word count in Spanish after Tomás's message",
    ...TOMAS,
    callout: true,
    answer: '# «send»\n¡Claro que abro! Desde las 8:30, traed hambre 😄\n\n(≈ 9 palabras)',
    expect: [groupSend('¡Claro que abro! Desde las 8:30, traed hambre 😄')],
  },
  {
    name: 'gpt-4o: two options lettered and named by tone, the first sent',
    answer:
      "# «send»\n**Option A (playful):** Kafka survived and is now suing Jonas for emotional damages\n**Option B (straight):** The cat is fine and we're open Saturday 10–16",
    expect: [send('Kafka survived and is now suing Jonas for emotional damages')],
  },
  {
    name: 'claude: a checklist of the turn with heavy check marks after the message',
    answer: '# «send»\nAlive and well! Saturday 10–16 🙂\n\n✔️ cat question\n✔️ opening hours',
    expect: [send('Alive and well! Saturday 10–16 🙂')],
  },
  {
    name: 'gemini 3: a German draft, then the final version in bold labels',
    answer:
      "# «send»\n**Entwurf:** Kater lebt, Samstag offen.\n**Endfassung:** He's alive and very offended 😄 Saturday we're open 10–16!",
    expect: [send("He's alive and very offended 😄 Saturday we're open 10–16!")],
  },
  // Two slips in one answer.
  {
    name: 'gemini 2.5 flash: a wrapped German thought label and a signature',
    answer: "# «send»\n*Gedanke: kurz und herzlich*\nHe's fine! Saturday open 🙂\n— Heidi",
    expect: [send("He's fine! Saturday open 🙂")],
  },
  {
    name: 'gemini 2.5 pro: a preface and the same message twice',
    answer: 'Here is my answer:\n\n# «send»\nHe survived the move 🐈\n\n# «send»\nHe survived the move 🐈',
    expect: [send('He survived the move 🐈')],
  },
  {
    name: 'gemini 3 at MAX_TOKENS (group): an echoed quote, then a cut second message',
    chat: 'group',
    callout: true,
    truncated: true,
    answer:
      '# «send»\n> Jonas moved flats on Sunday, the cat came along in a laundry basket\n\nhaha poor thing\n\n# «send»\nand Saturday we are open from 10 unt',
    expect: [groupSend('haha poor thing')],
  },
  {
    name: 'llama 3.3: a speaker label and quotation marks around the whole message',
    answer: 'Heidi: "He survived! Saturday open 🙂"',
    expect: [send('He survived! Saturday open 🙂')],
  },
  {
    name: 'gemini 2.5 flash (group): a note and a German roleplay action, not addressed',
    chat: 'group',
    answer: '# «note»\nJonas moved on Sunday; his cat came along.\n\n# «send»\n_räumt weiter Regale ein_',
    expect: [{ type: 'note' }],
  },
];
