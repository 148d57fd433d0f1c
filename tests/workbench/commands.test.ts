import { describe, expect, it } from 'vitest';
import { parseChatLine, parseDuration } from '../../src/workbench/commands.js';

describe('chat input lines', () => {
  it('reads commands, and anything else as a message', () => {
    expect(parseChatLine('hello  ')).toEqual({ kind: 'say', text: 'hello' });
    expect(parseChatLine('//start')).toEqual({ kind: 'say', text: '/start' });
    expect(parseChatLine('   ')).toEqual({ kind: 'empty' });
    expect(parseChatLine('/reply #12 see you there')).toEqual({
      kind: 'reply',
      to: 12,
      text: 'see you there',
    });
    expect(parseChatLine('/react 12 👍')).toEqual({ kind: 'react', to: 12, emoji: '👍' });
    expect(parseChatLine('/sticker')).toEqual({ kind: 'sticker' });
    expect(parseChatLine('/sticker HeidiDuck 😂')).toEqual({
      kind: 'sticker',
      set: 'HeidiDuck',
      emoji: '😂',
    });
    expect(parseChatLine('/AS Alice Smith')).toEqual({ kind: 'as', name: 'Alice Smith' });
    expect(parseChatLine('/answer # «send»\\nhi \\\\n')).toEqual({
      kind: 'answer',
      text: '# «send»\nhi \\n',
    });
    expect(parseChatLine('/save out/x.yaml')).toEqual({ kind: 'save', file: 'out/x.yaml' });
    expect(parseChatLine('/exit')).toEqual({ kind: 'quit' });
  });

  it('explains a command used wrongly', () => {
    expect(parseChatLine('/reply 12')).toEqual({ kind: 'error', message: 'usage: /reply ID TEXT' });
    expect(parseChatLine('/react x 👍')).toEqual({ kind: 'error', message: 'usage: /react ID EMOJI' });
    expect(parseChatLine('/save')).toEqual({ kind: 'error', message: 'usage: /save FILE.yaml' });
  });

  it('reads durations in seconds by default, with units, up to 30 days', () => {
    expect(parseDuration('30')).toBe(30_000);
    expect(parseDuration('90s')).toBe(90_000);
    expect(parseDuration('5 min')).toBe(300_000);
    expect(parseDuration('1.5h')).toBe(5_400_000);
    expect(parseDuration('2d')).toBe(172_800_000);
    expect(parseDuration('0')).toBeUndefined();
    expect(parseDuration('31d')).toBeUndefined();
    expect(parseDuration('soon')).toBeUndefined();
  });
});
