import type { CorpusEntry, Expected } from '../../tests/tasks/corpus/evaluate.js';

/*
 * The held-out set for the speech boundary: model answers of shapes the
 * example corpus (tests/tasks/corpus/answers.ts) does not have, written before the boundary was
 * fixed and kept away from whoever fixes it. Run it with `npm run bench:held-out` and report it
 * apart from the corpus.
 *
 * The scene is the corpus's: Heidi, who runs a second-hand bookshop in Berlin, is asked by Alice
 * (message #4005) whether Jonas's cat survived the move and whether the shop is open on Saturday.
 * The chat shows #3990–#4005; Heidi's only sticker set is HeidiDuck (👋 😂 📚 😴).
 *
 * Each entry states what must reach Telegram by the speech boundary's rules (DESIGN.md; where they are silent: what a careful
 * operator of Heidi's account would want sent). `silence: ANY` means the answer must be read as
 * silence, whatever words the parser uses for its reason. A finish reason cannot be stated in a
 * corpus entry, so MAX_TOKENS answers are represented only by a heading cut at the end.
 */

/** Any silence reason: the set states that the answer is silence, not how the parser words it. */
const ANY = '';

const send = (text: string, replyTo?: number): Expected =>
  replyTo === undefined ? { type: 'send', text } : { type: 'send', text, replyTo };
const react = (emoji: string, messageId = 4005): Expected => ({ type: 'react', emoji, messageId });
const sticker = (set: string, name: string, replyTo?: number): Expected =>
  replyTo === undefined ? { type: 'sticker', set, name } : { type: 'sticker', set, name, replyTo };

/** Look-alike letters (Cyrillic а, е) and invisible characters, written as escapes. */
const CYR_A = '\u0430';
const CYR_E = '\u0435';
const ZWSP = '\u200b';

const SURVIVED = 'He survived! Saturday 10–16.';

const proseAround: CorpusEntry[] = [
  {
    name: 'third-person plan before a fenced block, an offer after it',
    answer:
      "Heidi is relieved the cat made it and proud of her Saturday hours, so she answers both at once, warm but brief.\n\n```\n# «send»\nHe made it! Two days under Jonas's sofa, now he rules the flat.\n```\n\nShall I make her sound a bit grumpier?",
    expect: [send("He made it! Two days under Jonas's sofa, now he rules the flat.")],
  },
  {
    name: 'a star rule, then a length-and-tone line',
    answer:
      '# «send»\nHe survived, and yes — Saturday 10 to 16.\n\n***\n_Length: 9 words. Tone: warm, a little dry._',
    expect: [send('He survived, and yes — Saturday 10 to 16.')],
  },
  {
    name: 'an italic aside about Heidi closing the body',
    answer:
      "# «send»\nOf course he survived, cats always do 😼\n\n_(Heidi says this with a grin, remembering her own cat's last move.)_",
    expect: [send('Of course he survived, cats always do 😼')],
  },
  {
    name: 'a react body that announces the next block',
    answer: '# «react» 4005\n🙏\nand now the actual answer:\n\n# «send»\nHe is fine! Grumpy, but fine.',
    expect: [react('🙏'), send('He is fine! Grumpy, but fine.')],
  },
  {
    name: 'a rule, then a closing word to the operator',
    answer:
      "# «send»\nAlive and well!\n\n# «send»\nSaturday 10–16, come by 📚\n\n---\n\nI hope this fits Heidi's voice — happy to adjust anything.",
    expect: [send('Alive and well!'), send('Saturday 10–16, come by 📚')],
  },
  {
    name: 'a preamble that quotes the format rules',
    answer:
      '(Following the format: task blocks only, nothing before the first block.)\n# «send»\n' + SURVIVED,
    expect: [send(SURVIVED)],
  },
  {
    name: 'a bold plan list before the blocks',
    answer:
      '**Plan:**\n1. React with a heart.\n2. Answer both questions in one go.\n\n# «react» 4005\n❤️\n\n# «send»\nHe survived and the shop is open Saturday!',
    expect: [react('❤'), send('He survived and the shop is open Saturday!')],
  },
];

const reasoning: CorpusEntry[] = [
  {
    name: 'a Thought: line before plain text',
    answer:
      "Thought: Alice is worried; lead with the good news.\nHe survived! And yes, we're open Saturday from 10.",
    expect: [send("He survived! And yes, we're open Saturday from 10.")],
  },
  {
    name: 'an analysis tag at the start of a body',
    answer:
      '# «send»\n<analysis>she wants both answers in one line</analysis>\nHe survived! Saturday from 10 🙂',
    expect: [send('He survived! Saturday from 10 🙂')],
  },
  {
    name: 'a thinking label in italic parentheses at the start of a body',
    answer:
      "# «send»\n_(thinking: keep it short, she's on her phone)_\nHe's fine! Sleeping on Jonas's laptop right now.",
    expect: [send("He's fine! Sleeping on Jonas's laptop right now.")],
  },
  {
    name: 'a bracketed analysis line ending a body',
    answer:
      "# «send»\nHe survived 🐈 and the shop is open Saturday, 10–16.\n[Analysis: answered both of Alice's questions in one message.]",
    expect: [send('He survived 🐈 and the shop is open Saturday, 10–16.')],
  },
  {
    name: 'markdown Thinking and Response sections, no task blocks',
    answer:
      "### Thinking\n- Alice asks about the cat and about Saturday.\n- Heidi is warm but brief.\n\n### Response\nHe survived! And Saturday we're open 10–16, as always.",
    expect: [send("He survived! And Saturday we're open 10–16, as always.")],
  },
  {
    name: 'an empty self-closing think tag',
    answer: '<think/>\n' + SURVIVED,
    expect: [send(SURVIVED)],
  },
  {
    name: 'a bold Reasoning line leading the first body',
    answer:
      '# «send»\n**Reasoning:** two questions, so two short messages.\nHe survived!\n\n# «send»\nSaturday 10–16 🙂',
    expect: [send('He survived!'), send('Saturday 10–16 🙂')],
  },
  {
    name: 'a thought block beside a send',
    answer: "# «thought»\nShe's worried about him.\n\n# «send»\nHe's absolutely fine 🐈",
    expect: [send("He's absolutely fine 🐈")],
  },
  {
    name: 'group: only a level-two thinking block',
    chat: 'group',
    answer: '## «thinking»\nAlice and Jonas are discussing the move; nothing here is for me.',
    expect: [],
    silence: ANY,
  },
  {
    name: 'a capitalised reasoning tag pair around the whole plan, then plain text',
    answer:
      '<Reasoning>\nShe asked two things.\nAnswer both, no questions back.\n</Reasoning>\n\n' + SURVIVED,
    expect: [send(SURVIVED)],
  },
];

const narratedSilence: CorpusEntry[] = [
  {
    name: 'group: Heidi goes back to pricing paperbacks',
    chat: 'group',
    answer:
      "*Heidi glances up from the till, sees it's about Jonas's move, and goes back to pricing paperbacks.*",
    expect: [],
    silence: ANY,
  },
  {
    name: 'group: an underscore action with no name',
    chat: 'group',
    answer: '_keeps dusting the poetry shelf_',
    expect: [],
    silence: ANY,
  },
  {
    name: 'group: an all-caps sentinel of another spelling',
    chat: 'group',
    answer: 'NO_RESPONSE',
    expect: [],
    silence: ANY,
  },
  {
    name: 'group: a self-closing skip tag',
    chat: 'group',
    answer: '<skip />',
    expect: [],
    silence: ANY,
  },
  {
    name: 'group: three action lines, none a silence word',
    chat: 'group',
    answer: "*looks up*\n*realises they're talking about the film, not the cat*\n*goes back to her book*",
    expect: [],
    silence: ANY,
  },
  {
    name: 'group: a think block and a send body that only narrates',
    chat: 'group',
    answer: '# «think»\nJonas is telling Alice about the move.\n\n# «send»\n(stays out of it)',
    expect: [],
  },
  {
    name: 'group: a parenthesis saying it is not for Heidi',
    chat: 'group',
    answer: '(Not for Heidi — Jonas and Alice are talking to each other.)',
    expect: [],
    silence: ANY,
  },
  {
    name: 'direct: Heidi reads it and puts the phone down',
    answer: '*Heidi reads it, smiles, and puts the phone down for later.*',
    expect: [],
  },
  {
    name: 'group: a bracketed narration in a fence',
    chat: 'group',
    answer: "```\n[Heidi doesn't reply; the question was for Jonas.]\n```",
    expect: [],
    silence: ANY,
  },
];

const headingNearMisses: CorpusEntry[] = [
  {
    name: 'an arrow and a name after the heading',
    answer: '# «send» → Alice\nHe survived! Hiding in a box of Fontane paperbacks.',
    expect: [send('He survived! Hiding in a box of Fontane paperbacks.')],
  },
  {
    name: 'full-width hash and letters',
    answer: '＃ «ｓｅｎｄ»\nHe survived!',
    expect: [send('He survived!')],
  },
  {
    name: 'lenticular brackets for react and send',
    answer: '【react】4005\n🔥\n【send】\n' + SURVIVED,
    expect: [react('🔥'), send(SURVIVED)],
  },
  {
    name: 'Cyrillic look-alikes in react and message',
    answer: `# «re${CYR_A}ct» 4005\n😁\n# «m${CYR_E}ssage»\nHe survived!`,
    expect: [react('😁'), send('He survived!')],
  },
  {
    name: 'a German block name as the only block',
    answer: '# «senden»\nEr lebt! Und Samstag haben wir von 10 bis 16 offen.',
    expect: [send('Er lebt! Und Samstag haben wir von 10 bis 16 offen.')],
  },
  {
    name: 'numbered parts on the heading lines',
    answer: '# «send» (1/2)\nHe survived!\n# «send» (2/2)\nSaturday: 10–16.',
    expect: [send('He survived!'), send('Saturday: 10–16.')],
  },
  {
    name: 'a heading cut after two letters at the end',
    answer: '# «send»\nHe survived!\n\n# «se',
    expect: [send('He survived!')],
  },
  {
    name: 'two send headings on one line',
    answer: "# «send» He survived! # «send» Saturday we're open 10–16.",
    expect: [send('He survived!'), send("Saturday we're open 10–16.")],
  },
  {
    name: 'a body: key on the heading line',
    answer: '# «send» body:\nHe survived!',
    expect: [send('He survived!')],
  },
  {
    name: 'level six with single guillemets and an id',
    answer: '###### ‹send› 4005\nYes, Saturday 10–16!',
    expect: [send('Yes, Saturday 10–16!', 4005)],
  },
  {
    name: 'upper-case name in angle brackets',
    answer: '# <SEND>\nHe survived!',
    expect: [send('He survived!')],
  },
  {
    name: 'blocks as a numbered list',
    answer: '1. «send» He survived!\n2. «send» Saturday 10–16 🙂',
    expect: [send('He survived!'), send('Saturday 10–16 🙂')],
  },
];

const wrappers: CorpusEntry[] = [
  {
    name: 'a bold speaker label with an addressee',
    answer: '# «send»\n**Heidi (to Alice):** He survived! Two days under the sofa.',
    expect: [send('He survived! Two days under the sofa.')],
  },
  {
    name: 'an en-dash signature with an emoji',
    answer: "# «send»\nHe survived, and we're open Saturday 10–16.\n\n– Heidi 📚",
    expect: [send("He survived, and we're open Saturday 10–16.")],
  },
  {
    name: 'YAML keys with a block scalar',
    answer: '# «send»\nto: Alice\nmessage: |\n  He survived!\n  Saturday 10–16, as always.',
    expect: [send('He survived!\nSaturday 10–16, as always.')],
  },
  {
    name: 'a JSON object with a list of messages',
    answer: '{"messages": ["He survived!", "Saturday 10–16 🙂"]}',
    expect: [send('He survived!'), send('Saturday 10–16 🙂')],
  },
  {
    name: 'a JSON list with action and content keys',
    answer: '[{"action": "send_message", "content": "He survived!", "reply_to_message_id": 4005}]',
    expect: [send('He survived!', 4005)],
  },
  {
    name: 'a function call object',
    answer: '{"functionCall": {"name": "send_message", "args": {"text": "' + SURVIVED + '"}}}',
    expect: [send(SURVIVED)],
  },
  {
    name: 'a bold speaker label and curly quotes, no blocks',
    answer: `**Heidi:** “${SURVIVED}”`,
    expect: [send(SURVIVED)],
  },
  {
    name: 'a possessive reply label, no blocks',
    answer: "Heidi's reply:\n" + SURVIVED,
    expect: [send(SURVIVED)],
  },
  {
    name: 'an intro line and a blockquote, no blocks',
    answer: "Here's what Heidi would say:\n\n> He survived! Two days under Jonas's sofa, but he's fine.",
    expect: [send("He survived! Two days under Jonas's sofa, but he's fine.")],
  },
  {
    name: 'the body goes on as a scripted dialogue',
    answer: '# «send»\nHe survived!\n\nAlice: yay!! 🎉\nHeidi: told you, cats are indestructible 😄',
    expect: [send('He survived!')],
  },
  {
    name: 'a response tag around plain text',
    answer: `<response>${SURVIVED}</response>`,
    expect: [send(SURVIVED)],
  },
  {
    name: 'a bold Response label line inside a body',
    answer: '# «send»\n**Response:**\nHe survived!',
    expect: [send('He survived!')],
  },
];

const echoes: CorpusEntry[] = [
  {
    name: 'the last two transcript lines repeated before the block',
    answer:
      '⟦#4004 Jonas Weber 18:20⟧ finally unpacked, the cat is under the sofa\n⟦#4005 Alice Smith 18:21⟧ did he survive?? and are you open saturday?\n\n# «send»\n' +
      SURVIVED,
    expect: [send(SURVIVED)],
  },
  {
    name: "Alice's message echoed in a block of its own",
    answer:
      '# «send»\n⟦#4005 Alice Smith 18:21⟧ did he survive the move?? and is the shop open on saturday\n\n# «send»\nHe did! And yes, Saturday 10–16.',
    expect: [send('He did! And yes, Saturday 10–16.')],
  },
  {
    name: 'the Now part repeated before plain text',
    answer: '⟦Now: Fri 2026-11-27 18:22. Just arrived: #4005 “Alice Smith”.⟧\n' + SURVIVED,
    expect: [send(SURVIVED)],
  },
  {
    name: 'a block repeated with a trailing space',
    answer: '# «send»\nHe survived!\n\n# «send»\nHe survived! \n\n# «send»\nSaturday 10–16.',
    expect: [send('He survived!'), send('Saturday 10–16.')],
  },
  {
    name: 'the whole answer written twice',
    answer:
      '# «send»\nHe survived 🐈\n# «send»\nOpen Saturday 10–16\n\n# «send»\nHe survived 🐈\n# «send»\nOpen Saturday 10–16',
    expect: [send('He survived 🐈'), send('Open Saturday 10–16')],
  },
];

const invisible: CorpusEntry[] = [
  { name: 'one zero-width space', answer: ZWSP, expect: [], silence: ANY },
  {
    name: 'a send block of a word joiner and a zero-width space, then a real one',
    answer: `# «send»\n\u2060${ZWSP}\n\n# «send»\nHe survived!`,
    expect: [send('He survived!')],
  },
  {
    name: 'group: a send block of a non-joiner and a byte-order mark',
    chat: 'group',
    answer: '# «send»\n\u200c\ufeff',
    expect: [],
  },
];

const stickers: CorpusEntry[] = [
  {
    name: 'a sticker written as the history shows one',
    answer:
      '⟦the sticker `😂` from the sticker set `HeidiDuck` that appears as ‹the duckling laughing so hard it falls over›⟧',
    expect: [sticker('HeidiDuck', '😂')],
  },
  {
    name: 'a sticker block with only the emoji (one set)',
    answer: '# «sticker»\n😴',
    expect: [sticker('HeidiDuck', '😴')],
  },
  {
    name: 'emoji and set in swapped order, with a reply id',
    answer: '# «sticker» 4005\n📚\nHeidiDuck',
    expect: [sticker('HeidiDuck', '📚', 4005)],
  },
];

/** Real speech that looks like a bad shape: every one must reach the chat whole. */
const realSpeech: CorpusEntry[] = [
  {
    name: 'a message that starts with Note:',
    answer:
      "Note: Saturday we close at 14, not 16 — there's a reading in the evening. And yes, the cat made it!",
    expect: [
      send(
        "Note: Saturday we close at 14, not 16 — there's a reading in the evening. And yes, the cat made it!",
      ),
    ],
  },
  {
    name: 'a body that starts with Thought',
    answer: "# «send»\nThought you'd ask 😄 He's fine, sleeping on Jonas's laptop.",
    expect: [send("Thought you'd ask 😄 He's fine, sleeping on Jonas's laptop.")],
  },
  {
    name: 'a message that starts with Thinking',
    answer: 'Thinking of you both! He survived, and Saturday is on.',
    expect: [send('Thinking of you both! He survived, and Saturday is on.')],
  },
  {
    name: 'direct: a whole message in parentheses',
    answer: '(sorry, typo — I meant Saturday, not Sunday!)',
    expect: [send('(sorry, typo — I meant Saturday, not Sunday!)')],
  },
  {
    name: 'a code block the user asked for, introduced with Here',
    answer:
      "# «send»\nHere's the line for your newsletter, as you asked:\n```\nZweite Seite — Sa 10–16, So geschlossen\n```\nCopy it as is 🙂",
    expect: [
      send(
        "Here's the line for your newsletter, as you asked:\n```\nZweite Seite — Sa 10–16, So geschlossen\n```\nCopy it as is 🙂",
      ),
    ],
  },
  {
    name: 'Heidi names herself in a greeting',
    answer: '# «send»\nHeidi here 👋 sorry, was at the till. He survived!',
    expect: [send('Heidi here 👋 sorry, was at the till. He survived!')],
  },
  {
    name: "a quoted saying signed with Jonas's name",
    answer: '# «send»\n“Never again moving with a cat” — Jonas, yesterday 😂\nBut yes, he survived.',
    expect: [send('“Never again moving with a cat” — Jonas, yesterday 😂\nBut yes, he survived.')],
  },
  {
    name: 'a P.S. line',
    answer: '# «send»\nHe survived!\n\nP.S. Saturday 10–16 as always.',
    expect: [send('He survived!\n\nP.S. Saturday 10–16 as always.')],
  },
  {
    name: 'group: a message that opens with <3',
    chat: 'group',
    answer: '# «send»\n<3 so glad he made it, Alice',
    expect: [send('<3 so glad he made it, Alice', 4005)],
  },
  {
    name: 'group: a plain message with a real parenthetical',
    chat: 'group',
    answer: 'Saturday 10–16 (the usual) — and yes, he survived!',
    expect: [send('Saturday 10–16 (the usual) — and yes, he survived!', 4005)],
  },
  {
    name: 'a body that starts with the word Analysis',
    answer: "# «send»\nAnalysis from the vet: he's perfectly healthy, just offended 😾",
    expect: [send("Analysis from the vet: he's perfectly healthy, just offended 😾")],
  },
];

/** Families the issue does not list, of the kind Gemini 2.5 / 3 produces. */
const unlisted: CorpusEntry[] = [
  {
    name: 'a translation of the message in parentheses',
    answer: '# «send»\nEr hat überlebt! Samstag 10–16.\n(Translation: He survived! Saturday 10–16.)',
    expect: [send('Er hat überlebt! Samstag 10–16.')],
  },
  {
    name: 'a reaction as a shortcode',
    answer: '# «react» 4005\n:heart:',
    expect: [react('❤')],
  },
];

export const HELD_OUT: readonly CorpusEntry[] = [
  ...proseAround,
  ...reasoning,
  ...narratedSilence,
  ...headingNearMisses,
  ...wrappers,
  ...echoes,
  ...invisible,
  ...stickers,
  ...realSpeech,
  ...unlisted,
];
