import { describe, expect, it } from 'vitest';
import { applyMacros } from '../../src/config/macros.js';

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
