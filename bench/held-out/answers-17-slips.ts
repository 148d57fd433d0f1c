/**
 * Held-out set 17, the answers with slips: silence written as tokens, stage directions and
 * explanations in many languages, and real messages carrying a slip beside them (labels,
 * reasoning, narration, echoes, repeats, offers, wrappers), often two in one answer. Where the
 * documented rules are silent the expectation is what a careful operator of the account would
 * want sent; the comment says so.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** A group turn between two others, not addressed to Heidi. */
export const CHATTER: ReadonlyMap<number, string> = new Map([
  [4001, 'Alice, did you book the table for Friday or should I call them?'],
  [4003, 'I called them yesterday, we have the corner table at eight'],
  [4005, 'Perfect, then I will bring the birthday cake'],
]);

/** A group turn that names Heidi. */
export const NAMED: ReadonlyMap<number, string> = new Map([
  [4001, 'Who is coming to the flea market on Sunday?'],
  [4003, 'I am, with the van'],
  [4005, 'Heidi, you still have those old crates for the stall?'],
]);

/** A group silence: not addressed, so nothing must reach the chat. */
function quiet(name: string, answer: string, extra: Partial<CorpusEntry> = {}): CorpusEntry {
  return { name, chat: 'group', others: CHATTER, answer, expect: [], ...extra };
}

/** A group callout whose one meant message answers the target. */
function called(name: string, answer: string, text: string, extra: Partial<CorpusEntry> = {}): CorpusEntry {
  return {
    name,
    chat: 'group',
    others: NAMED,
    callout: true,
    answer,
    expect: [{ type: 'send', text, replyTo: 4005 }],
    ...extra,
  };
}

const SILENCES: CorpusEntry[] = [
  quiet('a bare capitals token of a new spelling', 'SKIP_TURN'),
  quiet('a capitals token in square brackets', '[STAY_SILENT]'),
  quiet('a capitals token in angle brackets', '<NO_OUTPUT>'),
  quiet('a lower-case tag as the whole answer', '<silence>'),
  quiet('a Russian stage direction', '(молчит)'),
  quiet('a Spanish action of keeping quiet', '*se queda callada*'),
  quiet('underscored stage direction', '_stays out of it_'),
  quiet('a Portuguese reason in brackets', '(não é comigo, fico quieta)'),
  // Full-width brackets are the same stage direction in CJK typing; no operator wants it posted.
  quiet('a Japanese stage direction in full-width brackets', '（黙っている）'),
  quiet(
    'a Chinese stage direction in full-width brackets after a think block',
    '# «think»\n这不是问我的\n\n（保持沉默）',
  ),
  quiet(
    'the persona named in the third person scrolling past',
    '(Heidi scrolls past and keeps polishing glasses)',
  ),
  quiet('the persona named in German narration', '(Heidi hat dazu nichts zu sagen.)'),
  quiet('a stage direction inside a send block', '# «send»\n(schweigt)'),
  quiet('a capitals token inside a send block', '# «send»\nNO_RESPONSE_NEEDED'),
  quiet(
    'reasoning tags then a stage direction',
    '<think>\nThis is between Jonas and Alice.\n</think>\n\n(stays quiet)',
  ),
  quiet('a think block then an empty send block', '# «think»\nnot mine to answer\n\n# «send»\n'),
  quiet(
    'a think block then a nod with actions off in groups',
    '# «think»\nnothing to add\n# «send»\n*nods silently*',
  ),
  quiet(
    'an explanation of the silence after a think block',
    "# «think»\nNot addressed to me.\n\nI won't reply here, since Jonas is talking to Alice.",
  ),
  // No block at all: the whole answer is the model explaining itself; nobody wants it posted.
  quiet('an explanation of the silence with no block', "Not addressed to me, so I'll stay silent."),
  quiet(
    'talk about the answer after a think block',
    '# «think»\nnope\n\nThis response intentionally contains no message.',
  ),
  quiet('a label announcing no response', '**Response:** (none)'),
  quiet('actions always but no callout: an action alone', '# «send»\n*sips coffee and keeps reading*', {
    actions: 'always',
  }),
  // Actions are off in groups by default, so a called-out nod alone is no message (DECISIONS A2).
  quiet('a callout answered only by a nod with actions off in groups', '# «send»\n*nods*', {
    others: NAMED,
    callout: true,
  }),
  quiet('an unknown block type meaning silence', '# «skip»\nnot my conversation'),
  {
    name: 'direct: a capitals token alone',
    answer: 'SILENT_TURN',
    expect: [],
  },
  {
    name: 'direct: a think block then a capitals token outside blocks',
    answer: '# «think»\nshe is only saying goodbye\n\nNO_MESSAGE',
    expect: [],
  },
  {
    name: 'direct: an invisible character as the whole message',
    answer: '# «send»\n\u200b',
    expect: [],
  },
  // With actions never the operator wants no roleplay actions at all, even in a direct chat.
  {
    name: 'direct with actions never: a hug alone',
    actions: 'never',
    answer: '# «send»\n*hugs you tight*',
    expect: [],
  },
];

const SPEECH: CorpusEntry[] = [
  called(
    'a speaker label before the answer',
    '# «send»\nHeidi: yes, four crates, all yours',
    'yes, four crates, all yours',
  ),
  called(
    'reasoning tags before an answer without blocks',
    '<think>The question names me, so I answer.</think>\nyep, still have them',
    'yep, still have them',
  ),
  called(
    'a reasoning line before the blocks',
    'Thinking: Jonas asks me about the crates directly.\n\n# «send»\nthey are in the cellar, come get them',
    'they are in the cellar, come get them',
  ),
  called(
    'reasoning inside the send body',
    "# «send»\nThought: they want the crates for Sunday.\nsure, I'll drop them off Saturday",
    "sure, I'll drop them off Saturday",
  ),
  called(
    'a Russian reasoning label inside the send body',
    '# «send»\nРазмышление: меня спрашивают про ящики.\nда, ящики есть',
    'да, ящики есть',
  ),
  called('a lenticular label then a lone emoji', '【思考】これは私宛て。\n# «send»\n👌', '👌'),
  called(
    'an answer then a capitals token of a new spelling',
    '# «send»\nyes, crates are yours\nEND_TURN',
    'yes, crates are yours',
  ),
  called(
    'narration naming the persona, then the answer',
    '# «send»\n(Heidi looks up from the till)\nyes, three crates',
    'yes, three crates',
  ),
  called(
    'actions always: third-person narration is never speech',
    '# «send»\n*Heidi grins*\nsure thing',
    'sure thing',
    { actions: 'always' },
  ),
  called(
    'an out-of-character aside beside the answer',
    '# «send»\n(OOC: keeping Heidi helpful here)\nyes, take them all',
    'yes, take them all',
    { actions: 'always' },
  ),
  called(
    'the whole answer in a code fence',
    '```\n# «send»\nyes, come by at six\n```',
    'yes, come by at six',
  ),
  called(
    'an offer to change the tone after the answer',
    "# «send»\nyes, open Saturday\n\nLet me know if you'd like a different tone for this reply.",
    'yes, open Saturday',
  ),
  called(
    'two slips: a speaker label and a closing stage direction',
    '# «send»\nHeidi: crates are by the back door\n(end of reply)',
    'crates are by the back door',
  ),
  {
    name: 'group callout: an echo of the question, then the answer',
    chat: 'group',
    others: NAMED,
    callout: true,
    answer: '# «send»\nHeidi, you still have those old crates for the stall?\n\n# «send»\nI do! four of them',
    expect: [{ type: 'send', text: 'I do! four of them', replyTo: 4005 }],
  },
  {
    name: 'group callout: the same short answer twice',
    chat: 'group',
    callout: true,
    answer: '# «send»\nyes!\n\n# «send»\nyes!',
    expect: [{ type: 'send', text: 'yes!', replyTo: 4005 }],
  },
  {
    name: 'group callout: a reaction then an explanation of choosing it',
    chat: 'group',
    callout: true,
    answer: '# «react» 4005\n👍\n\nI reacted instead of replying because a thumbs up answers both questions.',
    expect: [{ type: 'react', emoji: '👍', messageId: 4005 }],
  },
  {
    name: 'group not addressed: a reaction and a stage direction of no words',
    chat: 'group',
    others: CHATTER,
    answer: '# «react» 4005\n🔥\n(no words needed)',
    expect: [{ type: 'react', emoji: '🔥', messageId: 4005 }],
  },
  {
    name: 'group not addressed: a laughing emoji the persona chose to post',
    chat: 'group',
    others: CHATTER,
    answer: '# «send»\n😂',
    expect: [{ type: 'send', text: '😂', replyTo: 4005 }],
  },
  {
    name: 'direct: three dots, then a stage direction',
    answer: '# «send»\n...\n\n(no reply needed beyond this)',
    expect: [{ type: 'send', text: '...' }],
  },
  {
    name: 'direct: three dots after reasoning tags',
    answer: "<think>she's teasing me about the basket</think>\n...",
    expect: [{ type: 'send', text: '...' }],
  },
  {
    name: 'direct: a hug, then a think block with a stage direction',
    answer: '# «send»\n*hug*\n# «think»\n(no more words needed)',
    expect: [{ type: 'send', text: '*hug*' }],
  },
  {
    name: 'direct: hm, then a bracketed waiting note',
    answer: '# «send»\nhm\n\n[waiting for reply]',
    expect: [{ type: 'send', text: 'hm' }],
  },
  {
    name: 'direct: ok, then a note on why it is short',
    answer: '# «send»\nok\n\n(Note: kept it short to match her tone.)',
    expect: [{ type: 'send', text: 'ok' }],
  },
  {
    name: 'direct: ok, then narration naming the persona after a rule',
    answer: '# «send»\nok\n\n---\n*Heidi keeps it short because she is busy.*',
    expect: [{ type: 'send', text: 'ok' }],
  },
  {
    name: 'direct with actions never: the action line goes, the words stay',
    actions: 'never',
    answer: '# «send»\n*hugs you*\nso glad the cat made it',
    expect: [{ type: 'send', text: 'so glad the cat made it' }],
  },
  {
    name: 'direct: a sticker copied with its description',
    answer: '# «sticker»\nHeidiDuck :: 😂 — ‹a duck crying with laughter›',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
];

export const HELD_OUT_17_SLIPS: CorpusEntry[] = [...SILENCES, ...SPEECH];
