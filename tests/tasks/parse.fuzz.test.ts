import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readHeading } from '../../src/tasks/headings.js';
import { parseReply } from '../../src/tasks/parse.js';
import { planSteps } from '../../src/tasks/plan.js';
import { speechBoundary } from '../../src/tasks/speech.js';
import { STEP_TYPES } from '../../src/tasks/types.js';
import { chance, seedFrom } from '../property.js';

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

const heading: fc.Arbitrary<string> = fc
  .record({
    type: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...TYPES) },
      { weight: 1, arbitrary: fc.constantFrom(...ODD_TYPES) },
    ),
    hashes: fc.constantFrom('#', '#', '##', '###', ' #', '   #', ''),
    space: fc.constantFrom(' ', '', '  '),
    open: chance(95),
    close: chance(95),
    id: fc.oneof(
      { weight: 3, arbitrary: fc.constant('') },
      { weight: 2, arbitrary: fc.constantFrom(' 123', ' #45', ' 0', ' -3', ' 99999999999', ' abc') },
    ),
  })
  .map(
    ({ type, hashes, space, open, close, id }) =>
      `${hashes}${space}${open ? '«' : ''}${type}${close ? '»' : ''}${id}`,
  );

const body: fc.Arbitrary<string> = fc
  .tuple(fc.array(fc.constantFrom(...PIECES), { maxLength: 4 }), fc.constantFrom(' ', '\n', ''))
  .map(([parts, joiner]) => parts.join(joiner));

const randomUnicode: fc.Arbitrary<string> = fc
  .array(fc.integer({ min: 0, max: 0x2fffe }), { maxLength: 39 })
  .map((points) => points.map((p) => String.fromCodePoint(p % 0xd800)).join(''));

/** A model reply: task blocks, plain text, fences, or noise. */
const blocks: fc.Arbitrary<string> = fc
  .record({
    lead: chance(20),
    leadBody: body,
    blocks: fc.array(
      fc.tuple(heading, body).map(([h, b]) => `${h}\n${b}`),
      { minLength: 1, maxLength: 5 },
    ),
    joiner: fc.constantFrom('\n', '\n\n', '\r\n'),
    fenced: chance(15),
    fence: fc.constantFrom('```', '```markdown', '``` md'),
    padded: chance(10),
  })
  .map(({ lead, leadBody, blocks, joiner, fenced, fence, padded }) => {
    let text = (lead ? [leadBody, ...blocks] : blocks).join(joiner);
    if (fenced) text = `${fence}\n${text}\n\`\`\``;
    if (padded) text = `  \n${text}  `;
    return text;
  });
const reply: fc.Arbitrary<string> = fc.oneof(
  { weight: 10, arbitrary: randomUnicode },
  { weight: 15, arbitrary: body },
  { weight: 75, arbitrary: blocks },
);

const MARKER = /⟦[^⟧\n]{0,200}⟧/;

describe('parseReply under thousands of generated replies', () => {
  it('never throws, never sends a prompt marker, and never drops a non-empty reply without a reason', () => {
    const checked = { total: 0, empty: 0 };
    fc.assert(
      fc.property(reply, fc.boolean(), chance(30), (raw, direct, admin) => {
        const read = parseReply(raw);
        const parsed = speechBoundary(read, {
          persona: 'Heidi',
          chatKind: 'direct',
          actions: 'direct',
          callout: false,
          others: new Map(),
          stickers: [],
        });
        const plan = planSteps(parsed.steps, {
          chatKind: direct ? 'direct' : 'group',
          targetId: 100,
          adminPartner: admin ? '7' : undefined,
        });
        checked.total++;
        if (raw.trim() === '') return;
        if (parsed.steps.length === 0) {
          checked.empty++;
          expect(read.issues.length + parsed.withheld.length + (parsed.silence ? 1 : 0)).toBeGreaterThan(0);
        }
        // What the turn logs when nothing will be sent: a silence or reasons, never nothing.
        if (plan.tasks.length === 0)
          expect(
            read.issues.length + parsed.withheld.length + plan.notes.length + (parsed.silence ? 1 : 0),
          ).toBeGreaterThan(0);
        for (const step of parsed.steps) {
          if (step.type === 'send') {
            expect(step.params.text.trim()).not.toBe('');
            expect(MARKER.test(step.params.text)).toBe(false);
            // A line that reads as a task heading is never sent as text.
            for (const line of step.params.text.split('\n')) expect(readHeading(line)).toBeUndefined();
          }
          if (step.type === 'sticker') expect(step.params.set && step.params.name).toBeTruthy();
          if (step.type === 'wait') expect(Number.isFinite(step.params.delay)).toBe(true);
          if (step.type === 'react') expect(step.params.emoji.trim()).not.toBe('');
        }
      }),
      // A failure prints its seed and the shrunk reply: FUZZ_SEED=n reruns it.
      { numRuns: 5000, seed: seedFrom('FUZZ_SEED', 20260102) },
    );
    expect(checked.total).toBe(5000);
    // The generator reaches the interesting case: replies that produce nothing at all.
    expect(checked.empty).toBeGreaterThan(50);
  });
});
