import { describe, expect, it } from 'vitest';
import {
  type FormattedText,
  MAX_MESSAGE_LENGTH,
  parseMarkdown,
  splitFormatted,
} from '../../../src/telegram/gramjs/markdown.js';

/** Entities as [kind, covered text] pairs: readable and independent of offsets arithmetic. */
function spans(f: FormattedText): [string, string][] {
  return f.entities.map((e) => [e.kind, f.text.slice(e.offset, e.offset + e.length)]);
}

describe('parseMarkdown', () => {
  it('turns bold, italic, code and strikethrough into entities over plain text', () => {
    const f = parseMarkdown('**bold**, __it__, *also*, _this_, `code` and ~~gone~~');
    expect(f.text).toBe('bold, it, also, this, code and gone');
    expect(spans(f)).toEqual([
      ['bold', 'bold'],
      ['italic', 'it'],
      ['italic', 'also'],
      ['italic', 'this'],
      ['code', 'code'],
      ['strike', 'gone'],
    ]);
  });

  it('counts offsets in UTF-16 code units, as Telegram does', () => {
    const f = parseMarkdown('😀😀 **hé 😀**');
    expect(f.text).toBe('😀😀 hé 😀');
    expect(f.entities).toEqual([{ kind: 'bold', offset: 5, length: 5 }]);
  });

  it('nests emphasis and reads ***x*** as bold and italic', () => {
    expect(spans(parseMarkdown('*italic **bold** more*'))).toEqual([
      ['italic', 'italic bold more'],
      ['bold', 'bold'],
    ]);
    expect(spans(parseMarkdown('***x***'))).toEqual([
      ['bold', 'x'],
      ['italic', 'x'],
    ]);
  });

  it('leaves code untouched: no formatting inside code spans or blocks, language kept', () => {
    const f = parseMarkdown('run `a*b*c` then\n```python\nx = a**2 + __b__\n```');
    expect(f.text).toBe('run a*b*c then\nx = a**2 + __b__');
    expect(f.entities).toEqual([
      { kind: 'code', offset: 4, length: 5 },
      { kind: 'pre', offset: 15, length: 16, language: 'python' },
    ]);
  });

  it('keeps literal what is not formatting: bullets, snake_case, lone or unmatched marks, escapes', () => {
    for (const literal of [
      '* first\n* second',
      'snake_case_name',
      'a ~single~ b',
      '**unclosed',
      '5 * 3 = 15',
    ]) {
      expect(parseMarkdown(literal)).toEqual({ text: literal, entities: [] });
    }
    expect(parseMarkdown('\\*not italic\\*')).toEqual({ text: '*not italic*', entities: [] });
  });

  it('never lets emphasis run across a blank line', () => {
    expect(parseMarkdown('**a\n\nb**')).toEqual({ text: '**a\n\nb**', entities: [] });
  });

  it('is parsed once: markdown-looking text produced by the parse is not formatted again', () => {
    const f = parseMarkdown('`**stays**`');
    expect(f.text).toBe('**stays**');
    expect(spans(f)).toEqual([['code', '**stays**']]);
  });
});

describe('splitFormatted', () => {
  it('keeps a message within the limit as it is', () => {
    const f = parseMarkdown('**short**');
    expect(splitFormatted(f)).toEqual([f]);
  });

  it('splits a long text on paragraph boundaries, each part within 4096 units', () => {
    const paragraph = 'word '.repeat(300).trim();
    const text = Array.from({ length: 5 }, (_, i) => `P${i} ${paragraph}`).join('\n\n');
    const parts = splitFormatted(parseMarkdown(text));
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(part.text.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
      // Each part starts at a paragraph and ends with a whole one.
      expect(part.text).toMatch(/^P\d word[\s\S]*word$/);
    }
    expect(parts.map((p) => p.text).join('\n\n')).toBe(text);
  });

  it('clips and re-bases entities that cross a cut', () => {
    const text = `**${'a'.repeat(30)} ${'b'.repeat(30)}**`;
    const parts = splitFormatted(parseMarkdown(text), 40);
    expect(parts.map((x) => x.text)).toEqual(['a'.repeat(30), 'b'.repeat(30)]);
    expect(parts.map((x) => x.entities)).toEqual([
      [{ kind: 'bold', offset: 0, length: 30 }],
      [{ kind: 'bold', offset: 0, length: 30 }],
    ]);
  });

  it('never cuts an emoji (a surrogate pair) in half when there is no space to cut at', () => {
    const parts = splitFormatted({ text: '😀'.repeat(10), entities: [] }, 5);
    for (const part of parts) expect(part.text).toMatch(/^(😀)+$/u);
    expect(parts.map((x) => x.text).join('')).toBe('😀'.repeat(10));
  });
});
