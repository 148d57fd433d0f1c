import { describe, expect, it } from 'vitest';
import { CORPUS } from './corpus/answers.js';
import { judge, leaksIn, runCorpus } from './corpus/evaluate.js';

describe('the answer corpus: what models really write', () => {
  it('has at least 100 answers, each named once', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(CORPUS.map((e) => e.name)).size).toBe(CORPUS.length);
  });

  it('loses nothing and leaks nothing', () => {
    const result = runCorpus(CORPUS);
    expect(result.failures).toEqual([]);
    expect({ lost: result.lost, leaked: result.leaked, ok: result.ok }).toEqual({
      lost: 0,
      leaked: 0,
      ok: CORPUS.length,
    });
  });

  it.each(CORPUS.map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
    const verdict = judge(entry);
    expect(verdict.leaked).toEqual([]);
    expect(verdict.lost).toEqual([]);
  });
});

describe('the corpus judge', () => {
  it('sees markup, reasoning, markers and stage directions in a text', () => {
    expect(leaksIn('# «send»\nhi')).toContain('task heading');
    expect(leaksIn('hi\n```')).toContain('code fence');
    expect(leaksIn('<thinking>x</thinking> hi')).toContain('reasoning tag');
    expect(leaksIn('⟦#12⟧ hi')).toContain('prompt marker');
    expect(leaksIn('(no reply)')).toContain('silence stage direction');
    expect(leaksIn('👋 - ‹a duck waving›')).toContain('sticker description');
    expect(leaksIn('*looks up from a lantern*')).toEqual([]);
  });

  it('counts a meant message the boundary held back as withheld wrongly', () => {
    const entry = {
      name: 'x',
      answer: '# «send»\nThought: a reading night?',
      expect: [{ type: 'send' as const, text: 'Thought: a reading night?' }],
    };
    expect(judge(entry).lost).toContain('a meant message was withheld');
    expect(runCorpus([entry]).withheldWrongly).toBe(1);
  });

  it('counts an answer whose intent does not arrive as lost', () => {
    const verdict = judge({ name: 'x', answer: '# «send»\nhi', expect: [{ type: 'send', text: 'hello' }] });
    expect(verdict.lost).toHaveLength(1);
  });
});
