import type { CorpusEntry, Expected } from './evaluate.js';

/*
 * The leak and loss families seen on fresh Gemini 2.5 / 3 answers, one or more shapes each,
 * written for this corpus (same scene as answers.ts: Heidi, her bookshop, Alice's #4005). Each
 * names what the speech boundary must hold back.
 */

const send = (text: string, replyTo?: number): Expected =>
  replyTo === undefined ? { type: 'send', text } : { type: 'send', text, replyTo };
const react = (emoji: string, messageId = 4005): Expected => ({ type: 'react', emoji, messageId });
const SURVIVED = 'He survived! Hid under the sofa for two days.';

const proseAroundBlocks: CorpusEntry[] = [
  {
    name: 'third-person analysis before the first block',
    answer: `Alice is asking two things; Heidi would answer warmly and briefly.\n\n# «send»\n${SURVIVED}`,
    expect: [send(SURVIVED)],
    withheld: ['outside-blocks'],
  },
  {
    name: 'a planning note before the block ("Now I can write… Remember:")',
    answer: `Now I can write the reply. Remember: keep it short and cheerful.\n# «send»\n${SURVIVED}`,
    expect: [send(SURVIVED)],
    withheld: ['outside-blocks'],
  },
  {
    name: 'a Thinking Process list before the block',
    answer: `**Thinking Process:**\n1. Alice asks about the cat.\n2. And about Saturday.\n\n# «send»\n${SURVIVED}`,
    expect: [send(SURVIVED)],
    withheld: ['outside-blocks'],
  },
  {
    name: 'a note after a rule at the end of the body',
    answer: `# «send»\n${SURVIVED}\n\n---\n**Note:** I kept it short, as Heidi would.`,
    expect: [send(SURVIVED)],
    withheld: ['outside-blocks'],
  },
  {
    name: 'an offer after the closing fence',
    answer: `\`\`\`\n# «send»\n${SURVIVED}\n\`\`\`\nLet me know if you'd like another tone!`,
    expect: [send(SURVIVED)],
    withheld: ['outside-blocks'],
  },
  {
    name: 'an aside about how Heidi answers',
    answer: `# «send»\n*(Heidi answers playfully, leaning on the counter)*\n${SURVIVED}`,
    expect: [send(SURVIVED)],
    withheld: ['narration'],
  },
];

const reasoning: CorpusEntry[] = [
  {
    name: 'a bare thought line and its paragraph before the message',
    answer: `# «send»\nthought\nThe user wants to know about the cat. I answer in character.\n\n${SURVIVED}`,
    expect: [send(SURVIVED)],
    withheld: ['reasoning'],
  },
  {
    name: 'a starred Thinking label',
    answer: `# «send»\n*Thinking: she is worried, reassure her first.*\n${SURVIVED}`,
    expect: [send(SURVIVED)],
    withheld: ['reasoning'],
  },
  {
    name: 'a parenthesised thinking label',
    answer: `# «send»\n(thinking: answer both questions)\n${SURVIVED}`,
    expect: [send(SURVIVED)],
    withheld: ['reasoning'],
  },
  {
    name: 'an analysis label with text',
    answer: `# «send»\nAnalysis: Alice needs two facts.\n\n${SURVIVED}`,
    expect: [send(SURVIVED)],
    withheld: ['reasoning'],
  },
  {
    name: 'a thinking tag with attributes',
    answer: `<thinking mode="brief">cat first, then hours</thinking>\n# «send»\n${SURVIVED}`,
    expect: [send(SURVIVED)],
    withheld: ['reasoning'],
  },
];

const silence: CorpusEntry[] = [
  {
    name: 'group: Heidi does not respond, in parentheses',
    answer: '(Heidi doesn’t respond.)',
    chat: 'group',
    expect: [],
    silence: 'stage direction',
    withheld: ['narration'],
  },
  {
    name: 'group: stays quiet in stars',
    answer: '*stays quiet*',
    chat: 'group',
    expect: [],
    silence: 'stage direction',
  },
  {
    name: 'group: keeps shelving books when nothing is addressed to her',
    answer: '# «send»\n*keeps shelving books*',
    chat: 'group',
    expect: [],
    silence: 'stage direction',
  },
  {
    name: 'group: a NO_REPLY token',
    answer: 'NO_REPLY',
    chat: 'group',
    expect: [],
    silence: 'stage direction',
    withheld: ['silence-marker'],
  },
  {
    name: 'a no_reply tag',
    answer: '<no_reply>',
    expect: [],
    silence: 'stage direction',
    withheld: ['silence-marker'],
  },
  {
    name: 'group callout with actions always: the action is sent',
    answer: '*waves from behind the counter*',
    chat: 'group',
    callout: true,
    actions: 'always',
    expect: [send('*waves from behind the counter*', 4005)],
  },
  {
    name: 'direct chat: an action is sent under the default',
    answer: '# «send»\n*hugs you*\nSo glad he is fine!',
    expect: [send('*hugs you*\nSo glad he is fine!')],
  },
  {
    name: 'actions never: the action line is withheld, the words stay',
    answer: '# «send»\n*hugs you*\nSo glad he is fine!',
    actions: 'never',
    expect: [send('So glad he is fine!')],
    withheld: ['narration'],
  },
  {
    name: 'an answer of one zero-width space sends nothing',
    answer: '\u200b',
    expect: [],
    withheld: ['invisible'],
  },
];

const headings: CorpusEntry[] = [
  {
    name: 'text after the heading addresses the message',
    answer: `# «send» to Alice\n${SURVIVED}`,
    expect: [send(SURVIVED)],
  },
  {
    name: 'a parenthesised note after the heading',
    answer: `# «send» (reply)\n${SURVIVED}`,
    expect: [send(SURVIVED)],
  },
  {
    name: 'the word message after the heading',
    answer: `# «send» message\n${SURVIVED}`,
    expect: [send(SURVIVED)],
  },
  {
    name: 'double angle brackets of CJK typography',
    answer: `# 《send》\n${SURVIVED}`,
    expect: [send(SURVIVED)],
  },
  {
    name: 'a full-width number sign',
    answer: `＃ «send»\n${SURVIVED}`,
    expect: [send(SURVIVED)],
  },
  {
    name: 'two headings on one line',
    answer: `# «react» ❤️ # «send» ${SURVIVED}`,
    expect: [react('❤'), send(SURVIVED)],
  },
  {
    name: 'a Cyrillic look-alike in the heading name',
    answer: `# «sеnd»\n${SURVIVED}`,
    expect: [send(SURVIVED)],
  },
  {
    name: 'an unknown heading name as the only block',
    answer: `# «respond»\n${SURVIVED}`,
    expect: [send(SURVIVED)],
    withheld: ['unknown-block'],
  },
  {
    name: 'a translated heading name beside a send block is withheld',
    answer: `# «antworten»\nJa!\n# «send»\n${SURVIVED}`,
    expect: [send(SURVIVED)],
    withheld: ['unknown-block'],
  },
  {
    name: 'an unclosed guillemet heading',
    answer: `# «send\n${SURVIVED}`,
    expect: [send(SURVIVED)],
  },
  {
    name: 'a heading cut mid-word at the end of a truncated answer',
    answer: `# «send»\n${SURVIVED}\n\n# «se`,
    truncated: true,
    expect: [send(SURVIVED)],
    withheld: ['truncated'],
  },
];

const wrappers: CorpusEntry[] = [
  {
    name: 'a speaker label',
    answer: `# «send»\nHeidi: ${SURVIVED}`,
    expect: [send(SURVIVED)],
    withheld: ['label'],
  },
  {
    name: 'a bold speaker label',
    answer: `# «send»\n**Heidi:** ${SURVIVED}`,
    expect: [send(SURVIVED)],
    withheld: ['label'],
  },
  {
    name: 'a signature',
    answer: `# «send»\n${SURVIVED}\n— Heidi`,
    expect: [send(SURVIVED)],
    withheld: ['label'],
  },
  {
    name: 'text and reply_to key lines',
    answer: `# «send»\nreply_to: 4003\ntext: ${SURVIVED}`,
    expect: [send(SURVIVED, 4003)],
    withheld: ['wrapper'],
  },
  {
    name: 'a JSON object keyed by the task name',
    answer: `{"send": "${SURVIVED}"}`,
    expect: [send(SURVIVED)],
  },
  {
    name: 'a JSON list with other key names',
    answer: `[{"block": "send", "body": "${SURVIVED}"}]`,
    expect: [send(SURVIVED)],
  },
  {
    name: 'a tool_code call',
    answer: `\`\`\`tool_code\nprint(default_api.send_message(text="${SURVIVED}"))\n\`\`\``,
    expect: [send(SURVIVED)],
    withheld: ['wrapper'],
  },
];

const echo: CorpusEntry[] = [
  {
    name: 'the transcript with its headers repeated back',
    answer: `⟦#4005 Alice 10:02⟧ Did the cat survive the move? And are you open on Saturday?\n\n${SURVIVED}`,
    expect: [send(SURVIVED)],
    withheld: ['echo'],
  },
  {
    name: 'the other person’s own message sent back to them',
    answer: '# «send»\nDid the cat survive the move? And are you open on Saturday?',
    expect: [],
    withheld: ['echo'],
  },
  {
    name: 'the same block twice',
    answer: `# «send»\n${SURVIVED}\n\n# «send»\n${SURVIVED}`,
    expect: [send(SURVIVED)],
    withheld: ['duplicate'],
  },
];

const truncation: CorpusEntry[] = [
  {
    name: 'MAX_TOKENS: the cut last block is withheld, the rest is planned',
    answer: `# «react»\n❤️\n\n# «send»\n${SURVIVED}\n\n# «send»\nAnd on Saturday we open at ten, and the`,
    truncated: true,
    expect: [react('❤'), send(SURVIVED)],
    withheld: ['truncated'],
  },
];

const stickers: CorpusEntry[] = [
  {
    name: 'a sticker written the way the history shows the persona’s own',
    answer: '⟦the sticker `😂` from the sticker set `HeidiDuck` that appears as ‹a duck laughing›⟧',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    name: 'a sticker as shown, inside a send block',
    answer: '# «send»\nHe survived!\n\n# «send»\nthe sticker `👋` from the sticker set `HeidiDuck`',
    expect: [send('He survived!'), { type: 'sticker', set: 'HeidiDuck', name: '👋' }],
  },
];

export const FAMILIES: readonly CorpusEntry[] = [
  ...stickers,
  ...proseAroundBlocks,
  ...reasoning,
  ...silence,
  ...headings,
  ...wrappers,
  ...echo,
  ...truncation,
];
