import { parseReply } from '../../../src/tasks/parse.js';
import { planSteps } from '../../../src/tasks/plan.js';
import { speechBoundary } from '../../../src/tasks/speech.js';
import { OTHERS, PERSONA, SHOWN_IDS, TARGET } from './evaluate.js';

/*
 * Answers generated from valid plans: the plan rendered as the response format asks, then
 * wrapped, prefixed, suffixed, relabelled, folded, truncated or echoed the way models do. Used
 * by tests/tasks/speech.property.test.ts and `npm run bench:answers`.
 */

type Rnd = () => number;
const pick = <T>(rnd: Rnd, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;

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
];
const EMOJI = ['❤', '👍', '🔥', '🤣', '😁'];

export type Meant = { type: 'send'; text: string; replyTo?: number } | { type: 'react'; emoji: string };

/** A valid plan of one to four steps, at least one of them a message. */
function plan(rnd: Rnd): Meant[] {
  const steps: Meant[] = [];
  const n = 1 + Math.floor(rnd() * 4);
  const used = new Set<string>();
  for (let i = 0; i < n; i++) {
    if (rnd() < 0.25 && i < n - 1) {
      steps.push({ type: 'react', emoji: pick(rnd, EMOJI) });
      continue;
    }
    const text = pick(rnd, MESSAGES);
    if (used.has(text)) continue;
    used.add(text);
    steps.push(
      rnd() < 0.3 ? { type: 'send', text, replyTo: pick(rnd, [3998, 4001, 4005]) } : { type: 'send', text },
    );
  }
  if (!steps.some((s) => s.type === 'send')) steps.push({ type: 'send', text: MESSAGES[0] ?? '' });
  return steps;
}

/** How a block's heading is written: our form, or a near-miss a model writes. */
const HEADINGS: readonly ((name: string) => string)[] = [
  (name) => `# «${name}»`,
  (name) => `### «${name}»`,
  (name) => `＃ «${name}»`,
  (name) => `# 《${name}》`,
  (name) => `# «${name.replace('e', 'е')}»`,
  (name) => `# **«${name}»**`,
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
];
const PREFIXES = [
  `Alice asks two things; ${PERSONA} would answer warmly.\n\n`,
  '<thinking>\nThe user wants the hours.\n</thinking>\n',
  '**Thinking Process:**\n1. She asks about the cat.\n2. Then the hours.\n\n',
  'thought\nI answer in character, briefly.\n\n',
  `⟦#4005 Alice 10:02⟧ ${OTHERS.get(4005) ?? ''}\n\n`,
];
const SUFFIXES = [
  '\n\n---\n**Note:** I kept it short.',
  '\n\n---\nAnalysis: warm tone, two facts.',
  '\nNO_REPLY',
];

export interface Generated {
  answer: string;
  meant: Meant[];
  truncated: boolean;
}

/** One answer: the plan rendered, then transformed. */
export function generate(rnd: Rnd): Generated {
  const meant = plan(rnd);
  const heading = pick(rnd, HEADINGS);
  const [first, second] = meant;
  // fold: a reaction and the one-line message after it, written on one heading line
  const fold =
    first?.type === 'react' && second?.type === 'send' && second.replyTo === undefined && rnd() < 0.4;
  if (fold && second?.type === 'send') second.text = second.text.split('\n').join(' ');
  const blocks = meant.map((step) => {
    if (step.type === 'react') return `${heading('react')}\n${step.emoji}`;
    const id = step.replyTo === undefined ? '' : ` ${step.replyTo}`;
    return `${heading('send')}${id}\n${pick(rnd, BODY_WRAPPERS)(step.text)}`;
  });
  if (fold && first?.type === 'react' && second?.type === 'send')
    blocks.splice(0, 2, `# «react» ${first.emoji} # «send» ${second.text}`);
  // echo: the last message sent twice
  const lastSend = [...meant].reverse().find((s) => s.type === 'send');
  if (lastSend && rnd() < 0.2) blocks.push(`# «send»\n${lastSend.text}`);
  let answer = blocks.join('\n\n');
  if (rnd() < 0.5) answer = `${pick(rnd, PREFIXES)}${answer}`;
  const fenced = rnd() < 0.3;
  if (fenced) answer = `\`\`\`markdown\n${answer}\n\`\`\``;
  if (fenced && rnd() < 0.5) answer += "\nLet me know if you'd like another tone!";
  else if (rnd() < 0.3) answer += pick(rnd, SUFFIXES);
  // truncate: a last block cut off by the output limit
  const truncated = !fenced && rnd() < 0.2;
  if (truncated) answer += `\n\n# «send»\n${pick(rnd, MESSAGES).slice(0, 9)}`;
  return { answer, meant, truncated };
}

/** What reaches the chat for a generated answer, as a turn in a direct chat plans it. */
export function spokenTasks(generated: Generated): { sent: Meant[]; texts: string[] } {
  const spoken = speechBoundary(parseReply(generated.answer), {
    persona: PERSONA,
    chatKind: 'direct',
    actions: 'direct',
    callout: false,
    others: OTHERS,
    truncated: generated.truncated,
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
  return { sent, texts: tasks.flatMap((t) => (t.type === 'send' ? [t.params.text] : [])) };
}
