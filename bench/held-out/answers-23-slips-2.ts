/**
 * Set 23, slips of thinking models, part 2: headings written off the format, wrappers and data
 * around a body, echoes of the transcript, cut answers, stickers, invisible bodies, narrated
 * silence in groups, and two slips in one answer.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { YUKI } from './answers-23-cast.js';

const FINE = 'He is fine, the basket did its job 🧺';
const OPEN = 'Open Saturday 10–4, come say hi';

export const SLIPS_23_MORE: readonly CorpusEntry[] = [
  {
    name: 'gemini-2.5-pro: spaces and a capital inside the guillemets',
    answer: `# « Send »\n${FINE}`,
    expect: [{ type: 'send', text: FINE }],
  },
  {
    name: 'gemini-2.5-flash: a Cyrillic letter in a reaction heading',
    answer: `# «rеact» 🔥\n\n# «send»\n${FINE}`,
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4005 },
      { type: 'send', text: FINE },
    ],
  },
  {
    name: 'claude-sonnet-4.5: the addressee inside the guillemets',
    answer: `# «reply to Jonas»\n${FINE}`,
    expect: [{ type: 'send', text: FINE }],
  },
  {
    name: 'gemini-3-pro: a second heading in bare guillemets on the reaction line',
    answer: '# «react» 👍 «send» see you Saturday then!',
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      { type: 'send', text: 'see you Saturday then!' },
    ],
  },
  {
    name: 'gemini-2.5-pro: a Polish block name, the only message block',
    answer: `# «odpowiedź»\n${FINE}`,
    expect: [{ type: 'send', text: FINE }],
  },
  {
    name: 'gemini-2.5-pro, Japanese: a full-width hash and corner brackets around "reply"',
    ...YUKI,
    answer: '＃「返信」\n13時に駅で待ち合わせしよ！',
    expect: [{ type: 'send', text: '13時に駅で待ち合わせしよ！' }],
  },
  {
    name: 'gpt-5: an address line and a body key inside the block',
    answer: `# «send»\nto: Jonas\nbody: ${FINE}`,
    expect: [{ type: 'send', text: FINE }],
  },
  {
    name: 'llama-4-maverick: a message tag of its own name around the text',
    answer: `<telegram_message chat="Jonas">${OPEN}</telegram_message>`,
    expect: [{ type: 'send', text: OPEN }],
  },
  {
    name: 'gemini-2.5-pro: the target echoed under a bracketed header first',
    answer: `# «send»\n[#4005 Jonas]: Did the cat survive the move? And are you open on Saturday?\n\n${FINE}`,
    expect: [{ type: 'send', text: FINE }],
  },
  {
    name: "gemini-3-pro, group: Alice's question quoted back before the answer",
    chat: 'group',
    answer:
      '# «send» 4003\n> Has anyone seen my blue umbrella? I think I left it at the shop\n\nIt is behind the till, Alice! 🌂',
    expect: [{ type: 'send', text: 'It is behind the till, Alice! 🌂', replyTo: 4003 }],
  },
  {
    name: 'gemini-2.5-pro: the transcript continued with a new header numbered after the last',
    answer: `⟦#4005 Jonas⟧ Did the cat survive the move? And are you open on Saturday?\n⟦#4006 Heidi⟧ ${FINE}`,
    expect: [{ type: 'send', text: FINE }],
  },
  {
    name: 'gemini-2.5-pro at MAX_TOKENS: the second message cut mid-sentence',
    truncated: true,
    answer: `# «send»\n${FINE}\n\n# «send»\nAnd Saturday we are open from 10 until`,
    expect: [{ type: 'send', text: FINE }],
    withheld: ['truncated'],
  },
  {
    name: 'gemini-3-pro at MAX_TOKENS: the cut falls in a private note after the message',
    truncated: true,
    answer: `# «send»\n${OPEN}\n\n# «think»\nshe might also ask about the umbrella, in which case I`,
    expect: [{ type: 'send', text: OPEN }],
  },
  {
    name: 'qwen3 at MAX_TOKENS: an unclosed think tag, nothing else',
    truncated: true,
    answer:
      '<think>\nOkay, Jonas is asking whether the cat survived. I need to recall what Heidi knows about',
    expect: [],
  },
  {
    name: 'gemini-2.5-flash at MAX_TOKENS: the cut falls in the second heading',
    truncated: true,
    answer: `# «send»\n${FINE}\n\n# «se`,
    expect: [{ type: 'send', text: FINE }],
  },
  {
    name: 'gemini-2.5-pro, group: narrated silence in italic brackets',
    chat: 'group',
    answer: '_(lets Jonas and Alice sort the umbrella out between them)_',
    expect: [],
  },
  {
    name: 'llama-4-scout, group: a self-closing silence tag',
    chat: 'group',
    answer: '<silent/>',
    expect: [],
  },
  {
    // A block named for passing that the rules do not list: the body is the model's reason.
    name: 'gemini-2.5-pro, group: a block named pass with its reason',
    chat: 'group',
    answer: '# «pass»\nnot addressed to me, Jonas asked Alice',
    expect: [],
  },
  {
    name: 'gemini-2.5-flash: an answer of a byte-order mark and a word joiner',
    answer: '\uFEFF\u2060',
    expect: [],
  },
  {
    name: 'gemini-2.5-pro: a sticker written with set and emoji keys',
    answer: '# «sticker»\nset: HeidiDuck\nemoji: 😂',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    name: 'gemini-2.5-flash: a sticker with an aside on why it was chosen',
    answer: "# «sticker»\nHeidiDuck 😴\n\n(picked the sleepy duck since it's late)",
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😴' }],
  },
  {
    name: 'claude-haiku-4.5: two versions split by an "or" rule',
    answer: `# «send»\n${FINE}\n\n— or —\n\nCat alive, shop open, life is good ✌️`,
    expect: [{ type: 'send', text: FINE }],
  },
  {
    name: 'llama-3.3: a made-up user turn after the end-of-turn token',
    answer: `${OPEN}<|eot_id|><|start_header_id|>user<|end_header_id|>\n\nthanks Heidi!`,
    expect: [{ type: 'send', text: OPEN }],
  },
  {
    name: 'phi-4-reasoning: think tags, then a bold "Final Answer" line',
    answer: `<think>\nCat fine, shop open. Friendly.\n</think>\n\n**Final Answer**\n\n${OPEN}`,
    expect: [{ type: 'send', text: OPEN }],
  },
  {
    name: 'hermes-4: reasoning tags in capitals',
    answer: `<REASONING>\nHe wants reassurance. Say the cat is fine.\n</REASONING>\n# «send»\n${FINE}`,
    expect: [{ type: 'send', text: FINE }],
  },
  {
    name: 'gemini-3-pro: a lead-in saying what the persona would do',
    answer: `Heidi would probably laugh here and say:\n\n${FINE}`,
    expect: [{ type: 'send', text: FINE }],
  },
  {
    name: 'gemini-2.5-pro: an internal remark in brackets between two lines',
    answer: `# «send»\n${FINE}\n(internal: keep it under two lines)\n${OPEN}`,
    expect: [{ type: 'send', text: `${FINE}\n${OPEN}` }],
  },
  {
    name: 'devstral: a code-comment note to self closing the body',
    answer: `# «send»\n${OPEN}\n// note to self: ask about the umbrella next time`,
    expect: [{ type: 'send', text: OPEN }],
  },
  {
    name: "claude-opus-4.1 thinking: the persona's rules checked above the message",
    answer: `# «send»\nChecking against Heidi's rules: casual ✓, no lists ✓, answers both ✓\n\n${FINE} ${OPEN}`,
    expect: [{ type: 'send', text: `${FINE} ${OPEN}` }],
  },
];
