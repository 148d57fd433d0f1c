import { describe, expect, it } from 'vitest';
import { readHeading } from '../../src/tasks/headings.js';
import { parseReply } from '../../src/tasks/parse.js';
import { planSteps } from '../../src/tasks/plan.js';
import { speechBoundary } from '../../src/tasks/speech.js';
import { STEP_TYPES } from '../../src/tasks/types.js';
import { seededRandom } from '../random.js';

/** Every task type the response format names. */
const TYPES = STEP_TYPES;
const ODD_TYPES = ['dance', '', 'Send', ' Clear Conversation ', 'WAIT', 'react_', 'sticker set', '«send»'];
const PIECES = [
  'hello',
  'Hi Alice!',
  '😀',
  '👍🏽',
  '❤️',
  '🦑',
  '⟦#98 from Alice⟧',
  '⟦media⟧',
  '⟦',
  '⟧',
  '```',
  '```markdown',
  'delay: 30',
  'delay: 2 min',
  'Delay = 1.5 hours',
  '600',
  'HeidiDuck :: 👋',
  'HeidiDuck',
  '::',
  'You: «hi»',
  '«',
  '»',
  '# not a heading',
  '#',
  '   ',
  '\t',
  '\r\n',
  '\n',
  '\n\n',
  '\u200f',
  '\u0000',
  'x'.repeat(500),
  '**bold**',
  '> quote',
  '- list item',
];

function pick<T>(rnd: () => number, items: readonly T[]): T {
  return items[Math.floor(rnd() * items.length)] as T;
}

function heading(rnd: () => number): string {
  const type = rnd() < 0.8 ? pick(rnd, TYPES) : pick(rnd, ODD_TYPES);
  const hashes = pick(rnd, ['#', '#', '##', '###', ' #', '   #', '']);
  const open = rnd() < 0.95 ? '«' : '';
  const close = rnd() < 0.95 ? '»' : '';
  const id = rnd() < 0.4 ? pick(rnd, [' 123', ' #45', ' 0', ' -3', ' 99999999999', ' abc']) : '';
  return `${hashes}${pick(rnd, [' ', '', '  '])}${open}${type}${close}${id}`;
}

function body(rnd: () => number): string {
  const parts: string[] = [];
  const n = Math.floor(rnd() * 5);
  for (let i = 0; i < n; i++) parts.push(pick(rnd, PIECES));
  return parts.join(pick(rnd, [' ', '\n', '']));
}

function randomUnicode(rnd: () => number): string {
  const n = Math.floor(rnd() * 40);
  let out = '';
  for (let i = 0; i < n; i++) out += String.fromCodePoint(Math.floor(rnd() * 0x2ffff) % 0xd800);
  return out;
}

/** A model reply: task blocks, plain text, fences, or noise. */
function reply(rnd: () => number): string {
  const roll = rnd();
  if (roll < 0.1) return randomUnicode(rnd);
  if (roll < 0.25) return body(rnd);
  const blocks: string[] = [];
  if (rnd() < 0.2) blocks.push(body(rnd));
  const n = 1 + Math.floor(rnd() * 5);
  for (let i = 0; i < n; i++) blocks.push(`${heading(rnd)}\n${body(rnd)}`);
  let text = blocks.join(pick(rnd, ['\n', '\n\n', '\r\n']));
  if (rnd() < 0.15) text = `${pick(rnd, ['```', '```markdown', '``` md'])}\n${text}\n\`\`\``;
  if (rnd() < 0.1) text = `  \n${text}  `;
  return text;
}

const MARKER = /⟦[^⟧\n]{0,200}⟧/;

describe('parseReply under thousands of generated replies', () => {
  it('never throws, never sends a prompt marker, and never drops a non-empty reply without a reason', () => {
    const rnd = seededRandom(Number(process.env.FUZZ_SEED ?? 20260102));
    const checked = { total: 0, empty: 0 };
    for (let i = 0; i < 5000; i++) {
      const raw = reply(rnd);
      const context = `case ${i}: ${JSON.stringify(raw)}`;
      const read = parseReply(raw);
      const parsed = speechBoundary(read, {
        persona: 'Heidi',
        chatKind: 'direct',
        actions: 'direct',
        callout: false,
        others: new Map(),
      });
      const plan = planSteps(parsed.steps, {
        chatKind: rnd() < 0.5 ? 'direct' : 'group',
        targetId: 100,
        adminPartner: rnd() < 0.3 ? '7' : undefined,
      });
      checked.total++;
      if (raw.trim() === '') continue;
      if (parsed.steps.length === 0) {
        checked.empty++;
        expect(
          read.issues.length + parsed.withheld.length + (parsed.silence ? 1 : 0),
          context,
        ).toBeGreaterThan(0);
      }
      // What the turn logs when nothing will be sent: a silence or reasons, never nothing.
      if (plan.tasks.length === 0)
        expect(
          read.issues.length + parsed.withheld.length + plan.notes.length + (parsed.silence ? 1 : 0),
          context,
        ).toBeGreaterThan(0);
      for (const step of parsed.steps) {
        if (step.type === 'send') {
          expect(step.params.text.trim(), context).not.toBe('');
          expect(MARKER.test(step.params.text), context).toBe(false);
          // A line that reads as a task heading is never sent as text.
          for (const line of step.params.text.split('\n')) expect(readHeading(line), context).toBeUndefined();
        }
        if (step.type === 'sticker') expect(step.params.set && step.params.name, context).toBeTruthy();
        if (step.type === 'wait') expect(Number.isFinite(step.params.delay), context).toBe(true);
        if (step.type === 'react') expect(step.params.emoji.trim(), context).not.toBe('');
      }
    }
    expect(checked.total).toBe(5000);
    // The generator reaches the interesting case: replies that produce nothing at all.
    expect(checked.empty).toBeGreaterThan(50);
  });
});
