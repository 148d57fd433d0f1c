import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instructionTexts, requestSections, UNTITLED_SECTION } from '../../src/llm/request-zones.js';
import type { ModelRequest } from '../../src/llm/types.js';
import { replayFile } from '../../src/offline/replay.js';
import { silentLogger } from '../../src/support/log.js';
import { requestSize } from '../../src/terminal/render.js';
import { seedFrom } from '../property.js';

/** Lines a system instruction is made of: headings, fences, task-block examples, prose. */
const line = fc.oneof(
  fc.constantFrom(
    '# Your character',
    '# This chat',
    '## Rules',
    '```',
    '# «send»',
    '# «react» 12',
    '',
    'prose',
  ),
  fc.string({ maxLength: 12 }),
);
const part = fc.oneof(
  fc.constantFrom('⟦#12 Alice 10:00⟧\nhello', '⟦your notes on this chat⟧\n- a note', '⟦Now: …⟧'),
  fc.string({ maxLength: 20 }),
);
const request: fc.Arbitrary<ModelRequest> = fc.record({
  model: fc.constant('gemini-2.5-flash'),
  systemInstruction: fc.array(line, { maxLength: 20 }).map((lines) => lines.join('\n')),
  generationConfig: fc.constant({ safetySettings: [] }),
  contents: fc.array(
    fc.record({
      role: fc.constantFrom('user' as const, 'model' as const),
      parts: fc.array(
        part.map((text) => ({ text })),
        { minLength: 1, maxLength: 3 },
      ),
    }),
    { minLength: 1, maxLength: 5 },
  ),
});

describe('requestSections', () => {
  it('cuts every request into sections whose characters add up to the request’s, the last part last', () => {
    fc.assert(
      fc.property(request, (r) => {
        const sections = requestSections(r);
        expect(sections.reduce((n, s) => n + s.characters, 0)).toBe(requestSize(r).total);
        const system = sections.filter((s) => s.zone === 'system');
        expect(system.map((s) => s.text).join('')).toBe(r.systemInstruction);
        expect(sections.at(-1)).toMatchObject({ zone: 'turn', text: r.contents.at(-1)?.parts.at(-1)?.text });
        // Zones come in the order the model reads them.
        const order = sections.map((s) => ['system', 'standing', 'history', 'turn'].indexOf(s.zone));
        expect(order).toEqual([...order].sort((x, y) => x - y));
      }),
      { numRuns: 300, seed: seedFrom('ZONES_SEED', 20261127) },
    );
  });

  it('keeps a heading inside a code fence in its section', () => {
    const sections = requestSections({
      model: 'm',
      generationConfig: { safetySettings: [] },
      systemInstruction: 'intro\n# Format\n```\n# «send»\nhi\n```\n# Your character\nYou are Heidi.',
      contents: [{ role: 'user', parts: [{ text: '⟦Now⟧' }] }],
    });
    expect(sections.map((s) => s.name)).toEqual([
      UNTITLED_SECTION,
      '# Format',
      '# Your character',
      'per-turn part',
    ]);
  });

  it('names the zones of a real request: the system sections, the standing context, the history, what was kept since, the turn part', async () => {
    const result = await replayFile('tests/fixtures/memory.yaml', silentLogger);
    if (!result.request) throw new Error('no request');
    const sections = requestSections(result.request);
    const names = sections.map((s) => s.name);
    expect(names.slice(0, 1)).toEqual(['# How you take part in this chat']);
    expect(names).toContain('# Your character');
    expect(names.slice(-4)).toEqual([
      'standing context',
      'history',
      'standing context, recent',
      'per-turn part',
    ]);
    // The summary is older than the window; the fixture's notes, written at its start, are newer.
    expect(sections.find((s) => s.name === 'standing context')?.text).toMatch(/^⟦summary of #1–#140/);
    expect(sections.find((s) => s.name === 'standing context, recent')?.text).toContain(
      '⟦your notes on this chat⟧',
    );
    expect(sections.find((s) => s.zone === 'history')?.text).toMatch(/^⟦#141 /);
  });
});

describe('instructionTexts', () => {
  it('is what the model was given but the chat and the words the persona may say, the lorebook apart', () => {
    const given = instructionTexts({
      model: 'm',
      generationConfig: { safetySettings: [] },
      systemInstruction: [
        '# Your character\n\nYou are Heidi, and you run a bookshop.',
        '# How you write\n\nExamples of your style only.\n\nHeidi: Kafka is asleep on the poetry shelf again',
        '# Stickers you may send\n\nSet HeidiDuck:\n- 👋',
        '# This chat\n\nThis is a direct (one-on-one) chat with “Alice”; you are Heidi (user 42).',
      ].join('\n\n'),
      contents: [
        {
          role: 'user',
          parts: [
            { text: '⟦what you know that bears on this conversation⟧\nThe shop opens at ten.' },
            { text: '⟦summary of #1–#40, 2026-01-02⟧\nAlice asked about the reading list.' },
          ],
        },
        { role: 'user', parts: [{ text: '⟦#41 Alice 10:00⟧ are you open on Saturday?' }] },
        {
          role: 'user',
          parts: [
            {
              text: '⟦Now: Sat 10:05. Just arrived: #41 Alice.⟧\n⟦recalled: #12 2026-01-01 you⟧ we close at six',
            },
          ],
        },
      ],
    });
    const texts = given.instruction.join('\n');
    expect(given.lore).toEqual(['The shop opens at ten.']);
    for (const line of [
      'You are Heidi, and you run a bookshop.',
      'This is a direct',
      'Alice asked about the reading list.',
      '⟦Now: Sat 10:05.',
    ])
      expect(texts).toContain(line);
    for (const said of [
      'Kafka is asleep',
      'HeidiDuck',
      'The shop opens at ten.',
      'are you open on Saturday?',
      'we close at six',
    ])
      expect(texts).not.toContain(said);
  });

  it('holds a real request’s card, notes and turn line, and none of its history', async () => {
    const result = await replayFile('tests/fixtures/memory.yaml', silentLogger);
    if (!result.request) throw new Error('no request');
    const texts = instructionTexts(result.request).instruction.join('\n');
    const sections = requestSections(result.request);
    expect(texts).toContain(sections.find((s) => s.name === '# Your character')?.text.trim());
    expect(texts).toContain('⟦your notes on this chat⟧');
    expect(texts).toContain(sections.at(-1)?.text);
    const history = sections.find((s) => s.zone === 'history')?.text ?? '';
    for (const message of history.split('\n').filter((line) => /^⟦#\d+ /.test(line)))
      expect(texts).not.toContain(message);
  });
});
