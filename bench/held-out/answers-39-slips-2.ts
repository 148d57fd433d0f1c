import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { send } from './answers-39-ordinary.js';
import { HOPE, ILSE, MAI, NOOR } from './answers-39-scenes.js';

/**
 * Slips in group answers, part two: reasoning in the groups' own languages, templates and data
 * of other model families, stickers narrated, truncation, invisible bodies, silence tokens.
 */
export const SLIPS_39_2: CorpusEntry[] = [
  {
    // A Vietnamese reasoning label before the first block.
    name: 'set39 mai vietnamese thought before the block',
    ...MAI,
    answer: 'Suy nghĩ: Tuấn rủ mình đi ăn lẩu, mình thích quán cũ.\n\n# «send»\nĐi! 7h nha',
    expect: [send('Đi! 7h nha', 4005)],
  },
  {
    // The same label wrapped in brackets inside the body, the message after it.
    name: 'set39 mai wrapped vietnamese thought in the body',
    ...MAI,
    answer: '# «send» 4003\n(Suy nghĩ: Linh hỏi chuyện đi chợ, mai mình bận)\nMai mình bận rồi Linh ơi 😢',
    expect: [send('Mai mình bận rồi Linh ơi 😢', 4003)],
  },
  {
    // Full-width hash and an ideographic space, as an IME types them.
    name: 'set39 mai full-width heading',
    ...MAI,
    answer: '＃\u3000«send»\nĐi luôn! Quán cũ hả?',
    expect: [send('Đi luôn! Quán cũ hả?', 4005)],
  },
  {
    // A sticker narrated in Vietnamese after the message.
    name: 'set39 mai narrates a sticker in vietnamese',
    ...MAI,
    answer: '# «send»\nĐi luôn!\n\n*gửi sticker 😂*',
    expect: [send('Đi luôn!', 4005), { type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    // "(im lặng)" is "(silence)": narrated silence in Vietnamese, nothing addressed to her.
    name: 'set39 mai silence in brackets in vietnamese',
    ...MAI,
    answer: '# «think»\nKhông ai hỏi mình.\n\n# «send»\n(im lặng)',
    expect: [],
  },
  {
    // Two headings on one line: a reaction, then a reply to the same message.
    name: 'set39 mai two headings on one line',
    ...MAI,
    answer: '# «react» 4003 😂 # «send» 4003 Mai mình bận mất rồi',
    expect: [{ type: 'react', emoji: '😂', messageId: 4003 }, send('Mai mình bận mất rồi', 4003)],
  },
  {
    // "The user" in Vietnamese opening an analysis paragraph inside the body.
    name: 'set39 mai the user in vietnamese',
    ...MAI,
    answer: '# «send»\nNgười dùng Tuấn rủ đi ăn lẩu, nên trả lời vui vẻ.\n\nĐi! Quán cũ 7h nha 🍲',
    expect: [send('Đi! Quán cũ 7h nha 🍲', 4005)],
  },
  {
    // A translation into English, marked by the language's name in Vietnamese.
    name: 'set39 mai translation in brackets',
    ...MAI,
    answer: '# «send»\nĐi luôn! 🍲\n(tiếng Anh: Let’s go right away!)',
    expect: [send('Đi luôn! 🍲', 4005)],
  },
  {
    // A Roman Urdu label for thought, in bold, over the message.
    name: 'set39 noor roman urdu thought label',
    ...NOOR,
    answer: '# «send»\n**Soch:** Ayesha naraz hai, jaldi jawab do\n\nomw!! 5 min',
    expect: [send('omw!! 5 min', 4005)],
  },
  {
    // A reasoning tag of joined words.
    name: 'set39 noor thought process tag',
    ...NOOR,
    answer:
      "<thought_process>Ayesha is annoyed, Noor should just say she's coming.</thought_process>\n\n# «send»\ncoming!! don't start without me",
    expect: [send("coming!! don't start without me", 4005)],
  },
  {
    // An invisible body beside a reaction: the reaction is the answer.
    name: 'set39 noor reaction and an invisible message',
    ...NOOR,
    answer: '# «react»\n🔥\n\n# «send»\n\u200b\u2060',
    expect: [{ type: 'react', emoji: '🔥', messageId: 4005 }],
  },
  {
    name: 'set39 noor silence token in brackets',
    ...NOOR,
    answer: '(SKIP_TURN)',
    expect: [],
  },
  {
    // An Urdu-script label for thought before the message.
    name: 'set39 noor urdu script thought',
    ...NOOR,
    answer: '# «send»\nسوچ: عائشہ ناراض ہے، جلدی جواب دو\n\nhaan haan aa rahi hun 🙄',
    expect: [send('haan haan aa rahi hun 🙄', 4005)],
  },
  {
    // Wrapped lines only on a callout with actions off in groups (the default): silence.
    name: 'set39 noor eye roll on a callout',
    ...NOOR,
    callout: true,
    answer: '*rolls eyes*\n*grabs bag*',
    expect: [],
  },
  {
    // The persona named in the third person inside brackets: never speech.
    name: 'set39 noor third person in roman urdu',
    ...NOOR,
    answer: '(Noor chup rehti hai)',
    expect: [],
  },
  {
    // A markup element around the whole answer, its reply id in an attribute.
    name: 'set39 noor xml element with reply id',
    ...NOOR,
    answer: '<send reply_to="4003">Bilal hang in there, we’ll save you a samosa</send>',
    expect: [send('Bilal hang in there, we’ll save you a samosa', 4003)],
  },
  {
    // Double square brackets around the task name.
    name: 'set39 noor double bracket heading',
    ...NOOR,
    answer: '[[send]]\nomw, 2 min',
    expect: [send('omw, 2 min', 4005)],
  },
  {
    // Cut at the output limit in the middle of the second message.
    name: 'set39 hope cut in the second message',
    ...HOPE,
    truncated: true,
    answer: "# «send»\nI'll do the float!\n\n# «send»\nDerek bring both tables, and could you also ask Si",
    expect: [send("I'll do the float!", 4005)],
    withheld: ['truncated'],
  },
  {
    // A sign-off with a kiss after her name.
    name: 'set39 hope signs off',
    ...HOPE,
    answer: '# «send»\nI can do the float 👍\n\n— Hope x',
    expect: [send('I can do the float 👍', 4005)],
  },
  {
    // A chat-completions response copied whole.
    name: 'set39 hope copies a chat completion',
    ...HOPE,
    answer:
      '{"choices": [{"index": 0, "message": {"role": "assistant", "content": "I\'ll sort the float, bank on Friday"}, "finish_reason": "stop"}]}',
    expect: [send("I'll sort the float, bank on Friday", 4005)],
  },
  {
    // Llama 3's header and end-of-turn tokens.
    name: 'set39 hope llama header tokens',
    ...HOPE,
    answer: '<|start_header_id|>assistant<|end_header_id|>\n\nI’ll do the float! 💷<|eot_id|>',
    expect: [send('I’ll do the float! 💷', 4005)],
  },
  {
    // An offer to redo the answer closing it.
    name: 'set39 hope offers a shorter version',
    ...HOPE,
    answer:
      "# «send»\nI'll do the float, and Derek yes please to the tables!\n\nShall I write a shorter version for the group?",
    expect: [send("I'll do the float, and Derek yes please to the tables!", 4005)],
  },
  {
    // A lead line presenting the persona's answer inside the body.
    name: 'set39 hope replies warmly lead-in',
    ...HOPE,
    answer: '# «send»\nHope replies warmly:\nI’ll do the float, no worries!',
    expect: [send('I’ll do the float, no worries!', 4005)],
  },
  {
    // A Markdown heading titling the body as her reply.
    name: 'set39 hope markdown title over the reply',
    ...HOPE,
    answer: "# «send»\n### Hope's reply\nBank's open till 3 Friday, I'll get the coins",
    expect: [send("Bank's open till 3 Friday, I'll get the coins", 4005)],
  },
  {
    // Two slips: a speaker label and quotation marks around the whole message.
    name: 'set39 hope label and quotes',
    ...HOPE,
    answer: '# «send»\nHope: "I\'ll do the float!"',
    expect: [send("I'll do the float!", 4005)],
  },
  {
    // Messages as a YAML list under a message key.
    name: 'set39 hope yaml messages',
    ...HOPE,
    answer: "messages:\n  - I'll do the float!\n  - Derek, bring both tables please",
    expect: [send("I'll do the float!", 4005), send('Derek, bring both tables please')],
  },
  {
    // Wrapped only, not a callout, even with actions on in groups: silence.
    name: 'set39 hope nods along with actions always',
    ...HOPE,
    actions: 'always',
    answer: '*nods along*',
    expect: [],
  },
  {
    // A German block name: the one message of the answer.
    name: 'set39 ilse german block name',
    ...ILSE,
    answer: '# «senden»\nIch bringe Kartoffelsalat mit!',
    expect: [send('Ich bringe Kartoffelsalat mit!', 4005)],
  },
  {
    // A German line presenting the answer over it.
    name: 'set39 ilse answer from ilse lead-in',
    ...ILSE,
    answer: '# «send»\nAntwort von Ilse:\nIch bring Nudelsalat mit 🥗',
    expect: [send('Ich bring Nudelsalat mit 🥗', 4005)],
  },
  {
    // Two slips: a speaker label with a manner, and a German note on why it was kept short.
    name: 'set39 ilse label with manner and a note after',
    ...ILSE,
    answer:
      '# «send» 4003\nIlse (freundlich):\nIch hab das Paket, hol es heute Abend ab!\n\n(Anmerkung: kurz gehalten, weil Frau Özdemir es eilig hat.)',
    expect: [send('Ich hab das Paket, hol es heute Abend ab!', 4003)],
  },
  {
    // A reasoning tag in German.
    name: 'set39 ilse german thought tag',
    ...ILSE,
    answer:
      '<Gedanken>Herr Brandt fragt nach Salat, Ilse macht gern Nudelsalat.</Gedanken>\n# «send»\nIch mach Nudelsalat! 🥗',
    expect: [send('Ich mach Nudelsalat! 🥗', 4005)],
  },
];
