import { describe, expect, it } from 'vitest';
import { applyMacros, applySections, applyStickerExample, MACRO_NAMES } from '../../src/config/macros.js';

describe('applyMacros', () => {
  const values = { char: 'Heidi', user: 'Alice' };

  it('replaces {{char}} and {{user}} in any case', () => {
    expect(applyMacros('{{char}} greets {{USER}}; {{Char}} smiles.', values)).toBe(
      'Heidi greets Alice; Heidi smiles.',
    );
  });

  it("accepts the original's single-brace and long spellings", () => {
    expect(applyMacros('{char} / {user} / {{character}} / {{AGENT_NAME}}', values)).toBe(
      'Heidi / Alice / Heidi / Heidi',
    );
  });

  it('leaves other braces alone', () => {
    expect(applyMacros('{"json": {{notamacro}}}', values)).toBe('{"json": {{notamacro}}}');
  });
});

describe('applySections and applyStickerExample', () => {
  const text =
    'A\n{{#stickers}}\nSTICKERS {{sticker_set}} {{sticker_name}}\n{{/stickers}}\nB\n{{#direct}}\nBLOCK\n{{/direct}}\n{{#group}}\nMENTION\n{{/group}}\nC';

  it('keeps only the sections that apply to the persona and the chat', () => {
    expect(applySections(text, { stickers: false, direct: false, group: true })).toBe('A\nB\nMENTION\nC');
    expect(applySections(text, { stickers: true, direct: true, group: false })).toBe(
      'A\nSTICKERS {{sticker_set}} {{sticker_name}}\nB\nBLOCK\nC',
    );
  });

  it('fills the sticker example from the persona’s own stickers', () => {
    expect(applyStickerExample('{{sticker_set}}\n{{ STICKER_NAME }}', { set: 'MiraCat', name: '😺' })).toBe(
      'MiraCat\n😺',
    );
  });

  it('names every macro and section tag it knows, for the doctor', () => {
    expect(MACRO_NAMES).toEqual(expect.arrayContaining(['user', 'sticker_set', '#stickers', '/group']));
  });
});
