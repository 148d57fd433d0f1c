import fc from 'fast-check';
import { parseReply } from '../../../src/tasks/parse.js';
import { planSteps } from '../../../src/tasks/plan.js';
import { speechBoundary } from '../../../src/tasks/speech.js';
import { chance } from '../../property.js';
import { OTHERS, PERSONA, SHOWN_IDS, STICKERS, TARGET } from './evaluate.js';

/*
 * Answers generated from valid plans: the plan rendered as the response format asks, then
 * wrapped, prefixed, suffixed, relabelled, folded, truncated or echoed the way models do. Used
 * by tests/tasks/speech.property.test.ts and `npm run bench:answers`, as fast-check arbitraries.
 */

/** Messages a person would type: plain, multi-line, with markdown, emoji, a quotation, a number. */
const MESSAGES = [
  'He survived! Hid under the sofa for two days.',
  'yes, open Saturday 10–16 🙂',
  'omg 😅',
  'Cat: alive.\nShop: open Saturday.',
  '**Saturday:** 10–16\n__Sunday:__ closed',
  '«Alles gut», sagt Jonas.',
  'I have `Piranesi` on the shelf, 2 copies',
  'Ha, that was a one-time crime 🥨',
  'see you at 7!',
  'Honestly? The cat runs the shop now.',
  'LOL',
  'Note: we close at 4 on Saturday.',
  'New this week:\n---\nPiranesi',
  'Saturday: 10–16',
  // The strict side: what a person types that looks like a wrapper, in more than one language.
  '(sorry, wrong chat)',
  'yes',
  'same',
  'Saturday:\n- 10–12 me\n- 12–16 Jonas',
  'He survived!\n\nAnd your tone yesterday was a bit much, just saying.',
  'Heidi here! The cat is fine.',
  'Jonas left you a message:\nthe umbrella is behind the counter',
  'Jonas just texted: "cat is fine, thanks for asking"',
  'Er hat’s überlebt! Samstag 10–16.',
  'Кот жив! В субботу открыто с 10.',
  '猫は無事です！土曜日は10時から。',
  'Let me know if you want me to keep Piranesi for you!',
];
const EMOJI = ['❤', '👍', '🔥', '🤣', '😁'];

export type Meant = { type: 'send'; text: string; replyTo?: number } | { type: 'react'; emoji: string };

/** A valid plan of one to four steps, at least one of them a message. */
const step = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('react' as const), emoji: fc.constantFrom(...EMOJI) }),
  },
  {
    weight: 3,
    arbitrary: fc.record(
      {
        type: fc.constant('send' as const),
        text: fc.constantFrom(...MESSAGES),
        replyTo: fc.constantFrom(3998, 4001, 4005),
      },
      { requiredKeys: ['type', 'text'] },
    ),
  },
);
/** A reaction never ends a plan; a message is sent at most once; a plan without a message gets one. */
export const planArbitrary: fc.Arbitrary<Meant[]> = fc
  .array(step, { minLength: 1, maxLength: 4 })
  .map((drawn) => {
    const steps: Meant[] = [];
    const used = new Set<string>();
    drawn.forEach((s, i) => {
      if (s.type === 'react') {
        if (i < drawn.length - 1) steps.push(s);
        return;
      }
      if (used.has(s.text)) return;
      used.add(s.text);
      steps.push(
        s.replyTo === undefined
          ? { type: 'send', text: s.text }
          : { type: 'send', text: s.text, replyTo: s.replyTo },
      );
    });
    if (!steps.some((s) => s.type === 'send')) steps.push({ type: 'send', text: MESSAGES[0] ?? '' });
    return steps;
  });

/** How a block's heading is written: our form, or a near-miss a model writes. */
const HEADINGS: readonly ((name: string) => string)[] = [
  (name) => `# «${name}»`,
  (name) => `### «${name}»`,
  (name) => `＃ «${name}»`,
  (name) => `# 《${name}》`,
  // A right-to-left answer's direction mark, or a zero-width space, before the number sign.
  (name) => `\u200F# «${name}»`,
  (name) => `\u200B### «${name}»`,
  (name) => `# «${name.replace('e', 'е')}»`,
  (name) => `# **«${name}»**`,
  (name) => `# (${name})`,
  (name) => `# \`${name}\``,
  (name) => `# «${name === 'send' ? 'send_message' : 'add_reaction'}»`,
];
/** How a send body is wrapped: as it is, or with a label, signature or key line around it. */
const BODY_WRAPPERS: readonly ((text: string) => string)[] = [
  (text) => text,
  (text) => `${PERSONA}: ${text}`,
  (text) => `**${PERSONA}:** ${text}`,
  (text) => `${text}\n— ${PERSONA}`,
  (text) => `text: ${text}`,
  (text) => `*(${PERSONA} smiles and types quickly)*\n${text}`,
  (text) => `(thinking: keep it short)\n${text}`,
  (text) => `"${text}"`,
  (text) => `${PERSONA} says: ${text}`,
  (text) => `[${PERSONA}]: ${text}`,
  (text) => `Assistant: ${text}`,
  (text) => `${text}\n~${PERSONA}`,
  (text) => `${text}\n</send>`,
  (text) => `Sure! Here is my response:\n${text}`,
  (text) => `[thinking]\nkeep it short\n[/thinking]\n${text}`,
  (text) => `${text}\n${PERSONA} 📚`,
  (text) => `**Reply to Alice**\n${text}`,
  (text) => `> ${OTHERS.get(4005) ?? ''}\n\n${text}`,
  (text) => `**Gedankengang:** Alice fragt nach der Katze.\n\n${text}`,
  (text) => `Размышление: ответить коротко.\n\n${text}`,
  (text) => `思考：短く答える。\n\n${text}`,
  (text) => `Here's what I'd send:\n${text}`,
  (text) => `Мысли:\nОтветить тепло.\n\n${text}`,
];
/** Text a model adds after a send heading's id: an address or a label, not the message. */
const HEADING_TAILS = ['', '', ' to Alice', ' (reply)', ' — message 1', ' message'];
const PREFIXES = [
  `Alice asks two things; ${PERSONA} would answer warmly.\n\n`,
  '<thinking>\nThe user wants the hours.\n</thinking>\n',
  '**Thinking Process:**\n1. She asks about the cat.\n2. Then the hours.\n\n',
  'thought\nI answer in character, briefly.\n\n',
  '<analysis>\nTwo questions, answer both.\n</analysis>\n',
  `Here's ${PERSONA}'s reply:\n\n`,
  `⟦#4005 Alice 10:02⟧ ${OTHERS.get(4005) ?? ''}\n\n`,
];
const SUFFIXES = [
  '\n\n---\n**Note:** I kept it short.',
  '\n\n---\nAnalysis: warm tone, two facts.',
  '\nNO_REPLY',
  `\n\nI hope this captures ${PERSONA}’s warm tone!`,
  `\n\n${PERSONA} would answer warmly here.`,
  "\nLet me know if you'd like a different tone!",
  '\nWould you like me to make the reply shorter?',
  '\nI can also write a more formal version if you want.',
  '\n\nThis response answers both of her questions.',
  '\n\nI kept both messages short and casual.',
];

export interface Generated {
  answer: string;
  meant: Meant[];
  truncated: boolean;
}

/** How a plan is written down and transformed: every choice a model makes, drawn at once. */
const shapeArbitrary = fc.record({
  heading: fc.constantFrom(...HEADINGS),
  tail: fc.constantFrom(...HEADING_TAILS),
  wrappers: fc.array(fc.constantFrom(...BODY_WRAPPERS), { minLength: 4, maxLength: 4 }),
  fold: chance(40),
  echo: chance(20),
  prefix: fc.option(fc.constantFrom(...PREFIXES), { nil: undefined, freq: 2 }),
  fenced: chance(30),
  offer: chance(50),
  suffixed: chance(30),
  suffix: fc.constantFrom(...SUFFIXES),
  truncated: chance(20),
  cut: fc.constantFrom(...MESSAGES),
});
type Shape = typeof shapeArbitrary extends fc.Arbitrary<infer S> ? S : never;

/** One answer: the plan rendered, then transformed. */
function render(plan: readonly Meant[], shape: Shape): Generated {
  const meant = plan.map((s) => ({ ...s }));
  const { heading } = shape;
  const [first, second] = meant;
  // fold: a reaction and the one-line message after it, written on one heading line
  const fold =
    first?.type === 'react' && second?.type === 'send' && second.replyTo === undefined && shape.fold;
  if (fold && second?.type === 'send') second.text = second.text.split('\n').join(' ');
  const blocks = meant.map((step, i) => {
    if (step.type === 'react') return `${heading('react')}\n${step.emoji}`;
    const id = step.replyTo === undefined ? '' : ` ${step.replyTo}`;
    const wrap = shape.wrappers[i] ?? BODY_WRAPPERS[0] ?? ((text: string) => text);
    return `${heading('send')}${id}${shape.tail}\n${wrap(step.text)}`;
  });
  if (fold && first?.type === 'react' && second?.type === 'send')
    blocks.splice(0, 2, `# «react» ${first.emoji} # «send» ${second.text}`);
  // echo: the last message sent twice
  const lastSend = [...meant].reverse().find((s) => s.type === 'send');
  if (lastSend && shape.echo) blocks.push(`# «send»\n${lastSend.text}`);
  let answer = blocks.join('\n\n');
  if (shape.prefix !== undefined) answer = `${shape.prefix}${answer}`;
  if (shape.fenced) answer = `\`\`\`markdown\n${answer}\n\`\`\``;
  if (shape.fenced && shape.offer) answer += "\nLet me know if you'd like another tone!";
  else if (shape.suffixed) answer += shape.suffix;
  // truncate: a last block cut off by the output limit
  const truncated = !shape.fenced && shape.truncated;
  if (truncated) answer += `\n\n# «send»\n${shape.cut.slice(0, 9)}`;
  return { answer, meant, truncated };
}

export interface Generated {
  answer: string;
  meant: Meant[];
  truncated: boolean;
}

/** Answers generated from valid plans, each with what it means. */
export const generatedAnswer: fc.Arbitrary<Generated> = fc
  .tuple(planArbitrary, shapeArbitrary)
  .map(([plan, shape]) => render(plan, shape));

/** What reaches the chat for a generated answer, as a turn in a direct chat plans it. */
export function spokenTasks(generated: Generated): { sent: Meant[]; texts: string[]; withheld: string[] } {
  const spoken = speechBoundary(parseReply(generated.answer), {
    persona: PERSONA,
    chatKind: 'direct',
    actions: 'direct',
    callout: false,
    others: OTHERS,
    truncated: generated.truncated,
    stickers: STICKERS,
  });
  const { tasks } = planSteps(spoken.steps, { chatKind: 'direct', targetId: TARGET, knownIds: SHOWN_IDS });
  const sent = tasks.flatMap((t): Meant[] => {
    if (t.type === 'send')
      return [
        t.params.replyTo === undefined
          ? { type: 'send', text: t.params.text }
          : { type: 'send', text: t.params.text, replyTo: t.params.replyTo },
      ];
    if (t.type === 'react') return [{ type: 'react', emoji: t.params.emoji }];
    return [];
  });
  return {
    sent,
    texts: tasks.flatMap((t) => (t.type === 'send' ? [t.params.text] : [])),
    withheld: spoken.withheld.map((w) => w.text),
  };
}

/** A way of staying silent, written as models do: a token or a wrapped line announcing it. */
export interface SilentAnswer {
  answer: string;
  chat: 'direct' | 'group';
}

const TOKENS = ['SILENCE', 'PASS', 'SKIP', 'NO_REPLY', 'NO_RESPONSE', 'IGNORE', 'NONE', 'NOTHING'];
const SILENT_ACTS = [
  'stays silent',
  'keeps quiet',
  'says nothing',
  'remains silent.',
  "doesn't reply",
  'no response',
  'ignores the message',
  'leaves it on read',
  "doesn't text back",
  `${PERSONA} keeps shelving books`,
];
const WRAPS: readonly ((text: string) => string)[] = [
  (text) => `*${text}*`,
  (text) => `_${text}_`,
  (text) => `(${text})`,
  (text) => `[${text}]`,
];

export const silentAnswer: fc.Arbitrary<SilentAnswer> = fc
  .record({
    chat: fc.constantFrom('direct' as const, 'group' as const),
    token: fc.constantFrom(...TOKENS),
    emphasis: fc.constantFrom('', '**', '`'),
    stop: chance(30),
    act: fc.constantFrom(...SILENT_ACTS),
    wrap: fc.constantFrom(...WRAPS),
    useToken: chance(50),
    think: chance(40),
    block: chance(50),
  })
  .map((s) => {
    const said = s.useToken ? `${s.emphasis}${s.token}${s.emphasis}${s.stop ? '.' : ''}` : s.wrap(s.act);
    const body = s.block ? `# «send»\n${said}` : said;
    return { chat: s.chat, answer: s.think ? `# «think»\nNot mine to answer.\n\n${body}` : body };
  });

/** What reaches the chat for a silent answer, and the silence the boundary reports. */
export function spokenSilence(silent: SilentAnswer): { sent: number; silence?: string } {
  const spoken = speechBoundary(parseReply(silent.answer), {
    persona: PERSONA,
    chatKind: silent.chat,
    actions: 'direct',
    callout: false,
    others: OTHERS,
    stickers: STICKERS,
  });
  const { tasks } = planSteps(spoken.steps, { chatKind: silent.chat, targetId: TARGET, knownIds: SHOWN_IDS });
  const sent = tasks.filter((t) => t.type === 'send' || t.type === 'sticker').length;
  return spoken.silence === undefined ? { sent } : { sent, silence: spoken.silence };
}
