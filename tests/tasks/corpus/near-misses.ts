import type { CorpusEntry, Expected } from './evaluate.js';

/*
 * Near-misses on both sides of the boundary (same scene as answers.ts): silence written as a
 * one-word token or a wrapped line in any chat, stickers named by their emoji only, and messages
 * a person would type that look like wrappers (a colon label, a rule, a note, a shouted word, an
 * emphasised line). Each family names what must arrive, so a boundary too strict fails here as
 * surely as one too loose.
 */

const send = (text: string, replyTo?: number): Expected =>
  replyTo === undefined ? { type: 'send', text } : { type: 'send', text, replyTo };
const sticker = (set: string, name: string): Expected => ({ type: 'sticker', set, name });
const SURVIVED = 'He survived! Hid under the sofa for two days.';

/** One-word silence tokens, as a whole answer or a whole body, in a direct chat and a group. */
const silenceTokens: CorpusEntry[] = ['SILENCE', 'PASS', 'SKIP', 'NO_REPLY', 'IGNORE', 'NONE'].flatMap(
  (token) => [
    {
      name: `a bare ${token} token in a direct chat`,
      answer: token,
      expect: [],
      silence: 'stage direction',
      withheld: ['silence-marker'],
    },
    {
      name: `a ${token} token as a group send body`,
      answer: `# «send»\n${token}`,
      chat: 'group',
      expect: [],
      silence: 'stage direction',
      withheld: ['silence-marker'],
    },
  ],
);

const silenceShapes: CorpusEntry[] = [
  {
    name: 'a bold silence token',
    answer: '**NO_RESPONSE**',
    chat: 'group',
    expect: [],
    silence: 'stage direction',
  },
  {
    name: 'a silence token with a full stop',
    answer: 'SILENCE.',
    expect: [],
    silence: 'stage direction',
  },
  {
    name: 'a silence token in backticks after a think block',
    answer: '# «think»\nNot addressed to me.\n\n# «send»\n`PASS`',
    chat: 'group',
    expect: [],
    silence: 'stage direction',
  },
  {
    name: 'direct chat: stays silent in stars',
    answer: '*stays silent*',
    expect: [],
    silence: 'stage direction',
    withheld: ['silence-marker'],
  },
  {
    name: 'direct chat: a send body that only keeps quiet',
    answer: '# «send»\n_keeps quiet_',
    expect: [],
    silence: 'stage direction',
  },
  {
    name: 'direct chat: does not reply, in stars',
    answer: "*doesn't reply*",
    expect: [],
    silence: 'stage direction',
  },
  {
    name: 'direct chat: remains silent, with a think block',
    answer: '# «think»\nShe is testing me.\n# «send»\n*remains silent.*',
    expect: [],
    silence: 'stage direction',
  },
];

/** Shouted words and laughter a person types: a message, not a token. */
const shouted: CorpusEntry[] = [
  { name: 'LOL as the whole answer', answer: 'LOL', expect: [send('LOL')] },
  { name: 'OMG in a send block', answer: '# «send»\nOMG', expect: [send('OMG')] },
  { name: 'laughter in capitals', answer: 'HAHAHA', expect: [send('HAHAHA')] },
  { name: 'a stretched NOOO', answer: '# «send»\nNOOO', expect: [send('NOOO')] },
  { name: 'YES with an exclamation mark', answer: 'YES!', expect: [send('YES!')] },
  { name: 'OK in a group send body', answer: '# «send»\nOK', chat: 'group', expect: [send('OK', 4005)] },
  {
    name: 'a shouted line inside a message',
    answer: `# «send»\nSATURDAY\n${SURVIVED}`,
    expect: [send(`SATURDAY\n${SURVIVED}`)],
  },
];

const emojiStickers: CorpusEntry[] = [
  {
    name: 'a sticker block with only an emoji',
    answer: '# «sticker»\n😂',
    expect: [sticker('HeidiDuck', '😂')],
  },
  {
    name: 'a sticker heading with its emoji on the line',
    answer: `# «send»\n${SURVIVED}\n\n# «sticker» 👋`,
    expect: [send(SURVIVED), sticker('HeidiDuck', '👋')],
  },
  {
    name: 'a sticker emoji the sets do not have goes as the first set’s',
    answer: '# «sticker»\n🦆',
    expect: [sticker('HeidiDuck', '🦆')],
  },
];

/** Messages that carry a label, a rule or a note of their own. */
const meantShapes: CorpusEntry[] = [
  {
    name: 'opening hours as label lines',
    answer: '# «send»\nSaturday: 10–16\nSunday: closed',
    expect: [send('Saturday: 10–16\nSunday: closed')],
  },
  {
    name: 'a message that opens with Answer:',
    answer: '# «send»\nAnswer: yes, both!',
    expect: [send('Answer: yes, both!')],
  },
  {
    name: 'a message that opens with To:',
    answer: '# «send»\nTo: everyone asking about the cat — he is fine',
    expect: [send('To: everyone asking about the cat — he is fine')],
  },
  {
    name: 'a closing note for the reader after the message',
    answer: `# «send»\n${SURVIVED}\nNote: we close early on Saturday.`,
    expect: [send(`${SURVIVED}\nNote: we close early on Saturday.`)],
  },
  {
    name: 'a rule between two halves of a list',
    answer: '# «send»\nNew this week:\n---\nPiranesi\nKlara and the Sun',
    expect: [send('New this week:\n---\nPiranesi\nKlara and the Sun')],
  },
  {
    name: 'a rule then a second thing to say',
    answer: `# «send»\n${SURVIVED}\n\n---\n\nAnd yes, open on Saturday!`,
    expect: [send(`${SURVIVED}\n\n---\n\nAnd yes, open on Saturday!`)],
  },
  {
    name: 'a group: an emphasised line is a message',
    answer: '# «send»\n*Yes!* Open on Saturday, 10–16.',
    chat: 'group',
    expect: [send('*Yes!* Open on Saturday, 10–16.', 4005)],
  },
  {
    name: 'a prose-only answer with two paragraphs',
    answer: `${SURVIVED}\n\nAnd yes, open on Saturday, 10–16!`,
    expect: [send(`${SURVIVED}\n\nAnd yes, open on Saturday, 10–16!`)],
  },
  {
    name: 'a prose-only answer in a group',
    answer: SURVIVED,
    chat: 'group',
    expect: [send(SURVIVED, 4005)],
  },
  {
    name: 'a quoted line and the answer',
    answer: `# «send»\n> are you open on Saturday?\nYes, 10–16!`,
    expect: [send('> are you open on Saturday?\nYes, 10–16!')],
  },
  {
    name: 'a message that mentions the persona by name in the first person',
    answer: '# «send»\n(Heidi here, typing from the stockroom) He survived!',
    expect: [send('(Heidi here, typing from the stockroom) He survived!')],
  },
];

/** Headings written in yet other ways, each the only block. */
const headingVariants: CorpusEntry[] = [
  { name: 'a heading in parentheses', answer: `# (send)\n${SURVIVED}`, expect: [send(SURVIVED)] },
  { name: 'a heading in braces', answer: `# {send}\n${SURVIVED}`, expect: [send(SURVIVED)] },
  { name: 'a heading in backticks', answer: `# \`send\`\n${SURVIVED}`, expect: [send(SURVIVED)] },
  { name: 'a heading in quotes', answer: `# "send"\n${SURVIVED}`, expect: [send(SURVIVED)] },
  { name: 'a heading in capitals', answer: `# «SEND»\n${SURVIVED}`, expect: [send(SURVIVED)] },
  { name: 'a spaced heading', answer: `# « send »\n${SURVIVED}`, expect: [send(SURVIVED)] },
  { name: 'no space after the hash', answer: `#«send»\n${SURVIVED}`, expect: [send(SURVIVED)] },
  { name: 'a heading with a trailing colon', answer: `# «send»:\n${SURVIVED}`, expect: [send(SURVIVED)] },
  {
    name: 'two unknown message-like blocks',
    answer: `# «say»\n${SURVIVED}\n\n# «say»\nOpen on Saturday!`,
    expect: [send(SURVIVED)],
    withheld: ['unknown-block'],
  },
  { name: 'a numbered heading', answer: `## 1. «send»\n${SURVIVED}`, expect: [send(SURVIVED)] },
  { name: 'an emoji before the heading name', answer: `# 💬 «send»\n${SURVIVED}`, expect: [send(SURVIVED)] },
  {
    name: 'a heading with the id in brackets after it',
    answer: `# «send» [4003]\nIt is at the counter!`,
    expect: [send('It is at the counter!', 4003)],
  },
];

const react = (emoji: string, messageId = 4005): Expected => ({ type: 'react', emoji, messageId });

/** Wrappers of other shapes around a meant message. */
const moreWrappers: CorpusEntry[] = [
  { name: 'a body in straight quotes', answer: `# «send»\n"${SURVIVED}"`, expect: [send(SURVIVED)] },
  { name: 'a body in curly quotes', answer: `# «send»\n“${SURVIVED}”`, expect: [send(SURVIVED)] },
  { name: 'a label and quotes', answer: `Heidi: "${SURVIVED}"`, expect: [send(SURVIVED)] },
  { name: 'a says label', answer: `# «send»\nHeidi says: ${SURVIVED}`, expect: [send(SURVIVED)] },
  { name: 'a bracketed speaker label', answer: `# «send»\n[Heidi]: ${SURVIVED}`, expect: [send(SURVIVED)] },
  { name: 'a chat-log speaker tag', answer: `# «send»\n<Heidi> ${SURVIVED}`, expect: [send(SURVIVED)] },
  { name: 'an assistant label', answer: `Assistant: ${SURVIVED}`, expect: [send(SURVIVED)] },
  { name: 'a bold Send label with the text', answer: `**Send:** ${SURVIVED}`, expect: [send(SURVIVED)] },
  { name: 'a tilde signature', answer: `# «send»\n${SURVIVED}\n~Heidi`, expect: [send(SURVIVED)] },
  {
    name: 'XML-style tags around a message',
    answer: `<send>\n${SURVIVED}\n</send>`,
    expect: [send(SURVIVED)],
  },
  {
    name: 'XML-style tags on one line',
    answer: `<message>${SURVIVED}</message>`,
    expect: [send(SURVIVED)],
  },
  {
    name: 'a closing tag after a heading block',
    answer: `# «send»\n${SURVIVED}\n</send>`,
    expect: [send(SURVIVED)],
  },
  {
    name: 'a reply reference in brackets above the body',
    answer: `# «send»\n[reply to #4003]\nIt is at the counter!`,
    expect: [send('It is at the counter!', 4003)],
  },
  {
    name: 'an annotation then a colon and the message on the heading line',
    answer: `# «send» to Alice: ${SURVIVED}`,
    expect: [send(SURVIVED)],
  },
  {
    name: 'a closing remark about the persona’s tone after the body',
    answer: `# «send»\n${SURVIVED}\n\nI hope this captures Heidi’s warm tone!`,
    expect: [send(SURVIVED)],
  },
];

/** Task names written as compounds, in headings and JSON. */
const compoundNames: CorpusEntry[] = [
  { name: 'a send_message heading', answer: `# «send_message»\n${SURVIVED}`, expect: [send(SURVIVED)] },
  {
    name: 'two Send Message headings',
    answer: `# «Send Message»\n${SURVIVED}\n\n# «Send Message»\nOpen on Saturday!`,
    expect: [send(SURVIVED), send('Open on Saturday!')],
  },
  {
    name: 'an add_reaction heading and a reply_message heading',
    answer: `# «add_reaction» 4005\n❤️\n# «reply_message» 4003\nIt is at the counter!`,
    expect: [react('❤'), send('It is at the counter!', 4003)],
  },
  {
    name: 'a send_sticker heading',
    answer: '# «send_sticker»\nHeidiDuck\n😂',
    expect: [sticker('HeidiDuck', '😂')],
  },
  {
    name: 'JSON with a send_message action',
    answer: `{"action": "send_message", "text": "${SURVIVED}"}`,
    expect: [send(SURVIVED)],
  },
];

/** Stickers named in other orders and words. */
const stickerShapes: CorpusEntry[] = [
  {
    name: 'emoji then set on the heading line',
    answer: '# «sticker» 😂 HeidiDuck',
    expect: [sticker('HeidiDuck', '😂')],
  },
  { name: 'set, colon, emoji', answer: '# «sticker»\nHeidiDuck: 😂', expect: [sticker('HeidiDuck', '😂')] },
  {
    name: 'the history’s words without backticks',
    answer: '# «send»\nthe sticker 😂 from the sticker set HeidiDuck',
    expect: [sticker('HeidiDuck', '😂')],
  },
];

/** Talk about the answer around it, and reasoning in more markups. */
const talkAndReasoning: CorpusEntry[] = [
  {
    name: 'a lead-in line naming the reply',
    answer: `Here's Heidi's reply:\n\n${SURVIVED}`,
    expect: [send(SURVIVED)],
    withheld: ['outside-blocks'],
  },
  {
    name: 'a lead-in inside a send body',
    answer: `# «send»\nSure! Here is my response:\n${SURVIVED}`,
    expect: [send(SURVIVED)],
  },
  {
    name: 'a last paragraph about how Heidi would answer',
    answer: `# «send»\n${SURVIVED}\n\nHeidi would answer warmly here.`,
    expect: [send(SURVIVED)],
  },
  {
    name: 'a last paragraph naming the shop after Heidi stays',
    answer: `# «send»\n${SURVIVED}\n\nSee you at Heidi’s on Saturday!`,
    expect: [send(`${SURVIVED}\n\nSee you at Heidi’s on Saturday!`)],
  },
  {
    name: 'bracket-tag reasoning',
    answer: `[thinking]\nShe wants the hours.\n[/thinking]\n${SURVIVED}`,
    expect: [send(SURVIVED)],
    withheld: ['reasoning'],
  },
  {
    name: 'an analysis tag',
    answer: `<analysis>\nTwo questions, answer both.\n</analysis>\n\n# «send»\n${SURVIVED}`,
    expect: [send(SURVIVED)],
  },
  {
    name: 'a thoughts tag without blocks',
    answer: `<thoughts>cat first</thoughts>\n${SURVIVED}`,
    expect: [send(SURVIVED)],
  },
  {
    name: 'a reasoning label, a blank line, then its paragraph',
    answer: `# «send»\nThinking Process:\n\nThe user asks about the cat, so I reassure her.\n\n${SURVIVED}`,
    expect: [send(SURVIVED)],
  },
  {
    name: 'the original transcript line style',
    answer: `[4006] (Heidi): «${SURVIVED}»`,
    expect: [send(SURVIVED)],
  },
];

/** Reactions, waits and reply ids written in other places. */
const otherPlaces: CorpusEntry[] = [
  {
    name: 'a reaction id in the body before the emoji',
    answer: '# «react»\n4003 👍',
    expect: [react('👍', 4003)],
  },
  {
    name: 'a reaction heading addressing a message',
    answer: '# «react» to #4003\n👍',
    expect: [react('👍', 4003)],
  },
  {
    name: 'a reply reference in parentheses on the first line',
    answer: '# «send»\n(replying to #4003) It is at the counter!',
    expect: [send('It is at the counter!', 4003)],
  },
];

/** Analysis, echoes and signatures in answers without a block, or at a body's edges. */
const edges: CorpusEntry[] = [
  {
    name: 'a third-person analysis paragraph before a prose answer',
    answer: `Alice asks two things; Heidi would answer warmly.\n\n${SURVIVED}`,
    expect: [send(SURVIVED)],
  },
  {
    name: 'a paragraph about the user before a prose answer',
    answer: `The user wants to know about the cat and the hours.\n\n${SURVIVED}`,
    expect: [send(SURVIVED)],
  },
  {
    name: 'a first paragraph of the message that names nobody stays',
    answer: `Oh, Alice!\n\n${SURVIVED}`,
    expect: [send(`Oh, Alice!\n\n${SURVIVED}`)],
  },
  {
    name: 'an echoed header without brackets',
    answer: `#4005 Alice: Did the cat survive the move? And are you open on Saturday?\n${SURVIVED}`,
    expect: [send(SURVIVED)],
    withheld: ['echo'],
  },
  {
    name: 'the other person’s message quoted back above the answer',
    answer: `# «send»\n> Did the cat survive the move? And are you open on Saturday?\n\n${SURVIVED}`,
    expect: [send(SURVIVED)],
    withheld: ['echo'],
  },
  {
    name: 'the persona’s name alone as the last line',
    answer: `# «send»\n${SURVIVED}\nHeidi 📚`,
    expect: [send(SURVIVED)],
    withheld: ['label'],
  },
  {
    name: 'a bold title naming the reply above the body',
    answer: `# «send»\n**Reply to Alice**\n${SURVIVED}`,
    expect: [send(SURVIVED)],
  },
  {
    name: 'a bold line of the message itself stays',
    answer: `# «send»\n**Saturday: open!**\n${SURVIVED}`,
    expect: [send(`**Saturday: open!**\n${SURVIVED}`)],
  },
];

/** Messages in JSON of other shapes, and stickers as the persona's own history shows them. */
const moreShapes: CorpusEntry[] = [
  {
    name: 'a JSON object with a list of messages',
    answer: `{"messages": ["${SURVIVED}", "Open on Saturday!"]}`,
    expect: [send(SURVIVED), send('Open on Saturday!')],
  },
  {
    name: 'a JSON object with a reply string among other keys',
    answer: `{"reply": "${SURVIVED}", "mood": "warm"}`,
    expect: [send(SURVIVED)],
  },
  {
    name: 'a sticker under the persona’s own header, as the history shows it',
    answer:
      '# «send»\n⟦#4006 10:05⟧\n⟦the sticker `😂` from the sticker set `HeidiDuck` that appears as ‹a duck laughing›⟧',
    expect: [sticker('HeidiDuck', '😂')],
  },
  {
    name: 'a sticker named in short words',
    answer: 'sticker 👋 from HeidiDuck',
    expect: [sticker('HeidiDuck', '👋')],
  },
];

export const NEAR_MISSES: readonly CorpusEntry[] = [
  ...silenceTokens,
  ...silenceShapes,
  ...shouted,
  ...emojiStickers,
  ...meantShapes,
  ...headingVariants,
  ...moreWrappers,
  ...compoundNames,
  ...stickerShapes,
  ...talkAndReasoning,
  ...otherPlaces,
  ...edges,
  ...moreShapes,
  // A silence word in an aside is an announcement only as the act narrated, not negated or bidden.
  {
    name: 'DM: an aside that it is not ignoring them is a message',
    answer: '# «send»\n(not ignoring you, just busy)',
    expect: [send('(not ignoring you, just busy)')],
  },
  {
    name: 'DM: an aside that decides not to answer is silence',
    answer: '(She decides not to answer.)',
    expect: [],
    silence: 'stage direction',
  },
];
