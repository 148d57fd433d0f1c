import { describe, expect, it } from 'vitest';
import { MAX_ALIAS_COUNT, parseYamlSource, YamlSyntaxError } from '../../src/config/yaml-source.js';

function syntaxError(text: string): string {
  try {
    parseYamlSource(text, 'f.yaml');
  } catch (err) {
    expect(err).toBeInstanceOf(YamlSyntaxError);
    return (err as Error).message;
  }
  throw new Error('expected a YamlSyntaxError');
}

describe('parseYamlSource', () => {
  it('names the line and column of a syntax error, not the start of the file', () => {
    expect(syntaxError('a: 1\nb: 2\nc: 3\nd: x: y\n')).toBe(
      'f.yaml:4:4: invalid YAML: Nested mappings are not allowed in compact mappings',
    );
  });

  it('names the line of a tab used as indentation and of a duplicate key', () => {
    expect(syntaxError('a: 1\nb:\n\t- x\n')).toMatch(/^f\.yaml:3:1: invalid YAML: Tabs are not allowed/);
    expect(syntaxError('a: 1\nb: 2\n\na: 3\n')).toMatch(
      /^f\.yaml:4:1: invalid YAML: Map keys must be unique/,
    );
  });

  it('puts an unclosed quote where it opens, not at the end of the file', () => {
    const text = 'a: 1\nb: 2\nc: 3\nd: 4\ne: 5\nf: 6\ng: "never closed\nh: 8\ni: 9\n';
    expect(syntaxError(text)).toBe('f.yaml:7:4: invalid YAML: Missing closing "quote');
  });

  it('puts an unclosed bracket where it opens, and says so', () => {
    expect(syntaxError('a: 1\nb: [x, y\nc: 3\n')).toBe(
      'f.yaml:2:4: invalid YAML: this [ is never closed with ]',
    );
    expect(syntaxError('a: 1\nb: {x: 1\nc: 3\n')).toBe(
      'f.yaml:2:4: invalid YAML: this { is never closed with }',
    );
  });

  it('says "nested too deeply" and "one document" in plain words', () => {
    expect(syntaxError(`a: ${'['.repeat(5000)}${']'.repeat(5000)}\n`)).toMatch(
      /: invalid YAML: nested too deeply$/,
    );
    expect(syntaxError('a: 1\n---\nb: 2\n')).toBe(
      'f.yaml:2:1: invalid YAML: a second document starts here (`---`); the file holds one',
    );
  });

  it('refuses an alias bomb in one line at its first alias', () => {
    const rows = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (const [name, prev] of [
      ['b', 'a'],
      ['c', 'b'],
      ['d', 'c'],
      ['e', 'd'],
      ['f', 'e'],
    ])
      rows.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(', ')}]`);
    expect(syntaxError(`${rows.join('\n')}\n`)).toBe(
      `f.yaml:2:8: invalid YAML: its aliases expand to too much data (more than ${MAX_ALIAS_COUNT} copies); write the values out`,
    );
  });

  it('still expands ordinary aliases', () => {
    const source = parseYamlSource('base: &base {a: 1}\ncopy: *base\n', 'f.yaml');
    expect(source.value).toEqual({ base: { a: 1 }, copy: { a: 1 } });
  });

  it('names an alias whose anchor comes later', () => {
    expect(syntaxError('a: 1\nb: *later\nc: &later 3\n')).toBe(
      'f.yaml:2:4: invalid YAML: alias *later comes before (or without) its anchor &later',
    );
  });
});
