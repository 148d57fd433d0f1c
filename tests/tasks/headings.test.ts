import { describe, expect, it } from 'vitest';
import { readHeading } from '../../src/tasks/headings.js';

describe('readHeading', () => {
  it('reads headings that open with a mark after any leading space', () => {
    for (const line of [
      '  # «send»',
      '\u00a0# «send» 12',
      '\t**# «send»**',
      ' __Send__',
      ' «react» 4',
      ' [reply]',
      ' <<send>>',
    ])
      expect(readHeading(line), line).toMatchObject({ type: line.includes('react') ? 'react' : 'send' });
  });

  it('reads a bare label only with its colon', () => {
    expect(readHeading('Reply:')).toMatchObject({ type: 'send' });
    expect(readHeading('  Reply: 4005')).toMatchObject({ type: 'send', rest: '4005' });
    expect(readHeading('Reply')).toBeUndefined();
    expect(readHeading('send me the photo')).toBeUndefined();
  });

  it('turns away prose, whatever it opens with', () => {
    for (const line of [
      'Hello there!',
      '',
      '   ',
      '12 apples',
      '→ later',
      '„«quoted» she said',
      'Note: bring snacks',
    ])
      expect(readHeading(line), line).toBeUndefined();
  });
});
